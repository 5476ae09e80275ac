// Inlay hints: each criterion's points and the running total; what the criteria add up to at
// the declared maximum.
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analysis.js";
import { inlayHints } from "../../src/services/inlayHints.js";
import { edited, seed } from "./cursor.js";

describe("inlay hints", () => {
  it("shows the points of each criterion, the running total, and the check of the maximum", () => {
    const a = analyze(seed("seed_002"));
    const hints = inlayHints(a).map((h) => `${a.lines.lineText(a.lines.position(h.offset).line).trim().slice(0, 12).trim()} | ${h.label}`);
    expect(hints).toEqual([
      "criterion a | 2–8 pts · running total ≤ 8",
      "criterion b | 3–12 pts · running total ≤ 20",
      "criterion c | 2–8 pts · running total ≤ 28",
      "criterion d | 2–8 pts · running total ≤ 36",
      "maximum poin | = 36 ✓",
    ]);
  });

  it("shows a mismatch with the declared maximum and unknown ranges", () => {
    const { a } = edited("seed_002", "weight 3 × scores.b_innovativeness", "weight 4 × scores.b_innovativeness");
    expect(inlayHints(a).map((h) => h.label).at(-1)).toBe("criteria give 40");
    const u = edited("seed_001", "if application.points is present then application.points else 0", "call.minimum_points");
    expect(inlayHints(u.a)[0]!.label).toBe("? points · running total unknown");
  });

  it("keeps to the requested range", () => {
    const a = analyze(seed("seed_000"));
    const start = a.text.indexOf("criterion p3");
    expect(inlayHints(a, { start, end: start + 260 }).map((h) => h.label)).toEqual(["max 2 pts · running total ≤ 7", "max 1 pts · running total ≤ 8"]);
  });
});
