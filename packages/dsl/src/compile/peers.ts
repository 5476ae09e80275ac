// The phase of an aggregate over peers as the runtime's AggregateSpec states it (§8.11): over the
// eligible members (1), or over their points (2); nothing for all members' input fields (0).
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";
import { aggregatePhase } from "../semantics/checks/aggregatePhases.js";

export function phaseOf(m: Model, e: A.CallExpr): string {
  const p = aggregatePhase(m, e);
  return p === 0 ? "" : `, phase: ${p}`;
}
