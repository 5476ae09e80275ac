// Go to definition: from a use of a name to where the scheme declares it — an input field, a
// derived value, a criterion, a legal source or act, an enumeration member. Built-ins (`total`,
// the published result columns) have no declaration and give nothing. A stage's name in a column
// `stage_position(<stage>)` goes to the stage (§16.2).
import type { Analysis } from "../analysis.js";
import type { Span } from "../span.js";
import { indexOf, targetAt } from "./targets.js";

export function definition(a: Analysis, offset: number): Span[] {
  const t = targetAt(a, offset);
  if (!t) return [];
  if (t.kind === "member") {
    const decl = t.decl?.members.find((m) => m.text === t.name);
    return decl ? [decl.span] : [];
  }
  if (t.kind === "stage") return indexOf(a).stages.filter((o) => o.isDeclaration && o.name === t.name).map((o) => o.span);
  const s = t.symbol.nameSpan;
  return s.end > s.start ? [s] : [];
}
