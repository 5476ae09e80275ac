// The Dutch words of an allocation's budget. Of a subsidy, as Dutch subsidy law words it: the
// "subsidieplafond" (Algemene wet bestuursrecht, art. 4:25), from which a subsidy is "verleend".
// Of an amount the scheme computes — an entitlement paid to everyone who qualifies while the money
// lasts (a school scholarship), where no ceiling of a subsidy is spoken of — plainly the "budget",
// from which the amount is "toegekend", as its statuses say ("Toegekend", amounts.ts) and as English
// ("the remaining budget") and Polish ("pozostałe środki") word either kind.
import type { Formats } from "./catalogue.js";
import { amountIn, AT_MINIMUM, BELOW_MINIMUM, STOPPED_AT_MINIMUM, STAGE_STOPPED_AT_MINIMUM, belowTail, FULL_AGAIN, NOR_BUDGET, NOT_ASSESSED, NOT_ASSESSED_BELOW_MINIMUM, NOT_ASSESSED_BELOW_MINIMUM_BY, NOT_ASSESSED_BY, NOT_ASSESSED_BY_LOT, NOT_ASSESSED_STOPPED, NOT_ASSESSED_STOPPED_BY, REGIME_LEFT_OPEN, STAGE_SHARED_AT, STAGE_STOPPED_AT, STAGE_STOPS_HERE, STAGE_USED_BEFORE, STOPS_HERE_WITH, later, laterStages, type Phrase, STOPS_HERE_AT_MOST, STAGE_PASSED_EARLIER, STAGE_REACHED_EARLIER , DECLINED, OFFERED, STOPPED_DECLINED, STAGE_STOPPED_DECLINED, HELD, OPEN_ON_OFFER } from "./whys.js";
import { unlimitedWords } from "./unlimited.js";

/** The budget's noun (and its short form), the participle of granting and its noun. */
export interface BudgetWords {
  readonly ceiling: string;
  readonly short: string;
  readonly given: string;
  readonly giving: string;
  /** the amount of the application the allocation stops at ("het berekende bedrag van …") */
  readonly amount: (amount: string) => string;
}

export const SUBSIDY: BudgetWords = { ceiling: "subsidieplafond", short: "plafond", given: "verleend", giving: "verlening", amount: (a) => `het gevraagde bedrag van ${a}` };
export const ENTITLEMENT: BudgetWords = { ceiling: "budget", short: "budget", given: "toegekend", giving: "toekenning", amount: (a) => `het berekende bedrag van ${a}` };

/**
 * Of a subsidy, in a stage with a budget of its own (a reservation, `budget X` in a stage: the
 * formats' `ownBudget`): that budget, "het budget", not the subsidy's ceiling — the ceiling is the
 * whole a regulation sets (Awb art. 4:25), a stage spends its own part of it (drafted_subsidie's
 * "het plafond van perceel A"); "het restant van het budget" in the stage's line is the stage's.
 */
const STAGE_SUBSIDY: BudgetWords = { ...SUBSIDY, ceiling: "budget", short: "budget" };

/** The words `w` of a budget, or in a stage with its own (`Formats.ownBudget`) of that budget. */
export const stageWords = (w: BudgetWords, f: Formats): BudgetWords => (f.ownBudget && w === SUBSIDY ? STAGE_SUBSIDY : w);

/** The allocation's reasons that speak of the budget, in words `w` (`q`: quotes a title). */
export function nlBudgetPhrases(w: BudgetWords, q: (s: string) => string): Phrase[] {
  const c = (f: Formats): string => stageWords(w, f).ceiling;
  const short = (f: Formats): string => stageWords(w, f).short;
  return [
    [/^fits in the remaining budget$/, (_m, f) => `past binnen het resterende ${c(f)}`],
    [/^the allocation has no limit \(budget unlimited\)$/, () => unlimitedWords.nl],
    [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, (_m, f) => `past binnen het resterende ${c(f)} en put het precies uit: de verdeling stopt na deze aanvraag`],
    [/^reaches the budget: funded in full beyond it, and allocation stops after it$/, (_m, f) => `bereikt het ${c(f)}: volledig ${w.given}, ook boven het ${short(f)}, en de verdeling stopt na deze aanvraag`],
    [/^does not fit in the remaining budget; allocation stops here$/, (_m, f) => `past niet binnen het resterende ${c(f)}; de verdeling stopt hier`],
    [STOPS_HERE_WITH, (m, f) => `${w.amount(amountIn(m[1]!, f))} past niet binnen het resterende ${c(f)} van ${amountIn(m[2]!, f)}; de verdeling stopt hier`],
    [STOPS_HERE_AT_MOST, (m, f) => `${w.amount(amountIn(m[1]!, f))} past niet binnen het resterende ${c(f)} van ten hoogste ${amountIn(m[2]!, f)}, in welke volgorde de gelijke stand ook valt; de verdeling stopt hier`],
    [/^does not fit in the remaining budget; passed over$/, (_m, f) => `past niet binnen het resterende ${c(f)}; overgeslagen`],
    [STOPPED_DECLINED, (m) => `de verdeling is gestopt bij ${m[1]}, die de verlaagde ${w.giving} heeft afgewezen`],
    [STAGE_STOPPED_DECLINED, (m) => `deze fase is gestopt bij ${m[1]}, die de verlaagde ${w.giving} heeft afgewezen; ${later(laterStages.nl, m[2])}`],
    [HELD, (m, f) => `het restant van het ${c(f)} wordt aangehouden voor ${m[1]}, aan wie het gedeeltelijk is aangeboden`],
    [OPEN_ON_OFFER, (m) => `de uitkomst hangt af van het antwoord van ${m[1]} op het aanbod van een gedeeltelijke toekenning, dat niet is vastgelegd`],
    [DECLINED, (m, f) => `het aanbod van een verlaagde ${w.giving} van ${amountIn(m[1]!, f)} is afgewezen; ${belowTail(m[2]!, "overgeslagen", "de verdeling stopt hier", "deze fase stopt hier, en", laterStages.nl)}`],
    [OFFERED, (m, f) => `het restant van ${amountIn(m[1]!, f)} is gedeeltelijk aangeboden; het antwoord (${m[2]}) is niet vastgelegd, dus de uitkomst wacht daarop`],
    [/^granted the remaining budget in part$/, (_m, f) => `${w.given} tot het restant van het ${c(f)}`],
    [AT_MINIMUM, (m, f) => `${w.given} tot het restant van het ${c(f)}: het restant van ${amountIn(m[1]!, f)} bereikt het minimum van ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)}% van het ${w.given === "toegekend" ? "berekende" : "gevraagde"} bedrag)` : ""} voor een gedeeltelijke ${w.giving}`],
    [/^the budget is exhausted$/, (_m, f) => `het ${c(f)} is uitgeput`],
    [/^awarded in full at the boundary, beyond the budget$/, (_m, f) => `op de grens volledig ${w.given}, boven het ${c(f)}`],
    [/^the budget was reached by the applications before it: allocation stops$/, (_m, f) => `het ${c(f)} is bereikt door de aanvragen ervoor: de verdeling stopt`],
    [/^the requests do not exceed the budget: funded in full$/, (_m, f) => `de aanvragen overschrijden het ${c(f)} niet: volledig ${w.given}`],
    [FULL_AGAIN, (m, f) => `zonder de aandelen onder het minimumbedrag van ${amountIn(m[1]!, f)} overschrijden de aanvragen het ${c(f)} niet: volledig ${w.given}`],
    [/^the budget was reached by (.+); nothing is funded after it$/, (m, f) => `het ${c(f)} is bereikt door ${m[1]}; daarna wordt niets meer ${w.given}`],
    [/^the budget was reached before (.+); nothing is funded from there on$/, (m, f) => `het ${c(f)} was vóór ${m[1]} bereikt; vanaf daar wordt niets meer ${w.given}`],
    [/^the budget was used up by the partial grant to (.+)$/, (m, f) => `het ${c(f)} is uitgeput door de gedeeltelijke ${w.giving} aan ${m[1]}`],
    [/^the budget was used up before (.+)$/, (m, f) => `het ${c(f)} was vóór ${m[1]} uitgeput`],
    // `at boundary partial at least …` (step.ts belowMinimum): the remainder below the minimum for a partial grant
    [BELOW_MINIMUM, (m, f) => `het restant van ${amountIn(m[1]!, f)} is lager dan het minimum van ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)}% van het ${w.given === "toegekend" ? "berekende" : "gevraagde"} bedrag)` : ""} voor een gedeeltelijke ${w.giving}; ${belowTail(m[4]!, "overgeslagen", "de verdeling stopt hier", "deze fase stopt hier, en", laterStages.nl)}`],
    [STOPPED_AT_MINIMUM, (m) => `de verdeling is gestopt bij ${m[1]}, waarvoor het restant lager was dan het minimum voor een gedeeltelijke ${w.giving}`],
    [STAGE_STOPPED_AT_MINIMUM, (m) => `deze fase is gestopt bij ${m[1]}, waarvoor het restant lager was dan het minimum voor een gedeeltelijke ${w.giving}; ${later(laterStages.nl, m[2])}`],
    [STAGE_PASSED_EARLIER, (m, f) => `het ${c(f)} is overschreden door een volledige ${w.giving} aan een eerdere aanvraag, en daar stopt deze fase; ${later(laterStages.nl, m[1])}`],
    [STAGE_REACHED_EARLIER, (m, f) => `een eerdere aanvraag heeft het ${c(f)} bereikt en is volledig ${w.given}; in deze fase wordt daarna niets meer ${w.given}; ${later(laterStages.nl, m[1])}`],
    [/^the budget was passed by a grant in full to an earlier application, and the allocation stops there$/, (_m, f) => `het ${c(f)} is overschreden door een volledige ${w.giving} aan een eerdere aanvraag, en daar stopt de verdeling`],
    [/^an earlier application reached the budget and was funded in full; nothing is funded after it$/, (_m, f) => `een eerdere aanvraag heeft het ${c(f)} bereikt en is volledig ${w.given}; daarna wordt niets meer ${w.given}`],
    [/^the budget was passed by the grant in full to (.+), and the allocation stops there$/, (m, f) => `het ${c(f)} is overschreden door de volledige ${w.giving} aan ${m[1]}, en daar stopt de verdeling`],
    [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m, f) => `de verdeling is gestopt bij ${m[1]}, die niet binnen het resterende ${c(f)} paste`],
    [STAGE_STOPS_HERE, (m, f) => `past niet binnen het resterende ${c(f)}; deze fase stopt hier, en ${later(laterStages.nl, m[1])}`],
    [STAGE_STOPPED_AT, (m, f) => `deze fase is gestopt bij ${m[1]}, die niet binnen het resterende ${c(f)} paste; ${later(laterStages.nl, m[2])}`],
    [STAGE_SHARED_AT, (m) => `het budget van de fase is naar evenredigheid verdeeld over ${m[1]}; daarna wordt niets meer ${w.given}`],
    [STAGE_USED_BEFORE, (m) => `het budget van de fase was vóór ${m[1]} uitgeput; vanaf daar wordt niets meer ${w.given}`],
    [REGIME_LEFT_OPEN, (m, f) => `wat regime ${q(m[1]!)} van het ${c(f)} overliet, hangt af van een gelijke stand die de regeling niet beslecht`],
    // a key with a title (fcfs.ts): the order named by it, not by receipt (drafter28's finding 4)
    [NOT_ASSESSED_STOPPED_BY, (m, f) => `niet beoordeeld: de verdeling was gestopt vóór deze aanvraag in de volgorde van ${q(m[1]!)} (bij ${m[2]}, ${q(m[1]!)}: ${m[3]}, die niet binnen het resterende ${c(f)} paste)`],
    // of the ceiling's day, put after it by the lot (Kaderbesluit art. 23(3); drafter36's finding 12)
    [NOT_ASSESSED_BY_LOT, (m, f) => `niet beoordeeld: het ${c(f)} was uitgeput vóór deze aanvraag in de volgorde van ${m[1] !== undefined ? q(m[1]) : "ontvangst"}: de loting onder de aanvragen ${m[1] !== undefined ? "van" : "ontvangen op"} ${m[2] === "day" ? "dezelfde dag" : "hetzelfde moment"} (${m[3]}) plaatste deze aanvraag na ${m[4]}, die het ${short(f)} bereikte.`],
    [NOT_ASSESSED_BY, (m, f) => `niet beoordeeld: het ${c(f)} was uitgeput vóór deze aanvraag in de volgorde van ${q(m[1]!)} (het ${short(f)} werd bereikt door ${m[2]}, ${q(m[1]!)}: ${m[3]})`],
    [NOT_ASSESSED_STOPPED, (m, f) => `niet beoordeeld: de verdeling was gestopt voordat de aanvraag werd ontvangen (bij ${m[1]}, ontvangen ${m[2]}, die niet binnen het resterende ${c(f)} paste)`],
    [NOT_ASSESSED_BELOW_MINIMUM_BY, (m) => `niet beoordeeld: de verdeling was gestopt vóór deze aanvraag in de volgorde van ${q(m[1]!)} (bij ${m[2]}, ${q(m[1]!)}: ${m[3]}, waarvoor het restant lager was dan het minimum voor een gedeeltelijke ${w.giving})`],
    [NOT_ASSESSED_BELOW_MINIMUM, (m) => `niet beoordeeld: de verdeling was gestopt voordat de aanvraag werd ontvangen (bij ${m[1]}, ontvangen ${m[2]}, waarvoor het restant lager was dan het minimum voor een gedeeltelijke ${w.giving})`],
    [NOT_ASSESSED, (m, f) => `niet beoordeeld: het ${c(f)} was uitgeput voordat de aanvraag werd ontvangen (het ${short(f)} werd bereikt door ${m[1]}, ontvangen ${m[2]})`],
    [/^it does not straddle the budget$/, (_m, f) => `het ${c(f)} valt er niet binnen`],
    [NOR_BUDGET, (_m, f) => `de aanvraag past ook niet binnen het resterende ${c(f)}`],
  ];
}

/** The boundary rule's readings (a call's `at boundary` parameter), in words `w`. */
export function nlReadings(w: BudgetWords): Readonly<Record<string, string>> {
  const c = w.ceiling;
  return {
    stop: `de verdeling stopt bij de eerste aanvraag die niet binnen het ${c} past`,
    skip: "een aanvraag die niet past wordt overgeslagen; latere aanvragen kunnen nog passen",
    partial: `de aanvraag op de grens krijgt het restant van het ${c}`,
    full: `de aanvraag op de grens wordt volledig ${w.given}, boven het ${c}`,
    reach: `aanvragen worden ${w.given} tot het ${c} is bereikt, inclusief de aanvraag die het bereikt`,
  };
}

