// A run's rows read with their explanations (`Run.explained`): each row's explanation rendered
// from the record when the row is read, as texts (narrate.ts) or as traces (trace.ts), written
// piece by piece where a writer can take it so (explainWriter.ts, rowJson.ts); `sources` found by
// a first pass that cites without writing any text.
import type { ApplicationResult, SelectionResult } from "../result.js";
import type { ResultTable } from "../table.js";
import type { Run } from "./record.js";
import { ExplanationWriter, LINES, type PieceOut, type StepForm } from "./explainWriter.js";
import { RowJson } from "./rowJson.js";
import { citeExplanation, rankedCited } from "./narrate.js";

/** Cites every source the explanations of the run cite (no text is made). */
function citeExplanations(run: Run): void {
  let k = 0;
  for (let j = 0; j < run.length; j++) {
    const i = run.indexAt(j);
    if (i < 0) continue;
    // the rest of a selection's ranked rows, where none can cite anything new: passed over
    if (j < run.ranked) {
      while (j >= run.ends[k]!) k++;
      if (rankedCited(run, run.selections[k]!, i)) {
        j = run.ends[k]! - 1;
        continue;
      }
    }
    citeExplanation(run, i);
  }
}

/** A run's rows with their explanations (Run.explained). */
export class ExplainedRun implements ResultTable {
  private cited = false;
  constructor(
    private readonly run: Run,
    private readonly how: true | "trace",
  ) {
    this.writeRowJson = (j, indent, out) => {
      if (this.json?.indent !== indent) this.json = new RowJson(this.run, indent, how);
      this.json.write(j, out);
      return true;
    };
  }
  get scheme() { return this.run.scheme; }
  get version() { return this.run.version; }
  get call() { return this.run.call; }
  get length() { return this.run.length; }
  get totals() { return this.run.totals; }
  get ties() { return this.run.ties; }
  get unresolvedTies() { return this.run.unresolvedTies; }
  get ranking() { return this.run.ranking; }
  get sources(): SelectionResult["sources"] {
    if (!this.cited) {
      citeExplanations(this.run);
      this.cited = true;
    }
    return this.run.sources;
  }
  id(j: number) { return this.run.id(j); }
  status(j: number) { return this.run.status(j); }
  label(j: number) { return this.run.label(j); }
  get grouped() { return this.run.grouped; }
  get moreGroupNames() { return this.run.moreGroupNames; }
  get unranked() { return this.run.unranked; }
  get unrankedRegimes() { return this.run.unrankedRegimes; }
  group(j: number) { return this.run.group(j); }
  groups(j: number) { return this.run.groups(j); }
  position(j: number) { return this.run.position(j); }
  regime(j: number) { return this.run.regime(j); }
  amount(j: number) { return this.run.amount(j); }
  points(j: number) { return this.run.points(j); }
  reasons(j: number) { return this.run.reasons(j); }
  requested(j: number) { return this.run.requested(j); }
  stage(j: number) { return this.run.stage(j); }
  stagePosition(j: number) { return this.run.stagePosition(j); }
  get stagesRanked() { return this.run.stagesRanked; }
  member(j: number) { return this.run.member(j); }
  get membered() { return this.run.membered; }
  reservePlace(j: number) { return this.run.reservePlace(j); }
  get reserveListed() { return this.run.reserveListed; }
  reserveList(j: number) { return this.run.reserveList(j); }
  get stageListed() { return this.run.stageListed; }
  rankingRows(regime: string) { return this.run.rankingRows(regime); }
  publishedCell(j: number, k: number) { return this.run.publishedCell(j, k); }
  row(j: number): ApplicationResult { return this.run.row(j, this.how); }
  private lines: ExplanationWriter | undefined;
  private json: RowJson | undefined;
  /** Row j's explanation, each step's text on a line, written piece by piece to `out`: no result, step or array made for it (explainWriter.ts). */
  writeLines(j: number, out: PieceOut): void {
    const lines = (this.lines ??= new ExplanationWriter(this.run, LINES));
    const i = this.run.appAt(j);
    if (i >= 0) lines.write(i, out, "", j);
    else lines.writeSteps(this.run.row(j, true).explanation, out);
  }
  /** Row j without its explanation: a report that writes the explanation on its own (writeSteps) reads the rest from it. */
  rowWithoutExplanation(j: number): ApplicationResult { return this.run.row(j, false); }
  /** The writers of `writeSteps`, by form (a report makes one form and writes every row in it). */
  private readonly stepWriters = new Map<StepForm, ExplanationWriter>();
  /** Row j's explanation, each step printed by `form`, piece by piece (explainWriter.ts): no step object per row. */
  writeSteps(j: number, form: StepForm, out: PieceOut): void {
    let writer = this.stepWriters.get(form);
    if (!writer) this.stepWriters.set(form, (writer = new ExplanationWriter(this.run, form)));
    const i = this.run.appAt(j);
    if (i >= 0) writer.write(i, out, "", j);
    else writer.writeSteps(this.run.row(j, this.how).explanation, out);
  }
  /** Row j with its explanation as JSON, piece by piece (rowJson.ts): its steps as texts, or as traces. */
  readonly writeRowJson: (j: number, indent: string, out: PieceOut) => boolean;
  publication() { return this.run.publication(); }
  publicationRows() { return this.run.publicationRows(); }
  statistics() { return this.run.statistics(); }
  toResult(): SelectionResult { return this.run.toResult(this.how); }
  toJSON(): SelectionResult { return this.toResult(); }
}
