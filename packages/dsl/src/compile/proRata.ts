// A `pro rata …` clause (§14.4) as the runtime's rounding spec (allocationSpec.ts `ProRataSpec`),
// the same in the three places it is written: the allocation, a stage's boundary, a group's share.
import type * as A from "../ast/nodes.js";

const j = JSON.stringify;

/** `{ mode, step, remainder[, coefficient][, minimum][, weight, weightText][, source] }` (the weight: the allocation's own pro rata only) (a minimum is a literal: checks/proRataClause.ts) */
export function proRataSpec(p: A.ProRataClause, source: string | undefined, weight?: { fn: string; text: string }): string {
  const c = p.coefficient;
  const min = p.minimum;
  const amount = min && (min.value.kind === "money" || min.value.kind === "number") ? min.value.value : undefined;
  return `{ mode: ${j(p.mode.text)}, step: ${j(p.step)}, remainder: ${j(p.remainder?.text ?? "unallocated")}${c ? `, coefficient: { mode: ${j(c.mode.text)}, step: ${j(c.step)} }` : ""}${amount !== undefined ? `, minimum: { amount: ${j(amount)}, then: ${j(min!.then?.text ?? "unallocated")} }` : ""}${weight ? `, weight: ${weight.fn}, weightText: ${j(weight.text)}` : ""}${source !== undefined ? `, source: ${j(source)}` : ""} }`;
}
