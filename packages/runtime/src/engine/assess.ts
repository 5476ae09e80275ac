// Assessment of one application on its own: which regime applies, every eligibility rule (all
// failures are collected, none short-circuits another), the points of every criterion and their
// total, and every threshold. Nothing here depends on other applications.
import { Decimal, ZERO } from "../decimal.js";
import { EvaluationError, own } from "../ops.js";
import type { CompiledScheme, Env, KeyValue, Points, Rec, RegimeSpec, RuleSpec, Status } from "../spec.js";
import type { ApplicationResult, ExplanationStep, Reason } from "../result.js";
import type { InputIssue } from "../validate.js";
import type { Citer } from "./cite.js";

export interface Assessment {
  readonly id: string;
  readonly env: Env;
  regime?: RegimeSpec;
  /** shared and empty until the first reason (addReason copies on write) */
  reasons: Reason[];
  readonly explanation: ExplanationStep[];
  points?: Record<string, Points>;
  /** failed eligibility: ineligible */
  ineligible: boolean;
  /** failed a threshold */
  belowThreshold: boolean;
  /** below a threshold that keeps it in the ranking */
  keptRanked: boolean;
  label?: string;
  status?: Status;
  amount: Decimal;
  /** the amount it asks for under the allocation, once ranked */
  requested?: Decimal;
  /** the amount computed before ranking (every rankable application, kept-ranked ones too) */
  ask?: Decimal;
  /** its ordering keys, the ranking's keys then the tie-break chain's, once computed */
  keyValues?: KeyValue[];
  /** in its regime's ranking */
  ranked?: boolean;
  contingentAmount?: Decimal;
  position: number | null;
}

function evalSafely<T>(f: () => T): { ok: true; value: T } | { ok: false; error: string } {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    if (e instanceof EvaluationError) return { ok: false, error: e.message };
    throw e;
  }
}

/** Points of an application not scored yet (shared, frozen). */
export const NO_POINTS: Record<string, Points> = Object.freeze({}) as Record<string, Points>;

/** No reasons (shared, frozen). */
export const NO_REASONS: Reason[] = Object.freeze([]) as unknown as Reason[];

/** Records a reason: most applications have none, and share one empty list until they do. */
export function addReason(a: Assessment, r: Reason): void {
  if (a.reasons === NO_REASONS) a.reasons = [];
  a.reasons.push(r);
}

/** Shared by every assessment made without explanations: never pushed to. */
export const NO_STEPS: ExplanationStep[] = Object.freeze([]) as unknown as ExplanationStep[];

function checkRule(r: RuleSpec, env: Env, a: Assessment, citer: Citer, what: "eligibility" | "threshold", explain: boolean): boolean {
  let error: string | undefined;
  try {
    if (r.test(env)) {
      if (explain) a.explanation.push({ step: what, source: citer.cite(r.source), text: `${what === "eligibility" ? "Rule" : "Threshold"} '${r.title ?? r.name}' is met (${r.text}).` });
      return true;
    }
  } catch (e) {
    if (!(e instanceof EvaluationError)) throw e;
    error = e.message;
  }
  const source = citer.cite(r.source);
  const message = error === undefined ? r.message ?? `not met: ${r.text}` : `cannot be assessed: ${error}`;
  addReason(a, { rule: r.name, source, message });
  if (explain) a.explanation.push({ step: what, source, text: `${what === "eligibility" ? "Rule" : "Threshold"} '${r.title ?? r.name}' is not met: ${message}` });
  if (r.label && a.label === undefined) a.label = r.label;
  return false;
}

/**
 * Assesses one application. With `explain` false (the bulk path) no explanation step is
 * written: reasons, points and statuses are the same.
 */
export function assess(scheme: CompiledScheme, app: Rec, call: Rec, citer: Citer, explain = true): Assessment {
  const env: Env = { a: app, c: call, p: NO_POINTS };
  const a: Assessment = { id: app["id"] as string, env, reasons: NO_REASONS, explanation: explain ? [] : NO_STEPS, ineligible: false, belowThreshold: false, keptRanked: false, amount: ZERO, position: null };
  // regime
  if (scheme.regimes.length === 1 && !scheme.regimes[0]!.when) a.regime = scheme.regimes[0];
  else {
    for (const r of scheme.regimes) {
      const res = evalSafely(() => (r.when ? r.when(env) : true));
      if (res.ok && res.value) {
        a.regime = r;
        if (explain) a.explanation.push({ step: "regime", source: citer.cite(r.source), text: `Regime '${r.title ?? r.name}' applies.` });
        break;
      }
    }
    if (!a.regime) {
      addReason(a, { rule: "regime", source: null, message: "no regime of the scheme applies to this application" });
      if (explain) a.explanation.push({ step: "regime", source: null, text: "No regime applies to this application." });
      a.ineligible = true;
    }
  }
  // eligibility: every rule, all failures collected
  for (const r of scheme.rules) if (!checkRule(r, env, a, citer, "eligibility", explain)) a.ineligible = true;
  if (a.regime) for (const r of a.regime.rules) if (!checkRule(r, env, a, citer, "eligibility", explain)) a.ineligible = true;
  if (a.ineligible) return a;
  // points: safe integers as numbers when the compiler proved every criterion gives one and
  // their sum stays safe (integerPoints), exact decimals otherwise
  const points: Record<string, Points> = {};
  let total: Points = scheme.integerPoints ? 0 : ZERO;
  for (const c of scheme.criteria) {
    let value: Points;
    try {
      value = c.points(env);
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
      addReason(a, { rule: c.name, source: citer.cite(c.source), message: `the criterion cannot be scored: ${e.message}` });
      a.ineligible = true;
      continue;
    }
    own(points, c.name, value);
    total = typeof total === "number" ? total + (value as number) : total.plus(value);
    if (explain) a.explanation.push({ step: "points", source: citer.cite(c.source), text: `Criterion '${c.title ?? c.name}': ${value.toString()} point${Number(value) === 1 ? "" : "s"} (${c.describe}).` });
  }
  if (a.ineligible) return a;
  points["total"] = total;
  a.points = points;
  (env as { p: Record<string, Points> }).p = points;
  if (explain && scheme.criteria.length > 0) a.explanation.push({ step: "points", source: null, text: `Total: ${total.toString()} points.` });
  // thresholds: every one, all failures collected
  let unkept = false;
  for (const list of [scheme.thresholds, a.regime?.thresholds ?? []]) {
    for (const t of list) {
      if (!checkRule(t, env, a, citer, "threshold", explain)) {
        a.belowThreshold = true;
        if (!t.keepRanked) unkept = true;
      }
    }
  }
  a.keptRanked = a.belowThreshold && !unkept;
  return a;
}

/** The result of a record set aside as invalid (`invalid: "exclude"`): its errors are its reasons. */
export function invalidResult(id: string, issues: readonly InputIssue[], explain: boolean): ApplicationResult {
  const reasons: Reason[] = issues.map((i) => ({ rule: "input", source: null, message: i.message }));
  return { id, status: "ineligible", position: null, points: null, amount: "0.00", withinLimit: false, reasons, explanation: explain ? reasons.map((r) => ({ step: "input" as const, source: null, text: `Invalid input: ${r.message}` })) : NO_STEPS };
}
