// A funding stage's own quality threshold (`threshold …` beside the stage's `budget`, §14.10;
// Horizon Europe's Annex D: "the threshold for individual criteria will be 3 … overall 10", for the
// full proposals only): of the applications the stage considers, those that do not meet it are
// taken out of its ranking before its walk — `below_threshold`, decided by the stage (no place in
// its ranking, on no reserve list, passed to no later stage) — and told why as a threshold of the
// regime is: the condition as written and the values it read for the application. The values are
// read when the application is assessed (the application's values are at hand only then), kept
// per row and stage for the few rows below (`StageBelow`); the stage walk reads them.
import type { Env, RuleSpec, StageSpec } from "../spec.js";
import { notMetText } from "./notMet.js";
import { STAGE_BELOW } from "./step.js";
import type { StageBits } from "./regimeRows.js";
import type { Marks, StageOf } from "./stageRows.js";

/** The words of a row below a stage's threshold, before the threshold's reason ("not met: exc >= 3 (Excellence: 2.5 points)"); whys.ts STAGE_BELOW_THRESHOLD. */
export const BELOW_STAGE_THRESHOLD = "below the stage's threshold: ";

/** The words of a stage's threshold that cannot be computed for an application, before the stage's title: "the threshold of stage 'Rest' (q / d >= 2) cannot be computed: …" (regimeRows.ts; whys.ts STAGE_THRESHOLD_CANNOT). */
export const STAGE_THRESHOLD_OF = "the threshold of stage ";
/** The same words of a stage's condition (`when …`, the applications it considers) that cannot be computed (words31; whys.ts STAGE_CONDITION_CANNOT). */
export const STAGE_CONDITION_OF = "the condition of stage ";

/** Per row and stage (row × stages + stage): the reason of a row below the stage's own threshold. */
export type StageBelow = Map<number, string>;

/** Whether some stage of the list has a threshold of its own (a stage that funds). */
export const stageThresholds = (stages: readonly StageSpec[] | undefined): boolean => stages?.some((st) => st.threshold !== undefined) ?? false;

/**
 * Row r's reasons below the thresholds of the stages that consider it (`considered(s)`) and whose
 * own threshold it does not meet (`met(s)`), read from the application in `env` as it is assessed.
 */
export function noteBelow(below: StageBelow, stages: readonly StageSpec[], env: Env, r: number, considered: (s: number) => boolean, met: (s: number) => boolean): void {
  for (let s = 0; s < stages.length; s++) {
    const t = stages[s]!.threshold;
    if (!t || !considered(s) || met(s)) continue;
    below.set(r * stages.length + s, BELOW_STAGE_THRESHOLD + notMetText(t as unknown as RuleSpec, env));
  }
}

/** What `takeOutBelow` writes into: the stage walk's columns and its words. */
export interface BelowColumns {
  readonly status: Uint8Array;
  readonly stageOf: StageOf;
  readonly mark: Marks;
  readonly done: number;
  readonly mask: Uint8Array | undefined;
  readonly say: (r: number, s: number, text: string) => void;
}

/**
 * Stage s's candidates (those marked `m`) that do not meet its own threshold (their bit `bit` in
 * word `word` of the row's stage bits unset), taken out before its walk: `below_threshold`, decided
 * by the stage, not considered again. Returns how many candidates are left.
 */
export function takeOutBelow(x: BelowColumns, s: number, m: number, count: number, bits: StageBits, words: number, word: number, bit: number, text: (r: number) => string | undefined): number {
  const n = x.mark.length;
  for (let r = 0; r < n; r++) {
    if (x.mark[r] !== m || bits[r * words + word]! & bit) continue;
    x.status[r] = STAGE_BELOW;
    x.stageOf[r] = s;
    x.mark[r] = x.done;
    if (x.mask) x.mask[r] = 0;
    x.say(r, s, text(r) ?? `${BELOW_STAGE_THRESHOLD}not met`);
    count--;
  }
  return count;
}
