// Which stages rank on their own, and how (stages.ts `rankStage`): where some stage of the
// allocation has its own ranking (or says `ranking of the regime`), or the regime's ranking breaks ties by a scope that follows the
// walk (`at boundary`, `at boundary and after`, `when decisive`), every stage ranks its candidates
// itself — with its own ranking or the regime's, the scope following that stage's walk with that
// stage's budget. Otherwise the stages share the regime's one ranking (nothing here is used).
import { STAGE_BELOW } from "./step.js";
import type { KeyValue, Rec, RankingSpec } from "../spec.js";
import type { Walkable } from "./allocate.js";
import type { RegimeRows } from "./regimeRows.js";
import { rank, type Ranking } from "./rank.js";
import type { Values } from "./shared.js";
import type { DrawMissing } from "./rankKeys.js";
import type { Selection } from "./select.js";
import { NO_STAGE } from "./stages.js";
import { stageName } from "./stageReasons.js";

/** Whether a ranking's tie-break follows the walk of a budget (with a step that can break a tie). */
export function followsWalk(spec: RankingSpec): boolean {
  const tb = spec.tiebreak;
  return !!tb && tb.scope !== "every" && tb.steps.some((s) => s.kind !== "unresolved");
}

/**
 * The source of a tie-break chain's `unresolved per …` step: the provision that says who decides
 * a tie the chain leaves (drafted_rolling art. 6(3): the Management Board). A position in such a
 * tie cites it (rankingSteps.ts); undefined where the step cites none, or there is no such step.
 */
export function settledBy(spec: RankingSpec): string | undefined {
  for (const st of spec.tiebreak?.steps ?? []) if (st.kind === "unresolved") return st.source;
  return undefined;
}

/** `rankStage` for walkStages, where the stages rank on their own; nothing where they share the regime's ranking. */
export function stageRanker<V>(rr: RegimeRows, call: Rec, idOf: (r: number) => string, words: ReadonlyMap<string, string>, drawMissing?: DrawMissing): { rankStage?: (s: number, only: Uint8Array, walk: Walkable<V> | undefined) => Ranking | undefined } {
  const stages = rr.regime.allocation.stages ?? [];
  const follows = followsWalk(rr.regime.ranking);
  // `ranking of the regime` in a stage (`ranksOwn`) makes the stages rank on their own as a stage's own ranking does
  if (!stages.some((st) => st.ranking || st.ranksOwn) && !follows) return {};
  return {
    rankStage: (s, only, walk) => {
      const st = stages[s]!;
      // a stage that walks the regime's ranking, which breaks ties without following a walk: the
      // regime's ranking restricted to its candidates (stages.ts) is that ranking already
      if (!st.ranking && !follows) return undefined;
      const from = st.ranking ? rr.stageKeys?.[s] ?? 0 : 0;
      const keys: readonly Values<KeyValue>[] = from ? rr.keys.slice(from) : rr.keys;
      return rank<V>({ spec: st.ranking ?? rr.regime.ranking, call, rows: rr.rows, keys, keySpecs: rr.keySpecs.slice(from), missing: rr.missing.slice(from), idOf, words, ...(walk ? { walk } : {}), only, ...(drawMissing ? { drawMissing } : {}) });
    },
  };
}

/** Where the stages rank on their own: row r's place (1-based, competition numbering) in the ranking of the stage that decided it; else undefined. */
export function stagePlaceOf(s: Selection, r: number): number | undefined {
  const st = s.staged;
  if (!st?.rankings || !st.placeIn || st.stageOf[r] === NO_STAGE || st.status[r] === STAGE_BELOW || st.stageOpen?.has(r)) return undefined;
  return st.rankings[st.stageOf[r]!]!.start[st.placeIn[r]!]! + 1;
}

/** Whether some row of the selection has a place in a stage's own ranking (`stagePlaceOf`). */
export function stagesRank(s: Selection): boolean {
  const st = s.staged;
  if (!st?.rankings || !st.placeIn) return false;
  for (let r = 0; r < st.stageOf.length; r++) if (st.stageOf[r] !== NO_STAGE) return true;
  return false;
}

/**
 * Where the stages rank on their own: the ranking of the stage that decided row r, the row's
 * place in it, and the words of the position fact (narrate.ts). Undefined where the stages share
 * the regime's ranking, or no stage decided the row.
 */
export function stageRankingOf(s: Selection, r: number): { ranking: Ranking; place: number; source: string | undefined; spec: RankingSpec; whole: string; stage: { name: string; title: string; place: number; of: number; own: boolean } } | undefined {
  const st = s.staged;
  if (!st?.rankings || !st.placeIn) return undefined;
  const k = st.stageOf[r]!;
  if (k === NO_STAGE || st.status[r] === STAGE_BELOW) return undefined;
  const spec = s.regime.allocation.stages![k]!;
  const ranking = st.rankings[k]!;
  const place = st.placeIn[r]!;
  const rs = spec.ranking ?? s.regime.ranking;
  const scope = rs.tiebreak?.scope;
  // the words the catalogues know (fcfs.ts unbrokenTieText): the budget is the stage's here
  const whole = scope === "decisive" ? "no order of it changes anyone's outcome" : "it does not straddle the budget";
  return { ranking, place, source: spec.ranking?.source ?? s.regime.ranking.source, spec: rs, whole, stage: { name: spec.name, title: stageName(spec), place: ranking.start[place]! + 1, of: ranking.order.length, own: spec.ranking !== undefined } };
}

/**
 * Per row, the stages whose rankings ranked it and its place in each (index in `order`), held
 * compactly (the entries of row r at `from[r]` to `from[r + 1]`, in the stages' order): as many
 * entries as the stages' rankings hold rows, not a column per stage — a stage per key of many
 * members ranks each row in one of them. Made once per selection, when first asked.
 */
interface PlacesByRow {
  readonly from: Uint32Array;
  readonly stage: Uint32Array;
  readonly at: Uint32Array;
}
const placesByRow = new WeakMap<object, PlacesByRow>();

function placesOf(rankings: readonly { readonly order: Uint32Array }[], n: number): PlacesByRow {
  const from = new Uint32Array(n + 1);
  for (const rk of rankings) for (let p = 0; p < rk.order.length; p++) from[rk.order[p]! + 1]!++;
  for (let r = 0; r < n; r++) from[r + 1]! += from[r]!;
  const fill = from.slice(0, n);
  const stage = new Uint32Array(from[n]!);
  const at = new Uint32Array(from[n]!);
  rankings.forEach((rk, k) => {
    for (let p = 0; p < rk.order.length; p++) {
      const q = fill[rk.order[p]!]!++;
      stage[q] = k;
      at[q] = p;
    }
  });
  return { from, stage, at };
}

/**
 * Where the stages rank on their own: row r's place in the ranking of every stage that ranked it,
 * in the stages' order, the stage that decided it last (drafter33's finding 2: a výzva publishes
 * its list per kraj, "pořadí žádostí za každý kraj zvlášť", and a project the kraj passed on to
 * the national remainder has its place in the kraj's list as well as in the national one). Each
 * as `stageRankingOf`'s `stage`; empty where the stages share the regime's ranking or none ranked it.
 */
export function stagePlacesOf(s: Selection, r: number): { name: string; title: string; place: number; of: number; own: boolean }[] {
  const st = s.staged;
  if (!st?.rankings || !st.placeIn || st.stageOf[r] === NO_STAGE || st.status[r] === STAGE_BELOW || st.stageOpen?.has(r)) return [];
  let by = placesByRow.get(st);
  if (!by) placesByRow.set(st, (by = placesOf(st.rankings, st.stageOf.length)));
  const out: { name: string; title: string; place: number; of: number; own: boolean }[] = [];
  const last = st.stageOf[r]!;
  for (let q = by.from[r]!; q < by.from[r + 1]!; q++) {
    const k = by.stage[q]!;
    if (k > last) continue;
    const spec = s.regime.allocation.stages![k]!;
    const rk = st.rankings[k]!;
    out.push({ name: spec.name, title: stageName(spec), place: rk.start[by.at[q]!]! + 1, of: rk.order.length, own: spec.ranking !== undefined });
  }
  return out;
}
