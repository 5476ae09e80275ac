// The HTML report of a run: one self-contained file (inline CSS, no script, no external
// resource) an agency can publish or attach to a decision, in the scheme's language (en, pl, nl, de:
// messages/) with the locale's numbers, amounts and dates (htmlFormat.ts). Per regime: the
// totals, then the ranking with the scheme's published columns (htmlColumns.ts), ties marked
// where they stand (applications sharing a position; a tie the scheme does not break, ⚖), the
// budget line drawn where the budget runs out — after an application it funds partly, and never
// inside a tie: after the tie, which is marked as straddling it — each status and amount, and
// each application's explanation one click away; at its end the right to object, where the
// scheme's `notice` block states it (objection.ts: the notice's words and dates). Written as a
// stream of chunks (a generator over a ResultTable, one row at a time), so a call of a million
// applications is never one string: each regime's rows read from its first (`rankingRows`),
// column by column (the row's status, amount, … and its published cells, `publishedCell`), no
// row's object made.
import { catalogueFor, citationText, ObjectTable, placeLabels, reasonText, unitLabels, reserveHeading, reserveTitleOf, type CompiledScheme, type ResultTable, type SelectionResult, type Status } from "@allot/runtime";
import { budgetCite, groupTag, groupTotals, reserveListTag, sharedStages, stageTag, stageTitles, stageTotals, stageUnused } from "./htmlStages.js";
import type { UnusedHow } from "./markdown.js";
import { statisticRows, statisticsOf } from "./statistics.js";
import { planColumns, valueText, type Column } from "./htmlColumns.js";
import { esc, formattersFor, type Formatters } from "./htmlFormat.js";
import { reportReached } from "./htmlBudget.js";
import { closedDaysNote, colonOf, counted, fill, messagesFor, type Messages } from "./messages/catalogue.js";
import { reportCss } from "./htmlStyle.js";
import { noticeDated, objectionClause, objectionParagraph } from "./objection.js";

/** What the report says of the call that the scheme and the result do not: given by its caller. */
export interface ReportOptions {
  /** the call's reference ("PO RYBY 1/2024") */
  readonly reference?: string;
  /** the date the list is published, "YYYY-MM-DD" */
  readonly published?: string;
}

interface Context {
  /** the report's messages; while a regime's rows are written, that regime's (`regimeMessages`) */
  m: Messages;
  readonly f: Formatters;
  readonly table: ResultTable;
  readonly cite: (name: string) => string;
  /** a reason's message in the scheme's language (the allocation's phrases translated) */
  readonly reason: (message: string) => string;
  /** ids in ties the scheme does not break */
  readonly unresolved: ReadonlySet<string>;
  /** the titles of the allocations' stages, by name */
  readonly stageTitles: ReadonlyMap<string, string>;
  /** the stages whose ranking is `all equal` (no place told in them) */
  readonly sharedStages: ReadonlySet<string>;
  /** each reservation's reading of its unused part, by name */
  readonly stageUnused: UnusedHow;
  /** an explanation's step as a list item (the table's `writeSteps` prints each step in it) */
  readonly step: (step: string, source: string | null, text: string) => string;
  /** the steps of the explanation being written (`explanation`) */
  steps: string;
  readonly addStep: (piece: string) => void;
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
    sharedStages: sharedStages(scheme),
    stageUnused: stageUnused(scheme),
    step: (_step, source, text) => `<li>${esc(text)}${source ? ` <span class="src" title="${esc(source)}">[${esc(c.cite(source))}]</span>` : ""}</li>`,
    steps: "",
    addStep: (piece) => void (c.steps += piece),
  };
  const title = scheme?.title ?? table.scheme;
  const lang = (scheme?.language ?? "en").toLowerCase();
  yield `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} — ${esc(m.result)}</title><style>${reportCss}</style></head><body>\n`;
  // a scheme with a title is called by it (the heading): its code name is not a "Richtlinie" (words23)
  const named = [scheme?.title === undefined ? `${esc(m.scheme)} <code>${esc(table.scheme)}</code>` : "", table.version ? `${esc(m.version)} ${esc(table.version)}` : ""].filter(Boolean).join(", ");
  const acts = scheme?.acts.length ? scheme.acts.map((a) => esc(a.title ?? a.name)).join("; ") : "";
  yield `<h1>${esc(title)}</h1>\n<p class="meta">${[named, acts].filter(Boolean).join(" — ")}</p>\n`;
  if (options.reference) yield `<p class="meta call-reference">${esc(m.callReference)}${colonOf(m)}<strong>${esc(options.reference)}</strong></p>\n`;
  if (options.published) yield `<p class="meta published">${esc(m.publishedOn)}${colonOf(m)}<strong><time datetime="${esc(options.published)}">${esc(c.f.date(options.published))}</time></strong></p>\n`;
  // the list's head (its rows are read cell by cell where a column shows them: `publishedCell`)
  const publication = table.publicationRows ? table.publicationRows()?.head : table.publication();
  if (publication?.deadline) yield `<p class="meta deadline">${esc(m.deadline)}${colonOf(m)}<strong><time datetime="${esc(publication.deadline)}">${esc(c.f.date(publication.deadline))}</time></strong>${esc(closedDaysNote(m, c.f.date, publication.closedDays))}</p>\n`;
  const regimes = Object.keys(table.totals);
  // no ranking (an entitlement, §14.14): no position column, and the list is not called a ranking
  const unordered = table.unranked ?? (scheme !== undefined && scheme.regimes.every((r) => r.ranking.unordered === true));
  for (const regime of regimes) {
    yield `<h2>${esc(regimes.length > 1 ? scheme?.regimes.find((r) => r.name === regime)?.title ?? regime : unordered ? m.unrankedList : m.ranking)}</h2>\n`;
    // each regime's rows in the words of what it hands out: an amount asked or one computed
    c.m = regimeMessages(m, scheme, regime, regimes.length);
    // a regime without a ranking beside a ranked one: its own table has no position column
    const own = unordered || table.unrankedRegimes?.has(regime) === true || scheme?.regimes.find((r) => r.name === regime)?.ranking.unordered === true;
    yield* rankingOf(c, planColumns(c.m, scheme?.publish?.columns ?? [], own, !scheme || (scheme.criteria.length > 0 && !scheme.unsummed)), regime, regimes.length > 1);
    c.m = m;
  }
  yield* statisticsSection(c);
  yield* tieList(c);
  // a row not ranked in its regime's words: of places "Voraussetzungen nicht erfüllt", not a subsidy's "Nicht förderfähig" (words24)
  const byRegime = new Map<string, Messages>();
  yield* unranked(c, (i) => {
    const rg = table.regime?.(i) ?? "";
    let own = byRegime.get(rg);
    if (own === undefined) byRegime.set(rg, (own = regimeMessages(m, scheme, rg, regimes.length)));
    return own;
  });
  // the right to object (§16.4), once for the call: every decision of the list has the same clause, date and last day
  const objection = scheme ? objectionClause(scheme, noticeDated(scheme, table.call, options.published), table.sources) : undefined;
  if (objection) yield `<h2>${esc(objection.heading)}</h2>\n${objectionParagraph(objection, c.f.date)}\n`;
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
  const heads = [m.budget, m.totalRequested ?? m.requested, m.awarded, m.undecided, m.remaining];
  const cells = [t.budget === null ? m.unlimited : f.amount(t.budget, t.unit), f.amount(t.requested, t.unit), f.amount(t.awarded, t.unit), f.amount(t.undecided, t.unit), t.remaining === null ? (t.budget === null ? m.unlimited : m.dependsOnTie) : f.amount(t.remaining, t.unit)];
  // an unlimited budget has nothing remaining to tell, and no tie it depends on: "without limit", as its budget (drafter36's finding 10)
  // a pro-rata allocation's coefficient, budget / requested: the figure the law multiplies every grant by
  if (t.proRataCoefficient !== undefined) {
    heads.push(m.coefficient);
    cells.push(f.number(t.proRataCoefficient));
  }
  // the budget's own source (`budget … per art3_1`), cited after it
  const cited = (x: string, k: number) => `<td class="num">${esc(x)}${k === 0 ? budgetCite(c, t.budgetSource) : ""}</td>`;
  return `<div class="wrap"><table class="totals"><tr>${heads.map((h) => `<th class="num">${esc(h)}</th>`).join("")}</tr><tr>${cells.map(cited).join("")}</tr></table></div>\n`;
}

/** One regime's totals and ranking, its rows read from its first; a tie group is written once complete (the line may follow it). */
function* rankingOf(c: Context, columns: readonly Column[], regime: string, byRegime: boolean): Generator<string> {
  const { m, table } = c;
  const t = table.totals[regime]!;
  yield totalsOf(c, regime);
  yield stageTotals(c, t, regime);
  yield groupTotals(c, t);
  const [start, end] = table.rankingRows(regime);
  if (start >= end) {
    yield `<p class="legend none-ranked">${esc(m.noneRanked)}</p>\n`;
    return;
  }
  const head = [...columns.map((col) => `<th${col.numeric ? ' class="num"' : ""}>${esc(col.head)}</th>`), `<th>${esc(m.why)}</th>`].join("");
  yield `<div class="wrap"><table class="ranking" data-regime="${esc(regime)}"><thead><tr>${head}</tr></thead><tbody>\n`;
  // one budget line drawn over the ranking: none where stages spend the budget in parts
  const reach = reportReached(t.stages ? null : t.budget);
  let proRata = false;
  let tied = false;
  let straddled = false;
  // the rows sharing a position (a group) stand together: rows [from, j)
  let from = start;
  let position = table.position(start);
  for (let j = start + 1; j <= end; j++) {
    const next = j < end ? table.position(j) : null;
    if (j < end && next === position) continue;
    const size = j - from;
    const first = from;
    const at = reach(size, (k) => table.requested(first + k), (k) => table.status(first + k));
    const straddles = at.kind === "after" && at.inside;
    tied ||= size > 1;
    straddled ||= straddles;
    if (at.kind === "before") yield budgetLine(c, columns.length + 1, t.budget!, t.unit, undefined);
    // a tie's title, said by each of its rows
    const tie = size > 1 ? tieTitle(c, size, position) : "";
    for (let g = from; g < j; g++) {
      const status = table.status(g);
      if (status === "pro_rata") proRata = true;
      yield appRow(c, columns, g, status, position, t.unit, size, tie, straddles);
    }
    if (at.kind === "after") yield budgetLine(c, columns.length + 1, t.budget!, t.unit, straddles ? position! : undefined);
    from = j;
    position = next;
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

/** What a tie of `tied` applications at `position` says of itself. */
function tieTitle(c: Context, tied: number, position: number | null): string {
  return fill(c.m.tieTitle, { n: counted(c.m, tied, c.m.applications), position: position ?? "" });
}

function positionCell(c: Context, id: string, position: number | null, tied: number, what: string, straddles: boolean): string {
  if (tied < 2) return esc(position);
  const unresolved = c.unresolved.has(id);
  const marks = `=${unresolved ? "\u00a0⚖" : ""}`;
  const title = [what, unresolved ? c.m.unresolvedTie : "", straddles ? fill(c.m.straddles, { position: position ?? "" }) : ""].filter(Boolean).join("; ");
  return `${esc(position)}<span class="mark" title="${esc(title)}" aria-label="${esc(title)}">${marks}</span>`;
}

/** Ranked row j's cell in `col`, read from the table's columns. */
function cell(c: Context, col: Column, j: number, id: string, status: Status, position: number | null, unit: string, tied: number, tie: string, straddles: boolean): string {
  const { m, f, table } = c;
  switch (col.kind) {
    case "position": return positionCell(c, id, position, tied, tie, straddles);
    case "id": return esc(id);
    case "points": {
      const total = table.points(j)?.["total"];
      return esc(total === undefined || total === null ? "" : f.number(total));
    }
    case "requested": {
      const requested = table.requested(j);
      return requested === undefined ? "" : esc(f.amount(requested, unit));
    }
    case "status": return statusCell(m, status, table.label(j)) + reserveListTag(m, c.stageTitles, table.reserveList?.(j), table.reservePlace?.(j));
    case "amount": return esc(f.amount(table.amount(j), unit));
    case "label": return esc(table.label(j) ?? "");
    default: return esc(valueText(m, f, col.spec!, table.publishedCell(j, col.index!)));
  }
}

/** Ranked row j (`status`, `position`: its own, already read), in a group of `tied` sharing its position (`tie`: its title). */
function appRow(c: Context, columns: readonly Column[], j: number, status: Status, position: number | null, unit: string, tied: number, tie: string, straddles: boolean): string {
  const id = c.table.id(j);
  const cls = `app${tied > 1 ? " tie" : ""}${straddles ? " straddle" : ""}${c.unresolved.has(id) ? " unresolved" : ""}`;
  let cells = "";
  for (const col of columns) cells += `<td${col.numeric ? ' class="num"' : ""}>${cell(c, col, j, id, status, position, unit, tied, tie, straddles)}</td>`;
  return `<tr class="${cls}" data-id="${esc(id)}">${cells}<td>${stageTag(c, c.table.stage(j), c.table.stagePosition?.(j))}${groupTag(c, c.table.group(j), c.table.groups?.(j))}${explanation(c, j)}</td></tr>\n`;
}

/**
 * The messages of regime `regime`'s totals and rows (of `count` regimes): where the scheme
 * computes that regime's amount (nobody asked for it: an entitlement), its statuses and the
 * amount's heading as the explanations and the notices word them ("Przyznano", "Obliczona kwota";
 * not "Dofinansowany", "Wnioskowano"); where it grants an amount asked, the report's own. A call
 * with an entitlement's regime and a budget's words each regime's rows by its own kind. A regime
 * that allocates places says places where the others say money: "Places available", "Places
 * asked", "Places granted", "Granted" (`placeLabels`, as its explanations and notices).
 */
function regimeMessages(m: Messages, scheme: CompiledScheme | undefined, regime: string, count: number): Messages {
  const own = groupWords(kindMessages(m, scheme, regime, count), scheme, regime, count);
  // the law's name for the reserve list (`reserve all "die Nachrückliste"`) as the status of a row on it
  const named = scheme ? reserveTitleOf(scheme) : undefined;
  return named === undefined ? own : { ...own, statuses: { ...own.statuses, reserve: reserveHeading(named) } };
}

/** A group is called by the scheme's title for it (`group by haushalt "Haushalt"`), not "group", in the groups' table and each row's tag (words23). */
function groupWords(m: Messages, scheme: CompiledScheme | undefined, regime: string, count: number): Messages {
  const g = scheme?.regimes.find((r) => r.name === regime) ?? (count === 1 && scheme?.regimes.length === 1 ? scheme.regimes[0] : undefined);
  const title = g?.allocation.group?.title;
  return title ? { ...m, group: title.charAt(0).toUpperCase() + title.slice(1) } : m;
}

function kindMessages(m: Messages, scheme: CompiledScheme | undefined, regime: string, count: number): Messages {
  const g = scheme?.regimes.find((r) => r.name === regime) ?? (count === 1 && scheme?.regimes.length === 1 ? scheme.regimes[0] : undefined);
  if (g?.allocation.places) {
    // in the report's own language (English where the scheme's has no catalogue), as its other words
    const language = m.locale.split("-")[0]!;
    const placed = placeLabels[language] ?? placeLabels["en"]!;
    // counted in a unit (`unit "kW"`): the columns' heads say it, their cells are figures ("Asked (kW)")
    const u = g.allocation.quantityUnit;
    const p = u !== undefined ? unitLabels(placed, language, u) : placed;
    // and the budget's lines of a quantity: the budget in its unit, its line not "the last place"
    const lines = u !== undefined ? { budget: `${m.computed.budget} (${u})`, budgetLine: `${m.computed.budgetLine} (${u})`, straddles: m.computed.straddles, legendStraddle: m.computed.legendStraddle } : m.places;
    return { ...m, ...lines, requested: p.requested, awarded: p.granted, amount: p.granted, groupFunded: p.statuses.funded, statuses: { ...m.statuses, ...p.statuses } };
  }
  if (!g?.allocation.amountSteps) return m;
  const w = catalogueFor(scheme!.language).words;
  // what was granted and a group's funded members in the words of a computed amount ("Zuerkannt", not "Bewilligt", "Gefördert": words24)
  // and every line that names the budget it is given from: German "Mittel", not the "Fördermittel" of a subsidy (words25)
  return { ...m, ...m.computed, requested: w.computed, totalRequested: w.computedTotal, awarded: w.computedStatuses.funded, groupFunded: w.computedStatuses.funded, statuses: { ...m.statuses, ...w.computedStatuses } };
}

function statusCell(m: Messages, status: Status, label: string | undefined): string {
  return `<span class="status s-${esc(status)}">${esc(m.statuses[status] ?? status)}</span>${label ? ` <span class="src">(${esc(label)})</span>` : ""}`;
}

/** Row j's explanation: written step by step from the table where it can (no step objects), else from the row's. */
function explanation(c: Context, j: number): string {
  c.steps = "";
  if (c.table.writeSteps) c.table.writeSteps(j, c.step, c.addStep);
  else for (const s of c.table.row(j).explanation) c.steps += c.step(s.step, s.source, s.text);
  return `<details><summary>${esc(c.m.why)}</summary><div class="panel"><ol>${c.steps}</ol></div></details>`;
}

function* tieList(c: Context): Generator<string> {
  const { m, table } = c;
  if (table.ties.length === 0) return;
  yield `<h2>${esc(m.unresolvedTies)}</h2><ul>${table.ties.map((t) => `<li class="tie-report"><strong>${esc(t.ids.join(", "))}</strong> (${esc(m.position.toLowerCase())} ${esc(t.position)})${colonOf(m)}${esc(t.note)}</li>`).join("")}</ul>\n`;
}

function* unranked(c: Context, messagesOf: (i: number) => Messages): Generator<string> {
  const { m, table } = c;
  let opened = false;
  for (let i = 0; i < table.length; i++) {
    if (table.position(i) !== null) continue;
    if (!opened) {
      yield `<h2>${esc(m.notRanked)}</h2><div class="wrap"><table class="unranked"><thead><tr><th>${esc(m.application)}</th><th>${esc(m.status)}</th><th>${esc(m.reasons)}</th><th>${esc(m.why)}</th></tr></thead><tbody>\n`;
      opened = true;
    }
    const id = table.id(i);
    const reasons = table.reasons(i).map((x) => `${esc(c.reason(x.message))}${x.source ? ` <span class="src">[${esc(c.cite(x.source))}]</span>` : ""}`).join("<br>");
    yield `<tr class="app" data-id="${esc(id)}"><td>${esc(id)}</td><td>${statusCell(messagesOf(i), table.status(i), table.label(i))}</td><td>${reasons}</td><td>${explanation(c, i)}</td></tr>\n`;
  }
  if (opened) yield `</tbody></table></div>\n`;
}
