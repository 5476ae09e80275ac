// Whole numbers in generated code (packages/dsl/src/compile/expr.ts): held as JS numbers only
// where interval analysis bounds every step within ±(2^53 − 1), as Decimals otherwise — and the
// results are exact either way. Each case is a small scheme run through analyze → load →
// evaluate, with and without explanations (the engine and the bulk path).
import { describe, expect, it } from "vitest";
import { evaluate, type CompiledScheme } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";

function scheme(fields: string, body: string): CompiledScheme {
  const text = [
    'scheme w "Whole numbers" {',
    '  version "1"',
    "}",
    'act law "The law" {',
    '  identifier "L"',
    "}",
    'source art1 = law article 1 """',
    "  Text.",
    '  """',
    "call {",
    "  ceiling: money(EUR)",
    "}",
    "application {",
    "  id: text unique",
    "  asked: money(EUR)",
    fields,
    "}",
    body,
    "ranking per art1 {",
    "  by total highest first",
    "  tiebreak every tie per art1 {",
    "    by id lowest first per art1",
    "  }",
    "}",
    "allocation per art1 {",
    "  budget call.ceiling",
    "  amount asked",
    "  at boundary stop per art1",
    "}",
  ].join("\n");
  return compile(text);
}

const run = (s: CompiledScheme, apps: Record<string, unknown>[], explain: boolean) => evaluate(s, { call: { ceiling: "1000000.00" }, applications: apps.map((a) => ({ asked: "10.00", ...a })) }, { explain }).result;

function both(s: CompiledScheme, apps: Record<string, unknown>[]) {
  const full = run(s, apps, true);
  const bulk = run(s, apps, false);
  // the same result but for the explanation steps
  expect(JSON.stringify(bulk.results.map(({ explanation: _e, ...r }) => r))).toBe(JSON.stringify(full.results.map(({ explanation: _e, ...r }) => r)));
  return full;
}

describe("whole numbers", () => {
  it("bounded scores and weights: points are numbers (integerPoints), thresholds compare them", () => {
    const s = scheme("  score: integer in 1..4\n  bonus: integer in 0..10", 'criterion a "A" per art1: weight 3 × score\ncriterion b "B" per art1: bonus - 2 * score\nthreshold t "T" per art1: total >= 5');
    expect(s.integerPoints).toBe(true);
    const r = both(s, [{ id: "X", score: 4, bonus: 0 }, { id: "Y", score: 1, bonus: 10 }, { id: "Z", score: 1, bonus: 1 }]);
    const by = Object.fromEntries(r.results.map((x) => [x.id, x]));
    expect(by["X"]!.points).toEqual({ a: "12", b: "-8", total: "4" });
    expect(by["X"]!.status).toBe("below_threshold");
    expect(by["Y"]!.points).toEqual({ a: "3", b: "8", total: "11" });
    expect(by["Y"]!.status).toBe("funded");
    expect(by["Z"]!.points!["total"]).toBe("2");
  });

  it("an unbounded field times a weight may pass 2^53: points become exact decimals", () => {
    const s = scheme("  big: integer", 'criterion a "A" per art1: weight 3 × big');
    expect(s.integerPoints).toBeUndefined();
    const big = 2 ** 52 + 1; // × 3 = 13510798882111491, which no double holds
    const r = both(s, [{ id: "X", big }, { id: "Y", big: -big }, { id: "Z", big: Number.MAX_SAFE_INTEGER }]);
    const by = Object.fromEntries(r.results.map((x) => [x.id, x]));
    expect(by["X"]!.points!["a"]).toBe("13510798882111491");
    expect(by["Y"]!.points!["a"]).toBe("-13510798882111491");
    expect(by["Z"]!.points!["a"]).toBe((3n * BigInt(Number.MAX_SAFE_INTEGER)).toString());
    expect(r.ranking).toEqual(["Z", "X", "Y"]);
  });

  it("whole numbers meet decimals, lists, quantifiers and functions exactly", () => {
    const s = scheme(
      "  score: integer in 0..100\n  marks: list of integer\n  ratio: decimal",
      [
        'criterion a "A" per art1: 2 points if score >= 2.5',
        'criterion b "B" per art1: 1 point if score in [3, 50, 99]',
        'criterion c "C" per art1: 1 point if every m in marks: m >= 2',
        'criterion d "D" per art1: 1 point if sum(marks) > score / 2',
        'criterion e "E" per art1: 1 point if ratio * score >= 10',
        'criterion f "F" per art1: 1 point if max(marks) = score',
      ].join("\n"),
    );
    const r = both(s, [
      { id: "A", score: 3, marks: [2, 3], ratio: "3.34" },
      { id: "B", score: 2, marks: [1, 2], ratio: "5" },
      { id: "C", score: 50, marks: [50, 49, 1], ratio: "0.19" },
    ]);
    const by = Object.fromEntries(r.results.map((x) => [x.id, x.points]));
    expect(by["A"]).toEqual({ a: "2", b: "1", c: "1", d: "1", e: "1", f: "1", total: "7" });
    expect(by["B"]).toEqual({ a: "0", b: "0", c: "0", d: "1", e: "1", f: "1", total: "3" });
    expect(by["C"]).toEqual({ a: "2", b: "1", c: "0", d: "1", e: "0", f: "1", total: "5" });
  });
});
