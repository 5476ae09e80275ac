// The result of a selection, as published: one vocabulary of statuses for every scheme, amounts
// as decimal strings, tied applications sharing a position, reasons citing their legal source.
import type { Status } from "./spec.js";

export interface Reason {
  /** the rule, threshold or allocation step that decided */
  readonly rule: string;
  /** the name of the legal source; the result's `sources` table cites it in full */
  readonly source: string | null;
  readonly message: string;
}

export interface ExplanationStep {
  readonly step: "regime" | "eligibility" | "points" | "threshold" | "ranking" | "assessment" | "allocation" | "input";
  readonly source: string | null;
  readonly text: string;
}

export interface ApplicationResult {
  readonly id: string;
  readonly status: Status;
  /** the scheme's own legal wording of the status, if it declares one */
  readonly label?: string;
  readonly regime?: string;
  /** the stage of the allocation that decided it, where the allocation has stages */
  readonly stage?: string;
  /** a stage per key's member whose walk decided it (`riverside` of `districts[riverside]`, language.md §14.7.4), as the enumeration writes it */
  readonly member?: string;
  /** the key of its group, where the allocation walks groups */
  readonly group?: string;
  /** where the allocation has several groups (§14.12 "Several groups"): every group's key, by the group's name (its title, else its key as written), the first declared first; `group` is the first's */
  readonly groups?: Readonly<Record<string, string>>;
  /** 1-based; tied applications share one; null when not ranked */
  readonly position: number | null;
  /**
   * where the stages rank on their own (lots that each rank their applications): its place in the
   * ranking of the stage that decided it, 1-based, ties sharing one; absent where the stages walk
   * the regime's one ranking (then `position` is the place there)
   */
  readonly stagePosition?: number;
  /**
   * where the stages rank on their own: its place (1-based, ties sharing one) in the ranking of
   * every stage that ranked it, by the stage's name as `stage` writes it ("kraje[jmk]"), in the
   * stages' order, the stage that decided it last (its place there is `stagePosition`) — a list
   * published per region, lot or strand (language.md §14.7.4)
   */
  readonly stagePlaces?: Readonly<Record<string, number>>;
  /** on a reserve list (status `reserve`): its place there, 1-based, in the order the list is called (language.md §14.11) */
  readonly reservePlace?: number;
  /** on a stage's own reserve list (`reserve` inside a stage, a stage per key's per member): that stage, as `stage` names it; absent on the allocation's list */
  readonly reserveList?: string;
  /** per criterion and "total", as decimal strings; null when not scored */
  readonly points: Readonly<Record<string, string | null>> | null;
  readonly amount: string;
  /** what the application asks for under the scheme's allocation (its `amount`), when ranked */
  readonly requested?: string;
  /** what an indeterminate application would receive if the tie were decided in its favour */
  readonly contingentAmount?: string;
  readonly withinLimit: boolean | "indeterminate";
  /** what a funded application is paid after the allocation (`pay … instead of …`, §16.3): the value awarded and the value paid */
  readonly settlement?: Settlement;
  readonly reasons: readonly Reason[];
  readonly explanation: readonly ExplanationStep[];
}

export interface BudgetTotals {
  readonly unit: string;
  readonly budget: string | null;
  readonly requested: string;
  readonly awarded: string;
  /** money that goes to one of the indeterminate applications, whichever the tie favours */
  readonly undecided: string;
  /** null when it depends on an unresolved tie */
  readonly remaining: string | null;
  /** the source the budget's own `per` cites (`budget call.a + call.b per art3_1`), a key of `sources` */
  readonly budgetSource?: string;
  /** budget / requested (34 significant digits), or where the scheme rounds it (`coefficient rounded down to 0.0001`) the rounded coefficient */
  readonly proRataCoefficient?: string;
  /** where the scheme rounds the coefficient: budget / requested before that rounding */
  readonly proRataCoefficientExact?: string;
  /**
   * per quota: its limit and what the applications it covers were granted; a quota of a figure
   * (`at most … of fy1`, §14.5) also its figure's words, what the grants drew from it (`drawn`,
   * the sum of their figures) and what is `left` of it
   */
  readonly quotas?: Readonly<Record<string, { readonly limit: string; readonly awarded: string; readonly figure?: string; readonly drawn?: string; readonly left?: string }>>;
  /** what reservations left unused and let lapse: neither awarded nor remaining */
  readonly lapsed?: string;
  /** per stage of the allocation, in order: its budget, what it awarded and what it left */
  readonly stages?: Readonly<Record<string, StageTotals>>;
  /** per group of an allocation with a cap per group, by key: the cap, what it was awarded, its grants and members */
  readonly groups?: Readonly<Record<string, GroupTotals>>;
  /** where the allocation has several groups (§14.12 "Several groups"): every capped group's totals as `groups` gives the first's, by the group's name (its title, else its key as written), the first declared first */
  readonly byGroup?: Readonly<Record<string, Readonly<Record<string, GroupTotals>>>>;
}

/** What one group of a capped group by key was granted: its cap (an amount, a number of grants), what it was awarded, how many of its members were funded and walked. */
export interface GroupTotals {
  readonly limit?: string;
  readonly grants?: number;
  readonly awarded: string;
  readonly funded: number;
  readonly members: number;
}

export interface StageTotals {
  /** null when it depends on a tie an earlier stage left open */
  readonly budget: string | null;
  /** its budget as written (`budget call.pool[area]`), where that was more than the earlier stages left of the allocation's budget: `budget` is then what they left (§14.7) */
  readonly budgetAsWritten?: string;
  readonly awarded: string;
  /** money that goes to one of its indeterminate applications, whichever the tie favours (when some), or to an application granted alike in every order of an earlier stage's tie in a stage that depends on it (its `stage` is then absent, §14.7) */
  readonly undecided?: string;
  /** a later stage after a tie that may leave different remainders: the most its indeterminate applications may take under some remainder, where that differs from `undecided` (then the least) (§14.7) */
  readonly undecidedAtMost?: string;
  readonly remaining: string | null;
  /** a reservation: the part it did not use, and whether that returned to the pool or lapsed */
  readonly unused?: string;
  /** an admission stage: how many it admitted to the next */
  readonly admitted?: number;
  /** an admission stage by an amount (`admit to`, `admit closest to`, §14.10): what those it admitted asked together */
  readonly admittedRequested?: string;
  /** a stage whose boundary is pro rata: what is left ÷ what the straddling tie asked (34 significant digits) */
  readonly proRataCoefficient?: string;
  /** where the scheme rounds the coefficient: what is left ÷ what the tie asked before that rounding */
  readonly proRataCoefficientExact?: string;
  /** the source its budget's own `per` cites (`budget left per art3_2`), a key of `sources` */
  readonly budgetSource?: string;
  /** the source its `unused returns per s6` / `unused lapses per s6` cites, where it left a part unused, a key of `sources` */
  readonly unusedSource?: string;
}

export interface TieReport {
  readonly regime: string;
  readonly ids: readonly string[];
  readonly position: number;
  /** true where the order of the tie changes who is funded */
  readonly decisive: boolean;
  readonly note: string;
}

export interface Publication {
  readonly deadline?: string;
  /** the office's own closing days (§16.1, `closed call.x`) the deadline's count skipped, in order: days the calendar alone counts as working days */
  readonly closedDays?: readonly string[];
  readonly columns: readonly { readonly name: string; readonly label: string }[];
  readonly rows: ReadonlyArray<Readonly<Record<string, unknown>>>;
  /** the published statistics of the outcome (§16.3), in the order declared */
  readonly statistics?: readonly Statistic[];
}

/** `pay … instead of …`: what was awarded (the allocation's amount, or the value replaced) and what is paid */
export interface Settlement {
  /** what is replaced: "amount" (the allocation's), or the expression after `instead of` */
  readonly of: string;
  readonly awarded: string;
  /** null: it could not be computed (`note` says why) */
  readonly paid: string | null;
  /** a currency, or "" */
  readonly unit: string;
  readonly note?: string;
}

/** One published statistic: over the whole call, or one value per key (`groups`). */
export interface Statistic {
  readonly name: string;
  readonly title: string | null;
  readonly source: string | null;
  /** "funded" or "ranked" */
  readonly over: string;
  /** a currency, or "" */
  readonly unit: string;
  /** `{mode, places}` as declared, or null */
  readonly rounding: { readonly mode: string; readonly places: number } | null;
  /** over the whole call: the value (null when there is none: `note`), and how many applications it was made of */
  readonly value?: string | null;
  readonly count?: number;
  /** per key (`by region`): the key field, and per key value the value and count */
  readonly by?: string;
  readonly groups?: readonly { readonly key: string; readonly value: string | null; readonly count: number; readonly note?: string }[];
  /** why there is no value: "no application funded" */
  readonly note?: string;
  /** indeterminate applications (ties the law leaves open) that are not counted as funded */
  readonly undecided?: readonly string[];
}

export interface SelectionResult {
  readonly scheme: string;
  readonly version: string | null;
  /** every legal source the results cite, by name: its full citation and verbatim text */
  readonly sources: Readonly<Record<string, { readonly act: string; readonly citation: string; readonly text: string }>>;
  readonly results: readonly ApplicationResult[];
  /** ids in ranking order, regime after regime */
  readonly ranking: readonly string[];
  readonly unresolvedTies: readonly (readonly string[])[];
  readonly ties: readonly TieReport[];
  readonly totals: Readonly<Record<string, BudgetTotals>>;
  readonly publication?: Publication;
}
