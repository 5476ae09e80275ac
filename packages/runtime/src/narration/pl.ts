// Explanations in Polish (see catalogue.ts). Terms as the seed acts use them: "budżet"
// (art. 23 rozporządzenia 2016/1150: "dostępnego budżetu"), "kolejność na liście", "remis"
// where applications have equal values and the law orders them by further criteria.
import { atLeastText } from "./atLeast.js";
import { reservationHeld, reservationPassed } from "./reservationWhen.js";
import { straddleWords } from "./straddleWords.js";
import { named, namedPhrases, namedPlaces } from "./ownNames.js";
import { remainderText } from "./remainder.js";
import { orderedKey, orderWords } from "./orderWords.js";
import { conditionIn, connectivesIn, connectivesOf, readsIn } from "./conditionWords.js";

import { unusedWorded, budgetBrackets, cutWords } from "./unusedWords.js";
import { juryText, juryWords } from "./jury.js";
import type { TraceBudgetFrom, TraceStraddle } from "../engine/trace.js";
import { reserveTieWords } from "./reserveTie.js";
import type { Catalogue, Formats } from "./catalogue.js";
import { amountText, amountWords } from "./amounts.js";
import { tieNoteWords, tiePhrases } from "./tieNotes.js";
import { plPlaces } from "./places.js";
import { groupPhrases, memberAmounts, plGroups, plGroupsOf } from "./groups.js";
import { modes, plComputedPhrases, plStops, proRata } from "./plBudget.js";
import { byWeightPhrase } from "./byWeight.js";
import { comparisonWords, criterionPoints, termsText, metValuesText, groupCapsText, type FormWords } from "./forms.js";
import { textRecently } from "./memoWords.js";
import { keyLabel, plRanking } from "./plRanking.js";
import { plAllocation } from "./plAllocation.js";
import {
  evaluationText,
  missingMemberText,
  AMOUNT_CANNOT,
  AT_MINIMUM,
  BELOW_MINIMUM,
  DECLINED,
  OFFERED,
  STOPPED_DECLINED,
  STAGE_STOPPED_DECLINED,
  HELD,
  OPEN_ON_OFFER,
  STOPPED_AT_MINIMUM,
  STAGE_STOPPED_AT_MINIMUM,
  belowTail,
  later,
  laterStages,
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
  NOT_ASSESSED,
  NOT_ASSESSED_STOPPED,
  NOT_ASSESSED_BELOW_MINIMUM,
  NOT_ASSESSED_BELOW_MINIMUM_BY,
  NOT_ASSESSED_BY,
  NOT_ASSESSED_BY_LOT,
  NOT_ASSESSED_STOPPED_BY,
  NOR_BUDGET,
  OVERSHOOT,
  FULL_AGAIN,
  QUOTA, FIGURE, QUOTA_AT_MOST,
  REGIME_LEFT_OPEN,
  STAY_OUT,
  THEN_IN_STAGE,
  translateWhy,
  type Phrase,
  WITH_GROUP,
  STAGE_TIE_SHARES,
  STAGE_POOL_SHARES,
  STAGE_ONE_SHARES,
  STAGE_SHARED_AT,
  STAGE_USED_BEFORE,
  STAGE_NOTHING_LEFT,
  stageTakes,
  NOT_ASSESSED_LIST_FULL,
  NOT_ASSESSED_LIST_FULL_BY,
  PAST_BOUND,
  PAST_WAYS,
  stagesListed,
  TIES_WHICHEVER,
  GRANTED_IN_STAGES,
  stagesOr,
  STAGE_STOPPED_EARLIER,
  STAGE_PASSED_EARLIER,
  STAGE_REACHED_EARLIER, closed } from "./whys.js";
import { CANNOT_SCORE, failureWords, NOT_MET, notMetValues } from "./notMetWords.js";
import { andIds } from "./lastTied.js";
import { unlimitedWords } from "./unlimited.js";

/** a name in quotation marks (the last few kept: rows quote the same titles) */
const q = textRecently((s: string): string => `„${s}”`);
const POINTS = { one: "{n} punkt", few: "{n} punkty", many: "{n} punktów", other: "{n} punktu" };
/** After "do" (a range's upper bound) Polish takes the genitive: "do 1 punktu", "do 4 punktów", "do 2,5 punktu". */
const POINTS_GENITIVE = { one: "{n} punktu", few: "{n} punktów", many: "{n} punktów", other: "{n} punktu" };

const words: FormWords = {
  rounded: (p, m, v) => juryWords.pl.rounded(p, m, v).replace(/^ ?; /, ", "),
  points: POINTS,
  weighted: (w, score) => `waga ${w} × ${score}`,
  scoreRange: (lo, hi) => ` (ocena ${lo}–${hi})`,
  onScale: (score, scale, w) => `${score}${scale ? ` (skala ${scale[0]}–${scale[1]})` : ""} × waga ${w} = `,
  range: (min, max, f) => `, od ${min} do ${f.count(max, POINTS_GENITIVE)}`,
  yesno: (points, condition) => `${points}, jeżeli ${connectivesIn(condition, connectivesOf.pl)}, w przeciwnym razie 0`,
  or: "lub",
  otherwise: "w pozostałych przypadkach",
  and: "i",
  bandsOver: (subject) => `przedziały wartości ${subject}: `,
  bounds: { at_most: "co najwyżej", at_least: "co najmniej", above: "powyżej", below: "poniżej", exactly: "dokładnie" },
  yes: "tak",
  no: "nie",
  absent: "brak wartości",
  about: (v) => `około ${v}`,
  percent: "%",
  computedFrom: (inputs) => ` (na podstawie: ${inputs})`,
  capped: (before, bound, raised) => `${before}, ${raised ? "podwyższone do" : "ograniczone do"} ${bound}`,
  capInputs: (inputs) => `na podstawie: ${inputs}`,
  subject: (subject, value, band) => `; ${subject} wynosi ${value}${band ? `, przedział ${q(band)}` : ""}`,
  against: (a, b) => `${a} wobec ${b}`,
  quote: q,
};

const budgetFrom = (b: TraceBudgetFrom, f: Formats): string =>
  ` Budżet tego trybu to ${b.mode === "shared" ? `środki wspólnego budżetu pozostawione przez tryb ${q(b.from)}` : `środki pozostawione przez tryb ${q(b.from)}`}: ${f.amount(b.had)}${b.of ? ` z ${f.amount(b.of)}` : ""}.`;
const straddle = (s: TraceStraddle, f: Formats, computed?: true, places?: true): string => straddleWords.pl.amounts(s, f, computed, places, placeWords.places);

const group = (word: string, key: string): string => `${word === "group" ? "" : `${word} `}${q(key)}`;
const members = (text: string, f: Formats): string => {
  const more = AND_MORE.exec(text);
  return more ? `${memberAmounts(more[1]!, f)} i ${more[2]} innych` : memberAmounts(text, f);
};

/** a stage's title and budget as the scheme or, where it wrote none, the compiler gives them (budgetFlow.ts: the stage after reservations, "what is left", "at least X") */
const stageTitle = (t: string): string => (t === "the rest of the budget" ? "pozostała część budżetu" : t === "the rest of the places" ? "pozostałe miejsca" : t);
const budgetText = (t: string, v?: string): string => (t === "what is left" || t === "left" ? "to, co pozostało" : t.startsWith("at least ") ? atLeastText("pl", "co najmniej", t.slice("at least ".length), v) : t);
/** a stage's budget as written, its decimals in the language's form as a rule's condition's (conditionWords.ts); "at least …" as budgetBrackets reads it */
const budgetWritten = (t: string, f: Formats, named?: readonly string[], v?: string): string => budgetText(t.startsWith("at least ") ? t : conditionIn(t, f, undefined, named), v);

/** a tie the chain leaves open at a step a member has no value for (lazykeys.ts); the step named by `label` */
const noValueFor = (label: (engineLabel: string) => string, re: RegExp = NO_VALUE_FOR): Phrase => [re, (m, f, t) => `brak wartości dla kryterium ${label(m[1]!)}: ${m[2]!.split(", ").map((x) => missingMemberText(x, f, t)).join(", ")}; przepisy pozostawiają taki remis nierozstrzygnięty`];

const phrases: readonly Phrase[] = namedPhrases([
  ...groupPhrases(plGroups),
  ...tiePhrases(tieNoteWords.pl, keyLabel),
  [/^fits in the remaining budget$/, () => "mieści się w pozostałych środkach"],
  [/^the allocation has no limit \(budget unlimited\)$/, () => unlimitedWords.pl],
  [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, () => "mieści się w pozostałych środkach i wyczerpuje je w całości: przydział kończy się na tym wniosku"],
  [/^reaches the budget: funded in full beyond it, and allocation stops after it$/, () => "osiąga granicę budżetu: dofinansowany w pełnej kwocie ponad budżet, a przydział kończy się na tym wniosku"],
  ...plStops,
  [/^does not fit in the remaining budget; passed over$/, () => "nie mieści się w pozostałych środkach; wniosek pominięto"],
  [STOPPED_DECLINED, (m) => `przydział zakończył się na wniosku ${m[1]}, którego wnioskodawca odrzucił obniżoną kwotę`],
  [STAGE_STOPPED_DECLINED, (m) => `ten etap zakończył się na wniosku ${m[1]}, którego wnioskodawca odrzucił obniżoną kwotę; ${later(laterStages.pl, m[2])}`],
  [HELD, (m) => `pozostałe środki są zarezerwowane dla wniosku ${m[1]}, któremu zaoferowano je jako kwotę częściową`],
  [OPEN_ON_OFFER, (m) => `wynik zależy od odpowiedzi wniosku ${m[1]} na ofertę kwoty częściowej, która nie została odnotowana`],
  [DECLINED, (m, f) => `wnioskodawca odrzucił ofertę obniżonej kwoty w wysokości ${amountIn(m[1]!, f)}; ${belowTail(m[2]!, "wniosek pominięto", "przydział kończy się na tym wniosku", "ten etap kończy się na tym wniosku, a", laterStages.pl)}`],
  [OFFERED, (m, f) => `zaoferowano pozostałe środki w wysokości ${amountIn(m[1]!, f)} jako kwotę częściową; odpowiedź wnioskodawcy (${m[2]}) nie została zapisana, więc rozstrzygnięcie na nią czeka`],
  [/^granted the remaining budget in part$/, () => "przyznano pozostałą część środków"],
  [AT_MINIMUM, (m, f) => `przyznano pozostałą część środków: pozostałe środki w wysokości ${amountIn(m[1]!, f)} osiągają minimalną kwotę dofinansowania częściowego wynoszącą ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)}% wnioskowanej kwoty)` : ""}`],
  [/^the budget is exhausted$/, () => "budżet został wyczerpany"],
  [/^awarded in full at the boundary, beyond the budget$/, () => "na granicy budżetu przyznano pełną kwotę, ponad budżet"],
  [/^the outcome depends on the order of a tie the law does not break$/, () => "wynik zależy od kolejności wniosków o równej pozycji, której przepisy nie rozstrzygają"],
  [/^the budget was reached by the applications before it: allocation stops$/, () => "budżet został osiągnięty przez wcześniejsze wnioski: przydział się kończy"],
  [/^allocation stopped at an earlier application that did not fit$/, () => "przydział zakończył się na wcześniejszym wniosku, który nie zmieścił się w budżecie"],
  [STAGE_STOPPED_EARLIER, (m) => `ten etap zakończył się na wcześniejszym wniosku, który nie zmieścił się w budżecie; ${later(laterStages.pl, m[1])}`],
  [/^the requests do not exceed the budget: funded in full$/, () => "wnioskowane kwoty nie przekraczają budżetu: dofinansowano w pełnej wysokości"],
  [FULL_AGAIN, (m, f) => `po pominięciu udziałów niższych od minimalnej kwoty dofinansowania ${amountIn(m[1]!, f)} wnioskowane kwoty nie przekraczają budżetu: dofinansowano w pełnej wysokości`],
  [/^the budget was reached by (.+); nothing is funded after it$/, (m) => `budżet został osiągnięty przez wniosek ${m[1]}; kolejnych wniosków nie dofinansowano`],
  [/^the budget was reached before (.+); nothing is funded from there on$/, (m) => `budżet został osiągnięty przed wnioskiem ${m[1]}; od tego miejsca nie dofinansowano żadnego wniosku`],
  [/^the budget was used up by the partial grant to (.+)$/, (m) => `budżet wyczerpało częściowe dofinansowanie wniosku ${m[1]}`],
  [/^the budget was used up before (.+)$/, (m) => `budżet wyczerpał się przed wnioskiem ${m[1]}`],
  // `at boundary partial at least …` (step.ts belowMinimum): the remainder below the minimum for a partial grant
  [BELOW_MINIMUM, (m, f) => `pozostałe środki w wysokości ${amountIn(m[1]!, f)} są niższe od minimalnej kwoty dofinansowania częściowego wynoszącej ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)}% wnioskowanej kwoty)` : ""}; ${belowTail(m[4]!, "wniosek pominięto", "przydział kończy się na tym wniosku", "ten etap kończy się na tym wniosku, a", laterStages.pl)}`],
  [STOPPED_AT_MINIMUM, (m) => `przydział zakończył się na wniosku ${m[1]}, dla którego pozostałe środki były niższe od minimalnej kwoty dofinansowania częściowego`],
  [STAGE_STOPPED_AT_MINIMUM, (m) => `ten etap zakończył się na wniosku ${m[1]}, dla którego pozostałe środki były niższe od minimalnej kwoty dofinansowania częściowego; ${later(laterStages.pl, m[2])}`],
  [STAGE_PASSED_EARLIER, (m) => `budżet przekroczyło przyznanie pełnej kwoty wcześniejszemu wnioskowi; na nim ten etap się kończy; ${later(laterStages.pl, m[1])}`],
  [STAGE_REACHED_EARLIER, (m) => `budżet został osiągnięty przez wcześniejszy wniosek, który dofinansowano w pełnej kwocie; na tym etapie kolejnych wniosków nie dofinansowano; ${later(laterStages.pl, m[1])}`],
  [/^the budget was passed by a grant in full to an earlier application, and the allocation stops there$/, () => "budżet przekroczyło przyznanie pełnej kwoty wcześniejszemu wnioskowi; na nim przydział się kończy"],
  [/^an earlier application reached the budget and was funded in full; nothing is funded after it$/, () => "budżet został osiągnięty przez wcześniejszy wniosek, który dofinansowano w pełnej kwocie; kolejnych wniosków nie dofinansowano"],
  [/^the budget was passed by the grant in full to (.+), and the allocation stops there$/, (m) => `budżet przekroczyło przyznanie pełnej kwoty wnioskowi ${m[1]}; na nim przydział się kończy`],
  [/^placed on the reserve list$/, () => "wniosek umieszczono na liście rezerwowej"],
  [NOT_ASSESSED_LIST_FULL, (m) => `wniosku nie oceniano: na liście rezerwowej nie było już miejsca (ostatnie miejsce zajął wniosek ${m[1]}, który wpłynął ${m[2]})`],
  [NOT_ASSESSED_LIST_FULL_BY, (m) => `wniosku nie oceniano: na liście rezerwowej nie było już miejsca (ostatnie miejsce zajął wniosek ${m[1]}, ${q(m[2]!)}: ${m[3]})`],
  [/^placed on the reserve list of stage '(.+)'$/, (m) => `wniosek umieszczono na liście rezerwowej etapu ${q(stageTitle(m[1]!))}`],
  [IN_STAGE, (m, _f, t) => `na etapie ${q(stageTitle(m[1]!))}: ${t(m[2]!)}`],
  [THEN_IN_STAGE, (m, _f, t) => `następnie na etapie ${q(stageTitle(m[1]!))}: ${t(m[2]!)}`],
  [STAY_OUT, (m, _f, t) => `${t(m[1]!)} (wniosek nie jest ponownie rozpatrywany: wnioski niedofinansowane na tym etapie nie przechodzą dalej)`],
  [STAGE_TIE_SHARES, (m, f, t) => `wnioski ${m[1]} o równej pozycji przekraczają budżet etapu (pozostało ${amountIn(m[2]!, f)}, łącznie wnioskowano o ${amountIn(m[3]!, f)}), dlatego dzielą pozostałe środki: ${t(m[4]!)}`],
  [STAGE_POOL_SHARES, (m, f, t) => `wnioski etapu dzielą pozostałe środki (pozostało ${amountIn(m[1]!, f)}, łącznie wnioskowano o ${amountIn(m[2]!, f)}): ${t(m[3]!)}`],
  [STAGE_ONE_SHARES, (m, f, t) => `wniosek przekracza budżet etapu (pozostało ${amountIn(m[1]!, f)}, wnioskowano o ${amountIn(m[2]!, f)}), dlatego otrzymuje pozostałe środki: ${t(m[3]!)}`],
  [STAGE_SHARED_AT, (m) => `budżet etapu podzielono proporcjonalnie na wnioski ${m[1]}; kolejnych wniosków nie dofinansowano`],
  [STAGE_USED_BEFORE, (m) => `budżet etapu wyczerpał się przed wnioskiem ${m[1]}; od tego miejsca nie dofinansowano żadnego wniosku`],
  [STAGE_NOTHING_LEFT, () => "budżet etapu został wyczerpany: nie ma środków do podziału"],
  [GRANTED_IN_STAGES, (m) => `przyznano niezależnie od kolejności wniosków o równej pozycji na etapie ${q(stageTitle(m[1]!))}: na etapie ${stagesOr(m[2]!, (t) => q(stageTitle(t)), "lub")}, zależnie od kolejności`],
  [/^(granted|not funded) whichever order the tie in stage '(.+)' takes$/, (m) => `${m[1] === "granted" ? "przyznano" : "nie przyznano"} niezależnie od kolejności wniosków o równej pozycji na etapie ${q(stageTitle(m[2]!))}`],
  [TIES_WHICHEVER, (m) => `${m[1] === "granted" ? "przyznano" : "nie przyznano"} niezależnie od kolejności wniosków o równej pozycji na etapach ${stagesListed(m[2]!, (t) => q(stageTitle(t)), "i")}`],
  [PAST_WAYS, (m) => `nie rozstrzygnięto: równa pozycja na etapie ${q(stageTitle(m[1]!))} może się rozstrzygnąć na więcej sposobów, niż program przelicza`],
  [PAST_BOUND, (m) => `nie rozstrzygnięto: równa pozycja na etapie ${q(stageTitle(m[1]!))} może pozostawić więcej niż ${m[2]!} różnych kwot pozostałych środków, więcej niż program przelicza`],
  [/^what the earlier stages left depends on a tie the law does not break$/, () => "środki pozostawione przez wcześniejsze etapy zależą od równej pozycji, której przepisy nie rozstrzygają"],
  [/^no stage of the allocation considers it$/, () => "żaden etap przydziału nie obejmuje tego wniosku"],
  [/^admitted to the next stage$/, () => "zakwalifikowany do następnego etapu"],
  [STAGE_BELOW_THRESHOLD, (m, _f, t) => `poniżej progu etapu: ${t(m[1]!)}`],
  [NOT_ADMITTED_THRESHOLD, (m) => `niezakwalifikowany do następnego etapu: poniżej progu kwalifikacji (${m[1]})`],
  [NOT_ADMITTED_FIRST, (m, f) => `niezakwalifikowany do następnego etapu: kwalifikuje się ${f.count(m[1]!, { one: "pierwszy {n} wniosek", few: "pierwsze {n} wnioski", other: "pierwszych {n} wniosków" })}`],
  [NOT_ADMITTED_REACH, (m, f) => `niezakwalifikowany do następnego etapu: wnioski zakwalifikowane przed nim osiągają już ${amountIn(m[1]!, f)} (${m[2]})${m[3] ? `, czyli najmniej, ile mogą wynieść, a zakwalifikowanie kolejnych tylko oddaliłoby je od ${amountIn(m[3], f)} (${m[4]})` : ""}`],
  [NOT_ADMITTED_CLOSER, (m, f) => `niezakwalifikowany do następnego etapu: wnioski zakwalifikowane przed nim, łącznie ${amountIn(m[1]!, f)}, są bliżej kwoty ${amountIn(m[2]!, f)} (${m[3]}) niż ${amountIn(m[4]!, f)} z kolejnym wnioskiem w rankingu${m[5] ? ` (${m[5]})` : ""}`],
  [REGIME_LEFT_OPEN, (m) => `środki pozostawione przez tryb ${q(m[1]!)} zależą od równej pozycji, której przepisy nie rozstrzygają`],
  [WITH_GROUP, (m, f, t) => `${t(m[1]!)}, ${m[2] ? `wraz z grupą ${group(m[2], m[3]!)} (${members(m[4]!, f)}; łącznie ${amountIn(m[5]!, f)})` : `jako członek grupy ${group(m[6]!, m[7]!)}`}`],
  [GROUP_NO_SHARE, (m, f) => `nie mieści się w pozostałych środkach ${m[1] ? `wraz z grupą ${group(m[1], m[2]!)} (${members(m[3]!, f)}; łącznie ${amountIn(m[4]!, f)})` : `jako członek grupy ${group(m[5]!, m[6]!)}`}, a przepisy nie określają podziału części środków`],
  [GROUP_KEY, (m, f, t) => `nie można ustalić klucza grupy ${m[1]}: ${evaluationText(m[2]!, f, t)}`],
  // a key with a title (fcfs.ts): the order named by it, not by receipt (drafter28's finding 4)
  [NOT_ASSESSED_STOPPED_BY, (m) => `wniosku nie oceniano: przydział zakończył się przed tym wnioskiem w kolejności według „${m[1]}” (na wniosku ${m[2]}, „${m[1]}”: ${m[3]}, który nie zmieścił się w pozostałych środkach)`],
  [NOT_ASSESSED_BY_LOT, (m) => `wniosku nie oceniano: budżet wyczerpał się przed tym wnioskiem w kolejności ${m[1] !== undefined ? `według „${m[1]}”` : "wpływu"}: losowanie wśród wniosków${m[1] !== undefined ? (m[2] === "day" ? " z tego samego dnia" : " z tej samej chwili") : m[2] === "day" ? ", które wpłynęły tego samego dnia" : ", które wpłynęły w tej samej chwili"} (${m[3]})${m[1] !== undefined ? "" : ","} umieściło go za wnioskiem ${m[4]}, który osiągnął limit.`],
  [NOT_ASSESSED_BY, (m) => `wniosku nie oceniano: budżet wyczerpał się przed tym wnioskiem w kolejności według „${m[1]}” (limit osiągnął wniosek ${m[2]}, „${m[1]}”: ${m[3]})`],
  [NOT_ASSESSED_STOPPED, (m) => `wniosku nie oceniano: przydział zakończył się przed jego wpływem (na wniosku ${m[1]}, który wpłynął ${m[2]} i nie zmieścił się w pozostałych środkach)`],
  [NOT_ASSESSED_BELOW_MINIMUM_BY, (m) => `wniosku nie oceniano: przydział zakończył się przed tym wnioskiem w kolejności według „${m[1]}” (na wniosku ${m[2]}, „${m[1]}”: ${m[3]}, dla którego pozostałe środki były niższe od minimalnej kwoty dofinansowania częściowego)`],
  [NOT_ASSESSED_BELOW_MINIMUM, (m) => `wniosku nie oceniano: przydział zakończył się przed jego wpływem (na wniosku ${m[1]}, który wpłynął ${m[2]} i dla którego pozostałe środki były niższe od minimalnej kwoty dofinansowania częściowego)`],
  [NOT_ASSESSED, (m) => `wniosku nie oceniano: budżet wyczerpał się przed jego wpływem (limit osiągnął wniosek ${m[1]}, który wpłynął ${m[2]})`],
  [OVERSHOOT, (m) => `łączna kwota wniosków z tej samej chwili (${m[1]}) nie przekracza pozostałych środków`],
  // a tie of one group funded together (positionStep.ts, FINDINGS39 14)
  [/^they are one group, considered only together$/, () => "tworzą jedną grupę, rozpatrywaną wyłącznie łącznie"],
  [/^no order of it changes anyone's outcome$/, () => "żadna kolejność nie zmienia wyniku żadnego z wniosków"],
  [/^it does not straddle the budget$/, () => "granica budżetu nie przebiega przez tę grupę"],
  noValueFor(keyLabel),
  [CANNOT_SCORE, (m, f, t) => `nie można przyznać punktów: ${evaluationText(m[1]!, f, t)}`],
  [NOT_MET, (m, f) => `nie zachodzi: ${m[1]}${notMetValues(m[2], f, words, "brak punktów")}`],
  [CANNOT_ASSESS, (m, f, t) => `nie można ocenić: ${evaluationText(m[1]!, f, t)}`],
  [AMOUNT_CANNOT, (m, f, t) => `nie można obliczyć kwoty (${m[1]}): ${evaluationText(m[2]!, f, t)}`],
  [KEY_CANNOT, (m, f, t) => `nie można obliczyć kryterium kolejności ${m[1]}: ${evaluationText(m[2]!, f, t)}`],
  [FIELD_ABSENT, (m) => `brak wartości opcjonalnego pola ${q(m[1]!)}`],
  [DIVISION_BY_ZERO, (m) => `dzielenie przez zero (${m[1]})`],
  [WEIGHT_NEGATIVE, (m, f) => `jest ujemna (${f.number(m[1]!)}): waga w losowaniu wynosi 0 (poza losowaniem) lub więcej`],
  [WEIGHT_RANGE, (m) => `jest poza zakresem losowania (${m[1]}): waga w losowaniu większa od 0 wynosi od 10^-100 do 10^100`],
  [FIGURE_CANNOT, (m, f, t) => `nie można obliczyć kwoty ${q(m[1]!)} limitu ${q(m[2]!)}: ${evaluationText(m[3]!, f, t)}`],
  [WEIGHT_CANNOT, (m, f, t) => `nie można obliczyć wagi w losowaniu ${q(m[1]!)}: ${evaluationText(m[2]!, f, t)}`],
  [NEGATIVE_AMOUNT, (m, f) => `jest ujemna (${f.number(m[1]!)}): żadnemu wnioskowi nie można przyznać mniej niż nic`],
  [NEGATIVE_FIGURE, (m, f) => `jest ujemna (${f.number(m[1]!)}): żadne dofinansowanie nie pobiera z limitu mniej niż nic`],
  [NEGATIVE_WEIGHT, (m, f) => `jest ujemna (${f.number(m[1]!)}): żaden udział nie jest proporcjonalny do mniej niż nic`],
  [FIGURE, (m, f) => `kwota ${q(m[1]!)} wniosku, ${amountIn(m[2]!, f)}, przekracza ${amountIn(m[3]!, f)} pozostałe w limicie ${q(m[4]!)}`],
  [QUOTA, (m, f) => `w limicie ${q(m[1]!)} pozostało ${amountIn(m[2]!, f)}, mniej niż wnioskowane ${amountIn(m[3]!, f)}`],
  [QUOTA_AT_MOST, (m, f) => `w limicie ${q(m[1]!)} pozostało najwyżej ${amountIn(m[2]!, f)}, bez względu na kolejność wniosków o równej pozycji, mniej niż wnioskowane ${amountIn(m[3]!, f)}`],
  [NOR_BUDGET, () => "wniosek nie mieści się również w pozostałych środkach"],
  proRata("wnioskowana kwota"),
  byWeightPhrase("pl", modes),
]);
/** a failed rule's reason in its step, without the default reason's "nie zachodzi: " said twice */
const failed = (failure: string | undefined, f: Formats): string => failureWords(failure ?? "", translateWhy(failure ?? "", phrases, f, true), "nie zachodzi: ");
/** an allocation of places in these words (places.ts) */
// a group's count of grants is one of places there ("przydzielone grupie miejsca")
const placeWords = namedPlaces(plPlaces(phrases, q, plGroupsOf(false, true)));
/** an allocation of an amount the scheme computes (an entitlement) in these words (plBudget.ts) */
const entitled: readonly Phrase[] = namedPhrases(plComputedPhrases(
  [
    [QUOTA, (m, f) => `w limicie ${q(m[1]!)} pozostało ${amountIn(m[2]!, f)}, mniej niż obliczona kwota ${amountIn(m[3]!, f)}`],
    [QUOTA_AT_MOST, (m, f) => `w limicie ${q(m[1]!)} pozostało najwyżej ${amountIn(m[2]!, f)}, bez względu na kolejność wniosków o równej pozycji, mniej niż obliczona kwota ${amountIn(m[3]!, f)}`],
    proRata("obliczona kwota"),
    ...phrases,
  ],
  keyLabel,
));

const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
/** the allocation step's sentence (plAllocation.ts) */
const allocationText = plAllocation({ q, phrases, entitled, placeWords });

/** the ranking's words: a comparison's, a key's label, the position sentence (plRanking.ts) */
const ranking = plRanking({ words, q, phrases, entitled, stageTitle, straddle, noValueFor, catalogue: () => pl });

export const pl: Catalogue = {
  language: "pl",
  comparisonParts: ranking.comparisonParts,
  positionParts: ranking.positionParts,
  // the allocation's amounts are worded by `amount` and joined as they are (allocationStep.ts allocationText)
  amountsInParts: true,
  locale: "pl-PL",
  phrases,
  // a tie's note at the step its chain stopped at (engine/ties.ts): the order from the step's key, the label whole
  stopsNote: (s) => noValueFor(s.key?.order ? () => orderedKey(s.key!, orderWords.pl) : keyLabel, noValueAt(s.label)),
  placePhrases: placeWords.phrases,
  computedPhrases: entitled,
  render: {
    regime: (x) => (x.regime === null ? "Do wniosku nie ma zastosowania żaden z trybów przewidzianych w przepisach." : `Zastosowanie ma tryb ${q(x.title ?? x.regime)}.`),
    rule: (x, f) => {
      const word = x.test === "eligibility" ? "Warunek" : "Próg";
      return x.met ? `${word} ${q(x.title)} jest spełniony (${connectivesIn(conditionIn(x.condition, f), connectivesOf.pl)}${metValuesText(x.values, words, f)}).` : `${word} ${q(x.title)} nie jest spełniony: ${failed(x.failure, f)}`;
    },
    criterion: (x, f) => (x.points === null ? `Kryterium ${q(x.title)}: ${translateWhy(x.message ?? "", phrases, f)}.` : `Kryterium ${q(x.title)}: ${criterionPoints(x, words, f, POINTS)}.`),
    total: (x, f) => `Suma punktów: ${termsText(x, words, f)}${f.count(x.points, POINTS)}.`,
    phase: (x) => `${q(x.title)}: bez oceny, ponieważ ${x.notMet?.length ? `${x.notMet.length === 1 ? "próg" : "progi"} ${andIds(x.notMet.map(q), "i")} nie ${x.notMet.length === 1 ? "został spełniony" : "zostały spełnione"}` : "poprzedni etap nie został zaliczony"}.`,
    "not-ranked": (x, f) => `Wniosek nie został umieszczony na liście: ${translateWhy(x.reason, phrases, f)}.`,
    position: ranking.position,
    comparison: comparisonWords(ranking.comparisonParts),
    allocation: (x, f) => allocationText(x, f) + groupCapsText(x.groupCaps, "Limit grupy", words, f, (w, k) => plGroups.name(w, k).replace(/^grupa /, "")) + (x.budget ? budgetFrom(x.budget, f) : ""),
    reserve: (x, f) => `${named(f, "Wniosek umieszczono na liście rezerwowej")}${x.title !== undefined ? ` etapu ${q(stageTitle(x.title))}` : ""}, na miejscu ${x.place}.`,
    "reserve-tie": (x, f) => reserveTieWords.pl(x, x.title !== undefined ? ` etapu ${q(stageTitle(x.title))}` : "", f),
    "reserve-before": (x, f) => `Wniosku nie umieszczono ${named(f, "na liście rezerwowej")}: w rankingu stoi przed ${x.lastTied ? `wnioskami ${andIds(x.lastTied, "i")}, które zajmują równą pozycję; bez względu na ich kolejność jeden z nich jest ostatnim, któremu przyznano środki, a lista zaczyna się po nich` : `wnioskiem ${x.lastFunded}, ostatnim, któremu przyznano środki, a lista zaczyna się po nim`}.`,
    "stage-pass": (x, f) => `${capital(translateWhy(x.why, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f))}${remainderText("pl", x, (a) => (x.places ? f.count(a.value, placeWords.places) : f.amount(a)), f)}.`,
    amount: (x, f) => amountText(x, amountWords.pl, words, f, "pl"),
    jury: (x, f) => juryText(x, juryWords.pl, words, f),
    cap: (x, f) => `Także limit na grupę nie pozostawia miejsca dla wniosku: ${translateWhy(x.why, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f)}.`,
    input: (x, f) => `Nieprawidłowe dane wejściowe: ${f.raw(x.message)}`,
    stage: (x, f) => {
      const role = { stage: "na etapie", reservation: "w puli zarezerwowanej", admission: "na etapie kwalifikacji" }[x.role];
      const all = x.number === 1 ? "wszystkie wnioski z listy rankingowej" : x.admittedBy !== undefined ? `wnioski zakwalifikowane na etapie ${q(stageTitle(x.admittedBy))}` : `${x.places ? (f.placeUnit === undefined ? "wszystkie wnioski, którym jeszcze nie przyznano miejsca" : "wszystkie wnioski, którym jeszcze nic nie przyznano") : x.computed ? "wszystkie wnioski, którym jeszcze nie przyznano środków" : "wszystkie jeszcze niedofinansowane wnioski"}${x.leftOut ? ", z wyjątkiem wyłączonych przez wcześniejszy etap" : ""}`;
      const considers = stageTakes({ ...x, considers: x.considers && connectivesIn(conditionIn(x.considers, f, undefined, x.named), connectivesOf.pl, x.named) }, (c) => `obejmuje wnioski, dla których ${c}; `, `obejmuje ${all}; `, (c) => `obejmuje tylko wnioski spełniające jego warunek: ${c}; `);
      const budget = x.budget === null ? "jego budżet zależy od równej pozycji nierozstrzygniętej na wcześniejszym etapie" : `${x.places ? f.count(x.budget.value, placeWords.places) : `budżet ${f.amount(x.budget)}`}${budgetBrackets(x, f, unusedWorded(connectivesIn(budgetWritten(x.budgetText, f, x.named, x.places ? f.number(x.budget.value) : f.amount(x.budget)), connectivesOf.pl, x.named), x, f, (a, t) => `niewykorzystane środki etapu ${q(stageTitle(t))} (${a})`), cutWords(x, f, placeWords.places, "więcej, niż pozostało z budżetu", "więcej, niż pozostało miejsc"), metValuesText(readsIn(x.reads, connectivesOf.pl, x.named), words, f))}`;
      const held = reservationHeld("pl", x, (c, n) => connectivesIn(conditionIn(c, f, undefined, n), connectivesOf.pl, n));
      return `Rozstrzygnięto ${role} ${x.number} z ${x.count}, ${q(stageTitle(x.title))}${x.member !== undefined ? `, dla ${x.memberTitle ?? x.member}` : ""}: ${held ?? considers}${budget}.`;
    },
    "stage-passed": (x, f) => reservationPassed("pl", x, (c, n) => connectivesIn(conditionIn(c, f, undefined, n), connectivesOf.pl, n), q, (v) => metValuesText(v, words, f).replace(/^ ?; /, "")),
    settlement: (x, f) => {
      const words = { max: "najwyższa", min: "najniższa", sum: "suma", mean: "średnia", count: "liczba" } as const;
      const sets = { funded: "wniosków, którym przyznano wsparcie", ranked: "wniosków na liście rankingowej" } as const;
      const values = x.values.map((v) => `${v.name.replace(/_/g, " ")} ${v.value ? f.amount(v.value) : "(brak wartości)"}, tj. ${words[v.fn]} wartość ${v.field} wśród ${sets[v.set]}${v.attained.length ? ` (${v.attained.join(", ")})` : ""}`);
      const of = x.of === "amount" ? "przyznanej kwoty" : x.of.replace(/_/g, " ");
      if (x.paid === null) return `Rozliczenie: nie można ustalić wypłacanej wartości (${x.note ?? ""}); przyznano ${f.amount(x.awarded)}.`;
      const at = x.values.length === 1 && x.values[0]!.value?.value === x.paid.value;
      return at ? `Rozliczono według: ${values[0]}, zamiast ${of} ${f.amount(x.awarded)}.` : `Rozliczono ${f.amount(x.paid)}${values.length ? ` (na podstawie: ${values.join("; ")})` : ""} zamiast ${of} ${f.amount(x.awarded)}.`;
    },
    "no-stage": (x) => `Żaden etap przydziału nie obejmuje tego wniosku (${x.stages.map((s) => `${q(stageTitle(s.title))}${s.considers ? ` obejmuje wnioski, dla których ${s.considers}` : ""}`).join("; ")}).`,
    "not-assessed": (x, f) => `Nie przyznano${x.computed ? "" : " dofinansowania"}: ${closed(translateWhy(x.why, x.computed ? entitled : phrases, f))} Wnioski rozpatruje się według kolejności wpływu; nie badano, czy wniosek spełnia warunki.`,
    aggregate: (x, f) => {
      // percentages in percent, with the sign (the fact's `percent`)
      const pc = x.percent ? words.percent : "";
      const value = x.value === null ? `nie można obliczyć (${f.raw(x.error ?? "")})` : amountIn(x.value, f, words.moment) + pc;
      const list = x.members.map((m) => `${m.id} ${m.value === null ? "(uwzględniony)" : amountIn(m.value, f, words.moment) + pc}`).join(", ");
      const left = x.left ? `; pominięte jako niespełniające warunków: ${x.left.join(", ") || "brak"}${x.leftMore ? ` i ${x.leftMore} innych` : ""}` : "";
      const head = x.title ? `${capital(x.title)}, ` : `Wartość zbiorcza ${x.let ? `${x.let}, ` : ""}`;
      if (x.alone) return `${head}${x.aggregate}: ${value}, wyłącznie z tego wniosku (jedynego ${x.eligible ? "spełniającego warunki " : ""}wniosku, w którym ${x.groupBy} ma wartość ${q(x.group)}).`;
      return `${head}${x.aggregate} dla ${x.eligible ? "spełniających warunki " : ""}wniosków, w których ${x.groupBy} ma wartość ${q(x.group)}: ${value}, z: ${list || "brak wniosków"}${x.more ? ` i ${x.more} innych` : ""}${left}.`;
    },
    text: (x, f) => f.raw(x.text),
  },
  values: { yes: words.yes, no: words.no, notGiven: "(nie podano)" },
  units: { article: "art. {n}", section: "§ {n}", paragraph: "ust. {n}", subparagraph: "akapit {n}", point: "pkt {n}", letter: "lit. {n}", indent: "tiret {n}", annex: "załącznik {n}", schedule: "załącznik {n}", part: "część {n}", chapter: "rozdział {n}" },
  words: {
    notice: "Informacja o rozpatrzeniu wniosku",
    call: "Nabór",
    application: "Wniosek",
    status: "Rozstrzygnięcie",
    position: "Miejsce na liście",
    notRanked: "wniosek nie został umieszczony na liście",
    reservePlace: (n) => `, na miejscu ${n}`,
    points: "Punkty",
    criterion: "Kryterium",
    maximum: "Maksimum",
    score: "Ocena",
    weight: "Waga",
    total: "Razem",
    requested: "Wnioskowana kwota",
    computed: amountWords.pl.label,
    computedStatuses: amountWords.pl.statuses,
    computedTotal: "Obliczono dla wniosków uwzględnionych w przydziale",
    computedGranted: "Przyznana kwota",
    granted: "Przyznana kwota",
    contingent: "jeżeli równą pozycję rozstrzygnięto by na jego korzyść",
    reasons: "Uzasadnienie",
    noReasons: "Nie zachodzi żadna podstawa odmowy.",
    howDecided: "Sposób ustalenia wyniku",
    steps: { regime: "tryb", eligibility: "warunki", points: "punkty", threshold: "próg", ranking: "ranking", assessment: "ustalenia", allocation: "przydział", input: "dane" },
    quote: q,
    legalTexts: "Przywołane przepisy",
    publishedOn: "Data publikacji",
    regime: "Tryb",
    statuses: {
      funded: "Przyznano dofinansowanie",
      partially_funded: "Przyznano dofinansowanie częściowe",
      pro_rata: "Przyznano dofinansowanie proporcjonalne",
      not_funded: "Nie przyznano dofinansowania",
      reserve: "Wniosek na liście rezerwowej",
      indeterminate: "Wynik nierozstrzygnięty: zależy od równej pozycji, której przepisy nie rozstrzygają",
      ineligible: "Wniosek nie spełnia warunków",
      below_threshold: "Wniosek poniżej progu punktowego",
    },
  },
};
