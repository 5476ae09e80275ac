// The unit walk of groups in allocation (groups.ts): the units of a ranking as index ranges over
// one array of rows (`unitsOf`), the step of one unit from one state (`unitStep`: a `together`
// group's blocked members, the caps per group, the quotas, the boundary policy, and the straddling
// group's pro-rata share), the columns by key of what each group was granted and the states of a
// tie walked in every order, which `settle` writes back. groups.ts walks the ranking with it and
// makes the totals; unitWalk.ts walks the same steps for a tie-break scope that follows the walk
// (rank.ts). Written once over arith.ts's `Arith`.
import { Decimal, minorOf } from "../decimal.js";
import type { BoundaryPolicy, GroupSpec } from "../spec.js";
import { MinorArith, type Arith, type OptionalColumn } from "./arith.js";
import { FUNDED, NOT_FUNDED, PARTIAL, PRO_RATA, STOPPED, stepOne, type QuotaNames } from "./allocate.js";
import { AND_NOR_BUDGET, figureTogether, type StopWords } from "./step.js";
import { proRata } from "./prorata.js";
import { BLOCKED, CAP, GRANTS, LATER, UnitRefusals } from "./groupRefusals.js";
import type { Ranking } from "./rank.js";
import type { Units } from "./unitsOf.js";
import { MoreCaps, type OtherGroup } from "./moreGroups.js";

export { unitsOf, type Units } from "./unitsOf.js";
export type { OtherGroup } from "./moreGroups.js";

const LISTED = 8;

export interface GroupWalkInput<V> {
  readonly arith: Arith<V>;
  readonly ranking: Ranking;
  readonly asks: ArrayLike<V>;
  readonly budget: V | null;
  readonly policy: BoundaryPolicy;
  /** the words of where a walk under `stop` stops (step.ts; default: the allocation's) */
  readonly stops?: StopWords;
  readonly kept: (r: number) => boolean;
  readonly spec: GroupSpec;
  /** per row: the number of its group's key */
  readonly keyOfRow: (r: number) => number;
  readonly keyName: (k: number) => string;
  readonly idOf: (r: number) => string;
  /** the cap on what one group is granted (`at most X`), by the group's key; null: none */
  readonly limit: Cap<V> | null;
  /** the most grants of one group (`at most N grants`), by the group's key; null: none */
  readonly grants: Cap<number> | null;
  /** per key of a `together` group: its members that cannot be funded (not eligible, below a threshold), with why */
  readonly blocked: ReadonlyMap<number, readonly string[]>;
  /** an amount with its unit */
  readonly format: (v: V) => string;
  /** the quotas' limits, in the order the allocation declares them (none: empty) */
  readonly limits: readonly V[];
  /** per row: the quotas that apply, as bits */
  readonly quotaBits?: Int32Array;
  /** per quota of a figure (`at most … of fy1`, §14.5), per row: what its grant draws from the quota (allocate.ts Walkable) */
  readonly figures?: readonly (ArrayLike<V> | undefined)[];
  readonly names?: QuotaNames<V>;
  /** the regime's rows, where the ranking is a stage's (some of them); absent: the ranking's length */
  readonly size?: number;
  /** with stages: what each group was granted in the stages before this one (stageGroups.ts) */
  readonly earlier?: Earlier<V>;
  /** the allocation's further groups, each capped on its own (moreGroups.ts; §14.12 "Several groups") */
  readonly others?: readonly OtherGroup<V>[];
}

/**
 * A cap of a group, by the number of its key: the same for every group, or each group's own read
 * from a figure per key of the group's enumeration (`at most call.places grants`, §14.12);
 * `most`, the largest, bounds a column of what groups hold.
 */
export interface Cap<T> {
  of(k: number): T;
  readonly most: T;
}

/** What each group was granted in the earlier stages of an allocation, by its key (stageGroups.ts). */
export interface Earlier<V> {
  granted(k: number): V;
  count(k: number): number;
  /** "40000.00 EUR in stage 'Lot A'" (`amounts`) or "1 in stage 'Lot A'", one per earlier stage that granted the group something */
  items(k: number, amounts: boolean): string[];
}

export interface Used<V> {
  readonly granted: V;
  readonly count: number;
}

export interface GState<V> {
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

/** Where a step's outcome for one member goes: the walk's columns, or a list of the outcomes of every order of a tie. */
export type Sink<V> = (r: number, status: number, amount: V, why: string, before: V | null, source?: string, quota?: number, held?: boolean) => void;

/**
 * One unit's step from one state; `fresh`: the state is the walk's only one, and is advanced in
 * place (what a group was granted goes to the typed columns). `settle` moves what the one state
 * left after a tie holds apart into the columns. A member that a fresh step funds is given the
 * policy's text alone, and `why(r, text)` adds its unit's label ("with its Consortium 'C1' (…)")
 * when the reason is read: the text is the unit's members and their amounts, made for every
 * funded group otherwise.
 */
export interface Step<V> {
  (st: GState<V>, u: number, fresh: boolean, sink: Sink<V>): GState<V>;
  settle(st: GState<V>): void;
  why(r: number, text: string): string;
}

/**
 * The step of one unit from one state (see the head of this file); shared by the walk and by the
 * straddle test of a tie-break scope that follows the walk (unitWalk). `tieOf`: a row's tie in the
 * ranking, for the order of a shared grant's leftover steps; `arbitrary` collects the classes of
 * equals among whom such a step fell by id order.
 */
export function unitStep<V>(w: Omit<GroupWalkInput<V>, "ranking">, units: Units<V>, tieOf: (r: number) => number, arbitrary: number[][]): Step<V> {
  const { arith: a, asks, spec } = w;
  const n = asks.length;
  const fromDecimal = decimalTo(a);
  const together = spec.together !== undefined;
  const groupWord = spec.title ?? "group";
  const nameOf = (k: number): string => `${groupWord} '${((name) => spec.keyTitles?.[name] ?? name)(w.keyName(k))}'`;
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
  // (each at most the cap: 4 bytes a key where the cap fits an Int32Array)
  const grantedOf = a.column(most + 2, w.limit?.most ?? null);
  const countOf = new Int32Array(most + 2);
  // with stages: what each group of this stage's walk was granted in the earlier stages counts
  if (capped && w.earlier) {
    for (let u = 0; u < units.count; u++) {
      const k = units.key[u]!;
      const c = k < 0 ? 0 : w.earlier.count(k);
      if (c > 0 && countOf[k + 1] === 0) {
        grantedOf.set(k + 1, w.earlier.granted(k));
        countOf[k + 1] = c;
      }
    }
  }
  const usedOf = (st: GState<V>, k: number): Used<V> | undefined => {
    const d = st.delta?.get(k);
    if (d) return d;
    const c = countOf[k + 1]!;
    return c === 0 ? undefined : { granted: grantedOf.get(k + 1) ?? a.zero, count: c };
  };
  // the further groups' caps, met after the first group's (moreGroups.ts); each unit is then one application
  const more = w.others?.length ? new MoreCaps(a, w.others, rows, w.format) : undefined;
  /** writes what a group holds (a key of a state's delta) into the walk's columns */
  const setColumn = (k: number, d: Used<V>): void => {
    if (more?.holds(k)) return more.set(k, d);
    grantedOf.set(k + 1, d.granted);
    countOf[k + 1] = d.count;
  };
  const bitsOf = (r: number): number => (w.quotaBits && w.quotaBits.length ? w.quotaBits[r]! : 0);
  // built only where an outcome names it (one text per unit, shared by its members)
  // a funded member of a capped group walked on its own: what its group holds against the caps with it
  const holds = (k: number, g: V, c: number): string => {
    const parts: string[] = [];
    if (w.limit !== null) parts.push(`${w.format(g)} of its cap of ${w.format(w.limit.of(k))}`);
    if (w.grants !== null) parts.push(`${c} grant${c === 1 ? "" : "s"} of the ${w.grants.of(k)} it may have`);
    // with stages (lots) the caps count every stage's grants, as the refusals say (groupRefusals.ts)
    return `, which ${w.earlier ? "over all stages " : ""}now holds ${parts.join(" and ")}`;
  };
  const label = (u: number, held?: Used<V>): string => (together ? `with its ${nameOf(units.key[u]!)} (${membersText(u)}; together ${w.format(units.ask[u]!)})` : `as a member of ${nameOf(units.key[u]!)}${held ? holds(units.key[u]!, held.granted, held.count) : ""}`);
  /** per unit walked on its own in a capped group and funded by a fresh step: what its group then held (Step.why) */
  let heldOf: OptionalColumn<V> | undefined;
  let heldCount: Int32Array | undefined;
  // the words of a refusal by an item of the group: made when read after a fresh step (groupRefusals.ts)
  const refusals = new UnitRefusals(w, units, nameOf);
  const refusedBy = (fresh: boolean, how: number, u: number, held: number, left: V | null): string => (fresh ? refusals.later(how, u, held, left) : refusals.text(how, u, held, left));
  /** every member refused alike; `held`: by an item of the group, not by the budget */
  const refuse = (sink: Sink<V>, u: number, R: V | null, text: string, source: string | undefined, held: boolean): void => {
    for (let x = start[u]!; x < start[u + 1]!; x++) sink(rows[x]!, NOT_FUNDED, a.zero, text, R, source, undefined, held);
  };
  /** each quota charged what member r is granted: `charged` copied from `quotas` on the first charge */
  // a quota of a figure (§14.5) is charged the member's figure, drawn in full by a grant
  const charge = (quotas: readonly V[] | undefined, charged: V[] | undefined, r: number, amount: V): V[] | undefined => {
    const b = quotas ? bitsOf(r) : 0;
    if (b === 0 || a.cmp(amount, a.zero) <= 0) return charged;
    const out = charged ?? quotas!.slice();
    for (let q = 0; q < out.length; q++) if (b & (1 << q)) out[q] = a.sub(out[q]!, w.figures?.[q]?.[r] ?? amount);
    return out;
  };

  /** per row: 1 where its reason is made when read (Step.why); per unit: that reason, once made */
  let later: Uint8Array | undefined;
  const texts: (string | undefined)[] = [];
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
      refuse(sink, u, R, refusedBy(fresh, BLOCKED, u, 0, null), spec.together?.source, true);
      return st;
    }
    const used = capped ? usedOf(st, key) : undefined;
    // with further groups: each that refuses it, named after the first group's refusal, in the order declared ("…; Applicant 'X' already has …")
    const others = more ? more.refusals(st, rows[from]!, ask) : undefined;
    const also = (first: string): string => (others!.length ? [first, ...others!.map((o) => o.text)].join("; ") : first);
    // where the budget alone would refuse the unit too (nothing for it under the policy), that is
    // a ground of a group's refusal as well, told after it as after a quota's (§14.5, §14.12;
    // review34's G1): the words are then made now, not when read
    const norBudget = (): boolean => R !== null && stepOne(a, { remaining: R, stopped: false }, ask, w.policy, 0, undefined, w.stops).out.status === NOT_FUNDED;
    const byGroup = (how: number, held: number, left: V | null): string => {
      if (norBudget()) return `${also0(refusals.text(how, u, held, left))}${AND_NOR_BUDGET}`;
      return others ? also(refusals.text(how, u, held, left)) : refusedBy(fresh, how, u, held, left);
    };
    const also0 = (first: string): string => (others ? also(first) : first);
    if (w.grants !== null && (used?.count ?? 0) + count > w.grants.of(key)) {
      refuse(sink, u, R, byGroup(GRANTS, used?.count ?? 0, null), spec.grants?.source, true);
      return st;
    }
    if (w.limit !== null) {
      const cap = w.limit.of(key);
      const left = used ? a.sub(cap, used.granted) : cap;
      if (a.cmp(ask, left) > 0) {
        refuse(sink, u, R, byGroup(CAP, 0, used ? left : null), spec.limit?.source, true);
        return st;
      }
    }
    if (others?.length) {
      refuse(sink, u, R, `${others.map((o) => o.text).join("; ")}${norBudget() ? AND_NOR_BUDGET : ""}`, others[0]!.source, true);
      return st;
    }
    // the quotas: what the unit's members in each category ask, against what is left of it
    if (st.quotas) {
      for (let q = 0; q < st.quotas.length; q++) {
        let charge = a.zero;
        let inIt = 0;
        // of a quota of a figure (§14.5): the members' figures together, drawn as one
        const figure = w.figures?.[q];
        for (let x = from; x < to; x++) {
          const r = rows[x]!;
          if (bitsOf(r) & (1 << q)) {
            charge = a.add(charge, figure ? figure[r]! : asks[r]!);
            inIt++;
          }
        }
        if (inIt > 0 && a.cmp(st.quotas[q]!, charge) < 0) {
          const left = w.format(st.quotas[q]!);
          const quota = w.names?.names[q] ?? String(q);
          const text = figure ? figureTogether(w.names?.figures?.[q] ?? "", w.format(charge), left, quota, together && count > 1 ? label(u) : undefined) : together && count > 1 ? `the quota '${quota}' has ${left} left, less than the ${w.format(charge)} its members in it ask together, refused ${label(u)}` : `the quota '${quota}' has ${left} left, less than the ${w.format(charge)} asked`;
          for (let x = from; x < to; x++) sink(rows[x]!, NOT_FUNDED, a.zero, text, R, undefined, q, true);
          return st;
        }
      }
    }
    // each quota is charged what its members are granted (copied once, where one is charged)
    let quotas = st.quotas;
    let charged: V[] | undefined;
    const { out, next } = stepOne(a, { remaining: R, stopped: false }, ask, w.policy, 0, undefined, w.stops);
    let total = a.zero;
    let funded = 0;
    const shared = out.status === PARTIAL && count > 1;
    if (out.status === FUNDED) {
      // a group of one funded together is told as no group: its member alone, no "with its whole group" (FINDINGS39 15)
      const labelled = together ? count > 1 : capped;
      const held = capped && !together ? { granted: a.add(used?.granted ?? a.zero, ask), count: (used?.count ?? 0) + count } : undefined;
      if (held && fresh && !more) {
        (heldOf ??= a.column(units.count, w.limit?.most ?? null)).set(u, held.granted);
        (heldCount ??= new Int32Array(units.count))[u] = held.count;
      }
      // with further groups the words are made now: what each group then holds
      const text = more ? `${out.why}${labelled ? `, ${label(u, held)}` : ""}${more.label(rows[from]!, more.charged(st, rows[from]!, ask))}` : labelled && !fresh ? `${out.why}, ${label(u, held)}` : out.why;
      for (let x = from; x < to; x++) {
        const r = rows[x]!;
        sink(r, FUNDED, asks[r]!, text, R);
        if (labelled && fresh && !more) (later ??= new Uint8Array(n))[r] = 1;
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
        // a share of nothing is no grant (prorata.ts): not funded, its reason says so
        sink(r, pr.status[r] === PRO_RATA ? PRO_RATA : pr.status[r] === NOT_FUNDED ? NOT_FUNDED : FUNDED, g, `${head}: ${pr.why(r)}`, R, spec.share?.source ?? spec.source);
        if (quotas) charged = charge(quotas, charged, r, g);
        total = a.add(total, g);
        if (a.cmp(g, a.zero) > 0) funded++;
      }
    } else {
      const amount = out.status === PARTIAL ? out.amount : a.zero;
      // a member of a capped group partially funded on its own is told what its group holds with it, as a funded one is
      const own = together ? (count > 1 ? `${out.why}, ${label(u)}` : out.why) : capped && out.status === PARTIAL ? `${out.why}, ${label(u, { granted: a.add(used?.granted ?? a.zero, amount), count: (used?.count ?? 0) + 1 })}` : out.why;
      const text = more && out.status === PARTIAL ? `${own}${more.label(rows[from]!, more.charged(st, rows[from]!, amount))}` : own;
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
    if (funded > 0 && (capped || more)) {
      const held: [number, Used<V>][] = capped ? [[key, { granted: a.add(used?.granted ?? a.zero, total), count: (used?.count ?? 0) + funded }]] : [];
      if (more) held.push(...more.charged(st, rows[from]!, total));
      if (fresh && !delta) for (const [k, d] of held) setColumn(k, d);
      else {
        delta = new Map(delta ?? []);
        for (const [k, d] of held) delta.set(k, d);
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
      for (const [k, d] of st.delta) setColumn(k, d);
      st.delta = null;
    },
    why(r: number, text: string): string {
      if (text === LATER) return refusals.worded(units.of[r]!);
      if (!later || !later[r]) return text;
      // one text per unit, shared by its members (as when it was made in the walk)
      const u = units.of[r]!;
      const held = heldOf && heldCount ? { granted: heldOf.get(u)!, count: heldCount[u]! } : undefined;
      return (texts[u] ??= `${text}, ${label(u, held)}`);
    },
  });
}

/**
 * A Decimal in the walk's representation: whole minor units under MinorArith (the cap, a share of
 * a straddling group: groupsInDecimals has checked that they convert), the Decimal itself otherwise.
 */
export function decimalTo<V>(a: Arith<V>): (d: Decimal) => V {
  if (!(a instanceof MinorArith)) return (d) => d as unknown as V;
  const places = a.places;
  return (d) => {
    const m = minorOf(d, places);
    if (m === undefined) throw new Error(`internal: ${d.toString()} is not a whole number of minor units`);
    return m as unknown as V;
  };
}
