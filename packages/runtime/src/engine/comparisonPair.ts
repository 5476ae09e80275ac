// The pair a comparison step reads (split from rankingSteps.ts, stream28): the rows at two
// places of a ranking, the step that decided them, and what is worded of them once a pair — the
// two values in words, the zone's offsets, the operands read and worded. Rows read in order meet
// each pair twice, so the last pair is kept, and the next pair, which shares a row, takes that
// row's words from it. (Two objects a ranking reused in turn made fewer bytes but no faster run:
// stream28, docs/performance.md.)
import type { Step } from "./rank.js";
import type { TraceOperand, TraceValue } from "./trace.js";
import { decidingIndex } from "./deciding.js";
import { missingWords } from "./lazykeys.js";
import { NOT_FOUND } from "./placeBlock.js";
import { offsetAt, offsetText } from "../time.js";
import type { Catalogue, Formats } from "../narration/catalogue.js";
import type { ComparisonParts } from "../narration/forms.js";
import type { TextForm } from "./explainWriter.js";
/**
 * The comparison of the rows at places a and b of a ranking (`order`) on `steps`: the step that
 * decided it, and the two values in words and the pair's operands, made when first asked. Rows
 * read in order meet each pair twice — row p's "ahead of" the next is that row's "after" p — so
 * the last pair is kept and its words and operands made once; a value in words is kept with it
 * for the next pair, which shares a row.
 */
export interface Comparison {
  readonly a: number;
  readonly b: number;
  readonly steps: readonly Step[];
  readonly step: Step;
  /** the rows at places a and b */
  readonly ra: number;
  readonly rb: number;
  before: string | undefined;
  after: string | undefined;
  /** whether the pair's moments lie on two offsets of the zone (acrossClocks), found when first asked */
  across: boolean | undefined;
  /** the zone's offsets at the moments of the rows at places a and b (acrossClocks), where found; a's as the last pair found it for the row both share */
  offA: number | undefined;
  offB: number | undefined;
  /** whether the operands were read; each place's values, where the key has them and both were recorded (details.ts operandValuesOf) */
  read: boolean;
  valsA: readonly TraceValue[] | undefined;
  valsB: readonly TraceValue[] | undefined;
  /** the operands of the row at place a as the last pair read them for the row both share (its `valsB`), where it read them: read again only where it did not */
  sharedA: readonly TraceValue[] | undefined;
  /** each place's operands with their names, as a fact shows them: made when a fact is */
  opsA: readonly TraceOperand[] | undefined;
  opsB: readonly TraceOperand[] | undefined;
  /** each place's operands in words (operandWords), in the catalogue's parts and formats `wordsIn`, `wordsF` */
  wordsA: readonly string[] | undefined;
  wordsB: readonly string[] | undefined;
  wordsIn: ComparisonParts | undefined;
  wordsF: Formats | undefined;
  /** each place's value as the pair's words say it (`ComparisonParts.value` of `before`, `after`: pairValues), in the parts and formats `valuesIn`, `valuesF`; a's as the last pair worded it for the row both share, where neither showed an offset */
  valueA: string | undefined;
  valueB: string | undefined;
  valuesIn: ComparisonParts | undefined;
  valuesF: Formats | undefined;
  /** which of the key's operands differ between the two places (bit n: operand n; differingOperands.ts), those the pair shows */
  opsMask: number;
  /** the pair's words after the neighbour's id (comparisonText), in the catalogue `tailOf` */
  tail: string | undefined;
  tailOf: Catalogue | undefined;
  /** ": " and the pair's words, formed by the writer's form `formedBy` (explainWriter.ts TextForm), and the piece's end `formedEnd` after them */
  formed: string | undefined;
  formedBy: TextForm | undefined;
  formedEnd: string | undefined;
  /** whether `tail` was filled into its shape's template (pairTail) */
  filled: boolean;
  /** the rows' values on the deciding step as the block gathered them (placeBlock.ts `before`, `after`), NaN: not gathered (read from the key's column) */
  readonly gA: number;
  readonly gB: number;
}
/** The last pair compared, per ranking (its order): held no longer than the ranking. */
const lastComparison = new WeakMap<ArrayLike<number>, Comparison>();

/** `k`: the index of the deciding step as the block found it (placeBlock.ts; −1: none decides), or NOT_FOUND: looked for here; `gA`, `gB` the two rows' values on it as the block gathered them (NaN: not gathered). */
export function comparisonOf(order: ArrayLike<number>, a: number, b: number, steps: readonly Step[], k: number, gA = NaN, gB = NaN): Comparison | undefined {
  const last = lastComparison.get(order);
  if (last && last.a === a && last.b === b && last.steps === steps) return last;
  const ra = order[a]!;
  const rb = order[b]!;
  const at = k !== NOT_FOUND ? k : decidingIndex(ra, rb, steps);
  if (at < 0) return undefined;
  const step = steps[at]!;
  const c: Comparison = { a, b, steps, step, ra, rb, before: undefined, after: undefined, across: undefined, offA: undefined, offB: undefined, read: false, opsMask: 0, valsA: undefined, valsB: undefined, sharedA: undefined, opsA: undefined, opsB: undefined, wordsA: undefined, wordsB: undefined, wordsIn: undefined, wordsF: undefined, valueA: undefined, valueB: undefined, valuesIn: undefined, valuesF: undefined, tail: undefined, tailOf: undefined, formed: undefined, formedBy: undefined, formedEnd: undefined, filled: false, gA: k !== NOT_FOUND ? gA : NaN, gB: k !== NOT_FOUND ? gB : NaN };
  // the row both pairs share, where the same step decided both: its words as the last pair made
  // them (a step words a row by the row alone: its value, or why it has none — but a greedy
  // step's, at the place the pair contested), and the zone's offset at its moment
  if (last && last.b === a && last.step === step && !step.showAt) (c.before = last.after), (c.offA = last.offB), (c.wordsA = last.wordsB), (c.wordsIn = last.wordsIn), (c.wordsF = last.wordsF), (c.sharedA = last.valsB), (c.valueA = last.across === false ? last.valueB : undefined), (c.valuesIn = last.valuesIn), (c.valuesF = last.valuesF);
  lastComparison.set(order, c);
  return c;
}

/** A row's value on the deciding step in words, or why it has none (deciding.ts `stepWords`). */
// (words with an offset are the pair's, not the row's: not kept for the next pair to share)
export const shownBefore = (c: Comparison): string => ((c.across ??= acrossClocks(c)) ? withOffset(c, c.ra) : (c.before ??= missingWords(c.step, c.ra) ?? shownAs(c.step, c.ra, c.gA, c.rb)));
export const shownAfter = (c: Comparison): string => ((c.across ??= acrossClocks(c)) ? withOffset(c, c.rb) : (c.after ??= missingWords(c.step, c.rb) ?? shownAs(c.step, c.rb, c.gB, c.ra)));
/**
 * The pair's two values as its words say them (`parts.value` by the key's kind) in `c.valueA`,
 * `c.valueB`: the row both pairs share as the last pair worded it (a row's value is worded once,
 * not once for each of its two pairs), where its value is shown without an offset in both — a
 * value with an offset (acrossClocks) is the pair's, worded for the pair and not kept.
 */
export function pairValues(c: Comparison, parts: ComparisonParts, f: Formats): void {
  const kind = c.step.key?.kind;
  const before = shownBefore(c);
  const after = shownAfter(c);
  if (c.across || c.valuesIn !== parts || c.valuesF !== f) (c.valueA = undefined), (c.valuesIn = parts), (c.valuesF = f);
  c.valueA ??= parts.value(before, f, kind);
  c.valueB = parts.value(after, f, kind);
}

/** Row r's value in words beside `other`'s: a greedy step's at the place the two contested (`Step.showAt`). */
const shown = (st: Step, r: number, other: number): string => (st.showAt ? st.showAt(r, other) : st.show(r));
/** The same words from the row's value `g` as the block gathered it, where it did (the key's column not read again at the row); else `shown`. */
const shownAs = (st: Step, r: number, g: number, other: number): string => (g === g && st.showValue ? st.showValue(g) : shown(st, r, other));

/**
 * Whether the pair's two moments lie on two offsets of the zone — a change of the clocks between
 * them: "01:59:59 against 03:00:00" would read as an hour where the clocks moved forward and one
 * second passed (drafted_mobility, drafter15), so each is then shown with its offset.
 */
function acrossClocks(c: Comparison): boolean {
  const k = c.step.spec;
  if (!k || k.valueKind !== "time" || k.granularity === "day" || !k.zone || k.zone === "UTC" || !c.step.value) return false;
  // the row the last pair shares with this one: its offset as that pair found it (set only where
  // its moment was a number, on the same step), its value not read again
  if (c.offA === undefined) {
    const a = c.gA === c.gA ? c.gA : c.step.value(c.ra);
    if (typeof a !== "number") return false;
    c.offA = offsetAt(a, k.zone);
  }
  const b = c.gB === c.gB ? c.gB : c.step.value(c.rb);
  if (typeof b !== "number") return false;
  c.offB = offsetAt(b, k.zone);
  return c.offA !== c.offB;
}

/** A moment in words with its offset ("2027-03-28 01:59:59+01:00"), unless it already has it (an hour the clocks repeat). */
function withOffset(c: Comparison, r: number): string {
  const text = c.step.show(r);
  return /[+-]\d\d:\d\d$/.test(text) ? text : text + offsetText(offsetAt(c.step.value!(r) as number, c.step.spec!.zone!));
}

