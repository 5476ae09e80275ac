// The names a scheme gives its budget (`budget call.volume "the volume tendered"`, docs/language.md
// §14.1) and its reserve list (`reserve all "die Nachrückliste"`, §14.11), put into the catalogue's
// own words where a phrase or a render makes them: `named(f, "the remaining budget")`. The swap
// reads only the words the catalogue wrote at that spot, never a finished sentence, so a rule's
// title, a let's title, an `otherwise` message or an applicant's value that says "the budget" or
// "the reserve list" is left as written (words28; before, budgetTitle.ts ran the swap over every
// sentence, as the unit did before mend27). English and Dutch name the budget; Polish and German
// decline the noun and keep their own words for it (budgetTitle.ts). Every language names the list
// (reserveTitle.ts). `Formats.names` carries the catalogue's swap (catalogue.ts formatsOf).
import { reserveSwap } from "./reserveTitle.js";
import type { Phrase } from "./whys.js";

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
 * English: "the (remaining) budget", not "the stage's budget" nor "the shared budget"'s sharing; and
 * the whole budget of places beside a quota's (remainder.ts): "all places remaining before".
 */
function enSwap(title: string): Swap {
  const [the, noun] = split(title, ["the"], "the");
  const re = /\b(the|The) (remaining )?budget\b/g;
  return (text) => (text.includes("budget") ? text.replace(re, (_, a: string, rem: string | undefined) => `${a === "The" ? capital(the) : the} ${rem ?? ""}${noun}`) : text === "all places remaining before" ? `${the} ${noun} remaining before` : text);
}

/**
 * Dutch: "het (resterende) subsidieplafond", its short form "het plafond", and of a computed amount
 * "het (resterende) budget" — not "het budget van de fase" (a stage's own); a de-word's pronoun
 * ("put hem precies uit", "die hem bereikt") where the catalogue says "het" of the ceiling.
 */
function nlSwap(title: string): Swap {
  const [the, noun] = split(title, ["het", "de"], "het");
  const re = /\b(het|Het) (resterende )?(subsidieplafond|budget|plafond)\b(?! van de fase)/g;
  const pronoun = the === "de";
  return (text) => {
    if (!/plafond|budget/.test(text)) return text;
    const out = text.replace(re, (_, a: string, rem: string | undefined) => `${a === "Het" ? capital(the) : the} ${rem ?? ""}${noun}`);
    return pronoun ? out.replace(/ en put het precies uit/g, " en put hem precies uit").replace(/, inclusief de aanvraag die het bereikt/g, ", inclusief de aanvraag die hem bereikt") : out;
  };
}

const budgetSwaps: Readonly<Record<string, (title: string) => Swap>> = { en: enSwap, nl: nlSwap };

/** Whether `language` names the budget by the scheme's title (English, Dutch). */
export const namesBudget = (language: string): boolean => language in budgetSwaps;

/** The swap of `language` that names the budget `budget` and the list `list` in the catalogue's own words; undefined where it names neither. */
export function namesSwap(language: string, budget: string | undefined, list: string | undefined): Swap | undefined {
  const b = budget === undefined ? undefined : budgetSwaps[language]?.(budget);
  const l = reserveSwap(language, list);
  if (b === undefined && l === undefined) return undefined;
  const memo = new Map<string, string>();
  const both: Swap = b && l ? (t) => l(b(t)) : (b ?? l)!;
  return (t) => {
    let out = memo.get(t);
    if (out === undefined) {
      out = both(t);
      if (memo.size < 1024) memo.set(t, out);
    }
    return out;
  };
}

/** The catalogue's own `words` with the scheme's names for its budget and its reserve list (`Formats.names`); `words` as written where it gives none. */
export function named(f: { readonly names?: Swap }, words: string): string {
  return f.names ? f.names(words) : words;
}

/**
 * An engine's English message matched by `m` (a pattern with the `d` flag) with the names put into
 * its own words only: each captured part (an id, a group's or a stage's title) as it is.
 */
export function namedOutside(m: RegExpExecArray, f: { readonly names?: Swap }): string {
  const text = m[0];
  const spans = m.indices;
  if (!f.names || !spans) return named(f, text);
  let out = "";
  let at = 0;
  for (let k = 1; k < spans.length; k++) {
    const s = spans[k];
    if (!s || s[0] < at) continue;
    out += f.names(text.slice(at, s[0])) + text.slice(s[0], s[1]);
    at = s[1];
  }
  return out + f.names(text.slice(at));
}

const namedOnce = new WeakSet<object>();

/**
 * A catalogue's phrases, each taking the scheme's names into the words it makes (`named` over the
 * phrase's own rendering, where it is made: a scheme's message matches no phrase and is left as
 * written). A phrase already so made is kept (a list built on another's).
 */
export function namedPhrases(list: readonly Phrase[]): Phrase[] {
  return list.map((p): Phrase => {
    if (namedOnce.has(p)) return p;
    const [re, render] = p;
    const out: Phrase = [re, (m, f, t) => named(f, render(m, f, t))];
    namedOnce.add(out);
    return out;
  });
}

/** A catalogue's words of places (places.ts) with its phrases taking the scheme's names (`namedPhrases`). */
export function namedPlaces<W extends { readonly phrases: readonly Phrase[] }>(w: W): W {
  return { ...w, phrases: namedPhrases(w.phrases) };
}
