// Two slips in a criterion's numbers that change every explanation and nothing refuses (review40):
// AL0426, a cap whose lower bound is above its upper one (`max(min(x, 10), 20)`: "at least 20, at
// most 10"), a criterion that always gives the outer bound's points whatever it reads; AL0427,
// weights of a scheme whose every criterion is weighted that add up to almost 1 (0.4 + 0.3 +
// 0.2999) — not the weighted score of §11.4, so each criterion is told by its points and the total
// is off the law's by the slip — or a weight of 0, a criterion that gives no points.
import { Decimal } from "decimal.js";
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { capOf } from "../../compile/explainCap.js";

/** A bound written as a number (`20`, `-5`), as a Decimal; undefined otherwise. */
function numberOf(x: A.Expr | undefined): Decimal | undefined {
  if (x?.kind === "number") return new Decimal(x.value);
  if (x?.kind === "unary" && x.op === "-" && x.operand.kind === "number") return new Decimal(x.operand.value).neg();
  return undefined;
}

export function capWeights(m: Model): void {
  const criteria = [...m.criteria.values()].map((c) => c.decl);
  for (const c of criteria) {
    if (c.body.kind !== "expr") continue;
    const cap = capOf(c.body.value);
    const hi = numberOf(cap?.hi), lo = numberOf(cap?.lo);
    if (!cap || !hi || !lo || !lo.gt(hi)) continue;
    const made = cap.outer === "lo" ? lo : hi;
    m.diagnostics.push(
      diag("AL0426", c.body.value.span, `expected the lower bound of the cap (${lo.toString()}) at most its upper bound (${hi.toString()}), found it above: criterion '${c.name.text}' gives ${made.toString()} points whatever it reads`, {
        hint: `write the bounds the right way round: 'max(${hi.toString()}, min(…, ${lo.toString()}))' gives at least ${hi.toString()} and at most ${lo.toString()} points`,
      }),
    );
  }
  // weights: every criterion weighted, two or more, outside phases, summed (weightedScore.ts's conditions)
  if (criteria.length < 2 || m.unsummed || criteria.some((c) => c.body.kind !== "weighted" || c.phase)) return;
  const weights = criteria.map((c) => (c.body as A.WeightedBody).weight);
  if (weights.some((w) => w === "")) return;
  for (const c of criteria) {
    const b = c.body as A.WeightedBody;
    if (new Decimal(b.weight).isZero())
      m.diagnostics.push(diag("AL0427", b.weightSpan, `expected a weight above 0, found 0: criterion '${c.name.text}' gives 0 points whatever it reads`, { hint: "write the weight the law gives the criterion, or remove the criterion if the law does not score it" }));
  }
  const sum = weights.reduce((a, w) => a.plus(w), new Decimal(0));
  // near 1: a slip of the pen in one weight, or thirds written 0.33 (a sum of points, 3 × impact, is far from 1)
  if (sum.eq(1) || sum.minus(1).abs().gt("0.02") || weights.some((w) => new Decimal(w).isZero())) return;
  const first = criteria[0]!.body as A.WeightedBody;
  m.diagnostics.push(
    diag("AL0427", first.weightSpan, `expected the weights to add up to exactly 1, a weighted score on the criteria's scale, found ${weights.join(" + ")} = ${sum.toString()}`, {
      hint: "write each weight as the law gives it, adding up to 1 (thirds as 0.333, 0.333, 0.334, or the scores' mean as a let); until they do, each criterion is told by its points, not by its score on its scale (docs/language.md §11.4)",
      related: criteria.slice(1).map((c) => ({ span: (c.body as A.WeightedBody).weightSpan, message: "a weight" })),
    }),
  );
}
