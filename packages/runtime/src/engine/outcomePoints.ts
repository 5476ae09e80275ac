// A member's points in an aggregate over the outcome (§16.3 of the language reference): `min(w in
// funded: w.total)`, `min(w in funded: w.etap1)` — "the lowest points that admit" (art. 158 ust. 4
// of the Polish Prawo oświatowe). The member's record is given each criterion's points and their
// total, as its result's `points` has them, and the lets of points the aggregate reads, computed
// from its own record and points as its ranking read them; all as Decimals.
import { Decimal } from "../decimal.js";
import { EvaluationError } from "../ops.js";
import type { OutcomeAggregateSpec, Points, Rec } from "../spec.js";
import type { Assessor } from "./assess.js";

/**
 * Member i's record `base` with its points; its input fields (and `awarded`) take precedence. A
 * member without points (its regime does not score) has none: the aggregate cannot be computed,
 * and its statistic says so (`note`).
 */
export function withPoints(as: Assessor, call: Rec, i: number, spec: OutcomeAggregateSpec, base: Rec): Rec {
  if (!as.hasPoints(i)) throw new EvaluationError(`${as.ids[i]} has no points`);
  const p: Record<string, Points> = {};
  as.scheme.criteria.forEach((c, k) => (p[c.name] = as.pointCols[k]!.at(i)));
  p["total"] = as.totals.at(i);
  const own: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) own[k] = asDecimal(v);
  if (spec.lets) for (const [k, v] of Object.entries(letsOf(as, call, i, spec.lets, p))) own[k] = asDecimal(v);
  return { ...own, ...base };
}

function asDecimal(v: unknown): unknown {
  return typeof v === "number" ? new Decimal(v) : v;
}

/**
 * The member's lets of points, as its ranking read them: a let that also reads an aggregate over
 * its peers (`k1 + count(m in peers(region): …)`) reads it for this member — the run's aggregates
 * set to it for the call, and set back after (review37 F4: without them, `ops.peer` threw).
 */
function letsOf(as: Assessor, call: Rec, i: number, lets: NonNullable<OutcomeAggregateSpec["lets"]>, p: Record<string, Points>): Record<string, unknown> {
  const g = as.aggregates;
  if (!g) return lets(as.records![i]!, call, p);
  const was = g.current;
  g.current = i;
  try {
    return lets(as.records![i]!, call, p, g);
  } finally {
    g.current = was;
  }
}
