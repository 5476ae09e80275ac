// Folding: blocks over several lines, legal texts and comment runs; closing braces stay visible.
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analysis.js";
import { foldingRanges } from "../../src/services/folding.js";
import { seed, seeds } from "./cursor.js";

function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split("\n").length - 1;
}

describe("folding ranges", () => {
  it("folds the leading comment, each block up to its closing brace, and the tie-break", () => {
    const text = seed("seed_002");
    const ranges = foldingRanges(analyze(text)).map((r) => `${r.startLine}-${r.endLine}${r.kind === "comment" ? " comment" : ""}`);
    expect(ranges).toContain(`0-4 comment`);
    const ranking = lineOf(text, "ranking per lid5 {");
    const tiebreak = lineOf(text, "  tiebreak at boundary");
    expect(ranges).toContain(`${ranking}-${ranking + 7}`);
    expect(ranges).toContain(`${tiebreak}-${tiebreak + 4}`);
    const record = lineOf(text, "  scores: record {");
    expect(ranges).toContain(`${record}-${record + 4}`);
  });

  it.each(seeds.map((s) => [s]))("%s: ranges span several lines inside the file", (name) => {
    const a = analyze(seed(name));
    for (const r of foldingRanges(a)) {
      expect(r.endLine).toBeGreaterThan(r.startLine);
      expect(r.endLine).toBeLessThan(a.lines.lineCount);
    }
  });
});
