// A jury's scores (docs/language.md §8.7.3): `median(s)` and `trimmed_mean(s, k, n)` — the mean
// after the k highest and the k lowest scores are set aside, where at least n scores were given
// (fewer: the mean of all). The scores are whole numbers held as JS numbers or Decimals; the value
// is exact (a quotient to 34 significant digits, as `mean`), rounded only where the scheme rounds
// it. `juryWorking` is the same computation told step by step for an explanation (the scores in
// order, which were set aside, the sum and the divisor): engine/juries.ts records it.
import { Decimal } from "./decimal.js";
import { EvaluationError } from "./ops.js";

type Score = Decimal | number;

/** The positions of the scores in ascending order, equal scores in the order given (stable). */
function ascending(xs: readonly Score[]): number[] {
  const at = xs.map((_, i) => i);
  let numbers = true;
  for (let i = 0; i < xs.length; i++) if (typeof xs[i] !== "number") numbers = false;
  if (numbers) at.sort((a, b) => (xs[a] as number) - (xs[b] as number) || a - b);
  else at.sort((a, b) => dec(xs[a]!).cmp(dec(xs[b]!)) || a - b);
  return at;
}

const dec = (x: Score): Decimal => (typeof x === "number" ? new Decimal(x) : x);

/** The sum of the scores at the positions `keep` (all where undefined). */
function sumOf(xs: readonly Score[], keep?: readonly boolean[]): Decimal {
  let whole = 0;
  let exact = true;
  for (let i = 0; i < xs.length; i++) {
    if (keep && !keep[i]) continue;
    const x = xs[i]!;
    if (typeof x !== "number") {
      exact = false;
      break;
    }
    whole += x;
  }
  if (exact && Number.isSafeInteger(whole)) return new Decimal(whole);
  let s = new Decimal(0);
  for (let i = 0; i < xs.length; i++) if (!keep || keep[i]) s = s.plus(dec(xs[i]!));
  return s;
}

function none(what: string): never {
  throw new EvaluationError(`the ${what} of an empty list of scores is undefined`);
}

/** The middle score in order; with an even number of scores, the mean of the middle two. */
export function median(xs: readonly Score[]): Decimal {
  if (xs.length === 0) none("median");
  const at = ascending(xs);
  const h = xs.length >> 1;
  if (xs.length % 2 === 1) return dec(xs[at[h]!]!);
  return dec(xs[at[h - 1]!]!).plus(dec(xs[at[h]!]!)).div(2);
}

/** The mean of the scores after the k highest and the k lowest are set aside, where at least n were given; else the mean of all. */
export function trimmedMean(xs: readonly Score[], k: number, n: number): Decimal {
  const count = xs.length;
  if (count === 0) none("mean");
  if (count < n || k === 0) return sumOf(xs).div(count);
  // whole numbers: the sum less the extremes, without sorting (k = 1, the usual case)
  if (k === 1) {
    let lo = 0, hi = 0, whole = 0, numbers = true;
    for (let i = 0; i < count; i++) {
      const x = xs[i]!;
      if (typeof x !== "number") {
        numbers = false;
        break;
      }
      whole += x;
      if (x < (xs[lo] as number)) lo = i;
      if (x > (xs[hi] as number)) hi = i;
    }
    if (numbers && Number.isSafeInteger(whole)) return new Decimal(whole - (xs[lo] as number) - (xs[hi] as number)).div(count - 2);
  }
  const w = trimmed(xs, k, n);
  return w.sum.div(w.divisor);
}

/** What a jury's built-in did with one application's scores. */
export interface JuryWorking {
  /** the scores in the order given */
  readonly scores: readonly Score[];
  /** the positions (in `scores`) set aside as lowest, then as highest; of a median, the middle one or two */
  readonly low: readonly number[];
  readonly high: readonly number[];
  /** the sum of the scores kept and how many were kept (a trimmed mean) */
  readonly sum: Decimal;
  readonly divisor: number;
  readonly result: Decimal;
}

function trimmed(xs: readonly Score[], k: number, n: number): JuryWorking {
  const count = xs.length;
  if (count < n || k === 0) {
    const sum = sumOf(xs);
    return { scores: xs, low: [], high: [], sum, divisor: count, result: count === 0 ? sum : sum.div(count) };
  }
  const at = ascending(xs);
  const low = at.slice(0, k);
  const high = at.slice(count - k);
  const keep = xs.map(() => true);
  for (const i of low) keep[i] = false;
  for (const i of high) keep[i] = false;
  const sum = sumOf(xs, keep);
  return { scores: xs, low, high, sum, divisor: count - 2 * k, result: sum.div(count - 2 * k) };
}

/** The working of a plain `mean(xs)`: every value kept, their sum over their count; an empty list: no result (divisor 0). */
export function meanWorking(xs: readonly Score[]): JuryWorking {
  return trimmed(xs, 0, 0);
}

/** The working of `trimmed_mean(xs, k, n)` (k > 0) or of `median(xs)` (k = 0, n = 0) on one application's scores; an empty list: no result (divisor 0). */
export function juryWorking(xs: readonly Score[], k: number, n: number): JuryWorking {
  if (k > 0) return trimmed(xs, k, n);
  if (xs.length === 0) return { scores: xs, low: [], high: [], sum: new Decimal(0), divisor: 0, result: new Decimal(0) };
  const at = ascending(xs);
  const h = xs.length >> 1;
  const middle = xs.length % 2 === 1 ? [at[h]!] : [at[h - 1]!, at[h]!];
  return { scores: xs, low: middle, high: [], sum: sumOf(xs.filter((_, i) => middle.includes(i))), divisor: middle.length, result: median(xs) };
}
