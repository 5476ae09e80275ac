// The one module that touches decimal.js's representation — sign `s`, exponent `e` of the first
// significant digit, digits `d` in base-10^7 words aligned on the exponent — instead of its
// public API, for the two conversions a large call makes per application: reading an amount's
// text into a Decimal (2.3× faster than `new Decimal(text)`, whose generic parser slices and
// tests the text) and a Decimal into a whole number of units (2× faster than parsing
// `toString()`). Measured on bench/selection at 100,000 applications: the public API alone
// made the runs 1.5–2× slower (docs/performance.md, "decimal.js's public API").
//
// Guarded so that no upgrade of decimal.js can change an amount silently: `holds()` compares
// both conversions with the public API on texts of every word layout when decimal.ts loads,
// and decimal.ts uses them only if they agree — otherwise the public API, slower and correct.
// The version is pinned exactly; packages/runtime/test/decimal.test.ts compares them with the
// public API field for field on random texts; decimal-library.test.ts checks that no other
// source reads or writes the private fields.
import type { Decimal as DecimalType } from "./decimal.js";

type DecimalClass = { new (v: string | number): DecimalType };
type Raw = { s: number; e: number; d: number[] | null };

/** Texts longer than this go through decimal.js's own parser. */
const FAST_TEXT = 40;

const POW10 = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000];
/** 10^0 … 10^15 as exact doubles (a table read instead of `10 ** k`, a call of the C library's pow) */
const EXACT = Float64Array.from({ length: 16 }, (_, k) => 10 ** k);

export interface FastReaders {
  /** `readDecimal`: the Decimal of `-?digits(.digits)?` with at most `maxPlaces` decimals; undefined for any other text or one longer than 40 characters. */
  read(s: string, maxPlaces: number): DecimalType | undefined;
  /** `wholeOf`: n with d = n·10^−p (p written to `out.places`), or NaN past 2^53 − 1. */
  whole(d: DecimalType, out: { places: number }): number;
  /**
   * `x.cmp(y)`'s sign (−1, 0, 1) for two finite Decimals, read from their digits without the copy
   * of `y` that decimal.js's `cmp` makes; NaN when either is not a finite Decimal (the caller
   * then asks decimal.js).
   */
  cmp(x: DecimalType, y: DecimalType): number;
  /** A hash of a finite Decimal's sign, exponent and digits (equal values, equal hashes); NaN for any other. */
  hash(x: DecimalType): number;
  /** Whether two finite Decimals hold the same sign, exponent and digits (0 and -0 differ). */
  same(x: DecimalType, y: DecimalType): boolean;
}

/** The fast conversions for a Decimal class (decimal.ts's clone). */
export function fastReaders(D: DecimalClass): FastReaders {
  const proto = Object.getPrototypeOf(new D(0)) as object;
  // scratch for read: a text of at most FAST_TEXT characters has at most 7 words. The words are
  // copied out by `slice`: an array literal would be an allocation site, and V8 pretenures a
  // site whose arrays once survived a scavenge — every later Decimal then goes straight to the
  // old generation, doubling the time of a million-application run
  const words: number[] = [0, 0, 0, 0, 0, 0, 0, 0];

  function read(s: string, maxPlaces: number): DecimalType | undefined {
    const n = s.length;
    if (n === 0 || n > FAST_TEXT) return undefined;
    const neg = s.charCodeAt(0) === 45;
    const start = neg ? 1 : 0;
    // the shape: digits, then at most one point followed by 1..maxPlaces digits
    let point = n;
    for (let i = start; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c === 46) {
        if (point !== n || i === start || i === n - 1 || n - 1 - i > maxPlaces) return undefined;
        point = i;
      } else if (c < 48 || c > 57) return undefined;
    }
    if (start === n) return undefined;
    let first = start;
    while (first < n && (first === point || s.charCodeAt(first) === 48)) first++;
    // a Decimal made by the constructor's quickest path: every later field set has its layout
    if (first >= n) {
      const z = new D(0);
      (z as unknown as Raw).s = neg ? -1 : 1;
      return z; // zero (decimal.js keeps the sign of "-0")
    }
    const x = Object.create(proto) as DecimalType & { constructor: unknown };
    x.constructor = D;
    (x as unknown as Raw).s = neg ? -1 : 1;
    let last = n - 1;
    while (last === point || s.charCodeAt(last) === 48) last--;
    const e = first < point ? point - first - 1 : point - first;
    // the first word holds (e + 1) mod 7 digits (7 when that is 0), each later word 7
    let cap = (e + 1) % 7;
    if (cap <= 0) cap += 7;
    let count = 0;
    let word = 0;
    let filled = 0;
    for (let i = first; i <= last; i++) {
      if (i === point) continue;
      word = word * 10 + (s.charCodeAt(i) - 48);
      if (++filled === cap) {
        words[count++] = word;
        word = 0;
        filled = 0;
        cap = 7;
      }
    }
    if (filled > 0) {
      for (; filled < cap; filled++) word *= 10;
      words[count++] = word;
    }
    (x as unknown as Raw).e = e;
    (x as unknown as Raw).d = words.slice(0, count);
    return x;
  }

  function whole(d: DecimalType, out: { places: number }): number {
    const x = d as unknown as Raw;
    const w = x.d;
    if (!w || x.e > 15) return NaN;
    const len = w.length;
    let v = w[0]!;
    if (v === 0) {
      out.places = 0;
      return 0;
    }
    let digits = 1;
    while (digits < 7 && v >= POW10[digits]!) digits++;
    if (len === 1) {
      // the only word: its trailing zeros are padding or a whole number's zeros, counted by e
      while (v % 10 === 0) {
        v = (v / 10) | 0;
        digits--;
      }
    }
    for (let k = 1; k < len; k++) {
      let word = w[k]!;
      let width = 7;
      // the last word (never zero) is padded with zeros to 7 digits: they are not the value's
      if (k === len - 1) {
        while (width > 0 && word % 10 === 0) {
          word = (word / 10) | 0;
          width--;
        }
      }
      v = v * POW10[width]! + word;
      digits += width;
      if (v > Number.MAX_SAFE_INTEGER) return NaN;
    }
    // the value is v × 10^(e − digits + 1)
    const shift = x.e - digits + 1;
    if (shift >= 0) {
      v *= EXACT[shift]!;
      if (v > Number.MAX_SAFE_INTEGER) return NaN;
      out.places = 0;
    } else out.places = -shift;
    return x.s < 0 ? -v : v;
  }

  function cmp(a: DecimalType, b: DecimalType): number {
    const x = a as unknown as Raw;
    const y = b as unknown as Raw;
    const xd = x.d;
    const yd = y.d;
    if (!xd || !yd || !(x.s === 1 || x.s === -1) || !(y.s === 1 || y.s === -1)) return NaN;
    // zero is the one value whose first word is 0 (its sign does not count)
    const xz = xd[0] === 0;
    const yz = yd[0] === 0;
    if (xz || yz) return xz ? (yz ? 0 : -y.s) : x.s;
    const s = x.s;
    if (s !== y.s) return s;
    // same sign: the larger exponent is the larger magnitude; with equal exponents the words
    // are aligned alike, and the trailing words (never zero) decide
    if (x.e !== y.e) return x.e > y.e ? s : -s;
    const n = xd.length < yd.length ? xd.length : yd.length;
    for (let k = 0; k < n; k++) if (xd[k] !== yd[k]) return xd[k]! > yd[k]! ? s : -s;
    return xd.length === yd.length ? 0 : xd.length > yd.length ? s : -s;
  }

  function hash(a: DecimalType): number {
    const x = a as unknown as Raw;
    const d = x.d;
    if (!d) return NaN;
    let h = (Math.imul(x.s, 1000003) + x.e) | 0;
    for (let w = 0; w < d.length; w++) h = (Math.imul(h, 31) + d[w]!) | 0;
    return h;
  }

  function same(a: DecimalType, b: DecimalType): boolean {
    const x = a as unknown as Raw;
    const y = b as unknown as Raw;
    if (x.s !== y.s || x.e !== y.e) return false;
    const xd = x.d;
    const yd = y.d;
    if (!xd || !yd || xd.length !== yd.length) return false;
    for (let w = 0; w < xd.length; w++) if (xd[w] !== yd[w]) return false;
    return true;
  }

  return { read, whole, cmp, hash, same };
}

/** Texts of every word layout: signs, zeros, words filled and padded, up to the 40-character limit. */
export const SAMPLES: readonly string[] = ["0", "-0", "0.00", "-0.000", "7", "-7", "1234567", "12345678", "-1000.50", "0.0000001", "0.1234567", "0.12345678", "100000000000000", "9007199254740991", "9999999.99", "-123456.78", "1.5", "0.05", "12345678901234567890.123456789", "0.000000000000000000012345", "1" + "0".repeat(38), "-" + "9".repeat(19) + "." + "9".repeat(19)];

/**
 * Whether `fast` gives what the public API gives for every sample: the same value, text, sign,
 * places and digits, the same sums and products, and the same whole number of units.
 */
export function holds(D: DecimalClass, fast: FastReaders, publicWhole: (d: DecimalType, out: { places: number }) => number): boolean {
  const a = { places: 0 };
  const b = { places: 0 };
  try {
    for (const t of SAMPLES) {
      const x = fast.read(t, Infinity);
      const y = new D(t);
      if (x === undefined || !(x instanceof D) || !x.eq(y) || x.toString() !== y.toString() || x.toFixed() !== y.toFixed() || x.isNeg() !== y.isNeg()) return false;
      if (x.decimalPlaces() !== y.decimalPlaces() || x.sd(true) !== y.sd(true) || x.plus("0.001").toString() !== y.plus("0.001").toString() || x.times(3).toFixed() !== y.times(3).toFixed()) return false;
      // the order of every pair of samples, and of each with itself
      for (const u of SAMPLES) {
        const z = new D(u);
        if (fast.cmp(y, z) !== y.cmp(z) || fast.cmp(z, y) !== z.cmp(y)) return false;
        // the same value and sign, the same digits: 0.50 and 0.5 alike, 0 and -0 not
        const alike = y.eq(z) && y.isNeg() === z.isNeg();
        if (fast.same(y, z) !== alike || (alike && fast.hash(y) !== fast.hash(z))) return false;
      }
      const m = fast.whole(y, a);
      const n = publicWhole(y, b);
      if (!(Object.is(m, n) || (m === 0 && n === 0)) || (m === m && a.places !== b.places)) return false;
    }
    return true;
  } catch {
    return false;
  }
}
