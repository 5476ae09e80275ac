// Assessment of one application on its own: which regime applies, every eligibility rule (all
// failures are collected, none short-circuits another), the points of every criterion and their
// total, and every threshold. Nothing here depends on other applications.
import { Decimal, ZERO } from "../decimal.js";
import { EvaluationError, own } from "../ops.js";
import type { CompiledScheme, Env, Rec, RegimeSpec, RuleSpec, Status } from "../spec.js";
import type { ExplanationStep, Reason } from "../result.js";
import type { Citer } from "./cite.js";

export interface Assessment {
  readonly id: string;
  readonly env: Env;
  regime?: RegimeSpec;
  readonly reasons: Reason[];
  readonly explanation: ExplanationStep[];
  points?: Record<string, Decimal>;
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

function checkRule(r: RuleSpec, env: Env, a: Assessment, citer: Citer, what: "eligibility" | "threshold"): boolean {
  const res = evalSafely(() => r.test(env));
  const source = citer.cite(r.source);
  if (res.ok && res.value) {
    a.explanation.push({ step: what, source, text: `${what === "eligibility" ? "Rule" : "Threshold"} '${r.title ?? r.name}' is met (${r.text}).` });
    return true;
  }
  const message = res.ok ? r.message ?? `not met: ${r.text}` : `cannot be assessed: ${res.error}`;
  a.reasons.push({ rule: r.name, source, message });
  a.explanation.push({ step: what, source, text: `${what === "eligibility" ? "Rule" : "Threshold"} '${r.title ?? r.name}' is not met: ${message}` });
  if (r.label && a.label === undefined) a.label = r.label;
  return false;
}

export function assess(scheme: CompiledScheme, app: Rec, call: Rec, citer: Citer): Assessment {
  const env: Env = { a: app, c: call, p: {} };
  const a: Assessment = { id: app["id"] as string, env, reasons: [], explanation: [], ineligible: false, belowThreshold: false, keptRanked: false, amount: ZERO, position: null };
  // regime
  if (scheme.regimes.length === 1 && !scheme.regimes[0]!.when) a.regime = scheme.regimes[0];
  else {
    for (const r of scheme.regimes) {
      const res = evalSafely(() => (r.when ? r.when(env) : true));
      if (res.ok && res.value) {
        a.regime = r;
        a.explanation.push({ step: "regime", source: citer.cite(r.source), text: `Regime '${r.title ?? r.name}' applies.` });
        break;
      }
    }
    if (!a.regime) {
      a.reasons.push({ rule: "regime", source: null, message: "no regime of the scheme applies to this application" });
      a.explanation.push({ step: "regime", source: null, text: "No regime applies to this application." });
      a.ineligible = true;
    }
  }
  // eligibility: every rule, all failures collected
  for (const r of [...scheme.rules, ...(a.regime?.rules ?? [])]) {
    if (!checkRule(r, env, a, citer, "eligibility")) a.ineligible = true;
  }
  if (a.ineligible) return a;
  // points
  const points: Record<string, Decimal> = {};
  let total = new Decimal(0);
  for (const c of scheme.criteria) {
    const res = evalSafely(() => c.points(env));
    if (!res.ok) {
      a.reasons.push({ rule: c.name, source: citer.cite(c.source), message: `the criterion cannot be scored: ${res.error}` });
      a.ineligible = true;
      continue;
    }
    own(points, c.name, res.value);
    total = total.plus(res.value);
    a.explanation.push({ step: "points", source: citer.cite(c.source), text: `Criterion '${c.title ?? c.name}': ${res.value.toString()} point${res.value.eq(1) ? "" : "s"} (${c.describe}).` });
  }
  if (a.ineligible) return a;
  points["total"] = total;
  a.points = points;
  (env.p as Record<string, Decimal>)["total"] = total;
  for (const [k, v] of Object.entries(points)) own(env.p as Record<string, Decimal>, k, v);
  if (scheme.criteria.length > 0) a.explanation.push({ step: "points", source: null, text: `Total: ${total.toString()} points.` });
  // thresholds: every one, all failures collected
  let unkept = false;
  for (const t of [...scheme.thresholds, ...(a.regime?.thresholds ?? [])]) {
    if (!checkRule(t, env, a, citer, "threshold")) {
      a.belowThreshold = true;
      if (!t.keepRanked) unkept = true;
    }
  }
  a.keptRanked = a.belowThreshold && !unkept;
  return a;
}
