// The selection of one regime over the rows assessment gave it: the call's budget, boundary
// policy and quota limits; the ranking; the allocation walk or pro rata; the reserve list
// (selectReserve.ts); the reasons of refused applications; the totals (selectTotals.ts) and the ties to report. What it decided stays in
// columns (`Selection`), from which results and explanations are read.
import { Decimal, toFixedFast } from "../decimal.js";
import type { BoundaryPolicy, Rec, RegimeSpec } from "../spec.js";
import type { BudgetTotals, Reason } from "../result.js";
import { callValue } from "../invalid.js";
import { amountsOf, DecimalArith, MinorArith, type Amounts, type Arith, type GatheringColumn } from "./arith.js";
import { KEPT, type Assessor } from "./assess.js";
import type { RegimeRows } from "./regimeRows.js";
import { rank, startOf, type Ranking } from "./rank.js";
import { FUNDED, INDETERMINATE, KEPT_ROW, NOT_FUNDED, PARTIAL, RESERVE, walk, neverKept, type OpenTies } from "./allocate.js";
import { ANSWER_YES, partialMinimum } from "./step.js";
import { declining, openOffers } from "./consent.js";
import { proRata, type CoefficientFacts } from "./prorata.js";
import { proRataByWeight } from "./prorataWeights.js";
import { reserveSize } from "./reserve.js";
import { lastFundedFact, listReserves } from "./selectReserve.js";
import { fromDecimal, openWalk, walkStages, type Staged } from "./stages.js";
import { stageRanker } from "./stageRank.js";
import { sharesInDecimals } from "./stageShare.js";
import { groupInput, groupsInDecimals, unitWalk, walkGroups, type Cited, type GroupWalked } from "./groups.js";
import { capsInOrder, ceilingOf, listEnd, markFirstCome } from "./fcfs.js";
import { tiesOf, type ReportedTie, type ReserveTie, type ReserveTies } from "./ties.js";
import { Draws, drawIssues, drawMissingIssue } from "./draws.js";
import type { DrawMissing } from "./rankKeys.js";
import { EvaluationError } from "../ops.js";
import type { TraceBudgetFrom, TraceByWeight } from "./trace.js";
import type { ReasonsOf } from "./refusals.js";
import { sayWhereItStopped, selectionReasons } from "./selectRefusals.js";
import { budgetTotals } from "./selectTotals.js";
import { EXHAUSTED, sayItStoppedInEveryOrder } from "./step.js";

/** What the selection of one regime decided, per row of the regime. */
export interface Selection {
  readonly regime: RegimeSpec;
  readonly rows: RegimeRows;
  readonly ranking: Ranking;
  /** per row: its place in `ranking.order` (made when first read) */
  readonly placeOf: Uint32Array;
  /** per row: STATUS code (allocate.ts) */
  readonly status: Uint8Array;
  /** why row r was granted or refused what it was, in words */
  why(r: number): string;
  /** row r's reasons in the results: the application's own (`base`), and its refusal where it was refused (refusals.ts) */
  readonly reasons: ReasonsOf;
  amount(r: number): string;
  requested(r: number): string;
  contingent(r: number): string | undefined;
  /** what was left before row r was walked, in words with the unit; undefined when unknown */
  before(r: number): string | undefined;
  /** the rows whose `before` is the most any order of their unbroken tie leaves them: told "at most" (drafter28's finding 6) */
  readonly atMost?: ReadonlySet<number>;
  /** a row left indeterminate because a decline of an offer not answered would change it: the offer's id (consent.ts, fork33) */
  readonly consentOpen?: ReadonlyMap<number, string>;
  /** the rows refused as their remainder was below the minimum for a partial grant (Walked.belowMinimum) */
  readonly belowMinimum?: ReadonlySet<number>;
  /** a share of `pro rata by <weight>`: its weight, round and cap (the trace's `byWeight`) */
  byWeight?(r: number): TraceByWeight | undefined;
  readonly totals: BudgetTotals;
  readonly ties: readonly ReportedTie[];
  readonly policy: BoundaryPolicy;
  readonly proRata: boolean;
  /** rows a quota refused: the quota's index */
  readonly quotaRefused: ReadonlyMap<number, number>;
  /** where the allocation has stages: which decided each row, and each stage's totals */
  readonly staged?: Staged<unknown>;
  /** the budget left at the end (null: unlimited, or open) — what a later regime may be passed */
  readonly left: Decimal | null | "indeterminate";
  /** rows an item of a group decided (groups.ts): the source it cites */
  readonly groupSource?: Cited;
  /** first come: rows received after the ceiling, not assessed (fcfs.ts) */
  readonly notAssessed?: ReadonlySet<number>;
  /** a row on the reserve list: its place there (from 1; a group funded together shares one) */
  readonly reservePlace?: (r: number) => number;
  /** a row on a stage's own reserve list: that stage (its index); −1 on the allocation's (reserve.ts placeReserves) */
  readonly reserveList?: (r: number) => number;
  /** the rows of a tie the reserve list ends inside, each with its tie as the run reported it (ties.ts); absent where there is none */
  readonly reserveTies?: ReserveTies;
  /** `reserve N after the last funded`: a row not funded ranked before the last one funded, with that row's id, or the ids of the open tie that holds it (it is not on the list, §14.11) */
  readonly reserveBefore?: (r: number) => ReturnType<typeof lastFundedFact> | undefined;
  /** a row refused for another cause that its group's cap bars too: the cap's ground, citing the cap's source (reserve.ts capBarred) */
  readonly capGround?: (r: number) => Reason | undefined;
  /** the budget another regime's allocation left it (`left by`, `shared`): regimes.ts sets it */
  budgetFrom?: TraceBudgetFrom;
  /** the walk's columns in whole minor units, by row, behind `requested`, `amount`, `before` and `why` (placeBlock.ts gathers them by place) */
  readonly columns?: AllocationColumns;
}

/**
 * What the allocation's words read of a row walked in whole minor units, as columns by row: the
 * same values `requested`, `amount`, `before` and `why` word (`why` undefined where it is made
 * when read), and their words. Read by place by a writer of rows in ranking order (placeBlock.ts).
 */
export interface AllocationColumns {
  readonly asks: ArrayLike<number>;
  readonly granted: ArrayLike<number>;
  readonly before: { get(r: number): number | null; readonly gatherInto?: GatheringColumn["gatherInto"] };
  readonly why: readonly string[] | undefined;
  /** an amount asked or granted in words (`requested`, `amount`) */
  readonly format: (v: number) => string;
  /** what was left in words with the unit (`before`) */
  readonly left: (v: number) => string;
  /** the places of the minor units (`format` words v as formatMinor(v, places)) */
  readonly places: number;
}

/** A call's amount in words as the results print it: at the amount's places (more, where it has more) and with the unit ("-1.00 EUR"). */
function amountShown(unit: string, places: number): (v: Decimal) => string {
  return (v) => {
    const t = places >= 0 && v.decimalPlaces() <= places ? toFixedFast(v, places) : v.toString();
    return unit ? `${t} ${unit}` : t;
  };
}

/**
 * `budget`, where given, replaces the regime's own: what the regimes before it left of a shared
 * budget, or passed on ("indeterminate" where that depends on a tie the law does not break).
 */
export function selectRegime(as: Assessor, rr: RegimeRows, call: Rec, given?: Decimal | "indeterminate"): Selection {
  const regime = rr.regime;
  const alloc = regime.allocation;
  const budgetFn = alloc.budget;
  const show = amountShown(alloc.unit, rr.asks.places);
  const budget = given === "indeterminate" ? null : given ?? (budgetFn === "unlimited" ? null : callValue("budget", () => budgetFn(call), { text: alloc.budgetText, show }));
  const quotaSpecs = alloc.quotas ?? [];
  const limits = quotaSpecs.map((q) => callValue(`limit of the quota '${q.name}'`, () => q.limit(call), { show }));
  const boundaryFn = alloc.boundary;
  const policy: BoundaryPolicy = boundaryFn ? callValue("boundary policy", () => boundaryFn(call)) : "stop";
  const prorata = alloc.proRata !== undefined && budget !== null;
  const amounts = amountsOf(rr.asks.places, rr.asks.minorUnits, () => rr.asks.asDecimals(), budget, limits, (prorata && quotaSpecs.length > 0) || rr.figures !== undefined || given === "indeterminate" || groupsInDecimals(alloc.group, call, rr.asks.places, rr.asks.minorUnits) || (alloc.moreGroups?.some((g) => groupsInDecimals(g, call, rr.asks.places, rr.asks.minorUnits)) ?? false) || sharesInDecimals(alloc.stages, rr.asks.places));
  const ids = as.ids;
  const rowApp = rr.rowApp;
  const idOf = (r: number): string => ids[rowApp[r]!]!;
  const kind = as.kind;
  const anyKept = [...as.scheme.thresholds, ...regime.thresholds].some((t) => t.keepRanked);
  const kept = anyKept ? (r: number): boolean => kind[rowApp[r]!] === KEPT : neverKept;
  return decide(as, rr, call, amounts as Amounts<unknown>, { budget, policy, prorata, kept, idOf, limits, open: given === "indeterminate" });
}

interface Ctx {
  readonly budget: Decimal | null;
  readonly policy: BoundaryPolicy;
  readonly prorata: boolean;
  readonly kept: (r: number) => boolean;
  readonly idOf: (r: number) => string;
  readonly limits: readonly Decimal[];
  /** the budget depends on a tie an earlier regime left open */
  readonly open: boolean;
}

/**
 * The regime's draws per key against its rows, once (draws.ts `drawIssues`), their warnings
 * given to the Assessor; and the hook a ranking tells of a tied row its draw (its key's, per key)
 * leaves out. Undefined where the regime's rankings have no draw.
 */
function checkDraws(as: Assessor, rr: RegimeRows, call: Rec, idOf: (r: number) => string): DrawMissing | undefined {
  const rankings = [rr.regime.ranking, ...(rr.regime.allocation.stages ?? []).flatMap((st) => (st.ranking ? [st.ranking] : []))];
  const draws = rankings.flatMap((rk) => (rk.tiebreak?.steps ?? []).flatMap((st) => (st.kind === "lottery" && st.mode === "draw" ? [st] : [])));
  if (draws.length === 0) return undefined;
  for (const step of draws) {
    if (!step.key) continue;
    let perKey: unknown;
    try {
      perKey = step.get(call);
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
    }
    const column = rr.keySpecs.indexOf(step.key);
    if (!(perKey instanceof Draws) || column < 0) continue;
    for (const issue of drawIssues(step, perKey, rr.keys[column]!, rr.rows, idOf, (ids) => as.idsAmong(ids), rr.missing[column])) as.warn(issue);
  }
  return (step, key, id) => as.warn(drawMissingIssue(step, key, id));
}

function decide<V>(as: Assessor, rr: RegimeRows, call: Rec, amounts: Amounts<V>, ctx: Ctx): Selection {
  const regime = rr.regime;
  const alloc = regime.allocation;
  const n = rr.rows;
  const { arith } = amounts;
  const quotaSpecs = alloc.quotas ?? [];
  // under pro rata a tie straddles the budget where the cumulative requests pass it (as under stop)
  const fc = alloc.firstCome && !ctx.prorata ? as.firstCome[rr.index] : undefined;
  const overshoot = fc?.overshoot(rr);
  const unit = alloc.unit;
  const withUnit = (s: string): string => (unit ? `${s} ${unit}` : s);
  // each row's answer to the offer of a reduced award, where a boundary asks for consent (regimeRows.ts `answers`)
  const answers = rr.answers.size ? (field: string) => { const column = rr.answers.get(field); return (r: number) => (column ? column[r]! : ANSWER_YES); } : undefined;
  const minimum = partialMinimum(alloc.partialMinimum, ctx.policy, arith, withUnit, answers);
  const walkable = { arith, asks: amounts.asks, budget: amounts.budget, policy: ctx.policy, kept: ctx.kept, limits: amounts.limits, quotaBits: rr.quotaBits, ...(rr.figures ? { figures: rr.figures as unknown as readonly (ArrayLike<V> | undefined)[] } : {}), ...(overshoot ? { overshoot } : {}), ...(minimum ? { minimum } : {}), ...(alloc.reserve === undefined && !alloc.stages ? { countsUnfunded: false } : {}) };
  const words = new Map<string, string>([["total", "total points"], ...as.scheme.criteria.map((c) => [c.name, c.title ?? c.name] as [string, string])]);
  // with stages the checker allows no boundary-only tie-break: no single walk to follow
  const names = { names: quotaSpecs.map((q) => q.title ?? q.name), ...(rr.figures ? { figures: quotaSpecs.map((q) => q.figureText) } : {}), format: (v: V) => withUnit(arith.format(v)) };
  // groups: walked as units (groups.ts), which a tie-break scope that follows the walk follows too
  // with stages (lots) each stage's walk is the group walk, its caps over every stage (stageGroups.ts)
  const grouped = alloc.group && !ctx.prorata && !ctx.open ? groupInput(as, rr, call, alloc.group, { ...walkable, names }, ctx.idOf, withUnit, alloc.moreGroups) : undefined;
  const units = grouped && !alloc.stages && regime.ranking.tiebreak && regime.ranking.tiebreak.scope !== "every" ? unitWalk(grouped, n) : undefined;
  // a draw per key that names an id no application has, or one of another key; a tied row it leaves out (draws.ts)
  const drawMissing = checkDraws(as, rr, call, ctx.idOf);
  let ranking = rank({ spec: regime.ranking, call, rows: n, keys: rr.keys, keySpecs: rr.keySpecs, missing: rr.missing, idOf: ctx.idOf, words, walk: alloc.stages ? undefined : ctx.prorata ? { ...walkable, policy: "stop" as const } : walkable, ...(units ? { units } : {}), ...(drawMissing ? { drawMissing } : {}) });
  // each row's place in the ranking, made when first read (the table's positions, a pro-rata
  // tie, a tie's report): a column of 4 bytes a row fewer in a run that reads none
  let placeOfMade: Uint32Array | undefined;
  const placeOf = (): Uint32Array => (placeOfMade ??= placesIn(ranking.order, new Uint32Array(n)));

  let status: Uint8Array;
  let why: string[];
  let whyOf: ((r: number) => string) | undefined;
  let amountText: (r: number) => string;
  let beforeText: (r: number) => string | undefined;
  let atMost: ReadonlySet<number> | undefined;
  let belowMinimum: ReadonlySet<number> | undefined;
  let contingent: (r: number) => string | undefined = () => undefined;
  let granted: (r: number) => V | Decimal;
  let fmt: (v: V | Decimal) => string;
  let finalRemaining: V | Decimal | null | "indeterminate";
  let coefficient: CoefficientFacts = {};
  let arbitrary: number[][] = [];
  let byWeight: ((r: number) => TraceByWeight | undefined) | undefined;
  let quotaRefused = new Map<number, number>();
  let remainingOpen = false; // a decline leaves another remainder (consent.ts)
  let consentOpen: ReadonlyMap<number, string> | undefined; // a row a decline changes: the offer's id
  let accepting: Uint8Array | undefined;
  let openTies: OpenTies | undefined; // the ties the walk left open, which the reserve list counts (openTies.ts)
  let staged: Staged<V> | undefined;
  let groupTotals: (() => BudgetTotals["groups"]) | undefined;
  let moreTotals: GroupWalked<V>["moreTotals"];
  let groupSource: Cited | undefined;
  // pro rata's own sums of what was asked and awarded (it refuses no one: no reasons to give)
  let proRataSums: { requested: Decimal; awarded: Decimal } | undefined;
  let columns: AllocationColumns | undefined;
  if (ctx.prorata) {
    const dec = new DecimalArith(rr.asks.places);
    const walked = new Uint32Array(n);
    let m = 0;
    for (let p = 0; p < n; p++) if (!ctx.kept(ranking.order[p]!)) walked[m++] = ranking.order[p]!;
    // the minor units of the Asks column where the amounts are held so, Decimals otherwise
    const asks = arith instanceof DecimalArith ? (amounts.asks as unknown as Decimal[]) : { units: amounts.asks as unknown as ArrayLike<number>, places: rr.asks.places };
    const at = (r: number): number => startOf(ranking, placeOf()[r]!);
    const pr = alloc.proRata!.weight ? proRataByWeight(walked.subarray(0, m), n, asks, rr.weights, ctx.budget!, alloc.proRata!, at) : proRata(walked.subarray(0, m), n, asks, ctx.budget!, alloc.proRata!, at);
    status = pr.status;
    for (let r = 0; r < n; r++) if (ctx.kept(r)) status[r] = KEPT_ROW;
    // pro rata refuses no one but a share below a minimum grant (refusals.ts gives that one its reason): its words are made when read
    why = [];
    whyOf = (r) => pr.why(r);
    coefficient = pr.facts;
    arbitrary = pr.arbitrary;
    byWeight = pr.byWeight;
    fmt = (v) => dec.format(v as Decimal);
    granted = (r) => pr.granted(r);
    amountText = (r) => pr.amount(r, dec.places);
    const budgetText = withUnit(dec.format(ctx.budget!));
    beforeText = (r) => (status[r] === FUNDED ? budgetText : undefined);
    finalRemaining = ctx.budget!.minus(pr.awarded);
    if (!quotaSpecs.length && !fc) proRataSums = pr;
  } else {
    const dec = arith as unknown as Arith<Decimal>;
    // the walk under the answers given (a consent's walk again with an offer declined, consent.ts: no draw warned twice)
    const walkWith = (ans: typeof answers, dm: DrawMissing | undefined): ReturnType<typeof walk<V>> => {
      const st = (wk: typeof walkable = walkable) => walkStages<V>({ ...wk, ranking, names, call, stages: alloc.stages!, stageBits: rr.stageBits, ...(rr.stageBelow ? { below: rr.stageBelow } : {}), places: rr.asks.places, idOf: ctx.idOf, stopped: sayWhereItStopped, minimumOf: (pm, policy) => partialMinimum(pm, policy, arith, withUnit, ans), money: (v) => withUnit(arith.format(v)), show: amountShown(alloc.unit, rr.asks.places), fromDecimal: fromDecimal(arith), ...stageRanker<V>(rr, call, ctx.idOf, words, dm), ...(grouped ? { group: grouped } : {}) });
      if (ans !== answers) {
        const again = { ...walkable, ...(walkable.minimum ? { minimum: partialMinimum(alloc.partialMinimum, ctx.policy, arith, withUnit, ans)! } : {}) };
        return (alloc.stages ? st(again) : walk({ ...again, ranking, names })) as ReturnType<typeof walk<V>>;
      }
      return (ctx.open ? (openWalk(n, ctx.kept, amounts.asks as unknown as Decimal[], dec, regime.allocation.relation && "from" in regime.allocation.relation ? regime.allocation.relation.from ?? "" : "") as unknown as ReturnType<typeof walk<V>>)
        : alloc.stages ? (staged = st()) as ReturnType<typeof walk<V>>
        : grouped ? walkGroups({ ...grouped, ranking })
        : walk({ ...walkable, ranking, names })) as ReturnType<typeof walk<V>>;
    };
    const w = walkWith(answers, drawMissing);
    // a funded member's reason names its group when it is read (groupUnits.ts, Step.why)
    if (staged?.groups) ({ totals: groupTotals, cited: groupSource } = staged.groups);
    else if (grouped) ({ totals: groupTotals, moreTotals, arbitrary, cited: groupSource, whyOf } = w as GroupWalked<V>);
    // stages that rank on their own publish their rankings one after another (stages.ts)
    if (staged) arbitrary = staged.arbitrary as number[][];
    if (staged?.ranking) {
      ranking = staged.ranking;
      placeOfMade = undefined;
    }
    status = w.status;
    why = w.why;
    // an offer of a reduced award not answered: the run tells the clerk (law32)
    // the rows a decline would decide otherwise, each offer declined in turn (consent.ts `warnOffers`)
    // and each is left indeterminate with the most either walk gives it (fork33, review33 D1)
    // the accepting walk's statuses, whose reserve places the rows a decline leaves alone keep (consent.ts placeDiffers)
    accepting = answers && alloc.reserve !== undefined ? Uint8Array.from(w.status) : undefined;
    const opened = answers ? openOffers<V>(as, w, n, ctx.idOf, ctx.open || grouped ? undefined : (r) => walkWith(declining(answers, r), undefined), arith, INDETERMINATE, alloc.reserve !== undefined && !alloc.stages ? { order: ranking.order, size: reserveSize(alloc, call) } : undefined) : undefined;
    if (opened) ({ on: consentOpen, remainingOpen } = opened);
    fmt = (v) => arith.format(v as V);
    granted = (r) => w.granted[r]!;
    amountText = (r) => arith.format(w.granted[r]!);
    // the last amount worded, kept: after the allocation stops, every refusal was left the same
    let lastBefore: V | undefined;
    let lastBeforeText = "";
    beforeText = (r) => {
      const b = w.before.get(r);
      if (b === null) return undefined;
      if (b !== lastBefore) (lastBefore = b), (lastBeforeText = withUnit(arith.format(b)));
      return lastBeforeText;
    };
    ({ quotaRefused, openTies } = w);
    atMost = w.atMost;
    belowMinimum = w.belowMinimum;
    if (w.stopRow !== undefined) sayWhereItStopped(w.why, w.status, w.stopRow, ctx.policy, ctx.idOf(w.stopRow), undefined, belowMinimum);
    else if (w.finalRemaining === "indeterminate" && (ctx.policy === "full" || ctx.policy === "reach")) sayItStoppedInEveryOrder(w.why, ctx.policy);
    contingent = (r) => {
      const c = w.contingent.get(r);
      return c === undefined ? undefined : arith.format(c);
    };
    finalRemaining = remainingOpen ? "indeterminate" : w.finalRemaining;
    if (!ctx.open && arith instanceof MinorArith) {
      const m = arith as MinorArith;
      columns = { asks: amounts.asks as unknown as ArrayLike<number>, granted: w.granted as unknown as ArrayLike<number>, before: w.before as unknown as AllocationColumns["before"], why: whyOf ? undefined : why, format: (v) => m.format(v), left: (v) => withUnit(m.format(v)), places: m.places };
    }
  }

  // first come: what was received after the budget was used up is not assessed — with a reserve
  // list, after the list's last place (fcfs.ts)
  let notAssessed: Set<number> | undefined;
  const size = reserveSize(alloc, call);
  const ceiling = fc ? ceilingOf(ranking, status, granted as (r: number) => V, arith, amounts.budget, ctx.policy, quotaRefused, grouped && !grouped.spec.together ? capsInOrder(grouped) : undefined, minimum?.otherwise === "skip" ? (r) => belowMinimum?.has(r) === true : undefined) : undefined;
  // a request of nothing received after the budget was used up (the ceiling funded, nothing left) is no
  // grant: the walk ended at the ceiling, it is not assessed (or on the list) as the rest (§14.13, review32 F1)
  // With a list, those after it keep the reason of where the allocation ended, under every policy the
  // words of `partial`: the budget is exhausted, then used up before the first (review32 W1)
  if (ceiling !== undefined && (status[ranking.order[ceiling]!] === FUNDED || status[ranking.order[ceiling]!] === PARTIAL)) {
    let first: number | undefined;
    for (let q = ceiling + 1; q < ranking.order.length; q++) {
      const r = ranking.order[q]!;
      if (ranking.start[q] === ranking.start[ceiling]) continue;
      if (status[r] === FUNDED && arith.cmp(granted(r) as V, arith.zero) <= 0) status[r] = NOT_FUNDED;
      if (status[r] !== NOT_FUNDED || size === 0 || quotaRefused.has(r)) continue;
      why[r] = first === undefined ? EXHAUSTED : `the budget was used up before ${ctx.idOf(first)}`;
      first ??= r;
    }
  }
  const markFrom = (cut: number | undefined): void => void (cut !== undefined && (notAssessed = markFirstCome(as, rr, fc!, ranking, ceiling!, cut, status, why, ctx.idOf, belowMinimum)));
  if (ceiling !== undefined && size === 0) markFrom(ceiling);

  // the reserve list, its places, the caps' and quotas' grounds (selectReserve.ts)
  // row r's words as the results read them (a group's refusal is worded when read: groupRefusals.ts)
  const whyText = whyOf ?? ((r: number): string => why[r]!);
  const { reservePlace, reserveList, before: listBefore, capGround, sayBarred } = listReserves<V>({
    as, alloc, call, rows: n, size, ranking, status, granted: granted as (r: number) => V, quotaRefused, staged, grouped, groupSource, openTies,
    quotas: ctx.prorata ? undefined : { ...walkable, names }, consentOpen, accepting, notAssessed: () => notAssessed,
  });
  if (ceiling !== undefined && size > 0) markFrom(listEnd(ranking.order, ceiling, reservePlace!, size));
  sayBarred();

  // the reasons of the refused, made when read; their sources cited now (selectRefusals.ts)
  const asks = amounts.asks as ArrayLike<V | Decimal>;
  const reasons = selectionReasons<V>({ as, rr, staged, status, order: ranking.order, quotaRefused, groupSource, notAssessed, prorata: ctx.prorata, proRataSums: proRataSums !== undefined, why: whyText, before: beforeText, ...(atMost ? { atMost } : {}), asked: (r) => withUnit(arith.format(asks[r]! as V)), reservePlace, reserveList, capGround });
  // the totals (selectTotals.ts); pro rata's are Decimals, whatever holds the amounts asked
  const a = (ctx.prorata ? new DecimalArith(rr.asks.places) : arith) as unknown as Arith<V | Decimal>;
  const totals = budgetTotals<V>({ rr, budget: ctx.budget, prorata: ctx.prorata, a, arith, amounts, status, granted, ...(columns ? { grantedColumn: columns.granted } : {}), order: ranking.order, notAssessed, fmt, finalRemaining, coefficient, groupTotals, moreTotals, proRataSums, staged });

  const reserveTies = reservePlace ? new Map<number, ReserveTie>() : undefined;
  const ties = tiesOf(regime, ranking, status, ctx.idOf, arbitrary, placeOf, grouped?.spec.together ? grouped.keyOfRow : undefined, reserveTies);
  return {
    regime,
    rows: rr,
    ranking,
    get placeOf() {
      return placeOf();
    },
    status,
    why: whyText,
    reasons,
    amount: amountText,
    requested: (r) => arith.format(asks[r]! as V),
    contingent,
    before: beforeText,
    ...(atMost ? { atMost } : {}),
    ...(consentOpen ? { consentOpen } : {}),
    ...(belowMinimum ? { belowMinimum } : {}),
    ...(byWeight ? { byWeight } : {}),
    totals,
    ties,
    policy: ctx.policy,
    proRata: ctx.prorata,
    quotaRefused,
    ...(staged ? { staged } : {}),
    left: ctx.open || finalRemaining === "indeterminate" ? "indeterminate" : finalRemaining === null ? null : a.decimal(finalRemaining as V),
    ...(groupSource ? { groupSource } : {}),
    ...(notAssessed ? { notAssessed } : {}),
    ...(reservePlace ? { reservePlace: (r: number) => reservePlace[r]! } : {}),
    ...(reserveList ? { reserveList: (r: number) => reserveList[r]! } : {}),
    ...(reserveTies?.size ? { reserveTies } : {}),
    ...(listBefore?.size ? { reserveBefore: (r: number) => (status[r] === NOT_FUNDED && listBefore.has(r) ? lastFundedFact(listBefore.get(r)!, ctx.idOf) : undefined) } : {}),
    ...(capGround.size ? { capGround: (r: number) => (status[r] === NOT_FUNDED || status[r] === RESERVE ? capGround.get(r) : undefined) } : {}),
    ...(columns ? { columns } : {}),
  };
}

/** Each row's place in the ranking (`Selection.placeOf`). A loop of its own: compiled once, it stays compiled from one run to the next. */
function placesIn(order: Uint32Array, placeOf: Uint32Array): Uint32Array {
  for (let p = 0; p < order.length; p++) placeOf[order[p]!] = p;
  return placeOf;
}
