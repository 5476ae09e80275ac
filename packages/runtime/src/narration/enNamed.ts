// English words its reasons as the engine recorded them (en.ts: no phrases). Where a scheme names
// its budget or its reserve list (budgetTitle.ts), these are the engine's messages that say "the
// budget" or "the reserve list", each rendered with the name in the message's own words and its
// captured parts (ids, a group's or a stage's title, a tie's keys) as they are (ownNames.ts
// `namedOutside`). A scheme's own message (`otherwise "…"`) matches none of them and is left as
// written (words28: before, every reason and every sentence passed through the swap).
import { namedOutside } from "./ownNames.js";
import type { Phrase } from "./whys.js";

const patterns: readonly RegExp[] = [
  /^fits in the remaining budget$/d,
  /^fits in the remaining budget and uses it up exactly: allocation stops after it$/d,
  /^does not fit in the remaining budget; allocation stops here$/d,
  /^does not fit in the remaining budget; passed over$/d,
  /^does not fit in the remaining budget; this stage stops here, and (the later stages go on|no later stage considers it)$/d,
  /^the (.+) asked does not fit in the (.+) left of the budget; allocation stops here$/d,
  /^the (.+) asked does not fit in the at most (.+) left of the budget, whichever order the tie takes; allocation stops here$/d,
  /^the allocation stopped at (.+), which did not fit in the remaining budget$/d,
  /^this stage stopped at (.+), which did not fit in the remaining budget; (the later stages go on|no later stage considers it)$/d,
  /^granted the remaining budget in part$/d,
  /^granted the remaining budget in part: the (.+) left is at least the minimum of (.+) for a partial grant$/d,
  /^the budget is exhausted$/d,
  /^awarded in full at the boundary, beyond the budget$/d,
  /^the budget was reached by the applications before it: allocation stops$/d,
  /^it does not fit in the remaining budget either$/d,
  /^reaches the budget: funded in full beyond it, and allocation stops after it$/d,
  /^the budget was reached by (.+); nothing is funded after it$/d,
  /^the budget was reached before (.+); nothing is funded from there on$/d,
  /^the budget was used up by the partial grant to (.+)$/d,
  /^the budget was used up before (.+)$/d,
  /^the budget was passed by the grant in full to (.+), and the allocation stops there$/d,
  /^the budget was passed by a grant in full to an earlier application, and the allocation stops there$/d,
  /^an earlier application reached the budget and was funded in full; nothing is funded after it$/d,
  /^the budget was passed by a grant in full to an earlier application, and this stage stops there; (the later stages go on|no later stage considers it)$/d,
  /^an earlier application reached the budget and was funded in full; nothing more is funded in this stage; (the later stages go on|no later stage considers it)$/d,
  /^the requests do not exceed the budget: funded in full$/d,
  /^once the shares below the minimum grant of (.+) were left out, the requests do not exceed the budget: funded in full$/d,
  /^what the regime '(.+)' left of the budget depends on a tie the law does not break$/d,
  /^it does not straddle the budget$/d,
  /^not assessed: the allocation stopped before it was received \(at (.+?), received (.+), which did not fit in the remaining budget\)$/d,
  /^not assessed: the budget was used up before it was received \(the ceiling was reached by (.+?), received (.+)\)$/d,
  /^not assessed: the allocation stopped before it in the order of “(.+?)” \(at (.+?), “\1”: (.+), which did not fit in the remaining budget\)$/d,
  /^not assessed: the allocation stopped before it in the order of “(.+?)” \(at (.+?), “\1”: (.+), where what was left was less than the minimum for a partial grant\)$/d,
  /^not assessed: the budget was used up before it in the order of “(.+?)” \(the ceiling was reached by (.+?), “\1”: (.+)\)$/d,
  /^not assessed: the budget was used up before it in the order of (?:“(.+?)”|receipt): the lot among the applications (?:of|received) the same (day|moment) \((.+?)\) placed it after (.+?), which reached the ceiling\.$/d,
  /^does not fit in the remaining budget (.+), and the scheme does not say how a part would be shared$/d,
  /^the (.+?) straddles the budget and gets what is left, (.+)$/d,
  /^the budget was used up by the grant shared among the members of (.+)$/d,
  /^(pro rata: .+), less (.+?) so that the shares stay within the budget(.*)$/d,
  /^a pro-rata rounding step \(a leftover cent, or one given back to stay within the budget\) fell among these equals; which of them it fell to followed the order of their ids, which the law does not decide$/d,
  // the reserve list
  /^placed on the reserve list$/d,
  /^not assessed: the reserve list was full \(its last place taken by (.+?), received (.+)\)$/d,
  /^not assessed: the reserve list was full \(its last place taken by (.+?), “(.+?)”: (.+)\)$/d,
  /^placed on the reserve list of stage '(.+)'$/d,
  /^its order decides who is placed on the reserve list$/d,
  /^(.+), and its order decides who is placed on the reserve list$/d,
];

/** The engine's messages that say the budget or the reserve list, with the scheme's names (`Formats.names`). */
export const enNamedPhrases: readonly Phrase[] = patterns.map((re): Phrase => [re, (m, f) => namedOutside(m, f)]);
