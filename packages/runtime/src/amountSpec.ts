// How an allocation's amount is computed, for explanations (compiled by the dsl's
// compile/explainAmount.ts; read by engine/amountValues.ts only when a run is explained).
import type { RoundingMode } from "./decimal.js";
import type { Env, ShowSpec } from "./spec.js";

/** One value of the amount's computation: a let the amount reads (before those that read it), or the amount's formula. */
export interface AmountStepSpec {
  /** the let's name; null: the amount's own formula */
  readonly name: string | null;
  /** the let's title, where it has one (`let grant "the grant" = …`) */
  readonly title?: string;
  /** the formula as written */
  readonly formula: string;
  /** the source the let cites (else the amount's) */
  readonly source?: string;
  readonly show: ShowSpec;
  readonly get: (e: Env) => unknown;
  /** an `if … else if …` chain: its conditions as written, each arm's formula (null: a constant), and the arm taken (conditions.length: the last `else`) */
  /** `implied`: the last condition not holding means none holds (a chain of bounds on one value: dsl compile/explainAmount.ts impliesTheOthers) */
  /** `reads`: per arm, the indices in `reads` of the values it decides by (the condition that held, the one before it — of the last `else`, the conditions its words name — and the arm's formula), in the order written */
  /** `members`, `holds` (a ranking's let, RankingSpec.letSteps): each arm's member by its title, and which conditions hold (the arms after the one taken that hold too are told) */
  readonly arms?: { readonly texts: readonly string[]; readonly formulas: readonly (string | null)[]; readonly implied?: true; readonly reads?: readonly (readonly number[])[]; readonly get: (e: Env) => number; readonly members?: readonly (string | null)[]; readonly holds?: (e: Env) => readonly boolean[] };
  /** a top-level `round(…)`: the value before rounding */
  readonly unrounded?: { readonly show: ShowSpec; readonly get: (e: Env) => unknown };
  /** each `round(x, places, mode)` inside the formula, to whole decimal places (not the formula itself): as written, the value x and the value it gave */
  readonly roundings?: readonly { readonly text: string; readonly places: number; readonly mode: RoundingMode; readonly show: ShowSpec; readonly get: (e: Env) => unknown; readonly after: (e: Env) => unknown }[];
  /** the values the formula reads: fields (with their descriptions), lets, call parameters */
  readonly reads: { readonly names: readonly string[]; readonly titles: readonly (string | null)[]; readonly shows: readonly ShowSpec[]; readonly gets: readonly ((e: Env) => unknown)[] };
}
