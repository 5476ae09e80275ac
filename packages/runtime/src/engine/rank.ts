// Ranking: orders the rows of one regime by their keys, breaks ties with the tie-break chain
// (for every tie, or only for the tie group that straddles the budget), and leaves tied what the
// scheme does not break. Tied rows share a position. Keys are read from the columns assessment
// filled; a lottery's value is computed only for the rows of a tie that reaches it.
import type { KeySpec, KeyValue, Rec, RankingSpec } from "../spec.js";
import { BY_INDEX, columnOf, packColumns, sortScratchFor } from "./order.js";
import { orderRows } from "./radix.js";
import type { Values } from "./shared.js";
import { figureOf, stepOne, type State, type Walkable } from "./allocate.js";
import { stepAll } from "./walkOrders.js";
import type { UnitWalk } from "./groups.js";
import { anyMissing, breakTie, type TieGroup } from "./lazykeys.js";
import { Coverage } from "./greedy.js";
import { byIdOf, idsInOrder, idsRiseIn } from "./idorder.js";
import { keyStep, lotteryStep, type DrawMissing, type Step } from "./rankKeys.js";
import { decidingIndex } from "./deciding.js";
// the steps as applied, and a key's value as the ranking orders it (rankKeys.ts)
export { isDescending, orderValue, type Step } from "./rankKeys.js";
// which step decided a comparison (deciding.ts), read by explanations
export { decidingIndex, decidingStep } from "./deciding.js";


/** A group's flags in `Ranking.flags` (on each of its positions). */
export const GROUP_START = 1;
/** the tie-break chain was applied to this group (scope every, or the group straddles) */
export const CHAIN = 2;
/** the members are tied after every step the scheme provides */
export const UNRESOLVED = 4;
/** with UNRESOLVED: the law ranks none of them and shares among them on purpose (`all equal`, RankingSpec.shared) */
export const SHARED = 8;

export interface Ranking {
  /** rows in ranking order */
  readonly order: Uint32Array;
  /** per position: the position of its group's first member (its shared position − 1) */
  readonly start: Uint32Array;
  /** per position: GROUP_START, CHAIN, UNRESOLVED */
  readonly flags: Uint8Array;
  /** the keys of the ranking */
  readonly primary: readonly Step[];
  /** the ranking's keys and then the chain's steps */
  readonly all: readonly Step[];
  /** per position of a group's first member: why the group stays tied though the chain goes on */
  readonly notes: ReadonlyMap<number, string>;
}

/** A ranking whose `start` (per place, its tie's first place) is made from `flags` when first read. */
export class LazyStart implements Ranking {
  private made: Uint32Array | undefined;
  constructor(
    readonly order: Uint32Array,
    readonly flags: Uint8Array,
    readonly primary: Ranking["primary"],
    readonly all: Ranking["all"],
    readonly notes: ReadonlyMap<number, string>,
  ) {}
  get start(): Uint32Array {
    if (this.made) return this.made;
    const { flags } = this;
    const start = new Uint32Array(flags.length);
    for (let k = 1; k < flags.length; k++) start[k] = flags[k]! & GROUP_START ? k : start[k - 1]!;
    return (this.made = start);
  }
}

/**
 * The first place of place p's tie: p itself where a tie starts there (every place of a ranking
 * without ties), else read from `start` — made from the flags when first read (`LazyStart`), so
 * a ranking whose readers meet no tie never makes it.
 */
export function startOf(ranking: Ranking, p: number): number {
  return ranking.flags[p]! & GROUP_START ? p : ranking.start[p]!;
}

export interface RankInput<V> {
  readonly spec: RankingSpec;
  readonly call: Rec;
  readonly rows: number;
  /** per key of the ranking, then of the chain: the columns of the rows */
  readonly keys: readonly Values<KeyValue>[];
  readonly keySpecs: readonly KeySpec[];
  /** per key as `keys`: the rows without a value and why (tie-break keys only; lazykeys.ts) */
  readonly missing?: readonly (ReadonlyMap<number, string> | undefined)[];
  readonly idOf: (r: number) => string;
  /** the words for a key's text: a criterion's title for its name, "total points" for total */
  readonly words?: ReadonlyMap<string, string>;
  /** the walk, for a boundary-only tie-break (under pro rata: as under stop) */
  readonly walk?: Walkable<V>;
  /** the rows to rank (a stage's candidates, stages.ts); absent: every row */
  readonly only?: Uint8Array;
  /** an allocation with groups: the walk by units (groups.ts), which then replaces `walk`'s test */
  readonly units?: UnitWalk;
  /** told of a tied row that the draw of its key leaves out (an input warning, select.ts) */
  readonly drawMissing?: DrawMissing;
}

/** The sorted rows restricted to those `only` marks, with their runs of equals (rank's `only`). */
function restrict(sorted: { order: Uint32Array; equal: (p: number, q: number) => boolean }, only: Uint8Array | undefined): { order: Uint32Array; equal: (p: number, q: number) => boolean } {
  if (!only) return sorted;
  const pos: number[] = [];
  for (let p = 0; p < sorted.order.length; p++) if (only[sorted.order[p]!]) pos.push(p);
  const order = Uint32Array.from(pos, (p) => sorted.order[p]!);
  return { order, equal: (p, q) => sorted.equal(pos[p]!, pos[q]!) };
}

/**
 * Sorts the given rows (all when `rows` is undefined) by `steps`, the id last — where the ids
 * are in row order (idorder.ts) the row itself, which the stable radix sort keeps without
 * comparing (`BY_INDEX`); else the texts, compared inside the runs the steps leave equal. The
 * runs of equals on the steps follow.
 */
function sortRows(steps: readonly Step[], n: number, rows: Uint32Array | undefined, idOf: (r: number) => string, inOrder: boolean): { order: Uint32Array; equal: (p: number, q: number) => boolean } {
  if (rows === undefined) {
    // (columns the ranking is done with when it returns: kept from one ranking to the next, order.ts)
    const scratch = sortScratchFor(n);
    const cols = packColumns(steps.map((s) => s.column!()), n, scratch.packed);
    // the runs of equals as the sort found them (order.ts `runs`): no second pass over the columns
    const runs = scratch.runs.subarray(0, n);
    const order = orderRows(cols, n, inOrder ? BY_INDEX : byIdOf(idOf, false), runs, scratch.order);
    return { order, equal: (p, q) => runs[p] === runs[q] };
  }
  // a subset (the members of a tie): columns of their values, indexed by their place in `rows`
  const m = rows.length;
  const cols = packColumns(
    steps.map((s) => {
      const vs: KeyValue[] = new Array(m);
      for (let q = 0; q < m; q++) vs[q] = s.value(rows[q]!);
      return columnOf(vs, s.descending);
    }),
    m,
  );
  const byId = byIdOf(idOf, inOrder);
  const runs = new Uint32Array(m);
  const local = orderRows(cols, m, (x, y) => byId(rows[x]!, rows[y]!), runs);
  const order = new Uint32Array(m);
  for (let q = 0; q < m; q++) order[q] = rows[local[q]!]!;
  return { order, equal: (p, q) => runs[p] === runs[q] };
}

export function rank<V>(input: RankInput<V>): Ranking {
  const { spec, call, rows: n, idOf } = input;
  // where the ids are in row order, rows equal on every key are listed by row (idorder.ts)
  const inOrder = idsRiseIn(input.keys, n) ?? idsInOrder(n, idOf);
  const steps: Step[] = [];
  const chain: Step[] = [];
  let keyIndex = 0;
  const words = input.words ?? new Map<string, string>();
  const missingOf = (k: number) => input.missing?.[k];
  for (const k of spec.keys) steps.push(keyStep(k, input.keys[keyIndex++]!, words));
  for (const s of spec.tiebreak?.steps ?? []) {
    if (s.kind === "key") chain.push(keyStep(s, input.keys[keyIndex]!, words, missingOf(keyIndex++), call, idOf));
    else if (s.kind === "lottery") {
      const key = s.key ? input.keys[keyIndex++] : undefined;
      // a weighted lottery's weights: the column after its key's (regimeRows.ts keysOf)
      chain.push(lotteryStep(s, call, idOf, key, input.drawMissing, s.weight ? input.keys[keyIndex++] : undefined));
    }
  }
  const primary = steps.slice();
  const all = [...primary, ...chain];
  const scope = spec.tiebreak?.scope ?? "every";
  let m = n;
  if (input.only) {
    m = 0;
    for (let r = 0; r < n; r++) if (input.only[r]) m++;
  }
  const order = new Uint32Array(m);
  // (each place's tie's first place, `start`, is made from the flags when read: LazyStart)
  const flags = new Uint8Array(m);
  const notes = new Map<number, string>();
  const shared = spec.shared ? SHARED : 0;
  const greedy = chain.find((s) => s.greedy);
  const coverage = greedy ? new Coverage(greedy.cover!, greedy.greedy!, n, input.walk) : undefined;
  let p = 0;
  /** appends the groups a tie was broken into (lazykeys.ts), with `f` */
  const emitGroups = (groups: readonly TieGroup[], f: number): void => {
    for (const g of groups) {
      if (g.note) notes.set(p, g.note);
      emit(g.rows, () => true, f, true);
    }
  };
  /** appends the rows of `sorted` from a to b as groups of equals (`equal`), with `f` */
  const emit = (sorted: Uint32Array, equal: (x: number, y: number) => boolean, f: number, unresolvedIfTied: boolean): void => {
    let g = 0;
    for (let q = 0; q <= sorted.length; q++) {
      if (q < sorted.length && q > g && equal(g, q)) continue;
      if (q > g) {
        const size = q - g;
        for (let x = g; x < q; x++) {
          order[p + x - g] = sorted[x]!;
          flags[p + x - g] = (x === g ? GROUP_START : 0) | f | (size > 1 && unresolvedIfTied ? UNRESOLVED | shared : 0);
        }
        if (coverage) coverage.advance(sorted.subarray(g, q));
        p += size;
      }
      g = q;
    }
  };
  if (scope === "every" || chain.length === 0) {
    // the keys in columns; a lottery or a key some row has no value for (and whatever follows
    // it) only inside the runs they leave
    const lot = all.findIndex((s) => s.isLottery || s.lazy);
    const withGreedy = lot >= 0 && all.slice(lot).some((s) => s.greedy);
    const eager = lot < 0 ? all : all.slice(0, lot);
    const lazy = lot < 0 ? [] : all.slice(lot);
    const f = chain.length > 0 ? CHAIN : 0;
    const sorted = restrict(sortRows(eager, n, undefined, idOf, inOrder), input.only);
    // no ranking (an entitlement): the walk goes by id, and no two applications are tied
    if (spec.unordered) emit(sorted.order, () => false, 0, false);
    else if (lazy.length === 0) emit(sorted.order, sorted.equal, f, true);
    else
      forRuns(sorted.order, sorted.equal, (run) => {
        if (run.length === 1) emit(run, () => false, f, true);
        else if (withGreedy || anyMissing(run, lazy, 0)) emitGroups(breakTie(run, lazy, 0, idOf, inOrder, coverage), f);
        else {
          const sub = sortRows(lazy, 0, run, idOf, inOrder);
          reached(sub.order, lazy, 0);
          emit(sub.order, sub.equal, f, true);
        }
      });
  } else {
    // Only a tie group that straddles the budget is broken: what the walk has left before it is
    // more than nothing and less than the group asks. Other tie groups are all in or all out,
    // and share a position. The walk is followed as it will go (stepOne): under skip an
    // application that does not fit takes nothing and later ones may still fit; a quota charges
    // only what is granted; under full a tie right after a budget used up exactly straddles.
    const w = input.walk;
    const units = input.units;
    const sorted = restrict(sortRows(primary, n, undefined, idOf, inOrder), input.only);
    let state: State<V> | undefined = w && w.budget !== null ? { remaining: w.budget, stopped: false, ...(w.limits.length ? { quotas: w.limits } : {}) } : undefined;
    // `at boundary and after`: once a tie straddled, every later tie is broken too
    let onward = false;
    forRuns(sorted.order, sorted.equal, (run) => {
      let straddles = false;
      if (onward && run.length > 1) straddles = true;
      else if (units && run.length > 1) straddles = units.straddles(run, scope === "decisive");
      else if (state && run.length > 1 && w!.overshoot && !state.stopped) {
        // first come: the declared reading — what the moment's applications requested, all of
        // them, before assessment — passes what is left
        straddles = overshoots(w!, state, run);
      } else if (state && run.length > 1 && scope === "decisive") {
        straddles = decides(w!, state, run);
      } else if (state && run.length > 1 && !state.stopped) {
        const a = w!.arith;
        let sum = a.zero;
        let least: V | undefined;
        for (let q = 0; q < run.length; q++) {
          const r = run[q]!;
          if (w!.kept(r) || !admitted(w!, state, r)) continue;
          const ask = w!.asks[r]!;
          sum = a.add(sum, ask);
          if (least === undefined || a.cmp(ask, least) < 0) least = ask;
        }
        const left = state.remaining!;
        // under reach a member is left out only where the others alone reach the budget first
        straddles =
          w!.policy === "reach"
            ? a.cmp(left, a.zero) > 0 && least !== undefined && a.cmp(a.sub(sum, least), left) >= 0
            : (w!.policy === "full" ? a.cmp(left, a.zero) >= 0 : a.cmp(left, a.zero) > 0) && a.cmp(sum, left) > 0;
      }
      if (straddles && scope === "onward") onward = true;
      let members = run;
      if (straddles && (coverage || anyMissing(run, all, primary.length))) {
        const groups = breakTie(run, all, primary.length, idOf, inOrder, coverage);
        members = new Uint32Array(run.length);
        let q = 0;
        for (const g of groups) for (const r of g.rows) members[q++] = r;
        emitGroups(groups, CHAIN);
      } else if (straddles) {
        const sub = sortRows(all, 0, run, idOf, inOrder);
        reached(sub.order, all, primary.length);
        members = sub.order;
        emit(sub.order, sub.equal, CHAIN, true);
      } else emit(run, () => true, 0, false);
      if (units) units.advance(members);
      else if (state) state = stepAll(w!, state, members);
    });
  }
  return new LazyStart(order, flags, primary, all, notes);
}

/**
 * Tells each draw among `steps` (from `from` on) of the runs of `sorted` — a tie's members as the
 * steps ordered them, equal on the steps before `from` — still equal on the steps before it: the
 * rows the lottery was reached with (`Step.reach`: a draw that leaves out one of them warns). The
 * sort read every step's value for every member; only these runs did the draw have to place.
 */
function reached(sorted: Uint32Array, steps: readonly Step[], from: number): void {
  for (let l = from; l < steps.length; l++) {
    const s = steps[l]!;
    if (!s.reach) continue;
    const before = steps.slice(from, l);
    let g = 0;
    for (let q = 1; q <= sorted.length; q++) {
      if (q < sorted.length && decidingIndex(sorted[g]!, sorted[q]!, before) < 0) continue;
      if (q - g > 1) s.reach(sorted.subarray(g, q));
      g = q;
    }
  }
}

/** First come: whether the requests of one moment's applications (ranked or not) pass what is left. */
function overshoots<V>(w: Walkable<V>, state: State<V>, run: Uint32Array): boolean {
  const ov = w.overshoot!;
  const left = w.arith.decimal(state.remaining!);
  let sum = ov.extra(run[0]!);
  for (let q = 0; q < run.length; q++) sum = sum.plus(ov.requested(run[q]!));
  return (w.policy === "full" ? left.gte(0) : left.gt(0)) && sum.gt(left);
}

/** Past this many members a tie's orders are not enumerated: it is broken where it straddles. */
const DECIDES_MEMBERS = 12;
const DECIDES_NODES = 100_000;

/**
 * `when decisive`: whether some member's outcome (status and amount) differs between two orders
 * of the tie, walked from `state`. Every order is followed, sharing the walks that reach the same
 * state with the same members left; a tie too large to follow is taken as deciding where it
 * straddles the budget (the test of `at boundary`).
 */
function decides<V>(w: Walkable<V>, state: State<V>, run: Uint32Array): boolean {
  if (state.stopped) return false;
  const a = w.arith;
  const members: number[] = [];
  for (let q = 0; q < run.length; q++) if (!w.kept(run[q]!)) members.push(run[q]!);
  if (members.length < 2) return false;
  if (members.length <= DECIDES_MEMBERS) {
    const outcome = new Array<string | undefined>(members.length);
    const seen = new Set<string>();
    let nodes = 0;
    let differs = false;
    const stateKey = (s: State<V>): string => `${s.remaining === null ? "" : a.key(s.remaining)}|${s.stopped ? 1 : 0}|${(s.quotas ?? []).map((x) => a.key(x)).join(",")}`;
    const visit = (mask: number, s: State<V>): void => {
      if (differs || nodes > DECIDES_NODES) return;
      const key = `${mask}:${stateKey(s)}`;
      if (seen.has(key)) return;
      seen.add(key);
      nodes++;
      for (let i = 0; i < members.length && !differs; i++) {
        if (mask & (1 << i)) continue;
        const r = members[i]!;
        const { out, next } = stepOne(a, s, w.asks[r]!, w.policy, bitsOf(w, r), undefined, undefined, w.minimum, undefined, figureOf(w, r));
        const o = `${out.status}:${a.key(out.amount)}`;
        if (outcome[i] === undefined) outcome[i] = o;
        else if (outcome[i] !== o) differs = true;
        visit(mask | (1 << i), next);
      }
    };
    visit(0, state);
    if (nodes <= DECIDES_NODES) return differs;
  }
  let sum = a.zero;
  for (const r of members) sum = a.add(sum, w.asks[r]!);
  const left = state.remaining!;
  return (w.policy === "full" ? a.cmp(left, a.zero) >= 0 : a.cmp(left, a.zero) > 0) && a.cmp(sum, left) > 0;
}

/** The quotas (their indexes) that apply to row r. */
export function bitsOf<V>(w: { readonly quotaBits?: Int32Array; readonly limits: readonly V[] }, r: number): number {
  return w.quotaBits && w.quotaBits.length ? w.quotaBits[r]! : 0;
}

/** Whether the quotas of row r have room for its amount in `state`. */
function admitted<V>(w: Walkable<V>, state: State<V>, r: number): boolean {
  const bits = bitsOf(w, r);
  if (bits === 0 || !state.quotas) return true;
  for (let q = 0; q < state.quotas.length; q++) if (bits & (1 << q) && w.arith.cmp(state.quotas[q]!, w.asks[r]!) < 0) return false;
  return true;
}

/** Calls `f` with each run of rows equal on the sorted columns, in order. */
function forRuns(order: Uint32Array, equal: (p: number, q: number) => boolean, f: (run: Uint32Array) => void): void {
  let g = 0;
  for (let q = 1; q <= order.length; q++) {
    if (q < order.length && equal(g, q)) continue;
    f(order.subarray(g, q));
    g = q;
  }
}
