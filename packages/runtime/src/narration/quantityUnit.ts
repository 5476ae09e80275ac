// The unit a quantity budget counts (`budget call.volume "the volume tendered" unit "kW"`,
// docs/language.md §14.1; `AllocationSpec.quantityUnit`): an allocation of places whose places
// are kilowatts, hectares, dwellings. A unit is a symbol, written after the figure unchanged in
// every language and for every number ("1 kW", "2500 kW", nl "2500 kW", pl "5 kW"): no plural
// forms, which one written form cannot give to Polish's three. A catalogue with a unit is the
// scheme's language's catalogue with every sentence passing through `swap`, as a budget's title
// does (budgetTitle.ts, which composes both): each counted place ("2500 places", "1 plaats",
// "5 miejsc", "2 Plätze") becomes the figure and the unit, and the phrases that speak of the
// places left say what is left ("fits in what is left", nl "past binnen wat resteert", pl
// "mieści się w tym, co pozostało", de "passt in das Verbleibende"). A place in a ranking
// ("Place 2 of 5", "at place 3", "auf Platz 3") has its number after the noun and is not touched.
import type { Catalogue, Renderers } from "./catalogue.js";
import type { Phrase } from "./whys.js";
import type { PlaceLabels } from "./places.js";

type Swap = (text: string) => string;

/** a figure as the catalogues write a count: digits with the locale's separators, a sign (a remainder exceeded) */
const FIGURE = String.raw`(-?\d[\d.,\u00a0\u202f ]*\d|-?\d)`;

const counted = (noun: string): RegExp => new RegExp(`${FIGURE} (?:${noun})\\b`, "gu");

/** By language: the counts of places, then the phrases of the places left, in the order they are tried. */
const swaps: Readonly<Record<string, (u: string) => readonly (readonly [RegExp, string])[]>> = {
  en: (u) => [
    [/\bthe (\d+) places? asked (do|does) not fit in the (\d+) places? left\b/g, `the $1 ${u} asked do not fit in the $3 ${u} left`],
    [counted("places|place"), `$1 ${u}`],
    [/ in the places left and takes the last of them\b/g, " in what is left and takes the last of it"],
    [/ in the places left\b/g, " in what is left"],
    [/\bno place is left\b/g, "nothing is left"],
    [/\bthe places asked do not exceed the places\b/g, "what is asked does not exceed the budget"],
    [/\(all places remaining before: /g, "(the budget remaining before: "],
    [/\bthe stage's places remaining before\b/g, "the stage's budget remaining before"],
    [/\bnot yet given a place\b/g, "not yet granted"],
  ],
  nl: (u) => [
    [counted("plaatsen|plaats"), `$1 ${u}`],
    [/ binnen de resterende plaatsen en neemt de laatste ervan\b/g, " binnen wat resteert en neemt het laatste ervan"],
    [/ binnen de resterende plaatsen\b/g, " binnen wat resteert"],
    [/\ber is geen plaats meer over\b/g, "er is niets meer over"],
    [/\bde gevraagde plaatsen overschrijden het aantal plaatsen niet\b/g, "wat gevraagd is overschrijdt het budget niet"],
    [/\bvan alle plaatsen resterend\b/g, "van het budget resterend"],
    [/\bvan de plaatsen van de fase resterend\b/g, "van het budget van de fase resterend"],
    [/\belke aanvraag die nog geen plaats heeft gekregen\b/g, "elke aanvraag waaraan nog niets is toegewezen"],
  ],
  pl: (u) => [
    [/\bwnioskowana liczba miejsc \(([^)]+)\) nie mieści się w liczbie pozostałych miejsc \(([^)]+)\)/gu, `wnioskowana wielkość ($1 ${u}) nie mieści się w tym, co pozostało ($2 ${u})`],
    [counted("miejsce|miejsca|miejsc"), `$1 ${u}`],
    [/ w pozostałych miejscach i zajmuje ostatnie z nich/gu, " w tym, co pozostało, i wyczerpuje resztę"],
    [/ w pozostałych miejscach/gu, " w tym, co pozostało"],
    [/\bnie pozostało żadne miejsce/gu, "nic nie pozostało"],
    [/\bliczba wnioskowanych miejsc nie przekracza liczby miejsc/gu, "wnioskowana wielkość nie przekracza budżetu"],
    [/\bze wszystkich miejsc pozostało/gu, "z całego budżetu pozostało"],
    [/\bz miejsc etapu pozostało/gu, "z budżetu etapu pozostało"],
    [/\bwnioski, którym jeszcze nie przyznano miejsca/gu, "wnioski, którym jeszcze nic nie przyznano"],
    // the decision's words: not "no place granted"
    [/^Nie przyznano miejsca \(/gu, "Nie przyznano ("],
  ],
  de: (u) => [
    [counted("Plätzen|Plätze|Platz"), `$1 ${u}`],
    [/ in die verbleibenden Plätze und belegt den letzten davon/gu, " in das Verbleibende und schöpft es aus"],
    [/ in die verbleibenden Plätze/gu, " in das Verbleibende"],
    [/\bes ist kein Platz mehr frei/gu, "es ist nichts mehr übrig"],
    [/\bdie beantragten Plätze übersteigen die Zahl der Plätze nicht/gu, "das Beantragte übersteigt das Budget nicht"],
    [/\bvon allen Plätzen verbleibend/gu, "vom gesamten Budget verbleibend"],
    [/\bvon den Plätzen der Stufe verbleibend/gu, "vom Budget der Stufe verbleibend"],
    [/\bjeden Antrag, der noch keinen Platz erhalten hat/gu, "jeden Antrag, dem noch nichts zugeteilt wurde"],
  ],
};

/** The swap of language `language` for unit `unit`; undefined where the language has none (English's then). */
export function unitSwap(language: string, unit: string | undefined): Swap | undefined {
  if (unit === undefined) return undefined;
  const rules = (swaps[language] ?? swaps["en"]!)(unit.replace(/\$/g, "$$$$"));
  return (text) => {
    let out = text;
    for (const [re, to] of rules) out = out.replace(re, to);
    return out;
  };
}

const swapped = (phrases: readonly Phrase[], swap: Swap): Phrase[] => phrases.map(([re, render]): Phrase => [re, (m, f, t) => swap(render(m, f, t))]);

const made = new Map<Catalogue, Map<string, Catalogue>>();

/** Catalogue `c` counting its places in `unit` (once per catalogue and unit); `c` itself without a unit. */
export function unitCatalogue(c: Catalogue, unit: string | undefined): Catalogue {
  const swap = unitSwap(c.language, unit);
  if (swap === undefined || unit === undefined) return c;
  let byUnit = made.get(c);
  if (!byUnit) made.set(c, (byUnit = new Map()));
  let out = byUnit.get(unit);
  if (out) return out;
  const render = Object.fromEntries(Object.entries(c.render).map(([k, r]) => [k, (x: never, f: never) => swap((r as (x: never, f: never) => string)(x, f))])) as unknown as Renderers;
  const asIs: Phrase = [/^[\s\S]*$/, (m) => swap(m[0])];
  out = {
    ...c,
    render,
    // the reasons of places: each catalogue's phrases of places, then (English, which has no phrases of its own) the reason as it is
    ...(c.placePhrases ? { placePhrases: [...swapped(c.placePhrases, swap), ...(c.phrases.length ? [] : [asIs])] } : {}),
    // an allocation's sentence is swapped whole: not split at its amounts (a comparison's and a position's parts count no places)
    amountsInParts: false,
  };
  byUnit.set(unit, out);
  return out;
}

/**
 * The head of an explanation or a notice of places counted in a unit: "Asked", "Granted", the unit
 * after each figure; `column`: the unit of a table's column, whose cells are figures alone ("Asked (kW)").
 */
export function unitLabels(p: PlaceLabels, language: string, column?: string): PlaceLabels {
  const words = unitHeads[language] ?? unitHeads["en"]!;
  const head = (w: string): string => (column === undefined ? w : `${w} (${column})`);
  return { ...p, requested: head(words.requested), granted: head(words.granted) };
}

const unitHeads: Readonly<Record<string, { readonly requested: string; readonly granted: string }>> = {
  en: { requested: "Asked", granted: "Granted" },
  nl: { requested: "Gevraagd", granted: "Toegewezen" },
  pl: { requested: "Wnioskowano", granted: "Przyznano" },
  de: { requested: "Beantragt", granted: "Zugeteilt" },
};
