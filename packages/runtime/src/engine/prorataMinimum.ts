// A minimum grant shared again (`minimum … then reshare`, §14.4): which shares below the minimum
// a round leaves out. Moved out of prorata.ts, whose rounds call it.
import { ZERO, type Decimal } from "../decimal.js";

/** What a round of shares tells of a row (prorata.ts `Shares`). */
export interface Round {
  asked(r: number): Decimal;
  granted(r: number): Decimal;
  /** the coefficient of the round (null where the requests fit: each share is its request) */
  readonly coefficient: Decimal | null;
}

/**
 * The rounds of `reshare` that leave out only the shares sure to stay below the minimum with
 * every other share below it gone (or else the smallest): the law's rounds, one by one. Past them
 * a share is also left out where it stays below the minimum with only the smaller asks gone —
 * the rounds that would leave them out first — so that a call with thousands of shares below the
 * minimum takes a few rounds, not one per share (each round is a pass over the call).
 */
export const ROUNDS_ONE_BY_ONE = 8;

/**
 * The shares below the minimum a round of `reshare` leaves out: those that stay below it even with
 * every other share below it left out (A × B / (T of the rest + A) below the minimum by more than
 * two steps, so no rounding or leftover step lifts it) — the smallest shares, which one round
 * after another would leave out first — or else the smallest share below it and its equals.
 * `smaller`: past the first rounds, a share whose every smaller ask is left out first (`sureOfSmaller`).
 */
export function leftOut(pr: Round, walked: readonly number[], below: readonly number[], floor: Decimal, budget: Decimal, step: Decimal, smaller: boolean): number[] {
  const low = new Set(below);
  let rest = ZERO;
  for (const r of walked) if (!low.has(r)) rest = rest.plus(pr.asked(r));
  const bar = floor.minus(step.times(2));
  const sure = smaller
    ? sureOfSmaller(pr, below, rest, bar, budget, step)
    : apart(
        pr,
        below,
        below.filter((r) => {
          const a = pr.asked(r);
          return a.times(budget).lt(bar.times(rest.plus(a)));
        }),
        step,
      );
  if (sure.length) return sure;
  let least = pr.granted(below[0]!);
  for (const r of below) if (pr.granted(r).lt(least)) least = pr.granted(r);
  return below.filter((r) => pr.granted(r).eq(least));
}

/**
 * The shares below the minimum that stay below it while the one-by-one rounds would keep them:
 * while a share is in, so is every share not below the minimum (`rest`: the coefficient only
 * grows, and so do they) and every share below it whose ask passes its own by 3 steps at this
 * round's coefficient (its share then passes this one's whatever step the rounding or the
 * remainder gives or takes, and the rounds leave out the smallest first). Their asks together
 * bound the total from below, so A × B / that total bounds the coefficient times A from above.
 */
function sureOfSmaller(pr: Round, below: readonly number[], rest: Decimal, bar: Decimal, budget: Decimal, step: Decimal): number[] {
  const m = below.length;
  const asks = below.map((r) => pr.asked(r));
  const order = asks.map((_, i) => i).sort((i, j) => asks[i]!.cmp(asks[j]!) || i - j);
  // the asks from place i of `order` on, together
  const after: Decimal[] = new Array<Decimal>(m + 1);
  after[m] = ZERO;
  for (let i = m - 1; i >= 0; i--) after[i] = after[i + 1]!.plus(asks[order[i]!]!);
  const near = nearOf(pr, step);
  const out: number[] = [];
  let far = 0;
  for (let i = 0; i < m; i++) {
    const a = asks[order[i]!]!;
    if (far <= i) far = i + 1;
    if (near === null) far = m;
    else while (far < m && asks[order[far]!]!.lt(a.plus(near))) far++;
    if (a.times(budget).lt(bar.times(rest.plus(a).plus(after[far]!)))) out.push(below[order[i]!]!);
  }
  return out;
}

/**
 * Asks closer than this to A may come to a share equal to A's, or below it, whatever step the
 * rounding or the remainder gives or takes (null: every ask, at a coefficient of 0; where the
 * requests fit, each share is its request: a coefficient of 1).
 */
function nearOf(pr: Round, step: Decimal): Decimal | null {
  const c = pr.coefficient;
  return c === null ? step.times(3) : c.isZero() ? null : step.times(3).div(c);
}

/**
 * Of the shares sure to stay below the minimum, those whose asks are below every other ask below
 * it by more than `nearOf`: the law's rounds leave them out before any other, each round the
 * smallest share with its equals. One within reach of another's may come to the same share as
 * that one, which the law leaves out in the same round: left out alone, the other would gain a
 * step in the next round and change who is left out after it (issue 15, adversary17).
 */
function apart(pr: Round, below: readonly number[], sure: readonly number[], step: Decimal): number[] {
  if (sure.length === 0) return [];
  const near = nearOf(pr, step);
  if (near === null) return [];
  const isSure = new Set(sure);
  let least: Decimal | undefined;
  for (const r of below) if (!isSure.has(r) && (least === undefined || pr.asked(r).lt(least))) least = pr.asked(r);
  return least === undefined ? [...sure] : sure.filter((r) => pr.asked(r).plus(near).lte(least));
}
