// The seed schemes keep the law's constants as constants: a minimum the regulation fixes is not a
// call parameter a call could lower (seed 003, § 13 ust. 7 pkt 2: "co najmniej 3 punkty").
// What the law leaves to the call stays a parameter; operations the law lists in no regime are
// refused with a reason (seed 004: schemes/seed_004/tests/unlisted_operations.test.json).
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { analyze } from "../packages/dsl/src/analysis.js";

const file = "schemes/seed_003/podstawowe_uslugi_par13.allot";
const seed004 = "schemes/seed_004/akwakultura_par43.allot";

describe("constants of the law are constants of the scheme", () => {
  it("seed 003: the minimum of § 13 ust. 7 pkt 2 is the constant 3, read from no call parameter", () => {
    const a = analyze(readFileSync(file, "utf8"), file);
    const minimum = a.model.thresholds.filter((t) => t.citation?.source.text === "ust7_pkt2");
    expect(minimum).toHaveLength(1);
    const condition = a.text.slice(minimum[0]!.condition.span.start, minimum[0]!.condition.span.end);
    expect(condition).toBe("total >= 3");
    expect([...a.model.callFields.keys()]).not.toContain("minimum_points");
  });

  it("seed 004: an operation the law lists in no regime is refused by a rule; without it the checker warns (AL0430)", () => {
    const text = readFileSync(seed004, "utf8");
    // the optional filing moment as a tie-break key says what a member without it gets (`if absent`)
    const notOptionalKey = (d: { code: string }) => d.code !== "AL0601";
    expect(analyze(text, seed004).diagnostics.map((d) => d.code)).toEqual([]);
    // the regime for points made exact, and the rule that refuses the rest removed
    const narrowed = text.replace("not (measure_point in [2, 3] and excluded_article) {", "not excluded_article {");
    expect(narrowed).not.toBe(text);
    expect(analyze(narrowed, seed004).diagnostics.filter(notOptionalKey)).toEqual([]);
    const start = narrowed.indexOf("eligibility per ust1_pkt1 {");
    const end = narrowed.indexOf("criterion declared");
    const unrefused = narrowed.slice(0, start) + narrowed.slice(end);
    const d = analyze(unrefused, seed004).diagnostics.filter(notOptionalKey);
    expect(d.map((x) => x.code)).toEqual(["AL0430"]);
    expect(d[0]!.message).toContain('measure_point = 1, eu_article = "48(1)(c)"');
  });
});
