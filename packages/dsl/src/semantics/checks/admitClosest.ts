// `admit closest to <target> [at least <floor>]` (§14.10, stagelaw31): the words, and the floor.
// The floor is the law's "not less than 2.5 times the available budget": it belongs to `closest`
// alone (`admit to` never stops below its amount, `admit first` counts applications), and it may
// not be above the target, where it is known to be so from the text — two literals, or two
// multiples of one expression (`2.5 × call.budget`, `3 × call.budget`): AL0554.
import { diag } from "../../diagnostics/diagnostic.js";
import type * as A from "../../ast/nodes.js";
import type { Model } from "../model.js";

type Admit = Extract<A.StageItem, { kind: "admit" }>;

/** The words of `admit closest to … at least …`, and a floor that is misplaced or above the target. */
export function checkAdmitClosest(m: Model, it: Admit, what: string): void {
  const text = m.text;
  if (it.closest && it.closest.text !== "closest") m.diagnostics.push(diag("AL0205", it.closest.span, `expected 'closest' after 'admit', found '${it.closest.text}'`, { hint: "write 'admit closest to 3 × call.budget', or 'admit to …' (as many as needed to reach it)" }));
  if (!it.floor) return;
  if (it.how !== "closest") {
    m.diagnostics.push(diag("AL0554", it.floor.span, `expected a floor ('at least …') only after 'admit closest to', found it after 'admit ${it.how}'`, { hint: it.how === "to" ? "'admit to' never stops below its amount: write 'admit closest to <amount> at least <floor>' for \"as close as possible to it, and not less than the floor\"" : "write the floor after 'admit closest to <amount>'" }));
    return;
  }
  const t = scaled(it.value, text);
  const f = scaled(it.floor, text);
  if (t && f && t.of === f.of && f.k > t.k) {
    m.diagnostics.push(diag("AL0554", it.floor.span, `expected the floor of ${what} at most the amount it admits closest to, found ${text.slice(it.floor.span.start, it.floor.span.end)} above ${text.slice(it.value.span.start, it.value.span.end)}`, { hint: "the law's floor is below its target (\"as close as possible to three times the budget, and not less than 2.5 times\"): swap them, or check the law's figures" }));
  }
}

/** An expression as a multiple of another, by its text: `3 × call.budget` is 3 of `call.budget`, `3000 EUR` 3000 of `EUR`, `call.budget` 1 of itself. */
function scaled(e: A.Expr, text: string): { k: number; of: string } | undefined {
  const at = (x: A.Expr) => text.slice(x.span.start, x.span.end).replace(/\s+/g, " ");
  const num = (x: A.Expr) => (x.kind === "number" ? Number(x.value) : x.kind === "percent" ? Number(x.value) / 100 : undefined);
  if (e.kind === "number") return { k: Number(e.value), of: "" };
  if (e.kind === "money") return { k: Number(e.value), of: e.currency.text };
  if (e.kind === "binary" && e.op === "*") {
    const l = num(e.left);
    if (l !== undefined) return { k: l, of: at(e.right) };
    const r = num(e.right);
    if (r !== undefined) return { k: r, of: at(e.left) };
    return undefined;
  }
  return e.kind === "member" || e.kind === "name" ? { k: 1, of: at(e) } : undefined;
}
