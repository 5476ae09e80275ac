// JSON Schemas (for the OpenAPI document's components) of what POST /schemes/{name}/trace
// answers: the runtime's TraceAnswer (runtime/src/explain.ts) — one application's result and its
// structured explanation, each step with its kind and facts (runtime/src/engine/trace.ts), and
// the sources they cite. Objects stay open: a step kind or field added later does not break a client.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const str = { type: "string" } as const;
/** a key's kind where its values are worded by it (runtime engine/trace.ts KeyKind): "boolean", a yes/no key whose "true"/"false" read as the language's yes/no */
const keyOrder = { type: "array", items: { type: "string" }, description: "a key in a written order (direction \"order\", `by category in order [ … ]`): its enumeration's members first to last, by their titles where given" } as const;
const keyKind = { type: "string", enum: ["boolean"], description: "the key's kind where its values are worded by it: boolean, a yes/no key whose values true/false read as the language's yes and no" } as const;

export const TRACE_KINDS = ["regime", "rule", "criterion", "total", "not-ranked", "position", "comparison", "allocation", "stage", "no-stage", "not-assessed", "aggregate", "input", "settlement", "reserve", "reserve-tie", "cap", "stage-pass", "amount", "jury", "text"] as const;

/** A value read for the explanation (the value behind a band, an operand of a key). */
const traceValue = {
  type: "object",
  properties: { kind: { enum: ["number", "percent", "money", "text", "boolean", "date", "time", "absent"] }, value: str, unit: str, approx: { type: "boolean" }, title: { type: "string", description: "an enumeration member's title as the scheme gives it (\"Old Town\" for old_town); value is the member" } },
  required: ["kind", "value"],
};
const operands = { type: "array", items: { type: "object", properties: { name: str, value: traceValue }, required: ["name", "value"] } };

export const traceSchemas: Record<string, unknown> = {
  TraceAmount: {
    type: "object",
    description: "an amount: the decimal as the result writes it, and its currency (null: no unit)",
    properties: { value: { type: "string", description: "a decimal number as text, exact" }, unit: { type: ["string", "null"] } },
    required: ["value", "unit"],
  },
  TraceStep: {
    type: "object",
    description:
      "one step of the structured explanation: its section (`step`), the source it cites, its `kind` and the facts of that kind, and `text`, the facts in the scheme's language. " +
      "regime: regime, title. rule: test (eligibility|threshold), rule, title, met, condition, failure, values (a threshold, or a rule whose condition compares, met or not: what its condition read). criterion: criterion, title, points (null: not scored, with message), formula, form, subject (text, value, band, operands). total: points (none in a scheme whose points are not summed, language.md §11.1). " +
      "not-ranked: reason. position: position, tied, tiedWith, keys, tie (chain|unresolved|whole), stops, stopsKey, chain, straddle, orderedBy, stage, computed, places. comparison: side (after|ahead), other, stage, by, key, lottery, value, otherValue, operands, otherOperands, sameTime, sameBefore. " +
      "allocation: status, requested, granted, remainingBefore, remainingAtMost, stoppedBefore, why, contingent, contingentAtMost, contingentOnOffer, reading, budget, places, quantityUnit, partialMinimum, budgetTitle, computed, quota, inStage, ownBudget, groupCaps, byWeight. stage: stage, title, member, memberTitle, number, count, role, considers, holds, passedBy, admittedBy, leftOut, budget, budgetText, named, reads, asWritten, unused, computed, places. no-stage: stages. " +
      "not-assessed: why, computed. aggregate: let, title, aggregate, groupBy, group, value, error, members, more, percent, eligible, left, leftMore, alone. input: message. settlement: paid, awarded, of, values (name, value, fn, set, field, attained), note. reserve: place, list, title. reserve-tie (a member of a tie the reserve list ends inside, after its allocation step): on, with, tied, others, across, list, title. cap: why, computed, places. stage-pass: stage, title, why, remainingBefore, remainingAtMost, places, quantityUnit, computed, quota, ownBudget. amount (how a computed amount was computed, before the allocation step): name, title, formula, last, arm, unrounded, roundings, reads, value. jury (what median, trimmed_mean or a plain mean did with the values, before the first step that reads its let): fn, let, title, call, scores, percent, low, high, k, n, sum, divisor, value. text: text.",
    properties: {
      step: { type: "string", enum: ["regime", "eligibility", "points", "threshold", "ranking", "allocation", "input"] },
      source: { type: ["string", "null"], description: "a key of `sources`" },
      kind: { type: "string", enum: [...TRACE_KINDS] },
      text: str,
      regime: { type: ["string", "null"] },
      title: { type: ["string", "null"] },
      test: { enum: ["eligibility", "threshold"] },
      rule: str,
      met: { type: "boolean" },
      condition: str,
      failure: str,
      values: {
        type: "array",
        description: "rule: a threshold met (or a rule met whose condition compares), the values its condition read — {name, value (a traced value), points (true: points)}; settlement: the values of its formula",
        items: { type: "object", properties: { name: str, points: { type: "boolean" } } },
      },
      criterion: str,
      points: { type: ["string", "null"] },
      formula: str,
      form: { type: "object", description: "how the criterion gives its points, as written: kind (weighted|yesno|match|bands|expr) and its parts", properties: { kind: { enum: ["weighted", "yesno", "match", "bands", "expr"] } }, required: ["kind"] },
      subject: { type: "object", description: "the value a criterion's bands or match read, and the index of the band it fell in", properties: { text: str, value: traceValue, band: { type: "integer" }, operands: { ...operands, description: "the inputs of a subject computed by a formula (a let or an expression), each with its name" } }, required: ["text", "value"] },
      operands: { ...operands, description: "the operands of the deciding key's formula whose values differ between the two applications, for this application (none where all are the same)" },
      otherOperands: { ...operands, description: "the same operands for the neighbour" },
      message: str,
      number: { type: "integer" },
      count: { type: "integer" },
      role: { enum: ["stage", "reservation", "admission"] },
      considers: { type: ["string", "null"] },
      holds: { type: "boolean", description: "stage: a reservation whose condition (considers) names a let or call value by its words took this application: its condition holds for it" },
      passedBy: { type: "array", description: "stage: the earlier reservations whose condition did not take this application: each its title, its condition as written, and the titles that condition names", items: { type: "object", properties: { title: str, considers: str, named: { type: "array", items: str } }, required: ["title", "considers"] } },
      admittedBy: { type: "string", description: "stage: the admission stage before it, whose admitted applications alone it considers (where it has no condition of its own)" },
      member: { type: "string", description: "stage: a stage per key (`for each area`): the member whose walk decided it; `title` is the stage's, `number` and `count` the stages' as written" },
      memberTitle: { type: "string", description: "stage: the member's title, where its enumeration gives one (`old_town \"Old Town\"`)" },
      leftOut: { type: "boolean", description: "stage: an earlier stage leaves out what it does not fund (`unfunded stay out`): those are not considered" },
      budgetText: str,
      named: { type: "array", description: "stage: the titles and descriptions its condition (considers) and budgetText name lets and call values by, the scheme's own words", items: str },
      asWritten: { ...ref("TraceAmount"), description: "stage: what its budget expression (budgetText) gave, where that was more than the earlier stages left of the allocation's budget: `budget` is then what they left, the budget cut to it" },
      unused: { type: "array", description: "stage: each earlier stage whose unused part its budget reads (`unused <stage>` in budgetText), with what it left of its budget", items: { type: "object", properties: { stage: str, title: str, amount: ref("TraceAmount") }, required: ["stage", "title", "amount"] } },
      stages: { type: "array", items: { type: "object", properties: { title: str, considers: { type: ["string", "null"] } }, required: ["title", "considers"] } },
      aggregate: str,
      let: { type: "string", description: "aggregate: the `let` that holds it, where one does" },
      groupBy: str,
      group: str,
      error: str,
      members: { type: "array", items: { type: "object", properties: { id: str, value: { type: ["string", "null"] } }, required: ["id", "value"] } },
      more: { type: "integer" },
      eligible: { type: "boolean", description: "aggregate: over the eligible members only (`peers(k, eligible)`)" },
      left: { type: "array", items: str, description: "aggregate: the first members left out as not eligible" },
      leftMore: { type: "integer", description: "aggregate: how many more were left out" },
      alone: { type: "boolean", description: "aggregate: its one member is this application (no other has its key)" },
      stops: { type: "string", description: "position: where a tie-break step lacks a member's value, why the chain stops there" },
      stopsKey: { type: "object", description: "position: the key of the step `stops` names, where it is in a written order (its `order`)", properties: { name: str, direction: str, granularity: str, kind: keyKind, order: keyOrder }, required: ["name", "direction"] },
      reason: str,
      position: { type: "integer" },
      place: { type: "integer", description: "reserve: its place on the reserve list, from 1 (the members of a group funded together share one)" },
      list: { type: "string", description: "reserve, reserve-tie: on a stage's own reserve list (`reserve` inside a stage, a stage per key's one per member), that stage as the result's `stage` names it; `title` is the stage in the explanation's words; absent on the allocation's list" },
      tied: { type: "integer", description: "position, reserve-tie: how many share the position (the tie) with it" },
      on: { type: "boolean", description: "reserve-tie: whether it is on the reserve list (the order of the ids put it there) or not (the list ended inside its tie)" },
      with: { type: "array", items: str, description: "reserve-tie: the others tied with it, in ranking order (at most 20; `tied` says how many)" },
      others: { type: "array", items: str, description: "reserve-tie: those of `with` on the other side of the list's end — on it where it is not, off it where it is (at most 20; `across` says how many)" },
      across: { type: "integer", description: "reserve-tie: how many are on the other side of the list's end" },
      tiedWith: { type: "array", items: str, description: "the first (at most five) of them" },
      keys: { type: "array", description: "position: the application's own values on the ranking's keys (its phase, its moment of receipt, its total), each by the key's name and the value as a comparison shows it; not a lottery's, a greedy step's nor the id's", items: { type: "object", properties: { by: str, value: str, kind: keyKind }, required: ["by", "value"] } },
      tie: { enum: ["chain", "unresolved", "whole", "shared"], description: "position: chain, the tie-break chain leaves them tied; unresolved, the scheme gives no tie-break; whole, the tie is not broken as it does not straddle the budget; shared, the law ranks none of them and shares among them (`all equal`)" },
      sharedBy: { ...str, description: "position, a tie shared (`all equal`): the reference of the provision that shares it as the scheme writes it (\"article 7 paragraph 2\")" },
      chain: {
        type: "array",
        description: "position, a tie the tie-break chain ran out on: each step of the chain as a comparison names it (by, key, lottery) and the value every member of the tie has on it",
        items: { type: "object", properties: { by: str, key: { type: "object", properties: { name: str, direction: str, granularity: str, kind: keyKind, order: keyOrder }, required: ["name", "direction"] }, lottery: { type: "boolean" }, value: str }, required: ["by", "lottery", "value"] },
      },
      straddle: {
        type: "object",
        description: "the test of a tie-break applied only at the budget line: what was left before the tied applications, what they ask together, and whether the budget falls inside",
        properties: { remainingBefore: ref("TraceAmount"), asked: ref("TraceAmount"), straddles: { type: "boolean" } },
        required: ["remainingBefore", "asked", "straddles"],
      },
      orderedBy: {
        type: "object",
        description: "position, a tie the tie-break chain broke because the budget falls inside it: the chain's step that placed the application (the lot, or an earlier key), as a comparison names it (by, key, lottery); the position cites that step's source",
        properties: { by: str, key: { type: "object", properties: { name: str, direction: str, granularity: str, kind: keyKind, order: keyOrder }, required: ["name", "direction"] }, lottery: { type: "boolean" } },
        required: ["by", "lottery"],
      },
      stage: {
        anyOf: [
          { type: "string", description: "kinds stage and stage-pass: the stage's name" },
          {
            type: "object",
            description: "kind position, where the stages of the allocation rank on their own: the stage whose ranking placed it, its place there and how many that ranking ranked; own: the stage's own ranking. Kind comparison: an earlier stage's ranking, where the application ahead took that stage's last grant and this one went on unfunded: that stage, and this application's place in its ranking",
            properties: { name: str, title: str, place: { type: "integer" }, of: { type: "integer" }, own: { type: "boolean" } },
            required: ["name", "title", "place", "of", "own"],
          },
        ],
      },
      earlierStages: {
        type: "array",
        description: "kind position, with stage: the earlier stages that ranked it and passed it on, in their order, each with its place in that stage's ranking as stage has it (a list published per region or lot, language.md §14.7.4)",
        items: { type: "object", properties: { name: str, title: str, place: { type: "integer" }, of: { type: "integer" }, own: { type: "boolean" } }, required: ["name", "title", "place", "of", "own"] },
      },
      side: { enum: ["after", "ahead"] },
      other: str,
      by: str,
      key: { type: "object", properties: { name: str, direction: str, granularity: str, kind: keyKind, order: keyOrder }, required: ["name", "direction"] },
      lottery: { type: "boolean" },
      value: {
        anyOf: [{ type: ["string", "null"] }, traceValue],
        description: "comparison: this application's value in words; aggregate: its value (null: it cannot be computed); amount: the value computed (a traced value)",
      },
      name: { type: ["string", "null"], description: "amount: the let computed (null: the allocation's amount formula itself)" },
      last: { type: "boolean", description: "amount: true for the amount itself, after the lets it reads" },
      arm: { type: "object", description: "amount: the arm of an if … else if … taken: its condition (null: the last else) and its formula (null: a constant); single: the else of a chain of one condition; unmet: the condition whose not holding the else tells (the one, or the widest of bounds on one value); neither: the two or three conditions of another chain, none of which held", properties: { condition: { type: ["string", "null"] }, formula: { type: ["string", "null"] }, single: { type: "boolean" }, unmet: str, neither: { type: "array", items: str } }, required: ["condition", "formula"] },
      unrounded: { ...traceValue, description: "amount: the value before a top-level round(…) that changed it" },
      roundings: { type: "array", description: "amount: each round(…) inside its formula, as written (text), with its places, its mode, the value it rounded (before) and the value it gave (after)", items: { type: "object", properties: { text: str, places: { type: "integer" }, mode: { enum: ["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"] }, before: traceValue, after: traceValue }, required: ["text", "places", "mode", "before", "after"] } },
      reads: { type: "array", description: "amount: the values its formula reads; stage: the call values its budget (budgetText) read, each by its words there", items: { type: "object", properties: { name: str, title: str, value: traceValue }, required: ["name", "value"] } },
      groupCaps: { type: "array", description: "allocation: each cap of its group computed from the group's key (language.md §14.12) that `why` names: its figure for the group (a number of grants, or an amount), the cap as written for the group in the scheme's words, and the call values it read, each by its words there", items: { type: "object", properties: { group: { type: "object", description: "where the allocation has several groups (§14.12 \"Several groups\"): the group whose cap it is, its title and this application's key", properties: { title: str, key: str }, required: ["key"] }, value: traceValue, text: str, reads: { type: "array", items: { type: "object", properties: { name: str, value: traceValue }, required: ["name", "value"] } } }, required: ["value", "text"] } },
      fn: { enum: ["median", "trimmed_mean", "mean"], description: "jury: the built-in (mean: a plain mean of an application's numbers, every value kept)" },
      call: { type: "string", description: "jury: the call as written" },
      scores: { type: "array", items: str, description: "jury: the scores in the order given (percentages, `percent`: as their number of percent)" },
      percent: { type: "boolean", description: "jury: the scores are percentages — the scores and the sum are their number of percent (\"50\" for 50%), the value a percent value; aggregate: the values are percentages — the value and each member's are their number of percent (\"21.25\" for 21.25%)" },
      low: { type: "array", items: { type: "integer" }, description: "jury: the positions (in scores, from 0) set aside as lowest; of a median, the middle one or two" },
      high: { type: "array", items: { type: "integer" }, description: "jury: the positions set aside as highest" },
      k: { type: "integer", description: "jury: how many a trimmed mean sets aside at each end" },
      n: { type: "integer", description: "jury: from how many scores on it sets them aside" },
      sum: { type: "string", description: "jury: the sum of the scores kept (of a median, of the middle ones)" },
      divisor: { type: "integer", description: "jury: how many were kept (0: no score was given, value null)" },
      rounded: { type: "object", description: "jury: the let rounds the call's value (`round(mean(…), 2, half_up)`) and the rounding changed it: its places, its mode and the value it gave", properties: { places: { type: "integer" }, mode: { enum: ["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"] }, value: traceValue }, required: ["places", "mode", "value"] },
      computed: { type: "boolean", description: "allocation, stage-pass, stage, position, cap: the scheme computes the amount (no amount was asked)" },
      otherValue: str,
      sameBefore: { type: "array", description: "comparison: decided by a lottery, or by a tie-break key after the first (a key, the id too, with two or more keys before it) — the earlier keys on which both are the same, in the ranking's order, each its name and the value both have (before `sameTime`'s key where that is given); a key neither has a value of (an optional field, `if absent last`) has `neither` true and `value` \"\"", items: { type: "object", properties: { by: str, value: str, kind: keyKind, neither: { type: "boolean", const: true } }, required: ["by", "value"] } },
      sameTime: { type: "object", description: "comparison: decided by the id right after a moment's key on which both are the same — that key's name, its granularity and the value both have", properties: { by: str, granularity: str, value: str }, required: ["by", "granularity", "value"] },
      status: ref("Status"),
      requested: ref("TraceAmount"),
      granted: ref("TraceAmount"),
      remainingBefore: { oneOf: [ref("TraceAmount"), { type: "null" }] },
      why: str,
      remainingAtMost: { type: "boolean", description: "allocation, stage-pass: remainingBefore is the most any order of an unbroken tie leaves it (what was left before it depends on the tie's order): told as \"at most …, whichever order the tie takes\"" },
      stoppedBefore: { type: "boolean", description: "the allocation had stopped before it: what was left would have covered its request" },
      quota: { type: "boolean", description: "allocation, stage-pass: a quota refused it — its reason gives the quota's remainder (a quota of a figure, `at most … of fy1`: the application's figure and what the quota had left), remainingBefore is the budget's (inside a stage, the stage's)" },
      inStage: { type: "boolean", description: "allocation: a stage decided it — remainingBefore is the stage's budget's, not the call's" },
      ownBudget: { type: "boolean", description: "allocation, stage-pass: the stage that decided it has a budget of its own (a reservation, `budget X` in a stage), not what is left of the allocation's — the budget's name (`budget call.x \"…\"`) is not said of it (language.md §14)" },
      places: { type: "boolean", description: "allocation, stage, stage-pass, cap, position: the amounts are places (whole numbers without a unit), counted so in the text" },
      quantityUnit: { type: "string", description: "allocation, stage-pass: the unit the places are counted in (`budget call.volume \"the volume tendered\" unit \"kW\"`), written after each figure in the text" },
      partialMinimum: { type: "object", description: "allocation: the minimum for a partial grant (`at boundary partial at least 1000 EUR, else stop`), on the application granted in part or refused below it — an amount, or a percent of the amount asked, and whether the walk stops or goes on below it", properties: { amount: ref("TraceAmount"), percent: str, otherwise: { enum: ["stop", "skip"] } }, required: ["otherwise"] },
      byWeight: { type: "object", description: "allocation: a share of `pro rata by <weight>` (language.md §14.4): its weight, the weights of the round of caps it was computed in, what that round shared (the budget less the requests capped before it), the round (1: the first) and whether the share was capped at the amount asked", properties: { weight: str, weights: str, shared: str, round: { type: "integer", minimum: 1 }, capped: { const: true } }, required: ["weight", "weights", "shared", "round"] },
      budgetTitle: { type: "string", description: "allocation: the name the scheme gives the budget (`budget call.ceiling \"the national ceiling\"`), where the allocation's own pro rata shared it: the reduction coefficient's budget in the text" },
      contingent: ref("TraceAmount"),
      contingentAtMost: { type: "boolean", description: "allocation: contingent is the most any order of an earlier stage's open tie gives it, in whichever stage: told \"at most …, depending on the order the tie takes\"" },
      contingentOnOffer: { type: "string", description: "allocation: the id of an application offered a partial grant whose answer is not recorded; a decline would change this one's outcome, so it is indeterminate and contingent is the most either answer gives it: told \"at most …, depending on whether <id> accepts the partial grant\"" },
      reading: { type: "object", properties: { of: { const: "boundary" }, parameter: str, value: str }, required: ["of", "parameter", "value"] },
      budget: {
        oneOf: [
          { type: "object", description: "allocation: the budget another regime's allocation left this regime (`left by`, `shared`): what it had, from which regime, of what budget", properties: { mode: { enum: ["passed", "shared"] }, from: str, had: ref("TraceAmount"), of: { oneOf: [ref("TraceAmount"), { type: "null" }] } }, required: ["mode", "from", "had", "of"] },
          { oneOf: [ref("TraceAmount"), { type: "null" }], description: "stage: its budget (null: it depends on a tie an earlier stage left open)" },
        ],
      },
    },
    required: ["step", "source", "kind", "text"],
  },
  TraceAnswer: {
    type: "object",
    description: "one application's result and its structured explanation, within the whole call (`allot explain --format json`)",
    properties: {
      scheme: str,
      version: { type: ["string", "null"] },
      language: { type: "string", description: "the language of the texts: en, pl or nl" },
      result: { type: "object", description: "the application's result (an ApplicationResult without `explanation`)" },
      trace: { type: "array", items: ref("TraceStep") },
      sources: { type: "object", additionalProperties: ref("CitedSource"), description: "every source the result's reasons and the trace cite" },
      objection: {
        type: "object",
        description: "a scheme's objection clause (`notice { objection within … }`, language.md §16.4), in `allot explain --format json` and the service's trace: the clause as the notice and the text's last line state it — its heading, sentence, source and citation, the last day to object and the date it counts from where known; absent without the clause",
        properties: { heading: str, clause: str, source: str, citation: str, until: str, untilDate: str, date: str },
        required: ["heading", "clause"],
      },
    },
    required: ["scheme", "version", "language", "result", "trace", "sources"],
  },
};
