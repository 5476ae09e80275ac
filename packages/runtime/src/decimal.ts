// Exact decimal arithmetic for money and points. One configured Decimal class for the whole
// runtime: 34 significant digits (as IEEE 754 decimal128), half-even. Sums, differences and
// products of inputs are exact; a quotient is correct to 34 digits, and every rounding that the
// law implies is explicit in the scheme (round(), pro rata) and done exactly (divRound below).
import { Decimal as BaseDecimal } from "decimal.js";
import { fastReaders, holds, type FastReaders } from "./decimal-fast.js";

export const Decimal = BaseDecimal.clone({ precision: 34, rounding: BaseDecimal.ROUND_HALF_EVEN, toExpNeg: -40, toExpPos: 40 });
export type Decimal = InstanceType<typeof Decimal>;

export const ZERO = new Decimal(0);

export type RoundingMode = "half_up" | "half_down" | "half_even" | "up" | "down" | "floor" | "ceiling";

const modeOf: Record<RoundingMode, BaseDecimal.Rounding> = {
  up: BaseDecimal.ROUND_UP,
  down: BaseDecimal.ROUND_DOWN,
  ceiling: BaseDecimal.ROUND_CEIL,
  floor: BaseDecimal.ROUND_FLOOR,
  half_up: BaseDecimal.ROUND_HALF_UP,
  half_down: BaseDecimal.ROUND_HALF_DOWN,
  half_even: BaseDecimal.ROUND_HALF_EVEN,
};

export function roundTo(x: Decimal, places: number, mode: RoundingMode): Decimal {
  if (places >= 0) return x.toDecimalPlaces(places, modeOf[mode]);
  // negative places: to a multiple of 10^-places ("auf volle 100 Euro abgerundet": -2), exactly —
  // shifting the point is exact, and the mode decides on the shifted value's fraction
  const step = new Decimal(10).pow(-places);
  return x.div(step).toDecimalPlaces(0, modeOf[mode]).mul(step);
}

/** A decimal as an exact fraction n / 10^k with bigint n. */
function toScaled(x: Decimal): { n: bigint; k: number } {
  const s = x.toFixed();
  const neg = s.startsWith("-");
  const body = neg ? s.slice(1) : s;
  const [i, f = ""] = body.split(".");
  const n = BigInt((i ?? "0") + f);
  return { n: neg ? -n : n, k: f.length };
}

function pow10(k: number): bigint {
  return 10n ** BigInt(k);
}

/**
 * The rounding rule of every mode, written once: whether a quotient truncated toward zero, whose
 * remainder is not zero, moves one unit away from zero. `neg`: the exact quotient is negative;
 * `half`: the sign of 2·|remainder| − divisor (−1 below a half, 0 exactly a half, 1 above);
 * `odd`: the truncated quotient is odd (read by half_even on an exact half only). roundRational
 * (bigints) and roundMean.ts's roundWhole (whole numbers as doubles) both decide by it.
 */
export function roundsAway(mode: RoundingMode, neg: boolean, half: number, odd: boolean): boolean {
  switch (mode) {
    case "down":
      return false;
    case "up":
      return true;
    case "floor":
      return neg;
    case "ceiling":
      return !neg;
    case "half_up":
      return half >= 0;
    case "half_down":
      return half > 0;
    case "half_even":
      return half > 0 || (half === 0 && odd);
  }
}

/** Rounds the exact rational num/den to an integer with the given mode. */
export function roundRational(num: bigint, den: bigint, mode: RoundingMode): bigint {
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const q = num / den; // truncates toward zero
  const r = num - q * den;
  if (r === 0n) return q;
  const neg = num < 0n;
  const twice = 2n * (r < 0n ? -r : r);
  const half = twice > den ? 1 : twice < den ? -1 : 0;
  if (!roundsAway(mode, neg, half, half === 0 && q % 2n !== 0n)) return q;
  return neg ? q - 1n : q + 1n;
}

/** round(a × b / c) to a multiple of `step`, computed exactly (no intermediate rounding). */
export function mulDivRound(a: Decimal, b: Decimal, c: Decimal, step: Decimal, mode: RoundingMode): Decimal {
  const A = toScaled(a);
  const B = toScaled(b);
  const C = toScaled(c);
  const S = toScaled(step);
  // a·b/c/step = (A.n·B.n·C.10^k·S.10^k) / (10^(A.k+B.k) · C.n · S.n)
  const num = A.n * B.n * pow10(C.k) * pow10(S.k);
  const den = pow10(A.k + B.k) * C.n * S.n;
  const units = roundRational(num, den, mode);
  return step.times(new Decimal(units.toString()));
}

/**
 * Decimal from a JSON number only when its shortest text is exactly what was written: no
 * exponent, at most 15 significant digits (leading zeros not counted). One pass over the text;
 * the Decimal read by `readDecimal` (the same value `new Decimal(text)` gives). The last few
 * numbers read are kept: a call's rates repeat (10.2, 10.3, …), and a Decimal is immutable.
 */
export function decimalFromNumber(x: number): Decimal | undefined {
  // a slot per number by a multiplicative hash, in front of the Map: a Map lookup of a
  // fractional number hashes its bits, and a call's rates are read by the million
  const slot = ((x * 40_503) | 0) & (NUMBER_SLOTS - 1);
  if (SLOT_KEYS[slot] === x) {
    const d = SLOT_VALUES[slot];
    if (d !== undefined) return d;
  }
  const hit = NUMBER_CACHE.get(x);
  if (hit !== undefined) {
    SLOT_KEYS[slot] = x;
    SLOT_VALUES[slot] = hit;
    return hit;
  }
  if (!Number.isFinite(x)) return undefined;
  const s = String(x);
  let digits = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (digits > 0 || c !== 48) digits++;
    } else if (c !== 45 && c !== 46) return undefined; // "e", "Infinity": an exponent or no decimal
  }
  if (digits > 15) return undefined;
  const d = readDecimal(s, Infinity) ?? new Decimal(s);
  // -0 is written "0": the key 0 serves both (Map keys are SameValueZero), as the text does
  if (NUMBER_CACHE.size >= 4096) NUMBER_CACHE.clear();
  NUMBER_CACHE.set(x, d);
  return d;
}

const NUMBER_CACHE = new Map<number, Decimal>();
const NUMBER_SLOTS = 1024;
const SLOT_KEYS = new Float64Array(NUMBER_SLOTS);
const SLOT_VALUES: (Decimal | undefined)[] = new Array<Decimal | undefined>(NUMBER_SLOTS).fill(undefined);

/**
 * `d.toFixed(places)` for the amounts results print by the million: from `toString` (four times
 * faster in decimal.js), padded with zeros, when the value has at most `places` decimals and no
 * exponent; anything else (more decimals to round, an exponent, zero) through toFixed itself.
 */
export function toFixedFast(d: Decimal, places: number): string {
  const s = d.toString();
  const dot = s.indexOf(".");
  if (dot < 0) {
    if (s.indexOf("e") >= 0 || s === "0" || s === "-0") return d.toFixed(places);
    return places === 0 ? s : s + "." + "0".repeat(places);
  }
  const decimals = s.length - dot - 1;
  if (decimals > places || s.indexOf("e") >= 0) return d.toFixed(places);
  return decimals === places ? s : s + "0".repeat(places - decimals);
}

/** `new Decimal(s)` for a text of the form `-?digits(.digits)?` (validation has checked it). */
export function decimalOfText(s: string): Decimal {
  return readDecimal(s, Infinity) ?? new Decimal(s);
}

/**
 * Whether `s` is `-?digits(.digits)?` with at most `maxPlaces` decimals: one pass over the text,
 * no regular expression.
 */
export function isPlainDecimal(s: string, maxPlaces: number): boolean {
  const n = s.length;
  const start = n > 0 && s.charCodeAt(0) === 45 ? 1 : 0;
  if (start === n) return false;
  let point = -1;
  for (let i = start; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      if (point >= 0 || i === start || i === n - 1 || n - 1 - i > maxPlaces) return false;
      point = i;
    } else if (c < 48 || c > 57) return false;
  }
  return true;
}

/** readDecimal through decimal.js's public API only. */
export function publicReadDecimal(s: string, maxPlaces: number): Decimal | undefined {
  return isPlainDecimal(s, maxPlaces) ? new Decimal(s) : undefined;
}

/**
 * wholeOf through decimal.js's public API only: read from the value's `toString()` (digits, a
 * point, an exponent past ±40, never trailing zeros after the point) with integer steps.
 */
export function publicWholeOf(d: Decimal, out: { places: number }): number {
  if (!d.isFinite()) return NaN;
  const s = d.toString();
  const n = s.length;
  const neg = s.charCodeAt(0) === 45;
  let v = 0;
  let places = 0;
  let point = false;
  let i = neg ? 1 : 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) point = true;
    else if (c === 101) break; // "e": the exponent follows
    else {
      v = v * 10 + (c - 48);
      if (v > Number.MAX_SAFE_INTEGER) return NaN;
      if (point) places++;
    }
  }
  if (v === 0) {
    out.places = 0;
    return 0;
  }
  if (i < n) places -= Number(s.slice(i + 1));
  if (places < 0) {
    if (places < -22) return NaN;
    v *= POW10_EXACT[-places]!;
    if (v > Number.MAX_SAFE_INTEGER) return NaN;
    places = 0;
  }
  out.places = places;
  return neg ? -v : v;
}

/** A currency's decimal places, here beside minorOf and formatMinor that take them. */
export { minorUnits } from "./currency.js";

const E300 = new Decimal("1e300");
const NEG_E300 = new Decimal("-1e300");
const E_299 = new Decimal("1e-299");
const NEG_E_299 = new Decimal("-1e-299");

/**
 * Whether `d.toNumber()` is d's nearest double and distinct for distinct such values: at most 15
 * significant digits and zero or 10^−299 ≤ |d| < 10^300 (comparisons only, nothing allocated).
 */
export function fitsDouble(d: Decimal): boolean {
  if (!(d.sd() <= 15)) return false;
  if (d.isZero()) return true;
  return d.isNeg() ? d.gt(NEG_E300) && d.lte(NEG_E_299) : d.lt(E300) && d.gte(E_299);
}

/** Powers of ten that are exact doubles, 10^0 … 10^22: a table read instead of `10 ** k`, which
 * V8 compiles to a call of the C library's pow. */
export const POW10_EXACT: Float64Array = Float64Array.from({ length: 23 }, (_, k) => 10 ** k);

/** The decimal places of the last `wholeOf` that gave a number. */
export const WHOLE = { places: 0 };

const FAST: FastReaders = fastReaders(Decimal);

/**
 * Whether readDecimal and wholeOf take decimal-fast.ts's conversions: only when, checked as this
 * module loads, they agree with the public API on texts of every layout (`holds`).
 */
export const FAST_PATH: boolean = holds(Decimal, FAST, publicWholeOf);

/**
 * The Decimal a text of the form `-?digits(.digits)?` with at most `maxPlaces` decimals writes,
 * or undefined for any other text. One pass: the shape is checked as the digits are read
 * (decimal-fast.ts), or, when the fast path does not hold, by isPlainDecimal and `new Decimal`.
 */
export function readDecimal(s: string, maxPlaces: number): Decimal | undefined {
  if (FAST_PATH) return FAST.read(s, maxPlaces) ?? (s.length > 40 ? publicReadDecimal(s, maxPlaces) : undefined);
  return publicReadDecimal(s, maxPlaces);
}

/**
 * `a.cmp(b)` for Decimals (−1, 0, 1; NaN for NaN), without the copy of `b` that decimal.js makes
 * for every comparison (decimal-fast.ts reads the digits when the fast path holds).
 */
export function cmpDecimal(a: Decimal, b: Decimal): number {
  if (FAST_PATH) {
    const c = FAST.cmp(a, b);
    if (c === c) return c;
  }
  return a.cmp(b);
}

/**
 * Whether two finite Decimals hold the same value and sign (0.50 and 0.5 alike; 0 and -0 not),
 * read from their digits when the fast path holds; `decimalHash` is equal for such two.
 */
export function sameDecimal(a: Decimal, b: Decimal): boolean {
  return FAST_PATH ? FAST.same(a, b) : a.isFinite() && b.isFinite() && a.eq(b) && a.isNeg() === b.isNeg();
}

/** A hash of a finite Decimal equal for every two that `sameDecimal` finds the same (NaN for any other). */
export function decimalHash(a: Decimal): number {
  if (FAST_PATH) return FAST.hash(a);
  if (!a.isFinite()) return NaN;
  const t = a.toString();
  let h = 0;
  for (let i = 0; i < t.length; i++) h = (Math.imul(h, 31) + t.charCodeAt(i)) | 0;
  return h;
}

/**
 * A decimal as a whole number n with d = n·10^−p, p being d's decimal places (`decimalPlaces()`;
 * written to WHOLE.places), when |n| ≤ 2^53 − 1; NaN otherwise (too many digits, infinite or
 * NaN). For bands over a quotient (`ops.qcmp`) and amounts in minor units (`minorOf`), both once
 * per application.
 */
export function wholeOf(d: Decimal): number {
  return FAST_PATH ? FAST.whole(d, WHOLE) : publicWholeOf(d, WHOLE);
}

/**
 * A decimal as a whole number of minor units (`places` decimals: cents for 2), when that is
 * exact and a safe integer (|n| ≤ 2^53 − 1); undefined otherwise (more decimals than `places`,
 * too large). Assessment converts every amount asked (engine/asks.ts).
 */
export function minorOf(d: Decimal, places: number): number | undefined {
  const n = wholeOf(d);
  if (n !== n || WHOLE.places > places) return undefined;
  const up = places - WHOLE.places;
  if (up === 0) return n;
  if (up > 22) return n === 0 ? 0 : undefined;
  const m = n * POW10_EXACT[up]!;
  return Math.abs(m) <= Number.MAX_SAFE_INTEGER ? m : undefined;
}

/** ".00"–".99": the two decimals of a whole number of cents (formatMinor). */
const CENTS: readonly string[] = Array.from({ length: 100 }, (_, k) => (k < 10 ? ".0" : ".") + k);

/** A whole number of minor units as the decimal text `toFixed(places)` gives: 123456 → "1234.56". */
export function formatMinor(m: number, places: number): string {
  // cents, not negative: the units' digits and the cents' text, two strings (no slices, no "0".repeat)
  if (places === 2 && m >= 0 && Number.isSafeInteger(m)) {
    const cents = m % 100;
    return String((m - cents) / 100) + CENTS[cents]!;
  }
  const neg = m < 0;
  let s = String(neg ? -m : m);
  if (places > 0) {
    if (s.length <= places) s = "0".repeat(places - s.length + 1) + s;
    s = s.slice(0, s.length - places) + "." + s.slice(s.length - places);
  }
  return neg ? "-" + s : s;
}

/** The Decimal n·10^−places of a safe integer n (`formatMinor` read back by `readDecimal`). */
export function decimalOfWhole(n: number, places: number): Decimal {
  const s = formatMinor(n, places);
  return readDecimal(s, Infinity) ?? new Decimal(s);
}
