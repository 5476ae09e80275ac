// The Polish words of an allocation of an amount the scheme computes (an entitlement: a
// scholarship), where the amount is "przyznana", not a "dofinansowanie" (a co-financing), and
// nobody asked for it; and the boundary rule's readings, of either kind (pl.ts; nlBudget.ts is
// Dutch's).
import { groupPhrases, plGroupsOf } from "./groups.js";
import { tieNoteWords, tiePhrases } from "./tieNotes.js";
import { amountIn, AT_MINIMUM, BELOW_MINIMUM, STOPPED_AT_MINIMUM, STAGE_STOPPED_AT_MINIMUM, belowTail, FULL_AGAIN, PRO_RATA, STAGE_ONE_SHARES, STAGE_SHARED_AT, STAGE_TIE_SHARES, STAGE_POOL_SHARES, STAGE_STOPPED_AT, STAGE_STOPS_HERE, STAGE_USED_BEFORE, STAY_OUT, STOPS_HERE_WITH, later, laterStages, type Phrase, STOPS_HERE_AT_MOST } from "./whys.js";
import type { Formats } from "./catalogue.js";

/**
 * An allocation of an amount the scheme computes (an entitlement: a scholarship) in these words:
 * the amount is "przyznana", not a "dofinansowanie" (a co-financing), and nobody asked for it — as
 * its statuses say ("Przyznano", amounts.ts); then the catalogue's own phrases.
 */
export function plComputedPhrases(phrases: readonly Phrase[], keyLabel: (name: string) => string): readonly Phrase[] {
  const entitled: Phrase[] = [
    ...groupPhrases(plGroupsOf(true)),
    ...tiePhrases(tieNoteWords.pl, keyLabel),
    [STAGE_TIE_SHARES, (m, f, t) => `wnioski ${m[1]} o równej pozycji przekraczają budżet etapu (pozostało ${amountIn(m[2]!, f)}, ich obliczone kwoty wynoszą łącznie ${amountIn(m[3]!, f)}), dlatego dzielą pozostałe środki: ${t(m[4]!)}`],
    [STAGE_POOL_SHARES, (m, f, t) => `wnioski etapu dzielą pozostałe środki (pozostało ${amountIn(m[1]!, f)}, ich obliczone kwoty wynoszą łącznie ${amountIn(m[2]!, f)}): ${t(m[3]!)}`],
    [STAGE_ONE_SHARES, (m, f, t) => `wniosek przekracza budżet etapu (pozostało ${amountIn(m[1]!, f)}, obliczona kwota: ${amountIn(m[2]!, f)}), dlatego otrzymuje pozostałe środki: ${t(m[3]!)}`],
    [STOPS_HERE_WITH, (m, f) => `obliczona kwota ${amountIn(m[1]!, f)} nie mieści się w pozostałych środkach w wysokości ${amountIn(m[2]!, f)}; przydział kończy się na tym wniosku`],
    [STOPS_HERE_AT_MOST, (m, f) => `obliczona kwota ${amountIn(m[1]!, f)} nie mieści się w pozostałych środkach w wysokości najwyżej ${amountIn(m[2]!, f)}, bez względu na kolejność wniosków o równej pozycji; przydział kończy się na tym wniosku`],
    [/^reaches the budget: funded in full beyond it, and allocation stops after it$/, () => "osiąga granicę budżetu: przyznano pełną kwotę ponad budżet, a przydział kończy się na tym wniosku"],
    [/^the requests do not exceed the budget: funded in full$/, () => "obliczone kwoty nie przekraczają budżetu: przyznano je w pełnej wysokości"],
    [FULL_AGAIN, (m, f) => `po pominięciu udziałów niższych od minimalnej kwoty dofinansowania ${amountIn(m[1]!, f)} obliczone kwoty nie przekraczają budżetu: przyznano je w pełnej wysokości`],
    [/^the budget was reached by (.+); nothing is funded after it$/, (m) => `budżet został osiągnięty przez wniosek ${m[1]}; kolejnym wnioskom nie przyznano środków`],
    [/^the budget was reached before (.+); nothing is funded from there on$/, (m) => `budżet został osiągnięty przed wnioskiem ${m[1]}; od tego miejsca żadnemu wnioskowi nie przyznano środków`],
    [/^the budget was used up by the partial grant to (.+)$/, (m) => `budżet wyczerpała kwota przyznana częściowo wnioskowi ${m[1]}`],
    [BELOW_MINIMUM, (m, f) => `pozostałe środki w wysokości ${amountIn(m[1]!, f)} są niższe od minimalnej kwoty przyznawanej częściowo wynoszącej ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)}% obliczonej kwoty)` : ""}; ${belowTail(m[4]!, "wniosek pominięto", "przydział kończy się na tym wniosku", "ten etap kończy się na tym wniosku, a", laterStages.pl)}`],
    [AT_MINIMUM, (m, f) => `przyznano pozostałą część środków: pozostałe środki w wysokości ${amountIn(m[1]!, f)} osiągają minimalną kwotę przyznawaną częściowo wynoszącą ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)}% obliczonej kwoty)` : ""}`],
    [STOPPED_AT_MINIMUM, (m) => `przydział zakończył się na wniosku ${m[1]}, dla którego pozostałe środki były niższe od minimalnej kwoty przyznawanej częściowo`],
    [STAGE_STOPPED_AT_MINIMUM, (m) => `ten etap zakończył się na wniosku ${m[1]}, dla którego pozostałe środki były niższe od minimalnej kwoty przyznawanej częściowo; ${later(laterStages.pl, m[2])}`],
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
  [STOPS_HERE_WITH, (m, f) => `wnioskowana kwota ${amountIn(m[1]!, f)} nie mieści się w pozostałych środkach w wysokości ${amountIn(m[2]!, f)}; przydział kończy się na tym wniosku`],
  [STOPS_HERE_AT_MOST, (m, f) => `wnioskowana kwota ${amountIn(m[1]!, f)} nie mieści się w pozostałych środkach w wysokości najwyżej ${amountIn(m[2]!, f)}, bez względu na kolejność wniosków o równej pozycji; przydział kończy się na tym wniosku`],
  [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m) => `przydział zakończył się na wniosku ${m[1]}, który nie zmieścił się w pozostałych środkach`],
  [STAGE_STOPS_HERE, (m) => `nie mieści się w pozostałych środkach; ten etap kończy się na tym wniosku, a ${later(laterStages.pl, m[1])}`],
  [STAGE_STOPPED_AT, (m) => `ten etap zakończył się na wniosku ${m[1]}, który nie zmieścił się w pozostałych środkach; ${later(laterStages.pl, m[2])}`],
];

/** the rounding modes of pro rata (prorata.ts writes `mode.replace("_", " ")`) */
export const modes: Record<string, string> = {
  down: "w dół",
  up: "w górę",
  floor: "w dół (ku minus nieskończoności)",
  ceiling: "w górę (ku plus nieskończoności)",
  "half up": "do najbliższej wartości (połowa w górę)",
  "half down": "do najbliższej wartości (połowa w dół)",
  "half even": "do najbliższej wartości (połowa do parzystej)",
};

/** a pro-rata share's computation (`PRO_RATA`'s groups `m`); `cap`: the amount no share passes (asked, or computed); `budget`: the coefficient's budget (a nominative) */
export const proRataWords = (m: RegExpExecArray, f: Formats, cap: string, budget = "budżet"): string =>
  `wyliczenie: ${amountIn(m[1]!, f)} × współczynnik redukcji ${m[2] ? `${amountIn(m[2], f)} ` : ""}(${budget} ${amountIn(m[3]!, f)} / suma ${amountIn(m[4]!, f)}${m[5] ? `, zaokrąglony ${modes[m[5]] ?? m[5]} do ${amountIn(m[6]!, f)}` : ""}), zaokrąglone ${modes[m[7]!] ?? m[7]} do ${amountIn(m[8]!, f)}` +
  (m[9] ? `, po ponownym podziale środków między pozostałych wnioskodawców (bez udziałów niższych od minimalnej kwoty dofinansowania ${amountIn(m[9], f)})` : "") +
  (m[10] ? `, lecz nie więcej niż ${cap}` : "") +
  (m[12] ? `, pomniejszone o ${m[11] ? `nadwyżkę ponad wielokrotność ${amountIn(m[12], f)}` : amountIn(m[12], f)}, aby udziały zmieściły się w budżecie` : "") +
  (m[13] ? `, powiększone o ${amountIn(m[13], f)} z tego, co pozostało po zaokrągleniu, ${m[14] === "in ranking order" ? "według kolejności na liście rankingowej" : "dla największych reszt"}` : "") +
  (m[15] ? ", czyli nic: udział równy zeru nie jest dofinansowaniem" : "") +
  (m[16] ? `, czyli mniej niż minimalna kwota dofinansowania ${amountIn(m[16], f)}` : "");
/** a pro-rata share's computation; `cap`: the amount no share passes (asked, or computed: plBudget.ts) */
export const proRata = (cap: string): Phrase => [PRO_RATA, (m, f) => proRataWords(m, f, cap)];
