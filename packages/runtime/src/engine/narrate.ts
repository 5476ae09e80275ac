// Explanations rendered from the record of a run (record.ts): for one application, the steps
// that decided its result — regime, every eligibility rule, its points, every threshold, its
// place in the ranking against its neighbours (each comparison citing the step that decided it),
// and its allocation — each with the legal source it cites. Nothing is evaluated again: every
// value comes from what assessment and selection recorded.
import type { ExplanationStep } from "../result.js";
import type { RuleSpec } from "../spec.js";
import { CANDIDATE, INELIGIBLE, KEPT, MET, NO_REGIME, NOT_RUN, UNRANKED, type Assessor } from "./assess.js";
import { INDETERMINATE, NOT_FUNDED, PARTIAL, PRO_RATA, RESERVE } from "./allocate.js";
import { CHAIN, decidingStep, GROUP_START, UNRESOLVED } from "./rank.js";
import type { Run } from "./record.js";
import type { Selection } from "./select.js";
import { stageStep } from "./stages.js";
import { NOT_ASSESSED, notAssessedTo, unbrokenTieText } from "./fcfs.js";

/** Where narration goes: each step with its source, its text made only if wanted. */
export type Sink = (step: ExplanationStep["step"], source: string | null, text: () => string) => void;

/** The explanation of application i, as steps. */
export function narrate(run: Run, i: number): ExplanationStep[] {
  const steps: ExplanationStep[] = [];
  narrateTo(run, i, (step, source, text) => steps.push({ step, source, text: text() }));
  return steps;
}

/** Cites every source the explanation of application i cites, without making its texts. */
export function citeExplanation(run: Run, i: number): void {
  narrateTo(run, i, () => {});
}

function narrateTo(run: Run, i: number, add: Sink): void {
  if (run.as.kind[i] === NOT_ASSESSED) return notAssessedTo(run.as, i, add);
  // under first come, a ranked application received after the ceiling was not assessed: its
  // place in the order of receipt and its refusal are told, not its rules and points
  const ranked = run.selectionOf(i);
  if (!ranked?.selection.notAssessed?.has(ranked.row)) assessmentTo(run.as, i, add);
  const kind = run.as.kind[i]!;
  if (kind !== CANDIDATE && kind !== KEPT) return;
  const { selection, row } = run.selectionOf(i)!;
  ranking(run, selection, row, add);
  if (kind === CANDIDATE) {
    stageStep(run.as.citer, selection.regime.allocation.stages, selection.staged?.stageOf, selection.staged?.totals, selection.regime.allocation.unit, row, add);
    allocation(run, selection, row, add);
  }
}

/** The steps of the application on its own: regime, rules, points, thresholds (and why it is not ranked). */
export function narrateAssessment(as: Assessor, i: number): ExplanationStep[] {
  const steps: ExplanationStep[] = [];
  assessmentTo(as, i, (step, source, text) => steps.push({ step, source, text: text() }));
  return steps;
}

function assessmentTo(as: Assessor, i: number, add: Sink): void {
  const scheme = as.scheme;
  const citer = as.citer;
  const kind = as.kind[i]!;
  const g = as.regimeOf[i]!;
  const regime = g === NO_REGIME ? undefined : scheme.regimes[g];
  if (scheme.regimes.length !== 1 || scheme.regimes[0]!.when) {
    if (regime) add("regime", citer.cite(regime.source), () => `Regime '${regime.title ?? regime.name}' applies.`);
    else add("regime", null, () => "No regime applies to this application.");
  }
  const check = (r: RuleSpec, what: "eligibility" | "threshold"): void => {
    const k = as.checks.indexOf(r);
    const o = as.outcome[k]![i]!;
    if (o === NOT_RUN) return;
    const word = what === "eligibility" ? "Rule" : "Threshold";
    const source = citer.cite(r.source);
    if (o === MET) add(what, source, () => `${word} '${r.title ?? r.name}' is met (${r.text}).`);
    else add(what, source, () => `${word} '${r.title ?? r.name}' is not met: ${as.failure(i, r)}`);
  };
  for (const text of as.aggregates?.explain(i) ?? []) add("eligibility", null, () => `Aggregate: ${text}`);
  for (const r of scheme.rules) check(r, "eligibility");
  if (regime) for (const r of regime.rules) check(r, "eligibility");
  if (kind === INELIGIBLE) {
    // a criterion that could not be scored (the rules were all met)
    for (const reason of as.reasons.lists[as.reasonOf[i]!]!) {
      const c = scheme.criteria.find((x) => x.name === reason.rule);
      if (c) add("points", citer.cite(c.source), () => `Criterion '${c.title ?? c.name}': ${reason.message}.`);
    }
    return;
  }
  // points (none in a regime that does not score)
  const views = as.pointCols;
  const scored = as.hasPoints(i);
  if (scored) scheme.criteria.forEach((c, k) => {
    const v = views[k]!.view[i]!;
    add("points", citer.cite(c.source), () => `Criterion '${c.title ?? c.name}': ${v.toString()} point${Number(v) === 1 ? "" : "s"} (${c.describe}).`);
  });
  if (scored && scheme.criteria.length > 0) add("points", null, () => `Total: ${as.totals.view[i]!.toString()} points.`);
  for (const t of scheme.thresholds) check(t, "threshold");
  if (regime) for (const t of regime.thresholds) check(t, "threshold");
  if (kind === UNRANKED) {
    const reasons = as.reasons.lists[as.reasonOf[i]!]!;
    const last = reasons[reasons.length - 1];
    if (last) add(last.rule === "allocation" ? "allocation" : "ranking", last.source, () => `Not ranked: ${last.message}.`);
  }
}

/** The ranking steps: the position (and tie), then the comparison with each neighbour. */
function ranking(run: Run, s: Selection, r: number, add: Sink): void {
  const citer = run.as.citer;
  const { order, start, flags, primary, all } = s.ranking;
  const p = s.placeOf[r]!;
  const first = start[p]!;
  let end = first + 1;
  while (end < order.length && !(flags[end]! & GROUP_START)) end++;
  const idOf = (q: number): string => run.as.ids[s.rows.rowApp[order[q]!]!]!;
  add("ranking", citer.cite(s.regime.ranking.source), () => {
    const members = end - first;
    const n = members - 1;
    const others: string[] = [];
    for (let q = first; q < end && others.length < 5; q++) if (q !== p) others.push(idOf(q));
    const tied = n === 0 ? "" : n <= 5 ? ` (tied with ${others.join(", ")})` : ` (tied with ${n} others: ${others.slice(0, 3).join(", ")}, ...)`;
    const text = `Position ${first + 1}${tied}.`;
    if (members === 1) return text;
    return (
      text +
      (s.ranking.notes.has(first)
        ? ` The tie-break chain stops: ${s.ranking.notes.get(first)!}; they share this position.`
        : flags[first]! & CHAIN
        ? " The tie-break chain leaves them tied; they share this position."
        : flags[first]! & UNRESOLVED
          ? " The scheme gives no tie-break for them; they share this position."
          : ` Their tie is not broken: ${unbrokenTieText(s.regime)}, so all share this position.`)
    );
  });
  const stepsOf = (q: number) => (flags[q]! & CHAIN ? all : primary);
  if (first > 0) {
    const prev = first - 1;
    const d = decidingStep(order[prev]!, order[p]!, stepsOf(p));
    if (d) add("ranking", citer.cite(d.step.source ?? s.regime.ranking.source), () => `After ${idOf(prev)}: decided by ${d.step.label}: ${d.before()} against ${d.after()}.`);
  }
  if (end < order.length) {
    const d = decidingStep(order[p]!, order[end]!, stepsOf(end));
    if (d) add("ranking", citer.cite(d.step.source ?? s.regime.ranking.source), () => `Ahead of ${idOf(end)}: decided by ${d.step.label}: ${d.before()} against ${d.after()}.`);
  }
}

/** The allocation step: what was granted or why nothing, and what was left before. */
function allocation(run: Run, s: Selection, r: number, add: Sink): void {
  const citer = run.as.citer;
  const alloc = s.regime.allocation;
  const unit = alloc.unit;
  const amt = (x: string): string => x + (unit ? ` ${unit}` : "");
  const st = s.status[r]!;
  const q = s.quotaRefused.get(r);
  const gsrc = s.groupSource?.get(r);
  const source = gsrc !== undefined ? citer.cite(gsrc) : st === PRO_RATA ? citer.cite(alloc.proRata?.source ?? alloc.source) : q !== undefined ? citer.cite(alloc.quotas![q]!.source ?? alloc.boundarySource ?? alloc.source) : citer.cite(alloc.boundarySource ?? alloc.source);
  add("allocation", source, () => {
    const why = s.why[r]!;
    const before = s.before(r);
    const rem = before !== undefined ? ` (remaining before: ${before})` : "";
    const amount = amt(s.amount(r));
    const asked = amt(s.requested(r));
    // the reading of the boundary rule the call chose, where the scheme leaves it to the call
    const reading = alloc.boundaryReading && st !== PRO_RATA ? ` Boundary rule as the call reads it (${alloc.boundaryReading}): ${s.policy}.` : "";
    if (st === PRO_RATA) return `Funded pro rata ${amount} of the ${asked} asked: ${why}.`;
    if (st === PARTIAL) return `Partially funded ${amount} of the ${asked} asked: ${why}${rem}.${reading}`;
    if (st === NOT_FUNDED || st === RESERVE) return `Not funded (${asked} asked): ${why}${rem}.${reading}`;
    if (st === INDETERMINATE) return `Indeterminate (${asked} asked): ${why}${rem}; it would receive ${amt(s.contingent(r) ?? "0")} if the tie were decided in its favour.${reading}`;
    return `Funded ${amount}: ${why}${rem}.${reading}`;
  });
}
