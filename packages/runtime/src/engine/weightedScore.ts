// A weighted score (language.md §11.4): a scheme whose criteria are all of the weighted form, two
// or more, outside phases and summed, whose weights add up to exactly 1 — "MP = 0,4 × A + 0,3 × B +
// 0,3 × C, em que cada critério é pontuado numa escala de 1 a 5". Its total is a weighted mean on
// the criteria's own scale, so each criterion is told by its score on its scale and the weight once
// ("4.5 (scale 1–5) × weight 0.4 = 1.8 points"), and the total as the weighted sum with every
// operand ("Total: 0.4 × 4.5 + 0.3 × 3 + 0.3 × 4 = 3.9 points"). Nothing else changes: the points,
// the total, every order and amount are the same numbers.
import { Decimal } from "../decimal.js";
import type { CompiledScheme, CriterionSpec, Points } from "../spec.js";
import { traceValue } from "./details.js";

/** The criteria of a weighted score (told by their score on their scale: the fact's `onScale`). */
export const onScale = new WeakSet<CriterionSpec>();

/** Per scheme, its criteria's weights where it is a weighted score (undefined: it is not). */
const weightsOf = new WeakMap<CompiledScheme, readonly Decimal[] | null>();

/** The weights (as Decimals, in the criteria's order) where the scheme's total is a weighted score, else undefined. */
export function weightedScore(scheme: CompiledScheme): readonly Decimal[] | undefined {
  let w = weightsOf.get(scheme);
  if (w === undefined) weightsOf.set(scheme, (w = weightsOfScheme(scheme)));
  return w ?? undefined;
}

function weightsOfScheme(scheme: CompiledScheme): readonly Decimal[] | null {
  const criteria = scheme.criteria;
  if (criteria.length < 2 || scheme.unsummed || scheme.phases?.length) return null;
  const weights: Decimal[] = [];
  for (const c of criteria) {
    if (c.form?.kind !== "weighted" || c.phase !== undefined) return null;
    const w = new Decimal(c.form.weight);
    if (!w.isFinite() || w.lte(0)) return null;
    weights.push(w);
  }
  if (!weights.reduce((a, b) => a.plus(b), new Decimal(0)).eq(1)) return null;
  for (const c of criteria) onScale.add(c);
  return weights;
}

/** A criterion's score from its points and weight, as a decimal string (exact: the points are weight × score). */
export function scoreOf(points: Points | string, weight: Decimal): string {
  return (points instanceof Decimal ? points : new Decimal(points)).div(weight).toString();
}

/**
 * A criterion's score as the total's terms and a notice tell it: to the places the criterion's own
 * step shows the score with ("about 4.3333" for a mean of three marks, details.ts `traceValue`),
 * `approx` where it has more — not the 34 digits of the points over the weight, which also drift
 * from the score (10/3 under weight 0.08 came back as 3.333…332: review40's F1).
 */
export function shownScore(points: Points | string, weight: Decimal): { readonly value: string; readonly approx?: true } {
  const v = traceValue(new Decimal(scoreOf(points, weight)), { k: "number" });
  return v.kind === "number" && v.approx ? { value: v.value, approx: true } : { value: v.kind === "number" ? v.value : scoreOf(points, weight) };
}
