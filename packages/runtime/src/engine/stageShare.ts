// A stage whose boundary is pro rata (`at boundary pro rata rounded … remainder …` in a stage,
// docs/language.md §14.7): its candidates are walked in the stage's ranking, tie group after tie
// group; a group whose requests fit in what is left is funded in full; the first group that does
// not fit — the tie that straddles the stage's budget, or one application where the ranking
// breaks every tie — shares what is left in proportion to its requests (prorata.ts: exact
// fractions, the declared rounding and remainder); the groups after it get nothing. A group that
// comes after a budget used up exactly gets nothing too: there is nothing left to share.
import { Decimal, minorOf } from "../decimal.js";
import type { ProRataRounding } from "./prorata.js";
import { proRata, type CoefficientFacts } from "./prorata.js";
import type { Arith } from "./arith.js";
import { FUNDED, NOT_FUNDED, type Walked } from "./allocate.js";
import { GROUP_START, SHARED, type Ranking } from "./rank.js";

export interface ShareInput<V> {
  /** minor units where every share is a whole number of them (the step converts: select.ts), Decimals otherwise */
  readonly arith: Arith<V>;
  readonly asks: ArrayLike<V>;
  readonly budget: V | null;
  /** the stage's ranking of its candidates */
  readonly ranking: Ranking;
  /** the rows the recorded columns cover */
  readonly size: number;
  readonly rounding: ProRataRounding;
  readonly fromDecimal: (d: Decimal) => V;
  readonly idOf: (r: number) => string;
  readonly money: (v: V) => string;
}

const FITS = "fits in the remaining budget";

/** The walk of a pro-rata stage (see the head of this file), with the coefficient of the share. */
export function shareAtBoundary<V>(w: ShareInput<V>): Walked<V> & { readonly coefficient: CoefficientFacts; readonly arbitrary: readonly number[][] } {
  const { arith: a, asks, ranking } = w;
  const { order, flags } = ranking;
  const status = new Uint8Array(w.size);
  const granted = new Array<V>(w.size).fill(a.zero);
  const why = new Array<string>(w.size).fill("");
  const before = a.column(w.size);
  let left = w.budget;
  let after: string | undefined;
  let coefficient: CoefficientFacts = {};
  let arbitrary: readonly number[][] = [];
  for (let p = 0; p < order.length; ) {
    let end = p + 1;
    while (end < order.length && !(flags[end]! & GROUP_START)) end++;
    const rows = Array.from(order.subarray(p, end));
    const at = p;
    p = end;
    for (const r of rows) before.set(r, left);
    if (after !== undefined) {
      for (const r of rows) why[r] = after;
      continue;
    }
    let sum = a.zero;
    for (const r of rows) sum = a.add(sum, asks[r]!);
    if (left === null || a.cmp(sum, left) <= 0) {
      for (const r of rows) {
        status[r] = FUNDED;
        granted[r] = asks[r]!;
        why[r] = FITS;
      }
      if (left !== null) left = a.sub(left, sum);
      continue;
    }
    const ids = rows.map(w.idOf).join(", ");
    if (a.cmp(left, a.zero) <= 0) {
      for (const r of rows) why[r] = "the stage's budget is used up: there is nothing left to share";
      after = `the stage's budget was used up before ${ids}; nothing is funded from there on`;
      continue;
    }
    // the group that straddles the stage's budget shares what is left
    const place = new Map(rows.map((r, k) => [r, at + k] as const));
    // prorata.ts reads Decimals: the tie's requests as Decimals (in minor units the shares come
    // back as whole minor units: select.ts keeps Decimals where the step is finer than the unit)
    const tieAsks = new Array<Decimal>(w.size);
    for (const r of rows) tieAsks[r] = a.decimal(asks[r]!);
    const pr = proRata(rows, w.size, tieAsks, a.decimal(left), w.rounding, (r) => place.get(r)!);
    // a pool the law does not rank (`all equal`): its members are no tie, they are the stage's applications
    const head = flags[at]! & SHARED ? `the applications of the stage share what is left (${w.money(left)} left, ${w.money(sum)} asked together)` : rows.length > 1 ? `the tie of ${ids} straddles the stage's budget (${w.money(left)} left, ${w.money(sum)} asked together), so they share what is left` : `it straddles the stage's budget (${w.money(left)} left, ${w.money(sum)} asked), so it is given what is left`;
    for (const r of rows) {
      status[r] = pr.status[r]!;
      granted[r] = w.fromDecimal(pr.granted(r));
      why[r] = `${head}: ${pr.why(r)}`;
    }
    left = a.sub(left, w.fromDecimal(pr.awarded));
    coefficient = pr.facts;
    arbitrary = pr.arbitrary;
    after = `the stage's budget was shared pro rata at ${ids}; nothing is funded after ${rows.length > 1 ? "them" : "it"}`;
  }
  for (const r of order) if (status[r] === NOT_FUNDED && why[r] === "") why[r] = after ?? "";
  return { status, granted, why, before, contingent: new Map(), quotaRefused: new Map(), stopRow: undefined, finalRemaining: left, coefficient, arbitrary };
}

/** Whether a stage's pro-rata shares have no exact form in minor units: rounded to a step finer than the currency's. */
export function sharesInDecimals(stages: readonly { readonly proRata?: { readonly step: string } }[] | undefined, places: number): boolean {
  return !!stages && stages.some((st) => st.proRata && (places < 0 || minorOf(new Decimal(st.proRata.step), places) === undefined));
}
