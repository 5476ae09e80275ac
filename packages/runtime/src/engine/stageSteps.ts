// The explanation's lines on the stages (narrate.ts), as facts (trace.ts): the stage that decided
// a row, with its budget; each stage that considered it before and let it go on; and its reason
// in the stage that decided it where earlier stages considered it too.
import type { ExplanationStep, StageTotals } from "../result.js";
import type { QuotaSpec, Rec, StageSpec } from "../spec.js";
import { NO_STAGE, stageName, type StageOf } from "./stageRows.js";
import { writtenStage } from "./stageReasons.js";
import { Decimal } from "../decimal.js";
import type { Staged } from "./stages.js";
import { stagePartSource, type Citer } from "./cite.js";
import { stageBit } from "./regimeRows.js";
import type { TraceFact } from "./trace.js";
import type { FailedPart } from "./stageWhens.js";
import { attempt, traceValue } from "./details.js";
import type { Allotted } from "../narration/catalogue.js";

/** The explanation's line on the stage that decided row r (narrate.ts): a fact (trace.ts). */
export function stageStep(citer: Citer, stages: readonly StageSpec[] | undefined, stageOf: StageOf | undefined, totals: readonly StageTotals[] | undefined, unit: string, r: number, add: (step: ExplanationStep["step"], source: string | null, fact: () => TraceFact) => void, computed = false, places = false, call?: Rec, allocationSource?: string, bits?: { readonly stageBits: ArrayLike<number>; readonly stageWords: number }, failedOf?: (stage: StageSpec) => readonly FailedPart[] | undefined): void {
  if (!stages || !stageOf || !totals) return;
  const s = stageOf[r]!;
  if (s === NO_STAGE) {
    add("allocation", null, () => ({ kind: "no-stage", stages: stages.map((x) => ({ title: stageName(x), considers: x.text ?? null })) }));
    return;
  }
  const stage = stages[s]!;
  const t = totals[s]!;
  // whom a stage without a condition takes: after an admission stage, only those it admitted;
  // else every application not yet funded, but for those an earlier stage left out
  const before = s > 0 && !stage.text && !stage.member ? stages[s - 1]! : undefined;
  const admittedBy = before?.admits ? stageName(before) : undefined;
  const leftOut = before !== undefined && admittedBy === undefined && stages.slice(0, s).some((x) => x.unfunded === "stay_out");
  // the line gives the stage's budget: where the budget has a `per` of its own (`budget left per
  // p1_4`), the provision that gives the stage its amount is cited, not the stage's (drafter23's finding 8);
  // the rest the compiler adds where no stage is written has none: the allocation's (drafter32's finding 4)
  add("allocation", citer.cite(stage.budgetSource ?? stage.source ?? allocationSource), () => ({
    kind: "stage",
    stage: stage.name,
    // a member of a stage per key: the stage's title and the member, numbered as the stage written (§14.7.4)
    title: stage.member ? (stage.title ?? stage.member.stage) : stageName(stage),
    ...(stage.member ? { member: stage.member.name } : {}),
    ...(stage.member?.title !== undefined ? { memberTitle: stage.member.title } : {}),
    ...writtenStage(stages, s),
    role: stage.admits ? "admission" : stage.unused ? "reservation" : "stage",
    considers: stage.text ?? null,
    // a reservation's `when`: told where it took the application, and each earlier one that did not
    // (drafter34's finding 6), where its condition names a let or a call value by its words; one
    // written in fields' codes alone is said by the reservation's title, the law's words for it
    ...(told(stage) ? { holds: true as const } : {}),
    ...(admittedBy !== undefined ? { admittedBy } : {}),
    ...(leftOut ? { leftOut: true as const } : {}),
    budget: t.budget === null ? null : { value: t.budget, unit: unit || null },
    budgetText: stage.budgetText,
    ...(stage.named?.length ? { named: stage.named } : {}),
    // the call values the budget read, beside the formula: the figure the applicant checks it by;
    // an optional value the call does not give, read through `attempt`, is said absent (mendreads29)
    ...(stage.budgetReads && call && t.budget !== null ? { reads: stage.budgetReads.names.map((name, k) => ({ name, value: traceValue(attempt(stage.budgetReads!.gets[k]!, call), stage.budgetReads!.shows[k]!) })) } : {}),
    // the budget as written where it passed what the earlier stages left: the line says the stage got less
    ...(t.budgetAsWritten !== undefined && t.budget !== null ? { asWritten: { value: t.budgetAsWritten, unit: unit || null } } : {}),
    // `unused <stage>` in the budget: what each of those stages left (their totals' `unused`)
    ...(stage.budgetUnused && t.budget !== null ? { unused: unusedRead(stages, totals, stage.budgetUnused, unit) } : {}),
    ...(computed ? COMPUTED : {}),
    ...(places ? PLACES : {}),
  }));
  // each earlier reservation whose `when` did not take it: a line of its own, citing the
  // reservation's source, not the deciding stage's (drafter37's finding 11)
  for (const k of passedBy(stages, s, r, bits)) {
    const st = stages[k]!;
    // the parts of its condition the application does not meet, with the values they read
    const failed = failedOf?.(st);
    add("allocation", citer.cite(st.source ?? allocationSource), () => ({ kind: "stage-passed", stage: st.name, title: stageName(st), considers: st.text!, ...(st.named?.length ? { named: st.named } : {}), ...(failed ? { failed } : {}) }));
  }
}

/** Whether a reservation's `when` is told: it has one, in words (it names a let or a call value by its title or description). */
const told = (st: StageSpec): boolean => !!st.unused && !!st.text && !st.member && !!st.named?.length;

/** The earlier reservations (`unused …`, with a `when`, not a stage per key) whose condition did not take row r (its stage bits), by index. */
function passedBy(stages: readonly StageSpec[], s: number, r: number, bits: { readonly stageBits: ArrayLike<number>; readonly stageWords: number } | undefined): number[] {
  if (!bits) return [];
  const out: number[] = [];
  for (let k = 0; k < s; k++) {
    if (!told(stages[k]!) || (bits.stageBits[r * bits.stageWords + (k >> 4)]! & stageBit(k)) !== 0) continue;
    out.push(k);
  }
  return out;
}

/**
 * What each earlier stage a budget reads as `unused <stage>` left: a stage per key's members
 * (§14.7.4) as the one stage written, what they left together (`unused districts`).
 */
function unusedRead(stages: readonly StageSpec[], totals: readonly StageTotals[], read: readonly number[], unit: string): { stage: string; title: string; amount: { value: string; unit: string | null } }[] {
  const out: { stage: string; title: string; amount: { value: string; unit: string | null } }[] = [];
  const at = new Map<string, number>();
  for (const j of read) {
    const s = stages[j]!;
    const left = totals[j]!.unused ?? "0";
    const name = s.member?.stage ?? s.name;
    const k = at.get(name);
    if (k === undefined) {
      at.set(name, out.length);
      out.push({ stage: name, title: s.member ? (s.title ?? s.member.stage) : stageName(s), amount: { value: left, unit: unit || null } });
    } else {
      const was = out[k]!.amount.value;
      const places = Math.max(decimals(was), decimals(left));
      out[k] = { ...out[k]!, amount: { value: new Decimal(was).plus(left).toFixed(places), unit: unit || null } };
    }
  }
  return out;
}

const decimals = (s: string): number => (s.includes(".") ? s.length - s.indexOf(".") - 1 : 0);

/**
 * The explanation's lines on the stages that considered row r before the one that decided it
 * (narrate.ts): each stage that passed it over (or admitted it) and let it go on, with what was
 * left before it there, citing that stage's provision as its reason does (cite.ts stageSplits) —
 * but where the stage's `unfunded go on` has a `per` of its own (`unfunded go on per p5_4`: "wer
 * in der Abiturbestenquote nicht zugelassen wird, nimmt am Auswahlverfahren teil"), the line, which
 * exists because the row went on, cites that (the reason keeps the refusal's ground).
 */
export function stagePasses(citer: Citer, stages: readonly StageSpec[], staged: Staged<unknown>, otherwise: string | undefined, unit: string, r: number, add: (step: ExplanationStep["step"], source: string | null, fact: () => TraceFact) => void, kind: Allotted = "asked", quotas: readonly QuotaSpec[] = [], quantityUnit?: string): void {
  const parts = staged.parts(r);
  for (let k = 0; k < parts.length - 1; k++) {
    const { stage: s, text, quota } = parts[k]!;
    const stage = stages[s]!;
    const goOn = stage.unfunded === "go_on" && !stage.admits ? stage.unfundedSource : undefined;
    add("allocation", citer.cite(goOn ?? stagePartSource(parts[k]!, stages, otherwise, quotas)), () => {
      const before = staged.beforeIn(r, s);
      const plain = before === undefined ? undefined : unit && before.endsWith(` ${unit}`) ? before.slice(0, -unit.length - 1) : before;
      return { kind: "stage-pass", stage: stage.name, title: stageName(stage), why: `in stage '${stageName(stage)}': ${text}`, remainingBefore: plain === undefined ? null : { value: plain, unit: unit || null }, ...(plain !== undefined && staged.atMostIn?.(r, s) ? AT_MOST : {}), ...(kind === "places" ? PLACES : kind === "computed" ? COMPUTED : {}), ...(kind === "places" && quantityUnit !== undefined ? { quantityUnit } : {}), ...(quota !== undefined ? QUOTA : {}), ...(hasOwnBudget(stage) ? OWN_BUDGET : {}) };
    });
  }
}

const PLACES = { places: true } as const;
const COMPUTED = { computed: true } as const;
const QUOTA = { quota: true } as const;
const OWN_BUDGET = { ownBudget: true } as const;

/**
 * Whether a stage spends a budget of its own (a reservation, `budget X` in a stage), not what the
 * earlier stages left of the allocation's (`budget left`, the `rest`: compile/budgetFlow.ts words
 * it "what is left"): the allocation's name for its budget is not said of its remainder (§14, drafter32's finding 3).
 */
export const hasOwnBudget = (stage: StageSpec): boolean => stage.budgetText !== "what is left";
const AT_MOST = { remainingAtMost: true } as const;

/** Row r's reason in the stage that decided it, "in stage 'T': …", where earlier stages considered it too (their lines are `stagePasses`'); undefined otherwise. */
export function lastStageWhy(stages: readonly StageSpec[], staged: Staged<unknown>, r: number): string | undefined {
  const parts = staged.parts(r);
  if (parts.length < 2) return undefined;
  const last = parts[parts.length - 1]!;
  return `in stage '${stageName(stages[last.stage]!)}': ${last.text}`;
}
