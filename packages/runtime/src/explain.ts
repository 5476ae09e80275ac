// explainText: one application's result in plain language, for `allot explain` and for letters
// to applicants (Art. 23(6) of Reg. 2016/1150: applicants are told the reasons), in the language
// of the scheme (narration/: the headings from the catalogue's words, the steps as rendered).
import type { ApplicationResult, SelectionResult } from "./result.js";
import type { Run } from "./engine/record.js";
import type { TraceStep } from "./engine/trace.js";
import { catalogueFor, citationText, formatsOf, reasonOpening, reasonText } from "./narration/catalogue.js";
import { placeLabels, placeStatus } from "./narration/places.js";
import { unitFor, unitLabels } from "./narration/quantityUnit.js";
import { reserveSwap } from "./narration/reserveTitle.js";

/** What `explainText` reads of a run: its results (the one explained at least), the sources they cite and the totals (a `SelectionResult` has them). */
export type ExplainedResults = Pick<SelectionResult, "sources" | "totals"> & { readonly results: readonly ApplicationResult[] };

/**
 * `titles`: the criteria's titles by name (points are listed by title; "total" in the language's
 * word); `regimes`: the regimes' titles by name (the header names the regime by its title);
 * `computed`: the regimes whose amount the scheme computes (nobody asked for it: the header does
 * not say "requested" nor "funded"); `places`: the regimes that allocate places (the header counts
 * places asked and granted, and says "granted", not "funded"); `unranked`: the regimes without a
 * ranking (an entitlement, docs/language.md §14.14: the header gives no position); `units`: the
 * unit each regime's places are counted in (`budget … unit "kW"`: "Asked: 2500 kW", not "Places asked: 2500");
 * `list`: the name the law gives the reserve list (`reserve all "die Warteliste"`), said in the status
 * line as the reasons say it ("Auf der Liste „Warteliste“", drafter34's finding 8); `unitForms`: a
 * noun unit's forms by regime (`unit one "Garten" other "Gärten"`), "Beantragt: 1 Garten"
 */
export function explainText(result: ExplainedResults, id: string, language?: string, titles: Readonly<Record<string, string>> = {}, regimes: Readonly<Record<string, string>> = {}, computed: readonly string[] = [], places: readonly string[] = [], unranked: readonly string[] = [], units: Readonly<Record<string, string>> = {}, list?: string, unitForms: Readonly<Record<string, Readonly<Record<string, string>>>> = {}): string | undefined {
  const r = result.results.find((x) => x.id === id);
  if (!r) return undefined;
  const c = catalogueFor(language);
  const w = c.words;
  const cite = (name: string) => citationText(result.sources[name]?.citation ?? name, c);
  const lines: string[] = [];
  // French sets a space before the colon, as its steps do ("Calculé : …"; drafter36's finding 6)
  const colon = c.language === "fr" ? " :" : ":";
  const entitled = r.regime ? computed.includes(r.regime) : computed.length > 0;
  const placed = r.regime ? places.includes(r.regime) : places.length > 0;
  const quantityUnit = placed ? (r.regime ? units[r.regime] : Object.values(units)[0]) : undefined;
  const labels = placeLabels[c.language] ?? placeLabels["en"]!;
  const counted = placed ? (quantityUnit !== undefined ? unitLabels(labels, c.language) : labels) : undefined;
  const status = (counted ? placeStatus(counted, r.status) : entitled ? w.computedStatuses[r.status] : undefined) ?? w.statuses[r.status] ?? r.status;
  const listed = r.status === "reserve" ? reserveSwap(c.language, list) : undefined;
  lines.push(`${w.application} ${r.id} — ${listed ? listed(status) : status}${r.label ? ` (${w.quote(r.label)})` : ""}.`);
  if (r.regime) lines.push(`${w.regime}${colon} ${regimes[r.regime] ?? r.regime}.`);
  const ordered = !(r.regime ? unranked.includes(r.regime) : unranked.length > 0);
  if (r.position !== null && ordered) lines.push(`${w.position}${colon} ${r.position}.`);
  // points in the language's numbers, as the steps below print them (Polish 24,5, not 24.5)
  if (r.points) lines.push(`${w.points}${colon} ${Object.entries(r.points).flatMap(([k, v]) => (v === null ? [] : [`${k === "total" ? w.total : (titles[k] ?? k)} ${formatsOf(c).number(v)}`])).join(", ")}.`);
  // amounts with their currency, in the language's numbers
  const totals = r.regime ? result.totals[r.regime] : Object.values(result.totals)[0];
  const unit = quantityUnit ?? (totals?.unit ? totals.unit : null);
  // a noun unit in the form of its number ("Beantragt: 1 Garten", not "1 Gärten"; mendd36)
  const forms = quantityUnit !== undefined && r.regime ? unitForms[r.regime] : quantityUnit !== undefined ? Object.values(unitForms)[0] : undefined;
  const amount = (value: string) => formatsOf(c).amount({ value, unit: unit === null ? null : unitFor(unit, forms, c.language, value) });
  if (r.requested !== undefined) lines.push(`${counted?.requested ?? (entitled ? w.computed : w.requested)}${colon} ${amount(r.requested)}.`);
  lines.push(`${counted?.granted ?? (entitled ? w.computedGranted : w.granted)}${colon} ${amount(r.amount)}${r.contingentAmount ? ` (${amount(r.contingentAmount)}, ${w.contingent})` : ""}.`);
  if (r.reasons.length) {
    lines.push("", `${w.reasons}${colon}`);
    for (const x of r.reasons) lines.push(`  - ${reasonOpening(reasonText(x.message, c))}${x.source ? ` [${cite(x.source)}]` : ""}`);
  }
  lines.push("", `${w.howDecided}${colon}`);
  // each step labelled in the scheme's language, the labels padded to the language's longest
  const width = Math.max(...Object.values(w.steps).map((l) => l.length));
  for (const s of r.explanation) lines.push(`  ${(w.steps[s.step] ?? s.step).padEnd(width)} ${s.text}${s.source ? ` [${cite(s.source)}]` : ""}`);
  return lines.join("\n");
}

/** One application's structured explanation as `allot explain --format json` and the service's /trace answer it. */
export interface TraceAnswer {
  readonly scheme: string;
  readonly version: string | null;
  /** the language of the texts ("en", "pl", "nl", "de") */
  readonly language: string;
  /** the application's result, without its explanation (that is `trace`) */
  readonly result: Omit<ApplicationResult, "explanation">;
  /** the steps, each with its facts and its text (engine/trace.ts) */
  readonly trace: readonly TraceStep[];
  /** every source the result's reasons and the trace cite, by name, sorted */
  readonly sources: SelectionResult["sources"];
}

/** The trace answer of application `id` in a run; undefined when the run has no such application. */
export function traceAnswer(run: Run, id: string): TraceAnswer | undefined {
  let j = -1;
  for (let k = 0; k < run.length; k++) if (run.id(k) === id) { j = k; break; }
  if (j < 0) return undefined;
  const { explanation, ...result } = run.row(j, "trace");
  const trace = explanation as readonly TraceStep[];
  const all = run.sources;
  const cited = new Set<string>();
  for (const x of result.reasons) if (x.source) cited.add(x.source);
  for (const s of trace) if (s.source) cited.add(s.source);
  const sources: Record<string, SelectionResult["sources"][string]> = {};
  for (const k of [...cited].sort()) if (all[k]) Object.defineProperty(sources, k, { value: all[k], enumerable: true, writable: true, configurable: true });
  return { scheme: run.scheme, version: run.version, language: catalogueFor(run.spec.language).language, result, trace, sources };
}
