// `all equal` out of its place (adversary27). AL0416 said so when the ranking opened with the two
// words and a key or a tie-break followed; written after a key, written twice, or cut to one word,
// the parser stopped at the words and the stage after it fell apart: a key then `all equal` in
// schemes/drafted_bursary gave eight errors (AL0505 "expected a budget for the stage", AL0205 on
// 'all equal', AL0201 on 'left', AL0102 on 'rata' and 'down', …) where one was meant. Now each is
// the one AL0416 at the words, and the rest of the stage checks as written.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme } from "@allot/dsl";

const bursary = readFileSync(join(__dirname, "../schemes/drafted_bursary/bursary.allot"), "utf8");
const ALL_EQUAL = "    ranking per art7_2 {\n      all equal\n    }\n";
const ranking = (body: string) => {
  expect(bursary).toContain(ALL_EQUAL);
  return bursary.replace(ALL_EQUAL, `    ranking per art7_2 {\n${body}    }\n`);
};
const found = (text: string) => analyze(text).diagnostics.map((d) => ({ code: d.code, at: text.slice(d.span.start, d.span.end), message: d.message }));

describe("`all equal` out of its place is one AL0416", () => {
  it("after an ordering key", () => {
    const text = ranking("      by total highest first\n      all equal\n");
    expect(found(text)).toEqual([{ code: "AL0416", at: "all equal", message: "expected 'all equal' alone in the ranking, found it after an ordering key" }]);
  });
  it("written twice", () => {
    const text = ranking("      all equal\n      all equal\n");
    expect(found(text)).toEqual([{ code: "AL0416", at: "all equal", message: "expected 'all equal' once in the ranking, found it a second time" }]);
    expect(analyze(text).diagnostics[0]!.span.start).toBe(text.lastIndexOf("all equal"));
  });
  it("cut to one word", () => {
    const text = ranking("      all\n");
    const d = found(text);
    expect(d.map((x) => x.code)).toEqual(["AL0416"]);
    expect(d[0]!.message).toBe("expected 'all equal' or an ordering key ('by …') in the ranking, found 'all'");
  });
  it("before a key and before a tie-break, as before", () => {
    expect(found(ranking("      all equal\n      by total highest first\n"))).toEqual([
      { code: "AL0416", at: "by total highest first", message: "expected nothing after 'all equal' in the ranking, found an ordering key or a tie-break" },
    ]);
  });
  it("is kept by the formatter where it is written, a second one too", () => {
    for (const body of ["      by total highest first\n      all equal\n", "      all equal\n      all equal\n", "      all\n"]) {
      const text = ranking(body);
      expect(formatScheme(text).text).toBe(text);
      expect(formatScheme(ranking(body.replace(/\n      /g, "  "))).text).toBe(text);
    }
  });
});
