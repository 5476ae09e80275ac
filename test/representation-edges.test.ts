// Edges of whole numbers held as JS numbers (packages/dsl/src/compile/expr.ts) and of the bulk
// path and fast validation, found by review: each case ran wrong or crashed once; each is run
// with and without explanations (the bulk path and the engine) and must give what the law says.
import { describe, expect, it } from "vitest";
import { evaluate, InvalidInput, validateInput, type CompiledScheme, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";

function scheme(fields: string, body: string, opts: { call?: string; publish?: string } = {}): CompiledScheme {
  const text = [
    'scheme e "Edges" {', '  version "1"', "}", 'act law "The law" {', '  identifier "L"', "}",
    'source art1 = law article 1 """', "  Text.", '  """',
    "call {", "  ceiling: money(EUR)", opts.call ?? "", "}",
    "application {", "  id: text unique", "  asked: money(EUR)", fields, "}",
    body,
    'criterion a "A" per art1: 2 points if true',
    "ranking per art1 {", "  by total highest first", "  tiebreak every tie per art1 {", "    by id lowest first per art1", "  }", "}",
    "allocation per art1 {", "  budget call.ceiling", "  amount asked", "  at boundary stop per art1", "}",
    opts.publish ?? "",
  ].join("\n");
  return compile(text);
}

const rule = (condition: string) => `eligibility per art1 {\n  rule r "R": ${condition}\n}`;

/** The statuses of the applications (A0, A1, …), the same with and without explanations. */
function statuses(s: CompiledScheme, apps: Record<string, unknown>[], call: Record<string, unknown> = {}): string[] {
  const input = { call: { ceiling: "1000.00", ...call }, applications: apps.map((x, i) => ({ id: `A${i}`, asked: "10.00", ...x })) };
  const out: string[][] = [];
  for (const explain of [true, false]) {
    const r: SelectionResult = evaluate(s, input, { explain }).result;
    out.push(input.applications.map((a) => r.results.find((x) => x.id === a.id)!.status));
  }
  expect(out[1]).toEqual(out[0]);
  return out[0]!;
}

describe("whole numbers held as JS numbers: edges", () => {
  it("a quantifier variable shadows a let, a criterion or total of the same name", () => {
    expect(statuses(scheme("  scores: list of integer", `let s = 2.5\n${rule("some s in scores: s > 3")}`), [{ scores: [1, 5] }, { scores: [1, 2] }])).toEqual(["funded", "ineligible"]);
    expect(statuses(scheme("  rates: list of decimal", `let s = 3\n${rule("some s in rates: s + 1 > 3")}`), [{ rates: ["2.5"] }, { rates: ["1.5"] }])).toEqual(["funded", "ineligible"]);
    expect(statuses(scheme("  rates: list of decimal", 'threshold t "T" per art1: some total in rates: total + 1 > 3'), [{ rates: ["2.5"] }, { rates: ["1"] }])).toEqual(["funded", "below_threshold"]);
    expect(statuses(scheme("  rates: list of decimal", 'criterion b "B" per art1: 1 point if count(a in rates: a > 1) >= 1'), [{ rates: ["2.5"] }])).toEqual(["funded"]);
  });

  it("an integer field whose declared range passes 2^53 still holds a safe integer", () => {
    expect(statuses(scheme("  big: integer in 0..100000000000000000000", rule("big > 5")), [{ big: 7 }, { big: 3 }])).toEqual(["funded", "ineligible"]);
  });

  it("a whole number meets a list literal holding decimals, and unbounded items, exactly", () => {
    expect(statuses(scheme("  n: integer", rule("n in [1, 2.5]")), [{ n: 1 }, { n: 2 }])).toEqual(["funded", "ineligible"]);
    expect(statuses(scheme("  n: integer\n  big: integer", rule("n in [1, big * big]")), [{ n: 1, big: 100000000 }, { n: 7, big: 100000000 }])).toEqual(["funded", "ineligible"]);
    expect(statuses(scheme("  big: integer", rule("every v in [big * big, 3]: v >= 3")), [{ big: 100000000 }, { big: 1 }])).toEqual(["funded", "ineligible"]);
  });

  it("a literal written with a leading zero is its value", () => {
    expect(statuses(scheme("  n: integer", rule("n >= 010")), [{ n: 10 }, { n: 9 }])).toEqual(["funded", "ineligible"]);
  });

  it("published lists and records print whole numbers as texts, as scalar columns do", () => {
    const s = scheme("  scores: list of integer\n  r: record {\n    q: integer\n    on: date\n  }\n  n: integer", "", { publish: "publish per art1 {\n  columns {\n    id,\n    scores,\n    r,\n    n\n  }\n}" });
    for (const explain of [true, false]) {
      const r = evaluate(s, { call: { ceiling: "1000.00" }, applications: [{ id: "A", asked: "1.00", scores: [1, 5], r: { q: 3, on: "2024-02-29" }, n: 4 }] }, { explain }).result;
      expect(r.publication!.rows).toEqual([{ id: "A", scores: ["1", "5"], r: { q: "3", on: "2024-02-29" }, n: "4" }]);
    }
  });
});

describe("the bulk path and fast validation: edges", () => {
  it("an invalid call is InvalidInput on both paths, before any rule reads it", () => {
    const s = scheme("", rule("asked <= call.cap"), { call: "  cap: money(EUR)" });
    for (const explain of [true, false]) {
      expect(() => evaluate(s, { call: { ceiling: "1000.00", cap: 500 }, applications: [{ id: "A", asked: "1.00" }] }, { explain })).toThrow(InvalidInput);
    }
  });

  it("a field named __proto__ does not hide an undeclared field's warning", () => {
    const s = scheme("  __proto__: record {\n    x: integer optional\n  } optional", "");
    const v = validateInput(s, { call: { ceiling: "1.00" }, applications: [{ id: "A", asked: "1.00", extra: 1 }] });
    expect(v.issues.map((i) => i.message)).toEqual(["the field 'extra' is not declared by the scheme and is ignored"]);
  });
});
