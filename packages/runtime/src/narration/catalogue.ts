// The sentences of explanations, as data: one catalogue per language (en.ts, pl.ts, nl.ts), chosen
// by the scheme's declared `language` (English where it declares another or none) — the same
// approach as the HTML report's texts (packages/dsl/src/report/messages). A catalogue renders
// each kind of trace fact (engine/trace.ts); counts take their plural form from
// Intl.PluralRules, numbers their separators from Intl.NumberFormat, both of the catalogue's
// locale. Every catalogue must render every kind: adding a kind to TraceFact fails the build
// until each language says it.
import type { TraceAmount, TraceFact, TraceKind } from "../engine/trace.js";
import { en } from "./en.js";
import { nl } from "./nl.js";
import { pl } from "./pl.js";

/** Forms of a counted word by plural category; `other` is always given. */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

/** How a catalogue writes numbers and amounts (made from its locale). */
export interface Formats {
  /** a decimal as the result writes it ("1000000.00"), in the locale's separators */
  number(value: string): string;
  /** an amount with its currency */
  amount(a: TraceAmount): string;
  /** the form of a counted word for n (`{n}` in the form is replaced by n in words) */
  count(n: string | number, forms: Plural): string;
}

export type Renderers = { readonly [K in TraceKind]: (fact: Extract<TraceFact, { kind: K }>, f: Formats) => string };

export interface Catalogue {
  /** ISO 639-1 code */
  readonly language: string;
  /** the BCP 47 locale its numbers are written in; null: as the result writes them */
  readonly locale: string | null;
  readonly render: Renderers;
  /** the words of the notices and of `allot explain` */
  readonly words: NoticeWords;
}

/** The headings and labels of a decision notice and of `allot explain`. */
export interface NoticeWords {
  readonly notice: string;
  readonly call: string;
  readonly application: string;
  readonly status: string;
  readonly position: string;
  readonly notRanked: string;
  readonly points: string;
  readonly criterion: string;
  readonly maximum: string;
  readonly total: string;
  readonly requested: string;
  readonly granted: string;
  readonly contingent: string;
  readonly reasons: string;
  readonly noReasons: string;
  readonly howDecided: string;
  readonly legalTexts: string;
  readonly publishedOn: string;
  readonly deadline: string;
  readonly regime: string;
  readonly statuses: Readonly<Record<string, string>>;
}

const catalogues: Readonly<Record<string, Catalogue>> = { en, pl, nl };

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
    const plural = new Intl.PluralRules("en");
    f = {
      number: (v) => v,
      amount: (a) => (a.unit ? `${a.value} ${a.unit}` : a.value),
      count: (n, forms) => (forms[plural.select(Number(n))] ?? forms.other).replace("{n}", String(n)),
    };
  } else {
    const locale = c.locale;
    const whole = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 });
    const decimalSep = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")?.value ?? ".";
    const plural = new Intl.PluralRules(locale);
    // exact: the integer part through BigInt (no rounding of large amounts), the fraction as written
    const number = (v: string): string => {
      const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(v);
      if (!m) return v;
      const int = whole.format(BigInt(m[2]!));
      return `${m[1] ? "−" : ""}${int}${m[3] !== undefined ? decimalSep + m[3] : ""}`;
    };
    // Polish and Dutch choose the form by the number; a fraction takes the "other"/"many" form as Intl says
    f = {
      number,
      amount: (a) => (a.unit ? `${number(a.value)} ${a.unit}` : number(a.value)),
      count: (n, forms) => (forms[plural.select(Number(n))] ?? forms.other).replace("{n}", number(String(n))),
    };
  }
  formatsCache.set(c, f);
  return f;
}

/** A fact in the words of a catalogue. */
export function renderFact(fact: TraceFact, c: Catalogue): string {
  const r = c.render[fact.kind] as (x: TraceFact, f: Formats) => string;
  return r(fact, formatsOf(c));
}
