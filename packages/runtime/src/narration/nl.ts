// Explanations in Dutch (see catalogue.ts). Terms as Dutch subsidy law uses them: the budget is
// the "subsidieplafond" (Algemene wet bestuursrecht, art. 4:25) — of an amount the scheme
// computes, the "budget" (nlBudget.ts) — the order the "rangschikking", a tie a "gelijke stand".
import { atLeastText } from "./atLeast.js";
import { reservationHeld, reservationPassed } from "./reservationWhen.js";
import { straddleWords } from "./straddleWords.js";
import { named, namedPhrases, namedPlaces } from "./ownNames.js";
import { remainderText } from "./remainder.js";
import { orderedKey, orderWords } from "./orderWords.js";
import { conditionIn, connectivesIn, connectivesOf, readsIn } from "./conditionWords.js";

import { unusedWorded, budgetBrackets, cutWords } from "./unusedWords.js";
import { juryText, juryWords } from "./jury.js";
import type { TraceAmount, TraceBudgetFrom, TraceFact, TraceStraddle } from "../engine/trace.js";
import { UNLIMITED } from "../engine/step.js";
import { afterUnlimited } from "./unlimited.js";
import { reserveTieWords } from "./reserveTie.js";
import type { Catalogue, Formats } from "./catalogue.js";
import { amountText, amountWords } from "./amounts.js";
import { tieNoteWords, tiePhrases } from "./tieNotes.js";
import { nlPlaces } from "./places.js";
import { ENTITLEMENT, nlBudgetPhrases, nlReadings, SUBSIDY, stageWords, type BudgetWords } from "./nlBudget.js";
import { groupPhrases, memberAmounts, nlGroups, nlGroupsOf } from "./groups.js";
import { comparisonWords, criterionPoints, termsText, metValuesText, groupCapsText, type FormWords } from "./forms.js";
import { wordedLast, textRecently } from "./memoWords.js";
import { keyLabel, nlRanking } from "./nlRanking.js";
import {
  evaluationText,
  missingMemberText,
  AMOUNT_CANNOT,
  AND_MORE,
  amountIn,
  CANNOT_ASSESS,
  DIVISION_BY_ZERO, FIGURE_CANNOT, WEIGHT_CANNOT, NEGATIVE_AMOUNT, NEGATIVE_FIGURE, NEGATIVE_WEIGHT, WEIGHT_NEGATIVE, WEIGHT_RANGE,
  FIELD_ABSENT,
  GROUP_KEY,
  GROUP_NO_SHARE,
  IN_STAGE,
  KEY_CANNOT,
  NO_VALUE_FOR,
  noValueAt,
  NOT_ADMITTED_FIRST,
  NOT_ADMITTED_CLOSER,
  NOT_ADMITTED_REACH,
  NOT_ADMITTED_THRESHOLD,
  STAGE_BELOW_THRESHOLD,
  OVERSHOOT,
  PRO_RATA,
  QUOTA, FIGURE, QUOTA_AT_MOST,
  STAY_OUT,
  THEN_IN_STAGE,
  translateWhy,
  proRataInUnit,
  type Phrase,
  WITH_GROUP,
  STAGE_TIE_SHARES,
  STAGE_POOL_SHARES,
  STAGE_ONE_SHARES,
  STAGE_NOTHING_LEFT,
  stageTakes,
  titledShare,
  NOT_ASSESSED_LIST_FULL,
  NOT_ASSESSED_LIST_FULL_BY,
  PAST_BOUND,
  PAST_WAYS,
  stagesListed,
  TIES_WHICHEVER,
  GRANTED_IN_STAGES,
  stagesOr,
  STAGE_STOPPED_EARLIER, laterStages, later,
  isOffer, closed } from "./whys.js";
import { CANNOT_SCORE, failureWords, NOT_MET, notMetValues } from "./notMetWords.js";
import { byWeightPhrase } from "./byWeight.js";
import { andIds } from "./lastTied.js";

/** a name in quotation marks (the last few kept: rows quote the same titles) */
const q = textRecently((s: string): string => `‘${s}’`);
const POINTS = { one: "{n} punt", other: "{n} punten" };

const words: FormWords = {
  rounded: (p, m, v) => juryWords.nl.rounded(p, m, v).replace(/^ ?; /, ", "),
  points: POINTS,
  weighted: (w, score) => `weging ${w} × ${score}`,
  scoreRange: (lo, hi) => ` (score ${lo}–${hi})`,
  onScale: (score, scale, w) => `${score}${scale ? ` (schaal ${scale[0]}–${scale[1]})` : ""} × weging ${w} = `,
  range: (min, max, f) => `, ${min} tot ${f.count(max, POINTS)}`,
  yesno: (points, condition) => `${points} als ${connectivesIn(condition, connectivesOf.nl)}, anders 0`,
  or: "of",
  otherwise: "anders",
  and: "en",
  bandsOver: (subject) => `schijven over ${subject}: `,
  bounds: { at_most: "ten hoogste", at_least: "ten minste", above: "boven", below: "onder", exactly: "precies" },
  yes: "ja",
  no: "nee",
  absent: "ontbreekt",
  about: (v) => `ongeveer ${v}`,
  percent: "%",
  computedFrom: (inputs) => ` (berekend uit ${inputs})`,
  capped: (before, bound, raised) => `${before}, ${raised ? "verhoogd tot" : "begrensd tot"} ${bound}`,
  capInputs: (inputs) => `berekend uit ${inputs}`,
  subject: (subject, value, band) => `; ${subject} is ${value}${band ? `, in de schijf ${q(band)}` : ""}`,
  against: (a, b) => `${a} tegen ${b}`,
  quote: q,
};

const budgetFrom = (b: TraceBudgetFrom, f: Formats): string =>
  ` Het budget van dit regime is ${b.mode === "shared" ? `wat regime ${q(b.from)} van het gedeelde subsidieplafond overliet` : `${named(f, "het budget")} dat regime ${q(b.from)} overliet`}: ${f.amount(b.had)}${b.of ? ` van ${f.amount(b.of)}` : ""}.`;
const straddle = (s: TraceStraddle, f: Formats, computed?: true, places?: true): string => straddleWords.nl.amounts(s, f, computed, places, placeWords.places);

const modes: Record<string, string> = {
  down: "naar beneden",
  up: "naar boven",
  floor: "naar beneden (richting min oneindig)",
  ceiling: "naar boven (richting plus oneindig)",
  "half up": "rekenkundig (de helft naar boven)",
  "half down": "rekenkundig (de helft naar beneden)",
  "half even": "rekenkundig (de helft naar het even getal)",
};

const group = (word: string, key: string): string => `${word === "group" ? "" : `${word} `}${q(key)}`;
const members = (text: string, f: Formats): string => {
  const more = AND_MORE.exec(text);
  return more ? `${memberAmounts(more[1]!, f)} en nog ${more[2]}` : memberAmounts(text, f);
};

/** a stage's title and budget as the scheme or, where it wrote none, the compiler gives them (budgetFlow.ts: the stage after reservations, "what is left", "at least X") */
const stageTitle = (t: string): string => (t === "the rest of the budget" ? "de rest van het budget" : t === "the rest of the places" ? "de overige plaatsen" : t);
const budgetText = (t: string, v?: string): string => (t === "what is left" || t === "left" ? "wat resteert" : t.startsWith("at least ") ? atLeastText("nl", "ten minste", t.slice("at least ".length), v) : t);
/** a stage's budget as written, its decimals in the language's form as a rule's condition's (conditionWords.ts); "at least …" as budgetBrackets reads it */
const budgetWritten = (t: string, f: Formats, named?: readonly string[], v?: string): string => budgetText(t.startsWith("at least ") ? t : conditionIn(t, f, undefined, named), v);

/** a member of a group the budget straddles, which the scheme does not share, in words `w` (nlBudget.ts) */
const groupNoShare = (w: BudgetWords): Phrase => [GROUP_NO_SHARE, (m, f) => `past niet binnen het resterende ${stageWords(w, f).ceiling} ${m[1] ? `met de groep ${group(m[1], m[2]!)} (${members(m[3]!, f)}; samen ${amountIn(m[4]!, f)})` : `als lid van de groep ${group(m[5]!, m[6]!)}`}, en de regeling zegt niet hoe een deel zou worden verdeeld`];
/** a pro-rata share's computation (`PRO_RATA`'s groups `m`), in words `w` (nlBudget.ts), the coefficient's budget called `budget` */
const proRataWords = (m: RegExpExecArray, f: Formats, w: BudgetWords, budget: string): string =>
  `berekening naar rato: ${amountIn(m[1]!, f)} × de verdeelcoëfficiënt ${m[2] ? `${amountIn(m[2], f)} ` : ""}(${budget} ${amountIn(m[3]!, f)} / totaal ${amountIn(m[4]!, f)}${m[5] ? `, ${modes[m[5]] ?? m[5]} afgerond op ${amountIn(m[6]!, f)}` : ""}), ${modes[m[7]!] ?? m[7]} afgerond op ${amountIn(m[8]!, f)}` +
  (m[9] ? `, opnieuw verdeeld zonder de aandelen onder het minimumbedrag van ${amountIn(m[9], f)}` : "") +
  (m[10] ? `, maar niet meer dan ${w === ENTITLEMENT ? "het berekende" : "het gevraagde"} bedrag` : "") +
  (m[12] ? `, verminderd met ${m[11] ? `wat een veelvoud van ${amountIn(m[12], f)} overschrijdt` : amountIn(m[12], f)} zodat de bedragen binnen het ${w.ceiling} blijven` : "") +
  (m[13] ? `, vermeerderd met ${amountIn(m[13], f)} van wat na afronding resteerde, ${m[14] === "in ranking order" ? "in volgorde van de rangschikking" : "aan de grootste restanten"}` : "") +
  (m[15] ? ", dus niets: een aandeel van niets is geen verlening" : "") +
  (m[16] ? `, wat onder het minimumbedrag van ${amountIn(m[16], f)} ligt` : "");
/** a pro-rata share's computation, in words `w` */
const proRataPhrase = (w: BudgetWords): Phrase => [PRO_RATA, (m, f) => ((v) => proRataWords(m, f, v, v.ceiling))(stageWords(w, f))];

/** a tie the chain leaves open at a step a member has no value for (lazykeys.ts); the step named by `label` */
const noValueFor = (label: (engineLabel: string) => string, re: RegExp = NO_VALUE_FOR): Phrase => [re, (m, f, t) => `geen waarde voor ${label(m[1]!)}: ${m[2]!.split(", ").map((x) => missingMemberText(x, f, t)).join(", ")}; de regeling laat zo'n gelijke stand onbeslist`];

const phrases: readonly Phrase[] = namedPhrases([
  ...groupPhrases(nlGroups),
  ...tiePhrases(tieNoteWords.nl, keyLabel),
  ...nlBudgetPhrases(SUBSIDY, q),
  [/^the outcome depends on the order of a tie the law does not break$/, () => "de uitkomst hangt af van de volgorde binnen een gelijke stand die de regeling niet beslecht"],
  [/^allocation stopped at an earlier application that did not fit$/, () => "de verdeling is gestopt bij een eerdere aanvraag die niet paste"],
  [STAGE_STOPPED_EARLIER, (m) => `deze fase is gestopt bij een eerdere aanvraag die niet paste; ${later(laterStages.nl, m[1])}`],
  [/^placed on the reserve list$/, () => "op de reservelijst geplaatst"],
  [NOT_ASSESSED_LIST_FULL, (m) => `niet beoordeeld: de reservelijst was vol (de laatste plaats ging naar ${m[1]}, ontvangen ${m[2]})`],
  [NOT_ASSESSED_LIST_FULL_BY, (m) => `niet beoordeeld: de reservelijst was vol (de laatste plaats ging naar ${m[1]}, ${q(m[2]!)}: ${m[3]})`],
  [/^placed on the reserve list of stage '(.+)'$/, (m) => `op de reservelijst van fase ${q(stageTitle(m[1]!))} geplaatst`],
  [IN_STAGE, (m, _f, t) => `in fase ${q(stageTitle(m[1]!))}: ${t(m[2]!)}`],
  [THEN_IN_STAGE, (m, _f, t) => `vervolgens in fase ${q(stageTitle(m[1]!))}: ${t(m[2]!)}`],
  [STAY_OUT, (m, _f, t) => `${t(m[1]!)} (niet opnieuw in behandeling genomen: wat deze fase niet honoreert, gaat niet door)`],
  [STAGE_TIE_SHARES, (m, f, t) => `de gelijk gerangschikte aanvragen ${m[1]} overschrijden het budget van de fase (${amountIn(m[2]!, f)} over, samen ${amountIn(m[3]!, f)} gevraagd), dus verdelen zij wat resteert: ${t(m[4]!)}`],
  [STAGE_POOL_SHARES, (m, f, t) => `de aanvragen van de fase verdelen wat resteert (${amountIn(m[1]!, f)} over, samen ${amountIn(m[2]!, f)} gevraagd): ${t(m[3]!)}`],
  [STAGE_ONE_SHARES, (m, f, t) => `de aanvraag overschrijdt het budget van de fase (${amountIn(m[1]!, f)} over, ${amountIn(m[2]!, f)} gevraagd), dus krijgt zij wat resteert: ${t(m[3]!)}`],
  [STAGE_NOTHING_LEFT, () => "het budget van de fase is uitgeput: er resteert niets om te verdelen"],
  [GRANTED_IN_STAGES, (m) => `verleend, welke volgorde de gelijke stand in fase ${q(stageTitle(m[1]!))} ook krijgt: in fase ${stagesOr(m[2]!, (t) => q(stageTitle(t)), "of")}, afhankelijk van de volgorde`],
  [/^(granted|not funded) whichever order the tie in stage '(.+)' takes$/, (m) => `${m[1] === "granted" ? "verleend" : "niet verleend"}, welke volgorde de gelijke stand in fase ${q(stageTitle(m[2]!))} ook krijgt`],
  [TIES_WHICHEVER, (m) => `${m[1] === "granted" ? "verleend" : "niet verleend"}, welke volgorde de gelijke standen in de fasen ${stagesListed(m[2]!, (t) => q(stageTitle(t)), "en")} ook krijgen`],
  [PAST_WAYS, (m) => `niet beslist: de gelijke stand in fase ${q(stageTitle(m[1]!))} kan op meer manieren uitvallen dan het programma doorrekent`],
  [PAST_BOUND, (m) => `niet beslist: de gelijke stand in fase ${q(stageTitle(m[1]!))} kan meer dan ${m[2]!} verschillende restbedragen overlaten, meer dan het programma doorrekent`],
  [/^what the earlier stages left depends on a tie the law does not break$/, () => "wat de eerdere fasen overlieten, hangt af van een gelijke stand die de regeling niet beslecht"],
  [/^no stage of the allocation considers it$/, () => "geen fase van de verdeling neemt deze aanvraag in behandeling"],
  [/^admitted to the next stage$/, () => "toegelaten tot de volgende fase"],
  [STAGE_BELOW_THRESHOLD, (m, _f, t) => `onder de drempel van de fase: ${t(m[1]!)}`],
  [NOT_ADMITTED_THRESHOLD, (m) => `niet toegelaten tot de volgende fase: onder de toelatingsdrempel (${m[1]})`],
  [NOT_ADMITTED_FIRST, (m, f) => `niet toegelaten tot de volgende fase: ${f.count(m[1]!, { one: "alleen de eerste aanvraag wordt", other: "alleen de eerste {n} aanvragen worden" })} toegelaten`],
  [NOT_ADMITTED_REACH, (m, f) => `niet toegelaten tot de volgende fase: de eerder toegelaten aanvragen bereiken al ${amountIn(m[1]!, f)} (${m[2]})${m[3] ? `, het minste waarop zij mogen uitkomen, en meer toelaten zou hen alleen verder verwijderen van ${amountIn(m[3], f)} (${m[4]})` : ""}`],
  [NOT_ADMITTED_CLOSER, (m, f) => `niet toegelaten tot de volgende fase: de eerder toegelaten aanvragen, samen ${amountIn(m[1]!, f)}, liggen dichter bij ${amountIn(m[2]!, f)} (${m[3]}) dan ${amountIn(m[4]!, f)} met de volgende in de rangschikking${m[5] ? ` (${m[5]})` : ""} erbij`],
  [WITH_GROUP, (m, f, t) => `${t(m[1]!)}, ${m[2] ? `met de groep ${group(m[2], m[3]!)} (${members(m[4]!, f)}; samen ${amountIn(m[5]!, f)})` : `als lid van de groep ${group(m[6]!, m[7]!)}`}`],
  groupNoShare(SUBSIDY),
  [GROUP_KEY, (m, f, t) => `de groepssleutel ${m[1]} kan niet worden bepaald: ${evaluationText(m[2]!, f, t)}`],
  [OVERSHOOT, (m) => `wat de aanvragen van hetzelfde moment vragen (${m[1]}), overschrijdt het restant niet`],
  // a tie of one group funded together (positionStep.ts, FINDINGS39 14)
  [/^they are one group, considered only together$/, () => "zij vormen één groep, die alleen samen wordt behandeld"],
  [/^no order of it changes anyone's outcome$/, () => "geen enkele volgorde verandert de uitkomst voor wie dan ook"],
  noValueFor(keyLabel),
  [CANNOT_SCORE, (m, f, t) => `het criterium kan niet worden gescoord: ${evaluationText(m[1]!, f, t)}`],
  [NOT_MET, (m, f) => `geldt niet: ${m[1]}${notMetValues(m[2], f, words, "geen punten")}`],
  [CANNOT_ASSESS, (m, f, t) => `kan niet worden beoordeeld: ${evaluationText(m[1]!, f, t)}`],
  [AMOUNT_CANNOT, (m, f, t) => `het bedrag (${m[1]}) kan niet worden berekend: ${evaluationText(m[2]!, f, t)}`],
  [KEY_CANNOT, (m, f, t) => `het rangschikkingscriterium ${m[1]} kan niet worden berekend: ${evaluationText(m[2]!, f, t)}`],
  [FIELD_ABSENT, (m) => `het optionele veld ${q(m[1]!)} ontbreekt`],
  [DIVISION_BY_ZERO, (m) => `deling door nul (${m[1]})`],
  [WEIGHT_NEGATIVE, (m, f) => `het is negatief (${f.number(m[1]!)}): een gewicht in de loting is 0 (niet in de loting) of meer`],
  [WEIGHT_RANGE, (m) => `het valt buiten het bereik van de loting (${m[1]}): een gewicht in de loting boven 0 ligt tussen 10^-100 en 10^100`],
  [FIGURE_CANNOT, (m, f, t) => `het bedrag ${q(m[1]!)} van het deelplafond ${q(m[2]!)} kan niet worden berekend: ${evaluationText(m[3]!, f, t)}`],
  [WEIGHT_CANNOT, (m, f, t) => `het gewicht in de loting ${q(m[1]!)} kan niet worden berekend: ${evaluationText(m[2]!, f, t)}`],
  [NEGATIVE_AMOUNT, (m, f) => `het is negatief (${f.number(m[1]!)}): aan geen enkele aanvraag kan minder dan niets worden toegekend`],
  [NEGATIVE_FIGURE, (m, f) => `het is negatief (${f.number(m[1]!)}): geen enkele toekenning neemt minder dan niets af van een deelplafond`],
  [NEGATIVE_WEIGHT, (m, f) => `het is negatief (${f.number(m[1]!)}): geen enkel aandeel is evenredig aan minder dan niets`],
  [FIGURE, (m, f) => `het bedrag ${q(m[1]!)} van de aanvraag, ${amountIn(m[2]!, f)}, is meer dan de ${amountIn(m[3]!, f)} die resteert in het deelplafond ${q(m[4]!)}`],
  [QUOTA, (m, f) => `in het deelplafond ${q(m[1]!)} resteert ${amountIn(m[2]!, f)}, minder dan de gevraagde ${amountIn(m[3]!, f)}`],
  [QUOTA_AT_MOST, (m, f) => `in het deelplafond ${q(m[1]!)} resteert ten hoogste ${amountIn(m[2]!, f)}, in welke volgorde de gelijke stand ook valt, minder dan de gevraagde ${amountIn(m[3]!, f)}`],
  proRataPhrase(SUBSIDY),
  byWeightPhrase("nl", modes),
]);
/** a failed rule's reason in its step, without the default reason's "geldt niet: " said twice */
const failed = (failure: string | undefined, f: Formats): string => failureWords(failure ?? "", translateWhy(failure ?? "", phrases, f, true), "geldt niet: ");
/** an allocation of places in these words (places.ts) */
// a group's count of grants is one of places there ("aan de groep toegewezen plaatsen")
// a share of places: the coefficient's budget is the places (words32: "subsidieplafond 10" was said of 10 places)
const NL_PLACE_SHARES: BudgetWords = { ceiling: "aantal plaatsen", short: "aantal", given: "toegewezen", giving: "toewijzing", amount: (a) => `de gevraagde ${a}` };
const placeShare: Phrase = [PRO_RATA, (m, f) => proRataWords(m, f, NL_PLACE_SHARES, f.placeUnit === undefined ? "plaatsen" : "beschikbaar")];
const placeWords = namedPlaces(nlPlaces([placeShare, ...phrases], q, nlGroupsOf(false, true)));
/** an allocation of an amount the scheme computes (an entitlement) in these words (nlBudget.ts) */
const entitled: readonly Phrase[] = namedPhrases([
  ...groupPhrases(nlGroupsOf(true)),
  ...tiePhrases(tieNoteWords.nl, keyLabel),
  ...nlBudgetPhrases(ENTITLEMENT, q),
  groupNoShare(ENTITLEMENT),
  proRataPhrase(ENTITLEMENT),
  // nobody asked for the amount: it is computed (amounts.ts)
  [QUOTA, (m, f) => `in het deelplafond ${q(m[1]!)} resteert ${amountIn(m[2]!, f)}, minder dan het berekende bedrag van ${amountIn(m[3]!, f)}`],
  [QUOTA_AT_MOST, (m, f) => `in het deelplafond ${q(m[1]!)} resteert ten hoogste ${amountIn(m[2]!, f)}, in welke volgorde de gelijke stand ook valt, minder dan het berekende bedrag van ${amountIn(m[3]!, f)}`],
  [STAGE_TIE_SHARES, (m, f, t) => `de gelijk gerangschikte aanvragen ${m[1]} overschrijden het budget van de fase (${amountIn(m[2]!, f)} over, samen ${amountIn(m[3]!, f)} berekend), dus verdelen zij wat resteert: ${t(m[4]!)}`],
  [STAGE_POOL_SHARES, (m, f, t) => `de aanvragen van de fase verdelen wat resteert (${amountIn(m[1]!, f)} over, samen ${amountIn(m[2]!, f)} berekend): ${t(m[3]!)}`],
  [STAGE_ONE_SHARES, (m, f, t) => `de aanvraag overschrijdt het budget van de fase (${amountIn(m[1]!, f)} over, berekend bedrag ${amountIn(m[2]!, f)}), dus krijgt zij wat resteert: ${t(m[3]!)}`],
  [OVERSHOOT, (m) => `wat voor de aanvragen van hetzelfde moment is berekend (${m[1]}), overschrijdt het restant niet`],
  ...phrases,
]);

const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
const readings = nlReadings(SUBSIDY);
const entitledReadings = nlReadings(ENTITLEMENT);

/** The boundary rule's reading where the scheme names its budget: its words with the name (ownNames.ts), the call's value as it is. */
const namedReading = (parameter: string, value: string, r: Readonly<Record<string, string>>, f: Formats): string =>
  ` Grensregel zoals de openstelling die leest (${parameter}): ${q(value)} — ${r[value] === undefined ? value : named(f, r[value])}.`;
/** The boundary rule's reading, the same for every row of a call. */
const readingText = wordedLast((parameter, value) => ` Grensregel zoals de openstelling die leest (${parameter}): ${q(value)} — ${readings[value] ?? value}.`);
const entitledReadingText = wordedLast((parameter, value) => ` Grensregel zoals de openstelling die leest (${parameter}): ${q(value)} — ${entitledReadings[value] ?? value}.`);

function allocationText(x: Extract<TraceFact, { kind: "allocation" }>, f: Formats): string {
  // an allocation of places counts them, and says its reasons of places (places.ts)
  const amt = (a: TraceAmount): string => (x.places ? f.count(a.value, placeWords.places) : f.amount(a));
  const text = x.places ? x.why : proRataInUnit(x.why, x.granted.unit, x.granted.value);
  // the allocation's own share names the budget as the scheme does (the fact's `budgetTitle`)
  const own = titledShare(text, x.budgetTitle);
  const why = own ? proRataWords(own, f, x.computed ? ENTITLEMENT : SUBSIDY, x.budgetTitle!) : translateWhy(text, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f);
  const given = x.places ? "toegewezen" : x.computed ? "toegekend" : "verleend";
  const rem = remainderText("nl", x, amt, f);
  const reading = !x.reading ? "" : f.names ? namedReading(x.reading.parameter, x.reading.value, x.computed ? entitledReadings : readings, f) : (x.computed ? entitledReadingText : readingText)(x.reading.parameter, x.reading.value);
  // what was asked is worded only where the sentence says it (not for a grant in full)
  const asked = x.status === "pro_rata" || x.status === "partially_funded" || x.status === "not_funded" || x.status === "below_threshold" || x.status === "reserve" || x.status === "indeterminate" ? amt(x.requested) : "";
  // an amount the scheme computed was asked by no one (amounts.ts)
  const paren = asked && (x.computed ? amountWords.nl.asked(asked) : `${asked} gevraagd`);
  // the amount granted is worded only where the sentence says it (not for a refusal)
  const amount = x.status === "not_funded" || x.status === "below_threshold" || x.status === "reserve" || x.status === "indeterminate" ? "" : amt(x.granted);
  switch (x.status) {
    case "pro_rata":
      return `Naar rato ${given}: ${x.computed ? amountWords.nl.of(amount, asked) : `${amount} van de gevraagde ${asked}`}: ${why}.`;
    case "partially_funded":
      return `Gedeeltelijk ${given}: ${x.computed ? amountWords.nl.of(amount, asked) : `${amount} van de gevraagde ${asked}`}: ${why}${rem}.${reading}`;
    case "below_threshold":
      // a row below a stage's own threshold was never ranked by the stage: its reason alone, no "not funded (… asked)" (mendstage30)
      return `${capital(why)}${rem}.${reading}`;
    case "not_funded":
    case "reserve":
      return `Niet ${given} (${paren}): ${why}${rem}.${reading}`;
    case "indeterminate":
      return `Onbeslist (${paren}): ${why}${rem}; ${x.contingentOnOffer ? `de aanvraag zou ten hoogste ${amt(x.contingent!)} ontvangen, afhankelijk van de vraag of ${x.contingentOnOffer} de gedeeltelijke toekenning aanvaardt` : x.contingentAtMost ? `de aanvraag zou ten hoogste ${amt(x.contingent!)} ontvangen, afhankelijk van de volgorde die de gelijke stand krijgt` : `de aanvraag zou ${amt(x.contingent ?? { value: "0", unit: x.requested.unit })} ontvangen ${isOffer(x.why) ? "als de aanvrager de verlaagde toekenning aanvaardt" : "als de gelijke stand in haar voordeel werd beslecht"}`}.${reading}`;
    default:
      // a grant under no budget: the amount alone (drafted38 finding 8)
      let member: string | undefined;
      if (x.why === UNLIMITED || (member = afterUnlimited(x.why, why, "nl")) !== undefined) return `${capital(given)}: ${amount}${member ?? ""}${rem}.${reading}`;
      return `${capital(given)}: ${amount}: ${why}${rem}.${reading}`;
  }
}

/** the ranking's words: a comparison's, a key's label, the position sentence (nlRanking.ts) */
const ranking = nlRanking({ words, q, phrases, entitled, stageTitle, straddle, noValueFor, catalogue: () => nl });

export const nl: Catalogue = {
  language: "nl",
  comparisonParts: ranking.comparisonParts,
  positionParts: ranking.positionParts,
  // the allocation's amounts are worded by `amount` and joined as they are (allocationStep.ts allocationText)
  amountsInParts: true,
  locale: "nl-NL",
  phrases,
  // a tie's note at the step its chain stopped at (engine/ties.ts): the order from the step's key, the label whole
  stopsNote: (s) => noValueFor(s.key?.order ? () => orderedKey(s.key!, orderWords.nl) : keyLabel, noValueAt(s.label)),
  placePhrases: placeWords.phrases,
  computedPhrases: entitled,
  render: {
    regime: (x) => (x.regime === null ? "Op deze aanvraag is geen regime van de regeling van toepassing." : `Regime ${q(x.title ?? x.regime)} is van toepassing.`),
    rule: (x, f) => {
      if (x.test === "eligibility") return x.met ? `Voorwaarde ${q(x.title)} is vervuld (${connectivesIn(conditionIn(x.condition, f), connectivesOf.nl)}${metValuesText(x.values, words, f)}).` : `Voorwaarde ${q(x.title)} is niet vervuld: ${failed(x.failure, f)}`;
      return x.met ? `Drempel ${q(x.title)} is gehaald (${connectivesIn(conditionIn(x.condition, f), connectivesOf.nl)}${metValuesText(x.values, words, f)}).` : `Drempel ${q(x.title)} is niet gehaald: ${failed(x.failure, f)}`;
    },
    criterion: (x, f) => (x.points === null ? `Criterium ${q(x.title)}: ${translateWhy(x.message ?? "", phrases, f)}.` : `Criterium ${q(x.title)}: ${criterionPoints(x, words, f, POINTS)}.`),
    total: (x, f) => `Totaal: ${termsText(x, words, f)}${f.count(x.points, POINTS)}.`,
    phase: (x) => `${q(x.title)}: niet beoordeeld, omdat ${x.notMet?.length ? `${x.notMet.length === 1 ? "drempel" : "de drempels"} ${andIds(x.notMet.map(q), "en")} niet ${x.notMet.length === 1 ? "is" : "zijn"} gehaald` : "de voorgaande fase niet is gehaald"}.`,
    "not-ranked": (x, f) => `Niet gerangschikt: ${translateWhy(x.reason, phrases, f)}.`,
    position: ranking.position,
    comparison: comparisonWords(ranking.comparisonParts),
    allocation: (x, f) => allocationText(x, f) + groupCapsText(x.groupCaps, "Het maximum van de groep", words, f, (w, k) => nlGroups.name(w, k).replace(/^groep /, "")) + (x.budget ? budgetFrom(x.budget, f) : ""),
    reserve: (x, f) => `${named(f, "Op de reservelijst")}${x.title !== undefined ? ` van fase ${q(stageTitle(x.title))}` : ""} geplaatst, op plaats ${x.place}.`,
    "reserve-tie": (x, f) => reserveTieWords.nl(x, x.title !== undefined ? ` van fase ${q(stageTitle(x.title))}` : "", f),
    "reserve-before": (x, f) => `Niet op ${named(f, "de reservelijst")} geplaatst: de aanvraag staat in de rangschikking vóór ${x.lastTied ? `${andIds(x.lastTied, "en")}, die gelijk staan en waarvan er één, in welke volgorde hun gelijke stand ook wordt beslist, de laatste gehonoreerde aanvraag is` : `${x.lastFunded}, de laatste gehonoreerde aanvraag`}, en de lijst begint daarna.`,
    "stage-pass": (x, f) => `${capital(translateWhy(x.why, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f))}${remainderText("nl", x, (a) => (x.places ? f.count(a.value, placeWords.places) : f.amount(a)), f)}.`,
    amount: (x, f) => amountText(x, amountWords.nl, words, f, "nl"),
    jury: (x, f) => juryText(x, juryWords.nl, words, f),
    // of places, the group's most places ("het maximum per groep"), not a subsidy's ceiling
    cap: (x, f) => `Ook ${x.places ? "het maximum per groep" : "het groepsplafond"} laat geen ruimte voor de aanvraag: ${translateWhy(x.why, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f)}.`,
    input: (x, f) => `Ongeldige invoer: ${f.raw(x.message)}`,
    stage: (x, f) => {
      const role = { stage: "fase", reservation: "reservering", admission: "toelatingsfase" }[x.role];
      const all = x.number === 1 ? "elke gerangschikte aanvraag" : x.admittedBy !== undefined ? `de aanvragen die fase ${q(stageTitle(x.admittedBy))} heeft toegelaten` : `${x.places ? (f.placeUnit === undefined ? "elke aanvraag die nog geen plaats heeft gekregen" : "elke aanvraag waaraan nog niets is toegewezen") : x.computed ? "elke aanvraag waaraan nog niets is toegekend" : "elke nog niet gehonoreerde aanvraag"}${x.leftOut ? ", behalve die een eerdere fase heeft uitgesloten" : ""}`;
      const considers = stageTakes({ ...x, considers: x.considers && connectivesIn(conditionIn(x.considers, f, undefined, x.named), connectivesOf.nl, x.named) }, (c) => `die neemt de aanvragen waarvoor geldt: ${c}; `, `die neemt ${all}; `, (c) => `die neemt alleen de aanvragen waarvoor haar voorwaarde geldt: ${c}; `);
      const budget = x.budget === null ? "het budget ervan hangt af van een gelijke stand die een eerdere fase niet beslechtte" : `${x.places ? f.count(x.budget.value, placeWords.places) : `budget ${f.amount(x.budget)}`}${budgetBrackets(x, f, unusedWorded(connectivesIn(budgetWritten(x.budgetText, f, x.named, x.places ? f.number(x.budget.value) : f.amount(x.budget)), connectivesOf.nl, x.named), x, f, (a, t) => `${a} niet benut in fase ${q(stageTitle(t))}`), cutWords(x, f, placeWords.places, named(f, "meer dan wat van het budget resteert"), "meer dan de resterende plaatsen"), metValuesText(readsIn(x.reads, connectivesOf.nl, x.named), words, f))}`;
      const held = reservationHeld("nl", x, (c, n) => connectivesIn(conditionIn(c, f, undefined, n), connectivesOf.nl, n));
      return `Beslist in ${role} ${x.number} van ${x.count}, ${q(stageTitle(x.title))}${x.member !== undefined ? `, voor ${x.memberTitle ?? x.member}` : ""}: ${held ?? considers}${budget}.`;
    },
    "stage-passed": (x, f) => reservationPassed("nl", x, (c, n) => connectivesIn(conditionIn(c, f, undefined, n), connectivesOf.nl, n), q, (v) => metValuesText(v, words, f).replace(/^ ?; /, "")),
    settlement: (x, f) => {
      const words = { max: "hoogste", min: "laagste", sum: "totale", mean: "gemiddelde", count: "aantal" } as const;
      const sets = { funded: "gehonoreerde aanvragen", ranked: "gerangschikte aanvragen" } as const;
      const values = x.values.map((v) => `${v.name.replace(/_/g, " ")} ${v.value ? f.amount(v.value) : "(geen waarde)"}, de ${words[v.fn]} ${v.field} van de ${sets[v.set]}${v.attained.length ? ` (${v.attained.join(", ")})` : ""}`);
      const of = x.of === "amount" ? "het toegekende bedrag" : x.of.replace(/_/g, " ");
      if (x.paid === null) return `Afrekening: de uit te betalen waarde kan niet worden berekend (${x.note ?? ""}); toegekend ${f.amount(x.awarded)}.`;
      const at = x.values.length === 1 && x.values[0]!.value?.value === x.paid.value;
      return at ? `Afgerekend tegen ${values[0]}, in plaats van ${of} ${f.amount(x.awarded)}.` : `Afgerekend ${f.amount(x.paid)}${values.length ? ` (berekend uit ${values.join("; ")})` : ""} in plaats van ${of} ${f.amount(x.awarded)}.`;
    },
    "no-stage": (x) => `Geen fase van de verdeling neemt deze aanvraag in behandeling (${x.stages.map((s) => `${q(stageTitle(s.title))}${s.considers ? ` neemt de aanvragen waarvoor geldt: ${s.considers}` : ""}`).join("; ")}).`,
    "not-assessed": (x, f) => `Niet ${x.computed ? "toegekend" : "verleend"}: ${closed(translateWhy(x.why, x.computed ? entitled : phrases, f))} Aanvragen worden behandeld in volgorde van ontvangst; of de aanvraag aan de voorwaarden voldoet, is niet onderzocht.`,
    aggregate: (x, f) => {
      // percentages in percent, with the sign (the fact's `percent`)
      const pc = x.percent ? words.percent : "";
      const value = x.value === null ? `kan niet worden berekend (${f.raw(x.error ?? "")})` : amountIn(x.value, f, words.moment) + pc;
      const list = x.members.map((m) => `${m.id} ${m.value === null ? "(meegeteld)" : amountIn(m.value, f, words.moment) + pc}`).join(", ");
      const left = x.left ? `; buiten beschouwing gelaten omdat ze niet in aanmerking komen: ${x.left.join(", ") || "geen"}${x.leftMore ? ` en nog ${x.leftMore}` : ""}` : "";
      // a let's aggregate by its title, as a sentence ("Het totaal van …, sum(…) over …", as English
      // says it); one without a title, "Waarde over aanvragen: best, max(…) over …" (its name as written)
      const head = x.title ? `${capital(x.title)}, ` : `Waarde over aanvragen: ${x.let ? `${x.let}, ` : ""}`;
      if (x.alone) return `${head}${x.aggregate}: ${value}, uit deze aanvraag alleen (de enige ${x.eligible ? "in aanmerking komende " : ""}aanvraag met ${x.groupBy} ${q(x.group)}).`;
      return `${head}${x.aggregate} over de ${x.eligible ? "in aanmerking komende " : ""}aanvragen met ${x.groupBy} ${q(x.group)}: ${value}, uit ${list || "geen enkele aanvraag"}${x.more ? ` en nog ${x.more}` : ""}${left}.`;
    },
    text: (x, f) => f.raw(x.text),
  },
  values: { yes: words.yes, no: words.no, notGiven: "(niet opgegeven)" },
  units: { article: "artikel {n}", section: "paragraaf {n}", paragraph: "lid {n}", subparagraph: "alinea {n}", point: "onderdeel {n}", letter: "onder {n}", indent: "streepje {n}", annex: "bijlage {n}", schedule: "bijlage {n}", part: "deel {n}", chapter: "hoofdstuk {n}" },
  words: {
    notice: "Besluit op de aanvraag",
    call: "Openstelling",
    application: "Aanvraag",
    status: "Besluit",
    position: "Plaats in de rangschikking",
    notRanked: "niet gerangschikt",
    reservePlace: (n) => `, op plaats ${n}`,
    points: "Punten",
    criterion: "Criterium",
    maximum: "Maximum",
    score: "Score",
    weight: "Weging",
    total: "Totaal",
    requested: "Gevraagd bedrag",
    computed: amountWords.nl.label,
    computedStatuses: amountWords.nl.statuses,
    computedTotal: "Berekend voor de in aanmerking genomen aanvragen",
    computedGranted: "Toegekend bedrag",
    granted: "Verleend bedrag",
    contingent: "als de gelijke stand in haar voordeel wordt beslecht",
    reasons: "Motivering",
    noReasons: "Er is geen weigeringsgrond van toepassing.",
    howDecided: "Hoe het besluit tot stand kwam",
    steps: { regime: "regime", eligibility: "voorwaarden", points: "punten", threshold: "drempel", ranking: "rangschikking", assessment: "vaststelling", allocation: "toekenning", input: "gegevens" },
    quote: q,
    legalTexts: "Aangehaalde bepalingen",
    publishedOn: "Bekendgemaakt op",
    regime: "Regime",
    statuses: {
      funded: "Subsidie verleend",
      partially_funded: "Subsidie gedeeltelijk verleend",
      pro_rata: "Subsidie naar rato verleend",
      not_funded: "Subsidie niet verleend",
      reserve: "Op de reservelijst",
      indeterminate: "Onbeslist: hangt af van een gelijke stand die de regeling niet beslecht",
      ineligible: "Aanvraag voldoet niet aan de voorwaarden",
      below_threshold: "Onder de drempel",
    },
  },
};
