// The budget totals of one regime's selection (`BudgetTotals`): what was asked, awarded, left
// undecided and remaining, per quota, per stage, per group — the last phase of select.ts's
// `decide`, after the walk, the first-come ceiling and the reserve list have set every row's
// status and grant. It reads those columns and cites nothing: the sums are exact (whole minor
// units in the columns' order, Decimals in ranking order) and the group totals made when read.
import { Decimal } from "../decimal.js";
import type { BudgetTotals } from "../result.js";
import type { Amounts, Arith } from "./arith.js";
import type { RegimeRows } from "./regimeRows.js";
import { FUNDED, INDETERMINATE, KEPT_ROW, PARTIAL } from "./allocate.js";
import { MinorArith } from "./arith.js";
import type { CoefficientFacts } from "./prorata.js";
import type { Staged } from "./stages.js";
import { byGroupOf } from "./moreGroups.js";
import { groupNamesOf } from "../allocationSpec.js";
import { whenRead, type GroupWalked } from "./groups.js";
import { allotted } from "./reasonWords.js";

/** What the totals read: the regime's rows, the walk's columns and sums, how amounts are written. */
export interface TotalsInput<V> {
  readonly rr: RegimeRows;
  readonly budget: Decimal | null;
  readonly prorata: boolean;
  /** the arithmetic of the totals: Decimals under pro rata, else the walk's */
  readonly a: Arith<V | Decimal>;
  readonly arith: Arith<V>;
  readonly amounts: Amounts<V>;
  readonly status: Uint8Array;
  readonly granted: (r: number) => V | Decimal;
  /** the walk's column of grants in minor units, where it has one (select.ts `columns`): summed by `minorSums` without a call per row */
  readonly grantedColumn?: ArrayLike<number>;
  readonly order: Uint32Array;
  readonly notAssessed: Set<number> | undefined;
  readonly fmt: (v: V | Decimal) => string;
  readonly finalRemaining: V | Decimal | null | "indeterminate";
  readonly coefficient: CoefficientFacts;
  readonly groupTotals: (() => BudgetTotals["groups"]) | undefined;
  readonly moreTotals: GroupWalked<V>["moreTotals"];
  readonly proRataSums: { requested: Decimal; awarded: Decimal } | undefined;
  readonly staged: Staged<V> | undefined;
}

/** The regime's totals, from the statuses and grants its selection settled. */
export function budgetTotals<V>(t: TotalsInput<V>): BudgetTotals {
  const { rr, budget, prorata, a, arith, amounts, status, granted, grantedColumn, order, notAssessed, fmt, finalRemaining, coefficient, groupTotals, moreTotals, proRataSums, staged } = t;
  const alloc = rr.regime.allocation;
  const quotaSpecs = alloc.quotas ?? [];
  const unit = alloc.unit;
  const n = rr.rows;
  let requested = a.zero;
  let awarded = a.zero;
  const quotaAwarded = quotaSpecs.map(() => a.zero);
  // a quota of a figure (§14.5): what the grants drew from it, the sum of their figures
  const figures = rr.figures;
  const quotaDrawn = quotaSpecs.map(() => new Decimal(0));
  const asks = amounts.asks as ArrayLike<V | Decimal>;
  // the sum of the results' `requested`: not of an amount computed for no one (received after
  // first come's ceiling, not assessed: fcfs.ts `notWorkedOut`)
  const unasked = notAssessed && allotted(alloc) === "computed" ? notAssessed : undefined;
  const inQuotas = (r: number, st: number, g: V | Decimal): void => {
    for (let q = 0; q < quotaSpecs.length; q++) if (rr.quotaBits[r]! & (1 << q)) {
      quotaAwarded[q] = a.add(quotaAwarded[q]!, g);
      if (figures?.[q] && (st === FUNDED || st === PARTIAL)) quotaDrawn[q] = quotaDrawn[q]!.add(figures[q]![r]!);
    }
  };
  const count = (r: number, st: number): void => {
    if (unasked?.has(r) !== true) requested = a.add(requested, asks[r]!);
    if (st !== INDETERMINATE) {
      const g = granted(r);
      awarded = a.add(awarded, g);
      if (quotaSpecs.length) inQuotas(r, st, g);
    }
  };
  // whole minor units add up exactly in any order: the sums row by row, in the columns' order
  // (sequential reads); Decimals in ranking order, as they always were
  const byRow = !proRataSums && arith instanceof MinorArith && order.length === n;
  if (proRataSums) ({ requested, awarded } = proRataSums);
  else if (byRow) ({ requested, awarded } = minorSums(status, n, asks as ArrayLike<number>, grantedColumn, granted as (r: number) => number, unasked, quotaSpecs.length ? (inQuotas as (r: number, st: number, g: number) => void) : undefined) as { requested: V | Decimal; awarded: V | Decimal });
  else {
    for (let p = 0; p < n; p++) {
      const r = order[p]!;
      const st = status[r]!;
      if (st === KEPT_ROW) continue;
      count(r, st);
    }
  }
  const budgetV = (prorata ? budget : amounts.budget) as V | Decimal | null;
  const lapsed = (staged?.lapsed ?? a.zero) as V | Decimal;
  // undecided: what goes to the indeterminate applications whichever way their tie is decided;
  // where what remains depends on the order too (or the walk gave up following the orders), all
  // that is not awarded is undecided — not 0, which would say the budget's fate is known
  const undecided = budgetV === null || finalRemaining === null ? a.zero : finalRemaining === "indeterminate" ? a.sub(a.sub(budgetV, awarded), lapsed) : a.sub(a.sub(a.sub(budgetV, finalRemaining as V | Decimal), awarded), lapsed);
  const totals: BudgetTotals = {
    unit,
    budget: budgetV === null ? null : fmt(budgetV),
    requested: fmt(requested),
    awarded: fmt(awarded),
    undecided: fmt(a.cmp(undecided, a.zero) > 0 ? undecided : a.zero),
    remaining: finalRemaining === "indeterminate" || finalRemaining === null ? null : fmt(finalRemaining),
    ...coefficient,
    ...(groupTotals ? { groups: undefined } : {}),
    ...(moreTotals ? { byGroup: undefined } : {}),
    ...(quotaSpecs.length ? { quotas: Object.fromEntries(quotaSpecs.map((q, i) => [q.name, { limit: fmt(amounts.limits[i]!), awarded: fmt(quotaAwarded[i]!), ...(figures?.[i] ? { figure: q.figureText ?? q.name, drawn: fmt(quotaDrawn[i]!), left: fmt((amounts.limits[i]! as unknown as Decimal).sub(quotaDrawn[i]!)) } : {}) }])) } : {}),
    ...(staged ? { lapsed: fmt(lapsed), stages: Object.fromEntries(alloc.stages!.map((st, i) => [st.name, staged!.totals[i]!])) } : {}),
  };

  // the totals per group: one object per group, made when they are read
  if (groupTotals) whenRead(totals, "groups", groupTotals);
  // with several groups: each capped group's totals by the group's name (§14.12 "Several groups")
  if (moreTotals) whenRead(totals, "byGroup", byGroupOf(groupNamesOf(alloc), groupTotals, moreTotals));
  return totals;
}

/**
 * What rows 0 … n − 1 that were walked (not kept below a threshold) asked and were awarded, in
 * whole minor units, in the order they are held: the sums in locals (a sum that a closure
 * assigns is a number boxed anew at every row: 30 bytes an application, bisect37), each row's
 * share of its quotas given to `inQuotas`. The grants read from the walk's column where there is
 * one (`column`), not through `granted`: a closure select.ts makes anew per regime and run, a new
 * call target at each call — the loop's optimized code thrown away and the sums boxed row by row
 * until it was compiled again (seed001: 31 bytes an application, seed40).
 */
function minorSums(status: Uint8Array, n: number, asks: ArrayLike<number>, column: ArrayLike<number> | undefined, granted: (r: number) => number, unasked: Set<number> | undefined, inQuotas: ((r: number, st: number, g: number) => void) | undefined): { requested: number; awarded: number } {
  let requested = 0;
  let awarded = 0;
  for (let r = 0; r < n; r++) {
    const st = status[r]!;
    if (st === KEPT_ROW) continue;
    if (unasked?.has(r) !== true) requested += asks[r]!;
    if (st !== INDETERMINATE) {
      const g = column !== undefined ? column[r]! : granted(r);
      awarded += g;
      if (inQuotas !== undefined) inQuotas(r, st, g);
    }
  }
  return { requested, awarded };
}
