// Ranking: orders the rows of one regime by their keys, breaks ties with the tie-break chain
// (for every tie, or only for the tie group that straddles the budget), and leaves tied what the
// scheme does not break. Tied rows share a position. Keys are read from the columns assessment
// filled; a lottery's value is computed only for the rows of a tie that reaches it.
import { createHash } from "node:crypto";
import { EvaluationError } from "../ops.js";
import type { KeySpec, KeyValue, Rec, RankingSpec, StepSpec } from "../spec.js";
import { truncate } from "../time.js";
import { BY_INDEX, columnOf, packColumns, sortScratchFor, type Column } from "./order.js";
import { orderRows } from "./radix.js";
import type { Values } from "./shared.js";
import { stepOne, type State, type Walkable } from "./allocate.js";
import { stepAll } from "./walkOrders.js";
import type { UnitWalk } from "./groups.js";
import { Draws, drawPlaces, keyText, type DrawPlaces } from "./draws.js";
import { anyMissing, breakTie, type TieGroup, type TieStep } from "./lazykeys.js";
import { Coverage, type Placed } from "./greedy.js";
import { byIdOf, idsInOrder, idsRiseIn, keyColumn } from "./idorder.js";
import { measurePair, panelIndex, showPair } from "./greedyPairs.js";
import { keyShower } from "./keyShow.js";
// which step decided a comparison (deciding.ts), read by explanations
export { decidingIndex, decidingStep } from "./deciding.js";

/** A key's value as the ranking orders it: moments truncated to the key's granularity, yes/no as 1/0. */
export function orderValue(k: KeySpec, v: KeyValue): KeyValue {
  if (k.valueKind === "time") return truncate(v as number, k.granularity ?? "exact", k.zone);
  if (k.valueKind === "boolean") return v ? 1 : 0;
  // a greedy step's list, as texts (greedy.ts compares them as members of a set)
  if (k.valueKind === "set") return Array.from(v as unknown as ArrayLike<unknown>, (x) => String(x)) as unknown as KeyValue;
  return v;
}

/** true for a step ordering from high to low */
export function isDescending(k: KeySpec): boolean {
  return k.direction === "highest" || k.direction === "latest" || k.direction === "true";
}

/** One step of the order as applied: a key or a lottery, with its label for explanations. */
export interface Step {
  readonly label: string;
  readonly source?: string;
  readonly descending: boolean;
  readonly isLottery: boolean;
  /** a key's name in the law's words, its direction and (a moment's) granularity, for explanations */
  readonly key?: { readonly name: string; readonly direction: string; readonly granularity?: string };
  /** the value row r is ordered by */
  value(r: number): KeyValue;
  /** that value in words */
  show(r: number): string;
  /** the column of every row (keys only: a lottery is computed for the rows of a tie) */
  column?(): Column;
  /** why row r has no value (a tie-break key it could not be computed for), else undefined */
  missing?(r: number): string | undefined;
  /** a tie-break key with rows without a value: such a row ranks "last", or the tie stays "unresolved" */
  readonly absent?: "last" | "unresolved";
  /** some row has no value: the step is read inside ties only (lazykeys.ts) */
  readonly lazy?: boolean;
  /** a greedy step (greedy.ts): read inside ties only, one place at a time */
  readonly greedy?: TieStep["greedy"];
  readonly cover?: "ranked" | "funded";
  /** the key it orders by (explanations read the operands recorded for it: details.ts) */
  readonly spec?: KeySpec;
}


function keyStep(k: KeySpec, values: Values<KeyValue>, words: ReadonlyMap<string, string>, missing?: ReadonlyMap<number, string>, call?: Rec): Step {
  if (k.cover) return greedyStep(k, values, words, missing, k.pairs !== undefined ? panelIndex(call?.[k.pairs]) : undefined);
  const descending = isDescending(k);
  const unit = k.granularity ?? "exact";
  // (read by `at`: a column of moments is held as offsets from a base, values.ts)
  const value = (r: number): KeyValue => values.at(r);
  const show = keyShower(k, values);
  const dirWords = { highest: "highest first", lowest: "lowest first", earliest: "earliest first", latest: "latest first", true: "true first", false: "false first" }[k.direction];
  const gran = k.valueKind === "time" ? (unit === "exact" ? ", exact moment" : `, to the ${unit}`) : "";
  const column = (): Column => keyColumn(values, descending);
  // in the law's words: a criterion by its title, the total as total points, a let by its title
  const name = words.get(k.text) ?? k.title ?? k.text;
  const key = { name, direction: k.direction, ...(k.valueKind === "time" ? { granularity: unit } : {}) };
  const lacking = missing && missing.size > 0 ? { missing: (r: number) => missing.get(r), absent: k.absent ?? ("unresolved" as const), lazy: true } : {};
  return { label: `${name} (${dirWords}${gran})`, ...(k.source ? { source: k.source } : {}), descending, isLottery: false, key, value, show, column, spec: k, ...lacking };
}

/** A greedy step: its value for a row is the count it had at its place (recorded as the tie is ordered). */
function greedyStep(k: KeySpec, values: Values<KeyValue>, words: ReadonlyMap<string, string>, missing?: ReadonlyMap<number, string>, pairs?: ReturnType<typeof panelIndex>): Step {
  const view = values.view as unknown as ArrayLike<readonly string[]>;
  const placed = new Map<number, Placed>();
  const name = words.get(k.text) ?? k.text;
  // over the panel's pairs (greedyPairs.ts): a member's own id is what it covers once placed
  const label = pairs ? `${k.direction === "lowest" ? "fewest" : "most"} new aspects by the panel's pairs ${name} (not covered by the applications ${k.cover} above)` : `${k.direction === "lowest" ? "fewest" : "most"} new ${name} (not covered by the applications ${k.cover} above)`;
  const lacking = missing && missing.size > 0 ? { missing: (r: number) => missing.get(r), absent: k.absent ?? ("unresolved" as const) } : {};
  return {
    label,
    ...(k.source ? { source: k.source } : {}),
    descending: k.direction !== "lowest",
    isLottery: false,
    lazy: true,
    cover: k.cover!,
    value: (r) => placed.get(r)?.count ?? -1,
    show: (r) => {
      const p = placed.get(r);
      if (!p) return "not needed";
      if (pairs) return showPair(p);
      const added = p.added.length ? `: ${p.added.join(", ")}` : "";
      const above = p.coveredAbove.length ? p.coveredAbove.join(", ") : "nothing";
      return `${p.count} new${added} (already covered above: ${above})`;
    },
    greedy: { list: (r) => view[r] ?? [], record: (r, p) => void placed.set(r, p), ...(pairs ? { measure: (r: number, covered: ReadonlySet<string>) => measurePair(pairs, view[r]?.[0] ?? "", covered) } : {}) },
    ...lacking,
  };
}

function lotteryStep(step: Extract<StepSpec, { kind: "lottery" }>, call: Rec, idOf: (r: number) => string, keys?: Values<KeyValue>): Step {
  // a call without its (optional) draw or seed: nobody is drawn, so ties stay unresolved and are reported
  let drawn: readonly string[] | string | Draws;
  try {
    drawn = step.get(call);
  } catch (e) {
    if (!(e instanceof EvaluationError)) throw e;
    drawn = [];
  }
  const source = step.source ? { source: step.source } : {};
  if (step.key && keys) return perKeyStep(step.key, drawn instanceof Draws ? drawn : new Draws(new Map()), source, idOf, keys);
  if (Array.isArray(drawn)) {
    // read only when a tie reaches the step; validation has placed the ids already (draws.ts)
    const list = drawn;
    let index: DrawPlaces | undefined;
    const place = (r: number): number | undefined => (index ??= drawPlaces(list)).get(idOf(r));
    return {
      label: "lottery (draw)",
      ...source,
      descending: false,
      isLottery: true,
      value: (r) => place(r) ?? Number.MAX_SAFE_INTEGER,
      show: (r) => {
        const p = place(r);
        return p !== undefined ? `drawn as number ${p + 1}` : "not in the draw";
      },
    };
  }
  const seed = String(drawn);
  // Documented procedure: order by the SHA-256 hex digest of "<seed>:<id>", ascending.
  const digests = new Map<number, string>();
  const digest = (r: number): string => {
    let d = digests.get(r);
    if (d === undefined) digests.set(r, (d = createHash("sha256").update(`${seed}:${idOf(r)}`, "utf8").digest("hex")));
    return d;
  };
  // shown with the text hashed, so that anyone can recompute it (`printf 'seed:id' | sha256sum`, docs/language.md §13.2)
  return { label: `lottery (seed ${JSON.stringify(seed)})`, ...source, descending: false, isLottery: true, value: digest, show: (r) => `sha256(${JSON.stringify(`${seed}:${idOf(r)}`)}) = ${digest(r).slice(0, 12)}…` };
}

/**
 * A lottery whose draw is read per key (`lottery draw call.draws by date_of(received_at)`): a row
 * is ordered by its place in the draw of its own key; rows missing from that draw come after
 * those in it. Rows of different keys are not compared by it (their keys already differ).
 */
function perKeyStep(k: KeySpec, draws: Draws, source: { source?: string }, idOf: (r: number) => string, keys: Values<KeyValue>): Step {
  const index = new Map<string, DrawPlaces>();
  const keyOf = (r: number): string => keyText(k, keys.at(r));
  const place = (r: number): number | undefined => {
    const key = keyOf(r);
    let m = index.get(key);
    if (!m) index.set(key, (m = drawPlaces(draws.of(key) ?? [])));
    return m.get(idOf(r));
  };
  return {
    label: `lottery (the draw for each ${k.text})`,
    ...source,
    descending: false,
    isLottery: true,
    value: (r) => place(r) ?? Number.MAX_SAFE_INTEGER,
    show: (r) => {
      const p = place(r);
      return p === undefined ? `not in the draw for ${keyOf(r)}` : `drawn as number ${p + 1} in the draw for ${keyOf(r)}`;
    },
  };
}

/** A group's flags in `Ranking.flags` (on each of its positions). */
export const GROUP_START = 1;
/** the tie-break chain was applied to this group (scope every, or the group straddles) */
export const CHAIN = 2;
/** the members are tied after every step the scheme provides */
export const UNRESOLVED = 4;

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
    if (s.kind === "key") chain.push(keyStep(s, input.keys[keyIndex]!, words, missingOf(keyIndex++), call));
    else if (s.kind === "lottery") chain.push(lotteryStep(s, call, idOf, s.key ? input.keys[keyIndex++] : undefined));
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
  const start = new Uint32Array(m);
  const flags = new Uint8Array(m);
  const notes = new Map<number, string>();
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
          start[p + x - g] = p;
          flags[p + x - g] = (x === g ? GROUP_START : 0) | f | (size > 1 && unresolvedIfTied ? UNRESOLVED : 0);
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
    if (lazy.length === 0) emit(sorted.order, sorted.equal, f, true);
    else
      forRuns(sorted.order, sorted.equal, (run) => {
        if (run.length === 1) emit(run, () => false, f, true);
        else if (withGreedy || anyMissing(run, lazy, 0)) emitGroups(breakTie(run, lazy, 0, idOf, inOrder, coverage), f);
        else {
          const sub = sortRows(lazy, 0, run, idOf, inOrder);
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
        members = sub.order;
        emit(sub.order, sub.equal, CHAIN, true);
      } else emit(run, () => true, 0, false);
      if (units) units.advance(members);
      else if (state) state = stepAll(w!, state, members);
    });
  }
  return { order, start, flags, primary, all, notes };
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
        const { out, next } = stepOne(a, s, w.asks[r]!, w.policy, bitsOf(w, r));
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
