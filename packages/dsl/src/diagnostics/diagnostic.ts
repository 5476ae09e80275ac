// A diagnostic is data: a code, a severity, an exact span, a message saying what was expected
// and what was found, and a hint saying what to do. Phases collect them; none of them throws.
import { codes, type Code, type Severity } from "./codes.js";
import type { Span } from "../span.js";

export interface RelatedInfo {
  readonly span: Span;
  readonly message: string;
}

/** A machine-applicable repair: replace the text of `span` by `text`. */
export interface Fix {
  readonly title: string;
  readonly span: Span;
  readonly text: string;
}

export interface Diagnostic {
  readonly code: Code;
  readonly severity: Severity;
  readonly span: Span;
  readonly message: string;
  readonly hint?: string;
  readonly related?: readonly RelatedInfo[];
  readonly fixes?: readonly Fix[];
}

export function diag(
  code: Code,
  span: Span,
  message: string,
  extra: { hint?: string; related?: RelatedInfo[]; fixes?: Fix[]; severity?: Severity } = {},
): Diagnostic {
  const d: Diagnostic = {
    code,
    severity: extra.severity ?? codes[code].severity,
    span,
    message,
    ...(extra.hint !== undefined ? { hint: extra.hint } : {}),
    ...(extra.related && extra.related.length ? { related: extra.related } : {}),
    ...(extra.fixes && extra.fixes.length ? { fixes: extra.fixes } : {}),
  };
  return d;
}

/** Sorted by position, then code, then message: the order every consumer sees. */
export function sortDiagnostics(ds: readonly Diagnostic[]): Diagnostic[] {
  return [...ds].sort(
    (a, b) => a.span.start - b.span.start || a.span.end - b.span.end || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0) || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}
