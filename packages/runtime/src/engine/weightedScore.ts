// A weighted score (language.md §11.4): a scheme whose criteria are all of the weighted form, two
// or more, outside phases and summed, whose weights add up to exactly 1 — "MP = 0,4 × A + 0,3 × B +
// 0,3 × C, em que cada critério é pontuado numa escala de 1 a 5". Its total is a weighted mean on
// the criteria's own scale, so each criterion is told by its score on its scale and the weight once
// ("4.5 (scale 1–5) × weight 0.4 = 1.8 points"), and the total as the weighted sum with every
// operand ("Total: 0.4 × 4.5 + 0.3 × 3 + 0.3 × 4 = 3.9 points"). Nothing else changes: the points,
// the total, every order and amount are the same numbers.
import { Decimal } from "../decimal.js";
import type { CompiledScheme, CriterionSpec, Points } from "../spec.js";

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
