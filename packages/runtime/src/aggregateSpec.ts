// An aggregate over the applications that share a key, as the compiler writes it (moved out of
// spec.ts, which re-exports it): the engine computes it (engine/aggregate.ts) and the explanation
// tells it where it is read (engine/narrate.ts).
import type { KeyValue, Rec } from "./spec.js";

/**
 * `sum(m in peers(key): value)` (and count, min, max, mean): over the applications that share
 * the key with this one, computed in a pass over the key column before assessment.
 */
export interface AggregateSpec {
  readonly fn: "sum" | "count" | "min" | "max" | "mean";
  /** the aggregate as written, for reasons and explanations */
  readonly text: string;
  /** the key field ("consortium") */
  readonly keyText: string;
  readonly key: (a: Rec) => KeyValue;
  /** per member (its record): the value, or for count the condition (with `distinct`, the value whose different values are counted) */
  readonly value: (m: Rec, c: Rec) => unknown;
  /** `count(distinct m in peers(k): m.x)`: how many different values */
  readonly distinct?: boolean;
  /** `mean(m in peers(k): m.x weighted by m.w)`: each member's weight (a number or an amount) */
  readonly weight?: (m: Rec, c: Rec) => unknown;
  /**
   * over every application of the call (`count(m in applications: …)`, §8.12): one group, known to
   * the call as a whole — a budget reads it (ops.whole, through the call record's WHOLE)
   */
  readonly whole?: true;
  /** the currency of a money value, "" otherwise */
  readonly unit: string;
  /** the values are percentages (held as fractions): the explanation tells them in percent ("21.25%") */
  readonly percent?: true;
  /**
   * `min`/`max` over dates or date-times (`max(m in peers(applicant): m.received)`, "only the
   * application received last"): "date", or the zone of the date-times. The values stay what the
   * scheme compares them as — a day number, an instant in milliseconds — and are shown as a date
   * or on the zone's clock
   */
  readonly time?: string;
  /**
   * over the eligible members only (`peers(k, eligible)`, 1), reading their points too (2;
   * `value` then gets the member's record with `total` and each criterion's points): computed
   * once every member's eligibility (and points) is known (engine/memberPhases.ts)
   */
  readonly phase?: 1 | 2;
  /** the `let` that holds it, and that let's source: the explanation names the one and cites the other */
  readonly let?: string;
  /** that let's title, where it has one (`let best "the best total in the theme" = …`): the sentence names it by it */
  readonly title?: string;
  readonly source?: string;
  /**
   * the assessment steps that read it, through lets, in the order written ("eligibility:rule",
   * "points:criterion", "threshold:name"): the explanation tells it just before the first, in its
   * section; where none does (an amount, a key), before the rules
   */
  readonly readBy?: readonly string[];
  /** read by a ranking's keys alone: told where a comparison reads it (its operands), not before the rules */
  readonly ranked?: true;
}
