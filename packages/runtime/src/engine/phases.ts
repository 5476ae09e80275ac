// Phases of criteria (docs/language.md §11.2): a phase's criteria are scored only for an
// application that meets every threshold its `after` names — the concurso's merits only for those
// who pass the oposición. Those thresholds are tested first, on the points of the criteria outside
// every phase (the checker holds that they read no criterion of the phase, no `total` and no let
// over either: AL0431); then each phase they open is scored; then the other thresholds. An
// application a phase was not opened to keeps no points of it (`null` in its result's points, no
// step of its criteria, a `phase` step instead) and is told no total.
import { EvaluationError } from "../ops.js";
import type { CompiledScheme, Env, Points, RuleSpec } from "../spec.js";
import type { Reason } from "../result.js";
import type { Citer } from "./cite.js";
import type { TraceFact } from "./trace.js";

/** What assessment reads of the phases, resolved once. */
export interface PhasePlan {
  /** per check (its index in `Assessor.checks`): 1 where a phase comes after it (tested before the phases) */
  readonly early: Uint8Array;
  /** per phase, the indices in `checks` of the thresholds it comes after */
  readonly after: readonly Int32Array[];
  /** per phase, the indices of its criteria in `scheme.criteria` */
  readonly criteria: readonly Int32Array[];
}

/** The plan of the scheme's phases, or undefined where it has none. */
export function phasePlanOf(scheme: CompiledScheme, checks: readonly RuleSpec[]): PhasePlan | undefined {
  const phases = scheme.phases;
  if (!phases?.length) return undefined;
  // the thresholds come last in `checks`: the scheme's, then each regime's
  const thresholdsFrom = checks.length - scheme.thresholds.length - scheme.regimes.reduce((s, r) => s + r.thresholds.length, 0);
  const early = new Uint8Array(checks.length);
  const after = phases.map((p) => {
    const at: number[] = [];
    for (let k = thresholdsFrom; k < checks.length; k++) if (p.after.includes(checks[k]!.name)) at.push(k);
    for (const k of at) early[k] = 1;
    return Int32Array.from(at);
  });
  const criteria = phases.map((_, p) => Int32Array.from(scheme.criteria.flatMap((c, k) => (c.phase === p ? [k] : []))));
  return { early, after, criteria };
}

/** What scoring a phase needs of the assessor. */
export interface PhaseHost {
  readonly scheme: CompiledScheme;
  outcomeOf(k: number, i: number): number;
  addReason(i: number, r: Reason): void;
  readonly citer: Citer;
  readonly phaseOut: Uint8Array | undefined;
}

/**
 * Scores the phases application i was opened to (every threshold of `after` met: outcome 0) into
 * `scored`, and notes those not opened in `phaseOut` (a bit each); returns the total with their
 * points, or undefined where a criterion could not be scored (refused, as any criterion).
 */
export function scorePhases(host: PhaseHost, plan: PhasePlan, i: number, env: Env, scored: Points[], total: Points): Points | undefined {
  let out = 0;
  let failed = false;
  const criteria = host.scheme.criteria;
  for (let p = 0; p < plan.after.length; p++) {
    const after = plan.after[p]!;
    let opened = true;
    for (let k = 0; k < after.length; k++) if (host.outcomeOf(after[k]!, i) !== 0) opened = false;
    if (!opened) {
      out |= 1 << p;
      continue;
    }
    const of = plan.criteria[p]!;
    for (let k = 0; k < of.length; k++) {
      const c = criteria[of[k]!]!;
      try {
        const v = c.points(env);
        scored[of[k]!] = v;
        total = typeof total === "number" ? total + (v as number) : total.plus(v);
      } catch (e) {
        if (!(e instanceof EvaluationError)) throw e;
        host.addReason(i, { rule: c.name, source: host.citer.cite(c.source), message: `the criterion cannot be scored: ${e.message}` });
        failed = true;
      }
    }
  }
  host.phaseOut![i] = out;
  return failed ? undefined : total;
}

/** The step of a phase application i was not assessed in, after the thresholds: "not assessed, as the threshold 'X' was not met" (`failed`: the titles of those of `after` not met). */
export function phaseFact(scheme: CompiledScheme, p: number, failed: readonly string[]): TraceFact {
  const ph = scheme.phases![p]!;
  return { kind: "phase", phase: ph.name, title: ph.title ?? ph.name, after: ph.after, ...(failed.length ? { notMet: failed } : {}) };
}
