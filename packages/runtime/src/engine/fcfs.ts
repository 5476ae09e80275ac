// First come, first served, as the law runs it (`first come first served [overshoot on …]` in an
// allocation). The ranking's first key is the moment of receipt, so the walk (allocate.ts) already
// takes applications in the order of receipt and an ineligible one takes nothing. What this
// module adds:
// - the moment the budget was used up (the ceiling): the first application in the walk after
//   which nothing is left, or at which the walk stops. Every application of the regime received
//   later — ranked or refused in assessment — was never to be assessed: it is `not_funded` with
//   "not assessed: the budget was used up before it was received", and a refusal in assessment is
//   not reported as its reason (assessment still ran, columnar, but its outcome is not the law's);
// - the declared reading of the overshoot that calls for a lottery among one moment's (one day's)
//   applications: what they *requested*, summed over all of them — ranked or not — before
//   assessment (rank.ts reads it through `Walkable.overshoot`).
// Applications refused in assessment at the very moment of the ceiling (the same day, at day
// granularity) are ordered against it by the draw of their key where the tie-break drew the
// ceiling's tie from a draw per key (the day's lottery draws every application of the day);
// otherwise — no lottery was held that day — they keep their refusal.
import type { TraceFact } from "./trace.js";
import { Decimal, ZERO } from "../decimal.js";
import { EvaluationError } from "../ops.js";
import type { BoundaryPolicy, Env, KeyValue, LotterySpec, RegimeSpec } from "../spec.js";
import { Draws, keyText } from "./draws.js";
import type { Arith } from "./arith.js";
import type { Cap } from "./groupUnits.js";
import { FUNDED, INDETERMINATE, KEPT_ROW, NOT_FUNDED, PARTIAL, RESERVE, type Overshoot } from "./allocate.js";
import { CHAIN, orderValue, type Ranking } from "./rank.js";
import type { Assessor } from "./assess.js";
import type { RegimeRows } from "./regimeRows.js";
import { formatDate } from "../time.js";
import { showMoment } from "../timeShow.js";
import type { Values } from "./shared.js";
import { allotted } from "./reasonWords.js";

/** An application of a first-come regime refused for lack of budget without assessment (`Assessor.kind`). */
export const NOT_ASSESSED = 6;

/** What a first-come regime keeps of each of its applications beside the ranked rows. */
export class FirstComeRows {
  /** applications the regime does not rank (refused in assessment) whose moment of receipt is known */
  readonly apps: number[] = [];
  /** their moment of receipt, as the ranking orders it */
  readonly moments: KeyValue[] = [];
  /** what they requested (the overshoot reading; zero without one) */
  readonly requested: Decimal[] = [];
  /** per ranked row: what it requested */
  readonly rowRequested: Decimal[] = [];
  /** the lottery read per key, if the tie-break has one, and the key of each app in `apps` */
  readonly lottery: LotterySpec | undefined;
  readonly lotteryKeys: (string | undefined)[] = [];

  constructor(readonly regime: RegimeSpec) {
    this.lottery = regime.ranking.tiebreak?.steps.find((s): s is LotterySpec => s.kind === "lottery" && s.key !== undefined);
  }

  /** Notes application i after assessment: ranked at `row`, or not ranked (row < 0). */
  note(i: number, row: number, env: Env): void {
    const fc = this.regime.allocation.firstCome!;
    let req = ZERO;
    try {
      if (fc.overshoot) req = fc.overshoot(env);
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
    }
    if (row >= 0) {
      this.rowRequested[row] = req;
      return;
    }
    const k = this.regime.ranking.keys[0];
    if (!k) return;
    try {
      const m = orderValue(k, k.get(env));
      let lk: string | undefined;
      const key = this.lottery?.key;
      if (key) {
        try {
          lk = keyText(key, orderValue(key, key.get(env)));
        } catch (e) {
          if (!(e instanceof EvaluationError)) throw e;
        }
      }
      this.apps.push(i);
      this.moments.push(m);
      this.requested.push(req);
      this.lotteryKeys.push(lk);
    } catch (e) {
      // a moment of receipt that cannot be read: the application stays refused as assessed
      if (!(e instanceof EvaluationError)) throw e;
    }
  }

  /** The overshoot reading for the walk (rank.ts), or undefined where the scheme declares none. */
  overshoot(rr: RegimeRows): Overshoot | undefined {
    if (!this.regime.allocation.firstCome!.overshoot) return undefined;
    const byMoment = new Map<string, Decimal>();
    for (let q = 0; q < this.apps.length; q++) {
      const key = String(this.moments[q]);
      byMoment.set(key, (byMoment.get(key) ?? ZERO).plus(this.requested[q]!));
    }
    const first = rr.keys[0] as Values<KeyValue>;
    return {
      requested: (r) => this.rowRequested[r] ?? ZERO,
      extra: (r) => byMoment.get(String(first.at(r))) ?? ZERO,
    };
  }
}

/**
 * The reason of every application received after the ceiling: the budget used up by the ceiling's
 * grant, or — `stopped` — the allocation ended at the ceiling, which did not fit in what was left
 * (under `stop` the budget is not used up: something is left, too little for the ceiling).
 * Where the key has a title (`let eingang_vollstaendig "der Eingang des vollständigen Antrags" = …`)
 * the words name the order by it, not by receipt: the moment may be the completeness, not the
 * receipt (drafter28's finding 4, fix29); `title` is the key's title as the scheme writes it, or
 * the description of the field that is the key (`complete_at: datetime(…) "the moment …"`,
 * mendfix29). A key with neither is the moment of receipt §14.13 makes first come's key: "received".
 */
export function notAssessedText(ceilingId: string, moment: string, stopped: boolean, belowMinimum = false, title?: string): string {
  // the stop below the minimum for a partial grant (fcfs29), by the key's title too (mendfix29)
  const why = stopped && belowMinimum ? "where what was left was less than the minimum for a partial grant" : "which did not fit in the remaining budget";
  if (title !== undefined)
    return stopped
      ? `not assessed: the allocation stopped before it in the order of “${title}” (at ${ceilingId}, “${title}”: ${moment}, ${why})`
      : `not assessed: the budget was used up before it in the order of “${title}” (the ceiling was reached by ${ceilingId}, “${title}”: ${moment})`;
  return stopped
    ? `not assessed: the allocation stopped before it was received (at ${ceilingId}, received ${moment}, ${why})`
    : `not assessed: the budget was used up before it was received (the ceiling was reached by ${ceilingId}, received ${moment})`;
}

/**
 * The reason of an application of the ceiling's own day (or moment) that the tie-break's lot put
 * after the ceiling (Kaderbesluit art. 23(3)): not that the ceiling was reached by one "received"
 * on the same date as its own, but that the lot among that day's applications placed it after the
 * one that reached it (drafter36's finding 12, mendd37). `unit` is "day" where the key is read to
 * the day, "moment" otherwise; `title` as in notAssessedText.
 */
export function notAssessedByLotText(ceilingId: string, moment: string, unit: "day" | "moment", title?: string): string {
  const among = title !== undefined ? `the applications of the same ${unit}` : `the applications received the same ${unit}`;
  return `not assessed: the budget was used up before it in the order of ${title !== undefined ? `“${title}”` : "receipt"}: the lot among ${among} (${moment}) placed it after ${ceilingId}, which reached the ceiling.`;
}

/** Whether a tie-break orders by lot alone (every step a lottery): what it puts after the ceiling, the lot did. */
function byLotAlone(regime: RegimeSpec): boolean {
  const steps = regime.ranking.tiebreak?.steps ?? [];
  return steps.length > 0 && steps.every((s) => s.kind === "lottery");
}

/**
 * The reason of what was received after a reserve list's last place, taken by `lastId` after the
 * ceiling (`listEnd`): the list was full — not the stop, which the applications between the
 * ceiling and the list's end came after too and were assessed (review29a's finding 2).
 */
export function listFullText(lastId: string, moment: string, title?: string): string {
  return title !== undefined ? `not assessed: the reserve list was full (its last place taken by ${lastId}, “${title}”: ${moment})` : `not assessed: the reserve list was full (its last place taken by ${lastId}, received ${moment})`;
}

/**
 * The place in the ranking at which the budget was used up: the first row after which nothing is
 * left (under full: less than nothing, since a budget used up exactly still funds the next in
 * full), or at which the walk stops (stop, partial, full, reach: the first not funded that no
 * quota refused, nor `passedOver`: refused below the minimum for a partial grant under `else skip`,
 * which the walk passes over as `skip` does). Undefined where the budget lasts, or where a tie the
 * law leaves open comes first.
 */
export function ceilingOf<V>(ranking: Ranking, status: Uint8Array, granted: (r: number) => V, a: Arith<V>, budget: V | null, policy: BoundaryPolicy, quotaRefused: ReadonlyMap<number, number>, caps?: CapsInOrder<V>, passedOver?: (r: number) => boolean): number | undefined {
  if (budget === null) return undefined;
  let left: V = budget;
  const { order } = ranking;
  for (let p = 0; p < order.length; p++) {
    const r = order[p]!;
    const st = status[r]!;
    if (st === KEPT_ROW) continue;
    if (st === INDETERMINATE) return undefined;
    if (st === FUNDED || st === PARTIAL) {
      caps?.funded(r, granted(r));
      // a grant of nothing uses nothing up (with nothing left from the start, no grant is the ceiling)
      if (a.cmp(granted(r), a.zero) <= 0) continue;
      left = a.sub(left, granted(r));
      // under full the budget used up exactly still funds the next in full: the ceiling is that one
      const c = a.cmp(left, a.zero);
      if (c < 0 || (c === 0 && policy !== "full")) return p;
    } else if ((st === NOT_FUNDED || st === RESERVE) && policy !== "skip" && !quotaRefused.has(r) && !caps?.refuses(r) && !passedOver?.(r)) return p;
  }
  return undefined;
}

/** A group's caps followed in the order of receipt: what each group holds so far, and whether a cap refuses the next of its members. */
export interface CapsInOrder<V> {
  funded(r: number, amount: V): void;
  /** whether the group's cap (its amount or its grants) refuses row r, from what it holds so far */
  refuses(r: number): boolean;
}

/**
 * First come with a cap per group walked application by application (no `together`, §14.12):
 * a member the cap refuses is passed over — the walk goes on, as after a quota's refusal — and is
 * not where the budget was used up. The walk tests the caps before the budget, so the replay of
 * what each group holds, in the order of receipt, tells the cap's refusals from the budget's.
 */
export function capsInOrder<V>(g: { readonly arith: Arith<V>; readonly asks: ArrayLike<V>; readonly keyOfRow: (r: number) => number; readonly limit: Cap<V> | null; readonly grants: Cap<number> | null }): CapsInOrder<V> | undefined {
  if (g.limit === null && g.grants === null) return undefined;
  const a = g.arith;
  const held = new Map<number, { granted: V; count: number }>();
  return {
    funded(r, amount) {
      const k = g.keyOfRow(r);
      if (k < 0) return;
      const h = held.get(k);
      if (h) (h.granted = a.add(h.granted, amount)), h.count++;
      else held.set(k, { granted: amount, count: 1 });
    },
    refuses(r) {
      const k = g.keyOfRow(r);
      if (k < 0) return false;
      const h = held.get(k);
      if (g.grants !== null && (h?.count ?? 0) + 1 > g.grants.of(k)) return true;
      return g.limit !== null && a.cmp(g.asks[r]!, h ? a.sub(g.limit.of(k), h.granted) : g.limit.of(k)) > 0;
    },
  };
}

/**
 * Where first come stops assessing, with a reserve list of `size` places (§14.13, "the
 * applications after the end of the list remain on it, in their order, and are admitted by
 * scrolling"): the applications received after the ceiling at place `p` are assessed and kept
 * on the list in the order of receipt, so the cut is the place of the ranking whose application
 * took the list's last place, or the ceiling where the list filled before it. Undefined where the
 * list never fills (`reserve all`, or fewer not funded than its places): nothing is left
 * unassessed.
 */
export function listEnd(order: ArrayLike<number>, p: number, reservePlace: ArrayLike<number>, size: number): number | undefined {
  if (!Number.isFinite(size)) return undefined;
  for (let q = 0; q < order.length; q++) if (reservePlace[order[q]!] === size) return Math.max(p, q);
  return undefined;
}

/**
 * Marks what came after the ceiling at place `p` of the ranking — after place `cut` (the ceiling,
 * or a reserve list's last place: `listEnd`): ranked rows at a later position that were not funded
 * get the reason (the returned set, which the reserve list passes over); applications of the
 * regime refused in assessment and received strictly later than the cut become NOT_ASSESSED, with
 * that reason instead of their refusal. The reason names the ceiling, where the budget was used up.
 */
export function markFirstCome(as: Assessor, rr: RegimeRows, fc: FirstComeRows, ranking: Ranking, p: number, cut: number, status: Uint8Array, why: string[], idOf: (r: number) => string, belowMinimum?: ReadonlySet<number>): Set<number> {
  const marked = new Set<number>();
  const { order, start } = ranking;
  const ceiling = order[p]!;
  const k = rr.keySpecs[0]!;
  const last = order[cut]!;
  const moment = rr.keys[0]!.at(last);
  const shown = rr.keys[0]!.at(ceiling);
  const momentOf = (v: number): string => (k.valueKind === "date" || (k.valueKind === "time" && k.granularity === "day") ? formatDate(v) : showMoment(v, k.granularity ?? "exact", k.zone));
  // after a list's last place taken later than the ceiling, the list was full: its words say so
  const text = cut > p ? listFullText(idOf(last), momentOf(moment as number), k.title ?? k.described) : notAssessedText(idOf(ceiling), momentOf(shown as number), status[ceiling] !== FUNDED && status[ceiling] !== PARTIAL, belowMinimum?.has(ceiling), k.title ?? k.described);
  // of the ceiling's own day, placed after it by the lot: the lot's words (drafter36's finding 12)
  const used = status[ceiling] === FUNDED || status[ceiling] === PARTIAL;
  const lotText = cut === p && used && ranking.flags[cut]! & CHAIN && byLotAlone(rr.regime) ? notAssessedByLotText(idOf(ceiling), momentOf(shown as number), k.valueKind === "date" || k.granularity === "day" ? "day" : "moment", k.title ?? k.described) : undefined;
  for (let q = cut + 1; q < order.length; q++) {
    const r = order[q]!;
    if (start[q] === start[cut] || status[r] !== NOT_FUNDED) continue;
    why[r] = lotText !== undefined && rr.keys[0]!.at(r) === shown ? lotText : text;
    marked.add(r);
  }
  const alloc = rr.regime.allocation;
  const source = as.citer.cite(alloc.firstCome!.source ?? alloc.source);
  const reason = { rule: "allocation", source, message: text };
  const lotReason = lotText !== undefined ? { rule: "allocation", source, message: lotText } : undefined;
  let shared: number | undefined;
  let lotShared: number | undefined;
  // at the ceiling's own moment, the order is the draw of its key: those drawn after the ceiling
  // were received after it
  const drawnAfter = ranking.flags[cut]! & CHAIN ? sameMomentOrder(as, rr, fc, last, idOf(last)) : () => false;
  for (let q = 0; q < fc.apps.length; q++) {
    const m = fc.moments[q] as number;
    if (!(m > (moment as number) || (m === moment && drawnAfter(q)))) continue;
    const i = fc.apps[q]!;
    as.kind[i] = NOT_ASSESSED;
    if (m === moment && lotReason) lotShared = as.replaceReasons(i, lotReason, lotShared);
    else shared = as.replaceReasons(i, reason, shared);
  }
  return marked;
}

/**
 * For the applications refused in assessment at the ceiling's own moment: whether the draw of
 * their key (the per-key lottery of the tie-break) puts them after the ceiling.
 */
function sameMomentOrder(as: Assessor, rr: RegimeRows, fc: FirstComeRows, ceiling: number, ceilingId: string): (q: number) => boolean {
  const step = fc.lottery;
  if (!step?.key) return () => false;
  let draws: unknown;
  try {
    draws = step.get(as.call);
  } catch (e) {
    if (!(e instanceof EvaluationError)) throw e;
  }
  if (!(draws instanceof Draws)) return () => false;
  const column = rr.keySpecs.indexOf(step.key);
  if (column < 0) return () => false;
  const key = keyText(step.key, rr.keys[column]!.at(ceiling));
  const draw = draws.of(key) ?? [];
  const at = draw.indexOf(ceilingId);
  if (at < 0) return () => false;
  return (q) => fc.lotteryKeys[q] === key && draw.indexOf(as.ids[fc.apps[q]!]!) > at;
}

/**
 * The explanation of an application received after the ceiling: only that (narrate.ts). A ranked
 * one (`ranked`: its selection's words and the source its refusal cites) whose amount the scheme
 * computes is told so too: nothing was worked out for it, so no amount is said (words23).
 */
export function notAssessedTo(as: Assessor, i: number, add: (step: "allocation", source: string | null, fact: () => TraceFact) => void, ranked?: { readonly why: string; readonly source: string | undefined }): void {
  const g = as.regimeOf[i]!;
  const regime = as.scheme.regimes[g]!;
  const alloc = regime.allocation;
  const why = ranked?.why ?? as.reasons.lists[as.reasonOf[i]!]![0]?.message ?? "not assessed";
  // worded as the allocation's other refusals: of a computed amount, the budget is not a subsidy's
  const computed = allotted(alloc) === "computed";
  add("allocation", as.citer.cite(ranked ? ranked.source : alloc.firstCome?.source ?? alloc.source), () => (computed ? { kind: "not-assessed", why, computed } : { kind: "not-assessed", why }));
}

/**
 * Whether ranked row r of selection s was received after first come's ceiling (not assessed) in an
 * allocation whose amount the scheme computes: no amount was worked out for it, so its result has
 * no `requested` and its explanation no amount (docs/language.md §14.13). Where the amount is the
 * one the application asks for, that is the data's and is kept.
 */
export function notWorkedOut(s: { readonly notAssessed?: ReadonlySet<number>; readonly regime: RegimeSpec }, r: number): boolean {
  return s.notAssessed?.has(r) === true && allotted(s.regime.allocation) === "computed";
}

/** Why a tie at a scope that follows the walk was not broken, in the explanation of its members. */
export function unbrokenTieText(regime: RegimeSpec): string {
  if (regime.allocation.firstCome?.overshoot) return `what the applications of its moment requested (${regime.allocation.firstCome.overshootText}) does not pass what was left`;
  if (regime.ranking.tiebreak?.scope === "decisive") return "no order of it changes anyone's outcome";
  return "it does not straddle the budget";
}
