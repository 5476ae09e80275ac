// Input warnings where a stage's budget as written is more than what the allocation has left
// (docs/language.md §14.7: a stage is never given more than `left`; stages.ts cuts it and keeps the
// amount written as the totals' `budgetAsWritten`). The run is right — the cut is the law's — but
// a budget the call's values write above what is left is often a slip in those values (drafter25's
// finding 3: the measures' allocations summing to more than the call's), so the caller is told
// once per stage (or member of a stage per key), with both amounts.
import type { CompiledScheme } from "../spec.js";
import type { BudgetTotals } from "../result.js";
import type { InputIssue } from "../validate.js";

/** The code an input warning of a cut budget carries. */
export const STAGE_BUDGET_CUT = "stage-budget-cut";

/** One warning per stage whose budget was cut to what was left (none where no stage was). */
export function cutBudgetWarnings(scheme: CompiledScheme, totals: Readonly<Record<string, BudgetTotals>>): InputIssue[] {
  const out: InputIssue[] = [];
  for (const regime of scheme.regimes) {
    const t = totals[regime.name];
    if (!t?.stages) continue;
    const amount = (v: string) => (regime.allocation.places ? `${v} ${v === "1" ? "place" : "places"}` : t.unit ? `${v} ${t.unit}` : v);
    for (const [name, st] of Object.entries(t.stages)) {
      if (st.budgetAsWritten === undefined || st.budget === null) continue;
      // a stage per key's member: `measures[tourism]`
      const m = /^(.*)\[(.*)\]$/.exec(name);
      const stage = `stage '${m ? m[1] : name}'${m ? ` for ${m[2]}` : ""}${scheme.regimes.length > 1 ? ` of regime '${regime.name}'` : ""}`;
      out.push({
        record: "call",
        path: `${name}.budget`,
        expected: `a budget of at most ${amount(st.budget)}, what is left`,
        found: amount(st.budgetAsWritten),
        message: `${stage}: its budget as written, ${amount(st.budgetAsWritten)}, is more than the ${amount(st.budget)} left of the allocation's budget; the stage is given ${amount(st.budget)}`,
        severity: "warning",
        code: STAGE_BUDGET_CUT,
      });
    }
  }
  return out;
}
