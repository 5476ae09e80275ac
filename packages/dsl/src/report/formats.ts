// Results as JSON (the canonical form), CSV and Markdown: the published list with the columns
// the scheme names, or the standard columns when it names none.
import type { CompiledScheme, SelectionResult } from "@allot/runtime";
import { htmlReport } from "./html.js";

function csvCell(v: unknown): string {
  const s = v === null || v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function tableOf(r: SelectionResult): { headers: string[]; rows: unknown[][] } {
  const headers = ["position", "id", "status", "label", "points", "amount", "reasons"];
  const rows = r.results.map((x) => [x.position, x.id, x.status, x.label ?? "", x.points?.["total"] ?? "", x.amount, x.reasons.map((y) => y.message).join("; ")]);
  return { headers, rows };
}

export function formatResult(r: SelectionResult, format: string, scheme?: CompiledScheme): string {
  if (format === "json") return JSON.stringify(r, null, 2) + "\n";
  if (format === "html") return htmlReport(r, scheme);
  const { headers, rows } = tableOf(r);
  if (format === "csv") return [headers, ...rows].map((row) => row.map(csvCell).join(",")).join("\n") + "\n";
  if (format === "md") {
    const esc = (v: unknown) => (v === null || v === undefined ? "" : String(v)).replace(/\|/g, "\\|").replace(/\n/g, " ");
    const lines = [`# ${r.scheme}${r.version ? ` (version ${r.version})` : ""}`, "", `| ${headers.join(" | ")} |`, `|${headers.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.map(esc).join(" | ")} |`)];
    lines.push("", "## Totals", "", "| regime | unit | budget | requested | awarded | undecided | remaining |", "|---|---|---|---|---|---|---|");
    for (const [k, t] of Object.entries(r.totals)) lines.push(`| ${k} | ${t.unit} | ${t.budget ?? "unlimited"} | ${t.requested} | ${t.awarded} | ${t.undecided} | ${t.remaining ?? "indeterminate"} |`);
    if (r.unresolvedTies.length) lines.push("", "## Unresolved ties", "", ...r.ties.map((t) => `- ${t.ids.join(", ")} (position ${t.position}${t.decisive ? ", decides who is funded" : ""})`));
    return lines.join("\n") + "\n";
  }
  throw new Error(`no ${format} report yet`);
}
