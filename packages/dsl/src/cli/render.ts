// Diagnostics for people (file:line:col, code, message, the source line with a caret, the
// hint) and for machines (JSON; SARIF is in sarif.ts). The same diagnostics in every format.
import type { Analysis } from "../analysis.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";

const color = {
  on: false,
  red: (s: string) => (color.on ? `\x1b[31m${s}\x1b[0m` : s),
  yellow: (s: string) => (color.on ? `\x1b[33m${s}\x1b[0m` : s),
  cyan: (s: string) => (color.on ? `\x1b[36m${s}\x1b[0m` : s),
  bold: (s: string) => (color.on ? `\x1b[1m${s}\x1b[0m` : s),
  dim: (s: string) => (color.on ? `\x1b[2m${s}\x1b[0m` : s),
};

export function useColor(on: boolean): void {
  color.on = on;
}

export function renderHuman(a: Analysis, d: Diagnostic): string {
  const start = a.lines.position(d.span.start);
  const end = a.lines.position(d.span.end);
  const sev = d.severity === "error" ? color.red("error") : d.severity === "warning" ? color.yellow("warning") : color.cyan("info");
  const lines = [`${color.bold(`${a.uri}:${start.line + 1}:${start.character + 1}`)}: ${sev} ${d.code}: ${d.message}`];
  const text = a.lines.lineText(start.line);
  const num = String(start.line + 1);
  const pad = " ".repeat(num.length);
  const width = end.line === start.line ? Math.max(1, end.character - start.character) : Math.max(1, text.length - start.character);
  lines.push(`${color.dim(`${num} |`)} ${text}`);
  lines.push(`${color.dim(`${pad} |`)} ${" ".repeat(start.character)}${color.red("^".repeat(width))}`);
  if (d.hint) lines.push(`${pad} = hint: ${d.hint}`);
  for (const r of d.related ?? []) {
    const p = a.lines.position(r.span.start);
    lines.push(`${pad} = note: ${a.uri}:${p.line + 1}:${p.character + 1}: ${r.message}`);
  }
  return lines.join("\n");
}

export interface JsonDiagnostic {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly code: string;
  readonly severity: string;
  readonly message: string;
  readonly hint?: string;
  readonly related?: ReadonlyArray<{ line: number; column: number; message: string }>;
}

export function toJson(a: Analysis, d: Diagnostic): JsonDiagnostic {
  const s = a.lines.position(d.span.start);
  const e = a.lines.position(d.span.end);
  return {
    file: a.uri,
    line: s.line + 1,
    column: s.character + 1,
    endLine: e.line + 1,
    endColumn: e.character + 1,
    code: d.code,
    severity: d.severity,
    message: d.message,
    ...(d.hint ? { hint: d.hint } : {}),
    ...(d.related ? { related: d.related.map((r) => { const p = a.lines.position(r.span.start); return { line: p.line + 1, column: p.character + 1, message: r.message }; }) } : {}),
  };
}

export function summary(analyses: readonly Analysis[]): string {
  const errors = analyses.reduce((n, a) => n + a.diagnostics.filter((d) => d.severity === "error").length, 0);
  const warnings = analyses.reduce((n, a) => n + a.diagnostics.filter((d) => d.severity === "warning").length, 0);
  const files = analyses.length;
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;
  return `${plural(errors, "error")}, ${plural(warnings, "warning")} in ${plural(files, "file")}`;
}
