// The texts of the HTML report, as data: one catalogue per language (en.ts, pl.ts, nl.ts, de.ts, es.ts, fr.ts, pt.ts), chosen
// by the scheme's `language`; English where the scheme declares another language or none. Counts
// pick their form with Intl.PluralRules of the catalogue's locale (Polish has three forms).
import { de } from "./de.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { nl } from "./nl.js";
import { pl } from "./pl.js";
import { pt } from "./pt.js";

/** Forms of a counted word by plural category; `other` is always given. */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

export interface Messages {
  /** the BCP 47 locale the numbers and dates are written in */
  readonly locale: string;
  /** numbers grouped from four digits on, where the locale's own rule leaves them ungrouped (es-ES "1234,56"; the BOE writes "1.234,56"): the runtime catalogue's `groupAlways` */
  readonly groupAlways?: true;
  readonly result: string;
  readonly scheme: string;
  readonly version: string;
  readonly callReference: string;
  readonly publishedOn: string;
  readonly deadline: string;
  /** after the deadline: the office's own closing days its count skipped (language.md §16.1, `closed call.x`) */
  readonly closedDays: string;
  /**
   * A decision notice's date and objection clause (`notice { … }`, language.md §16.4): the date's
   * label, the closing section's heading, the clause ({body}, {period}, {from}, {form}: the
   * scheme's values), the last day ({until}), the words for {from} where the notice has no date
   * and where it has one,
   * and the period's words by unit in the case the clause needs them.
   */
  readonly noticeDate: string;
  readonly objectionHeading: string;
  readonly objection: string;
  readonly objectionUntil: string;
  /** in place of `objectionUntil` where the last day falls after 9999-12-31 and cannot be given as a date (reserve27) */
  readonly objectionUntilBeyond: string;
  readonly objectionFrom: string;
  /** {from} where the notice has a date ({date}) */
  readonly objectionOn: string;
  readonly objectionForm: string;
  readonly periods: { readonly day: Plural; readonly week: Plural; readonly month: Plural };
  /** the published statistics of the outcome (§16.3): heading, columns, a statistic without a value */
  readonly statistics: string;
  readonly statistic: string;
  readonly statisticValue: string;
  readonly statisticCount: string;
  readonly noValue: string;
  readonly ranking: string;
  /** the heading of the list where the scheme has no ranking (an entitlement, §14.14): no order places its rows */
  readonly unrankedList: string;
  readonly budget: string;
  readonly requested: string;
  /** the totals' head of `requested` where it differs from the column's (a computed amount: what it sums, words23) */
  readonly totalRequested?: string;
  readonly awarded: string;
  readonly undecided: string;
  readonly remaining: string;
  /** the pro-rata coefficient, budget / requested (totals.proRataCoefficient) */
  readonly coefficient: string;
  /** the stages of an allocation (stages.ts): a stage, and what a reservation let lapse */
  readonly stage: string;
  readonly lapsed: string;
  /** a reservation's unused part, and where it went: back to the budget, or lapsed */
  readonly unused: string;
  readonly unusedReturns: string;
  readonly unusedLapses: string;
  /** a stage's unused part a later stage's budget reads (`unused <stage>`) */
  readonly unusedCarried: string;
  /** the stage that spends what is left where no stage is written (compile/budgetFlow.ts: "the rest of the budget") */
  readonly restStage: string;
  /** the same stage of an allocation of places ("the rest of the places") */
  readonly restPlaces: string;
  /** beside a ranked application's stage, where the stages rank on their own: its place in that stage's ranking (`stagePosition`) */
  readonly stagePlace: string;
  /** in place of `stagePlace` where the stage's ranking is `all equal`: a pool the law does not rank has no place (reserve27) */
  readonly stagePlaceShared: string;
  /** beside the status of a row on a stage's own reserve list (reserveList): the stage and its place on that list */
  readonly reserveListPlace: string;
  /** a row's place on the allocation's reserve list, beside its status (reserve27) */
  readonly reservePlaceOnly: string;
  /** groups of an allocation (engine/groups.ts): a group, its cap, grants, funded members, members */
  readonly group: string;
  readonly groupCap: string;
  readonly groupGrants: string;
  readonly groupFunded: string;
  readonly groupMembers: string;
  readonly unlimited: string;
  readonly dependsOnTie: string;
  readonly position: string;
  readonly application: string;
  readonly points: string;
  readonly status: string;
  readonly amount: string;
  readonly why: string;
  readonly budgetLine: string;
  readonly noneRanked: string;
  readonly proRata: string;
  readonly tie: string;
  /** "{n} applications share position {position}" */
  readonly tieTitle: string;
  readonly unresolvedTie: string;
  readonly straddles: string;
  readonly applications: Plural;
  readonly unresolvedTies: string;
  readonly notRanked: string;
  readonly reasons: string;
  readonly legendTie: string;
  readonly legendUnresolved: string;
  readonly legendStraddle: string;
  readonly yes: string;
  readonly no: string;
  readonly statuses: Readonly<Record<string, string>>;
  /**
   * What replaces the words of money in a regime that allocates places (a nursery's places, a
   * school's): the totals' "Budget" and its line over the ranking, a tie across that line. The
   * places asked and granted and the decisions' words are the runtime's `placeLabels`, as the
   * explanations and the notices say them.
   */
  readonly places: Pick<Messages, "budget" | "budgetLine" | "straddles" | "legendStraddle">;
  /**
   * What replaces the words of a subsidy where the scheme computes the amount (nobody asked for
   * it): every line of the report that names the budget, as the explanations say it — German
   * "Mittel", not "Fördermittel", "zuerkannt", not "gefördert"; Dutch "budget", not the
   * "subsidieplafond" (nlBudget.ts's `ENTITLEMENT`). What was granted and the decisions' words are
   * the runtime catalogue's `computed…` (words25)
   */
  readonly computed: Pick<Messages, "budget" | "budgetLine" | "proRata" | "straddles" | "legendStraddle" | "unusedReturns">;
}

const catalogues: Readonly<Record<string, Messages>> = { en, pl, nl, de, es, fr, pt };

/** The catalogue for a scheme's language ("pl", "nl-BE", …); English when there is none. */
export function messagesFor(language: string | undefined): Messages {
  const primary = (language ?? "en").toLowerCase().split(/[-_]/)[0]!;
  return catalogues[primary] ?? en;
}

/** "{name}" placeholders filled from `values`. */
/** a label and its value: French sets a space before the colon ("Demande : P07", "Étape : Lot A"; FINDINGS39 11, group40) */
export const colonOf = (m: Pick<Messages, "locale">): string => (m.locale.startsWith("fr") ? " : " : ": ");

export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (all, k: string) => (k in values ? String(values[k]) : all));
}

/** A count with its word in the right plural form: "3 wnioski", "5 wniosków". */
export function counted(m: Messages, n: number, word: Plural): string {
  const { plural, number } = intlOf(m.locale, m.groupAlways);
  const form = word[plural.select(n)] ?? word.other;
  return fill(form, { n: number.format(n) });
}

// a locale's rules made once (a report of a million rows counts the applications of every tie)
const intl = new Map<string, { plural: Intl.PluralRules; number: Intl.NumberFormat }>();

function intlOf(locale: string, groupAlways?: true): { plural: Intl.PluralRules; number: Intl.NumberFormat } {
  const key = groupAlways ? `${locale}+group` : locale;
  let x = intl.get(key);
  if (!x) intl.set(key, (x = { plural: new Intl.PluralRules(locale), number: new Intl.NumberFormat(locale, groupAlways ? { useGrouping: true } : {}) }));
  return x;
}

/**
 * The office's closing days a deadline's count skipped, as the engine recorded them
 * (`Publication.closedDays`): " (not counting the days the office announced closed: 1 May 2026
 * and 4 May 2026)", the dates joined the locale's way; "" where there are none.
 */
export function closedDaysNote(m: Messages, date: (iso: string) => string, days: readonly string[] | undefined): string {
  if (!days?.length) return "";
  return ` (${m.closedDays}: ${new Intl.ListFormat(m.locale, { type: "conjunction" }).format(days.map(date))})`;
}

/**
 * A notice's objection clause (§16.4) in the catalogue's words with the scheme's values: the
 * body, the period, the date it counts from (or the catalogue's words for the notice's day), the
 * form; and the last day where the notice has a date.
 */
export function objectionText(m: Messages, date: (iso: string) => string, o: { readonly count: number; readonly unit: "day" | "week" | "month"; readonly body: string; readonly form?: string }, from: string | undefined, until: string | undefined, beyond?: true): { clause: string; until?: string } {
  const clause = fill(m.objection, { body: o.body, period: counted(m, o.count, m.periods[o.unit]), from: from ? fill(m.objectionOn, { date: date(from) }) : m.objectionFrom, form: o.form ? fill(m.objectionForm, { form: o.form }) : "" });
  return until ? { clause, until: fill(m.objectionUntil, { until: date(until) }) } : beyond ? { clause, until: m.objectionUntilBeyond } : { clause };
}
