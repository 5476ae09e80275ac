// The general engine's selection of one regime: amounts and keys computed once (`rankable`), the
// ranking with its tie-break chain, the allocation walk or pro rata, ties reported, totals, and
// each assessment's reasons and explanation; then an assessment as a published result.
import { Decimal, minorUnits, toFixedFast } from "../decimal.js";
import { EvaluationError, own } from "../ops.js";
import type { CompiledScheme, KeyValue, Rec, RegimeSpec, Status } from "../spec.js";
import type { ApplicationResult, BudgetTotals, TieReport } from "../result.js";
import { callValue } from "../invalid.js";
import { addReason, type Assessment } from "./assess.js";
import type { Citer } from "./cite.js";
import { decidingStep, rank, type RankedGroup } from "./rank.js";
import { proRata, walk, type Outcome } from "./allocate.js";

/** An amount as the results print it: with its currency's places, or as it is for a quantity. */
function money(d: Decimal, unit: string): string {
  return unit ? toFixedFast(d, minorUnits(unit)) : d.toString();
}

/**
 * Computes every application's amount and ordering keys once before ranking; one whose data
 * cannot give them (an absent optional field, a division by zero) is not ranked, and the reason
 * says which step and why.
 */
function rankable(regime: RegimeSpec, entries: Assessment[], citer: Citer, explain: boolean): { ranked: Assessment[]; quotas: Map<Assessment, number[]> } {
  const quotas = new Map<Assessment, number[]>();
  const quotaSpecs = regime.allocation.quotas ?? [];
  const ranked: Assessment[] = [];
  const keys = [...regime.ranking.keys, ...(regime.ranking.tiebreak?.steps ?? [])].filter((k) => k.kind === "key");
  for (const a of entries) {
    let step = "";
    let stepSource: string | undefined;
    try {
      step = "allocation";
      const asked = regime.allocation.amount(a.env);
      if (asked.isNegative()) throw new EvaluationError(`it is negative (${asked.toString()}): no application can be granted less than nothing`);
      a.ask = asked;
      // the keys, computed once here, are what the ranking orders by (rank.ts reads them back)
      const values: KeyValue[] = new Array(keys.length);
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i]!;
        step = k.text;
        stepSource = k.source;
        values[i] = k.get(a.env);
      }
      a.keyValues = values;
      if (quotaSpecs.length > 0) {
        const applying: number[] = [];
        quotaSpecs.forEach((q, i) => {
          step = "allocation";
          if (q.applies(a.env)) applying.push(i);
        });
        quotas.set(a, applying);
      }
      ranked.push(a);
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
      const source = step === "allocation" ? citer.cite(regime.allocation.amountSource ?? regime.allocation.source) : citer.cite(stepSource ?? regime.ranking.source);
      const message = step === "allocation" ? `the amount (${regime.allocation.amountText}) cannot be computed: ${e.message}` : `the ordering key ${step} cannot be computed: ${e.message}`;
      addReason(a, { rule: step === "allocation" ? "allocation" : "ranking", source, message });
      if (explain) a.explanation.push({ step: step === "allocation" ? "allocation" : "ranking", source, text: `Not ranked: ${message}.` });
      a.ineligible = true;
      a.status = "ineligible";
    }
  }
  return { ranked, quotas };
}

export function selectRegime(regime: RegimeSpec, all: Assessment[], call: Rec, citer: Citer, explain: boolean) {
  const alloc = regime.allocation;
  const budgetFn = alloc.budget;
  const budget = budgetFn === "unlimited" ? null : callValue("budget", () => budgetFn(call));
  const { ranked: entries, quotas: quotasOf } = rankable(regime, all, citer, explain);
  const quotaSpecs = alloc.quotas ?? [];
  const quotaLimits = quotaSpecs.map((q) => callValue(`limit of the quota '${q.name}'`, () => q.limit(call)));
  const amount = (a: Assessment): Decimal => a.ask!;
  const boundaryFn = alloc.boundary;
  const policy = boundaryFn ? callValue("boundary policy", () => boundaryFn(call)) : "stop";
  const groups = rank(entries, { spec: regime.ranking, call, budget, amount, policy: alloc.proRata && budget ? undefined : policy, ...(quotaSpecs.length ? { quotas: { limits: quotaLimits, of: (a: Assessment) => quotasOf.get(a) ?? [] } } : {}) });
  const ordered = groups.flatMap((g) => g.members);
  for (const g of groups) for (const a of g.members) a.position = g.position;
  let outcomes: Map<Assessment, Outcome>;
  let indeterminate = new Map<Assessment, Decimal>();
  let finalRemaining: Decimal | null | "indeterminate";
  let coefficient: Decimal | null = null;
  let leftoverTies: Assessment[][] = [];
  if (alloc.proRata && budget) {
    const pr = proRata(ordered, budget, amount, alloc.proRata);
    outcomes = pr.outcomes;
    leftoverTies = pr.arbitrary ?? [];
    coefficient = pr.coefficient;
    finalRemaining = budget.minus(pr.awarded);
  } else {
    const w = walk(groups, budget, policy, amount, quotaSpecs.length ? { names: quotaSpecs.map((q) => q.name), limits: quotaLimits, of: (a) => quotasOf.get(a) ?? [] } : undefined);
    outcomes = w.outcomes;
    indeterminate = w.indeterminate;
    finalRemaining = w.finalRemaining;
  }
  // reserve list: the first N not funded, in ranking order
  let reserveLeft = alloc.reserve ?? 0;
  for (const a of ordered) {
    const o = outcomes.get(a);
    if (!o) continue;
    if (o.status === "not_funded" && reserveLeft > 0) {
      o.status = "reserve";
      o.why += "; placed on the reserve list";
      reserveLeft--;
    }
  }
  let requested = new Decimal(0);
  let awarded = new Decimal(0);
  if (explain) explainRanking(groups, citer, regime);
  const boundarySource = alloc.boundarySource ?? alloc.source;
  const proRataSource = alloc.proRata?.source ?? alloc.source;
  for (const a of ordered) {
    if (a.keptRanked) continue;
    a.requested = amount(a);
    requested = requested.plus(a.requested);
    const o = outcomes.get(a)!;
    a.status = o.status;
    a.amount = o.amount;
    if (o.status !== "indeterminate") awarded = awarded.plus(o.amount);
    else a.contingentAmount = indeterminate.get(a);
    explainAllocation(a, o, alloc.unit, citer, boundarySource, proRataSource, explain);
  }
  const undecided = finalRemaining instanceof Decimal && budget ? budget.minus(finalRemaining).minus(awarded) : new Decimal(0);
  const totals: BudgetTotals = {
    unit: alloc.unit,
    budget: budget ? money(budget, alloc.unit) : null,
    requested: money(requested, alloc.unit),
    awarded: money(awarded, alloc.unit),
    undecided: money(undecided.gt(0) ? undecided : new Decimal(0), alloc.unit),
    remaining: finalRemaining === "indeterminate" ? null : finalRemaining === null ? null : money(finalRemaining, alloc.unit),
    ...(coefficient ? { proRataCoefficient: coefficient.toString() } : {}),
    ...(quotaSpecs.length
      ? {
          quotas: Object.fromEntries(
            quotaSpecs.map((q, i) => {
              const used = ordered.filter((a) => (quotasOf.get(a) ?? []).includes(i) && a.status !== "indeterminate").reduce((t, a) => t.plus(a.amount), new Decimal(0));
              return [q.name, { limit: money(quotaLimits[i]!, alloc.unit), awarded: money(used, alloc.unit) }];
            }),
          ),
        }
      : {}),
  };
  const ties: TieReport[] = [];
  for (const g of groups) {
    const decisive = g.members.some((a) => a.status === "indeterminate");
    if (!(g.unresolved || decisive) || g.members.length < 2) continue;
    ties.push({
      regime: regime.name,
      ids: g.members.map((a) => a.id),
      position: g.position,
      decisive,
      note: decisive ? "the scheme does not break this tie, and its order decides who is funded" : "the scheme does not break this tie; the outcome is the same in every order",
    });
  }
  for (const members of leftoverTies) {
    const ids = members.map((a) => a.id);
    const same = ties.findIndex((t) => t.ids.length === ids.length && t.ids.every((x) => ids.includes(x)));
    if (same >= 0) ties.splice(same, 1);
    ties.push({ regime: regime.name, ids: members.map((a) => a.id), position: members[0]!.position ?? 0, decisive: true, note: "a pro-rata rounding step (a leftover cent, or one given back to stay within the budget) fell among these equals; which of them it fell to followed the order of their ids, which the law does not decide" });
  }
  for (const a of ordered) a.ranked = true;
  return { ordered, ties, totals };
}

function explainAllocation(a: Assessment, o: Outcome, unit: string, citer: Citer, boundaryName: string | undefined, proRataName: string | undefined, explain: boolean) {
  const refused = o.status === "not_funded" || o.status === "reserve" || o.status === "indeterminate";
  if (!explain) {
    if (refused) addReason(a, { rule: "allocation", source: citer.cite(boundaryName), message: o.why });
    return;
  }
  const boundarySource = citer.cite(boundaryName);
  const proRataSource = citer.cite(proRataName);
  const amt = (d: Decimal) => money(d, unit) + (unit ? ` ${unit}` : "");
  const rem = o.remainingBefore ? ` (remaining before: ${amt(o.remainingBefore)})` : "";
  const texts: Record<Status, string> = {
    funded: `Funded ${amt(o.amount)}: ${o.why}${rem}.`,
    partially_funded: `Partially funded ${amt(o.amount)}: ${o.why}${rem}.`,
    pro_rata: `Funded pro rata ${amt(o.amount)}: ${o.why}.`,
    not_funded: `Not funded: ${o.why}${rem}.`,
    reserve: `Not funded: ${o.why}${rem}.`,
    indeterminate: `Indeterminate: ${o.why}${rem}; it would receive ${amt(a.contingentAmount ?? new Decimal(0))} if the tie were decided in its favour.`,
    ineligible: "",
    below_threshold: "",
  };
  a.explanation.push({ step: "allocation", source: o.status === "pro_rata" ? proRataSource : boundarySource, text: texts[o.status] });
  if (o.status === "not_funded" || o.status === "reserve" || o.status === "indeterminate") {
    addReason(a, { rule: "allocation", source: boundarySource, message: o.why });
  }
}

function explainRanking(groups: readonly RankedGroup[], citer: Citer, regime: RegimeSpec) {
  const versus = (x: Assessment, y: Assessment, g: RankedGroup, word: string): { text: string; source: string | null } | undefined => {
    const d = decidingStep(x, y, g.steps);
    if (!d) return undefined;
    return { text: ` ${word}: decided by ${d.step.label}: ${d.prevValue} against ${d.value}.`, source: citer.cite(d.step.source ?? regime.ranking.source) };
  };
  groups.forEach((g, gi) => {
    const prev = groups[gi - 1];
    const next = groups[gi + 1];
    for (const a of g.members) {
      // the first few others only: a tie of thousands must not cost thousands per member
      const n = g.members.length - 1;
      const others = g.members.slice(0, 6).filter((x) => x !== a).map((x) => x.id);
      const tied = n === 0 ? "" : n <= 5 ? ` (tied with ${others.join(", ")})` : ` (tied with ${n} others: ${others.slice(0, 3).join(", ")}, ...)`;
      let text = `Position ${g.position}${tied}.`;
      let source = citer.cite(regime.ranking.source);
      const before = prev ? versus(prev.members[prev.members.length - 1]!, a, g, `After ${prev.members[prev.members.length - 1]!.id}`) : undefined;
      const after = next ? versus(a, next.members[0]!, next, `Ahead of ${next.members[0]!.id}`) : undefined;
      if (before) {
        text += before.text;
        source = before.source;
      }
      if (after) text += after.text;
      if (g.members.length > 1) {
        text += g.chainApplied
          ? " The tie-break chain leaves them tied; they share this position."
          : g.unresolved
            ? " The scheme gives no tie-break for them; they share this position."
            : " Their tie is not broken: it does not straddle the budget, so all share this position.";
      }
      a.explanation.push({ step: "ranking", source, text });
    }
  });
}

function pointsOf(a: Assessment): Record<string, string> | null {
  if (!a.points) return null;
  const out: Record<string, string> = {};
  for (const k in a.points) own(out, k, a.points[k]!.toString());
  return out;
}

export function toResult(scheme: CompiledScheme, a: Assessment): ApplicationResult {
  const status: Status = a.status ?? "ineligible";
  // a failed rule's or threshold's own wording comes before the scheme's wording of the status
  const label = (status === "ineligible" || status === "below_threshold") && a.label ? a.label : scheme.labels[status];
  const unit = (a.regime ?? scheme.regimes[0])?.allocation.unit ?? "";
  const withinLimit = status === "funded" || status === "partially_funded" || status === "pro_rata" ? true : status === "indeterminate" ? "indeterminate" : false;
  return {
    id: a.id,
    status,
    ...(label ? { label } : {}),
    ...(scheme.regimes.length > 1 && a.regime ? { regime: a.regime.name } : {}),
    position: a.position,
    points: pointsOf(a),
    amount: money(a.amount, unit),
    ...(a.requested ? { requested: money(a.requested, unit) } : {}),
    ...(a.contingentAmount ? { contingentAmount: money(a.contingentAmount, unit) } : {}),
    withinLimit,
    reasons: a.reasons,
    explanation: a.explanation,
  };
}

