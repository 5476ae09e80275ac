// A ranking key's column of amounts held as whole units of a small decimal unit (engine/values.ts,
// issue 15, nineteenth round): an order-only column whose values are decimals of at most 6 places
// — amounts held as minor units and read as their doubles (minor.ts `minorKey`: cents ÷ 100) —
// takes an Int32Array of units, 4 bytes a row instead of a Float64Array's 8, each value read back
// as units ÷ 10^places (the double pushed, checked as it is pushed). Tested at the edges: the
// places raised by a finer value (the units so far rewritten), units past ±2^31 − 1, −0, values
// of more than 6 places and NaN (a Float64Array, every value kept), skipped places, a column that
// is not order-only (never scaled), and the order of the units against the values'.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Values } from "../packages/runtime/src/engine/values.js";

/** every value reads back as pushed (Object.is), by `at`, `view` and `numbers`; `ordered` in their order */
function expectHeld(c: Values<number>, values: readonly number[]): void {
  expect(c.length).toBe(values.length);
  const view = c.view;
  const numbers = c.numbers;
  const ordered = c.ordered;
  for (let r = 0; r < values.length; r++) {
    expect(Object.is(c.at(r), values[r]), `at(${r}): ${c.at(r)} for ${values[r]}`).toBe(true);
    expect(Object.is(view[r], values[r])).toBe(true);
    expect(Object.is(numbers[r], values[r])).toBe(true);
  }
  // in the values' order: neighbours by value compare as their units do
  const byValue = values.map((_, r) => r).sort((r, s) => values[r]! - values[s]!);
  for (let k = 1; k < byValue.length; k++) {
    const r = byValue[k - 1]!;
    const s = byValue[k]!;
    expect(Math.sign(ordered[r]! - ordered[s]!), `${values[r]} vs ${values[s]}`).toBe(Math.sign(values[r]! - values[s]!));
  }
}

function column(values: readonly number[], orderOnly = true): Values<number> {
  const c = new Values<number>(4, orderOnly);
  for (const v of values) c.push(v);
  return c;
}

/** cents as the double a ranking key reads them as (minor.ts `minorKey`) */
const pln = (cents: number): number => cents / 100;

describe("an order-only column of amounts held as whole units", () => {
  it("amounts in cents take an Int32Array of cents, whole amounts before them rewritten", () => {
    const held = [1125, pln(123456), pln(50_000), 0, pln(-1), pln(1), 2500, pln(99_999_999)];
    const c = column(held);
    expect(c.ordered).toBeInstanceOf(Int32Array);
    expect(Array.from(c.ordered)).toEqual([112500, 123456, 50000, 0, -1, 1, 250000, 99_999_999]);
    expectHeld(c, held);
  });

  it("a finer value raises the places, the units so far rewritten; past 6 places or ±2^31 − 1 units a Float64Array", () => {
    const tenths = [pln(150), 7.5, 0.1];
    const finer = [...tenths, 0.125, 0.000001];
    const c = column(finer);
    expect(c.ordered).toBeInstanceOf(Int32Array);
    expect(Array.from(c.ordered)).toEqual([1_500_000, 7_500_000, 100_000, 125_000, 1]);
    expectHeld(c, finer);
    for (const past of [1e-7, 0.1 + 0.2, 21_474_836.48, -21_474_836.49, 2147.483648, -0]) {
      const d = column([...tenths, past]);
      expect(d.ordered, String(past)).toBeInstanceOf(Float64Array);
      expectHeld(d, [...tenths, past]);
    }
    const nan = column([...tenths, NaN]);
    expect(nan.ordered).toBeInstanceOf(Float64Array);
    expect([...tenths, NaN].every((v, r) => Object.is(nan.at(r), v))).toBe(true);
    // 2^31 − 1 units hold; whole values of the Int32Array before a fraction that would not fit widen instead
    const edge = [21_474_836.47, -21_474_836.48];
    expect(column(edge).ordered).toBeInstanceOf(Int32Array);
    expectHeld(column(edge), edge);
    const big = [2 ** 30, 0.5];
    expect(column(big).ordered).toBeInstanceOf(Float64Array);
    expectHeld(column(big), big);
  });

  it("a column that is not order-only is never scaled (its readers take its typed array as the values)", () => {
    const c = column([1, 0.5, pln(12345)], false);
    expect(c.ordered).toBeInstanceOf(Float64Array);
    expectHeld(c, [1, 0.5, pln(12345)]);
  });

  it("places skipped before and after the first value read as nothing pushed; a text makes the column plain with every value", () => {
    const c = new Values<unknown>(4, true);
    c.skip();
    c.push(pln(101));
    c.skip();
    c.push(pln(12_000_000));
    expect((c as Values<number>).ordered).toBeInstanceOf(Int32Array);
    expect([c.at(1), c.at(3)]).toEqual([1.01, 120000]);
    expect(c.length).toBe(4);
    const d = new Values<unknown>(8, true);
    const held = [];
    for (let k = 0; k < 3000; k++) {
      const v = pln((k * 7919) % 500_000);
      d.push(v);
      held.push(v);
    }
    expect((d as Values<number>).ordered).toBeInstanceOf(Int32Array);
    expectHeld(d as Values<number>, held);
  });

  it("holds any values pushed, in their order (property)", () => {
    const cents = fc.integer({ min: -(2 ** 31), max: 2 ** 31 }).map(pln);
    const value = fc.oneof(cents, fc.integer({ min: -(2 ** 31), max: 2 ** 31 }).map((u) => u / 1000), fc.integer({ min: -200, max: 200 }), fc.constantFrom(0.5, -0, 1e-6, 1e-7, 0.3, 2 ** 31, 1.7e12));
    fc.assert(
      fc.property(fc.array(value, { maxLength: 30 }), (values) => {
        expectHeld(column(values), values);
      }),
      { numRuns: 3000 },
    );
  });
});
