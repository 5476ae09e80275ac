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
// The unit walk itself — units, the step of one unit, the tie-break scope's walk — is
// groupUnits.ts; here are the key column, the walk over a ranking, the totals per group, the
// walk's input from assessment's columns and the choice of representation (groupsInDecimals).
import { Decimal, minorOf } from "../decimal.js";
import { EvaluationError } from "../ops.js";
import { callValue, InvalidInput } from "../invalid.js";
import type { BoundaryPolicy, Env, GroupSpec, KeyValue, Rec } from "../spec.js";
import { BELOW, CANDIDATE, KEPT, type Assessor } from "./assess.js";
import type { RegimeRows } from "./regimeRows.js";
import type { Arith } from "./arith.js";
import { FUNDED, INDETERMINATE, KEPT_ROW, PARTIAL, PRO_RATA, STOPPED, type QuotaNames, type Walked } from "./allocate.js";
import type { Ranking } from "./rank.js";
import { grow } from "./shared.js";
import { KeyIndex } from "./keyIndex.js";
import { decimalTo, MAX_TIED_UNITS, permutations, stateKey, unitsOf, unitStep, type GroupWalkInput, type GState, type Sink, type Step, type Units } from "./groupUnits.js";

export { unitWalk, type GroupWalkInput, type UnitWalk } from "./groupUnits.js";

/** The group key of every application, as a number into a table of keys (columnar). */
export class GroupKeys {
  /** per application: the number of its key, -1 where none (no group, or not computed) */
  keyOf: Int32Array;
  readonly names: string[] = [];
  /** the keys by their texts: open addressing, each slot 1 + a key's number (0: empty) */
  private readonly index = new KeyIndex(this.names);
  private lastText: string | undefined;
  private lastKey = -1;
  /** applications whose key cannot be computed: why */
  readonly failed = new Map<number, string>();

  constructor(
    /** per regime: its group, if its allocation declares one */
    readonly specs: readonly (GroupSpec | undefined)[],
    capacity: number,
  ) {
    this.keyOf = new Int32Array(capacity).fill(-1);
  }

  /** Reads the key of application i under regime g (255: none). */
  read(i: number, g: number, env: Env): void {
    if (i >= this.keyOf.length) {
      const old = this.keyOf.length;
      this.keyOf = grow(this.keyOf);
      this.keyOf.fill(-1, old);
    }
    const spec = this.specs[g];
    if (!spec) return;
    let v: KeyValue;
    try {
      v = spec.key(env);
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
      this.failed.set(i, `the group key ${spec.keyText} cannot be computed: ${e.message}`);
      return;
    }
    const text = keyText(v);
    // the members of a group often follow one another: the last key read is tried first
    const k = text === this.lastText ? this.lastKey : this.index.numberOf(text);
    this.lastText = text;
    this.lastKey = k;
    this.keyOf[i] = k;
  }

  name(i: number): string | undefined {
    const k = this.keyOf[i]!;
    return k < 0 ? undefined : this.names[k];
  }
}

/** A key as results print it: text as it is, numbers in their plain decimal form. */
function keyText(v: KeyValue): string {
  if (v instanceof Decimal) return v.toString();
  return String(v);
}

/** Builds the key column when some regime declares a group. */
export function groupKeysFor(specs: readonly (GroupSpec | undefined)[], capacity: number): GroupKeys | undefined {
  return specs.some((s) => s) ? new GroupKeys(specs, capacity) : undefined;
}

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
  const n = ranking.order.length;
  const status = new Uint8Array(n);
  const granted = a.zeros(n);
  const why = new Array<string>(n).fill("");
  const before = a.column(n);
  const contingent = new Map<number, V>();
  const arbitrary: number[][] = [];
  const together = spec.together !== undefined;
  const groupWord = spec.title ?? "group";
  const nameOf = (k: number): string => `${groupWord} '${w.keyName(k)}'`;

  // the units, in the order of their first members
  for (let p = 0; p < n; p++) {
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
    for (let p = 0; p < n; p++) place[ranking.order[p]!] = p;
    return place;
  };
  const step = unitStep(w, units, (r) => ranking.start[placeOf()[r]!]!, arbitrary);

  // the source of each row an item decided, by its number in a list of the few the items cite
  const citing = new Uint8Array(n);
  const sources: string[] = [];
  const cited: Cited = { get: (r) => (citing[r] === 0 ? undefined : sources[citing[r]! - 1]) };
  const quotaRefused = new Map<number, number>();
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
    if (!together && (w.limit !== null || w.grants !== null)) return false;
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
      const next = stepAlone(ranking.start, units.head, units.count, u, step, st, record);
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
    const head = ranking.start[units.head[u]!]!;
    let end = u + 1;
    while (end < units.count && ranking.start[units.head[end]!] === head) end++;
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
    for (const [r, outs] of seen) {
      const first = outs[0]!;
      if (outs.every((o) => o.status === first.status && a.cmp(o.amount, first.amount) === 0)) record(r, first.status, first.amount, first.why, first.before, first.source, first.quota);
      else open(r, outs.reduce((m, o) => (a.cmp(o.amount, m) > 0 ? o.amount : m), a.zero), first.before);
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
  return { status, granted, why, before, contingent, quotaRefused, stopRow, finalRemaining, totals, arbitrary, cited, whyOf: (r) => step.why(r, why[r]!) };
}

/**
 * Steps units u, u + 1, … from the walk's one state, in place, while each is alone at its place
 * of the ranking (the next unit's first member is not tied with its own); returns the unit it
 * stopped before: a tie's first, the end, or the one after a unit whose step stopped the walk
 * (the caller notes where). A loop of its own over the ranking's columns: compiled once, it stays
 * compiled from one run to the next.
 */
function stepAlone<V>(start: Uint32Array, head: Uint32Array, count: number, u: number, step: Step<V>, st: GState<V>, record: Sink<V>): number {
  while (u < count) {
    if (u + 1 < count && start[head[u + 1]!] === start[head[u]!]) return u;
    const was = st.stopped;
    step(st, u, true, record);
    u++;
    if (st.stopped && !was) return u;
  }
  return u;
}

/**
 * What each group was granted, how many of its members were funded and how many were walked, by
 * the group's name in text order: columns by key, counted now (the walk's columns are the
 * selection's, which the reserve list and first come go on to change), and the record of one
 * object per group made from them when the totals are first read (`whenRead`).
 */
function groupTotals<V>(w: GroupWalkInput<V>, units: Units<V>, status: Uint8Array, granted: ArrayLike<V>): () => Record<string, GroupTotal> {
  const a = w.arith;
  let most = -1;
  for (let u = 0; u < units.count; u++) most = Math.max(most, units.key[u]!);
  // by key + 1 (a row without a key has key −1)
  const awarded = a.zeros(most + 2);
  const funded = new Int32Array(most + 2);
  const members = new Int32Array(most + 2);
  const keys: number[] = [];
  for (let u = 0; u < units.count; u++) {
    const k = units.key[u]! + 1;
    if (members[k] === 0) keys.push(k - 1);
    for (let x = units.start[u]!; x < units.start[u + 1]!; x++) {
      const r = units.rows[x]!;
      const st = status[r]!;
      if (st !== INDETERMINATE) awarded[k] = a.add(awarded[k]!, granted[r]!);
      if (st === FUNDED || st === PARTIAL || st === PRO_RATA) funded[k]!++;
      members[k]!++;
    }
  }
  const limit = w.limit !== null ? a.format(w.limit) : undefined;
  const grants = w.grants;
  return () => {
    const names = keys.map((k) => w.keyName(k));
    // names are distinct (one per key): the default sort's order of UTF-16 code units is the order of `<`
    const at = new Map<string, number>();
    names.forEach((name, i) => at.set(name, i));
    const byName = at.size === names.length ? names.slice().sort().map((name) => at.get(name)!) : keys.map((_, i) => i).sort((x, y) => (names[x]! < names[y]! ? -1 : names[x]! > names[y]! ? 1 : 0));
    const totals: Record<string, GroupTotal> = {};
    for (const i of byName) {
      const k = keys[i]! + 1;
      const awardedText = a.format(awarded[k]!);
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
  };
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

/** Per selection with `together` groups: what each group asks in all, and where it is first met. */
const unitCache = new WeakMap<object, { sum: Map<number, Decimal>; first: Map<number, number>; keyOfRow: (r: number) => number }>();

/**
 * What a tie of the ranking asks as units (narrate.ts's straddle test under `together`): row r's
 * whole group, counted once (`seen`) and only if no member of it is ranked before the tie (`from`).
 */
export function unitAsks(s: { readonly rows: RegimeRows; readonly ranking: Ranking; readonly placeOf: Uint32Array; readonly status: Uint8Array; requested(r: number): string }, keyOf: Int32Array): { askOf(r: number, from: number, seen: Set<number>): Decimal } {
  let c = unitCache.get(s);
  if (!c) {
    const keyOfRow = (r: number): number => keyOf[s.rows.rowApp[r]!]!;
    const sum = new Map<number, Decimal>();
    const first = new Map<number, number>();
    for (let p = 0; p < s.ranking.order.length; p++) {
      const r = s.ranking.order[p]!;
      if (s.status[r] === KEPT_ROW) continue;
      const k = keyOfRow(r);
      sum.set(k, (sum.get(k) ?? new Decimal(0)).plus(s.requested(r)));
      if (!first.has(k)) first.set(k, p);
    }
    c = { sum, first, keyOfRow };
    unitCache.set(s, c);
  }
  const { sum, first, keyOfRow } = c;
  return {
    askOf(r, from, seen) {
      const k = keyOfRow(r);
      if (seen.has(k) || first.get(k)! < from) return new Decimal(0);
      seen.add(k);
      return sum.get(k)!;
    },
  };
}

/**
 * What the walk of a regime with groups reads, from assessment's columns: each row's key, the
 * members of each `together` group that cannot be funded (with their reasons), and the caps.
 */
export function groupInput<V>(
  as: Assessor,
  rr: RegimeRows,
  call: Rec,
  spec: GroupSpec,
  base: { arith: Arith<V>; asks: ArrayLike<V>; budget: V | null; policy: BoundaryPolicy; kept: (r: number) => boolean; limits: readonly V[]; quotaBits?: Int32Array; names?: QuotaNames<V> },
  idOf: (r: number) => string,
  withUnit: (s: string) => string,
): Omit<GroupWalkInput<V>, "ranking"> {
  const keys = as.groups!;
  const a = base.arith;
  const toV = decimalTo(a); // in minor units where groupsInDecimals found that the cap converts
  const bad = (path: string, expected: string, found: Decimal): never => {
    throw new InvalidInput([{ record: "call", path, expected, found: found.toString(), message: `the ${path} (${found.toString()}) is not ${expected}`, severity: "error" }]);
  };
  const limitD = spec.limit ? callValue(`cap per group (${spec.limit.text})`, () => spec.limit!.value(call)) : null;
  if (limitD !== null && limitD.isNeg() && !limitD.isZero()) bad(`cap per group (${spec.limit!.text})`, "an amount of zero or more", limitD);
  const limit = limitD === null ? null : toV(limitD.abs());
  const grantsD = spec.grants ? callValue(`most grants per group (${spec.grants.text})`, () => spec.grants!.value(call)) : null;
  if (grantsD !== null && (!grantsD.isInteger() || grantsD.isNeg())) bad(`most grants per group (${spec.grants!.text})`, "a whole number of zero or more", grantsD);
  const blocked = new Map<number, string[]>();
  if (spec.together) {
    const g = rr.index;
    for (let i = 0; i < as.n; i++) {
      if (as.regimeOf[i] !== g || as.kind[i] === CANDIDATE) continue;
      const k = keys.keyOf[i]!;
      if (k < 0) continue;
      const reasons = as.reasons.lists[as.reasonOf[i]!]!;
      const what = as.kind[i] === KEPT ? "is ranked below a threshold" : as.kind[i] === BELOW ? "is below a threshold" : "is not eligible";
      const text = `its member ${as.ids[i]} ${what}${reasons.length ? ` (${reasons[0]!.message})` : ""}`;
      const list = blocked.get(k);
      if (list) list.push(text);
      else blocked.set(k, [text]);
    }
  }
  // each row's key, read once here (the walk reads it per row, and twice for `together`)
  const keyOfRow = new Int32Array(rr.rows);
  for (let r = 0; r < rr.rows; r++) keyOfRow[r] = keys.keyOf[rr.rowApp[r]!]!;
  return {
    ...base,
    spec,
    keyOfRow: (r) => keyOfRow[r]!,
    keyName: (k) => keys.names[k]!,
    idOf,
    limit,
    grants: grantsD === null ? null : grantsD.toNumber(),
    blocked,
    format: (v) => withUnit(a.format(v)),
  };
}

/**
 * Whether a regime's group makes its walk hold amounts as Decimals (select.ts): where the cap per
 * group is not a whole number of minor units (or cannot be computed: groupInput then says why),
 * where the cap and every amount asked together pass the safe range, or where the share of a
 * straddling group is rounded to a step finer than the currency's minor unit. Otherwise the group
 * walk runs in minor units as allocate.ts's does (`minor`: the asks in minor units, if each converted).
 */
export function groupsInDecimals(spec: GroupSpec | undefined, call: Rec, places: number, minor: Float64Array | undefined): boolean {
  if (!spec) return false;
  if (!minor || places < 0) return true;
  if (spec.share && minorOf(new Decimal(spec.share.step), places) === undefined) return true;
  if (!spec.limit) return false;
  let cap: Decimal;
  try {
    cap = spec.limit.value(call);
  } catch (e) {
    if (!(e instanceof EvaluationError)) throw e;
    return true;
  }
  if (cap.isNeg() && !cap.isZero()) return true;
  const m = minorOf(cap.abs(), places);
  if (m === undefined) return true;
  let bound = m;
  for (let r = 0; r < minor.length; r++) bound += minor[r]!;
  return bound > Number.MAX_SAFE_INTEGER;
}
