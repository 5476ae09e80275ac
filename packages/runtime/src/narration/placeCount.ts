// The forms that count places (places.ts "{n} places", nl "{n} plaatsen", pl, de), marked once:
// in a catalogue whose places are counted in a unit (`budget … unit "kW"`, quantityUnit.ts)
// `Formats.count` writes each of them as the figure and the unit, "{n} kW" (catalogue.ts
// formatsOf). A module of its own, importing nothing: the catalogues mark their forms as they load.
import type { Plural } from "./catalogue.js";

const placeCounts = new WeakSet<Plural>();

/** `forms` marked as a count of places. */
export function placeCount(forms: Plural): Plural {
  placeCounts.add(forms);
  return forms;
}

const unitCounts = new Map<string, Plural>();

/** The forms of a count of places in the catalogue's unit `unit` (a symbol, the same after every number); `forms` itself where it counts something else. */
export function countIn(forms: Plural, unit: string, nouns?: Readonly<Record<string, string>>): Plural {
  if (!placeCounts.has(forms)) return forms;
  const key = nouns ? `${unit}\u0000${JSON.stringify(nouns)}` : unit;
  let u = unitCounts.get(key);
  if (!u) unitCounts.set(key, (u = nouns ? declined(nouns, unit) : { other: `{n} ${unit}` }));
  return u;
}

/** A noun unit's forms (`unit one "Garten" other "Gärten"`) as a count: each category its form, any other (a million's `many` in French) the `other` form, else the unit as written. */
function declined(nouns: Readonly<Record<string, string>>, unit: string): Plural {
  const out: Record<string, string> = { other: `{n} ${nouns["other"] ?? unit}` };
  for (const [c, w] of Object.entries(nouns)) out[c] = `{n} ${w}`;
  return out as Plural;
}
