// The published statistics of the outcome (§16.3) as rows of a report: one row per statistic over
// the whole call, one per key of a statistic given `by` a field. CSV, Markdown and HTML show the
// same rows (csv.ts, markdown.ts, html.ts).
import type { ResultTable, Statistic } from "@allot/runtime";

/** The columns of the statistics table of the CSV and Markdown results. */
export const statisticColumns = ["statistic", "title", "by", "key", "value", "unit", "count", "note"] as const;

export interface StatisticRow {
  readonly statistic: Statistic;
  /** the key of a statistic given per key; undefined for one over the whole call */
  readonly key?: string;
  readonly value: string | null;
  readonly count: number | undefined;
  readonly note: string | undefined;
}

/** The statistics of a result table (none where the scheme declares none). */
export function statisticsOf(table: ResultTable): readonly Statistic[] {
  return table.statistics?.() ?? [];
}

/** Each statistic's rows: itself, or one per key. */
export function statisticRows(stats: readonly Statistic[]): StatisticRow[] {
  return stats.flatMap((s): StatisticRow[] =>
    s.groups ? (s.groups.length ? s.groups.map((g) => ({ statistic: s, key: g.key, value: g.value, count: g.count, note: g.note })) : [{ statistic: s, key: "", value: null, count: 0, note: s.note }]) : [{ statistic: s, value: s.value ?? null, count: s.count, note: s.note }],
  );
}

/** A row's cells as text, in the order of `statisticColumns`. */
export function statisticCells(r: StatisticRow): string[] {
  const s = r.statistic;
  return [s.name, s.title ?? "", s.by ?? "", r.key ?? "", r.value ?? "", s.unit, r.count === undefined ? "" : String(r.count), [r.note, s.undecided?.length ? `undecided: ${s.undecided.join(", ")}` : ""].filter(Boolean).join("; ")];
}
