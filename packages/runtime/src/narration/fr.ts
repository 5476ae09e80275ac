// Explanations in French (see catalogue.ts), in the register of a "notification de décision" or
// an "arrêté d'attribution" of a call for projects (Code des relations entre le public et
// l'administration, art. L211-2 and L211-5: a refusal states its reasons in fact and in law):
// "la demande" (feminine: "Accordée", "Non retenue", "Inscrite sur la liste complémentaire"),
// "les crédits disponibles", "le classement", "ex æquo" and the "critères de départage", "au
// prorata", "le seuil", "le quota". Amounts as the fr-FR locale writes them, "20 500,00 €" (a
// narrow no-break space between the groups, the sign after a no-break space: catalogue.ts
// `currencies`); dates "1er mars 2027 à 7 h 59" (frWords.ts frMoment); citations "article 8,
// alinéa 1" (`unitJoin`). Where the words stand beside fr.ts: frWords.ts, and the ranking's
// (a comparison, a key's label, the position sentence): frRanking.ts.
import { atLeastText } from "./atLeast.js";
import { reservationHeld, reservationPassed } from "./reservationWhen.js";
import { straddleWords } from "./straddleWords.js";
import { remainderText } from "./remainder.js";
import { orderedKey, orderWords } from "./orderWords.js";
import { conditionIn, connectivesIn, connectivesOf, readsIn } from "./conditionWords.js";
import { named, namedPhrases } from "./ownNames.js";

import { unusedWorded, budgetBrackets, cutWords } from "./unusedWords.js";
import { juryText, juryWords } from "./jury.js";
import type { TraceAmount, TraceBudgetFrom, TraceFact, TraceStraddle } from "../engine/trace.js";
import { UNLIMITED } from "../engine/step.js";
import { afterUnlimited, unlimitedWords } from "./unlimited.js";
import { reserveTieWords } from "./reserveTie.js";
import type { Catalogue, Formats } from "./catalogue.js";
import { amountText, amountWords } from "./amounts.js";
import { tieNoteWords, tiePhrases } from "./tieNotes.js";
import { groupPhrases, memberAmounts } from "./groups.js";
import { frOf, frBelowTail, frComputedPhrases, frEntitledReadings, frGroups, frGroupsOf, frModes, frMoment, frPlaces, frProRata, frProRataWords, frQuote, frReadings, frStops } from "./frWords.js";
import { byWeightPhrase } from "./byWeight.js";
import { frRanking, keyLabel } from "./frRanking.js";
import { capital } from "./rankingContext.js";
import { comparisonWords, criterionPoints, termsText, metValuesText, groupCapsText, type FormWords } from "./forms.js";
import { wordedLast, textRecently } from "./memoWords.js";
import {
  evaluationText, missingMemberText, AMOUNT_CANNOT, BELOW_MINIMUM, STOPPED_AT_MINIMUM, AND_MORE, amountIn, CANNOT_ASSESS, DIVISION_BY_ZERO, FIGURE_CANNOT, WEIGHT_CANNOT, NEGATIVE_AMOUNT, NEGATIVE_FIGURE, NEGATIVE_WEIGHT, WEIGHT_NEGATIVE, WEIGHT_RANGE, FIELD_ABSENT,
  GROUP_KEY, GROUP_NO_SHARE, IN_STAGE, KEY_CANNOT, NO_VALUE_FOR, noValueAt, NOT_ADMITTED_FIRST, NOT_ADMITTED_CLOSER, NOT_ADMITTED_REACH,
  NOT_ADMITTED_THRESHOLD, NOT_ASSESSED, NOT_ASSESSED_STOPPED, NOT_ASSESSED_BELOW_MINIMUM, NOT_ASSESSED_BELOW_MINIMUM_BY, NOT_ASSESSED_BY, NOT_ASSESSED_BY_LOT, NOT_ASSESSED_STOPPED_BY,
  NOR_BUDGET, OVERSHOOT, FULL_AGAIN, QUOTA, FIGURE, QUOTA_AT_MOST, REGIME_LEFT_OPEN, STAY_OUT, THEN_IN_STAGE, translateWhy, proRataInUnit,
  type Phrase, WITH_GROUP, STAGE_TIE_SHARES, STAGE_POOL_SHARES, STAGE_ONE_SHARES, STAGE_SHARED_AT, STAGE_USED_BEFORE, STAGE_NOTHING_LEFT, stageTakes, titledShare,
  NOT_ASSESSED_LIST_FULL, NOT_ASSESSED_LIST_FULL_BY, PAST_BOUND, PAST_WAYS, stagesListed, TIES_WHICHEVER, STAGE_STOPPED_AT_MINIMUM, STAGE_BELOW_THRESHOLD, later, laterStages,
  STAGE_STOPPED_EARLIER, AT_MINIMUM, DECLINED, OFFERED, STOPPED_DECLINED, STAGE_STOPPED_DECLINED, HELD, OPEN_ON_OFFER, GRANTED_IN_STAGES, stagesOr, STAGE_PASSED_EARLIER, STAGE_REACHED_EARLIER, isOffer, closed } from "./whys.js";
import { CANNOT_SCORE, failureWords, NOT_MET, notMetValues } from "./notMetWords.js";
import { andIds } from "./lastTied.js";

/** a name in French quotation marks (the last few kept: rows quote the same titles) */
const q = textRecently(frQuote);
/** French takes the singular for 0 and 1 (and 1,5): Intl's fr "one" */
const POINTS = { one: "{n} point", other: "{n} points" };

const words: FormWords = {
  rounded: (p, m, v) => juryWords.fr.rounded(p, m, v).replace(/^ ?; /, ", "),
  points: POINTS,
  weighted: (w, score) => `coefficient ${w} × ${score}`,
  scoreRange: (lo, hi) => ` (note de ${lo} à ${hi})`,
  onScale: (score, scale, w) => `${score}${scale ? ` (échelle de ${scale[0]} à ${scale[1]})` : ""} × coefficient ${w} = `,
  range: (min, max, f) => `, de ${min} à ${f.count(max, POINTS)}`,
  yesno: (points, condition) => `${points} si ${connectivesIn(condition, connectivesOf.fr)} ; sinon, 0`,
  or: "ou",
  otherwise: "sinon",
  and: "et",
  bandsOver: (subject) => `tranches de ${subject} : `,
  bounds: { at_most: "au plus", at_least: "au moins", above: "plus de", below: "moins de", exactly: "exactement" },
  yes: "oui",
  no: "non",
  absent: "sans valeur",
  about: (v) => `environ ${v}`,
  percent: "\u00a0%",
  computedFrom: (inputs) => ` (calculé à partir de ${inputs})`,
  capped: (before, bound, raised) => `${before}, ${raised ? "porté à" : "plafonné à"} ${bound}`,
  // a label, not "à partir de" + a description ("de les années": "des"; cap39)
  capInputs: (inputs) => `base de calcul : ${inputs}`,
  subject: (subject, value, band) => ` ; ${subject} vaut ${value}${band ? `, dans la tranche ${q(band)}` : ""}`,
  against: (a, b) => `${a} contre ${b}`,
  quote: q,
  moment: frMoment,
  // a space before the colon, as French sets it ("total : 14 points")
  colon: " : ",
};

const budgetFrom = (b: TraceBudgetFrom, f: Formats): string =>
  ` Les crédits de ce régime sont ${b.mode === "shared" ? `la part des crédits communs laissée par le régime ${q(b.from)}` : `les crédits laissés par le régime ${q(b.from)}`} : ${f.amount(b.had)}${b.of ? ` sur ${f.amount(b.of)}` : ""}.`;
const straddle = (s: TraceStraddle, f: Formats, computed?: true, places?: true): string => straddleWords.fr.amounts(s, f, computed, places, placeWords.places);

const group = (word: string, key: string): string => `${word === "group" ? "le groupe" : word} ${q(key)}`;
const members = (text: string, f: Formats): string => {
  const more = AND_MORE.exec(text);
  return more ? `${memberAmounts(more[1]!, f)} et ${more[2]} autres` : memberAmounts(text, f);
};

/** a stage's title and budget as the scheme or, where it wrote none, the compiler gives them (budgetFlow.ts) */
const stageTitle = (t: string): string => (t === "the rest of the budget" ? "le reste des crédits" : t === "the rest of the places" ? "le reste des places" : t);
/** (the compiler's "the envelope: Finistère", a member's budget, with the space French sets before the colon) */
const budgetText = (t: string, v?: string): string => (t === "what is left" || t === "left" ? "le solde" : t.startsWith("at least ") ? atLeastText("fr", "au moins", t.slice("at least ".length), v) : t.replace(/(\S): /g, "$1 : "));
/** a stage's budget as written, its decimals in the language's form as a rule's condition's (conditionWords.ts); "at least …" as budgetBrackets reads it */
const budgetWritten = (t: string, f: Formats, named?: readonly string[], v?: string): string => budgetText(t.startsWith("at least ") ? t : conditionIn(t, f, undefined, named), v);

/** a tie the chain leaves open at a step a member has no value for (lazykeys.ts); the step named by `label` */
const noValueFor = (label: (engineLabel: string) => string, re: RegExp = NO_VALUE_FOR): Phrase => [re, (m, f, t) => `sans valeur pour le critère ${label(m[1]!)} : ${m[2]!.split(", ").map((x) => missingMemberText(x, f, t)).join(", ")} ; le règlement ne départage pas cette égalité`];

const phrases: readonly Phrase[] = [
  ...groupPhrases(frGroups),
  ...namedPhrases(tiePhrases(tieNoteWords.fr, keyLabel)),
  [/^fits in the remaining budget$/, () => "entre dans la limite des crédits restants"],
  [/^the allocation has no limit \(budget unlimited\)$/, () => unlimitedWords.fr],
  [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, () => "entre dans la limite des crédits restants et les épuise exactement : l'attribution prend fin après cette demande"],
  [/^reaches the budget: funded in full beyond it, and allocation stops after it$/, () => "atteint la limite des crédits : l'aide entière est accordée au-delà, et l'attribution prend fin après cette demande"],
  ...frStops,
  [/^does not fit in the remaining budget; passed over$/, () => "n'entre pas dans la limite des crédits restants ; elle est écartée"],
  [/^granted the remaining budget in part$/, () => "le solde des crédits lui est accordé en partie"],
  [/^the budget is exhausted$/, () => "les crédits sont épuisés"],
  [/^awarded in full at the boundary, beyond the budget$/, () => "accordée en entier à la limite, au-delà des crédits"],
  [/^the outcome depends on the order of a tie the law does not break$/, () => "l'issue dépend de l'ordre d'une égalité que le règlement ne départage pas"],
  [/^the budget was reached by the applications before it: allocation stops$/, () => "les demandes précédentes ont atteint la limite des crédits : l'attribution prend fin"],
  [/^allocation stopped at an earlier application that did not fit$/, () => "l'attribution a pris fin à une demande précédente qui n'entrait pas dans la limite des crédits"],
  [STAGE_STOPPED_EARLIER, (m) => `cette étape a pris fin à une demande précédente qui n'entrait pas dans la limite des crédits ; ${later(laterStages.fr, m[1])}`],
  [/^the requests do not exceed the budget: funded in full$/, () => "les montants demandés n'excèdent pas les crédits : ils sont accordés en entier"],
  [FULL_AGAIN, (m, f) => `sans les parts inférieures au montant minimal de ${amountIn(m[1]!, f)}, les montants demandés n'excèdent pas les crédits : ils sont accordés en entier`],
  [/^the budget was reached by (.+); nothing is funded after it$/, (m) => `les crédits ont été atteints par la demande ${m[1]} ; aucune demande suivante n'est aidée`],
  [/^the budget was reached before (.+); nothing is funded from there on$/, (m) => `les crédits ont été atteints avant la demande ${m[1]} ; aucune demande n'est aidée à partir de celle-ci`],
  [/^the budget was used up by the partial grant to (.+)$/, (m) => `les crédits ont été épuisés par l'aide partielle accordée à la demande ${m[1]}`],
  [/^the budget was used up before (.+)$/, (m) => `les crédits ont été épuisés avant la demande ${m[1]}`],
  [BELOW_MINIMUM, (m, f) => `le solde, ${amountIn(m[1]!, f)}, est inférieur au montant minimal d'une aide partielle, ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)}\u00a0% du montant demandé)` : ""} ; ${frBelowTail(m[4]!)}`],
  [STOPPED_AT_MINIMUM, (m) => `l'attribution a pris fin à la demande ${m[1]}, pour laquelle le solde était inférieur au montant minimal d'une aide partielle`],
  [STAGE_STOPPED_AT_MINIMUM, (m) => `cette étape a pris fin à la demande ${m[1]}, pour laquelle le solde était inférieur au montant minimal d'une aide partielle ; ${later(laterStages.fr, m[2])}`],
  // the minimum met (step.ts atMinimum), shown as BELOW_MINIMUM shows it failed
  [AT_MINIMUM, (m, f) => `le solde des crédits lui est accordé en partie : ce solde, ${amountIn(m[1]!, f)}, atteint le montant minimal d'une aide partielle, ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)}\u00a0% du montant demandé)` : ""}`],
  // the applicant's consent to a reduced award (law32, engine/consent.ts)
  [STOPPED_DECLINED, (m) => `l'attribution a pris fin à la demande ${m[1]}, dont le porteur a refusé l'aide réduite`],
  [STAGE_STOPPED_DECLINED, (m) => `cette étape a pris fin à la demande ${m[1]}, dont le porteur a refusé l'aide réduite ; ${later(laterStages.fr, m[2])}`],
  [HELD, (m) => `le solde des crédits est réservé à la demande ${m[1]}, à laquelle il a été proposé au titre d'une aide partielle`],
  [OPEN_ON_OFFER, (m) => `son issue dépend de la réponse de ${m[1]} à l'offre d'une aide partielle, qui n'est pas enregistrée`],
  [DECLINED, (m, f) => `le porteur a refusé l'aide réduite de ${amountIn(m[1]!, f)} qui lui était proposée ; ${frBelowTail(m[2]!)}`],
  [OFFERED, (m, f) => `le solde, ${amountIn(m[1]!, f)}, lui est proposé au titre d'une aide partielle ; sa réponse (${m[2]}) n'est pas renseignée : l'issue en dépend`],
  [STAGE_PASSED_EARLIER, (m) => `l'aide entière accordée à une demande précédente a dépassé les crédits, et cette étape prend fin à celle-ci ; ${later(laterStages.fr, m[1])}`],
  [STAGE_REACHED_EARLIER, (m) => `une demande précédente a atteint la limite des crédits et a été aidée en entier ; aucune autre demande n'est aidée à cette étape ; ${later(laterStages.fr, m[1])}`],
  [/^the budget was passed by a grant in full to an earlier application, and the allocation stops there$/, () => "l'aide entière accordée à une demande précédente a dépassé les crédits, et l'attribution prend fin à celle-ci"],
  [/^an earlier application reached the budget and was funded in full; nothing is funded after it$/, () => "une demande précédente a atteint la limite des crédits et a été aidée en entier ; aucune demande suivante n'est aidée"],
  [/^the budget was passed by the grant in full to (.+), and the allocation stops there$/, (m) => `l'aide entière accordée à la demande ${m[1]} a dépassé les crédits, et l'attribution prend fin à celle-ci`],
  [/^placed on the reserve list$/, (_m, f) => named(f, "inscrite sur la liste complémentaire")],
  [NOT_ASSESSED_LIST_FULL, (m, f) => `non examinée : ${named(f, "la liste complémentaire")} était complète (son dernier rang est revenu à la demande ${m[1]}, reçue le ${frMoment(m[2]!)})`],
  [NOT_ASSESSED_LIST_FULL_BY, (m, f) => `non examinée : ${named(f, "la liste complémentaire")} était complète (son dernier rang est revenu à la demande ${m[1]}, ${q(m[2]!)} : ${frMoment(m[3]!)})`],
  [/^placed on the reserve list of stage '(.+)'$/, (m, f) => `${named(f, "inscrite sur la liste complémentaire")} de l'étape ${q(stageTitle(m[1]!))}`],
  [IN_STAGE, (m, _f, t) => `à l'étape ${q(stageTitle(m[1]!))} : ${t(m[2]!)}`],
  [THEN_IN_STAGE, (m, _f, t) => `puis, à l'étape ${q(stageTitle(m[1]!))} : ${t(m[2]!)}`],
  [STAY_OUT, (m, _f, t) => `${t(m[1]!)} (elle n'est pas réexaminée : les demandes que cette étape n'aide pas en sont exclues)`],
  [STAGE_TIE_SHARES, (m, f, t) => `les demandes ex æquo ${m[1]} excèdent les crédits de l'étape (il restait ${amountIn(m[2]!, f)}, demandés ensemble ${amountIn(m[3]!, f)}) : elles se partagent le solde : ${t(m[4]!)}`],
  [STAGE_POOL_SHARES, (m, f, t) => `les demandes de l'étape se partagent le solde (il restait ${amountIn(m[1]!, f)}, demandés ensemble ${amountIn(m[2]!, f)}) : ${t(m[3]!)}`],
  [STAGE_ONE_SHARES, (m, f, t) => `la demande excède les crédits de l'étape (il restait ${amountIn(m[1]!, f)}, demandés ${amountIn(m[2]!, f)}) : elle reçoit le solde : ${t(m[3]!)}`],
  [STAGE_SHARED_AT, (m) => `les crédits de l'étape ont été répartis au prorata entre les demandes ${m[1]} ; aucune demande suivante n'est aidée`],
  [STAGE_USED_BEFORE, (m) => `les crédits de l'étape ont été épuisés avant la demande ${m[1]} ; aucune demande n'est aidée à partir de celle-ci`],
  [STAGE_NOTHING_LEFT, () => "les crédits de l'étape sont épuisés : il ne reste rien à répartir"],
  [/^(granted|not funded) whichever order the tie in stage '(.+)' takes$/, (m) => `${m[1] === "granted" ? "accordée" : "non retenue"} quel que soit l'ordre des ex æquo à l'étape ${q(stageTitle(m[2]!))}`],
  [GRANTED_IN_STAGES, (m) => `accordée quel que soit l'ordre des ex æquo à l'étape ${q(stageTitle(m[1]!))} : à l'étape ${stagesOr(m[2]!, (t) => q(stageTitle(t)), "ou")}, selon cet ordre`],
  [TIES_WHICHEVER, (m) => `${m[1] === "granted" ? "accordée" : "non retenue"} quel que soit l'ordre des ex æquo aux étapes ${stagesListed(m[2]!, (t) => q(stageTitle(t)), "et")}`],
  [PAST_WAYS, (m) => `en suspens : l'égalité à l'étape ${q(stageTitle(m[1]!))} peut être départagée de plus de manières que le programme n'en calcule`],
  [PAST_BOUND, (m) => `en suspens : l'égalité à l'étape ${q(stageTitle(m[1]!))} peut laisser plus de ${m[2]!} soldes différents des crédits, plus que le programme n'en calcule`],
  [/^what the earlier stages left depends on a tie the law does not break$/, () => "ce que les étapes précédentes ont laissé dépend d'une égalité que le règlement ne départage pas"],
  [/^no stage of the allocation considers it$/, () => "aucune étape de l'attribution ne l'examine"],
  [/^admitted to the next stage$/, () => "admise à l'étape suivante"],
  [STAGE_BELOW_THRESHOLD, (m, _f, t) => `sous le seuil de l'étape : ${t(m[1]!)}`],
  [NOT_ADMITTED_THRESHOLD, (m) => `non admise à l'étape suivante : sous le seuil d'admission (${m[1]})`],
  [NOT_ADMITTED_FIRST, (m, f) => `non admise à l'étape suivante : ${f.count(m[1]!, { one: "seule la première demande est admise", other: "seules les {n} premières sont admises" })}`],
  [NOT_ADMITTED_REACH, (m, f) => `non admise à l'étape suivante : les demandes admises avant elle atteignent déjà ${amountIn(m[1]!, f)} (${m[2]})${m[3] ? `, le minimum qu'elles doivent atteindre, et en admettre davantage ne ferait que les éloigner de ${amountIn(m[3], f)} (${m[4]})` : ""}`],
  [NOT_ADMITTED_CLOSER, (m, f) => `non admise à l'étape suivante : les demandes admises avant elle, au total ${amountIn(m[1]!, f)}, sont plus proches de ${amountIn(m[2]!, f)} (${m[3]}) que ${amountIn(m[4]!, f)} avec la suivante du classement${m[5] ? ` (${m[5]})` : ""}`],
  [REGIME_LEFT_OPEN, (m) => `ce que le régime ${q(m[1]!)} a laissé des crédits dépend d'une égalité que le règlement ne départage pas`],
  [WITH_GROUP, (m, f, t) => `${t(m[1]!)}, ${m[2] ? `avec ${group(m[2], m[3]!)} (${members(m[4]!, f)} ; au total ${amountIn(m[5]!, f)})` : `en tant que membre ${frOf(group(m[6]!, m[7]!))}`}`],
  [GROUP_NO_SHARE, (m, f) => `n'entre pas dans la limite des crédits restants ${m[1] ? `avec ${group(m[1], m[2]!)} (${members(m[3]!, f)} ; au total ${amountIn(m[4]!, f)})` : `en tant que membre ${frOf(group(m[5]!, m[6]!))}`}, et le règlement ne dit pas comment une part serait répartie`],
  [GROUP_KEY, (m, f, t) => `la clé de groupe ${m[1]} ne peut être calculée : ${evaluationText(m[2]!, f, t)}`],
  [NOT_ASSESSED_STOPPED_BY, (m) => `non examinée : l'attribution a pris fin avant elle dans l'ordre de ${q(m[1]!)} (à la demande ${m[2]}, ${q(m[1]!)} : ${frMoment(m[3]!)}, qui n'entrait pas dans la limite des crédits restants)`],
  [NOT_ASSESSED_BY_LOT, (m) => `non examinée : les crédits ont été épuisés avant elle dans l'ordre de ${m[1] !== undefined ? q(m[1]) : "réception"} : le tirage au sort entre les demandes ${m[1] !== undefined ? "" : "reçues "}${m[2] === "day" ? (m[1] !== undefined ? "du même jour" : "le même jour") : m[1] !== undefined ? "du même moment" : "au même moment"} (${frMoment(m[3]!)}) l'a placée après la demande ${m[4]}, qui a atteint la limite.`],
  [NOT_ASSESSED_BY, (m) => `non examinée : les crédits ont été épuisés avant elle dans l'ordre de ${q(m[1]!)} (la limite a été atteinte par la demande ${m[2]}, ${q(m[1]!)} : ${frMoment(m[3]!)})`],
  [NOT_ASSESSED_STOPPED, (m) => `non examinée : l'attribution a pris fin avant sa réception (à la demande ${m[1]}, reçue le ${frMoment(m[2]!)}, qui n'entrait pas dans la limite des crédits restants)`],
  [NOT_ASSESSED_BELOW_MINIMUM_BY, (m) => `non examinée : l'attribution a pris fin avant elle dans l'ordre de ${q(m[1]!)} (à la demande ${m[2]}, ${q(m[1]!)} : ${frMoment(m[3]!)}, pour laquelle le solde était inférieur au montant minimal d'une aide partielle)`],
  [NOT_ASSESSED_BELOW_MINIMUM, (m) => `non examinée : l'attribution a pris fin avant sa réception (à la demande ${m[1]}, reçue le ${frMoment(m[2]!)}, pour laquelle le solde était inférieur au montant minimal d'une aide partielle)`],
  [NOT_ASSESSED, (m) => `non examinée : les crédits ont été épuisés avant sa réception (la limite a été atteinte par la demande ${m[1]}, reçue le ${frMoment(m[2]!)})`],
  [OVERSHOOT, (m) => `ce que demandent les demandes reçues au même moment (${m[1]}) n'excède pas les crédits restants`],
  // a tie of one group funded together (positionStep.ts, FINDINGS39 14)
  [/^they are one group, considered only together$/, () => "elles forment un même groupe, retenu ou écarté en entier"],
  [/^no order of it changes anyone's outcome$/, () => "aucun ordre de ces ex æquo ne change l'issue d'aucune demande"],
  [/^it does not straddle the budget$/, () => "elle ne franchit pas la limite des crédits"],
  noValueFor(keyLabel),
  [CANNOT_SCORE, (m, f, t) => `ne peut être notée : ${evaluationText(m[1]!, f, t)}`],
  [NOT_MET, (m, f) => `non remplie : ${m[1]}${notMetValues(m[2], f, words, "aucun point")}`],
  [CANNOT_ASSESS, (m, f, t) => `ne peut être examinée : ${evaluationText(m[1]!, f, t)}`],
  [AMOUNT_CANNOT, (m, f, t) => `le montant (${m[1]}) ne peut être calculé : ${evaluationText(m[2]!, f, t)}`],
  [KEY_CANNOT, (m, f, t) => `le critère de départage ${m[1]} ne peut être calculé : ${evaluationText(m[2]!, f, t)}`],
  [FIELD_ABSENT, (m) => `la valeur du champ facultatif ${q(m[1]!)} n'est pas renseignée`],
  [DIVISION_BY_ZERO, (m) => `division par zéro (${m[1]})`],
  [WEIGHT_NEGATIVE, (m, f) => `il est négatif (${f.number(m[1]!)}) : un poids au tirage au sort vaut 0 (hors du tirage) ou plus`],
  [WEIGHT_RANGE, (m) => `il est hors des limites du tirage (${m[1]}) : un poids au tirage au sort supérieur à 0 est compris entre 10^-100 et 10^100`],
  [FIGURE_CANNOT, (m, f, t) => `le montant ${q(m[1]!)} du quota ${q(m[2]!)} ne peut être calculé : ${evaluationText(m[3]!, f, t)}`],
  [WEIGHT_CANNOT, (m, f, t) => `le poids au tirage au sort ${q(m[1]!)} ne peut être calculé : ${evaluationText(m[2]!, f, t)}`],
  [NEGATIVE_AMOUNT, (m, f) => `il est négatif (${f.number(m[1]!)}) : aucune demande ne peut se voir accorder moins que rien`],
  [NEGATIVE_FIGURE, (m, f) => `il est négatif (${f.number(m[1]!)}) : aucune aide ne prélève moins que rien sur un quota`],
  [NEGATIVE_WEIGHT, (m, f) => `il est négatif (${f.number(m[1]!)}) : aucune part n'est proportionnelle à moins que rien`],
  [FIGURE, (m, f) => `son montant ${q(m[1]!)}, ${amountIn(m[2]!, f)}, dépasse les ${amountIn(m[3]!, f)} qui restent au quota ${q(m[4]!)}`],
  [QUOTA, (m, f) => `il reste au quota ${q(m[1]!)} ${amountIn(m[2]!, f)}, moins que les ${amountIn(m[3]!, f)} demandés`],
  [QUOTA_AT_MOST, (m, f) => `il reste au quota ${q(m[1]!)} au plus ${amountIn(m[2]!, f)}, quel que soit l'ordre des ex æquo, moins que les ${amountIn(m[3]!, f)} demandés`],
  [NOR_BUDGET, () => "elle n'entre pas non plus dans la limite des crédits restants"],
  frProRata("du montant demandé"),
  byWeightPhrase("fr", frModes),
];
/** a failed rule's reason in its step, without the default reason's "non remplie : " said twice */
const failed = (failure: string | undefined, f: Formats): string => failureWords(failure ?? "", translateWhy(failure ?? "", phrases, f, true), "non remplie : ");
/** an allocation of places in these words (frWords.ts) */
const placeWords = frPlaces(phrases, frGroupsOf(false, true));
/** an allocation of an amount the scheme computes (an entitlement) in these words (frWords.ts) */
const entitled: readonly Phrase[] = frComputedPhrases(
  [
    [QUOTA, (m, f) => `il reste au quota ${q(m[1]!)} ${amountIn(m[2]!, f)}, moins que le montant calculé de ${amountIn(m[3]!, f)}`],
    [QUOTA_AT_MOST, (m, f) => `il reste au quota ${q(m[1]!)} au plus ${amountIn(m[2]!, f)}, quel que soit l'ordre des ex æquo, moins que le montant calculé de ${amountIn(m[3]!, f)}`],
    frProRata("du montant calculé"),
    ...phrases,
  ],
  keyLabel,
);

/** the ranking's words: a comparison's, a key's label, the position sentence (frRanking.ts) */
const ranking = frRanking({ words, q, phrases, entitled, stageTitle, straddle, noValueFor, catalogue: () => fr });

/** The boundary rule's reading, the same for every row of a call. */
const readingText = wordedLast((parameter, value) => ` Règle de la limite des crédits selon l'appel à projets (${parameter}) : ${q(value)} — ${frReadings[value] ?? value}.`);
const entitledReadingText = wordedLast((parameter, value) => ` Règle de la limite des crédits selon l'appel à projets (${parameter}) : ${q(value)} — ${frEntitledReadings[value] ?? value}.`);

function allocationText(x: Extract<TraceFact, { kind: "allocation" }>, f: Formats): string {
  // an allocation of places counts them, and says its reasons of places (frWords.ts)
  const amt = (a: TraceAmount): string => (x.places ? f.count(a.value, placeWords.places) : f.amount(a));
  const text = x.places ? x.why : proRataInUnit(x.why, x.granted.unit, x.granted.value);
  // the allocation's own share names the budget as the scheme does (the fact's `budgetTitle`)
  const own = titledShare(text, x.budgetTitle);
  const why = own ? frProRataWords(own, f, x.computed ? "du montant calculé" : "du montant demandé", x.budgetTitle) : translateWhy(text, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f);
  const rem = remainderText("fr", x, amt, f);
  const reading = x.reading ? (x.computed ? entitledReadingText : readingText)(x.reading.parameter, x.reading.value) : "";
  // what was asked is worded only where the sentence says it (not for a grant in full)
  const asked = x.status === "pro_rata" || x.status === "partially_funded" || x.status === "not_funded" || x.status === "below_threshold" || x.status === "reserve" || x.status === "indeterminate" ? amt(x.requested) : "";
  // an amount the scheme computed was asked by no one (amounts.ts)
  const paren = asked && (x.computed ? amountWords.fr.asked(asked) : x.places ? `demande : ${asked}` : `montant demandé : ${asked}`);
  // the amount granted is worded only where the sentence says it (not for a refusal)
  const amount = x.status === "not_funded" || x.status === "below_threshold" || x.status === "reserve" || x.status === "indeterminate" ? "" : amt(x.granted);
  const given = x.places ? "Attribuée" : "Accordée";
  // "sur les 300,00 € demandés", "sur les 3 places demandées"; a unit of the scheme's own: "sur la quantité demandée (3 kW)"
  const ofAsked = !x.places ? `sur les ${asked} demandés` : f.placeUnit === undefined ? `sur les ${asked} demandées` : `sur la quantité demandée (${asked})`;
  switch (x.status) {
    case "pro_rata":
      return `${given} au prorata : ${x.computed ? amountWords.fr.of(amount, asked) : `${amount} ${ofAsked}`} ; ${why}.`;
    case "partially_funded":
      return `${given} partiellement : ${x.computed ? amountWords.fr.of(amount, asked) : `${amount} ${ofAsked}`} ; ${why}${rem}.${reading}`;
    case "below_threshold": // never ranked by the stage: its reason alone
      return `${capital(why)}${rem}.${reading}`;
    case "not_funded":
    case "reserve":
      return `Non ${x.places ? "attribuée" : "retenue"} (${paren}) : ${why}${rem}.${reading}`;
    case "indeterminate":
      return `En suspens (${paren}) : ${why}${rem} ; ${x.contingentOnOffer ? `elle recevrait au plus ${amt(x.contingent!)}, selon que ${x.contingentOnOffer} accepte ou non l'aide partielle` : x.contingentAtMost ? `elle recevrait au plus ${amt(x.contingent!)}, selon l'ordre que prend l'égalité` : `elle recevrait ${amt(x.contingent ?? { value: "0", unit: x.requested.unit })}${isOffer(x.why) ? " si elle acceptait l'aide réduite" : " si l'égalité était départagée en sa faveur"}`}.${reading}`;
    default:
      // a grant under no budget: the amount alone (drafted38 finding 8)
      let member: string | undefined;
      if (x.why === UNLIMITED || (member = afterUnlimited(x.why, why, "fr")) !== undefined) return `${given} : ${amount}${member ?? ""}${rem}.${reading}`;
      return `${given} : ${amount} ; ${why}${rem}.${reading}`;
  }
}

export const fr: Catalogue = {
  language: "fr",
  comparisonParts: ranking.comparisonParts,
  positionParts: ranking.positionParts,
  // the allocation's amounts are worded by `amount` and joined as they are (allocationStep.ts allocationText)
  amountsInParts: true,
  locale: "fr-FR",
  // "20 500,00 €": the sign after the figure, a no-break space between (catalogue.ts `currencies`)
  currencies: { EUR: "€" },
  phrases,
  // a tie's note at the step its chain stopped at (engine/ties.ts): the order from the step's key, the label whole
  stopsNote: (s) => noValueFor(s.key?.order ? () => orderedKey(s.key!, orderWords.fr) : keyLabel, noValueAt(s.label)),
  placePhrases: placeWords.phrases,
  computedPhrases: entitled,
  render: {
    regime: (x) => (x.regime === null ? "Aucun régime ne s'applique à cette demande." : `Le régime ${q(x.title ?? x.regime)} s'applique.`),
    rule: (x, f) => {
      const word = x.test === "eligibility" ? "La condition d'éligibilité" : "Le seuil";
      const met = x.test === "eligibility" ? "remplie" : "atteint";
      return x.met ? `${word} ${q(x.title)} est ${met} (${connectivesIn(conditionIn(x.condition, f, frMoment), connectivesOf.fr)}${metValuesText(x.values, words, f)}).` : `${word} ${q(x.title)} n'est pas ${met} : ${failed(x.failure, f)}`;
    },
    criterion: (x, f) => (x.points === null ? `Critère ${q(x.title)} : ${translateWhy(x.message ?? "", phrases, f)}.` : `Critère ${q(x.title)} : ${criterionPoints(x, words, f, POINTS)}.`),
    total: (x, f) => `Note totale : ${termsText(x, words, f)}${f.count(x.points, POINTS)}.`,
    phase: (x) => `${q(x.title)} : pas d'évaluation, ${x.notMet?.length ? `${x.notMet.length === 1 ? "le seuil" : "les seuils"} ${andIds(x.notMet.map(q), "et")} n'étant pas ${x.notMet.length === 1 ? "atteint" : "atteints"}` : "la phase précédente n'ayant pas été réussie"}.`,
    "not-ranked": (x, f) => `Non classée : ${translateWhy(x.reason, phrases, f)}.`,
    position: ranking.position,
    comparison: comparisonWords(ranking.comparisonParts),
    allocation: (x, f) => allocationText(x, f) + groupCapsText(x.groupCaps, "Le plafond de son groupe", words, f, (t, k) => `${t ?? "groupe"} ${q(k)}`) + (x.budget ? budgetFrom(x.budget, f) : ""),
    reserve: (x, f) => `${named(f, "Inscrite sur la liste complémentaire")}${x.title !== undefined ? ` de l'étape ${q(stageTitle(x.title))}` : ""}, au rang ${x.place}.`,
    "reserve-tie": (x, f) => reserveTieWords.fr(x, x.title !== undefined ? ` de l'étape ${q(stageTitle(x.title))}` : "", f),
    "reserve-before": (x, f) => `${named(f, "Non inscrite sur la liste complémentaire")} : elle est classée avant ${x.lastTied ? `${andIds(x.lastTied, "et")}, à égalité, dont l'une est, quel que soit l'ordre entre elles, la dernière demande retenue, et la liste commence après elles` : `${x.lastFunded}, la dernière demande retenue, et la liste commence après elle`}.`,
    "stage-pass": (x, f) => `${capital(translateWhy(x.why, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f))}${remainderText("fr", x, (a) => (x.places ? f.count(a.value, placeWords.places) : f.amount(a)), f)}.`,
    amount: (x, f) => amountText(x, amountWords.fr, words, f, "fr"),
    jury: (x, f) => juryText(x, juryWords.fr, words, f),
    cap: (x, f) => `Le plafond de son groupe ne lui laisse pas non plus de marge : ${translateWhy(x.why, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f)}.`,
    input: (x, f) => `Données non valides : ${f.raw(x.message)}`,
    stage: (x, f) => {
      const role = { stage: "l'étape", reservation: "la réservation", admission: "l'étape d'admission" }[x.role];
      const all = x.number === 1 ? "toutes les demandes classées" : x.admittedBy !== undefined ? `les demandes admises par l'étape ${q(stageTitle(x.admittedBy))}` : `${x.places ? (f.placeUnit === undefined ? "toutes les demandes encore sans place" : "toutes les demandes auxquelles rien n'a encore été attribué") : x.computed ? "toutes les demandes auxquelles rien n'a encore été accordé" : "toutes les demandes non encore aidées"}${x.leftOut ? ", sauf celles qu'une étape précédente a exclues" : ""}`;
      const considers = stageTakes({ ...x, considers: x.considers && connectivesIn(conditionIn(x.considers, f, frMoment, x.named), connectivesOf.fr, x.named) }, (c) => `elle examine les demandes pour lesquelles ${c} ; `, `elle examine ${all} ; `, (c) => `elle examine seulement les demandes qui remplissent sa condition : ${c} ; `);
      const budget = x.budget === null ? "ses crédits dépendent d'une égalité qu'une étape précédente n'a pas départagée" : `${x.places ? f.count(x.budget.value, placeWords.places) : `crédits : ${f.amount(x.budget)}`}${budgetBrackets(x, f, unusedWorded(connectivesIn(budgetWritten(x.budgetText, f, x.named, x.places ? f.number(x.budget.value) : f.amount(x.budget)), connectivesOf.fr, x.named), x, f, (a, t) => `${a} non engagés à l'étape ${q(stageTitle(t))}`), cutWords(x, f, placeWords.places, "plus que le solde des crédits", "plus que les places restantes"), metValuesText(readsIn(x.reads, connectivesOf.fr, x.named), words, f))}`;
      const held = reservationHeld("fr", x, (c, n) => connectivesIn(conditionIn(c, f, frMoment, n), connectivesOf.fr, n));
      return `Décidée à ${role} ${x.number} sur ${x.count}, ${q(stageTitle(x.title))}${x.member !== undefined ? `, pour ${x.memberTitle ?? x.member}` : ""} : ${held ?? considers}${budget}.`;
    },
    "stage-passed": (x, f) => reservationPassed("fr", x, (c, n) => connectivesIn(conditionIn(c, f, frMoment, n), connectivesOf.fr, n), q, (v) => metValuesText(v, words, f).replace(/^ ?; /, "")),
    settlement: (x, f) => {
      const fns = { max: "le plus grand", min: "le plus petit", sum: "la somme de", mean: "la moyenne de", count: "le nombre de" } as const;
      const sets = { funded: "des demandes aidées", ranked: "des demandes classées" } as const;
      const values = x.values.map((v) => `${v.name.replace(/_/g, " ")} ${v.value ? f.amount(v.value) : "(sans valeur)"}, ${fns[v.fn]} ${v.field} ${sets[v.set]}${v.attained.length ? ` (${v.attained.join(", ")})` : ""}`);
      const of = x.of === "amount" ? "le montant accordé" : x.of.replace(/_/g, " ");
      if (x.paid === null) return `Liquidation : le montant versé ne peut être calculé (${x.note ?? ""}) ; montant accordé ${f.amount(x.awarded)}.`;
      const at = x.values.length === 1 && x.values[0]!.value?.value === x.paid.value;
      return at ? `Le versement suit ${values[0]}, au lieu de ${of}, ${f.amount(x.awarded)}.` : `Montant versé : ${f.amount(x.paid)}${values.length ? ` (calculé à partir de ${values.join(" ; ")})` : ""}, au lieu de ${of}, ${f.amount(x.awarded)}.`;
    },
    "no-stage": (x) => `Aucune étape de l'attribution ne l'examine (${x.stages.map((s) => `${q(stageTitle(s.title))}${s.considers ? ` examine les demandes pour lesquelles ${s.considers}` : ""}`).join(" ; ")}).`,
    "not-assessed": (x, f) => `${x.computed ? amountWords.fr.statuses.not_funded : "Non retenue"} : ${closed(translateWhy(x.why, x.computed ? entitled : phrases, f))} Les demandes sont traitées dans l'ordre de leur réception ; son éligibilité n'a pas été examinée.`,
    aggregate: (x, f) => {
      // percentages in percent, with the sign (the fact's `percent`)
      const pc = x.percent ? words.percent : "";
      const value = x.value === null ? `ne peut être calculée (${f.raw(x.error ?? "")})` : amountIn(x.value, f, words.moment) + pc;
      const list = x.members.map((m) => `${m.id} ${m.value === null ? "(comptée)" : amountIn(m.value, f, words.moment) + pc}`).join(", ");
      const left = x.left ? ` ; exclues faute de remplir les conditions d'éligibilité : ${x.left.join(", ") || "aucune"}${x.leftMore ? ` et ${x.leftMore} autres` : ""}` : "";
      const head = x.title ? `${capital(x.title)}, ` : `Valeur agrégée ${x.let ? `${x.let}, ` : ""}`;
      if (x.alone) return `${head}${x.aggregate} : ${value}, de cette seule demande (la seule ${x.eligible ? "éligible " : ""}dont ${x.groupBy} vaut ${q(x.group)}).`;
      return `${head}${x.aggregate} des demandes ${x.eligible ? "éligibles " : ""}dont ${x.groupBy} vaut ${q(x.group)} : ${value}, de ${list || "aucune"}${x.more ? ` et ${x.more} autres` : ""}${left}.`;
    },
    text: (x, f) => f.raw(x.text),
  },
  values: { yes: words.yes, no: words.no, notGiven: "(non renseignée)", moment: frMoment },
  // "article 8, alinéa 1", "article 1er": the units joined by a comma (`unitJoin`), the first article and alinéa "1er" (`firstAs`)
  units: { article: "article {n}", section: "section {n}", paragraph: "alinéa {n}", subparagraph: "sous-alinéa {n}", point: "point {n}", letter: "{n})", indent: "tiret {n}", annex: "annexe {n}", schedule: "annexe {n}", part: "partie {n}", chapter: "chapitre {n}" },
  unitJoin: ", ",
  firstAs: { article: "1er", paragraph: "1er" },
  words: {
    notice: "Décision relative à la demande",
    call: "Appel à projets",
    application: "Demande",
    status: "Décision",
    position: "Rang au classement",
    // under "Rang au classement": the rank, masculine (FINDINGS39 11)
    notRanked: "non classé",
    reservePlace: (n) => `, au rang ${n}`,
    points: "Note",
    criterion: "Critère",
    maximum: "Maximum",
    score: "Note",
    weight: "Coefficient",
    total: "Total",
    requested: "Montant demandé",
    computed: amountWords.fr.label,
    computedStatuses: amountWords.fr.statuses,
    computedTotal: "Montant calculé pour les demandes examinées",
    computedGranted: "Montant accordé",
    granted: "Montant accordé",
    contingent: "si l'égalité est départagée en sa faveur",
    reasons: "Motifs",
    noReasons: "Aucun motif de refus.",
    howDecided: "Motifs de la décision, étape par étape",
    steps: { regime: "régime", eligibility: "éligibilité", points: "notation", threshold: "seuil", ranking: "classement", assessment: "évaluation", allocation: "attribution", input: "données" },
    quote: q,
    legalTexts: "Textes cités",
    publishedOn: "Date de publication",
    regime: "Régime",
    statuses: {
      funded: "Accordée",
      partially_funded: "Accordée partiellement",
      pro_rata: "Accordée au prorata",
      not_funded: "Non retenue",
      reserve: "Inscrite sur la liste complémentaire",
      indeterminate: "En suspens : dépend d'une égalité que le règlement ne départage pas",
      ineligible: "Non éligible",
      below_threshold: "Sous le seuil",
    },
  },
};
