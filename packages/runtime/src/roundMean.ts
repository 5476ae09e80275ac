// `round(mean(xs), places, mode)` rounded from the exact quotient — `roundMean`, its whole-number
// form `roundMeanWhole`, the integer division in doubles they round by (`roundWhole`) and the
// whole sum of a list of Decimals they start from (`wholeSum`, which ops.ts's `sum` uses too).
// Compiled code reaches them through ops.ts, which re-exports them.
import { Decimal, POW10_EXACT, roundRational, roundsAway, roundTo, WHOLE, wholeOf, ZERO, type RoundingMode } from "./decimal.js";
import { cachedWhole } from "./decimalFused.js";
import { DecimalList } from "./decimalList.js";
import { EvaluationError, mean, type Decimals } from "./ops.js";

const SUM = { places: 0 };

/** The sum of Decimals as a whole number acc of 10^−places (places written to `out`) while every partial sum stays a safe integer, or NaN (ops.ts `sum`, and roundMean below). */
export function wholeSum(xs: readonly Decimal[], out: { places: number }): number {
  let acc = 0;
  let places = 0;
  for (let i = 0; i < xs.length; i++) {
    const n = wholeOf(xs[i]!);
    if (n !== n) return NaN;
    let p = WHOLE.places;
    let v = n;
    if (p > places) {
      if (p > 15) return NaN;
      acc *= POW10_EXACT[p - places]!;
      places = p;
    } else if (p < places) v *= POW10_EXACT[places - p]!;
    acc += v;
    if (!(Math.abs(acc) <= Number.MAX_SAFE_INTEGER) || !(Math.abs(v) <= Number.MAX_SAFE_INTEGER)) return NaN;
  }
  out.places = places;
  return acc;
}

const NEG_ZERO = new Decimal("-0");

/**
 * `round(mean(xs), places, mode)` rounded from the exact quotient: where the items are whole
 * numbers of a small unit whose sum stays a safe integer (wholeSum, or a list held as that sum:
 * decimalList.ts), the mean is acc / (n·10^p)
 * and its rounding an integer division (roundRational). It equals rounding the 34-digit quotient
 * `mean` gives: |acc|·10^places < 10^33, so that quotient is nearer the exact mean than any
 * rounding boundary the mean is not on, and exact when the mean is on one. A negative mean that
 * rounds to zero keeps its sign, as decimal.js's rounding does.
 */
export function roundMean(xs: Decimals, places: number, mode: RoundingMode): Decimal {
  if (xs.length === 0) throw new EvaluationError("the mean of an empty list is undefined");
  const fits = Number.isInteger(places) && places >= 0 && places <= 15;
  let acc = NaN;
  let scale = 0;
  if (xs instanceof DecimalList) {
    if (fits) (acc = xs.whole), (scale = xs.places);
  } else if (fits) (acc = wholeSum(xs, SUM)), (scale = SUM.places);
  if (acc === acc) {
    // num / den in doubles while both stay below 2^52 (every product and remainder then exact:
    // roundWhole); past that in bigints
    const num = acc * POW10_EXACT[places]!;
    const den = xs.length * POW10_EXACT[scale]!;
    if (Math.abs(num) <= TWO52 && den <= TWO52) {
      const m = roundWhole(num, den, mode);
      if (m === 0) return acc < 0 ? NEG_ZERO : ZERO;
      return cachedWhole(m, places);
    }
    const m = roundRational(BigInt(acc) * 10n ** BigInt(places), BigInt(xs.length) * 10n ** BigInt(scale), mode);
    if (m === 0n) return acc < 0 ? NEG_ZERO : ZERO;
    if (m >= -MAX_BIG && m <= MAX_BIG) return cachedWhole(Number(m), places);
  }
  return roundTo(mean(xs), places, mode);
}

/**
 * `roundMean(xs, places, mode)` as the whole number m of 10^−places it is, where roundMean takes
 * its path in doubles (its value is then `cachedWhole(m, places)`, or a zero of the mean's sign
 * when m is 0); NaN on any other path — an empty list, items not held as whole numbers, past
 * 2^52 — where the caller takes roundMean. Never throws. Two of these compare as their roundMean
 * values do (bands over a difference of rounded means: compile/wholeMeans.ts).
 */
export function roundMeanWhole(xs: Decimals, places: number, mode: RoundingMode): number {
  if (xs.length === 0 || !(Number.isInteger(places) && places >= 0 && places <= 15)) return NaN;
  let acc: number;
  let scale: number;
  if (xs instanceof DecimalList) (acc = xs.whole), (scale = xs.places);
  else (acc = wholeSum(xs, SUM)), (scale = SUM.places);
  if (acc !== acc) return NaN;
  const num = acc * POW10_EXACT[places]!;
  const den = xs.length * POW10_EXACT[scale]!;
  return Math.abs(num) <= TWO52 && den <= TWO52 ? roundWhole(num, den, mode) : NaN;
}

const MAX_BIG = BigInt(Number.MAX_SAFE_INTEGER);
const TWO52 = 2 ** 52;

/**
 * `roundRational` for whole numbers held as doubles, |num| ≤ 2^52 and 0 < den ≤ 2^52: the
 * quotient truncated from a floating division — which cannot cross an integer here: a quotient
 * k − f with f ≥ 1/den is off by at most half a unit in the last place of k, ≤ 1/(2·den) — and
 * the exact remainder (q·den and num − q·den stay below 2^53). A zero result may be −0; the
 * caller reads the sign from num.
 */
export function roundWhole(num: number, den: number, mode: RoundingMode): number {
  const q = Math.trunc(num / den);
  const r = num - q * den;
  if (r === 0) return q;
  const neg = num < 0;
  const twice = 2 * (r < 0 ? -r : r);
  const half = twice > den ? 1 : twice < den ? -1 : 0;
  if (!roundsAway(mode, neg, half, half === 0 && q % 2 !== 0)) return q;
  return neg ? q - 1 : q + 1;
}
