// The values a trace fact is made of: an amount, a value read, an operand of a key, a read of the
// amount's computation, where a budget came from, the reading of an open choice, the tie test
// across the budget line, a value of the outcome, a share by weight. Split from trace.ts, which
// keeps the facts themselves (`TraceFact`, one per step kind): these parts are shared by many
// facts and written by every catalogue's helpers (../narration/), so they stand as one family.
// trace.ts re-exports them for the modules that read a fact and its parts from one place.
import type { ExplanationStep } from "../result.js";
import type { RoundingMode } from "../decimal.js";

/** The section of the explanation a step belongs to (the `step` of an ExplanationStep). */
export type TraceSection = ExplanationStep["step"];
/** An amount of money (or a count where the scheme's amounts have no unit). */
export interface TraceAmount {
  /** the decimal as the result writes it ("200000.00") */
  readonly value: string;
  /** ISO 4217 code, or null */
  readonly unit: string | null;
}

/** A value read for the explanation (the value behind a band, an operand of a key): as data, each catalogue writes it. */
export interface TraceValue {
  /** "absent": an optional value not given */
  readonly kind: "number" | "percent" | "money" | "text" | "boolean" | "date" | "time" | "absent";
  /** a decimal as the result writes it (a percentage as its number of percent: "48.0"), a word, a date */
  readonly value: string;
  readonly unit?: string;
  /** rounded for showing (a quotient of 34 digits) */
  readonly approx?: boolean;
  /** an enumeration member's title as the law writes it ("Old Town" for `old_town`), where the scheme gives one */
  readonly title?: string;
}

/**
 * What kind of value an ordering key shows where its words are not the value's own: "boolean", a
 * yes/no key, whose values "true" and "false" each language writes as its yes and no (§10.1) — a
 * text key's value "true" stays as written. Absent for any other key.
 */
export type KeyKind = "boolean";

/** An operand of an ordering key's formula and its value. */
/** a group's cap computed from the group's key, for one group (the allocation fact's `groupCaps`): its figure (a number of grants, or an amount), as written for the group, the call values it read */
export interface TraceGroupCap {
  /** where the allocation has several groups (§14.12 "Several groups"): the group whose cap it is, its title (absent: none) and this application's key */
  readonly group?: { readonly title?: string; readonly key: string };
  readonly value: TraceValue;
  readonly text: string;
  readonly reads?: readonly TraceOperand[];
}

export interface TraceOperand {
  readonly name: string;
  readonly value: TraceValue;
  /** a threshold's value that is points ("total: 45 points") */
  readonly points?: true;
  /**
   * a let computed by arithmetic (FINDINGS39 6): its formula with each operand's value and its
   * constants (`parts`, texts and values in order), the value it gave (`value`) and, where the let
   * rounds it and the rounding changed it, the rounding; the operand's own value is the let's
   */
  readonly formula?: { readonly parts: readonly (string | TraceValue)[]; readonly value: TraceValue; readonly rounding?: { readonly places: number; readonly mode: RoundingMode } };
}

/** A value a step of the amount's computation read: a field (with its description), a let, a call parameter. */
export interface TraceRead {
  readonly name: string;
  /** the field's description, where it has one */
  readonly title?: string;
  readonly value: TraceValue;
}

/** Where a regime's budget came from when another regime's allocation gave it (`left by`, `shared`). */
export interface TraceBudgetFrom {
  /** "passed": what the named regime left; "shared": what the regimes before it left of one budget */
  readonly mode: "passed" | "shared";
  /** the regime it came from (its title, else its name) */
  readonly from: string;
  /** what this regime had */
  readonly had: TraceAmount;
  /** of the budget (the shared pool, or what the earlier regime had); null where unlimited or unknown */
  readonly of: TraceAmount | null;
}

/** The reading of an open choice the call made, and the call parameter that made it. */
export interface TraceReading {
  /** what the reading is of ("boundary") */
  readonly of: "boundary";
  /** the call parameter, as the scheme declares it ("call.grensregel") */
  readonly parameter: string;
  /** the reading chosen ("stop", "skip", "partial", "full", "reach") */
  readonly value: string;
}

/** The tie test of a ranking where only ties across the budget line are broken. */
export interface TraceStraddle {
  /** what the budget had left before the tied applications */
  readonly remainingBefore: TraceAmount;
  /** what they ask together */
  readonly asked: TraceAmount;
  /** whether the budget falls inside the tie (then the chain of tie-breaks orders them) */
  readonly straddles: boolean;
}

/** A value of the outcome a settlement read: `clearing_price`, the max of `bid` over the funded applications, attained by W03 and W04. */
export interface TraceOutcomeValue {
  /** the let's name (or the aggregate as written) */
  readonly name: string;
  readonly value: TraceAmount | null;
  readonly fn: "sum" | "count" | "min" | "max" | "mean";
  readonly set: "funded" | "ranked";
  /** the member's value without the member variable ("bid" for `w.bid`) */
  readonly field: string;
  /** for min and max: the applications whose value it is */
  readonly attained: readonly string[];
}

/** A share of `pro rata by <weight>`, as the trace records it (prorataWeights.ts). */
export interface TraceByWeight {
  readonly weight: string;
  readonly weights: string;
  readonly shared: string;
  readonly round: number;
  readonly capped?: true;
}
