// A list of decimals held as one whole number (seed 003's `powiat_unemployment_monthly_pct: list
// of decimal`, read only as `round(mean(…), 1, half_up)` and `mean(…)`). Where the compiler finds
// an application's `list of decimal` read only through `sum`, `mean`, `round(mean)` and `count`
// (compile/listMinor.ts, `decimalLists`), the compiled validation reads it with `readDecimalList`:
// the items' exact sum as a whole number of 10^−places (places: the most decimals among them, as
// `ops.sum` adds Decimals that are whole numbers of a small unit) and their count, without a
// Decimal per item. A list with any item that does not fit — an exponent, more than 15
// significant digits or decimals, a negative zero, a sum past 2^53 − 1 — is not held: the Decimal
// reader reads it as before, and `ops.sum`/`mean`/`roundMean`/`count` take either. The items stay
// as written (`items`, the validated input's own array) so that a caller of `validateInput` gets
// the Decimals it always got (`decimalsOf`, minor.ts's holdDecimal).
import { POW10_EXACT } from "./decimal.js";
import { JsonNumber } from "./json-parse.js";
import { readDecimalValue } from "./accept.js";
import type { Decimal } from "./decimal.js";

export class DecimalList {
  constructor(
    /** the items as the input wrote them (JS numbers, texts, JsonNumbers) */
    readonly items: readonly unknown[],
    /** their exact sum: whole · 10^−places, a safe integer */
    readonly whole: number,
    readonly places: number,
  ) {}

  get length(): number {
    return this.items.length;
  }
}

const OUT = { places: 0 };
const MAX = Number.MAX_SAFE_INTEGER;

/**
 * A JS number as n·10^−p (p written to OUT.places) with |n| < 10^15 and `from` ≤ p ≤ 15 the
 * fewest decimals from `from` on, or NaN. Such an n·10^−p is the value of the Decimal
 * `decimalFromNumber` makes of x: a decimal of at most 15 significant digits is the only one of
 * them that rounds to x (15-digit decimals survive the round trip through a double), so it is the
 * value of the shortest text `String(x)`, which has no more digits and no exponent for
 * 10^−6 ≤ |x| < 10^21. A p that works is found: x·10^p is within a quarter of n while
 * |n| < 10^15, so Math.round gives n, and n / 10^p === x checks it. Starting from the list's
 * places so far, the items of a list of rates cost one try each.
 */
function wholeOfNumber(x: number, from: number): number {
  if (x === 0) {
    OUT.places = from;
    return 1 / x < 0 ? NaN : 0;
  }
  const a = x < 0 ? -x : x;
  if (!(a >= 1e-6 && a < 1e15)) return NaN;
  for (let p = from; p <= 15; p++) {
    const k = POW10_EXACT[p]!;
    const n = Math.round(x * k);
    if (n >= 1e15 || n <= -1e15) return NaN;
    if (n / k === x) {
      OUT.places = p;
      return n;
    }
  }
  return NaN;
}

/**
 * The text `-?digits(.digits)?` (what readDecimal reads) as n·10^−p, trailing zeros of the
 * decimals dropped (the Decimal's `decimalPlaces()`), when n is a safe integer and p ≤ 15; NaN for
 * any other text, a negative zero and past that.
 */
function wholeOfText(s: string): number {
  const len = s.length;
  const neg = len > 0 && s.charCodeAt(0) === 45;
  const start = neg ? 1 : 0;
  if (start === len) return NaN;
  let n = 0;
  let point = -1;
  for (let i = start; i < len; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      if (point >= 0 || i === start || i === len - 1) return NaN;
      point = i;
      continue;
    }
    if (c < 48 || c > 57) return NaN;
    n = n * 10 + (c - 48);
    if (n > MAX) return NaN;
  }
  let p = point < 0 ? 0 : len - 1 - point;
  while (p > 0 && n % 10 === 0) {
    n /= 10;
    p--;
  }
  if (p > 15 || (neg && n === 0)) return NaN;
  OUT.places = p;
  return neg ? -n : n;
}

/**
 * The list `v` held as a DecimalList, when every item is a decimal written plainly that fits
 * (see above) and every partial sum stays a safe integer; undefined otherwise (the Decimal
 * reader's).
 */
export function readDecimalList(v: unknown): DecimalList | undefined {
  if (!Array.isArray(v)) return undefined;
  let acc = 0;
  let places = 0;
  /** 10^places */
  let unit = 1;
  for (let i = 0; i < v.length; i++) {
    const x: unknown = v[i];
    // a number that is a whole n of 10^−places, as the last ones were (every rate of a list
    // written with one decimal after the first): `wholeOfNumber(x, places)`'s first try, which
    // gives n — for n ≠ 0 (a zero, or −0, takes the reader below), |n| < 10^15 (so |x| < 10^15)
    // and places ≤ 6 (so |x| ≥ 10^−6) — without its call, range checks and OUT
    if (typeof x === "number" && places <= 6) {
      const n = Math.round(x * unit);
      if (n / unit === x && n !== 0 && n < 1e15 && n > -1e15) {
        acc += n;
        if (!(acc <= MAX && acc >= -MAX)) return undefined;
        continue;
      }
    }
    const n = typeof x === "number" ? wholeOfNumber(x, places) : typeof x === "string" ? wholeOfText(x) : x instanceof JsonNumber ? wholeOfText(x.text) : NaN;
    if (n !== n) return undefined;
    const p = OUT.places;
    let m = n;
    if (p > places) {
      acc *= POW10_EXACT[p - places]!;
      places = p;
      unit = POW10_EXACT[p]!;
    } else if (p < places) m *= POW10_EXACT[places - p]!;
    acc += m;
    if (!(Math.abs(acc) <= MAX) || !(Math.abs(m) <= MAX)) return undefined;
  }
  return new DecimalList(v, acc, places);
}

/** The items as Decimals: what the Decimal reader gives for them (`readDecimalValue`). */
export function decimalsOf(l: DecimalList): Decimal[] {
  const out = new Array<Decimal>(l.items.length);
  for (let i = 0; i < l.items.length; i++) out[i] = readDecimalValue(l.items[i])!;
  return out;
}
