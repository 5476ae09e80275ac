// The unit a quantity budget counts (`budget call.volume "the volume tendered" unit "kW"`,
// docs/language.md §14.1): the explanations' figures of places said with it ("2500 kW", runtime
// narration/quantityUnit.ts). AL0533 where there is no quantity to count: a budget or an amount
// of money (its currency is its unit), an allocation whose amounts are not whole (a decimal
// quantity's figures are not counted as places), an empty unit or one with a space or a figure
// in it (a symbol written after each figure: "kW", "ha", "MW", not "kilowatts of capacity").
import { diag } from "../../diagnostics/diagnostic.js";
import type * as A from "../../ast/nodes.js";
import type { Model } from "../model.js";

type Budget = Extract<A.AllocItem, { kind: "budget" }>;

export function quantityUnits(m: Model): void {
  const seen = new Set<object>();
  for (const r of m.regimes) {
    const items = r.allocation?.items ?? [];
    const b = items.find((i): i is Budget => i.kind === "budget");
    if (!b || b.unit === undefined || seen.has(b)) continue;
    seen.add(b);
    const at = b.unitSpan ?? b.span;
    const amount = items.find((i) => i.kind === "amount");
    const budgetType = b.value === "unlimited" ? undefined : m.types.get(b.value);
    const amountType = amount?.kind === "amount" ? m.types.get(amount.value) : undefined;
    const money = budgetType?.k === "money" ? budgetType.currency : amountType?.k === "money" ? amountType.currency : undefined;
    if (money !== undefined) {
      m.diagnostics.push(diag("AL0533", at, `expected no unit on a budget of money, found unit "${b.unit}"`, { hint: `the budget is counted in ${money}, its currency: leave the unit out` }));
      continue;
    }
    const whole = (budgetType === undefined || budgetType.k === "integer") && (amountType === undefined || amountType.k === "integer");
    if (!whole) {
      m.diagnostics.push(diag("AL0533", at, `expected a budget and an amount in whole numbers for unit "${b.unit}", found ${budgetType && budgetType.k !== "integer" ? "a budget" : "an amount"} that is not an integer`, { hint: "a unit counts whole quantities (integer budget and amount): declare them integer, or leave the unit out" }));
      continue;
    }
    if (!/^[^\s\d][^\s]{0,15}$/u.test(b.unit)) {
      m.diagnostics.push(diag("AL0533", at, `expected a unit's symbol, as "kW" or "ha", found "${b.unit}"`, { hint: "write the symbol the law writes after a figure (no space, no figure, at most 16 characters), or leave the unit out" }));
    }
  }
}
