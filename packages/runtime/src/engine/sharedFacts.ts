// Facts of an explanation that are the same for every application that reaches them — a regime
// applies, a rule is met, a criterion gave these points by its formula (where no value behind it
// is shown) — made once per scheme and kept, and their steps rendered once per catalogue, so that
// explaining a million applications does not build and word the same sentence a million times
// (issue 15: seed 000's sixteen steps a row are thirteen such). A shared step is the same
// object in every explanation that has it, frozen: a result's steps are read-only, as its reasons
// (which are shared lists) are, and a writer may print a frozen step once for all the rows that
// have it (dsl/src/report/sharedSteps.ts).
import type { CompiledScheme, CriterionSpec, RegimeSpec, RuleSpec } from "../spec.js";
import type { ExplanationStep } from "../result.js";
import { renderFact, type Catalogue } from "../narration/catalogue.js";
import type { TraceFact, TraceOperand, TraceStep, TraceValue } from "./trace.js";
import type { Assessor } from "./assess.js";
import { onScale } from "./weightedScore.js";

/** The facts made here: only these are looked up when rendered. */
const shared = new WeakSet<TraceFact>();

const share = <T extends TraceFact>(fact: T): T => (shared.add(fact), fact);

/** Whether a fact is one made here (the same object for every application that has it). */
export const isShared = (fact: TraceFact): boolean => shared.has(fact);

/** The hooks (narrate.ts `Sink`) that may give a shared fact: a pass that keeps only shared facts asks them (assessmentClasses.ts). */
const sharing = new WeakSet<() => unknown>();

/** Marks a hook as one that may give a shared fact (assessmentSteps.ts `criterionFact`). */
export const sharingHook = <T extends () => unknown>(hook: T): T => (sharing.add(hook), hook);

/** Whether a hook may give a shared fact (any other gives the application's own). */
export const mayShare = (hook: () => unknown): boolean => sharing.has(hook);

/** Marks a fact made elsewhere as shared: the same object, never changed, for every application that has it (juries.ts: a jury's working found again). */
export const shareFact = share;

const regimes = new WeakMap<RegimeSpec, TraceFact>();
const NO_REGIME_FACT = share({ kind: "regime", regime: null, title: null });

/** "The regime … applies" (null: none applies). */
export function regimeFact(regime: RegimeSpec | undefined): TraceFact {
  if (!regime) return NO_REGIME_FACT;
  let f = regimes.get(regime);
  if (!f) regimes.set(regime, (f = share({ kind: "regime", regime: regime.name, title: regime.title ?? null })));
  return f;
}

const met = new WeakMap<RuleSpec, { eligibility?: TraceFact; threshold?: TraceFact }>();

/** "The condition … is met". */
export function metFact(r: RuleSpec, test: "eligibility" | "threshold"): TraceFact {
  let m = met.get(r);
  if (!m) met.set(r, (m = {}));
  return (m[test] ??= share({ kind: "rule", test, rule: r.name, title: r.title ?? r.name, met: true, condition: r.text }));
}

/** How many facts of a threshold met with its values are kept, per threshold (a few totals and bars: shared). */
const MET_KEPT = 256;
const metWith = new WeakMap<RuleSpec, Map<string, TraceFact>>();

/** "The threshold … is met (…; total: 45 points, bar: 34.8)", or a rule (`test`): shared by its values (`key`, metValues.ts keyOf), the first MET_KEPT of them; `values` made only for a new key. */
export function metValuesFact(r: RuleSpec, key: string, values: () => readonly TraceOperand[], test: "eligibility" | "threshold" = "threshold"): TraceFact {
  let m = metWith.get(r);
  if (!m) metWith.set(r, (m = new Map()));
  let f = m.get(key);
  if (f) return f;
  f = { kind: "rule", test, rule: r.name, title: r.title ?? r.name, met: true, condition: r.text, values: values() };
  if (m.size < MET_KEPT) m.set(key, share(f));
  return f;
}

/** How many points values a criterion keeps facts for (a formula giving many values makes each fresh past this). */
const POINTS_KEPT = 256;
const points = new WeakMap<CriterionSpec, Map<string, TraceFact>>();

/** A criterion's points by its formula, where the explanation shows no value behind them. */
export function pointsFact(c: CriterionSpec, value: string): TraceFact {
  let m = points.get(c);
  if (!m) points.set(c, (m = new Map()));
  let f = m.get(value);
  if (f) return f;
  f = { kind: "criterion", criterion: c.name, title: c.title ?? c.name, points: value, formula: c.describe, ...(c.form ? { form: c.form } : {}), ...(onScale.has(c) ? { onScale: true } : {}) } as TraceFact;
  if (m.size < POINTS_KEPT) m.set(value, share(f));
  return f;
}

/**
 * A criterion's points with the value behind them (narrate.ts `criterionFact`), members in the
 * order a trace prints them, form and band only where they apply: shared where `keep` (one per
 * value, band and points of a criterion's subject: subjects.ts), else made for the row.
 */
export function criterionValueFact(c: CriterionSpec, points: string, value: TraceValue, band: number, keep: boolean, operands?: readonly TraceOperand[]): TraceFact {
  // an expression under a cap: its "band" is which bound bit (0 the upper, 1 the lower; explainCap.ts)
  const capped: "above" | "below" | undefined = c.form?.kind === "expr" && band >= 0 ? (band === 0 ? "above" : "below") : undefined;
  if (c.form?.kind === "expr") band = -1;
  const subject = band >= 0 ? (operands ? { text: c.subject!.text, value, band, operands } : { text: c.subject!.text, value, band }) : operands ? { text: c.subject!.text, value, operands, ...(capped ? { capped } : {}) } : { text: c.subject!.text, value, ...(capped ? { capped } : {}) };
  const f: TraceFact = c.form
    ? onScale.has(c)
      ? { kind: "criterion", criterion: c.name, title: c.title ?? c.name, points, formula: c.describe, form: c.form, onScale: true, subject }
      : { kind: "criterion", criterion: c.name, title: c.title ?? c.name, points, formula: c.describe, form: c.form, subject }
    : { kind: "criterion", criterion: c.name, title: c.title ?? c.name, points, formula: c.describe, subject };
  return keep ? share(f) : f;
}

/** Per scheme, its totals' facts: a process that runs many schemes (a service, the tests) keeps each one's own first POINTS_KEPT, not the first schemes' only. */
const totals = new WeakMap<CompiledScheme, Map<string, TraceFact>>();

/** "Total points: …" (the first POINTS_KEPT values of a scheme shared; one made fresh past them); a weighted score's with its terms (§11.4), shared by value and terms. */
export function totalFact(scheme: CompiledScheme, value: string, terms?: readonly { readonly criterion: string; readonly weight: string; readonly score: string; readonly approx?: true }[]): TraceFact {
  let m = totals.get(scheme);
  if (!m) totals.set(scheme, (m = new Map()));
  const key = terms ? `${value}=${terms.map((t) => t.score).join(",")}` : value;
  let f = m.get(key);
  if (f) return f;
  f = terms ? { kind: "total", points: value, terms } : { kind: "total", points: value };
  if (m.size < POINTS_KEPT) m.set(key, share(f));
  return f;
}

/** The last step rendered of a shared fact, per output form. */
const steps = new WeakMap<TraceFact, { catalogue: Catalogue; step: ExplanationStep["step"]; source: string | null; value: ExplanationStep }>();
const traces = new WeakMap<TraceFact, { catalogue: Catalogue; step: ExplanationStep["step"]; source: string | null; value: TraceStep }>();

/** The step of a fact in a catalogue's words: rendered once where the fact is shared. */
export function stepOf(step: ExplanationStep["step"], source: string | null, fact: TraceFact, catalogue: Catalogue): ExplanationStep {
  // (a fact rendered before is shared: one look-up for it)
  const known = steps.get(fact);
  if (known && known.catalogue === catalogue && known.step === step && known.source === source) return known.value;
  if (!known && !shared.has(fact)) return { step, source, text: renderFact(fact, catalogue) };
  const value = Object.freeze({ step, source, text: renderFact(fact, catalogue) });
  steps.set(fact, { catalogue, step, source, value });
  return value;
}

/** The trace step of a fact (the fact's values and its text): rendered once where the fact is shared. */
export function traceStepOf(step: ExplanationStep["step"], source: string | null, fact: TraceFact, catalogue: Catalogue): TraceStep {
  if (!shared.has(fact)) return { step, source, ...fact, text: renderFact(fact, catalogue) } as TraceStep;
  const known = traces.get(fact);
  if (known && known.catalogue === catalogue && known.step === step && known.source === source) return known.value;
  const value = Object.freeze({ step, source, ...fact, text: renderFact(fact, catalogue) }) as TraceStep;
  traces.set(fact, { catalogue, step, source, value });
  return value;
}

/** A list of rules or thresholds as read for every row: each one's index in the assessor's `checks` (the last, as a Map of them kept it), and its fact where met (the shared one). */
interface CheckPlan {
  readonly at: readonly number[];
  readonly met: readonly TraceFact[];
}
/** Per assessor, per list of rules or thresholds and test: its plan (made once, not looked up per rule and row). */
const checkPlans = new WeakMap<Assessor, Map<readonly RuleSpec[], CheckPlan>[]>();

export function checkPlanOf(as: Assessor, rules: readonly RuleSpec[], what: "eligibility" | "threshold"): CheckPlan {
  let byTest = checkPlans.get(as);
  if (!byTest) checkPlans.set(as, (byTest = [new Map(), new Map()]));
  const plans = byTest[what === "eligibility" ? 0 : 1]!;
  let plan = plans.get(rules);
  if (!plan) plans.set(rules, (plan = planOf(as, rules, what)));
  return plan;
}

/** (apart: its closures would make checkPlanOf's arguments a context allocated at every call) */
function planOf(as: Assessor, rules: readonly RuleSpec[], what: "eligibility" | "threshold"): CheckPlan {
  return { at: rules.map((r) => as.checks.lastIndexOf(r)), met: rules.map((r) => metFact(r, what)) };
}
