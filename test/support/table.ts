// Compares a ResultTable (packages/runtime/src/table.ts) with the object form of the same result:
// every accessor of every row, the rows as objects, the published list and the call-level parts.
// Returns the first difference found, or undefined (plain comparisons: tables have thousands of rows).
import { isDeepStrictEqual } from "node:util";
import type { ResultTable, SelectionResult } from "@allot/runtime";

export function tableMismatch(table: ResultTable, result: SelectionResult): string | undefined {
  if (table.length !== result.results.length) return `length ${table.length} ≠ ${result.results.length}`;
  for (let j = 0; j < table.length; j++) {
    const r = result.results[j]!;
    const got = { id: table.id(j), status: table.status(j), label: table.label(j), position: table.position(j), amount: table.amount(j), points: table.points(j), reasons: table.reasons(j) };
    const want = { id: r.id, status: r.status, label: r.label, position: r.position, amount: r.amount, points: r.points, reasons: r.reasons };
    if (!isDeepStrictEqual(got, want)) return `row ${j}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`;
    if (JSON.stringify(table.row(j)) !== JSON.stringify(r)) return `row ${j} as an object: ${JSON.stringify(table.row(j))} ≠ ${JSON.stringify(r)}`;
  }
  if (JSON.stringify(table.publication()) !== JSON.stringify(result.publication)) return "publication";
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
