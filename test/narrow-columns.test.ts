// The columns narrowed to 4 bytes a row (issue 15, seventh round: V8 counts typed arrays as
// external memory, and 64 MB more of it starts a full collection) hold every value at the edge of
// their range and past it, where they widen instead of wrapping:
// - the amounts asked (engine/asks.ts): an Int32Array while every amount fits, a Float64Array from
//   the first that does not (2^31 minor units and more);
// - what a row was granted (MinorArith.grants): an Int32Array only while every amount asked is one;
// - what was left before a row (MinorArith.column): an Int32Array while the budget fits, widened at
//   the first value that does not (−2^31 too, the narrow column's mark for "none");
// - and end to end, asks and budgets of 2^31 − 1 and 2^31 cents come out to the cent, in the
//   results, the totals and the explanations' "remaining before".
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { Decimal } from "../packages/runtime/src/decimal.js";
import { Asks } from "../packages/runtime/src/engine/asks.js";
import { amountsOf, MinorArith } from "../packages/runtime/src/engine/arith.js";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const MAX = 2 ** 31 - 1;

describe("the amounts asked", () => {
  it("stay in an Int32Array up to 2^31 − 1 minor units and widen, every amount kept, past it", () => {
    const asks = new Asks(2, 16);
    for (let k = 0; k < 20; k++) asks.push(k === 3 ? MAX : k);
    expect(asks.minorUnits).toBeInstanceOf(Int32Array);
    asks.push(MAX + 1);
    asks.push(new Decimal("-21474836.48"));
    expect(asks.minorUnits).toBeInstanceOf(Float64Array);
    expect([...asks.minorUnits!]).toEqual([0, 1, 2, MAX, ...Array.from({ length: 16 }, (_, k) => k + 4), MAX + 1, -(2 ** 31)]);
  });

  it("widen when reserved too (the width is kept) and keep −0 as −0", () => {
    const asks = new Asks(2, 16);
    asks.push(5);
    asks.reserve(100);
    expect(asks.minorUnits).toBeInstanceOf(Int32Array);
    asks.push(-0);
    expect(asks.minorUnits).toBeInstanceOf(Float64Array);
    expect(Object.is(asks.minorUnits![1], -0)).toBe(true);
    asks.reserve(200);
    asks.push(2 ** 40);
    expect([...asks.minorUnits!]).toEqual([5, -0, 2 ** 40]);
  });
});

describe("the walk's columns in minor units", () => {
  it("are narrow only where every amount asked is, and what is left only where the budget fits", () => {
    const of = (asks: Int32Array | Float64Array, budget: string) => amountsOf(2, asks, () => [], new Decimal(budget), [], false).arith as MinorArith;
    expect(of(Int32Array.of(1, MAX), "21474836.47")).toMatchObject({ narrow: true, narrowLeft: true });
    expect(of(Int32Array.of(1, MAX), "21474836.48")).toMatchObject({ narrow: true, narrowLeft: false });
    expect(of(Float64Array.of(1, MAX + 1), "1.00")).toMatchObject({ narrow: false, narrowLeft: true });
    expect(of(Float64Array.of(1, MAX + 1), "-21474836.49")).toMatchObject({ narrow: false, narrowLeft: false });
    expect(of(Int32Array.of(1), "1.00").grants(3)).toBeInstanceOf(Int32Array);
    expect(of(Float64Array.of(1), "1.00").grants(3)).toBeInstanceOf(Float64Array);
    // sums (a group's asks, what it was awarded) are never narrowed
    expect(of(Int32Array.of(1), "1.00").zeros(3)).toBeInstanceOf(Float64Array);
  });

  it("what was left before a row: widened at the first value past the Int32 range, the others kept", () => {
    for (const past of [MAX + 1, -(2 ** 31), -(2 ** 31) - 1, 2 ** 53 - 1]) {
      const c = new MinorArith(2, true, true).column(5);
      c.set(0, MAX);
      c.set(1, -MAX);
      c.set(2, null);
      expect([0, 1, 2, 3].map((r) => c.get(r))).toEqual([MAX, -MAX, null, null]);
      c.set(3, past);
      c.set(4, 7);
      expect([0, 1, 2, 3, 4].map((r) => c.get(r))).toEqual([MAX, -MAX, null, past, 7]);
    }
  });
});

describe("what was left before a row, past the Int32 range: 48 bits, then a Float64Array", () => {
  const T = 2 ** 32;
  it("holds ±32,767 × 2^32 and the values between, and widens past them with every value kept", () => {
    const held = [0, -1, MAX + 1, -(2 ** 31) - 1, 32768 * T - 1, -32767 * T, 5 * T + 7, -5 * T - 7];
    const c = new MinorArith(2, true, false).column(held.length + 2);
    held.forEach((x, r) => c.set(r, x));
    c.set(held.length, null);
    expect(held.map((_, r) => c.get(r))).toEqual(held);
    expect(c.get(held.length)).toBeNull();
    for (const past of [32768 * T, -32767 * T - 1, 2 ** 53 - 1, -0]) {
      const d = new MinorArith(2, true, false).column(held.length + 2);
      held.forEach((x, r) => d.set(r, x));
      d.set(held.length + 1, past);
      expect([...held.map((_, r) => d.get(r)), d.get(held.length), d.get(held.length + 1)]).toEqual([...held, null, past]);
      expect(Object.is(d.get(held.length + 1), past)).toBe(true);
    }
  });
});

describe("amounts at the edge of 2^31 minor units, end to end", () => {
  const scheme = compile(`${preamble("Edge")}call { budget: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first }
allocation per art1 { budget call.budget amount asked at boundary partial per art1 }
`);
  const run = (budget: string, asks: string[]) => {
    const applications = asks.map((asked, i) => ({ id: `A${i}`, points: 9 - i, asked }));
    const r = evaluate(scheme, { call: { budget }, applications }).result;
    const before = (id: string) => /remaining before: ([^)]*)\)/.exec(r.results.find((x) => x.id === id)!.explanation.find((s) => s.step === "allocation")!.text)?.[1];
    return { rows: r.results.map((x) => `${x.id}:${x.status}:${x.amount}:${before(x.id)}`), totals: r.totals["main"] };
  };

  it("2^31 − 1 cents asked and budgeted: every amount to the cent", () => {
    const r = run("21474836.47", ["21474836.46", "21474836.47"]);
    expect(r.rows).toEqual(["A0:funded:21474836.46:21474836.47 EUR", "A1:partially_funded:0.01:0.01 EUR"]);
    expect(r.totals).toMatchObject({ requested: "42949672.93", awarded: "21474836.47", remaining: "0.00" });
  });

  it("2^31 cents and more, asked and budgeted: the columns widen, nothing wraps", () => {
    const r = run("42949672.96", ["21474836.48", "0.01", "21474836.47", "30000000.00"]);
    expect(r.rows).toEqual(["A0:funded:21474836.48:42949672.96 EUR", "A1:funded:0.01:21474836.48 EUR", "A2:funded:21474836.47:21474836.47 EUR", "A3:not_funded:0.00:0.00 EUR"]);
    expect(r.totals).toMatchObject({ requested: "72949672.96", awarded: "42949672.96", remaining: "0.00" });
  });

  it("a budget past 2^31 cents with asks that fit: what is left is read to the cent", () => {
    const r = run("100000000.00", ["21474836.47", "21474836.47"]);
    expect(r.rows).toEqual(["A0:funded:21474836.47:100000000.00 EUR", "A1:funded:21474836.47:78525163.53 EUR"]);
    expect(r.totals).toMatchObject({ awarded: "42949672.94", remaining: "57050327.06" });
  });
});
