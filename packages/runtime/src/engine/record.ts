// The record of a run: what assessment and each regime's selection decided, held as columns,
// read as a table (table.ts) — row by row, in the order of the published result: each regime's
// ranking in turn, then every other application and invalid record by id. A row's object is
// made only when asked for; its explanation is rendered from the record (narrate.ts) only when
// asked for, so a run is the same run with or without explanations.
import { minorUnits, toFixedFast, ZERO } from "../decimal.js";
import type { CompiledScheme, Points, Rec, Status } from "../spec.js";
import type { ApplicationResult, Publication, Reason, SelectionResult, Statistic } from "../result.js";
import type { InputIssue } from "../validate.js";
import type { ResultTable, StreamedPublication } from "../table.js";
import type { PieceOut, StepForm } from "./explainWriter.js";
import { BELOW, CANDIDATE, INELIGIBLE, invalidResult, KEPT, NO_REGIME, NO_STEPS, UNRANKED, type Assessor } from "./assess.js";
import { restOrder } from "./restOrder.js";
import { STATUS } from "./allocate.js";
import type { Selection } from "./select.js";
import { RunPublication } from "./recordPublish.js";
import { catalogueOf, narrate, trace } from "./narrate.js";
import { translatedTies } from "./ties.js";
import { renderFact } from "../narration/catalogue.js";
import type { Trace } from "./trace.js";
import { memberAt, membered, reserveListAt, reserveListed, reservePlaceAt, stageAt, stageListed, stagePlacesAt, stagePositionAt, stagesRanked, type At } from "./recordColumns.js";
import { NOT_ASSESSED, notWorkedOut } from "./fcfs.js";
import { Outcome } from "./outcome.js";
import { ExplainedRun } from "./explainedRun.js";
import { GroupColumns } from "./recordGroups.js";
import { RowReasons } from "./recordReasons.js";
import { placed, resultFields } from "./resultFields.js";
import { WARM_ROWS, warmRows } from "./rowWarm.js";

export class Run implements ResultTable {
  readonly scheme: string;
  readonly version: string | null;
  readonly length: number;
  readonly totals: SelectionResult["totals"];
  readonly ties: SelectionResult["ties"];
  readonly unresolvedTies: SelectionResult["unresolvedTies"];
  private rankingIds: readonly string[] | undefined;
  /**
   * the results' order after the ranked ones (read by `appAt`): an application index, or -(k + 1)
   * for the k-th invalid record. The ranked rows are read from each selection's ranking and rows
   * (no copy: 4 bytes an application less of typed arrays, which V8 counts as external memory)
   */
  private readonly rest: Int32Array;
  /** per selection: the table row after its last ranked row */
  readonly ends: Int32Array;
  /** how many rows are ranked (they come first) */
  readonly ranked: number;
  private readonly zeros: string[];
  /** the values of the outcome (statistics, settlements, columns that read them), where the scheme has any */
  readonly outcome: Outcome | undefined;

  constructor(
    readonly spec: CompiledScheme,
    readonly call: Rec,
    readonly as: Assessor,
    readonly selections: readonly Selection[],
    private readonly invalid: readonly (readonly [string, readonly InputIssue[]])[],
  ) {
    this.scheme = spec.name;
    this.version = spec.version ?? null;
    this.totals = Object.fromEntries(selections.map((s) => [s.regime.name, as.citer.totals(s.totals, s.regime.allocation)])); // with the budgets' own sources (budgetSources.ts)
    this.ties = translatedTies(selections, catalogueOf(spec)); // in the scheme's language (narration/tieNotes.ts)
    this.unresolvedTies = this.ties.map((t) => t.ids);
    this.zeros = spec.regimes.map((r) => (r.allocation.unit ? toFixedFast(ZERO, minorUnits(r.allocation.unit)) : "0"));
    let ranked = 0;
    for (const s of selections) ranked += s.rows.rows;
    this.ranked = ranked;
    let end = 0;
    this.ends = Int32Array.from(selections, (s) => (end += s.rows.rows));
    this.rest = restOrder(as, invalid);
    this.reasonsOf = new RowReasons(spec, as, selections);
    this.groupColumns = new GroupColumns(spec, as);
    this.length = ranked + this.rest.length;
    this.outcome = as.records ? new Outcome({ as, statusOf: (i) => this.statusOf(i), positionOf: (i) => this.positionOf(i), grantedOf: (i) => this.selectionOf(i)!.selection.amount(this.selectionOf(i)!.row) }) : undefined;
  }

  /** every legal source the results cite so far (explanations rendered cite more) */
  get sources(): SelectionResult["sources"] {
    return this.as.citer.table();
  }

  /** the ids in ranking order, regime after regime */
  get ranking(): readonly string[] {
    if (this.rankingIds) return this.rankingIds;
    const out: string[] = new Array(this.ranked);
    for (let j = 0; j < this.ranked; j++) out[j] = this.as.ids[this.indexAt(j)]!;
    return (this.rankingIds = out);
  }

  private app(j: number): number {
    if (!(Number.isInteger(j) && j >= 0 && j < this.length)) throw new RangeError(`row ${j} of a table of ${this.length}`);
    return this.indexAt(j);
  }

  /** row j's application index, or -(k + 1) for the k-th invalid record (0 ≤ j < length, unchecked) */
  indexAt(j: number): number {
    if (j >= this.ranked) return this.rest[j - this.ranked]!;
    const ends = this.ends;
    let k = 0;
    while (j >= ends[k]!) k++;
    const s = this.selections[k]!;
    return s.rows.rowApp[s.ranking.order[k === 0 ? j : j - ends[k - 1]!]!]!;
  }

  /** the selection of application i's regime, and its row there (ranked applications only) */
  selectionOf(i: number): { selection: Selection; row: number } | undefined {
    const k = this.as.kind[i];
    if (k !== CANDIDATE && k !== KEPT) return undefined;
    return { selection: this.selections[this.as.regimeOf[i]!]!, row: this.as.rowOf[i]! };
  }

  /** no points to show: ineligible, or not assessed under first come (ranked or not) */
  private withoutPoints(i: number): boolean {
    const k = this.as.kind[i];
    if (k === INELIGIBLE || k === NOT_ASSESSED) return true;
    const sel = this.selectionOf(i);
    return sel?.selection.notAssessed?.has(sel.row) ?? false;
  }

  statusOf(i: number): Status {
    const k = this.as.kind[i]!;
    if (k === INELIGIBLE || k === UNRANKED) return "ineligible";
    if (k === NOT_ASSESSED) return "not_funded";
    if (k === BELOW || k === KEPT) return "below_threshold";
    const { selection: s, row: r } = this.selectionOf(i)!;
    return STATUS[s.status[r]!]!;
  }

  labelOf(i: number, st: Status): string | undefined {
    const l = this.as.labelOf[i]!;
    return (st === "ineligible" || st === "below_threshold") && l !== 0 ? this.as.labelTexts[l] : this.spec.labels[st];
  }

  /** 1-based position of application i in its regime's ranking; null when not ranked */
  positionOf(i: number): number | null {
    const sel = this.selectionOf(i);
    if (!sel) return null;
    return placed(sel.selection, sel.row);
  }

  /** @internal (resultFields.ts) */
  zeroOf(i: number): string {
    const g = this.as.regimeOf[i]!;
    return this.zeros[g === NO_REGIME ? 0 : g] ?? "0.00";
  }

  id(j: number): string {
    const i = this.app(j);
    return i >= 0 ? this.as.ids[i]! : this.invalid[-i - 1]![0];
  }
  status(j: number): Status {
    const i = this.app(j);
    return i >= 0 ? this.statusOf(i) : "ineligible";
  }
  label(j: number): string | undefined {
    const i = this.app(j);
    return i >= 0 ? this.labelOf(i, this.statusOf(i)) : undefined;
  }
  get grouped(): boolean {
    return this.as.groups !== undefined;
  }
  get unranked(): boolean {
    return this.spec.regimes.every((g) => g.ranking.unordered === true);
  }
  /** made once a run: the CSV and Markdown writers ask it for every row */
  private unrankedOnes: ReadonlySet<string> | null | undefined;
  get unrankedRegimes(): ReadonlySet<string> | undefined {
    if (this.unrankedOnes === undefined) {
      const names = this.spec.regimes.filter((g) => g.ranking.unordered === true).map((g) => g.name);
      this.unrankedOnes = names.length > 0 && names.length < this.spec.regimes.length ? new Set(names) : null;
    }
    return this.unrankedOnes ?? undefined;
  }
  group(j: number): string | undefined {
    const i = this.app(j);
    return i >= 0 ? this.as.groups?.name(i) : undefined;
  }
  /** row j's key of each group, by the group's name, where its regime's allocation has several (`groups` of the object form) */
  groups(j: number): Readonly<Record<string, string>> | undefined {
    const i = this.app(j);
    const g = i >= 0 ? this.as.regimeOf[i]! : NO_REGIME;
    return i >= 0 && g !== NO_REGIME && this.as.groups?.name(i) !== undefined ? this.groupsOf(i, g) : undefined;
  }
  /** the group columns (recordGroups.ts) */
  private readonly groupColumns: GroupColumns;
  /** the further groups' names over every regime, in order: the CSV and Markdown results' columns after `group` */
  get moreGroupNames(): readonly string[] {
    return this.groupColumns.more;
  }
  /** @internal (resultFields.ts) */
  groupsOf(i: number, g: number): Readonly<Record<string, string>> | undefined {
    return this.groupColumns.of(i, g);
  }
  position(j: number): number | null {
    const i = this.app(j);
    return i >= 0 ? this.positionOf(i) : null;
  }
  regime(j: number): string | undefined {
    const i = this.app(j);
    if (i < 0) return this.row(j).regime;
    const g = this.as.regimeOf[i]!;
    return this.spec.regimes.length > 1 && g !== NO_REGIME ? this.spec.regimes[g]!.name : undefined;
  }
  amount(j: number): string {
    const i = this.app(j);
    if (i < 0) return this.row(j).amount;
    if (this.as.kind[i] !== CANDIDATE) return this.zeroOf(i);
    const { selection: s, row: r } = this.selectionOf(i)!;
    return s.amount(r);
  }
  points(j: number): Readonly<Record<string, string | null>> | null {
    const i = this.app(j);
    return i < 0 || (this.withoutPoints(i) || !this.as.hasPoints(i)) ? null : this.as.pointSets.of(this.pointViews(), this.totalsView(), i, this.as.phaseOut?.[i] ?? 0);
  }
  reasons(j: number): readonly Reason[] {
    const i = this.app(j);
    return i >= 0 ? this.reasonsOf.of(i) : this.row(j).reasons;
  }
  /** the rows' reasons, in the scheme's language (recordReasons.ts); read by resultFields.ts */
  readonly reasonsOf: RowReasons;
  requested(j: number): string | undefined {
    const i = this.app(j);
    if (i < 0 || this.as.kind[i] !== CANDIDATE) return undefined;
    const { selection: s, row: r } = this.selectionOf(i)!;
    // received after first come's ceiling, of an amount the scheme computes: none was worked out
    return notWorkedOut(s, r) ? undefined : s.requested(r);
  }
  stage(j: number): string | undefined {
    const i = this.app(j);
    return i >= 0 ? stageAt(this.candidate(i)) : undefined;
  }
  member(j: number): string | undefined {
    const i = this.app(j);
    return i >= 0 ? memberAt(this.candidate(i)) : undefined;
  }
  /** application i's selection and row, where it is a ranked candidate (the stage and reserve-list columns read it: recordColumns.ts) */
  private candidate(i: number): At {
    return this.as.kind[i] === CANDIDATE ? this.selectionOf(i) : undefined;
  }
  get membered(): boolean {
    return membered(this.selections);
  }
  stagePosition(j: number): number | undefined {
    const i = this.app(j);
    return i >= 0 ? stagePositionAt(this.candidate(i)) : undefined;
  }
  /** ranked row j's place in every stage's ranking that ranked it (the results' `stagePlaces`) */
  stagePlaces(j: number): Record<string, number> | undefined {
    const i = this.app(j);
    return i >= 0 ? stagePlacesAt(this.candidate(i)) : undefined;
  }
  reservePlace(j: number): number | undefined {
    const i = this.app(j);
    return i >= 0 ? reservePlaceAt(this.candidate(i)) : undefined;
  }
  reserveList(j: number): string | undefined {
    const i = this.app(j);
    return i >= 0 ? reserveListAt(this.candidate(i)) : undefined;
  }
  get stageListed(): boolean {
    return stageListed(this.selections);
  }
  /** whether some row has a `reservePlace`: found once a run (the CSV and Markdown writers ask it for every row) */
  private listed: boolean | undefined;
  get reserveListed(): boolean {
    return (this.listed ??= reserveListed(this.selections));
  }
  get stagesRanked(): boolean {
    return stagesRanked(this.selections);
  }
  /** each selection's ranked rows, in turn: its rows run from the previous one's end to its own */
  rankingRows(regime: string): readonly [number, number] {
    const k = this.selections.findIndex((s) => s.regime.name === regime);
    if (k < 0) return [0, 0];
    const start = k === 0 ? 0 : this.ends[k - 1]!;
    // rows below a stage's own threshold close the published list without a position: not ranked (§14.10)
    let end = this.ends[k]!;
    while (end > start && this.position(end - 1) === null) end--;
    return [start, end];
  }
  /** A run read without explanations: every row's explanation is empty, and writes nothing. */
  writeSteps(_j: number, _form: StepForm, _out: PieceOut): void {}

  /** row j's result; `explain`: with its explanation ("trace": each step with its fact, trace.ts) */
  row(j: number, explain: boolean | "trace" = false): ApplicationResult {
    if (j % WARM_ROWS === 0 && j < this.ranked) this.warm(j);
    const i = this.app(j);
    if (i < 0) {
      const [id, issues] = this.invalid[-i - 1]!;
      return invalidResult(id, issues, explain, (fact) => renderFact(fact, catalogueOf(this.spec)));
    }
    return this.resultOf(i, explain);
  }

  /** what the warming loops read, summed: kept, so that no read is left out as unused */
  private warmed = 0;
  /** Reads the columns of ranked rows j0… ahead of their writer (rowWarm.ts); every WARM_ROWS-th row. */
  warm(j0: number): void {
    this.warmed += warmRows(this.as, this.selections, this.ends, j0, Math.min(j0 + WARM_ROWS, this.ranked), (j) => this.indexAt(j));
  }

  /** The structured explanation of row j (undefined for an invalid record: its reasons say why). */
  traceAt(j: number): Trace | undefined {
    const i = this.app(j);
    return i >= 0 ? trace(this, i) : undefined;
  }

  /** The structured explanation of the application with this id (undefined: no such application, or an invalid record). */
  traceOf(id: string): Trace | undefined {
    const ids = this.as.ids;
    for (let i = 0; i < this.as.n; i++) if (ids[i] === id) return trace(this, i);
    return undefined;
  }

  /** The result of application i, field for field in the published order. */
  resultOf(i: number, explain: boolean | "trace"): ApplicationResult {
    // fields assigned in one order (optional ones skipped): every result shares a few shapes
    const o: Record<string, unknown> = {};
    this.fieldsOf(i, (key, value) => (o[key] = value));
    o["explanation"] = explain === "trace" ? trace(this, i).steps : explain ? narrate(this, i) : NO_STEPS;
    return o as unknown as ApplicationResult;
  }

  /** The members of application i's result but its explanation, in the published order, each handed to `put` (resultFields.ts): `resultOf` puts them in an object, a JSON writer prints them (rowJson.ts). */
  fieldsOf(i: number, put: (key: string, value: unknown) => void): void {
    resultFields(this, i, put);
  }

  /** The application of row j (an index of the assessment), or -(k + 1) for the k-th invalid record. */
  appAt(j: number): number { return this.app(j); }

  private pointTotals: ArrayLike<Points> | undefined;
  /** the column of total points (read once the run is complete: a numeric column's view is a new subarray each time); read by resultFields.ts */
  totalsView(): ArrayLike<Points> {
    return (this.pointTotals ??= this.as.totals.view);
  }

  private views: ArrayLike<Points>[] | undefined;
  /** the point columns (read once the run is complete); read by resultFields.ts */
  pointViews(): ArrayLike<Points>[] {
    return (this.views ??= this.as.pointCols.map((c) => c.view));
  }

  /** the published list, read from this run's columns (recordPublish.ts) */
  private pub: RunPublication | undefined;
  private get published(): RunPublication {
    return (this.pub ??= new RunPublication(this));
  }

  /** `publication()` with each row made as it is read: a writer of a million rows holds one. */
  publicationRows(): StreamedPublication | undefined {
    return this.published.rows();
  }

  /** column k of row j's published row, as `publicationRows` gives it, without the row (undefined: not in it) */
  publishedCell(j: number, k: number): unknown {
    return this.published.cellOf(j, k);
  }

  statistics(): readonly Statistic[] | undefined {
    return this.published.statistics();
  }

  publication(): Publication | undefined {
    return this.published.publication();
  }

  /** The whole result; with `explain`, every result carries its explanation. */
  toResult(explain: boolean | "trace" = false): SelectionResult {
    const results: ApplicationResult[] = new Array(this.length);
    for (let j = 0; j < this.length; j++) results[j] = this.row(j, explain);
    const publication = this.published.publish(results);
    return {
      scheme: this.scheme,
      version: this.version,
      sources: this.sources,
      results,
      ranking: this.ranking,
      unresolvedTies: this.unresolvedTies,
      ties: this.ties,
      totals: this.totals,
      ...(publication ? { publication } : {}),
    };
  }

  toJSON(): SelectionResult { return this.toResult(); }

  /**
   * The same run read with explanations: each row carries its explanation, rendered when the row
   * is read (a writer streaming a million explained rows holds one at a time), and `sources`
   * lists every source they cite — found by a first pass that cites without writing any text.
   */
  explained(how: true | "trace" = true): ResultTable {
    return new ExplainedRun(this, how);
  }
}
