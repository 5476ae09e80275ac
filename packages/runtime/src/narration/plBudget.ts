// The Polish words of an allocation of an amount the scheme computes (an entitlement: a
// scholarship), where the amount is "przyznana", not a "dofinansowanie" (a co-financing), and
// nobody asked for it; and the boundary rule's readings, of either kind (pl.ts; nlBudget.ts is
// Dutch's).
import { groupPhrases, plGroupsOf } from "./groups.js";
import { tieNoteWords, tiePhrases } from "./tieNotes.js";
import { amountIn, STAGE_ONE_SHARES, STAGE_SHARED_AT, STAGE_TIE_SHARES, STAGE_USED_BEFORE, STAY_OUT, type Phrase } from "./whys.js";

/**
 * An allocation of an amount the scheme computes (an entitlement: a scholarship) in these words:
 * the amount is "przyznana", not a "dofinansowanie" (a co-financing), and nobody asked for it — as
 * its statuses say ("Przyznano", amounts.ts); then the catalogue's own phrases.
 */
export function plComputedPhrases(phrases: readonly Phrase[], keyLabel: (name: string) => string): readonly Phrase[] {
  const entitled: Phrase[] = [
    ...groupPhrases(plGroupsOf(true), () => entitled),
    ...tiePhrases(tieNoteWords.pl, keyLabel),
    [STAGE_TIE_SHARES, (m, f, t) => `wnioski ${m[1]} o równej pozycji przekraczają budżet etapu (pozostało ${amountIn(m[2]!, f)}, ich obliczone kwoty wynoszą łącznie ${amountIn(m[3]!, f)}), dlatego dzielą pozostałe środki: ${t(m[4]!)}`],
    [STAGE_ONE_SHARES, (m, f, t) => `wniosek przekracza budżet etapu (pozostało ${amountIn(m[1]!, f)}, obliczona kwota: ${amountIn(m[2]!, f)}), dlatego otrzymuje pozostałe środki: ${t(m[3]!)}`],
    [/^reaches the budget: funded in full beyond it, and allocation stops after it$/, () => "osiąga granicę budżetu: przyznano pełną kwotę ponad budżet, a przydział kończy się na tym wniosku"],
    [/^the requests do not exceed the budget: funded in full$/, () => "obliczone kwoty nie przekraczają budżetu: przyznano je w pełnej wysokości"],
    [/^the budget was reached by (.+); nothing is funded after it$/, (m) => `budżet został osiągnięty przez wniosek ${m[1]}; kolejnym wnioskom nie przyznano środków`],
    [/^the budget was reached before (.+); nothing is funded from there on$/, (m) => `budżet został osiągnięty przed wnioskiem ${m[1]}; od tego miejsca żadnemu wnioskowi nie przyznano środków`],
    [/^the budget was used up by the partial grant to (.+)$/, (m) => `budżet wyczerpała kwota przyznana częściowo wnioskowi ${m[1]}`],
    [STAY_OUT, (m, _f, t) => `${t(m[1]!)} (wniosek nie jest ponownie rozpatrywany: wnioski, którym na tym etapie nie przyznano środków, nie przechodzą dalej)`],
    [STAGE_SHARED_AT, (m) => `budżet etapu podzielono proporcjonalnie na wnioski ${m[1]}; kolejnym wnioskom nie przyznano środków`],
    [STAGE_USED_BEFORE, (m) => `budżet etapu wyczerpał się przed wnioskiem ${m[1]}; od tego miejsca żadnemu wnioskowi nie przyznano środków`],
    ...phrases,
  ];
  return entitled;
}

export const plReadings: Readonly<Record<string, string>> = {
  stop: "przydział kończy się na pierwszym wniosku, który nie mieści się w budżecie",
  skip: "wniosek, który nie mieści się w budżecie, pomija się, a kolejne mogą zostać dofinansowane",
  partial: "wniosek na granicy budżetu otrzymuje pozostałe środki",
  full: "wniosek na granicy budżetu otrzymuje pełną kwotę, ponad budżet",
  reach: "dofinansowuje się wnioski do osiągnięcia budżetu, łącznie z wnioskiem, który go osiąga",
};
/** the readings of an amount the scheme computes: "przyznaje się", not "dofinansowuje się" (`entitled`) */
export const plEntitledReadings: Readonly<Record<string, string>> = {
  ...plReadings,
  skip: "wniosek, który nie mieści się w budżecie, pomija się, a kolejnym wnioskom mogą zostać przyznane środki",
  reach: "przyznaje się obliczone kwoty do osiągnięcia budżetu, łącznie z wnioskiem, który go osiąga",
};

/** Where the walk stopped, of the whole allocation or (in a stage that is not the last) of the stage, the later stages going on (pl.ts). */
export const plStops: readonly Phrase[] = [
  [/^does not fit in the remaining budget; allocation stops here$/, () => "nie mieści się w pozostałych środkach; przydział kończy się na tym wniosku"],
  [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m) => `przydział zakończył się na wniosku ${m[1]}, który nie zmieścił się w pozostałych środkach`],
  [/^does not fit in the remaining budget; this stage stops here, and the later stages go on$/, () => "nie mieści się w pozostałych środkach; ten etap kończy się na tym wniosku, a kolejne etapy trwają dalej"],
  [/^this stage stopped at (.+), which did not fit in the remaining budget; the later stages go on$/, (m) => `ten etap zakończył się na wniosku ${m[1]}, który nie zmieścił się w pozostałych środkach; kolejne etapy trwają dalej`],
];
