// Reasons that carry values (issue 17): `otherwise "asks {requested}, more than {call.ceiling}"`,
// composed per refused application with each value's unit; checked name by name with the span
// inside the string; printed back by the formatter as written.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const minimal = readFileSync(join(__dirname, "../packages/dsl/test/corpus/good/minimal.allot"), "utf8");

const scheme = minimal
  .replace("  budget: money(EUR)\n", "  budget: money(EUR)\n  ceiling: money(EUR)\n")
  .replace("  requested: money(EUR)\n", "  requested: money(EUR)\n  own_ground: text optional\n  filed: date\n  share: percentage\n")
  .replace(
    '    otherwise "received after the closing date"',
    '    otherwise "received on {filed}, after the closing date ({own_ground})"\n  rule small "Within the ceiling": requested <= call.ceiling\n    otherwise "asks {requested}, more than the ceiling of {call.ceiling} {{sic}}"',
  )
  .replace("total >= 4\n", 'total >= 4\n  otherwise "{total} points, {share} co-financed"\n');

function reasons(apps: object[]): Record<string, string[]> {
  const { result } = evaluate(load(analyze(scheme)), { call: { budget: "100000.00", ceiling: "20000.00", lot: apps.map((a) => (a as { id: string }).id) }, applications: apps });
  return Object.fromEntries(result.results.map((r) => [r.id, r.reasons.map((x) => x.message)]));
}

const base = { received_on_time: true, quality: 5, requested: "1000.00", filed: "2024-03-01", share: "25%" };

describe("a reason that prints values", () => {
  it("checks clean", () => {
    expect(analyze(scheme).diagnostics).toEqual([]);
  });

  it("prints each refused application's own values with their units", () => {
    const r = reasons([
      // A asks 25 000.5 EUR > 20 000.00: the amount with the euro's two places and its code
      { ...base, id: "A", requested: "25000.5" },
      // B is late, and says why (own_ground): the date in ISO 8601, the text as given
      { ...base, id: "B", received_on_time: false, filed: "2024-03-05", own_ground: "the post office lost it" },
      // C is late and says nothing: the absent value is "(not given)", and the rule still refuses
      { ...base, id: "C", received_on_time: false, filed: "2024-03-06" },
      // D scores 2 × 1 = 2 < 4: the threshold prints the total and the percentage 25% (held as 0.25) → 25%
      { ...base, id: "D", quality: 1 },
    ]);
    expect(r["A"]).toEqual(["asks 25000.50 EUR, more than the ceiling of 20000.00 EUR {sic}"]);
    expect(r["B"]).toEqual(["received on 2024-03-05, after the closing date (the post office lost it)"]);
    expect(r["C"]).toEqual(["received on 2024-03-06, after the closing date ((not given))"]);
    expect(r["D"]).toEqual(["2 points, 25% co-financed"]);
  });

  it("checks every name, at its place in the string", () => {
    const typo = scheme.replace("asks {requested}", "asks {requestd}");
    const d = analyze(typo).diagnostics;
    expect(d.map((x) => [x.code, x.hint])).toEqual([["AL0201", "did you mean 'requested'?"]]);
    expect(typo.slice(d[0]!.span.start, d[0]!.span.end)).toBe("requestd");
    // points are not known when eligibility is decided
    expect(analyze(scheme.replace("asks {requested}", "asks {total}")).diagnostics.map((x) => x.code)).toEqual(["AL0207"]);
    // a brace around an expression, and one left open
    const bad = analyze(scheme.replace("asks {requested}", "asks {requested * 2} {requested")).diagnostics;
    expect(bad.map((x) => [x.code, x.message])).toEqual([
      ["AL0604", "expected the name of a value between '{' and '}', found 'requested * 2'"],
      ["AL0604", "expected '}' to close the value named in the reason, found another '{'"],
    ]);
  });

  it("an escape is text, braces of \\u{…} included; doubled braces print single", () => {
    const text = scheme.replace("asks {requested}, more than the ceiling of {call.ceiling} {{sic}}", "\\u{41}sks {requested} {{x}}");
    expect(analyze(text).diagnostics).toEqual([]);
    const { result } = evaluate(load(analyze(text)), { call: { budget: "100000.00", ceiling: "20000.00", lot: ["A"] }, applications: [{ ...base, id: "A", requested: "25000.00" }] });
    expect(result.results[0]!.reasons.map((x) => x.message)).toEqual(["Asks 25000.00 EUR {x}"]);
  });

  it("a plain reason is unchanged, and the formatter keeps the braces as written", () => {
    const r = formatScheme(scheme);
    expect(r.ok).toBe(true);
    expect((r as { text: string }).text).toContain('otherwise "asks {requested}, more than the ceiling of {call.ceiling} {{sic}}"');
  });

  // drafter26: the parser shares a declaration's nodes between analyses of the same text (analysis.ts's
  // cache), so the parts of a reason were kept per node: a second analysis of the text overwrote
  // them with names typed in its own model, and the first analysis, compiled after it, printed
  // "asks 25000.50" without its currency and a moment as 1803657601000. `allot test --mutate`
  // compiles the scheme as written after other analyses when it lists the failing tests.
  it("an analysis compiled after another analysis of the same text prints its values with their units", () => {
    const first = analyze(scheme);
    analyze(scheme);
    const { result } = evaluate(load(first), { call: { budget: "100000.00", ceiling: "20000.00", lot: ["A"] }, applications: [{ ...base, id: "A", requested: "25000.5" }] });
    expect(result.results[0]!.reasons.map((x) => x.message)).toEqual(["asks 25000.50 EUR, more than the ceiling of 20000.00 EUR {sic}"]);
  });
});
