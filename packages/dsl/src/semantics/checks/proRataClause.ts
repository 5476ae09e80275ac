// What every `pro rata …` says, wherever it is written (the allocation, a stage's `at boundary`, a
// group's share; docs/language.md §14.4): its rounding mode and remainder policy are words the
// language knows (AL0205); a coefficient the law rounds is rounded down to a power of ten below 1
// (AL0547: a coefficient rounded up can grant more than the budget); a minimum grant is an amount
// written out (AL0547) and says what becomes of what a share below it frees (AL0408: no default).
// Check.ts, checks/groups.ts and checks/budgetFlow.ts call it; the run time is engine/prorata.ts.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import type { Model } from "../model.js";
import type { Ty } from "../types.js";

export const MODES = ["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"];
export const REMAINDERS = ["unallocated", "largest_remainder", "ranking_order"];
/** the modes that never raise a positive coefficient */
const COEFFICIENT_MODES = ["down", "floor"];
const THEN = ["reshare", "unallocated"];
/** the most places a coefficient is rounded to: its product with a total of 22 digits stays within 34 */
const COEFFICIENT_PLACES = 12;

/** The checks of a pro-rata clause's words, coefficient and minimum (see the head of this file). */
export function checkProRataClause(m: Model, p: A.ProRataClause): void {
  mode(m, p.mode);
  if (p.remainder && !REMAINDERS.includes(p.remainder.text)) m.diagnostics.push(diag("AL0205", p.remainder.span, `expected a remainder policy (${REMAINDERS.join(", ")}), found '${p.remainder.text}'`, { hint: didYouMean(p.remainder.text, REMAINDERS) ?? "write the policy the law implies, for example 'remainder unallocated'" }));
  const c = p.coefficient;
  if (c) {
    if (c.word.text !== "coefficient") m.diagnostics.push(diag("AL0205", c.word.span, `expected 'coefficient' (the reduction coefficient as the law rounds it), found '${c.word.text}'`, { hint: "write 'pro rata coefficient rounded down to 0.0001 rounded down to 0.01 …', or leave the coefficient out to share by the exact fraction" }));
    if (!MODES.includes(c.mode.text)) mode(m, c.mode);
    else if (!COEFFICIENT_MODES.includes(c.mode.text)) {
      m.diagnostics.push(diag("AL0547", c.mode.span, `expected the reduction coefficient rounded down, found 'rounded ${c.mode.text}': a coefficient rounded up can grant more than the budget`, { hint: "laws round the coefficient down ('rounded down to four decimal places'): write 'coefficient rounded down to 0.0001'", fixes: [{ title: "Round the coefficient down", span: c.mode.span, text: "down" }] }));
    }
    if (c.step !== "" && !/^0\.0*1$/.test(c.step)) {
      const whole = Number(c.step) >= 1;
      m.diagnostics.push(diag("AL0547", c.stepSpan, whole ? `expected the coefficient rounded to a power of ten below 1, found ${c.step}: a coefficient of 1 or more is no reduction` : `expected the coefficient rounded to a power of ten below 1 (0.01, 0.0001, …), found ${c.step}`, { hint: "write the places the law gives: 'to 0.0001' for four decimal places" }));
    } else if (c.step.length - 2 > COEFFICIENT_PLACES) {
      // past them the coefficient and its product with the total pass the 34 digits a quotient is
      // held to: rounded there, "0.6666…67000000" was published as 2/3 rounded down
      m.diagnostics.push(diag("AL0547", c.stepSpan, `expected the coefficient rounded to at most ${COEFFICIENT_PLACES} decimal places, found ${c.step.length - 2}`, { hint: "write the places the law gives: 'to 0.0001' for four decimal places; more than twelve are not computed exactly" }));
    }
  }
  const min = p.minimum;
  if (min) {
    const v = min.value;
    if (!((v.kind === "money" || v.kind === "number") && Number(v.value) > 0)) {
      m.diagnostics.push(diag("AL0547", v.span, "expected the minimum grant written out as an amount above zero, such as 500.00 EUR", { hint: "write the amount the law names: 'minimum 500.00 EUR then reshare'" }));
    }
    if (!min.then) {
      m.diagnostics.push(diag("AL0408", min.span, "expected the minimum grant to say what becomes of what a share below it frees ('then reshare' or 'then unallocated'), found nothing", { hint: "add 'then reshare' where the law shares the freed funds again among the others ('środki dzieli się między pozostałych'), or 'then unallocated' where they stay unspent", fixes: THEN.map((w) => ({ title: `Then ${w}`, span: { start: min.span.end, end: min.span.end }, text: ` then ${w}` })) }));
    } else if (!THEN.includes(min.then.text)) {
      m.diagnostics.push(diag("AL0205", min.then.span, `expected 'reshare' or 'unallocated' after the minimum grant, found '${min.then.text}'`, { hint: didYouMean(min.then.text, THEN) ?? "write 'then reshare' (shared again among the others) or 'then unallocated' (stays unspent)" }));
    }
  }
}

function mode(m: Model, w: A.Name): void {
  if (!MODES.includes(w.text)) m.diagnostics.push(diag("AL0205", w.span, `expected a rounding mode (${MODES.join(", ")}), found '${w.text}'`, { hint: didYouMean(w.text, MODES) ?? "write the mode the law prescribes, for example 'rounded down'" }));
}

/** the types a weight may have: a number of points, a decimal figure, a percentage, an amount */
const WEIGHTS = ["integer", "decimal", "percentage", "money"];

/**
 * `pro rata by <weight>` in an allocation (§14.4): the weight a number (AL0678) that cannot be
 * negative by its type (AL0679: its declared range starts below 0), without a coefficient the law
 * rounds (AL0680: the coefficient is budget / total asked, which a weight does not share).
 */
export function checkProRataWeight(m: Model, p: A.ProRataClause, t: Ty): void {
  const w = p.weight;
  if (!w) return;
  const text = m.text.slice(w.span.start, w.span.end);
  if (t.k !== "error" && !WEIGHTS.includes(t.k)) {
    m.diagnostics.push(diag("AL0678", w.span, `expected the weight of pro rata to be a number (points, a figure, an amount), found ${t.k === "word" ? `'${text}'` : t.k} '${text}'`, { hint: "write the figure the law shares in proportion to: 'pro rata by total' (the points obtained), or a let that computes it" }));
  } else if ("lo" in t && t.lo !== undefined && Number(t.lo) < 0) {
    m.diagnostics.push(diag("AL0679", w.span, `expected a weight of pro rata that cannot be negative, found '${text}' declared from ${t.lo}`, { hint: "a share in proportion to a negative figure is no share: declare the field from 0 ('in 0..100'), or write the weight the law gives, such as max(0, …)" }));
  }
  if (p.coefficient) m.diagnostics.push(diag("AL0680", p.coefficient.word.span, "expected no reduction coefficient in a pro rata by a weight: the coefficient is budget / total asked, and the shares follow the weights", { hint: "leave the coefficient out: each share is budget × weight / sum of the weights, computed exactly and rounded once" }));
}

/** `pro rata by …` where only the allocation reads it: a stage's boundary, a group's share (AL0680). */
export function weightMisplaced(m: Model, p: A.ProRataClause, where: string): void {
  if (p.weight) m.diagnostics.push(diag("AL0680", p.weight.span, `expected no weight in the pro rata of ${where}: only the allocation's own pro rata shares by a weight`, { hint: "write 'pro rata by …' on the allocation itself, or leave 'by …' out to share in proportion to the amounts" }));
}
