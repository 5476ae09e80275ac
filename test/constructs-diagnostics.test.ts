// Diagnostics that misled drafters (issue 17), run end to end: a budget computed from a call
// list through a quantifier reads only the call (no AL0207, and the run uses the sum); a field
// read through a mapping under another name leaves no "not declared … ignored" warning behind;
// a value named like a rule gets AL0202 only; 'position' in an ordering key says why it cannot be
// read there; an optional field as a tie-break key is warned about (AL0601) unless the key says
// what a missing value gets.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, applyMapping, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const minimal = readFileSync(join(__dirname, "../packages/dsl/test/corpus/good/minimal.allot"), "utf8");

function codes(text: string): string[] {
  return analyze(text).diagnostics.map((d) => d.code);
}

describe("a budget computed from a call list", () => {
  const text = minimal
    .replace("  budget: money(EUR)\n", "  needs: list of record { item: text  cost: money(EUR) }\n")
    .replace("  budget call.budget", "  budget total_need")
    .replace("criterion quality_points", "let total_need = sum(n in call.needs: n.cost)\n\ncriterion quality_points");

  it("reads only the call, through the quantifier and the record fields of the list", () => {
    expect(codes(text)).toEqual([]);
  });

  it("is the sum of the list, and the allocation stops at it", () => {
    // budget = 1 000.00 + 500.50 = 1 500.50 EUR; A (10 points) asks 1 000.00 → funded, 500.50 left;
    // B (8 points) asks 600.00 > 500.50 → not funded (stop)
    const scheme = load(analyze(text));
    const { result } = evaluate(scheme, {
      call: { needs: [{ item: "roof", cost: "1000.00" }, { item: "door", cost: "500.50" }], lot: ["A", "B"] },
      applications: [
        { id: "A", received_on_time: true, quality: 5, requested: "1000.00" },
        { id: "B", received_on_time: true, quality: 4, requested: "600.00" },
      ],
    });
    const byId = Object.fromEntries(result.results.map((r) => [r.id, r]));
    expect(byId["A"]!.status).toBe("funded");
    expect(byId["B"]!.status).toBe("not_funded");
    expect(JSON.stringify(result)).toContain('"budget":"1500.50"');
  });
});

describe("a field read through a mapping under another name", () => {
  const text = minimal.replace("  requested: money(EUR)\n", "  requested: money(EUR)\n  costs_fs: money(EUR)\n").replace("amount requested", "amount min(requested, costs_fs)");

  it("leaves no warning that its source name is undeclared", () => {
    const scheme = load(analyze(text));
    const data = {
      call: { budget: "5000.00", lot: ["A"] },
      applications: [{ id: "A", received_on_time: true, quality: 5, requested: "1000.00", costs_feasibility_study_eur: "800.00" }],
    };
    const input = applyMapping(data, { application: { costs_fs: "$.costs_feasibility_study_eur" } });
    const { result, issues } = evaluate(scheme, input as never);
    expect(issues).toEqual([]);
    // min(1 000.00, 800.00) = 800.00
    expect(result.results[0]!.amount).toBe("800.00");
    // a field the data has and neither the scheme nor the mapping names is still reported
    const extra = applyMapping({ ...data, applications: [{ ...data.applications[0], note: "x" }] }, { application: { costs_fs: "$.costs_feasibility_study_eur" } });
    expect(evaluate(scheme, extra as never).issues.map((i) => i.message)).toEqual(["the field 'note' is not declared by the scheme and is ignored"]);
  });
});

describe("names in the wrong place", () => {
  it("a value named like a rule: AL0202 at the value, no unknown name where it is used", () => {
    const text = minimal.replace("criterion quality_points", "let on_time = quality >= 2\n\ncriterion quality_points").replace("total >= 4\n", "total >= 4 and on_time\n");
    expect(codes(text)).toEqual(["AL0202"]);
  });

  it("'position' in an ordering key: the ranking cannot read what it produces", () => {
    const text = minimal.replace("    lottery draw call.lot\n", "    by position lowest first\n    lottery draw call.lot\n");
    const d = analyze(text).diagnostics;
    expect(d.map((x) => x.code)).toEqual(["AL0201"]);
    expect(d[0]!.hint).toContain("an ordering cannot read the ranking it produces");
    expect(d[0]!.hint).not.toContain("declare 'position' as an application field");
    // elsewhere an unknown 'position' is an ordinary unknown name
    const elsewhere = minimal.replace("total >= 4\n", "total >= position\n");
    expect(analyze(elsewhere).diagnostics[0]!.message).toContain("unknown name 'position'");
  });
});

describe("AL0601: an optional field as an ordering key", () => {
  const withFlag = minimal.replace("  requested: money(EUR)\n", "  requested: money(EUR)\n  young: boolean optional\n").replace("  lot: draw\n", "");
  // a key of the ranking itself (every application needs it); in a tie-break step a missing value
  // needs `if absent …` (AL0632, an error: test/lazy-keys.test.ts)
  it("warns at the field when the key reads it as it is", () => {
    const text = withFlag.replace("  by total highest first\n", "  by total highest first\n  by young true first\n").replace("    lottery draw call.lot\n", "    unresolved per art6\n");
    const d = analyze(text).diagnostics;
    expect(d.map((x) => [x.code, x.severity])).toEqual([["AL0601", "warning"]]);
    expect(text.slice(d[0]!.span.start, d[0]!.span.end)).toBe("young");
    expect(d[0]!.message).toContain("a missing value needs a declared rule");
  });
  it("is silent when the key says what a missing value gets", () => {
    const text = withFlag.replace("  by total highest first\n", "  by total highest first\n  by (if young is present then young else false) true first\n").replace("    lottery draw call.lot\n", "    unresolved per art6\n");
    expect(codes(text)).toEqual([]);
  });
});
