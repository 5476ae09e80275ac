// A range a `let` declares — `let score "the score": decimal in 0..10 = round(jury_average(s), 1,
// half_up)`, the law's "a score from 0 to 10" — is a fact the law states about a value the checker
// cannot bound itself (an average of a list, a function's result). Where the computed value's own
// range does not already lie within it, the declared range is taken on trust for the proofs
// (maximum points, AL0402; thresholds, AL0405/AL0406) and checked at run time instead: the let is
// compiled with ops.inRange, so a value outside it cannot be computed, with a reason, and never
// gives points the proof did not allow. (Before, the range was accepted and silently ignored.)
import { Decimal } from "decimal.js";
import type { Model } from "./model.js";
import type { Ty } from "./types.js";

type Ranged = Extract<Ty, { lo?: string; hi?: string }>;

/**
 * The let's type: `kept` (the computed type, or the declared one where it states places) with the
 * declared range where the formula's own range (`computed`'s) does not lie within it — then
 * recorded in `m.letRanges` for the check at run time.
 */
export function declaredRange(m: Model, name: string, computed: Ty, kept: Ty, declared: Ty): Ty {
  if (!("lo" in declared) || declared.lo === undefined || declared.hi === undefined) return kept;
  if (!(computed.k === "integer" || computed.k === "decimal" || computed.k === "percentage" || computed.k === "money")) return kept;
  const c = computed as Ranged;
  if (c.lo !== undefined && c.hi !== undefined && new Decimal(c.lo).gte(declared.lo) && new Decimal(c.hi).lte(declared.hi)) return kept === declared ? { ...declared, lo: c.lo, hi: c.hi } : kept;
  (m.letRanges ??= new Map()).set(name, { lo: declared.lo, hi: declared.hi });
  return { ...(kept as Ranged), lo: declared.lo, hi: declared.hi } as Ty;
}
