// Explanations in German (see catalogue.ts), in the words of a Förderrichtlinie and of the
// decision on it, third person about the application as the other catalogues speak: the budget is
// the "Fördermittel" (deBudget.ts; of an amount the scheme computes, the "Mittel"), a grant is
// "bewilligt", the order the "Rangfolge", a tie a "Gleichstand", the reserve list the
// "Nachrückerliste", a lottery the "Losentscheid". Numbers as de-DE writes them (1.000,50 EUR).
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
import { afterUnlimited, unlimitedWords } from "./unlimited.js";
import { reserveTieWords } from "./reserveTie.js";
import type { Catalogue, Formats } from "./catalogue.js";
import { amountText } from "./amounts.js";
import { tiePhrases } from "./tieNotes.js";
import { groupPhrases, memberAmounts } from "./groups.js";
import { DE_ENTITLEMENT, DE_SUBSIDY, deBudgetPhrases, deReadings, modes, proRataPhrase, proRataWords, type DeBudgetWords } from "./deBudget.js";
import { byWeightPhrase } from "./byWeight.js";
import { deAmountWords, deGroups, deGroupsOf, deMoment, dePlaces, deTieNotes } from "./deWords.js";
import { comparisonWords, criterionPoints, termsText, metValuesText, groupCapsText, type FormWords } from "./forms.js";
import { wordedLast } from "./memoWords.js";
import { keyLabel, deRanking } from "./deRanking.js";
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
import { andIds } from "./lastTied.js";

const q = (s: string): string => `„${s}“`;
const POINTS = { one: "{n} Punkt", other: "{n} Punkte" };

const words: FormWords = {
  rounded: (p, m, v) => juryWords.de.rounded(p, m, v).replace(/^ ?; /, ", "),
  points: POINTS,
  weighted: (w, score) => `Gewichtung ${w} × ${score}`,
  scoreRange: (lo, hi) => ` (Bewertung ${lo}–${hi})`,
  onScale: (score, scale, w) => `${score}${scale ? ` (Skala ${scale[0]}–${scale[1]})` : ""} × Gewichtung ${w} = `,
  range: (min, max, f) => `, ${min} bis ${f.count(max, POINTS)}`,
  yesno: (points, condition) => `${points}, wenn ${connectivesIn(condition, connectivesOf.de)}, sonst 0`,
  or: "oder",
  otherwise: "sonst",
  and: "und",
  bandsOver: (subject) => `Staffelung nach ${subject}: `,
  bounds: { at_most: "höchstens", at_least: "mindestens", above: "über", below: "unter", exactly: "genau" },
  yes: "ja",
  no: "nein",
  absent: "fehlt",
  about: (v) => `etwa ${v}`,
  percent: " %",
  // a band is a "Bereich" (a "Stufe" is an allocation's stage)
  computedFrom: (inputs) => ` (berechnet aus ${inputs})`,
  capped: (before, bound, raised) => `${before}, ${raised ? "angehoben auf" : "begrenzt auf"} ${bound}`,
  // a label, not "berechnet aus" + a description in the nominative ("aus die vollen Jahre"): the
  // inputs are the scheme's descriptions as written, which no rule declines (cap39)
  capInputs: (inputs) => `Berechnungsgrundlage: ${inputs}`,
  subject: (subject, value, band) => `; ${subject} ist ${value}${band ? `, im Bereich ${q(band)}` : ""}`,
  against: (a, b) => `${a} gegenüber ${b}`,
  quote: q,
  // dates and moments as German writes them: "01.03.2027, 07:59:59 Uhr"
  moment: deMoment,
};

const budgetFrom = (b: TraceBudgetFrom, f: Formats): string =>
  ` Die Mittel dieser Regelung sind ${b.mode === "shared" ? `das, was die Regelung ${q(b.from)} von den gemeinsamen Fördermitteln übrig ließ` : `die von der Regelung ${q(b.from)} übrig gelassenen Mittel`}: ${f.amount(b.had)}${b.of ? ` von ${f.amount(b.of)}` : ""}.`;
const straddle = (s: TraceStraddle, f: Formats, computed?: true, places?: true): string => straddleWords.de.amounts(s, f, computed, places, placeWords.places);

const group = (word: string, key: string): string => `${word === "group" ? "" : `${word} `}${q(key)}`;
const members = (text: string, f: Formats): string => {
  const more = AND_MORE.exec(text);
  return more ? `${memberAmounts(more[1]!, f)} und ${more[2]} weitere` : memberAmounts(text, f);
};

/** a stage's title and budget as the scheme or, where it wrote none, the compiler gives them (budgetFlow.ts) */
// "die übrigen Mittel": of a subsidy and of a computed amount alike
const stageTitle = (t: string): string => (t === "the rest of the budget" ? "die übrigen Mittel" : t === "the rest of the places" ? "die übrigen Plätze" : t);
const budgetText = (t: string, v?: string): string => (t === "what is left" || t === "left" ? "was verbleibt" : t.startsWith("at least ") ? atLeastText("de", "mindestens", t.slice("at least ".length), v) : t);
/** a stage's budget as written, its decimals in the language's form as a rule's condition's (conditionWords.ts); "at least …" as budgetBrackets reads it */
const budgetWritten = (t: string, f: Formats, named?: readonly string[], v?: string): string => budgetText(t.startsWith("at least ") ? t : conditionIn(t, f, undefined, named), v);

/** a member of a group the budget straddles, which the scheme does not share, in words `w` (deBudget.ts) */
/** The cap step's group: by the scheme's title for its groups, which its reason opens with ("je Haushalt"; the engine's "group" where it has none: "der Gruppe") (words24). */
const capOf = (why: string): string => {
  const m = /^([^';]+?) '/.exec(why);
  return m && m[1] !== "group" ? `je ${m[1]}` : "der Gruppe";
};
const groupNoShare = (w: DeBudgetWords): Phrase => [GROUP_NO_SHARE, (m, f) => `passt nicht in die verbleibenden ${w.funds} ${m[1] ? `mit der Gruppe ${group(m[1], m[2]!)} (${members(m[3]!, f)}; zusammen ${amountIn(m[4]!, f)})` : `als Mitglied der Gruppe ${group(m[5]!, m[6]!)}`}, und die Richtlinie regelt nicht, wie ein Teil aufgeteilt würde`];
/** a tie the chain leaves open at a step a member has no value for (lazykeys.ts); the step named by `label` */
const noValueFor = (label: (engineLabel: string) => string, re: RegExp = NO_VALUE_FOR): Phrase => [re, (m, f, t) => `kein Wert für ${label(m[1]!)}: ${m[2]!.split(", ").map((x) => missingMemberText(x, f, t)).join(", ")}; die Richtlinie lässt einen solchen Gleichstand offen`];

const phrases: readonly Phrase[] = namedPhrases([
  [/^the allocation has no limit \(budget unlimited\)$/, () => unlimitedWords.de],
  ...groupPhrases(deGroups),
  ...tiePhrases(deTieNotes, keyLabel),
  ...deBudgetPhrases(DE_SUBSIDY, q),
  [/^the outcome depends on the order of a tie the law does not break$/, () => "das Ergebnis hängt von der Reihenfolge innerhalb eines Gleichstands ab, den die Richtlinie nicht auflöst"],
  [/^allocation stopped at an earlier application that did not fit$/, () => "die Verteilung endete bei einem früheren Antrag, der nicht passte"],
  [STAGE_STOPPED_EARLIER, (m) => `diese Stufe endete bei einem früheren Antrag, der nicht passte; ${later(laterStages.de, m[1])}`],
  [/^placed on the reserve list$/, () => "auf die Nachrückerliste gesetzt"],
  [NOT_ASSESSED_LIST_FULL, (m) => `nicht geprüft: die Nachrückerliste war voll (ihren letzten Platz erhielt ${m[1]}, eingegangen am ${deMoment(m[2]!)})`],
  [NOT_ASSESSED_LIST_FULL_BY, (m) => `nicht geprüft: die Nachrückerliste war voll (ihren letzten Platz erhielt ${m[1]}, ${q(m[2]!)}: ${deMoment(m[3]!)})`],
  [/^placed on the reserve list of stage '(.+)'$/, (m) => `auf die Nachrückerliste der Stufe ${q(stageTitle(m[1]!))} gesetzt`],
  [IN_STAGE, (m, _f, t) => `in der Stufe ${q(stageTitle(m[1]!))}: ${t(m[2]!)}`],
  [THEN_IN_STAGE, (m, _f, t) => `danach in der Stufe ${q(stageTitle(m[1]!))}: ${t(m[2]!)}`],
  [STAY_OUT, (m, _f, t) => `${t(m[1]!)} (nicht erneut berücksichtigt: was diese Stufe nicht fördert, scheidet aus)`],
  [STAGE_TIE_SHARES, (m, f, t) => `die gleichrangigen Anträge ${m[1]} überschreiten die Mittel der Stufe (${amountIn(m[2]!, f)} verbleibend, zusammen ${amountIn(m[3]!, f)} beantragt), daher teilen sie sich den Rest: ${t(m[4]!)}`],
  [STAGE_POOL_SHARES, (m, f, t) => `die Anträge der Stufe teilen sich den Rest (${amountIn(m[1]!, f)} verbleibend, zusammen ${amountIn(m[2]!, f)} beantragt): ${t(m[3]!)}`],
  [STAGE_ONE_SHARES, (m, f, t) => `der Antrag überschreitet die Mittel der Stufe (${amountIn(m[1]!, f)} verbleibend, ${amountIn(m[2]!, f)} beantragt), daher erhält er den Rest: ${t(m[3]!)}`],
  [STAGE_NOTHING_LEFT, () => "die Mittel der Stufe sind aufgebraucht: es bleibt nichts zu verteilen"],
  [GRANTED_IN_STAGES, (m) => `bewilligt, gleich in welcher Reihenfolge der Gleichstand in der Stufe ${q(stageTitle(m[1]!))} aufgelöst wird: in der Stufe ${stagesOr(m[2]!, (t) => q(stageTitle(t)), "oder")}, je nach Reihenfolge`],
  [/^(granted|not funded) whichever order the tie in stage '(.+)' takes$/, (m) => `${m[1] === "granted" ? "bewilligt" : "nicht bewilligt"}, gleich in welcher Reihenfolge der Gleichstand in der Stufe ${q(stageTitle(m[2]!))} aufgelöst wird`],
  [TIES_WHICHEVER, (m) => `${m[1] === "granted" ? "bewilligt" : "nicht bewilligt"}, gleich in welcher Reihenfolge die Gleichstände in den Stufen ${stagesListed(m[2]!, (t) => q(stageTitle(t)), "und")} aufgelöst werden`],
  [PAST_WAYS, (m) => `nicht entschieden: der Gleichstand in der Stufe ${q(stageTitle(m[1]!))} kann auf mehr Arten ausgehen, als das Programm durchrechnet`],
  [PAST_BOUND, (m) => `nicht entschieden: der Gleichstand in der Stufe ${q(stageTitle(m[1]!))} kann mehr als ${m[2]!} verschiedene Restbeträge hinterlassen, mehr als das Programm durchrechnet`],
  [/^what the earlier stages left depends on a tie the law does not break$/, () => "was die früheren Stufen übrig ließen, hängt von einem Gleichstand ab, den die Richtlinie nicht auflöst"],
  [/^no stage of the allocation considers it$/, () => "keine Stufe der Verteilung erfasst diesen Antrag"],
  [/^admitted to the next stage$/, () => "zur nächsten Stufe zugelassen"],
  [STAGE_BELOW_THRESHOLD, (m, _f, t) => `unter der Schwelle der Stufe: ${t(m[1]!)}`],
  [NOT_ADMITTED_THRESHOLD, (m) => `nicht zur nächsten Stufe zugelassen: unter der Zulassungsschwelle (${m[1]})`],
  [NOT_ADMITTED_FIRST, (m, f) => `nicht zur nächsten Stufe zugelassen: ${f.count(m[1]!, { one: "nur der erste Antrag wird", other: "nur die ersten {n} Anträge werden" })} zugelassen`],
  [NOT_ADMITTED_REACH, (m, f) => `nicht zur nächsten Stufe zugelassen: die zuvor zugelassenen Anträge erreichen bereits ${amountIn(m[1]!, f)} (${m[2]})${m[3] ? `, den Mindestbetrag, den sie erreichen müssen, und weitere Zulassungen brächten sie nur weiter von ${amountIn(m[3], f)} (${m[4]}) weg` : ""}`],
  [NOT_ADMITTED_CLOSER, (m, f) => `nicht zur nächsten Stufe zugelassen: die zuvor zugelassenen Anträge, zusammen ${amountIn(m[1]!, f)}, liegen näher an ${amountIn(m[2]!, f)} (${m[3]}) als ${amountIn(m[4]!, f)} mit dem nächsten Antrag der Rangfolge${m[5] ? ` (${m[5]})` : ""}`],
  [WITH_GROUP, (m, f, t) => `${t(m[1]!)}, ${m[2] ? `mit der Gruppe ${group(m[2], m[3]!)} (${members(m[4]!, f)}; zusammen ${amountIn(m[5]!, f)})` : `als Mitglied der Gruppe ${group(m[6]!, m[7]!)}`}`],
  groupNoShare(DE_SUBSIDY),
  [GROUP_KEY, (m, f, t) => `der Gruppenschlüssel ${m[1]} kann nicht berechnet werden: ${evaluationText(m[2]!, f, t)}`],
  [OVERSHOOT, (m) => `was die Anträge desselben Zeitpunkts beantragen (${m[1]}), übersteigt den Rest nicht`],
  // a tie of one group funded together (positionStep.ts, FINDINGS39 14)
  [/^they are one group, considered only together$/, () => "sie bilden eine Gruppe, die nur gemeinsam berücksichtigt wird"],
  [/^no order of it changes anyone's outcome$/, () => "keine Reihenfolge ändert das Ergebnis irgendeines Antrags"],
  noValueFor(keyLabel),
  [CANNOT_SCORE, (m, f, t) => `das Kriterium kann nicht bewertet werden: ${evaluationText(m[1]!, f, t)}`],
  [NOT_MET, (m, f) => `nicht erfüllt: ${m[1]}${notMetValues(m[2], f, words, "keine Punkte")}`],
  [CANNOT_ASSESS, (m, f, t) => `kann nicht geprüft werden: ${evaluationText(m[1]!, f, t)}`],
  [AMOUNT_CANNOT, (m, f, t) => `der Betrag (${m[1]}) kann nicht berechnet werden: ${evaluationText(m[2]!, f, t)}`],
  [KEY_CANNOT, (m, f, t) => `das Rangkriterium ${m[1]} kann nicht berechnet werden: ${evaluationText(m[2]!, f, t)}`],
  [FIELD_ABSENT, (m) => `das optionale Feld ${q(m[1]!)} fehlt`],
  [DIVISION_BY_ZERO, (m) => `Division durch null (${m[1]})`],
  [WEIGHT_NEGATIVE, (m, f) => `es ist negativ (${f.number(m[1]!)}): ein Losgewicht ist 0 (nicht in der Losziehung) oder mehr`],
  [WEIGHT_RANGE, (m) => `es liegt außerhalb des Bereichs der Losziehung (${m[1]}): ein Losgewicht über 0 liegt zwischen 10^-100 und 10^100`],
  [FIGURE_CANNOT, (m, f, t) => `der Betrag ${q(m[1]!)} des Kontingents ${q(m[2]!)} kann nicht berechnet werden: ${evaluationText(m[3]!, f, t)}`],
  [WEIGHT_CANNOT, (m, f, t) => `das Losgewicht ${q(m[1]!)} kann nicht berechnet werden: ${evaluationText(m[2]!, f, t)}`],
  [NEGATIVE_AMOUNT, (m, f) => `er ist negativ (${f.number(m[1]!)}): keinem Antrag kann weniger als nichts bewilligt werden`],
  [NEGATIVE_FIGURE, (m, f) => `er ist negativ (${f.number(m[1]!)}): keine Förderung entnimmt einem Kontingent weniger als nichts`],
  [NEGATIVE_WEIGHT, (m, f) => `es ist negativ (${f.number(m[1]!)}): kein Anteil ist proportional zu weniger als nichts`],
  [FIGURE, (m, f) => `der Betrag ${q(m[1]!)} des Antrags, ${amountIn(m[2]!, f)}, übersteigt die ${amountIn(m[3]!, f)}, die im Kontingent ${q(m[4]!)} verbleiben`],
  [QUOTA, (m, f) => `im Kontingent ${q(m[1]!)} verbleiben ${amountIn(m[2]!, f)}, weniger als die beantragten ${amountIn(m[3]!, f)}`],
  [QUOTA_AT_MOST, (m, f) => `im Kontingent ${q(m[1]!)} verbleiben höchstens ${amountIn(m[2]!, f)}, gleich in welcher Reihenfolge der Gleichstand fällt, weniger als die beantragten ${amountIn(m[3]!, f)}`],
  proRataPhrase(DE_SUBSIDY),
  byWeightPhrase("de", modes),
]);
/** a failed rule's reason in its step, without the default reason's "nicht erfüllt: " said twice */
const failed = (failure: string | undefined, f: Formats): string => failureWords(failure ?? "", translateWhy(failure ?? "", phrases, f, true), "nicht erfüllt: ");
/** an allocation of places in these words (deWords.ts) */
// a share of places: the coefficient's budget is the places (words32: "Fördermittel 10" was said of 10 places)
const DE_PLACE_SHARES: DeBudgetWords = { ...DE_SUBSIDY, funds: "Plätze", given: "zugeteilt", giving: "Zuteilung" };
const placeShare: Phrase = [PRO_RATA, (m, f) => proRataWords(m, f, DE_PLACE_SHARES, f.placeUnit === undefined ? "Plätze" : "verfügbar")];
const placeWords = namedPlaces(dePlaces([placeShare, ...phrases], deGroupsOf(false, true)));
/** an allocation of an amount the scheme computes (an entitlement) in these words (deBudget.ts) */
const entitled: readonly Phrase[] = namedPhrases([
  ...groupPhrases(deGroupsOf(true)),
  ...tiePhrases(deTieNotes, keyLabel),
  ...deBudgetPhrases(DE_ENTITLEMENT, q),
  groupNoShare(DE_ENTITLEMENT),
  proRataPhrase(DE_ENTITLEMENT),
  // nobody asked for the amount: it is computed (amounts.ts), as nl.ts and enComputed.ts say it
  [QUOTA, (m, f) => `im Kontingent ${q(m[1]!)} verbleiben ${amountIn(m[2]!, f)}, weniger als der berechnete Betrag von ${amountIn(m[3]!, f)}`],
  [QUOTA_AT_MOST, (m, f) => `im Kontingent ${q(m[1]!)} verbleiben höchstens ${amountIn(m[2]!, f)}, gleich in welcher Reihenfolge der Gleichstand fällt, weniger als der berechnete Betrag von ${amountIn(m[3]!, f)}`],
  [STAGE_TIE_SHARES, (m, f, t) => `die gleichrangigen Anträge ${m[1]} überschreiten die Mittel der Stufe (${amountIn(m[2]!, f)} verbleibend, zusammen ${amountIn(m[3]!, f)} berechnet), daher teilen sie sich den Rest: ${t(m[4]!)}`],
  [STAGE_POOL_SHARES, (m, f, t) => `die Anträge der Stufe teilen sich den Rest (${amountIn(m[1]!, f)} verbleibend, zusammen ${amountIn(m[2]!, f)} berechnet): ${t(m[3]!)}`],
  [STAGE_ONE_SHARES, (m, f, t) => `der Antrag überschreitet die Mittel der Stufe (${amountIn(m[1]!, f)} verbleibend, berechneter Betrag ${amountIn(m[2]!, f)}), daher erhält er den Rest: ${t(m[3]!)}`],
  [OVERSHOOT, (m) => `was für die Anträge desselben Zeitpunkts berechnet wurde (${m[1]}), übersteigt den Rest nicht`],
  ...phrases,
]);

const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
const readings = deReadings(DE_SUBSIDY);
const entitledReadings = deReadings(DE_ENTITLEMENT);

/** The boundary rule's reading, the same for every row of a call. */
const readingText = wordedLast((parameter, value) => ` Grenzregel in der Lesart des Förderaufrufs (${parameter}): ${q(value)} — ${readings[value] ?? value}.`);
const entitledReadingText = wordedLast((parameter, value) => ` Grenzregel in der Lesart des Förderaufrufs (${parameter}): ${q(value)} — ${entitledReadings[value] ?? value}.`);

function allocationText(x: Extract<TraceFact, { kind: "allocation" }>, f: Formats): string {
  // an allocation of places counts them, and says its reasons of places (deWords.ts)
  const amt = (a: TraceAmount): string => (x.places ? f.count(a.value, placeWords.places) : f.amount(a));
  const text = x.places ? x.why : proRataInUnit(x.why, x.granted.unit, x.granted.value);
  // the allocation's own share names the budget as the scheme does (the fact's `budgetTitle`)
  const own = titledShare(text, x.budgetTitle);
  const why = own ? proRataWords(own, f, x.computed ? DE_ENTITLEMENT : DE_SUBSIDY, x.budgetTitle!) : translateWhy(text, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f);
  const given = x.places ? "zugeteilt" : x.computed ? "zuerkannt" : "bewilligt";
  const rem = remainderText("de", x, amt, f);
  const reading = x.reading ? (x.computed ? entitledReadingText : readingText)(x.reading.parameter, x.reading.value) : "";
  // what was asked is worded only where the sentence says it (not for a grant in full)
  const asked = x.status === "pro_rata" || x.status === "partially_funded" || x.status === "not_funded" || x.status === "below_threshold" || x.status === "reserve" || x.status === "indeterminate" ? amt(x.requested) : "";
  // an amount the scheme computed was asked by no one (amounts.ts)
  const paren = asked && (x.computed ? deAmountWords.asked(asked) : `beantragt: ${asked}`);
  // the amount granted is worded only where the sentence says it (not for a refusal)
  const amount = x.status === "not_funded" || x.status === "below_threshold" || x.status === "reserve" || x.status === "indeterminate" ? "" : amt(x.granted);
  const of = (): string => (x.computed ? deAmountWords.of(amount, asked) : `${amount} der beantragten ${asked}`);
  switch (x.status) {
    case "pro_rata":
      return `Anteilig gekürzt ${given}, ${of()}: ${why}.`;
    case "partially_funded":
      return `Teilweise ${given}, ${of()}: ${why}${rem}.${reading}`;
    case "below_threshold":
      // a row below a stage's own threshold was never ranked by the stage: its reason alone, no "not funded (… asked)" (mendstage30)
      return `${capital(why)}${rem}.${reading}`;
    case "not_funded":
    case "reserve":
      return `Nicht ${given} (${paren}): ${why}${rem}.${reading}`;
    case "indeterminate":
      return `Nicht entschieden (${paren}): ${why}${rem}; ${x.contingentOnOffer ? `der Antrag erhielte höchstens ${amt(x.contingent!)}, je nachdem, ob ${x.contingentOnOffer} die Teilförderung annimmt` : x.contingentAtMost ? `der Antrag erhielte höchstens ${amt(x.contingent!)}, je nachdem, welche Reihenfolge der Gleichstand nimmt` : `der Antrag erhielte ${amt(x.contingent ?? { value: "0", unit: x.requested.unit })}${isOffer(x.why) ? ", wenn er die gekürzte Förderung annimmt" : ", wenn der Gleichstand zu seinen Gunsten entschieden würde"}`}.${reading}`;
    default:
      // a grant under no budget: the amount alone (drafted38 finding 8)
      let member: string | undefined;
      if (x.why === UNLIMITED || (member = afterUnlimited(x.why, why, "de")) !== undefined) return `${amount} ${given}${member ?? ""}${rem}.${reading}`;
      return `${amount} ${given}: ${why}${rem}.${reading}`;
  }
}

/** the ranking's words: a comparison's, a key's label, the position sentence (deRanking.ts) */
const ranking = deRanking({ words, q, phrases, entitled, stageTitle, straddle, noValueFor, catalogue: () => de });

export const de: Catalogue = {
  language: "de",
  comparisonParts: ranking.comparisonParts,
  positionParts: ranking.positionParts,
  // the allocation's amounts are worded by `amount` and joined as they are (allocationStep.ts allocationText)
  amountsInParts: true,
  locale: "de-DE",
  phrases,
  // a tie's note at the step its chain stopped at (engine/ties.ts): the order from the step's key, the label whole
  stopsNote: (s) => noValueFor(s.key?.order ? () => orderedKey(s.key!, orderWords.de) : keyLabel, noValueAt(s.label)),
  placePhrases: placeWords.phrases,
  computedPhrases: entitled,
  render: {
    regime: (x) => (x.regime === null ? "Auf diesen Antrag findet keine Regelung der Richtlinie Anwendung." : `Die Regelung ${q(x.title ?? x.regime)} findet Anwendung.`),
    rule: (x, f) => {
      if (x.test === "eligibility") return x.met ? `Die Voraussetzung ${q(x.title)} ist erfüllt (${connectivesIn(conditionIn(x.condition, f, deMoment), connectivesOf.de)}${metValuesText(x.values, words, f)}).` : `Die Voraussetzung ${q(x.title)} ist nicht erfüllt: ${failed(x.failure, f)}`;
      return x.met ? `Der Schwellenwert ${q(x.title)} ist erreicht (${connectivesIn(conditionIn(x.condition, f, deMoment), connectivesOf.de)}${metValuesText(x.values, words, f)}).` : `Der Schwellenwert ${q(x.title)} ist nicht erreicht: ${failed(x.failure, f)}`;
    },
    criterion: (x, f) => (x.points === null ? `Kriterium ${q(x.title)}: ${translateWhy(x.message ?? "", phrases, f)}.` : `Kriterium ${q(x.title)}: ${criterionPoints(x, words, f, POINTS)}.`),
    total: (x, f) => `Gesamtpunktzahl: ${termsText(x, words, f)}${f.count(x.points, POINTS)}.`,
    phase: (x) => `${q(x.title)}: nicht bewertet, da ${x.notMet?.length ? `${x.notMet.length === 1 ? "der Schwellenwert" : "die Schwellenwerte"} ${andIds(x.notMet.map(q), "und")} nicht erreicht ${x.notMet.length === 1 ? "wurde" : "wurden"}` : "die vorhergehende Stufe nicht bestanden wurde"}.`,
    "not-ranked": (x, f) => `Nicht in die Rangfolge aufgenommen: ${translateWhy(x.reason, phrases, f)}.`,
    position: ranking.position,
    comparison: comparisonWords(ranking.comparisonParts),
    allocation: (x, f) => allocationText(x, f) + groupCapsText(x.groupCaps, "Die Obergrenze der Gruppe", words, f, (w, k) => deGroups.name(w, k).replace(/^Gruppe /, "")) + (x.budget ? budgetFrom(x.budget, f) : ""),
    reserve: (x, f) => `${named(f, "Auf die Nachrückerliste")}${x.title !== undefined ? ` der Stufe ${q(stageTitle(x.title))}` : ""} gesetzt, auf Platz ${x.place}.`,
    "reserve-tie": (x, f) => reserveTieWords.de(x, x.title !== undefined ? ` der Stufe ${q(stageTitle(x.title))}` : "", f),
    "reserve-before": (x, f) => `Nicht auf ${named(f, "die Nachrückerliste")} gesetzt: der Antrag steht in der Rangfolge vor ${x.lastTied ? `${andIds(x.lastTied, "und")}, die gleichrangig sind und von denen, gleich in welcher Reihenfolge, einer der letzte bewilligte Antrag ist, und die Liste beginnt nach ihnen` : `${x.lastFunded}, dem letzten bewilligten Antrag, und die Liste beginnt nach diesem`}.`,
    "stage-pass": (x, f) => `${capital(translateWhy(x.why, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f))}${remainderText("de", x, (a) => (x.places ? f.count(a.value, placeWords.places) : f.amount(a)), f)}.`,
    amount: (x, f) => amountText(x, deAmountWords, words, f, "de"),
    jury: (x, f) => juryText(x, juryWords.de, words, f),
    cap: (x, f) => `Auch die Obergrenze ${capOf(x.why)} lässt keinen Raum für den Antrag: ${translateWhy(x.why, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f)}.`,
    input: (x, f) => `Ungültige Eingabe: ${f.raw(x.message)}`,
    stage: (x, f) => {
      const role = { stage: "Stufe", reservation: "Reservierung", admission: "Zulassungsstufe" }[x.role];
      const all = x.number === 1 ? "jeden Antrag der Rangfolge" : x.admittedBy !== undefined ? `die Anträge, die die Stufe ${q(stageTitle(x.admittedBy))} zugelassen hat` : `${x.places ? (f.placeUnit === undefined ? "jeden Antrag, der noch keinen Platz erhalten hat" : "jeden Antrag, dem noch nichts zugeteilt wurde") : x.computed ? "jeden Antrag, dem noch nichts zuerkannt wurde" : "jeden noch nicht geförderten Antrag"}${x.leftOut ? ", außer denen, die eine frühere Stufe ausgeschlossen hat" : ""}`;
      const considers = stageTakes({ ...x, considers: x.considers && connectivesIn(conditionIn(x.considers, f, deMoment, x.named), connectivesOf.de, x.named) }, (c) => `sie erfasst die Anträge, für die gilt: ${c}; `, `sie erfasst ${all}; `, (c) => `sie erfasst nur die Anträge, für die ihre Bedingung gilt: ${c}; `);
      const budget = x.budget === null ? "ihre Mittel hängen von einem Gleichstand ab, den eine frühere Stufe nicht aufgelöst hat" : `${x.places ? f.count(x.budget.value, placeWords.places) : `Mittel ${f.amount(x.budget)}`}${budgetBrackets(x, f, unusedWorded(connectivesIn(budgetWritten(x.budgetText, f, x.named, x.places ? f.number(x.budget.value) : f.amount(x.budget)), connectivesOf.de, x.named), x, f, (a, t) => `${a} in der Stufe ${q(stageTitle(t))} nicht gebunden`), cutWords(x, f, placeWords.places, "mehr, als von den Mitteln verbleibt", "mehr, als Plätze verbleiben"), metValuesText(readsIn(x.reads, connectivesOf.de, x.named), words, f))}`;
      const held = reservationHeld("de", x, (c, n) => connectivesIn(conditionIn(c, f, deMoment, n), connectivesOf.de, n));
      return `Entschieden in der ${role} ${x.number} von ${x.count}, ${q(stageTitle(x.title))}${x.member !== undefined ? `, für ${x.memberTitle ?? x.member}` : ""}: ${held ?? considers}${budget}.`;
    },
    "stage-passed": (x, f) => reservationPassed("de", x, (c, n) => connectivesIn(conditionIn(c, f, deMoment, n), connectivesOf.de, n), q, (v) => metValuesText(v, words, f).replace(/^ ?; /, "")),
    settlement: (x, f) => {
      const words = { max: "der Höchstwert", min: "der Mindestwert", sum: "die Summe", mean: "der Durchschnitt", count: "die Anzahl" } as const;
      const sets = { funded: "geförderten Anträgen", ranked: "Anträgen in der Rangfolge" } as const;
      const values = x.values.map((v) => `${v.name.replace(/_/g, " ")} ${v.value ? f.amount(v.value) : "(kein Wert)"}, ${words[v.fn]} von ${v.field} unter den ${sets[v.set]}${v.attained.length ? ` (${v.attained.join(", ")})` : ""}`);
      // "statt des bewilligten Betrags von 17.424,00 EUR", "statt bid 58,08 EUR" (the value replaced, by its name)
      const instead = `statt ${x.of === "amount" ? "des bewilligten Betrags von" : x.of.replace(/_/g, " ")} ${f.amount(x.awarded)}`;
      if (x.paid === null) return `Abrechnung: der auszuzahlende Wert kann nicht berechnet werden (${x.note ?? ""}); bewilligt ${f.amount(x.awarded)}.`;
      const at = x.values.length === 1 && x.values[0]!.value?.value === x.paid.value;
      return at ? `Ausgezahlt nach ${values[0]}, ${instead}.` : `Ausgezahlt ${f.amount(x.paid)}${values.length ? ` (berechnet aus ${values.join("; ")})` : ""} ${instead}.`;
    },
    "no-stage": (x) => `Keine Stufe der Verteilung erfasst diesen Antrag (${x.stages.map((s) => `${q(stageTitle(s.title))}${s.considers ? ` erfasst die Anträge, für die gilt: ${s.considers}` : ""}`).join("; ")}).`,
    "not-assessed": (x, f) => `Nicht ${x.computed ? "zuerkannt" : "bewilligt"}: ${closed(translateWhy(x.why, x.computed ? entitled : phrases, f))} Die Anträge werden in der Reihenfolge ihres Eingangs berücksichtigt; ob der Antrag die Voraussetzungen erfüllt, wurde nicht geprüft.`,
    aggregate: (x, f) => {
      // percentages in percent, with the sign (the fact's `percent`)
      const pc = x.percent ? words.percent : "";
      const value = x.value === null ? `kann nicht berechnet werden (${f.raw(x.error ?? "")})` : amountIn(x.value, f, words.moment) + pc;
      const list = x.members.map((m) => `${m.id} ${m.value === null ? "(mitgezählt)" : amountIn(m.value, f, words.moment) + pc}`).join(", ");
      const left = x.left ? `; als nicht förderfähig außer Betracht gelassen: ${x.left.join(", ") || "keine"}${x.leftMore ? ` und ${x.leftMore} weitere` : ""}` : "";
      // a let's aggregate by its title, as a sentence; one without a title, "Wert über Anträge: best, max(…) über …" (its name as written)
      const head = x.title ? `${capital(x.title)}, ` : `Wert über Anträge: ${x.let ? `${x.let}, ` : ""}`;
      if (x.alone) return `${head}${x.aggregate}: ${value}, allein aus diesem Antrag (dem einzigen ${x.eligible ? "förderfähigen " : ""}Antrag mit ${x.groupBy} ${q(x.group)}).`;
      return `${head}${x.aggregate} über die ${x.eligible ? "förderfähigen " : ""}Anträge mit ${x.groupBy} ${q(x.group)}: ${value}, aus ${list || "keinem Antrag"}${x.more ? ` und ${x.more} weiteren` : ""}${left}.`;
    },
    text: (x, f) => f.raw(x.text),
  },
  values: { yes: words.yes, no: words.no, notGiven: "(nicht angegeben)", moment: deMoment },
  units: { article: "Art. {n}", section: "§ {n}", paragraph: "Abs. {n}", subparagraph: "Unterabs. {n}", point: "Nr. {n}", letter: "Buchst. {n}", indent: "Spiegelstrich {n}", annex: "Anlage {n}", schedule: "Anlage {n}", part: "Teil {n}", chapter: "Kapitel {n}" },
  words: {
    notice: "Entscheidung über den Antrag",
    call: "Förderaufruf",
    application: "Antrag",
    status: "Entscheidung",
    position: "Rang in der Rangfolge",
    notRanked: "nicht in die Rangfolge aufgenommen",
    reservePlace: (n) => `, auf Platz ${n}`,
    points: "Punkte",
    criterion: "Kriterium",
    maximum: "Höchstpunktzahl",
    score: "Bewertung",
    weight: "Gewichtung",
    total: "Gesamt",
    requested: "Beantragter Betrag",
    computed: deAmountWords.label,
    computedStatuses: deAmountWords.statuses,
    computedTotal: "Berechnet für die berücksichtigten Anträge",
    computedGranted: "Zuerkannter Betrag",
    granted: "Bewilligter Betrag",
    contingent: "wenn der Gleichstand zu seinen Gunsten entschieden wird",
    reasons: "Begründung",
    noReasons: "Es liegt kein Ablehnungsgrund vor.",
    howDecided: "Wie die Entscheidung zustande kam",
    steps: { regime: "Regelung", eligibility: "Voraussetzung", points: "Punkte", threshold: "Schwelle", ranking: "Rangfolge", assessment: "Ermittlung", allocation: "Vergabe", input: "Angaben" },
    quote: q,
    legalTexts: "Angeführte Vorschriften",
    publishedOn: "Veröffentlicht am",
    regime: "Regelung",
    statuses: {
      funded: "Förderung bewilligt",
      partially_funded: "Förderung teilweise bewilligt",
      pro_rata: "Förderung anteilig gekürzt bewilligt",
      not_funded: "Förderung nicht bewilligt",
      reserve: "Auf der Nachrückerliste",
      indeterminate: "Nicht entschieden: hängt von einem Gleichstand ab, den die Richtlinie nicht auflöst",
      ineligible: "Nicht förderfähig",
      below_threshold: "Schwellenwert nicht erreicht",
    },
  },
};
