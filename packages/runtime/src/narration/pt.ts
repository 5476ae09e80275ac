// Explanations in Portuguese (see catalogue.ts), in the register of a PRR "Aviso de abertura de
// candidaturas" (European Portuguese, as the avisos and the Diário da República write):
// "candidatura", "pontuação", "ordenação", "dotação", "rateio", "lista de reserva", "empate" and
// "critérios de desempate", "limiar". Numbers and amounts as Intl's pt-PT writes them ("1234,56 €",
// "500 000,00 €": a space between groups from five digits, a decimal comma, the euro's sign after
// the figure), dates "31 de março de 2027" (ptWords.ts ptMoment). "Candidatura" is feminine:
// "aprovada", "excluída"; "dotação" too: "a dotação remanescente". Modelled on es.ts; the words
// beside it in ptWords.ts, the ranking's (a comparison, a key's label, the position) in ptRanking.ts.
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
import { ptBelowTail, ptComputedPhrases, ptEntitledReadings, ptGroups, ptGroupsOf, ptModes, ptMoment, ptPlaces, ptProRata, ptProRataWords, ptReadings, ptStops } from "./ptWords.js";
import { byWeightPhrase } from "./byWeight.js";
import { ptRanking, keyLabel } from "./ptRanking.js";
import { capital } from "./rankingContext.js";
import { comparisonWords, criterionPoints, termsText, metValuesText, groupCapsText, type FormWords } from "./forms.js";
import { wordedLast, textRecently } from "./memoWords.js";
import {
  evaluationText, missingMemberText, AMOUNT_CANNOT, AT_MINIMUM, BELOW_MINIMUM, STOPPED_AT_MINIMUM, AND_MORE, amountIn, CANNOT_ASSESS, DIVISION_BY_ZERO, FIGURE_CANNOT, WEIGHT_CANNOT, NEGATIVE_AMOUNT, NEGATIVE_FIGURE, NEGATIVE_WEIGHT, WEIGHT_NEGATIVE, WEIGHT_RANGE, FIELD_ABSENT, DECLINED, OFFERED, STOPPED_DECLINED, STAGE_STOPPED_DECLINED, HELD, OPEN_ON_OFFER,
  GROUP_KEY, GROUP_NO_SHARE, IN_STAGE, KEY_CANNOT, NO_VALUE_FOR, noValueAt, NOT_ADMITTED_FIRST, NOT_ADMITTED_CLOSER, NOT_ADMITTED_REACH,
  NOT_ADMITTED_THRESHOLD, NOT_ASSESSED, NOT_ASSESSED_STOPPED, NOT_ASSESSED_BELOW_MINIMUM, NOT_ASSESSED_BELOW_MINIMUM_BY, NOT_ASSESSED_BY, NOT_ASSESSED_BY_LOT, NOT_ASSESSED_STOPPED_BY,
  NOR_BUDGET, OVERSHOOT, FULL_AGAIN, PRO_RATA, QUOTA, FIGURE, QUOTA_AT_MOST, REGIME_LEFT_OPEN, STAY_OUT, THEN_IN_STAGE, translateWhy, proRataInUnit,
  type Phrase, WITH_GROUP, STAGE_TIE_SHARES, STAGE_POOL_SHARES, STAGE_ONE_SHARES, STAGE_SHARED_AT, STAGE_USED_BEFORE, STAGE_NOTHING_LEFT, stageTakes, titledShare,
  NOT_ASSESSED_LIST_FULL, NOT_ASSESSED_LIST_FULL_BY, PAST_BOUND, PAST_WAYS, stagesListed, TIES_WHICHEVER, GRANTED_IN_STAGES, stagesOr, STAGE_STOPPED_AT_MINIMUM, STAGE_BELOW_THRESHOLD, later, laterStages,
  STAGE_STOPPED_EARLIER,
  STAGE_PASSED_EARLIER,
  STAGE_REACHED_EARLIER,
  isOffer, closed } from "./whys.js";
import { CANNOT_SCORE, failureWords, NOT_MET, notMetValues } from "./notMetWords.js";
import { andIds } from "./lastTied.js";

/** a name in Portuguese quotation marks (the last few kept: rows quote the same titles) */
const q = textRecently((s: string): string => `«${s}»`);
const POINTS = { one: "{n} ponto", other: "{n} pontos" };

const words: FormWords = {
  rounded: (p, m, v) => juryWords.pt.rounded(p, m, v).replace(/^ ?; /, ", "),
  points: POINTS,
  weighted: (w, score) => `ponderação ${w} × ${score}`,
  scoreRange: (lo, hi) => ` (classificação ${lo}–${hi})`,
  onScale: (score, scale, w) => `${score}${scale ? ` (escala de ${scale[0]} a ${scale[1]})` : ""} × ponderação ${w} = `,
  range: (min, max, f) => `, de ${min} a ${f.count(max, POINTS)}`,
  yesno: (points, condition) => `${points} se ${connectivesIn(condition, connectivesOf.pt)}; caso contrário, 0`,
  or: "ou",
  otherwise: "caso contrário",
  and: "e",
  bandsOver: (subject) => `escalões de ${subject}: `,
  bounds: { at_most: "no máximo", at_least: "no mínimo", above: "mais de", below: "menos de", exactly: "exatamente" },
  yes: "sim",
  no: "não",
  absent: "sem valor",
  about: (v) => `aproximadamente ${v}`,
  percent: " %",
  capped: (before, bound, raised) => `${before}, ${raised ? "aumentado para" : "limitado a"} ${bound}`,
  capInputs: (inputs) => `base de cálculo: ${inputs}`,
  computedFrom: (inputs) => ` (calculado a partir de ${inputs})`,
  subject: (subject, value, band) => `; ${subject} é ${value}${band ? `, no escalão ${q(band)}` : ""}`,
  against: (a, b) => `${a} contra ${b}`,
  quote: q,
  moment: ptMoment,
};

const budgetFrom = (b: TraceBudgetFrom, f: Formats): string =>
  ` A dotação deste regime é ${b.mode === "shared" ? `o que o regime ${q(b.from)} deixou da dotação comum` : `a dotação que o regime ${q(b.from)} deixou`}: ${f.amount(b.had)}${b.of ? ` de ${f.amount(b.of)}` : ""}.`;
const straddle = (s: TraceStraddle, f: Formats, computed?: true, places?: true): string => straddleWords.pt.amounts(s, f, computed, places, placeWords.places);

const group = (word: string, key: string): string => `${word === "group" ? "o grupo" : word} ${q(key)}`;
const members = (text: string, f: Formats): string => {
  const more = AND_MORE.exec(text);
  return more ? `${memberAmounts(more[1]!, f)} e mais ${more[2]}` : memberAmounts(text, f);
};

/** a stage's title and budget as the scheme or, where it wrote none, the compiler gives them (budgetFlow.ts) */
const stageTitle = (t: string): string => (t === "the rest of the budget" ? "o resto da dotação" : t === "the rest of the places" ? "o resto das vagas" : t);
const budgetText = (t: string, v?: string): string => (t === "what is left" || t === "left" ? "o que resta" : t.startsWith("at least ") ? atLeastText("pt", "no mínimo", t.slice("at least ".length), v) : t);
/** a stage's budget as written, its decimals in the language's form as a rule's condition's (conditionWords.ts); "at least …" as budgetBrackets reads it */
const budgetWritten = (t: string, f: Formats, named?: readonly string[], v?: string): string => budgetText(t.startsWith("at least ") ? t : conditionIn(t, f, undefined, named), v);

/** a tie the chain leaves open at a step a member has no value for (lazykeys.ts); the step named by `label` */
const noValueFor = (label: (engineLabel: string) => string, re: RegExp = NO_VALUE_FOR): Phrase => [re, (m, f, t) => `sem valor para o critério ${label(m[1]!)}: ${m[2]!.split(", ").map((x) => missingMemberText(x, f, t)).join(", ")}; as normas deixam este empate por resolver`];

const phrases: readonly Phrase[] = [
  ...groupPhrases(ptGroups),
  ...namedPhrases(tiePhrases(tieNoteWords.pt, keyLabel)),
  [/^fits in the remaining budget$/, () => "cabe na dotação remanescente"],
  [/^the allocation has no limit \(budget unlimited\)$/, () => unlimitedWords.pt],
  [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, () => "cabe na dotação remanescente e esgota-a exatamente: a seleção termina nesta candidatura"],
  [/^reaches the budget: funded in full beyond it, and allocation stops after it$/, () => "atinge o limite da dotação: é apoiada na íntegra para além dele e a seleção termina nesta candidatura"],
  ...ptStops,
  [/^does not fit in the remaining budget; passed over$/, () => "não cabe na dotação remanescente; é preterida"],
  [STOPPED_DECLINED, (m) => `a seleção terminou na candidatura ${m[1]}, que recusou o apoio reduzido`],
  [STAGE_STOPPED_DECLINED, (m) => `esta fase terminou na candidatura ${m[1]}, que recusou o apoio reduzido; ${later(laterStages.pt, m[2])}`],
  [HELD, (m) => `a dotação remanescente fica reservada para a candidatura ${m[1]}, à qual foi oferecido um apoio parcial`],
  [OPEN_ON_OFFER, (m) => `o resultado depende da resposta de ${m[1]} à oferta de um apoio parcial, que não consta`],
  [DECLINED, (m, f) => `recusou a oferta de um apoio reduzido de ${amountIn(m[1]!, f)}; ${ptBelowTail(m[2]!)}`],
  [OFFERED, (m, f) => `é-lhe oferecido parcialmente o que resta, ${amountIn(m[1]!, f)}; a sua resposta (${m[2]}) não consta, pelo que o resultado fica dependente dela`],
  [/^granted the remaining budget in part$/, () => "é-lhe atribuída parcialmente a dotação remanescente"],
  [AT_MINIMUM, (m, f) => `é-lhe atribuída parcialmente a dotação remanescente: o que resta, ${amountIn(m[1]!, f)}, atinge o montante mínimo de um apoio parcial, ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)} % do montante solicitado)` : ""}`],
  [/^the budget is exhausted$/, () => "a dotação está esgotada"],
  [/^awarded in full at the boundary, beyond the budget$/, () => "aprovada na íntegra no limite, para além da dotação"],
  [/^the outcome depends on the order of a tie the law does not break$/, () => "o resultado depende da ordem de um empate que as normas não resolvem"],
  [/^the budget was reached by the applications before it: allocation stops$/, () => "as candidaturas anteriores atingiram a dotação: a seleção termina"],
  [/^allocation stopped at an earlier application that did not fit$/, () => "a seleção terminou numa candidatura anterior que não cabia"],
  [STAGE_STOPPED_EARLIER, (m) => `esta fase terminou numa candidatura anterior que não cabia; ${later(laterStages.pt, m[1])}`],
  [/^the requests do not exceed the budget: funded in full$/, () => "os montantes solicitados não excedem a dotação: são apoiados na íntegra"],
  [FULL_AGAIN, (m, f) => `sem as partes inferiores ao montante mínimo de ${amountIn(m[1]!, f)}, os montantes solicitados não excedem a dotação: são apoiados na íntegra`],
  [/^the budget was reached by (.+); nothing is funded after it$/, (m) => `a dotação foi atingida com a candidatura ${m[1]}; nenhuma posterior é apoiada`],
  [/^the budget was reached before (.+); nothing is funded from there on$/, (m) => `a dotação foi atingida antes da candidatura ${m[1]}; a partir daí nenhuma é apoiada`],
  [/^the budget was used up by the partial grant to (.+)$/, (m) => `a dotação esgotou-se com o apoio parcial à candidatura ${m[1]}`],
  [/^the budget was used up before (.+)$/, (m) => `a dotação esgotou-se antes da candidatura ${m[1]}`],
  [BELOW_MINIMUM, (m, f) => `o que resta, ${amountIn(m[1]!, f)}, é inferior ao montante mínimo de um apoio parcial, ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)} % do montante solicitado)` : ""}; ${ptBelowTail(m[4]!)}`],
  [STOPPED_AT_MINIMUM, (m) => `a seleção terminou na candidatura ${m[1]}, para a qual o que restava era inferior ao montante mínimo de um apoio parcial`],
  [STAGE_STOPPED_AT_MINIMUM, (m) => `esta fase terminou na candidatura ${m[1]}, para a qual o que restava era inferior ao montante mínimo de um apoio parcial; ${later(laterStages.pt, m[2])}`],
  [STAGE_PASSED_EARLIER, (m) => `o apoio integral a uma candidatura anterior excedeu a dotação, e esta fase termina aí; ${later(laterStages.pt, m[1])}`],
  [STAGE_REACHED_EARLIER, (m) => `uma candidatura anterior atingiu a dotação e foi apoiada na íntegra; nesta fase nenhuma posterior é apoiada; ${later(laterStages.pt, m[1])}`],
  [/^the budget was passed by a grant in full to an earlier application, and the allocation stops there$/, () => "o apoio integral a uma candidatura anterior excedeu a dotação, e a seleção termina aí"],
  [/^an earlier application reached the budget and was funded in full; nothing is funded after it$/, () => "uma candidatura anterior atingiu a dotação e foi apoiada na íntegra; nenhuma posterior é apoiada"],
  [/^the budget was passed by the grant in full to (.+), and the allocation stops there$/, (m) => `o apoio integral à candidatura ${m[1]} excedeu a dotação, e a seleção termina aí`],
  [/^placed on the reserve list$/, (_m, f) => named(f, "incluída na lista de reserva")],
  [NOT_ASSESSED_LIST_FULL, (m, f) => `não apreciada: ${named(f, "a lista de reserva")} estava completa (o seu último lugar foi ocupado pela candidatura ${m[1]}, recebida em ${ptMoment(m[2]!)})`],
  [NOT_ASSESSED_LIST_FULL_BY, (m, f) => `não apreciada: ${named(f, "a lista de reserva")} estava completa (o seu último lugar foi ocupado pela candidatura ${m[1]}, ${q(m[2]!)}: ${ptMoment(m[3]!)})`],
  [/^placed on the reserve list of stage '(.+)'$/, (m, f) => `${named(f, "incluída na lista de reserva")} da fase ${q(stageTitle(m[1]!))}`],
  [IN_STAGE, (m, _f, t) => `na fase ${q(stageTitle(m[1]!))}: ${t(m[2]!)}`],
  [THEN_IN_STAGE, (m, _f, t) => `depois, na fase ${q(stageTitle(m[1]!))}: ${t(m[2]!)}`],
  [STAY_OUT, (m, _f, t) => `${t(m[1]!)} (não é considerada de novo: as candidaturas que esta fase não apoia ficam de fora)`],
  [STAGE_TIE_SHARES, (m, f, t) => `as candidaturas empatadas ${m[1]} excedem a dotação da fase (restavam ${amountIn(m[2]!, f)}, solicitados em conjunto ${amountIn(m[3]!, f)}), pelo que repartem entre si o que resta: ${t(m[4]!)}`],
  [STAGE_POOL_SHARES, (m, f, t) => `as candidaturas da fase repartem entre si o que resta (restavam ${amountIn(m[1]!, f)}, solicitados em conjunto ${amountIn(m[2]!, f)}): ${t(m[3]!)}`],
  [STAGE_ONE_SHARES, (m, f, t) => `a candidatura excede a dotação da fase (restavam ${amountIn(m[1]!, f)}, solicitados ${amountIn(m[2]!, f)}), pelo que recebe o que resta: ${t(m[3]!)}`],
  [STAGE_SHARED_AT, (m) => `a dotação da fase foi repartida por rateio entre as candidaturas ${m[1]}; nenhuma posterior é apoiada`],
  [STAGE_USED_BEFORE, (m) => `a dotação da fase esgotou-se antes da candidatura ${m[1]}; a partir daí nenhuma é apoiada`],
  [STAGE_NOTHING_LEFT, () => "a dotação da fase está esgotada: nada resta para repartir"],
  [GRANTED_IN_STAGES, (m) => `aprovada qualquer que seja a ordem do empate na fase ${q(stageTitle(m[1]!))}: na fase ${stagesOr(m[2]!, (t) => q(stageTitle(t)), "ou")}, conforme a ordem`],
  [/^(granted|not funded) whichever order the tie in stage '(.+)' takes$/, (m) => `${m[1] === "granted" ? "aprovada" : "não apoiada"} qualquer que seja a ordem do empate na fase ${q(stageTitle(m[2]!))}`],
  [TIES_WHICHEVER, (m) => `${m[1] === "granted" ? "aprovada" : "não apoiada"} qualquer que seja a ordem dos empates nas fases ${stagesListed(m[2]!, (t) => q(stageTitle(t)), "e")}`],
  [PAST_WAYS, (m) => `por resolver: o empate na fase ${q(stageTitle(m[1]!))} pode resolver-se de mais maneiras do que as que o programa calcula`],
  [PAST_BOUND, (m) => `por resolver: o empate na fase ${q(stageTitle(m[1]!))} pode deixar mais de ${m[2]!} restos distintos da dotação, mais do que os que o programa calcula`],
  [/^what the earlier stages left depends on a tie the law does not break$/, () => "o que as fases anteriores deixaram depende de um empate que as normas não resolvem"],
  [/^no stage of the allocation considers it$/, () => "nenhuma fase da seleção a considera"],
  [/^admitted to the next stage$/, () => "admitida à fase seguinte"],
  [STAGE_BELOW_THRESHOLD, (m, _f, t) => `abaixo do limiar da fase: ${t(m[1]!)}`],
  [NOT_ADMITTED_THRESHOLD, (m) => `não admitida à fase seguinte: abaixo do limiar de admissão (${m[1]})`],
  [NOT_ADMITTED_FIRST, (m, f) => `não admitida à fase seguinte: ${f.count(m[1]!, { one: "é admitida a primeira candidatura", other: "são admitidas as {n} primeiras" })}`],
  [NOT_ADMITTED_REACH, (m, f) => `não admitida à fase seguinte: as candidaturas admitidas antes já atingem ${amountIn(m[1]!, f)} (${m[2]})${m[3] ? `, o mínimo a que podem chegar, e admitir mais só as afastaria de ${amountIn(m[3], f)} (${m[4]})` : ""}`],
  [NOT_ADMITTED_CLOSER, (m, f) => `não admitida à fase seguinte: as candidaturas admitidas antes, no total ${amountIn(m[1]!, f)}, estão mais perto de ${amountIn(m[2]!, f)} (${m[3]}) do que ${amountIn(m[4]!, f)} com a seguinte da ordenação${m[5] ? ` (${m[5]})` : ""}`],
  [REGIME_LEFT_OPEN, (m) => `o que o regime ${q(m[1]!)} deixou da dotação depende de um empate que as normas não resolvem`],
  [WITH_GROUP, (m, f, t) => `${t(m[1]!)}, ${m[2] ? `juntamente com ${group(m[2], m[3]!)} (${members(m[4]!, f)}; no total ${amountIn(m[5]!, f)})` : `como membro de ${group(m[6]!, m[7]!)}`}`],
  [GROUP_NO_SHARE, (m, f) => `não cabe na dotação remanescente ${m[1] ? `juntamente com ${group(m[1], m[2]!)} (${members(m[3]!, f)}; no total ${amountIn(m[4]!, f)})` : `como membro de ${group(m[5]!, m[6]!)}`}, e as normas não dizem como se repartiria uma parte`],
  [GROUP_KEY, (m, f, t) => `não é possível calcular a chave de grupo ${m[1]}: ${evaluationText(m[2]!, f, t)}`],
  [NOT_ASSESSED_STOPPED_BY, (m) => `não apreciada: a seleção terminou antes dela na ordem de ${q(m[1]!)} (na candidatura ${m[2]}, ${q(m[1]!)}: ${ptMoment(m[3]!)}, que não cabia na dotação remanescente)`],
  [NOT_ASSESSED_BY_LOT, (m) => `não apreciada: a dotação esgotou-se antes dela na ordem ${m[1] !== undefined ? `de ${q(m[1])}` : "de receção"}: o sorteio entre as candidaturas ${m[1] !== undefined ? "" : "recebidas "}${m[2] === "day" ? (m[1] !== undefined ? "do mesmo dia" : "no mesmo dia") : m[1] !== undefined ? "do mesmo momento" : "no mesmo momento"} (${ptMoment(m[3]!)}) colocou-a depois da candidatura ${m[4]}, que atingiu o limite.`],
  [NOT_ASSESSED_BY, (m) => `não apreciada: a dotação esgotou-se antes dela na ordem de ${q(m[1]!)} (o limite foi atingido pela candidatura ${m[2]}, ${q(m[1]!)}: ${ptMoment(m[3]!)})`],
  [NOT_ASSESSED_STOPPED, (m) => `não apreciada: a seleção terminou antes da sua receção (na candidatura ${m[1]}, recebida em ${ptMoment(m[2]!)}, que não cabia na dotação remanescente)`],
  [NOT_ASSESSED_BELOW_MINIMUM_BY, (m) => `não apreciada: a seleção terminou antes dela na ordem de ${q(m[1]!)} (na candidatura ${m[2]}, ${q(m[1]!)}: ${ptMoment(m[3]!)}, para a qual o que restava era inferior ao montante mínimo de um apoio parcial)`],
  [NOT_ASSESSED_BELOW_MINIMUM, (m) => `não apreciada: a seleção terminou antes da sua receção (na candidatura ${m[1]}, recebida em ${ptMoment(m[2]!)}, para a qual o que restava era inferior ao montante mínimo de um apoio parcial)`],
  [NOT_ASSESSED, (m) => `não apreciada: a dotação esgotou-se antes da sua receção (o limite foi atingido pela candidatura ${m[1]}, recebida em ${ptMoment(m[2]!)})`],
  [OVERSHOOT, (m) => `o que solicitam as candidaturas do mesmo momento (${m[1]}) não excede a dotação remanescente`],
  // a tie of one group funded together (positionStep.ts, FINDINGS39 14)
  [/^they are one group, considered only together$/, () => "formam um só grupo, que só é considerado em conjunto"],
  [/^no order of it changes anyone's outcome$/, () => "nenhuma ordem do empate altera o resultado de qualquer candidatura"],
  [/^it does not straddle the budget$/, () => "não atravessa o limite da dotação"],
  noValueFor(keyLabel),
  [CANNOT_SCORE, (m, f, t) => `não é possível pontuar: ${evaluationText(m[1]!, f, t)}`],
  [NOT_MET, (m, f) => `não cumprida: ${m[1]}${notMetValues(m[2], f, words, "sem pontos")}`],
  [CANNOT_ASSESS, (m, f, t) => `não é possível apreciar: ${evaluationText(m[1]!, f, t)}`],
  [AMOUNT_CANNOT, (m, f, t) => `não é possível calcular o montante (${m[1]}): ${evaluationText(m[2]!, f, t)}`],
  [KEY_CANNOT, (m, f, t) => `não é possível calcular o critério de desempate ${m[1]}: ${evaluationText(m[2]!, f, t)}`],
  [FIELD_ABSENT, (m) => `falta o valor do campo opcional ${q(m[1]!)}`],
  [DIVISION_BY_ZERO, (m) => `divisão por zero (${m[1]})`],
  [WEIGHT_NEGATIVE, (m, f) => `é negativo (${f.number(m[1]!)}): um peso no sorteio é 0 (fora do sorteio) ou mais`],
  [WEIGHT_RANGE, (m) => `está fora do intervalo do sorteio (${m[1]}): um peso no sorteio maior do que 0 está entre 10^-100 e 10^100`],
  [FIGURE_CANNOT, (m, f, t) => `não é possível calcular o montante ${q(m[1]!)} da quota ${q(m[2]!)}: ${evaluationText(m[3]!, f, t)}`],
  [WEIGHT_CANNOT, (m, f, t) => `não é possível calcular o peso no sorteio ${q(m[1]!)}: ${evaluationText(m[2]!, f, t)}`],
  [NEGATIVE_AMOUNT, (m, f) => `é negativo (${f.number(m[1]!)}): a nenhuma candidatura pode ser atribuído menos do que nada`],
  [NEGATIVE_FIGURE, (m, f) => `é negativo (${f.number(m[1]!)}): nenhum apoio retira a uma quota menos do que nada`],
  [NEGATIVE_WEIGHT, (m, f) => `é negativo (${f.number(m[1]!)}): nenhuma parte é proporcional a menos do que nada`],
  [FIGURE, (m, f) => `o seu montante ${q(m[1]!)}, ${amountIn(m[2]!, f)}, excede os ${amountIn(m[3]!, f)} que restam à quota ${q(m[4]!)}`],
  [QUOTA, (m, f) => `à quota ${q(m[1]!)} restam ${amountIn(m[2]!, f)}, menos do que os ${amountIn(m[3]!, f)} solicitados`],
  [QUOTA_AT_MOST, (m, f) => `à quota ${q(m[1]!)} restam no máximo ${amountIn(m[2]!, f)}, qualquer que seja a ordem do empate, menos do que os ${amountIn(m[3]!, f)} solicitados`],
  [NOR_BUDGET, () => "também não cabe na dotação remanescente"],
  ptProRata("o montante solicitado"),
  byWeightPhrase("pt", ptModes),
];
/** a failed rule's reason in its step, without the default reason's "não cumprida: " said twice */
const failed = (failure: string | undefined, f: Formats): string => failureWords(failure ?? "", translateWhy(failure ?? "", phrases, f, true), "não cumprida: ");
/** an allocation of places in these words (ptWords.ts) */
// a share of places: the coefficient's budget is the places, not a "dotação"
const placeShare: Phrase = [PRO_RATA, (m, f) => ptProRataWords(m, f, "o solicitado", f.placeUnit === undefined ? "vagas" : "disponível")];
const placeWords = ptPlaces([placeShare, ...phrases], ptGroupsOf(false, true));
/** an allocation of an amount the scheme computes (an entitlement) in these words (ptWords.ts) */
const entitled: readonly Phrase[] = ptComputedPhrases(
  [
    [QUOTA, (m, f) => `à quota ${q(m[1]!)} restam ${amountIn(m[2]!, f)}, menos do que o montante calculado de ${amountIn(m[3]!, f)}`],
    [QUOTA_AT_MOST, (m, f) => `à quota ${q(m[1]!)} restam no máximo ${amountIn(m[2]!, f)}, qualquer que seja a ordem do empate, menos do que o montante calculado de ${amountIn(m[3]!, f)}`],
    ptProRata("o montante calculado"),
    ...phrases,
  ],
  keyLabel,
);

/** the ranking's words: a comparison's, a key's label, the position sentence (ptRanking.ts) */
const ranking = ptRanking({ words, q, phrases, entitled, stageTitle, straddle, noValueFor, catalogue: () => pt });

/** The boundary rule's reading, the same for every row of a call. */
const readingText = wordedLast((parameter, value) => ` Regra do limite da dotação segundo o aviso (${parameter}): ${q(value)} — ${ptReadings[value] ?? value}.`);
const entitledReadingText = wordedLast((parameter, value) => ` Regra do limite da dotação segundo o aviso (${parameter}): ${q(value)} — ${ptEntitledReadings[value] ?? value}.`);

function allocationText(x: Extract<TraceFact, { kind: "allocation" }>, f: Formats): string {
  // an allocation of places counts them, and says its reasons of places (ptWords.ts)
  const amt = (a: TraceAmount): string => (x.places ? f.count(a.value, placeWords.places) : f.amount(a));
  const text = x.places ? x.why : proRataInUnit(x.why, x.granted.unit, x.granted.value);
  // the allocation's own share names the budget as the scheme does (the fact's `budgetTitle`)
  const own = titledShare(text, x.budgetTitle);
  const why = own ? ptProRataWords(own, f, x.computed ? "o montante calculado" : "o montante solicitado", x.budgetTitle) : translateWhy(text, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f);
  const rem = remainderText("pt", x, amt, f);
  const reading = x.reading ? (x.computed ? entitledReadingText : readingText)(x.reading.parameter, x.reading.value) : "";
  // what was asked is worded only where the sentence says it (not for a grant in full)
  const asked = x.status === "pro_rata" || x.status === "partially_funded" || x.status === "not_funded" || x.status === "below_threshold" || x.status === "reserve" || x.status === "indeterminate" ? amt(x.requested) : "";
  // an amount the scheme computed was asked by no one (amounts.ts)
  const paren = asked && (x.computed ? amountWords.pt.asked(asked) : x.places ? `pedido de ${asked}` : `montante solicitado: ${asked}`);
  // the amount granted is worded only where the sentence says it (not for a refusal)
  const amount = x.status === "not_funded" || x.status === "below_threshold" || x.status === "reserve" || x.status === "indeterminate" ? "" : amt(x.granted);
  const given = x.places ? "Atribuída" : "Aprovada";
  // what was granted, agreeing with the count: "Atribuída 1 vaga", "Atribuídas 2 vagas"; a unit of the scheme's own, of unknown gender, by a noun: "Atribuição de 10 hectares"
  const granted = (how: string, noun: string): string => (!x.places ? `${given}${how}` : f.placeUnit === undefined ? `${f.count(x.granted.value, { one: "Atribuída", other: "Atribuídas" })}${how}` : `Atribuição${noun} de`);
  // "dos 300,00 € solicitados", "das 3 vagas solicitadas" (vaga is feminine); a unit of the scheme's own, of unknown gender: "do solicitado (3 horas)"
  const ofAsked = !x.places ? `dos ${asked} solicitados` : f.placeUnit === undefined ? (x.requested.value === "1" ? `da ${asked} solicitada` : `das ${asked} solicitadas`) : `do solicitado (${asked})`;
  switch (x.status) {
    case "pro_rata":
      return `${granted(" por rateio", " por rateio")} ${x.computed ? amountWords.pt.of(amount, asked) : `${amount} ${ofAsked}`}: ${why}.`;
    case "partially_funded":
      return `${granted(" parcialmente", " parcial")} ${x.computed ? amountWords.pt.of(amount, asked) : `${amount} ${ofAsked}`}: ${why}${rem}.${reading}`;
    case "below_threshold": // never ranked by the stage: its reason alone
      return `${capital(why)}${rem}.${reading}`;
    case "not_funded":
    case "reserve":
      return `Não ${given.toLowerCase()} (${paren}): ${why}${rem}.${reading}`;
    case "indeterminate":
      return `Por resolver (${paren}): ${why}${rem}; ${x.contingentOnOffer ? `receberia no máximo ${amt(x.contingent!)}, consoante ${x.contingentOnOffer} aceite ou não o apoio parcial` : x.contingentAtMost ? `receberia no máximo ${amt(x.contingent!)}, consoante a ordem que o empate tome` : `receberia ${amt(x.contingent ?? { value: "0", unit: x.requested.unit })}${isOffer(x.why) ? " se aceitar o apoio reduzido" : " se o empate se resolvesse a seu favor"}`}.${reading}`;
    default:
      // a grant under no budget: the amount alone; a member of a capped group: the amount and its group
      const member = x.why === UNLIMITED ? "" : afterUnlimited(x.why, why, "pt");
      return `${granted("", "")}${x.places ? "" : " pelo montante de"} ${amount}${member ?? `: ${why}`}${rem}.${reading}`;
  }
}

export const pt: Catalogue = {
  language: "pt",
  comparisonParts: ranking.comparisonParts,
  positionParts: ranking.positionParts,
  // the allocation's amounts are worded by `amount` and joined as they are (allocationStep.ts allocationText)
  amountsInParts: true,
  locale: "pt-PT",
  // the euro's sign after the figure and a no-break space, as the avisos write amounts with cents ("100 000,00 €"); another currency its code
  currencies: { EUR: "€" },
  phrases,
  // a tie's note at the step its chain stopped at (engine/ties.ts): the order from the step's key, the label whole
  stopsNote: (s) => noValueFor(s.key?.order ? () => orderedKey(s.key!, orderWords.pt) : keyLabel, noValueAt(s.label)),
  placePhrases: placeWords.phrases,
  computedPhrases: entitled,
  render: {
    regime: (x) => (x.regime === null ? "A esta candidatura não se aplica nenhum regime." : `Aplica-se o regime ${q(x.title ?? x.regime)}.`),
    rule: (x, f) => {
      const word = x.test === "eligibility" ? "A condição" : "O limiar";
      const met = x.test === "eligibility" ? (x.met ? "está cumprida" : "não está cumprida") : x.met ? "é atingido" : "não é atingido";
      return x.met ? `${word} ${q(x.title)} ${met} (${connectivesIn(conditionIn(x.condition, f, ptMoment), connectivesOf.pt)}${metValuesText(x.values, words, f)}).` : `${word} ${q(x.title)} ${met}: ${failed(x.failure, f)}`;
    },
    criterion: (x, f) => (x.points === null ? `Critério ${q(x.title)}: ${translateWhy(x.message ?? "", phrases, f)}.` : `Critério ${q(x.title)}: ${criterionPoints(x, words, f, POINTS)}.`),
    total: (x, f) => `Pontuação total: ${termsText(x, words, f)}${f.count(x.points, POINTS)}.`,
    phase: (x) => `${q(x.title)}: não classificado, porque ${x.notMet?.length ? `${x.notMet.length === 1 ? "o limiar" : "os limiares"} ${andIds(x.notMet.map(q), "e")} não ${x.notMet.length === 1 ? "foi atingido" : "foram atingidos"}` : "a fase anterior não foi superada"}.`,
    "not-ranked": (x, f) => `Não incluída na ordenação: ${translateWhy(x.reason, phrases, f)}.`,
    position: ranking.position,
    comparison: comparisonWords(ranking.comparisonParts),
    allocation: (x, f) => allocationText(x, f) + groupCapsText(x.groupCaps, "O limite do seu grupo", words, f, (w, k) => ptGroups.name(w, k).replace(/^o grupo /, "")) + (x.budget ? budgetFrom(x.budget, f) : ""),
    reserve: (x, f) => `${named(f, "Incluída na lista de reserva")}${x.title !== undefined ? ` da fase ${q(stageTitle(x.title))}` : ""}, na posição ${x.place}.`,
    "reserve-tie": (x, f) => reserveTieWords.pt(x, x.title !== undefined ? ` da fase ${q(stageTitle(x.title))}` : "", f),
    "reserve-before": (x, f) => `${named(f, "Não incluída na lista de reserva")}: figura na ordenação antes de ${x.lastTied ? `${andIds(x.lastTied, "e")}, empatadas, uma das quais é, qualquer que seja a ordem do empate, a última candidatura aprovada, e a lista começa depois delas` : `${x.lastFunded}, a última candidatura aprovada, e a lista começa depois dela`}.`,
    "stage-pass": (x, f) => `${capital(translateWhy(x.why, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f))}${remainderText("pt", x, (a) => (x.places ? f.count(a.value, placeWords.places) : f.amount(a)), f)}.`,
    amount: (x, f) => amountText(x, amountWords.pt, words, f, "pt"),
    jury: (x, f) => juryText(x, juryWords.pt, words, f),
    cap: (x, f) => `Também o limite do seu grupo não lhe deixa margem: ${translateWhy(x.why, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f)}.`,
    input: (x, f) => `Dados inválidos: ${f.raw(x.message)}`,
    stage: (x, f) => {
      const role = { stage: "na fase", reservation: "na reserva", admission: "na fase de admissão" }[x.role];
      const all = x.number === 1 ? "todas as candidaturas da ordenação" : x.admittedBy !== undefined ? `as candidaturas que a fase ${q(stageTitle(x.admittedBy))} admitiu` : `${x.places ? (f.placeUnit === undefined ? "todas as candidaturas ainda sem vaga" : "todas as candidaturas a que ainda nada foi atribuído") : x.computed ? "todas as candidaturas a que ainda nada foi atribuído" : "todas as candidaturas ainda não apoiadas"}${x.leftOut ? ", exceto as que uma fase anterior deixou de fora" : ""}`;
      const considers = stageTakes({ ...x, considers: x.considers && connectivesIn(conditionIn(x.considers, f, ptMoment, x.named), connectivesOf.pt, x.named) }, (c) => `considera as candidaturas em que ${c}; `, `considera ${all}; `, (c) => `considera apenas as candidaturas que cumprem a sua condição: ${c}; `);
      const budget = x.budget === null ? "a sua dotação depende de um empate que uma fase anterior deixou por resolver" : `${x.places ? f.count(x.budget.value, placeWords.places) : `dotação ${f.amount(x.budget)}`}${budgetBrackets(x, f, unusedWorded(connectivesIn(budgetWritten(x.budgetText, f, x.named, x.places ? f.number(x.budget.value) : f.amount(x.budget)), connectivesOf.pt, x.named), x, f, (a, t) => `${a} não comprometidos na fase ${q(stageTitle(t))}`), cutWords(x, f, placeWords.places, "mais do que o que resta da dotação", "mais do que as vagas que restam"), metValuesText(readsIn(x.reads, connectivesOf.pt, x.named), words, f))}`;
      const held = reservationHeld("pt", x, (c, n) => connectivesIn(conditionIn(c, f, ptMoment, n), connectivesOf.pt, n));
      return `Decidida ${role} ${x.number} de ${x.count}, ${q(stageTitle(x.title))}${x.member !== undefined ? `, para ${x.memberTitle ?? x.member}` : ""}: ${held ?? considers}${budget}.`;
    },
    "stage-passed": (x, f) => reservationPassed("pt", x, (c, n) => connectivesIn(conditionIn(c, f, ptMoment, n), connectivesOf.pt, n), q, (v) => metValuesText(v, words, f).replace(/^ ?; /, "")),
    settlement: (x, f) => {
      const fns = { max: "o maior", min: "o menor", sum: "a soma de", mean: "a média de", count: "o número de" } as const;
      const sets = { funded: "das candidaturas apoiadas", ranked: "das candidaturas da ordenação" } as const;
      const values = x.values.map((v) => `${v.name.replace(/_/g, " ")} ${v.value ? f.amount(v.value) : "(sem valor)"}, ${fns[v.fn]} ${v.field} ${sets[v.set]}${v.attained.length ? ` (${v.attained.join(", ")})` : ""}`);
      // "em vez do montante aprovado" (de + o contracted); a field of the scheme's own, as written: "em vez de montante elegivel"
      const of = x.of === "amount" ? "do montante aprovado" : `de ${x.of.replace(/_/g, " ")}`;
      if (x.paid === null) return `Liquidação: não é possível calcular o que é pago (${x.note ?? ""}); aprovado ${f.amount(x.awarded)}.`;
      const at = x.values.length === 1 && x.values[0]!.value?.value === x.paid.value;
      return at ? `É pago segundo ${values[0]}, em vez ${of}, ${f.amount(x.awarded)}.` : `São pagos ${f.amount(x.paid)}${values.length ? ` (calculado a partir de ${values.join("; ")})` : ""} em vez ${of}, ${f.amount(x.awarded)}.`;
    },
    "no-stage": (x) => `Nenhuma fase da seleção a considera (${x.stages.map((s) => `${q(stageTitle(s.title))}${s.considers ? ` considera as candidaturas em que ${s.considers}` : ""}`).join("; ")}).`,
    "not-assessed": (x, f) => `${x.computed ? amountWords.pt.statuses.not_funded : "Não apoiada"}: ${closed(translateWhy(x.why, x.computed ? entitled : phrases, f))} As candidaturas são atendidas por ordem de receção; não se verificou se cumpre as condições de elegibilidade.`,
    aggregate: (x, f) => {
      // percentages in percent, with the sign (the fact's `percent`)
      const pc = x.percent ? words.percent : "";
      const value = x.value === null ? `não é possível calcular (${f.raw(x.error ?? "")})` : amountIn(x.value, f, words.moment) + pc;
      const list = x.members.map((m) => `${m.id} ${m.value === null ? "(contada)" : amountIn(m.value, f, words.moment) + pc}`).join(", ");
      const left = x.left ? `; excluídas por não cumprirem as condições de elegibilidade: ${x.left.join(", ") || "nenhuma"}${x.leftMore ? ` e mais ${x.leftMore}` : ""}` : "";
      const head = x.title ? `${capital(x.title)}, ` : `Valor agregado ${x.let ? `${x.let}, ` : ""}`;
      if (x.alone) return `${head}${x.aggregate}: ${value}, apenas desta candidatura (a única ${x.eligible ? "admitida " : ""}com ${x.groupBy} ${q(x.group)}).`;
      return `${head}${x.aggregate} das candidaturas ${x.eligible ? "admitidas " : ""}com ${x.groupBy} ${q(x.group)}: ${value}, de ${list || "nenhuma"}${x.more ? ` e mais ${x.more}` : ""}${left}.`;
    },
    text: (x, f) => f.raw(x.text),
  },
  values: { yes: words.yes, no: words.no, notGiven: "(não indicado)", moment: ptMoment },
  units: { article: "artigo {n}.º", section: "secção {n}", paragraph: "n.º {n}", subparagraph: "parágrafo {n}", point: "ponto {n}", letter: "alínea {n})", indent: "travessão {n}", annex: "anexo {n}", schedule: "anexo {n}", part: "parte {n}", chapter: "capítulo {n}" },
  // "artigo 11.º, n.º 3, alínea a)", as the Diário da República cites
  unitJoin: ", ",
  words: {
    notice: "Decisão sobre a candidatura",
    call: "Aviso",
    application: "Candidatura",
    status: "Decisão",
    position: "Posição na ordenação",
    notRanked: "não incluída na ordenação",
    reservePlace: (n) => `, na posição ${n}`,
    points: "Pontuação",
    criterion: "Critério",
    score: "Classificação",
    weight: "Ponderação",
    maximum: "Máximo",
    total: "Total",
    requested: "Montante solicitado",
    computed: amountWords.pt.label,
    computedStatuses: amountWords.pt.statuses,
    computedTotal: "Calculado para as candidaturas consideradas",
    computedGranted: "Montante atribuído",
    granted: "Montante aprovado",
    contingent: "se o empate se resolver a seu favor",
    reasons: "Fundamentação",
    noReasons: "Não se verifica nenhum motivo de indeferimento.",
    howDecided: "Como foi decidido",
    steps: { regime: "regime", eligibility: "elegibilidade", points: "pontuação", threshold: "limiar", ranking: "ordenação", assessment: "apreciação", allocation: "seleção", input: "dados" },
    quote: (s) => `«${s}»`,
    legalTexts: "Disposições citadas",
    publishedOn: "Data de publicação",
    regime: "Regime",
    statuses: {
      funded: "Aprovada",
      partially_funded: "Aprovada parcialmente",
      pro_rata: "Aprovada por rateio",
      not_funded: "Não aprovada",
      reserve: "Na lista de reserva",
      indeterminate: "Por resolver: depende de um empate que as normas não resolvem",
      ineligible: "Excluída: não cumpre as condições de elegibilidade",
      below_threshold: "Abaixo do limiar",
    },
  },
};
