// Explanations rendered from the record of a run (record.ts): for one application, the steps
// that decided its result — regime, every eligibility rule, its points, every threshold, its
// place in the ranking against its neighbours (each comparison citing the step that decided it),
// and its allocation — each with the legal source it cites. Nothing is evaluated again: every
// value comes from what assessment and selection recorded. Each step is a fact (trace.ts); the
// text is the fact rendered by the catalogue of the scheme's language (../narration/).
import { STAGE_BELOW } from "./step.js";
import type { ExplanationStep } from "../result.js";
import { catalogueOf } from "../narration/budgetTitle.js";
import { renderFact, type Catalogue } from "../narration/catalogue.js";
import { CANDIDATE, KEPT, NO_REGIME, UNRANKED, type Assessor } from "./assess.js";
import type { Run } from "./record.js";
import type { Selection } from "./select.js";
import type { Trace, TraceFact, TraceStep } from "./trace.js";
import { stagePasses, stageStep } from "./stageSteps.js";
import { NOT_ASSESSED, notAssessedTo, notWorkedOut } from "./fcfs.js";
import { citeOnly, ranking, rankingCited } from "./rankingSteps.js";
import type { Placed } from "./placeBlock.js";
import { settlementStep } from "./outcome.js";
import { amountStepsTo, rankLetStepsTo } from "./amountStep.js";
import { allotted } from "./reasonWords.js";
import { stepOf, traceStepOf } from "./sharedFacts.js";
import { classesOf, handOn, type AssessmentClass, type AssessmentClasses } from "./assessmentClasses.js";
import { assessmentTo } from "./assessmentSteps.js";
import { allocation, allocationHook, notAssessedSource } from "./allocationStep.js";
import { allocationText } from "./allocationWords.js";

// the allocation step (allocationStep.ts): its hook and text, for a writer of texts (explainWriter.ts)
export { allocationHook, allocationText };

/**
 * Where narration goes: each step with its section, its source, and its fact (trace.ts) — made
 * only if wanted (a function), or given as it is where it is made already (a shared fact,
 * sharedFacts.ts: no closure per row for it). A hook may return a sentence instead of a fact:
 * it is kept as a `text` fact. A sink calls a hook, if at all, before it returns, and keeps no
 * hook: a hook may read what its caller set just before (rankingSteps.ts `comparisonFact`).
 */
export type Sink = (step: ExplanationStep["step"], source: string | null, text: TraceFact | (() => string | TraceFact)) => void;

const factOf = (x: TraceFact | (() => string | TraceFact)): TraceFact => {
  if (typeof x !== "function") return x;
  const made = x();
  return typeof made === "string" ? { kind: "text", text: made } : made;
};

// the catalogue of a scheme's language, with the name it gives its budget (narration/budgetTitle.ts)
export { catalogueOf };

/** The explanation of application i, as steps (in the scheme's language, or the catalogue given). */
export function narrate(run: Run, i: number, catalogue: Catalogue = catalogueOf(run.spec)): ExplanationStep[] {
  const steps: ExplanationStep[] = [];
  narrateTo(run, i, (step, source, text) => steps.push(stepOf(step, source, factOf(text), catalogue)));
  return steps;
}

/** The structured explanation of application i: every step's fact, with its text. */
export function trace(run: Run, i: number, catalogue: Catalogue = catalogueOf(run.spec)): Trace {
  const steps: TraceStep[] = [];
  narrateTo(run, i, (step, source, text) => steps.push(traceStepOf(step, source, factOf(text), catalogue)));
  return { id: run.as.ids[i]!, language: catalogue.language, steps };
}

/** Cites every source the explanation of application i cites, without making its texts. */
export function citeExplanation(run: Run, i: number): void {
  narrateTo(run, i, citeOnly);
}

/**
 * Whether citing the explanation of any ranked row of selection s (i: one of its applications)
 * can cite nothing new: its assessment's, its ranking's and its allocation's sources are cited
 * already, and its allocation cites one source for every row (no stages, groups, quotas, pro
 * rata, first come, caps, computed amounts or settlements). The citing pass then passes over the
 * rest of its rows (explainedRun.ts `citeExplanations`): the set cited only grows.
 */
export function rankedCited(run: Run, s: Selection, i: number): boolean {
  const alloc = s.regime.allocation, citer = run.as.citer;
  if (s.staged || s.notAssessed || s.groupSource || s.capGround || alloc.proRata !== undefined || alloc.quotas?.length || run.outcome || run.as.details?.amounts?.steps(run.as.regimeOf[i]!) || run.as.details?.rankLets?.steps(run.as.regimeOf[i]!)) return false;
  return citer.has(alloc.boundarySource ?? alloc.source) && citer.has(alloc.source) && (!s.reservePlace || citer.has(alloc.reserveSource ?? alloc.source)) && assessmentCited(run.as, i) && rankingCited(citer, s);
}



/**
 * The steps of application i's explanation, in order, to `add`. A writer of every row gives the
 * run's assessment classes (assessmentClasses.ts): an application in a class has its assessment
 * steps handed on as the class's, to `block` where given (the whole class at once), else step by step.
 */
export function narrateTo(run: Run, i: number, add: Sink, classes?: AssessmentClasses, block?: (k: AssessmentClass) => void, placed?: Placed): void {
  // a row written in order: what it reads of the record, gathered by place (placeBlock.ts)
  const b = placed?.block;
  const at = placed ? placed.place - b!.from : -1;
  const kind = b ? b.kind[at]! : run.as.kind[i]!;
  if (kind === NOT_ASSESSED) return notAssessedTo(run.as, i, add);
  // under first come, a ranked application received after the ceiling was not assessed: its
  // place in the order of receipt and its refusal are told, not its rules and points
  const ranked = placed ?? run.selectionOf(i);
  if (!ranked?.selection.notAssessed?.has(ranked.row) && !(add === citeOnly && assessmentCited(run.as, i))) {
    const k = classes ? (b ? b.classOf[at]! : classes.classOf[i]!) : -1;
    if (k >= 0) handOn(classes!.classes[k]!, run.as.citer, add, block);
    else assessmentTo(run.as, i, add);
  }
  if (kind !== CANDIDATE && kind !== KEPT) return;
  const { selection, row } = ranked!;
  // below a stage's own threshold: not ranked, no position to tell (stageThreshold.ts)
  if (selection.status[row] !== STAGE_BELOW) rankLetStepsTo(run, i, add), ranking(run, selection, row, add, placed);
  if (kind === CANDIDATE) {
    const alloc = selection.regime.allocation;
    if (selection.staged) stagePasses(run.as.citer, alloc.stages!, selection.staged, alloc.boundarySource ?? alloc.source, alloc.unit, row, add, allotted(alloc), alloc.quotas, alloc.quantityUnit);
    // a row granted in a stage that depends on the order of an earlier tie has no stage's line: its allocation line names the stages (stageFork.ts)
    // (no stages: no line, and no closure made for the row — stageStep returns at once without them)
    if (selection.staged && !selection.staged.stageOpen?.has(row) && !selection.staged.stageVaries?.has(row)) stageStep(run.as.citer, selection.regime.allocation.stages, selection.staged?.stageOf, selection.staged?.totals, selection.regime.allocation.unit, row, add, !!selection.regime.allocation.amountSteps, !!selection.regime.allocation.places, run.call, selection.regime.allocation.source, selection.rows, (st) => run.as.details?.whens?.failedOf(st, i));
    // received after the ceiling under first come: not assessed, so no amount was worked out for
    // it — nor said, where the scheme computes it (its refusal alone, as an unranked one's)
    if (notWorkedOut(selection, row)) return notAssessedTo(run.as, i, add, { why: selection.why(row), source: notAssessedSource(selection.regime.allocation) });
    if (!selection.notAssessed?.has(row)) amountStepsTo(run, i, add);
    allocation(run, selection, row, add, placed);
    if (run.outcome) settlementStep(run.outcome, run.as, selection.regime.allocation, i, add);
  }
}

/** The assessment classes of a run's applications (assessmentClasses.ts), for a writer of every row. */
export function assessmentClassesOf(run: Run): AssessmentClasses | undefined {
  return classesOf(run.as, assessmentTo);
}

/** The steps of the application on its own: regime, rules, points, thresholds (and why it is not ranked). */
export function narrateAssessment(as: Assessor, i: number, catalogue: Catalogue = catalogueOf(as.scheme)): ExplanationStep[] {
  const steps: ExplanationStep[] = [];
  assessmentTo(as, i, (step, source, text) => steps.push({ step, source, text: renderFact(factOf(text), catalogue) }));
  return steps;
}

/** Per assessor, per regime (the last: no regime), whether every source its assessment steps can cite is cited: the set only grows. */
const assessmentsCited = new WeakMap<Assessor, boolean[]>();

/**
 * Whether citing application i's assessment steps (assessmentTo) can cite nothing new: every
 * source they could cite — its regime's, every rule's, criterion's and threshold's that applies —
 * is cited already. Not for an application left unranked (its reason cites its own source). The
 * citing pass then skips them: the set cited is the same, and a million rows of a few regimes
 * cite all they can within the first few.
 */
function assessmentCited(as: Assessor, i: number): boolean {
  const kind = as.kind[i]!;
  if (kind === UNRANKED) return false;
  const g = as.regimeOf[i]!;
  const scheme = as.scheme;
  let known = assessmentsCited.get(as);
  if (!known) assessmentsCited.set(as, (known = []));
  const at = g === NO_REGIME ? scheme.regimes.length : g;
  if (known[at]) return true;
  const citer = as.citer;
  const regime = g === NO_REGIME ? undefined : scheme.regimes[g];
  const all = (xs: readonly { readonly source?: string | undefined }[]): boolean => xs.every((x) => citer.has(x.source));
  const cited =
    (!regime || (scheme.regimes.length === 1 && !regime.when) || citer.has(regime.source)) &&
    all(scheme.rules) && all(scheme.criteria) && all(scheme.thresholds) && all(scheme.aggregates ?? []) && all(scheme.juries ?? []) && (!regime || (all(regime.rules) && all(regime.thresholds)));
  if (cited) known[at] = true;
  return cited;
}
