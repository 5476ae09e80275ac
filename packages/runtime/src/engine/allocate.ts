// Allocation of one regime's budget over its ranking. Walks the ranked groups in order with the
// declared boundary policy (stop, skip, partial grant, award in full); a group the scheme leaves
// tied is walked in every order its members could take, and a member whose outcome differs
// between orders is indeterminate — so is every later application whose outcome then depends on
// it. Written once over `Arith` (arith.ts): minor units or Decimals. Pro rata is prorata.ts.
import type { BoundaryPolicy } from "../spec.js";
import type { Decimal } from "../decimal.js";
import type { AmountColumn, Arith, OptionalColumn } from "./arith.js";
import { GROUP_START, type Ranking } from "./rank.js";
import { beforeTie, sameOutcome } from "./walkOrders.js";
import { tiedGroup, wholeGroup } from "./tiedGroups.js";
import { RowSet } from "./rowSet.js";
import { exhaustedAfter, openTieNoter, type OpenTies } from "./openTies.js";
import { FUNDED, INDETERMINATE, KEPT_ROW, NOT_FUNDED, STOPPED, DOES_NOT_FIT_SKIP, FITS, OPEN, UNLIMITED, keyOf, stepOne, type Outcome, type PartialMinimum, type QuotaNames, type State, type StopWords } from "./step.js";
// the step of one application, its statuses and reasons (step.ts), as the engine has always imported them from here
export type { OpenTies } from "./openTies.js";
export { FUNDED, INDETERMINATE, KEPT_ROW, NOT_FUNDED, PARTIAL, PRO_RATA, RESERVE, STATUS, STOPPED, keyOf, stepOne, type Outcome, type PartialMinimum, type QuotaNames, type State, type StopWords } from "./step.js";

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
  /**
   * what the quotas have left after the walk, where every order of its ties leaves the same (a
   * tie left open inside a stage may have spent of a quota: stages.ts passes this on); absent
   * without quotas, or where it depends on a tie
   */
  readonly finalQuotas?: readonly V[];
  /**
   * where what is left depends on a tie the walk followed in every order, without quotas: each
   * remainder an order may leave, once (stages.ts walks the later stages once per remainder);
   * absent where the walk lost the tie's orders or what is left is one amount
   */
  readonly finalRemainders?: readonly V[];
  /** the rows whose `before` is the most any order of their unbroken tie leaves them (Outcome.atMost); absent where none is */
  readonly atMost?: ReadonlySet<number>;
  /** the rows refused as their remainder was below the minimum for a partial grant (Outcome.belowMinimum); absent where none is */
  readonly belowMinimum?: ReadonlySet<number>;
  /** the members of each tie left open (some member indeterminate): how many of those left open end not funded (reserve.ts); absent where no tie is open */
  readonly openTies?: OpenTies;
}


/**
 * The `kept` of a walk where no row is kept: one function for every walk, not a closure made per
 * walk — a walk's loops call `kept` per row, and a new closure there each run is a new call target
 * that throws away the optimized code of the run before.
 */
export const neverKept = (_r: number): boolean => false;

/** Row r's figure of each quota of a figure (§14.5), for stepOne; undefined where the allocation has none. */
export function figureOf<V>(w: { readonly figures?: readonly (ArrayLike<V> | undefined)[] }, r: number): ((q: number) => V | undefined) | undefined {
  const fs = w.figures;
  return fs ? (q) => fs[q]?.[r] : undefined;
}

/** What a walk reads of a regime's rows (the straddle test of a boundary-only tie-break too). */
export interface Walkable<V> {
  readonly arith: Arith<V>;
  /** per row: the amount asked */
  readonly asks: ArrayLike<V>;
  readonly budget: V | null;
  readonly policy: BoundaryPolicy;
  /** per row: kept ranked below a threshold (not walked); `neverKept` where none is */
  readonly kept: (r: number) => boolean;
  readonly limits: readonly V[];
  /** per row: the quotas that apply, as bits */
  readonly quotaBits?: Int32Array;
  /** per quota of a figure (`at most … of fy1`, §14.5), per row: what its grant draws from the quota; undefined for a quota of the amount */
  readonly figures?: readonly (ArrayLike<V> | undefined)[];
  /** `at boundary partial at least …` (step.ts): the least remainder offered as a partial grant */
  readonly minimum?: PartialMinimum;
  /** first come (engine/fcfs.ts): a tie straddles where what its moment's applications requested passes what is left */
  readonly overshoot?: Overshoot;
  /**
   * false: a tie walked in every order (walkOrders.ts everyOrder) is not followed for how many of
   * its members each order leaves not funded — only a reserve list reads that (openTies.ts), and
   * following it costs a set per state and count of the tie; its open ties are then noted with
   * `unfunded: null`. Default: followed (bisect36: seed001, which has no reserve list, paid it).
   */
  readonly countsUnfunded?: boolean;
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
  /** the words of where a walk under `stop` stops (step.ts; default: the allocation's) */
  readonly stops?: StopWords;
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

/** The distinct remainders of some states, in the order met; undefined where one is unlimited. */
function remaindersOf<V>(a: Arith<V>, states: readonly State<V>[]): V[] | undefined {
  const seen = new Map<string, V>();
  for (const st of states) {
    if (st.remaining === null) return undefined;
    seen.set(a.key(st.remaining), st.remaining);
  }
  return [...seen.values()];
}

/** Walks the ranking; ties the scheme leaves open are followed in every order (tiedGroup). */
export function walk<V>(w: WalkInput<V>): Walked<V> {
  const { arith: a, ranking, asks, policy } = w;
  const n = ranking.order.length;
  const size = w.size ?? n;
  const { status, granted, why, before } = w.into ?? { status: new Uint8Array(size), granted: a.grants(size), why: new Array<string>(size).fill(STOPPED), before: a.column(size) };
  const contingent = new Map<number, V>();
  const quotaRefused = new Map<number, number>();
  // (a byte per row: after a stop whose orders left different amounts it holds every row after, rowSet.ts)
  const atMost = new RowSet(status.length);
  const belowMinimum = new Set<number>();
  const bitsOf = (r: number): number => (w.quotaBits && w.quotaBits.length ? w.quotaBits[r]! : 0);
  const record = (r: number, o: Outcome<V>): void => {
    status[r] = o.status;
    granted[r] = o.amount;
    why[r] = o.why;
    before.set(r, o.before);
    if (o.atMost) atMost.add(r);
    if (o.belowMinimum) belowMinimum.add(r);
    else if (belowMinimum.size) belowMinimum.delete(r);
    if (o.quota !== undefined) quotaRefused.set(r, o.quota);
    // offered a reduced award whose answer is not recorded: what it would receive if it accepts (step.ts)
    if (o.offered !== undefined) contingent.set(r, o.offered);
  };
  const open = (r: number, best: V, remainingBefore: V | null, most = false): void => {
    contingent.set(r, best);
    record(r, { status: INDETERMINATE, amount: a.zero, why: OPEN, before: remainingBefore, ...(most ? { atMost: true } : {}) });
  };
  const openTies = new Map<number, { unfunded: readonly number[] | null }>();
  const noteOpen = openTieNoter(status, openTies);
  let states: State<V>[] = [{ remaining: w.budget, stopped: false, ...(w.limits.length ? { quotas: w.limits } : {}) }];
  let lost = false;
  let remainingOpen = false;
  /** the states when every order had stopped, before they were folded into one (their remainders stay open) */
  let stoppedAt: State<V>[] | undefined;
  let stopRow: number | undefined;
  // the position from which every row is told the most any order left when the walk stopped
  let stoppedAtMost = -1;
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
          why[r] = R === null ? UNLIMITED : FITS;
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
        const { out, next } = stepOne(a, states[0]!, asks[meets]!, policy, 0, undefined, w.stops, w.minimum, meets);
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
      noteOpen(members, null);
      continue;
    }
    if (members.length === 1 && states.length === 1) {
      const r = members[0]!;
      const { out, next } = stepOne(a, states[0]!, asks[r]!, policy, bitsOf(r), w.names, w.stops, w.minimum, r, figureOf(w, r));
      record(r, out);
      if (next.stopped && !states[0]!.stopped) stopRow = r;
      states[0] = next;
      continue;
    }
    // a tie from one state that every order decides alike (tiedGroup's first two cases: the
    // walk has stopped, or the whole group fits), recorded in place without its outcome lists
    const whole = states.length === 1 && noQuotas ? wholeGroup(a, states[0]!, members, asks, policy, status, granted, why, before, atMost) : undefined;
    if (whole) {
      states[0] = whole;
      continue;
    }
    const seen = new Map<number, Outcome<V>[]>();
    const next = new Map<string, State<V>>();
    // how many of the group the orders leave not funded (null: not followed)
    let unfunded: Set<number> | null = new Set<number>();
    if (members.length === 1) {
      const r = members[0]!;
      const outs: Outcome<V>[] = [];
      for (const st of states) {
        const s = stepOne(a, st, asks[r]!, policy, bitsOf(r), w.names, w.stops, w.minimum, r, figureOf(w, r));
        outs.push(s.out);
        unfunded.add(s.out.status === NOT_FUNDED ? 1 : 0);
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
        if (t.unfunded && unfunded) for (const u of t.unfunded) unfunded.add(u);
        else unfunded = null;
      }
    }
    // an open member is told what was left before the tie (from every state: beforeTie), not one order's remainder
    const tie = beforeTie(a, states);
    for (const [r, outs] of seen) {
      const first = outs[0]!;
      if (outs.every((o) => o.status === first.status && a.cmp(o.amount, first.amount) === 0)) record(r, outs.length === 1 ? first : outs.reduce((m, o) => (o.why === m.why || (o.quota !== undefined && o.quota === m.quota) ? sameOutcome(a, o, m) : m)));
      else open(r, outs.reduce((m, o) => (a.cmp(o.amount, m) > 0 ? o.amount : m), a.zero), tie.before, tie.atMost);
    }
    noteOpen(members, unfunded);
    states = [...next.values()];
    if (states.length > 1 && states.every((st) => st.stopped)) {
      // once every order has stopped, the rest is decided; only the money left stays open. The
      // state kept is the one that left the most: where the orders left different amounts, every
      // row after it is told that most, marked (atMost: "left when the allocation stopped: at
      // most …, whichever order the tie takes"), not one order's remainder (fix29)
      remainingOpen = true;
      stoppedAt = states;
      const most = states.reduce((m, st) => (m.remaining === null || st.remaining === null || a.cmp(st.remaining, m.remaining) <= 0 ? m : st));
      if (states.some((st) => st.remaining !== null && most.remaining !== null && a.cmp(st.remaining, most.remaining) !== 0)) stoppedAtMost = p;
      states = [most];
    }
    if (states.length > MAX_STATES) lost = true;
  }
  if (stoppedAtMost >= 0) for (let x = stoppedAtMost; x < n; x++) if (!w.kept(order[x]!)) atMost.add(order[x]!);
  if (stopRow === undefined && policy === "partial" && !lost && (stoppedAt ?? states).every((st) => st.stopped && st.remaining !== null && a.cmp(st.remaining, a.zero) === 0)) exhaustedAfter(order, status, why);
  const finals = new Set(states.map((s) => keyOf(a, s)));
  const settled = !lost && !remainingOpen && finals.size === 1;
  const finalRemaining = settled ? states[0]!.remaining : "indeterminate";
  const finalQuotas = settled ? states[0]!.quotas : undefined;
  const finalRemainders = settled || lost || !noQuotas ? undefined : remaindersOf(a, stoppedAt ?? states);
  return { status, granted, why, before, contingent, quotaRefused, stopRow, finalRemaining, ...(finalQuotas ? { finalQuotas } : {}), ...(finalRemainders ? { finalRemainders } : {}), ...(atMost.size ? { atMost } : {}), ...(belowMinimum.size ? { belowMinimum } : {}), ...(openTies.size ? { openTies } : {}) };
}
