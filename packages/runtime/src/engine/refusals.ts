// The reasons of the applications a selection refused — not funded, on the reserve list, or left
// open by a tie — made when they are read (`Selection.reasons`), not in the run: a call of
// 1,000,000 read row by row for its statuses and amounts never asks for them, and the run made and
// shared one per refused row (about 600,000 in the stages-groups benchmark job, each a lookup of
// its text; one list per refused consortium). What is read is what the run recorded before: the
// application's own reasons (assessment's, or first come's), then the refusal — its rule (the
// quota that refused it, or "allocation"), its source and the walk's words for it — and, on the
// reserve list, its place there citing the list's source; one list shared by every row refused alike.
import type { Reason } from "../result.js";
import type { Assessor } from "./assess.js";
import { INDETERMINATE, NOT_FUNDED, RESERVE } from "./allocate.js";
import { STAGE_BELOW } from "./step.js";
import type { StageSplit } from "./cite.js";

export interface RefusalInput {
  readonly as: Assessor;
  readonly status: Uint8Array;
  /** the walk's words for row r, as the selection left them (reserve and first come included; `Selection.why`) */
  readonly why: (r: number) => string;
  /** the ranking's order: a row outside it (where it is shorter than the rows) is given no refusal */
  readonly order: Uint32Array;
  /** per row refused by a quota: the quota's index */
  readonly quotaRefused: ReadonlyMap<number, number>;
  /** the quotas' names, by index */
  readonly quotaNames: readonly string[];
  /** the name of the source a refusal of row r cites (q: the quota that refused it) */
  readonly sourceName: (r: number, q: number | undefined) => string | undefined;
  /** false: the selection gives no refusals (pro rata without quotas or first come refuses no one) */
  readonly refuses: boolean;
  /** the reason a row on the reserve list gives after its refusal (its place on the list, citing the list's source) */
  readonly reserved?: (r: number) => Reason;
  /** where stages keep their own lists: the list row r is on (−1: the allocation's), so that rows share reasons only within a list */
  readonly listOf?: (r: number) => number;
  /** a row several stages considered: its earlier stages' reasons, each citing its stage, and the last stage's words (cite.ts stageSplits) */
  readonly split?: (r: number) => StageSplit | undefined;
}

/** What `Selection.reasons` reads: row r's reasons, given the application's own (`base`). */
export type ReasonsOf = (r: number, base: readonly Reason[]) => readonly Reason[];

/** Whether status `st` is a refusal whose reason the results give. */
export function refused(st: number): boolean {
  return st === NOT_FUNDED || st === RESERVE || st === INDETERMINATE || st === STAGE_BELOW;
}

/**
 * Cites, now, every source a refusal of the selection cites (the results' table of sources is
 * written before their rows): one pass over the status column, the source of each refused row
 * named (the same as the last one named: not cited again).
 */
export function citeRefusals(x: RefusalInput): void {
  if (!x.refuses) return;
  const { status, order } = x;
  const n = status.length;
  let last: string | undefined;
  let any = false;
  const cite = (r: number): void => {
    // the earlier stages of a row several stages considered cite theirs (cited as the split is made)
    x.split?.(r);
    const name = x.sourceName(r, x.quotaRefused.get(r));
    if (any && name === last) return;
    any = true;
    last = name;
    x.as.citer.cite(name);
  };
  if (order.length === n) citeRows(status, n, cite);
  else for (let p = 0; p < order.length; p++) if (refused(status[order[p]!]!)) cite(order[p]!);
}

/** `cite` each refused row of the n (a loop of its own: compiled once, kept from run to run). */
function citeRows(status: Uint8Array, n: number, cite: (r: number) => void): void {
  for (let r = 0; r < n; r++) {
    const st = status[r]!;
    if (st === NOT_FUNDED || st === RESERVE || st === INDETERMINATE || st === STAGE_BELOW) cite(r);
  }
}

/**
 * Row r's reasons: `base` and, where the selection refused it, the refusal. A row without reasons
 * of its own takes the one list shared by every row refused in the same words for the same rule
 * and source (`ReasonLists.one`, held here by rule and source, then text: the same words may come
 * from rules or sources that differ); one with reasons of its own, a list of those and the refusal.
 */
export function refusalReasons(x: RefusalInput): ReasonsOf {
  const { as, status, why, order, quotaRefused } = x;
  const n = status.length;
  if (!x.refuses) return (_r, base) => base;
  // the rows the ranking walks: every row where the order holds them all (a permutation)
  let walked: Uint8Array | undefined;
  const inOrder = (r: number): boolean => {
    if (order.length === n) return true;
    if (!walked) {
      walked = new Uint8Array(n);
      for (let p = 0; p < order.length; p++) walked[order[p]!] = 1;
    }
    return walked[r] === 1;
  };
  // the shared lists, by quota (−1: none), source and text: of rows not on the reserve list, and of those on it
  const shared = new Map<number, Map<string | undefined, Map<string, number>>>();
  const sharedOnList = new Map<number, Map<string | undefined, Map<string, number>>>();
  const { reserved, split } = x;
  // a row several stages considered: a reason per stage, each citing its stage, the refusal last
  const refusals = (r: number, q: number | undefined): Reason[] => {
    const parts = split?.(r);
    const last: Reason = { rule: q === undefined ? "allocation" : x.quotaNames[q]!, source: as.citer.cite(x.sourceName(r, q)), message: parts ? parts.message : why(r) };
    return parts ? [...parts.earlier, last] : [last];
  };
  return (r, base) => {
    const st = status[r]!;
    if (!refused(st) || !inOrder(r)) return base;
    const q = quotaRefused.get(r);
    const onList = st === RESERVE && reserved !== undefined;
    if (base.length > 0) return Object.freeze(onList ? [...base, ...refusals(r, q), reserved(r)] : [...base, ...refusals(r, q)]);
    const src = x.sourceName(r, q);
    // a row on the reserve list shares its list only with the others on it refused alike
    const byQuota = onList ? sharedOnList : shared;
    // on a stage's own list, the list is part of the key: quota −1…, list l → a key of its own
    const k = onList && x.listOf ? (q ?? -1) * 0x10000 - 2 - x.listOf(r) : q ?? -1;
    let bySource = byQuota.get(k);
    if (!bySource) byQuota.set(k, (bySource = new Map()));
    let byText = bySource.get(src);
    if (!byText) bySource.set(src, (byText = new Map()));
    const text = why(r);
    let list = byText.get(text);
    if (list === undefined) {
      const own = refusals(r, q);
      byText.set(text, (list = onList ? as.reasons.add([...own, reserved(r)]) : own.length === 1 ? as.reasons.one(own[0]!) : as.reasons.add(own)));
    }
    return as.reasons.lists[list]!;
  };
}
