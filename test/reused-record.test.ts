// One record object for every application (validate.ts `reuse`): under `evaluateRun`, where the
// Assessor keeps nothing of a record (assess.ts `keepsNoRecord`), the compiler's acceptor writes
// each application into the record it gave the one before (spec.ts `acceptApplication`'s
// `into`). That must never change a result: a `let` read per record (`ops.perRecord`) keeps its
// value by the row as well as by the record's identity, a record declined leaves the one written
// before as it was, and every scheme test gives the same table with the record reused as without.
import { describe, expect, it } from "vitest";
import { join, resolve } from "node:path";
import { evaluate, evaluateTable, ops, validateInput, type CompiledScheme, type Rec } from "@allot/runtime";
import { discoverTests } from "../packages/dsl/src/testing/schemeTests.js";
import { compiledTest } from "./support/schemeTest.js";
import { compiled, preamble, rankAndAllocate } from "./support/scheme.js";

const repo = resolve(__dirname, "..");

// `share` is read by two criteria and the amount: a `let` read per record (ops.perRecord)
const text = `${preamble("Reused record")}call {
  ceiling: money(EUR)
}
application {
  id: text unique
  costs: list of record {
    cost: money(EUR)
  }
  own: money(EUR)
  score: integer in 0..10
}
let total_costs = sum(x in costs: x.cost)
criterion c1 "Costs" per art1: if total_costs > own then 2 else 1
criterion c2 "Score" per art1: score
${rankAndAllocate("total highest first", "total_costs", "skip")}`;

const applications = [
  { id: "A", costs: [{ cost: "100.00" }, { cost: "50.00" }], own: "120.00", score: 3 },
  { id: "B", costs: [{ cost: "10.00" }], own: "120.00", score: 4 },
  { id: "C", costs: [{ cost: "500.00" }], own: "120.00", score: 1 },
  { id: "D", costs: [], own: "0.00", score: 7 },
];

/** `scheme` whose acceptor never writes into a record it is given: every application its own record. */
function withoutReuse(scheme: CompiledScheme): CompiledScheme {
  const accept = scheme.acceptApplication!;
  return { ...scheme, acceptApplication: (raw) => accept(raw) };
}

/** `scheme` counting the applications its acceptor was given a record to write into. */
function counting(scheme: CompiledScheme): { scheme: CompiledScheme; into: () => number } {
  const accept = scheme.acceptApplication!;
  let n = 0;
  return {
    scheme: { ...scheme, acceptApplication: (raw, into) => (into !== undefined && n++, accept(raw, into)) },
    into: () => n,
  };
}

describe("a let read per record (ops.perRecord)", () => {
  it("keeps its value by the row beside the record: one record object written anew is read anew", () => {
    let calls = 0;
    const f = ops.perRecord((e: { a: Rec; c: Rec; r?: number }) => (calls++, e.a["x"]));
    const rec: Rec = { x: 1 };
    const call: Rec = {};
    const env = { a: rec, c: call, r: 0 };
    expect([f(env), f(env)]).toEqual([1, 1]);
    expect(calls).toBe(1);
    rec["x"] = 2;
    env.r = 1;
    expect(f(env)).toBe(2);
    expect(calls).toBe(2);
    // an env without a row (an explanation's, score's): kept by the record's identity, as ever
    expect(f({ a: rec, c: call })).toBe(2);
    expect(f({ a: rec, c: call })).toBe(2);
    expect(calls).toBe(3);
  });
});

describe("the compiled acceptor writing into a record it is given", () => {
  const scheme = compiled(text);
  const accept = scheme.acceptApplication!;

  it("writes every field into the record and returns it, the values those of a new record", () => {
    const first = accept(applications[0])!;
    const second = accept(applications[1])!;
    const into = accept(applications[0], first)!;
    expect(into).toBe(first);
    expect(accept(applications[1], first)).toBe(first);
    expect(first).toStrictEqual(second);
    expect(Object.keys(first)).toEqual(["id", "costs", "own", "score"]);
  });

  it("leaves the record as it was where it declines an application", () => {
    const into = accept(applications[2])!;
    const before = { ...into };
    expect(accept({ ...applications[1], score: 11 }, into)).toBeUndefined();
    expect(accept({ ...applications[1], extra: 1 }, into)).toBeUndefined();
    expect(into).toStrictEqual(before);
  });

  it("does not write into a record where a field is named as one of Object.prototype's", () => {
    const s = compiled(text.replace("score: integer in 0..10", "score: integer in 0..10\n  constructor: text"));
    const raw = { ...applications[0], constructor: "x" };
    const into = s.acceptApplication!(raw)!;
    const again = s.acceptApplication!(raw, into);
    expect(again).not.toBe(into);
    expect(again).toStrictEqual(into);
  });

  it("is handed a record only under a visitor that says it keeps none (validateInput's reuse)", () => {
    const { scheme: s, into } = counting(scheme);
    const input = { call: { ceiling: "1000.00" }, applications };
    const held: Rec[] = [];
    validateInput(s, input, (r) => held.push(r));
    expect(into()).toBe(0);
    expect(new Set(held).size).toBe(applications.length);
    expect(validateInput(s, input).applications).toHaveLength(applications.length);
    expect(into()).toBe(0);
    const seen = new Set<Rec>();
    validateInput(s, input, (r) => seen.add(r), undefined, true);
    expect(into()).toBe(applications.length - 1);
    expect(seen.size).toBe(1);
  });
});

describe("evaluateRun with one record object for every application", () => {
  const scheme = compiled(text);
  const input = { call: { ceiling: "1000.00" }, applications };

  it("gives every application its own values of a let read per record", () => {
    const { scheme: s, into } = counting(scheme);
    const result = evaluateTable(s, input).table.toResult();
    expect(into()).toBe(applications.length - 1);
    const points = Object.fromEntries(result.results.map((r) => [r.id, [r.points?.["c1"]?.toString(), r.points?.["total"]?.toString(), r.requested?.toString()]]));
    expect(points).toEqual({ A: ["2", "5", "150.00"], B: ["1", "5", "10.00"], C: ["2", "3", "500.00"], D: ["1", "8", "0.00"] });
    // explanations read details, which keep the record out of reuse: the same results
    const explained = evaluate(s, input);
    expect(into()).toBe(applications.length - 1);
    expect(explained.result.results.map((r) => [r.id, r.status, r.points?.["total"]?.toString(), r.amount])).toEqual(result.results.map((r) => [r.id, r.status, r.points?.["total"]?.toString(), r.amount]));
  });

  it("gives the same table as a record per application, for every scheme test", () => {
    const tests = discoverTests([join(repo, "schemes"), join(repo, "test/inputs/keyed"), join(repo, "test/inputs/keyed-caps"), join(repo, "test/inputs/dates"), join(repo, "test/inputs/office_closed"), join(repo, "test/inputs/entitlement"), join(repo, "test/inputs/quota-places"), join(repo, "test/inputs/per-key")]);
    expect(tests.length).toBeGreaterThan(20);
    let reused = 0;
    for (const t of tests) {
      const { scheme: s0, input: raw } = compiledTest(t);
      if (!s0.acceptApplication) continue;
      const { scheme: s, into } = counting(s0);
      const run = (x: CompiledScheme) => {
        try {
          const { table, issues } = evaluateTable(x, raw);
          return JSON.stringify({ result: table.toResult(), issues });
        } catch (e) {
          return `throws: ${String(e)}`;
        }
      };
      expect(run(s), t.name).toBe(run(withoutReuse(s0)));
      if (into() > 0) reused++;
    }
    // most scheme tests are run with the record reused (the others keep records: aggregates, values of the outcome, first come)
    expect(reused).toBeGreaterThan(tests.length / 2);
  });
});
