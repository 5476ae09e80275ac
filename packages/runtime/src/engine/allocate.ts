// Allocation of one regime's budget over its ranking. Walks the ranked groups in order with
// the declared boundary policy (stop, skip, partial grant, award in full); a group the scheme
// leaves tied is walked in every order its members could take, and a member whose outcome
// differs between orders is indeterminate — so is every later application whose outcome then
// depends on it. Pro rata shares the budget in proportion, rounded exactly as declared.
import { Decimal, mulDivRound } from "../decimal.js";
import type { BoundaryPolicy, Status } from "../spec.js";
import type { Assessment } from "./assess.js";
import type { RankedGroup } from "./rank.js";

export interface Outcome {
  status: Status;
  amount: Decimal;
  /** why: "fits", "does not fit", "budget exhausted", "partial", "in full at the boundary" */
  why: string;
  remainingBefore: Decimal | null;
}

interface State {
  readonly remaining: Decimal | null; // null: unlimited
  readonly stopped: boolean;
}

const MAX_PERMUTED = 7;
const MAX_STATES = 256;

function stepOne(state: State, amount: Decimal, policy: BoundaryPolicy): { out: Outcome; next: State } {
  const R = state.remaining;
  if (state.stopped) return { out: { status: "not_funded", amount: new Decimal(0), why: "allocation stopped at an earlier application that did not fit", remainingBefore: R }, next: state };
  if (R === null || amount.lte(R)) {
    return { out: { status: "funded", amount, why: "fits in the remaining budget", remainingBefore: R }, next: { remaining: R === null ? null : R.minus(amount), stopped: false } };
  }
  switch (policy) {
    case "stop":
      return { out: { status: "not_funded", amount: new Decimal(0), why: "does not fit in the remaining budget; allocation stops here", remainingBefore: R }, next: { remaining: R, stopped: true } };
    case "skip":
      return { out: { status: "not_funded", amount: new Decimal(0), why: "does not fit in the remaining budget; passed over", remainingBefore: R }, next: state };
    case "partial":
      if (R.gt(0)) return { out: { status: "partially_funded", amount: R, why: "granted the remaining budget in part", remainingBefore: R }, next: { remaining: new Decimal(0), stopped: true } };
      return { out: { status: "not_funded", amount: new Decimal(0), why: "the budget is exhausted", remainingBefore: R }, next: { remaining: R, stopped: true } };
    case "full":
      return { out: { status: "funded", amount, why: "awarded in full at the boundary, beyond the budget", remainingBefore: R }, next: { remaining: new Decimal(0), stopped: true } };
  }
}

function key(s: State): string {
  return `${s.remaining === null ? "∞" : s.remaining.toString()}|${s.stopped ? 1 : 0}`;
}

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  const out: T[][] = [];
  xs.forEach((x, i) => {
    for (const rest of permutations([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

function same(a: Outcome, b: Outcome): boolean {
  return a.status === b.status && a.amount.eq(b.amount);
}

export interface WalkResult {
  readonly outcomes: Map<Assessment, Outcome>;
  /** members whose outcome depends on an unresolved order, with the best amount they could get */
  readonly indeterminate: Map<Assessment, Decimal>;
  readonly finalRemaining: Decimal | null | "indeterminate";
}

export function walk(groups: readonly RankedGroup[], budget: Decimal | null, policy: BoundaryPolicy, amount: (a: Assessment) => Decimal): WalkResult {
  let states: State[] = [{ remaining: budget, stopped: false }];
  const outcomes = new Map<Assessment, Outcome>();
  const indeterminate = new Map<Assessment, Decimal>();
  for (const g of groups) {
    const members = g.members.filter((a) => !a.keptRanked);
    if (members.length === 0) continue;
    const orders = members.length === 1 ? [members] : orderings(members, amount);
    const seen = new Map<Assessment, Outcome[]>();
    const next = new Map<string, State>();
    for (const st of states) {
      for (const order of orders) {
        let s = st;
        for (const a of order) {
          const { out, next: n } = stepOne(s, amount(a), policy);
          s = n;
          const list = seen.get(a) ?? [];
          list.push(out);
          seen.set(a, list);
        }
        next.set(key(s), s);
      }
    }
    for (const [a, outs] of seen) {
      if (outs.every((o) => same(o, outs[0]!))) outcomes.set(a, outs[0]!);
      else {
        const best = outs.reduce((m, o) => (o.amount.gt(m) ? o.amount : m), new Decimal(0));
        indeterminate.set(a, best);
        outcomes.set(a, { status: "indeterminate", amount: new Decimal(0), why: "the outcome depends on the order of a tie the law does not break", remainingBefore: outs[0]!.remainingBefore });
      }
    }
    states = [...next.values()];
    if (states.length > MAX_STATES) states = states.slice(0, MAX_STATES);
  }
  const finals = new Set(states.map(key));
  const finalRemaining = finals.size === 1 ? states[0]!.remaining : "indeterminate";
  return { outcomes, indeterminate, finalRemaining };
}

/**
 * The orders a tied group may take. All of them for small groups; for larger ones, exact
 * shortcuts when every member asks the same amount (order is then immaterial to the state),
 * else the ascending and descending orders by amount, which bound every outcome under these
 * policies.
 */
function orderings(members: Assessment[], amount: (a: Assessment) => Decimal): Assessment[][] {
  if (members.length <= MAX_PERMUTED) return permutations(members);
  const byAmount = [...members].sort((x, y) => amount(x).cmp(amount(y)));
  const rotations: Assessment[][] = [];
  for (let i = 0; i < members.length; i++) rotations.push([...members.slice(i), ...members.slice(0, i)]);
  return [byAmount, [...byAmount].reverse(), ...rotations];
}

export interface ProRataResult {
  readonly outcomes: Map<Assessment, Outcome>;
  readonly coefficient: Decimal | null;
  readonly awarded: Decimal;
}

/** Shares the budget pro rata when the requests exceed it; everyone in full otherwise. */
export function proRata(
  ranked: readonly Assessment[],
  budget: Decimal,
  amount: (a: Assessment) => Decimal,
  rounding: { mode: Parameters<typeof mulDivRound>[4]; step: string; remainder: "unallocated" | "largest_remainder" | "ranking_order" },
): ProRataResult {
  const members = ranked.filter((a) => !a.keptRanked);
  const total = members.reduce((s, a) => s.plus(amount(a)), new Decimal(0));
  const outcomes = new Map<Assessment, Outcome>();
  if (total.lte(budget)) {
    for (const a of members) outcomes.set(a, { status: "funded", amount: amount(a), why: "the requests do not exceed the budget: funded in full", remainingBefore: budget });
    return { outcomes, coefficient: null, awarded: total };
  }
  const step = new Decimal(rounding.step);
  let awarded = new Decimal(0);
  const shares = members.map((a) => {
    const v = mulDivRound(amount(a), budget, total, step, rounding.mode);
    const exact = amount(a).times(budget).div(total);
    awarded = awarded.plus(v);
    return { a, v, frac: exact.minus(v) };
  });
  if (rounding.remainder !== "unallocated") {
    let left = budget.minus(awarded);
    const order = rounding.remainder === "largest_remainder" ? [...shares].sort((x, y) => y.frac.cmp(x.frac)) : [...shares];
    for (const s of order) {
      if (left.lt(step)) break;
      s.v = s.v.plus(step);
      left = left.minus(step);
      awarded = awarded.plus(step);
    }
  }
  for (const s of shares) outcomes.set(s.a, { status: "pro_rata", amount: s.v, why: `pro rata: ${amount(s.a).toString()} × ${budget.toString()} / ${total.toString()}, rounded ${rounding.mode.replace("_", " ")} to ${rounding.step}`, remainingBefore: budget });
  return { outcomes, coefficient: budget.div(total), awarded };
}
