// An allocation of places (`AllocationSpec.places`: a budget and amounts in whole numbers without
// a unit — the places at a school, the grants of a call) in each catalogue's words: its amounts
// counted ("1 place", "7 places"; plural forms from the catalogue's locale, Formats.count) and the
// allocation's reasons that speak of a budget said of places. A reason these phrases do not know
// is rendered by the catalogue's own phrases (nl, pl) or as the engine wrote it (en).
import type { Formats, Plural } from "./catalogue.js";
import { placeCount } from "./placeCount.js";
import { groupPhrases, memberItems, type GroupWords } from "./groups.js";
import { amountIn, AT_MINIMUM, BELOW_MINIMUM, STOPPED_AT_MINIMUM, STAGE_STOPPED_AT_MINIMUM, belowTail, IN_STAGE, NOR_BUDGET, QUOTA, QUOTA_AT_MOST, STAGE_STOPPED_AT, STAGE_STOPS_HERE, STOPS_HERE_WITH, THEN_IN_STAGE, later, laterStages, type Phrase, STOPS_HERE_AT_MOST } from "./whys.js";

/** The words of one language for an allocation of places. */
export interface PlaceWords {
  readonly places: Plural;
  /** the allocation's reasons about the budget, of places; then the catalogue's own phrases */
  readonly phrases: readonly Phrase[];
}

const EN_PLACES: Plural = placeCount({ one: "{n} place", other: "{n} places" });
const NL_PLACES: Plural = placeCount({ one: "{n} plaats", other: "{n} plaatsen" });
const PL_PLACES: Plural = placeCount({ one: "{n} miejsce", few: "{n} miejsca", many: "{n} miejsc", other: "{n} miejsca" });

/**
 * The words of places, or where the catalogue counts them in a unit (`budget … unit "kW"`,
 * `Formats.placeUnit`, quantityUnit.ts) its words of what is left: "fits in the places left",
 * "fits in what is left". The catalogue's own phrases, chosen before the scheme's words are put in.
 */
export const ofPlaces = (f: Formats, places: string, inUnit: string): string => (f.placeUnit === undefined ? places : inUnit);
/** a count's forms of places, or in the catalogue's unit the forms `inUnit` gives ("the {n} kW asked does") */
export const countOfPlaces = (f: Formats, places: Plural, inUnit: (unit: string) => Plural): Plural => (f.placeUnit === undefined ? places : inUnit(f.placeUnit));
/** the forms with `word` before the count ("verbleiben höchstens {n} Plätze"): a quota's remainder, the most any order of a tie leaves it (fix29) */
export const atMostForms = (forms: Plural, word: string): Plural => Object.fromEntries(Object.entries(forms).map(([k, v]) => [k, v.replace("{n}", `${word} {n}`)])) as Plural;

/** a count of places written by the engine as a number ("0", "1"), in the catalogue's words */
const counted = (text: string, f: Formats, forms: Plural): string => (/^\d+$/.test(text) ? f.count(text, forms) : text);

/** "…, as a member of Applicant 'Y0'[, which now holds …]" or "…, with its Consortium 'C1' (…)": the walk's words, then the group's */
const WITH_A_GROUP = /^(.+)(, (?:as a member of|with its) .+)$/;
/** "Applicant 'X' already has 1 grant[ (…)], the most per Applicant[ over all stages] (1)" */
const GRANTS_USED = /^(.+) already has (\d+) grants?( \(.+\))?, the most per (.+?)( over all stages)? \((\d+)\)$/;
const TOO_MANY = /^(.+) has (\d+ members?), more than the (\d+) grants? per (.+)$/;
/** ", which now holds … 1 grant of the 2 it may have" (groupUnits.ts) */
const HOLDS_GRANTS = /(\d+) grants? of the (\d+) it may have/;
/** what a group's members ask together, at the end of its words (groupUnits.ts "(A 2, B 2; together 4)"), counted as places */
const TOGETHER = /\(([^()]*); together (\d+)\)$/;

const enLeft = (f: Formats): string => ofPlaces(f, "the places left", "what is left");
const EN_STOP: Plural = { one: "the {n} place asked does", other: "the {n} places asked do" };

export const enPlaces: PlaceWords = {
  places: EN_PLACES,
  phrases: [
    [/^fits in the remaining budget$/, (_m, f) => `fits in ${enLeft(f)}`],
    [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, (_m, f) => `fits in ${ofPlaces(f, "the places left and takes the last of them", "what is left and takes the last of it")}: allocation stops after it`],
    [/^does not fit in the remaining budget; allocation stops here$/, (_m, f) => `does not fit in ${enLeft(f)}; allocation stops here`],
    // the reason of the place the allocation stops at, with its counts (words24)
    [STOPS_HERE_WITH, (m, f) => `${f.count(m[1]!, countOfPlaces(f, EN_STOP, (u) => ({ one: `the {n} ${u} asked does`, other: `the {n} ${u} asked do` })))} not fit in the ${counted(m[2]!, f, EN_PLACES)} left; allocation stops here`],
    [STOPS_HERE_AT_MOST, (m, f) => `${f.count(m[1]!, countOfPlaces(f, EN_STOP, (u) => ({ one: `the {n} ${u} asked does`, other: `the {n} ${u} asked do` })))} not fit in the at most ${counted(m[2]!, f, EN_PLACES)} left, whichever order the tie takes; allocation stops here`],
    [/^does not fit in the remaining budget; passed over$/, (_m, f) => `does not fit in ${enLeft(f)}; passed over`],
    [/^the budget is exhausted$/, (_m, f) => ofPlaces(f, "no place is left", "nothing is left")],
    // the last places given in part (review33 W2): places, not a budget used up
    [/^the budget was used up by the partial grant to (.+)$/, (m, f) => ofPlaces(f, `all places were taken, the last in part by ${m[1]}`, `all of it was taken, the last in part by ${m[1]}`)],
    [/^the requests do not exceed the budget: funded in full$/, (_m, f) => `${ofPlaces(f, "the places asked do not exceed the places", "what is asked does not exceed the budget")}: each is given in full`],
    [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m, f) => `the allocation stopped at ${m[1]}, which did not fit in ${enLeft(f)}`],
    [STAGE_STOPS_HERE, (m, f) => `does not fit in ${enLeft(f)}; this stage stops here, and ${later(laterStages.en, m[1])}`],
    [STAGE_STOPPED_AT, (m, f) => `this stage stopped at ${m[1]}, which did not fit in ${enLeft(f)}; ${later(laterStages.en, m[2])}`],
    [QUOTA, (m, f) => `the quota '${m[1]}' has ${counted(m[2]!, f, EN_PLACES)} left, fewer than the ${counted(m[3]!, f, EN_PLACES)} asked`],
    [QUOTA_AT_MOST, (m, f) => `the quota '${m[1]}' has at most ${counted(m[2]!, f, EN_PLACES)} left, whichever order the tie takes, fewer than the ${counted(m[3]!, f, EN_PLACES)} asked`],
    [NOR_BUDGET, (_m, f) => `it does not fit in ${enLeft(f)} either`],
    // `at boundary partial at least …` (step.ts belowMinimum), counted
    [BELOW_MINIMUM, (m, f) => `only ${counted(m[1]!, f, EN_PLACES)} left, fewer than the minimum of ${counted(m[2]!, f, EN_PLACES)}${m[3] ? ` (${m[3]}% of ${ofPlaces(f, "the places asked", "what is asked")})` : ""} for a partial grant; ${m[4]}`],
    // granted what is left in part, the minimum met (step.ts atMinimum), counted
    [/^granted the remaining budget in part$/, (_m, f) => `granted ${ofPlaces(f, "the remaining places", "what is left")} in part`],
    [AT_MINIMUM, (m, f) => `granted ${ofPlaces(f, "the remaining places", "what is left")} in part: ${counted(m[1]!, f, EN_PLACES)} left, at least the minimum of ${counted(m[2]!, f, EN_PLACES)}${m[3] ? ` (${m[3]}% of ${ofPlaces(f, "the places asked", "what is asked")})` : ""} for a partial grant`],
    // a stage's part of a reason, its words of places too
    [IN_STAGE, (m, _f, t) => `in stage '${m[1]}': ${t(m[2]!)}`],
    [THEN_IN_STAGE, (m, _f, t) => `then in stage '${m[1]}': ${t(m[2]!)}`],
    // a group's most grants (`at most N grants`, engine/groupRefusals.ts, reserve.ts): of places, the places it holds
    [GRANTS_USED, (m, f) => `${m[1]} already holds ${counted(m[2]!, f, EN_PLACES)}${m[3] ?? ""}, the most per ${m[4]}${m[5] ?? ""} (${m[6]})`],
    [TOO_MANY, (m, f) => `${m[1]} has ${m[2]}, more than the ${counted(m[3]!, f, EN_PLACES)} per ${m[4]}`],
    // a member of a group walked by units (engine/groupUnits.ts): the walk's words before it, of places too
    [WITH_A_GROUP, (m, f, t) => `${t(m[1]!)}${m[2]!.replace(HOLDS_GRANTS, (_, n: string, max: string) => `${counted(n, f, EN_PLACES)} of the ${max} it may have`).replace(TOGETHER, (_, list: string, n: string) => `(${memberItems(list, (a) => counted(a, f, EN_PLACES))}; together ${f.count(n, EN_PLACES)})`)}`],
  ],
};

const nlLeft = (f: Formats): string => ofPlaces(f, "de resterende plaatsen", "wat resteert");
const NL_STOP: Plural = { one: "de gevraagde {n} plaats past", other: "de gevraagde {n} plaatsen passen" };
const NL_QUOTA: Plural = { one: "resteert {n} plaats", other: "resteren {n} plaatsen" };

/** The Dutch words of places, before the catalogue's phrases (`rest`); its groups' phrases `groups`, what members ask together counted as places. */
export function nlPlaces(rest: readonly Phrase[], q: (s: string) => string, groups: GroupWords): PlaceWords {
  return {
    places: NL_PLACES,
    phrases: [
      [/^fits in the remaining budget$/, (_m, f) => `past binnen ${nlLeft(f)}`],
      [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, (_m, f) => `past binnen ${ofPlaces(f, "de resterende plaatsen en neemt de laatste ervan", "wat resteert en neemt het laatste ervan")}: de verdeling stopt na deze aanvraag`],
      [/^does not fit in the remaining budget; allocation stops here$/, (_m, f) => `past niet binnen ${nlLeft(f)}; de verdeling stopt hier`],
      [STOPS_HERE_WITH, (m, f) => `${f.count(m[1]!, countOfPlaces(f, NL_STOP, (u) => ({ one: `de gevraagde {n} ${u} past`, other: `de gevraagde {n} ${u} passen` })))} niet binnen de resterende ${counted(m[2]!, f, NL_PLACES)}; de verdeling stopt hier`],
      [STOPS_HERE_AT_MOST, (m, f) => `${f.count(m[1]!, countOfPlaces(f, NL_STOP, (u) => ({ one: `de gevraagde {n} ${u} past`, other: `de gevraagde {n} ${u} passen` })))} niet binnen de resterende ten hoogste ${counted(m[2]!, f, NL_PLACES)}, in welke volgorde de gelijke stand ook valt; de verdeling stopt hier`],
      [/^does not fit in the remaining budget; passed over$/, (_m, f) => `past niet binnen ${nlLeft(f)}; overgeslagen`],
      [/^the budget is exhausted$/, (_m, f) => ofPlaces(f, "er is geen plaats meer over", "er is niets meer over")],
      // the last places given in part (review33 W2): places, not a budget used up
      [/^the budget was used up by the partial grant to (.+)$/, (m, f) => ofPlaces(f, `alle plaatsen zijn vergeven, de laatste gedeeltelijk aan ${m[1]}`, `alles is vergeven, het laatste gedeeltelijk aan ${m[1]}`)],
      [/^the requests do not exceed the budget: funded in full$/, (_m, f) => `${ofPlaces(f, "de gevraagde plaatsen overschrijden het aantal plaatsen niet", "wat gevraagd is overschrijdt het budget niet")}: elke aanvraag krijgt wat zij vraagt`],
      [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m, f) => `de verdeling is gestopt bij ${m[1]}, die niet binnen ${nlLeft(f)} paste`],
      [STAGE_STOPS_HERE, (m, f) => `past niet binnen ${nlLeft(f)}; deze fase stopt hier, en ${later(laterStages.nl, m[1])}`],
      [STAGE_STOPPED_AT, (m, f) => `deze fase is gestopt bij ${m[1]}, die niet binnen ${nlLeft(f)} paste; ${later(laterStages.nl, m[2])}`],
      // a quota of places is the law's maximum ("ten hoogste twee standplaatsen"), not a subsidy's "deelplafond" (drafter19)
      [QUOTA, (m, f) => `van het maximum ${q(m[1]!)} ${f.count(m[2]!, countOfPlaces(f, NL_QUOTA, (u) => ({ one: `resteert {n} ${u}`, other: `resteren {n} ${u}` })))}, minder dan de gevraagde ${counted(m[3]!, f, NL_PLACES)}`],
      [QUOTA_AT_MOST, (m, f) => `van het maximum ${q(m[1]!)} ${f.count(m[2]!, atMostForms(countOfPlaces(f, NL_QUOTA, (u) => ({ one: `resteert {n} ${u}`, other: `resteren {n} ${u}` })), "ten hoogste"))}, in welke volgorde de gelijke stand ook valt, minder dan de gevraagde ${counted(m[3]!, f, NL_PLACES)}`],
      [NOR_BUDGET, (_m, f) => `de aanvraag past ook niet binnen ${nlLeft(f)}`],
      [BELOW_MINIMUM, (m, f) => `nog ${counted(m[1]!, f, NL_PLACES)} over, minder dan het minimum van ${counted(m[2]!, f, NL_PLACES)}${m[3] ? ` (${amountIn(m[3], f)}% van ${ofPlaces(f, "de gevraagde plaatsen", "wat gevraagd is")})` : ""} voor een gedeeltelijke toewijzing; ${belowTail(m[4]!, "overgeslagen", "de verdeling stopt hier", "deze fase stopt hier, en", laterStages.nl)}`],
      [/^granted the remaining budget in part$/, (_m, f) => `toegewezen tot ${ofPlaces(f, "de resterende plaatsen", "wat resteert")}`],
      [AT_MINIMUM, (m, f) => `toegewezen tot ${ofPlaces(f, "de resterende plaatsen", "wat resteert")}: nog ${counted(m[1]!, f, NL_PLACES)} over, niet minder dan het minimum van ${counted(m[2]!, f, NL_PLACES)}${m[3] ? ` (${amountIn(m[3], f)}% van ${ofPlaces(f, "de gevraagde plaatsen", "wat gevraagd is")})` : ""} voor een gedeeltelijke toewijzing`],
      [STOPPED_AT_MINIMUM, (m) => `de verdeling is gestopt bij ${m[1]}, waarvoor minder over was dan het minimum voor een gedeeltelijke toewijzing`],
      [STAGE_STOPPED_AT_MINIMUM, (m) => `deze fase is gestopt bij ${m[1]}, waarvoor minder over was dan het minimum voor een gedeeltelijke toewijzing; ${later(laterStages.nl, m[2])}`],
      ...groupPhrases(groups, NL_PLACES),
      ...rest,
    ],
  };
}

const plLeft = (f: Formats): string => ofPlaces(f, "w pozostałych miejscach", "w tym, co pozostało");
const PL_QUOTA: Plural = { one: "pozostało {n} miejsce", few: "pozostały {n} miejsca", many: "pozostało {n} miejsc", other: "pozostało {n} miejsca" };

/** The Polish words of places, before the catalogue's phrases (`rest`); its groups' phrases `groups`, what members ask together counted as places. */
export function plPlaces(rest: readonly Phrase[], q: (s: string) => string, groups: GroupWords): PlaceWords {
  return {
    places: PL_PLACES,
    phrases: [
      [/^fits in the remaining budget$/, (_m, f) => `mieści się ${plLeft(f)}`],
      [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, (_m, f) => `mieści się ${ofPlaces(f, "w pozostałych miejscach i zajmuje ostatnie z nich", "w tym, co pozostało, i wyczerpuje resztę")}: przydział kończy się na tym wniosku`],
      [/^does not fit in the remaining budget; allocation stops here$/, (_m, f) => `nie mieści się ${plLeft(f)}; przydział kończy się na tym wniosku`],
      [STOPS_HERE_WITH, (m, f) => `${f.placeUnit === undefined ? `wnioskowana liczba miejsc (${m[1]}) nie mieści się w liczbie pozostałych miejsc (${m[2]})` : `wnioskowana wielkość (${m[1]} ${f.placeUnit}) nie mieści się w tym, co pozostało (${m[2]} ${f.placeUnit})`}; przydział kończy się na tym wniosku`],
      [STOPS_HERE_AT_MOST, (m, f) => `${f.placeUnit === undefined ? `wnioskowana liczba miejsc (${m[1]}) nie mieści się w liczbie pozostałych miejsc (najwyżej ${m[2]}, bez względu na kolejność wniosków o równej pozycji)` : `wnioskowana wielkość (${m[1]} ${f.placeUnit}) nie mieści się w tym, co pozostało (najwyżej ${m[2]} ${f.placeUnit}, bez względu na kolejność wniosków o równej pozycji)`}; przydział kończy się na tym wniosku`],
      [/^does not fit in the remaining budget; passed over$/, (_m, f) => `nie mieści się ${plLeft(f)}; wniosek pominięto`],
      [/^the budget is exhausted$/, (_m, f) => ofPlaces(f, "nie pozostało żadne miejsce", "nic nie pozostało")],
      // the last places given in part (review33 W2): places, not a budget used up
      [/^the budget was used up by the partial grant to (.+)$/, (m, f) => ofPlaces(f, `wszystkie miejsca zostały przyznane, ostatnie częściowo wnioskowi ${m[1]}`, `wszystko zostało przyznane, ostatnia część częściowo wnioskowi ${m[1]}`)],
      [/^the requests do not exceed the budget: funded in full$/, (_m, f) => `${ofPlaces(f, "liczba wnioskowanych miejsc nie przekracza liczby miejsc", "wnioskowana wielkość nie przekracza budżetu")}: każdy wniosek otrzymuje, o co wnioskuje`],
      [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m, f) => `przydział zakończył się na wniosku ${m[1]}, który nie zmieścił się ${plLeft(f)}`],
      [STAGE_STOPS_HERE, (m, f) => `nie mieści się ${plLeft(f)}; ten etap kończy się na tym wniosku, a ${later(laterStages.pl, m[1])}`],
      [STAGE_STOPPED_AT, (m, f) => `ten etap zakończył się na wniosku ${m[1]}, który nie zmieścił się ${plLeft(f)}; ${later(laterStages.pl, m[2])}`],
      [QUOTA, (m, f) => `w limicie ${q(m[1]!)} ${f.count(m[2]!, countOfPlaces(f, PL_QUOTA, (u) => ({ one: `pozostało {n} ${u}`, few: `pozostały {n} ${u}`, many: `pozostało {n} ${u}`, other: `pozostało {n} ${u}` })))}, mniej niż wnioskowane ${counted(m[3]!, f, PL_PLACES)}`],
      [QUOTA_AT_MOST, (m, f) => `w limicie ${q(m[1]!)} ${f.count(m[2]!, atMostForms(countOfPlaces(f, PL_QUOTA, (u) => ({ one: `pozostało {n} ${u}`, few: `pozostały {n} ${u}`, many: `pozostało {n} ${u}`, other: `pozostało {n} ${u}` })), "najwyżej"))}, bez względu na kolejność wniosków o równej pozycji, mniej niż wnioskowane ${counted(m[3]!, f, PL_PLACES)}`],
      [NOR_BUDGET, (_m, f) => `wniosek nie mieści się również ${plLeft(f)}`],
      [BELOW_MINIMUM, (m, f) => `${f.placeUnit === undefined ? `liczba pozostałych miejsc (${m[1]}) jest mniejsza niż minimum przydziału częściowego (${amountIn(m[2]!, f)}` : `to, co pozostało (${m[1]} ${f.placeUnit}), jest mniejsze niż minimum przydziału częściowego (${amountIn(m[2]!, f)} ${f.placeUnit}`}${m[3] ? `, ${amountIn(m[3], f)}% ${f.placeUnit === undefined ? "wnioskowanej liczby miejsc" : "wnioskowanej wielkości"}` : ""}); ${belowTail(m[4]!, "wniosek pominięto", "przydział kończy się na tym wniosku", "ten etap kończy się na tym wniosku, a", laterStages.pl)}`],
      [/^granted the remaining budget in part$/, (_m, f) => `przyznano ${ofPlaces(f, "pozostałe miejsca", "to, co pozostało,")} jako przydział częściowy`],
      [AT_MINIMUM, (m, f) => `przyznano ${ofPlaces(f, "pozostałe miejsca", "to, co pozostało,")} jako przydział częściowy: ${f.placeUnit === undefined ? `liczba pozostałych miejsc (${m[1]}) osiąga minimum przydziału częściowego (${amountIn(m[2]!, f)}` : `to, co pozostało (${m[1]} ${f.placeUnit}), osiąga minimum przydziału częściowego (${amountIn(m[2]!, f)} ${f.placeUnit}`}${m[3] ? `, ${amountIn(m[3], f)}% ${f.placeUnit === undefined ? "wnioskowanej liczby miejsc" : "wnioskowanej wielkości"}` : ""})`],
      [STOPPED_AT_MINIMUM, (m) => `przydział zakończył się na wniosku ${m[1]}, dla którego pozostało mniej niż minimum przydziału częściowego`],
      [STAGE_STOPPED_AT_MINIMUM, (m) => `ten etap zakończył się na wniosku ${m[1]}, dla którego pozostało mniej niż minimum przydziału częściowego; ${later(laterStages.pl, m[2])}`],
      ...groupPhrases(groups, PL_PLACES),
      ...rest,
    ],
  };
}

/**
 * The head of an explanation and of a notice of an allocation of places (explain.ts, the
 * notices): the labels of the places asked and granted, and the decision in the verb the steps
 * use of places (nl "toegewezen", de "zugeteilt"), not a grant of money. By language.
 */
export interface PlaceLabels {
  readonly requested: string;
  readonly granted: string;
  /** `ineligible`: not a subsidy's "Nicht förderfähig" / "Niet subsidiabel" (words24) */
  readonly statuses: Readonly<Record<"funded" | "partially_funded" | "pro_rata" | "not_funded" | "ineligible", string>>;
}

export const placeLabels: Readonly<Record<string, PlaceLabels>> = {
  en: { requested: "Places asked", granted: "Places granted", statuses: { funded: "Granted", partially_funded: "Partially granted", pro_rata: "Granted pro rata", not_funded: "Not granted", ineligible: "Not eligible" } },
  nl: { requested: "Gevraagde plaatsen", granted: "Toegewezen plaatsen", statuses: { funded: "Toegewezen", partially_funded: "Gedeeltelijk toegewezen", pro_rata: "Naar rato toegewezen", not_funded: "Niet toegewezen", ineligible: "Voldoet niet aan de voorwaarden" } },
  pl: { requested: "Wnioskowane miejsca", granted: "Przyznane miejsca", statuses: { funded: "Przyznano", partially_funded: "Przyznano częściowo", pro_rata: "Przyznano proporcjonalnie", not_funded: "Nie przyznano", ineligible: "Nie spełnia warunków" } },
  es: { requested: "Plazas solicitadas", granted: "Plazas adjudicadas", statuses: { funded: "Adjudicada", partially_funded: "Adjudicada parcialmente", pro_rata: "Adjudicada por prorrateo", not_funded: "No adjudicada", ineligible: "Excluida" } },
  pt: { requested: "Vagas solicitadas", granted: "Vagas atribuídas", statuses: { funded: "Atribuída", partially_funded: "Atribuída parcialmente", pro_rata: "Atribuída por rateio", not_funded: "Não atribuída", ineligible: "Excluída" } },
  fr: { requested: "Places demandées", granted: "Places attribuées", statuses: { funded: "Attribuée", partially_funded: "Attribuée partiellement", pro_rata: "Attribuée au prorata", not_funded: "Non attribuée", ineligible: "Non éligible" } },
  de: { requested: "Beantragte Plätze", granted: "Zugeteilte Plätze", statuses: { funded: "Zugeteilt", partially_funded: "Teilweise zugeteilt", pro_rata: "Anteilig gekürzt zugeteilt", not_funded: "Nicht zugeteilt", ineligible: "Voraussetzungen nicht erfüllt" } },
};

/** The decision's word at the head of a notice or an explanation of places; undefined: the catalogue's own (a reserve list, …). */
export const placeStatus = (p: PlaceLabels, status: string): string | undefined => (p.statuses as Readonly<Record<string, string>>)[status];
