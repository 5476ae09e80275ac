// The columns of the next ranked rows read ahead of the writer that makes their results. The
// results go out in ranking order, which jumps about the columns (held in the applications'
// order): each row's reads miss the cache one after another, between the lines that make its
// object. Read first in a tight loop over a few rows, the same loads overlap (none waits for
// another), and the row's own reads then find them cached. Nothing is computed from them: the
// sum is returned only so that no read is dropped as unused. Measured in docs/performance.md
// (whole27): the JSON writer of stages-groups at 300,000 about a tenth faster in one process.
import type { Assessor } from "./assess.js";
import type { Selection } from "./select.js";

/** How many rows are read ahead at a time (a few dozen rows' lines stay in the cache). */
export const WARM_ROWS = 32;

/**
 * Reads the per-application and per-row columns of ranked rows j0 to end (exclusive, within the
 * ranked rows) that a row's result reads; `indexAt` gives a row's application.
 */
export function warmRows(as: Assessor, selections: readonly Selection[], ends: Int32Array, j0: number, end: number, indexAt: (j: number) => number): number {
  const kind = as.kind, ids = as.ids, rowOf = as.rowOf, reasonOf = as.reasonOf, labelOf = as.labelOf;
  const groups = as.groups;
  let sink = 0;
  for (let j = j0; j < end; j++) {
    const i = indexAt(j);
    sink += kind[i]! + rowOf[i]! + reasonOf[i]! + labelOf[i]! + ids[i]!.length + (groups ? groups.keyOf(i) : 0);
  }
  // the selection's own columns, by row (those of j0's selection: a batch across two is rare)
  let k = 0;
  while (j0 >= ends[k]!) k++;
  const s = selections[k]!;
  const from = k === 0 ? 0 : ends[k - 1]!;
  const order = s.ranking.order, status = s.status, placeOf = s.placeOf, stageOf = s.staged?.stageOf;
  for (let j = j0; j < end && j < ends[k]!; j++) {
    const r = order[j - from]!;
    sink += status[r]! + placeOf[r]! + (stageOf ? stageOf[r]! : 0);
  }
  return sink;
}
