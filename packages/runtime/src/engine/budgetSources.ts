// The sources a budget's own `per` cites (`budget call.a + call.b per art3_1`, a stage's `budget
// left per art3_2`), given in the totals beside the budget they set (`budgetSource`) and cited, so
// the result's `sources` lists them; and a stage's `unused returns per s6` beside the part it did
// not use (`unusedSource`), where it left some. A budget without a `per` of its own leaves its totals as
// they are (the same object: every other result is byte for byte what it was).
import type { AllocationSpec } from "../spec.js";
import type { BudgetTotals } from "../result.js";
import type { Citer } from "./cite.js";

/** A regime's totals with its budget's source, and each stage's, after their `budget`. */
export function citedTotals(t: BudgetTotals, alloc: AllocationSpec, citer: Citer): BudgetTotals {
  const own = citer.cite(alloc.budgetSource);
  const stages = t.stages;
  let cited: Record<string, unknown> | undefined;
  if (stages && alloc.stages?.some((s) => s.budgetSource || s.unusedSource)) {
    cited = {};
    for (const s of alloc.stages) {
      const x = stages[s.name];
      if (x === undefined) continue;
      const source = citer.cite(s.budgetSource);
      const withBudget = source === null ? x : after(x, "budget", "budgetSource", source);
      // `unused returns per s6`: cited beside the part the stage did not use, where it left some
      const unused = s.unusedSource && x.unused !== undefined && !isZero(x.unused) ? citer.cite(s.unusedSource) : null;
      cited[s.name] = unused === null ? withBudget : after(withBudget, "unused", "unusedSource", unused);
    }
    // stages the spec does not name (none today) kept as they were, in their order
    for (const [name, x] of Object.entries(stages)) if (!(name in cited)) cited[name] = x;
  }
  if (own === null && cited === undefined) return t;
  const out = own === null ? t : after(t, "budget", "budgetSource", own);
  return cited === undefined ? out : replaced(out, "stages", cited);
}

/** Whether a decimal text is zero ("0", "0.00"). */
function isZero(v: string): boolean {
  return !/[1-9]/.test(v);
}

/**
 * A copy of `o` with `key` set to `value` right after its member `at`, every other member as it
 * was, by its descriptor (a member made when read, such as `groups`, is still made when read).
 */
function after<T extends object>(o: T, at: string, key: string, value: unknown): T {
  const out = {} as T;
  for (const [k, d] of Object.entries(Object.getOwnPropertyDescriptors(o))) {
    Object.defineProperty(out, k, d);
    if (k === at) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** A copy of `o` (the same object where it is already a copy) with member `key` replaced in its place. */
function replaced<T extends object>(o: T, key: string, value: unknown): T {
  const out = {} as T;
  for (const [k, d] of Object.entries(Object.getOwnPropertyDescriptors(o))) Object.defineProperty(out, k, k === key ? { value, enumerable: true, writable: true, configurable: true } : d);
  return out;
}
