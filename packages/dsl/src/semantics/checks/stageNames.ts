// The names of an allocation's stages and reservations (docs/language.md §14.7–14.8). Each names
// one entry of the totals (`totals.<regime>.stages.<name>`) and the `stage` of every result it
// decides: of two of one name, the later's account would replace the earlier's in the totals
// (engine/select.ts builds them with Object.fromEntries), and the results' `stage` would be
// ambiguous. Reservations are stages too, and without written stages the rest of the budget is
// an implicit last stage named `rest`. Two of one name are AL0202.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";

export function stageNames(m: Model, a: A.AllocationDecl): void {
  const named = a.items.filter((i): i is A.StageDecl | Extract<A.AllocItem, { kind: "reservation" }> => i.kind === "stage" || i.kind === "reservation");
  const first = new Map<string, (typeof named)[number]>();
  for (const it of named) {
    const n = it.name.text;
    if (!n) continue;
    const kind = it.kind === "stage" ? "stage" : "reservation";
    const earlier = first.get(n);
    if (earlier) {
      m.diagnostics.push(diag("AL0202", it.name.span, `expected a new name for this ${kind}, found '${n}', already the name of a ${earlier.kind === "stage" ? "stage" : "reservation"} of this allocation`, { hint: `each stage and reservation names its own entry of the totals and the 'stage' of the results it decides: rename one`, related: [{ span: earlier.name.span, message: `the first '${n}'` }] }));
    } else first.set(n, it);
  }
  const rest = first.get("rest");
  if (rest && rest.kind === "reservation" && !named.some((i) => i.kind === "stage")) {
    m.diagnostics.push(diag("AL0202", rest.name.span, "expected a reservation name other than 'rest', the name of the implicit last stage that walks what the reservations leave", { hint: "rename the reservation, or write the stages after it yourself" }));
  }
}
