// A jury's built-in as the compiler writes it for explanations (compile/jurySpecs.ts): where a
// `let` reads `median(…)` or `trimmed_mean(…)` of an application's scores, an explained run records
// the scores (engine/juries.ts) and the explanation tells what the built-in did with them, just
// before the first step that reads the let (engine/narrate.ts).
import type { Env } from "./spec.js";
import type { DecimalList } from "./decimalList.js";
import type { RoundingMode } from "./decimal.js";

export interface JurySpec {
  /** "median", "trimmed_mean", or a plain "mean" of an application's numbers (told as the values and their count) */
  readonly fn: "median" | "trimmed_mean" | "mean";
  /** the call as written ("trimmed_mean(scores.quality, 1, 5)") */
  readonly text: string;
  /** of a trimmed mean: how many are set aside at each end, and from how many scores on */
  readonly k?: number;
  readonly n?: number;
  /** the scores are percentages (held as fractions: 0.5): told as the law writes them, "50%" */
  readonly percent?: true;
  /** the call is the value a `round(…, places, mode)` rounds: the explanation tells the rounding, the value before and after */
  readonly round?: { readonly places: number; readonly mode: RoundingMode };
  /** the scores of one application (whole numbers or Decimals, in the order given; a mean's list of decimals may be held as its sum, decimalList.ts) */
  readonly get: (e: Env) => readonly unknown[] | DecimalList;
  /** the `let` that holds it, its title and its source: the sentence names the one and cites the other */
  readonly let: string;
  readonly title?: string;
  readonly source?: string;
  /** the assessment steps that read it, through lets, in the order written ("points:quality"): told just before the first */
  readonly readBy: readonly string[];
}
