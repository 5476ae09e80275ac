// Explanations written as text straight from the record of a run: the third consumer of
// `narrateTo` (narrate.ts), beside `narrate` (steps as objects) and `trace` (steps with their
// facts). A writer of a million explained rows does not need a result object, a step object or an
// array per row: each step is rendered by the same catalogue and handed on as a piece of text in
// the form the writer prints (a `TextForm`: the bench's lines, the JSON result's step objects; a
// `StepForm`: a trace step with its fact, the HTML report's list item), one piece after another.
// A text form's texts are formed (`Formed`: the JSON form's escaped as JSON.stringify escapes
// them, without a copy where nothing needs escaping) before it prints them, a pair's words once a
// pair. A step of a shared fact (sharedFacts.ts) is rendered and formed once per
// section and source and handed on as the same string every time (`kept`), so a writer may keep
// its encoded bytes. The texts are those of `narrate` and `trace`: the same facts through the same
// `renderFact` (test/explain-writer.test.ts compares every row of the seeds and test schemes).
import type { ExplanationStep } from "../result.js";
import { formatsOf, renderFact, type Catalogue } from "../narration/catalogue.js";
import { comparisonHook, comparisonPieces, positionHook } from "./rankingSteps.js";
import { positionPieces } from "./positionStep.js";
import type { TraceFact } from "./trace.js";
import { assessmentClassesOf, catalogueOf, narrateTo, type Sink } from "./narrate.js";
import { allocationHook } from "./allocationStep.js";
import { allocationPieces } from "./allocationWords.js";
import type { AssessmentClass, AssessmentClasses } from "./assessmentClasses.js";
import { isShared } from "./sharedFacts.js";
import { BLOCK, PlaceBlocks } from "./placeBlock.js";
import type { Run } from "./record.js";

/** Where the pieces go, in order (a step is one piece or several: a comparison's and an allocation's in a text form are handed on in pieces, stream32, a position's too, stream34); `kept`: the same string is handed on for every row that has this step, or these words (a shared step; the words around a row's values). */
export type PieceOut = (piece: string, kept: boolean) => void;

/** How a step is printed: its piece, given its section, source and text (and the fact the text renders, for a form that prints it). */
export type StepForm = (step: ExplanationStep["step"], source: string | null, text: string, fact: TraceFact) => string;

declare const formed: unique symbol;
/**
 * A step's text as a `TextForm` prints it inside its piece (the JSON form's: the contents of a
 * JSON string, escaped as JSON.stringify escapes them; the lines form's: the text as it is). Not a
 * string to the type checker: a text is formed only by its form's `form`, and a form prints only a
 * formed text — a text cannot be printed unformed or formed twice. A text formed once is kept
 * where it is shared (a pair's words, once a pair: rankingSteps.ts comparisonText).
 */
export interface Formed {
  readonly [formed]: true;
}

/** A form that prints a step's text only, not its fact: a writer may then make a step's text without its fact (a comparison's: rankingSteps.ts comparisonText). */
export interface TextForm {
  /** `text` in the form's escaping */
  readonly form: (text: string) => Formed;
  /** the step's piece, its text formed by `form`: `head(step, source)`, the text, `end` */
  readonly step: (step: ExplanationStep["step"], source: string | null, text: Formed) => string;
  /** what the piece has before the text, by section and source */
  readonly head: (step: ExplanationStep["step"], source: string | null) => string;
  /** what the piece has after the text, the same for every step (a comparison's pair's words are joined with it once a pair: rankingSteps.ts comparisonText) */
  readonly end: string;
}

/**
 * Texts formed by one form, joined: the form of their concatenation where no surrogate pair is
 * cut at a joint (escaping is then character by character; a joint of the texts made here
 * always has an ASCII character on one side).
 */
export const joinFormed = (a: Formed, b: Formed): Formed => ((a as unknown as string) + (b as unknown as string)) as unknown as Formed;

/** A text as it is, formed (the lines form's escaping: none). */
const asIs = (text: string): Formed => text as unknown as Formed;

/** The bench's form: each step's text on a line of its own. */
export const LINES: TextForm = { form: asIs, step: (_step, _source, text) => (text as unknown as string) + "\n", head: () => "", end: "\n" };

/** The characters JSON.stringify escapes in a string: a quote, a backslash, a control character, a surrogate (escaped where it stands alone). */
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/**
 * A text as the contents of the JSON string JSON.stringify prints for it: itself where it holds no
 * character JSON escapes (a scan that stops at the first such, no copy), else JSON.stringify's
 * without the quotes.
 */
export const jsonContents = (text: string): Formed => (ESCAPED.test(text) ? JSON.stringify(text).slice(1, -1) : text) as unknown as Formed;

/** A step as JSON.stringify prints `{ step, source, text }` at `indent` (its members one level deeper). */
export function jsonStep(indent: string): TextForm {
  const inner = "\n" + indent + '  "';
  const close = '"\n' + indent + "}";
  // the members before the text's contents, per section and source (a few of each a run)
  const heads = new Map<string, Map<string | null, string>>();
  const head = (step: string, source: string | null): string => {
    let bySource = heads.get(step);
    if (bySource === undefined) heads.set(step, (bySource = new Map()));
    let h = bySource.get(source);
    if (h === undefined) bySource.set(source, (h = "{" + inner + 'step": ' + JSON.stringify(step) + "," + inner + 'source": ' + JSON.stringify(source) + "," + inner + 'text": "'));
    return h;
  };
  return { form: jsonContents, step: (step, source, text) => head(step, source) + (text as unknown as string) + close, head, end: close };
}

/**
 * A trace step (trace.ts `TraceStep`: `{ step, source, ...fact, text }`) as JSON.stringify prints
 * it at `indent`: the JSON result of a run explained as traces (`--explain-format trace`).
 */
export function traceJsonStep(indent: string): StepForm {
  const nl = "\n" + indent;
  return (step, source, text, fact) => JSON.stringify({ step, source, ...fact, text }, null, 2).replace(/\n/g, nl);
}

/** The pieces between steps: before the first, between two, after the last, and the whole of none. */
export interface Frame {
  readonly open: string;
  readonly between: string;
  readonly close: string;
  readonly empty: string;
}

/** No frame: the pieces one after the other (the bench's lines). */
export const NO_FRAME: Frame = { open: "", between: "", close: "", empty: "" };

/** The frame of a JSON array whose elements are at `indent` (JSON.stringify's: `[]` when empty). */
export function jsonArray(indent: string): Frame {
  return { open: "[\n" + indent, between: ",\n" + indent, close: "\n" + indent.slice(2) + "]", empty: "[]" };
}

/** A shared fact's step as formed, with the frame's piece before it (as the first step, as a later one): one piece each. */
interface KeptStep {
  readonly step: ExplanationStep["step"];
  readonly source: string | null;
  readonly first: string;
  readonly later: string;
}

/** Where pieces go between rows: nowhere (one function for every row, not a closure made per row). */
const NOWHERE: PieceOut = () => {};

/** A run's explanations written piece by piece, in a form and a frame. */
export class ExplanationWriter {
  /** a shared fact's step as formed last, by fact (a fact in another section or citing another source is formed again) */
  private readonly kept = new WeakMap<TraceFact, KeptStep>();
  private out: PieceOut = NOWHERE;
  private count = 0;
  private readonly sink: Sink;
  /** per place in a row's steps: the shared fact last written there, and its step as formed */
  private readonly lastFacts: (TraceFact | undefined)[] = [];
  private readonly lastKept: (KeptStep | undefined)[] = [];

  /** A step's piece in the writer's form, given its text (and fact, for a form that prints it). */
  private readonly piece: StepForm;

  constructor(
    private readonly run: Run,
    form: StepForm | TextForm,
    private readonly frame: Frame = NO_FRAME,
    catalogue: Catalogue = catalogueOf(run.spec),
    /** the most places gathered at once (placeBlock.ts; tests make it small) */
    private readonly blockSize: number = BLOCK,
  ) {
    // a form that prints texts only: a comparison's text without its fact, where the catalogue
    // words it in parts (the pair's words made once for both its rows: rankingSteps.ts), and an
    // allocation's, its sentence split at its amounts once a shape (allocationWords.ts), and
    // a position's, its number and values between its words (positionStep.ts positionPieces)
    const text = typeof form === "function" ? undefined : form;
    const piece = (this.piece = text ? (step, source, said) => text.step(step, source, text.form(said)) : (form as StepForm));
    const formats = formatsOf(catalogue);
    // each step is one piece, the frame's piece before it included — but a comparison's and an
    // allocation's in a text form, handed on in pieces (below)
    this.sink = (step, source, x) => {
      const at = this.count++;
      const first = at === 0;
      if (typeof x === "function") {
        if (text) {
          // a comparison's, an allocation's and a position's texts are handed on in pieces, not joined (a
          // reader copies a joined text whole when it first reads it): after the frame's piece
          // and the head, the words they share with other rows as kept pieces and the row's own
          // values apart (a comparison's pair's words formed and joined with the end once a pair;
          // an allocation's and a position's words formed once a shape, the end joined to its last)
          if (x === comparisonHook && catalogue.comparisonParts) {
            const lead = this.lead(first, step, source, text);
            if (lead) this.out(lead, true);
            comparisonPieces(catalogue, formats, text, text.end, this.out);
            return;
          }
          if (x === allocationHook && allocationPieces(catalogue, formats, text, this.lead(first, step, source, text), this.out)) return;
          if (x === positionHook && positionPieces(catalogue, formats, text, this.lead(first, step, source, text), this.out)) return;
        }
        // a hook's fact: a fact of the row's own, or a shared one (a criterion's value: subjects.ts)
        const made = x();
        x = typeof made === "string" ? { kind: "text", text: made } : made;
        if (!isShared(x)) return this.out((first ? frame.open : frame.between) + piece(step, source, renderFact(x, catalogue), x), false);
      }
      // the step at this place of the last row written, where it is the same shared fact
      // (rows of one regime have the same steps in the same places): no look-up by fact
      let known = this.lastFacts[at] === x ? this.lastKept[at] : undefined;
      if (!known || known.step !== step || known.source !== source) {
        if (!isShared(x)) return this.out((first ? frame.open : frame.between) + piece(step, source, renderFact(x, catalogue), x), false);
        known = this.kept.get(x);
        if (!known || known.step !== step || known.source !== source) {
          const made = piece(step, source, renderFact(x, catalogue), x);
          this.kept.set(x, (known = { step, source, first: frame.open + made, later: frame.between + made }));
        }
        this.lastFacts[at] = x;
        this.lastKept[at] = known;
      }
      return this.out(first ? known.first : known.later, true);
    };
  }

  /** the frame's piece and a text form's head last joined, and what for (a comparison's lead) */
  private leadFirst = false;
  private leadStep: ExplanationStep["step"] | undefined;
  private leadSource: string | null = null;
  private leadText = "";
  /** What a comparison's piece has before its text: the frame's piece (as the first step or a later one) and the form's head, joined once while the same. */
  private lead(first: boolean, step: ExplanationStep["step"], source: string | null, text: TextForm): string {
    if (this.leadStep !== step || this.leadSource !== source || this.leadFirst !== first) (this.leadStep = step), (this.leadSource = source), (this.leadFirst = first), (this.leadText = (first ? this.frame.open : this.frame.between) + text.head(step, source));
    return this.leadText;
  }

  /** the run's assessment classes (assessmentClasses.ts), found when the first row is written; null: none */
  private classes: AssessmentClasses | null | undefined;
  /** per class, its steps as one piece: as the first steps of a row [0], after others [1] (each made the first time) */
  private readonly classPieces: [(string | undefined)[], (string | undefined)[]] = [[], []];
  /** A class's assessment steps as one kept piece: the pieces the sink makes of its shared facts, joined once. */
  private readonly block = (k: AssessmentClass): void => {
    const at = this.count === 0 ? 0 : 1;
    let piece = this.classPieces[at][k.id];
    if (piece === undefined) {
      const out = this.out;
      let joined = "";
      this.out = (p) => void (joined += p);
      for (let x = 0; x < k.fact.length; x++) this.sink(k.section[x]!, k.source[x]!, k.fact[x]!);
      this.out = out;
      this.classPieces[at][k.id] = piece = joined;
    } else this.count += k.fact.length;
    if (piece) this.out(piece, true);
  };

  /** The frame's close and what follows it, and its empty form and what follows it (`after` kept as the last one given). */
  private ends: { after: string | undefined; close: string; empty: string } = { after: undefined, close: "", empty: "" };

  /** the values ranked rows read, gathered by place while rows are written in order (placeBlock.ts) */
  private places: PlaceBlocks | undefined;

  /**
   * Writes the explanation of application i (an index of the run's assessment) to `out`, then
   * `after` (one piece with the frame's close). `j`: its row in the run's table, where known — a
   * writer of rows in the table's order then reads what ranked rows read gathered by place.
   */
  write(i: number, out: PieceOut, after = "", j?: number): void {
    this.out = out;
    this.count = 0;
    if (this.classes === undefined) this.classes = assessmentClassesOf(this.run) ?? null;
    let placed = j === undefined ? undefined : (this.places ??= new PlaceBlocks(this.run, this.blockSize)).at(j, this.classes?.classOf);
    if (placed && placed.block.app[placed.place - placed.block.from] !== i) placed = undefined;
    narrateTo(this.run, i, this.sink, this.classes ?? undefined, this.block, placed);
    this.out = NOWHERE;
    let ends = this.ends;
    if (ends.after !== after) this.ends = ends = { after, close: this.frame.close + after, empty: this.frame.empty + after };
    const end = this.count === 0 ? ends.empty : ends.close;
    if (end) out(end, true);
  }

  /** Writes steps already made (an invalid record's, which the run keeps as a result) in the same form and frame; each as a text fact (a form printing facts prints such a row from its object: rowJson.ts). */
  writeSteps(steps: readonly ExplanationStep[], out: PieceOut): void {
    for (let k = 0; k < steps.length; k++) out((k === 0 ? this.frame.open : this.frame.between) + this.piece(steps[k]!.step, steps[k]!.source, steps[k]!.text, { kind: "text", text: steps[k]!.text }), false);
    const end = steps.length === 0 ? this.frame.empty : this.frame.close;
    if (end) out(end, true);
  }
}
