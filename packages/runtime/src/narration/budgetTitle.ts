// The name the law gives an allocation's money (`budget call.plafond "het subsidieplafond"`,
// docs/language.md §14.1): the explanations' and the reasons' word for the budget, in place of the
// catalogue's own ("the remaining budget", nl "het resterende subsidieplafond" of an amount asked,
// "het resterende budget" of one the scheme computes). A catalogue with a title is the scheme's
// language's catalogue with every sentence it makes — each fact's render and each reason's phrase
// — passing through `swap`, which puts the title where the catalogue names the allocation's
// budget; a stage's own budget ("the stage's budget", "het budget van de fase") keeps its words.
// English and Dutch only: Polish and German decline the noun (budżet, budżetu, w budżecie; die
// verbleibenden Fördermittel), which one written form cannot give, and keep their words. The
// reduction coefficient's "(budget B / total T)", a nominative in every language, is named from the
// fact instead (the allocation fact's `budgetTitle`, narrate.ts), by each catalogue.
import { catalogueFor, type Catalogue, type Renderers } from "./catalogue.js";
import type { CompiledScheme } from "../spec.js";
import type { Phrase } from "./whys.js";
import { reserveSwap } from "./reserveTitle.js";
import { unitCatalogue } from "./quantityUnit.js";

type Swap = (text: string) => string;

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The title's article and noun: "het subsidieplafond" → ["het", "subsidieplafond"]; without an article, the language's own for the budget. */
function split(title: string, articles: readonly string[], fallback: string): [string, string] {
  const t = title.trim();
  const space = t.indexOf(" ");
  const first = space < 0 ? "" : t.slice(0, space).toLowerCase();
  return articles.includes(first) ? [first, t.slice(space + 1)] : [fallback, t];
}

/**
 * English: "the (remaining) budget", not "the stage's budget" nor "the shared budget"'s sharing. (The
 * reduction coefficient's budget is named from the allocation fact's `budgetTitle`, in every
 * language: not here.)
 */
function enSwap(title: string): Swap {
  const [the, noun] = split(title, ["the"], "the");
  const re = /\b(the|The) (remaining )?budget\b/g;
  // and the whole budget of places beside a quota's (remainder.ts): "(all places remaining before: …)"
  return (text) => (text.includes("budget") ? text.replace(re, (_, a: string, rem: string | undefined) => `${a === "The" ? capital(the) : the} ${rem ?? ""}${noun}`) : text.includes("(all places remaining before: ") ? text.replace("(all places remaining before: ", `(${the} ${noun} remaining before: `) : text);
}

/**
 * Dutch: "het (resterende) subsidieplafond", its short form "het plafond" where the catalogue writes it, and of a computed amount
 * "het (resterende) budget" — not "het budget van de fase" (a stage's own); a de-word's pronoun
 * ("put hem precies uit", "die hem bereikt") where the catalogue says "het" of the ceiling.
 */
function nlSwap(title: string): Swap {
  const [the, noun] = split(title, ["het", "de"], "het");
  const re = /\b(het|Het) (resterende )?(subsidieplafond|budget)\b(?! van de fase)/g;
  const pronoun = the === "de";
  return (text) => {
    if (!/plafond|budget/.test(text)) return text;
    let out = text.replace(re, (_, a: string, rem: string | undefined) => `${a === "Het" ? capital(the) : the} ${rem ?? ""}${noun}`);
    // the short form (nlBudget.ts): "ook boven het plafond", "(het plafond werd bereikt door …)" — not a
    // scheme's own "het plafond van perceel A", which is a stage's
    if (out.includes("het plafond")) out = out.replace(/ ook boven het plafond\b/g, ` ook boven ${the} ${noun}`).replace(/\(het plafond werd bereikt door /g, `(${the} ${noun} werd bereikt door `);
    if (pronoun) out = out.replace(/ en put het precies uit/g, " en put hem precies uit").replace(/, inclusief de aanvraag die het bereikt/g, ", inclusief de aanvraag die hem bereikt");
    return out;
  };
}

const swaps: Readonly<Record<string, (title: string) => Swap>> = { en: enSwap, nl: nlSwap };

const swapped = (phrases: readonly Phrase[], swap: Swap): Phrase[] => phrases.map(([re, render]): Phrase => [re, (m, f, t) => swap(render(m, f, t))]);

const made = new Map<Catalogue, Map<string, Catalogue>>();

/**
 * Catalogue `c` with the budget named `title` and the reserve list `reserveTitle` (reserveTitle.ts;
 * once per catalogue and names); `c` itself where its language keeps its own words for both.
 */
export function titledCatalogue(c: Catalogue, title: string | undefined, reserveTitle?: string): Catalogue {
  const make = title === undefined ? undefined : swaps[c.language];
  const budgetSwap = make && title !== undefined ? make(title) : undefined;
  const listSwap = reserveSwap(c.language, reserveTitle);
  if (budgetSwap === undefined && listSwap === undefined) return c;
  let byTitle = made.get(c);
  if (!byTitle) made.set(c, (byTitle = new Map()));
  const key = `${budgetSwap ? title : ""}\u0000${listSwap ? reserveTitle : ""}`;
  let out = byTitle.get(key);
  if (out) return out;
  const swap: Swap = budgetSwap && listSwap ? (text) => listSwap(budgetSwap(text)) : (budgetSwap ?? listSwap)!;
  const render = Object.fromEntries(Object.entries(c.render).map(([k, r]) => [k, (x: never, f: never) => swap((r as (x: never, f: never) => string)(x, f))])) as unknown as Renderers;
  // English keeps the engine's words as they are (no phrases): every reason then passes through the swap as it is
  const asIs: Phrase = [/^[\s\S]*$/, (m) => swap(m[0])];
  const phrases = c.phrases.length ? swapped(c.phrases, swap) : [asIs];
  out = {
    ...c,
    render,
    phrases,
    // places: the budget's name too, where a reason of places says the budget ("the budget was reached by
    // S08": the explanation's step said "the volume tendered was reached by S08"; before drafter26,
    // placePhrases passed through the list's name only); English, with no phrase for it, as it is
    ...(c.placePhrases ? { placePhrases: [...swapped(c.placePhrases, swap), ...(c.phrases.length ? [] : [asIs])] } : {}),
    ...(c.computedPhrases ? { computedPhrases: [...swapped(c.computedPhrases, swap), ...(c.phrases.length ? [] : [asIs])] } : {}),
    // with the budget named, a comparison passes through the swap whole: not in parts; and a
    // position, as every render; and an allocation, its amounts included: not split at them. The
    // list's name alone keeps them in parts: none of them says the reserve list (its own step and
    // reason, and the tie notes, do)
    ...(budgetSwap ? { comparisonParts: undefined, positionParts: undefined, amountsInParts: false } : {}),
    // the notices' heading of a reserve row ("On the waiting list", "Auf der Liste „Nachrückliste“")
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

/** The catalogue of a scheme's language (the language the scheme declares; English by default), with the names it gives its budget and its reserve list, and the unit its places are counted in (quantityUnit.ts, swapped before the budget's name). */
export function catalogueOf(scheme: CompiledScheme): Catalogue {
  return titledCatalogue(unitCatalogue(catalogueFor(scheme.language), quantityUnitOf(scheme)), budgetTitleOf(scheme), reserveTitleOf(scheme));
}

/** Catalogue `c` with the name `scheme` gives its reserve list, and its own word for the budget (the notices: narration/reserveTitle.ts). */
export function withReserveTitle(c: Catalogue, scheme: CompiledScheme): Catalogue {
  return titledCatalogue(c, undefined, reserveTitleOf(scheme));
}
