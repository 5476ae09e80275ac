// The steps that state how an application's amount was computed (a let or a formula: amountSpec.ts),
// before the allocation's step: each let the amount reads and the amount itself, with the values
// read and the result as the run recorded them (amountValues.ts), each citing the let's own source
// (else the amount's `per`). Only where the run was explained with its values (details.ts).
// The lets the amount reads are the application's assessment (section `assessment`, since issue
// 15's thirty-ninth round: before, `allocation`, though nothing was allocated, drafter38's finding
// 6); the amount itself stays the allocation's, its last step before the grant.
import type { Run } from "./record.js";
import type { Sink } from "./narrate.js";

/** The amount's steps for application i, ranked in regime `regime`, to `add`. */
export function amountStepsTo(run: Run, i: number, add: Sink): void {
  const values = run.as.details?.amounts;
  if (!values) return;
  const g = run.as.regimeOf[i]!;
  const steps = values.steps(g);
  if (!steps || !values.has(g, i)) return;
  const alloc = run.spec.regimes[g]!.allocation;
  const citer = run.as.citer;
  const last = steps.length - 1;
  for (let k = 0; k < steps.length; k++) {
    add(k < last ? "assessment" : "allocation", citer.cite(steps[k]!.source ?? alloc.amountSource ?? alloc.source), () => values.fact(g, k, i));
  }
}

/**
 * The steps of the lets of a named enumeration the ranking of application i's regime reads
 * (RankingSpec.letSteps), before its position: how its Rangstufe was computed, the conditions met
 * or not, and those of a later member that hold too (FINDINGS39 2). Each cites the let's source
 * (else the ranking's), in section `assessment`.
 */
export function rankLetStepsTo(run: Run, i: number, add: Sink): void {
  const values = run.as.details?.rankLets;
  if (!values) return;
  const g = run.as.regimeOf[i]!;
  const steps = values.steps(g);
  if (!steps || !values.has(g, i)) return;
  const { ranking, allocation } = run.spec.regimes[g]!;
  // a let the amount reads too is told by the amount's steps, once
  const told = allocation.amountSteps && run.as.details?.amounts?.has(g, i) ? new Set(allocation.amountSteps.map((s) => s.name)) : undefined;
  for (let k = 0; k < steps.length; k++) if (!told?.has(steps[k]!.name)) add("assessment", run.as.citer.cite(steps[k]!.source ?? ranking.source), () => values.fact(g, k, i));
}
