// `lottery seed call.seed weighted by <weight>` (docs/language.md §13.2): a weighted lottery's
// weight is a number of each application (AL0682), and only a seeded lottery is weighted here —
// a draw made outside is already in its order, whatever weights it was made with.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import type { Ty } from "../types.js";

const WEIGHTS = ["integer", "decimal"];

export function checkLotteryWeight(m: Model, s: A.LotteryStep, t: Ty): void {
  const w = s.weight;
  if (!w) return;
  const text = m.text.slice(w.span.start, w.span.end);
  if (s.mode === "draw") {
    m.diagnostics.push(diag("AL0682", w.span, `expected no weight on a lottery draw: the draw 'call.…' is made outside and given in its order, so Allot cannot weight it`, { hint: "publish a seed instead and let Allot make the weighted draw: 'lottery seed call.<parameter> weighted by …' (§13.2)" }));
    return;
  }
  if (t.k !== "error" && !WEIGHTS.includes(t.k)) {
    m.diagnostics.push(diag("AL0682", w.span, `expected the weight of the lottery to be a number (a whole number of tickets or a decimal such as 1.5), found ${t.k === "word" ? `'${text}'` : t.k} '${text}'`, { hint: "write the weight the law gives each candidate: a let that maps the category to its weight ('let gewicht = if categorie_b then 1.5 else 1'), or the number of tickets" }));
  }
}
