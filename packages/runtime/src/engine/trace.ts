// The structured explanation of one application (its trace): the steps that decided its result,
// each as data — its kind, the values compared, the legal source it cites, the reading of an
// open choice it depends on. narrate.ts records the facts; a catalogue per language
// (../explain/messages/) renders each fact as a sentence. The text of `allot run --explain`, the
// output of `allot explain`, the decision notices and the service's /trace all come from it.
//
// Adding a step kind: add its fact to `TraceFact` below (a `kind` of its own and the values it
// shows), return it from a narrate.ts hook (`add(section, source, () => ({ kind: …, … }))`), and
// give it a sentence in each catalogue (en.ts, pl.ts, nl.ts: the compiler then asks for it in
// every language). A hook may still return a plain sentence: it becomes a `text` fact, shown as
// written in every language.
import type { CriterionForm, Status } from "../spec.js";
import type { RoundingMode } from "../decimal.js";
import type { TraceAmount, TraceBudgetFrom, TraceByWeight, TraceGroupCap, KeyKind, TraceOperand, TraceOutcomeValue, TraceRead, TraceReading, TraceSection, TraceStraddle, TraceValue } from "./traceValues.js";
export type { TraceAmount, TraceBudgetFrom, TraceByWeight, TraceGroupCap, KeyKind, TraceOperand, TraceOutcomeValue, TraceRead, TraceReading, TraceSection, TraceStraddle, TraceValue } from "./traceValues.js";

/** One fact of the explanation, by kind. */
export type TraceFact =
  /** the regime that applies to the application, or none */
  | { readonly kind: "regime"; readonly regime: string | null; readonly title: string | null }
  /** an eligibility rule or a threshold, met or not; `failure` is the reason given when not */
  | { readonly kind: "rule"; readonly test: "eligibility" | "threshold"; readonly rule: string; readonly title: string; readonly met: boolean; readonly condition: string; readonly failure?: string; /** a threshold, or a rule whose condition compares, met or not (where the run kept details): the values its condition read (metValues.ts) */ readonly values?: readonly TraceOperand[] }
  /** a criterion's points with how they are given; points null (and `message`) where it could not be scored */
  | {
      readonly kind: "criterion";
      readonly criterion: string;
      readonly title: string;
      readonly points: string | null;
      /** how the points are given, in English words (`form` is the same as data) */
      readonly formula?: string;
      readonly form?: CriterionForm;
      /** a criterion of a weighted score (language.md §11.4): told by its score on its scale, × its weight */
      readonly onScale?: true;
      /** the value the bands or match read, and (bands) the index of the band it fell in */
      readonly subject?: { readonly text: string; readonly value: TraceValue; readonly band?: number; /** the inputs of a subject computed by a formula (a let or an expression): each with its name */ readonly operands?: readonly TraceOperand[]; /** an expression under a cap (`min(x, 50)`, `max(0, x)`): `value` is the value before it, and this which bound bit ("above": the upper cut it down, "below": the lower raised it); absent: none bit */ readonly capped?: "above" | "below" };
      readonly message?: string;
    }
  /** the total of the criteria */
  | {
      readonly kind: "total";
      readonly points: string;
      /** a weighted score (language.md §11.4): the weighted sum's operands, each criterion's weight and score, in the criteria's order */
      readonly terms?: readonly { readonly criterion: string; readonly weight: string; readonly score: string; readonly approx?: true }[];
    }
  /** a phase of criteria (§11.2) not assessed: a threshold it comes after was not met; its criteria unscored, no total */
  | { readonly kind: "phase"; readonly phase: string; readonly title: string; readonly after: readonly string[]; /** the titles (else names) of the thresholds of `after` the application did not meet (FINDINGS39 8) */ readonly notMet?: readonly string[] }
  /** why an application that passed assessment is not ranked */
  | { readonly kind: "not-ranked"; readonly reason: string }
  /** the position in the regime's ranking, and the tie it shares it with */
  | {
      readonly kind: "position";
      readonly position: number;
      /** how many share the position with it */
      readonly tied: number;
      /** the first (at most five) of them */
      readonly tiedWith: readonly string[];
      /** the application's own values on the ranking's keys (its phase, its moment of receipt, its total), each by the key's name in the law's words, as a comparison shows a value; not a lottery's, a greedy step's nor the id's (absent: no such key) */
      readonly keys?: readonly { readonly by: string; readonly value: string; readonly kind?: KeyKind }[];
      /** "chain": the tie-break chain leaves them tied; "unresolved": the scheme gives no tie-break; "whole": the tie is not broken because it does not straddle the budget; "shared": the law ranks none of them and shares among them (`all equal`) */
      readonly tie?: "chain" | "unresolved" | "whole" | "shared";
      /** a tie "shared": the reference of the provision that shares it, as the scheme writes it ("article 7 paragraph 2"; absent where the ranking cites none) */
      readonly sharedBy?: string;
      /** where the chain stopped at a step a member has no value for (`if absent unresolved`): why */
      readonly stops?: string;
      /** the key of the step `stops` names where it is in a written order (`by X in order [a, b]`): its order for the catalogues' words, not read back from the label (mend27) */
      readonly stopsKey?: { readonly name: string; readonly direction: string; readonly granularity?: string; readonly kind?: KeyKind; readonly order?: readonly string[] };
      /** a tie the chain leaves (`tie` "chain"): each step of the chain in the law's words, as a comparison names it, and the value every member has on it */
      readonly chain?: readonly { readonly by: string; readonly key?: { readonly name: string; readonly direction: string; readonly granularity?: string; readonly kind?: KeyKind; readonly order?: readonly string[] }; readonly lottery: boolean; readonly value: string }[];
      /** a tie left whole for another reason than "it does not straddle the budget" (first come's overshoot reading, `when decisive`, its members one group funded together: straddle.ts ONE_GROUP) */
      readonly why?: string;
      /** the straddle test, where the scheme breaks ties only across the budget line */
      readonly straddle?: TraceStraddle;
      /** a tie the chain broke because the budget falls inside it: the chain's step that placed the application in it (the lot, or an earlier key), as a comparison names it; the position cites that step's source */
      readonly orderedBy?: { readonly by: string; readonly key?: { readonly name: string; readonly direction: string; readonly granularity?: string; readonly kind?: KeyKind; readonly order?: readonly string[] }; readonly lottery: boolean };
      /** as the allocation fact's: the scheme computes the amount (no amount was asked) */
      readonly computed?: true;
      /** as the allocation fact's: an allocation of places (the straddle's amounts are places, its line the last place) */
      readonly places?: true;
      /**
       * where the stages rank on their own (stages.ts): the stage whose ranking placed it, its place
       * there (competition numbering) and how many that ranking ranked; `own`: the stage's own ranking
       */
      readonly stage?: { readonly name: string; readonly title: string; readonly place: number; readonly of: number; readonly own: boolean };
      /** with `stage`: the earlier stages that ranked it and passed it on, in their order, each with its place there as `stage` has it (a list published per region or lot: drafter33's finding 2) */
      readonly earlierStages?: readonly { readonly name: string; readonly title: string; readonly place: number; readonly of: number; readonly own: boolean }[];
    }
  /** the comparison with the neighbour above ("after") or below ("ahead"), and the ordering step that decided it */
  | {
      readonly kind: "comparison";
      readonly side: "after" | "ahead";
      readonly other: string;
      /** an earlier stage's ranking, where the row ahead took that stage's last grant and this one went on unfunded (rankingSteps.ts passedOver): the stage, as a position's */
      readonly stage?: { readonly name: string; readonly title: string; readonly place: number; readonly of: number; readonly own: boolean };
      /** the ordering step in the law's words ("total points (highest first)") */
      readonly by: string;
      /** the key's name, its direction and granularity (absent for a lottery) */
      readonly key?: { readonly name: string; readonly direction: string; readonly granularity?: string; readonly kind?: KeyKind; readonly order?: readonly string[] };
      readonly lottery: boolean;
      /** this application's value, and the neighbour's, in words */
      readonly value: string;
      readonly otherValue: string;
      /** the operands of the key's formula whose values differ between the two (engine/differingOperands.ts): this application's values, and the neighbour's; absent where none differs */
      readonly operands?: readonly TraceOperand[];
      readonly otherOperands?: readonly TraceOperand[];
      /** decided by the id or a lottery after a moment's key on which the two are the same (§13.3): that key's name, granularity and the value both have */
      readonly sameTime?: { readonly by: string; readonly granularity: string; readonly value: string };
      /** decided by a lottery, or by a tie-break key after the first (a key with two or more before it, the id too): the earlier keys on which the two are the same (the law's tie-break order), each its name and the value both have — before `sameTime`'s key where that is given */
      /** `neither`: both have no value of that key (an optional field, `if absent last`), so it did not part them (review34 T1); `value` is then "" */
      readonly sameBefore?: readonly { readonly by: string; readonly value: string; readonly kind?: KeyKind; readonly neither?: true }[];
    }
  /** what the allocation granted, of what was asked, with what was left before it */
  | {
      readonly kind: "allocation";
      readonly status: Status;
      readonly requested: TraceAmount;
      readonly granted: TraceAmount;
      /** null where unknown (unlimited budget, or after a tie the law leaves open) */
      readonly remainingBefore: TraceAmount | null;
      /** `remainingBefore` is the most any order of an unbroken tie leaves it (what is left before it depends on the tie's order): "at most …, whichever order the tie takes" */
      readonly remainingAtMost?: true;
      /** the allocation had stopped before it: what is left (`remainingBefore`) would have covered its request */
      readonly stoppedBefore?: boolean;
      /** why, as the allocation recorded it (English; catalogues translate the known phrases) */
      readonly why: string;
      /** an indeterminate application: what it would receive were the tie decided in its favour */
      readonly contingent?: TraceAmount;
      /** `contingent` is the most any order of an earlier stage's open tie gives it, in whichever stage (stageFork.ts): "at most …, depending on the order the tie takes" (mendtie32) */
      readonly contingentAtMost?: true;
      /** `contingent` is the most it receives whether or not this application (an id) accepts the partial grant it was offered, whose answer is not recorded (consent.ts, fork33): "at most …, depending on whether <id> accepts the partial grant" */
      readonly contingentOnOffer?: string;
      readonly reading?: TraceReading;
      /** the budget this regime had, where another regime's allocation left it */
      readonly budget?: TraceBudgetFrom;
      /** the amounts are places (a quantity in whole numbers, `AllocationSpec.places`): catalogues count them ("1 place") */
      readonly places?: true;
      /**
       * the minimum for a partial grant (`at boundary partial at least 1000 EUR, else stop`,
       * `AllocationSpec.partialMinimum`), on the application granted in part or refused below it:
       * an amount, or a percent of the amount asked, and what the walk does below it
       */
      readonly partialMinimum?: { readonly amount?: TraceAmount; readonly percent?: string; readonly otherwise: "stop" | "skip" };
      /** the unit the places are counted in (`budget … unit "kW"`, `AllocationSpec.quantityUnit`): catalogues write "2500 kW" (narration/quantityUnit.ts) */
      readonly quantityUnit?: string;
      /** the name the scheme gives the budget (`budget call.ceiling "the national ceiling"`), where the allocation's own pro rata shared it: the catalogues name the reduction coefficient's budget by it (not a stage's or a group's share, whose budget is what they had left) */
      readonly budgetTitle?: string;
      /** the scheme computes the amount (`amount` steps before it): nobody asked for it, catalogues do not say "requested" */
      readonly computed?: true;
      /** a quota refused it: its reason gives the quota's remainder, `remainingBefore` is the budget's (narration/remainder.ts labels it so) */
      readonly quota?: true;
      /** a stage decided it: `remainingBefore` is the stage's budget's, not the call's */
      readonly inStage?: true;
      /** the stage that decided it has a budget of its own (a reservation, `budget X` in a stage), not what is left of the allocation's: the budget's name (`budget call.x "…"`) is not said of it (§14, drafter32's finding 3) */
      readonly ownBudget?: true;
      /** each cap of its group (of each of its groups, where the allocation has several) computed from the group's key (language.md §14.12) that `why` names: its figure for the group, as written for the group in the scheme's words, and the call values it read (the 35 students behind "max(1, floor(10% × the students: Informatics))") */
      readonly groupCaps?: readonly TraceGroupCap[];
      /** a share of `pro rata by <weight>` (§14.4): its weight, the weights of the round it was computed in, what that round shared, the round (1: the first; a later one after caps freed funds) and whether it was capped at the amount asked */
      readonly byWeight?: TraceByWeight;
    }
  /**
   * a value of the amount's computation (amountValues.ts), before the allocation's step: a let the
   * amount reads (its dependencies first), or the amount itself (`name` null where it is a formula
   * of its own) — the formula as written, the arm an `if … else if …` took, the value before a
   * top-level `round(…)`, the values it read and its value
   */
  | {
      readonly kind: "amount";
      readonly name: string | null;
      /** the let's title, where it has one: shown beside its name */
      readonly title?: string;
      readonly formula: string;
      readonly last: boolean;
      /** the arm taken: its condition (null: the last `else`) and its formula (null: a constant); `single`: the `else` of a chain of one condition, `unmet` that condition as written, or the widest of bounds on one value; `neither`: the two or three conditions of another chain, none of which held */
      readonly arm?: { readonly condition: string | null; readonly formula: string | null; readonly single?: true; readonly unmet?: string; readonly neither?: readonly string[] };
      /** a ranking's let (`last` false, before the position step): the later arms whose conditions hold too, each its condition as written and its member's title — the first that holds counts (FINDINGS39 2) */
      readonly also?: readonly { readonly condition: string; readonly value: string | null }[];
      readonly unrounded?: TraceValue;
      /** each rounding to decimal places inside the formula, as written (`text`), with the value it rounded and the value it gave (the amount's spec `roundings`) */
      readonly roundings?: readonly { readonly text: string; readonly places: number; readonly mode: RoundingMode; readonly before: TraceValue; readonly after: TraceValue }[];
      readonly reads: readonly TraceRead[];
      readonly value: TraceValue;
    }
  /**
   * a stage that considered the application before the one that decided it, and passed it over
   * (or admitted it) and let it go on (before the stage's line, citing that stage's provision):
   * `why` as the stage's walk recorded it, "in stage 'T': …" (English; catalogues translate the
   * known phrases), and what was left before it there
   */
  | { readonly kind: "stage-pass"; readonly stage: string; readonly title: string; readonly why: string; readonly remainingBefore: TraceAmount | null; /** as the allocation fact's: `remainingBefore` is the most any order of an unbroken tie in that stage leaves it */ readonly remainingAtMost?: true; /** as the allocation fact's: an allocation of places, of a computed amount; the unit its places are counted in */ readonly places?: true; readonly computed?: true; readonly quantityUnit?: string; /** a quota of the stage refused it: `remainingBefore` (the stage's) is labelled as the stage's */ readonly quota?: true; /** as the allocation fact's: the stage's budget is its own */ readonly ownBudget?: true }
  /**
   * an earlier reservation whose `when` did not take the application (after the line on the stage
   * that decided it, citing the reservation's own source, drafter37's finding 11): its name, its
   * title, its condition as written, the titles that condition names (`named`), and the parts it
   * does not meet with their values (`failed`)
   */
  | { readonly kind: "stage-passed"; readonly stage: string; readonly title: string; readonly considers: string; readonly named?: readonly string[]; /** the parts of its condition (joined by `and`) the application does not meet, as worded, with the values each read */ readonly failed?: readonly { readonly condition: string; readonly values?: readonly TraceOperand[] }[] }
  /** a place on the reserve list (after the refusal's step, citing the list's own source): from 1; a group funded together shares one */
  /** a place on a reserve list; on a stage's own list (§14.11), the stage as the results name it (`list`, "measures[tourism]") and in the explanation's words (`title`) */
  | { readonly kind: "reserve"; readonly place: number; readonly list?: string; readonly title?: string }
  /** not funded, ranked before the last application funded, under a list that begins after it (`reserve N after the last funded`, §14.11) */
  | { readonly kind: "reserve-before"; readonly lastFunded: string | null; readonly lastTied?: readonly string[] }
  /**
   * a member of a tie the reserve list ends inside (ties.ts: the tie the run reported, `decisive`),
   * after its allocation step and citing the list's source: whether it is on the list (`on`), the
   * others tied with it (`with`, in ranking order, at most 20; `tied` how many) and those of them
   * on the other side of the list's end (`others`: placed, where it is not; not placed, where it
   * is; at most 20; `across` how many); on a stage's own list, the stage as the `reserve` fact names it
   */
  | { readonly kind: "reserve-tie"; readonly on: boolean; readonly with: readonly string[]; readonly tied: number; readonly others: readonly string[]; readonly across: number; readonly list?: string; readonly title?: string }
  /** a refused application that its group's cap bars too (after the refusal's step, citing the cap's own source): the cap's words, in English as the walk says them */
  | { readonly kind: "cap"; readonly why: string; readonly computed?: true; /** an allocation of places: the cap told in places, as the allocation fact's */ readonly places?: true }
  /**
   * the settlement after the allocation (`pay … instead of …`, §16.3): what is paid (null: it
   * cannot be computed, `note` says why) instead of what was awarded (`of`: "amount", the
   * allocation's, or the value replaced, "bid"), and the values of the outcome the payment read
   */
  | {
      readonly kind: "settlement";
      readonly paid: TraceAmount | null;
      readonly awarded: TraceAmount;
      readonly of: string;
      readonly values: readonly TraceOutcomeValue[];
      readonly note?: string;
    }
  /** the stage of the allocation that decided it (stages.ts): its number of `count`, its role, what it considers and its budget */
  | {
      readonly kind: "stage";
      readonly stage: string;
      readonly title: string;
      /** a stage per key (§14.7.4): the member whose walk decided it (`title` is the stage's, `number` and `count` the stages' as written) */
      readonly member?: string;
      /** the member's title, where its enumeration gives one ("Old Town" for `old_town`, §6): the words name the member by it */
      readonly memberTitle?: string;
      readonly number: number;
      readonly count: number;
      readonly role: "stage" | "reservation" | "admission";
      /**
       * the condition of the applications it considers, as written; null: every one not yet
       * funded — every ranked one for the first stage, those `admittedBy` admitted after an
       * admission stage, and not those an earlier stage left out (`leftOut`)
       */
      readonly considers: string | null;
      /** a reservation whose `when` took it (`considers`, naming a let or call value by its words: `named`): the line says its condition holds for it (drafter34's finding 6) */
      readonly holds?: true;
      /** where `considers` is null and the stage before admits: that stage's title (only those it admitted are considered) */
      readonly admittedBy?: string;
      /** where `considers` is null: an earlier stage leaves out what it does not fund (`unfunded stay out`) */
      readonly leftOut?: true;
      /** null: it depends on a tie an earlier stage left open */
      readonly budget: TraceAmount | null;
      /** the budget's expression, as written */
      readonly budgetText: string;
      /** the titles and descriptions `considers` and `budgetText` name lets and call values by: the scheme's own words, not code (no connective is read in them) */
      readonly named?: readonly string[];
      /** the call values that expression read, each by its words in `budgetText` (the 35 students behind "10% × the students: Informatics") */
      readonly reads?: readonly TraceOperand[];
      /** what that expression gave, where it was more than the earlier stages left of the allocation's budget: `budget` is what they left */
      readonly asWritten?: TraceAmount;
      /** each earlier stage whose unused part the budget reads (`unused <stage>` in `budgetText`): what it left of its budget */
      readonly unused?: readonly { readonly stage: string; readonly title: string; readonly amount: TraceAmount }[];
      /** as the allocation fact's: the scheme computes the amount (no amount was asked) */
      readonly computed?: true;
      /** as the allocation fact's: an allocation of places (the budget is told as places) */
      readonly places?: true;
    }
  /** no stage of the allocation considers it: each stage's title and the condition it takes */
  | { readonly kind: "no-stage"; readonly stages: readonly { readonly title: string; readonly considers: string | null }[] }
  /** first come: received after the ceiling was reached, refused without assessment (fcfs.ts) */
  | { readonly kind: "not-assessed"; readonly why: string; /** an allocation of a computed amount, worded as the allocation fact's */ readonly computed?: true }
  /** a value over the applications sharing a key (aggregate.ts): its members and their values */
  | {
      readonly kind: "aggregate";
      /** the `let` that holds it, where one does (`let best_in_theme = max(…)`): the sentence names it */
      readonly let?: string;
      /** that let's title, where it has one: the sentence names the aggregate by it */
      readonly title?: string;
      /** the aggregate as written ("sum(m in peers(consortium): m.requested)") */
      readonly aggregate: string;
      /** the key it groups by, and this application's group */
      readonly groupBy: string;
      readonly group: string;
      /** null where it cannot be computed (`error` says why) */
      readonly value: string | null;
      readonly error?: string;
      /** the first members, each with its value (null: counted) */
      readonly members: readonly { readonly id: string; readonly value: string | null }[];
      /** how many more members there are */
      readonly more: number;
      /** the values (the aggregate's and its members') are percentages, written in percent ("21.25" for 21.25%): catalogues add the sign */
      readonly percent?: true;
      /** over the eligible members only (`peers(k, eligible)`, or their points) */
      readonly eligible?: true;
      /** the first members left out as not eligible, and how many more */
      readonly left?: readonly string[];
      readonly leftMore?: number;
      /** the one member is this application: no other application has its key (the catalogues say it shortly) */
      readonly alone?: true;
    }
  /**
   * what a jury's built-in did with this application's scores (engine/juries.ts), told before the
   * first step that reads its let: `trimmed_mean` — the scores set aside as lowest (`low`) and as
   * highest (`high`), positions in `scores`, none where fewer than `n` were given — the sum of the
   * rest over how many they are; `median` — the middle one or two (`low`), their sum and count; a
   * plain `mean` — every value kept (`low`, `high` empty), their sum over their count
   */
  | {
      readonly kind: "jury";
      readonly fn: "median" | "trimmed_mean" | "mean";
      /** the let that holds it, and its title where it has one */
      readonly let: string;
      readonly title?: string;
      /** the call as written */
      readonly call: string;
      /** the scores in the order given, as written (percentages, `percent`: as their number of percent, "50") */
      readonly scores: readonly string[];
      /** the scores are percentages: they and the sum are in percent, the value a "percent" value */
      readonly percent?: true;
      readonly low: readonly number[];
      readonly high: readonly number[];
      /** of a trimmed mean: how many are set aside at each end, from how many scores on */
      readonly k?: number;
      readonly n?: number;
      readonly sum: string;
      readonly divisor: number;
      /** null: no score was given (the value cannot be computed) */
      readonly value: TraceValue | null;
      /** the rounding the let prescribes (`round(mean(…), 2, half_up)`) and the value it gave, where it changed the value */
      readonly rounded?: { readonly places: number; readonly mode: RoundingMode; readonly value: TraceValue };
    }
  /** an input record set aside as invalid (`invalid: "exclude"`): the issue found */
  | { readonly kind: "input"; readonly message: string }
  /** a sentence given as written (a hook that returns text) */
  | { readonly kind: "text"; readonly text: string };

export type TraceKind = TraceFact["kind"];

/** One step of a trace: its section, the source it cites, its fact, and the fact in words. */
export type TraceStep = TraceFact & {
  readonly step: TraceSection;
  readonly source: string | null;
  /** the fact rendered in the trace's language */
  readonly text: string;
};

/** The structured explanation of one application. */
export interface Trace {
  readonly id: string;
  /** the language the texts are in ("en", "pl", "nl", "de") */
  readonly language: string;
  readonly steps: readonly TraceStep[];
}
