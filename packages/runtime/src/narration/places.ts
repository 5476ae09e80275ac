// An allocation of places (`AllocationSpec.places`: a budget and amounts in whole numbers without
// a unit — the places at a school, the grants of a call) in each catalogue's words: its amounts
// counted ("1 place", "7 places"; plural forms from the catalogue's locale, Formats.count) and the
// allocation's reasons that speak of a budget said of places. A reason these phrases do not know
// is rendered by the catalogue's own phrases (nl, pl) or as the engine wrote it (en).
import type { Formats, Plural } from "./catalogue.js";
import { groupPhrases, type GroupWords } from "./groups.js";
import { IN_STAGE, NOR_BUDGET, QUOTA, STAGE_STOPPED_AT, STAGE_STOPS_HERE, STOPS_HERE_WITH, THEN_IN_STAGE, later, laterStages, type Phrase } from "./whys.js";

/** The words of one language for an allocation of places. */
export interface PlaceWords {
  readonly places: Plural;
  /** the allocation's reasons about the budget, of places; then the catalogue's own phrases */
  readonly phrases: readonly Phrase[];
}

const EN_PLACES: Plural = { one: "{n} place", other: "{n} places" };
const NL_PLACES: Plural = { one: "{n} plaats", other: "{n} plaatsen" };
const PL_PLACES: Plural = { one: "{n} miejsce", few: "{n} miejsca", many: "{n} miejsc", other: "{n} miejsca" };

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
const TOGETHER = /; together (\d+)\)$/;

export const enPlaces: PlaceWords = {
  places: EN_PLACES,
  phrases: [
    [/^fits in the remaining budget$/, () => "fits in the places left"],
    [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, () => "fits in the places left and takes the last of them: allocation stops after it"],
    [/^does not fit in the remaining budget; allocation stops here$/, () => "does not fit in the places left; allocation stops here"],
    // the reason of the place the allocation stops at, with its counts (words24)
    [STOPS_HERE_WITH, (m, f) => `${f.count(m[1]!, { one: "the {n} place asked does", other: "the {n} places asked do" })} not fit in the ${counted(m[2]!, f, EN_PLACES)} left; allocation stops here`],
    [/^does not fit in the remaining budget; passed over$/, () => "does not fit in the places left; passed over"],
    [/^the budget is exhausted$/, () => "no place is left"],
    [/^the requests do not exceed the budget: funded in full$/, () => "the places asked do not exceed the places: each is given in full"],
    [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m) => `the allocation stopped at ${m[1]}, which did not fit in the places left`],
    [STAGE_STOPS_HERE, (m) => `does not fit in the places left; this stage stops here, and ${later(laterStages.en, m[1])}`],
    [STAGE_STOPPED_AT, (m) => `this stage stopped at ${m[1]}, which did not fit in the places left; ${later(laterStages.en, m[2])}`],
    [QUOTA, (m, f) => `the quota '${m[1]}' has ${counted(m[2]!, f, EN_PLACES)} left, fewer than the ${counted(m[3]!, f, EN_PLACES)} asked`],
    [NOR_BUDGET, () => "it does not fit in the places left either"],
    // a stage's part of a reason, its words of places too
    [IN_STAGE, (m, _f, t) => `in stage '${m[1]}': ${t(m[2]!)}`],
    [THEN_IN_STAGE, (m, _f, t) => `then in stage '${m[1]}': ${t(m[2]!)}`],
    // a group's most grants (`at most N grants`, engine/groupRefusals.ts, reserve.ts): of places, the places it holds
    [GRANTS_USED, (m, f) => `${m[1]} already holds ${counted(m[2]!, f, EN_PLACES)}${m[3] ?? ""}, the most per ${m[4]}${m[5] ?? ""} (${m[6]})`],
    [TOO_MANY, (m, f) => `${m[1]} has ${m[2]}, more than the ${counted(m[3]!, f, EN_PLACES)} per ${m[4]}`],
    // a member of a group walked by units (engine/groupUnits.ts): the walk's words before it, of places too
    [WITH_A_GROUP, (m, f, t) => `${t(m[1]!)}${m[2]!.replace(HOLDS_GRANTS, (_, n: string, max: string) => `${counted(n, f, EN_PLACES)} of the ${max} it may have`).replace(TOGETHER, (_, n: string) => `; together ${f.count(n, EN_PLACES)})`)}`],
  ],
};

/** The Dutch words of places, before the catalogue's phrases (`rest`); its groups' phrases `groups`, what members ask together counted as places. */
export function nlPlaces(rest: readonly Phrase[], q: (s: string) => string, groups: GroupWords): PlaceWords {
  return {
    places: NL_PLACES,
    phrases: [
      [/^fits in the remaining budget$/, () => "past binnen de resterende plaatsen"],
      [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, () => "past binnen de resterende plaatsen en neemt de laatste ervan: de verdeling stopt na deze aanvraag"],
      [/^does not fit in the remaining budget; allocation stops here$/, () => "past niet binnen de resterende plaatsen; de verdeling stopt hier"],
      [STOPS_HERE_WITH, (m, f) => `${f.count(m[1]!, { one: "de gevraagde {n} plaats past", other: "de gevraagde {n} plaatsen passen" })} niet binnen de resterende ${counted(m[2]!, f, NL_PLACES)}; de verdeling stopt hier`],
      [/^does not fit in the remaining budget; passed over$/, () => "past niet binnen de resterende plaatsen; overgeslagen"],
      [/^the budget is exhausted$/, () => "er is geen plaats meer over"],
      [/^the requests do not exceed the budget: funded in full$/, () => "de gevraagde plaatsen overschrijden het aantal plaatsen niet: elke aanvraag krijgt wat zij vraagt"],
      [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m) => `de verdeling is gestopt bij ${m[1]}, die niet binnen de resterende plaatsen paste`],
      [STAGE_STOPS_HERE, (m) => `past niet binnen de resterende plaatsen; deze fase stopt hier, en ${later(laterStages.nl, m[1])}`],
      [STAGE_STOPPED_AT, (m) => `deze fase is gestopt bij ${m[1]}, die niet binnen de resterende plaatsen paste; ${later(laterStages.nl, m[2])}`],
      // a quota of places is the law's maximum ("ten hoogste twee standplaatsen"), not a subsidy's "deelplafond" (drafter19)
      [QUOTA, (m, f) => `van het maximum ${q(m[1]!)} ${f.count(m[2]!, { one: "resteert {n} plaats", other: "resteren {n} plaatsen" })}, minder dan de gevraagde ${counted(m[3]!, f, NL_PLACES)}`],
      [NOR_BUDGET, () => "de aanvraag past ook niet binnen de resterende plaatsen"],
      ...groupPhrases(groups, NL_PLACES),
      ...rest,
    ],
  };
}

/** The Polish words of places, before the catalogue's phrases (`rest`); its groups' phrases `groups`, what members ask together counted as places. */
export function plPlaces(rest: readonly Phrase[], q: (s: string) => string, groups: GroupWords): PlaceWords {
  return {
    places: PL_PLACES,
    phrases: [
      [/^fits in the remaining budget$/, () => "mieści się w pozostałych miejscach"],
      [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, () => "mieści się w pozostałych miejscach i zajmuje ostatnie z nich: przydział kończy się na tym wniosku"],
      [/^does not fit in the remaining budget; allocation stops here$/, () => "nie mieści się w pozostałych miejscach; przydział kończy się na tym wniosku"],
      [STOPS_HERE_WITH, (m) => `wnioskowana liczba miejsc (${m[1]}) nie mieści się w liczbie pozostałych miejsc (${m[2]}); przydział kończy się na tym wniosku`],
      [/^does not fit in the remaining budget; passed over$/, () => "nie mieści się w pozostałych miejscach; wniosek pominięto"],
      [/^the budget is exhausted$/, () => "nie pozostało żadne miejsce"],
      [/^the requests do not exceed the budget: funded in full$/, () => "liczba wnioskowanych miejsc nie przekracza liczby miejsc: każdy wniosek otrzymuje, o co wnioskuje"],
      [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m) => `przydział zakończył się na wniosku ${m[1]}, który nie zmieścił się w pozostałych miejscach`],
      [STAGE_STOPS_HERE, (m) => `nie mieści się w pozostałych miejscach; ten etap kończy się na tym wniosku, a ${later(laterStages.pl, m[1])}`],
      [STAGE_STOPPED_AT, (m) => `ten etap zakończył się na wniosku ${m[1]}, który nie zmieścił się w pozostałych miejscach; ${later(laterStages.pl, m[2])}`],
      [QUOTA, (m, f) => `w limicie ${q(m[1]!)} ${f.count(m[2]!, { one: "pozostało {n} miejsce", few: "pozostały {n} miejsca", many: "pozostało {n} miejsc", other: "pozostało {n} miejsca" })}, mniej niż wnioskowane ${counted(m[3]!, f, PL_PLACES)}`],
      [NOR_BUDGET, () => "wniosek nie mieści się również w pozostałych miejscach"],
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
  de: { requested: "Beantragte Plätze", granted: "Zugeteilte Plätze", statuses: { funded: "Zugeteilt", partially_funded: "Teilweise zugeteilt", pro_rata: "Anteilig gekürzt zugeteilt", not_funded: "Nicht zugeteilt", ineligible: "Voraussetzungen nicht erfüllt" } },
};

/** The decision's word at the head of a notice or an explanation of places; undefined: the catalogue's own (a reserve list, …). */
export const placeStatus = (p: PlaceLabels, status: string): string | undefined => (p.statuses as Readonly<Record<string, string>>)[status];
