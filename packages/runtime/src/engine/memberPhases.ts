// The outcomes of the members that aggregates over the eligible members and over their points
// read (§8.11), found in the engine's phase order before any application is assessed:
//
//   1. the aggregates over all members (aggregate.ts, from input fields) — already computed;
//   2. each held record's eligibility: its regime (the first whose `when` holds) and every rule
//      of the scheme and of that regime, evaluated as assessment will evaluate them (rules read
//      no aggregate over eligibility: checks/aggregatePhases.ts, AL0650);
//   3. the aggregates over the eligible members;
//   4. where an aggregate reads points: each eligible member's criteria and total, as assessment
//      will compute them (criteria read no aggregate over points: AL0651);
//   5. the aggregates over the eligible members' points.
//
// Then assessment runs as for any scheme, reading every aggregate as a known value. Rules and
// criteria are pure, so evaluating them here and again in assessment gives the same outcomes;
// the price is one more evaluation of the rules (and criteria) of a scheme that has such
// aggregates. A member whose rule cannot be computed is not eligible; a member whose points
// cannot be computed (or whose regime does not score) makes an aggregate over points not
// computable, naming the member.
import { Decimal } from "../decimal.js";
import { EvaluationError } from "../ops.js";
import type { CompiledScheme, Env, Points, Rec } from "../spec.js";
import type { Aggregates, MemberOutcomes } from "./aggregate.js";

interface Scratch {
  a: Rec;
  p: Readonly<Record<string, Points>>;
}

function holds(test: (e: Env) => boolean, env: Env): boolean {
  try {
    return test(env);
  } catch (e) {
    if (!(e instanceof EvaluationError)) throw e;
    return false;
  }
}

/** The regime of the record in `env` (the first whose `when` holds), or -1. */
function regimeOf(scheme: CompiledScheme, env: Env): number {
  const regimes = scheme.regimes;
  for (let k = 0; k < regimes.length; k++) {
    const w = regimes[k]!.when;
    if (!w || holds(w, env)) return k;
  }
  return -1;
}

/** Finds the held records' eligibility (and points) and computes the later aggregates from them. */
export function computeMemberPhases(scheme: CompiledScheme, env: Env & Scratch, aggregates: Aggregates, held: readonly Rec[], noPoints: Readonly<Record<string, Points>>): void {
  if (!aggregates.needs(1) && !aggregates.needs(2)) return;
  const n = held.length;
  const eligible = new Uint8Array(n);
  const regimes = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    aggregates.current = i;
    env.a = held[i]!;
    env.p = noPoints;
    const g = regimeOf(scheme, env);
    regimes[i] = g;
    if (g < 0) continue;
    let ok = true;
    for (const r of scheme.rules) if (!holds(r.test, env)) ok = false;
    for (const r of scheme.regimes[g]!.rules) if (!holds(r.test, env)) ok = false;
    eligible[i] = ok ? 1 : 0;
  }
  aggregates.computeLater(1, { eligible });
  if (!aggregates.needs(2)) return;
  const points: (Rec | string | undefined)[] = new Array(n);
  for (let i = 0; i < n; i++) {
    if (!eligible[i]) continue;
    if (scheme.regimes[regimes[i]!]!.unscored) {
      points[i] = "its regime does not score";
      continue;
    }
    aggregates.current = i;
    env.a = held[i]!;
    env.p = noPoints;
    const rec: Record<string, unknown> = {};
    let total = new Decimal(0);
    try {
      for (const c of scheme.criteria) {
        const v = c.points(env);
        const d = typeof v === "number" ? new Decimal(v) : v;
        rec[c.name] = d;
        total = total.plus(d);
      }
      rec["total"] = total;
      points[i] = rec;
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
      points[i] = `its points cannot be computed: ${e.message}`;
    }
  }
  aggregates.computeLater(2, { eligible, points });
}

export type { MemberOutcomes };
