// score: one application on its own, as an applicant portal needs it while the form is filled
// in — eligibility with every failed reason, points per criterion, thresholds. No ranking. The
// same assessment as a whole call's (engine/assess.ts), and the same explanation (narrate.ts).
import type { CompiledScheme } from "./spec.js";
import type { Reason, ExplanationStep } from "./result.js";
import { validateInput, type InputIssue } from "./validate.js";
import { Assessor, BELOW, INELIGIBLE, KEPT, NO_REGIME } from "./engine/assess.js";
import type { CitedSource } from "./engine/cite.js";
import { narrateAssessment } from "./engine/narrate.js";
import { InvalidInput } from "./invalid.js";

export interface ScoreResult {
  readonly id: string;
  readonly eligible: boolean;
  readonly meetsThresholds: boolean | null;
  readonly regime: string | null;
  readonly points: Readonly<Record<string, string | null>> | null;
  readonly reasons: readonly Reason[];
  readonly explanation: readonly ExplanationStep[];
  /** the legal sources that reasons and explanation name, cited in full */
  readonly sources: Readonly<Record<string, CitedSource>>;
  readonly issues: readonly InputIssue[];
}

export function score(scheme: CompiledScheme, call: unknown, application: unknown): ScoreResult {
  let as: Assessor | undefined;
  const v = validateInput(scheme, { call, applications: [application] }, (rec, c) => (as ??= new Assessor(scheme, c, 1)).add(rec));
  if (v.issues.some((i) => i.severity === "error") || !as) throw new InvalidInput(v.issues);
  as.complete();
  const k = as.kind[0]!;
  const g = as.regimeOf[0]!;
  const explanation = narrateAssessment(as, 0);
  return {
    id: as.ids[0]!,
    eligible: k !== INELIGIBLE,
    meetsThresholds: k === INELIGIBLE ? null : !(k === BELOW || k === KEPT),
    regime: g === NO_REGIME ? null : scheme.regimes[g]!.name,
    points: !as.hasPoints(0) ? null : as.pointSets.of(as.pointCols.map((c) => c.view), as.totals.view, 0, as.phaseOut?.[0] ?? 0),
    reasons: as.reasons.lists[as.reasonOf[0]!]!,
    explanation,
    sources: as.citer.table(),
    issues: v.issues,
  };
}
