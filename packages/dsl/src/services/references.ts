// Find references: every place the scheme uses the name under the cursor, from the checker's
// recorded references (and, for enumeration members, the words it resolved against the same
// enumeration), optionally with the declaration itself.
import type { Analysis } from "../analysis.js";
import type { Span } from "../span.js";
import { occurrences, targetAt } from "./targets.js";

export function references(a: Analysis, offset: number, includeDeclaration = true): Span[] {
  const t = targetAt(a, offset);
  if (!t) return [];
  return occurrences(a, t)
    .filter((o) => includeDeclaration || !o.isDeclaration)
    .map((o) => o.span)
    .sort((x, y) => x.start - y.start);
}
