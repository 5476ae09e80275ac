// score: one application on its own, as an applicant portal needs it while the form is filled
// in — eligibility with every failed reason, points per criterion, thresholds. No ranking.
import type { CompiledScheme } from "./spec.js";
import type { Reason, ExplanationStep } from "./result.js";
import { validateInput, type InputIssue } from "./validate.js";
import { assess } from "./engine/assess.js";
import { Citer, type CitedSource } from "./engine/cite.js";
import { InvalidInput } from "./invalid.js";

export interface ScoreResult {
  readonly id: string;
  readonly eligible: boolean;
  readonly meetsThresholds: boolean | null;
  readonly regime: string | null;
  readonly points: Readonly<Record<string, string>> | null;
  readonly reasons: readonly Reason[];
  readonly explanation: readonly ExplanationStep[];
  /** the legal sources that reasons and explanation name, cited in full */
  readonly sources: Readonly<Record<string, CitedSource>>;
  readonly issues: readonly InputIssue[];
}

export function score(scheme: CompiledScheme, call: unknown, application: unknown): ScoreResult {
  const v = validateInput(scheme, { call, applications: [application] });
  if (v.issues.some((i) => i.severity === "error")) throw new InvalidInput(v.issues);
  const citer = new Citer(scheme);
  const a = assess(scheme, v.applications[0]!, v.call, citer);
  const points = a.points ? Object.fromEntries(Object.entries(a.points).map(([k, d]) => [k, d.toString()])) : null;
  return {
    id: a.id,
    eligible: !a.ineligible,
    meetsThresholds: a.ineligible ? null : !a.belowThreshold,
    regime: a.regime?.name ?? null,
    points,
    reasons: a.reasons,
    explanation: a.explanation,
    sources: citer.table(),
    issues: v.issues,
  };
}
