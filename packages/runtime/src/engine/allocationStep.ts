// The allocation step of an explanation (narrate.ts): what was granted of what was asked, or why
// nothing, and what was left before — the fact of each row (`allocationHook`); for a writer that
// prints texts only, its words per shape filled per row are allocationWords.ts'. Split from narrate.ts.
import { FUNDED, INDETERMINATE, NOT_FUNDED, PARTIAL, PRO_RATA, RESERVE, STATUS } from "./allocate.js";
import { STAGE_BELOW, STOPPED } from "./step.js";
import { keptOutBy, stageSource } from "./cite.js";
import type { Run } from "./record.js";
import type { AllocationColumns, Selection } from "./select.js";
import type { TraceFact } from "./trace.js";
import { hasOwnBudget, lastStageWhy } from "./stageSteps.js";
import { groupCaps } from "./groupCapsFact.js";
import { stageName } from "./stageReasons.js";
import type { PlaceBlock, Placed } from "./placeBlock.js";
import { textAtMost } from "../minor.js";
import { Decimal } from "../decimal.js";
import type { Sink } from "./narrate.js";

/** The source a ranked application received after first come's ceiling is refused under (as its reason cites: select.ts `sourceName`). */
export const notAssessedSource = (alloc: Selection["regime"]["allocation"]): string | undefined => alloc.firstCome?.source ?? alloc.boundarySource ?? alloc.source;

export type AllocationFact = Extract<TraceFact, { kind: "allocation" }>;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** What was left in words without its unit (the unit is the allocation's, as `before` words it). */
/** what a group funded together asks, in a member's reason (groupUnits.ts `label`) */
const TOGETHER_SUM = /, with its .+? \((?:[^()]*); together ([^;()]+)\)/;
const plainOf = (before: string, unit: string | null): string => (unit && before.endsWith(` ${unit}`) ? before.slice(0, -unit.length - 1) : before);

/** The last value left before, by place (placeBlock.ts), and its words without the unit. */
const lastLeft: { value: number; columns: AllocationColumns | undefined; plain: string } = { value: NaN, columns: undefined, plain: "" };

/** The last amount left before an application cut from its unit (allocation). */
const lastPlain: { before: string | undefined; unit: string | null; plain: string } = { before: undefined, unit: null, plain: "" };

/** The reading of the boundary rule the call chose, the same for every row of a call: the last one made, given again while the parameter and the value are the same (a fact is read-only). */
let lastReading: NonNullable<AllocationFact["reading"]> | undefined;
function readingOf(parameter: string, value: string): NonNullable<AllocationFact["reading"]> {
  if (lastReading?.parameter !== parameter || lastReading.value !== value) lastReading = { of: "boundary", parameter, value };
  return lastReading;
}

/** What `allocationFact` reads: the row being handed on (set just before, cleared after). */
export const pendingAllocation: { run: Run | undefined; sel: Selection | undefined; r: number; b: PlaceBlock | undefined; at: number; st: number; q: number | undefined; gsrc: string | undefined; ownRule: boolean } = { run: undefined, sel: undefined, r: 0, b: undefined, at: -1, st: 0, q: undefined, gsrc: undefined, ownRule: false };

/**
 * Whether the row `pendingAllocation` holds could have been refused because the allocation had
 * stopped at an earlier application: refused or on the reserve list, and not by a quota, a group's
 * item or first come, nor by a stage but where it ended the allocation (the fact and
 * `allocationText` then compare what was left with the request, each in its own form).
 */
export function refusedAfterStop(): boolean {
  const { r, st, q, gsrc } = pendingAllocation;
  const s = pendingAllocation.sel!;
  if (!((st === NOT_FUNDED || st === RESERVE) && q === undefined && gsrc === undefined && !s.notAssessed?.has(r))) return false;
  if (s.staged === undefined) return true;
  // in stages: where the stage that decided it had ended the allocation at an earlier row (its
  // plain stop or a partial minimum's `else stop`, step.ts ALLOCATION_STOPS), not a quota's refusal;
  // or where the last stage stopped at a tie left open, as a walk without stages words it (STOPPED:
  // no one application stopped it; drafter32's finding 2)
  const last = s.staged.parts(r).at(-1);
  return last !== undefined && last.quota === undefined && (last.text.startsWith(STOPPED_AT) || (last.text === STOPPED && last.stage === s.regime.allocation.stages!.length - 1));
}

/** the words of the rows after a stage that ended the allocation (step.ts `ALLOCATION_STOPS.at`, `atBelow`) */
const STOPPED_AT = "the allocation stopped at ";

/**
 * The allocation's reason for the row `pendingAllocation` holds: where earlier stages considered
 * it, the last stage's (their lines say what they did, stagePasses); else why, as gathered by
 * place where the row is written in order (`inOrder`).
 */
export function allocationWhy(inOrder: boolean): string {
  const { r, b, at } = pendingAllocation;
  const s = pendingAllocation.sel!;
  return (s.staged && lastStageWhy(s.regime.allocation.stages!, s.staged, r)) ?? (inOrder && b!.why ? b!.why[at]! : s.why(r));
}

/** Whether a quota refused the row `pendingAllocation` holds: the call's, or in the stage that decided it, the stage's. */
export function refusedByQuota(): boolean {
  const { r, q } = pendingAllocation;
  const s = pendingAllocation.sel!;
  return q !== undefined || (!!s.staged && s.staged.parts(r).at(-1)?.quota !== undefined);
}

/** Whether a stage decided the row `pendingAllocation` holds (what was left before it is the stage's). */
export function decidedInStage(): boolean {
  const s = pendingAllocation.sel!;
  return !!s.staged && s.staged.stageOf[pendingAllocation.r]! >= 0;
}

/**
 * The reading of the boundary rule the call chose, where the scheme leaves it to the call — not
 * where the stage that decided has a boundary rule of its own (`at boundary partial per art10_3`,
 * a pro-rata boundary): that rule decided, and the call's reading was not read (drafter12).
 */
export function allocationReading(): AllocationFact["reading"] {
  const { st, ownRule } = pendingAllocation;
  const s = pendingAllocation.sel!;
  const alloc = s.regime.allocation;
  return alloc.boundaryReading && st !== PRO_RATA && !ownRule ? readingOf(alloc.boundaryReading, s.policy) : undefined;
}

/** The allocation fact of the row `pendingAllocation` holds: what was asked, granted and left before, and why. */
function allocationFact(): TraceFact {
  const { r, b, at, st } = pendingAllocation;
  const s = pendingAllocation.sel!;
  const alloc = s.regime.allocation;
  const unit = alloc.unit ?? null;
  // a row written in order: what was asked, granted and left, and why, as gathered by place
  // (placeBlock.ts: the same columns `requested`, `amount`, `before` and `why` read by row)
  const c = b?.asks ? s.columns : undefined;
  let plain: string | undefined;
  if (c) {
    const v = b!.left![at]!;
    // the amount without its unit, worded once for the same value (every refusal after the stop)
    if (v !== v) plain = undefined;
    else if (v === lastLeft.value && c === lastLeft.columns) plain = lastLeft.plain;
    else (plain = plainOf(c.left(v), unit)), (lastLeft.value = v), (lastLeft.columns = c), (lastLeft.plain = plain);
  } else {
    const before = s.before(r);
    // the amount without its unit, cut once for the same text (every refusal after the stop)
    if (before !== undefined && before === lastPlain.before && unit === lastPlain.unit) plain = lastPlain.plain;
    else {
      plain = before === undefined ? undefined : plainOf(before, unit);
      if (plain !== undefined) (lastPlain.before = before), (lastPlain.unit = unit), (lastPlain.plain = plain);
    }
  }
  const contingent = st === INDETERMINATE ? s.contingent(r) ?? "0" : undefined;
  // refused although what is left covers the request: the allocation had stopped at an earlier
  // application — not where a quota, a group's item, first come or a stage refused it
  const requested = c ? c.format(b!.asks![at]!) : s.requested(r);
  // a member of a group funded together is asked as its group: the group's sum against what was
  // left (groupUnits.ts "…, with its Team 'T1' (B 2, C 2; together 4)"), not its own ask — the
  // twins passed over where one place is left were not refused after a stop (FINDINGS39 13)
  const why = allocationWhy(c !== undefined);
  const together = TOGETHER_SUM.exec(why)?.[1];
  const stoppedBefore = refusedAfterStop() && plain !== undefined && textAtMost(together === undefined ? requested : plainOf(together, unit), plain);
  // members set in the fact's order (a trace prints them so), optional ones where they apply
  const fact = { kind: "allocation", status: STATUS[st]!, requested: { value: requested, unit }, granted: { value: c ? c.format(b!.granted![at]!) : s.amount(r), unit }, remainingBefore: plain === undefined ? null : { value: plain, unit } } as Mutable<AllocationFact>;
  if (stoppedBefore) fact.stoppedBefore = stoppedBefore;
  if (plain !== undefined && s.atMost?.has(r)) fact.remainingAtMost = true;
  fact.why = why;
  if (contingent !== undefined) fact.contingent = { value: contingent, unit };
  if (contingent !== undefined && s.staged?.contingentAtMost?.has(r)) fact.contingentAtMost = true;
  if (contingent !== undefined && s.consentOpen?.has(r)) fact.contingentOnOffer = s.consentOpen.get(r)!;
  const reading = allocationReading();
  if (reading !== undefined) fact.reading = reading;
  if (s.budgetFrom) fact.budget = s.budgetFrom;
  if (alloc.places) fact.places = true;
  if (alloc.places && alloc.quantityUnit !== undefined) fact.quantityUnit = alloc.quantityUnit;
  // the minimum for a partial grant, on the application it decided (granted in part, or refused below it)
  // in a stage with a boundary of its own, that boundary's (partial30)
  const stage = s.staged && s.staged.stageOf[r]! >= 0 ? alloc.stages![s.staged.stageOf[r]!] : undefined;
  const pm = stage?.boundary ? stage.partialMinimum : alloc.partialMinimum;
  // (a consent without a minimum, `partial with consent <field>`, has none to state: law32)
  if (pm && (pm.percent !== undefined || pm.amount !== undefined) && (st === PARTIAL || s.belowMinimum?.has(r))) {
    const places = decimalsOf(requested);
    fact.partialMinimum = pm.percent !== undefined ? { percent: pm.percent, otherwise: pm.otherwise } : { amount: { value: new Decimal(pm.amount!).toFixed(places), unit }, otherwise: pm.otherwise };
  }
  // the allocation's own pro-rata share ("pro rata: A × B / T, …", a stage's or a group's says
  // whose share it is before it): its B is the budget the scheme names
  if (alloc.budgetTitle !== undefined && !s.staged && fact.why.startsWith("pro rata: ")) fact.budgetTitle = alloc.budgetTitle;
  if (alloc.amountSteps) fact.computed = true;
  // a quota refused it (the reason gives the quota's remainder), a stage decided it (what was
  // left is the stage's): narration/remainder.ts labels the remainder by these
  if (refusedByQuota()) fact.quota = true;
  if (decidedInStage()) {
    fact.inStage = true;
    if (hasOwnBudget(alloc.stages![s.staged!.stageOf[r]!]!)) fact.ownBudget = true;
  }
  const caps = groupCaps(pendingAllocation.run!, s, r, fact.why, decimalsOf(requested));
  if (caps) fact.groupCaps = caps;
  const share = s.byWeight?.(r);
  if (share) fact.byWeight = share;
  return fact;
}

/** the places a formatted amount is written to ("100.01": 2) */
const decimalsOf = (v: string): number => (v.includes(".") ? v.length - v.indexOf(".") - 1 : 0);

/** The hook `allocation` hands on (a writer knows it by identity: `allocationText`). */
export const allocationHook: () => TraceFact = allocationFact;

/** The allocation step: what was granted of what was asked, or why nothing, and what was left before. */
export function allocation(run: Run, s: Selection, r: number, add: Sink, placed?: Placed): void {
  const citer = run.as.citer;
  // a row written in order: its status as gathered by place (placeBlock.ts)
  const b = placed?.block;
  const at = placed ? placed.place - b!.from : -1;
  const alloc = s.regime.allocation;
  const st = b ? b.status[at]! : s.status[r]!;
  const q = s.quotaRefused.get(r);
  const gsrc = s.groupSource?.get(r);
  const stage = s.staged && s.staged.stageOf[r]! >= 0 ? alloc.stages![s.staged.stageOf[r]!] : undefined;
  // the source the row's reason cites too (select.ts sourceName): its group's, the quota's, first
  // come's for one received after the ceiling, the stage's (cite.ts stageSource: a grant in a stage
  // or a reservation cites it too), the boundary rule's; a grant in full outside a stage cites the
  // allocation's own provision (`allocation per`): it fitted, and the boundary rule (`at boundary
  // … per`) is the law on those that do not (drafter21's finding 1)
  const source = gsrc !== undefined ? citer.cite(gsrc) : st === PRO_RATA || (st === NOT_FUNDED && !stage && q === undefined && alloc.proRata !== undefined) ? citer.cite(stage?.proRata?.source ?? alloc.proRata?.source ?? alloc.source) : q !== undefined ? citer.cite(alloc.quotas![q]!.source ?? alloc.boundarySource ?? alloc.source) : s.notAssessed?.has(r) ? citer.cite(notAssessedSource(alloc)) : citer.cite(stage && st === STAGE_BELOW ? stage.threshold?.source ?? stage.source ?? alloc.source : stage ? stageSource(stage, st === NOT_FUNDED || st === RESERVE || st === INDETERMINATE, alloc.boundarySource ?? alloc.source, keptOutBy(alloc.stages!, s.staged!.stageOf[r]!, st, s.rows.stageBits, r)) : st === FUNDED ? alloc.source : alloc.boundarySource ?? alloc.source);
  // the fact made by one hook for every row, from what is set here (a sink calls a hook, if at
  // all, before it returns: Sink), not by a closure per row
  const p = pendingAllocation;
  (p.run = run), (p.sel = s), (p.r = r), (p.b = b), (p.at = at), (p.st = st), (p.q = q), (p.gsrc = gsrc);
  // the stage that decided has a boundary rule of its own: the call's reading was not read (drafter12)
  p.ownRule = stage !== undefined && (stage.boundary !== undefined || stage.proRata !== undefined);
  add("allocation", source, allocationFact);
  (p.run = undefined), (p.sel = undefined), (p.b = undefined), (p.gsrc = undefined);
  if ((st === RESERVE && s.reservePlace) || ((st === NOT_FUNDED || st === RESERVE) && s.capGround)) reserveOrCap(run, s, r, st, add);
  if (s.reserveTies) reserveTie(run, s, r, add);
  if (s.reserveBefore) reserveBefore(run, s, r, add);
}

/** Not funded, ranked before the last one funded, under a list that begins after it (`reserve N after the last funded`, §14.11): a step of its own, citing the list's source. */
function reserveBefore(run: Run, s: Selection, r: number, add: Sink): void {
  const last = s.reserveBefore!(r);
  if (last === undefined) return;
  const alloc = s.regime.allocation;
  add("allocation", run.as.citer.cite(alloc.reserveSource ?? alloc.source), () => ({ kind: "reserve-before", ...last }));
}

/** A member of a tie the reserve list ends inside (ties.ts `reserveTies`): a step of its own after its place or its refusal, citing the list's source. */
function reserveTie(run: Run, s: Selection, r: number, add: Sink): void {
  const tie = s.reserveTies!.get(r);
  if (!tie) return;
  const alloc = s.regime.allocation;
  const self = tie.rows.indexOf(r);
  const on = tie.placed[self]!;
  // (at most 20 ids of each: a tie of thousands at the list's end stays a short fact)
  const tied = tie.ids.filter((_, k) => k !== self);
  const others = tie.ids.filter((_, k) => k !== self && tie.placed[k] !== on);
  // the list the tie's placed members are on: a stage's own, or the allocation's
  const first = tie.rows[tie.placed.indexOf(true)]!;
  const list = s.reserveList ? s.reserveList(first) : -1;
  const stage = list >= 0 ? alloc.stages![list]! : undefined;
  add("allocation", run.as.citer.cite(stage ? stage.reserveSource ?? stage.source ?? alloc.source : alloc.reserveSource ?? alloc.source), () => ({ kind: "reserve-tie", on, with: tied.slice(0, 20), tied: tied.length, others: others.slice(0, 20), across: others.length, ...(stage ? { list: stage.name, title: stageName(stage) } : {}) }));
}

/** A place on the reserve list, or a group's cap that bars the row too: a step of its own. (Apart: their closures would make `allocation`'s variables a context allocated for every row.) */
function reserveOrCap(run: Run, s: Selection, r: number, st: number, add: Sink): void {
  const alloc = s.regime.allocation;
  // a place on the reserve list is the reserve list's own provision: a step of its own, citing it
  const list = st === RESERVE && s.reserveList ? s.reserveList(r) : -1;
  const stage = list >= 0 ? alloc.stages![list]! : undefined;
  // a group's cap with no room for it is its own ground: a step of its own, citing the cap's source (as its reason does), before its place on the list
  const cap = s.capGround?.(r);
  if (cap) add("allocation", cap.source, () => ({ kind: "cap", why: cap.message, ...(alloc.amountSteps ? { computed: true as const } : {}), ...(alloc.places ? { places: true as const } : {}) }));
  if (st === RESERVE && s.reservePlace) add("allocation", run.as.citer.cite(stage ? stage.reserveSource ?? stage.source ?? alloc.source : alloc.reserveSource ?? alloc.source), () => ({ kind: "reserve", place: s.reservePlace!(r), ...(stage ? { list: stage.name, title: stageName(stage) } : {}) }));
}
