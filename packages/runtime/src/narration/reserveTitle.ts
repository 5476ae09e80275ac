// The name the law gives the reserve list (`reserve all "die Nachrückliste" per art7`, docs/language.md
// §14.11): the explanations', the reasons', the tie notes' and the notices' word for the list, in
// place of the catalogue's own. The name is written once, in the nominative, and no catalogue
// inflects it: English and Dutch put it where they say "the reserve list" / "de reservelijst"
// (neither declines a noun: "placed on the waiting list", "op de wachtlijst geplaatst"; without an
// article the language's own is put before it); German and Polish, which decline it ("auf die /
// auf der Nachrückerliste", "na liście rezerwowej / na listę rezerwową"), keep their word for
// "list" in its case and give the name after it in quotation marks, in the nominative as written
// ("auf die Liste „Nachrückliste“ gesetzt", "na liście „lista rezerwowa”"); Spanish and French put
// a name with its article where they say "la lista de reserva" / "la liste complémentaire", and
// quote one without ("la lista «…»"); Portuguese keeps "lista" and quotes the name after it
// ("na lista «Lista de suplentes»"). The swap reads the
// catalogue's own words where they are made (ownNames.ts `named`), never a finished sentence: a
// rule's title that says "the reserve list" is left as written (words28).
type Swap = (text: string) => string;

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The name with an article from `articles` as written, or with `fallback` before it. */
function withArticle(title: string, articles: readonly string[], fallback: string): string {
  const space = title.indexOf(" ");
  const first = space < 0 ? "" : title.slice(0, space).toLowerCase();
  return articles.includes(first) ? title : `${fallback} ${title}`;
}

/** The name without a German article ("die Nachrückliste" → "Nachrückliste"): the quotation gives the name, the sentence its case. */
const noArticle = (title: string): string => title.replace(/^(?:der|die|das)\s+/i, "");

function enSwap(title: string): Swap {
  const named = withArticle(title, ["the", "a", "an"], "the");
  const lower = named.charAt(0).toLowerCase() + named.slice(1);
  return (text) => (text.includes("reserve list") ? text.replace(/\b(the|The) reserve list\b/g, (_, a: string) => (a === "The" ? capital(lower) : lower)) : text);
}

function nlSwap(title: string): Swap {
  const named = withArticle(title, ["de", "het"], "de");
  const lower = named.charAt(0).toLowerCase() + named.slice(1);
  return (text) => (text.includes("reservelijst") ? text.replace(/\b(de|De) reservelijst\b/g, (_, a: string) => (a === "De" ? capital(lower) : lower)) : text);
}

function deSwap(title: string): Swap {
  const name = `„${noArticle(title)}“`;
  return (text) => (text.includes("Nachrückerliste") ? text.replace(/\b(die|Die|der|Der) Nachrückerliste\b/g, (_, a: string) => `${a} Liste ${name}`) : text);
}

function plSwap(title: string): Swap {
  const name = `„${title}”`;
  return (text) => (text.includes("rezerwow") ? text.replace(/\blistę rezerwową(?!\p{L})/gu, `listę ${name}`).replace(/\bliście rezerwowej(?!\p{L})/gu, `liście ${name}`) : text);
}

/**
 * A Romance language's swap (drafter34's finding 10): the name with its own article goes where the
 * catalogue says its word with an article ("en la lista de reserva" → "en la relación ordenada de
 * solicitudes no estimadas", "sur la liste complémentaire" → "sur la liste d'attente"), the
 * preposition contracted with a masculine article as the language does ("a el" → "al", "de el" →
 * "del"; "à le" → "au", "de le" → "du", "à les" → "aux", "de les" → "des"); a name without an
 * article is given in quotation marks after the catalogue's noun ("la lista «…»", "la liste « … »").
 */
function romanceSwap(noun: string, articles: readonly string[], quoted: (name: string) => string, contract: Readonly<Record<string, string>>): (title: string) => Swap {
  const own = new RegExp(`(?<![\\p{L}])(?:(\\p{L}+) )?(la|La) ${noun}(?![\\p{L}])`, "gu");
  return (title) => {
    const t = title.trim();
    const space = t.indexOf(" ");
    const first = space < 0 ? "" : t.slice(0, space).toLowerCase();
    const named = articles.includes(first) || /^l['’]/i.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : quoted(t);
    const article = named.slice(0, named.indexOf(" "));
    const rest = named.slice(named.indexOf(" "));
    return (text) =>
      text.includes(noun)
        ? text.replace(own, (_, before: string | undefined, a: string) => {
            const joined = before !== undefined ? contract[`${before.toLowerCase()} ${article}`] : undefined;
            if (joined !== undefined) return `${before!.charAt(0) === before!.charAt(0).toUpperCase() ? capital(joined) : joined}${rest}`;
            const said = a === "La" ? capital(named) : named;
            return before === undefined ? said : `${before} ${said}`;
          })
        : text;
  };
}

const esSwap = romanceSwap("lista de reserva", ["la", "el", "las", "los"], (n) => `la lista «${n}»`, { "a el": "al", "de el": "del" });
const frSwap = romanceSwap("liste complémentaire", ["la", "le", "les"], (n) => `la liste « ${n} »`, { "à le": "au", "de le": "du", "à les": "aux", "de les": "des" });

/**
 * Portuguese keeps its word for the list with the article the sentence contracts ("na lista", "da
 * lista", "à lista": pt39) and gives the name after it in quotation marks, without its own
 * article: "Incluída na lista «Lista de suplentes»", as German and Polish give theirs.
 */
function ptSwap(title: string): Swap {
  const name = `«${title.trim().replace(/^(?:o|a|os|as)\s+/i, "")}»`;
  return (text) => (text.includes("ista de reserva") ? text.replace(/(?<![\p{L}])(l|L)ista de reserva(?![\p{L}])/gu, (_, l: string) => `${l}ista ${name}`) : text);
}

const swaps: Readonly<Record<string, (title: string) => Swap>> = { en: enSwap, nl: nlSwap, de: deSwap, pl: plSwap, es: esSwap, fr: frSwap, pt: ptSwap };

/** The swap that names the reserve list `title` in `language`'s words; undefined without a title, or in a language without one. */
export function reserveSwap(language: string, title: string | undefined): Swap | undefined {
  return title === undefined ? undefined : swaps[language]?.(title);
}

/** The name as a heading or a status of its own ("die Nachrückliste" → "Nachrückliste", "the waiting list" → "Waiting list"): no article, a capital. */
export function reserveHeading(title: string): string {
  return capital(title.trim().replace(/^(?:the|an?|de|het|der|die|das|la|el|las|los|le|les)\s+|^l['’]/i, ""));
}
