// Which stage decided a row of a selection with stages, read from its Staged record (what the
// results, the record's columns and the trace name).
import type { StageSpec } from "../spec.js";
import { NO_STAGE } from "./stageRows.js";
import type { Staged } from "./stages.js";

/** The name of the stage that decided a row of a selection with stages (results carry it). */
export function stageOfResult(at: StagedAt): string | undefined {
  return stageSpecOfResult(at)?.name;
}

type StagedAt = { readonly selection: { readonly staged?: Staged<unknown>; readonly regime: { readonly allocation: { readonly stages?: readonly StageSpec[] } } }; readonly row: number };

/** The stage that decided a row (its spec: a stage per key's member has `member`), or undefined. */
export function stageSpecOfResult(at: StagedAt): StageSpec | undefined {
  const st = at.selection.staged;
  if (!st) return undefined;
  const s = st.stageOf[at.row]!;
  // granted alike in every order of an earlier stage's open tie, in a stage that depends on the order: none named (stageFork.ts)
  return s === NO_STAGE || st.stageOpen?.has(at.row) ? undefined : at.selection.regime.allocation.stages![s]!;
}
