// `all equal` in the editor (docs/language.md §13.7): completion offers it where a ranking's line
// starts, hover on the ranking says the law ranks none of the candidates, and the two words are
// keywords to the eye (the lexer sees them as names). On schemes/drafted_bursary's shared stage.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analysis.js";
import { completion } from "../../src/services/completion.js";
import { hover } from "../../src/services/hover.js";
import { semanticTokens } from "../../src/services/semanticTokens.js";

const bursary = readFileSync(join(__dirname, "../../../../schemes/drafted_bursary/bursary.allot"), "utf8");
const LINE = "      all equal\n";

describe("`all equal` in the language services", () => {
  it("is offered at the start of a ranking's line, with `by` and `tiebreak`", () => {
    const text = bursary.replace(LINE, "      \n");
    const a = analyze(text);
    const offset = text.indexOf("ranking per art7_2 {\n") + "ranking per art7_2 {\n      ".length;
    const items = completion(a, offset).items;
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(["by", "tiebreak", "all equal"]));
    expect(items.find((i) => i.label === "all equal")!.documentation).toContain("the law ranks none of the candidates");
  });

  it("hover on the ranking says it ranks none", () => {
    const a = analyze(bursary);
    const h = hover(a, bursary.indexOf(LINE) + 6);
    expect(h?.markdown).toContain("Ranks none of the applications: the law shares among them (`all equal`).");
  });

  it("marks the two words as keywords", () => {
    const a = analyze(bursary);
    const at = bursary.indexOf(LINE) + 6;
    const toks = semanticTokens(a).filter((t) => t.span.start >= at && t.span.end <= at + "all equal".length);
    expect(toks.map((t) => `${bursary.slice(t.span.start, t.span.end)}:${t.type}`)).toEqual(["all:keyword", "equal:keyword"]);
  });
});
