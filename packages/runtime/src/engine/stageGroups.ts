// A group with stages (lots): each stage's walk is the group walk of groups.ts over the stage's
// ranking, with the stage's budget and policy, and what each group was granted in the earlier
// stages counting towards its caps (`Earlier`, groupUnits.ts). `GroupCarry` holds, per key, what
// each stage granted the group; `walkGroupStage` walks one stage and returns its columns as a
// stage's walk returns them (stages.ts copies them), its reasons worded now (a stage composes its
// rows' reasons as it goes); the totals per group and the sources the group's items decided are
// the stages' together. Only groups walked application by application (no `together`), with a
// walk in every stage (no pro-rata boundary, no admission): the checker refuses the rest (AL0525).
import type { BoundaryPolicy, StageSpec } from "../spec.js";
import { FUNDED, PARTIAL, PRO_RATA, type QuotaNames, type Walked, neverKept } from "./allocate.js";
import type { Arith } from "./arith.js";
import { countTotals, walkGroups, type Cited, type GroupTotal } from "./groups.js";
import type { Earlier, GroupWalkInput } from "./groupUnits.js";
import type { Ranking } from "./rank.js";
import { NO_STAGE, stageName, type StageOf } from "./stageRows.js";
import type { StopWords } from "./step.js";

/** What the stages' walks read of a regime's group (select.ts's `groupInput`, without a ranking or a budget). */
export type StageGroupInput<V> = Omit<GroupWalkInput<V>, "ranking">;

/** Per key: what each stage granted the group (amount and grants), stage by stage. */
export class GroupCarry<V> implements Earlier<V> {
  private readonly sums = new Map<number, { granted: V; count: number; parts: { stage: number; granted: V; count: number }[] }>();
  /** the rows whose outcome an item of the group decided, with that item's source */
  private readonly sources = new Map<number, string>();
  readonly arbitrary: number[][] = [];
  /** some stage's walk left what a group holds depending on the order of a tie (its orders' states differ): no totals per group */
  unknown = false;

  constructor(
    private readonly a: Arith<V>,
    private readonly stages: readonly StageSpec[],
    private readonly format: (v: V) => string,
  ) {}

  granted(k: number): V {
    return this.sums.get(k)?.granted ?? this.a.zero;
  }

  count(k: number): number {
    return this.sums.get(k)?.count ?? 0;
  }

  items(k: number, amounts: boolean): string[] {
    const parts = this.sums.get(k)?.parts ?? [];
    return parts.map((p) => `${amounts ? this.format(p.granted) : String(p.count)} in stage '${stageName(this.stages[p.stage]!)}'`);
  }

  /** Adds what stage s granted row r's group (`k`). */
  add(k: number, s: number, g: V): void {
    const a = this.a;
    let e = this.sums.get(k);
    if (!e) this.sums.set(k, (e = { granted: a.zero, count: 0, parts: [] }));
    e.granted = a.add(e.granted, g);
    e.count++;
    let last = e.parts[e.parts.length - 1];
    if (!last || last.stage !== s) e.parts.push((last = { stage: s, granted: a.zero, count: 0 }));
    last.granted = a.add(last.granted, g);
    last.count++;
  }

  /** The sources of the group's items that decided rows, over every stage (select.ts's `groupSource`). */
  get cited(): Cited {
    return { get: (r) => this.sources.get(r) };
  }

  cite(r: number, source: string | undefined): void {
    if (source !== undefined) this.sources.set(r, source);
  }
}

/**
 * Stage s's walk of its ranking `sub` by the group (see the head of this file): the group walk with
 * the stage's budget, policy and what is left of the quotas, the regime's columns (`size`), and
 * what the earlier stages granted each group; its reasons worded, where the walk stopped said
 * (`stopped`), and what it granted each group added to `carry` for the stages after it.
 */
export function walkGroupStage<V>(
  g: StageGroupInput<V>,
  carry: GroupCarry<V>,
  s: number,
  sub: Ranking,
  n: number,
  walk: { budget: V | null; policy: BoundaryPolicy; limits: readonly V[]; quotaBits?: Int32Array | undefined; figures?: readonly (ArrayLike<V> | undefined)[] | undefined; names?: QuotaNames<V> | undefined; stops: StopWords },
  stopped: (why: string[], status: Uint8Array, stop: number, policy: BoundaryPolicy, id: string, stops: StopWords) => void,
): Walked<V> {
  const gw = walkGroups<V>({ ...g, ranking: sub, size: n, budget: walk.budget, policy: walk.policy, kept: neverKept, limits: walk.limits, ...(walk.quotaBits ? { quotaBits: walk.quotaBits } : {}), ...(walk.figures ? { figures: walk.figures } : {}), ...(walk.names ? { names: walk.names } : {}), stops: walk.stops, earlier: carry });
  if (gw.stopRow !== undefined) stopped(gw.why, gw.status, gw.stopRow, walk.policy, g.idOf(gw.stopRow), walk.stops);
  carry.arbitrary.push(...gw.arbitrary);
  // as one walk gives no totals per group where the orders of a tie end in different states
  if ((g.limit !== null || g.grants !== null) && gw.totals === undefined) carry.unknown = true;
  const order = sub.order;
  // the words of each row now, before the carry takes this stage's grants (a refusal's words name the earlier stages')
  for (let p = 0; p < order.length; p++) {
    const r = order[p]!;
    gw.why[r] = gw.whyOf(r);
    carry.cite(r, gw.cited.get(r));
  }
  for (let p = 0; p < order.length; p++) {
    const r = order[p]!;
    const st = gw.status[r]!;
    if (st !== FUNDED && st !== PARTIAL && st !== PRO_RATA) continue;
    const k = g.keyOfRow(r);
    if (k >= 0) carry.add(k, s, gw.granted[r]!);
  }
  return gw;
}

/**
 * The totals per group over every stage, by key, counted when first read (as groups.ts's): what
 * each group was granted in all, its funded members and the members any stage walked.
 */
export function stageGroupTotals<V>(g: StageGroupInput<V>, n: number, stageOf: StageOf, status: Uint8Array, granted: ArrayLike<V>, isKept: (st: number) => boolean): () => Record<string, GroupTotal> {
  return () => {
    let count = 0;
    for (let r = 0; r < n; r++) if (stageOf[r] !== NO_STAGE && !isKept(status[r]!)) count++;
    const rows = new Uint32Array(count);
    const start = new Uint32Array(count + 1);
    const key = new Int32Array(count);
    let u = 0;
    for (let r = 0; r < n; r++) {
      if (stageOf[r] === NO_STAGE || isKept(status[r]!)) continue;
      rows[u] = r;
      key[u] = g.keyOfRow(r);
      u++;
      start[u] = u;
    }
    return countTotals(g, count, rows, start, key, status, granted);
  };
}
