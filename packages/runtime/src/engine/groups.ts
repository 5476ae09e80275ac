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
import { Decimal, minorOf } from "../decimal.js";
import { EvaluationError } from "../ops.js";
import { callValue, InvalidInput } from "../invalid.js";
import type { BoundaryPolicy, Env, GroupSpec, KeyValue, Rec } from "../spec.js";
import { BELOW, CANDIDATE, KEPT, type Assessor, type RegimeRows } from "./assess.js";
import { MinorArith, type Arith } from "./arith.js";
import { FUNDED, INDETERMINATE, KEPT_ROW, NOT_FUNDED, PARTIAL, PRO_RATA, STOPPED, stepOne, type QuotaNames, type Walked } from "./allocate.js";
import { proRata } from "./prorata.js";
import type { Ranking } from "./rank.js";
import { grow } from "./shared.js";

/** The group key of every application, as a number into a table of keys (columnar). */
export class GroupKeys {
  /** per application: the number of its key, -1 where none (no group, or not computed) */
  keyOf: Int32Array;
  readonly names: string[] = [];
  private readonly index = new Map<string, number>();
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
    let k = this.index.get(text);
    if (k === undefined) {
      k = this.names.push(text) - 1;
      this.index.set(text, k);
    }
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

export interface GroupWalkInput<V> {
  readonly arith: Arith<V>;
  readonly ranking: Ranking;
  readonly asks: ArrayLike<V>;
  readonly budget: V | null;
  readonly policy: BoundaryPolicy;
  readonly kept: (r: number) => boolean;
  readonly spec: GroupSpec;
  /** per row: the number of its group's key */
  readonly keyOfRow: (r: number) => number;
  readonly keyName: (k: number) => string;
  readonly idOf: (r: number) => string;
  readonly limit: V | null;
  readonly grants: number | null;
  /** per key of a `together` group: its members that cannot be funded (not eligible, below a threshold), with why */
  readonly blocked: ReadonlyMap<number, readonly string[]>;
  /** an amount with its unit */
  readonly format: (v: V) => string;
  /** the quotas' limits, in the order the allocation declares them (none: empty) */
  readonly limits: readonly V[];
  /** per row: the quotas that apply, as bits */
  readonly quotaBits?: Int32Array;
  readonly names?: QuotaNames<V>;
}

/** What a group was granted, for the totals of a capped group. */
export interface GroupTotal {
  readonly limit?: string;
  readonly grants?: number;
  readonly awarded: string;
  readonly funded: number;
  readonly members: number;
}

export interface GroupWalked<V> extends Walked<V> {
  /** per key name, where a cap is declared */
  readonly totals: Record<string, GroupTotal> | undefined;
  /** classes of equals among whom leftover steps of a shared grant fell by id order */
  readonly arbitrary: number[][];
  /** rows whose outcome an item of the group decided: the source that item cites */
  readonly cited: Map<number, string>;
}

interface Used<V> {
  readonly granted: V;
  readonly count: number;
}

interface GState<V> {
  remaining: V | null;
  stopped: boolean;
  /**
   * what the groups were granted, where it differs from the walk's typed columns (UnitColumns):
   * only the states of a tie walked in every order carry one; null where the columns hold it all
   */
  delta: Map<number, Used<V>> | null;
  /** what is left of each quota (absent: the allocation has none) */
  quotas?: readonly V[];
}

/**
 * The units of a walk as index ranges over one array of rows (no object per unit): unit u is
 * rows[start[u] … start[u + 1]), in the order the walk meets its members; `key` its group's key,
 * `head` the place of its first member, `ask` what it asks (a `together` group: the sum of its
 * members' amounts), `of` the unit of each row (-1: not walked).
 */
interface Units<V> {
  readonly count: number;
  readonly rows: Uint32Array;
  readonly start: Uint32Array;
  readonly key: Int32Array;
  readonly head: Uint32Array;
  readonly ask: V[];
  readonly of: Int32Array;
}

/** The units of the rows `order` gives, kept rows left out; `together`: a group's members form one unit. */
function unitsOf<V>(w: Omit<GroupWalkInput<V>, "ranking">, order: ArrayLike<number>, n: number, together: boolean): Units<V> {
  const a = w.arith;
  const of = new Int32Array(n).fill(-1);
  const key = new Int32Array(order.length);
  const head = new Uint32Array(order.length);
  const size = new Uint32Array(order.length + 1);
  let count = 0;
  let unitOfKey: Int32Array | undefined;
  if (together) {
    let most = -1;
    for (let p = 0; p < order.length; p++) {
      const r = order[p]!;
      if (!w.kept(r)) most = Math.max(most, w.keyOfRow(r));
    }
    unitOfKey = new Int32Array(most + 2).fill(-1);
  }
  for (let p = 0; p < order.length; p++) {
    const r = order[p]!;
    if (w.kept(r)) continue;
    const k = w.keyOfRow(r);
    let u = unitOfKey ? unitOfKey[k + 1]! : -1;
    if (u < 0) {
      u = count++;
      key[u] = k;
      head[u] = p;
      if (unitOfKey) unitOfKey[k + 1] = u;
    }
    of[r] = u;
    size[u + 1]!++;
  }
  const start = new Uint32Array(count + 1);
  for (let u = 0; u < count; u++) start[u + 1] = start[u]! + size[u + 1]!;
  const rows = new Uint32Array(start[count]!);
  const fill = start.slice(0, count);
  const ask = new Array<V>(count).fill(a.zero);
  for (let p = 0; p < order.length; p++) {
    const r = order[p]!;
    const u = of[r]!;
    if (u < 0) continue;
    rows[fill[u]!++] = r;
    ask[u] = a.add(ask[u]!, w.asks[r]!);
  }
  return { count, rows, start, key: key.subarray(0, count), head: head.subarray(0, count), ask, of };
}

/** Where a step's outcome for one member goes: the walk's columns, or a list of the outcomes of every order of a tie. */
type Sink<V> = (r: number, status: number, amount: V, why: string, before: V | null, source?: string, quota?: number, held?: boolean) => void;

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
/** tied units walked in every order up to this many (7! = 5040 orders) */
const MAX_TIED_UNITS = 7;
const LISTED = 8;
const OPEN = "the outcome depends on the order of a tie the law does not break";

/** Walks the ranking unit by unit (see the head of this file). */
export function walkGroups<V>(w: GroupWalkInput<V>): GroupWalked<V> {
  const { arith: a, ranking, asks, spec } = w;
  const n = ranking.order.length;
  const status = new Uint8Array(n);
  const granted = new Array<V>(n).fill(a.zero);
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

  const place = new Uint32Array(n);
  for (let p = 0; p < n; p++) place[ranking.order[p]!] = p;
  const step = unitStep(w, units, (r) => ranking.start[place[r]!]!, arbitrary);

  const cited = new Map<number, string>();
  const quotaRefused = new Map<number, number>();
  // each row is recorded once (by the walk, or after the orders of its tie)
  const record: Sink<V> = (r, st, amount, text, b, source, quota) => {
    if (source !== undefined) cited.set(r, source);
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
  for (let u = 0; u < units.count; ) {
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
    if (run.length > MAX_TIED_UNITS) {
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
      for (const perm of permutations(run)) {
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

  let totals: Record<string, GroupTotal> | undefined;
  if ((w.limit !== null || w.grants !== null) && !lost && states.length === 1) totals = groupTotals(w, units, status, granted);
  return { status, granted, why, before, contingent, quotaRefused, stopRow, finalRemaining, totals, arbitrary, cited };
}

/**
 * What each group was granted, how many of its members were funded and how many were walked, by
 * the group's name in text order: columns by key, then one record per group.
 */
function groupTotals<V>(w: GroupWalkInput<V>, units: Units<V>, status: Uint8Array, granted: readonly V[]): Record<string, GroupTotal> {
  const a = w.arith;
  let most = -1;
  for (let u = 0; u < units.count; u++) most = Math.max(most, units.key[u]!);
  // by key + 1 (a row without a key has key −1)
  const awarded = new Array<V>(most + 2).fill(a.zero);
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
  const names = keys.map((k) => w.keyName(k));
  // names are distinct (one per key): the default sort's order of UTF-16 code units is the order of `<`
  const at = new Map<string, number>();
  names.forEach((name, i) => at.set(name, i));
  const byName = at.size === names.length ? names.slice().sort().map((name) => at.get(name)!) : keys.map((_, i) => i).sort((x, y) => (names[x]! < names[y]! ? -1 : names[x]! > names[y]! ? 1 : 0));
  const limit = w.limit !== null ? a.format(w.limit) : undefined;
  const grants = w.grants;
  const totals: Record<string, GroupTotal> = {};
  for (const i of byName) {
    const k = keys[i]! + 1;
    const t = { awarded: a.format(awarded[k]!), funded: funded[k]!, members: members[k]! };
    // the fields in the order the results have always printed them: limit, grants, awarded, funded, members
    totals[names[i]!] =
      limit !== undefined
        ? grants !== null
          ? { limit, grants, awarded: t.awarded, funded: t.funded, members: t.members }
          : { limit, awarded: t.awarded, funded: t.funded, members: t.members }
        : grants !== null
          ? { grants, awarded: t.awarded, funded: t.funded, members: t.members }
          : t;
  }
  return totals;
}

/**
 * One unit's step from one state; `fresh`: the state is the walk's only one, and is advanced in
 * place (what a group was granted goes to the typed columns). `settle` moves what the one state
 * left after a tie holds apart into the columns.
 */
interface Step<V> {
  (st: GState<V>, u: number, fresh: boolean, sink: Sink<V>): GState<V>;
  settle(st: GState<V>): void;
}

/**
 * The step of one unit from one state (see the head of this file); shared by the walk and by the
 * straddle test of a tie-break scope that follows the walk (unitWalk). `tieOf`: a row's tie in the
 * ranking, for the order of a shared grant's leftover steps; `arbitrary` collects the classes of
 * equals among whom such a step fell by id order.
 */
function unitStep<V>(w: Omit<GroupWalkInput<V>, "ranking">, units: Units<V>, tieOf: (r: number) => number, arbitrary: number[][]): Step<V> {
  const { arith: a, asks, spec } = w;
  const n = asks.length;
  const fromDecimal = decimalTo(a);
  const together = spec.together !== undefined;
  const groupWord = spec.title ?? "group";
  const nameOf = (k: number): string => `${groupWord} '${w.keyName(k)}'`;
  const { rows, start } = units;
  const membersText = (u: number): string => {
    const count = start[u + 1]! - start[u]!;
    const shown: string[] = [];
    for (let x = start[u]!; x < start[u]! + Math.min(count, LISTED); x++) shown.push(`${w.idOf(rows[x]!)} ${w.format(asks[rows[x]!]!)}`);
    const more = count > LISTED ? `, and ${count - LISTED} more` : "";
    return `${shown.join(", ")}${more}`;
  };
  // what each group was granted, and how many grants, by its key: typed columns (the walk's one state)
  const capped = w.limit !== null || w.grants !== null;
  let most = -1;
  if (capped) for (let u = 0; u < units.count; u++) most = Math.max(most, units.key[u]!);
  const grantedOf = a.column(most + 2);
  const countOf = new Int32Array(most + 2);
  const usedOf = (st: GState<V>, k: number): Used<V> | undefined => {
    const d = st.delta?.get(k);
    if (d) return d;
    const c = countOf[k + 1]!;
    return c === 0 ? undefined : { granted: grantedOf.get(k + 1) ?? a.zero, count: c };
  };
  const bitsOf = (r: number): number => (w.quotaBits && w.quotaBits.length ? w.quotaBits[r]! : 0);
  // built only where an outcome names it (one text per unit, shared by its members)
  const label = (u: number): string => (together ? `with its ${nameOf(units.key[u]!)} (${membersText(u)}; together ${w.format(units.ask[u]!)})` : `as a member of ${nameOf(units.key[u]!)}`);
  /** every member refused alike; `held`: by an item of the group, not by the budget */
  const refuse = (sink: Sink<V>, u: number, R: V | null, text: string, source: string | undefined, held: boolean): void => {
    for (let x = start[u]!; x < start[u + 1]!; x++) sink(rows[x]!, NOT_FUNDED, a.zero, text, R, source, undefined, held);
  };
  /** each quota charged what member r is granted: `charged` copied from `quotas` on the first charge */
  const charge = (quotas: readonly V[] | undefined, charged: V[] | undefined, r: number, amount: V): V[] | undefined => {
    const b = quotas ? bitsOf(r) : 0;
    if (b === 0 || a.cmp(amount, a.zero) <= 0) return charged;
    const out = charged ?? quotas!.slice();
    for (let q = 0; q < out.length; q++) if (b & (1 << q)) out[q] = a.sub(out[q]!, amount);
    return out;
  };

  const step = (st: GState<V>, u: number, fresh: boolean, sink: Sink<V>): GState<V> => {
    const R = st.remaining;
    const from = start[u]!;
    const to = start[u + 1]!;

    const key = units.key[u]!;
    const count = to - from;
    const ask = units.ask[u]!;
    if (st.stopped) {
      for (let x = from; x < to; x++) sink(rows[x]!, NOT_FUNDED, a.zero, STOPPED, R);
      return st;
    }
    const blocked = together ? w.blocked.get(key) : undefined;
    if (blocked && blocked.length) {
      refuse(sink, u, R, `refused together with its ${nameOf(key)}, which is funded together or not at all: ${blocked.join("; ")}`, spec.together?.source, true);
      return st;
    }
    const used = capped ? usedOf(st, key) : undefined;
    if (w.grants !== null && (used?.count ?? 0) + count > w.grants) {
      refuse(sink, u, R, together ? `${nameOf(key)} has ${count} members, more than the ${w.grants} grants a group may have` : `${nameOf(key)} already has ${used?.count ?? 0} grant${used?.count === 1 ? "" : "s"}, the most a group may have (${w.grants})`, spec.grants?.source, true);
      return st;
    }
    if (w.limit !== null) {
      const left = a.sub(w.limit, used?.granted ?? a.zero);
      if (a.cmp(ask, left) > 0) {
        refuse(sink, u, R, `${nameOf(key)} has ${w.format(left)} left of its cap of ${w.format(w.limit)}, less than the ${w.format(ask)} asked ${together ? "together" : ""}`.trimEnd(), spec.limit?.source, true);
        return st;
      }
    }
    // the quotas: what the unit's members in each category ask, against what is left of it
    if (st.quotas) {
      for (let q = 0; q < st.quotas.length; q++) {
        let charge = a.zero;
        let inIt = 0;
        for (let x = from; x < to; x++) {
          const r = rows[x]!;
          if (bitsOf(r) & (1 << q)) {
            charge = a.add(charge, asks[r]!);
            inIt++;
          }
        }
        if (inIt > 0 && a.cmp(st.quotas[q]!, charge) < 0) {
          const left = w.format(st.quotas[q]!);
          const quota = w.names?.names[q] ?? String(q);
          const text = together && count > 1 ? `the quota '${quota}' has ${left} left, less than the ${w.format(charge)} its members in it ask together, refused ${label(u)}` : `the quota '${quota}' has ${left} left, less than the ${w.format(charge)} asked`;
          for (let x = from; x < to; x++) sink(rows[x]!, NOT_FUNDED, a.zero, text, R, undefined, q, true);
          return st;
        }
      }
    }
    // each quota is charged what its members are granted (copied once, where one is charged)
    let quotas = st.quotas;
    let charged: V[] | undefined;
    const { out, next } = stepOne(a, { remaining: R, stopped: false }, ask, w.policy);
    let total = a.zero;
    let funded = 0;
    const shared = out.status === PARTIAL && count > 1;
    if (out.status === FUNDED) {
      const text = together || capped ? `${out.why}, ${label(u)}` : out.why;
      for (let x = from; x < to; x++) {
        const r = rows[x]!;
        sink(r, FUNDED, asks[r]!, text, R);
        if (quotas) charged = charge(quotas, charged, r, asks[r]!);
      }
      total = ask;
      funded = count;
    } else if (shared) {
      // the group that straddles the budget: what is left, shared among its members pro rata
      if (!spec.share) {
        refuse(sink, u, R, `does not fit in the remaining budget ${label(u)}, and the scheme does not say how a part would be shared`, undefined, false);
        if (fresh) {
          st.stopped = true;
          return st;
        }
        return { remaining: R, stopped: true, delta: st.delta };
      }
      const members = Array.from(rows.subarray(from, to));
      const memberAsks = new Array<Decimal>(n);
      for (const r of members) memberAsks[r] = a.decimal(asks[r]!);
      const pr = proRata(members, n, memberAsks, a.decimal(R!), spec.share, tieOf);
      arbitrary.push(...pr.arbitrary);
      const head = `the ${nameOf(key)} straddles the budget and gets what is left, ${w.format(R as V)}, shared among its members (${membersText(u)}; together ${w.format(ask)})`;
      for (const r of members) {
        const g = fromDecimal(pr.granted(r));
        sink(r, pr.status[r] === PRO_RATA ? PRO_RATA : FUNDED, g, `${head}: ${pr.why(r)}`, R, spec.share?.source ?? spec.source);
        if (quotas) charged = charge(quotas, charged, r, g);
        total = a.add(total, g);
        if (a.cmp(g, a.zero) > 0) funded++;
      }
    } else {
      const text = together ? `${out.why}, ${label(u)}` : out.why;
      const amount = out.status === PARTIAL ? out.amount : a.zero;
      for (let x = from; x < to; x++) {
        const r = rows[x]!;
        sink(r, out.status, amount, text, R);
        if (quotas) charged = charge(quotas, charged, r, amount);
      }
      if (out.status === PARTIAL) {
        total = out.amount;
        funded = 1;
      }
    }
    let delta = st.delta;
    if (funded > 0 && capped) {
      const g = a.add(used?.granted ?? a.zero, total);
      const c = (used?.count ?? 0) + funded;
      if (fresh && !delta) {
        grantedOf.set(key + 1, g);
        countOf[key + 1] = c;
      } else {
        delta = new Map(delta ?? []);
        delta.set(key, { granted: g, count: c });
      }
    }
    if (charged) quotas = charged;
    // a shared grant used what was left: nothing after it
    const stopped = next.stopped || shared;
    const remaining = shared ? (R === null ? null : a.sub(R, total)) : next.remaining;
    if (fresh) {
      st.remaining = remaining;
      st.stopped = stopped;
      st.delta = delta;
      if (quotas) st.quotas = quotas;
      return st;
    }
    return { remaining, stopped, delta, ...(quotas ? { quotas } : {}) };
  };
  return Object.assign(step, {
    settle(st: GState<V>): void {
      if (!st.delta) return;
      for (const [k, d] of st.delta) {
        grantedOf.set(k + 1, d.granted);
        countOf[k + 1] = d.count;
      }
      st.delta = null;
    },
  });
}

/**
 * The walk by units as a tie-break scope that follows the walk reads it (rank.ts): one state,
 * advanced by the rows in the order the ranking gives them, and the test of a tie met on the way.
 * Under `at boundary` (and `… and after`) a tie of units straddles where what the units that the
 * group's items and the quotas admit ask together passes what is left (the test of §13.2 with
 * units for applications: a consortium funded together asks the sum of all its members); under
 * `when decisive` it decides where some member's outcome differs between two orders of its units.
 */
export interface UnitWalk {
  straddles(run: ArrayLike<number>, decisive: boolean): boolean;
  advance(rows: ArrayLike<number>): void;
}

export function unitWalk<V>(w: Omit<GroupWalkInput<V>, "ranking">, rows: number): UnitWalk {
  const a = w.arith;
  const together = w.spec.together !== undefined;
  const identity = new Uint32Array(rows);
  for (let r = 0; r < rows; r++) identity[r] = r;
  // the units in the order of their rows (a group's members in row order)
  const units = unitsOf(w, identity, rows, together);
  const step = unitStep(w, units, (r) => r, []);
  const walked = new Uint8Array(units.count);
  const state: GState<V> = { remaining: w.budget, stopped: false, delta: null, ...(w.limits.length ? { quotas: w.limits } : {}) };
  const ignore: Sink<V> = () => {};
  /** the units whose first members are among these rows (a consortium already walked is not met again) */
  const unitsIn = (run: ArrayLike<number>): number[] => {
    const out: number[] = [];
    for (let q = 0; q < run.length; q++) {
      const u = units.of[run[q]!]!;
      if (u < 0) continue;
      if (!together) out.push(u);
      else if (!walked[u] && !out.includes(u)) out.push(u);
    }
    return out;
  };
  return {
    straddles(run, decisive) {
      if (state.stopped || state.remaining === null) return false;
      const us = unitsIn(run);
      if (us.length < 2) return false;
      if (decisive && us.length <= MAX_TIED_UNITS) {
        const first = new Map<number, string>();
        let differs = false;
        const compare: Sink<V> = (r, st, amount) => {
          const k = `${st}:${a.key(amount)}`;
          const f = first.get(r);
          if (f === undefined) first.set(r, k);
          else if (f !== k) differs = true;
        };
        for (const perm of permutations(us)) {
          let s = state;
          for (const u of perm) {
            s = step(s, u, false, compare);
            if (differs) return true;
          }
        }
        return false;
      }
      let sum = a.zero;
      let least: V | undefined;
      for (const u of us) {
        let held = false;
        const lead = units.rows[units.start[u]!]!;
        step(state, u, false, (r, _st, _amount, _why, _before, _source, _quota, h) => {
          if (r === lead) held = h === true;
        });
        if (held) continue;
        const ask = units.ask[u]!;
        sum = a.add(sum, ask);
        if (least === undefined || a.cmp(ask, least) < 0) least = ask;
      }
      const left = state.remaining;
      return w.policy === "reach"
        ? a.cmp(left, a.zero) > 0 && least !== undefined && a.cmp(a.sub(sum, least), left) >= 0
        : (w.policy === "full" ? a.cmp(left, a.zero) >= 0 : a.cmp(left, a.zero) > 0) && a.cmp(sum, left) > 0;
    },
    advance(run) {
      for (const u of unitsIn(run)) {
        if (together) walked[u] = 1;
        step(state, u, true, ignore);
      }
    },
  };
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

function stateKey<V>(a: Arith<V>, s: GState<V>): string {
  let k = `${s.remaining === null ? "∞" : a.key(s.remaining)}|${s.stopped ? 1 : 0}`;
  // the states of one tie share the walk's columns: they differ only in what they hold apart
  const keys = s.delta ? [...s.delta.keys()].sort((x, y) => x - y) : [];
  for (const g of keys) {
    const u = s.delta!.get(g)!;
    k += `|${g}:${a.key(u.granted)}:${u.count}`;
  }
  if (s.quotas) for (const q of s.quotas) k += `|q${a.key(q)}`;
  return k;
}

function* permutations<T>(xs: readonly T[]): Generator<T[]> {
  if (xs.length <= 1) {
    yield [...xs];
    return;
  }
  for (let i = 0; i < xs.length; i++) {
    const rest = [...xs.slice(0, i), ...xs.slice(i + 1)];
    for (const p of permutations(rest)) yield [xs[i]!, ...p];
  }
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
  return {
    ...base,
    spec,
    keyOfRow: (r) => keys.keyOf[rr.rowApp[r]!]!,
    keyName: (k) => keys.names[k]!,
    idOf,
    limit,
    grants: grantsD === null ? null : grantsD.toNumber(),
    blocked,
    format: (v) => withUnit(a.format(v)),
  };
}

/**
 * A Decimal in the walk's representation: whole minor units under MinorArith (the cap, a share of
 * a straddling group: groupsInDecimals has checked that they convert), the Decimal itself otherwise.
 */
function decimalTo<V>(a: Arith<V>): (d: Decimal) => V {
  if (!(a instanceof MinorArith)) return (d) => d as unknown as V;
  const places = a.places;
  return (d) => {
    const m = minorOf(d, places);
    if (m === undefined) throw new Error(`internal: ${d.toString()} is not a whole number of minor units`);
    return m as unknown as V;
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
