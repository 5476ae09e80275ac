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
  readonly step: "regime" | "eligibility" | "points" | "threshold" | "ranking" | "allocation" | "input";
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
  /** the key of its group, where the allocation walks groups */
  readonly group?: string;
  /** 1-based; tied applications share one; null when not ranked */
  readonly position: number | null;
  /** per criterion and "total", as decimal strings; null when not scored */
  readonly points: Readonly<Record<string, string>> | null;
  readonly amount: string;
  /** what the application asks for under the scheme's allocation (its `amount`), when ranked */
  readonly requested?: string;
  /** what an indeterminate application would receive if the tie were decided in its favour */
  readonly contingentAmount?: string;
  readonly withinLimit: boolean | "indeterminate";
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
  readonly proRataCoefficient?: string;
  /** per quota: its limit and what the applications it covers were granted */
  readonly quotas?: Readonly<Record<string, { readonly limit: string; readonly awarded: string }>>;
  /** what reservations left unused and let lapse: neither awarded nor remaining */
  readonly lapsed?: string;
  /** per stage of the allocation, in order: its budget, what it awarded and what it left */
  readonly stages?: Readonly<Record<string, StageTotals>>;
  /** per group of an allocation with a cap per group, by key: the cap, what it was awarded, its grants and members */
  readonly groups?: Readonly<Record<string, { readonly limit?: string; readonly grants?: number; readonly awarded: string; readonly funded: number; readonly members: number }>>;
}

export interface StageTotals {
  /** null when it depends on a tie an earlier stage left open */
  readonly budget: string | null;
  readonly awarded: string;
  /** money that goes to one of its indeterminate applications, whichever the tie favours (when some) */
  readonly undecided?: string;
  readonly remaining: string | null;
  /** a reservation: the part it did not use, and whether that returned to the pool or lapsed */
  readonly unused?: string;
  /** an admission stage: how many it admitted to the next */
  readonly admitted?: number;
  /** a stage whose boundary is pro rata: what is left ÷ what the straddling tie asked (34 significant digits) */
  readonly proRataCoefficient?: string;
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
  readonly columns: readonly { readonly name: string; readonly label: string }[];
  readonly rows: ReadonlyArray<Readonly<Record<string, unknown>>>;
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
