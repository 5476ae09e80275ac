// The unit a quantity budget counts (`budget call.volume "the volume tendered" unit "kW"`,
// docs/language.md §14.1; `AllocationSpec.quantityUnit`): an allocation of places whose places
// are kilowatts, hectares, dwellings. A unit is a symbol, written after the figure unchanged in
// every language and for every number ("1 kW", "2500 kW", nl "2500 kW", pl "5 kW"): no plural
// forms, which one written form cannot give to Polish's three. A catalogue with a unit is the
// scheme's language's catalogue with `placeUnit` set: each count of places (places.ts, the one
// place the catalogues count places: `placeCount`) is the figure and the unit
// (catalogue.ts formatsOf), and the phrases that speak of the places left choose their own words
// for what is left ("fits in what is left", nl "past binnen wat resteert", pl "mieści się w tym,
// co pozostało", de "passt in das Verbleibende"; places.ts `ofPlaces`). Nothing is swapped in a
// finished sentence: a rule's title, a message or a value that says "2 places" is left as written
// (mend27). A place in a ranking ("Place 2 of 5", "at place 3") is not a count of places.
import type { Catalogue } from "./catalogue.js";
import type { PlaceLabels } from "./places.js";

const made = new Map<Catalogue, Map<string, Catalogue>>();

/** Catalogue `c` counting its places in `unit` (once per catalogue and unit); `c` itself without a unit. */
export function unitCatalogue(c: Catalogue, unit: string | undefined, forms?: Readonly<Record<string, string>>): Catalogue {
  if (unit === undefined) return c;
  let byUnit = made.get(c);
  if (!byUnit) made.set(c, (byUnit = new Map()));
  const key = forms ? `${unit}\u0000${JSON.stringify(forms)}` : unit;
  let out = byUnit.get(key);
  if (!out) byUnit.set(key, (out = { ...c, placeUnit: unit, ...(forms ? { placeUnitForms: forms } : {}) }));
  return out;
}

/** The unit after the figure `value`: a symbol as it is; a noun (`unit one "Garten" other "Gärten"`) in the form of its number in `language` ("1 Garten", "2 Gärten"), else its `other` form. */
export function unitFor(unit: string, forms: Readonly<Record<string, string>> | undefined, language: string, value: string): string {
  if (!forms) return unit;
  const n = Number(value);
  return (Number.isFinite(n) ? forms[new Intl.PluralRules(language).select(n)] : undefined) ?? forms["other"] ?? unit;
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
  es: { requested: "Solicitado", granted: "Adjudicado" },
  pt: { requested: "Solicitado", granted: "Atribuído" },
  fr: { requested: "Demandé", granted: "Attribué" },
};
