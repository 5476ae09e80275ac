// packColumns (engine/rank.ts): packing runs of whole-number key columns into one column must
// order every pair of rows as the columns did, and call equal exactly the rows that were equal —
// with negative values, -0, ranges near 2^53 (which must not pack), fractions and texts between.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { columnOf, compareAt, packColumns, type Column } from "../src/engine/rank.js";
import { Values } from "../src/engine/shared.js";
import { Decimal } from "../src/decimal.js";
import type { KeyValue } from "../src/spec.js";

const sign = (x: number) => (x < 0 ? -1 : x > 0 ? 1 : 0);

const columnArb = (n: number): fc.Arbitrary<Column> =>
  fc.oneof(
    fc.array(fc.integer({ min: -3, max: 40 }), { minLength: n, maxLength: n }).map((v) => ({ kind: "num" as const, v: Float64Array.from(v) })),
    fc.array(fc.constantFrom(0, -0, 1, -1), { minLength: n, maxLength: n }).map((v) => ({ kind: "num" as const, v: Float64Array.from(v) })),
    fc.array(fc.integer({ min: 1_700_000_000_000, max: 1_700_000_600_000 }), { minLength: n, maxLength: n }).map((v) => ({ kind: "num" as const, v: Float64Array.from(v) })),
    fc.array(fc.constantFrom(-(2 ** 53) + 1, 0, 2 ** 53 - 1, 5), { minLength: n, maxLength: n }).map((v) => ({ kind: "num" as const, v: Float64Array.from(v) })),
    fc.array(fc.constantFrom(0.5, 1, 1.25, -2), { minLength: n, maxLength: n }).map((v) => ({ kind: "num" as const, v: Float64Array.from(v) })),
    fc.array(fc.constantFrom("a", "b", "ab"), { minLength: n, maxLength: n }).map((v) => ({ kind: "text" as const, v, sign: 1, plain: true })),
  );

describe("packColumns", () => {
  it("orders and equates every pair of rows as the columns it packs", () => {
    const tableArb = fc.integer({ min: 0, max: 12 }).chain((n) => fc.tuple(fc.constant(n), fc.array(columnArb(n), { minLength: 1, maxLength: 6 })));
    fc.assert(
      fc.property(tableArb, ([n, cols]) => {
        const packed = packColumns(cols, n);
        expect(packed.length).toBeLessThanOrEqual(cols.length);
        for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) expect(sign(compareAt(packed, i, j)), `${i} ${j}`).toBe(sign(compareAt(cols, i, j)));
      }),
      { numRuns: 3000 },
    );
  });

  it("packs the keys of a ranking by points, criteria and moment into one column", () => {
    const n = 1000;
    const num = (f: (r: number) => number): Column => ({ kind: "num", v: Float64Array.from({ length: n }, (_, r) => f(r)) });
    const cols = [num((r) => -(r % 37)), num((r) => -(r % 9)), num((r) => -(r % 13)), num((r) => -(r % 9)), num((r) => 1_700_000_000_000 + r * 60_000)];
    expect(packColumns(cols, n)).toHaveLength(1);
    // a range of 2^53 leaves the column as it was
    const wide = [num((r) => (r % 2 ? 2 ** 52 : -(2 ** 52))), num((r) => r % 3)];
    expect(packColumns(wide, n)).toHaveLength(2);
    // a range just past 2^53 that rounds down to it in doubles: not packed, so 2 and 1 stay apart
    const near: Column[] = [{ kind: "num", v: Float64Array.from([2, 1, -(2 ** 53 - 1)]) }, { kind: "num", v: Float64Array.from([0, 0, 0]) }];
    expect(sign(compareAt(packColumns(near, 3), 0, 1))).toBe(1);
  });
});

describe("Values, ordering only", () => {
  it("holds short Decimals as doubles that order as the Decimals do, and longer ones as Decimals", () => {
    const dec = fc.oneof(
      fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 17n }), fc.integer({ min: 0, max: 20 })).map(([neg, digits, scale]) => {
        const body = digits.toString().padStart(scale + 1, "0");
        return `${neg ? "-" : ""}${scale > 0 ? `${body.slice(0, -scale)}.${body.slice(-scale)}` : body}`;
      }),
      fc.constantFrom("0", "-0.00", "0.1", "0.10", "123456789012345", "1234567890123456", "1e300", "1e-300", "9.99"),
    );
    fc.assert(
      fc.property(fc.array(dec, { minLength: 1, maxLength: 15 }), fc.boolean(), (texts, descending) => {
        const values = texts.map((t) => new Decimal(t));
        const column = new Values<KeyValue>(4, true);
        for (const v of values) column.push(v);
        const held: Column = column.numeric ? { kind: "num", v: column.numbers.map((x) => (descending ? -x : x)) } : columnOf(column.view as KeyValue[], descending);
        const reference = columnOf(values, descending);
        for (let i = 0; i < values.length; i++) for (let j = 0; j < values.length; j++) expect(sign(compareAt([held], i, j)), `${texts[i]} ${texts[j]}`).toBe(sign(compareAt([reference], i, j)));
      }),
      { numRuns: 3000 },
    );
  });
});
