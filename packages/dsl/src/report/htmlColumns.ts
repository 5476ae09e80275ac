// The columns of the HTML report's ranking table. With `publish { columns { … } }` they are the
// scheme's, in its order and with its labels, each drawn once: the built-in ones (position, id,
// total, status, amount, within_limit, label) by the report itself, the others from the published
// row, formatted by their type; position, the application's id, status and amount are added when
// the scheme leaves them out. Without published columns: the standard ones.
import type { ColumnSpec } from "@allot/runtime";
import type { Formatters } from "./htmlFormat.js";
import type { Messages } from "./messages/catalogue.js";

export type ColumnKind = "position" | "id" | "points" | "requested" | "status" | "amount" | "within" | "label" | "value";

export interface Column {
  readonly kind: ColumnKind;
  readonly head: string;
  readonly numeric: boolean;
  /** the published column this one shows (kind "value" and "within") */
  readonly spec?: ColumnSpec;
  /** its place among the scheme's published columns (`ResultTable.publishedCell`) */
  readonly index?: number;
}

const kindByName: Readonly<Record<string, ColumnKind>> = { position: "position", id: "id", total: "points", status: "status", amount: "amount", within_limit: "within", label: "label" };

function headOf(m: Messages, kind: ColumnKind): string {
  return { position: m.position, id: m.application, points: m.points, requested: m.requested, status: m.status, amount: m.amount, within: "", label: "", value: "" }[kind];
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A column's bare name as a heading: "operation_title" → "Operation title". */
function humanized(name: string): string {
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The ranking table's columns for a scheme's published columns (none: the standard ones);
 * `unordered`: no ranking, no position column (§14.14); `points` false (a scheme without criteria:
 * no application has points) leaves out the points column, as the CSV and Markdown do (csv.ts `columnsOf`).
 */
export function planColumns(m: Messages, published: readonly ColumnSpec[], unordered = false, points = true): Column[] {
  const cols = plannedColumns(m, published);
  return cols.filter((c) => !(unordered && c.kind === "position") && (points || c.kind !== "points"));
}

function plannedColumns(m: Messages, published: readonly ColumnSpec[]): Column[] {
  const std = (kind: ColumnKind): Column => ({ kind, head: headOf(m, kind), numeric: ["position", "points", "requested", "amount"].includes(kind) });
  if (published.length === 0) return (["position", "id", "points", "requested", "status", "amount"] as const).map(std);
  const cols: Column[] = published.map((spec, index) => {
    const kind = spec.builtin === "within_limit" ? "within" : spec.builtin === "paid" || spec.builtin === "stage_position" ? "value" : spec.builtin ?? kindByName[spec.name] ?? "value";
    // a label the scheme wrote wins; a bare built-in name is said in the report's language
    // a let's column by the let's title, in the scheme's words as its explanations name it (review37 N1)
    const head = spec.label !== spec.name ? spec.label : spec.title !== undefined && kind === "value" ? capital(spec.title) : kind === "value" || kind === "within" || kind === "label" ? humanized(spec.name) : headOf(m, kind);
    return { kind, head, numeric: ["position", "points", "amount"].includes(kind) || spec.format?.k === "money" || spec.format?.k === "number", spec, index };
  });
  const has = (k: ColumnKind) => cols.some((c) => c.kind === k);
  if (!has("id")) cols.splice(has("position") ? cols.findIndex((c) => c.kind === "position") + 1 : 0, 0, std("id"));
  if (!has("position")) cols.unshift(std("position"));
  for (const k of ["status", "amount"] as const) if (!has(k)) cols.push(std(k));
  return cols;
}

/** A published value as text in the report's language, by the column's declared format. */
export function valueText(m: Messages, f: Formatters, spec: ColumnSpec, v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "boolean") return v ? m.yes : m.no;
  if (v === "indeterminate" && spec.builtin === "within_limit") return m.statuses["indeterminate"] ?? String(v);
  const text = typeof v === "object" ? JSON.stringify(v) : String(v);
  // a member of an enumeration by its title, as an explanation names it (§8.4)
  if (spec.titles && Object.hasOwn(spec.titles, text)) return spec.titles[text]!;
  switch (spec.format?.k) {
    case "money": return f.amount(text, spec.format.currency);
    case "number": return f.number(text);
    case "date": return f.date(text);
    case "time": return f.moment(text);
    default: return text;
  }
}
