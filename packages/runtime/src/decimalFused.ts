// Comparisons with a product, and differences, of Decimals as compiled rules compute them per
// application (seed 003: `every s in stages: s.requested_aid_pln <= 50% × s.eligible_costs_pln`,
// bands over `powiat_mean - voivodeship_mean`), done in whole numbers where the operands allow.
// A Decimal d is read as n·10^−p (decimal.ts `wholeOf`, exact or NaN); when every scaled
// operand and the result stay safe integers (|x| ≤ 2^53 − 1) the arithmetic is exact — as
// decimal.js's is for results of at most 16 digits within its 34 — and otherwise decimal.js
// computes it. The same value, never a second rule: packages/runtime/test/decimal-fused.test.ts
// compares both with decimal.js on random decimals.
import { cmpDecimal, Decimal, decimalOfWhole, POW10_EXACT, WHOLE, wholeOf } from "./decimal.js";

const MAX = Number.MAX_SAFE_INTEGER;

/**
 * The sign of l − a·b (−1, 0, 1; NaN as cmp gives for NaN): `ops.dcmp(l, a.times(b))` without
 * the product's Decimal. Compiled comparisons `x <= a × b` call it (`a × b <= x`: timesCmp).
 */
export function cmpTimes(l: Decimal, a: Decimal, b: Decimal): number {
  return cmpTimesOf(l, 0, a, 0, b, 0);
}

/** The sign of a·b − r: `ops.dcmp(a.times(b), r)`, as cmpTimes. */
export function timesCmp(a: Decimal, b: Decimal, r: Decimal): number {
  const c = cmpTimes(r, a, b);
  return c === 0 ? 0 : -c;
}

/** `x` as a whole number of 10^−WHOLE.places: a number is `places` decimals' minor units (a list record's money, listMinor.ts). */
function whole(x: Decimal | number, places: number): number {
  if (typeof x !== "number") return wholeOf(x);
  WHOLE.places = places;
  return x;
}

function dec(x: Decimal | number, places: number): Decimal {
  return typeof x === "number" ? decimalOfWhole(x, places) : x;
}

/**
 * cmpTimes where any operand may be held as a whole number of minor units (a JS number, safe
 * integer, of `…p` decimals; a Decimal's `…p` is not read): the same sign as cmpTimes on the
 * Decimals they hold.
 */
export function cmpTimesOf(l: Decimal | number, lp0: number, a: Decimal | number, ap0: number, b: Decimal | number, bp0: number): number {
  const ln = whole(l, lp0);
  const lp = WHOLE.places;
  const an = whole(a, ap0);
  const ap = WHOLE.places;
  const bn = whole(b, bp0);
  const pp = ap + WHOLE.places;
  if (ln === ln && an === an && bn === bn) {
    const prod = an * bn;
    if (Math.abs(prod) <= MAX) {
      // both sides at the larger number of places
      if (lp <= pp && pp - lp <= 22) {
        const x = ln * POW10_EXACT[pp - lp]!;
        if (Math.abs(x) <= MAX) return x === prod ? 0 : x < prod ? -1 : 1;
      } else if (lp > pp && lp - pp <= 22) {
        const y = prod * POW10_EXACT[lp - pp]!;
        if (Math.abs(y) <= MAX) return ln === y ? 0 : ln < y ? -1 : 1;
      }
    }
  }
  return cmpDecimal(dec(l, lp0), dec(a, ap0).times(dec(b, bp0)));
}

/** timesCmp where any operand may be held as minor units, as cmpTimesOf. */
export function timesCmpOf(a: Decimal | number, ap: number, b: Decimal | number, bp: number, r: Decimal | number, rp: number): number {
  const c = cmpTimesOf(r, rp, a, ap, b, bp);
  return c === 0 ? 0 : -c;
}

/**
 * `a.minus(b)`: the difference of two whole numbers of the same unit, made a Decimal through
 * decimalOfWhole (the last few kept: a Decimal is immutable, and differences of rates or means
 * repeat). A zero difference, whose sign decimal.js decides by its rounding mode, and anything
 * past the safe range: decimal.js.
 */
export function minus(a: Decimal, b: Decimal): Decimal {
  const an = wholeOf(a);
  const ap = WHOLE.places;
  const bn = wholeOf(b);
  const bp = WHOLE.places;
  if (an === an && bn === bn) {
    const p = ap > bp ? ap : bp;
    if (p <= 15) {
      const x = ap === p ? an : an * POW10_EXACT[p - ap]!;
      const y = bp === p ? bn : bn * POW10_EXACT[p - bp]!;
      const d = x - y;
      if (d !== 0 && Math.abs(x) <= MAX && Math.abs(y) <= MAX && Math.abs(d) <= MAX) return cachedWhole(d, p);
    }
  }
  return a.minus(b);
}

const CACHE: Map<number, Decimal>[] = Array.from({ length: 16 }, () => new Map<number, Decimal>());

/** decimalOfWhole(n, places ≤ 15), the last 4,096 per place count kept. */
export function cachedWhole(n: number, places: number): Decimal {
  const cache = CACHE[places]!;
  let d = cache.get(n);
  if (d === undefined) {
    d = decimalOfWhole(n, places);
    if (cache.size >= 4096) cache.clear();
    cache.set(n, d);
  }
  return d;
}
