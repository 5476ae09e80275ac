// Allocation of one regime's budget over its ranking. Walks the ranked groups in order with the
// declared boundary policy (stop, skip, partial grant, award in full); a group the scheme leaves
// tied is walked in every order its members could take, and a member whose outcome differs
// between orders is indeterminate — so is every later application whose outcome then depends on
// it. Written once over `Arith` (arith.ts): minor units or Decimals. Pro rata is prorata.ts.
import type { BoundaryPolicy, Status } from "../spec.js";
import type { Decimal } from "../decimal.js";
import type { AmountColumn, Arith, OptionalColumn } from "./arith.js";
import { GROUP_START, type Ranking } from "./rank.js";
import { everyOrder } from "./walkOrders.js";

/** Statuses of ranked rows by their code (`Walked.status`); 0, not funded, is the default. */
export const NOT_FUNDED = 0;
export const FUNDED = 1;
export const PARTIAL = 2;
export const RESERVE = 3;
export const PRO_RATA = 4;
export const INDETERMINATE = 5;
/** a row kept ranked below a threshold: not walked */
export const KEPT_ROW = 6;
export const STATUS: readonly Status[] = ["not_funded", "funded", "partially_funded", "reserve", "pro_rata", "indeterminate", "below_threshold"];

/** Why an application after the allocation stopped is not funded. */
export const STOPPED = "allocation stopped at an earlier application that did not fit";
const FITS = "fits in the remaining budget";
const DOES_NOT_FIT_STOP = "does not fit in the remaining budget; allocation stops here";
const DOES_NOT_FIT_SKIP = "does not fit in the remaining budget; passed over";
const PARTLY = "granted the remaining budget in part";
const EXHAUSTED = "the budget is exhausted";
const BEYOND = "awarded in full at the boundary, beyond the budget";
const OPEN = "the outcome depends on the order of a tie the law does not break";
const REACHED = "the budget was reached by the applications before it: allocation stops";
const REACHES = "fits in the remaining budget and uses it up exactly: allocation stops after it";
const CROSSES = "reaches the budget: funded in full beyond it, and allocation stops after it";

export interface Outcome<V> {
  readonly status: number;
  readonly amount: V;
  readonly why: string;
  readonly before: V | null;
  /** the quota that refused it, by its index */
  readonly quota?: number;
}

export interface State<V> {
  readonly remaining: V | null; // null: unlimited
  readonly stopped: boolean;
  /** what is left of each quota, in the order the allocation declares them */
  readonly quotas?: readonly V[];
}

/** Quotas as refusals name them: their titles, and amounts printed with their unit. */
export interface QuotaNames<V> {
  readonly names: readonly string[];
  readonly format: (v: V) => string;
}

/** One application's step of the walk from one state. `bits`: the quotas that apply to it. */
export function stepOne<V>(a: Arith<V>, state: State<V>, amount: V, policy: BoundaryPolicy, bits = 0, names?: QuotaNames<V>): { out: Outcome<V>; next: State<V> } {
  const R = state.remaining;
  if (state.stopped) return { out: { status: NOT_FUNDED, amount: a.zero, why: STOPPED, before: R }, next: state };
  const quotas = state.quotas;
  // a quota used up leaves the application out, whatever the boundary policy; the walk goes on
  if (bits !== 0 && quotas) {
    for (let q = 0; q < quotas.length; q++) {
      if (bits & (1 << q) && a.cmp(quotas[q]!, amount) < 0) {
        const f = (v: V): string => (names ? names.format(v) : a.key(v));
        const why = `the quota '${names?.names[q] ?? q}' has ${f(quotas[q]!)} left, less than the ${f(amount)} asked`;
        return { out: { status: NOT_FUNDED, amount: a.zero, why, before: R, quota: q }, next: state };
      }
    }
  }
  const spend = (remaining: V | null, stopped: boolean, granted: V): State<V> => {
    if (!quotas) return { remaining, stopped };
    if (bits === 0) return { remaining, stopped, quotas };
    return { remaining, stopped, quotas: quotas.map((left, q) => (bits & (1 << q) ? a.sub(left, granted) : left)) };
  };
  if (policy === "reach" && R !== null) {
    // funded in full while the budget is not yet reached; the one that reaches or passes it is
    // the last
    if (a.cmp(R, a.zero) <= 0) return { out: { status: NOT_FUNDED, amount: a.zero, why: REACHED, before: R }, next: { ...state, stopped: true } };
    const reaches = a.cmp(amount, R) >= 0;
    return { out: { status: FUNDED, amount, why: a.cmp(amount, R) > 0 ? CROSSES : reaches ? REACHES : FITS, before: R }, next: spend(a.sub(R, amount), reaches, amount) };
  }
  if (R === null || a.cmp(amount, R) <= 0) {
    return { out: { status: FUNDED, amount, why: FITS, before: R }, next: spend(R === null ? null : a.sub(R, amount), false, amount) };
  }
  switch (policy) {
    case "stop":
      return { out: { status: NOT_FUNDED, amount: a.zero, why: DOES_NOT_FIT_STOP, before: R }, next: { ...state, stopped: true } };
    case "skip":
      return { out: { status: NOT_FUNDED, amount: a.zero, why: DOES_NOT_FIT_SKIP, before: R }, next: state };
    case "partial":
      if (a.cmp(R, a.zero) > 0) return { out: { status: PARTIAL, amount: R, why: PARTLY, before: R }, next: spend(a.zero, true, R) };
      return { out: { status: NOT_FUNDED, amount: a.zero, why: EXHAUSTED, before: R }, next: { ...state, stopped: true } };
    case "full":
    case "reach":
      // what is left goes negative: the award in full passes the budget by that much
      return { out: { status: FUNDED, amount, why: BEYOND, before: R }, next: spend(a.sub(R, amount), true, amount) };
  }
}

/** The key of a state, for sets of states (walk, everyOrder). */
export function keyOf<V>(a: Arith<V>, s: State<V>): string {
  let k = `${s.remaining === null ? "∞" : a.key(s.remaining)}|${s.stopped ? 1 : 0}`;
  if (s.quotas) for (const q of s.quotas) k += "|" + a.key(q);
  return k;
}

/** What the walk recorded, per ranked row. */
export interface Walked<V> {
  /** STATUS codes */
  readonly status: Uint8Array;
  readonly granted: ArrayLike<V>;
  /** why it was granted or refused */
  readonly why: string[];
  /** what was left before it (null: unlimited, or not known after a tie the law leaves open) */
  readonly before: OptionalColumn<V>;
  /** an indeterminate row: what it would receive were the tie decided in its favour */
  readonly contingent: Map<number, V>;
  /** a row a quota refused: the quota's index */
  readonly quotaRefused: Map<number, number>;
  /** the row at which the allocation stopped, where one order of the walk decided it */
  readonly stopRow: number | undefined;
  readonly finalRemaining: V | null | "indeterminate";
}

/** What a walk reads of a regime's rows (the straddle test of a boundary-only tie-break too). */
export interface Walkable<V> {
  readonly arith: Arith<V>;
  /** per row: the amount asked */
  readonly asks: ArrayLike<V>;
  readonly budget: V | null;
  readonly policy: BoundaryPolicy;
  /** per row: kept ranked below a threshold (not walked) */
  readonly kept: (r: number) => boolean;
  readonly limits: readonly V[];
  /** per row: the quotas that apply, as bits */
  readonly quotaBits?: Int32Array;
  /** first come (engine/fcfs.ts): a tie straddles where what its moment's applications requested passes what is left */
  readonly overshoot?: Overshoot;
}

/** The declared reading of the overshoot of first come (engine/fcfs.ts). */
export interface Overshoot {
  /** per ranked row: the amount it requested */
  requested(r: number): Decimal;
  /** what the applications of row r's moment of receipt that are not ranked requested, together */
  extra(r: number): Decimal;
}

export interface WalkInput<V> extends Walkable<V> {
  readonly ranking: Ranking;
  readonly names?: QuotaNames<V>;
  /**
   * The rows the recorded columns cover (default: the ranking's length). A walk over part of a
   * regime's rows — one stage of its allocation (stages.ts) — ranks only those rows but records
   * them at their places among all.
   */
  readonly size?: number;
  /**
   * Columns to record in instead of new ones (stages.ts: one set for all its stages); each row
   * of the ranking must hold what new columns hold — not funded, zero, STOPPED, null — as the
   * walk leaves rows after a stop as they are.
   */
  readonly into?: WalkColumns<V>;
}

/** The columns a walk records in (`Walked`'s first four). */
export interface WalkColumns<V> {
  readonly status: Uint8Array;
  readonly granted: AmountColumn<V>;
  readonly why: string[];
  readonly before: OptionalColumn<V>;
}

const MAX_STATES = 256;

/** Walks the ranking; ties the scheme leaves open are followed in every order (tiedGroup). */
export function walk<V>(w: WalkInput<V>): Walked<V> {
  const { arith: a, ranking, asks, policy } = w;
  const n = ranking.order.length;
  const size = w.size ?? n;
  const { status, granted, why, before } = w.into ?? { status: new Uint8Array(size), granted: a.grants(size), why: new Array<string>(size).fill(STOPPED), before: a.column(size) };
  const contingent = new Map<number, V>();
  const quotaRefused = new Map<number, number>();
  const bitsOf = (r: number): number => (w.quotaBits && w.quotaBits.length ? w.quotaBits[r]! : 0);
  const record = (r: number, o: Outcome<V>): void => {
    status[r] = o.status;
    granted[r] = o.amount;
    why[r] = o.why;
    before.set(r, o.before);
    if (o.quota !== undefined) quotaRefused.set(r, o.quota);
  };
  const open = (r: number, best: V, remainingBefore: V | null): void => {
    contingent.set(r, best);
    record(r, { status: INDETERMINATE, amount: a.zero, why: OPEN, before: remainingBefore });
  };
  let states: State<V>[] = [{ remaining: w.budget, stopped: false, ...(w.limits.length ? { quotas: w.limits } : {}) }];
  let lost = false;
  let remainingOpen = false;
  let stopRow: number | undefined;
  const { order, flags } = ranking;
  const noQuotas = w.limits.length === 0;
  for (let p = 0; p < n; ) {
    let end = p + 1;
    while (end < n && !(flags[end]! & GROUP_START)) end++;
    if (end === p + 1 && states.length === 1 && noQuotas && !lost) {
      // the common case — applications one by one, one possible state, no quota — stepped in
      // place, what is left held here (no state object per step) while they fit or after the stop
      const st = states[0]!;
      const stopped = st.stopped;
      let R = st.remaining;
      let q = p;
      let meets = -1;
      for (; q < n && (q + 1 === n || (flags[q + 1]! & GROUP_START) !== 0); q++) {
        const r = order[q]!;
        if (w.kept(r)) {
          status[r] = KEPT_ROW;
          continue;
        }
        before.set(r, R);
        if (stopped) continue; // not funded, STOPPED: the defaults
        const ask = asks[r]!;
        const c = R === null ? -1 : a.cmp(ask, R);
        if (c < 0 || (c === 0 && policy !== "reach")) {
          status[r] = FUNDED;
          granted[r] = ask;
          why[r] = FITS;
          if (R !== null) R = a.sub(R, ask);
          continue;
        }
        if (policy === "skip") {
          // stepOne's skip: passed over, nothing spent, the walk goes on (not funded: the default)
          why[r] = DOES_NOT_FIT_SKIP;
          continue;
        }
        meets = r;
        break;
      }
      if (R !== st.remaining) states[0] = { remaining: R, stopped: false };
      p = q;
      if (meets >= 0) {
        // the application that meets the boundary
        const { out, next } = stepOne(a, states[0]!, asks[meets]!, policy);
        record(meets, out);
        if (next.stopped) stopRow = meets;
        states[0] = next;
        p++;
      }
      continue;
    }
    // the group's members: its positions of the ranking, unless some are kept (not walked)
    let members: ArrayLike<number> = order.subarray(p, end);
    let q = p;
    while (q < end && !w.kept(order[q]!)) q++;
    if (q < end) {
      const walked: number[] = [];
      for (let x = p; x < end; x++) {
        const r = order[x]!;
        if (w.kept(r)) status[r] = KEPT_ROW;
        else walked.push(r);
      }
      members = walked;
    }
    p = end;
    if (members.length === 0) continue;
    if (lost) {
      for (let x = 0; x < members.length; x++) open(members[x]!, asks[members[x]!]!, null);
      continue;
    }
    if (members.length === 1 && states.length === 1) {
      const r = members[0]!;
      const { out, next } = stepOne(a, states[0]!, asks[r]!, policy, bitsOf(r), w.names);
      record(r, out);
      if (next.stopped && !states[0]!.stopped) stopRow = r;
      states[0] = next;
      continue;
    }
    // a tie from one state that every order decides alike (tiedGroup's first two cases: the
    // walk has stopped, or the whole group fits), recorded in place without its outcome lists
    const whole = states.length === 1 && noQuotas ? wholeGroup(a, states[0]!, members, asks, policy, status, granted, why, before) : undefined;
    if (whole) {
      states[0] = whole;
      continue;
    }
    const seen = new Map<number, Outcome<V>[]>();
    const next = new Map<string, State<V>>();
    if (members.length === 1) {
      const r = members[0]!;
      const outs: Outcome<V>[] = [];
      for (const st of states) {
        const s = stepOne(a, st, asks[r]!, policy, bitsOf(r), w.names);
        outs.push(s.out);
        next.set(keyOf(a, s.next), s.next);
      }
      seen.set(r, outs);
    } else {
      const list = Array.from(members);
      for (const st of states) {
        const t = tiedGroup(w, list, st, bitsOf);
        for (const [r, outs] of t.outcomes) seen.set(r, [...(seen.get(r) ?? []), ...outs]);
        for (const f of t.finals) next.set(keyOf(a, f), f);
        if (t.lost) lost = true;
      }
    }
    for (const [r, outs] of seen) {
      const first = outs[0]!;
      if (outs.every((o) => o.status === first.status && a.cmp(o.amount, first.amount) === 0)) record(r, first);
      else open(r, outs.reduce((m, o) => (a.cmp(o.amount, m) > 0 ? o.amount : m), a.zero), first.before);
    }
    states = [...next.values()];
    if (states.length > 1 && states.every((st) => st.stopped)) {
      // once every order has stopped, the rest is decided; only the money left stays open
      remainingOpen = true;
      states = [states[0]!];
    }
    if (states.length > MAX_STATES) lost = true;
  }
  const finals = new Set(states.map((s) => keyOf(a, s)));
  const finalRemaining = lost || remainingOpen || finals.size !== 1 ? "indeterminate" : states[0]!.remaining;
  return { status, granted, why, before, contingent, quotaRefused, stopRow, finalRemaining };
}

/**
 * tiedGroup's first two cases from one state without quotas, recorded in place: the walk has
 * stopped, or the whole group fits. The state after the group, or undefined where the group
 * meets the boundary (tiedGroup then follows its orders).
 */
function wholeGroup<V>(a: Arith<V>, st: State<V>, members: ArrayLike<number>, asks: ArrayLike<V>, policy: BoundaryPolicy, status: Uint8Array, granted: AmountColumn<V>, why: string[], before: OptionalColumn<V>): State<V> | undefined {
  const R = st.remaining;
  const m = members.length;
  if (st.stopped) {
    for (let q = 0; q < m; q++) {
      const r = members[q]!;
      status[r] = NOT_FUNDED;
      granted[r] = a.zero;
      why[r] = STOPPED;
      before.set(r, R);
    }
    return st;
  }
  let sum = a.zero;
  for (let q = 0; q < m; q++) sum = a.add(sum, asks[members[q]!]!);
  if (R !== null) {
    const c = a.cmp(sum, R);
    if (c > 0 || (c === 0 && policy === "reach")) return undefined;
  }
  for (let q = 0; q < m; q++) {
    const r = members[q]!;
    status[r] = FUNDED;
    granted[r] = asks[r]!;
    why[r] = FITS;
    before.set(r, R);
  }
  return { remaining: R === null ? null : a.sub(R, sum), stopped: false };
}

function outcome<V>(status: number, amount: V, why: string, before: V | null): Outcome<V> {
  return { status, amount, why, before };
}

/**
 * The outcomes of a tied group in every order its members could take, from one state. What the
 * policies decide whatever the order is computed directly (the group is stopped out, fits whole,
 * or meets the boundary under stop, partial or full); under skip a group that does not fit is
 * walked in every order (everyOrder), and only when that is too large are its members left
 * open and the budget no longer followed (`lost`).
 */
function tiedGroup<V>(w: WalkInput<V>, members: number[], st: State<V>, bitsOf: (r: number) => number): { outcomes: Map<number, Outcome<V>[]>; finals: State<V>[]; lost: boolean } {
  const { arith: a, policy, asks } = w;
  const outcomes = new Map<number, Outcome<V>[]>();
  const R = st.remaining;
  let sum = a.zero;
  for (const r of members) sum = a.add(sum, asks[r]!);
  const set = (r: number, ...outs: Outcome<V>[]): void => void outcomes.set(r, outs);
  if (st.stopped) {
    for (const r of members) set(r, outcome(NOT_FUNDED, a.zero, STOPPED, R));
    return { outcomes, finals: [st], lost: false };
  }
  if (!st.quotas && (R === null || a.cmp(sum, R) < 0 || (a.cmp(sum, R) === 0 && policy !== "reach"))) {
    for (const r of members) set(r, outcome(FUNDED, asks[r]!, FITS, R));
    return { outcomes, finals: [{ remaining: R === null ? null : a.sub(R, sum), stopped: false }], lost: false };
  }
  // exact when the orders can be followed; what follows is for groups too large for that
  const exact = everyOrder(w, members, st, bitsOf);
  if (exact) return { outcomes: exact.outcomes, finals: exact.finals, lost: false };
  if (st.quotas) {
    // the shortcuts below do not follow quotas: leave the group open and stop following the budget
    for (const r of members) set(r, outcome(INDETERMINATE, asks[r]!, OPEN, R));
    return { outcomes, finals: [], lost: true };
  }
  if (R === null) return { outcomes, finals: [st], lost: true }; // an unlimited budget without quotas fits every group
  const funded = (r: number) => outcome(FUNDED, asks[r]!, FITS, R);
  const openOf = (r: number) => outcome(INDETERMINATE, policy === "partial" && a.cmp(asks[r]!, R) > 0 ? R : asks[r]!, OPEN, R);
  switch (policy) {
    case "stop": {
      // a member that fits on its own may come first; any member may come after the stop
      const notFunded = outcome(NOT_FUNDED, a.zero, DOES_NOT_FIT_STOP, R);
      let someFit = false;
      for (const r of members) {
        if (a.cmp(asks[r]!, R) <= 0) {
          someFit = true;
          set(r, funded(r), notFunded);
        } else set(r, notFunded);
      }
      // every order stops inside the group; what is left depends on the order when some fit
      return { outcomes, finals: someFit ? [{ remaining: R, stopped: true }, { remaining: a.zero, stopped: true }] : [{ remaining: R, stopped: true }], lost: false };
    }
    case "partial":
      if (a.cmp(R, a.zero) <= 0) {
        for (const r of members) set(r, outcome(NOT_FUNDED, a.zero, EXHAUSTED, R));
        return { outcomes, finals: [{ remaining: R, stopped: true }], lost: false };
      }
      // every member may come first (funded or partial) or later (less, or nothing)
      for (const r of members) set(r, a.cmp(asks[r]!, R) <= 0 ? funded(r) : outcome(PARTIAL, R, PARTLY, R), openOf(r));
      return { outcomes, finals: [{ remaining: a.zero, stopped: true }], lost: false };
    case "reach":
      if (a.cmp(R, a.zero) <= 0) {
        for (const r of members) set(r, outcome(NOT_FUNDED, a.zero, REACHED, R));
        return { outcomes, finals: [{ remaining: R, stopped: true }], lost: false };
      }
      // a member is left out only if the others alone can reach the budget before it
      for (const r of members) a.cmp(a.sub(sum, asks[r]!), R) >= 0 ? set(r, funded(r), openOf(r)) : set(r, funded(r));
      return { outcomes, finals: [{ remaining: a.zero, stopped: true }, { remaining: a.sub(R, sum), stopped: true }], lost: false };
    case "full":
      // a member is left out only if the others alone can pass the budget before it
      for (const r of members) a.cmp(a.sub(sum, asks[r]!), R) > 0 ? set(r, funded(r), openOf(r)) : set(r, funded(r));
      // how far past the budget depends on the order: two markers make what is left open
      return { outcomes, finals: [{ remaining: a.zero, stopped: true }, { remaining: a.sub(R, sum), stopped: true }], lost: false };
    case "skip": {
      const fitting = members.filter((r) => a.cmp(asks[r]!, R) <= 0);
      const never = outcome(NOT_FUNDED, a.zero, DOES_NOT_FIT_SKIP, R);
      for (const r of members) if (!fitting.includes(r)) set(r, never);
      let fitSum = a.zero;
      for (const r of fitting) fitSum = a.add(fitSum, asks[r]!);
      if (a.cmp(fitSum, R) <= 0) {
        for (const r of fitting) set(r, funded(r));
        return { outcomes, finals: [{ remaining: a.sub(R, fitSum), stopped: false }], lost: false };
      }
      const fit = everyOrder(w, fitting, st, bitsOf);
      if (fit) {
        for (const [r, outs] of fit.outcomes) outcomes.set(r, outs);
        return { outcomes, finals: fit.finals, lost: false };
      }
      for (const r of fitting) set(r, funded(r), openOf(r));
      return { outcomes, finals: [], lost: true };
    }
  }
}
