// The allocation's reasons (allocate.ts, prorata.ts, select.ts record them in English, as the
// result's `reasons` carry them) in another catalogue's words: each known phrase by a pattern,
// its amounts in the catalogue's number format. A phrase no pattern knows stays as recorded.
import type { Formats } from "./catalogue.js";

/** A phrase's pattern and its rendering (m: the pattern's groups; f: the catalogue's formats; t: renders a part of it with the same phrases). */
export type Phrase = readonly [RegExp, (m: RegExpExecArray, f: Formats, t: (part: string) => string) => string];

/** A date or a moment as a result writes it ("2026-10-19", "2026-10-19 09:30:00"), the whole text. */
const MOMENT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** "200000.00 EUR" → in the catalogue's format */
export function amountIn(text: string, f: Formats, moment?: (text: string) => string): string {
  // a date or a moment (an aggregate's `max(m in peers(…): m.received)`) in the language's form: its
  // digits are no numbers ("2.026−10−19 9:30:0" in German, review36 F6)
  if (MOMENT.test(text)) return moment ? moment(text) : text;
  // a number with its currency's code after it is an amount, worded by `f.amount` (French "15 999,00 €"; the others write the code as the text has it)
  return text.replace(/(-?\d+(?:\.\d+)?)(?: ([A-Z]{3})\b)?/g, (_, n: string, unit: string | undefined) => (unit === undefined ? f.number(n) : f.amount({ value: n, unit })));
}

/**
 * A pro-rata step with its amounts' currency (the engine records them bare, as the results'
 * reasons give them): "pro rata: 5000 EUR × 1200096 EUR / 1589703.76 EUR, rounded down to 0.01
 * EUR, …", where the words of each catalogue then call B / C the reduction coefficient. Any
 * pro-rata step in the text (a stage's or a group's too); without a unit (places) as it is.
 */
export function proRataInUnit(why: string, unit: string | null | undefined, granted?: string): string {
  return !unit || (!why.includes("the minimum grant of ") && !why.includes("pro rata: ") && !why.includes("pro rata by ")) ? why : withUnits(why, unit, granted);
}

/** (apart: its closures would make proRataInUnit's arguments a context allocated at every call, pro rata or not) */
function withUnits(why: string, unit: string, granted: string | undefined): string {
  // the amounts written to the places of the grant (5000 → 5000.00), exactly: zeros appended only
  const places = granted && granted.includes(".") ? granted.length - granted.indexOf(".") - 1 : 0;
  const u = (v: string): string => {
    const has = v.includes(".") ? v.length - v.indexOf(".") - 1 : 0;
    return `${has >= places ? v : `${v}${has === 0 ? "." : ""}${"0".repeat(places - has)}`} ${unit}`;
  };
  const amount = /^\d+(?:\.\d+)?$/;
  return why
    .replace(
      /pro rata: (\S+) × (?:(\S+) \()?(\S+) \/ (\S+?)(, rounded \S+ to \S+\))?, rounded (.+?) to (\S+?)(, shared again without the shares below the minimum grant of \S+?)?(, but no more than the amount asked)?(?:, less (what exceeds a multiple of )?(\S+?) so that the shares stay within the budget)?(?:, plus (\S+?) of what the rounding left over)?(?=[,;]|$)/g,
      (all, a: string, c: string | undefined, b: string, t: string, co: string | undefined, mode: string, step: string, again?: string, capped?: string, exceeds?: string, less?: string, plus?: string) =>
        [a, b, t, step].every((v) => amount.test(v)) && !c === !co
          ? `pro rata: ${u(a)} × ${c ? `${c} (` : ""}${u(b)} / ${u(t)}${co ?? ""}, rounded ${mode} to ${step} ${unit}${again ?? ""}${capped ?? ""}${less ? `, less ${exceeds ?? ""}${less} ${unit} so that the shares stay within the budget` : ""}${plus ? `, plus ${plus} ${unit} of what the rounding left over` : ""}`
          : all,
    )
    // a share by a weight (prorataWeights.ts): "pro rata by points: 80 of 100 × 150000.00[ (B less C to the shares capped at the amount asked)][, shared again …][, rounded MODE to STEP][, but no more than the amount asked][, less [what exceeds a multiple of ]STEP …][, plus STEP …]"
    .replace(
      /(pro rata by .+?: \S+ of \S+ × )(\d+(?:\.\d+)?)(?: \((\d+(?:\.\d+)?) less (\d+(?:\.\d+)?) to the shares capped at the amount asked\))?(, shared again without the shares below the minimum grant of \d+(?:\.\d+)?)?(?:, rounded (\S+(?: \S+)?) to (\d+(?:\.\d+)?))?(, but no more than the amount asked)?(?:, less (what exceeds a multiple of )?(\d+(?:\.\d+)?) so that)?(?:, plus (\d+(?:\.\d+)?) of what)?/g,
      (_all, head: string, r: string, b?: string, c?: string, again?: string, mode?: string, step?: string, capped?: string, exceeds?: string, less?: string, plus?: string) =>
        `${head}${u(r)}${b ? ` (${u(b)} less ${u(c!)} to the shares capped at the amount asked)` : ""}${again ?? ""}${mode ? `, rounded ${mode} to ${step} ${unit}` : ""}${capped ?? ""}${less ? `, less ${exceeds ?? ""}${less} ${unit} so that` : ""}${plus ? `, plus ${plus} ${unit} of what` : ""}`,
    )
    .replace(/so its share is the amount asked, (\d+(?:\.\d+)?),/g, (_all, x: string) => `so its share is the amount asked, ${u(x)},`)
    .replace(/the minimum grant of (\d+(?:\.\d+)?)(?=[ ,;:]|$)/g, (_all, m: string) => `the minimum grant of ${u(m)}`);
}

/**
 * Renders an allocation reason with a catalogue's phrases (a reason may chain several with "; ").
 * A part no phrase knows is passed through `f.raw` (English left in the text), unless `scheme`
 * says the text may be the scheme's own words (a reason the scheme wrote), kept as written.
 */
export function translateWhy(why: string, phrases: readonly Phrase[], f: Formats, scheme = false): string {
  const memo = memos.get(f);
  const known = memo?.phrases === phrases ? memo.texts[scheme ? 1 : 0] : undefined;
  let text = known?.get(why);
  if (text === undefined) {
    text = translated(why, phrases, f, scheme);
    if (known) {
      if (known.size >= MEMO_SIZE) known.clear();
      known.set(why, text);
    }
  }
  return text;
}

/**
 * The texts already translated, per catalogue's formats (`memoizeWhys`): an allocation's reasons
 * repeat across a million explanations. Only formats without side effects are registered (a
 * render that lists what it passes through untranslated, catalogue.ts `renderChecked`, is not).
 */
const memos = new WeakMap<Formats, { phrases: readonly Phrase[]; texts: [Map<string, string>, Map<string, string>] }>();
const MEMO_SIZE = 4096;

/** Keeps the translations made with `f` and `phrases` (a pure `f`: the same text gives the same words). */
export function memoizeWhys(f: Formats, phrases: readonly Phrase[]): void {
  memos.set(f, { phrases, texts: [new Map(), new Map()] });
}

function translated(why: string, phrases: readonly Phrase[], f: Formats, scheme: boolean): string {
  const whole = match(why, phrases, f, scheme);
  if (whole !== undefined) return whole;
  // chains of reasons ("the allocation stopped at X, …; Applicant 'A' has … left of its cap …")
  const parts = why.split("; ");
  if (parts.length === 1) return scheme ? why : f.raw(why);
  const out: string[] = [];
  for (let k = 0; k < parts.length; ) {
    // the longest run of parts that a phrase knows
    let done = false;
    for (let e = parts.length; e > k; e--) {
      const t = match(parts.slice(k, e).join("; "), phrases, f, scheme);
      if (t !== undefined) {
        out.push(t);
        k = e;
        done = true;
        break;
      }
    }
    if (!done) {
      const part = parts[k++]!;
      out.push(scheme ? part : f.raw(part));
    }
  }
  const chain = f.chain ?? "; ";
  // a part that already ends with a space (a scheme's own " ; ", split at its "; ") takes the separator without its own
  return out.reduce((all, part) => all + (/\s$/.test(all) ? chain.trimStart() : chain) + part);
}

function match(text: string, phrases: readonly Phrase[], f: Formats, scheme: boolean): string | undefined {
  for (const [re, render] of phrases) {
    const m = re.exec(text);
    if (m) return render(m, f, (part) => translateWhy(part, phrases, f, scheme));
  }
  return undefined;
}

/**
 * The allocation's own pro-rata share where the scheme names its budget (the allocation fact's
 * `budgetTitle`): the groups of `PRO_RATA` in the text `proRataInUnit` wrote, for a catalogue to
 * word with the name; null otherwise (a share told as every other reason is).
 */
export const titledShare = (why: string, title: string | undefined): RegExpExecArray | null => (title === undefined ? null : PRO_RATA.exec(why));

/** The rounding modes of pro rata (prorata.ts writes `mode.replace("_", " ")`). */
export type Modes = Readonly<Record<string, string>>;

/**
 * The pattern of a pro-rata share (its amounts bare as the engine records them, or with their currency as `proRataInUnit` writes them for an explanation): "pro rata: A × [C (]B / T[, rounded MODE to STEP)], rounded MODE to STEP[, shared again without the shares below the minimum grant of M], but no more than the amount asked][, less [what exceeds a multiple of ]STEP so that the shares stay within the budget][, plus STEP of what the rounding left over, in ranking order|to the largest remainders][, which is nothing: a share of nothing is not a grant]"
 *
 * The groups of `PRO_RATA`: 1 the amount asked, 2 the rounded coefficient (where the scheme rounds
 * it), 3 the budget, 4 the total, 5 and 6 the coefficient's mode and step, 7 and 8 the share's, 9
 * the minimum grant of a round shared again, 10 capped, 11 and 12 a step given back, 13 and 14 a
 * leftover step given, 15 a share of nothing, 16 the minimum grant the share is below.
 */
export const PRO_RATA = /^pro rata: (\S+(?: [A-Z]{3})?) × (?:(\S+) \()?(\S+(?: [A-Z]{3})?) \/ (\S+(?: [A-Z]{3})?)(?:, rounded (\S+) to (\S+)\))?, rounded (.+?) to (\S+?(?: [A-Z]{3})?)(?:, shared again without the shares below the minimum grant of (\S+(?: [A-Z]{3})?))?(, but no more than the amount asked)?(?:, less (what exceeds a multiple of )?(\S+?(?: [A-Z]{3})?) so that the shares stay within the budget)?(?:, plus (\S+?(?: [A-Z]{3})?) of what the rounding left over, (in ranking order|to the largest remainders))?(?:(, which is nothing: a share of nothing is not a grant)|, which is below the minimum grant of (\S+(?: [A-Z]{3})?))?$/;
/** prorata.ts: every share left reached the minimum grant once those below it were left out, and the rest fit in the budget */
export const FULL_AGAIN = /^once the shares below the minimum grant of (\S+(?: [A-Z]{3})?) were left out, the requests do not exceed the budget: funded in full$/;
/**
 * step.ts `belowMinimum`: 1 what was left, 2 the minimum, 3 its percent of the amount asked, 4
 * "allocation stops here", "passed over", or a stage's stop (step.ts STAGE_STOPS.belowHere, and
 * noLaterStage's: partial30)
 */
export const BELOW_MINIMUM = /^the (.+) left is less than the minimum of (\S+(?: [A-Za-z]+)?)(?: \((\S+)% of the amount asked\))? for a partial grant; (allocation stops here|passed over|this stage stops here, and (?:the later stages go on|no later stage considers it))$/;
/**
 * step.ts `atMinimum`: granted the remainder in part, the minimum for a partial grant met (words32;
 * drafter31's finding 5): 1 what was left, 2 the minimum, 3 its percent of the amount asked
 */
export const AT_MINIMUM = /^granted the remaining budget in part: the (.+) left is at least the minimum of (\S+(?: [A-Za-z]+)?)(?: \((\S+)% of the amount asked\))? for a partial grant$/;
/** whether an allocation's reason is an offer of a reduced award not answered (OFFERED, inside a stage's words too): its contingent amount is what it receives if it accepts */
export const isOffer = (why: string): boolean => /offered the remaining .+ in part; its answer \(.+\) is not recorded/.test(why);
/** selectRefusals.ts `consentStop`: after the application that declined the reduced award (law32); 1 its id */
export const STOPPED_DECLINED = /^the allocation stopped at (.+), which declined the reduced award$/;
/** the same in a stage that is not the last: 1 its id, 2 the later stages go on or none considers it */
export const STAGE_STOPPED_DECLINED = /^this stage stopped at (.+), which declined the reduced award; (.+)$/;
/** selectRefusals.ts `consentStop`: the remainder held for an application whose answer is not recorded; 1 its id */
/** consent.ts `openOnOffer`: a row a decline of an offer not answered would change (fork33); 1 the offer's id */
export const OPEN_ON_OFFER = /^its outcome depends on (.+)'s answer to the offer of a partial grant, which is not recorded$/;
export const HELD = /^the remaining budget is held for (.+), offered it in part$/;
/** step.ts `declined`: the applicant declined the reduced award (`with consent <field>`, law32); 1 the amount offered, 2 BELOW_MINIMUM's tail */
export const DECLINED = /^declined the reduced award of (.+) offered in part; (allocation stops here|passed over|this stage stops here, and (?:the later stages go on|no later stage considers it))$/;
/** step.ts `offered`: a reduced award offered whose answer is not recorded (law32); 1 the amount, 2 the field */
export const OFFERED = /^offered the remaining (.+) in part; its answer \((.+)\) is not recorded, so the outcome waits for it$/;
/** selectRefusals.ts: after an application whose remainder was below the minimum stopped the walk */
export const STOPPED_AT_MINIMUM = /^the allocation stopped at (.+), whose remainder was less than the minimum for a partial grant$/;
/** the same in a stage that is not the last (step.ts STAGE_STOPS.atBelow): 1 where it stopped, 2 the later stages go on or none considers it */
export const STAGE_STOPPED_AT_MINIMUM = /^this stage stopped at (.+), whose remainder was less than the minimum for a partial grant; (the later stages go on|no later stage considers it)$/;
/** BELOW_MINIMUM's last group `tail` in a language's words: passed over, the allocation stops, or the stage stops (`stage`, then `l`'s words of the later stages) */
export function belowTail(tail: string, skip: string, stop: string, stage: string, l: LaterStages): string {
  if (tail === "passed over") return skip;
  if (tail === "allocation stops here") return stop;
  return `${stage} ${later(l, tail.endsWith(laterStages.en.go) ? laterStages.en.go : undefined)}`;
}
export const QUOTA = /^the quota '(.*)' has (.+) left, less than the (.+) asked$/;
/** QUOTA where what the quota has left is the most any order of an unbroken tie leaves it (engine/step.ts quotaAtMost): the same three parts */
export const QUOTA_AT_MOST = /^the quota '(.*)' has at most (.+) left, whichever order the tie takes, less than the (.+) asked$/;
/** engine/step.ts figureExceeds: a quota of a figure refused it (§14.5); 1 the figure's words, 2 its figure, 3 what the quota had left, 4 the quota */
export const FIGURE = /^its '(.*)', (.+), exceeds the (.+) left of the quota '(.*)'$/;
/** after a quota's refusal (allocate.ts): the budget would not have covered it either */
export const NOR_BUDGET = /^it does not fit in the remaining budget either$/;

// The engine's other texts (stages.ts, groups.ts, fcfs.ts, lazykeys.ts, greedy, assess.ts), by pattern.
/** "in stage 'T': …" and "…; then in stage 'T': …" (stages.ts composes a row's reasons so) */
export const IN_STAGE = /^in stage '(.+?)': (.+)$/;
export const THEN_IN_STAGE = /^then in stage '(.+?)': (.+)$/;
/** stageShare.ts: the tie (or the one application) that straddles a pro-rata stage's budget, and what comes after it */
export const STAGE_TIE_SHARES = /^the tie of (.+) straddles the stage's budget \((.+) left, (.+) asked together\), so they share what is left: (.+)$/;
/** a pool the law does not rank (`all equal`, stageShare.ts) */
export const STAGE_POOL_SHARES = /^the applications of the stage share what is left \((.+) left, (.+) asked together\): (.+)$/;
export const STAGE_ONE_SHARES = /^it straddles the stage's budget \((.+) left, (.+) asked\), so it is given what is left: (.+)$/;
export const STAGE_SHARED_AT = /^the stage's budget was shared pro rata at (.+); nothing is funded after (?:them|it)$/;
export const STAGE_USED_BEFORE = /^the stage's budget was used up before (.+); nothing is funded from there on$/;
export const STAGE_NOTHING_LEFT = /^the stage's budget is used up: there is nothing left to share$/;
export const STAY_OUT = /^(.+) \(not considered again: those this stage does not fund stay out\)$/;
/** step.ts STAGE_STOPS: where a stage that is not the last stopped; the last group: the later stages go on, or (noLaterStage) none considers the application */
/** step.ts `stopsHere`: the reason of the application the allocation stops at, with its amount and what was left */
export const STOPS_HERE_WITH = /^the (.+) asked does not fit in the (.+) left of the budget; allocation stops here$/;
/** the same of a member of an unbroken tie whose remainder depends on the tie's order: the most any order leaves it (step.ts stopsHereAtMost) */
export const STOPS_HERE_AT_MOST = /^the (.+) asked does not fit in the at most (.+) left of the budget, whichever order the tie takes; allocation stops here$/;
export const STAGE_STOPS_HERE = /^does not fit in the remaining budget; this stage stops here, and (the later stages go on|no later stage considers it)$/;
/** step.ts STAGE_STOPPED: a stage stopped in every order of an open tie, at no one application */
export const STAGE_STOPPED_EARLIER = /^this stage stopped at an earlier application that did not fit; (the later stages go on|no later stage considers it)$/;
/** step.ts sayItStoppedInEveryOrder in a stage that is not the last, under `full` and `reach`: the last group as STAGE_STOPPED_EARLIER's (tieorder32) */
export const STAGE_PASSED_EARLIER = /^the budget was passed by a grant in full to an earlier application, and this stage stops there; (the later stages go on|no later stage considers it)$/;
export const STAGE_REACHED_EARLIER = /^an earlier application reached the budget and was funded in full; nothing more is funded in this stage; (the later stages go on|no later stage considers it)$/;
export const STAGE_STOPPED_AT = /^this stage stopped at (.+), which did not fit in the remaining budget; (the later stages go on|no later stage considers it)$/;
/** What a stage's stop says of the later stages, in a language's words: `go` on, or `none` considers the application. */
export interface LaterStages {
  readonly go: string;
  readonly none: string;
}
export const laterStages: Readonly<Record<"en" | "nl" | "pl" | "de" | "es" | "fr" | "pt", LaterStages>> = {
  en: { go: "the later stages go on", none: "no later stage considers it" },
  nl: { go: "de volgende fasen gaan door", none: "geen volgende fase neemt haar in behandeling" },
  pl: { go: "kolejne etapy trwają dalej", none: "żaden kolejny etap go nie rozpatruje" },
  de: { go: "die späteren Stufen gehen weiter", none: "keine spätere Stufe berücksichtigt ihn" },
  es: { go: "las fases posteriores continúan", none: "ninguna fase posterior la considera" },
  pt: { go: "as fases seguintes continuam", none: "nenhuma fase seguinte a considera" },
  fr: { go: "les étapes suivantes se poursuivent", none: "aucune étape suivante ne l'examine" },
};
/** The words of STAGE_STOPS_HERE's or STAGE_STOPPED_AT's last group (`tail`) in `w`. */
export const later = (w: LaterStages, tail: string | undefined): string => (tail === laterStages.en.go ? w.go : w.none);
/** a row below a funding stage's own threshold (engine/stageThreshold.ts): the threshold's reason after it (NOT_MET) */
export const STAGE_BELOW_THRESHOLD = /^below the stage's threshold: (.+)$/;
export const NOT_ADMITTED_THRESHOLD = /^not admitted to the next stage: below the admission threshold \((.+)\)$/;
export const NOT_ADMITTED_FIRST = /^not admitted to the next stage: the first (\d+) are admitted$/;
export const NOT_ADMITTED_REACH = /^not admitted to the next stage: the requests admitted before it already reach (\S+(?: [A-Z]{3})?) \((.*?)\)(?:, the least they may come to, and more would only be further from (\S+(?: [A-Z]{3})?) \((.*)\))?$/;
/** stageAdmit.ts, `admit closest to` (§14.10): the sum admitted, the target, its text, the sum with the next place, and that place's ids where told to a row after it */
export const NOT_ADMITTED_CLOSER = /^not admitted to the next stage: the requests admitted before it, (\S+(?: [A-Z]{3})?), are closer to (\S+(?: [A-Z]{3})?) \((.*)\) than (\S+(?: [A-Z]{3})?), with the next in ranking order(?: \((.+)\))?, would be$/;
export const REGIME_LEFT_OPEN = /^what the regime '(.+)' left of the budget depends on a tie the law does not break$/;
/** groups.ts: "<group word> '<key>'" is a group's name */
/** a walk's reason with the group it was decided with: "fits in the remaining budget, with its Consortium 'C1' (A1 30.00 EUR, A2 20.00 EUR; together 50.00 EUR)" */
export const WITH_GROUP = /^(.+), (?:with its (.+?) '(.+?)' \((.+); together (.+?)\)|as a member of (.+?) '(.+?)')$/;
export const GROUP_NO_SHARE = /^does not fit in the remaining budget (?:with its (.+?) '(.+?)' \((.+); together (.+?)\)|as a member of (.+?) '(.+?)'), and the scheme does not say how a part would be shared$/;
export const GROUP_KEY = /^the group key (.+?) cannot be computed: (.+)$/;
/** fcfs.ts */
export const NOT_ASSESSED = /^not assessed: the budget was used up before it was received \(the ceiling was reached by (.+?), received (.+)\)$/;
/** fcfs.ts: the allocation stopped at the ceiling, which did not fit (`at boundary stop`) */
/** NOT_ASSESSED of a key with a title (fcfs.ts notAssessedText): the title, the ceiling, its moment */
export const NOT_ASSESSED_BY = /^not assessed: the budget was used up before it in the order of “(.+?)” \(the ceiling was reached by (.+?), “\1”: (.+)\)$/;
/** A reason closed by a full stop where it has none (a reason that ends a sentence of its own, as NOT_ASSESSED_BY_LOT does, is not given a second). */
export const closed = (s: string): string => (/[.!?]$/.test(s) ? s : `${s}.`);
/** fcfs.ts notAssessedByLotText: of the ceiling's own day, put after it by the lot; the key's title (undefined: receipt), day or moment, the moment, the ceiling */
export const NOT_ASSESSED_BY_LOT = /^not assessed: the budget was used up before it in the order of (?:“(.+?)”|receipt): the lot among the applications (?:of|received) the same (day|moment) \((.+?)\) placed it after (.+?), which reached the ceiling\.$/;
/** NOT_ASSESSED_STOPPED of a key with a title: the title, the ceiling, its moment */
export const NOT_ASSESSED_STOPPED_BY = /^not assessed: the allocation stopped before it in the order of “(.+?)” \(at (.+?), “\1”: (.+), which did not fit in the remaining budget\)$/;
export const NOT_ASSESSED_STOPPED = /^not assessed: the allocation stopped before it was received \(at (.+?), received (.+), which did not fit in the remaining budget\)$/;
/** fcfs.ts: the allocation stopped at the ceiling, whose remainder was below the minimum for a partial grant (`partial at least …, else stop`) */
export const NOT_ASSESSED_BELOW_MINIMUM = /^not assessed: the allocation stopped before it was received \(at (.+?), received (.+), where what was left was less than the minimum for a partial grant\)$/;
/** NOT_ASSESSED_BELOW_MINIMUM of a key with a title (mendfix29): the title, the ceiling, its moment */
export const NOT_ASSESSED_BELOW_MINIMUM_BY = /^not assessed: the allocation stopped before it in the order of “(.+?)” \(at (.+?), “\1”: (.+), where what was left was less than the minimum for a partial grant\)$/;
/** fcfs.ts listFullText: the reserve list was full, its last place taken by an application (the id, its moment) */
export const NOT_ASSESSED_LIST_FULL = /^not assessed: the reserve list was full \(its last place taken by (.+?), received (.+)\)$/;
/** NOT_ASSESSED_LIST_FULL of a key with a title: the id, the title, the moment */
export const NOT_ASSESSED_LIST_FULL_BY = /^not assessed: the reserve list was full \(its last place taken by (.+?), “(.+?)”: (.+)\)$/;
export const OVERSHOOT = /^what the applications of its moment requested \((.+)\) does not pass what was left$/;
/** lazykeys.ts: a tie the chain leaves open at a step some member has no value for */
export const NO_VALUE_FOR = /^no value for (.+?): (.+); the scheme leaves such a tie unresolved$/;
/** NO_VALUE_FOR at the step labelled `label`, known from the tie (engine/ties.ts `stops`): the whole label, a colon in it or not */
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export const noValueAt = (label: string): RegExp => new RegExp(`^no value for (${escaped(label)}): (.+); the scheme leaves such a tie unresolved$`);
export const CANNOT_ASSESS = /^cannot be assessed: (.+)$/;
export const AMOUNT_CANNOT = /^the amount \((.+?)\) cannot be computed: (.+)$/;
export const KEY_CANNOT = /^the ordering key (.+?) cannot be computed: (.+)$/;
/** engine/enter.ts: a quota's figure (§14.5) that cannot be computed: the figure's words, the quota's name, why */
export const FIGURE_CANNOT = /^the figure '(.*)' of the quota '(.*)' cannot be computed: (.+)$/;
/** engine/enter.ts: a weighted lottery's weight that cannot be computed, by its title (review35 W3) */
export const WEIGHT_CANNOT = /^the lottery weight '(.*)' cannot be computed: (.+)$/;
/** engine/enter.ts: a negative amount asked, a negative figure of a quota, a negative weight of pro rata: the value */
export const NEGATIVE_AMOUNT = /^it is negative \((.+)\): no application can be granted less than nothing$/;
export const NEGATIVE_FIGURE = /^it is negative \((.+)\): no grant draws less than nothing from a quota$/;
export const NEGATIVE_WEIGHT = /^it is negative \((.+)\): no share is in proportion to less than nothing$/;
/** ops.ts: an evaluation that met an absent optional field */
export const FIELD_ABSENT = /^the optional field '(.+)' is absent$/;
export const DIVISION_BY_ZERO = /^division by zero \((.+)\)$/;
/** enter.ts: a weighted lottery's weight below 0 (§13.2) */
export const WEIGHT_NEGATIVE = /^it is negative \((.+)\): a lottery weight is 0 \(not in the draw\) or more$/;
/** engine/enter.ts: a lottery weight beyond what the draw computes with (review35 W2): the value as written */
export const WEIGHT_RANGE = /^it is outside the range of the draw \((.+)\): a lottery weight above 0 is between 10\^-100 and 10\^100$/;
/** an evaluation error's message in a catalogue's words (`t`): the known ones translated, any other as the engine wrote it */
const KNOWN_ERRORS = [FIELD_ABSENT, DIVISION_BY_ZERO, NEGATIVE_AMOUNT, NEGATIVE_FIGURE, NEGATIVE_WEIGHT, WEIGHT_NEGATIVE, WEIGHT_RANGE];
export const evaluationText = (text: string, f: Formats, t: (s: string) => string): string => (KNOWN_ERRORS.some((re) => re.test(text)) ? t(text) : f.raw(text));
/** a group member that could not be read, "N07 (why)", its why as `evaluationText` words it */
export const missingMemberText = (x: string, f: Formats, t: (s: string) => string): string => {
  const m = /^(\S+) \((.+)\)$/.exec(x);
  return m ? `${m[1]} (${evaluationText(m[2]!, f, t)})` : x;
};
/** "A 100.00 EUR, B 50.00 EUR, and 2 more" (groups.ts lists members so) */
export const AND_MORE = /^(.*), and (\d+) more$/;

/** rank.ts: a key's label ("received_at (earliest first, to the minute)") */
export const KEY_LABEL = /^(.+) \((highest|lowest|earliest|latest|true|false) first(?:, (exact moment|to the (\w+)))?\)$/;
/** rank.ts: a greedy step's label and its values */
export const GREEDY_LABEL = /^(most|fewest) new (.+) \(not covered by the applications (ranked|funded) above\)$/;
export const GREEDY_VALUE = /^(\d+) new(?:: (.+?))? \(already covered above: (.+)\)$/;
/** rank.ts: a lottery's values */
export const DRAWN = /^drawn as number (\d+)(?: in the draw for (.+))?$/;
export const NOT_DRAWN = /^not in the draw(?: for (.+))?$/;
/** weightedLottery.ts: a weighted lottery's value — the weight, the key and the text hashed — and a weight of 0 */
export const WEIGHTED = /^weight (\S+), key (\S+) \((sha256\(.+\) = [0-9a-f]+…)\)$/;
export const WEIGHT_ZERO = /^weight 0: not in the draw, and so ranked after those drawn$/;
/** rankKeys.ts: a row the draw left out of a tie it decides (an input warning too, draws.ts) */
export const LEFT_OUT = /^left out of the draw(?: for (.+))?, and so ranked after those drawn$/;
/** lazykeys.ts: a comparison's value where a member has none */
export const MISSING = /^no value \((.+?)\)(, so (.+) ranks last at this step)?$/;

/**
 * Whether a stage's fact names a title the scheme wrote (`stage south "Southern bids" …`, a
 * reservation's title): its sentence then says whom the stage takes by that title, the law's
 * words, and leaves its condition as written (`population < 5000`) to the trace's `considers`.
 */
export function titled(x: { readonly stage: string; readonly title: string; readonly member?: string }): boolean {
  // a member of a stage per key (`districts[riverside]`) is titled where its title is not the stage's name
  return x.member !== undefined ? x.title !== x.stage.slice(0, x.stage.length - x.member.length - 2) : x.title !== x.stage;
}

/**
 * Whom a stage's sentence says it takes: a member of a stage per key (§14.7.4) is named by its
 * member (`forMember`), and says its own condition only where untitled; any other stage as
 * `considers` says (its condition, or `all` where it has none). A titled stage with a condition
 * says it takes only those its condition takes (`only`: drafterb29's finding 7, stage30), as the
 * first says it takes every ranked application; a reservation's title is the law's words for its
 * condition, and it says no more.
 */
export function stageTakes(x: { readonly stage: string; readonly title: string; readonly member?: string; readonly considers: string | null; readonly role?: string }, considers: (c: string) => string, all: string, only?: (c: string) => string): string {
  if (x.member !== undefined) return x.considers && !titled(x) ? considers(x.considers) : "";
  return x.considers ? (titled(x) ? (only && x.role === "stage" ? only(x.considers) : "") : considers(x.considers)) : all;
}

/** A later stage's application decided whichever order two or more earlier ties take (stageFork.ts `decidedWhichever`): the stages' names in quotes, "'A', 'B' and 'C'". */
export const TIES_WHICHEVER = /^(granted|not funded) whichever order the ties in stages ('.+') take$/;
/** A later stage's application where an earlier tie may leave more remainders than the engine walks (stageFork.ts `pastBound`). */
export const PAST_BOUND = /^not decided: the tie in stage '(.+)' may leave more than (\d+) different remainders, more than the engine walks$/;
/** A later stage's application where an earlier tie whose members may go on can end in more ways than the engine walks (stageOrders.ts `pastWays`). */
export const PAST_WAYS = /^not decided: the tie in stage '(.+)' can end in more ways than the engine walks$/;
/** A member of an earlier stage's open tie granted alike in every order, in stages that depend on the order (stageFork.ts `grantedInStages`): the tie's stage, then the stages in quotes, "'A' or 'B'". */
export const GRANTED_IN_STAGES = /^granted whichever order the tie in stage '(.+?)' takes: in stage ('.+'), depending on the order$/;
/** The names GRANTED_IN_STAGES captured, each as `each` gives it, joined with commas and `or`. */
export function stagesOr(list: string, each: (t: string) => string, or: string): string {
  const names = list.slice(1, -1).split(/', '|' or '/).map(each);
  return `${names.slice(0, -1).join(", ")} ${or} ${names.at(-1)!}`;
}
/** The names TIES_WHICHEVER captured, each as `each` gives it, joined with commas and `and`. */
export function stagesListed(list: string, each: (t: string) => string, and: string): string {
  const names = list.slice(1, -1).split(/', '|' and '/).map(each);
  return `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)!}`;
}

/**
 * A share by a weight (prorataWeights.ts), its amounts with their currency: "pro rata by N: W of
 * SUM × R[ (B less C to the shares capped at the amount asked)][, shared again without the shares
 * below the minimum grant of M]" then ", more than the amount asked, so it receives the amount
 * asked, and what that frees is shared among the others" (", exactly the amount asked, which it
 * receives in full" where the share is its request exactly) or ", rounded MODE to STEP[, less STEP so
 * that the shares stay within the budget][, plus STEP of what the rounding left over, in ranking
 * order|to the largest remainders]", then [", which is nothing: a share of nothing is not a
 * grant" | ", which is below the minimum grant of M"]; or "pro rata by N: every weight is 0, so
 * nothing is shared". N is the weight as written (`points * 2` too). Groups: 1 N, 2 W, 3 SUM, 4 R, 5 B, 6 C, 7 M again, 8 capped, 9 mode, 10
 * step, 11 no more than asked, 12 less what exceeds a multiple, 13 less, 14 plus, 15 order, 16 nothing, 17 below, 18 every weight 0.
 */
export const BY_WEIGHT = /^pro rata by (.+?): (?:(\S+) of (\S+) × (\S+(?: [A-Z]{3})?)(?: \((\S+(?: [A-Z]{3})?) less (\S+(?: [A-Z]{3})?) to the shares capped at the amount asked\))?(?:, shared again without the shares below the minimum grant of (\S+(?: [A-Z]{3})?))?(?:(, more than the amount asked, so it receives the amount asked(?:, and what that frees is shared among the others)?|, more than the amount asked, so its share is the amount asked, \S+(?: [A-Z]{3})?|, exactly the amount asked, which it receives in full)|, rounded (.+?) to (\S+?(?: [A-Z]{3})?)(, but no more than the amount asked)?(?:, less (what exceeds a multiple of )?(\S+?(?: [A-Z]{3})?) so that the shares stay within the budget)?(?:, plus (\S+?(?: [A-Z]{3})?) of what the rounding left over, (in ranking order|to the largest remainders))?)?(?:(, which is nothing: a share of nothing is not a grant)|, which is below the minimum grant of (\S+(?: [A-Z]{3})?))?|(every weight is 0, so nothing is shared))$/;
