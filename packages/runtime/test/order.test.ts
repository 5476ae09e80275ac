// engine/order.ts. packColumns: packing runs of whole-number key columns into one column must
// order every pair of rows as the columns did, and call equal exactly the rows that were equal —
// with negative values, -0, ranges near 2^53 (which must not pack), fractions and texts between.
// orderRows: the radix sort of the leading numeric columns gives the order of a comparison sort
// on every column and the last resort, on tables long enough to take the radix path.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BY_INDEX, cmpText, columnOf, compareAt, packColumns, type Column } from "../src/engine/order.js";
import { orderRows } from "../src/engine/radix.js";
import { cmpCodePoints } from "../src/ops.js";
import { Values } from "../src/engine/shared.js";
import { Decimal } from "../src/decimal.js";
import type { KeyValue } from "../src/spec.js";

const sign = (x: number) => (x < 0 ? -1 : x > 0 ? 1 : 0);

const columnArb = (n: number): fc.Arbitrary<Column> =>
  fc.oneof(
    fc.array(fc.integer({ min: -3, max: 40 }), { minLength: n, maxLength: n }).map((v) => ({ kind: "num" as const, v: Float64Array.from(v), sign: 1 })),
    fc.array(fc.constantFrom(0, -0, 1, -1), { minLength: n, maxLength: n }).map((v) => ({ kind: "num" as const, v: Float64Array.from(v), sign: 1 })),
    fc.array(fc.integer({ min: 1_700_000_000_000, max: 1_700_000_600_000 }), { minLength: n, maxLength: n }).map((v) => ({ kind: "num" as const, v: Float64Array.from(v), sign: 1 })),
    fc.array(fc.constantFrom(-(2 ** 53) + 1, 0, 2 ** 53 - 1, 5), { minLength: n, maxLength: n }).map((v) => ({ kind: "num" as const, v: Float64Array.from(v), sign: 1 })),
    fc.array(fc.constantFrom(0.5, 1, 1.25, -2), { minLength: n, maxLength: n }).map((v) => ({ kind: "num" as const, v: Float64Array.from(v), sign: 1 })),
    fc.array(fc.constantFrom("a", "b", "ab"), { minLength: n, maxLength: n }).map((v) => ({ kind: "text" as const, v, sign: 1 })),
    // narrow columns of a key ordered highest first, as the bulk path hands them over
    fc.array(fc.integer({ min: -128, max: 127 }), { minLength: n, maxLength: n }).map((v) => ({ kind: "num" as const, v: Int8Array.from(v), sign: -1 })),
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
    const num = (f: (r: number) => number): Column => ({ kind: "num", v: Float64Array.from({ length: n }, (_, r) => f(r)), sign: 1 });
    const cols = [num((r) => -(r % 37)), num((r) => -(r % 9)), num((r) => -(r % 13)), num((r) => -(r % 9)), num((r) => 1_700_000_000_000 + r * 60_000)];
    expect(packColumns(cols, n)).toHaveLength(1);
    // a range of 2^53 leaves the column as it was
    const wide = [num((r) => (r % 2 ? 2 ** 52 : -(2 ** 52))), num((r) => r % 3)];
    expect(packColumns(wide, n)).toHaveLength(2);
    // a range just past 2^53 that rounds down to it in doubles: not packed, so 2 and 1 stay apart
    const near: Column[] = [{ kind: "num", v: Float64Array.from([2, 1, -(2 ** 53 - 1)]), sign: 1 }, { kind: "num", v: Float64Array.from([0, 0, 0]), sign: 1 }];
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
        const held: Column = column.numeric ? { kind: "num", v: column.numbers, sign: descending ? -1 : 1 } : columnOf(column.view as KeyValue[], descending);
        const reference = columnOf(values, descending);
        for (let i = 0; i < values.length; i++) for (let j = 0; j < values.length; j++) expect(sign(compareAt([held], i, j)), `${texts[i]} ${texts[j]}`).toBe(sign(compareAt([reference], i, j)));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("orderRows", () => {
  // values that stress the bits of a double: both zeros, negatives, fractions, infinities,
  // neighbours that differ in the last bit, and runs of equal values (ties for the next column)
  const special = [0, -0, 1, -1, 0.1, -0.1, 1e-300, -1e-300, 2 ** 53, -(2 ** 53), Infinity, -Infinity, 1 + Number.EPSILON, 1 - Number.EPSILON / 2, 1_700_000_000_000];
  const numArb = fc.oneof(fc.constantFrom(...special), fc.integer({ min: -5, max: 5 }), fc.double({ noNaN: true }));
  const tableArb = fc.tuple(
    fc.integer({ min: 0, max: 4 }),
    fc.array(fc.constantFrom<"num" | "few" | "text" | "distinct" | "whole">("num", "few", "text", "distinct", "whole"), { minLength: 1, maxLength: 4 }),
    fc.integer({ min: 1, max: 2 ** 31 }),
  );
  const reference = (cols: readonly Column[], n: number, last: (x: number, y: number) => number): number[] =>
    Array.from({ length: n }, (_, r) => r).sort((x, y) => compareAt(cols, x, y) || last(x, y));

  it("orders as a comparison sort on every column, then the last resort", () => {
    fc.assert(
      fc.property(tableArb, ([size, kinds, seed]) => {
        // 0–4: from a handful of rows to past the radix threshold
        const n = [0, 1, 7, 2100, 5000][size]!;
        let s = seed;
        const rand = (): number => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32);
        const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
        const sample = fc.sample(numArb, { numRuns: 64, seed });
        const cols: Column[] = kinds.map((k) => {
          if (k === "text") return { kind: "text", v: Array.from({ length: n }, () => pick(["a", "b", "ab", ""])), sign: rand() < 0.5 ? 1 : -1 };
          // mostly distinct values (the radix sort then takes only the columns up to this one),
          // or whole numbers over a range of 2^8 … 2^52 around a large or negative base, some equal
          if (k === "distinct") return { kind: "num", v: Float64Array.from({ length: n }, () => (rand() < 0.1 ? 0.5 : rand() * 1e6 - 5e5)), sign: rand() < 0.5 ? 1 : -1 };
          if (k === "whole") {
            const width = pick([8, 16, 17, 32, 33, 48, 52]);
            const base = pick([0, -(2 ** 52), 1_700_000_000_000, 2 ** 60]);
            return { kind: "num", v: Float64Array.from({ length: n }, () => base + (rand() < 0.2 ? 0 : Math.floor(rand() * 2 ** width) * (base === 2 ** 60 ? 256 : 1))), sign: rand() < 0.5 ? 1 : -1 };
          }
          const pool = k === "few" ? [-1, 0, -0, 3] : sample;
          // a column of few values in bytes, as the bulk path holds points, in either direction
          const values = Array.from({ length: n }, () => pick(pool));
          return { kind: "num", v: k === "few" ? Int8Array.from(values) : Float64Array.from(values), sign: rand() < 0.5 ? 1 : -1 };
        });
        // the row itself as the last resort: as a comparator, or as BY_INDEX (ids in row order,
        // idorder.ts), where the stable radix sort leaves a run equal on every column unsorted
        const last = rand() < 0.5 ? BY_INDEX : (x: number, y: number): number => x - y;
        const runs = new Uint32Array(n);
        const order = Array.from(orderRows(cols, n, last, runs));
        expect(order).toEqual(reference(cols, n, last));
        // a tie: two rows equal on every column (the last resort aside), as the runs tell it
        let tied = false;
        for (let r = 1; r < n; r++) if (compareAt(cols, order[r - 1]!, order[r]!) === 0) tied = true;
        expect(runs.some((g, r) => r > 0 && g === runs[r - 1])).toBe(tied);
        // the runs of equals: a new run exactly where a position differs from the one before it
        const expected = new Uint32Array(n);
        for (let r = 1, g = 0; r < n; r++) expected[r] = compareAt(cols, order[r - 1]!, order[r]!) === 0 ? g : ++g;
        expect(runs).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it("sorts the runs the radix sort leaves, short ones (by insertion) and long ones, as the comparison sort", () => {
    // a first column whose values repeat 1 … 40 times (runs of the radix sort on either side of
    // the insertion sort's bound), a text column and the last resort ordering inside them
    for (let seed = 1; seed <= 30; seed++) {
      let s = seed;
      const rand = (): number => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32);
      const first: number[] = [];
      for (let v = 0; first.length < 4000; v++) for (let k = 1 + Math.floor(rand() * (rand() < 0.8 ? 4 : 40)); k > 0; k--) first.push(v * 7);
      const n = first.length;
      const perm = Array.from({ length: n }, (_, r) => r).sort(() => rand() - 0.5);
      const cols: Column[] = [
        { kind: "num", v: Float64Array.from(perm, (r) => first[r]!), sign: seed % 2 ? 1 : -1 },
        { kind: "text", v: Array.from({ length: n }, () => ["a", "b", "ab"][Math.floor(rand() * 3)]!), sign: 1 },
      ];
      const ids = Array.from({ length: n }, () => `x${Math.floor(rand() * 1e9)}`);
      const byId = (x: number, y: number): number => (ids[x]! < ids[y]! ? -1 : ids[x]! > ids[y]! ? 1 : 0);
      for (const last of [BY_INDEX, byId, (x: number, y: number) => y - x]) {
        const runs = new Uint32Array(n);
        expect(Array.from(orderRows(cols, n, last, runs))).toEqual(reference(cols, n, last));
        // with only the first column: the runs are sorted by the last resort alone
        expect(Array.from(orderRows(cols.slice(0, 1), n, last))).toEqual(reference(cols.slice(0, 1), n, last));
      }
    }
  });

  it("leaves rows equal on every column in the order of the last resort, whatever the input order", () => {
    const n = 10_000;
    const ids = Array.from({ length: n }, (_, r) => `id${String((r * 7919) % n).padStart(5, "0")}`);
    const cols: Column[] = [{ kind: "num", v: Float64Array.from({ length: n }, (_, r) => -(r % 3)), sign: 1 }, { kind: "num", v: Float64Array.from({ length: n }, (_, r) => (r % 5 === 0 ? 0 : -0)), sign: -1 }];
    const byId = (x: number, y: number): number => (ids[x]! < ids[y]! ? -1 : ids[x]! > ids[y]! ? 1 : 0);
    const order = Array.from(orderRows(cols, n, byId));
    expect(order).toEqual(reference(cols, n, byId));
    expect(new Set(order).size).toBe(n);
  });
});

describe("cmpText", () => {
  it("orders two texts as their code points, surrogates and lone surrogates included", () => {
    const unit = fc.constantFrom("a", "A", "\u00e9", "\ud7ff", "\ud83d", "\ude00", "\udbff", "\udc00", "\ue000", "\uffff", "\ufb01", "0");
    const text = fc.array(unit, { maxLength: 6 }).map((u) => u.join(""));
    fc.assert(
      fc.property(text, text, (x, y) => {
        fc.pre(x !== y);
        expect(Math.sign(cmpText(x, y)), JSON.stringify([x, y])).toBe(Math.sign(cmpCodePoints(x, y)));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe("Values", () => {
  it("holds every value pushed exactly, widening its typed array as values need", () => {
    const value = fc.oneof(
      fc.integer({ min: -128, max: 127 }),
      fc.integer({ min: -40_000, max: 40_000 }),
      fc.constantFrom(-0, 0, 127, 128, -128, -129, 32_767, 32_768, -32_769, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 2 ** 53, 0.5, NaN, Infinity, 1_700_000_000_000),
      fc.constantFrom<unknown>("a text", new Decimal("1.5")),
    );
    fc.assert(
      fc.property(fc.array(value, { maxLength: 40 }), fc.integer({ min: 1, max: 8 }), (values, capacity) => {
        const column = new Values<unknown>(capacity);
        for (const v of values) column.push(v);
        expect(column.length).toBe(values.length);
        expect(column.numeric).toBe(values.every((v) => typeof v === "number"));
        const view = column.view;
        for (let i = 0; i < values.length; i++) expect(Object.is(view[i], values[i]), `${i}: ${String(view[i])} for ${String(values[i])}`).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
