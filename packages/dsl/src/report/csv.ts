// The result as CSV (RFC 4180: a cell with a comma, a quote or a line break is quoted, quotes
// doubled), streamed row by row from a `ResultTable`. Cells are neutralised against formula
// injection as OWASP recommends: a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
// return gets a single quote in front, so a spreadsheet shows it as text instead of running it —
// except a cell that is wholly a decimal number (`-5.00`, `+3`, `12`), which a spreadsheet reads
// as that number and which cannot hold a formula.
import type { Reason, ResultTable } from "@allot/runtime";
import { statisticCells, statisticColumns, statisticRows, statisticsOf } from "./statistics.js";

/** The columns of the CSV and Markdown results. */
export const resultColumns = ["position", "id", "status", "label", "points", "amount", "reasons"] as const;

/**
 * The names a table's `stage` column shows, by stage: each stage's title where it has one, else its
 * name (report/htmlStages.ts `stageTitles`). Undefined where the call has no stages: the table then
 * has no `stage` column.
 */
export type StageNames = ReadonlyMap<string, string>;

/**
 * The columns of a table: where an allocation walks groups, each row's `group` after its id; where
 * it walks stages (`stages` given), the `stage` that decided the row (granted or refused it) after
 * that, where some stage is a stage per key (`table.membered`) the `member` whose walk decided it
 * (as the enumeration writes it; empty in the rows of other stages), and where the stages rank on
 * their own (`table.stagesRanked`) the row's `stage_position` in
 * that stage's ranking; where some row is on a reserve list (`table.reserveListed`), its
 * `reserve_place` after the label, and where some row is on a stage's own list (`table.stageListed`),
 * that stage as `reserve_list`; `points` false (a scheme without criteria: no application has points) leaves out the points
 * column, which would be empty in every row (the JSON's `points` stays, null); a table without a
 * ranking (`table.unranked`, an entitlement: §14.14) has no position column, no order placing its rows.
 */
export function columnsOf(table: ResultTable, points = true, stages?: StageNames): readonly string[] {
  let columns: readonly string[] = resultColumns;
  if (table.grouped || stages) {
    const head = ["position", "id"];
    if (table.grouped) head.push("group", ...moreGroupColumns(table));
    if (stages) head.push("stage");
    if (stages && table.membered) head.push("member");
    if (stages && table.stagesRanked) head.push("stage_position");
    columns = [...head, ...resultColumns.slice(2)];
  }
  if (table.reserveListed) columns = columns.flatMap((c) => (c === "label" ? [c, "reserve_place", ...(table.stageListed ? ["reserve_list"] : [])] : [c]));
  if (table.unranked) columns = columns.filter((c) => c !== "position");
  return points ? columns : columns.filter((c) => c !== "points");
}

/** The columns of the further groups of an allocation with several (§14.12 "Several groups"): `group_` and each one's name, in lower case, its spaces and punctuation `_` ("group_applicant"). */
export function moreGroupColumns(table: ResultTable): string[] {
  return (table.moreGroupNames ?? []).map((name) => `group_${name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "_").replace(/^_|_$/g, "")}`);
}

/** The cells of row `i`, as text, in the order of `columnsOf(table, points, stages)`. */
export function resultCells(table: ResultTable, i: number, points = true, stages?: StageNames): string[] {
  const position = table.position(i);
  // a row of a regime without a ranking, where another regime has one: no position of its own
  const shown = position === null || table.unrankedRegimes?.has(table.regime?.(i) ?? "") ? "" : String(position);
  const head = table.unranked ? [table.id(i)] : [shown, table.id(i)];
  if (table.grouped) {
    head.push(table.group(i) ?? "");
    // the further groups' keys (§14.12 "Several groups"), one column each
    const more = table.moreGroupNames ?? [];
    if (more.length) {
      const keys = table.groups?.(i);
      for (const name of more) head.push(keys?.[name] ?? "");
    }
  }
  if (stages) {
    const stage = table.stage(i);
    head.push(stage === undefined ? "" : (stages.get(stage) ?? stage));
    if (table.membered) head.push(table.member?.(i) ?? "");
    if (table.stagesRanked) head.push(String(table.stagePosition?.(i) ?? ""));
  }
  head.push(table.status(i), table.label(i) ?? "");
  if (table.reserveListed) head.push(String(table.reservePlace?.(i) ?? ""));
  if (table.reserveListed && table.stageListed) {
    // the stage whose own list it is on, named as the stage column names it (empty on the allocation's list)
    const list = table.reserveList?.(i);
    head.push(list === undefined ? "" : (stages?.get(list) ?? list));
  }
  if (points) head.push(table.points(i)?.["total"] ?? "");
  head.push(table.amount(i), reasonsText(table.reasons(i)));
  return head;
}

/** Reason lists are shared between results (engine/shared.ts): the text of each is made once. */
const reasonTexts = new WeakMap<readonly Reason[], string>();

/**
 * The reasons' messages in one cell: joined by "; ", or by a space after a message that ends a
 * sentence ("… in der Stadt Musterstadt. Eingegangen am …", not "Musterstadt.; Eingegangen").
 */
function reasonsText(reasons: readonly Reason[]): string {
  if (reasons.length === 0) return "";
  let text = reasonTexts.get(reasons);
  if (text === undefined) {
    text = reasons[0]!.message;
    for (let k = 1; k < reasons.length; k++) text += (/[.!?…]$/.test(text) ? " " : "; ") + reasons[k]!.message;
    // only a list no one can change: a result's own list could differ when read again
    if (Object.isFrozen(reasons)) reasonTexts.set(reasons, text);
  }
  return text;
}

const number = /^[+-]?\d+(\.\d+)?$/;
const quoted = /[",\n\r]/;

/** One cell: neutralised if a spreadsheet would read it as a formula, then quoted if needed. */
export function csvCell(text: string): string {
  // a formula starts with = + - @, a tab or a carriage return (read by its first code unit: no regular expression per cell)
  const c = text.charCodeAt(0);
  const s = (c === 0x3d || c === 0x2b || c === 0x2d || c === 0x40 || c === 0x09 || c === 0x0d) && !number.test(text) ? `'${text}` : text;
  return quoted.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Lines are gathered into a chunk of about this many characters (each chunk is encoded by one call). */
export const LINES_CHARS = 1 << 14;

/** The result as CSV: a header line, then one line per result; every line ends with "\n". `points`, `stages`: as `columnsOf`. */
export function* resultCsv(table: ResultTable, points = true, stages?: StageNames): Generator<string> {
  yield columnsOf(table, points, stages).join(",") + "\n";
  let lines = "";
  for (let i = 0; i < table.length; i++) {
    const cells = resultCells(table, i, points, stages);
    let line = csvCell(cells[0]!);
    for (let k = 1; k < cells.length; k++) line += "," + csvCell(cells[k]!);
    lines += line + "\n";
    if (lines.length >= LINES_CHARS) {
      yield lines;
      lines = "";
    }
  }
  if (lines) yield lines;
  // the published statistics (§16.3), where the scheme declares them: a second table after an empty line
  const stats = statisticsOf(table);
  if (stats.length) {
    yield "\n" + statisticColumns.join(",") + "\n";
    for (const r of statisticRows(stats)) yield statisticCells(r).map(csvCell).join(",") + "\n";
  }
}
