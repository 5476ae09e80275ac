// How a regime allocates, as the compiler writes it (moved out of spec.ts, which re-exports it):
// the boundary rule, the budget and amount, pro rata, stages and reservations, groups, first come
// and quotas (engine/select.ts, allocate.ts, stages.ts and their neighbours read it).
import type { Decimal, RoundingMode } from "./decimal.js";
import type { AmountStepSpec } from "./amountSpec.js";
import type { Env, KeyValue, Needs, RankingSpec, Rec, SettlementSpec, ShowSpec } from "./spec.js";
import type { ThresholdValues } from "./engine/metValues.js";

/**
 * What happens to the first application that does not fit: stop (nothing after it), skip (passed
 * over; later ones that fit are funded), partial (it gets what is left), full (funded in full
 * beyond the budget, then stop — also right after the budget was used up exactly), reach (funded
 * while the budget is not yet reached: the application that reaches or passes it is funded in
 * full, then stop; nothing after an exact hit).
 */
export type BoundaryPolicy = "stop" | "skip" | "partial" | "full" | "reach";

/**
 * `at boundary partial [at least <amount | percent>] [with consent <field>][, else stop | skip]`
 * (docs/language.md §14.1): the least remainder offered as a partial grant, an amount in the
 * budget's unit or a percent of the amount asked ("50" for 50 %), and the application's yes/no
 * field that records whether it accepts the reduced award (`consent`, law32: "avec l'accord du
 * porteur"); where it is refused, declined or (`skip`) goes on, the walk stops or goes on (engine/step.ts)
 */
export interface PartialMinimumSpec {
  readonly amount?: string;
  readonly percent?: string;
  /** the application's field that holds its answer to the offer of a reduced award: yes, no, or absent (not recorded) */
  readonly consent?: string;
  readonly otherwise: "stop" | "skip";
}

export interface AllocationSpec {
  readonly source?: string;
  readonly budget: ((c: Rec) => Decimal) | "unlimited";
  readonly budgetSource?: string;
  /** the budget's expression as the scheme writes it ("call.budget"): an input error names it */
  readonly budgetText?: string;
  /** the name the law gives the money ("het subsidieplafond"): the explanations' word for the budget (narration/budgetTitle.ts) */
  readonly budgetTitle?: string;
  /** the unit a quantity budget counts (`unit "kW"`): its places said "2500 kW", not "2500 places", in every language (narration/quantityUnit.ts) */
  readonly quantityUnit?: string;
  /** a noun unit's forms by plural category (`unit one "Garten" other "Gärten"`): each count of places declined by its number, "1 Garten", "2 Gärten" (narration/placeCount.ts; mendd36) */
  readonly quantityUnitForms?: Readonly<Record<string, string>>;
  /** a Decimal, or a number of minor units where the field is held so (`minorFields`) */
  readonly amount: (e: Env) => Decimal | number;
  /**
   * the optional field of the application `amount` fails on first where it is absent (or a
   * presence test's branches': spec.ts `Needs`, dsl compile/needs.ts): engine/enter.ts `enter`
   * takes its MissingValue (ops.missingOf, the needs resolved once by ops.needOf) without calling `amount`, no exception thrown
   */
  readonly amountNeeds?: Needs;
  readonly amountText: string;
  readonly amountSource?: string;
  /** how the amount is computed, for explanations (amountSpec.ts): absent where it is a value as given */
  readonly amountSteps?: readonly AmountStepSpec[];
  readonly boundary?: (c: Rec) => BoundaryPolicy;
  /**
   * `at boundary partial at least <amount | percent>[, else stop | skip]` (§14.1): the least
   * remainder offered as a partial grant, an amount in the budget's unit or a percent of the
   * amount asked ("50" for 50 %); below it the walk stops (the default) or goes on (engine/step.ts)
   */
  readonly partialMinimum?: PartialMinimumSpec;
  /** where the call chooses the boundary policy (a reading of the law): the expression, "call.limit_reading" */
  readonly boundaryReading?: string;
  readonly boundarySource?: string;
  readonly proRata?: ProRataSpec;
  /** how many not funded go on the reserve list: a number, every one ("all"), or a size the call gives */
  readonly reserve?: number | "all" | ((c: Rec) => Decimal);
  /** `reserve N after the last funded` (§14.11): the list begins after the last application funded in the ranking; one not funded ranked before it is not on it */
  readonly reserveAfter?: true;
  readonly reserveSource?: string;
  /** the name the law gives the reserve list ("die Nachrückliste", "wachtlijst"): the explanations' word for it (narration/reserveTitle.ts) */
  readonly reserveTitle?: string;
  /** ceilings for groups of applications: together they are granted at most `limit` */
  readonly quotas?: readonly QuotaSpec[];
  /** the unit of the budget: a currency code, or "" for a quantity */
  readonly unit: string;
  /** a quantity in whole numbers (an integer budget, or none, and amount): places, which explanations count so ("1 place", "7 places") */
  readonly places?: boolean;
  /** ordered stages over the budget (stages.ts); without them one walk takes the whole budget */
  readonly stages?: readonly StageSpec[];
  /**
   * Where the budget comes from when the scheme has several regimes: its own (`separate`), one
   * pool with the regimes before it that say `shared` (it gets what they left), or what the
   * regime `from` left (`passed`).
   */
  readonly relation?: { readonly mode: "separate" } | { readonly mode: "shared"; readonly from?: string } | { readonly mode: "passed"; readonly from: string };
  /** first come, first served (engine/fcfs.ts): the ranking's first key is the order of receipt */
  readonly firstCome?: FirstComeSpec;
  /** applications that belong together by a key, walked as units (engine/groups.ts) */
  readonly group?: GroupSpec;
  /**
   * the allocation's further groups on other keys (`group by` declared again, §14.12 "Several
   * groups", twogroups31): each capped on its own, an application funded only where every group
   * it belongs to has room; none funded together or shared pro rata (the checker refuses it)
   */
  readonly moreGroups?: readonly GroupSpec[];
  /** what each funded application is paid after the allocation (engine/outcome.ts) */
  readonly settlement?: SettlementSpec;
}

/**
 * `pro rata [coefficient rounded m to s] rounded m to s remainder p [minimum X then reshare|unallocated]`
 * (engine/prorata.ts): in an allocation, a stage's boundary and a group's share.
 */
export interface ProRataSpec {
  readonly mode: RoundingMode;
  readonly step: string;
  readonly remainder: "unallocated" | "largest_remainder" | "ranking_order";
  /** the reduction coefficient budget / total rounded as the law says (down, to a power of ten below 1) */
  readonly coefficient?: { readonly mode: RoundingMode; readonly step: string };
  /** the least share paid; what a share below it frees is shared again (`reshare`) or stays unspent */
  readonly minimum?: { readonly amount: string; readonly then: "reshare" | "unallocated" };
  /** `pro rata by <weight>` (the allocation's own): each share budget × weight / Σ weights, at most the amount asked, what the caps free shared again (engine/prorataWeights.ts) */
  readonly weight?: (e: Env) => Decimal | number;
  /** the weight as written ("total") */
  readonly weightText?: string;
  readonly source?: string;
}

/** One stage of an allocation: a walk over some of the applications with its own budget. */
export interface StageSpec {
  readonly name: string;
  readonly title?: string;
  readonly source?: string;
  /**
   * one member's walk of a stage per key (`for each area`, §14.7.4): the stage as written, its
   * key, the member, and its place among the members; `considers` includes the member's test,
   * `text` is the stage's own condition as written
   */
  readonly member?: { readonly stage: string; readonly key: string; readonly name: string; /** the member's title, where its enumeration gives one ("Old Town") */ readonly title?: string; readonly index: number; readonly count: number };
  /** the applications it considers, as written; absent: every application not yet funded */
  readonly text?: string;
  readonly considers?: (e: Env) => boolean;
  /**
   * its budget, from the call, what the earlier stages left of the allocation's budget, that
   * budget, and per earlier stage (by index) what it left of its own budget (`unused <stage>`)
   */
  readonly budget: (c: Rec, left: Decimal, total: Decimal, unused: readonly (Decimal | undefined)[]) => Decimal;
  readonly budgetText: string;
  /** the titles and descriptions `text` and `budgetText` give lets and call values by (compile/budgetFlow.ts `worded`): the scheme's own words, which the narration reads for no connective (conditionWords.ts) */
  readonly named?: readonly string[];
  /**
   * a reservation whose `when` is told (`named`): its condition's parts joined by `and`, each as
   * worded, with the values it reads and its test, so that an application it did not take hears
   * which parts it does not meet and its values (drafter37's finding 11; engine/stageWhens.ts)
   */
  readonly parts?: readonly { readonly text: string; readonly values?: ThresholdValues; readonly test: (e: Env) => boolean }[];
  /** the call values its budget computed from (compile/budgetFlow.ts callReads): the stage's line gives each figure read */
  readonly budgetReads?: CallReads;
  /** the earlier stages (by index) whose unused part its budget reads, `unused <stage>`: the explanation gives each amount */
  readonly budgetUnused?: readonly number[];
  /** the source its budget's own `per` cites (`budget left per art3_2`): the stage's totals cite it */
  readonly budgetSource?: string;
  /** its own boundary policy; absent: the allocation's */
  readonly boundary?: (c: Rec) => BoundaryPolicy;
  /**
   * `at boundary partial at least <amount | percent>[, else stop | skip]` (§14.1): the least
   * remainder offered as a partial grant, an amount in the budget's unit or a percent of the
   * amount asked ("50" for 50 %); below it the walk stops (the default) or goes on (engine/step.ts)
   */
  readonly partialMinimum?: PartialMinimumSpec;
  /** the source its own boundary policy cites (`at boundary skip per art8`) */
  readonly boundarySource?: string;
  /**
   * its own reserve list (`reserve all` inside the stage, §14.11): the first N of the applications it
   * decided and did not fund (every one: "all"; a size the call gives), in its ranking order, numbered
   * from 1 — a stage per key's one per member; absent: they go on the allocation's list, if any
   */
  readonly reserve?: number | "all" | ((c: Rec) => Decimal);
  /** the source a place on its list cites (`reserve all per art8`; the stage's, or the allocation's) */
  readonly reserveSource?: string;
  /** its own ranking of its candidates; absent: the regime's (engine/stages.ts) */
  readonly ranking?: RankingSpec;
  /** `ranking of the regime`: it ranks its candidates on its own, by the regime's ranking (engine/stageRank.ts) */
  readonly ranksOwn?: true;
  /** a pro-rata boundary: the tie that straddles the stage's budget shares what is left, in proportion */
  readonly proRata?: AllocationSpec["proRata"];
  /** whether an application it considers and does not fund may be considered by a later stage */
  readonly unfunded: "go_on" | "stay_out";
  /**
   * the source of `unfunded stay out per s4_3` or `unfunded go on per s5_4`: what an application it
   * does not fund, kept out of the later stages, cites (cite.ts stageRefusalSource); or, going on,
   * what the explanation's line on this stage cites for an application a later stage considered
   * again (stageSteps.ts stagePasses)
   */
  readonly unfundedSource?: string;
  /** a reservation ("at least"): whether the part it does not use returns to `left` or lapses */
  readonly unused?: "returns" | "lapses";
  /** the source of `unused returns per s6` / `unused lapses per s6`: the stage's totals cite it beside the part it did not use (budgetSources.ts) */
  readonly unusedSource?: string;
  /**
   * An admission stage funds nothing: the applications it admits (those that meet its threshold:
   * the first `count`, or as many as needed for their requests to reach `reach`) go on to the
   * next stage. `closest` (`admit closest to …`, §14.10): not "until the requests reach `reach`"
   * but "as close as possible to `reach`", and, with `floor` (`at least …`), not less than it
   * (engine/stageClosest.ts).
   */
  readonly admits?: {
    readonly count?: (c: Rec) => Decimal;
    readonly reach?: (c: Rec, left: Decimal, total: Decimal) => Decimal;
    readonly reachText?: string;
    readonly closest?: true;
    readonly floor?: (c: Rec, left: Decimal, total: Decimal) => Decimal;
    readonly floorText?: string;
    readonly threshold?: (e: Env) => boolean;
    readonly thresholdText?: string;
  };
  /**
   * A stage that funds: its own quality threshold (`threshold …` beside its `budget`, §14.10):
   * those of its candidates that do not meet it are taken out of its ranking, `below_threshold`,
   * and not passed to a later stage (engine/stageThreshold.ts). As a threshold of the regime: the
   * condition as written, the values its reason shows (engine/notMet.ts), its source.
   */
  readonly threshold?: StageThresholdSpec;
}

/** A funding stage's own threshold (StageSpec.threshold): a rule over the application's points, worded as a threshold's. */
export interface StageThresholdSpec {
  readonly name: string;
  readonly text: string;
  readonly source?: string;
  readonly values?: ThresholdValues;
  readonly test: (e: Env) => boolean;
}

/** The call values an expression over the call reads (compile/budgetFlow.ts callReads): each by its words, how it is shown, and a reader of the call. */
export interface CallReads {
  readonly names: readonly string[];
  readonly shows: readonly ShowSpec[];
  readonly gets: readonly ((c: Rec) => unknown)[];
  /** each as written, the key read as the member (`call.students["cs"]`): a group's cap computed from its key names them in an input error */
  readonly written?: readonly string[];
}

/** `group by key { together; at most X; at most N grants; pro rata … }` of an allocation. */
export interface GroupSpec {
  /** the key as written ("consortium") and its title */
  readonly keyText: string;
  readonly title?: string;
  /** the members' titles where the key is an enumeration that gives them (§8.4): a group's sentences name the member by its title ("Ciencias de la Vida", not "bio"), drafter34's finding 3 */
  readonly keyTitles?: Readonly<Record<string, string>>;
  readonly source?: string;
  /** the key of an application: reads its fields and lets, never its points */
  readonly key: (e: Env) => KeyValue;
  /** funded together or not at all: the group is one unit asking the sum of its members' amounts */
  readonly together?: { readonly source?: string };
  /** `not on the reserve list`: an application a cap of this group has no room for is never on the reserve list (a limit per applicant, not a credit fixed for the group: §14.12) */
  readonly unlisted?: { readonly source?: string };
  /** the most the members of one group are granted together */
  readonly limit?: GroupCapSpec;
  /** the most grants (funded members) per group */
  readonly grants?: GroupCapSpec;
  /** how a partial grant to a group that straddles the budget is shared among its members */
  readonly share?: ProRataSpec;
}

/**
 * A group's cap: `value`, one for every group, or `perKey`, the figures per key of the group's
 * enumeration (`at most call.places grants` with `places: integer by faculty`, docs/language.md
 * §14.12), each group's cap the figure of its key.
 */
export type GroupCapSpec = {
  readonly text: string;
  readonly source?: string;
  /** a cap that reads the group's key (§14.12): per member, the cap as written for it in the scheme's words and the call values it reads — the explanation gives the figure it read */
  readonly members?: Readonly<Record<string, { readonly text: string; readonly reads?: CallReads }>>;
  /** a cap computed from call values, one for every group (`at most 15% × call.funds`): the cap in the scheme's words and the values it reads — the explanation gives them beside the figure (words31) */
  readonly computed?: { readonly text: string; readonly reads: CallReads };
} & ({ readonly value: (c: Rec) => Decimal; readonly perKey?: undefined } | { readonly perKey: (c: Rec) => Rec; readonly value?: undefined });

export interface FirstComeSpec {
  readonly source?: string;
  /**
   * the declared reading of the overshoot that calls for a lottery among one moment's (one day's)
   * applications: the amount each *requested*, summed over all of them before assessment
   */
  readonly overshoot?: (e: Env) => Decimal;
  readonly overshootText?: string;
}

export interface QuotaSpec {
  readonly name: string;
  readonly title?: string;
  readonly source?: string;
  /** the condition as written */
  readonly text: string;
  readonly limit: (c: Rec) => Decimal;
  readonly applies: (e: Env) => boolean;
  /**
   * `at most … of <figure>` (§14.5): the figure of each grant the quota caps instead of its
   * amount (its instalment in one financial year: drafter32's finding 6), and its words
   */
  readonly figure?: (e: Env) => Decimal;
  readonly figureText?: string;
}

/**
 * The names of an allocation's groups where it has several (§14.12 "Several groups"), the first
 * declared first: each group's title, else its key as written; a title two groups share is
 * followed by the key ("Region (region)"). Empty where it has one group or none: the result's
 * `groups` of a row and `byGroup` of the totals are written only where there are several.
 */
export function groupNamesOf(alloc: { readonly group?: GroupSpec; readonly moreGroups?: readonly GroupSpec[] }): string[] {
  if (!alloc.group || !alloc.moreGroups?.length) return [];
  const specs = [alloc.group, ...alloc.moreGroups];
  const titles = specs.map((g) => g.title ?? g.keyText);
  return titles.map((t, i) => (titles.indexOf(t) !== i || titles.lastIndexOf(t) !== i ? `${t} (${specs[i]!.keyText})` : t));
}
