// The compiled form of a scheme, as the runtime receives it: metadata and legal sources as
// data, every expression as a compiled function. The compiler (packages/dsl) writes modules that
// build one of these; the runtime never parses Allot text.
import type { Decimal, RoundingMode } from "./decimal.js";
import type { TimeUnit } from "./time.js";
import type { CalendarName } from "./calendar.js";

export type TypeSpec =
  | { k: "integer"; lo?: string; hi?: string }
  | { k: "decimal"; lo?: string; hi?: string }
  | { k: "percentage"; lo?: string; hi?: string }
  | { k: "money"; currency: string; lo?: string; hi?: string }
  | { k: "boolean" }
  | { k: "text" }
  | { k: "enum"; members: readonly string[] }
  | { k: "date" }
  | { k: "datetime"; zone: string }
  | { k: "record"; fields: readonly FieldSpec[] }
  | { k: "list"; element: TypeSpec }
  | { k: "draw" };

export interface FieldSpec {
  readonly name: string;
  readonly type: TypeSpec;
  readonly optional: boolean;
  readonly unique: boolean;
  readonly description?: string;
}

export interface SourceSpec {
  readonly name: string;
  readonly act: string;
  /** "article 6 paragraph 4" */
  readonly ref: string;
  readonly text: string;
}

export interface ActSpec {
  readonly name: string;
  readonly title?: string;
  readonly properties: Readonly<Record<string, string>>;
}

/** A typed application or call record, as validated from input. */
export type Rec = Record<string, unknown>;

/** Points: a safe integer as a number in a scheme with `integerPoints`, an exact decimal otherwise. */
export type Points = Decimal | number;

/** What compiled functions see: the application, the call and (once scored) its points. */
export interface Env {
  readonly a: Rec;
  readonly c: Rec;
  readonly p: Readonly<Record<string, Points>>;
}

export type Status = "ineligible" | "below_threshold" | "funded" | "partially_funded" | "pro_rata" | "not_funded" | "reserve" | "indeterminate";

export interface RuleSpec {
  readonly name: string;
  readonly title?: string;
  readonly source?: string;
  readonly message?: string;
  readonly label?: string;
  /** the condition as written, for explanations */
  readonly text: string;
  readonly test: (e: Env) => boolean;
}

export interface CriterionSpec {
  readonly name: string;
  readonly title?: string;
  readonly source?: string;
  readonly min?: string;
  readonly max?: string;
  /** plain-words description: "weight 2 × score (1–4)" */
  readonly describe: string;
  readonly points: (e: Env) => Points;
}

/** A threshold is a rule over points; one kept ranked stays in the ranking, unfunded. */
export interface ThresholdSpec extends RuleSpec {
  readonly keepRanked: boolean;
}

export type KeyValue = Decimal | number | boolean | string;

export interface KeySpec {
  readonly kind: "key";
  /** the key as written: "total", "scores.a_effectiveness" */
  readonly text: string;
  readonly source?: string;
  readonly direction: "highest" | "lowest" | "earliest" | "latest" | "true" | "false";
  /** text keys order by Unicode code points (a declared, not a linguistic, order) */
  readonly valueKind: "decimal" | "time" | "date" | "boolean" | "text" | "set";
  /**
   * a greedy step (§13.7, valueKind "set": `get` gives a list): inside a tie, each place goes to
   * the member with the most (highest) or fewest (lowest) members of its list not covered by the
   * applications placed above — every one ranked above, or only those funded above
   */
  readonly cover?: "ranked" | "funded";
  readonly granularity?: TimeUnit | "exact";
  /** for a date-time key: the zone whose clock draws the hours and days of its granularity */
  readonly zone?: string;
  /**
   * a tie-break step's rule for a tie member whose value cannot be computed (an optional field
   * absent): it ranks after the members with a value, or the tie stays unresolved and is reported
   * (also the rule when none is declared). A primary key needs its value from every application.
   */
  readonly absent?: "last" | "unresolved";
  readonly get: (e: Env) => KeyValue;
}

export interface LotterySpec {
  readonly kind: "lottery";
  readonly mode: "draw" | "seed";
  readonly source?: string;
  /** the draw (application ids in the order drawn) or the published seed */
  readonly get: (c: Rec) => readonly string[] | string;
}

export interface UnresolvedSpec {
  readonly kind: "unresolved";
  readonly source?: string;
}

export type StepSpec = KeySpec | LotterySpec | UnresolvedSpec;

export interface RankingSpec {
  readonly source?: string;
  readonly keys: readonly KeySpec[];
  readonly tiebreak?: { readonly scope: "every" | "boundary"; readonly source?: string; readonly steps: readonly StepSpec[] };
}

/**
 * What happens to the first application that does not fit: stop (nothing after it), skip (passed
 * over; later ones that fit are funded), partial (it gets what is left), full (funded in full
 * beyond the budget, then stop — also right after the budget was used up exactly), reach (funded
 * while the budget is not yet reached: the application that reaches or passes it is funded in
 * full, then stop; nothing after an exact hit).
 */
export type BoundaryPolicy = "stop" | "skip" | "partial" | "full" | "reach";

export interface AllocationSpec {
  readonly source?: string;
  readonly budget: ((c: Rec) => Decimal) | "unlimited";
  readonly budgetSource?: string;
  readonly amount: (e: Env) => Decimal;
  readonly amountText: string;
  readonly amountSource?: string;
  readonly boundary?: (c: Rec) => BoundaryPolicy;
  /** where the call chooses the boundary policy (a reading of the law): the expression, "call.limit_reading" */
  readonly boundaryReading?: string;
  readonly boundarySource?: string;
  readonly proRata?: { readonly mode: RoundingMode; readonly step: string; readonly remainder: "unallocated" | "largest_remainder" | "ranking_order"; readonly source?: string };
  readonly reserve?: number;
  readonly reserveSource?: string;
  /** ceilings for groups of applications: together they are granted at most `limit` */
  readonly quotas?: readonly QuotaSpec[];
  /** the unit of the budget: a currency code, or "" for a quantity */
  readonly unit: string;
}

export interface QuotaSpec {
  readonly name: string;
  readonly title?: string;
  readonly source?: string;
  /** the condition as written */
  readonly text: string;
  readonly limit: (c: Rec) => Decimal;
  readonly applies: (e: Env) => boolean;
}

export interface RegimeSpec {
  readonly name: string;
  readonly title?: string;
  readonly source?: string;
  readonly when?: (e: Env) => boolean;
  /** nothing of the regime reads points (a ranking by order of receipt): its applications are not scored and have no points */
  readonly unscored?: boolean;
  readonly rules: readonly RuleSpec[];
  readonly thresholds: readonly ThresholdSpec[];
  readonly ranking: RankingSpec;
  readonly allocation: AllocationSpec;
}

export interface ColumnSpec {
  readonly name: string;
  readonly label: string;
  /** a built-in column of the outcome, or a compiled expression */
  readonly builtin?: "position" | "status" | "amount" | "within_limit" | "label";
  readonly get?: (e: Env) => unknown;
  /** how to print the value: dates and moments as text, money with its currency's places */
  readonly format?: { readonly k: "date" } | { readonly k: "time"; readonly zone?: string } | { readonly k: "money"; readonly currency: string } | { readonly k: "number" } | { readonly k: "deep"; readonly type: TypeSpec };
}

export interface PublishSpec {
  readonly source?: string;
  readonly deadline?: { readonly count: number; readonly working: boolean; readonly calendar: CalendarName; readonly after: (c: Rec) => number; readonly source?: string };
  readonly columns: readonly ColumnSpec[];
}

export interface CompiledScheme {
  readonly allot: 1;
  readonly name: string;
  readonly title?: string;
  readonly version?: string;
  readonly language?: string;
  readonly acts: readonly ActSpec[];
  readonly sources: readonly SourceSpec[];
  readonly call: readonly FieldSpec[];
  readonly application: readonly FieldSpec[];
  readonly labels: Readonly<Partial<Record<Status, string>>>;
  readonly rules: readonly RuleSpec[];
  readonly criteria: readonly CriterionSpec[];
  readonly thresholds: readonly ThresholdSpec[];
  readonly regimes: readonly RegimeSpec[];
  readonly publish?: PublishSpec;
  /**
   * Set by the compiler when every criterion gives a whole number whose range it bounded, and
   * their total stays within Number.MAX_SAFE_INTEGER: points are then JavaScript numbers (exact),
   * and the compiled thresholds and keys read them as such.
   */
  readonly integerPoints?: boolean;
  /**
   * Set by the compiler where it could write the fast path of validation for the application
   * record (every field of a type it handles): the converted record when the raw one is wholly
   * valid, exactly as the full validator would give it; undefined for anything else, which the
   * full validator then examines. Without it the runtime builds a generic fast path.
   */
  readonly acceptApplication?: (raw: unknown) => Rec | undefined;
}
