// Allocation of one regime's budget over its ranking. Walks the ranked groups in order with
// the declared boundary policy (stop, skip, partial grant, award in full); a group the scheme
// leaves tied is walked in every order its members could take, and a member whose outcome
// differs between orders is indeterminate — so is every later application whose outcome then
// depends on it. Pro rata shares the budget in proportion, rounded exactly as declared.
import { Decimal, mulDivRound, ZERO } from "../decimal.js";
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

export interface State {
  readonly remaining: Decimal | null; // null: unlimited
  readonly stopped: boolean;
  /** what is left of each quota, in the order the allocation declares them */
  readonly quotas?: readonly Decimal[];
}

/** The quotas of an allocation: their names, and which of them apply to an application. */
export interface Quotas {
  readonly names: readonly string[];
  readonly limits: readonly Decimal[];
  readonly of: (a: Assessment) => readonly number[];
}

const NO_QUOTAS: readonly number[] = [];

/** Why an application after the allocation stopped is not funded. */
export const STOPPED = "allocation stopped at an earlier application that did not fit";

const MAX_STATES = 256;
const MAX_NODES = 1 << 16;

export function stepOne(state: State, amount: Decimal, policy: BoundaryPolicy, quotas: readonly number[] = NO_QUOTAS, names: readonly string[] = []): { out: Outcome; next: State } {
  const R = state.remaining;
  if (state.stopped) return { out: { status: "not_funded", amount: ZERO, why: STOPPED, remainingBefore: R }, next: state };
  // a quota used up leaves the application out, whatever the boundary policy; the walk goes on
  const full = quotas.find((q) => state.quotas![q]!.lt(amount));
  if (full !== undefined) return { out: { status: "not_funded", amount: ZERO, why: `the quota '${names[full]}' has ${state.quotas![full]!.toString()} left, less than the amount`, remainingBefore: R }, next: state };
  const spend = (next: { remaining: Decimal | null; stopped: boolean }, granted: Decimal): State =>
    quotas.length === 0 ? (state.quotas ? { ...next, quotas: state.quotas } : next) : { ...next, quotas: state.quotas!.map((left, i) => (quotas.includes(i) ? left.minus(granted) : left)) };
  if (R === null || amount.lte(R)) {
    return { out: { status: "funded", amount, why: "fits in the remaining budget", remainingBefore: R }, next: spend({ remaining: R === null ? null : R.minus(amount), stopped: false }, amount) };
  }
  switch (policy) {
    case "stop":
      return { out: { status: "not_funded", amount: ZERO, why: "does not fit in the remaining budget; allocation stops here", remainingBefore: R }, next: { remaining: R, stopped: true } };
    case "skip":
      return { out: { status: "not_funded", amount: ZERO, why: "does not fit in the remaining budget; passed over", remainingBefore: R }, next: state };
    case "partial":
      if (R.gt(0)) return { out: { status: "partially_funded", amount: R, why: "granted the remaining budget in part", remainingBefore: R }, next: spend({ remaining: new Decimal(0), stopped: true }, R) };
      return { out: { status: "not_funded", amount: ZERO, why: "the budget is exhausted", remainingBefore: R }, next: { remaining: R, stopped: true } };
    case "full":
      // what is left goes negative: the award in full passes the budget by that much
      return { out: { status: "funded", amount, why: "awarded in full at the boundary, beyond the budget", remainingBefore: R }, next: spend({ remaining: R.minus(amount), stopped: true }, amount) };
  }
}

function key(s: State): string {
  return `${s.remaining === null ? "∞" : s.remaining.toString()}|${s.stopped ? 1 : 0}${s.quotas ? "|" + s.quotas.join("|") : ""}`;
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

export function walk(groups: readonly RankedGroup[], budget: Decimal | null, policy: BoundaryPolicy, amount: (a: Assessment) => Decimal, quotas?: Quotas): WalkResult {
  let states: State[] = [{ remaining: budget, stopped: false, ...(quotas?.limits.length ? { quotas: quotas.limits } : {}) }];
  const ctx: Ctx = { policy, amount, quotasOf: quotas?.of ?? (() => NO_QUOTAS), names: quotas?.names ?? [] };
  /** set when the possible states could no longer be tracked exactly: every later outcome is open */
  let lost = false;
  let remainingOpen = false;
  const outcomes = new Map<Assessment, Outcome>();
  const indeterminate = new Map<Assessment, Decimal>();
  const open = (a: Assessment, best: Decimal, remainingBefore: Decimal | null) => {
    indeterminate.set(a, best);
    outcomes.set(a, { status: "indeterminate", amount: ZERO, why: "the outcome depends on the order of a tie the law does not break", remainingBefore });
  };
  for (const g of groups) {
    const members = g.members.filter((a) => !a.keptRanked);
    if (members.length === 0) continue;
    if (lost) {
      for (const a of members) open(a, amount(a), null);
      continue;
    }
    if (members.length === 1 && states.length === 1) {
      // the common case: one application, one possible state — no set of states to keep
      const a = members[0]!;
      const { out, next: n } = stepOne(states[0]!, amount(a), policy, ctx.quotasOf(a), ctx.names);
      outcomes.set(a, out);
      states = [n];
      continue;
    }
    const seen = new Map<Assessment, Outcome[]>();
    const next = new Map<string, State>();
    if (members.length === 1) {
      const a = members[0]!;
      const outs: Outcome[] = [];
      for (const st of states) {
        const { out, next: n } = stepOne(st, amount(a), policy, ctx.quotasOf(a), ctx.names);
        outs.push(out);
        next.set(key(n), n);
      }
      seen.set(a, outs);
    } else {
      for (const st of states) {
        const t = tiedGroup(members, st, ctx);
        for (const [a, outs] of t.outcomes) seen.set(a, [...(seen.get(a) ?? []), ...outs]);
        for (const f of t.finals) next.set(key(f), f);
        if (t.lost) lost = true;
      }
    }
    for (const [a, outs] of seen) {
      if (outs.every((o) => same(o, outs[0]!))) outcomes.set(a, outs[0]!);
      else open(a, outs.reduce((m, o) => (o.amount.gt(m) ? o.amount : m), new Decimal(0)), outs[0]!.remainingBefore);
    }
    states = [...next.values()];
    if (states.length > 1 && states.every((st) => st.stopped)) {
      // once every order has stopped, the rest is decided; only the money left stays open
      remainingOpen = true;
      states = [states[0]!];
    }
    if (states.length > MAX_STATES) lost = true;
  }
  const finals = new Set(states.map(key));
  const finalRemaining = lost || remainingOpen || finals.size !== 1 ? "indeterminate" : states[0]!.remaining;
  return { outcomes, indeterminate, finalRemaining };
}


function outcome(status: Status, amount: Decimal, why: string, remainingBefore: Decimal | null): Outcome {
  return { status, amount, why, remainingBefore };
}

/**
 * The outcomes of a tied group in every order its members could take, from one state. What the
 * policies decide whatever the order is computed directly (the group is stopped out, fits whole,
 * or meets the boundary under stop, partial or full); under skip a group that does not fit is
 * walked in every order (everyOrder), and only when that is too large are its members left
 * open and the budget no longer followed (`lost`).
 */
interface Ctx {
  readonly policy: BoundaryPolicy;
  readonly amount: (a: Assessment) => Decimal;
  readonly quotasOf: (a: Assessment) => readonly number[];
  readonly names: readonly string[];
}

function tiedGroup(members: Assessment[], st: State, ctx: Ctx): { outcomes: Map<Assessment, Outcome[]>; finals: State[]; lost: boolean } {
  const { policy, amount } = ctx;
  const outcomes = new Map<Assessment, Outcome[]>();
  const R = st.remaining;
  const sum = members.reduce((t, a) => t.plus(amount(a)), ZERO);
  const set = (a: Assessment, ...outs: Outcome[]) => outcomes.set(a, outs);
  if (st.stopped) {
    for (const a of members) set(a, outcome("not_funded", ZERO, STOPPED, R));
    return { outcomes, finals: [st], lost: false };
  }
  if (!st.quotas && (R === null || sum.lte(R))) {
    for (const a of members) set(a, outcome("funded", amount(a), "fits in the remaining budget", R));
    return { outcomes, finals: [{ remaining: R === null ? null : R.minus(sum), stopped: false }], lost: false };
  }
  // exact when the orders can be followed; what follows is for groups too large for that
  const exact = everyOrder(members, [st], ctx);
  if (exact) return { outcomes: exact.outcomes, finals: exact.finals, lost: false };
  if (st.quotas) {
    // the shortcuts below do not follow quotas: leave the group open and stop following the budget
    for (const a of members) set(a, outcome("indeterminate", amount(a), "depends on the order of the tie", R));
    return { outcomes, finals: [], lost: true };
  }
  if (R === null) return { outcomes, finals: [st], lost: true }; // an unlimited budget without quotas fits every group
  const funded = (a: Assessment) => outcome("funded", amount(a), "fits in the remaining budget", R);
  const open = (a: Assessment) => outcome("indeterminate", policy === "partial" ? Decimal.min(amount(a), R) : amount(a), "depends on the order of the tie", R);
  switch (policy) {
    case "stop": {
      // a member that fits on its own may come first; any member may come after the stop
      const notFunded = outcome("not_funded", ZERO, "does not fit in the remaining budget; allocation stops here", R);
      let someFit = false;
      for (const a of members) {
        if (amount(a).lte(R)) {
          someFit = true;
          set(a, funded(a), notFunded);
        } else set(a, notFunded);
      }
      // every order stops inside the group; what is left depends on the order when some fit
      return { outcomes, finals: someFit ? [{ remaining: R, stopped: true }, { remaining: ZERO, stopped: true }] : [{ remaining: R, stopped: true }], lost: false };
    }
    case "partial":
      if (R.lte(0)) {
        for (const a of members) set(a, outcome("not_funded", ZERO, "the budget is exhausted", R));
        return { outcomes, finals: [{ remaining: R, stopped: true }], lost: false };
      }
      // every member may come first (funded or partial) or later (less, or nothing)
      for (const a of members) set(a, amount(a).lte(R) ? funded(a) : outcome("partially_funded", R, "granted the remaining budget in part", R), open(a));
      return { outcomes, finals: [{ remaining: ZERO, stopped: true }], lost: false };
    case "full":
      // a member is left out only if the others alone can pass the budget before it
      for (const a of members) sum.minus(amount(a)).gt(R) ? set(a, funded(a), open(a)) : set(a, funded(a));
      // how far past the budget depends on the order: two markers make what is left open
      return { outcomes, finals: [{ remaining: ZERO, stopped: true }, { remaining: R.minus(sum), stopped: true }], lost: false };
    case "skip": {
      const fitting = members.filter((a) => amount(a).lte(R));
      const never = outcome("not_funded", ZERO, "does not fit in the remaining budget; passed over", R);
      for (const a of members) if (!fitting.includes(a)) set(a, never);
      const fitSum = fitting.reduce((t, a) => t.plus(amount(a)), ZERO);
      if (fitSum.lte(R)) {
        for (const a of fitting) set(a, funded(a));
        return { outcomes, finals: [{ remaining: R.minus(fitSum), stopped: false }], lost: false };
      }
      const fit = everyOrder(fitting, [st], ctx);
      if (fit) {
        for (const [a, outs] of fit.outcomes) outcomes.set(a, outs);
        return { outcomes, finals: fit.finals, lost: false };
      }
      for (const a of fitting) set(a, funded(a), open(a));
      return { outcomes, finals: [], lost: true };
    }
  }
}

/**
 * Every order of a tied group too large to list its orders: members asking the same amount are
 * interchangeable, so it is enough to know how many of each amount went before. reach[i] holds
 * the states after walking count_k(i) members of each amount k in some order; a member of
 * amount k meets every state of every i with fewer than all members of amount k. Undefined when
 * the group has too many different amounts for that.
 */
function everyOrder(members: Assessment[], from: readonly State[], ctx: Ctx): { outcomes: Map<Assessment, Outcome[]>; finals: State[] } | undefined {
  const { policy, amount } = ctx;
  // members asking the same amount under the same quotas are interchangeable
  const classes: { amount: Decimal; quotas: readonly number[]; members: Assessment[]; outs: Map<string, Outcome> }[] = [];
  for (const a of members) {
    const q = ctx.quotasOf(a);
    const c = classes.find((k) => k.amount.eq(amount(a)) && k.quotas.join() === q.join());
    if (c) c.members.push(a);
    else classes.push({ amount: amount(a), quotas: q, members: [a], outs: new Map() });
  }
  const stride: number[] = [];
  let size = 1;
  for (const c of classes) {
    stride.push(size);
    size *= c.members.length + 1;
    if (size > MAX_NODES) return undefined;
  }
  const reach: Map<string, State>[] = Array.from({ length: size }, () => new Map());
  for (const s of from) reach[0]!.set(key(s), s);
  for (let i = 0; i < size; i++) {
    classes.forEach((c, k) => {
      if (Math.floor(i / stride[k]!) % (c.members.length + 1) === c.members.length) return;
      for (const st of reach[i]!.values()) {
        const { out, next } = stepOne(st, c.amount, policy, c.quotas, ctx.names);
        c.outs.set(`${out.status}|${out.amount.toString()}`, out);
        reach[i + stride[k]!]!.set(key(next), next);
      }
    });
  }
  const outcomes = new Map<Assessment, Outcome[]>();
  for (const c of classes) for (const a of c.members) outcomes.set(a, [...c.outs.values()]);
  return { outcomes, finals: [...reach[size - 1]!.values()] };
}

/**
 * Classes of equals (the same position, and with `byRemainder` the same exact remainder) that a
 * leftover or given-back step split: within them the order of ids decided, not the law.
 */
function splitClasses<T extends { a: Assessment; frac: Decimal }>(shares: readonly T[], byRemainder: boolean, touched: (x: T) => boolean): Assessment[][] {
  const classes = new Map<string, T[]>();
  for (const x of shares) {
    const k = `${x.a.position}|${byRemainder ? x.frac.toString() : ""}`;
    classes.set(k, [...(classes.get(k) ?? []), x]);
  }
  const out: Assessment[][] = [];
  for (const members of classes.values()) {
    const n = members.filter(touched).length;
    if (n > 0 && n < members.length) out.push(members.map((x) => x.a));
  }
  return out;
}

export interface ProRataResult {
  readonly outcomes: Map<Assessment, Outcome>;
  /** classes of equals among whom the leftover steps were shared out by id order */
  readonly arbitrary?: Assessment[][];
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
    awarded = awarded.plus(v);
    // the remainder a·budget/total − v over the common denominator total, so that equal
    // remainders compare equal (a 34-digit quotient rounds them at different places)
    return { a, v, frac: amount(a).times(budget).minus(v.times(total)), gaveBack: false };
  });
  const arbitrary: Assessment[][] = [];
  if (rounding.remainder !== "unallocated") {
    let left = budget.minus(awarded);
    const order = rounding.remainder === "largest_remainder" ? [...shares].sort((x, y) => y.frac.cmp(x.frac)) : [...shares];
    const given = new Set<Assessment>();
    for (const s of order) {
      if (left.lt(step)) break;
      s.v = s.v.plus(step);
      given.add(s.a);
      left = left.minus(step);
      awarded = awarded.plus(step);
    }
    // Where the leftover steps ran out inside a class of equals (equal remainders, or a tie the
    // ranking leaves), who got one was decided by id order, not by the law: report it.
    arbitrary.push(...splitClasses(shares, rounding.remainder === "largest_remainder", (x) => given.has(x.a)));
  }
  // Rounding up (or half up) can pass the budget: the budget is never exceeded, so the shares
  // rounded up the most give back one step each, the latest in the ranking first.
  if (awarded.gt(budget)) {
    const order = shares.map((x, i) => ({ x, i })).sort((p, q) => p.x.frac.cmp(q.x.frac) || q.i - p.i);
    for (const { x } of order) {
      if (awarded.lte(budget)) break;
      if (x.v.lt(step)) continue;
      x.v = x.v.minus(step);
      awarded = awarded.minus(step);
      x.gaveBack = true;
    }
  }
  arbitrary.push(...splitClasses(shares, true, (x) => x.gaveBack));
  for (const s of shares) outcomes.set(s.a, { status: "pro_rata", amount: s.v, why: `pro rata: ${amount(s.a).toString()} × ${budget.toString()} / ${total.toString()}, rounded ${rounding.mode.replace("_", " ")} to ${rounding.step}${s.gaveBack ? `, less ${rounding.step} so that the shares stay within the budget` : ""}`, remainingBefore: budget });
  return { outcomes, coefficient: budget.div(total), awarded, arbitrary };
}
