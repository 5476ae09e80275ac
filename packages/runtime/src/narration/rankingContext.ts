// The ranking's words of a catalogue — a comparison's step and values, a key's label, the position
// sentence — are one module per language beside its catalogue (nlRanking.ts, plRanking.ts,
// deRanking.ts; English words them in en.ts as the engine writes them). Each exports `keyLabel`
// (the catalogue's tie notes need it before its phrases exist) and a function of this context,
// which the catalogue fills with what it already has, returning the parts and the sentence.
import type { TraceFact, TraceStraddle } from "../engine/trace.js";
import type { Catalogue, Formats } from "./catalogue.js";
import type { ComparisonParts, FormWords, PositionParts } from "./forms.js";
import type { Phrase } from "./whys.js";

/** What a catalogue gives its ranking's words. */
export interface RankingContext {
  readonly words: FormWords;
  /** a name in the catalogue's quotation marks */
  readonly q: (s: string) => string;
  /** the reasons' phrases, and of an amount the scheme computes */
  readonly phrases: readonly Phrase[];
  readonly entitled: readonly Phrase[];
  /** a stage's title as the catalogue gives it (the compiler's "the rest of the budget" in its words) */
  readonly stageTitle: (t: string) => string;
  /** a straddle of the budget in the catalogue's words (straddleWords.ts) */
  readonly straddle: (s: TraceStraddle, f: Formats, computed?: true, places?: true) => string;
  /** a tie the chain leaves open at a step a member has no value for, the step named by `label` */
  readonly noValueFor: (label: (engineLabel: string) => string) => Phrase;
  /** the catalogue itself, for a reference's words (asked when a row is worded, after the catalogue is made) */
  readonly catalogue: () => Catalogue;
}

/** A catalogue's ranking's words: its `comparisonParts`, `positionParts` and `render.position`. */
export interface RankingWords {
  readonly comparisonParts: ComparisonParts;
  readonly positionParts: PositionParts;
  readonly position: (x: Extract<TraceFact, { kind: "position" }>, f: Formats) => string;
}

/** a sentence's first letter as a capital */
export const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
