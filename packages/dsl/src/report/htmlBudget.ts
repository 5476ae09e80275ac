// Where the HTML report draws the budget line in a ranking. Going down the ranking group by group
// (a group: the applications sharing one position), the requests add up; the line falls at the
// group where they first exceed the budget: before it when that application is not funded, after
// it when it is funded partly (or fully, under a `full` boundary policy), and — when the group is
// a tie that the budget reaches only in part — after the whole tie, which then straddles the line.
// A pro-rata allocation funds everyone above the threshold: no line. Sums are exact (bigint).
import type { Status } from "@allot/runtime";

export type Reached = { readonly kind: "none" } | { readonly kind: "before" } | { readonly kind: "after"; readonly inside: boolean };

interface Member {
  readonly requested: string | undefined;
  readonly status: Status;
}

/** A decimal text as an integer count of 10^-places. */
function scaled(text: string, places: number): bigint {
  const negative = text.startsWith("-");
  const [i = "0", f = ""] = (negative ? text.slice(1) : text).split(".");
  const v = BigInt(i + f.padEnd(places, "0").slice(0, places));
  return negative ? -v : v;
}

const funds = new Set<Status>(["funded", "partially_funded"]);

/** A function told each group in ranking order; it says where the line goes, once. */
export function reportReached(budget: string | null): (group: readonly Member[]) => Reached {
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
  return (group) => {
    if (done) return { kind: "none" };
    if (group.some((g) => g.status === "pro_rata")) {
      done = true;
      return { kind: "none" };
    }
    let first = -1;
    group.forEach((g, j) => {
      if (g.status === "below_threshold" || g.requested === undefined) return;
      add(g.requested);
      if (first < 0 && sum > limit) first = j;
    });
    if (first < 0) return { kind: "none" };
    done = true;
    // the budget reaches part of the group: a tie member before the crossing fits, or the
    // crossing application itself is funded (partly)
    if (first > 0 || funds.has(group[first]!.status) || group.some((g) => g.status === "indeterminate")) return { kind: "after", inside: group.length > 1 };
    return { kind: "before" };
  };
}
