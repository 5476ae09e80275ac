// The result of a selection as a table: the same content as a SelectionResult, one row per
// result in the same order, read by accessors instead of one object per application. The record
// of a run (engine/record.ts `Run`) holds its results as columns already (statuses, positions,
// amounts, shared point sets and reason lists), so a service that streams a million rows to CSV
// or a database does not need a million objects made first. `row(i)` is the object form's `results[i]`; `toResult()` (also
// `toJSON`, so `JSON.stringify(table)` prints what the object form prints) builds the whole
// SelectionResult.
import type { Status } from "./spec.js";
import type { ApplicationResult, ExplanationStep, Publication, Reason, SelectionResult, Statistic } from "./result.js";

/**
 * `Publication` with `rows` made as they are iterated (once), and `statistics` (where the scheme
 * publishes any) asked for after them: the members in the object form's order.
 */
export interface StreamedPublication {
  readonly head: Omit<Publication, "rows" | "statistics">;
  readonly rows: Iterable<Readonly<Record<string, unknown>>>;
  statistics(): readonly Statistic[] | undefined;
}

/** What a result says of the whole call, as the object form says it. */
type CallParts = Pick<SelectionResult, "scheme" | "version" | "sources" | "ranking" | "unresolvedTies" | "ties" | "totals">;

export interface ResultTable extends CallParts {
  /** how many results (rows): as many as `results` has in the object form */
  readonly length: number;
  id(row: number): string;
  status(row: number): Status;
  /** the scheme's own wording of the status, if it declares one */
  label(row: number): string | undefined;
  /** 1-based, null when not ranked */
  position(row: number): number | null;
  /** the amount granted, as a decimal text with the currency's places */
  amount(row: number): string;
  /** per criterion and "total", as decimal texts; null when not scored (shared, frozen objects) */
  points(row: number): Readonly<Record<string, string | null>> | null;
  reasons(row: number): readonly Reason[];
  /** the key of its group, where its regime's allocation walks groups (`group` of the object form) */
  group(row: number): string | undefined;
  /** every group's key by the group's name, where its regime's allocation has several groups (`groups` of the object form) */
  groups?(row: number): Readonly<Record<string, string>> | undefined;
  /** the names of the further groups (all but each allocation's first), where some allocation has several: the CSV and Markdown results have a column for each after `group` */
  readonly moreGroupNames?: readonly string[];
  /** the amount asked, where the result says it (`requested` of the object form) */
  requested(row: number): string | undefined;
  /** the stage that decided it, where its regime's allocation has stages (`stage` of the object form) */
  stage(row: number): string | undefined;
  /** its place in the ranking of the stage that decided it, where the stages rank on their own (`stagePosition` of the object form) */
  stagePosition?(row: number): number | undefined;
  /** the member of a stage per key whose walk decided it (`member` of the object form) */
  member?(row: number): string | undefined;
  /** whether the CSV and Markdown results have a `member` column: the scheme has a stage per key (from the rows only where the scheme is not known) */
  readonly membered?: boolean;
  /** whether some row has a `stagePosition`: the CSV and Markdown results then have a `stage position` column */
  readonly stagesRanked?: boolean;
  /** its place on the reserve list, where it is on one (`reservePlace` of the object form) */
  reservePlace?(row: number): number | undefined;
  /** whether some row has a `reservePlace`: the CSV and Markdown results then have a `reserve_place` column */
  readonly reserveListed?: boolean;
  /** the stage whose own reserve list it is on (`reserveList` of the object form; absent on the allocation's list) */
  reserveList?(row: number): string | undefined;
  /** whether some row is on a stage's own list: the CSV and Markdown results then have a `reserve_list` column after `reserve_place` */
  readonly stageListed?: boolean;
  /**
   * The rows of a regime's ranking, `[start, end)`: the ranked rows come first, each regime's
   * ranking in turn, in the order of `totals` (a report reads one regime's rows from its first).
   */
  rankingRows(regime: string): readonly [start: number, end: number];
  /** whether some result has a group: the CSV and Markdown results then have a `group` column */
  readonly grouped: boolean;
  /**
   * whether no regime has a ranking (an entitlement, docs/language.md §14.14): the CSV, Markdown
   * and HTML results then have no position column (the object form keeps `position`, the walk's
   * order by id); absent where unknown (a table over a result in object form)
   */
  readonly unranked?: boolean | undefined;
  /**
   * the regimes without a ranking where another has one (a call with one regime ranked and one
   * not): the tables keep their position column, empty in those regimes' rows; absent where unknown
   */
  readonly unrankedRegimes?: ReadonlySet<string> | undefined;
  /** its regime, where the scheme has more than one (`regime` of the object form), without making the row */
  regime?(row: number): string | undefined;
  /** the whole result of one row: `results[row]` of the object form */
  row(row: number): ApplicationResult;
  /**
   * Row j as JSON.stringify prints \`results[j]\` of the object form with its members one level
   * deeper than \`indent\`, written piece by piece to \`out\` (\`kept\`: a piece handed on unchanged for
   * every row that has it); false where the table does not write it so (the caller prints \`row(j)\`).
   */
  writeRowJson?(row: number, indent: string, out: (piece: string, kept: boolean) => void): boolean;
  /** row j without its explanation (`explanation` empty), where the table writes the explanation on its own (`writeSteps`) */
  rowWithoutExplanation?(row: number): ApplicationResult;
  /**
   * Row j's explanation, each step printed by `form` from its section, source and text (the
   * texts of \`row(j).explanation\`), written piece by piece to `out` with no step object made
   * (engine/explainWriter.ts; `kept`: a piece handed on unchanged for every row that has it).
   */
  writeSteps?(row: number, form: (step: ExplanationStep["step"], source: string | null, text: string) => string, out: (piece: string, kept: boolean) => void): void;
  /** the call's values (a run's; absent for a result in object form): a notice's date reads them (`notice { date call.x }`, language.md §16.4) */
  readonly call?: Readonly<Record<string, unknown>>;
  /** the published list, built when asked for */
  publication(): Publication | undefined;
  /** the published list with its rows made one at a time as they are read (a writer holds none): what `publication()` gives */
  publicationRows?(): StreamedPublication | undefined;
  /**
   * Column k of the published row of row j (`publication().columns[k]`), without the row: what
   * the published list has there, undefined where it has no such row or member.
   */
  publishedCell(row: number, column: number): unknown;
  /** the published statistics of the outcome (§16.3), without building the published list; undefined where the scheme declares none */
  statistics?(): readonly Statistic[] | undefined;
  /** the object form */
  toResult(): SelectionResult;
  toJSON(): SelectionResult;
}

/** A table over a result already in object form (a report made from a `SelectionResult`: the dsl's report/formats.ts, report/html.ts). */
export class ObjectTable implements ResultTable {
  readonly scheme: string;
  readonly version: string | null;
  readonly sources: SelectionResult["sources"];
  readonly ranking: SelectionResult["ranking"];
  readonly unresolvedTies: SelectionResult["unresolvedTies"];
  readonly ties: SelectionResult["ties"];
  readonly totals: SelectionResult["totals"];
  readonly length: number;
  readonly grouped: boolean;
  readonly moreGroupNames: readonly string[];
  readonly stagesRanked: boolean;
  readonly membered: boolean;
  readonly reserveListed: boolean;
  readonly stageListed: boolean;

  /**
   * `unranked`: the scheme has no ranking; `membered`: it has a stage per key, so the tables have
   * a `member` column as the engine's do, whether or not a member decided a row of this call (the
   * object form says neither: the caller, who has the scheme, does; without it, some row's `member`).
   */
  constructor(private readonly result: SelectionResult, readonly unranked?: boolean, readonly unrankedRegimes?: ReadonlySet<string>, membered?: boolean) {
    this.scheme = result.scheme;
    this.version = result.version;
    this.sources = result.sources;
    this.ranking = result.ranking;
    this.unresolvedTies = result.unresolvedTies;
    this.ties = result.ties;
    this.totals = result.totals;
    this.length = result.results.length;
    this.grouped = result.results.some((r) => r.group !== undefined);
    this.moreGroupNames = [...new Set(result.results.flatMap((r) => (r.groups ? Object.keys(r.groups).slice(1) : [])))];
    this.stagesRanked = result.results.some((r) => r.stagePosition !== undefined);
    this.membered = membered ?? result.results.some((r) => r.member !== undefined);
    this.reserveListed = result.results.some((r) => r.reservePlace !== undefined);
    this.stageListed = result.results.some((r) => r.reserveList !== undefined);
  }

  id(i: number): string {
    return this.row(i).id;
  }
  status(i: number): Status {
    return this.row(i).status;
  }
  label(i: number): string | undefined {
    return this.row(i).label;
  }
  position(i: number): number | null {
    return this.row(i).position;
  }
  amount(i: number): string {
    return this.row(i).amount;
  }
  points(i: number): Readonly<Record<string, string | null>> | null {
    return this.row(i).points;
  }
  reasons(i: number): readonly Reason[] {
    return this.row(i).reasons;
  }
  group(i: number): string | undefined {
    return this.row(i).group;
  }
  groups(i: number): Readonly<Record<string, string>> | undefined {
    return this.row(i).groups;
  }
  regime(i: number): string | undefined {
    return this.row(i).regime;
  }
  requested(i: number): string | undefined {
    return this.row(i).requested;
  }
  stage(i: number): string | undefined {
    return this.row(i).stage;
  }
  stagePosition(i: number): number | undefined {
    return this.row(i).stagePosition;
  }
  member(i: number): string | undefined {
    return this.row(i).member;
  }
  reserveList(i: number): string | undefined {
    return this.row(i).reserveList;
  }
  reservePlace(i: number): number | undefined {
    return this.row(i).reservePlace;
  }
  rankingRows(regime: string): readonly [number, number] {
    return (this.rankings ??= rankingsOf(this.result)).get(regime) ?? [0, 0];
  }
  private rankings: Map<string, readonly [number, number]> | undefined;
  publishedCell(i: number, k: number): unknown {
    const publication = this.result.publication;
    const name = publication?.columns[k]?.name;
    if (name === undefined) return undefined;
    // the published list has a row for each ranked result, in the results' order — or, under
    // `rows funded` (fewer rows than ranked results), for each one granted (engine/publish.ts listed)
    if (!this.published) {
      this.published = new Int32Array(this.length).fill(-1);
      const results = this.result.results;
      let ranked = 0;
      for (let j = 0; j < this.length; j++) if (results[j]!.position !== null) ranked++;
      const funded = publication!.rows.length < ranked;
      let p = 0;
      for (let j = 0; j < this.length; j++) {
        const r = results[j]!;
        if (r.position !== null && (!funded || r.status === "funded" || r.status === "partially_funded" || r.status === "pro_rata")) this.published[j] = p++;
      }
    }
    return publication!.rows[this.published[i] ?? -1]?.[name];
  }
  private published: Int32Array | undefined;
  row(i: number): ApplicationResult {
    const r = this.result.results[i];
    if (r === undefined) throw new RangeError(`row ${i} of a table of ${this.length}`);
    return r;
  }
  statistics(): readonly Statistic[] | undefined {
    return this.result.publication?.statistics;
  }

  publication(): Publication | undefined {
    return this.result.publication;
  }
  toResult(): SelectionResult {
    return this.result;
  }
  toJSON(): SelectionResult {
    return this.result;
  }
}

/**
 * The rows of each regime's ranking in an object form: its ranked results (all of them where
 * the call has one regime), which stand together, each regime's after the last's — as a run
 * writes them; a result in another order is refused, not read otherwise.
 */
function rankingsOf(result: SelectionResult): Map<string, readonly [number, number]> {
  const regimes = Object.keys(result.totals);
  const out = new Map<string, [number, number]>();
  let last: string | undefined;
  for (let j = 0; j < result.results.length; j++) {
    const r = result.results[j]!;
    if (r.position === null) continue;
    const regime = regimes.length > 1 ? r.regime : regimes[0];
    if (regime === undefined) throw new Error(`result ${r.id} is ranked without a regime`);
    const range = out.get(regime);
    if (!range) out.set(regime, [j, j + 1]);
    else if (range[1] === j && regime === last) range[1] = j + 1;
    else throw new Error(`the ranked results of regime ${regime} do not stand together (result ${r.id})`);
    last = regime;
  }
  return out;
}
