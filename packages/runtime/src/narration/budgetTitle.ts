// The name the law gives an allocation's money (`budget call.plafond "het subsidieplafond"`,
// docs/language.md §14.1) and its reserve list (§14.11): the explanations' and the reasons' words
// for them, in place of the catalogue's own ("the remaining budget", nl "het resterende
// subsidieplafond" of an amount asked, "het resterende budget" of one the scheme computes; "the
// reserve list"). A titled catalogue is the scheme's language's catalogue with the names set
// (`budgetTitle`, `reserveTitle`): its `Formats.names` puts them into the words each phrase and
// render makes, where it makes them (ownNames.ts `named`) — never into a finished sentence, so the
// scheme's own text is left as written (words28). A stage's own budget ("the stage's budget", "het
// budget van de fase") keeps its words. English and Dutch only name the budget: Polish and German
// decline the noun (budżet, budżetu, w budżecie; die verbleibenden Fördermittel), which one written
// form cannot give, and keep their words. The reduction coefficient's "(budget B / total T)", a
// nominative in every language, is named from the fact instead (the allocation fact's
// `budgetTitle`, narrate.ts), by each catalogue. English, which words its reasons as the engine
// recorded them, takes the names in the engine's messages that say the budget (enNamed.ts).
import { catalogueFor, type Catalogue } from "./catalogue.js";
import type { CompiledScheme } from "../spec.js";
import { namesBudget, namedPhrases } from "./ownNames.js";
import { reserveSwap } from "./reserveTitle.js";
import { unitCatalogue } from "./quantityUnit.js";
import { enNamedPhrases } from "./enNamed.js";

const made = new Map<Catalogue, Map<string, Catalogue>>();

/**
 * Catalogue `c` with the budget named `title` and the reserve list `reserveTitle` (once per
 * catalogue and names); `c` itself where its language keeps its own words for both.
 */
export function titledCatalogue(c: Catalogue, title: string | undefined, reserveTitle?: string): Catalogue {
  const budget = title !== undefined && namesBudget(c.language) ? title : undefined;
  const listSwap = reserveSwap(c.language, reserveTitle);
  if (budget === undefined && listSwap === undefined) return c;
  let byTitle = made.get(c);
  if (!byTitle) made.set(c, (byTitle = new Map()));
  const key = `${budget ?? ""}\u0000${listSwap ? reserveTitle : ""}`;
  let out = byTitle.get(key);
  if (out) return out;
  // English keeps the engine's words as they are: with a name, the messages that say the budget or the list take it
  const en = c.phrases.length === 0;
  out = {
    ...c,
    ...(budget !== undefined ? { budgetTitle: budget } : {}),
    ...(listSwap ? { reserveTitle } : {}),
    ...(en ? { phrases: enNamedPhrases } : {}),
    ...(en && c.placePhrases ? { placePhrases: [...namedPhrases(c.placePhrases), ...enNamedPhrases] } : {}),
    ...(en && c.computedPhrases ? { computedPhrases: [...namedPhrases(c.computedPhrases), ...enNamedPhrases] } : {}),
    // with the budget named, a comparison, a position and an allocation are made whole, as before
    // the names moved into their words (a writer's parts are not re-checked for them)
    ...(budget !== undefined ? { comparisonParts: undefined, positionParts: undefined, amountsInParts: false } : {}),
    // the notices' heading of a reserve row ("On the waiting list", "Auf der Liste „Nachrückliste“"): the catalogue's own word
    ...(listSwap ? { words: { ...c.words, statuses: { ...c.words.statuses, ...(c.words.statuses["reserve"] ? { reserve: listSwap(c.words.statuses["reserve"]) } : {}) } } } : {}),
  };
  byTitle.set(key, out);
  return out;
}

/** The name the scheme gives its budget (`budget … "het subsidieplafond"`; the checker allows one per scheme, AL0531). */
export function budgetTitleOf(scheme: CompiledScheme): string | undefined {
  for (const r of scheme.regimes) if (r.allocation?.budgetTitle !== undefined) return r.allocation.budgetTitle;
  return undefined;
}

/** The name the scheme gives its reserve list (`reserve all "die Nachrückliste"`; the checker allows one per scheme, AL0532). */
export function reserveTitleOf(scheme: CompiledScheme): string | undefined {
  for (const r of scheme.regimes) if (r.allocation?.reserveTitle !== undefined) return r.allocation.reserveTitle;
  return undefined;
}

/** The unit the scheme's quantity budget counts (`budget … unit "kW"`), if it gives one. */
export function quantityUnitOf(scheme: CompiledScheme): string | undefined {
  for (const r of scheme.regimes) if (r.allocation?.quantityUnit !== undefined) return r.allocation.quantityUnit;
  return undefined;
}

/** A noun unit's forms by plural category (`unit one "Garten" other "Gärten"`), if the scheme's unit gives them. */
export function quantityUnitFormsOf(scheme: CompiledScheme): Readonly<Record<string, string>> | undefined {
  for (const r of scheme.regimes) if (r.allocation?.quantityUnit !== undefined) return r.allocation.quantityUnitForms;
  return undefined;
}

/** The catalogue of a scheme's language (the language the scheme declares; English by default), with the names it gives its budget and its reserve list, and the unit its places are counted in (quantityUnit.ts, swapped before the budget's name). */
export function catalogueOf(scheme: CompiledScheme): Catalogue {
  return titledCatalogue(unitCatalogue(catalogueFor(scheme.language), quantityUnitOf(scheme), quantityUnitFormsOf(scheme)), budgetTitleOf(scheme), reserveTitleOf(scheme));
}

/** Catalogue `c` with the name `scheme` gives its reserve list, and its own word for the budget (the notices: narration/reserveTitle.ts). */
export function withReserveTitle(c: Catalogue, scheme: CompiledScheme): Catalogue {
  return titledCatalogue(c, undefined, reserveTitleOf(scheme));
}
