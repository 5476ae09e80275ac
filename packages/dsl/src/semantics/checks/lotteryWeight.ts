// `lottery seed call.seed weighted by <weight>` (docs/language.md §13.2): a weighted lottery's
// weight is a number of each application (AL0682), and only a seeded lottery is weighted here —
// a draw made outside is already in its order, whatever weights it was made with. A weight that
// reads nothing of the application (`weighted by 0`, `weighted by call.plots`) is the same for
// every application and weights nothing (AL0683, a warning; review35's K1): 0 leaves everyone out
// of the draw, any other the plain seeded lottery.
import type * as A from "../../ast/nodes.js";
import { childExprs } from "../../services/walk.js";
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
    return;
  }
  if (t.k !== "error" && !readsApplication(m, w, new Set())) {
    m.diagnostics.push(diag("AL0683", w.span, `expected the weight of the lottery to read the application, found '${text}', the same for every application`, { hint: `a weight the same for every application weights nothing${/^0+(\.0*)?$/.test(text.trim()) ? " (0 leaves every application out of the draw)" : ""}: write the weight the law gives each candidate from its application ('weighted by gewicht', 'let gewicht = if categorie = b then 1.5 else 1'), or leave 'weighted by' out for a plain lottery (§13.2)` }));
  }
}

/** Whether `e` reads the application: one of its fields, a let that does, `application.…`, or its peers (conservative: an unknown name reads it). */
function readsApplication(m: Model, e: A.Expr, seen: Set<string>): boolean {
  if (e.kind === "root") return e.root === "application";
  if (e.kind === "name") {
    const n = e.name.text;
    if (m.appFields.has(n)) return true;
    const letNode = m.lets.get(n)?.node as A.LetDecl | undefined;
    if (letNode) {
      if (seen.has(n)) return false;
      seen.add(n);
      return readsApplication(m, letNode.value, seen);
    }
    // a word (an enumeration's member), `call`, a constant: nothing of the application; anything else, conservatively, reads it
    return !(n === "call" || m.words.has(e) || m.callFields.has(n));
  }
  if (e.kind === "member") return readsApplication(m, e.object, seen);
  if (e.kind === "index") return readsApplication(m, e.object, seen) || readsApplication(m, e.key, seen);
  if (e.kind === "callfn" && e.fn.text === "peers") return true;
  return childExprs(e).some((c) => readsApplication(m, c, seen));
}
