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
import fc from "fast-check";
import { evaluate } from "@allot/runtime";
import type { KeyValue } from "../packages/runtime/src/spec.js";
import { Values } from "../packages/runtime/src/engine/values.js";
import { Decimal } from "../packages/runtime/src/decimal.js";
import { Asks } from "../packages/runtime/src/engine/asks.js";
import { amountsOf, MinorArith } from "../packages/runtime/src/engine/arith.js";
import { AskedKey } from "../packages/runtime/src/engine/regimeRows.js";
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

describe("a column of values that are not all numbers (a key of texts)", () => {
  it("keeps every value, skips included, when it is reserved longer as it fills (regimeRows.ts)", () => {
    const col = new Values<KeyValue>(4, true);
    col.push(7);
    col.push("T2");
    col.skip();
    col.reserve(3);
    col.push("T4");
    col.reserve(1000);
    for (let k = 5; k <= 12; k++) col.push(`T${k}`);
    col.reserve(16);
    col.push(new Decimal("1.5"));
    expect(col.numeric).toBe(false);
    expect(col.length).toBe(13);
    const view = col.view as KeyValue[];
    expect(view.length).toBe(13);
    // a number pushed before the first text is held as a Decimal of it, as a key column holds numbers
    expect((view[0] as Decimal).eq(new Decimal(7))).toBe(true);
    expect(view.slice(1)).toEqual(["T2", undefined, "T4", ...Array.from({ length: 8 }, (_, k) => `T${k + 5}`), new Decimal("1.5")]);
    expect(col.at(12)).toEqual(new Decimal("1.5"));
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

describe("what a group holds of its cap, by key (groupUnits.ts): as narrow as the cap", () => {
  it("a column bounded by an amount that fits an Int32Array holds it, and widens past it with every value kept", () => {
    // a budget past the Int32 range: the columns of what is left are 48 bits; one bounded by a cap that fits is not
    const c = new MinorArith(2, true, false).column(4, MAX);
    c.set(0, MAX);
    c.set(1, null);
    c.set(2, MAX + 1);
    c.set(3, 0);
    expect([0, 1, 2, 3].map((r) => c.get(r))).toEqual([MAX, null, MAX + 1, 0]);
  });

  const scheme = compile(`${preamble("Caps")}call { budget: money(EUR)  cap: money(EUR) }
application { id: text unique  consortium: text  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first per art1 } }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  group by consortium per art1 {
    at most call.cap per art1
  }
}
`);
  // X1 + X2 = 2^31 − 1 cents; X3 asks 2 cents, X4 1 cent; the budget past the Int32 range
  const apps = [
    { id: "X1", consortium: "X", points: 9, asked: "10737418.24" },
    { id: "X2", consortium: "X", points: 8, asked: "10737418.23" },
    { id: "X3", consortium: "X", points: 7, asked: "0.02" },
    { id: "X4", consortium: "X", points: 6, asked: "0.01" },
  ];
  const run = (cap: string) => {
    const r = evaluate(scheme, { call: { budget: "100000000.00", cap }, applications: apps }).result;
    return { rows: r.results.map((x) => `${x.id}:${x.status}:${x.amount}`), reason: r.results[2]!.reasons[0]?.message, group: r.totals["main"]!.groups };
  };

  it("a cap of 2^31 − 1 cents: the group holds all of it, to the cent", () => {
    const r = run("21474836.47");
    expect(r.rows).toEqual(["X1:funded:10737418.24", "X2:funded:10737418.23", "X3:not_funded:0.00", "X4:not_funded:0.00"]);
    expect(r.reason).toContain("has 0.00 EUR left of its cap of 21474836.47 EUR, less than the 0.02 EUR asked");
    expect(r.group).toMatchObject({ X: { limit: "21474836.47", awarded: "21474836.47", funded: 2 } });
  });

  it("a cap of 2^31 cents: what the group holds reaches it, nothing wraps", () => {
    const r = run("21474836.48");
    expect(r.rows).toEqual(["X1:funded:10737418.24", "X2:funded:10737418.23", "X3:not_funded:0.00", "X4:funded:0.01"]);
    expect(r.reason).toContain("has 0.01 EUR left of its cap of 21474836.48 EUR, less than the 0.02 EUR asked");
    expect(r.group).toMatchObject({ X: { limit: "21474836.48", awarded: "21474836.48", funded: 3 } });
  });
});

describe("a ranking key that is the amount asked (engine/regimeRows.ts AskedKey)", () => {
  const keyOf = (asks: Asks) => new AskedKey(asks, 16);
  const fill = (pairs: [ask: Decimal | number, key: number][]) => {
    const asks = new Asks(2, 16);
    const key = keyOf(asks);
    for (const [a, k] of pairs) {
      asks.push(a);
      key.push(k);
    }
    return { asks, key, keys: pairs.map((p) => p[1]) };
  };
  const read = (key: AskedKey) => Array.from({ length: key.length }, (_, r) => key.at(r));

  it("is read from the asks while every value is the ask of its row, past 2^31 minor units too", () => {
    const { key, keys } = fill([[5, 5], [MAX, MAX], [MAX + 1, MAX + 1], [7, 7]]);
    expect(key.isAsks).toBe(true);
    expect(key.numeric).toBe(true);
    expect(read(key)).toEqual(keys);
    expect([...key.ordered]).toEqual(keys);
    expect([...(key.view as ArrayLike<number>)]).toEqual(keys);
  });

  it("holds its own values from the first that is not the ask, the ones before kept", () => {
    for (const odd of [6, -0, 5.5, 2 ** 40]) {
      const { key, keys } = fill([[5, 5], [9, 9], [5, odd], [3, 3]]);
      expect(key.isAsks).toBe(false);
      const got = read(key);
      expect(got.every((v, r) => Object.is(v, keys[r])), `${odd}: ${got}`).toBe(true);
    }
  });

  it("holds its own values when the asks go to Decimals (an amount finer than a cent), every value kept", () => {
    const { key, asks } = fill([[100, 100], [250, 250], [new Decimal("1.005"), 100.5], [300, 300]]);
    expect(asks.minorUnits).toBeUndefined();
    expect(key.isAsks).toBe(false);
    expect(read(key)).toEqual([100, 250, 100.5, 300]);
  });
});

describe("a ranking key that is the amount asked: the values of a key column of its own", () => {
  it("reads back every value as a plain key column would, in the same order (property)", () => {
    const kind = fc.constantFrom("number", "double", "decimal", "other", "fine");
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -3000, max: 3000 }), kind), { maxLength: 25 }), fc.constantFrom(0, 2 ** 31, 10 ** 14), (rows, big) => {
        const asks = new Asks(2, 4);
        const key = new AskedKey(asks, 4);
        const plain = new Values<KeyValue>(4, true);
        for (const [m0, k] of rows) {
          const m = m0 + Math.sign(m0) * big;
          const d = (x: number) => new Decimal((x / 100).toFixed(2));
          const ask = k === "fine" ? new Decimal(`${(m / 100).toFixed(2)}1`) : m;
          const v: KeyValue = k === "number" ? m : k === "double" ? m / 100 : k === "decimal" ? d(m) : k === "other" ? m + 1 : (ask as Decimal);
          asks.push(ask);
          key.push(v);
          plain.push(v);
        }
        expect(key.length).toBe(plain.length);
        expect(key.numeric).toBe(plain.numeric);
        for (let r = 0; r < rows.length; r++) expect(String(key.at(r)), `row ${r}`).toBe(String(plain.at(r)));
        if (key.numeric) {
          const a = key.ordered;
          const b = plain.ordered;
          for (let r = 0; r < rows.length; r++) for (let q = 0; q < rows.length; q++) expect(Math.sign(a[r]! - a[q]!)).toBe(Math.sign(b[r]! - b[q]!));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("is read from the asks for Decimals of the asks' amounts, as doubles", () => {
    const asks = new Asks(2, 4);
    const key = new AskedKey(asks, 4);
    for (const t of ["560.50", "100", "0.01"]) {
      asks.push(new Decimal(t));
      key.push(new Decimal(t));
    }
    expect(key.isAsks).toBe(true);
    expect([key.at(0), key.at(1), key.at(2)]).toEqual([560.5, 100, 0.01]);
    expect([...key.ordered]).toEqual([56050, 10000, 1]);
  });
});

describe("a tie-break by the amount asked, end to end", () => {
  const scheme = compile(`${preamble("Asked")}call { budget: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  other: money(EUR) }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by other lowest first per art1
    by id highest first per art1
  }
}
allocation per art1 { budget call.budget amount asked at boundary skip per art1 }
`);
  const order = (apps: { points: number; asked: string; other: string }[]) => {
    const applications = apps.map((a, i) => ({ id: `A${i}`, ...a }));
    const r = evaluate(scheme, { call: { budget: "1000000.00" }, applications }).result;
    return r.results.map((x) => x.id).join(" ");
  };

  it("orders by the key whether it is the ask of every row, of some rows, or of none", () => {
    const same = [
      { points: 5, asked: "30.00", other: "30.00" },
      { points: 5, asked: "10.00", other: "10.00" },
      { points: 7, asked: "99.00", other: "99.00" },
      { points: 5, asked: "20.00", other: "20.00" },
    ];
    expect(order(same)).toBe("A2 A1 A3 A0");
    // the last row's key is not its ask: the key holds its own values from there (the three before copied from the asks)
    const some = same.map((a, i) => (i === 3 ? { ...a, other: "5.00" } : a));
    expect(order(some)).toBe("A2 A3 A1 A0");
    const none = same.map((a, i) => ({ ...a, other: `${40 - i * 10}.00` }));
    expect(order(none)).toBe("A2 A3 A1 A0");
  });
});
