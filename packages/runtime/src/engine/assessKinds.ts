// What assessment says of an application, as the Assessor (assess.ts) records it: its kind, the
// outcome of each check, the shared empty lists; a tie-break key's value or the reason it has
// none; the result of a record set aside as invalid.
import { ZERO } from "../decimal.js";
import { EvaluationError, missingOf, own, type Need } from "../ops.js";
import type { CompiledScheme, Env, KeySpec, KeyValue, Points } from "../spec.js";
import type { Numbers } from "./order.js";
import { widened } from "./shared.js";
import type { ApplicationResult, ExplanationStep, Reason } from "../result.js";
import type { InputIssue } from "../validate.js";
import { orderValue } from "./rankKeys.js";
import type { TraceFact } from "./trace.js";

/** Points of an application not scored yet (shared, frozen). */
export const NO_POINTS: Record<string, Points> = Object.freeze({}) as Record<string, Points>;
/** No reasons (shared, frozen). */
export const NO_REASONS: Reason[] = Object.freeze([]) as unknown as Reason[];
/** No explanation steps (shared, frozen). */
export const NO_STEPS: ExplanationStep[] = Object.freeze([]) as unknown as ExplanationStep[];

/** What became of an application in assessment (`Assessor.kind`). */
export const INELIGIBLE = 1;
export const BELOW = 2;
/** below a threshold that keeps it in the ranking */
export const KEPT = 3;
export const CANDIDATE = 4;
/** scored, but its amount or a key cannot be computed: ineligible, with points */
export const UNRANKED = 5;

/**
 * The outcome of a rule or threshold for one application (`Assessor.outcomeOf`). MET is 0, the
 * value a fresh column holds, so a check that is met writes nothing: most applications meet
 * most rules, and two bits per rule and application are a fresh page of memory per 16,384 of them.
 * A check that was not run holds 0 too; which checks ran follows from the application's kind
 * and regime — every rule of the scheme, every rule of its regime, and every threshold of both
 * unless it is INELIGIBLE — and those are the only ones read (narrate.ts).
 */
export const MET = 0;
export const NOT_MET = 2;
export const FAILED = 3;


/** No regime applies (`Assessor.regimeOf`). */
export const NO_REGIME = 255;

/** A value of the kind of key `k` that is never compared (lazykeys.ts reads `missing` first). */
function placeholder(k: KeySpec): KeyValue {
  return k.valueKind === "decimal" ? ZERO : k.valueKind === "text" ? "" : k.valueKind === "set" ? ([] as unknown as KeyValue) : 0;
}

/**
 * A tie-break key's value, or — when the data cannot give it — a placeholder, with the key and
 * the reason in `lacking`: the value matters only to a tie that reaches the step (§13.5).
 */
export function tieValue(spec: KeySpec, need: Need | undefined, env: Env, k: number, lacking: (number | string)[]): KeyValue {
  // a field the key needs, absent: its MissingValue without calling the key (ops.missingOf)
  const missing = missingOf(env.a, need);
  if (missing !== undefined) {
    lacking.push(k, missing.message);
    return placeholder(spec);
  }
  try {
    return orderValue(spec, spec.get(env));
  } catch (e) {
    if (!(e instanceof EvaluationError)) throw e;
    lacking.push(k, e.message);
    return placeholder(spec);
  }
}

/** The result of a record set aside as invalid (`invalid: "exclude"`): its errors are its reasons. */
export function invalidResult(id: string, issues: readonly InputIssue[], explain: boolean | "trace", render: (fact: TraceFact) => string): ApplicationResult {
  const reasons: Reason[] = issues.map((i) => ({ rule: "input", source: null, message: i.message }));
  const step = (r: Reason): ExplanationStep => {
    const fact = { kind: "input" as const, message: r.message };
    return explain === "trace" ? ({ step: "input", source: null, ...fact, text: render(fact) } as ExplanationStep) : { step: "input", source: null, text: render(fact) };
  };
  return { id, status: "ineligible", position: null, points: null, amount: "0.00", withinLimit: false, reasons, explanation: explain ? reasons.map(step) : NO_STEPS };
}

/** `a` with `v` at i: `a` itself, or a copy in a wider array when `v` does not fit. */
/** The points of the application being assessed into `points`, the store its thresholds read (env.p). */
export function storePoints(scheme: CompiledScheme, points: Record<string, Points>, scored: readonly Points[], total: Points): Record<string, Points> {
  const criteria = scheme.criteria;
  // the compiled named stores where the scheme has them (spec.ts setPoints), else one keyed store for every name
  if (scheme.setPoints) scheme.setPoints(points, scored, total);
  else {
    for (let k = 0; k < criteria.length; k++) own(points, criteria[k]!.name, scored[k]);
    points["total"] = total;
  }
  return points;
}

export function put(a: Numbers, i: number, v: number): Numbers {
  const b = widened(a, a.length, v);
  b[i] = v;
  return b;
}

/** true when the scheme's `rulesMet` says every rule is met; false when it does not, fails or is not there */
export function rulesMet(scheme: CompiledScheme, env: Env, needs: readonly (Need | undefined)[]): boolean {
  const met = scheme.rulesMet;
  if (!met) return false;
  // a rule lacking a field it needs is not met (it would throw): the rules are checked one by one
  // (`needs`: the scheme's rules' own, resolved once)
  for (let k = 0; k < needs.length; k++) if (missingOf(env.a, needs[k]) !== undefined) return false;
  try {
    return !!met(env);
  } catch (e) {
    if (!(e instanceof EvaluationError)) throw e;
    return false;
  }
}

/** The first regime whose `when` holds (`NO_REGIME`: none). */
export function chooseRegime(scheme: CompiledScheme, env: Env): number {
  const regimes = scheme.regimes;
  if (regimes.length === 1 && !regimes[0]!.when) return 0;
  for (let k = 0; k < regimes.length; k++) {
    const r = regimes[k]!;
    try {
      if (!r.when || r.when(env)) return k;
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
    }
  }
  return NO_REGIME;
}
