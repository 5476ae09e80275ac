// The order of a run's rows after the ranked ones (record.ts `Run.rest`): the applications not
// ranked and the invalid records, by id.
import type { InputIssue } from "../validate.js";
import { BELOW, INELIGIBLE, UNRANKED, type Assessor } from "./assess.js";
import { NOT_ASSESSED } from "./fcfs.js";

/**
 * The applications not ranked, sorted by id (input in id order, as exports usually are, is left
 * as it is), with the invalid records (sorted by id) merged in: an application index, or -(k + 1)
 * for the k-th invalid record.
 */
export function restOrder(as: Assessor, invalid: readonly (readonly [string, readonly InputIssue[]])[]): Int32Array {
  const { n, kind, ids } = as;
  let count = 0;
  const unranked = (k: number): boolean => k === INELIGIBLE || k === UNRANKED || k === BELOW || k === NOT_ASSESSED;
  for (let i = 0; i < n; i++) if (unranked(kind[i]!)) count++;
  const rest = new Int32Array(count);
  count = 0;
  for (let i = 0; i < n; i++) if (unranked(kind[i]!)) rest[count++] = i;
  let sorted = true;
  for (let r = 1; r < count && sorted; r++) if (!(ids[rest[r - 1]!]! < ids[rest[r]!]!)) sorted = false;
  if (!sorted) rest.sort((x, y) => (ids[x]! < ids[y]! ? -1 : ids[x]! > ids[y]! ? 1 : 0));
  // no invalid record to merge in: the order is the rest itself (no second column of its length)
  if (invalid.length === 0) return rest;
  const order = new Int32Array(rest.length + invalid.length);
  let j = 0;
  let b = 0;
  for (let r = 0; r < rest.length; r++) {
    const i = rest[r]!;
    while (b < invalid.length && invalid[b]![0] < ids[i]!) order[j++] = -(++b);
    order[j++] = i;
  }
  while (b < invalid.length) order[j++] = -(++b);
  return order;
}
