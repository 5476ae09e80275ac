// A block comment or a text block never closed: one AL0101 where it begins, saying what is
// missing, instead of the comment read as code ('/' '*' and words: "expected a declaration, found
// '/'") or the text block read as an empty string and a stray quote ("expected the closing " of
// this string on the same line ... use a """text block""""), with the errors of the text after it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../src/analysis.js";
import { formatScheme } from "../src/format/format.js";

const seed = readFileSync(join(__dirname, "../../../schemes/seed_002/pop3_innovatie.allot"), "utf8");
const errors = (text: string) => analyze(text, "x.allot").diagnostics.filter((d) => d.severity === "error");

describe("a comment or text block never closed", () => {
  it("a block comment opened and never closed, anywhere between declarations, is one error at its '/*'", () => {
    const starts = [...seed.matchAll(/^(criterion|ranking|allocation|threshold)\b/gm)].map((m) => m.index!);
    expect(starts.length).toBeGreaterThan(3);
    for (const at of [...starts, seed.length]) {
      const text = `${seed.slice(0, at)}/* a note the drafter never ended\n${seed.slice(at)}`;
      const e = errors(text);
      expect(e.map((d) => [d.code, d.message, d.span.start, d.span.end])).toEqual([["AL0101", "expected */ to close this comment, found the end of the file", at, at + 2]]);
      expect(e[0]!.hint).toContain("*/");
    }
  });

  it("a text block whose closing quotes are missing is one error at its opening quotes", () => {
    const close = seed.indexOf('"""', seed.indexOf('"""') + 3);
    const open = seed.indexOf('"""');
    const text = seed.slice(0, close) + seed.slice(close + 3).replace(/"""/g, "'''");
    const e = errors(text);
    expect(e.map((d) => [d.code, d.message, d.span.start, d.span.end])).toEqual([["AL0101", 'expected """ to close this text block, found the end of the file', open, open + 3]]);
    expect(e[0]!.hint).toContain('"""');
  });

  it("the formatter refuses such a scheme with that error, and formats nothing", () => {
    const r = formatScheme(`${seed}/* never closed`);
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => d.message)).toEqual(["expected */ to close this comment, found the end of the file"]);
  });

  it("a closed comment and a closed text block are as before: no error", () => {
    expect(errors(`${seed}/* closed */\n`)).toEqual([]);
    expect(errors(seed)).toEqual([]);
  });
});
