// How a criterion gives its points (its `form`), the value behind a band or a match, and the
// operands behind an ordering key, in a catalogue's words: one function over each language's
// words (en.ts, pl.ts, nl.ts give them). The expressions are the scheme's, quoted as written.
import type { CriterionForm } from "../spec.js";
import type { KeyKind, TraceFact, TraceGroupCap, TraceOperand, TraceValue } from "../engine/trace.js";
import type { Formats, Plural } from "./catalogue.js";
import { sameTimeText, type SameTimeWords } from "./sameTime.js";
import { isMarker } from "./markers.js";
import { keyValueText, keyWords } from "./keyValues.js";
import { isPureFormats } from "./memoWords.js";
import { Decimal, type RoundingMode } from "../decimal.js";

/** A language's words for formulas and values. */
export interface FormWords {
  readonly points: Plural;
  /** "weight {w} × {score}" */
  readonly weighted: (weight: string, score: string) => string;
  /** " (score {lo}–{hi})" */
  readonly scoreRange: (lo: string, hi: string) => string;
  /** a criterion of a weighted score (§11.4), before its points: "{score} (scale {lo}–{hi}) × weight {w} = " (scale absent: no range declared) */
  readonly onScale: (score: string, scale: readonly [string, string] | undefined, weight: string) => string;
  /** ", {min} to {max} points" */
  readonly range: (min: string, max: string, f: Formats) => string;
  /** "{points} if {condition}, otherwise 0" */
  readonly yesno: (points: string, condition: string) => string;
  readonly or: string;
  readonly otherwise: string;
  readonly and: string;
  /** "bands over {subject}: " */
  readonly bandsOver: (subject: string) => string;
  readonly bounds: Readonly<Record<"at_most" | "at_least" | "above" | "below" | "exactly", string>>;
  readonly yes: string;
  readonly no: string;
  readonly absent: string;
  /** "about {v}" */
  readonly about: (v: string) => string;
  /** the percent sign as the language writes it after a number ("%" or " %") */
  readonly percent: string;
  /** " (computed from {inputs})": the inputs of a subject computed by a formula, after its value */
  readonly computedFrom: (inputs: string) => string;
  /** "{before}, capped at {bound}" (an upper bound cut the value down) or, `raised`, "{before}, raised to {bound}" (a lower bound) */
  readonly capped: (before: string, bound: string, raised: boolean) => string;
  /** "computed from {inputs}": the inputs of a criterion under a cap, a clause in its brackets (de "Berechnungsgrundlage: …", a label: a description is not declined) */
  readonly capInputs: (inputs: string) => string;
  /** "; {subject} is {value}, in the band ‘{band}’" (band undefined: a match) */
  readonly subject: (subject: string, value: string, band: string | undefined) => string;
  /** "{a} against {b}" */
  readonly against: (a: string, b: string) => string;
  readonly quote: (s: string) => string;
  /** a date or a moment as the result writes it ("2027-03-01", "2027-03-01 07:59:59.999") in the language's form; absent: as written */
  readonly moment?: (text: string) => string;
  /** the colon between a name and its value as the language sets it (French " : ", a space before it); absent: ": " */
  readonly colon?: string;
  /** ", rounded to {places}, {mode}: {value}": a let's rounding after its formula (metValuesText), as a jury's mean's (jury.ts) */
  readonly rounded?: (places: number, mode: RoundingMode, value: string) => string;
}

type ComparisonFact = Extract<TraceFact, { kind: "comparison" }>;

/**
 * A comparison's words in parts: the words before the neighbour's id, by side, and after the id
 * and ": " the pair's words — the step, the two values in the order shown, their operands, why the
 * id decided — which are the pair's alone, the same for both rows of a pair (only the side and the
 * neighbour are the row's). A catalogue's `render.comparison` is `comparisonWords` of its parts,
 * so a writer that makes the tail once a pair (rankingSteps.ts `comparisonText`) writes its text.
 */
export interface ComparisonParts {
  readonly after: string;
  readonly ahead: string;
  /** after the neighbour's id, the earlier stage whose ranking the comparison is in (the fact's `stage`): " in the ranking of stage 'T'" */
  readonly inStage?: (title: string) => string;
  readonly tail: (x: ComparisonFact, f: Formats) => string;
  /**
   * The pair's words of a fact whose values are markers (narration/markers.ts) — its two values,
   * each operand's value (`kind: "text"`), the shared moment's value — made by `tail`'s own
   * wording, a marker passing through where a value would be worded: cut at the markers and
   * filled per pair with `value` and `operand` of the real values, it is `tail` of the real fact
   * (rankingSteps.ts `comparisonTemplate`). Not for a lottery's pair (its `sameBefore` is a list).
   */
  readonly marked: (x: ComparisonFact, f: Formats) => string;
  /** a key's value in words, as `tail` words the two values (by the key's kind: a yes/no key's) and the shared moment's */
  readonly value: (v: string, f: Formats, kind?: KeyKind) => string;
  /** an operand's value in words, as `tail` words it */
  readonly operand: (v: TraceValue, f: Formats) => string;
  /** the colon after the neighbour's id (French " : "); absent: ": " */
  readonly colon?: string;
}

/**
 * A language's comparison parts: its words before the id, and the pair's as `pair` words the step
 * (`by`), the two values (`value`) and their operands, then why the id decided (sameTime.ts).
 */
export function comparisonParts(after: string, ahead: string, pair: (by: string, a: string, b: string, operands: string, f: Formats) => string, by: (x: ComparisonFact, f: Formats) => string, valueOf: (v: string, f: Formats) => string, w: FormWords, same: SameTimeWords): ComparisonParts {
  // a yes/no key's values in the language's yes and no (keyValues.ts), any other by the catalogue's
  const value = keyWords(valueOf, w);
  const words = (x: ComparisonFact, f: Formats, value: (v: string, f: Formats, kind?: KeyKind) => string): string => {
    const first = x.side === "after";
    const kind = x.key?.kind;
    return pair(by(x, f), value(first ? x.otherValue : x.value, f, kind), value(first ? x.value : x.otherValue, f, kind), operandsText(x, w, f), f) + sameTimeText(x, same, value, f);
  };
  // a marker passes through as itself (an operand's marker is a text value: `valueText` keeps it)
  const marked = (v: string, f: Formats, kind?: KeyKind): string => (isMarker(v) ? v : value(v, f, kind));
  return {
    after,
    ahead,
    tail: (x, f) => words(x, f, value),
    marked: (x, f) => words(x, f, marked),
    value,
    operand: (v, f) => valueText(v, w, f),
  };
}

/**
 * A position's words in parts: the words before the position's number and after it, where the row
 * is alone at its place (no tie), in no stage's ranking and no straddle of the budget — a row
 * whose whole position step is `before + position + between + after`. A catalogue's `render.position` is
 * made of them (`positionWords`), so a writer that fills in each row's number (rankingSteps.ts
 * `positionText`) writes its text without the fact.
 */
export interface PositionParts {
  readonly before: string;
  /** between the number and the words in brackets ("" in English; " in de rangschikking") */
  readonly between: string;
  readonly after: string;
  /** the row's own values on the ranking's keys (the position fact's `keys`): the total's name, any other key's name (absent: as it is), a value as a comparison words it (by the key's kind: keyValues.ts `keyWords`) — and the values of a chain that ran out (the fact's `chain`) as the catalogue words them (engine/positionStep.ts fills a tie's words with it) */
  readonly keys: { readonly total: string; readonly key?: (by: string) => string; readonly value: (v: string, f: Formats, kind?: KeyKind) => string };
  /** the colon between a key and its value (French " : "); absent: ": " */
  readonly colon?: string;
}

/** The row's own values on the ranking's keys: "received: 2026-10-05 11:30:00, phase: 1" ("" where none). */
export function positionKeysText(p: PositionParts, keys: readonly { readonly by: string; readonly value: string; readonly kind?: KeyKind }[] | undefined, f: Formats): string {
  if (!keys || keys.length === 0) return "";
  let out = "";
  for (const k of keys) out += (out ? ", " : "") + (k.by === "total points" ? p.keys.total : p.keys.key ? p.keys.key(k.by) : k.by) + (p.colon ?? ": ") + p.keys.value(k.value, f, k.kind);
  return out;
}

/** "Position 3 (received: …; tied with …).": the parts around the number, the row's key values and the tie's words (each "" where none) in brackets before the end. */
export const positionWords = (p: PositionParts, position: number, keys: string, tied: string): string =>
  p.before + position + p.between + (keys ? (tied ? ` (${keys}${p.colon ? " ;" : ";"} ${tied})` : ` (${keys})`) : tied ? ` (${tied})` : "") + p.after;

/** A comparison in words, from its parts. */
export const comparisonWords =
  (p: ComparisonParts) =>
  (x: ComparisonFact, f: Formats): string =>
    (x.side === "after" ? p.after : p.ahead) + x.other + (x.stage && p.inStage ? p.inStage(x.stage.title) : "") + (p.colon ?? ": ") + p.tail(x, f);

/** The values a threshold met read, after its condition: "; total: 45 points, bar: 34.8" (engine/metValues.ts); "" without them. */
export function metValuesText(values: readonly TraceOperand[] | undefined, w: FormWords, f: Formats): string {
  if (!values || values.length === 0) return "";
  return `${w.colon ? " ; " : "; "}${values.map((v) => `${v.name}${w.colon ?? ": "}${metOperandText(v, w, f)}`).join(", ")}`;
}

/** An operand's value, and a let computed by arithmetic with its formula's values before it: "0.4 × 13.67 + … = 13.585, rounded to 2 decimal places, halves up: 13.59 points" (FINDINGS39 6). */
function metOperandText(v: TraceOperand, w: FormWords, f: Formats): string {
  const value = v.points && v.value.kind !== "absent" ? f.count(v.value.value, w.points) : valueText(v.value, w, f);
  const x = v.formula;
  if (!x) return value;
  const formula = x.parts.map((p) => (typeof p === "string" ? p : valueText(p, w, f))).join("");
  return x.rounding && w.rounded ? `${formula} = ${valueText(x.value, w, f)}${w.rounded(x.rounding.places, x.rounding.mode, value)}` : `${formula} = ${value}`;
}

/**
 * The caps of an application's group computed from the group's key that its reason names (the
 * allocation fact's `groupCaps`), a sentence each after the allocation's: `lead` ("Its group's
 * cap"), the figure, and as for a stage's budget the cap as written and each call value it read
 * ("3 (max(1, floor(10% × the students: Informatics)); the students: Informatics: 35)").
 */
export function groupCapsText(caps: readonly TraceGroupCap[] | undefined, lead: string, w: FormWords, f: Formats, named?: (title: string | undefined, key: string) => string): string {
  // with several groups each cap names its group ("Its group's cap (State 'AZ'): …", §14.12 "Several groups")
  const head = (c: TraceGroupCap): string => (c.group && named ? `${lead} (${named(c.group.title, c.group.key)})` : lead);
  return caps ? caps.map((c) => ` ${head(c)}${w.colon ?? ": "}${valueText(c.value, w, f)} (${c.text}${metValuesText(c.reads, w, f)}).`).join("") : "";
}

/** A value read for the explanation, in a language's words and numbers. */
export function valueText(v: TraceValue, w: FormWords, f: Formats): string {
  let s: string;
  switch (v.kind) {
    case "absent":
      return w.absent;
    case "boolean":
      return v.value === "true" ? w.yes : w.no;
    case "number":
      // a quantity's unit after the number, as written in every language ("650 m", §6.4)
      s = v.unit ? `${f.number(v.value)}\u00a0${v.unit}` : f.number(v.value);
      break;
    case "percent":
      s = f.number(v.value) + w.percent;
      break;
    case "money":
      s = f.amount({ value: v.value, unit: v.unit ?? null });
      break;
    case "date":
    case "time":
      return w.moment ? w.moment(v.value) : v.value;
    default:
      return v.title ?? v.value;
  }
  return v.approx ? w.about(s) : s;
}

type Bounds = readonly { readonly bound: keyof FormWords["bounds"]; readonly value: string }[];

/**
 * Texts made of a scheme's constant parts and a language's words only (a criterion's form, a
 * band's bounds), kept per part for the last language that wrote them: a million explanations
 * word the same formula a million times otherwise.
 */
const wordedOnce = new WeakMap<object, { w: FormWords; text: string }>();

/** The text of `part` kept for `w` (`wordedOnce`), else undefined: looked up before anything is made (no closure per row). */
function known(part: object, w: FormWords): string | undefined {
  const k = wordedOnce.get(part);
  return k?.w === w ? k.text : undefined;
}

function keep(part: object, w: FormWords, text: string): string {
  wordedOnce.set(part, { w, text });
  return text;
}

/** A band's bounds ("above 75% and at most 100%"), their numbers in the language's notation ("ten minste 0,205"; review36 F1). */
function bandText(bounds: Bounds, w: FormWords, f: Formats): string {
  return known(bounds, w) ?? keep(bounds, w, bounds.map((b) => `${w.bounds[b.bound]} ${literal(b.value, w, f)}`).join(` ${w.and} `));
}

/**
 * A number, a percentage or an amount as the scheme writes it ("0.205", "75%", "30000 EUR") in the
 * language's notation, as the points beside it are; any other text as it is (review36 F1: "ten
 * minste 0.205 → 2,5", "waga 3.5" beside "31,5 punktu").
 */
function literal(v: string, w: FormWords, f: Formats): string {
  return /^-?\d+(?:\.\d+)?(?: [A-Z]{3}|%)?$/.test(v) ? keyValueText(v, w, f) : v;
}

/**
 * How the criterion gives its points, in a language's words. It reads the formats only for their
 * numbers and plural forms, which a language's words fix (each language has its one `Formats`).
 */
export function formText(form: CriterionForm, w: FormWords, f: Formats): string {
  return known(form, w) ?? keep(form, w, formWords(form, w, f));
}

const inBrackets = (formula: string): string => (formula ? ` (${formula})` : "");

/** The formula in brackets after the points (" (…)"), kept per form and language as the formula is. */
const bracketed = new WeakMap<CriterionForm, { w: FormWords; text: string }>();

function formBracketed(form: CriterionForm, w: FormWords, f: Formats): string {
  const k = bracketed.get(form);
  if (k?.w === w) return k.text;
  const formula = formText(form, w, f);
  const text = inBrackets(formula);
  bracketed.set(form, { w, text });
  return text;
}

/** A range's lower bound in the language's notation where it is a number ("−3,333"), else as written. */
const rangeLow = (min: string, f: Formats): string => (/^-?\d+(?:\.\d+)?$/.test(min) ? f.number(min) : min);

function formWords(form: CriterionForm, w: FormWords, f: Formats): string {
  // the range's lower bound in the language's notation, as its upper bound is ("de -3,333 a 10
  // puntos", not "-3.333": minus three thousand in Spanish; drafter37's finding 3, mendd37)
  const low = (min: string): string => rangeLow(min, f);
  switch (form.kind) {
    case "weighted":
      return w.weighted(literal(form.weight, w, f), form.score) + (form.lo !== undefined && form.hi !== undefined ? w.scoreRange(literal(form.lo, w, f), literal(form.hi, w, f)) : "") + (form.min !== undefined && form.max !== undefined ? w.range(low(form.min), form.max, f) : "");
    case "yesno":
      return w.yesno(f.count(form.points, w.points), form.condition);
    // an arm's and a band's points in the language's notation, as the points given are ("general →
    // 1,5" beside "1,5 puntos"; drafter35's finding 10: "→ 1.5" in five languages)
    case "match":
      return form.arms.map((a) => `${a.members ? a.members.join(` ${w.or} `) : w.otherwise} → ${f.number(a.points)}`).join("; ");
    case "bands":
      return w.bandsOver(form.subject) + form.bands.map((b) => `${bandText(b.bounds, w, f)} → ${f.number(b.points)}`).join("; ");
    case "expr":
      return form.value + (form.min !== undefined && form.max !== undefined ? w.range(low(form.min), form.max, f) : "");
  }
}

/** What the language's subject clause starts with ("; ", French " ; "), read from its words. */
function subjectLead(w: FormWords): string {
  const s = w.subject("\u0001", "", undefined);
  return s.slice(0, s.indexOf("\u0001"));
}

/**
 * A criterion's points and what is behind them: "1.8 points (formula); subject is value …", or, a
 * criterion of a weighted score (§11.4, the fact's `onScale`), its score on its scale and its
 * weight once: "4.5 (scale 1–5) × weight 0.4 = 1.8 points; subject is 4.5 (computed from …)".
 */
export function criterionPoints(x: Extract<TraceFact, { kind: "criterion" }>, w: FormWords, f: Formats, points: Plural): string {
  const form = x.form;
  if (!x.onScale || form?.kind !== "weighted" || x.points === null) return f.count(x.points ?? "0", points) + criterionDetail(x, w, f);
  const score = x.subject ? valueText(x.subject.value, w, f) : f.number(new Decimal(x.points).div(new Decimal(form.weight)).toString());
  const scale = form.lo !== undefined && form.hi !== undefined ? ([literal(form.lo, w, f), literal(form.hi, w, f)] as const) : undefined;
  return w.onScale(score, scale, literal(form.weight, w, f)) + f.count(x.points, points) + criterionDetail(x, w, f, false);
}

/** A weighted score's total as its formula with every operand (§11.4): "0.4 × 4.5 + 0.3 × 3 + 0.3 × 4 = ", a rounded score as the criterion's step tells it ("0.6 × about 4.3333"); none: "". */
export function termsText(x: Extract<TraceFact, { kind: "total" }>, w: FormWords, f: Formats): string {
  return x.terms ? `${x.terms.map((t) => `${f.number(t.weight)} × ${t.approx ? w.about(f.number(t.score)) : f.number(t.score)}`).join(" + ")} = ` : "";
}

/** The criterion's formula and the value behind it: "(formula); subject is value, in the band …" (`withFormula` false: the value alone) */
export function criterionDetail(x: Extract<TraceFact, { kind: "criterion" }>, w: FormWords, f: Formats, withFormula = true): string {
  // the formula in brackets as kept for its form (no new text per row around the same formula)
  const formula = !withFormula ? "" : x.form ? formBracketed(x.form, w, f) : x.formula !== undefined ? inBrackets(f.raw(x.formula)) : "";
  if (!x.subject) return formula;
  if (x.form?.kind === "expr" && x.form.cap) return capDetail(x.subject, x.form, w, f);
  const band = x.form?.kind === "bands" && x.subject.band !== undefined ? x.form.bands[x.subject.band] : undefined;
  const value = valueText(x.subject.value, w, f);
  // a match over a described field is told by the field's description, which the compiler gives as
  // the subject's text (the form keeps the name as written): "condición de familia numerosa:
  // especial", not "familia_numerosa es especial" — a member may be worded as a place ("en el
  // municipio del centro"), which no copula fits (drafter35's finding 11)
  if (x.form?.kind === "match" && x.form.subject !== x.subject.text && !x.subject.operands) return `${formula}${subjectLead(w)}${x.subject.text}${w.colon ?? ": "}${value}`;
  // the inputs of a formula, after its value: "pdp_ratio is 65.36% (computed from pdp_per_capita_pln: 1234.56 PLN; …)",
  // parted as the language parts its clauses (French " ; ": review40's F6)
  const inputs = x.subject.operands?.length ? w.computedFrom(x.subject.operands.map((o) => `${o.name}${w.colon ?? ": "}${valueText(o.value, w, f)}`).join(subjectLead(w))) : "";
  return formula + w.subject(x.subject.text, value + inputs, band ? bandText(band.bounds, w, f) : undefined);
}

/**
 * An expression under a cap told without its code: the range the criterion states, the value
 * before the cap and the bound, where one bit, and the inputs ("0 bis 50 Punkte; 70, begrenzt auf
 * 50; Berechnungsgrundlage: die vollen Jahre …: 5; …"); where nothing bit, the range and the inputs,
 * or a field or let under the cap by its name: "0 to 10 points; years on the register: 2"
 * (drafter37's finding 7: "50 Punkte (min(10 × wohnjahre + …, 50))" told neither the years nor
 * the 70).
 */
function capDetail(s: NonNullable<Extract<TraceFact, { kind: "criterion" }>["subject"]>, form: Extract<CriterionForm, { kind: "expr" }>, w: FormWords, f: Formats): string {
  const cap = form.cap!;
  const bound = s.capped === "above" ? cap.hi : s.capped === "below" ? cap.lo : undefined;
  const colon = w.colon ?? ": ";
  // a value read as it is (no inputs) is told with its name: "years_registered: 12, capped at 10"
  const before = s.operands?.length ? valueText(s.value, w, f) : `${s.text}${colon}${valueText(s.value, w, f)}`;
  const told = bound !== undefined ? w.capped(before, literal(bound, w, f), s.capped === "below") : "";
  // the clauses apart as the language parts them ("; ", French " ; "), the inputs among them too
  const lead = subjectLead(w);
  const from = s.operands?.length ? w.capInputs(s.operands.map((o) => `${o.name}${colon}${valueText(o.value, w, f)}`).join(lead)) : "";
  // the range the criterion states, as its formula gave it (", −0,333 bis 30 Punkte"), first
  const range = form.min !== undefined && form.max !== undefined ? w.range(rangeLow(form.min, f), form.max, f).slice(2) : "";
  // nothing bit and no inputs (a field or let under the cap): the value by its name, not the code
  return inBrackets([range, told || (from ? "" : before), from].filter((c) => c).join(lead));
}

/** The operands behind a key's values: " (own_share: 51.5% against 48.0%)", in the order the values are shown. */
export function operandsText(x: Extract<TraceFact, { kind: "comparison" }>, w: FormWords, f: Formats): string {
  if (!x.operands || !x.otherOperands) return "";
  const after = x.side === "after";
  const a = after ? x.otherOperands : x.operands;
  const b = after ? x.operands : x.otherOperands;
  // rows read in order: a pair's operands, in the order shown, are the same lists (details.ts
  // keeps the last made) for the row ahead and for the row after it — worded once for both
  const last = lastOperands;
  if (last.a === a && last.b === b && last.w === w && last.f === f) return last.text;
  // the parts put one after the other (no array of them, no joined copy: the writer's reader flattens the piece once)
  let text = "";
  // French sets a space before the semicolon, as before the colon (FINDINGS39 10)
  for (let k = 0; k < a.length; k++) text += (k === 0 ? " (" : w.colon ? " ; " : "; ") + operandWords(k, a[k]!, b[k]!, w, f);
  if (a.length) text += ")";
  last.a = a;
  last.b = b;
  last.w = w;
  last.f = f;
  last.text = text;
  return text;
}

/**
 * An operand's words in a pair, "carry_over.consent_at: brak wartości wobec brak wartości", kept
 * per place in the list for the last pair worded, by its name and its two values (read-only,
 * by identity: an absent value is one object) and the words and formats (pure formats only):
 * most pairs of a call show the same value on one operand (seed000: no moment of consent),
 * worded once for them.
 */
function operandWords(k: number, a: TraceOperand, b: TraceOperand, w: FormWords, f: Formats): string {
  if (!isPureFormats(f)) return operandText(a, b, w, f);
  const last = lastOperand[k] ?? (lastOperand[k] = { name: "", a: undefined, b: undefined, w: undefined, f: undefined, text: "" });
  if (last.a === a.value && last.b === b.value && last.name === a.name && last.w === w && last.f === f) return last.text;
  last.text = operandText(a, b, w, f);
  (last.name = a.name), (last.a = a.value), (last.b = b.value), (last.w = w), (last.f = f);
  return last.text;
}
const operandText = (a: TraceOperand, b: TraceOperand, w: FormWords, f: Formats): string => `${a.name}${w.colon ?? ": "}${w.against(valueText(a.value, w, f), valueText(b.value, w, f))}`;
const lastOperand: { name: string; a: TraceValue | undefined; b: TraceValue | undefined; w: FormWords | undefined; f: Formats | undefined; text: string }[] = [];

/** The operands last worded (operandsText): the lists, read-only, by identity; the words and formats. */
const lastOperands: { a?: readonly TraceOperand[]; b?: readonly TraceOperand[]; w?: FormWords; f?: Formats; text: string } = { text: "" };
