// The stages of an allocation: an ordered list of walks over one budget. Each stage considers
// some of the regime's applications (its condition, or every one not yet funded), walks them in
// the regime's ranking with its own budget — an expression that may read what the earlier stages
// left (`left`), and what one of them left of its own budget (`unused <stage>`: it is then in that
// stage's totals) — and its own or the allocation's boundary policy, then says whether those it
// did not fund go on to the later stages. A reservation ("at least X for Y") is a stage whose unused part
// returns to what is left or lapses; an admission stage funds nothing and admits the first k (or
// as many as needed for their requests to reach a multiple of its budget) to the next stage.
// Each stage is the one walk of allocate.ts over a sub-ranking; nothing here decides a boundary.
// A stage ranks its candidates on its own — with its own ranking, or where the tie-break scope
// follows the walk (each stage's walk, with its budget) — through `rankStage` (rank.ts); the
// published order is then the stages' rankings one after another (`Staged.ranking`). A stage
// whose boundary is pro rata shares what is left among the tie that straddles it (stageShare.ts).
import { Decimal, minorOf, roundTo, ZERO } from "../decimal.js";
import type { StageTotals } from "../result.js";
import type { BoundaryPolicy, Rec, StageSpec } from "../spec.js";
import { callValue } from "../invalid.js";
import { MinorArith, type Arith } from "./arith.js";
import { INDETERMINATE, KEPT_ROW, walk, type QuotaNames, type Walkable, type Walked, type WalkInput, neverKept } from "./allocate.js";
import { ALLOCATION_STOPS, STAGE_BELOW, STAGE_STOPS, sayItStoppedInEveryOrder, sayStageStopped, type PartialMinimum, type StopWords } from "./step.js";
import type { Ranking } from "./rank.js";
import { copyStage, doneMark, finishRows, keptRows, laterStages, markCandidates, marksFor, publishedOrder, StageReasons, stageName, stageOfColumn, subRanking, type StageOf, type StagePart } from "./stageRows.js";
import { stageBit, stageWordsOf, thresholdBit, type StageBits } from "./regimeRows.js";
import { shareAtBoundary } from "./stageShare.js";
import { GroupCarry, stageGroupTotals, walkGroupStage, type StageGroupInput } from "./stageGroups.js";
import type { Cited, GroupTotal } from "./groups.js";
import { MAX_REMAINDERS, pastBound, settleFork } from "./stageFork.js";
import { takeOutBelow, type StageBelow } from "./stageThreshold.js";
import { admit } from "./stageAdmit.js";
import { breakTies, pastWays, waysToEnd, type TieOrders } from "./stageOrders.js";

export { NO_STAGE, stageName, type StageOf, type StagePart } from "./stageRows.js";

/** What the stages decided: the walk's columns over all rows, and which stage decided each. */
export interface Staged<V = Decimal> extends Walked<V> {
  /** per row: the index of the stage that decided it, NO_STAGE where none considered it */
  readonly stageOf: StageOf;
  /** per stage, in order */
  readonly totals: readonly StageTotals[];
  /** what reservations left unused and let lapse: gone from the budget */
  readonly lapsed: V;
  /**
   * Where stages rank on their own (`StagesInput.rankStage`): per stage its ranking of its
   * candidates, each row's place in the ranking of the stage that decided it, and the published
   * order — each stage's decided rows in its ranking, stage after stage, then the rows no stage
   * decided in the regime's ranking.
   */
  readonly rankings?: readonly Ranking[];
  readonly placeIn?: Uint32Array;
  readonly ranking?: Ranking;
  /** equals among whom a pro-rata stage's rounding steps fell by id order (as prorata.ts reports) */
  readonly arbitrary: readonly number[][];
  /** row r's reason stage by stage, in the order the stages considered it (StageReasons.parts) */
  readonly parts: (r: number) => readonly StagePart[];
  /** what was left before row r in stage s, which passed it over and let it go on, in words with the unit */
  readonly beforeIn: (r: number, s: number) => string | undefined;
  /** whether what was left before row r in stage s is the most any order of an unbroken tie left it there (that stage's Walked.atMost): its stage-pass line says "at most" (fix29) */
  readonly atMostIn?: (r: number, s: number) => boolean;
  /** rows granted alike in every order of a tie an earlier stage left open, in a stage that depends on the order (stageFork.ts): `stageOf` holds the tie's stage, the results name none */
  readonly stageOpen?: ReadonlySet<number>;
  /** indeterminate rows told the most any order of an earlier stage's open tie gives them (stageFork.ts `mostGiven`): "at most …, depending on the order the tie takes"; `stageVaries`: those whose stage differs between the orders (no "Decided in stage" line) */
  readonly contingentAtMost?: ReadonlySet<number>;
  readonly stageVaries?: ReadonlySet<number>;
  /** with a group (stageGroups.ts): its totals over every stage (where a cap is declared and no tie left the stages open), and the sources its items decided */
  readonly groups?: { readonly totals: (() => Record<string, GroupTotal>) | undefined; readonly cited: Cited };
}

export interface StagesInput<V> {
  readonly arith: Arith<V>;
  readonly asks: ArrayLike<V>;
  /** the allocation's budget (null: unlimited) */
  readonly budget: V | null;
  /** an amount computed as a Decimal (a stage's budget, rounded to the unit's places) in the walk's representation */
  readonly fromDecimal: (d: Decimal) => V;
  /** the allocation's boundary policy */
  readonly policy: BoundaryPolicy;
  readonly kept: (r: number) => boolean;
  readonly limits: readonly V[];
  readonly quotaBits?: Int32Array;
  /** per quota of a figure (§14.5), per row: what its grant draws from the quota, whichever stage funds it (the quota is the call's) */
  readonly figures?: readonly (ArrayLike<V> | undefined)[];
  readonly names?: QuotaNames<V>;
  /** the allocation's minimum for a partial grant (step.ts), read by a stage without a boundary of its own */
  readonly minimum?: PartialMinimum;
  /** a stage's own minimum, under the policy it reads (step.ts `partialMinimum` with the allocation's unit) */
  readonly minimumOf?: (pm: StageSpec["partialMinimum"], policy: BoundaryPolicy) => PartialMinimum | undefined;
  readonly ranking: Ranking;
  readonly call: Rec;
  readonly stages: readonly StageSpec[];
  /** per row: the conditions that hold, as bits (stageBit, thresholdBit) */
  readonly stageBits: StageBits;
  /** the currency's places (a stage budget is rounded down to them), or -1 for a quantity */
  readonly places: number;
  readonly idOf: (r: number) => string;
  /** "the allocation stopped at N05 …" for the rows after where a stage's walk stopped, in the stage's words `stops` */
  readonly stopped: (why: string[], status: Uint8Array, stop: number, policy: BoundaryPolicy, id: string, stops: StopWords, belowMinimum?: ReadonlySet<number>) => void;
  /** the amounts as the results print them, with the unit */
  readonly money: (v: V) => string;
  /** a computed amount (a Decimal, all its places) with the unit: a negative stage budget's error names it so */
  readonly show: (v: Decimal) => string;
  /**
   * Where some stage ranks on its own: the ranking of stage s over the rows `only` marks, with its
   * walk (for a tie-break scope that follows it; undefined for an admission stage or an open budget).
   */
  readonly rankStage?: (s: number, only: Uint8Array, walk: Walkable<V> | undefined) => Ranking | undefined;
  /** the allocation's group, walked application by application in each stage, its caps over every stage (stageGroups.ts) */
  readonly group?: StageGroupInput<V>;
  /** per row × stage: the reason of a row below a funding stage's own threshold (stageThreshold.ts) */
  readonly below?: StageBelow;
}

/**
 * A Decimal already rounded to the unit's places in the walk's representation: whole minor units
 * (safe, as every stage budget lies between zero and the allocation's budget; an amount an
 * admission stage admits to beyond the safe range is held as the largest safe one, which no sum
 * of requests reaches), or the Decimal itself.
 */
export function fromDecimal<V>(a: Arith<V>): (d: Decimal) => V {
  if (!(a instanceof MinorArith)) return (d) => d as unknown as V;
  const places = a.places;
  return (d) => (minorOf(d, places) ?? (d.isNeg() ? -Number.MAX_SAFE_INTEGER : Number.MAX_SAFE_INTEGER)) as unknown as V;
}

const OPEN_BEFORE = "what the earlier stages left depends on a tie the law does not break";
const NOT_CONSIDERED = "no stage of the allocation considers it";

/** Walks the stages in order (see the head of this file); where a tie leaves a stage's remainder open, the later stages once per remainder it may leave (stageFork.ts), and a later tie's the same way, within MAX_REMAINDERS walks in all. */
export function walkStages<V>(w: StagesInput<V>): Staged<V> {
  return walkFrom(w, [], MAX_REMAINDERS);
}

/** The stages walked with the remainders `forces` fixes; a tie after them that leaves at most `room` remainders walked once per remainder. */
function walkFrom<V>(w: StagesInput<V>, forces: readonly Force<V>[], room: number): Staged<V> {
  const base = walkOnce(w, forces, room);
  if (!base.fork) return base.staged;
  const { stage, remainders, ways } = base.fork;
  const forced: Force<V>[] = ways ? ways.map((orders) => ({ stage, orders })) : remainders!.map((remaining) => ({ stage, remaining }));
  const inner = Math.floor(room / forced.length);
  const runs = forced.map((f) => walkFrom(w, [...forces, f], inner));
  const ties = [...forces.map((f) => stageName(w.stages[f.stage]!)), stageName(w.stages[stage]!)];
  return settleFork(w.arith, ties, base.staged, stage, runs, base.replaceLast, base.say, w.stages.map(stageName));
}

/** A remainder a stage is taken to leave (one of those its tie may leave), or the orders its open ties are taken to take (one per way they can end: stageOrders.ts). */
interface Force<V> {
  readonly stage: number;
  readonly remaining?: V;
  readonly orders?: TieOrders;
}

interface Once<V> {
  readonly staged: Staged<V>;
  /** the stage whose tie left its remainder open, and each remainder it may leave (within MAX_REMAINDERS), or, where its members may go on, an order of its open ties per way they can end */
  readonly fork?: { readonly stage: number; readonly remainders?: readonly V[]; readonly ways?: readonly TieOrders[] };
  readonly replaceLast: (r: number, s: number, text: string) => void;
  readonly say: (r: number, s: number, text: string) => void;
}

/** One walk of the stages; `forces`: the remainders stages are taken to leave; `room`: the most remainders a tie after them may leave to be walked once each. */
function walkOnce<V>(w: StagesInput<V>, forces: readonly Force<V>[], room: number): Once<V> {
  const { arith: a, ranking, asks, stages } = w;
  const n = ranking.order.length;
  const words = stageWordsOf(stages.length);
  const status = new Uint8Array(n);
  const granted = a.grants(n);
  const why = new Array<string>(n).fill("");
  const before = a.column(n);
  // every stage's walk records in these columns (allocate.ts `into`), its rows set to a new
  // column's values first; its own words in `why`, which `say` then composes (StageReasons)
  const contingent = new Map<number, V>();
  const quotaRefused = new Map<number, number>();
  const atMost = new Set<number>();
  /** every stage's walk's atMost, by row × stage (what `atMostIn` reads) */
  const atMostIn = new Set<number>();
  /** the rows a minimum for a partial grant refused, as the stage that decided each says */
  const belowMinimum = new Set<number>();
  /** the ties a stage's walk left open, as the stage that decided their members left them (openTies.ts: the reserve list counts them) */
  const openTies = new Map<number, { readonly unfunded: readonly number[] | null }>();
  const stageOf = stageOfColumn(stages.length, n);
  const kept = keptRows(n, w.kept);
  const total = w.budget;
  let left: V | null = total;
  const totalDec = total === null ? null : a.decimal(total);
  let limits = w.limits;
  let open = false;
  let lapsed = a.zero;
  let admitted: Uint8Array | undefined;
  const totals: StageTotals[] = [];
  const rankings: Ranking[] = [];
  const arbitrary: number[][] = [];
  const reasons = new StageReasons<V>(why, stages, a.zero);
  const say = (r: number, s: number, text: string): void => reasons.say(r, s, text);
  /** per row: 1 + the stage whose candidates it is among (the last that considered it) */
  const mark = marksFor(stages.length, n);
  /** the mark of a row done: decided, or out (not considered again) */
  const done = doneMark(mark);
  const quotaBits = w.quotaBits && w.quotaBits.length ? w.quotaBits : undefined;
  const carry = w.group ? new GroupCarry(a, stages, w.group.format) : undefined;
  // per stage whose unused part a later stage's budget reads (`unused <stage>`): that part
  const carried = new Set(stages.flatMap((st) => st.budgetUnused ?? []));
  const unusedOf: (Decimal | undefined)[] = [];
  let fork: Once<V>["fork"];
  // the words of a later stage's applications where what it is given is open: a tie that left
  // more remainders than the engine walks says so
  let openWords = OPEN_BEFORE;
  for (let s = 0; s < stages.length; s++) {
    const stage = stages[s]!;
    const only = admitted;
    admitted = undefined;
    // the candidates, marked in the order the rows are held (sequential reads), then listed in
    // ranking order
    const mask = w.rankStage ? new Uint8Array(n) : undefined;
    const bit = stage.considers ? stageBit(s) : 0;
    const m = s + 1;
    // a stage that walks into the stages' columns (not open, no admission, pro rata or group)
    // has its candidates made to hold what new columns hold as they are marked
    const fresh = open || stage.admits || stage.proRata || carry ? undefined : { status, granted, zero: a.zero, why, before };
    let count = markCandidates(done, kept, w.stageBits, bit, words, s >> 4, only, mark, m, mask, fresh);
    // a funding stage's own threshold: those below it out of its ranking, before its walk (stageThreshold.ts)
    if (stage.threshold) count = takeOutBelow({ status, stageOf, mark, done, mask, say }, s, m, count, w.stageBits, words, s >> 4, thresholdBit(s), (r) => w.below?.get(r * stages.length + s));
    const policy = stage.boundary ? callValue(`boundary policy of the stage '${stage.name}'`, () => stage.boundary!(w.call)) : w.policy;
    // the minimum for a partial grant is the boundary's: a stage's own boundary brings its own (§14.1)
    const minimum = stage.proRata ? undefined : stage.boundary ? w.minimumOf?.(stage.partialMinimum, policy) : w.minimum;
    let budget: V | null = null;
    // the budget as written where it passed what the earlier stages left (the stage is given what is left)
    let cut: string | undefined;
    if (!open && left !== null && totalDec !== null) {
      // computed as a Decimal from what is left (never below zero), rounded down to the unit
      const l = a.cmp(left, a.zero) < 0 ? ZERO : a.decimal(left);
      let b = callValue(`budget of the stage '${stage.name}'`, () => stage.budget(w.call, l, totalDec, unusedOf), { text: stage.budgetText, show: w.show });
      if (w.places >= 0) b = roundTo(b, w.places, "down");
      // a stage spends the allocation's budget: never more than the earlier stages left of it
      if (b.cmp(l) > 0) {
        cut = a.format(w.fromDecimal(b));
        b = l;
      }
      budget = w.fromDecimal(b.isNeg() ? ZERO : b);
    }
    // the stage's ranking of its candidates: its own (or the regime's, following its walk), or the
    // regime's restricted to them
    const walkable: Walkable<V> | undefined = stage.admits || open ? undefined : { arith: a, asks, budget, policy: stage.proRata ? "stop" : policy, kept: neverKept, limits, ...(w.quotaBits ? { quotaBits: w.quotaBits } : {}), ...(w.figures ? { figures: w.figures } : {}), ...(minimum ? { minimum } : {}) };
    // the walks of allocate.ts and the admission keep nothing of the ranking: it is scratch where
    // walkStages does not return the stages' rankings (no `rankStage`)
    const sub = (mask && w.rankStage!(s, mask, walkable)) || subRanking(ranking, mark, m, count, !w.rankStage && !stage.proRata && !carry);
    rankings.push(sub);
    if (open) {
      for (const r of sub.order) {
        status[r] = INDETERMINATE;
        contingent.set(r, asks[r]!);
        stageOf[r] = s;
        mark[r] = done;
        say(r, s, openWords);
      }
      totals.push({ budget: null, awarded: a.format(a.zero), remaining: null });
      continue;
    }
    if (stage.admits) {
      admitted = admit(w, s, stage, sub, budget, status, stageOf, mark, done, say);
      let count = 0;
      let requested = a.zero;
      for (const r of sub.order) {
        if (!admitted[r]) continue;
        count++;
        requested = a.add(requested, asks[r]!);
      }
      // an admission by an amount (`admit to`, `admit closest to`): what those admitted asked together (§14.10)
      const sum = stage.admits.reach ? { admittedRequested: a.format(requested) } : {};
      totals.push({ budget: budget === null ? null : a.format(budget), ...(cut !== undefined ? { budgetAsWritten: cut } : {}), awarded: a.format(a.zero), remaining: budget === null ? null : a.format(budget), admitted: count, ...sum });
      continue;
    }
    const forced = forces.find((f) => f.stage === s);
    let coefficient: ReturnType<typeof shareAtBoundary>["coefficient"] = {};
    let walked: Walked<V>;
    let walkInput: WalkInput<V> | undefined;
    if (stage.proRata) {
      const shared = shareAtBoundary({ arith: a, asks, budget, ranking: sub, size: n, rounding: stage.proRata, fromDecimal: w.fromDecimal, idOf: w.idOf, money: w.money });
      ({ coefficient } = shared);
      arbitrary.push(...shared.arbitrary);
      walked = shared;
    } else {
      const stops = s < stages.length - 1 ? STAGE_STOPS : ALLOCATION_STOPS; // not the last: the stage stops, the later ones go on (§14.7)
      if (carry) walked = walkGroupStage(w.group!, carry, s, sub, n, { budget, policy, limits, quotaBits: w.quotaBits, figures: w.figures, names: w.names, stops }, w.stopped);
      else {
        // the stage's open ties taken in the orders a walk of the later stages is for (stageOrders.ts)
        const ranked = forced?.orders ? breakTies(sub, forced.orders) : sub;
        walkInput = { arith: a, asks, budget, policy, kept: neverKept, limits, quotaBits: w.quotaBits, ...(w.figures ? { figures: w.figures } : {}), names: w.names, stops, ranking: ranked, size: n, ...(minimum ? { minimum } : {}) };
        walked = walk({ ...walkInput, into: { status, granted, why, before } });
        if (walked.stopRow !== undefined) w.stopped(walked.why, walked.status, walked.stopRow, policy, w.idOf(walked.stopRow), stops, walked.belowMinimum);
        else if (walked.finalRemaining === "indeterminate" && (policy === "full" || policy === "reach")) sayItStoppedInEveryOrder(walked.why, policy, sub.order, stops === STAGE_STOPS);
        else if (stops === STAGE_STOPS) sayStageStopped(walked.why, sub.order);
      }
    }
    // a member of a tie told the most any order leaves it (Walked.atMost): as this stage's walk says
    if (atMost.size) for (const r of sub.order) atMost.delete(r);
    if (walked.atMost) for (const r of walked.atMost) atMost.add(r), atMostIn.add(r * stages.length + s);
    if (minimum || belowMinimum.size) for (const r of sub.order) if (walked.belowMinimum?.has(r)) belowMinimum.add(r); else belowMinimum.delete(r);
    if (walked.openTies || openTies.size) for (const r of sub.order) if (walked.openTies?.has(r)) openTies.set(r, walked.openTies.get(r)!); else openTies.delete(r);
    const into = walked.why === why;
    const spent = limits.map(() => a.zero);
    const refused = walked.quotaRefused.size > 0;
    const stayOut = stage.unfunded === "stay_out" && s < stages.length - 1 ? " (not considered again: those this stage does not fund stay out)" : undefined;
    // whole minor units add up alike in any order: the rows are copied in the order they are
    // held (sequential reads and writes of the columns), the maps below in ranking order
    const { awarded, someOpen, openGoesOn } = copyStage(a, walked, into, a instanceof MinorArith ? undefined : sub.order, mark, m, s, stage.unfunded === "stay_out", stayOut, { status, granted, before, stageOf, done, quotaBits, spent, figures: w.figures, stageBits: w.stageBits, later: laterStages(stages, s) }, reasons);
    if (refused || someOpen || quotaRefused.size) {
      for (const r of sub.order) {
        const q = refused ? walked.quotaRefused.get(r) : undefined;
        if (q !== undefined) quotaRefused.set(r, q);
        else quotaRefused.delete(r);
        if (walked.status[r] === INDETERMINATE) contingent.set(r, walked.contingent.get(r) ?? asks[r]!);
      }
    }
    // an open row's grant is not in `spent`: where a tie was left open, what the quotas have left
    // is the walk's, the same in every order (else what the stage left is open too)
    limits = someOpen && walked.finalQuotas ? walked.finalQuotas : limits.map((l, k) => a.sub(l, spent[k]!));
    const rem = forced?.remaining !== undefined ? forced.remaining : walked.finalRemaining;
    let unused: V | undefined;
    const goesOpen = someOpen && ((stage.unfunded === "go_on" && openGoesOn) || (carry !== undefined && s < stages.length - 1));
    // a tie that leaves one of a few remainders, whose members no later stage considers: the
    // later stages are walked again once per remainder (walkStages), and this walk leaves them open
    if (rem === "indeterminate" && !goesOpen && !open && s < stages.length - 1 && walked.finalRemainders && limits.length === 0) {
      if (walked.finalRemainders.length <= room) fork = { stage: s, remainders: walked.finalRemainders };
      else if (walked.finalRemainders.length > MAX_REMAINDERS) openWords = pastBound(stageName(stage));
    } else if (goesOpen && !open && walkInput && !carry && limits.length === 0 && s < stages.length - 1) {
      // members of the tie that may go on: the later stages are walked once per way its orders end
      // (past the bound, or where an earlier tie's walks leave no room, the later stages stay open: §14.7)
      const ways = waysToEnd(a, walkInput, status, MAX_REMAINDERS);
      if (ways === "past") openWords = pastWays(stageName(stage));
      else if (ways && ways.length <= room) fork = { stage: s, ways };
    }
    // an open outcome leaves the later stages open where what the stage left depends on it, where
    // the one the tie leaves out may go on to a later stage that considers it (a tie that takes
    // the same whichever way it breaks, among applications no later stage considers, does not:
    // drafted27 finding 7), or, with a group, for what its group holds in the later stages
    if (rem === "indeterminate" || goesOpen) {
      open = true;
      left = null;
    } else if (budget !== null && rem !== null && left !== null) {
      const used = a.sub(budget, rem);
      if (stage.unused || carried.has(s)) unused = a.cmp(rem, a.zero) > 0 ? rem : a.zero;
      if (carried.has(s)) unusedOf[s] = a.decimal(unused!);
      if (stage.unused === "lapses" && unused) {
        lapsed = a.add(lapsed, unused);
        left = a.sub(a.sub(left, used), unused);
      } else left = a.sub(left, used);
    }
    // money that goes to one of the stage's indeterminate applications, whichever the tie favours
    const undecided = budget !== null && rem !== "indeterminate" && rem !== null ? a.sub(a.sub(budget, rem), awarded) : a.zero;
    totals.push({
      budget: budget === null ? null : a.format(budget),
      ...(cut !== undefined ? { budgetAsWritten: cut } : {}),
      awarded: a.format(awarded),
      ...(a.cmp(undecided, a.zero) > 0 ? { undecided: a.format(undecided) } : {}),
      remaining: rem === "indeterminate" || rem === null ? null : a.format(rem),
      ...(unused !== undefined ? { unused: a.format(unused) } : {}),
      ...coefficient,
    });
  }
  finishRows(kept, status, KEPT_ROW, stageOf, why, NOT_CONSIDERED);
  const isBelow = w.below ? (r: number): boolean => status[r] === STAGE_BELOW : undefined;
  const own = w.rankStage ? publishedOrder(ranking, rankings, stageOf, isBelow) : undefined;
  // no stage ranks on its own, yet rows fell below a stage's threshold: they come last, without a position (§14.10)
  const last = !own && isBelow && status.some((x) => x === STAGE_BELOW) ? publishedOrder(ranking, [], stageOf, isBelow) : undefined;
  if (carry) arbitrary.push(...carry.arbitrary);
  const capped = w.group && (w.group.limit !== null || w.group.grants !== null);
  const groups = carry ? { totals: capped && !open && !carry.unknown ? stageGroupTotals(w.group!, n, stageOf, status, granted, (st) => st === KEPT_ROW) : undefined, cited: carry.cited } : undefined;
  const parts = (r: number): readonly StagePart[] => reasons.parts(r);
  const beforeIn = (r: number, s: number): string | undefined => {
    const b = reasons.beforeIn(r, s);
    return b === null ? undefined : w.money(b);
  };
  const staged: Staged<V> = { status, granted, why, before, contingent, quotaRefused, stopRow: undefined, finalRemaining: open ? "indeterminate" : left, stageOf, totals, lapsed, arbitrary, parts, beforeIn, ...(atMost.size ? { atMost } : {}), ...(belowMinimum.size ? { belowMinimum } : {}), ...(openTies.size ? { openTies } : {}), ...(atMostIn.size ? { atMostIn: (r: number, s: number) => atMostIn.has(r * stages.length + s) } : {}), ...(groups ? { groups } : {}), ...(own ? { rankings, placeIn: own.placeIn, ranking: own.ranking } : last ? { ranking: last.ranking } : {}) };
  return { staged, ...(fork ? { fork } : {}), replaceLast: (r, s, text) => reasons.replaceLast(r, s, text), say };
}

/** Every row of a regime whose budget depends on a tie an earlier regime left open. */
export function openWalk(n: number, kept: (r: number) => boolean, asks: ArrayLike<Decimal>, arith: Arith<Decimal>, from: string): Walked<Decimal> {
  const status = new Uint8Array(n);
  const contingent = new Map<number, Decimal>();
  const why = new Array<string>(n);
  for (let r = 0; r < n; r++) {
    if (kept(r)) status[r] = KEPT_ROW;
    else {
      status[r] = INDETERMINATE;
      contingent.set(r, asks[r]!);
    }
    why[r] = `what the regime '${from}' left of the budget depends on a tie the law does not break`;
  }
  return { status, granted: new Array<Decimal>(n).fill(arith.zero), why, before: arith.column(n), contingent, quotaRefused: new Map(), stopRow: undefined, finalRemaining: "indeterminate" };
}
