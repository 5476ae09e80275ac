// Ordering rows by columns of keys: the keys of a ranking extracted once into columns (numbers,
// texts, or values compared by `cmp`), runs of whole-number columns packed into one, and how two
// rows compare on them. The sort itself is radix.ts. Used by the engine's ranking (rank.ts, for a
// regime's ranking and a stage's own).
import { Decimal, fitsDouble } from "../decimal.js";
import { cmp, cmpCodePoints } from "../ops.js";
import type { KeyValue } from "../spec.js";

/** A column of numbers: a typed array of the width its values need. */
export type Numbers = Float64Array | Int32Array | Int16Array | Int8Array;

/**
 * The keys of a list of applications under a list of steps, extracted once into columns: a
 * column of numbers wherever every value is a number, a boolean, or a decimal of at most 15
 * significant digits (those convert to distinct doubles in the same order), texts (compared in
 * code-point order, `cmpText`), and the values themselves otherwise. Every column carries the
 * sign of its direction: row r's number is sign × v[r] (a key ordered highest first keeps its
 * values and has sign −1).
 */
export type Column =
  | { readonly kind: "num"; readonly v: Numbers; readonly sign: number }
  | { readonly kind: "text"; readonly v: string[]; readonly sign: number }
  | { readonly kind: "any"; readonly v: KeyValue[]; readonly sign: number };

/**
 * Two different texts in Unicode code-point order. The first code unit where they differ decides
 * (JavaScript's `<` compares code units) unless one of the two is a surrogate, part of a code
 * point beyond U+FFFF or a lone one: there code-unit order can differ from code-point order (a
 * pair sorts below U+E000 … U+FFFF by its units), and `cmpCodePoints` decides.
 */
export function cmpText(x: string, y: string): number {
  const n = Math.min(x.length, y.length);
  let i = 0;
  while (i < n && x.charCodeAt(i) === y.charCodeAt(i)) i++;
  if (i === n) return x.length - y.length;
  const a = x.charCodeAt(i);
  const b = y.charCodeAt(i);
  if ((a >= 0xd800 && a <= 0xdfff) || (b >= 0xd800 && b <= 0xdfff)) return cmpCodePoints(x, y);
  return a - b;
}

export function columnOf(values: KeyValue[], descending: boolean): Column {
  const sign = descending ? -1 : 1;
  let numeric = true;
  let text = true;
  // index loops here and below: a for-of that V8 leaves unoptimized allocates a result per step
  for (let r = 0; r < values.length; r++) {
    const v = values[r];
    if (text && typeof v !== "string") text = false;
    if (numeric && !(typeof v === "number" || typeof v === "boolean" || (v instanceof Decimal && fitsDouble(v)))) numeric = false;
    if (!numeric && !text) break;
  }
  if (numeric) {
    const out = new Float64Array(values.length);
    for (let i = 0; i < values.length; i++) {
      const v = values[i]!;
      out[i] = sign * (typeof v === "number" ? v : typeof v === "boolean" ? Number(v) : (v as Decimal).toNumber());
    }
    return { kind: "num", v: out, sign: 1 };
  }
  if (text) return { kind: "text", v: values as string[], sign };
  return { kind: "any", v: values, sign };
}

/** Whole numbers below this are exact as doubles (packed columns, radix.ts' whole-number keys). */
export const EXACT = 2 ** 53;

/**
 * Packs runs of numeric columns that hold whole numbers only into single columns, in the order
 * of the keys: each value is offset by its column's minimum and the run is read as one number in
 * mixed radix (the columns' ranges), as long as the product of the ranges stays within 2^53, so
 * every packed value is exact and comparing packed values compares the run's columns one after
 * the other. Points, criteria and moments of a ranking then sort as one number, as a hand-tuned
 * program would pack them. Two rows compare equal on the packed columns exactly when they did on
 * the columns packed.
 */
export function packColumns(cols: readonly Column[], n: number, into?: Float64Array): Column[] {
  const whole = cols.map((c) => {
    if (c.kind !== "num") return undefined;
    let lo = Infinity;
    let hi = -Infinity;
    const sign = c.sign;
    for (let r = 0; r < n; r++) {
      const v = sign * c.v[r]!;
      if (!Number.isInteger(v)) return undefined;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (n === 0) return { lo: 0, range: 1 };
    // hi − lo computed exactly (both within ±2^52) and below 2^53, so that the range and every
    // v − lo are exact too
    if (Math.abs(lo) > 2 ** 52 || Math.abs(hi) > 2 ** 52 || hi - lo >= EXACT) return undefined;
    return { lo, range: hi - lo + 1 };
  });
  const out: Column[] = [];
  for (let k = 0; k < cols.length; ) {
    const w = whole[k];
    let end = k + 1;
    if (w && w.range <= EXACT) {
      let range = w.range;
      while (end < cols.length && whole[end] && range * whole[end]!.range <= EXACT) range *= whole[end++]!.range;
    }
    if (end === k + 1) {
      out.push(cols[k]!);
      k++;
      continue;
    }
    // (the first packed column in `into`, zeroed, where the caller gives one)
    let packed: Float64Array;
    if (into) {
      packed = into.subarray(0, n).fill(0);
      into = undefined;
    } else packed = new Float64Array(n);
    for (let j = k; j < end; j++) {
      const { lo, range } = whole[j]!;
      const { v, sign } = cols[j] as NumColumn;
      for (let r = 0; r < n; r++) packed[r] = packed[r]! * range + (sign * v[r]! - lo);
    }
    out.push({ kind: "num", v: packed, sign: 1 });
    k = end;
  }
  return out;
}

export function compareAt(cols: readonly Column[], i: number, j: number): number {
  for (let k = 0; k < cols.length; k++) {
    const c = cols[k]!;
    if (c.kind === "num") {
      // not a difference: two equal infinities would give NaN
      const x = c.v[i]!;
      const y = c.v[j]!;
      if (x !== y) return x < y ? -c.sign : c.sign;
    } else if (c.kind === "text") {
      const x = c.v[i]!;
      const y = c.v[j]!;
      if (x === y) continue;
      return c.sign * cmpText(x, y);
    } else {
      const d = cmp(c.v[i]!, c.v[j]!);
      if (d !== 0) return c.sign * d;
    }
  }
  return 0;
}

/**
 * The columns a ranking of all its rows is sorted through and then done with (rank.ts
 * `sortRows`: the first packed key column, the order and its runs of equals — 16 bytes a row),
 * kept from one call to the next as the radix sort's scratch is (below), and for the same reason.
 * A caller must be done with them before the next ranking of all rows starts; rankings are made
 * one after the other (select.ts, stageRank.ts), never one inside another.
 */
let sortScratch: { readonly packed: Float64Array; readonly order: Uint32Array; readonly runs: Uint32Array } | undefined;

export function sortScratchFor(n: number): NonNullable<typeof sortScratch> {
  if (!sortScratch || sortScratch.order.length < n) sortScratch = { packed: new Float64Array(n), order: new Uint32Array(n), runs: new Uint32Array(n) };
  return sortScratch;
}

/**
 * `orderRows`' last resort where it is the row itself (the ids are in row order, idorder.ts):
 * the stable radix sort leaves rows equal on the columns it sorts in that order already, so a
 * run equal on every column needs no sort.
 */
export const BY_INDEX = (x: number, y: number): number => x - y;

/** A column of numbers, as the radix sort reads it (radix.ts). */
export type NumColumn = Extract<Column, { kind: "num" }>;
