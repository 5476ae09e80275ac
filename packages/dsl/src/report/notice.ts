// Decision notices: one HTML page per applicant (`allot notices`), in the scheme's language —
// the call, the decision (the scheme's own wording where it gives one), the points per criterion
// with each criterion's maximum, the position, the amount requested and granted, every reason
// with the verbatim text of the provision it cites, how the decision was reached (the steps of
// the application's trace, each with its citation: the comparisons with its neighbours, the
// reading of an open choice, the budget left), and the publication date and deadline where the
// call and the scheme give them. Everything comes from the application's result and its trace
// (runtime engine/trace.ts) — the same facts as `allot explain` and `allot run --explain-format trace`.
// `runNotices` reads both from the record of the run, row by row (the result without its
// explanation, the trace rendered from the record by the same walk as the streamed explanations,
// engine/narrate.ts): no result of the whole run is made, and one notice is one trace.
import { catalogueFor, citationText, shownScore, weightedScore, formatsOf, withReserveTitle, placeLabels, placeStatus, unitFor, unitLabels, reasonOpening, reasonText, type ApplicationResult, type CompiledScheme, type Run, type SelectionResult, type Trace } from "@allot/runtime";
import { closedDaysNote, messagesFor } from "./messages/catalogue.js";
import { noticeDated, objectionClause, objectionParagraph, schemeSource } from "./objection.js";
import { esc, formattersFor } from "./htmlFormat.js";
import { reserveListTag, stageTitles } from "./htmlStages.js";

export interface NoticeOptions {
  /** the call's reference ("PO RYBY 1/2024") */
  readonly reference?: string;
  /** the date the decision is published, "YYYY-MM-DD" */
  readonly published?: string;
}


const css = `
@page { size: A4; margin: 18mm 16mm; }
body { font-family: "DejaVu Serif", Georgia, serif; font-size: 11pt; line-height: 1.45; color: #111; max-width: 46em; margin: 1.5em auto; padding: 0 1em; }
h1 { font-size: 16pt; margin: 0 0 .2em; }
h3 { font-size: 10.5pt; margin: .8em 0 .2em; }
h2 { font-size: 12.5pt; margin: 1.4em 0 .4em; border-bottom: 1px solid #999; padding-bottom: .1em; }
.meta { color: #333; margin: .1em 0; }
.decision { font-size: 13pt; font-weight: bold; margin: .8em 0; padding: .5em .7em; border-left: 4px solid #333; background: #f3f3f3; }
table { border-collapse: collapse; width: 100%; margin: .3em 0; }
th, td { text-align: left; padding: .25em .5em; border-bottom: 1px solid #ddd; vertical-align: top; }
th.num, td.num { text-align: right; white-space: nowrap; }
tr.total td { font-weight: bold; border-top: 2px solid #999; }
ol.steps li, ul.reasons li { margin: .25em 0; }
.cite { color: #444; font-size: 9.5pt; }
blockquote { margin: .3em 0 .9em 0; padding: .2em .8em; border-left: 3px solid #bbb; white-space: pre-wrap; font-size: 9.5pt; }
dl.amounts { display: grid; grid-template-columns: max-content auto; gap: .15em 1.2em; }
dl.amounts dt { font-weight: bold; }
dl.amounts dd { margin: 0; }
`;

/** What a notice reads of the whole run: the legal sources cited, by name, and the published list's deadline (a `SelectionResult` has both). */
export interface NoticeRun {
  readonly sources: SelectionResult["sources"];
  readonly publication?: { readonly deadline?: string; readonly closedDays?: readonly string[] };
  /** the call's values, which a notice's date reads (`notice { date call.x }`, §16.4) */
  readonly call?: Readonly<Record<string, unknown>>;
}

/**
 * The notices of a run, in the result's order: each application's id and page (only the one
 * with `id` where given). Each row is read from the record as it is written: its result without
 * the explanation, and its trace (an invalid record, which has none, with its result's steps).
 */
export function* runNotices(scheme: CompiledScheme, run: Run, options: NoticeOptions = {}, id?: string): Generator<readonly [id: string, page: string]> {
  // every source the explanations cite (a pass that cites without writing any text), and the list's head without its rows
  const whole: NoticeRun = { sources: run.explained("trace").sources, publication: run.publicationRows()?.head, call: run.call };
  for (let j = 0; j < run.length; j++) {
    const at = run.id(j);
    if (id !== undefined && at !== id) continue;
    const trace = run.traceAt(j);
    yield [at, noticeHtml(scheme, whole, trace ? run.row(j) : run.row(j, "trace"), trace, options)];
  }
}

/** The notice of one application, as a whole HTML page. */
export function noticeHtml(scheme: CompiledScheme, result: NoticeRun, r: ApplicationResult, trace: Trace | undefined, options: NoticeOptions = {}): string {
  // with the law's name for the reserve list (`reserve all "die Nachrückliste"`): its heading and steps say it
  const c = withReserveTitle(catalogueFor(scheme.language), scheme);
  const w = c.words;
  const f = formattersFor(messagesFor(scheme.language));
  const lang = c.language;
  // the objection clause's source (§16.4) is in the notice whether or not a decision cited it: taken from the scheme where the run's table lacks it
  const named = scheme.notice?.objection?.source;
  const own = named && !result.sources[named] ? schemeSource(scheme, named) : undefined;
  const sources: NoticeRun["sources"] = own && named ? { ...result.sources, [named]: own } : result.sources;
  const cite = (name: string | null): string => (name ? citationText(sources[name]?.citation ?? name, c) : "");
  const title = scheme.title ?? scheme.name;
  const regime = r.regime ? scheme.regimes.find((g) => g.name === r.regime) : scheme.regimes.length === 1 ? scheme.regimes[0] : undefined;
  // places counted in a unit (`unit "kW"`): the figures with it, "2500 kW"
  const quantityUnit = regime?.allocation.places ? regime.allocation.quantityUnit : undefined;
  const unit = quantityUnit ?? regime?.allocation.unit ?? "";
  // a label and its value: French sets a space before the colon ("Demande : P07", FINDINGS39 11)
  const colon = lang === "fr" ? " : " : ": ";
  const out: string[] = [];
  out.push(`<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><title>${esc(w.notice)} ${esc(r.id)} — ${esc(title)}</title><style>${css}</style></head><body>`);
  out.push(`<h1>${esc(w.notice)}</h1>`);
  out.push(`<p class="meta scheme">${esc(title)}${scheme.version ? ` (${esc(scheme.version)})` : ""}</p>`);
  if (scheme.acts.length) out.push(`<p class="meta acts">${scheme.acts.map((a) => esc(a.title ?? a.name)).join("; ")}</p>`);
  if (options.reference) out.push(`<p class="meta call">${esc(w.call)}${colon}<strong>${esc(options.reference)}</strong></p>`);
  out.push(`<p class="meta application">${esc(w.application)}${colon}<strong>${esc(r.id)}</strong>${r.regime && regime ? ` — ${esc(w.regime)}${colon}${esc(regime.title ?? regime.name)}` : ""}</p>`);
  if (options.published) out.push(`<p class="meta published">${esc(w.publishedOn)}${colon}<time datetime="${esc(options.published)}">${esc(f.date(options.published))}</time></p>`);
  // the date the notice bears and the last day to object (§16.4): the call's date, or the publication's
  const ns = scheme.notice;
  const dated = noticeDated(scheme, result.call, options.published);
  if (ns?.date && dated.date) out.push(`<p class="meta notice-date">${esc(messagesFor(scheme.language).noticeDate)}${colon}<time datetime="${esc(dated.date)}">${esc(f.date(dated.date))}</time></p>`);
  const deadline = result.publication?.deadline;
  if (deadline) out.push(`<p class="meta deadline">${esc(messagesFor(scheme.language).deadline)}${colon}<time datetime="${esc(deadline)}">${esc(f.date(deadline))}</time>${esc(closedDaysNote(messagesFor(scheme.language), f.date, result.publication?.closedDays))}${scheme.publish?.deadline?.source ? ` <span class="cite">[${esc(cite(scheme.publish.deadline.source))}]</span>` : ""}</p>`);

  // the decision
  // an amount the scheme computes was asked by no one: neither "requested" nor "funded" (a subsidy)
  const entitled = regime?.allocation.amountSteps !== undefined;
  // places are asked and granted, counted: neither an amount nor "funded" (narration/places.ts)
  const counted = regime?.allocation.places ? (quantityUnit !== undefined ? unitLabels(placeLabels[lang] ?? placeLabels["en"]!, lang) : (placeLabels[lang] ?? placeLabels["en"]!)) : undefined;
  const status = (counted ? placeStatus(counted, r.status) : entitled ? w.computedStatuses[r.status] : undefined) ?? w.statuses[r.status] ?? r.status;
  // the law's wording of the status, in the catalogue's quotation marks (`allot explain`'s head quotes it alike: de „…“, pl „…”, nl ‘…’, en “…”)
  // on a reserve list: the place on it (and which list, a stage's), as the report's status cell says (fixb26, reserve27)
  const onList = reserveListTag(messagesFor(scheme.language), stageTitles(scheme), r.reserveList, r.reservePlace);
  out.push(`<p class="decision" data-status="${esc(r.status)}">${esc(status)}${r.label ? ` — ${esc(w.quote(r.label))}` : ""}${onList}</p>`);
  out.push(`<dl class="amounts">`);
  // no ranking (an entitlement, §14.14): no position to tell
  if (!regime?.ranking.unordered) out.push(`<dt>${esc(w.position)}</dt><dd class="position">${r.position === null ? esc(w.notRanked) : esc(r.position)}</dd>`);
  // amounts as the steps below and `allot explain` write them ("1790,00 PLN": the catalogue's numbers and the ISO code, not "1790,00 zł")
  // a noun unit in the form of its number ("1 Garten", not "1 Gärten"; mendd36)
  const amount = (value: string): string => formatsOf(c).amount({ value, unit: unit ? (quantityUnit !== undefined ? unitFor(unit, regime?.allocation.quantityUnitForms, lang, value) : unit) : null });
  if (r.requested !== undefined) out.push(`<dt>${esc(counted?.requested ?? (entitled ? w.computed : w.requested))}</dt><dd class="requested">${esc(amount(r.requested))}</dd>`);
  out.push(`<dt>${esc(counted?.granted ?? (entitled ? w.computedGranted : w.granted))}</dt><dd class="granted">${esc(amount(r.amount))}${r.contingentAmount ? ` (${esc(amount(r.contingentAmount))} ${esc(w.contingent)})` : ""}</dd>`);
  out.push(`</dl>`);

  // points per criterion, with the maximum
  if (r.points && scheme.criteria.length) {
    // a weighted score (§11.4): each criterion's score on its scale and its weight before its points ("4,5 | 0,4 | 1,8 | 2")
    const weights = weightedScore(scheme);
    out.push(`<h2>${esc(w.points)}</h2><table class="points"><thead><tr><th>${esc(w.criterion)}</th>${weights ? `<th class="num">${esc(w.score)}</th><th class="num">${esc(w.weight)}</th>` : ""}<th class="num">${esc(w.points)}</th><th class="num">${esc(w.maximum)}</th></tr></thead><tbody>`);
    let max = 0;
    let known = true;
    for (let n = 0; n < scheme.criteria.length; n++) {
      const k = scheme.criteria[n]!;
      const v = r.points[k.name];
      // a criterion of a phase not assessed (§11.2): no row (nor a total)
      if (v === null) continue;
      if (k.max === undefined) known = false;
      else max += Number(k.max);
      out.push(`<tr data-criterion="${esc(k.name)}"><td>${esc(k.title ?? k.name)}${k.source ? ` <span class="cite">[${esc(cite(k.source))}]</span>` : ""}</td>${weights ? `<td class="num">${v === undefined ? "—" : esc(scoreCell(shownScore(String(v), weights[n]!), f.number))}</td><td class="num">${esc(f.number(weights[n]!.toString()))}</td>` : ""}<td class="num">${v === undefined ? "—" : esc(f.number(String(v)))}</td><td class="num">${k.max === undefined ? "—" : esc(f.number(k.max))}</td></tr>`);
    }
    const total = r.points["total"];
    if (total !== undefined) out.push(`<tr class="total"><td>${esc(w.total)}</td>${weights ? `<td class="num"></td><td class="num"></td>` : ""}<td class="num">${esc(f.number(String(total)))}</td><td class="num">${known ? esc(f.number(String(max))) : "—"}</td></tr>`);
    out.push(`</tbody></table>`);
  }

  // reasons, each with its provision
  out.push(`<h2>${esc(w.reasons)}</h2>`);
  // a grant in part or pro rata refuses the rest: its ground is the allocation's step
  const partial = r.reasons.length === 0 && (r.status === "partially_funded" || r.status === "pro_rata") ? (trace?.steps ?? r.explanation).filter((s) => s.step === "allocation") : [];
  if (partial.length) {
    out.push(`<ul class="reasons">`);
    for (const s of partial) out.push(`<li data-rule="allocation">${esc(s.text)}${s.source ? ` <span class="cite">[${esc(cite(s.source))}]</span>` : ""}</li>`);
    out.push(`</ul>`);
  } else if (r.reasons.length === 0) out.push(`<p class="no-reasons">${esc(w.noReasons)}</p>`);
  else {
    out.push(`<ul class="reasons">`);
    for (const x of r.reasons) out.push(`<li data-rule="${esc(x.rule)}">${esc(reasonOpening(reasonText(x.message, c)))}${x.source ? ` <span class="cite">[${esc(cite(x.source))}]</span>` : ""}</li>`);
    out.push(`</ul>`);
  }

  // how the decision was reached: the trace
  const steps = trace?.steps ?? r.explanation;
  if (steps.length) {
    out.push(`<h2>${esc(w.howDecided)}</h2><ol class="steps">`);
    for (const s of steps) out.push(`<li data-step="${esc(s.step)}"${"kind" in s ? ` data-kind="${esc((s as { kind: string }).kind)}"` : ""}>${esc(s.text)}${s.source ? ` <span class="cite">[${esc(cite(s.source))}]</span>` : ""}</li>`);
    out.push(`</ol>`);
  }

  // the right to object, in the catalogue's words with the scheme's values (§16.4)
  const objection = objectionClause(scheme, dated, sources);
  if (objection) out.push(`<h2>${esc(objection.heading)}</h2>`, objectionParagraph(objection, f.date));

  // the provisions cited, verbatim
  const cited: string[] = [];
  const add = (name: string | null | undefined): void => {
    if (name && !cited.includes(name) && sources[name]) cited.push(name);
  };
  for (const x of r.reasons) add(x.source);
  for (const s of steps) add(s.source);
  add(ns?.objection?.source);
  // in the order the scheme declares them (the order of the law)
  const order = new Map(scheme.sources.map((x, k) => [x.name, k]));
  cited.sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity));
  if (cited.length) {
    out.push(`<h2>${esc(w.legalTexts)}</h2>`);
    for (const name of cited) {
      const s = sources[name]!;
      out.push(`<h3 class="cite-title" data-source="${esc(name)}">${esc(citationText(s.citation, c))}</h3><blockquote lang="${esc(actLanguage(scheme, s.act) ?? lang)}">${esc(s.text.trim())}</blockquote>`);
    }
  }
  out.push(`</body></html>\n`);
  return out.join("\n");
}

function actLanguage(scheme: CompiledScheme, act: string): string | undefined {
  return scheme.acts.find((a) => a.name === act)?.properties["language"];
}

/**
 * A file name for an application's notice: its id with anything but letters, digits, '.', '_' and
 * '-' replaced. An id longer than 100 characters is cut to its first 80 and a hash of the whole id
 * (a file name holds at most 255 bytes: a 10,000-character id was ENAMETOOLONG, an internal error).
 */
export function noticeFileName(id: string): string {
  const safe = id.replace(/[^A-Za-z0-9._-]/g, "_");
  const named = safe === "" || safe.startsWith(".") ? `_${safe}` : safe;
  if (named.length <= 100) return named;
  let h = 0x811c9dc5; // FNV-1a over the id's UTF-16 units
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return `${named.slice(0, 80)}_${h.toString(16).padStart(8, "0")}`;
}

/** A weighted score's score in the notice's table (§11.4): as the explanation tells it, "≈ 4,3333" where it was rounded to be shown (review40's F1). */
function scoreCell(s: { readonly value: string; readonly approx?: true }, number: (v: string) => string): string {
  return s.approx ? `≈ ${number(s.value)}` : number(s.value);
}
