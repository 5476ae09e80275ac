// The bulk path's result as a table (table.ts): the columns `Bulk` filled while assessing and
// allocating, read row by row. Rows are in the order of the object form: the ranking, then every
// other application and invalid record by id. A row's object (`row`) is made only when asked for,
// the same object, field for field and in the same field order, that the general engine makes,
// so `toResult()` prints byte for byte what the engine prints (test/bulk-equivalence.test.ts).
import type { CompiledScheme, Points, Rec, Status } from "../spec.js";
import type { ApplicationResult, BudgetTotals, Publication, Reason, SelectionResult } from "../result.js";
import type { InputIssue } from "../validate.js";
import type { ResultTable } from "../table.js";
import { invalidResult, NO_STEPS } from "./assess.js";
import { NO_CELL, publish } from "./publish.js";
import { WALK_STATUS } from "./bulk-allocate.js";
import type { PointSets } from "./shared.js";

export const INELIGIBLE = 1;
export const BELOW = 2;
export const KEPT = 3; // below a threshold that keeps it ranked
export const CANDIDATE = 4;
export const UNRANKED = 5; // scored, but its amount or a key cannot be computed: ineligible, with points

/** What `Bulk` hands over: per application, per ranked row, and the order of the rows. */
export interface BulkColumns {
  readonly scheme: CompiledScheme;
  readonly call: Rec;
  readonly sources: SelectionResult["sources"];
  readonly regime: string;
  readonly totals: BudgetTotals;
  /** per application (index i) */
  readonly kind: Uint8Array;
  readonly rowOf: Int32Array;
  readonly ids: readonly string[];
  readonly pointCols: readonly ArrayLike<Points>[];
  readonly pointTotals: ArrayLike<Points>;
  readonly pointSets: PointSets;
  readonly reasonOf: ArrayLike<number>;
  readonly reasonLists: readonly (readonly Reason[])[];
  readonly labelOf: ArrayLike<number>;
  readonly labelTexts: readonly string[];
  /** per ranked row (index r, in the order rows were added) */
  readonly rowApp: Int32Array;
  /** per ranked row: its status's code in WALK_STATUS */
  readonly status: Uint8Array;
  /** the amount granted as text; the zero text for every row granted nothing */
  readonly amounts: readonly string[];
  /** the amount asked as text */
  readonly requested: (row: number) => string;
  readonly cells: readonly ArrayLike<unknown>[];
  /** ranked rows in ranking order: idx[p] is the row at position p + 1 */
  readonly idx: Uint32Array;
  /** the results' order: an application index, or -(k + 1) for the k-th invalid record */
  readonly order: Int32Array;
  readonly invalid: readonly (readonly [string, readonly InputIssue[]])[];
  readonly zero: string;
}

export class BulkTable implements ResultTable {
  readonly scheme: string;
  readonly version: string | null;
  readonly sources: SelectionResult["sources"];
  private rankingIds: readonly string[] | undefined;
  readonly unresolvedTies: readonly (readonly string[])[] = [];
  readonly ties: SelectionResult["ties"] = [];
  readonly totals: SelectionResult["totals"];
  readonly length: number;

  constructor(private readonly c: BulkColumns) {
    this.scheme = c.scheme.name;
    this.version = c.scheme.version ?? null;
    this.sources = c.sources;
    this.totals = { [c.regime]: c.totals };
    this.length = c.order.length;
  }

  /** the ids in ranking order (made when first read: a service reading rows needs no copy) */
  get ranking(): readonly string[] {
    if (this.rankingIds) return this.rankingIds;
    const { idx, ids, rowApp } = this.c;
    const ranking: string[] = new Array(idx.length);
    for (let p = 0; p < idx.length; p++) ranking[p] = ids[rowApp[idx[p]!]!]!;
    return (this.rankingIds = ranking);
  }

  /** the application of a row, or -(k + 1) for the k-th invalid record */
  private app(j: number): number {
    if (!(Number.isInteger(j) && j >= 0 && j < this.length)) throw new RangeError(`row ${j} of a table of ${this.length}`);
    return this.c.order[j]!;
  }

  id(j: number): string {
    const i = this.app(j);
    return i >= 0 ? this.c.ids[i]! : this.c.invalid[-i - 1]![0];
  }

  status(j: number): Status {
    const i = this.app(j);
    return i >= 0 ? this.statusOf(i) : "ineligible";
  }

  private statusOf(i: number): Status {
    const k = this.c.kind[i]!;
    return k === INELIGIBLE || k === UNRANKED ? "ineligible" : k === BELOW || k === KEPT ? "below_threshold" : WALK_STATUS[this.c.status[this.c.rowOf[i]!]!]!;
  }

  label(j: number): string | undefined {
    const i = this.app(j);
    return i >= 0 ? this.labelOf(i, this.statusOf(i)) : undefined;
  }

  private labelOf(i: number, st: Status): string | undefined {
    const l = this.c.labelOf[i]!;
    return (st === "ineligible" || st === "below_threshold") && l !== 0 ? this.c.labelTexts[l] : this.c.scheme.labels[st];
  }

  position(j: number): number | null {
    this.app(j);
    return j < this.c.idx.length ? j + 1 : null;
  }

  amount(j: number): string {
    const i = this.app(j);
    if (i < 0) return this.row(j).amount; // an invalid record: as the engine writes it
    return this.c.kind[i] === CANDIDATE ? this.c.amounts[this.c.rowOf[i]!]! : this.c.zero;
  }

  points(j: number): Readonly<Record<string, string>> | null {
    const i = this.app(j);
    return i < 0 || this.c.kind[i] === INELIGIBLE ? null : this.c.pointSets.of(this.c.pointCols, this.c.pointTotals, i);
  }

  reasons(j: number): readonly Reason[] {
    const i = this.app(j);
    return i >= 0 ? this.c.reasonLists[this.c.reasonOf[i]!]! : this.row(j).reasons;
  }

  row(j: number): ApplicationResult {
    const i = this.app(j);
    const c = this.c;
    if (i < 0) {
      const [id, issues] = c.invalid[-i - 1]!;
      return invalidResult(id, issues, false);
    }
    const k = c.kind[i]!;
    const r = c.rowOf[i]!;
    const st = this.statusOf(i);
    const label = this.labelOf(i, st);
    const position = j < c.idx.length ? j + 1 : null;
    const points = k === INELIGIBLE ? null : c.pointSets.of(c.pointCols, c.pointTotals, i);
    const id = c.ids[i]!;
    const reasons = c.reasonLists[c.reasonOf[i]!] as Reason[];
    // the fields in the order of the engine's results (JSON output is byte for byte the same)
    if (k === CANDIDATE) {
      const amount = c.amounts[r]!;
      const requested = c.requested(r);
      const withinLimit = st === "funded" || st === "partially_funded";
      return label ? { id, status: st, label, position, points, amount, requested, withinLimit, reasons, explanation: NO_STEPS } : { id, status: st, position, points, amount, requested, withinLimit, reasons, explanation: NO_STEPS };
    }
    const amount = c.zero;
    return label ? { id, status: st, label, position, points, amount, withinLimit: false, reasons, explanation: NO_STEPS } : { id, status: st, position, points, amount, withinLimit: false, reasons, explanation: NO_STEPS };
  }

  /** The published list from the ranked rows (the only ones published). */
  private publish(ranked: readonly ApplicationResult[]): Publication | undefined {
    const { scheme, call, cells, idx } = this.c;
    if (!scheme.publish) return undefined;
    return publish(scheme.publish, call, ranked, (p, k) => (p < idx.length ? cells[k]![idx[p]!] : NO_CELL));
  }

  publication(): Publication | undefined {
    if (!this.c.scheme.publish) return undefined;
    const ranked: ApplicationResult[] = [];
    for (let p = 0; p < this.c.idx.length; p++) ranked.push(this.row(p));
    return this.publish(ranked);
  }

  toResult(): SelectionResult {
    const results: ApplicationResult[] = [];
    for (let j = 0; j < this.length; j++) results.push(this.row(j));
    const publication = this.publish(results);
    return {
      scheme: this.scheme,
      version: this.version,
      sources: this.sources,
      results,
      ranking: this.ranking,
      unresolvedTies: [],
      ties: [],
      totals: this.totals,
      ...(publication ? { publication } : {}),
    };
  }

  toJSON(): SelectionResult {
    return this.toResult();
  }
}
