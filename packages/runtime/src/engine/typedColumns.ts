// The typed arrays a growing column is held in, and their arithmetic: widening to the narrowest
// array that holds a new value (`widened`, `fits`), growing and resizing by copy (`grow`, `resize`,
// `lengthened` for a plain column), and the places at which a value is held scaled
// (`scaledPlaces`). Split from values.ts, whose `Values` class reads them: the stage reasons'
// column (stageReasons.ts) widens by them too, without a `Values`.
import { POW10_EXACT } from "../decimal.js";
import type { Numbers } from "./order.js";

/**
 * `a` when it holds `x`; otherwise its first `n` values copied into the narrowest wider typed
 * array (Int16Array, Int32Array, Float64Array) that holds `x` too, as long as `a`.
 */
export function widened(a: Numbers, n: number, x: number): Numbers {
  let bits = a.BYTES_PER_ELEMENT * 8;
  if (bits === 64 || fits(x, bits)) return a;
  do bits *= 2;
  while (bits < 64 && !fits(x, bits));
  const b = bits === 16 ? new Int16Array(a.length) : bits === 32 ? new Int32Array(a.length) : new Float64Array(a.length);
  b.set(a.subarray(0, n));
  return b;
}

/** The first `n` values of `a` in a typed array of its kind `capacity` long. */
export function resize(a: Numbers, n: number, capacity: number): Numbers {
  const b = new (a.constructor as new (n: number) => Numbers)(capacity);
  b.set(a.subarray(0, n));
  return b;
}

/**
 * The first `n` values of a plain column in a new array `capacity` long, filled by index: a plain
 * array grown by storing one past its end is copied at every growth (about half again each time),
 * and a million texts stored so cost several times what one array of the length the regime is
 * given costs (assessment gives it that length as it fills: regimeRows.ts `reserve`).
 */
export function lengthened<T>(a: T[], n: number, capacity: number): T[] {
  const b = new Array<T>(capacity);
  for (let r = 0; r < n; r++) b[r] = a[r]!;
  return b;
}

/** A full column, twice as long (at least 16). */
export function grow<T extends Uint8Array | Numbers>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(Math.max(16, a.length * 2));
  b.set(a);
  return b;
}

/**
 * The fewest places p, from `from` to 6, at which x is a whole number y of 10^−p within ±2^31 − 1
 * whose double y ÷ 10^p is x; −1 where none is (and for −0).
 */
export function scaledPlaces(x: number, from: number): number {
  if (x === 0 && 1 / x < 0) return -1;
  for (let p = from; p <= 6; p++) {
    const div = POW10_EXACT[p]!;
    const y = Math.round(x * div);
    if ((y | 0) === y && y / div === x) return p;
  }
  return -1;
}

/** x is a whole number that an Int8Array (8), Int16Array (16) or Int32Array (32) holds exactly, −0 not. */
export function fits(x: number, bits: number): boolean {
  const shift = 32 - bits;
  return ((x << shift) >> shift) === x && (x !== 0 || 1 / x > 0);
}
