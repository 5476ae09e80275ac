// Compares a ResultTable (packages/runtime/src/table.ts) with the object form of the same result:
// every accessor of every row, the rows as objects, the published list and the call-level parts.
// Returns the first difference found, or undefined (plain comparisons: tables have thousands of rows).
import { isDeepStrictEqual } from "node:util";
import type { ResultTable, SelectionResult } from "@allot/runtime";

export function tableMismatch(table: ResultTable, result: SelectionResult): string | undefined {
  if (table.length !== result.results.length) return `length ${table.length} ≠ ${result.results.length}`;
  for (let j = 0; j < table.length; j++) {
    const r = result.results[j]!;
    const got = { id: table.id(j), status: table.status(j), label: table.label(j), position: table.position(j), amount: table.amount(j), points: table.points(j), reasons: table.reasons(j), requested: table.requested(j), stage: table.stage(j) };
    const want = { id: r.id, status: r.status, label: r.label, position: r.position, amount: r.amount, points: r.points, reasons: r.reasons, requested: r.requested, stage: r.stage };
    if (!isDeepStrictEqual(got, want)) return `row ${j}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`;
    if (JSON.stringify(table.row(j)) !== JSON.stringify(r)) return `row ${j} as an object: ${JSON.stringify(table.row(j))} ≠ ${JSON.stringify(r)}`;
  }
  if (JSON.stringify(table.publication()) !== JSON.stringify(result.publication)) return "publication";
  // the published list cell by cell: row p of the list is the p-th ranked result's
  const published = result.publication;
  let p = 0;
  for (let j = 0; j < table.length; j++) {
    const row = result.results[j]!.position === null ? undefined : published?.rows[p++];
    for (let k = 0; k <= (published?.columns.length ?? 0); k++) {
      const want = row?.[published!.columns[k]?.name ?? ""];
      if (!isDeepStrictEqual(table.publishedCell(j, k), want)) return `row ${j}, published column ${k}: ${JSON.stringify(table.publishedCell(j, k))} ≠ ${JSON.stringify(want)}`;
    }
  }
  // each regime's ranking: its ranked results, which stand together
  for (const regime of Object.keys(result.totals)) {
    const [start, end] = table.rankingRows(regime);
    const want = result.results.flatMap((r, j) => (r.position !== null && (Object.keys(result.totals).length === 1 || r.regime === regime) ? [j] : []));
    const got = Array.from({ length: end - start }, (_, k) => start + k);
    if (JSON.stringify(got) !== JSON.stringify(want)) return `the rows of regime ${regime}: ${start}–${end} ≠ ${want.join(",")}`;
  }
  for (const k of ["scheme", "version", "sources", "ranking", "unresolvedTies", "ties", "totals"] as const) {
    if (JSON.stringify(table[k]) !== JSON.stringify(result[k])) return k;
  }
  if (JSON.stringify(table) !== JSON.stringify(result)) return "toJSON";
  for (const bad of [-1, table.length, 0.5]) {
    try {
      table.row(bad);
      return `row(${bad}) did not throw`;
    } catch (e) {
      if (!(e instanceof RangeError)) return `row(${bad}) threw ${String(e)}`;
    }
  }
  return undefined;
}

/** A result with explanations as it reads without: explanations, and with them but for their steps and the sources they add. */
export function stripExplanations(r: SelectionResult, citedByReasons: SelectionResult): SelectionResult {
  return { ...r, sources: Object.fromEntries(Object.entries(r.sources).filter(([k]) => k in citedByReasons.sources)), results: r.results.map((x) => ({ ...x, explanation: [] })) };
}
