// The size of the reserve list: a number the scheme writes, every application not funded
// (`reserve all`), or a number the call gives (`reserve call.reserve_size`). A size the call
// cannot give, or one that is not a whole number of zero or more, is an error of the input.
import type { AllocationSpec, Rec } from "../spec.js";
import type { Reason } from "../result.js";
import { callValue, InvalidInput } from "../invalid.js";
import type { Assessor } from "./assess.js";
import type { RegimeRows } from "./regimeRows.js";
import { RESERVE } from "./allocate.js";

/** The reason of a place on the reserve list (its own reason, after the refusal's: it cites the list's source). */
export const RESERVED = "placed on the reserve list";

export function reserveSize(alloc: AllocationSpec, call: Rec): number {
  const r = alloc.reserve;
  if (r === undefined) return 0;
  if (r === "all") return Number.POSITIVE_INFINITY;
  if (typeof r === "number") return r;
  const v = callValue("size of the reserve list", () => r(call));
  if (!v.isInteger() || v.isNeg()) {
    throw new InvalidInput([{ record: "call", path: "size of the reserve list", expected: "a whole number of zero or more", found: v.toString(), message: `the size of the reserve list is ${v.toString()}: it must be a whole number of zero or more`, severity: "error" }]);
  }
  return v.toNumber();
}

/** A group funded together or not at all (groups.ts): each row's key, and the keys a member that cannot be funded blocks. */
export interface TogetherGroups {
  readonly keyOfRow: (r: number) => number;
  readonly blocked: ReadonlyMap<number, readonly string[]>;
}

/**
 * The reserve list: the first `size` applications not funded, in ranking order (`order`), each
 * marked by `place` with its place on the list (from 1); `eligible(r)`: not funded and not passed over for another cause (first come).
 * With a group funded together, a place on the list is the whole group — all its members not
 * funded, placed where its best-ranked one stands — and a group that one of its members blocks
 * (not eligible, below a threshold) is never on it: it could not be funded whatever the budget.
 */
export function placeReserve(size: number, order: ArrayLike<number>, eligible: (r: number) => boolean, place: (r: number, at: number) => void, together?: TogetherGroups): void {
  let left = size;
  if (left <= 0) return;
  // the place on the list of the next one placed (`left` may be Infinity: `reserve all`)
  let at = 1;
  if (!together) {
    for (let p = 0; p < order.length && left > 0; p++) {
      const r = order[p]!;
      if (eligible(r)) {
        place(r, at++);
        left--;
      }
    }
    return;
  }
  const members = new Map<number, number[]>();
  for (let p = 0; p < order.length; p++) {
    const r = order[p]!;
    const k = together.keyOfRow(r);
    if (k < 0 || !eligible(r)) continue;
    const list = members.get(k);
    if (list) list.push(r);
    else members.set(k, [r]);
  }
  const placed = new Set<number>();
  for (let p = 0; p < order.length && left > 0; p++) {
    const r = order[p]!;
    if (!eligible(r)) continue;
    const k = together.keyOfRow(r);
    if (k < 0) {
      place(r, at++);
      left--;
      continue;
    }
    if (placed.has(k) || together.blocked.get(k)?.length) continue;
    placed.add(k);
    for (const m of members.get(k)!) place(m, at);
    at++;
    left--;
  }
}

/**
 * Adds to each row on the reserve list (`status` RESERVE) the reason `reason` after its refusal's:
 * rows refused alike share one list of reasons, and so do they on the list (one list per list).
 */
export function addReserveReasons(as: Assessor, rr: RegimeRows, status: Uint8Array, reason: Reason): void {
  const frozen = Object.freeze(reason);
  const withReserve = new Map<number, number>();
  for (let r = 0; r < status.length; r++) {
    if (status[r] !== RESERVE) continue;
    const i = rr.rowApp[r]!;
    const list = as.reasonOf[i]!;
    let id = withReserve.get(list);
    if (id === undefined) withReserve.set(list, (id = as.reasons.add([...as.reasons.lists[list]!, frozen])));
    as.replaceReasons(i, frozen, id);
  }
}
