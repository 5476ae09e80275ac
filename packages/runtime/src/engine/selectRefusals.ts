// The refusals of one regime's selection (select.ts): the rule and source each refusal cites
// (a quota, first come, a group, a stage, a minimum grant or the boundary rule), the words of the
// row the allocation stopped at, the reasons read from them when asked (refusals.ts), cited now;
// and the words of the rows after the stop (`sayWhereItStopped`).
import type { BoundaryPolicy } from "../spec.js";
import type { Reason } from "../result.js";
import type { Assessor } from "./assess.js";
import type { RegimeRows } from "./regimeRows.js";
import type { Staged } from "./stages.js";
import type { Cited } from "./groups.js";
import { FUNDED, NOT_FUNDED, PARTIAL, RESERVE, STOPPED } from "./allocate.js";
import { ALLOCATION_STOPS, DOES_NOT_FIT_STOP, EXHAUSTED, STAGE_BELOW, stopsHere, stopsHereAtMost, type StopWords } from "./step.js";
import { RESERVED, reservedIn } from "./reserve.js";
import { stageName } from "./stageReasons.js";
import { keptOutBy, stageRefusalSource, stageSplits } from "./cite.js";
import { citeRefusals, refusalReasons, type ReasonsOf } from "./refusals.js";

/** What the reasons of a selection's refused rows are made from (select.ts `decide`). */
export interface SelectionRefused<V> {
  readonly as: Assessor;
  readonly rr: RegimeRows;
  readonly staged: Staged<V> | undefined;
  readonly status: Uint8Array;
  readonly order: Uint32Array;
  readonly quotaRefused: ReadonlyMap<number, number>;
  readonly groupSource: Cited | undefined;
  /** received after first come's ceiling: not assessed (fcfs.ts) */
  readonly notAssessed: ReadonlySet<number> | undefined;
  readonly prorata: boolean;
  /** pro rata's own sums were taken: it refused no one (but a share below a minimum grant) */
  readonly proRataSums: boolean;
  /** row r's words as the results read them, and what was left before it */
  readonly why: (r: number) => string;
  readonly before: (r: number) => string | undefined;
  /** the rows whose `before` is the most any order of their tie leaves them (Selection.atMost) */
  readonly atMost?: ReadonlySet<number>;
  /** what row r asked, with its unit */
  readonly asked: (r: number) => string;
  readonly reservePlace: Uint32Array | undefined;
  /** a row on a stage's own list: that stage (−1: the allocation's list; absent: no stage keeps one) */
  readonly reserveList: Int16Array | undefined;
  /** the cap's ground of a row a group's cap bars (reserve.ts) */
  readonly capGround: ReadonlyMap<number, Reason>;
}

/** Row r's reasons in the results (`Selection.reasons`); every source they cite is cited now. */
export function selectionReasons<V>(x: SelectionRefused<V>): ReasonsOf {
  const { as, rr, staged, status, groupSource, notAssessed, capGround } = x;
  const alloc = rr.regime.allocation;
  const quotaSpecs = alloc.quotas ?? [];
  const boundaryName = alloc.boundarySource ?? alloc.source;
  // pro rata with a minimum grant refuses the shares below it: their refusal cites the clause's source
  const minimum = x.prorata && alloc.proRata!.minimum !== undefined;
  const minimumSource = minimum ? alloc.proRata!.source : undefined;
  // the rule and source of a refusal: a quota's refusal cites the quota; one received after the
  // ceiling of first come, the first-come rule; a group's item, its source; a stage's, the stage's;
  // any other the boundary rule
  const sourceName = (r: number, q: number | undefined): string | undefined => {
    const at = staged ? staged.stageOf[r]! : -1;
    const stage = at >= 0 ? alloc.stages![at] : undefined;
    return groupSource?.get(r) ?? (q !== undefined ? quotaSpecs[q]!.source ?? boundaryName : notAssessed?.has(r) ? alloc.firstCome!.source ?? boundaryName : stage ? (status[r] === STAGE_BELOW ? stage.threshold?.source ?? stage.source ?? boundaryName : stageRefusalSource(stage, boundaryName, keptOutBy(alloc.stages!, at, status[r]!, rr.stageBits, r))) : minimumSource ?? boundaryName);
  };
  // a row on the reserve list: its refusal, then its place on the list, citing the list's source
  // (cited now, after the refusals' sources: the table of sources is written before the rows;
  // not cited where no one is on the list)
  const split = staged ? stageSplits(staged.parts, alloc.stages!, boundaryName, as.citer, quotaSpecs) : undefined;
  // the reason of the row the allocation stops at says its amount and what was left (its step
  // says both beside the walk's words); of places too, their counts (words24)
  const refusalWhy = (r: number): string => {
    const t = x.why(r);
    const left = t === DOES_NOT_FIT_STOP ? x.before(r) : undefined;
    return left === undefined ? t : x.atMost?.has(r) ? stopsHereAtMost(x.asked(r), left) : stopsHere(x.asked(r), left);
  };
  const refusals = { as, status, why: refusalWhy, order: x.order, quotaRefused: x.quotaRefused, quotaNames: quotaSpecs.map((q) => q.name), sourceName, refuses: !x.proRataSums || minimum, ...(split ? { split } : {}) };
  citeRefusals(refusals);
  // on a stage's own list: the list named, citing the stage's `reserve` (one reason per list, made once)
  const onList = x.reservePlace && status.includes(RESERVE);
  const byList = new Map<number, Reason>();
  const reservedOn = (s: number): Reason => {
    let reason = byList.get(s);
    if (!reason) {
      const st = s >= 0 ? alloc.stages![s]! : undefined;
      byList.set(s, (reason = Object.freeze({ rule: "reserve", source: as.citer.cite(st ? st.reserveSource ?? st.source ?? alloc.source : alloc.reserveSource ?? alloc.source), message: st ? reservedIn(stageName(st)) : RESERVED })));
    }
    return reason;
  };
  const list = x.reserveList;
  // each list someone is on, its source cited now (the table of sources is written before the rows)
  if (onList) {
    if (!list) reservedOn(-1);
    else for (let r = 0; r < status.length; r++) if (status[r] === RESERVE) reservedOn(list[r]!);
  }
  const reserved = onList ? (list ? (r: number) => reservedOn(list[r]!) : ((one) => () => one)(reservedOn(-1))) : undefined;
  const refusedFor = refusalReasons({ ...refusals, reserved, ...(onList && list ? { listOf: (r: number) => list[r]! } : {}) });
  // a group's cap with no room for the row: its own ground after the refusal's, before a place on the list
  const capThen = (r: number, base: Parameters<typeof refusedFor>[1]): readonly Reason[] => {
    const all = refusedFor(r, base);
    return status[r] === RESERVE ? Object.freeze([...all.slice(0, -1), capGround.get(r)!, all[all.length - 1]!]) : Object.freeze([...all, capGround.get(r)!]);
  };
  return capGround.size === 0 ? refusedFor : (r, base) => (capGround.has(r) && (status[r] === NOT_FUNDED || status[r] === RESERVE) ? capThen(r, base) : refusedFor(r, base));
}

/**
 * The applications after the allocation stopped say where and why it stopped — "the budget was
 * reached by N05" — instead of the walk's generic "stopped at an earlier application"; under
 * `stop`, in the words `stops` of the walk (a stage that is not the last: the later stages go on);
 * `belowMinimum` (Walked.belowMinimum): the rows a minimum for a partial grant refused, told by the flag.
 */
export function sayWhereItStopped(why: string[], status: Uint8Array, stop: number, policy: BoundaryPolicy, id: string, stops: StopWords = ALLOCATION_STOPS, belowMinimum?: ReadonlySet<number>): void {
  const st = status[stop]!;
  const text =
    policy === "reach" ? (st === FUNDED ? `the budget was reached by ${id}; nothing is funded after it` : `the budget was reached before ${id}; nothing is funded from there on`)
    : policy === "partial" ? (st === PARTIAL ? `the budget was used up by the partial grant to ${id}` : belowMinimum?.has(stop) ? stops.atBelow(id) : consentStop(why[stop]!, id, stops) ?? `the budget was used up before ${id}`)
    : policy === "full" ? `the budget was passed by the grant in full to ${id}, and the allocation stops there`
    // used up exactly before it: nothing was left for any after it, whom it does not concern (drafter34's finding 7)
    : why[stop] === EXHAUSTED ? EXHAUSTED
    : stops.at(id);
  for (let r = 0; r < why.length; r++) if (why[r] === STOPPED && r !== stop) why[r] = text;
}

/**
 * Where the walk stopped at an application asked for its consent to a reduced award (step.ts,
 * law32): it declined (`else stop`), or its answer is not recorded and the remainder is held for
 * it — not "the budget was used up before" it, which it was not (whys.ts STOPPED_DECLINED, HELD).
 */
function consentStop(at: string, id: string, stops: StopWords): string | undefined {
  if (at.startsWith("declined the reduced award ")) return stops === ALLOCATION_STOPS ? `the allocation stopped at ${id}, which declined the reduced award` : `this stage stopped at ${id}, which declined the reduced award; the later stages go on`;
  if (at.startsWith("offered the remaining ")) return `the remaining budget is held for ${id}, offered it in part`;
  return undefined;
}
