// Explanations in English (see catalogue.ts). Numbers as the result writes them.
import { atLeastText } from "./atLeast.js";
import { reservationHeld, reservationPassed } from "./reservationWhen.js";
import { straddleWords } from "./straddleWords.js";
import { remainderText } from "./remainder.js";
import type { TraceAmount, TraceBudgetFrom, TraceFact, TraceStraddle } from "../engine/trace.js";
import { UNLIMITED } from "../engine/step.js";
import { afterUnlimited } from "./unlimited.js";
import { reserveTieWords } from "./reserveTie.js";
import type { Catalogue, Formats } from "./catalogue.js";
import { referenceText } from "./catalogue.js";
import { amountText, amountWords } from "./amounts.js";
import { comparisonParts, comparisonWords, positionWords, positionKeysText, type PositionParts, criterionPoints, termsText, metValuesText, groupCapsText, type FormWords } from "./forms.js";
import { wordedPair } from "./memoWords.js";
import { enComputedPhrases } from "./enComputed.js";
import { enPlaces } from "./places.js";
import { enNamedPhrases } from "./enNamed.js";
import { named, namedPhrases } from "./ownNames.js";
import { proRataInUnit, stageTakes, translateWhy, isOffer, closed } from "./whys.js";
import { failureWords } from "./notMetWords.js";
import { juryText, juryWords } from "./jury.js";
import { sameTimeWords } from "./sameTime.js";
import { keyWords } from "./keyValues.js";
import { unusedWorded, budgetBrackets, cutWords } from "./unusedWords.js";
import { andIds } from "./lastTied.js";

/** a value as the engine wrote it */
const asIs = (v: string): string => v;
/** a key's value by its kind: a yes/no key's "yes" and "no" (keyValues.ts), any other as the engine words it */
const keyed = keyWords(asIs, { yes: "yes", no: "no" });
/** a step's label, a yes/no key's direction in the words its values read in ("(yes first)", was the scheme's "true first") */
const byYesNo = (x: { readonly by: string; readonly key?: { readonly name: string; readonly direction: string; readonly kind?: string } }): string =>
  x.key?.kind === "boolean" ? `${x.key.name} (${x.key.direction === "true" ? "yes" : "no"} first)` : x.by;

const POINTS = { one: "{n} point", other: "{n} points" };
const words: FormWords = {
  rounded: (p, m, v) => juryWords.en.rounded(p, m, v).replace(/^ ?; /, ", "),
  points: POINTS,
  weighted: (w, score) => `weight ${w} × ${score}`,
  scoreRange: (lo, hi) => ` (score ${lo}–${hi})`,
  onScale: (score, scale, w) => `${score}${scale ? ` (scale ${scale[0]}–${scale[1]})` : ""} × weight ${w} = `,
  range: (min, max) => `, ${min} to ${max} points`,
  yesno: (points, condition) => `${points} if ${condition}, otherwise 0`,
  or: "or",
  otherwise: "otherwise",
  and: "and",
  bandsOver: (subject) => `bands over ${subject}: `,
  bounds: { at_most: "at most", at_least: "at least", above: "above", below: "below", exactly: "exactly" },
  yes: "yes",
  no: "no",
  absent: "absent",
  about: (v) => `about ${v}`,
  percent: "%",
  computedFrom: (inputs) => ` (computed from ${inputs})`,
  capped: (before, bound, raised) => `${before}, ${raised ? "raised to" : "capped at"} ${bound}`,
  capInputs: (inputs) => `computed from ${inputs}`,
  subject: (subject, value, band) => `; ${subject} is ${value}${band ? `, in the band '${band}'` : ""}`,
  against: (a, b) => `${a} against ${b}`,
  quote: (s) => `'${s}'`,
};

const budgetFrom = (b: TraceBudgetFrom, f: Formats): string =>
  ` This regime's budget is ${b.mode === "shared" ? `what regime '${b.from}' left of the shared budget` : `${named(f, "the budget")} left by regime '${b.from}'`}: ${f.amount(b.had)}${b.of ? ` of ${f.amount(b.of)}` : ""}.`;
const straddle = (s: TraceStraddle, f: Formats, computed?: true, places?: true): string => straddleWords.en.amounts(s, f, computed, places, enPlaces.places);
const enComputedNamed = [...namedPhrases(enComputedPhrases), ...enNamedPhrases];
const enPlacesNamed = [...namedPhrases(enPlaces.phrases), ...enNamedPhrases];
/** a reason of the walk as recorded, or, of an amount the scheme computes, in its words (enComputed.ts) */
const said = (why: string, f: Formats, computed: true | undefined): string =>
  computed ? translateWhy(why, f.names ? enComputedNamed : enComputedPhrases, f, true) : f.names ? translateWhy(why, enNamedPhrases, f, true) : why;
/** the reasons of places, and where the scheme names its budget or list, the engine's messages that say them (enNamed.ts) */
/** the compiler's title of the stage that spends what is left where no stage is written (compile/budgetFlow.ts) */
const REST = "the rest of the budget";
const placesSaid = (why: string, f: Formats): string => translateWhy(why, f.names ? enPlacesNamed : enPlaces.phrases, f, true);

/**
 * a pro-rata step as the law words it: the amount times the reduction coefficient, budget / total
 * (whys.ts proRataInUnit gave them their currency); the budget by the name the scheme gives it
 * where the fact carries one (`budgetTitle`: the allocation's own share), else "budget"
 */
const coefficientWords = (why: string, title = "budget"): string =>
  why
    .replace(/pro rata: (\S+ [A-Z]{3}) × (\S+ [A-Z]{3}) \/ (\S+ [A-Z]{3}), rounded/g, (_, a: string, b: string, t: string) => `pro rata: ${a} × the reduction coefficient (${title} ${b} / total ${t}), rounded`)
    .replace(/pro rata: (\S+ [A-Z]{3}) × (\S+) \((\S+ [A-Z]{3}) \/ (\S+ [A-Z]{3}), rounded (\S+) to (\S+)\), rounded/g, (_, a: string, c: string, b: string, t: string, mode: string, step: string) => `pro rata: ${a} × the reduction coefficient ${c} (${title} ${b} / total ${t}, rounded ${mode} to ${step}), rounded`);
const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
/** a tie the chain ran out on: what it compared, the same for each member, and that no step is left */
const ranOut = (x: Extract<TraceFact, { kind: "position" }>, f: Formats, first = false): string =>
  // at a sentence's start its first word is written with its capital (not the sentence cut and
  // joined again: that flattened the whole sentence, a tied row's text)
  `${first ? "The" : "the"} tie-break chain ${x.chain?.length ? `compared ${x.chain.map((c) => `${byYesNo(c)}: ${keyed(c.value, f, c.key?.kind)}`).join(", then ")} — the same for each of them — and has no further step` : "leaves them tied"}`;

function allocationText(x: Extract<TraceFact, { kind: "allocation" }>, f: Formats): string {
  // an allocation of places counts them ("1 place"), and says its reasons of places (places.ts)
  const amt = (a: TraceAmount): string => (x.places ? f.count(a.value, enPlaces.places) : f.amount(a));
  const why = x.places ? placesSaid(x.why, f) : coefficientWords(said(proRataInUnit(x.why, x.granted.unit, x.granted.value), f, x.computed), x.budgetTitle);
  const given = x.places || x.computed ? "granted" : "funded";
  const rem = remainderText("en", x, amt, f);
  const reading = x.reading ? ` Boundary rule as the call reads it (${x.reading.parameter}): ${x.reading.value}.` : "";
  // what was asked is worded only where the sentence says it (not for a grant in full)
  const asked = x.status === "pro_rata" || x.status === "partially_funded" || x.status === "not_funded" || x.status === "below_threshold" || x.status === "reserve" || x.status === "indeterminate" ? amt(x.requested) : "";
  // an amount the scheme computed was asked by no one (amounts.ts)
  const paren = asked && (x.computed ? amountWords.en.asked(asked) : `${asked} asked`);
  // the amount granted is worded only where the sentence says it (not for a refusal)
  const amount = x.status === "not_funded" || x.status === "below_threshold" || x.status === "reserve" || x.status === "indeterminate" ? "" : amt(x.granted);
  switch (x.status) {
    case "pro_rata":
      return `${capital(given)} pro rata ${x.computed ? amountWords.en.of(amount, asked) : `${amount} of the ${asked} asked`}: ${why}.`;
    case "partially_funded":
      return `Partially ${given} ${x.computed ? amountWords.en.of(amount, asked) : `${amount} of the ${asked} asked`}: ${why}${rem}.${reading}`;
    case "below_threshold":
      // a row below a stage's own threshold was never ranked by the stage: its reason alone, no "not funded (… asked)" (mendstage30)
      return `${capital(why)}${rem}.${reading}`;
    case "not_funded":
    case "reserve":
      return `Not ${given} (${paren}): ${why}${rem}.${reading}`;
    case "indeterminate":
      return `Indeterminate (${paren}): ${why}${rem}; ${x.contingentOnOffer ? `it would receive at most ${amt(x.contingent!)}, depending on whether ${x.contingentOnOffer} accepts the partial grant` : x.contingentAtMost ? `it would receive at most ${amt(x.contingent!)}, depending on the order the tie takes` : `it would receive ${amt(x.contingent ?? { value: "0", unit: x.requested.unit })} ${isOffer(x.why) ? "if it accepts the reduced award" : "if the tie were decided in its favour"}`}.${reading}`;
    default:
      // a grant under no budget: the amount alone, its step told how it was computed (drafted38 finding 8: not "the allocation has no limit (budget unlimited)")
      // (a member of a capped group: the amount and its group, without those words)
      let member: string | undefined;
      if (x.why === UNLIMITED || (member = afterUnlimited(x.why, why, "en")) !== undefined) return `${capital(given)} ${amount}${member ?? ""}${rem}.${reading}`;
      return `${capital(given)} ${amount}: ${why}${rem}.${reading}`;
  }
}

/** a comparison after the neighbour's id (the same words for both rows of a pair) */
const pair = wordedPair((by, a, b, ops) => `decided by ${by}: ${a} against ${b}${ops}.`);
/** The position step's words around its number (forms.ts PositionParts). */
const position: PositionParts = { before: "Position ", between: "", after: ".", keys: { total: "total points", value: keyed } };
/** a comparison: the words before the neighbour's id, and after it the pair's (forms.ts ComparisonParts); the step's label and the values as the engine words them */
const parts = { ...comparisonParts("After ", "Ahead of ", pair, byYesNo, asIs, words, sameTimeWords.en), inStage: (t: string) => ` in the ranking of stage '${t}'` };

export const en: Catalogue = {
  language: "en",
  comparisonParts: parts,
  positionParts: position,
  // the allocation's amounts are worded by `amount` and joined as they are (allocationStep.ts allocationText)
  amountsInParts: true,
  locale: null,
  phrases: [],
  placePhrases: enPlaces.phrases,
  computedPhrases: enComputedPhrases,
  render: {
    regime: (x) => (x.regime === null ? "No regime applies to this application." : `Regime '${x.title ?? x.regime}' applies.`),
    rule: (x, f) => {
      const word = x.test === "eligibility" ? "Rule" : "Threshold";
      return x.met ? `${word} '${x.title}' is met (${x.condition}${metValuesText(x.values, words, f)}).` : `${word} '${x.title}' is not met: ${failureWords(x.failure ?? "", x.failure ?? "", "not met: ")}`;
    },
    criterion: (x, f) => (x.points === null ? `Criterion '${x.title}': ${x.message}.` : `Criterion '${x.title}': ${criterionPoints(x, words, f, POINTS)}.`),
    total: (x, f) => `Total: ${termsText(x, words, f)}${f.count(x.points, POINTS)}.`,
    phase: (x) => `'${x.title}': not assessed, ${x.notMet?.length ? `as ${x.notMet.length === 1 ? "the threshold" : "the thresholds"} ${andIds(x.notMet.map((t) => `'${t}'`), "and")} ${x.notMet.length === 1 ? "was" : "were"} not met` : "as the earlier phase was not passed"}.`,
    "not-ranked": (x) => `Not ranked: ${x.reason}.`,
    position: (x, f) => {
      const n = x.tied;
      const others = x.tiedWith;
      const tied = n === 0 ? "" : n <= 5 ? `tied with ${others.join(", ")}` : `tied with ${n} others: ${others.slice(0, 3).join(", ")}, ...`;
      // a place a stage decided: the tie is of the stage's ranking, not of the published list (drafterb29's finding 4)
      const inStage = x.stage !== undefined && x.tie !== "shared";
      const text = positionWords(position, x.position, positionKeysText(position, x.keys, f), inStage ? "" : tied) + (inStage ? `${(x.earlierStages ?? []).map((e) => ` Place ${e.place} of ${e.of} in the ${e.own ? "stage's own ranking" : "ranking"} of stage '${e.title}'.`).join("")} Place ${x.stage!.place} of ${x.stage!.of} in the ${x.stage!.own ? "stage's own ranking" : "ranking"} of stage '${x.stage!.title}'${tied ? ` (${tied})` : ""}, which decided it.` : "");
      const test = x.straddle ? ` (${straddle(x.straddle, f, x.computed, x.places)})` : "";
      if (n === 0) return x.straddle ? `${text} It was tied on the ranking with others; ${straddleWords.en.line(x, f, "")} falls inside their tie${test}, so the tie-break chain ordered them${x.orderedBy ? `, decided by ${byYesNo(x.orderedBy)}` : ""}.` : text;
      return (
        text +
        (x.stops
          ? ` The tie-break chain stops: ${said(x.stops, f, x.computed)}; they share this ${inStage ? "place" : "position"}.`
          : x.tie === "chain"
          ? x.straddle
            ? ` ${capital(straddleWords.en.line(x, f, ""))} falls inside their tie${test}, but ${ranOut(x, f)}; they share this ${inStage ? "place" : "position"}.`
            : ` ${ranOut(x, f, true)}; they share this ${inStage ? "place" : "position"}.`
          : x.tie === "shared"
            ? x.stage
              ? ` The position is shared among the applications of stage '${x.stage.title}', which decided it; ${x.sharedBy ? referenceText(x.sharedBy, en) : "the scheme"} does not rank them.`
              : ` The position is shared among the applications, which ${x.sharedBy ? referenceText(x.sharedBy, en) : "the scheme"} does not rank.`
          : x.tie === "unresolved"
            ? ` The scheme gives no tie-break for them; they share this ${inStage ? "place" : "position"}.`
            : ` Their tie is not broken: ${x.why ? said(x.why, f, x.computed) : named(f, "it does not straddle the budget")}${test}, so all share this ${inStage ? "place" : "position"}.`)
      );
    },
    comparison: comparisonWords(parts),
    allocation: (x, f) => allocationText(x, f) + groupCapsText(x.groupCaps, "Its group's cap", words, f, (t, k) => `${t ?? "group"} '${k}'`) + (x.budget ? budgetFrom(x.budget, f) : ""),
    reserve: (x, f) => `Placed on ${named(f, "the reserve list")}${x.title !== undefined ? ` of stage '${x.title}'` : ""}, at place ${x.place}.`,
    "reserve-tie": (x, f) => reserveTieWords.en(x, x.title !== undefined ? ` of stage '${x.title}'` : "", f),
    "reserve-before": (x, f) => `Not placed on ${named(f, "the reserve list")}: it is ranked before ${x.lastTied ? `${andIds(x.lastTied, "and")}, tied, one of which is the last application funded whatever order their tie takes, and the list begins after them` : `${x.lastFunded}, the last application funded, and the list begins after it`}.`,
    "stage-pass": (x, f) => `${capital(x.places ? placesSaid(x.why, f) : said(x.why, f, x.computed))}${remainderText("en", x, (a) => (x.places ? f.count(a.value, enPlaces.places) : f.amount(a)), f)}.`,
    amount: (x, f) => amountText(x, amountWords.en, words, f, "en"),
    jury: (x, f) => juryText(x, juryWords.en, words, f),
    cap: (x, f) => `Nor does its group's cap leave room for it: ${x.places ? placesSaid(x.why, f) : said(x.why, f, x.computed)}.`,
    input: (x) => `Invalid input: ${x.message}`,
    stage: (x, f) => {
      const role = { stage: "stage", reservation: "reservation", admission: "admission stage" }[x.role];
      // a stage whose title is written says whom it takes in the law's words: its condition as written is left to the trace (`considers`)
      // a stage without a condition: the first takes every ranked application, one after an admission stage those it admitted, any other those not yet funded (granted: a computed amount)
      const all = x.number === 1 ? "every ranked application" : x.admittedBy !== undefined ? `the applications stage '${x.admittedBy}' admitted` : `every application ${x.places ? (f.placeUnit === undefined ? "not yet given a place" : "not yet granted") : x.computed ? "to which nothing has been granted yet" : "not yet funded"}${x.leftOut ? ", but for those an earlier stage left out" : ""}`;
      const considers = stageTakes(x, (c) => `it considers ${c}; `, `it considers ${all}; `, (c) => `it considers only the applications that meet its condition: ${c}; `);
      const budget = x.budget === null ? "its budget depends on a tie an earlier stage left open" : `${x.places ? f.count(x.budget.value, enPlaces.places) : `budget ${f.amount(x.budget)}`}${budgetBrackets(x, f, unusedWorded(x.budgetText.startsWith("at least ") ? atLeastText("en", "at least", x.budgetText.slice("at least ".length), x.places ? f.number(x.budget.value) : f.amount(x.budget)) : x.budgetText, x, f, (a, t) => `${a} not committed in stage '${t}'`), cutWords(x, f, enPlaces.places, named(f, "more than what is left of the budget"), "more than the places left"), metValuesText(x.reads, words, f))}`;
      // the rest where no stage is written bears the budget's name, as in the lines of its reasons (drafter32's finding 4); a title the scheme wrote is left as written
      const title = x.title === REST ? named(f, REST) : x.title;
      const held = reservationHeld("en", x, (c) => c);
      return `Decided in ${role} ${x.number} of ${x.count}, '${title}'${x.member !== undefined ? `, for ${x.memberTitle ?? x.member}` : ""}: ${held ?? considers}${budget}.`;
    },
    "stage-passed": (x, f) => reservationPassed("en", x, (c) => c, (t) => `'${t}'`, (v) => metValuesText(v, words, f).replace(/^ ?; /, "")),
    "no-stage": (x) => `No stage of the allocation considers it (${x.stages.map((s) => `'${s.title}'${s.considers ? ` takes ${s.considers}` : ""}`).join("; ")}).`,
    "not-assessed": (x, f) => `${x.computed ? amountWords.en.statuses.not_funded : "Not funded"}: ${closed(said(x.why, f, x.computed))} Applications are taken in the order of receipt; its eligibility was not examined.`,
    aggregate: (x) => {
      // percentages in percent, with the sign (the fact's `percent`)
      const pc = x.percent ? words.percent : "";
      const value = x.value === null ? `cannot be computed (${x.error ?? ""})` : x.value + pc;
      const list = [...x.members.map((m) => `${m.id} ${m.value === null ? "counted" : m.value + pc}`), ...(x.more ? [`and ${x.more} more`] : [])].join(", ");
      const left = x.left ? `; left out as not eligible: ${[...x.left, ...(x.leftMore ? [`and ${x.leftMore} more`] : [])].join(", ") || "none"}` : "";
      const head = x.title ? `${capital(x.title)}, ` : `Aggregate: ${x.let ? `${x.let}, ` : ""}`;
      if (x.alone) return `${head}${x.aggregate}: ${value}, from this application alone (the only ${x.eligible ? "eligible " : ""}one with ${x.groupBy} '${x.group}').`;
      return `${head}${x.aggregate} over the ${x.eligible ? "eligible applications" : "applications"} with ${x.groupBy} '${x.group}': ${value}, from ${list || "no member"}${left}.`;
    },
    settlement: (x, f) => {
      const words = { max: "highest", min: "lowest", sum: "total", mean: "average", count: "number of" } as const;
      const values = x.values.map((v) => `the ${v.name.replace(/_/g, " ")} ${v.value ? f.amount(v.value) : "(no value)"}, the ${words[v.fn]} ${v.field} of the ${v.set} applications${v.attained.length ? ` (${v.attained.join(", ")})` : ""}`);
      const of = x.of === "amount" ? "the amount awarded" : `its ${x.of.replace(/_/g, " ")}`;
      if (x.paid === null) return `Settlement: what is paid cannot be computed (${x.note ?? ""}); awarded ${f.amount(x.awarded)}.`;
      const at = x.values.length === 1 && x.values[0]!.value?.value === x.paid.value;
      return at ? `Paid at ${values[0]}, instead of ${of} ${f.amount(x.awarded)}.` : `Paid ${f.amount(x.paid)}${values.length ? ` (computed from ${values.join("; ")})` : ""} instead of ${of} ${f.amount(x.awarded)}.`;
    },
    text: (x) => x.text,
  },
  values: { yes: words.yes, no: words.no, notGiven: "(not given)" },
  units: { article: "article {n}", section: "section {n}", paragraph: "paragraph {n}", subparagraph: "subparagraph {n}", point: "point {n}", letter: "letter {n}", indent: "indent {n}", annex: "annex {n}", schedule: "Schedule {n}", part: "part {n}", chapter: "chapter {n}" },
  words: {
    notice: "Decision on the application",
    call: "Call",
    application: "Application",
    status: "Decision",
    position: "Position in the ranking",
    notRanked: "not ranked",
    reservePlace: (n) => `, at place ${n}`,
    points: "Points",
    criterion: "Criterion",
    maximum: "Maximum",
    score: "Score",
    weight: "Weight",
    total: "Total",
    requested: "Amount requested",
    computed: amountWords.en.label,
    computedStatuses: amountWords.en.statuses,
    computedTotal: "Computed for the applications considered",
    computedGranted: "Amount granted",
    granted: "Amount granted",
    contingent: "if the tie is decided in its favour",
    reasons: "Reasons",
    noReasons: "No ground of refusal applies.",
    howDecided: "How the decision was reached",
    steps: { regime: "regime", eligibility: "eligibility", points: "points", threshold: "threshold", ranking: "ranking", assessment: "assessment", allocation: "allocation", input: "input" },
    quote: (s) => `“${s}”`,
    legalTexts: "Provisions cited",
    publishedOn: "Published on",
    regime: "Regime",
    statuses: {
      funded: "Funded",
      partially_funded: "Partially funded",
      pro_rata: "Funded pro rata",
      not_funded: "Not funded",
      reserve: "On the reserve list",
      indeterminate: "Indeterminate: it depends on a tie the law does not break",
      ineligible: "Not eligible",
      below_threshold: "Below the threshold",
    },
  },
};
