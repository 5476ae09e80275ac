// Exact decimal arithmetic for money and points. One configured Decimal class for the whole
// runtime: 34 significant digits (as IEEE 754 decimal128), half-even. Sums, differences and
// products of inputs are exact; a quotient is correct to 34 digits, and every rounding that the
// law implies is explicit in the scheme (round(), pro rata) and done exactly (divRound below).
import { Decimal as BaseDecimal } from "decimal.js";

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
  return x.toDecimalPlaces(places, modeOf[mode]);
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
  const away = neg ? q - 1n : q + 1n;
  switch (mode) {
    case "down":
      return q;
    case "up":
      return away;
    case "floor":
      return neg ? q - 1n : q;
    case "ceiling":
      return neg ? q : q + 1n;
    case "half_up":
      return twice >= den ? away : q;
    case "half_down":
      return twice > den ? away : q;
    case "half_even":
      if (twice > den) return away;
      if (twice < den) return q;
      return q % 2n === 0n ? q : away;
  }
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

/** Decimal from a JSON number only when its shortest text is exactly what was written. */
export function decimalFromNumber(x: number): Decimal | undefined {
  if (!Number.isFinite(x)) return undefined;
  const s = String(x);
  if (/e/i.test(s) || s.replace(/[-.]/g, "").replace(/^0+/, "").length > 15) return undefined;
  return new Decimal(s);
}

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

const PROTO = Object.getPrototypeOf(new Decimal(0)) as object;

/** Texts longer than this go through decimal.js's own parser. */
const FAST_TEXT = 40;

/**
 * `new Decimal(s)` for a text of the form `-?digits(.digits)?` (validation has checked it), built
 * by reading the digits once instead of through decimal.js's generic parser (a type check, a
 * regular expression, substrings): validation reads a million amounts for a large call.
 */
export function decimalOfText(s: string): Decimal {
  return readDecimal(s, Infinity) ?? new Decimal(s);
}

/**
 * The Decimal a text of the form `-?digits(.digits)?` with at most `maxPlaces` decimals writes,
 * or undefined for any other text (and for texts longer than 40 characters, left to decimal.js).
 * One pass: the shape is checked as the digits are read. The value is decimal.js's own
 * representation — sign `s`, exponent `e` of the first significant digit, digits `d` in words
 * of 7 aligned on the exponent, trailing zeros dropped, the last word padded — which a property
 * test (packages/runtime/test/decimal.test.ts) checks field for field against `new Decimal(s)`.
 */
export function readDecimal(s: string, maxPlaces: number): Decimal | undefined {
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
    const z = new Decimal(0);
    (z as unknown as { s: number }).s = neg ? -1 : 1;
    return z; // zero (decimal.js keeps the sign of "-0")
  }
  const x = Object.create(PROTO) as Decimal & { constructor: unknown; s: number };
  x.constructor = Decimal;
  x.s = neg ? -1 : 1;
  let last = n - 1;
  while (last === point || s.charCodeAt(last) === 48) last--;
  const e = first < point ? point - first - 1 : point - first;
  // the first word holds (e + 1) mod 7 digits (7 when that is 0), each later word 7
  let cap = (e + 1) % 7;
  if (cap <= 0) cap += 7;
  // the words are gathered in a scratch array and copied out by `slice`: an array literal here
  // is an allocation site, and V8 pretenures a site whose arrays once survived a scavenge (as
  // the first run over a large call can make them) — every later Decimal then goes straight to
  // the old generation, doubling the time of a million-application run
  let count = 0;
  let word = 0;
  let filled = 0;
  for (let i = first; i <= last; i++) {
    if (i === point) continue;
    word = word * 10 + (s.charCodeAt(i) - 48);
    if (++filled === cap) {
      WORDS[count++] = word;
      word = 0;
      filled = 0;
      cap = 7;
    }
  }
  if (filled > 0) {
    for (; filled < cap; filled++) word *= 10;
    WORDS[count++] = word;
  }
  (x as unknown as { e: number }).e = e;
  (x as unknown as { d: number[] }).d = WORDS.slice(0, count);
  return x;
}

/** Scratch for readDecimal: a text of at most FAST_TEXT characters has at most 7 words. */
const WORDS: number[] = [0, 0, 0, 0, 0, 0, 0, 0];

const POW10 = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000];

/** A currency's decimal places, here beside minorOf and formatMinor that take them. */
export { minorUnits } from "./currency.js";

/** Powers of ten that are exact doubles, 10^0 … 10^22: a table read instead of `10 ** k`, which
 * V8 compiles to a call of the C library's pow. */
export const POW10_EXACT: Float64Array = Float64Array.from({ length: 23 }, (_, k) => 10 ** k);

/** The decimal places of the last `wholeOf` that gave a number. */
export const WHOLE = { places: 0 };

/**
 * A decimal as a whole number n with d = n·10^−p, p being d's decimal places (`decimalPlaces()`;
 * written to WHOLE.places), when |n| ≤ 2^53 − 1; NaN otherwise (too many digits, infinite or
 * NaN). Read from decimal.js's words in one pass with integer steps only: for bands over a
 * quotient (`ops.qcmp`) and amounts in minor units (`minorOf`), both once per application.
 */
export function wholeOf(d: Decimal): number {
  const x = d as unknown as { s: number; e: number; d: number[] | null };
  const w = x.d;
  if (!w || x.e > 15) return NaN;
  const len = w.length;
  let v = w[0]!;
  if (v === 0) {
    WHOLE.places = 0;
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
    v *= POW10_EXACT[shift]!;
    if (v > Number.MAX_SAFE_INTEGER) return NaN;
    WHOLE.places = 0;
  } else WHOLE.places = -shift;
  return x.s < 0 ? -v : v;
}

/**
 * A decimal as a whole number of minor units (`places` decimals: cents for 2), when that is
 * exact and a safe integer (|n| ≤ 2^53 − 1); undefined otherwise (more decimals than `places`,
 * too large). The bulk path converts every amount asked.
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

/** A whole number of minor units as the decimal text `toFixed(places)` gives: 123456 → "1234.56". */
export function formatMinor(m: number, places: number): string {
  const neg = m < 0;
  let s = String(neg ? -m : m);
  if (places > 0) {
    if (s.length <= places) s = "0".repeat(places - s.length + 1) + s;
    s = s.slice(0, s.length - places) + "." + s.slice(s.length - places);
  }
  return neg ? "-" + s : s;
}
