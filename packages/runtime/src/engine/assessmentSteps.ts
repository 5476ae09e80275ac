// The assessment steps of one application's explanation (narrate.ts): its regime, every
// eligibility rule, its points (each criterion, with the value behind them where the run recorded
// it), the total, every threshold, and why it is not ranked — read from what assessment recorded.
import type { Points, RuleSpec } from "../spec.js";
import { shownWhenMet } from "./metValues.js";
import { BELOW, INELIGIBLE, MET, NO_REGIME, UNRANKED, type Assessor } from "./assess.js";
import type { TraceFact, TraceOperand } from "./trace.js";
import { pointsText } from "../pointsText.js";
import { phaseFact } from "./phases.js";
import { shownScore, weightedScore } from "./weightedScore.js";
import { checkPlanOf, isShared, metValuesFact, pointsFact, regimeFact, sharingHook, totalFact } from "./sharedFacts.js";
import type { Cites } from "./assessmentClasses.js";
import { aggregatePlacesOf, juryPlacesOf } from "./stepPlaces.js";
import type { Sink } from "./narrate.js";

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
export function assessmentTo(as: Assessor, i: number, add: Sink, citer: Cites = as.citer): void {
  const scheme = as.scheme;
  const kind = as.kind[i]!;
  const g = as.regimeOf[i]!;
  const regime = g === NO_REGIME ? undefined : scheme.regimes[g];
  if (scheme.regimes.length !== 1 || scheme.regimes[0]!.when) {
    if (regime) add("regime", citer.cite(regime.source), regimeFact(regime));
    else add("regime", null, regimeFact(undefined));
  }
  // each aggregate, and each jury's working, is told just before the first step that reads it, in its section, citing its let's source
  const places = as.aggregates ? aggregatePlacesOf(scheme, g) : undefined;
  const juryAt = as.details?.juries ? juryPlacesOf(scheme, g) : undefined;
  // (no closure here: one would make this call's variables a context allocated for every row)
  const told = places || juryAt ? { places, juryAt } : undefined;
  // those no rule, criterion or threshold reads (the amount, a key, a column): not told where the
  // explanation ends before them — refused by a rule or below a threshold (drafter12: a late
  // application was told its applicant's total, which only the amount reads)
  if (told && kind !== INELIGIBLE && kind !== BELOW) toldTo(as, i, add, citer, told, "eligibility", null);
  checksTo(as, i, add, citer, told, scheme.rules, "eligibility");
  if (regime) checksTo(as, i, add, citer, told, regime.rules, "eligibility");
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
  const out = as.phaseOut?.[i] ?? 0;
  // a weighted score (§11.4): its criteria told on their scale (weightedScore.ts marks them), its total as the weighted sum
  const weights = scored ? weightedScore(scheme) : undefined;
  if (scored) {
    const criteria = scheme.criteria;
    for (let k = 0; k < criteria.length; k++) {
      const c = criteria[k]!;
      // a phase not assessed (§11.2, phases.ts): one step where its first criterion would be told
      // a phase not assessed (§11.2, phases.ts): told after the thresholds that kept it closed
      if (out !== 0 && c.phase !== undefined && out & (1 << c.phase)) continue;
      if (told) toldTo(as, i, add, citer, told, "points", c.name);
      const v = views[k]![i]!;
      // without a value behind its points: the shared fact, no closure
      if (!c.subject || !as.details) {
        // a small whole number of points: its shared fact as found the first time
        const small = typeof v === "number" && v >= 0 && v < 64 && Number.isInteger(v);
        let fact = small ? facts[k]![v] : undefined;
        if (!fact) {
          fact = pointsFact(c, pointsText(v, scheme.pointsPlaces));
          if (small && isShared(fact)) facts[k]![v] = fact;
        }
        add("points", citer.cite(c.source), fact);
        continue;
      }
      // the fact made by one hook for every row, from what is set here (a sink calls a hook, if
      // at all, before it returns: Sink), not by a closure per criterion and row
      const p = pendingCriterion;
      (p.as = as), (p.k = k), (p.i = i), (p.v = v);
      add("points", citer.cite(c.source), criterionFact);
      (p.as = undefined), (p.v = undefined);
    }
  }
  // points not summed (spec.ts `unsummed`): no total to tell
  // nor for one a phase was not opened to (§11.2)
  if (scored && out === 0 && scheme.criteria.length > 0 && !scheme.unsummed)
    add("points", null, totalFact(scheme, pointsText(totals[i]!, scheme.pointsPlaces), weights && scheme.criteria.map((c, k) => termOf(c.name, (c.form as { weight: string }).weight, shownScore(views[k]![i]!, weights[k]!)))));
  checksTo(as, i, add, citer, told, scheme.thresholds, "threshold");
  if (regime) checksTo(as, i, add, citer, told, regime.thresholds, "threshold");
  // each phase not assessed, after the thresholds it comes after, naming those not met (FINDINGS39 8)
  if (scored && out !== 0)
    for (let p = 0; p < scheme.phases!.length; p++) {
      if (!(out & (1 << p))) continue;
      const failed = Array.from(as.phasePlan!.after[p]!).filter((k) => as.outcomeOf(k, i) !== MET).map((k) => as.checks[k]!.title ?? as.checks[k]!.name);
      add("threshold", citer.cite(scheme.phases![p]!.source), phaseFact(scheme, p, failed));
    }
  if (kind === UNRANKED) {
    const reasons = as.reasons.lists[as.reasonOf[i]!]!;
    const last = reasons[reasons.length - 1];
    if (last) add(last.rule === "allocation" ? "allocation" : "ranking", last.source, () => ({ kind: "not-ranked", reason: last.message }));
  }
}

/** A weighted score's term (trace `terms`): the score as shown, `approx` where it was rounded to be shown. */
function termOf(criterion: string, weight: string, s: ReturnType<typeof shownScore>): { criterion: string; weight: string; score: string; approx?: true } {
  return s.approx ? { criterion, weight, score: s.value, approx: true } : { criterion, weight, score: s.value };
}

/** Where an application's aggregates and juries' workings are told (stepPlaces.ts), where it has any. */
interface Told {
  readonly places: ReturnType<typeof aggregatePlacesOf> | undefined;
  readonly juryAt: ReturnType<typeof juryPlacesOf> | undefined;
}

/** The aggregates and juries' workings told just before the step of `name` (the rule's, criterion's or threshold's in `section`: stepPlaces.ts bySection; null: before the first). */
function toldTo(as: Assessor, i: number, add: Sink, citer: Cites, told: Told, section: "eligibility" | "points" | "threshold", name: string | null): void {
  const { places, juryAt } = told;
  const scheme = as.scheme;
  const at = places && (name === null ? places.first : places.bySection[section].get(name));
  if (at) for (const k of at) {
    const fact = as.aggregates!.explainOne(i, k);
    if (fact) add(section, citer.cite(scheme.aggregates![k]!.source), fact);
  }
  const jat = juryAt && (name === null ? juryAt.first : juryAt.bySection[section].get(name));
  if (jat) for (const k of jat) {
    const fact = as.details!.juries!.factOf(k, i);
    if (fact) add(section, citer.cite(scheme.juries![k]!.source), fact);
  }
}

/** Each rule (or threshold) of `rules` for application i: met (a shared fact, or one with the values it read) or not. */
function checksTo(as: Assessor, i: number, add: Sink, citer: Cites, told: Told | undefined, rules: readonly RuleSpec[], what: "eligibility" | "threshold"): void {
  const plan = checkPlanOf(as, rules, what);
  for (let k = 0; k < rules.length; k++) {
    const r = rules[k]!;
    // a threshold after a phase not assessed (§11.2) was not tested: no step
    if (what === "threshold" && as.phaseOut?.[i] && !as.phasePlan!.early[plan.at[k]!]) continue;
    if (told) toldTo(as, i, add, citer, told, what, r.name);
    // (only checks that ran are read here: MET's comment, assess.ts)
    const o = as.outcomeOf(plan.at[k]!, i);
    const source = citer.cite(r.source);
    // a threshold met (and a rule that compares) shows the values its condition read, where the run recorded them (metValues.ts)
    const values = o === MET && as.details && shownWhenMet(r, what) ? (what === "threshold" ? as.details.thresholds : as.details.rules).keyOf(r, i) : undefined;
    if (o === MET && values !== undefined) {
      // its values read by one function from what is set here (no closure per row)
      (pendingMet.as = as), (pendingMet.r = r), (pendingMet.i = i), (pendingMet.what = what);
      const fact = metValuesFact(r, values, metValuesOf, what);
      (pendingMet.as = undefined), (pendingMet.r = undefined);
      add(what, source, fact);
    } else if (o === MET) add(what, source, plan.met[k]!);
    else {
      // not met: its fact made by one hook from what is set here (a sink calls a hook, if at all, before it returns)
      (pendingRule.as = as), (pendingRule.r = r), (pendingRule.i = i), (pendingRule.what = what);
      add(what, source, notMetFact);
      (pendingRule.as = undefined), (pendingRule.r = undefined);
    }
  }
}

/** What `notMetFact` reads: the rule not met and the application (set just before, cleared after). */
const pendingRule: { as: Assessor | undefined; r: RuleSpec | undefined; i: number; what: "eligibility" | "threshold" } = { as: undefined, r: undefined, i: 0, what: "eligibility" };

/** The fact of the rule `pendingRule` holds, not met by its application, with the reason it gave, and the values its condition read where a met one's step shows them (metValues.ts). */
function notMetFact(): TraceFact {
  const { as, r, i, what } = pendingRule;
  const fact: Mutable<Extract<TraceFact, { kind: "rule" }>> = { kind: "rule", test: what, rule: r!.name, title: r!.title ?? r!.name, met: false, condition: r!.text, failure: as!.failure(i, r!) };
  const d = as!.details;
  const values = d && shownWhenMet(r!, what) ? (what === "threshold" ? d.thresholds : d.rules).valuesOf(r!, i) : undefined;
  if (values) fact.values = values;
  return fact;
}

/** What `criterionFact` reads: the criterion (k) and application (i) being handed on, and its points (set just before, cleared after). */
const pendingCriterion: { as: Assessor | undefined; k: number; i: number; v: Points | undefined } = { as: undefined, k: 0, i: 0, v: undefined };

/** The fact of a criterion with the value behind its points, of the row `pendingCriterion` holds (shared where its value is kept: the assessment classes' pass asks it). */
const criterionFact = sharingHook((): TraceFact => {
  const { k, i } = pendingCriterion, as = pendingCriterion.as!;
  const v = pendingCriterion.v!, c = as.scheme.criteria[k]!;
  // the value the bands or match read, where the run recorded it (details.ts)
  const details = as.details!;
  const places = as.scheme.pointsPlaces;
  if (details.subjectBand(k, i) === -2) return pointsFact(c, pointsText(v, places));
  // one fact per value, band and points, shared: a writer renders it once (subjects.ts)
  return details.subjectFact(k, i, pointsText(v, places));
});

/** What `metValuesOf` reads: the check met and the application (set just before, cleared after). */
const pendingMet: { as: Assessor | undefined; r: RuleSpec | undefined; i: number; what: "eligibility" | "threshold" } = { as: undefined, r: undefined, i: 0, what: "threshold" };

/** The values the check `pendingMet` holds read for its application (metValues.ts). */
function metValuesOf(): readonly TraceOperand[] {
  const d = pendingMet.as!.details!;
  return (pendingMet.what === "threshold" ? d.thresholds : d.rules).valuesOf(pendingMet.r!, pendingMet.i)!;
}
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
