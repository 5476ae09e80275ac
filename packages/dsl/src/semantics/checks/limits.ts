// The limits an allocation sets inside its budget — a quota's `at most X` and a group's cap
// `at most X` — are taken from the same money (or the same places) as the grants: they must be
// in the budget's unit. A quota written as a number of places in a call whose budget is euros was
// read as that many euros (issue 15, fifteenth round, drafter15: `at most call.law_places` with 2
// places capped the faculty at 2.00 EUR). Quota: AL0301 (a number against money) or AL0302
// (another currency), as the granted amount; a group's cap: AL0521, its own code. A pro-rata
// minimum grant (`minimum 500.00 EUR then reshare`) is compared with shares of the budget: AL0301 /
// AL0302 too, wherever pro rata is written (adversary16).
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Span } from "../../span.js";
import type { Model } from "../model.js";
import { show, type Ty } from "../types.js";

const unit = (t: Ty): string => (t.k === "money" ? `an amount in ${t.currency}` : `a plain number (${show(t)})`);

/** Whether `t` and the budget's type `b` count in different units (money against a number, or two currencies). */
function differ(t: Ty, b: Ty): "kind" | "currency" | undefined {
  if (t.k === "error" || b.k === "error") return undefined;
  if ((t.k === "money") !== (b.k === "money")) return "kind";
  if (t.k === "money" && b.k === "money" && t.currency !== b.currency && t.currency !== "?" && b.currency !== "?") return "currency";
  return undefined;
}

/** Each quota's limit and each group's amount cap against the allocation's budget. */
export function checkLimitUnits(m: Model, items: readonly A.AllocItem[], budget: { ty: Ty; span: Span } | undefined): void {
  if (!budget) return;
  const related = [{ span: budget.span, message: "the allocation's budget" }];
  for (const it of items) {
    if (it.kind === "quota") {
      const t = m.types.get(it.limit);
      const d = t && differ(t, budget.ty);
      if (!t || !d) continue;
      const hint = d === "currency"
        ? `write the quota in ${budget.ty.k === "money" ? budget.ty.currency : "the budget's currency"}; Allot never converts currencies`
        : t.k === "money"
          ? "the budget counts places (or another quantity): write the quota as a number of them"
          : `a quota caps what its applications are granted from the budget, in ${budget.ty.k === "money" ? budget.ty.currency : "its unit"}: write it as an amount; a number of places per category is a group's cap in grants, 'group by <category> { at most call.<places> grants }' with '<places>: integer by <category>' in the call (docs/language.md §14.5)`;
      m.diagnostics.push(diag(d === "currency" ? "AL0302" : "AL0301", it.limit.span, `expected the limit of the quota '${it.name.text}' in the unit of the budget, ${unit(budget.ty)}, found ${unit(t)}`, { hint, related }));
    } else if (it.kind === "prorata") minimumUnit(m, it, budget);
    else if (it.kind === "stage") {
      for (const s of it.items) if (s.kind === "prorata") minimumUnit(m, s, budget);
    } else if (it.kind === "group") {
      for (const c of it.items) {
        if (c.kind === "share") minimumUnit(m, c, budget);
        if (c.kind !== "cap" || c.unitWord) continue;
        const declared = m.types.get(c.value);
        // a cap per key (`at most call.caps`, a figure per key): each figure in the budget's unit
        const t = declared?.k === "keyed" ? declared.value : declared;
        const d = t && differ(t, budget.ty);
        if (!t || !d) continue;
        const hint = t.k === "money" || d === "currency" ? "write the cap in the budget's unit; Allot never converts" : "a number of members funded per group is 'at most N grants'; an amount cap is in the budget's unit";
        m.diagnostics.push(diag("AL0521", c.value.span, `expected the cap per group in the unit of the budget, ${unit(budget.ty)}, found ${unit(t)}`, { hint, related }));
      }
    }
  }
}

/**
 * A pro-rata minimum grant (`minimum 500.00 EUR then reshare`, §14.4) is compared with shares of
 * the budget: written in another currency, or as a plain number where the budget is money (or
 * money where it counts places), it was read as the budget's unit and explained so ("below the
 * minimum grant of 500.00 EUR" for `500.00 USD`). AL0302 and AL0301, as a quota's limit.
 */
function minimumUnit(m: Model, p: A.ProRataClause, budget: { ty: Ty; span: Span }): void {
  const v = p.minimum?.value;
  if (!v || (v.kind !== "money" && v.kind !== "number")) return;
  const t: Ty = v.kind === "money" ? { k: "money", currency: v.currency.text } : { k: v.integer ? "integer" : "decimal" };
  const d = differ(t, budget.ty);
  if (!d) return;
  const related = [{ span: budget.span, message: "the allocation's budget" }];
  const hint = d === "currency"
    ? `write the minimum in ${budget.ty.k === "money" ? budget.ty.currency : "the budget's currency"}; Allot never converts currencies`
    : budget.ty.k === "money"
      ? `write the minimum as an amount in ${budget.ty.currency}, such as 'minimum ${v.kind === "number" ? v.value : "500.00"} ${budget.ty.currency} then reshare'`
      : "the budget counts places (or another quantity): write the minimum as a number of them";
  m.diagnostics.push(diag(d === "currency" ? "AL0302" : "AL0301", v.span, `expected the minimum grant in the unit of the budget, ${unit(budget.ty)}, found ${unit(t)}`, { hint, related }));
}

/** The most quotas an allocation may have: the engine holds an application's quotas as one bit each in a 32-bit word (runtime enter.ts `quotaBits`). */
export const MOST_QUOTAS = 32;

/**
 * An allocation of more than 32 quotas (§14.5): which quotas an application falls under is held
 * as a bit a quota in 32, and the 33rd quota's would be the first's — an application refused by a
 * quota whose condition it does not meet (fix27b's probe). An error at the 33rd quota's name.
 */
export function checkQuotaCount(m: Model, items: readonly A.AllocItem[]): void {
  const quotas = items.filter((i): i is Extract<A.AllocItem, { kind: "quota" }> => i.kind === "quota");
  if (quotas.length <= MOST_QUOTAS) return;
  const first = quotas[MOST_QUOTAS]!;
  m.diagnostics.push(
    diag("AL0553", first.name.span, `the allocation has ${quotas.length} quotas, more than the ${MOST_QUOTAS} an allocation may have`, {
      hint: `join quotas that share a limit into one (its 'when' an 'or' of their conditions), or split the call into regimes of at most ${MOST_QUOTAS} quotas each`,
      related: [{ span: quotas[0]!.name.span, message: "the allocation's first quota" }],
    }),
  );
}
