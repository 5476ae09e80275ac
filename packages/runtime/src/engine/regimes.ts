// The regimes' budgets: each regime's selection in the declared order, each with its own budget
// (`separate`, or a scheme with one regime), with what the regimes before it that share one pool
// left of it (`shared`), or with what a named earlier regime left (`passed`). The checker makes
// the relation explicit wherever two regimes allocate; here it is only followed. A regime given
// another's leftover says so in its explanation: what it had, from which regime, of what budget.
import type { Decimal } from "../decimal.js";
import type { TraceAmount } from "./trace.js";
import type { Rec } from "../spec.js";
import type { Assessor } from "./assess.js";
import { selectRegime, type Selection } from "./select.js";

export function selectAll(as: Assessor, call: Rec): Selection[] {
  const byName = new Map<string, Selection>();
  const out: Selection[] = [];
  for (const rr of as.regimeRows) {
    const rel = rr.regime.allocation.relation;
    const from = rel && rel.mode !== "separate" ? rel.from : undefined;
    let given: Decimal | "indeterminate" | undefined;
    if (from !== undefined) {
      const earlier = byName.get(from);
      const left = earlier?.left;
      // an unlimited budget passes on none of its limit; an overrun passes on nothing
      given = left === undefined || left === null ? undefined : left === "indeterminate" ? "indeterminate" : left.isNeg() ? left.minus(left) : left;
    }
    const s = selectRegime(as, rr, call, given);
    const earlier = from === undefined ? undefined : byName.get(from);
    if (earlier && given !== undefined && given !== "indeterminate" && rel && rel.mode !== "separate") {
      const unit = rr.regime.allocation.unit || null;
      const had = s.totals.budget;
      // the pool a shared budget is: what the first regime of the chain had; a budget passed on: what the earlier regime had
      const of: TraceAmount | null = rel.mode === "shared" && earlier.budgetFrom ? earlier.budgetFrom.of : earlier.totals.budget === null ? null : { value: earlier.totals.budget, unit: earlier.regime.allocation.unit || null };
      // where nothing was taken before it (regimes a call uses one at a time), it had the whole budget: nothing to say
      if (had !== null && !(of && of.value === had)) s.budgetFrom = { mode: rel.mode, from: earlier.regime.title ?? earlier.regime.name, had: { value: had, unit }, of };
    }
    byName.set(rr.regime.name, s);
    out.push(s);
  }
  return out;
}
