// The HTML report of a run: one self-contained file (inline CSS, no script, no external
// resource) an agency can publish or attach to a decision, in the scheme's language (en, pl, nl:
// messages/) with the locale's numbers, amounts and dates (htmlFormat.ts). Per regime: the
// totals, then the ranking with the scheme's published columns (htmlColumns.ts), ties marked
// where they stand (applications sharing a position; a tie the scheme does not break, ⚖), the
// budget line drawn where the budget runs out — after an application it funds partly, and never
// inside a tie: after the tie, which is marked as straddling it — each status and amount, and
// each application's explanation one click away. Written as a stream of chunks (a generator over
// a ResultTable, one row at a time), so a call of a million applications is never one string.
import { catalogueFor, citationText, ObjectTable, reasonText, type ApplicationResult, type CompiledScheme, type Publication, type ResultTable, type SelectionResult } from "@allot/runtime";
import { groupTag, groupTotals, stageTag, stageTitles, stageTotals } from "./htmlStages.js";
import { statisticRows, statisticsOf } from "./statistics.js";
import { planColumns, valueText, type Column } from "./htmlColumns.js";
import { formattersFor, type Formatters } from "./htmlFormat.js";
import { reportReached } from "./htmlBudget.js";
import { counted, fill, messagesFor, type Messages } from "./messages/catalogue.js";
import { reportCss } from "./htmlStyle.js";

/** What the report says of the call that the scheme and the result do not: given by its caller. */
export interface ReportOptions {
  /** the call's reference ("PO RYBY 1/2024") */
  readonly reference?: string;
  /** the date the list is published, "YYYY-MM-DD" */
  readonly published?: string;
}

const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const ESCAPED = /[&<>"']/;
const esc = (v: unknown): string => {
  const s = String(v ?? "");
  // most texts of a report (ids, amounts, statuses) have nothing to escape
  return ESCAPED.test(s) ? s.replace(/[&<>"']/g, (c) => ENTITIES[c]!) : s;
};

interface Context {
  readonly m: Messages;
  readonly f: Formatters;
  readonly table: ResultTable;
  readonly cite: (name: string) => string;
  /** a reason's message in the scheme's language (the allocation's phrases translated) */
  readonly reason: (message: string) => string;
  /** ids in ties the scheme does not break */
  readonly unresolved: ReadonlySet<string>;
  /** the titles of the allocations' stages, by name */
  readonly stageTitles: ReadonlyMap<string, string>;
  /** an explanation's step as a list item (the table's `writeSteps` prints each step in it) */
  readonly step: (step: string, source: string | null, text: string) => string;
}

/** The whole report as one string (small results; `htmlReportChunks` streams). */
export function htmlReport(result: SelectionResult, scheme?: CompiledScheme, options: ReportOptions = {}): string {
  let text = "";
  for (const chunk of htmlReportChunks(new ObjectTable(result), scheme, options)) text += chunk;
  return text;
}

/** The report as chunks of HTML, in order, made one application at a time. */
export function* htmlReportChunks(table: ResultTable, scheme?: CompiledScheme, options: ReportOptions = {}): Generator<string> {
  const m = messagesFor(scheme?.language);
  const c: Context = {
    m,
    f: formattersFor(m),
    table,
    // citations in the law's style and the allocation's reasons in the scheme's language, as the explanations
    cite: (name) => citationText(table.sources[name]?.citation ?? name, catalogueFor(scheme?.language)),
    reason: (message) => reasonText(message, catalogueFor(scheme?.language)),
    unresolved: new Set(table.unresolvedTies.flat()),
    stageTitles: stageTitles(scheme),
    step: (_step, source, text) => `<li>${esc(text)}${source ? ` <span class="src" title="${esc(source)}">[${esc(c.cite(source))}]</span>` : ""}</li>`,
  };
  const title = scheme?.title ?? table.scheme;
  const lang = (scheme?.language ?? "en").toLowerCase();
  yield `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} — ${esc(m.result)}</title><style>${reportCss}</style></head><body>\n`;
  yield `<h1>${esc(title)}</h1>\n<p class="meta">${esc(m.scheme)} <code>${esc(table.scheme)}</code>${table.version ? `, ${esc(m.version)} ${esc(table.version)}` : ""}${scheme?.acts.length ? ` — ${scheme.acts.map((a) => esc(a.title ?? a.name)).join("; ")}` : ""}</p>\n`;
  if (options.reference) yield `<p class="meta call-reference">${esc(m.callReference)}: <strong>${esc(options.reference)}</strong></p>\n`;
  if (options.published) yield `<p class="meta published">${esc(m.publishedOn)}: <strong><time datetime="${esc(options.published)}">${esc(c.f.date(options.published))}</time></strong></p>\n`;
  const streamed = table.publicationRows?.();
  const publication = table.publicationRows ? streamed?.head : table.publication();
  if (publication?.deadline) yield `<p class="meta deadline">${esc(m.deadline)}: <strong><time datetime="${esc(publication.deadline)}">${esc(c.f.date(publication.deadline))}</time></strong></p>\n`;
  const columns = planColumns(m, scheme?.publish?.columns ?? []);
  const regimes = Object.keys(table.totals);
  // the published rows, read afresh for each regime (made one at a time where the table streams them), where a column shows them
  const rows = !publication || !columns.some((col) => col.spec) ? undefined : streamed ? () => (regimes.length > 1 ? table.publicationRows!()! : streamed).rows : () => (publication as Publication).rows;
  for (const regime of regimes) {
    yield `<h2>${esc(regimes.length > 1 ? scheme?.regimes.find((r) => r.name === regime)?.title ?? regime : m.ranking)}</h2>\n`;
    yield* rankingOf(c, columns, regime, regimes.length > 1, rows?.()[Symbol.iterator]());
  }
  yield* statisticsSection(c);
  yield* tieList(c);
  yield* unranked(c);
  yield `</body></html>\n`;
}

/** The published statistics of the outcome (§16.3): title, key, value with its unit, how many applications. */
function* statisticsSection(c: Context): Generator<string> {
  const { m, f } = c;
  const rows = statisticRows(statisticsOf(c.table));
  if (!rows.length) return;
  yield `<h2>${esc(m.statistics)}</h2>\n<div class="wrap"><table class="statistics"><tr><th>${esc(m.statistic)}</th><th class="num">${esc(m.statisticValue)}</th><th class="num">${esc(m.statisticCount)}</th></tr>\n`;
  for (const r of rows) {
    const s = r.statistic;
    const name = `${s.title ?? s.name}${r.key !== undefined ? ` — ${r.key}` : ""}`;
    const value = r.value === null ? `${m.noValue}${r.note ? ` (${r.note})` : ""}` : s.unit ? f.amount(r.value, s.unit) : f.number(r.value);
    const cite = s.source ? ` <span class="src" title="${esc(s.source)}">[${esc(c.cite(s.source))}]</span>` : "";
    yield `<tr><td>${esc(name)}${cite}</td><td class="num">${esc(value)}</td><td class="num">${r.count ?? ""}</td></tr>\n`;
  }
  yield `</table></div>\n`;
}

function totalsOf(c: Context, regime: string): string {
  const { m, f } = c;
  const t = c.table.totals[regime]!;
  const heads = [m.budget, m.requested, m.awarded, m.undecided, m.remaining];
  const cells = [t.budget === null ? m.unlimited : f.amount(t.budget, t.unit), f.amount(t.requested, t.unit), f.amount(t.awarded, t.unit), f.amount(t.undecided, t.unit), t.remaining === null ? m.dependsOnTie : f.amount(t.remaining, t.unit)];
  return `<div class="wrap"><table class="totals"><tr>${heads.map((h) => `<th class="num">${esc(h)}</th>`).join("")}</tr><tr>${cells.map((x) => `<td class="num">${esc(x)}</td>`).join("")}</tr></table></div>\n`;
}

/** One regime's totals and ranking; tie groups are held until complete (the line may follow them). */
function* rankingOf(c: Context, columns: readonly Column[], regime: string, byRegime: boolean, rows: Iterator<Readonly<Record<string, unknown>>> | undefined): Generator<string> {
  const { m, table } = c;
  const t = table.totals[regime]!;
  yield totalsOf(c, regime);
  yield stageTotals(c, t);
  yield groupTotals(c, t);
  const head = [...columns.map((col) => `<th${col.numeric ? ' class="num"' : ""}>${esc(col.head)}</th>`), `<th>${esc(m.why)}</th>`].join("");
  // one budget line drawn over the ranking: none where stages spend the budget in parts
  const reach = reportReached(t.stages ? null : t.budget);
  let group: { r: ApplicationResult; row: Readonly<Record<string, unknown>> | undefined; i: number }[] = [];
  let proRata = false;
  let tied = false;
  let straddled = false;
  let opened = false;
  const flush = function* (): Generator<string> {
    if (group.length === 0) return;
    const at = reach(group.map((g) => ({ requested: g.r.requested, status: g.r.status })));
    const straddles = at.kind === "after" && at.inside;
    tied ||= group.length > 1;
    straddled ||= straddles;
    if (at.kind === "before") yield budgetLine(c, columns.length + 1, t.budget!, t.unit, undefined);
    for (const g of group) yield appRow(c, columns, g.i, g.r, g.row, t.unit, group.length, straddles);
    if (at.kind === "after") yield budgetLine(c, columns.length + 1, t.budget!, t.unit, straddles ? group[0]!.r.position! : undefined);
    group = [];
  };
  for (let i = 0; i < table.length; i++) {
    if (table.position(i) === null) continue;
    // the published list has a row for each ranked application, in the table's order
    const row = rows?.next().value;
    if (byRegime && (table.regime ? table.regime(i) : table.row(i).regime) !== regime) continue;
    const r = rowOf(table, i);
    if (r.status === "pro_rata") proRata = true;
    if (!opened) {
      yield `<div class="wrap"><table class="ranking" data-regime="${esc(regime)}"><thead><tr>${head}</tr></thead><tbody>\n`;
      opened = true;
    }
    if (group.length && group[0]!.r.position !== r.position) yield* flush();
    group.push({ r, row, i });
  }
  yield* flush();
  if (!opened) {
    yield `<p class="legend none-ranked">${esc(m.noneRanked)}</p>\n`;
    return;
  }
  yield `</tbody></table></div>\n`;
  if (proRata) yield `<p class="legend">${esc(m.proRata)}</p>\n`;
  const regimeTies = table.ties.some((x) => x.regime === regime || !byRegime);
  const legend = [tied ? m.legendTie : "", regimeTies ? m.legendUnresolved : "", straddled ? m.legendStraddle : ""].filter(Boolean);
  if (legend.length) yield `<p class="legend">${legend.map(esc).join("<br>")}</p>\n`;
}

function budgetLine(c: Context, span: number, budget: string, unit: string, straddled: number | undefined): string {
  const note = straddled === undefined ? "" : ` — ${esc(fill(c.m.straddles, { position: straddled }))}`;
  return `<tr class="budget-line${straddled === undefined ? "" : " straddled"}"><td colspan="${span}">${esc(c.m.budgetLine)} — ${esc(c.f.amount(budget, unit))}${note}</td></tr>\n`;
}

function positionCell(c: Context, r: ApplicationResult, tied: number, straddles: boolean): string {
  if (tied < 2) return esc(r.position);
  const what = fill(c.m.tieTitle, { n: counted(c.m, tied, c.m.applications), position: r.position ?? "" });
  const marks = `=${c.unresolved.has(r.id) ? "\u00a0⚖" : ""}`;
  const title = [what, c.unresolved.has(r.id) ? c.m.unresolvedTie : "", straddles ? fill(c.m.straddles, { position: r.position ?? "" }) : ""].filter(Boolean).join("; ");
  return `${esc(r.position)}<span class="mark" title="${esc(title)}" aria-label="${esc(title)}">${marks}</span>`;
}

function cell(c: Context, col: Column, r: ApplicationResult, row: Readonly<Record<string, unknown>> | undefined, unit: string, tied: number, straddles: boolean): string {
  const { m, f } = c;
  switch (col.kind) {
    case "position": return positionCell(c, r, tied, straddles);
    case "id": return esc(r.id);
    case "points": return esc(r.points?.["total"] === undefined ? "" : f.number(r.points["total"]!));
    case "requested": return r.requested === undefined ? "" : esc(f.amount(r.requested, unit));
    case "status": return statusCell(m, r);
    case "amount": return esc(f.amount(r.amount, unit));
    case "label": return esc(r.label ?? "");
    default: return esc(valueText(m, f, col.spec!, row?.[col.spec!.name]));
  }
}

function appRow(c: Context, columns: readonly Column[], i: number, r: ApplicationResult, row: Readonly<Record<string, unknown>> | undefined, unit: string, tied: number, straddles: boolean): string {
  const cls = ["app", tied > 1 ? "tie" : "", straddles ? "straddle" : "", c.unresolved.has(r.id) ? "unresolved" : ""].filter(Boolean).join(" ");
  const cells = columns.map((col) => `<td${col.numeric ? ' class="num"' : ""}>${cell(c, col, r, row, unit, tied, straddles)}</td>`).join("");
  return `<tr class="${cls}" data-id="${esc(r.id)}">${cells}<td>${stageTag(c, r)}${groupTag(c, r)}${explanation(c, i, r)}</td></tr>\n`;
}

function statusCell(m: Messages, r: ApplicationResult): string {
  return `<span class="status s-${esc(r.status)}">${esc(m.statuses[r.status] ?? r.status)}</span>${r.label ? ` <span class="src">(${esc(r.label)})</span>` : ""}`;
}

/** Row i as the report reads it: without its explanation where the table writes that on its own (`explanation`). */
function rowOf(table: ResultTable, i: number): ApplicationResult {
  return table.writeSteps && table.rowWithoutExplanation ? table.rowWithoutExplanation(i) : table.row(i);
}

/** Row i's explanation: written step by step from the table where it can (no step objects), else from the row's. */
function explanation(c: Context, i: number, r: ApplicationResult): string {
  let steps = "";
  if (c.table.writeSteps && c.table.rowWithoutExplanation) c.table.writeSteps(i, c.step, (piece) => void (steps += piece));
  else for (const s of r.explanation) steps += c.step(s.step, s.source, s.text);
  return `<details><summary>${esc(c.m.why)}</summary><div class="panel"><ol>${steps}</ol></div></details>`;
}

function* tieList(c: Context): Generator<string> {
  const { m, table } = c;
  if (table.ties.length === 0) return;
  yield `<h2>${esc(m.unresolvedTies)}</h2><ul>${table.ties.map((t) => `<li class="tie-report"><strong>${esc(t.ids.join(", "))}</strong> (${esc(m.position.toLowerCase())} ${esc(t.position)}): ${esc(t.note)}</li>`).join("")}</ul>\n`;
}

function* unranked(c: Context): Generator<string> {
  const { m, table } = c;
  let opened = false;
  for (let i = 0; i < table.length; i++) {
    if (table.position(i) !== null) continue;
    if (!opened) {
      yield `<h2>${esc(m.notRanked)}</h2><div class="wrap"><table class="unranked"><thead><tr><th>${esc(m.application)}</th><th>${esc(m.status)}</th><th>${esc(m.reasons)}</th><th>${esc(m.why)}</th></tr></thead><tbody>\n`;
      opened = true;
    }
    const r = rowOf(table, i);
    const reasons = r.reasons.map((x) => `${esc(c.reason(x.message))}${x.source ? ` <span class="src">[${esc(c.cite(x.source))}]</span>` : ""}`).join("<br>");
    yield `<tr class="app" data-id="${esc(r.id)}"><td>${esc(r.id)}</td><td>${statusCell(m, r)}</td><td>${reasons}</td><td>${explanation(c, i, r)}</td></tr>\n`;
  }
  if (opened) yield `</tbody></table></div>\n`;
}
