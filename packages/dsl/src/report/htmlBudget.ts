// Where the HTML report draws the budget line in a ranking. Going down the ranking group by group
// (a group: the applications sharing one position), the requests add up; the line falls at the
// group where they first exceed the budget: before it when that application is not funded, after
// it when it is funded partly (or fully, under a `full` boundary policy), and — when the group is
// a tie that the budget reaches only in part — after the whole tie, which then straddles the line.
// A pro-rata allocation funds everyone above the threshold: no line. Sums are exact (bigint).
import type { Status } from "@allot/runtime";

export type Reached = { readonly kind: "none" } | { readonly kind: "before" } | { readonly kind: "after"; readonly inside: boolean };

const NONE: Reached = { kind: "none" };
const BEFORE: Reached = { kind: "before" };
const AFTER: Reached = { kind: "after", inside: false };
const AFTER_INSIDE: Reached = { kind: "after", inside: true };

/** A decimal text as an integer count of 10^-places. */
function scaled(text: string, places: number): bigint {
  const negative = text.startsWith("-");
  const [i = "0", f = ""] = (negative ? text.slice(1) : text).split(".");
  const v = BigInt(i + f.padEnd(places, "0").slice(0, places));
  return negative ? -v : v;
}

const funds = new Set<Status>(["funded", "partially_funded"]);

/**
 * A function told each group in ranking order — its size, and each member's request and status
 * by its place in the group (read only until the line is drawn) — that says where the line goes, once.
 */
export function reportReached(budget: string | null): (size: number, requested: (k: number) => string | undefined, status: (k: number) => Status) => Reached {
  let done = budget === null;
  let places = budget === null ? 0 : (budget.split(".")[1] ?? "").length;
  let sum = 0n;
  let limit = budget === null ? 0n : scaled(budget, places);
  const add = (text: string) => {
    const p = (text.split(".")[1] ?? "").length;
    if (p > places) {
      const k = 10n ** BigInt(p - places);
      sum *= k;
      limit *= k;
      places = p;
    }
    sum += scaled(text, places);
  };
  return (size, requested, status) => {
    if (done) return NONE;
    for (let k = 0; k < size; k++) {
      if (status(k) === "pro_rata") {
        done = true;
        return NONE;
      }
    }
    let first = -1;
    for (let k = 0; k < size; k++) {
      if (status(k) === "below_threshold") continue;
      const asked = requested(k);
      if (asked === undefined) continue;
      add(asked);
      if (first < 0 && sum > limit) first = k;
    }
    if (first < 0) return NONE;
    done = true;
    // the budget reaches part of the group: a tie member before the crossing fits, or the
    // crossing application itself is funded (partly)
    let indeterminate = false;
    for (let k = 0; k < size && !indeterminate; k++) indeterminate = status(k) === "indeterminate";
    if (first > 0 || funds.has(status(first)) || indeterminate) return size > 1 ? AFTER_INSIDE : AFTER;
    return BEFORE;
  };
}
