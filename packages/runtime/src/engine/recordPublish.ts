// The published list of a run (§16): its rows read from the run's columns, not from whole
// results — one view refilled row after row, so a writer of a million rows holds one — and each
// computed column's value read from the record (the outcome's values, the id, the assessment's
// cells). Split from record.ts: the run holds one of these, made when the list is first read.
import type { ApplicationResult, Publication, Statistic } from "../result.js";
import type { StreamedPublication } from "../table.js";
import { CANDIDATE } from "./assess.js";
import { listed, NO_CELL, publish, publicationHead, publishedRow, publishedValue } from "./publish.js";
import type { Status } from "../spec.js";
import type { Run } from "./record.js";
import { WARM_ROWS } from "./rowWarm.js";

/** What `publishedValue` is handed for a computed column, which does not read it. */
const NO_RESULT = {} as ApplicationResult;

/** `withinLimit` of a ranked result with status `st`. */
export function withinLimitOf(st: Status): boolean | "indeterminate" {
  return st === "funded" || st === "partially_funded" || st === "pro_rata" ? true : st === "indeterminate" ? "indeterminate" : false;
}

export class RunPublication {
  constructor(private readonly run: Run) {}

  /** The published list from the ranked rows (the only ones published). */
  publish(ranked: readonly ApplicationResult[]): Publication | undefined {
    const run = this.run;
    const spec = run.spec.publish;
    if (!spec) return undefined;
    const outcome = run.outcome;
    const published = publish(spec, run.call, ranked, this.cell);
    return run.spec.outcome?.statistics && outcome ? { ...published, statistics: outcome.statistics() } : published;
  }

  /** the value of computed column k of the published list for row j (NO_CELL where j is not ranked) */
  private readonly cell = (j: number, k: number): unknown => {
    const run = this.run;
    if (j >= run.ranked) return NO_CELL;
    const i = run.indexAt(j);
    const column = run.spec.publish!.columns[k]!;
    if (run.outcome && column.outcome) return run.outcome.cell(i, k);
    // the application's id, as its `get` reads it (emit.ts marks only `(e) => e.a["id"]`)
    if (column.isId) return run.as.ids[i];
    // the application's total points, as its `get` reads them (emit.ts marks only `(e) => e.p["total"]`): the value assess.ts pushed to `totals`
    if (column.isTotal) return run.as.totals.at(i);
    return run.as.cells[k]!.at(i);
  };

  /** what a published row reads of ranked row j's result, read from the columns (not the whole result): one object, refilled */
  private viewAt(j: number): ApplicationResult {
    const run = this.run;
    const view = (this.view ??= {});
    const i = run.indexAt(j);
    const st = run.statusOf(i);
    view.position = run.positionOf(i);
    view.status = st;
    view.label = run.labelOf(i, st);
    view.amount = run.amount(j);
    view.withinLimit = run.as.kind[i] === CANDIDATE ? withinLimitOf(st) : false;
    view.settlement = run.as.kind[i] === CANDIDATE ? run.outcome?.settlementOf(i)?.result : undefined;
    view.stagePosition = run.stagePosition(j);
    view.stagePlaces = run.stagePlaces(j);
    return view as ApplicationResult;
  }
  private view: { -readonly [K in keyof ApplicationResult]?: ApplicationResult[K] } | undefined;

  /** `publication()` with each row made as it is read: a writer of a million rows holds one. */
  rows(): StreamedPublication | undefined {
    const spec = this.run.spec.publish;
    if (!spec) return undefined;
    const rows = function* (p: RunPublication): Generator<Readonly<Record<string, unknown>>> {
      for (let j = 0; j < p.run.ranked; j++) {
        // the rows' columns read ahead, as for the results (rowWarm.ts)
        if (j % WARM_ROWS === 0) p.run.warm(j);
        const row = publishedRow(spec, p.viewAt(j), j, p.cell);
        if (row) yield row;
      }
    };
    return { head: publicationHead(spec, this.run.call), rows: rows(this), statistics: () => this.statistics() };
  }

  /** column k of row j's published row, as `rows` gives it, without the row (undefined: not in it) */
  cellOf(j: number, k: number): unknown {
    const spec = this.run.spec.publish;
    if (!spec || !(j >= 0 && j < this.run.ranked) || (spec.rows === "funded" && !listed(spec, this.viewAt(j)))) return undefined;
    const c = spec.columns[k];
    if (!c) return undefined;
    // a computed column reads the record's columns, not the result
    const v = publishedValue(c, c.builtin === undefined ? NO_RESULT : this.viewAt(j), j, k, this.cell);
    return v === NO_CELL ? undefined : v;
  }

  statistics(): readonly Statistic[] | undefined {
    const run = this.run;
    return run.spec.outcome?.statistics && run.outcome ? run.outcome.statistics() : undefined;
  }

  publication(): Publication | undefined {
    const run = this.run;
    if (!run.spec.publish) return undefined;
    const ranked: ApplicationResult[] = [];
    for (let j = 0; j < run.ranked; j++) ranked.push(run.row(j));
    return this.publish(ranked);
  }
}
