// The compiled form of a scheme, as the runtime receives it: metadata and legal sources as
// data, every expression as a compiled function. The compiler (packages/dsl) writes modules that
// build one of these; the runtime never parses Allot text.
import type { Decimal, RoundingMode } from "./decimal.js";
import type { CalendarName } from "./calendar.js";
import type { AggregateSpec } from "./aggregateSpec.js";
import type { JurySpec } from "./jurySpec.js";
import type { MetValues, ThresholdValues } from "./engine/metValues.js";

export type { AggregateSpec } from "./aggregateSpec.js";
export type { JurySpec } from "./jurySpec.js";
export type { AllocationSpec, BoundaryPolicy, FirstComeSpec, GroupCapSpec, GroupSpec, QuotaSpec, StageSpec } from "./allocationSpec.js";
import type { AllocationSpec } from "./allocationSpec.js";
export type { KeySpec, KeyValue, LotterySpec, Needs, RankingSpec, StepSpec, TiebreakScope, UnresolvedSpec } from "./rankingSpec.js";
import type { KeyValue, Needs, RankingSpec } from "./rankingSpec.js";

export type TypeSpec =
  /** `step`: the range's step (`in 0..5 step 0.5`): an input is `lo` or a whole number of steps above it (a percentage's as a fraction) */
  /** `unit`: a quantity's unit (`integer(m)`, language.md §6.4): the input is the number alone, explanations tell the unit */
  | { k: "integer"; lo?: string; hi?: string; step?: string; unit?: string }
  /** `places`: declared `decimal(2)`: inputs have at most that many, and values print with exactly that many */
  | { k: "decimal"; lo?: string; hi?: string; places?: number; step?: string; unit?: string }
  | { k: "percentage"; lo?: string; hi?: string; step?: string }
  | { k: "money"; currency: string; lo?: string; hi?: string; step?: string }
  | { k: "boolean" }
  | { k: "text" }
  | { k: "enum"; members: readonly string[] }
  | { k: "date" }
  | { k: "datetime"; zone: string }
  | { k: "record"; fields: readonly FieldSpec[] }
  | { k: "list"; element: TypeSpec }
  | { k: "draw"; key?: TypeSpec }
  /** a figure per key (`integer by district`): an object with exactly one value for each member */
  | { k: "keyed"; value: TypeSpec; members: readonly string[] };

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
  /** the aggregates over this application's peers (engine/aggregate.ts), where the scheme has any */
  readonly g?: { value(k: number): unknown };
  /** the values of the outcome (engine/outcome.ts): read only after the allocation */
  readonly o?: { value(k: number, a: Rec): unknown };
}

/**
 * `max(w in funded: w.bid)`, `count(w in funded(region): true)`, `mean(w in funded: w.bid
 * weighted by w.volume)`: an aggregate over the applications the allocation funded (or ranked),
 * computed once after the allocation (engine/outcome.ts). Known only then: it feeds published
 * columns, statistics and the settlement, never what decides the outcome.
 */
export interface OutcomeAggregateSpec {
  readonly fn: "sum" | "count" | "min" | "max" | "mean";
  /** funded: funded, partially funded or pro rata; ranked: every application with a position */
  readonly set: "funded" | "ranked";
  /** `count(distinct w in funded: w.x)`: how many different values (review37 F2) */
  readonly distinct?: boolean;
  /** the value reads `w.awarded`, the member's granted amount: the runtime adds it to the member's record */
  readonly awarded?: boolean;
  /** the value reads the member's points (`w.k1`, `w.total`, `w.etap1`): the runtime adds them to its record, as Decimals (§16.3) */
  readonly points?: boolean;
  /** the lets of points the value reads (`w.etap1`), computed from the member's record and points (and `g`, the run's aggregates over peers, set to the member: engine/outcomePoints.ts) */
  readonly lets?: (a: Rec, c: Rec, p: Record<string, Points>, g?: unknown) => Record<string, unknown>;
  /** the aggregate as written, for explanations */
  readonly text: string;
  /** the member's value as written ("w.bid"), for explanations */
  readonly valueText: string;
  /** `funded(region)`: the key field, read on this application and on each member */
  readonly keyText?: string;
  readonly key?: (a: Rec) => KeyValue;
  /** per member: the value, or for count the condition */
  readonly value: (m: Rec, c: Rec) => unknown;
  /** `weighted by`: the weight of each member's value in a mean */
  readonly weight?: (m: Rec, c: Rec) => unknown;
  /** the currency of a money value, "" otherwise */
  readonly unit: string;
  /** min/max over dates or date-times (`max(w in funded: w.received)`): "date", or the zone; the value is the day number or instant the scheme compares, not a Decimal */
  readonly time?: string;
}

/** A published statistic (§16.3): one outcome aggregate, over the whole call or per key, rounded as declared. */
export interface StatisticSpec {
  readonly name: string;
  readonly title?: string;
  readonly source?: string;
  /** the aggregate (an index into `OutcomeSpec.aggregates`) */
  readonly aggregate: number;
  /** `by region`: one value per key of the applications in the set */
  readonly by?: { readonly text: string; readonly key: (a: Rec) => KeyValue; /** a date key: published as YYYY-MM-DD */ readonly date?: boolean };
  readonly rounding?: { readonly mode: RoundingMode; readonly places: number };
  /** places to print without rounding (a money value's currency, a `decimal(n)`) */
  readonly places?: number;
}

export interface OutcomeSpec {
  readonly aggregates: readonly OutcomeAggregateSpec[];
  readonly statistics?: { readonly source?: string; readonly items: readonly StatisticSpec[] };
}

/** `pay <value> [instead of <award>]`: what each funded application is paid, after the allocation. */
export interface SettlementSpec {
  readonly source?: string;
  readonly pay: (e: Env) => Decimal;
  readonly payText: string;
  /** the value it replaces; absent: the amount the allocation granted */
  readonly instead?: (e: Env) => Decimal;
  readonly insteadText?: string;
  /** the currency of the value paid, "" for a plain number */
  readonly unit: string;
  /** places to print a plain number with (a `decimal(n)`), else as it is */
  readonly places?: number;
  /** the values of the outcome the payment reads, for the explanation: a let (or the aggregate itself) and its aggregate */
  readonly reads: readonly { readonly name: string; readonly aggregate: number; readonly get: (e: Env) => unknown }[];
}

export type Status = "ineligible" | "below_threshold" | "funded" | "partially_funded" | "pro_rata" | "not_funded" | "reserve" | "indeterminate";

export interface RuleSpec {
  readonly name: string;
  readonly title?: string;
  readonly source?: string;
  readonly message?: string;
  /** the message with this application's values in it, where the reason names values (`{requested}`) */
  readonly say?: (e: Env) => string;
  readonly label?: string;
  /** the condition as written, for explanations */
  readonly text: string;
  /** an eligibility rule whose condition compares: the values it reads, which its explanation shows where it is met (engine/metValues.ts) */
  readonly metValues?: ThresholdValues;
  /**
   * an eligibility rule's: the optional field of the application `test` fails on first where it
   * is absent (`Needs`, dsl compile/needs.ts): engine/assess.ts records the rule as failed with
   * its MissingValue (ops.missingOf, the needs resolved once by ops.needOf) without calling `test`, and assessKinds.ts `rulesMet` is
   * false without calling the scheme's rules together
   */
  readonly needs?: Needs;
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
  /** how the points are given, as data (each catalogue words it: narration/forms.ts) */
  readonly form?: CriterionForm;
  /** the value a band or match reads (and for bands, the band it fell in): read only when explaining (engine/details.ts) */
  readonly subject?: SubjectSpec;
  readonly points: (e: Env) => Points;
  /** the phase it is scored in (its index in `CompiledScheme.phases`, §11.2): scored only where the phase's thresholds are met */
  readonly phase?: number;
}

/** A phase of criteria (§11.2): its criteria are scored only for an application that meets every threshold of `after`. */
export interface PhaseSpec {
  readonly name: string;
  readonly title?: string;
  readonly source?: string;
  /** the thresholds (by name) an application meets before the phase's criteria are scored */
  readonly after: readonly string[];
}

/** A bound of a band as written: its comparison and its value's text ("75%"). */
export interface BoundForm {
  readonly bound: "at_most" | "at_least" | "above" | "below" | "exactly";
  readonly value: string;
}

/** How a criterion gives its points, as written; the expressions as their text. */
export type CriterionForm =
  | { readonly kind: "weighted"; readonly weight: string; readonly score: string; readonly lo?: string; readonly hi?: string; readonly min?: string; readonly max?: string }
  | { readonly kind: "yesno"; readonly points: string; readonly condition: string }
  | { readonly kind: "match"; readonly subject: string; readonly arms: readonly { readonly members: readonly string[] | null; readonly points: string }[] }
  | { readonly kind: "bands"; readonly subject: string; readonly bands: readonly { readonly bounds: readonly BoundForm[]; readonly points: string }[] }
  | { readonly kind: "expr"; readonly value: string; readonly min?: string; readonly max?: string; /** the bounds of an outer min/max (`min(x, 50)`: hi 50; `max(0, …)`: lo 0) as written: the criterion's subject is then the value before them (compile/explainCap.ts) */ readonly cap?: { readonly hi?: string; readonly lo?: string } };

/** How a value read for an explanation is shown (engine/details.ts). */
export type ShowSpec = { readonly k: "number" | "percent" | "text" | "boolean" | "date"; /** a number declared decimal(n): shown with its n places ("5.0") */ readonly places?: number; /** a quantity's unit (`integer(m)`, language.md §6.4): told after the number ("650 m") */ readonly unit?: string; /** an enumeration's members' titles ("Old Town" for `old_town`, §6), where it gives them */ readonly titles?: Readonly<Record<string, string>> } | { readonly k: "money"; readonly unit: string } | { readonly k: "time"; readonly zone: string };

/** The value behind a criterion's bands or match: [the value, the index of the band it fell in (-1: none, or a match)]. */
export interface SubjectSpec {
  readonly text: string;
  readonly show: ShowSpec;
  readonly get: (e: Env) => readonly [unknown, number];
  /** the inputs of a subject computed by a formula (a let or an expression): `pdp_ratio`'s income and national average */
  readonly operands?: OperandsSpec;
}

/** The operands of an ordering key's formula (a key that is a let or an expression), read only when explaining. */
export interface OperandsSpec {
  readonly names: readonly string[];
  readonly shows: readonly ShowSpec[];
  /** each operand's value (one that cannot be computed, an absent optional field, is shown absent) */
  readonly gets: readonly ((e: Env) => unknown)[];
  /** the operands a comparison shows even where both sides have the same value (bit n: operand n): a let counting over peers, which is why the key has its value */
  readonly always?: number;
}

/** A threshold is a rule over points; one kept ranked stays in the ranking, unfunded. */
export interface ThresholdSpec extends RuleSpec, MetValues {
  readonly keepRanked: boolean;
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
  readonly builtin?: "position" | "status" | "amount" | "within_limit" | "label" | "paid" | "stage_position";
  /** `stage_position(<stage>)`: the stage whose ranking's place the column gives (a stage per key: its member's that ranked the row) */
  readonly stage?: string;
  readonly get?: (e: Env) => unknown;
  /** the value reads the outcome of the allocation: computed after it (engine/outcome.ts) */
  readonly outcome?: boolean;
  /** `get` is the application's id (`e.a["id"]`): the run reads it from the ids it holds (engine/record.ts) */
  readonly isId?: boolean;
  /** `get` is the application's total points (`e.p["total"]`): the run reads it from the totals it holds (engine/recordPublish.ts), no column of cells is made */
  readonly isTotal?: boolean;
  /**
   * `get` is `need(e.a[optionalField])`, an optional field of the application as it is: the cell
   * is the field's value, null where it is absent — read so, without the exception `need` throws
   * (engine/publish.ts's cellOf; the same cell as `get` gives there)
   */
  readonly optionalField?: string;
  /** the members' titles where the column is an enumeration that gives them (§6): the report a person reads shows the title, the data (JSON, CSV) the member as written (drafter34's finding 12) */
  readonly titles?: Readonly<Record<string, string>>;
  /** a let's title (`let s1 "set one" = …`) where the column is that let without `as`: the HTML report heads the column by it, as an explanation names the let (review37 N1) */
  readonly title?: string;
  /** how to print the value: dates and moments as text, money with its currency's places */
  readonly format?: { readonly k: "fixed"; readonly places: number } | { readonly k: "date" } | { readonly k: "time"; readonly zone?: string } | { readonly k: "money"; readonly currency: string; /** the field is held as minor units (minor.ts) */ readonly minor?: boolean } | { readonly k: "number" } | { readonly k: "deep"; readonly type: TypeSpec };
}

export interface PublishSpec {
  readonly source?: string;
  /** `closed`: the office's own closing days, a call parameter's list of dates (day numbers), skipped like holidays (§16.1) */
  readonly deadline?: { readonly count: number; readonly working: boolean; readonly calendar: CalendarName; readonly after: (c: Rec) => number; readonly closed?: (c: Rec) => readonly number[] | null | undefined; readonly source?: string };
  readonly columns: readonly ColumnSpec[];
  /** `rows funded`: only the funded applications (funded, in part, pro rata) are listed; else every ranked one */
  readonly rows?: "funded";
}

/**
 * A decision notice's date and the right to object (`notice { … }`, language.md §16.4): the date
 * the notice bears — a call parameter of type date, or where none is written the `--published`
 * date — and the objection clause as the law gives it: the period counted from that date, the
 * body an objection goes to, its form, its source. `allot notices` words it (report/notice.ts)
 * with the last day computed by `objectionUntil` (engine/publish.ts).
 */
export interface NoticeSpec {
  readonly source?: string;
  /** the notice's date as a day number, from the call (the compiler converts a date-time to its day) */
  readonly date?: (c: Rec) => number;
  readonly objection?: {
    readonly count: number;
    readonly unit: "day" | "week" | "month";
    /** a period ending on a day that is not a working day of this calendar ends on the next working day */
    readonly calendar?: CalendarName;
    readonly body: string;
    readonly form?: string;
    readonly source?: string;
  };
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
  /** the call parameters read as an office's own closing days (§16.1, `closed call.x`): each date once, within the call's years (validate.ts) */
  readonly closedDays?: readonly string[];
  readonly application: readonly FieldSpec[];
  readonly labels: Readonly<Partial<Record<Status, string>>>;
  readonly rules: readonly RuleSpec[];
  /**
   * The tests of `rules` in one function, in order (the same compiled expressions, `&&`):
   * truthy when every rule is met. Assessment calls it first; false or an error, and the rules
   * are assessed one by one (engine/assess.ts).
   */
  readonly rulesMet?: (e: Env) => unknown;
  readonly criteria: readonly CriterionSpec[];
  /**
   * Set by the compiler: stores the points of every criterion (`s[k]` of `criteria[k]`) and the
   * total `t` in `p` by name, a named store a criterion where the runtime's loop has one keyed
   * store for every name (engine/assess.ts). Absent (an older module, a criterion named
   * "__proto__"): the runtime stores them itself.
   */
  readonly setPoints?: (p: Record<string, Points>, s: readonly Points[], t: Points) => void;
  readonly thresholds: readonly ThresholdSpec[];
  readonly regimes: readonly RegimeSpec[];
  readonly publish?: PublishSpec;
  /** a decision notice's date and objection clause (§16.4) */
  readonly notice?: NoticeSpec;
  /** aggregates over applications that share a key (engine/aggregate.ts) */
  readonly aggregates?: readonly AggregateSpec[];
  /** a jury's built-ins that lets read, told in explanations (jurySpec.ts) */
  readonly juries?: readonly JurySpec[];
  /** the values of the outcome: aggregates over the funded or ranked applications, statistics (engine/outcome.ts) */
  readonly outcome?: OutcomeSpec;
  /**
   * Set by the compiler when every criterion gives a whole number whose range it bounded, and
   * their total stays within Number.MAX_SAFE_INTEGER: points are then JavaScript numbers (exact),
   * and the compiled thresholds and keys read them as such.
   */
  readonly integerPoints?: boolean;
  /**
   * `points not summed per <source>` (§11.1): the law orders by sets of criteria (stage one, then
   * stage two) and never adds them. The run keeps no total for the applicant: the results'
   * `points` have no "total", the explanation no "Total points" step, the tables no points column.
   */
  readonly unsummed?: { readonly source: string | null };
  /** the phases of criteria (§11.2), where the scheme has any */
  readonly phases?: readonly PhaseSpec[];
  /**
   * `points decimal(3) per <source>` (§11.3): the places the law states its marks with ("con tres
   * decimales"). Every value in points is told with exactly these places: the results' `points`
   * ("4.990"), the explanations' criteria, total, keys and thresholds, the notices and the tables.
   * The values themselves are unchanged (the checker proved no criterion gives more places: AL0420).
   */
  readonly pointsPlaces?: number;
  /**
   * Set by the compiler where it could write the fast path of validation for the application
   * record (every field of a type it handles): the converted record when the raw one is wholly
   * valid, exactly as the full validator would give it; undefined for anything else, which the
   * full validator then examines. Without it the runtime builds a generic fast path.
   */
  readonly acceptApplication?: (raw: unknown) => Rec | undefined;
  /**
   * Set by the compiler for the application's money fields it holds as whole minor units (a JS
   * number) from validation on, the scheme reading each only as an allocation's amount
   * (minor.ts); a value past 2^53 − 1 minor units stays a Decimal. With `list`, the field of
   * that list field's records (compile/listMinor.ts). With `decimals`, a list of decimals held
   * as its sum (decimalList.ts) where the compiled validation read it so.
   */
  readonly minorFields?: readonly { readonly name: string; readonly places: number; readonly list?: string; readonly decimals?: boolean }[];
}
