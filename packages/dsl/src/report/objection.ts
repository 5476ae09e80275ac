// A scheme's objection clause (`notice { date …  objection within … }`, language.md §16.4) as every
// reader of a decision gets it: the notice (notice.ts), the HTML report (html.ts, once for the
// call: the clause is the call's, not an application's) and `allot explain` (cli/commands/run.ts).
// One record — the notice's date and the last day to object, counted by the runtime's
// `noticeDates` from the call (or the publication date) — and one wording, the catalogue's
// (messages/catalogue.ts `objectionText`), so the three say the same words with the same dates.
import { catalogueFor, citationText, noticeDates, type CompiledScheme, type SelectionResult } from "@allot/runtime";
import { esc, formattersFor } from "./htmlFormat.js";
import { messagesFor, objectionText } from "./messages/catalogue.js";

/** The dates of a call's notices: the date they bear and the last day to object, "YYYY-MM-DD" (either absent where unknown). */
export interface NoticeDated {
  readonly date?: string;
  readonly objectionUntil?: string;
  /** the last day falls after 9999-12-31: no date can be given (the clause says so) */
  readonly objectionBeyond?: true;
}

/**
 * The notice's date and the last day to object: the scheme's `date` read from the call (a fixed
 * date needs no call parameter), else the publication date. A `date` read from the call, without
 * the call's values (a report made from a result in object form, a NoticeRun without `call`),
 * gives neither: the clause then counts from "the date of this notice", as it does with no date
 * at all; a fixed date gives both (the compiled date of a missing value is undefined, never read
 * as a day).
 */
export function noticeDated(scheme: CompiledScheme, call: Readonly<Record<string, unknown>> | undefined, published?: string): NoticeDated {
  const ns = scheme.notice;
  if (!ns) return {};
  return noticeDates(ns, (call ?? {}) as Parameters<typeof noticeDates>[1], published);
}

/** The objection clause in the scheme's language: its heading, its sentence, its source, and the last day where known. */
export interface ObjectionClause {
  readonly heading: string;
  /** the sentence ("An objection to this decision may be lodged with … within 30 days of 7 December 2026.") */
  readonly clause: string;
  /** the source that gives the right (a name of the scheme's sources) and its citation in the law's style */
  readonly source?: string;
  readonly citation?: string;
  /** "The last day to object is 6 January 2027." and its date, where the notice has a date */
  readonly until?: string;
  readonly untilDate?: string;
  /** the date the clause counts from, where known */
  readonly date?: string;
}

/**
 * The scheme's objection clause, or undefined where it has none. `sources` are the run's (a
 * source no decision cites is taken from the scheme: the clause cites it all the same).
 */
export function objectionClause(scheme: CompiledScheme, dated: NoticeDated, sources: SelectionResult["sources"] = {}): ObjectionClause | undefined {
  const o = scheme.notice?.objection;
  if (!o) return undefined;
  const m = messagesFor(scheme.language);
  const f = formattersFor(m);
  const t = objectionText(m, f.date, o, dated.date, dated.objectionUntil, dated.objectionBeyond);
  const named = o.source ? (sources[o.source] ?? schemeSource(scheme, o.source)) : undefined;
  return {
    heading: m.objectionHeading,
    clause: t.clause,
    ...(o.source ? { source: o.source, citation: citationText(named?.citation ?? o.source, catalogueFor(scheme.language)) } : {}),
    ...(t.until && dated.objectionUntil ? { until: t.until, untilDate: dated.objectionUntil } : t.until ? { until: t.until } : {}),
    ...(dated.date ? { date: dated.date } : {}),
  };
}

/** The clause as a line of text (`allot explain`, after the steps): its heading, the sentence with its citation, the last day (unindented: not a step). */
export function objectionLine(c: ObjectionClause): string {
  return `${c.heading}: ${c.clause}${c.citation ? ` [${c.citation}]` : ""}${c.until ? ` ${c.until}` : ""}`;
}

/** The clause as the notice's and the report's paragraph: the sentence, its citation, the last day as a `<time>`. */
export function objectionParagraph(c: ObjectionClause, date: (iso: string) => string): string {
  const until = c.until && c.untilDate ? ` <span class="until">${esc(c.until).replace(esc(date(c.untilDate)), `<time datetime="${esc(c.untilDate)}">${esc(date(c.untilDate))}</time>`)}</span>` : c.until ? ` <span class="until">${esc(c.until)}</span>` : "";
  return `<p class="objection">${esc(c.clause)}${c.citation ? ` <span class="cite">[${esc(c.citation)}]</span>` : ""}${until}</p>`;
}

/** A source of the scheme as the result's table gives one: its act, its citation ("act title, ref"), its text. */
export function schemeSource(scheme: CompiledScheme, name: string): SelectionResult["sources"][string] | undefined {
  const s = scheme.sources.find((x) => x.name === name);
  if (!s) return undefined;
  const act = scheme.acts.find((a) => a.name === s.act);
  const title = act?.title ?? s.act;
  return { act: s.act, citation: s.ref ? `${title}, ${s.ref}` : title, text: s.text };
}
