// Explanations in Spanish (see catalogue.ts), in the register of a "resolución de concesión" under
// Ley 38/2003 (concurrencia competitiva): "solicitud", "puntuación", "orden de prelación",
// "crédito disponible", "prorrateo", "lista de reserva", "empate" and "criterios de desempate",
// "umbral". Numbers and amounts as the BOE writes them ("1.234,56 EUR": es-ES grouped from four
// digits, catalogue.ts `groupAlways`), dates "3 de marzo de 2025" (esWords.ts esMoment). "Solicitud" is
// feminine: "concedida", "excluida". Where the words stand beside es.ts: esWords.ts, and the ranking's
// (a comparison, a key's label, the position sentence): esRanking.ts.
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
import { esBelowTail, esComputedPhrases, esEntitledReadings, esGroups, esGroupsOf, esModes, esMoment, esPlaces, esProRata, esProRataWords, esReadings, esStops } from "./esWords.js";
import { byWeightPhrase } from "./byWeight.js";
import { esRanking, keyLabel } from "./esRanking.js";
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

/** a name in Spanish quotation marks (the last few kept: rows quote the same titles) */
const q = textRecently((s: string): string => `«${s}»`);
const POINTS = { one: "{n} punto", other: "{n} puntos" };

const words: FormWords = {
  rounded: (p, m, v) => juryWords.es.rounded(p, m, v).replace(/^ ?; /, ", "),
  points: POINTS,
  weighted: (w, score) => `ponderación ${w} × ${score}`,
  scoreRange: (lo, hi) => ` (valoración ${lo}–${hi})`,
  onScale: (score, scale, w) => `${score}${scale ? ` (escala de ${scale[0]} a ${scale[1]})` : ""} × ponderación ${w} = `,
  range: (min, max, f) => `, de ${min} a ${f.count(max, POINTS)}`,
  yesno: (points, condition) => `${points} si ${connectivesIn(condition, connectivesOf.es)}; en otro caso, 0`,
  or: "o",
  otherwise: "en otro caso",
  and: "y",
  bandsOver: (subject) => `tramos de ${subject}: `,
  bounds: { at_most: "como máximo", at_least: "como mínimo", above: "más de", below: "menos de", exactly: "exactamente" },
  yes: "sí",
  no: "no",
  absent: "sin valor",
  about: (v) => `aproximadamente ${v}`,
  percent: " %",
  computedFrom: (inputs) => ` (calculado a partir de ${inputs})`,
  // "elevado a" reads as a power ("5 elevado a 2"): "aumentado hasta" (cap39)
  capped: (before, bound, raised) => `${before}, ${raised ? "aumentado hasta" : "limitado a"} ${bound}`,
  // a label, not "a partir de" + a description ("de el número": "del"; cap39)
  capInputs: (inputs) => `base de cálculo: ${inputs}`,
  subject: (subject, value, band) => `; ${subject} es ${value}${band ? `, en el tramo ${q(band)}` : ""}`,
  against: (a, b) => `${a} frente a ${b}`,
  quote: q,
  moment: esMoment,
};

const budgetFrom = (b: TraceBudgetFrom, f: Formats): string =>
  ` El crédito de este régimen es ${b.mode === "shared" ? `lo que el régimen ${q(b.from)} dejó del crédito común` : `el crédito que dejó el régimen ${q(b.from)}`}: ${f.amount(b.had)}${b.of ? ` de ${f.amount(b.of)}` : ""}.`;
const straddle = (s: TraceStraddle, f: Formats, computed?: true, places?: true): string => straddleWords.es.amounts(s, f, computed, places, placeWords.places);

const group = (word: string, key: string): string => `${word === "group" ? "el grupo" : word} ${q(key)}`;
const members = (text: string, f: Formats): string => {
  const more = AND_MORE.exec(text);
  return more ? `${memberAmounts(more[1]!, f)} y ${more[2]} más` : memberAmounts(text, f);
};

/** a stage's title and budget as the scheme or, where it wrote none, the compiler gives them (budgetFlow.ts) */
const stageTitle = (t: string): string => (t === "the rest of the budget" ? "el resto del crédito" : t === "the rest of the places" ? "el resto de las plazas" : t);
const budgetText = (t: string, v?: string): string => (t === "what is left" || t === "left" ? "lo que queda" : t.startsWith("at least ") ? atLeastText("es", "como mínimo", t.slice("at least ".length), v) : t);
/** a stage's budget as written, its decimals in the language's form as a rule's condition's (conditionWords.ts); "at least …" as budgetBrackets reads it */
const budgetWritten = (t: string, f: Formats, named?: readonly string[], v?: string): string => budgetText(t.startsWith("at least ") ? t : conditionIn(t, f, undefined, named), v);

/** a tie the chain leaves open at a step a member has no value for (lazykeys.ts); the step named by `label` */
const noValueFor = (label: (engineLabel: string) => string, re: RegExp = NO_VALUE_FOR): Phrase => [re, (m, f, t) => `sin valor para el criterio ${label(m[1]!)}: ${m[2]!.split(", ").map((x) => missingMemberText(x, f, t)).join(", ")}; las bases dejan este empate sin resolver`];

const phrases: readonly Phrase[] = [
  ...groupPhrases(esGroups),
  ...namedPhrases(tiePhrases(tieNoteWords.es, keyLabel)),
  [/^fits in the remaining budget$/, () => "cabe en el crédito restante"],
  [/^the allocation has no limit \(budget unlimited\)$/, () => unlimitedWords.es],
  [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, () => "cabe en el crédito restante y lo agota exactamente: el reparto termina en esta solicitud"],
  [/^reaches the budget: funded in full beyond it, and allocation stops after it$/, () => "alcanza el límite del crédito: se subvenciona íntegramente por encima de él y el reparto termina en esta solicitud"],
  ...esStops,
  [/^does not fit in the remaining budget; passed over$/, () => "no cabe en el crédito restante; se omite"],
  [STOPPED_DECLINED, (m) => `el reparto terminó en la solicitud ${m[1]}, que rechazó la subvención reducida`],
  [STAGE_STOPPED_DECLINED, (m) => `esta fase terminó en la solicitud ${m[1]}, que rechazó la subvención reducida; ${later(laterStages.es, m[2])}`],
  [HELD, (m) => `el crédito restante se reserva para la solicitud ${m[1]}, a la que se ofreció parcialmente`],
  [OPEN_ON_OFFER, (m) => `el resultado depende de la respuesta de ${m[1]} a la oferta de una subvención parcial, que no consta`],
  [DECLINED, (m, f) => `rechazó la oferta de una subvención reducida de ${amountIn(m[1]!, f)}; ${esBelowTail(m[2]!)}`],
  [OFFERED, (m, f) => `se le ofrece parcialmente lo que queda, ${amountIn(m[1]!, f)}; su respuesta (${m[2]}) no consta, por lo que el resultado queda pendiente de ella`],
  [/^granted the remaining budget in part$/, () => "se le concede parcialmente el crédito restante"],
  [AT_MINIMUM, (m, f) => `se le concede parcialmente el crédito restante: lo que queda, ${amountIn(m[1]!, f)}, alcanza el importe mínimo de una subvención parcial, ${amountIn(m[2]!, f)}${m[3] ? ` (el ${amountIn(m[3], f)} % del importe solicitado)` : ""}`],
  [/^the budget is exhausted$/, () => "el crédito está agotado"],
  [/^awarded in full at the boundary, beyond the budget$/, () => "concedida íntegramente en el límite, por encima del crédito"],
  [/^the outcome depends on the order of a tie the law does not break$/, () => "el resultado depende del orden de un empate que las bases no resuelven"],
  [/^the budget was reached by the applications before it: allocation stops$/, () => "las solicitudes anteriores alcanzaron el crédito: el reparto termina"],
  [/^allocation stopped at an earlier application that did not fit$/, () => "el reparto terminó en una solicitud anterior que no cabía"],
  [STAGE_STOPPED_EARLIER, (m) => `esta fase terminó en una solicitud anterior que no cabía; ${later(laterStages.es, m[1])}`],
  [/^the requests do not exceed the budget: funded in full$/, () => "los importes solicitados no superan el crédito: se subvencionan íntegramente"],
  [FULL_AGAIN, (m, f) => `sin las partes inferiores al importe mínimo de ${amountIn(m[1]!, f)}, los importes solicitados no superan el crédito: se subvencionan íntegramente`],
  [/^the budget was reached by (.+); nothing is funded after it$/, (m) => `el crédito se alcanzó con la solicitud ${m[1]}; no se subvenciona ninguna posterior`],
  [/^the budget was reached before (.+); nothing is funded from there on$/, (m) => `el crédito se alcanzó antes de la solicitud ${m[1]}; desde ahí no se subvenciona ninguna`],
  [/^the budget was used up by the partial grant to (.+)$/, (m) => `el crédito se agotó con la subvención parcial a la solicitud ${m[1]}`],
  [/^the budget was used up before (.+)$/, (m) => `el crédito se agotó antes de la solicitud ${m[1]}`],
  [BELOW_MINIMUM, (m, f) => `lo que queda, ${amountIn(m[1]!, f)}, es inferior al importe mínimo de una subvención parcial, ${amountIn(m[2]!, f)}${m[3] ? ` (el ${amountIn(m[3], f)} % del importe solicitado)` : ""}; ${esBelowTail(m[4]!)}`],
  [STOPPED_AT_MINIMUM, (m) => `el reparto terminó en la solicitud ${m[1]}, para la que lo que quedaba era inferior al importe mínimo de una subvención parcial`],
  [STAGE_STOPPED_AT_MINIMUM, (m) => `esta fase terminó en la solicitud ${m[1]}, para la que lo que quedaba era inferior al importe mínimo de una subvención parcial; ${later(laterStages.es, m[2])}`],
  [STAGE_PASSED_EARLIER, (m) => `la subvención íntegra a una solicitud anterior superó el crédito, y esta fase termina ahí; ${later(laterStages.es, m[1])}`],
  [STAGE_REACHED_EARLIER, (m) => `una solicitud anterior alcanzó el crédito y se subvencionó íntegramente; en esta fase no se subvenciona ninguna posterior; ${later(laterStages.es, m[1])}`],
  [/^the budget was passed by a grant in full to an earlier application, and the allocation stops there$/, () => "la subvención íntegra a una solicitud anterior superó el crédito, y el reparto termina ahí"],
  [/^an earlier application reached the budget and was funded in full; nothing is funded after it$/, () => "una solicitud anterior alcanzó el crédito y se subvencionó íntegramente; no se subvenciona ninguna posterior"],
  [/^the budget was passed by the grant in full to (.+), and the allocation stops there$/, (m) => `la subvención íntegra a la solicitud ${m[1]} superó el crédito, y el reparto termina ahí`],
  [/^placed on the reserve list$/, (_m, f) => named(f, "incluida en la lista de reserva")],
  [NOT_ASSESSED_LIST_FULL, (m, f) => `no evaluada: ${named(f, "la lista de reserva")} estaba completa (su último puesto lo ocupó la solicitud ${m[1]}, recibida el ${esMoment(m[2]!)})`],
  [NOT_ASSESSED_LIST_FULL_BY, (m, f) => `no evaluada: ${named(f, "la lista de reserva")} estaba completa (su último puesto lo ocupó la solicitud ${m[1]}, ${q(m[2]!)}: ${esMoment(m[3]!)})`],
  [/^placed on the reserve list of stage '(.+)'$/, (m, f) => `${named(f, "incluida en la lista de reserva")} de la fase ${q(stageTitle(m[1]!))}`],
  [IN_STAGE, (m, _f, t) => `en la fase ${q(stageTitle(m[1]!))}: ${t(m[2]!)}`],
  [THEN_IN_STAGE, (m, _f, t) => `después, en la fase ${q(stageTitle(m[1]!))}: ${t(m[2]!)}`],
  [STAY_OUT, (m, _f, t) => `${t(m[1]!)} (no se considera de nuevo: las solicitudes que esta fase no subvenciona quedan fuera)`],
  [STAGE_TIE_SHARES, (m, f, t) => `las solicitudes empatadas ${m[1]} superan el crédito de la fase (quedaban ${amountIn(m[2]!, f)}, solicitados en conjunto ${amountIn(m[3]!, f)}), por lo que se reparten lo que queda: ${t(m[4]!)}`],
  [STAGE_POOL_SHARES, (m, f, t) => `las solicitudes de la fase se reparten lo que queda (quedaban ${amountIn(m[1]!, f)}, solicitados en conjunto ${amountIn(m[2]!, f)}): ${t(m[3]!)}`],
  [STAGE_ONE_SHARES, (m, f, t) => `la solicitud supera el crédito de la fase (quedaban ${amountIn(m[1]!, f)}, solicitados ${amountIn(m[2]!, f)}), por lo que recibe lo que queda: ${t(m[3]!)}`],
  [STAGE_SHARED_AT, (m) => `el crédito de la fase se repartió por prorrateo entre las solicitudes ${m[1]}; no se subvenciona ninguna posterior`],
  [STAGE_USED_BEFORE, (m) => `el crédito de la fase se agotó antes de la solicitud ${m[1]}; desde ahí no se subvenciona ninguna`],
  [STAGE_NOTHING_LEFT, () => "el crédito de la fase está agotado: no queda nada que repartir"],
  [GRANTED_IN_STAGES, (m) => `concedida cualquiera que sea el orden del empate en la fase ${q(stageTitle(m[1]!))}: en la fase ${stagesOr(m[2]!, (t) => q(stageTitle(t)), "o")}, según el orden`],
  [/^(granted|not funded) whichever order the tie in stage '(.+)' takes$/, (m) => `${m[1] === "granted" ? "concedida" : "no subvencionada"} cualquiera que sea el orden del empate en la fase ${q(stageTitle(m[2]!))}`],
  [TIES_WHICHEVER, (m) => `${m[1] === "granted" ? "concedida" : "no subvencionada"} cualquiera que sea el orden de los empates en las fases ${stagesListed(m[2]!, (t) => q(stageTitle(t)), "y")}`],
  [PAST_WAYS, (m) => `sin resolver: el empate en la fase ${q(stageTitle(m[1]!))} puede resolverse de más maneras de las que el programa calcula`],
  [PAST_BOUND, (m) => `sin resolver: el empate en la fase ${q(stageTitle(m[1]!))} puede dejar más de ${m[2]!} restos distintos del crédito, más de los que el programa calcula`],
  [/^what the earlier stages left depends on a tie the law does not break$/, () => "lo que dejaron las fases anteriores depende de un empate que las bases no resuelven"],
  [/^no stage of the allocation considers it$/, () => "ninguna fase del reparto la considera"],
  [/^admitted to the next stage$/, () => "admitida a la fase siguiente"],
  [STAGE_BELOW_THRESHOLD, (m, _f, t) => `por debajo del umbral de la fase: ${t(m[1]!)}`],
  [NOT_ADMITTED_THRESHOLD, (m) => `no admitida a la fase siguiente: por debajo del umbral de admisión (${m[1]})`],
  [NOT_ADMITTED_FIRST, (m, f) => `no admitida a la fase siguiente: ${f.count(m[1]!, { one: "se admite la primera solicitud", other: "se admiten las {n} primeras" })}`],
  [NOT_ADMITTED_REACH, (m, f) => `no admitida a la fase siguiente: las solicitudes admitidas antes ya alcanzan ${amountIn(m[1]!, f)} (${m[2]})${m[3] ? `, lo mínimo a lo que pueden llegar, y admitir más solo las alejaría de ${amountIn(m[3], f)} (${m[4]})` : ""}`],
  [NOT_ADMITTED_CLOSER, (m, f) => `no admitida a la fase siguiente: las solicitudes admitidas antes, en total ${amountIn(m[1]!, f)}, están más cerca de ${amountIn(m[2]!, f)} (${m[3]}) que ${amountIn(m[4]!, f)} con la siguiente de la clasificación${m[5] ? ` (${m[5]})` : ""}`],
  [REGIME_LEFT_OPEN, (m) => `lo que el régimen ${q(m[1]!)} dejó del crédito depende de un empate que las bases no resuelven`],
  [WITH_GROUP, (m, f, t) => `${t(m[1]!)}, ${m[2] ? `junto con ${group(m[2], m[3]!)} (${members(m[4]!, f)}; en total ${amountIn(m[5]!, f)})` : `como miembro de ${group(m[6]!, m[7]!)}`}`],
  [GROUP_NO_SHARE, (m, f) => `no cabe en el crédito restante ${m[1] ? `junto con ${group(m[1], m[2]!)} (${members(m[3]!, f)}; en total ${amountIn(m[4]!, f)})` : `como miembro de ${group(m[5]!, m[6]!)}`}, y las bases no dicen cómo se repartiría una parte`],
  [GROUP_KEY, (m, f, t) => `no puede calcularse la clave de grupo ${m[1]}: ${evaluationText(m[2]!, f, t)}`],
  [NOT_ASSESSED_STOPPED_BY, (m) => `no evaluada: el reparto terminó antes de ella en el orden de ${q(m[1]!)} (en la solicitud ${m[2]}, ${q(m[1]!)}: ${esMoment(m[3]!)}, que no cabía en el crédito restante)`],
  [NOT_ASSESSED_BY_LOT, (m) => `no evaluada: el crédito se agotó antes de ella en el orden de ${m[1] !== undefined ? q(m[1]) : "recepción"}: el sorteo entre las solicitudes ${m[1] !== undefined ? "" : "recibidas "}${m[2] === "day" ? (m[1] !== undefined ? "del mismo día" : "el mismo día") : m[1] !== undefined ? "del mismo momento" : "en el mismo momento"} (${esMoment(m[3]!)}) la situó después de la solicitud ${m[4]}, que alcanzó el límite.`],
  [NOT_ASSESSED_BY, (m) => `no evaluada: el crédito se agotó antes de ella en el orden de ${q(m[1]!)} (el límite lo alcanzó la solicitud ${m[2]}, ${q(m[1]!)}: ${esMoment(m[3]!)})`],
  [NOT_ASSESSED_STOPPED, (m) => `no evaluada: el reparto terminó antes de su recepción (en la solicitud ${m[1]}, recibida el ${esMoment(m[2]!)}, que no cabía en el crédito restante)`],
  [NOT_ASSESSED_BELOW_MINIMUM_BY, (m) => `no evaluada: el reparto terminó antes de ella en el orden de ${q(m[1]!)} (en la solicitud ${m[2]}, ${q(m[1]!)}: ${esMoment(m[3]!)}, para la que lo que quedaba era inferior al importe mínimo de una subvención parcial)`],
  [NOT_ASSESSED_BELOW_MINIMUM, (m) => `no evaluada: el reparto terminó antes de su recepción (en la solicitud ${m[1]}, recibida el ${esMoment(m[2]!)}, para la que lo que quedaba era inferior al importe mínimo de una subvención parcial)`],
  [NOT_ASSESSED, (m) => `no evaluada: el crédito se agotó antes de su recepción (el límite lo alcanzó la solicitud ${m[1]}, recibida el ${esMoment(m[2]!)})`],
  [OVERSHOOT, (m) => `lo que solicitan las solicitudes del mismo momento (${m[1]}) no supera el crédito restante`],
  // a tie of one group funded together (positionStep.ts, FINDINGS39 14)
  [/^they are one group, considered only together$/, () => "forman un solo grupo, que solo se considera en conjunto"],
  [/^no order of it changes anyone's outcome$/, () => "ningún orden del empate cambia el resultado de ninguna solicitud"],
  [/^it does not straddle the budget$/, () => "no cruza el límite del crédito"],
  noValueFor(keyLabel),
  [CANNOT_SCORE, (m, f, t) => `no puede puntuarse: ${evaluationText(m[1]!, f, t)}`],
  [NOT_MET, (m, f) => `no se cumple: ${m[1]}${notMetValues(m[2], f, words, "sin puntos")}`],
  [CANNOT_ASSESS, (m, f, t) => `no puede evaluarse: ${evaluationText(m[1]!, f, t)}`],
  [AMOUNT_CANNOT, (m, f, t) => `no puede calcularse el importe (${m[1]}): ${evaluationText(m[2]!, f, t)}`],
  [KEY_CANNOT, (m, f, t) => `no puede calcularse el criterio de desempate ${m[1]}: ${evaluationText(m[2]!, f, t)}`],
  [FIELD_ABSENT, (m) => `falta el valor del campo opcional ${q(m[1]!)}`],
  [DIVISION_BY_ZERO, (m) => `división por cero (${m[1]})`],
  [WEIGHT_NEGATIVE, (m, f) => `es negativo (${f.number(m[1]!)}): un peso en el sorteo es 0 (fuera del sorteo) o más`],
  [WEIGHT_RANGE, (m) => `está fuera del rango del sorteo (${m[1]}): un peso en el sorteo mayor que 0 está entre 10^-100 y 10^100`],
  [FIGURE_CANNOT, (m, f, t) => `no puede calcularse el importe ${q(m[1]!)} del cupo ${q(m[2]!)}: ${evaluationText(m[3]!, f, t)}`],
  [WEIGHT_CANNOT, (m, f, t) => `no puede calcularse el peso en el sorteo ${q(m[1]!)}: ${evaluationText(m[2]!, f, t)}`],
  [NEGATIVE_AMOUNT, (m, f) => `es negativo (${f.number(m[1]!)}): a ninguna solicitud puede concedérsele menos que nada`],
  [NEGATIVE_FIGURE, (m, f) => `es negativo (${f.number(m[1]!)}): ninguna ayuda detrae de un cupo menos que nada`],
  [NEGATIVE_WEIGHT, (m, f) => `es negativo (${f.number(m[1]!)}): ninguna parte es proporcional a menos que nada`],
  [FIGURE, (m, f) => `su importe ${q(m[1]!)}, ${amountIn(m[2]!, f)}, supera los ${amountIn(m[3]!, f)} que le quedan al cupo ${q(m[4]!)}`],
  [QUOTA, (m, f) => `al cupo ${q(m[1]!)} le quedan ${amountIn(m[2]!, f)}, menos que los ${amountIn(m[3]!, f)} solicitados`],
  [QUOTA_AT_MOST, (m, f) => `al cupo ${q(m[1]!)} le quedan como máximo ${amountIn(m[2]!, f)}, cualquiera que sea el orden del empate, menos que los ${amountIn(m[3]!, f)} solicitados`],
  [NOR_BUDGET, () => "tampoco cabe en el crédito restante"],
  esProRata("el importe solicitado"),
  byWeightPhrase("es", esModes),
];
/** a failed rule's reason in its step, without the default reason's "no se cumple: " said twice */
const failed = (failure: string | undefined, f: Formats): string => failureWords(failure ?? "", translateWhy(failure ?? "", phrases, f, true), "no se cumple: ");
/** an allocation of places in these words (esWords.ts) */
// a share of places: the coefficient's budget is the places, not a "crédito" (words32: "crédito 10" was said of 10 plazas)
const placeShare: Phrase = [PRO_RATA, (m, f) => esProRataWords(m, f, "lo solicitado", f.placeUnit === undefined ? "plazas" : "disponible")];
const placeWords = esPlaces([placeShare, ...phrases], esGroupsOf(false, true));
/** an allocation of an amount the scheme computes (an entitlement) in these words (esWords.ts) */
const entitled: readonly Phrase[] = esComputedPhrases(
  [
    [QUOTA, (m, f) => `al cupo ${q(m[1]!)} le quedan ${amountIn(m[2]!, f)}, menos que el importe calculado de ${amountIn(m[3]!, f)}`],
    [QUOTA_AT_MOST, (m, f) => `al cupo ${q(m[1]!)} le quedan como máximo ${amountIn(m[2]!, f)}, cualquiera que sea el orden del empate, menos que el importe calculado de ${amountIn(m[3]!, f)}`],
    esProRata("el importe calculado"),
    ...phrases,
  ],
  keyLabel,
);

/** the ranking's words: a comparison's, a key's label, the position sentence (esRanking.ts) */
const ranking = esRanking({ words, q, phrases, entitled, stageTitle, straddle, noValueFor, catalogue: () => es });

/** The boundary rule's reading, the same for every row of a call. */
const readingText = wordedLast((parameter, value) => ` Regla del límite del crédito según la convocatoria (${parameter}): ${q(value)} — ${esReadings[value] ?? value}.`);
const entitledReadingText = wordedLast((parameter, value) => ` Regla del límite del crédito según la convocatoria (${parameter}): ${q(value)} — ${esEntitledReadings[value] ?? value}.`);

function allocationText(x: Extract<TraceFact, { kind: "allocation" }>, f: Formats): string {
  // an allocation of places counts them, and says its reasons of places (esWords.ts)
  const amt = (a: TraceAmount): string => (x.places ? f.count(a.value, placeWords.places) : f.amount(a));
  const text = x.places ? x.why : proRataInUnit(x.why, x.granted.unit, x.granted.value);
  // the allocation's own share names the budget as the scheme does (the fact's `budgetTitle`)
  const own = titledShare(text, x.budgetTitle);
  const why = own ? esProRataWords(own, f, x.computed ? "el importe calculado" : "el importe solicitado", x.budgetTitle) : translateWhy(text, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f);
  const rem = remainderText("es", x, amt, f);
  const reading = x.reading ? (x.computed ? entitledReadingText : readingText)(x.reading.parameter, x.reading.value) : "";
  // what was asked is worded only where the sentence says it (not for a grant in full)
  const asked = x.status === "pro_rata" || x.status === "partially_funded" || x.status === "not_funded" || x.status === "below_threshold" || x.status === "reserve" || x.status === "indeterminate" ? amt(x.requested) : "";
  // an amount the scheme computed was asked by no one (amounts.ts)
  const paren = asked && (x.computed ? amountWords.es.asked(asked) : x.places ? `solicitud de ${asked}` : `importe solicitado: ${asked}`);
  // the amount granted is worded only where the sentence says it (not for a refusal)
  const amount = x.status === "not_funded" || x.status === "below_threshold" || x.status === "reserve" || x.status === "indeterminate" ? "" : amt(x.granted);
  const given = x.places ? "Adjudicada" : "Concedida";
  // what was granted, agreeing with the count: "Adjudicada 1 plaza", "Adjudicadas 2 plazas"; a unit of the scheme's own, of unknown gender, by a noun: "Adjudicación de 10 hectáreas"
  const granted = (how: string, noun: string): string => (!x.places ? `${given}${how}` : f.placeUnit === undefined ? `${f.count(x.granted.value, { one: "Adjudicada", other: "Adjudicadas" })}${how}` : `Adjudicación${noun} de`);
  // "de los 300,00 EUR solicitados", "de las 3 plazas solicitadas" (plaza is feminine); a unit of the scheme's own, of unknown gender: "de lo solicitado (3 horas)" (review31 M5)
  // one place asked: "de la 1 plaza solicitada" (words32)
  const ofAsked = !x.places ? `de los ${asked} solicitados` : f.placeUnit === undefined ? (x.requested.value === "1" ? `de la ${asked} solicitada` : `de las ${asked} solicitadas`) : `de lo solicitado (${asked})`;
  switch (x.status) {
    case "pro_rata":
      return `${granted(" por prorrateo", " por prorrateo")} ${x.computed ? amountWords.es.of(amount, asked) : `${amount} ${ofAsked}`}: ${why}.`;
    case "partially_funded":
      return `${granted(" parcialmente", " parcial")} ${x.computed ? amountWords.es.of(amount, asked) : `${amount} ${ofAsked}`}: ${why}${rem}.${reading}`;
    case "below_threshold": // never ranked by the stage: its reason alone (mendstage30)
      return `${capital(why)}${rem}.${reading}`;
    case "not_funded":
    case "reserve":
      return `No ${given.toLowerCase()} (${paren}): ${why}${rem}.${reading}`;
    case "indeterminate":
      return `Sin resolver (${paren}): ${why}${rem}; ${x.contingentOnOffer ? `recibiría como máximo ${amt(x.contingent!)}, según que ${x.contingentOnOffer} acepte o no la subvención parcial` : x.contingentAtMost ? `recibiría como máximo ${amt(x.contingent!)}, según el orden que tome el empate` : `recibiría ${amt(x.contingent ?? { value: "0", unit: x.requested.unit })}${isOffer(x.why) ? " si acepta la subvención reducida" : " si el empate se resolviera a su favor"}`}.${reading}`;
    default:
      // a grant under no budget: the amount alone (drafted38 finding 8)
      const member = x.why === UNLIMITED ? "" : afterUnlimited(x.why, why, "es");
      return `${granted("", "")}${x.places ? "" : " por importe de"} ${amount}${member ?? `: ${why}`}${rem}.${reading}`;
  }
}


export const es: Catalogue = {
  language: "es",
  comparisonParts: ranking.comparisonParts,
  positionParts: ranking.positionParts,
  // the allocation's amounts are worded by `amount` and joined as they are (allocationStep.ts allocationText)
  amountsInParts: true,
  locale: "es-ES",
  groupAlways: true,
  phrases,
  // a tie's note at the step its chain stopped at (engine/ties.ts): the order from the step's key, the label whole
  stopsNote: (s) => noValueFor(s.key?.order ? () => orderedKey(s.key!, orderWords.es) : keyLabel, noValueAt(s.label)),
  placePhrases: placeWords.phrases,
  computedPhrases: entitled,
  render: {
    regime: (x) => (x.regime === null ? "A esta solicitud no se le aplica ningún régimen." : `Se aplica el régimen ${q(x.title ?? x.regime)}.`),
    rule: (x, f) => {
      const word = x.test === "eligibility" ? "El requisito" : "El umbral";
      const met = x.test === "eligibility" ? "se cumple" : "se alcanza";
      return x.met ? `${word} ${q(x.title)} ${met} (${connectivesIn(conditionIn(x.condition, f, esMoment), connectivesOf.es)}${metValuesText(x.values, words, f)}).` : `${word} ${q(x.title)} no ${met}: ${failed(x.failure, f)}`;
    },
    criterion: (x, f) => (x.points === null ? `Criterio ${q(x.title)}: ${translateWhy(x.message ?? "", phrases, f)}.` : `Criterio ${q(x.title)}: ${criterionPoints(x, words, f, POINTS)}.`),
    total: (x, f) => `Puntuación total: ${termsText(x, words, f)}${f.count(x.points, POINTS)}.`,
    phase: (x) => `${q(x.title)}: sin valorar, porque ${x.notMet?.length ? `no se ${x.notMet.length === 1 ? "alcanzó el umbral" : "alcanzaron los umbrales"} ${andIds(x.notMet.map(q), "y")}` : "no se superó la fase anterior"}.`,
    "not-ranked": (x, f) => `No incluida en el orden de prelación: ${translateWhy(x.reason, phrases, f)}.`,
    position: ranking.position,
    comparison: comparisonWords(ranking.comparisonParts),
    allocation: (x, f) => allocationText(x, f) + groupCapsText(x.groupCaps, "El límite de su grupo", words, f, (w, k) => esGroups.name(w, k).replace(/^el grupo /, "")) + (x.budget ? budgetFrom(x.budget, f) : ""),
    reserve: (x, f) => `${named(f, "Incluida en la lista de reserva")}${x.title !== undefined ? ` de la fase ${q(stageTitle(x.title))}` : ""}, en el puesto ${x.place}.`,
    "reserve-tie": (x, f) => reserveTieWords.es(x, x.title !== undefined ? ` de la fase ${q(stageTitle(x.title))}` : "", f),
    "reserve-before": (x, f) => `${named(f, "No incluida en la lista de reserva")}: figura en la clasificación antes de ${x.lastTied ? `${andIds(x.lastTied, "y")}, empatadas, una de las cuales es, sea cual sea el orden del empate, la última solicitud estimada, y la lista empieza después de ellas` : `${x.lastFunded}, la última solicitud estimada, y la lista empieza después de ella`}.`,
    "stage-pass": (x, f) => `${capital(translateWhy(x.why, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f))}${remainderText("es", x, (a) => (x.places ? f.count(a.value, placeWords.places) : f.amount(a)), f)}.`,
    amount: (x, f) => amountText(x, amountWords.es, words, f, "es"),
    jury: (x, f) => juryText(x, juryWords.es, words, f),
    cap: (x, f) => `Tampoco el límite de su grupo le deja margen: ${translateWhy(x.why, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f)}.`,
    input: (x, f) => `Datos no válidos: ${f.raw(x.message)}`,
    stage: (x, f) => {
      const role = { stage: "la fase", reservation: "la reserva", admission: "la fase de admisión" }[x.role];
      const all = x.number === 1 ? "todas las solicitudes de la prelación" : x.admittedBy !== undefined ? `las solicitudes que admitió la fase ${q(stageTitle(x.admittedBy))}` : `${x.places ? (f.placeUnit === undefined ? "todas las solicitudes sin plaza todavía" : "todas las solicitudes a las que aún no se adjudicó nada") : x.computed ? "todas las solicitudes a las que aún no se concedió nada" : "todas las solicitudes aún no subvencionadas"}${x.leftOut ? ", salvo las que una fase anterior dejó fuera" : ""}`;
      const considers = stageTakes({ ...x, considers: x.considers && connectivesIn(conditionIn(x.considers, f, esMoment, x.named), connectivesOf.es, x.named) }, (c) => `considera las solicitudes en las que ${c}; `, `considera ${all}; `, (c) => `considera solo las solicitudes que cumplen su condición: ${c}; `);
      const budget = x.budget === null ? "su crédito depende de un empate que una fase anterior dejó sin resolver" : `${x.places ? f.count(x.budget.value, placeWords.places) : `crédito ${f.amount(x.budget)}`}${budgetBrackets(x, f, unusedWorded(connectivesIn(budgetWritten(x.budgetText, f, x.named, x.places ? f.number(x.budget.value) : f.amount(x.budget)), connectivesOf.es, x.named), x, f, (a, t) => `${a} no comprometidos en la fase ${q(stageTitle(t))}`), cutWords(x, f, placeWords.places, "más de lo que queda del crédito", "más de las plazas que quedan"), metValuesText(readsIn(x.reads, connectivesOf.es, x.named), words, f))}`;
      const held = reservationHeld("es", x, (c, n) => connectivesIn(conditionIn(c, f, esMoment, n), connectivesOf.es, n));
      return `Decidida en ${role} ${x.number} de ${x.count}, ${q(stageTitle(x.title))}${x.member !== undefined ? `, para ${x.memberTitle ?? x.member}` : ""}: ${held ?? considers}${budget}.`;
    },
    "stage-passed": (x, f) => reservationPassed("es", x, (c, n) => connectivesIn(conditionIn(c, f, esMoment, n), connectivesOf.es, n), q, (v) => metValuesText(v, words, f).replace(/^ ?; /, "")),
    settlement: (x, f) => {
      const fns = { max: "el mayor", min: "el menor", sum: "la suma de", mean: "la media de", count: "el número de" } as const;
      const sets = { funded: "las solicitudes subvencionadas", ranked: "las solicitudes de la prelación" } as const;
      const values = x.values.map((v) => `${v.name.replace(/_/g, " ")} ${v.value ? f.amount(v.value) : "(sin valor)"}, ${fns[v.fn]} ${v.field} de ${sets[v.set]}${v.attained.length ? ` (${v.attained.join(", ")})` : ""}`);
      // "en lugar del importe concedido" (de + el contracted); a field of the scheme's own, as written: "en lugar de importe elegible"
      const of = x.of === "amount" ? "del importe concedido" : `de ${x.of.replace(/_/g, " ")}`;
      if (x.paid === null) return `Liquidación: no puede calcularse lo que se paga (${x.note ?? ""}); concedido ${f.amount(x.awarded)}.`;
      const at = x.values.length === 1 && x.values[0]!.value?.value === x.paid.value;
      return at ? `Se paga según ${values[0]}, en lugar ${of}, ${f.amount(x.awarded)}.` : `Se pagan ${f.amount(x.paid)}${values.length ? ` (calculado a partir de ${values.join("; ")})` : ""} en lugar ${of}, ${f.amount(x.awarded)}.`;
    },
    "no-stage": (x) => `Ninguna fase del reparto la considera (${x.stages.map((s) => `${q(stageTitle(s.title))}${s.considers ? ` considera las solicitudes en las que ${s.considers}` : ""}`).join("; ")}).`,
    "not-assessed": (x, f) => `${x.computed ? amountWords.es.statuses.not_funded : "No subvencionada"}: ${closed(translateWhy(x.why, x.computed ? entitled : phrases, f))} Las solicitudes se atienden por orden de recepción; no se examinó si cumple los requisitos.`,
    aggregate: (x, f) => {
      // percentages in percent, with the sign (the fact's `percent`)
      const pc = x.percent ? words.percent : "";
      const value = x.value === null ? `no puede calcularse (${f.raw(x.error ?? "")})` : amountIn(x.value, f, words.moment) + pc;
      const list = x.members.map((m) => `${m.id} ${m.value === null ? "(contada)" : amountIn(m.value, f, words.moment) + pc}`).join(", ");
      const left = x.left ? `; excluidas por no cumplir los requisitos: ${x.left.join(", ") || "ninguna"}${x.leftMore ? ` y ${x.leftMore} más` : ""}` : "";
      const head = x.title ? `${capital(x.title)}, ` : `Valor agregado ${x.let ? `${x.let}, ` : ""}`;
      if (x.alone) return `${head}${x.aggregate}: ${value}, solo de esta solicitud (la única ${x.eligible ? "admitida " : ""}con ${x.groupBy} ${q(x.group)}).`;
      return `${head}${x.aggregate} de las solicitudes ${x.eligible ? "admitidas " : ""}con ${x.groupBy} ${q(x.group)}: ${value}, de ${list || "ninguna"}${x.more ? ` y ${x.more} más` : ""}${left}.`;
    },
    text: (x, f) => f.raw(x.text),
  },
  values: { yes: words.yes, no: words.no, notGiven: "(no indicado)", moment: esMoment },
  units: { article: "artículo {n}", section: "sección {n}", paragraph: "apartado {n}", subparagraph: "párrafo {n}", point: "punto {n}", letter: "letra {n}", indent: "guion {n}", annex: "anexo {n}", schedule: "anexo {n}", part: "parte {n}", chapter: "capítulo {n}" },
  words: {
    notice: "Resolución sobre la solicitud",
    call: "Convocatoria",
    application: "Solicitud",
    status: "Resolución",
    position: "Puesto en el orden de prelación",
    notRanked: "no incluida en el orden de prelación",
    reservePlace: (n) => `, en el puesto ${n}`,
    points: "Puntuación",
    criterion: "Criterio",
    maximum: "Máximo",
    score: "Valoración",
    weight: "Ponderación",
    total: "Total",
    requested: "Importe solicitado",
    computed: amountWords.es.label,
    computedStatuses: amountWords.es.statuses,
    computedTotal: "Calculado para las solicitudes consideradas",
    computedGranted: "Importe concedido",
    granted: "Importe concedido",
    contingent: "si el empate se resuelve a su favor",
    reasons: "Motivación",
    noReasons: "No concurre ninguna causa de denegación.",
    howDecided: "Cómo se ha resuelto",
    steps: { regime: "régimen", eligibility: "requisitos", points: "puntuación", threshold: "umbral", ranking: "prelación", assessment: "evaluación", allocation: "reparto", input: "datos" },
    quote: q,
    legalTexts: "Disposiciones citadas",
    publishedOn: "Fecha de publicación",
    regime: "Régimen",
    statuses: {
      funded: "Concedida",
      partially_funded: "Concedida parcialmente",
      pro_rata: "Concedida por prorrateo",
      not_funded: "No concedida",
      reserve: "En la lista de reserva",
      indeterminate: "Sin resolver: depende de un empate que las bases no resuelven",
      ineligible: "Excluida: no cumple los requisitos",
      below_threshold: "Por debajo del umbral",
    },
  },
};
