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

/**
 * Controls and bidirectional overrides shown as the escapes a scheme would write (`\u{1b}`): a
 * file or an input can hold an escape sequence that a terminal would obey — clear the screen,
 * set the window's title, reorder the line — and a diagnostic quotes the file's line as it is.
 */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
export function visible(s: string): string {
  return s.replace(CONTROL, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`);
}

/** A text for the terminal: `visible`, but the colours this program puts in are kept. */
const COLOURED = new RegExp(`\x1b\\[(?:0|1|2|31|33|36)m|${CONTROL.source}`, "g");
export function forTerminal(s: string): string {
  return color.on ? s.replace(COLOURED, (c) => (c.length > 1 ? c : visible(c))) : visible(s);
}

/** At most this many characters of a source line are quoted: a window around the caret. */
const SHOWN = 120;

export function renderHuman(a: Analysis, d: Diagnostic): string {
  const start = a.lines.position(d.span.start);
  const end = a.lines.position(d.span.end);
  const sev = d.severity === "error" ? color.red("error") : d.severity === "warning" ? color.yellow("warning") : color.cyan("info");
  const lines = [`${color.bold(`${visible(a.uri)}:${start.line + 1}:${start.character + 1}`)}: ${sev} ${d.code}: ${visible(d.message)}`];
  const text = a.lines.lineText(start.line);
  const num = String(start.line + 1);
  const pad = " ".repeat(num.length);
  const width = end.line === start.line ? Math.max(1, end.character - start.character) : Math.max(1, text.length - start.character);
  // a long line (a generated or minified scheme, 50,000 operators on one line) is quoted around
  // the caret, with '…' where it is cut
  const from = text.length <= SHOWN ? 0 : Math.max(0, Math.min(start.character - 40, text.length - SHOWN));
  const to = Math.min(text.length, from + SHOWN);
  const before = (from > 0 ? "…" : "") + visible(text.slice(from, start.character));
  const marked = visible(text.slice(start.character, Math.min(to, start.character + width)));
  lines.push(`${color.dim(`${num} |`)} ${before}${marked}${visible(text.slice(Math.min(to, start.character + width), to))}${to < text.length ? "…" : ""}`);
  lines.push(`${color.dim(`${pad} |`)} ${before.replace(/[^\t]/g, " ")}${color.red("^".repeat(Math.max(1, marked.length)))}`);
  if (d.hint) lines.push(`${pad} = hint: ${visible(d.hint)}`);
  for (const r of d.related ?? []) {
    const p = a.lines.position(r.span.start);
    lines.push(`${pad} = note: ${visible(a.uri)}:${p.line + 1}:${p.character + 1}: ${visible(r.message)}`);
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
