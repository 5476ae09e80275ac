// Explanations rendered from the record of a run (record.ts): for one application, the steps
// that decided its result — regime, every eligibility rule, its points, every threshold, its
// place in the ranking against its neighbours (each comparison citing the step that decided it),
// and its allocation — each with the legal source it cites. Nothing is evaluated again: every
// value comes from what assessment and selection recorded. Each step is a fact (trace.ts); the
// text is the fact rendered by the catalogue of the scheme's language (../narration/).
import type { ExplanationStep } from "../result.js";
import type { CompiledScheme, KeySpec, Points, RuleSpec } from "../spec.js";
import { catalogueFor, renderFact, type Catalogue } from "../narration/catalogue.js";
import { CANDIDATE, INELIGIBLE, KEPT, MET, NO_REGIME, UNRANKED, type Assessor } from "./assess.js";
import { INDETERMINATE, NOT_FUNDED, PRO_RATA, RESERVE, STATUS } from "./allocate.js";
import { stageRefusalSource } from "./cite.js";
import { CHAIN, decidingStep, GROUP_START, UNRESOLVED, type Step } from "./rank.js";
import type { Run } from "./record.js";
import type { Selection } from "./select.js";
import type { Trace, TraceFact, TraceOperand, TraceStep } from "./trace.js";
import { stageStep } from "./stages.js";
import { straddleTest } from "./straddle.js";
import { stageRankingOf } from "./stageRank.js";
import { NOT_ASSESSED, notAssessedTo, unbrokenTieText } from "./fcfs.js";
import { settlementStep } from "./outcome.js";
import { textAtMost } from "../minor.js";
import { checkPlanOf, isShared, pointsFact, regimeFact, stepOf, totalFact, traceStepOf } from "./sharedFacts.js";
import { classesOf, handOn, type AssessmentClass, type AssessmentClasses, type Cites } from "./assessmentClasses.js";

/**
 * Where narration goes: each step with its section, its source, and its fact (trace.ts) — made
 * only if wanted (a function), or given as it is where it is made already (a shared fact,
 * sharedFacts.ts: no closure per row for it). A hook may return a sentence instead of a fact:
 * it is kept as a `text` fact.
 */
export type Sink = (step: ExplanationStep["step"], source: string | null, text: TraceFact | (() => string | TraceFact)) => void;

const factOf = (x: TraceFact | (() => string | TraceFact)): TraceFact => {
  if (typeof x !== "function") return x;
  const made = x();
  return typeof made === "string" ? { kind: "text", text: made } : made;
};

/** The catalogue of a scheme's language (the language the scheme declares; English by default). */
export function catalogueOf(scheme: CompiledScheme): Catalogue {
  return catalogueFor(scheme.language);
}

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

/** The sink of the pass that only cites (its steps are not kept). */
const citeOnly: Sink = () => {};

/**
 * The steps of application i's explanation, in order, to `add`. A writer of every row gives the
 * run's assessment classes (assessmentClasses.ts): an application in a class has its assessment
 * steps handed on as the class's, to `block` where given (the whole class at once), else step by step.
 */
export function narrateTo(run: Run, i: number, add: Sink, classes?: AssessmentClasses, block?: (k: AssessmentClass) => void): void {
  if (run.as.kind[i] === NOT_ASSESSED) return notAssessedTo(run.as, i, add);
  // under first come, a ranked application received after the ceiling was not assessed: its
  // place in the order of receipt and its refusal are told, not its rules and points
  const ranked = run.selectionOf(i);
  if (!ranked?.selection.notAssessed?.has(ranked.row) && !(add === citeOnly && assessmentCited(run.as, i))) {
    const k = classes ? classes.classOf[i]! : -1;
    if (k >= 0) handOn(classes!.classes[k]!, run.as.citer, add, block);
    else assessmentTo(run.as, i, add);
  }
  const kind = run.as.kind[i]!;
  if (kind !== CANDIDATE && kind !== KEPT) return;
  const { selection, row } = ranked!;
  ranking(run, selection, row, add);
  if (kind === CANDIDATE) {
    stageStep(run.as.citer, selection.regime.allocation.stages, selection.staged?.stageOf, selection.staged?.totals, selection.regime.allocation.unit, row, add);
    allocation(run, selection, row, add);
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
    all(scheme.rules) && all(scheme.criteria) && all(scheme.thresholds) && (!regime || (all(regime.rules) && all(regime.thresholds)));
  if (cited) known[at] = true;
  return cited;
}

/** Per assessor, its point columns' views as of `n` applications (a view of a numeric column is a new subarray each time it is asked for). */
const pointViews = new WeakMap<Assessor, PointViews>();
/** The point columns' views, and per criterion its shared facts by a small whole number of points (`pointsFact`'s, found without a look-up by text). */
interface PointViews {
  readonly n: number;
  readonly views: ArrayLike<Points>[];
  readonly totals: ArrayLike<Points>;
  readonly facts: (TraceFact | undefined)[][];
}

function pointViewsOf(as: Assessor): PointViews {
  let v = pointViews.get(as);
  if (!v || v.n !== as.n) pointViews.set(as, (v = { n: as.n, views: as.pointCols.map((c) => c.view), totals: as.totals.view, facts: as.pointCols.map(() => []) }));
  return v;
}

/** Application i's assessment steps; `citer`: what cites their sources (the assessment classes' pass cites none). */
function assessmentTo(as: Assessor, i: number, add: Sink, citer: Cites = as.citer): void {
  const scheme = as.scheme;
  const kind = as.kind[i]!;
  const g = as.regimeOf[i]!;
  const regime = g === NO_REGIME ? undefined : scheme.regimes[g];
  if (scheme.regimes.length !== 1 || scheme.regimes[0]!.when) {
    if (regime) add("regime", citer.cite(regime.source), regimeFact(regime));
    else add("regime", null, regimeFact(undefined));
  }
  const checks = (rules: readonly RuleSpec[], what: "eligibility" | "threshold"): void => {
    const plan = checkPlanOf(as, rules, what);
    for (let k = 0; k < rules.length; k++) {
      const r = rules[k]!;
      // (only checks that ran are read here: MET's comment, assess.ts)
      const o = as.outcomeOf(plan.at[k]!, i);
      const source = citer.cite(r.source);
      if (o === MET) add(what, source, plan.met[k]!);
      else add(what, source, () => ({ kind: "rule", test: what, rule: r.name, title: r.title ?? r.name, met: false, condition: r.text, failure: as.failure(i, r) }));
    }
  };
  if (as.aggregates) for (const fact of as.aggregates.explain(i)) add("eligibility", null, fact);
  checks(scheme.rules, "eligibility");
  if (regime) checks(regime.rules, "eligibility");
  if (kind === INELIGIBLE) {
    // a criterion that could not be scored (the rules were all met)
    for (const reason of as.reasons.lists[as.reasonOf[i]!]!) {
      const c = scheme.criteria.find((x) => x.name === reason.rule);
      if (c) add("points", citer.cite(c.source), () => ({ kind: "criterion", criterion: c.name, title: c.title ?? c.name, points: null, message: reason.message }));
    }
    return;
  }
  // points (none in a regime that does not score)
  const { views, totals, facts } = pointViewsOf(as);
  const scored = as.hasPoints(i);
  if (scored) {
    const criteria = scheme.criteria;
    for (let k = 0; k < criteria.length; k++) {
      const c = criteria[k]!;
      const v = views[k]![i]!;
      // without a value behind its points: the shared fact, no closure
      if (!c.subject || !as.details) {
        // a small whole number of points: its shared fact as found the first time
        const small = typeof v === "number" && v >= 0 && v < 64 && Number.isInteger(v);
        let fact = small ? facts[k]![v] : undefined;
        if (!fact) {
          fact = pointsFact(c, v.toString());
          if (small && isShared(fact)) facts[k]![v] = fact;
        }
        add("points", citer.cite(c.source), fact);
        continue;
      }
      add("points", citer.cite(c.source), () => {
        // the value the bands or match read, where the run recorded it (details.ts)
        const sub = as.details!.subject(k, i);
        if (!sub) return pointsFact(c, v.toString());
        const subject = { subject: { text: c.subject!.text, value: sub.value, ...(sub.band >= 0 ? { band: sub.band } : {}) } };
        return { kind: "criterion", criterion: c.name, title: c.title ?? c.name, points: v.toString(), formula: c.describe, ...(c.form ? { form: c.form } : {}), ...subject };
      });
    }
  }
  if (scored && scheme.criteria.length > 0) add("points", null, totalFact(totals[i]!.toString()));
  checks(scheme.thresholds, "threshold");
  if (regime) checks(regime.thresholds, "threshold");
  if (kind === UNRANKED) {
    const reasons = as.reasons.lists[as.reasonOf[i]!]!;
    const last = reasons[reasons.length - 1];
    if (last) add(last.rule === "allocation" ? "allocation" : "ranking", last.source, () => ({ kind: "not-ranked", reason: last.message }));
  }
}

/** The ranking steps: the position (and tie), then the comparison with each neighbour. */
function ranking(run: Run, s: Selection, r: number, add: Sink): void {
  const citer = run.as.citer;
  // where the stages rank on their own, the ranking of the stage that decided the row places it
  const own = stageRankingOf(s, r);
  if (add === citeOnly && !own && rankingCited(citer, s)) return;
  const { order, start, flags, primary, all } = own?.ranking ?? s.ranking;
  const p = own?.place ?? s.placeOf[r]!;
  const first = start[p]!;
  const source = own?.source ?? s.regime.ranking.source;
  const end = groupEnd(flags, first, order.length);
  const idOf = (q: number): string => run.as.ids[s.rows.rowApp[order[q]!]!]!;
  add("ranking", citer.cite(source), () => {
    const members = end - first;
    const tiedWith: string[] = [];
    for (let q = first; q < end && tiedWith.length < 5; q++) if (q !== p) tiedWith.push(idOf(q));
    const tie = members === 1 ? undefined : flags[first]! & CHAIN ? "chain" : flags[first]! & UNRESOLVED ? "unresolved" : "whole";
    const straddle = own ? undefined : straddleTest(run, s, p);
    // where a tie-break step lacks a member's value (lazykeys.ts), the chain stops there; a tie left
    // whole says why by the scope that left it (fcfs.ts: first come's overshoot, "when decisive")
    const stops = members > 1 ? (own?.ranking ?? s.ranking).notes.get(first) : undefined;
    const why = tie === "whole" ? (own ? own.whole : unbrokenTieText(s.regime)) : undefined;
    const position = s.ranking.start[s.placeOf[r]!]! + 1;
    // members set in the fact's order (a trace prints them so), optional ones where they apply
    const fact: Mutable<PositionFact> = { kind: "position", position, tied: members - 1, tiedWith };
    if (tie) fact.tie = tie;
    if (stops) fact.stops = stops;
    // a tie the chain ran out on: what each of its steps compared (the same for every member)
    else if (tie === "chain") fact.chain = chainCompared(own?.ranking ?? s.ranking, order[p]!);
    if (why && why !== "it does not straddle the budget") fact.why = why;
    if (straddle) fact.straddle = straddle;
    if (own) fact.stage = own.stage;
    return fact;
  });
  const stepsOf = (q: number) => (flags[q]! & CHAIN ? all : primary);
  const compare = (side: "after" | "ahead", q: number, a: number, b: number, by: number): void => {
    const steps = stepsOf(by);
    // citing only: nothing to find where every step that could decide it is cited already
    if (add === citeOnly && steps.every((st) => citer.has(st.source ?? source))) return;
    const c = comparisonOf(order, a, b, steps);
    if (!c) return;
    const d = c.step;
    add("ranking", citer.cite(d.source ?? source), () => {
      // members set in the fact's order (a trace prints them so), optional ones where they apply
      const fact: Mutable<ComparisonFact> = { kind: "comparison", side, other: idOf(q), by: d.label } as ComparisonFact;
      if (d.key) fact.key = d.key;
      fact.lottery = d.isLottery;
      fact.value = side === "after" ? shownAfter(c) : shownBefore(c);
      fact.otherValue = side === "after" ? shownBefore(c) : shownAfter(c);
      const ops = operandsOf(run, s, d.spec, p, q);
      if (ops) (fact.operands = ops.operands), (fact.otherOperands = ops.otherOperands);
      return fact;
    });
  };
  if (first > 0) compare("after", first - 1, first - 1, p, p);
  if (end < order.length) compare("ahead", end, p, end, end);
}

/** The steps of a ranking's tie-break chain with row r's value on each (a tie's members share them): what a chain that ran out compared. */
function chainCompared(ranking: Selection["ranking"], r: number): NonNullable<PositionFact["chain"]> {
  const out: Mutable<NonNullable<PositionFact["chain"]>[number]>[] = [];
  for (let k = ranking.primary.length; k < ranking.all.length; k++) {
    const st = ranking.all[k]!;
    const item: Mutable<NonNullable<PositionFact["chain"]>[number]> = { by: st.label } as NonNullable<PositionFact["chain"]>[number];
    if (st.key) item.key = st.key;
    item.lottery = st.isLottery;
    item.value = st.show(r);
    out.push(item);
  }
  return out;
}

/** The selections whose ranking steps cite nothing new (rankingCited): the set cited only grows. */
const rankingsCited = new WeakSet<Selection>();

/**
 * Whether citing a row's ranking steps (its position, and each comparison with a neighbour on the
 * selection's own ranking) can cite nothing new: the ranking's source and every step's are cited
 * already. The citing pass then skips them (a row ranked within its stage is not skipped).
 */
function rankingCited(citer: Run["as"]["citer"], s: Selection): boolean {
  if (rankingsCited.has(s)) return true;
  const source = s.regime.ranking.source;
  const has = (st: Step): boolean => citer.has(st.source ?? source);
  const cited = citer.has(source) && s.ranking.primary.every(has) && s.ranking.all.every(has);
  if (cited) rankingsCited.add(s);
  return cited;
}

/**
 * The comparison of the rows at places a and b of a ranking (`order`) on `steps`: the step that
 * decided it and the two values in words, made when first asked. Rows read in order meet each
 * pair twice — row p's "ahead of" the next is that row's "after" p — so the last pair is kept and
 * its words made once; a value in words is kept with it for the next pair, which shares a row.
 */
interface Comparison {
  readonly a: number;
  readonly b: number;
  readonly steps: readonly Step[];
  readonly step: Step;
  readonly decided: NonNullable<ReturnType<typeof decidingStep>>;
  before?: string;
  after?: string;
}
/** The last pair compared, per ranking (its order): held no longer than the ranking. */
const lastComparison = new WeakMap<ArrayLike<number>, Comparison>();

function comparisonOf(order: ArrayLike<number>, a: number, b: number, steps: readonly Step[]): Comparison | undefined {
  const last = lastComparison.get(order);
  if (last && last.a === a && last.b === b && last.steps === steps) return last;
  const decided = decidingStep(order[a]!, order[b]!, steps);
  if (!decided) return undefined;
  const c: Comparison = { a, b, steps, step: decided.step, decided };
  // the row both pairs share, where the same step decided both: its words as the last pair made
  // them (a step words a row by the row alone: its value, or why it has none)
  if (last && last.b === a && last.step === decided.step && last.after !== undefined) c.before = last.after;
  lastComparison.set(order, c);
  return c;
}

const shownBefore = (c: Comparison): string => (c.before ??= c.decided.before());
const shownAfter = (c: Comparison): string => (c.after ??= c.decided.after());

/** The last group whose end was found, per ranking (its flags): rows read in order share it, a tie of thousands is scanned once, not once per member. */
const lastGroup = new WeakMap<ArrayLike<number>, { first: number; end: number }>();

/** The end (exclusive) of the group of places starting at `first`. */
function groupEnd(flags: ArrayLike<number>, first: number, length: number): number {
  const known = lastGroup.get(flags);
  if (known?.first === first) return known.end;
  let end = first + 1;
  while (end < length && !(flags[end]! & GROUP_START)) end++;
  if (known) (known.first = first), (known.end = end);
  else lastGroup.set(flags, { first, end });
  return end;
}

/** The operands of a key's formula for the application at place p and its neighbour at q, where recorded. */
function operandsOf(run: Run, s: Selection, spec: KeySpec | undefined, p: number, q: number): { operands: readonly TraceOperand[]; otherOperands: readonly TraceOperand[] } | undefined {
  const details = run.as.details;
  if (!spec?.operands || !details) return undefined;
  const order = s.ranking.order;
  const mine = details.operandsOf(spec, s.rows.rowApp[order[p]!]!);
  const theirs = details.operandsOf(spec, s.rows.rowApp[order[q]!]!);
  return mine && theirs ? { operands: mine, otherOperands: theirs } : undefined;
}

type ComparisonFact = Extract<TraceFact, { kind: "comparison" }>;
type PositionFact = Extract<TraceFact, { kind: "position" }>;
type AllocationFact = Extract<TraceFact, { kind: "allocation" }>;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The last amount left before an application cut from its unit (allocation). */
const lastPlain: { before: string | undefined; unit: string | null; plain: string } = { before: undefined, unit: null, plain: "" };

/** The allocation step: what was granted of what was asked, or why nothing, and what was left before. */
function allocation(run: Run, s: Selection, r: number, add: Sink): void {
  const citer = run.as.citer;
  const alloc = s.regime.allocation;
  const unit = alloc.unit ?? null;
  const st = s.status[r]!;
  const q = s.quotaRefused.get(r);
  const gsrc = s.groupSource?.get(r);
  const stage = s.staged && s.staged.stageOf[r]! >= 0 ? alloc.stages![s.staged.stageOf[r]!] : undefined;
  const source = gsrc !== undefined ? citer.cite(gsrc) : st === PRO_RATA ? citer.cite(stage?.proRata?.source ?? alloc.proRata?.source ?? alloc.source) : q !== undefined ? citer.cite(alloc.quotas![q]!.source ?? alloc.boundarySource ?? alloc.source) : citer.cite(stage && (st === NOT_FUNDED || st === RESERVE) ? stageRefusalSource(stage, alloc.boundarySource ?? alloc.source) : alloc.boundarySource ?? alloc.source);
  add("allocation", source, () => {
    const before = s.before(r);
    // the amount without its unit, cut once for the same text (every refusal after the stop)
    let plain: string | undefined;
    if (before !== undefined && before === lastPlain.before && unit === lastPlain.unit) plain = lastPlain.plain;
    else {
      plain = before === undefined ? undefined : unit && before.endsWith(` ${unit}`) ? before.slice(0, -unit.length - 1) : before;
      if (plain !== undefined) (lastPlain.before = before), (lastPlain.unit = unit), (lastPlain.plain = plain);
    }
    const contingent = st === INDETERMINATE ? s.contingent(r) ?? "0" : undefined;
    // refused although what is left covers the request: the allocation had stopped at an earlier
    // application — not where a quota, a group's item, first come or a stage refused it
    const requested = s.requested(r);
    const stoppedBefore = (st === NOT_FUNDED || st === RESERVE) && q === undefined && gsrc === undefined && !s.notAssessed?.has(r) && s.staged === undefined && plain !== undefined && textAtMost(requested, plain);
    // members set in the fact's order (a trace prints them so), optional ones where they apply
    const fact = { kind: "allocation", status: STATUS[st]!, requested: { value: requested, unit }, granted: { value: s.amount(r), unit }, remainingBefore: plain === undefined ? null : { value: plain, unit } } as Mutable<AllocationFact>;
    if (stoppedBefore) fact.stoppedBefore = stoppedBefore;
    fact.why = s.why(r);
    if (contingent !== undefined) fact.contingent = { value: contingent, unit };
    // the reading of the boundary rule the call chose, where the scheme leaves it to the call
    if (alloc.boundaryReading && st !== PRO_RATA) fact.reading = { of: "boundary", parameter: alloc.boundaryReading, value: s.policy };
    if (s.budgetFrom) fact.budget = s.budgetFrom;
    if (alloc.places) fact.places = true;
    return fact;
  });
  // a place on the reserve list is the reserve list's own provision: a step of its own, citing it
  if (st === RESERVE && s.reservePlace) add("allocation", citer.cite(alloc.reserveSource ?? alloc.source), () => ({ kind: "reserve", place: s.reservePlace!(r) }));
}
