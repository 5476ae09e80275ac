// The sentences of explanations, as data: one catalogue per language (en.ts, pl.ts, nl.ts, de.ts, es.ts, fr.ts, pt.ts), chosen
// by the scheme's declared `language` (English where it declares another or none) — the same
// approach as the HTML report's texts (packages/dsl/src/report/messages). A catalogue renders
// each kind of trace fact (engine/trace.ts); counts take their plural form from
// Intl.PluralRules, numbers their separators from Intl.NumberFormat, both of the catalogue's
// locale. Every catalogue must render every kind: adding a kind to TraceFact fails the build
// until each language says it.
import type { TraceAmount, TraceFact, TraceKind } from "../engine/trace.js";
import type { ExplanationStep } from "../result.js";
import type { StopsAt } from "../engine/ties.js";
import { de } from "./de.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { nl } from "./nl.js";
import { pl } from "./pl.js";
import { pt } from "./pt.js";
import { memoizeWhys, translateWhy, type Phrase } from "./whys.js";
import { countsRecently, numbersRecently, pluralOfText, wholeFormatter, wholeNumberFormatter } from "./numbers.js";
import { formatMinor } from "../decimal.js";
import { countIn } from "./placeCount.js";
import { namesSwap } from "./ownNames.js";
import type { ComparisonParts, PositionParts } from "./forms.js";
import { pureFormats } from "./memoWords.js";

/** Forms of a counted word by plural category; `other` is always given. */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

/** How a catalogue writes numbers and amounts (made from its locale). */
export interface Formats {
  /** a decimal as the result writes it ("1000000.00"), in the locale's separators */
  number(value: string): string;
  /** an amount with its currency */
  amount(a: TraceAmount): string;
  /**
   * the amount of m minor units at `places` (m·10^−places) with its unit: the same text as
   * `amount({ value: formatMinor(m, places), unit })`, worded from the number (narrate.ts
   * allocationText: a row's amounts from the walk's columns)
   */
  minorAmount(m: number, places: number, unit: string | null): string;
  /** the form of a counted word for n (`{n}` in the form is replaced by n in words); of places (`placeCount`) in a unit, "{n} kW" */
  count(n: string | number, forms: Plural): string;
  /** the unit the catalogue's places are counted in (`Catalogue.placeUnit`): its phrases of places say what is left, not the places left */
  readonly placeUnit?: string;
  /** the scheme's names for its budget and its reserve list put into the catalogue's own words (ownNames.ts `named`): absent where it gives none */
  readonly names?: (words: string) => string;
  /** how a chain of reasons is joined (whys.ts translateWhy): "; ", in French " ; " (a space before the semicolon) */
  readonly chain?: string;
  /**
   * the words are of a stage with a budget of its own (a reservation, `budget X` in a stage: the
   * fact's `ownBudget`, a reason's part in such a stage): its remainder is the stage's, not the
   * allocation's — no budget's name, and Dutch says "het budget van de fase" (nlBudget.ts)
   */
  readonly ownBudget?: true;
  /**
   * text the engine recorded in English that this catalogue has no words for, passed through as
   * it is: a render in another language that reaches it is incomplete (`untranslated` lists it)
   */
  raw(text: string): string;
}

export type Renderers = { readonly [K in TraceKind]: (fact: Extract<TraceFact, { kind: K }>, f: Formats) => string };

export interface Catalogue {
  /** ISO 639-1 code */
  readonly language: string;
  /** the BCP 47 locale its numbers are written in; null: as the result writes them */
  readonly locale: string | null;
  /** the locale's group separator from four digits on, where its own rule leaves them ungrouped (es-ES writes "1234,56", the BOE "1.234,56 euros") */
  readonly groupAlways?: true;
  /** a currency's sign in place of its code, after the figure and a no-break space (French "20 500,00 €"); absent, or a code it lacks: the code after a space ("20.500,00 EUR") */
  readonly currencies?: Readonly<Record<string, string>>;
  readonly render: Renderers;
  /** a comparison's words in parts, `render.comparison` being made of them (forms.ts): a writer makes the pair's once for both its rows */
  readonly comparisonParts?: ComparisonParts;
  /** a position's words around its number, `render.position` being made of them (forms.ts): a writer fills in the number of a row alone at its place */
  readonly positionParts?: PositionParts;
  /**
   * whether `render.allocation` words its fact's amounts (asked, granted, left before) only by
   * `Formats.amount` and joins those words as they are: a writer may then split the sentence at
   * them, once a shape, and fill in each row's amounts (allocationStep.ts allocationText). Not a titled
   * catalogue's (budgetTitle.ts): its words are made whole, as before the names moved into them.
   */
  readonly amountsInParts?: boolean;
  /** the allocation's reasons (recorded in English) in this language, by pattern (whys.ts) */
  readonly phrases: readonly Phrase[];
  /**
   * the unit an allocation of places counts (`budget … unit "kW"`, quantityUnit.ts): each count of
   * places (`placeCount`) is the figure and the unit, and the phrases of places choose their words
   * for what is left (`Formats.placeUnit`)
   */
  readonly placeUnit?: string;
  /** a noun unit's forms by plural category (`unit one "Garten" other "Gärten"`): each count of places takes the form of its number (placeCount.ts `countIn`) */
  readonly placeUnitForms?: Readonly<Record<string, string>>;
  /** the name the scheme gives its budget and its reserve list (budgetTitle.ts `titledCatalogue`): its words take them where they say the budget or the list (ownNames.ts, `Formats.names`) */
  readonly budgetTitle?: string;
  readonly reserveTitle?: string;
  /** a reported tie's note where its chain stopped at a step a member has no value for (engine/ties.ts `stops`): the phrase for that step; absent: the note as the engine wrote it, through `phrases` */
  readonly stopsNote?: (stops: StopsAt) => Phrase;
  /** the same of an allocation of places (places.ts: "does not fit in the places left"), then `phrases`; absent: `phrases` */
  readonly placePhrases?: readonly Phrase[];
  /** the same of an allocation of an amount the scheme computes (an entitlement: nlBudget.ts), then `phrases`; absent: `phrases` */
  readonly computedPhrases?: readonly Phrase[];
  /** the units of a legal reference ("article", "paragraph", …: the language's refUnits) in this language's citation style */
  readonly units: Readonly<Record<string, string>>;
  /** what joins a reference's units ("article 8, alinéa 1": ", "); absent: a space ("artículo 22 apartado 1") */
  readonly unitJoin?: string;
  /** a unit's number 1 as the language writes it ("article 1er", "alinéa 1er"); absent: "1" */
  readonly firstAs?: Readonly<Record<string, string>>;
  /** the words of the notices and of `allot explain` */
  readonly words: NoticeWords;
  /** how a scheme's own reason (`otherwise "… {field} …"`) writes a yes/no value and a value not given (reasonText.ts sayIn) */
  readonly values: ValueWords;
}

/** The words of a value inside a scheme's own reason. */
export interface ValueWords {
  readonly yes: string;
  readonly no: string;
  /** a value this application does not have (an optional field left empty), in its brackets */
  readonly notGiven: string;
  /** a date or a moment as the result writes it, in the language's form (German "01.03.2027, 07:59:59 Uhr"); absent: as written */
  readonly moment?: (text: string) => string;
}

/** The headings and labels of a decision notice and of `allot explain`. */
export interface NoticeWords {
  readonly notice: string;
  readonly call: string;
  readonly application: string;
  readonly status: string;
  readonly position: string;
  readonly notRanked: string;
  /** a row's place on the reserve list, after the reason that puts it there (", at place 3": recordReasons.ts `RowReasons.of`), as the explanation's step says it */
  readonly reservePlace: (n: number) => string;
  readonly points: string;
  readonly criterion: string;
  readonly maximum: string;
  /** a decision notice's columns of a weighted score (language.md §11.4): each criterion's score on its scale, and its weight */
  readonly score: string;
  readonly weight: string;
  readonly total: string;
  readonly requested: string;
  /** the amount's label, and the statuses of a grant or refusal, where the scheme computes the amount (nobody asked for it: amounts.ts) */
  readonly computed: string;
  readonly computedStatuses: Readonly<Record<string, string>>;
  /**
   * the totals' sum of what was computed (`totals.requested` of a computed amount): for the
   * applications the allocation considered — not those received after first come's ceiling, for
   * which nothing was computed; those a cap refused are in it (words23)
   */
  readonly computedTotal: string;
  /** the amount granted where the scheme computes it: "Zuerkannter Betrag", not "Bewilligter Betrag" (words24) */
  readonly computedGranted: string;
  readonly granted: string;
  readonly contingent: string;
  readonly reasons: string;
  readonly noReasons: string;
  readonly howDecided: string;
  /** each step's label in `allot explain`'s list under `howDecided` (English: the trace's own step names) */
  readonly steps: Readonly<Record<ExplanationStep["step"], string>>;
  /** a text in the language's quotation marks (`allot explain`'s head quotes the law's word for the status: de „…“, pl „…”, nl ‘…’, en “…”) */
  readonly quote: (s: string) => string;
  readonly legalTexts: string;
  readonly publishedOn: string;
  readonly regime: string;
  readonly statuses: Readonly<Record<string, string>>;
}

const catalogues: Readonly<Record<string, Catalogue>> = { en, pl, nl, de, es, fr, pt };

/** The languages a catalogue writes explanations in (ISO 639-1): a scheme's `language` outside them gets English (the checker warns, AL0424). */
export const catalogueLanguages: readonly string[] = Object.keys(catalogues);

/** The catalogue for a scheme's language ("pl", "nl-BE", …); English when there is none. */
export function catalogueFor(language: string | undefined): Catalogue {
  const primary = (language ?? "en").toLowerCase().split(/[-_]/)[0]!;
  return catalogues[primary] ?? en;
}

const formatsCache = new Map<Catalogue, Formats>();

/** The number formats of a catalogue's locale. */
export function formatsOf(c: Catalogue): Formats {
  let f = formatsCache.get(c);
  if (f) return f;
  if (c.locale === null) {
    const plural = pluralOfText("en");
    f = {
      number: (v) => v,
      amount: (a) => (a.unit ? `${a.value} ${a.unit}` : a.value),
      minorAmount: (m, places, unit) => (unit ? `${formatMinor(m, places)} ${unit}` : formatMinor(m, places)),
      count: countsRecently((n, forms) => (forms[plural(n)] ?? forms.other).replace("{n}", String(n))),
      raw: (t) => t,
    };
  } else {
    const locale = c.locale;
    // grouping as the locale has it ("auto": Polish leaves four digits ungrouped), or from four digits (`groupAlways`)
    // (numbers.ts: as Intl writes them, without Intl per number)
    const whole = wholeFormatter(locale, c.groupAlways);
    const decimalSep = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")?.value ?? ".";
    const plural = pluralOfText(locale);
    // exact: the integer part through BigInt (no rounding of large amounts), the fraction as written
    // kept for the last few values (numbersRecently: each locale's formats keep their own)
    const number = numbersRecently((v: string): string => {
      // /^(-?)(\d+)(?:\.(\d+))?$/ read by hand: no match array and its parts per number
      const sign = v.charCodeAt(0) === 45 ? 1 : 0;
      let dot = -1;
      for (let k = sign; k < v.length; k++) {
        const c = v.charCodeAt(k);
        if (c === 46 && dot < 0 && k > sign) dot = k;
        else if (c < 48 || c > 57) return v;
      }
      if (v.length === sign || dot === v.length - 1) return v;
      // the integer part read in place; two decimals as kept by their value
      const int = whole(v, sign, dot < 0 ? v.length : dot);
      const frac = dot < 0 ? "" : dot === v.length - 3 ? twoDecimals[(v.charCodeAt(dot + 1) - 48) * 10 + v.charCodeAt(dot + 2) - 48]! : decimalSep + v.slice(dot + 1);
      return sign ? "−" + int + frac : int + frac;
    });
    /** the decimal separator and two decimals (",05"), by their value */
    const twoDecimals: readonly string[] = Array.from({ length: 100 }, (_, k) => decimalSep + (k < 10 ? "0" : "") + k);
    /** the space and the unit after an amount (" EUR"), for the last unit */
    let lastUnit = "";
    let spacedUnit = "";
    const signs = c.currencies;
    const unitAfter = (unit: string): string => (unit === lastUnit ? spacedUnit : ((lastUnit = unit), (spacedUnit = signs?.[unit] !== undefined ? "\u00a0" + signs[unit] : " " + unit)));
    // an amount from its minor units: cents (not negative, safe) worded from the number, any other as its text
    const wholeNumber = wholeNumberFormatter(locale, c.groupAlways);
    const minorNumber = (m: number, places: number): string => {
      if (places !== 2 || m < 0 || !Number.isSafeInteger(m)) return number(formatMinor(m, places));
      const cents = m % 100;
      return wholeNumber((m - cents) / 100) + twoDecimals[cents]!;
    };
    // Polish and Dutch choose the form by the number; a fraction takes the "other"/"many" form as Intl says
    f = {
      number,
      amount: (a) => (a.unit ? number(a.value) + unitAfter(a.unit) : number(a.value)),
      minorAmount: (m, places, unit) => (unit ? minorNumber(m, places) + unitAfter(unit) : minorNumber(m, places)),
      count: countsRecently((n, forms) => (forms[plural(n)] ?? forms.other).replace("{n}", number(String(n)))),
      raw: (t) => t,
    };
  }
  // French sets a space before the semicolon, as before the colon
  if (c.language === "fr") f = { ...f, chain: " ; " };
  const names = namesSwap(c.language, c.budgetTitle, c.reserveTitle);
  if (names) f = { ...f, names };
  const unit = c.placeUnit;
  if (unit !== undefined) {
    const counts = f.count;
    f = { ...f, count: (n, forms) => counts(n, countIn(forms, unit, c.placeUnitForms)), placeUnit: unit };
  }
  formatsCache.set(c, f);
  pureFormats(f);
  if (c.phrases.length) memoizeWhys(f, c.phrases);
  // English translates only the reasons of a computed amount (enComputed.ts): those are kept
  else if (c.computedPhrases) memoizeWhys(f, c.computedPhrases);
  return f;
}

/** the formats of a catalogue whose budget's name is not said (a stage's own budget: the fact's `ownBudget`), by catalogue */
const ownBudgetCache = new WeakMap<Catalogue, Formats>();

/**
 * The formats of the words of a stage with a budget of its own (a reservation, §14.8; `budget X`
 * in a stage, §14.7): the catalogue's, but the budget's name is kept off that budget's remainder
 * (§14, "A stage's own budget keeps its words"; drafter32's finding 3), the list's stays; and
 * `ownBudget` set, which Dutch words as the stage's budget, not the subsidy's ceiling.
 */
export function ownBudgetFormats(c: Catalogue): Formats {
  let g = ownBudgetCache.get(c);
  if (g === undefined) {
    const f = formatsOf(c);
    const names = namesSwap(c.language, undefined, c.reserveTitle);
    const { names: _named, ...rest } = f;
    g = names ? { ...rest, names, ownBudget: true } : { ...rest, ownBudget: true };
    pureFormats(g);
    if (c.phrases.length) memoizeWhys(g, c.phrases);
    else if (c.computedPhrases) memoizeWhys(g, c.computedPhrases);
    ownBudgetCache.set(c, g);
  }
  return g;
}

/** The formats a fact is worded with: the catalogue's, or where a stage with a budget of its own decided it, `ownBudgetFormats`. */
function formatsFor(fact: TraceFact, c: Catalogue): Formats {
  return (fact.kind === "allocation" || fact.kind === "stage-pass") && fact.ownBudget ? ownBudgetFormats(c) : formatsOf(c);
}

/** A fact in the words of a catalogue. */
export function renderFact(fact: TraceFact, c: Catalogue): string {
  const r = c.render[fact.kind] as (x: TraceFact, f: Formats) => string;
  return r(fact, formatsFor(fact, c));
}

/**
 * A fact in the words of a catalogue, and the English texts of the engine it passed through
 * untranslated (none in English; in another language each is a sentence part the catalogue lacks).
 */
export function renderChecked(fact: TraceFact, c: Catalogue): { text: string; untranslated: string[] } {
  const untranslated: string[] = [];
  const f: Formats = { ...formatsFor(fact, c), raw: (t) => (c.language !== "en" && untranslated.push(t), t) };
  const r = c.render[fact.kind] as (x: TraceFact, f: Formats) => string;
  return { text: r(fact, f), untranslated };
}

/** What an allocation hands out, which its reasons speak of: amounts asked, places (`AllocationSpec.places`), or an amount the scheme computes (an entitlement: `AllocationSpec.amountSteps`). */
export type Allotted = "asked" | "places" | "computed";

/** The phrases of the reasons of an allocation of `kind`. */
export function phrasesOf(c: Catalogue, kind: Allotted = "asked"): readonly Phrase[] {
  return (kind === "places" ? c.placePhrases : kind === "computed" ? c.computedPhrases : undefined) ?? c.phrases;
}

/**
 * A reason of the result (its message) in a catalogue's words: the allocation's phrases translated
 * (of an allocation of `kind`: places, whose budget is places; a computed amount), a scheme's own
 * message as written. `own`: the stages (by the name the reasons print, "in stage '…'") whose
 * budget is their own — each such stage's part is worded as its step is (`ownBudgetFormats`).
 */
export function reasonText(message: string, c: Catalogue, kind: Allotted = "asked", own?: ReadonlySet<string>): string {
  const phrases = phrasesOf(c, kind);
  if (phrases.length === 0) return message;
  if (own !== undefined && own.size > 0 && message.startsWith("in stage '")) return stagedReason(message, c, phrases, own);
  return translateWhy(message, phrases, formatsOf(c), true);
}

/**
 * A reason composed stage after stage ("in stage 'A': …; then in stage 'B': …", engine/stageReasons.ts),
 * each stage's part in the formats of its stage: the parts are translated one by one, as the
 * phrases of a stage's part translate what follows it, and joined as a chain is.
 */
function stagedReason(message: string, c: Catalogue, phrases: readonly Phrase[], own: ReadonlySet<string>): string {
  const parts = message.split(/; (?=then in stage ')/);
  const f = formatsOf(c);
  const worded = parts.map((part) => {
    const m = /^(?:then )?in stage '(.+?)': /.exec(part);
    return translateWhy(part, phrases, m && own.has(m[1]!) ? ownBudgetFormats(c) : f, true);
  });
  const chain = f.chain ?? "; ";
  return worded.join(chain);
}

/**
 * A reason where it opens a sentence — an item of a decision's grounds (`allot explain`'s list, a
 * notice's): its first letter a capital, in every language ("Nicht geprüft: …", "The 16500.00 EUR
 * asked …"); the result's reason itself reads on inside a step's sentence, and is kept as it is.
 */
export function reasonOpening(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A citation ("Act, article 6 paragraph 4") in a catalogue's citation style ("Act, art. 6 ust. 4"). */
export function citationText(citation: string, c: Catalogue): string {
  const i = citation.lastIndexOf(", ");
  if (i < 0) return citation;
  const ref = citation.slice(i + 2);
  const styled = referenceText(ref, c);
  return styled === ref ? citation : `${citation.slice(0, i)}, ${styled}`;
}

/** A reference ("article 6 paragraph 4") in a catalogue's citation style ("art. 6 ust. 4"); one not made of units and their numbers as it is. */
export function referenceText(ref: string, c: Pick<Catalogue, "units" | "unitJoin" | "firstAs">): string {
  // only a reference made of units and their numbers ("article 6 paragraph 4") is restyled
  if (!/^(?:(?:article|section|paragraph|subparagraph|point|letter|indent|annex|schedule|part|chapter) \S+ ?)+$/.test(ref)) return ref;
  const unit = (unit: string, n: string): string => (c.units[unit] ?? `${unit} {n}`).replace("{n}", n === "1" ? c.firstAs?.[unit] ?? n : n);
  const units = /\b(article|section|paragraph|subparagraph|point|letter|indent|annex|schedule|part|chapter) (\S+)/g;
  if (c.unitJoin === undefined) return ref.replace(units, (_, u: string, n: string) => unit(u, n));
  // the units are one space apart (the test above): joined by the catalogue's `unitJoin` ("article 8, alinéa 1")
  return Array.from(ref.matchAll(units), (m) => unit(m[1]!, m[2]!)).join(c.unitJoin);
}
