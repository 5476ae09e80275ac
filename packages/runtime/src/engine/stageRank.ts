// Which stages rank on their own, and how (stages.ts `rankStage`): where some stage of the
// allocation has its own ranking, or the regime's ranking breaks ties by a scope that follows the
// walk (`at boundary`, `at boundary and after`, `when decisive`), every stage ranks its candidates
// itself — with its own ranking or the regime's, the scope following that stage's walk with that
// stage's budget. Otherwise the stages share the regime's one ranking (nothing here is used).
import type { KeyValue, Rec, RankingSpec } from "../spec.js";
import type { Walkable } from "./allocate.js";
import type { RegimeRows } from "./assess.js";
import { rank, type Ranking } from "./rank.js";
import type { Values } from "./shared.js";

/** Whether a ranking's tie-break follows the walk of a budget. */
export function followsWalk(spec: RankingSpec): boolean {
  const tb = spec.tiebreak;
  return !!tb && tb.scope !== "every" && tb.steps.length > 0;
}

/** `rankStage` for walkStages, where the stages rank on their own; nothing where they share the regime's ranking. */
export function stageRanker<V>(rr: RegimeRows, call: Rec, idOf: (r: number) => string, words: ReadonlyMap<string, string>): { rankStage?: (s: number, only: Uint8Array, walk: Walkable<V> | undefined) => Ranking } {
  const stages = rr.regime.allocation.stages ?? [];
  if (!stages.some((st) => st.ranking) && !followsWalk(rr.regime.ranking)) return {};
  return {
    rankStage: (s, only, walk) => {
      const st = stages[s]!;
      const from = st.ranking ? rr.stageKeys?.[s] ?? 0 : 0;
      const keys: readonly Values<KeyValue>[] = from ? rr.keys.slice(from) : rr.keys;
      return rank<V>({ spec: st.ranking ?? rr.regime.ranking, call, rows: rr.rows, keys, keySpecs: rr.keySpecs.slice(from), missing: rr.missing.slice(from), idOf, words, ...(walk ? { walk } : {}), only });
    },
  };
}
