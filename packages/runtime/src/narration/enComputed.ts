// The English words of an allocation of an amount the scheme computes (an entitlement: a
// scholarship), where nobody asked for the amount: the engine records its reasons with "asked"
// and "requests" (as of an amount asked), and these phrases say "computed" instead — in the
// explanations and in the results' reasons (reasonWords.ts), as the allocation's own step does
// ("Not granted (amount computed: …)", amounts.ts). A reason they do not know stays as recorded.
import { AT_MINIMUM, BELOW_MINIMUM, IN_STAGE, NOT_ADMITTED_CLOSER, NOT_ADMITTED_REACH, OVERSHOOT, QUOTA, QUOTA_AT_MOST, STAGE_ONE_SHARES, STAGE_TIE_SHARES, STAGE_POOL_SHARES, STAY_OUT, STOPS_HERE_WITH, THEN_IN_STAGE, type Phrase, STOPS_HERE_AT_MOST } from "./whys.js";

export const enComputedPhrases: readonly Phrase[] = [
  // groupUnits.ts: a quota the members of a group are charged together
  [/^the quota '(.*)' has (.+) left, less than the (.+) its members in it ask together, refused (.+)$/, (m) => `the quota '${m[1]}' has ${m[2]} left, less than the ${m[3]} computed for its members in it together, refused ${m[4]}`],
  // step.ts, groupUnits.ts
  [QUOTA, (m) => `the quota '${m[1]}' has ${m[2]} left, less than the ${m[3]} computed`],
  [QUOTA_AT_MOST, (m) => `the quota '${m[1]}' has at most ${m[2]} left, whichever order the tie takes, less than the ${m[3]} computed`],
  // reserve.ts, groupRefusals.ts: a group's cap
  [/^(.+) has (.+) left of its cap of (.+), less than the (.+?) asked( together)?$/, (m) => `${m[1]} has ${m[2]} left of its cap of ${m[3]}, less than the ${m[4]} computed${m[5] ?? ""}`],
  // stageShare.ts: the tie (or the one application) across a pro-rata stage's budget
  [STAGE_TIE_SHARES, (m, _f, t) => `the tie of ${m[1]} straddles the stage's budget (${m[2]} left, ${m[3]} computed together), so they share what is left: ${t(m[4]!)}`],
  [STAGE_POOL_SHARES, (m, _f, t) => `the applications of the stage share what is left (${m[1]} left, ${m[2]} computed together): ${t(m[3]!)}`],
  [STAGE_ONE_SHARES, (m, _f, t) => `it straddles the stage's budget (${m[1]} left, ${m[2]} computed), so it is given what is left: ${t(m[3]!)}`],
  // prorata.ts
  [/^the requests do not exceed the budget: funded in full$/, () => "the amounts computed do not exceed the budget: each is granted in full"],
  [/^once the shares below the minimum grant of (.+) were left out, the requests do not exceed the budget: funded in full$/, (m) => `once the shares below the minimum grant of ${m[1]} were left out, the amounts computed do not exceed the budget: each is granted in full`],
  [/^(pro rata: .+), but no more than the amount asked(.*)$/, (m) => `${m[1]}, but no more than the amount computed${m[2]}`],
  // select.ts: the application the allocation stops at (step.ts stopsHere)
  [STOPS_HERE_WITH, (m) => `the ${m[1]} computed does not fit in the ${m[2]} left of the budget; allocation stops here`],
  // step.ts belowMinimum: a minimum of a percent is of the amount computed
  [BELOW_MINIMUM, (m) => `the ${m[1]} left is less than the minimum of ${m[2]}${m[3] ? ` (${m[3]}% of the amount computed)` : ""} for a partial grant; ${m[4]}`],
  [AT_MINIMUM, (m) => `granted the remaining budget in part: the ${m[1]} left is at least the minimum of ${m[2]}${m[3] ? ` (${m[3]}% of the amount computed)` : ""} for a partial grant`],
  [STOPS_HERE_AT_MOST, (m) => `the ${m[1]} computed does not fit in the at most ${m[2]} left of the budget, whichever order the tie takes; allocation stops here`],
  // fcfs.ts, stages.ts (admission)
  [OVERSHOOT, (m) => `what was computed for the applications of its moment (${m[1]}) does not pass what was left`],
  [NOT_ADMITTED_REACH, (m) => `not admitted to the next stage: the amounts computed for those admitted before it already reach ${m[1]} (${m[2]})${m[3] ? `, the least they may come to, and more would only be further from ${m[3]} (${m[4]})` : ""}`],
  [NOT_ADMITTED_CLOSER, (m) => `not admitted to the next stage: the amounts computed for those admitted before it, ${m[1]}, are closer to ${m[2]} (${m[3]}) than ${m[4]}, with the next in ranking order${m[5] ? ` (${m[5]})` : ""}, would be`],
  // a stage's part of a reason, its inner words computed too
  [IN_STAGE, (m, _f, t) => `in stage '${m[1]}': ${t(m[2]!)}`],
  [THEN_IN_STAGE, (m, _f, t) => `then in stage '${m[1]}': ${t(m[2]!)}`],
  [STAY_OUT, (m, _f, t) => `${t(m[1]!)} (not considered again: those this stage does not fund stay out)`],
];
