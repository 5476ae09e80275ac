// One application's step of the allocation walk (allocate.ts) from one budget state: the statuses
// of ranked rows, the reasons the walk records, the state (what is left of the budget and of each
// quota) and the step under each boundary policy, with the quotas first.
import type { AllocationSpec, BoundaryPolicy, Status } from "../spec.js";
import type { Arith } from "./arith.js";
import { Decimal, roundTo } from "../decimal.js";

/** Statuses of ranked rows by their code (`Walked.status`); 0, not funded, is the default. */
export const NOT_FUNDED = 0;
export const FUNDED = 1;
export const PARTIAL = 2;
export const RESERVE = 3;
export const PRO_RATA = 4;
export const INDETERMINATE = 5;
/** a row kept ranked below a threshold: not walked */
export const KEPT_ROW = 6;
/** a row a funding stage took out of its ranking below the stage's own threshold (stageThreshold.ts): refused, with its reason */
export const STAGE_BELOW = 7;
export const STATUS: readonly Status[] = ["not_funded", "funded", "partially_funded", "reserve", "pro_rata", "indeterminate", "below_threshold", "below_threshold"];

/** Why an application after the allocation stopped is not funded. */
export const STOPPED = "allocation stopped at an earlier application that did not fit";
export const FITS = "fits in the remaining budget";
/** funded where the budget is unlimited: no remainder to fit in (drafted27 finding 10: "fits in the remaining <another regime's budget>") */
export const UNLIMITED = "the allocation has no limit (budget unlimited)";
export const DOES_NOT_FIT_STOP = "does not fit in the remaining budget; allocation stops here";
/** The same in a stage that is not the last: the stage stops, the later stages go on (§14.7). */
const STAGE_DOES_NOT_FIT_STOP = "does not fit in the remaining budget; this stage stops here, and the later stages go on";
/** What a stage's stop says of the later stages: they go on, or (for an application no later stage's `when` takes) none considers it. */
const GO_ON = "the later stages go on";
const NO_LATER = "no later stage considers it";

/**
 * Where a walk under `at boundary stop` stops, in words: of the allocation, or of a stage that is
 * not the last, where what stops is the stage and the later stages go on — not "allocation stops
 * here", which a reader takes for the whole allocation. `here`: the application that does not
 * fit; `at`: those after it (select.ts `sayWhereItStopped`).
 */
export interface StopWords {
  readonly here: string;
  at(id: string): string;
  /** the end of the reason of the application refused below the minimum for a partial grant under `else stop` (belowMinimum) */
  readonly belowHere: string;
  /** those after it: "the allocation stopped at H03, whose remainder was less than the minimum for a partial grant" */
  atBelow(id: string): string;
}
/**
 * The reason of the application the allocation stops at, with its amount and what was left
 * (the results' reasons, select.ts; its explanation's step says both beside DOES_NOT_FIT_STOP):
 * an appeal board reads the two amounts in the decision's grounds (drafter22's finding 6).
 */
export function stopsHere(asked: string, left: string): string {
  return `the ${asked} asked does not fit in the ${left} left of the budget; allocation stops here`;
}
/** stopsHere of a member of an unbroken tie whose remainder depends on the tie's order: the most any order leaves it (drafter28's finding 6) */
export function stopsHereAtMost(asked: string, left: string): string {
  return `the ${asked} asked does not fit in the at most ${left} left of the budget, whichever order the tie takes; allocation stops here`;
}
const BELOW_REMAINDER = "whose remainder was less than the minimum for a partial grant";
export const ALLOCATION_STOPS: StopWords = { here: DOES_NOT_FIT_STOP, at: (id) => `the allocation stopped at ${id}, which did not fit in the remaining budget`, belowHere: "allocation stops here", atBelow: (id) => `the allocation stopped at ${id}, ${BELOW_REMAINDER}` };
/** a stage that is not the last stops below the minimum as where it does not fit: the later stages go on, given what it did not grant (§14.1, partial30) */
export const STAGE_STOPS: StopWords = { here: STAGE_DOES_NOT_FIT_STOP, at: (id) => `this stage stopped at ${id}, which did not fit in the remaining budget; ${GO_ON}`, belowHere: `this stage stops here, and ${GO_ON}`, atBelow: (id) => `this stage stopped at ${id}, ${BELOW_REMAINDER}; ${GO_ON}` };

/**
 * A stage's words of where it stopped (STAGE_STOPS) for an application that no later stage
 * considers (stageRows.ts copyStage): "…; no later stage considers it" instead of "the later
 * stages go on" (drafted_rolling: an application carried to cut-off 2 and not funded there is
 * rejected, art. 8). Any other reason as it is.
 */
export function noLaterStage(why: string): string {
  if (why === STAGE_DOES_NOT_FIT_STOP) return `does not fit in the remaining budget; this stage stops here, and ${NO_LATER}`;
  // the stage's stop below the minimum for a partial grant (STAGE_STOPS.belowHere) and those after it
  return why.endsWith(GO_ON) && (why.startsWith("this stage stopped at ") || why.endsWith(STAGE_STOPS.belowHere) || why === STAGE_PASSED_EARLIER || why === STAGE_REACHED_EARLIER) ? why.slice(0, why.length - GO_ON.length) + NO_LATER : why;
}
export const DOES_NOT_FIT_SKIP = "does not fit in the remaining budget; passed over";
export const PARTLY = "granted the remaining budget in part";
export const EXHAUSTED = "the budget is exhausted";
export const BEYOND = "awarded in full at the boundary, beyond the budget";
export const OPEN = "the outcome depends on the order of a tie the law does not break";
export const REACHES = "fits in the remaining budget and uses it up exactly: allocation stops after it";
/** after a quota's refusal, where the budget would not have covered it either (narration/whys.ts NOR_BUDGET) */
const NOR_BUDGET = "it does not fit in the remaining budget either";
/** that ground as it ends a quota's refusal */
export const AND_NOR_BUDGET = `; ${NOR_BUDGET}`;
/**
 * A quota's refusal whose remainder is the most any order of an unbroken tie leaves the quota:
 * "the quota 'North' has at most 50.00 EUR left, whichever order the tie takes, less than the
 * 60.00 EUR asked" (fix29; narration/whys.ts QUOTA_AT_MOST)
 */
export function quotaAtMost(why: string): string {
  return why.replace(/^(the quota '.*' has )(.+?) left, less than the /, "$1at most $2 left, whichever order the tie takes, less than the ");
}
export const CROSSES = "reaches the budget: funded in full beyond it, and allocation stops after it";

/**
 * `at boundary partial at least <amount | percent>[, else stop | skip]` (docs/language.md §14.1):
 * the least remainder offered as a partial grant, a fixed amount or a share of the amount asked;
 * below it the application is not funded, and the walk stops (`stop`, the default) or goes on
 * (`skip`: the next that fits whole, or whose own remainder meets its minimum, is offered it).
 * `format`: an amount with its unit, for the reason.
 */
export interface PartialMinimum {
  readonly amount?: Decimal;
  /** a share of the amount asked, as a fraction (50 % is 0.5) */
  readonly share?: Decimal;
  /** the share as written, "50" for 50 % */
  readonly percent?: string;
  readonly otherwise: "stop" | "skip";
  readonly format: (d: Decimal) => string;
  /** the unit's places (2 for EUR, 0 for places): a percent's minimum is shown rounded up to them */
  readonly places: number;
  /** `with consent <field>`: each row's answer to the offer of a reduced award (ANSWER_ABSENT, ANSWER_YES, ANSWER_NO) */
  readonly answerOf?: (r: number) => number;
  /** that field's name, which the reason of an offer not answered names */
  readonly field?: string;
}

/** The minimum for a partial grant (step.ts `PartialMinimum`), where the policy the call reads is partial; its amounts printed with their unit. */
export function partialMinimum<V>(pm: AllocationSpec["partialMinimum"], policy: BoundaryPolicy, arith: Arith<V>, withUnit: (s: string) => string, answers?: (field: string) => (r: number) => number): PartialMinimum | undefined {
  if (!pm || policy !== "partial") return undefined;
  const places = (arith.format(arith.zero).split(".")[1] ?? "").length;
  const format = (d: Decimal): string => withUnit(d.toFixed(Math.max(places, d.decimalPlaces())));
  // the applicant's answer to the offer of a reduced award (`with consent <field>`), per row
  const consent = pm.consent !== undefined && answers ? { answerOf: answers(pm.consent), field: pm.consent } : {};
  if (pm.percent !== undefined) return { share: new Decimal(pm.percent).div(100), percent: pm.percent, otherwise: pm.otherwise, format, places, ...consent };
  if (pm.amount !== undefined) return { amount: new Decimal(pm.amount), otherwise: pm.otherwise, format, places, ...consent };
  return { otherwise: pm.otherwise, format, places, ...consent };
}

/** A row's answer to the offer of a reduced award (`with consent <field>`, RegimeRows.answers): not recorded, yes, no. */
export const ANSWER_ABSENT = 0;
export const ANSWER_YES = 1;
export const ANSWER_NO = 2;

/** The reason of an application that declined the reduced award it was offered (whys.ts DECLINED); `tail` as belowMinimum's. */
export function declined(offered: string, tail: string): string {
  return `declined the reduced award of ${offered} offered in part; ${tail}`;
}
/** The reason of an application offered a reduced award whose answer is not recorded (whys.ts OFFERED): `indeterminate`. */
export function offered(amount: string, field: string): string {
  return `offered the remaining ${amount} in part; its answer (${field}) is not recorded, so the outcome waits for it`;
}

/** The reason of an application whose remainder is below the minimum for a partial grant (whys.ts BELOW_MINIMUM). */
export function belowMinimum<V>(a: Arith<V>, left: V, asked: V, m: PartialMinimum, stops: StopWords = ALLOCATION_STOPS): string | undefined {
  // a consent without a minimum (law32): any remainder is offered
  if (m.amount === undefined && m.share === undefined) return undefined;
  const c = minimumCompared(a, left, asked, m);
  if (c.met) return undefined;
  return `the ${c.left} left is less than the minimum of ${c.minimum} for a partial grant; ${m.otherwise === "skip" ? "passed over" : stops.belowHere}`;
}

/**
 * The reason of an application granted the remainder in part where the law sets a minimum for it
 * (whys.ts AT_MINIMUM): the condition shown met, as its refusal shows it failed (drafter31's
 * finding 5: art. 8(3) "si le solde atteint au moins la moitié de l'aide calculée").
 */
export function atMinimum<V>(a: Arith<V>, left: V, asked: V, m: PartialMinimum): string {
  const c = minimumCompared(a, left, asked, m);
  return `${PARTLY}: the ${c.left} left is at least the minimum of ${c.minimum} for a partial grant`;
}

/** the remainder against the minimum for a partial grant: met or not (exactly), each as the reason writes it */
function minimumCompared<V>(a: Arith<V>, left: V, asked: V, m: PartialMinimum): { met: boolean; left: string; minimum: string } {
  const L = a.decimal(left);
  const min = m.amount ?? a.decimal(asked).mul(m.share!);
  const of = m.percent !== undefined ? ` (${m.percent}% of the amount asked)` : "";
  // the comparison is exact; the figure shown is the least amount in the unit's places that meets
  // the minimum (33.3 % of 1001.01 EUR is 333.33633 EUR: 333.34 EUR), true as the remainder is in
  // them (so a remainder that meets the exact minimum meets the figure shown too)
  const shown = m.percent !== undefined ? roundTo(min, m.places, "ceiling") : min;
  return { met: L.cmp(min) >= 0, left: m.format(L), minimum: `${m.format(shown)}${of}` };
}

export interface Outcome<V> {
  readonly status: number;
  readonly amount: V;
  readonly why: string;
  readonly before: V | null;
  /**
   * `before` is the most any order of an unbroken tie leaves it, not what every order leaves
   * (walkOrders.ts): a determined member of a tie whose remainder depends on the tie's order
   */
  readonly atMost?: true;
  /** refused as its remainder was below the minimum for a partial grant (belowMinimum): the flag, not the words, tells it */
  readonly belowMinimum?: true;
  /** offered a reduced award whose answer is not recorded (`indeterminate`): what it would receive if it accepts */
  readonly offered?: V;
  /** the quota that refused it, by its index */
  readonly quota?: number;
  /** what that quota had left before it (its words give it) */
  readonly quotaLeft?: V;
  /** `quotaLeft` is the most any order of an unbroken tie leaves the quota, and the words say so (walkOrders.ts quotaMerged) */
  readonly quotaAtMost?: true;
}

export interface State<V> {
  readonly remaining: V | null; // null: unlimited
  readonly stopped: boolean;
  /** what is left of each quota, in the order the allocation declares them */
  readonly quotas?: readonly V[];
}

/** Quotas as refusals name them: their titles, and amounts printed with their unit. */
export interface QuotaNames<V> {
  readonly names: readonly string[];
  /** per quota: the words of the figure a quota of a figure caps (`at most … of fy1 "2027–28 instalment"`), else undefined */
  readonly figures?: readonly (string | undefined)[];
  readonly format: (v: V) => string;
}

/**
 * The reason of an application a quota of a figure refused (§14.5): "its '2027–28 instalment',
 * 300.00 AUD, exceeds the 100.00 AUD left of the quota '2027–28 funds'" (narration/whys.ts FIGURE)
 */
export function figureExceeds(figure: string, value: string, left: string, quota: string): string {
  return `its '${figure}', ${value}, exceeds the ${left} left of the quota '${quota}'`;
}

/**
 * A group's members refused together by a quota of a figure (groupUnits.ts, §14.5, §14.12): their
 * figures in it together against what it has left, "refused with its Organisation 'O1' (P1 …,
 * P2 …; together …)" (`group`); a unit of one application: figureExceeds.
 */
export function figureTogether(figure: string, value: string, left: string, quota: string, group: string | undefined): string {
  return group === undefined ? figureExceeds(figure, value, left, quota) : `the '${figure}' of its members in it together, ${value}, exceeds the ${left} left of the quota '${quota}', refused ${group}`;
}

/**
 * One application's step of the walk from one state. `bits`: the quotas that apply to it; `stops`:
 * the words of where a walk under `stop` stops; `figure`: per quota of a figure (§14.5), what this
 * application's grant draws from it (undefined for a quota of the amount).
 */
export function stepOne<V>(a: Arith<V>, state: State<V>, amount: V, policy: BoundaryPolicy, bits = 0, names?: QuotaNames<V>, stops: StopWords = ALLOCATION_STOPS, minimum?: PartialMinimum, row?: number, figure?: (q: number) => V | undefined): { out: Outcome<V>; next: State<V> } {
  const R = state.remaining;
  if (state.stopped) return { out: { status: NOT_FUNDED, amount: a.zero, why: STOPPED, before: R }, next: state };
  const quotas = state.quotas;
  // a quota used up leaves the application out, whatever the boundary policy; the walk goes on
  if (bits !== 0 && quotas) {
    for (let q = 0; q < quotas.length; q++) {
      const drawn = figure?.(q);
      if (bits & (1 << q) && a.cmp(quotas[q]!, drawn ?? amount) < 0) {
        const f = (v: V): string => (names ? names.format(v) : a.key(v));
        let why = drawn !== undefined ? figureExceeds(names?.figures?.[q] ?? "", f(drawn), f(quotas[q]!), names?.names[q] ?? String(q)) : `the quota '${names?.names[q] ?? q}' has ${f(quotas[q]!)} left, less than the ${f(amount)} asked`;
        // where the budget alone would refuse it too (nothing for it under the policy), that is a
        // ground of the refusal as well, and told with it (docs/language.md §14.5); the walk
        // still goes on, as after any quota's refusal
        if (R !== null && stepOne(a, { remaining: R, stopped: false }, amount, policy, 0, undefined, stops, minimum).out.status === NOT_FUNDED) why += `; ${NOR_BUDGET}`;
        return { out: { status: NOT_FUNDED, amount: a.zero, why, before: R, quota: q, quotaLeft: quotas[q]! }, next: state };
      }
    }
  }
  const spend = (remaining: V | null, stopped: boolean, granted: V): State<V> => {
    if (!quotas) return { remaining, stopped };
    if (bits === 0) return { remaining, stopped, quotas };
    return { remaining, stopped, quotas: quotas.map((left, q) => (bits & (1 << q) ? a.sub(left, figure?.(q) ?? granted) : left)) };
  };
  if (policy === "reach" && R !== null) {
    // funded in full while the budget is not yet reached; the one that reaches or passes it is
    // the last
    // nothing left while the walk has not stopped: a budget of 0 (or a stage's), reached before
    // any application (§14.1; review32's D3) — exhausted, as `partial` says, not "reached by the
    // applications before it", of which there are none
    if (a.cmp(R, a.zero) <= 0) return { out: { status: NOT_FUNDED, amount: a.zero, why: EXHAUSTED, before: R }, next: { ...state, stopped: true } };
    const reaches = a.cmp(amount, R) >= 0;
    return { out: { status: FUNDED, amount, why: a.cmp(amount, R) > 0 ? CROSSES : reaches ? REACHES : FITS, before: R }, next: spend(a.sub(R, amount), reaches, amount) };
  }
  if (R === null || a.cmp(amount, R) <= 0) {
    return { out: { status: FUNDED, amount, why: R === null ? UNLIMITED : FITS, before: R }, next: spend(R === null ? null : a.sub(R, amount), false, amount) };
  }
  switch (policy) {
    case "stop":
      // nothing left when its turn came (the budget, or every place, given exactly): exhausted, as
      // `partial` says — not "does not fit", nor, for those after it, "stopped at" it (drafter34's
      // finding 7: K11 named to K08 where all gardens were given); a stage the later ones follow
      // keeps its words, which say they go on
      return { out: { status: NOT_FUNDED, amount: a.zero, why: a.cmp(R, a.zero) <= 0 && stops.here === DOES_NOT_FIT_STOP ? EXHAUSTED : stops.here, before: R }, next: { ...state, stopped: true } };
    case "skip":
      return { out: { status: NOT_FUNDED, amount: a.zero, why: DOES_NOT_FIT_SKIP, before: R }, next: state };
    case "partial": {
      // below the minimum for a partial grant: not funded, and the walk stops or goes on
      const below = minimum && a.cmp(R, a.zero) > 0 ? belowMinimum(a, R, amount, minimum, stops) : undefined;
      if (below !== undefined) return { out: { status: NOT_FUNDED, amount: a.zero, why: below, before: R, belowMinimum: true }, next: minimum!.otherwise === "skip" ? state : { ...state, stopped: true } };
      if (a.cmp(R, a.zero) > 0) {
        // with the applicant's consent (law32): declined, the walk stops or goes on as below the
        // minimum; not recorded, the reduced award is offered and the row left indeterminate, the
        // walk going on as if it accepts (select.ts warns of it)
        const answer = minimum?.answerOf && row !== undefined ? minimum.answerOf(row) : ANSWER_YES;
        if (answer === ANSWER_NO) return { out: { status: NOT_FUNDED, amount: a.zero, why: declined(minimum!.format(a.decimal(R)), minimum!.otherwise === "skip" ? "passed over" : stops.belowHere), before: R }, next: minimum!.otherwise === "skip" ? state : { ...state, stopped: true } };
        if (answer === ANSWER_ABSENT) return { out: { status: INDETERMINATE, amount: a.zero, why: offered(minimum!.format(a.decimal(R)), minimum!.field ?? ""), before: R, offered: R }, next: spend(a.zero, true, R) };
        return { out: { status: PARTIAL, amount: R, why: minimum && (minimum.amount !== undefined || minimum.share !== undefined) ? atMinimum(a, R, amount, minimum) : PARTLY, before: R }, next: spend(a.zero, true, R) };
      }
      return { out: { status: NOT_FUNDED, amount: a.zero, why: EXHAUSTED, before: R }, next: { ...state, stopped: true } };
    }
    case "full":
    case "reach":
      // what is left goes negative: the award in full passes the budget by that much
      return { out: { status: FUNDED, amount, why: BEYOND, before: R }, next: spend(a.sub(R, amount), true, amount) };
  }
}

/** The key of a state, for sets of states (walk, everyOrder). */
export function keyOf<V>(a: Arith<V>, s: State<V>): string {
  let k = `${s.remaining === null ? "∞" : a.key(s.remaining)}|${s.stopped ? 1 : 0}`;
  if (s.quotas) for (const q of s.quotas) k += "|" + a.key(q);
  return k;
}

/**
 * Under `stop` in a stage that is not the last, after an open tie that stops the stage in every
 * order but at no one application: the rows after it are told the stage stopped and the later
 * stages go on (copyStage: or that none considers them), not that the allocation stopped (mendstage31, M3).
 */
export const STAGE_STOPPED = `this stage stopped at an earlier application that did not fit; ${GO_ON}`;
/** sayItStoppedInEveryOrder's words in a stage that is not the last, under `full` and `reach` (tieorder32): the stage stops, not the allocation */
const STAGE_PASSED_EARLIER = `the budget was passed by a grant in full to an earlier application, and this stage stops there; ${GO_ON}`;
const STAGE_REACHED_EARLIER = `an earlier application reached the budget and was funded in full; nothing more is funded in this stage; ${GO_ON}`;
export function sayStageStopped(why: string[], rows: ArrayLike<number>): void {
  for (let x = 0; x < rows.length; x++) if (why[rows[x]!] === STOPPED) why[rows[x]!] = STAGE_STOPPED;
}

/**
 * Every order of an unbroken tie stopped, at an application that differs by order or leaving a
 * different remainder (no `stopRow`): under `full` and `reach` the stop was a grant in full
 * beyond the budget, not an application that did not fit — said so, of no one application
 * (mendfix29; the remainder's "at least …, whichever order the tie takes" is remainder.ts's).
 * `rows`: a stage's own (its walk shares the reasons' column with the other stages); all where absent.
 */
export function sayItStoppedInEveryOrder(why: string[], policy: "full" | "reach", rows?: ArrayLike<number>, stage = false): void {
  // in a stage that is not the last the stage stops, and the later stages go on (copyStage: or none considers it; tieorder32)
  const text = stage ? (policy === "full" ? STAGE_PASSED_EARLIER : STAGE_REACHED_EARLIER) : policy === "full" ? "the budget was passed by a grant in full to an earlier application, and the allocation stops there" : "an earlier application reached the budget and was funded in full; nothing is funded after it";
  if (rows) {
    for (let x = 0; x < rows.length; x++) if (why[rows[x]!] === STOPPED) why[rows[x]!] = text;
  } else for (let r = 0; r < why.length; r++) if (why[r] === STOPPED) why[r] = text;
}
