// Document highlight: every place the document writes the name under the cursor — a field, a
// let, a criterion, a stage, a call value, a legal source, an enumeration member — the same places
// as find references (references.ts, through targets.ts), each marked as its declaration (write)
// or a use (read).
import type { Analysis } from "../analysis.js";
import type { Span } from "../span.js";
import { occurrences, targetAt } from "./targets.js";

export interface Highlight {
  readonly span: Span;
  /** the declaration is where the name is written, every other place reads it */
  readonly kind: "write" | "read";
}

export function documentHighlights(a: Analysis, offset: number): Highlight[] {
  const t = targetAt(a, offset);
  if (!t) return [];
  return occurrences(a, t)
    .map((o): Highlight => ({ span: o.span, kind: o.isDeclaration ? "write" : "read" }))
    .sort((x, y) => x.span.start - y.span.start);
}
