// Groups in allocation: applications that belong together by a key (members of one consortium,
// the applications of one applicant) walked as units. A unit is one application, or — where the
// scheme declares the group `together` — every ranked member of one group, asking the sum of its
// members' amounts and funded together or not at all. Caps per group (money, number of grants)
// refuse a unit that would pass them, and the walk goes on; a `together` group that straddles the
// budget under `at boundary partial` gets what is left, shared among its members pro rata with
// the declared rounding (prorata.ts), and nothing is funded after it. Ties between units the law
// leaves open are walked in every order, as allocate.ts walks ties of applications. Quotas (`at
// most X when …`) count the amounts of the applications of their category: a unit walked on its
// own meets them as allocate.ts's walk does; a `together` unit is charged, per quota, what its
// members in that category ask together, and is refused whole where that passes what is left of
// the quota (a group never straddles a quota: part of a consortium is not funded).
//
// The unit walk — units, one unit's step — is groupUnits.ts, the tie-break scope's walk unitWalk.ts,
// the key column groupKeys.ts, the walk's input and representation groupInput.ts, a tie's orders
// tieOrders.ts; here are the walk over a ranking and the totals per group.
import { FUNDED, INDETERMINATE, KEPT_ROW, PARTIAL, PRO_RATA, STOPPED, type Walked } from "./allocate.js";
import { MAX_TIED_UNITS, permutations, stateKey } from "./tieOrders.js";
import { unitsOf, unitStep, type GroupWalkInput, type GState, type Sink, type Step, type Units, type OtherGroup } from "./groupUnits.js";
import { startOf, type Ranking } from "./rank.js";
import type { Arith } from "./arith.js";
import { beforeTie } from "./walkOrders.js";
import { AND_NOR_BUDGET } from "./step.js";

export type { GroupWalkInput } from "./groupUnits.js";
export { unitWalk, type UnitWalk } from "./unitWalk.js";
export { GroupKeys, groupKeysFor } from "./groupKeys.js";
export { groupInput, groupsInDecimals, unitAsks } from "./groupInput.js";

/** What a group was granted, for the totals of a capped group. */
export interface GroupTotal {
  readonly limit?: string;
  readonly grants?: number;
  readonly awarded: string;
  readonly funded: number;
  readonly members: number;
}

/** Per row: the source the group's item that decided it cites (undefined: none did). */
export interface Cited {
  get(r: number): string | undefined;
}

export interface GroupWalked<V> extends Walked<V> {
  /** per key name, where a cap is declared: made when called (select.ts reads it when the totals are read) */
  readonly totals: (() => Record<string, GroupTotal>) | undefined;
  /** with further groups (§14.12 "Several groups"): each one's totals as `totals` gives the first's, in the order declared (undefined: a group without caps) */
  readonly moreTotals?: () => (Record<string, GroupTotal> | undefined)[];
  /** classes of equals among whom leftover steps of a shared grant fell by id order */
  readonly arbitrary: number[][];
  /** rows whose outcome an item of the group decided: the source that item cites */
  readonly cited: Cited;
  /** why row r was granted or refused what it was: `why[r]`, or for a funded member that text and its group's label, made now (Step.why) */
  readonly whyOf: (r: number) => string;
}

interface MemberOutcome<V> {
  readonly status: number;
  readonly amount: V;
  readonly why: string;
  readonly before: V | null;
  /** the source of the group's item that decided it */
  readonly source?: string | undefined;
  /** the quota that refused it, by its index */
  readonly quota?: number | undefined;
}

const MAX_STATES = 256;
const OPEN = "the outcome depends on the order of a tie the law does not break";

/** Walks the ranking unit by unit (see the head of this file). */
export function walkGroups<V>(w: GroupWalkInput<V>): GroupWalked<V> {
  const { arith: a, ranking, asks, spec } = w;
  // a stage's walk ranks some of the regime's rows: its columns are the regime's (`size`)
  const places = ranking.order.length;
  const n = w.size ?? places;
  const status = new Uint8Array(n);
  const granted = a.grants(n);
  const why = new Array<string>(n).fill("");
  const before = a.column(n);
  const contingent = new Map<number, V>();
  const arbitrary: number[][] = [];
  const together = spec.together !== undefined;
  const groupWord = spec.title ?? "group";
  const nameOf = (k: number): string => `${groupWord} '${((name) => spec.keyTitles?.[name] ?? name)(w.keyName(k))}'`;

  // the units, in the order of their first members
  for (let p = 0; p < places; p++) {
    const r = ranking.order[p]!;
    if (w.kept(r)) status[r] = KEPT_ROW;
  }
  const units = unitsOf(w, ranking.order, n, together);
  const { rows: unitRows, start: unitStart } = units;

  // each row's place, made when a shared grant's leftover steps first ask for a row's tie
  let place: Uint32Array | undefined;
  const placeOf = (): Uint32Array => {
    if (place) return place;
    place = new Uint32Array(n);
    for (let p = 0; p < places; p++) place[ranking.order[p]!] = p;
    return place;
  };
  const step = unitStep(w, units, (r) => startOf(ranking, placeOf()[r]!), arbitrary);

  // the source of each row an item decided, by its number in a list of the few the items cite
  const citing = new Uint8Array(n);
  const sources: string[] = [];
  const cited: Cited = { get: (r) => (citing[r] === 0 ? undefined : sources[citing[r]! - 1]) };
  const quotaRefused = new Map<number, number>();
  /** the rows whose `before` is the most any order of a tie before them (or theirs) leaves them (Walked.atMost) */
  const atMost = new Set<number>();
  // each row is recorded once (by the walk, or after the orders of its tie)
  const record: Sink<V> = (r, st, amount, text, b, source, quota) => {
    if (source !== undefined) {
      let i = sources.indexOf(source);
      if (i < 0) i = sources.push(source) - 1;
      citing[r] = i + 1;
    }
    if (quota !== undefined) quotaRefused.set(r, quota);
    status[r] = st;
    granted[r] = amount;
    why[r] = text;
    before.set(r, b);
  };
  const open = (r: number, best: V, b: V | null): void => {
    contingent.set(r, best);
    record(r, INDETERMINATE, a.zero, OPEN, b);
  };

  let states: GState<V>[] = [{ remaining: w.budget, stopped: false, delta: null, ...(w.limits.length ? { quotas: w.limits } : {}) }];
  let lost = false;
  let stopRow: number | undefined;
  /** the group whose shared grant used up the budget, where one did */
  let sharedBy: number | undefined;
  const run: number[] = [];
  /**
   * Whether every order of these tied units decides alike from `st` because they all fit: no
   * quota (tied units may share one), each unit a whole group or no cap per group (units of one
   * capped group may share its cap), and what the units not refused by the group's items ask
   * together is at most what is left (or the walk has stopped, or there is no budget).
   */
  const fitsWhole = (st: GState<V>, tied: readonly number[]): boolean => {
    if (st.quotas) return false;
    if (!together && (w.limit !== null || w.grants !== null || w.others)) return false;
    if (st.stopped || st.remaining === null) return true;
    let sum = a.zero;
    for (const v of tied) {
      const lead = unitRows[unitStart[v]!]!;
      let held = false;
      step(st, v, false, (r, _st, _amount, _why, _before, _source, _quota, h) => {
        if (r === lead) held = h === true;
      });
      if (!held) sum = a.add(sum, units.ask[v]!);
    }
    return a.cmp(sum, st.remaining) <= 0;
  };
  for (let u = 0; u < units.count; ) {
    if (!lost && states.length === 1) {
      // units alone at their places, from the walk's one state: stepped in place (stepAlone)
      const st = states[0]!;
      const was = st.stopped;
      const next = stepAlone(ranking, units.head, units.count, u, step, st, record);
      if (st.stopped && !was) {
        stopRow = unitRows[unitStart[next - 1]!]!;
        if (status[stopRow] === PRO_RATA) sharedBy = units.key[next - 1]!;
      }
      if (next !== u) {
        u = next;
        continue;
      }
    }
    // a run of units whose first members the ranking leaves tied
    const head = startOf(ranking, units.head[u]!);
    let end = u + 1;
    while (end < units.count && startOf(ranking, units.head[end]!) === head) end++;
    if (lost) {
      for (let x = unitStart[u]!; x < unitStart[end]!; x++) open(unitRows[x]!, asks[unitRows[x]!]!, null);
      u = end;
      continue;
    }
    if (end === u + 1 && states.length === 1) {
      const st = states[0]!;
      const was = st.stopped;
      const next = step(st, u, true, record);
      if (next.stopped && !was) {
        stopRow = unitRows[unitStart[u]!]!;
        if (status[stopRow] === PRO_RATA) sharedBy = units.key[u]!;
      }
      states[0] = next;
      u = end;
      continue;
    }
    run.length = 0;
    for (let x = u; x < end; x++) run.push(x);
    u = end;
    // past the bound a tie's orders are not enumerated, unless every order decides alike: where,
    // from every state, the units the group's items admit fit together in what is left, each is
    // funded whatever the order (one order is walked); otherwise its members are open
    const orders = run.length > MAX_TIED_UNITS && states.every((st) => fitsWhole(st, run)) ? [run.slice()] : undefined;
    if (run.length > MAX_TIED_UNITS && !orders) {
      lost = true;
      for (const v of run) for (let x = unitStart[v]!; x < unitStart[v + 1]!; x++) open(unitRows[x]!, asks[unitRows[x]!]!, null);
      continue;
    }
    const seen = new Map<number, MemberOutcome<V>[]>();
    const collect: Sink<V> = (r, st, amount, text, b, source, quota) => {
      const o: MemberOutcome<V> = { status: st, amount, why: text, before: b, source, quota };
      const list = seen.get(r);
      if (list) list.push(o);
      else seen.set(r, [o]);
    };
    const next = new Map<string, GState<V>>();
    for (const st of states) {
      for (const perm of orders ?? permutations(run)) {
        let s = st;
        for (const v of perm) s = step(s, v, false, collect);
        next.set(stateKey(a, s), s);
      }
    }
    // an open member is told what was left before the tie, as the walk without groups tells it
    // (allocate.ts), not what one order of the tie left it (drafter30's finding 2)
    const tie = beforeTie(a, states);
    for (const [r, outs] of seen) {
      const first = outs[0]!;
      if (outs.every((o) => o.status === first.status && a.cmp(o.amount, first.amount) === 0)) {
        // what was left before it, told truly of every order (as walkOrders.ts sameOutcome): where
        // the orders left it different amounts, the most of them, marked
        const { told, most } = toldOf(a, outs);
        record(r, told.status, told.amount, told.why, most ?? told.before, told.source, told.quota);
        if (most !== undefined) atMost.add(r);
        else if (atMost.size) atMost.delete(r);
      } else {
        open(r, outs.reduce((m, o) => (a.cmp(o.amount, m) > 0 ? o.amount : m), a.zero), tie.before);
        if (tie.atMost) atMost.add(r);
        else if (atMost.size) atMost.delete(r);
      }
    }
    states = [...next.values()];
    if (states.length === 1) step.settle(states[0]!);
    if (states.length > MAX_STATES) lost = true;
  }
  if (sharedBy !== undefined) {
    // those after it: the budget went to the group that straddled it (select.ts's wording is for one application)
    const text = `the budget was used up by the grant shared among the members of ${nameOf(sharedBy)}`;
    for (let r = 0; r < n; r++) if (why[r] === STOPPED) why[r] = text;
    stopRow = undefined;
  }
  const finals = new Set(states.map((s) => `${s.remaining === null ? "∞" : a.key(s.remaining)}`));
  const finalRemaining = lost || finals.size !== 1 ? "indeterminate" : states[0]!.remaining;

  let totals: (() => Record<string, GroupTotal>) | undefined;
  if ((w.limit !== null || w.grants !== null) && !lost && states.length === 1) totals = groupTotals(w, units, status, granted);
  const others = w.others;
  const moreTotals = others?.length && !lost && states.length === 1 ? () => others.map((o) => (o.limit !== null || o.grants !== null ? otherTotals(w.arith, o, units, status, granted) : undefined)) : undefined;
  return { status, granted, why, before, contingent, quotaRefused, stopRow, finalRemaining, totals, ...(moreTotals ? { moreTotals } : {}), arbitrary, cited, whyOf: (r) => step.why(r, why[r]!), ...(atMost.size ? { atMost } : {}) };
}

/**
 * Steps units u, u + 1, … from the walk's one state, in place, while each is alone at its place
 * of the ranking (the next unit's first member is not tied with its own); returns the unit it
 * stopped before: a tie's first, the end, or the one after a unit whose step stopped the walk
 * (the caller notes where). A loop of its own over the ranking's columns: compiled once, it stays
 * compiled from one run to the next.
 */
function stepAlone<V>(ranking: Ranking, head: Uint32Array, count: number, u: number, step: Step<V>, st: GState<V>, record: Sink<V>): number {
  while (u < count) {
    if (u + 1 < count && startOf(ranking, head[u + 1]!) === startOf(ranking, head[u]!)) return u;
    const was = st.stopped;
    step(st, u, true, record);
    u++;
    if (st.stopped && !was) return u;
  }
  return u;
}

/**
 * What each group was granted, how many of its members were funded and how many were walked, by
 * the group's name in text order, counted from the walk's columns when the totals are first read
 * (`whenRead`): a run read row by row may never ask for them. The columns are the selection's,
 * which the reserve list and first come go on to change after the walk, but not in what is
 * counted here: the reserve list turns rows not funded into reserve ones (neither funded nor
 * granted anything), first come changes only the reasons of rows not funded; `granted` is the
 * walk's alone.
 */
function groupTotals<V>(w: GroupWalkInput<V>, units: Units<V>, status: Uint8Array, granted: ArrayLike<V>): () => Record<string, GroupTotal> {
  const { count, rows, start } = units;
  const key = units.key;
  return () => countTotals(w, count, rows, start, key, status, granted);
}

/** A further group's totals (§14.12 "Several groups"): a unit is one application, counted under the further group's key (none: not counted). */
function otherTotals<V>(arith: Arith<V>, o: OtherGroup<V>, units: Units<V>, status: Uint8Array, granted: ArrayLike<V>): Record<string, GroupTotal> {
  const rows = new Uint32Array(units.count);
  const key = new Int32Array(units.count);
  let m = 0;
  for (let u = 0; u < units.count; u++) {
    const r = units.rows[units.start[u]!]!;
    const k = o.keyOfRow(r);
    if (k < 0) continue;
    rows[m] = r;
    key[m++] = k;
  }
  const start = Uint32Array.from({ length: m + 1 }, (_, x) => x);
  return countTotals({ arith, limit: o.limit, grants: o.grants, keyName: o.keyName }, m, rows, start, key, status, granted);
}

export function countTotals<V>(w: Pick<GroupWalkInput<V>, "arith" | "limit" | "grants" | "keyName">, count: number, rows: Uint32Array, start: Uint32Array, key: Int32Array, status: Uint8Array, granted: ArrayLike<V>): Record<string, GroupTotal> {
  const a = w.arith;
  let most = -1;
  for (let u = 0; u < count; u++) most = Math.max(most, key[u]!);
  // by key + 1 (a row without a key has key −1)
  const awarded = a.zeros(most + 2);
  const funded = new Int32Array(most + 2);
  const members = new Int32Array(most + 2);
  const keys: number[] = [];
  for (let u = 0; u < count; u++) {
    const k = key[u]! + 1;
    if (members[k] === 0) keys.push(k - 1);
    for (let x = start[u]!; x < start[u + 1]!; x++) {
      const r = rows[x]!;
      const st = status[r]!;
      if (st !== INDETERMINATE) awarded[k] = a.add(awarded[k]!, granted[r]!);
      if (st === FUNDED || st === PARTIAL || st === PRO_RATA) funded[k]!++;
      members[k]!++;
    }
  }
  const limitOf = w.limit;
  const grantsOf = w.grants;
  const names = keys.map((k) => w.keyName(k));
  // names are distinct (one per key): the default sort's order of UTF-16 code units is the order of `<`
  const at = new Map<string, number>();
  names.forEach((name, i) => at.set(name, i));
  const byName = at.size === names.length ? names.slice().sort().map((name) => at.get(name)!) : keys.map((_, i) => i).sort((x, y) => (names[x]! < names[y]! ? -1 : names[x]! > names[y]! ? 1 : 0));
  const totals: Record<string, GroupTotal> = {};
  for (const i of byName) {
    const k = keys[i]! + 1;
    const awardedText = a.format(awarded[k]!);
    const limit = limitOf !== null ? a.format(limitOf.of(k - 1)) : undefined;
    const grants = grantsOf !== null ? grantsOf.of(k - 1) : null;
    // the fields in the order the results have always printed them: limit, grants, awarded, funded, members
    totals[names[i]!] =
      limit !== undefined
        ? grants !== null
          ? { limit, grants, awarded: awardedText, funded: funded[k]!, members: members[k]! }
          : { limit, awarded: awardedText, funded: funded[k]!, members: members[k]! }
        : grants !== null
          ? { grants, awarded: awardedText, funded: funded[k]!, members: members[k]! }
          : { awarded: awardedText, funded: funded[k]!, members: members[k]! };
  }
  return totals;
}

/**
 * Makes the property `key` of `o` (already there: its place among o's keys is kept) the value
 * `make` gives, made when it is first read and then held: the totals per group of a call with
 * 100,000 groups are one object per group, which a run read row by row may never ask for.
 */
export function whenRead<T extends object>(o: T, key: keyof T & string, make: () => unknown): void {
  let made: { value: unknown } | undefined;
  Object.defineProperty(o, key, {
    enumerable: true,
    configurable: true,
    get() {
      made ??= { value: make() };
      // held as a plain value from now on (a caller may have frozen the object: then the getter stays, and keeps the value)
      Reflect.defineProperty(o, key, { value: made.value, enumerable: true, configurable: true, writable: false });
      return made.value;
    },
  });
}

/**
 * The outcome told of a member met alike in every order (its status and amount), and the most any
 * order leaves it where the orders leave it different amounts (undefined where they leave it the
 * same, or one is unknown). Where the orders tell it in different words, the words are those of
 * the order that left it the least — the walk without groups keeps the later order's words
 * (walkOrders.ts sameOutcome) — and not "the allocation stops" of a stop another member caused
 * where an order tells its own meeting with the boundary.
 */
function toldOf<V>(a: Arith<V>, outs: readonly MemberOutcome<V>[]): { told: MemberOutcome<V>; most: V | undefined } {
  const first = outs[0]!;
  if (first.before === null) return { told: first, most: undefined };
  let most: V = first.before;
  let least = first;
  let differ = false;
  let worded = false;
  for (let i = 1; i < outs.length; i++) {
    const o = outs[i]!;
    if (o.before === null) return { told: first, most: undefined };
    const c = a.cmp(o.before, most);
    if (c !== 0) differ = true;
    if (c > 0) most = o.before;
    if (o.why !== first.why) worded = true;
    if ((least.why === STOPPED && o.why !== STOPPED) || (o.why !== STOPPED && a.cmp(o.before, least.before!) <= 0)) least = o;
  }
  const told = worded ? least : first;
  // the budget's ground after a group's refusal (groupUnits.ts) only where every order says it (review34's G1)
  if (told.why.endsWith(AND_NOR_BUDGET) && !outs.every((o) => o.why.endsWith(AND_NOR_BUDGET))) return { told: { ...told, why: told.why.slice(0, -AND_NOR_BUDGET.length) }, most: differ ? most : undefined };
  return { told, most: differ ? most : undefined };
}
