// Quick fixes, from the diagnostics' own fixes and a few the services add where the checker
// gives a hint but no edit: cite a legal source (any declared one, not only the first), decide
// an open choice (boundary, tie-break scope, granularity, pro-rata remainder, calendar), and
// change a misspelt name to the one the hint suggests.
import type { Analysis } from "../analysis.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { pathAt } from "./walk.js";
import type { TextEdit } from "./textEdit.js";
import type { Span } from "../span.js";

export interface CodeAction {
  readonly title: string;
  readonly kind: "quickfix";
  readonly diagnostic: Diagnostic;
  readonly edits: readonly TextEdit[];
  readonly preferred: boolean;
}

function touches(d: Diagnostic, range: Span): boolean {
  return d.span.start <= range.end && range.start <= d.span.end;
}

/** The quick fixes for the diagnostics that touch a range. */
export function codeActions(a: Analysis, range: Span): CodeAction[] {
  const out: CodeAction[] = [];
  for (const d of a.diagnostics) {
    if (!touches(d, range)) continue;
    const own = d.code === "AL0401" ? [] : (d.fixes ?? []).map((f) => ({ title: f.title, edits: [{ span: f.span, text: f.text }] }));
    const fixes = [...own, ...extraFixes(a, d)];
    const seen = new Set<string>();
    for (const f of fixes) {
      if (seen.has(f.title)) continue;
      seen.add(f.title);
      out.push({ title: f.title, kind: "quickfix", diagnostic: d, edits: f.edits, preferred: fixes.length === 1 && d.code !== "AL0401" });
    }
  }
  return out;
}

type Fix = { title: string; edits: TextEdit[] };

function extraFixes(a: Analysis, d: Diagnostic): Fix[] {
  switch (d.code) {
    case "AL0401": return citeAny(a, d);
    case "AL0408": return decide(a, d);
    case "AL0201": case "AL0203": case "AL0204": case "AL0205": return d.fixes?.length ? [] : spelling(a, d);
    default: return [];
  }
}

/**
 * One "Cite 'x'" per declared source. The citation goes after the name and its title, where the
 * grammar expects it (the checker's own fix puts it straight after the name, before a title).
 */
function citeAny(a: Analysis, d: Diagnostic): Fix[] {
  const at = citationPoint(a, d.span);
  return [...a.model.sources.keys()].map((s) => ({ title: `Cite '${s}'`, edits: [{ span: { start: at, end: at }, text: ` per ${s}` }] }));
}

/** After the title string that follows a declared name, or at the end of the reported span. */
function citationPoint(a: Analysis, where: Span): number {
  const tokens = a.parse.tokens;
  const i = tokens.findIndex((t) => t.startOffset >= where.end);
  const next = tokens[i];
  return next?.tokenType.name === "StringLit" && /^\s*$/.test(a.text.slice(where.end, next.startOffset)) ? (next.endOffset ?? next.startOffset) + 1 : where.end;
}

/** Open choices the checker reports without an edit. */
function decide(a: Analysis, d: Diagnostic): Fix[] {
  if (d.fixes?.length) return [];
  const c = pathAt(a.ast, d.span.start).pop();
  if (c?.kind === "item" && c.node.kind === "prorata") {
    const at = c.node.stepSpan.end;
    return ["unallocated", "largest_remainder", "ranking_order"].map((r) => ({ title: `Leftover from rounding: ${r}`, edits: [{ span: { start: at, end: at }, text: ` remainder ${r}` }] }));
  }
  if (c?.kind === "deadline" && !c.node.calendar) {
    const at = c.node.after.span.end;
    return ["PL", "NL", "EU", "DE", "weekdays"].map((cal) => ({ title: `Count working days with the ${cal} calendar`, edits: [{ span: { start: at, end: at }, text: ` calendar ${cal}` }] }));
  }
  if (d.message.includes("never rounded")) {
    const text = a.text.slice(d.span.start, d.span.end);
    return [{ title: "Round the amount to cents, half up", edits: [{ span: d.span, text: `round(${text}, 2, half_up)` }] }];
  }
  return [];
}

/** "Change to 'x'" for each candidate of a "did you mean" hint, when the span is that one word. */
function spelling(a: Analysis, d: Diagnostic): Fix[] {
  const word = a.text.slice(d.span.start, d.span.end);
  if (!d.hint?.startsWith("did you mean") || !/^[\p{L}_][\p{L}\p{N}\p{M}_]*$/u.test(word)) return [];
  return [...d.hint.matchAll(/'([^']+)'/g)].map((m) => ({ title: `Change to '${m[1]}'`, edits: [{ span: d.span, text: m[1]! }] }));
}
