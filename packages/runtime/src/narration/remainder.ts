// What was left before an application, in the parenthesis that ends an allocation's sentence, by
// language. Three cases beside the plain "(remaining before: X)":
// - the allocation had stopped before it ("left when the allocation stopped: X");
// - nothing was left: `at boundary reach` awarded the last application whole and the budget was
//   exceeded, so the engine's remainder is negative ("-100"). A negative remainder is not what an
//   applicant can read: the words say nothing was left and by how much the budget was exceeded
//   (drafter26's finding 5);
// - a quota refused it (the fact's `quota`): its reason gives the quota's own remainder, so the
//   budget's is labelled as the budget's (en and nl name it by the scheme's title: ownNames.ts
//   `named`, over these words only; en's "all places" too).
// Inside a stage (an allocation fact's `inStage`; a stage-pass line always) the remainder is the
// stage's: the words name the stage's budget, not the call's (mendb26, the second review).
import type { TraceAmount, TraceFact } from "../engine/trace.js";
import { named } from "./ownNames.js";

type Fact = Extract<TraceFact, { kind: "allocation" }>;
/** a member's reason in a group funded together (engine/groupUnits.ts `label`) */
const TOGETHER = /, with its .+? \((?:[^()]*); together [^;()]+\)/;
type StagePass = Extract<TraceFact, { kind: "stage-pass" }>;

interface RemainderWords {
  readonly stopped: string;
  readonly before: string;
  /** a member of a group funded together: what was left before the group, taken as one (FINDINGS39 13) */
  readonly group: string;
  /** nothing left: the budget exceeded by `by` (an amount worded) */
  readonly over: (by: string) => string;
  /** the budget's remainder beside a quota's */
  readonly budget: string;
}

/** by language, of places or of money (a subsidy asked, or an amount the scheme computes: nl "budget" not "subsidieplafond", de "Mittel" not "Fördermittel") */
const words: Readonly<Record<string, (places: boolean, computed: boolean, unit: boolean) => RemainderWords>> = {
  en: (places, _c, unit) => ({ stopped: "left when the allocation stopped", before: "remaining before", group: "remaining before its group", over: (by) => `nothing remaining before: the budget was exceeded by ${by}`, budget: places && !unit ? "all places remaining before" : "the budget remaining before" }),
  nl: (places, computed, unit) => ({ stopped: "resterend toen de verdeling stopte", before: "resterend vóór deze aanvraag", group: "resterend vóór de groep", over: (by) => `niets resterend vóór deze aanvraag: overschreden met ${by}`, budget: `${places && !unit ? "van alle plaatsen" : computed || unit ? "van het budget" : "van het subsidieplafond"} resterend vóór deze aanvraag` }),
  pl: (places, _c, unit) =>
    places
      ? { stopped: "pozostało w chwili zakończenia przydziału", before: "pozostało przed tym wnioskiem", group: "pozostało przed grupą", over: (by) => `przed tym wnioskiem nie pozostało nic: przekroczono o ${by}`, budget: `${unit ? "z całego budżetu" : "ze wszystkich miejsc"} pozostało przed tym wnioskiem` }
      : { stopped: "środki pozostałe w chwili zakończenia przydziału", before: "środki pozostałe przed tym wnioskiem", group: "środki pozostałe przed grupą", over: (by) => `przed tym wnioskiem nie pozostały żadne środki: przekroczono o ${by}`, budget: "środki całego budżetu pozostałe przed tym wnioskiem" },
  es: (places, _c, unit) => ({ stopped: "restante al terminar el reparto", before: "restante antes de esta solicitud", group: "restante antes del grupo", over: (by) => `nada restante antes de esta solicitud: se superó el crédito en ${by}`, budget: `${places && !unit ? "de todas las plazas" : "del crédito disponible"}, restante antes de esta solicitud` }),
  pt: (places, _c, unit) => ({ stopped: "remanescente quando a seleção terminou", before: "remanescente antes desta candidatura", group: "remanescente antes do grupo", over: (by) => `nada remanescente antes desta candidatura: a dotação foi excedida em ${by}`, budget: `${places && !unit ? "de todas as vagas" : "da dotação disponível"}, remanescente antes desta candidatura` }),
  fr: (places, _c, unit) => ({ stopped: "restant à la fin de l'attribution", before: places ? "restant avant cette demande" : "crédits restants avant cette demande", group: places ? "restant avant le groupe" : "crédits restants avant le groupe", over: (by) => `rien ne restait avant cette demande : les crédits ont été dépassés ${frBy(by)}`, budget: `${places && !unit ? "places restantes sur l'ensemble" : "crédits disponibles restants"} avant cette demande` }),
  de: (places, computed, unit) => ({ stopped: "verbleibend bei Ende der Verteilung", before: "verbleibend vor diesem Antrag", group: "verbleibend vor der Gruppe", over: (by) => `vor diesem Antrag nichts verbleibend: um ${by} überschritten`, budget: `${places ? (unit ? "vom gesamten Budget" : "von allen Plätzen") : computed ? "von den gesamten Mitteln" : "von den gesamten Fördermitteln"} verbleibend vor diesem Antrag` }),
};

/** French elides "de" before "au moins": "dépassés de 500,00 €", "dépassés d'au moins 500,00 €" */
const frBy = (by: string): string => (by.startsWith("au moins ") ? `d'${by}` : `de ${by}`);

/** inside a stage, by language: the stage's budget exceeded, the stage's remainder beside a quota's (the rest as `words`) */
const stageWords: Readonly<Record<string, (places: boolean, unit: boolean) => Pick<RemainderWords, "over" | "budget">>> = {
  en: (places, unit) => ({ over: (by) => `nothing remaining before: the stage's budget was exceeded by ${by}`, budget: places && !unit ? "the stage's places remaining before" : "the stage's budget remaining before" }),
  nl: (places, unit) => ({ over: (by) => `niets resterend vóór deze aanvraag: het budget van de fase overschreden met ${by}`, budget: `${places && !unit ? "van de plaatsen van de fase" : "van het budget van de fase"} resterend vóór deze aanvraag` }),
  pl: (places, unit) =>
    places
      ? { over: (by) => `przed tym wnioskiem nie pozostało nic: przekroczono budżet etapu o ${by}`, budget: `${unit ? "z budżetu etapu" : "z miejsc etapu"} pozostało przed tym wnioskiem` }
      : { over: (by) => `przed tym wnioskiem nie pozostały żadne środki: przekroczono budżet etapu o ${by}`, budget: "środki budżetu etapu pozostałe przed tym wnioskiem" },
  es: (places, unit) => ({ over: (by) => `nada restante antes de esta solicitud: se superó el crédito de la fase en ${by}`, budget: `${places && !unit ? "de las plazas de la fase" : "del crédito de la fase"}, restante antes de esta solicitud` }),
  pt: (places, unit) => ({ over: (by) => `nada remanescente antes desta candidatura: a dotação da fase foi excedida em ${by}`, budget: `${places && !unit ? "das vagas da fase" : "da dotação da fase"}, remanescente antes desta candidatura` }),
  fr: (places, unit) => ({ over: (by) => `rien ne restait avant cette demande : les crédits de l'étape ont été dépassés ${frBy(by)}`, budget: `${places && !unit ? "places de l'étape restantes" : "crédits de l'étape restants"} avant cette demande` }),
  de: (places, unit) => ({ over: (by) => `vor diesem Antrag nichts verbleibend: das Budget der Stufe um ${by} überschritten`, budget: `${places ? (unit ? "vom Budget der Stufe" : "von den Plätzen der Stufe") : "von den Mitteln der Stufe"} verbleibend vor diesem Antrag` }),
};

/** the most any order of an unbroken tie leaves an application (the fact's `remainingAtMost`), by language */
const atMost: Readonly<Record<string, (left: string) => string>> = {
  en: (left) => `at most ${left}, whichever order the tie takes`,
  nl: (left) => `ten hoogste ${left}, in welke volgorde de gelijke stand ook valt`,
  pl: (left) => `najwyżej ${left}, bez względu na kolejność wniosków o równej pozycji`,
  de: (left) => `höchstens ${left}, gleich in welcher Reihenfolge der Gleichstand fällt`,
  es: (left) => `como máximo ${left}, cualquiera que sea el orden del empate`,
  pt: (left) => `no máximo ${left}, qualquer que seja a ordem do empate`,
  fr: (left) => `au plus ${left}, quel que soit l'ordre des ex æquo`,
};

/**
 * the least any order of an unbroken tie passes the budget by (the fact's `remainingAtMost` on a
 * negative remainder: `full` or `reach` granted a member in full beyond the budget, mendfix29), by language
 */
const atLeast: Readonly<Record<string, (by: string) => string>> = {
  en: (by) => `at least ${by}, whichever order the tie takes`,
  nl: (by) => `ten minste ${by}, in welke volgorde de gelijke stand ook valt`,
  pl: (by) => `co najmniej ${by}, bez względu na kolejność wniosków o równej pozycji`,
  de: (by) => `mindestens ${by}`,
  es: (by) => `al menos ${by}, cualquiera que sea el orden del empate`,
  pt: (by) => `pelo menos ${by}, qualquer que seja a ordem do empate`,
  fr: (by) => `au moins ${by}, quel que soit l'ordre des ex æquo`,
};
/** de puts the amount inside "um … überschritten": the tie's words follow the sentence */
const atLeastAfter: Readonly<Record<string, string>> = { de: ", gleich in welcher Reihenfolge der Gleichstand fällt" };

/**
 * The parenthesis (with its leading space) saying what was left before the application of `x` (an
 * allocation, or a stage's line that passed it on), each amount worded by `amt`; "" where unknown.
 * `f`: its `placeUnit` (places counted in a unit, whose remainder is the budget's) and its `names` (the budget's name, ownNames.ts).
 */
export function remainderText(language: string, x: Fact | StagePass, amt: (a: TraceAmount) => string, f: { readonly placeUnit?: string; readonly names?: (words: string) => string } = {}): string {
  const unit = f.placeUnit !== undefined;
  const r = x.remainingBefore;
  if (!r) return "";
  const plain = (words[language] ?? words.en!)(!!x.places, !!x.computed, unit);
  const inStage = x.kind === "stage-pass" || !!x.inStage;
  const w = inStage ? { ...plain, ...(stageWords[language] ?? stageWords.en!)(!!x.places, unit) } : plain;
  const told = x.remainingAtMost ? (atMost[language] ?? atMost.en!)(amt(r)) : amt(r);
  // French sets a space before the colon
  const colon = language === "fr" ? " : " : ": ";
  if (x.kind === "allocation" && x.stoppedBefore) return ` (${w.stopped}${colon}${told})`;
  if (r.value.startsWith("-")) {
    const by = amt({ value: r.value.slice(1), unit: r.unit });
    return x.remainingAtMost ? ` (${named(f, w.over((atLeast[language] ?? atLeast.en!)(by)))}${atLeastAfter[language] ?? ""})` : ` (${named(f, w.over(by))})`;
  }
  // a member of a group funded together ("…, with its Team 'T1' (B 2, C 2; together 4)", groupUnits.ts): what was left before the group
  const before = x.kind === "allocation" && TOGETHER.test(x.why ?? "") ? w.group : w.before;
  return ` (${x.quota ? named(f, w.budget) : before}${colon}${told})`;
}
