// The ranking's words in German: a comparison's step and values, a key's label, the position
// sentence (split from de.ts, words30; the context is rankingContext.ts).
import { straddleWords } from "./straddleWords.js";
import { orderDirection, orderedKey, orderWords } from "./orderWords.js";
import { sameTimeWords } from "./sameTime.js";
import type { TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";
import { referenceText } from "./catalogue.js";
import { DE_ENTITLEMENT, DE_SUBSIDY } from "./deBudget.js";
import { deMoment } from "./deWords.js";
import { comparisonParts, positionWords, positionKeysText, type PositionParts } from "./forms.js";
import { wordedRecently, wordedByStep, wordedPair } from "./memoWords.js";
import { keyValueText, keyWords } from "./keyValues.js";
import { DRAWN, GREEDY_LABEL, GREEDY_VALUE, KEY_LABEL, LEFT_OUT, MISSING, NOT_DRAWN, translateWhy, WEIGHT_ZERO, WEIGHTED } from "./whys.js";
import { capital, type RankingContext, type RankingWords } from "./rankingContext.js";

const directions: Record<string, string> = {
  highest: "höchste zuerst",
  lowest: "niedrigste zuerst",
  earliest: "früheste zuerst",
  latest: "späteste zuerst",
  true: "erfüllt zuerst",
  false: "nicht erfüllt zuerst",
};
const granularities: Record<string, string> = { exact: "auf den genauen Zeitpunkt", day: "auf den Tag genau", hour: "auf die Stunde genau", minute: "auf die Minute genau", second: "auf die Sekunde genau", millisecond: "auf die Millisekunde genau" };

/** the seed as rankKeys.ts writes it (JSON: "S-1") in German quotation marks („S-1“); anything else as written */
function deQuoted(json: string): string {
  try {
    const seed: unknown = JSON.parse(json);
    return typeof seed === "string" ? `„${seed}“` : json;
  } catch {
    return json;
  }
}

/** a key's label (rank.ts) in these words */
export function keyLabel(label: string): string {
  const m = KEY_LABEL.exec(label);
  if (!m) return label;
  const name = m[1] === "total points" ? "Gesamtpunktzahl" : m[1]!;
  const gran = m[3] === undefined ? "" : `, ${granularities[m[3] === "exact moment" ? "exact" : m[4]!] ?? m[3]}`;
  return `${name} (${directions[m[2]!] ?? m[2]}${gran})`;
}

/**
 * Whether a key's title, written in the nominative with its article, is plural, so that the verb
 * agrees with it: "ausschlaggebend sind die Punkte aus den sozialen Kriterien", not "ist"
 * (drafter37's finding 6). After "die", a word in -en (an adjective or a noun: "die sozialen
 * Punkte", "die Stunden") or a noun German uses in the plural for what a scheme counts is plural;
 * any other title ("die Messzahl", "die Durchschnittsnote", "der Eingang") is singular, as before.
 */
const PLURAL_NOUNS: ReadonlySet<string> = new Set(["punkte", "jahre", "kinder", "monate", "tage", "wochen", "kosten", "einkünfte", "mittel", "stimmen", "noten", "mitglieder", "angehörigen", "personen", "leistungen"]);
export function plural(title: string): boolean {
  const m = /^die (\p{L}+)/u.exec(title);
  if (!m) return false;
  const w = m[1]!.toLowerCase();
  return PLURAL_NOUNS.has(w) || (w.length > 3 && w.endsWith("en"));
}

/** The ranking's words of the German catalogue, of what the catalogue gives them. */
export function deRanking(c: RankingContext): RankingWords {
  const { words, q, phrases, entitled, straddle, noValueFor, catalogue } = c;
  /** a comparison's step in these words (kept for the next comparisons it decides) */
  const by = wordedByStep(byWords);
  function byWords(x: Extract<TraceFact, { kind: "comparison" }>, f: Formats): string {
    if (x.lottery) {
      if (x.by.startsWith("weighted lottery (seed")) return `der gewichtete Losentscheid (Startwert ${deQuoted(x.by.slice("weighted lottery (seed ".length, -1))})`;
      if (x.by.startsWith("lottery (seed")) return `der Losentscheid (Startwert ${deQuoted(x.by.slice("lottery (seed ".length, -1))})`;
      const each = /^lottery \(the draw for each (.+)\)$/.exec(x.by);
      // a titled key without its article ("je Tag des Eingangs")
      if (each) each[1] = each[1]!.replace(/^(der|die|das) /, "");
      return each ? `der Losentscheid (eine Ziehung je ${each[1]})` : "der Losentscheid";
    }
    const greedy = GREEDY_LABEL.exec(x.by);
    if (greedy) return `die ${greedy[1] === "most" ? "größte" : "kleinste"} Zahl neuer ${greedy[2]} (nicht abgedeckt durch die höher ${greedy[3] === "funded" ? "geförderten" : "eingestuften"} Anträge)`;
    if (!x.key) return f.raw(x.by);
    // a name of words without its article (a field's description, "im Haushalt lebende … Kinder")
    // in quotation marks, as the agreeing keys are: "ausschlaggebend ist „…“" (mend40)
    const name = x.key.name === "total points" ? "die Gesamtpunktzahl" : /^\p{Ll}\S* /u.test(x.key.name) && !/^(?:der|die|das|den|dem|des|ein|eine|einer|eines)\s/.test(x.key.name) ? q(x.key.name) : x.key.name;
    const gran = x.key.granularity ? `, ${granularities[x.key.granularity] ?? x.key.granularity}` : "";
    return `${name} (${orderDirection(x.key, orderWords.de) ?? directions[x.key.direction] ?? x.key.direction}${gran})`;
  }
  /** a value of a comparison in these words (kept for the next comparisons that show it) */
  const value = wordedRecently(wordValue);
  const keyed = keyWords(value, words); // by the key's kind: a yes/no key's "ja"/"nein" (keyValues.ts)
  function wordValue(v: string, f: Formats): string {
    // a weighted lottery (§13.2): the weight and the key as numbers of the language, the hash as computed
    const weighted = WEIGHTED.exec(v);
    if (weighted) return `Gewicht ${f.number(weighted[1]!)}, Schlüssel ${f.number(weighted[2]!)} (${weighted[3]})`;
    if (WEIGHT_ZERO.test(v)) return "Gewicht 0: nicht in der Losziehung und daher nach den gezogenen Anträgen eingereiht";
    const drawn = DRAWN.exec(v);
    if (drawn) return `gezogen als Nummer ${drawn[1]}${drawn[2] ? ` in der Ziehung für ${deMoment(drawn[2])}` : ""}`;
    const leftOut = LEFT_OUT.exec(v);
    if (leftOut) return leftOut[1] ? `in der Ziehung für ${deMoment(leftOut[1])} ausgelassen und daher nach den gezogenen Anträgen eingereiht` : "im Losentscheid ausgelassen und daher nach den gezogenen Anträgen eingereiht";
    const notDrawn = NOT_DRAWN.exec(v);
    if (notDrawn) return notDrawn[1] ? `nicht in der Ziehung für ${deMoment(notDrawn[1])}` : "nicht im Losentscheid";
    const greedy = GREEDY_VALUE.exec(v);
    if (greedy) return `${greedy[1]} neu${greedy[2] ? `: ${greedy[2]}` : ""} (bereits höher abgedeckt: ${greedy[3] === "nothing" ? "nichts" : greedy[3]})`;
    if (v === "not needed") return "nicht erforderlich";
    const missing = MISSING.exec(v);
    if (missing) return `kein Wert (${translateWhy(missing[1]!, phrases, f)})${missing[2] ? `, daher ${missing[3] === "it" ? "" : `steht ${missing[3]} `}in diesem Schritt an letzter Stelle` : ""}`;
    return keyValueText(v, words, f);
  }
  /** a tie the chain ran out on: what the chain compared, the same for each member, and that no criterion is left */
  function ranOut(x: Extract<TraceFact, { kind: "position" }>, f: Formats, first = false): string {
    // at a sentence's start its first word is written with its capital (not the sentence cut and joined again)
    if (!x.chain?.length) return first ? "Auch die nachrangigen Kriterien unterscheiden sie nicht" : "auch die nachrangigen Kriterien unterscheiden sie nicht";
    const compared = x.chain.map((c) => `${by(c as Extract<TraceFact, { kind: "comparison" }>, f)}: ${keyed(c.value, f, c.key?.kind)}`).join(", danach ");
    // what was compared as a list in brackets ("Eingang (früheste zuerst): …"), whatever the case a title is written in
    return `${first ? "Die" : "die"} nachrangigen Kriterien ergeben für jeden von ihnen dasselbe (${compared}), und es gibt kein weiteres Kriterium`;
  }
  /** a comparison after the neighbour's id (the same words for both rows of a pair) */
  // "ausschlaggebend ist …": the criterion in the nominative, as a scheme writes its title ("der Zuschuss")
  const pair = wordedPair((by, a, b, ops) => `ausschlaggebend ${plural(by) ? "sind" : "ist"} ${by}: ${a} gegenüber ${b}${ops}.`);
  /** The position step's words around its number (forms.ts PositionParts). */
  // a key's name as a title in its quotation marks, in its own case (sameTime.ts)
  const position: PositionParts = { before: "Rang ", between: " in der Rangfolge", after: ".", keys: { total: "Gesamtpunktzahl", key: (by) => `„${by}“`, value: keyed } };
  /** a comparison: the words before the neighbour's id, and after it the pair's (forms.ts ComparisonParts) */
  const parts = { ...comparisonParts("Nach ", "Vor ", pair, by, value, words, sameTimeWords.de), inStage: (t: string) => ` in der Rangfolge der Stufe ${q(t)}` };
  const positionText = (x: Extract<TraceFact, { kind: "position" }>, f: Formats): string => {
    // of an amount the scheme computes, its budget (deBudget.ts)
    const c = x.computed ? DE_ENTITLEMENT.funds : DE_SUBSIDY.funds;
    const line = straddleWords.de.line(x, f, c);
    const said = x.computed ? entitled : phrases;
    const n = x.tied;
    const others = x.tiedWith;
    const tied = n === 0 ? "" : n <= 5 ? `gleichrangig mit ${others.join(", ")}` : `gleichrangig mit ${n} weiteren: ${others.slice(0, 3).join(", ")}, …`;
    // a place a stage decided: the tie is of the stage's ranking, not of the published list (drafterb29's finding 4)
    const inStage = x.stage !== undefined && x.tie !== "shared";
    const text = positionWords(position, x.position, positionKeysText(position, x.keys, f), inStage ? "" : tied) + (inStage ? `${(x.earlierStages ?? []).map((e) => ` Platz ${e.place} von ${e.of} in der ${e.own ? "eigenen " : ""}Rangfolge der Stufe ${q(e.title)}.`).join("")} Platz ${x.stage!.place} von ${x.stage!.of} in der ${x.stage!.own ? "eigenen " : ""}Rangfolge der Stufe ${q(x.stage!.title)}${tied ? ` (${tied})` : ""}, die darüber entschieden hat.` : "");
    const test = x.straddle ? ` (${straddle(x.straddle, f, x.computed, x.places)})` : "";
    if (n === 0) return x.straddle ? `${text} Der Antrag lag in der Rangfolge mit anderen gleichauf; ${line} liegt innerhalb dieses Gleichstands${test}, daher haben die nachrangigen Kriterien die Reihenfolge bestimmt${x.orderedBy ? `; ausschlaggebend ${x.orderedBy && plural(by(x.orderedBy as Extract<TraceFact, { kind: "comparison" }>, f)) ? "waren" : "war"} ${by(x.orderedBy as Extract<TraceFact, { kind: "comparison" }>, f)}` : ""}.` : text;
    return (
      text +
      (x.stops
        ? ` Die Auflösung des Gleichstands endet: ${translateWhy(x.stops, x.stopsKey?.order ? [noValueFor(() => orderedKey(x.stopsKey!, orderWords.de)), ...said] : said, f)}; sie teilen sich ${inStage ? "diesen Platz" : "diesen Rang"}.`
        : x.tie === "chain"
        ? x.straddle
          ? ` ${capital(line)} liegt innerhalb dieses Gleichstands${test}, aber ${ranOut(x, f)}; sie teilen sich ${inStage ? "diesen Platz" : "diesen Rang"}.`
          : ` ${ranOut(x, f, true)}; sie teilen sich ${inStage ? "diesen Platz" : "diesen Rang"}.`
        : x.tie === "shared"
          ? x.stage
            ? ` Diesen Rang teilen sich die Anträge der Stufe ${q(x.stage.title)}, die darüber entschieden hat; ${x.sharedBy ? referenceText(x.sharedBy, catalogue()) : "die Richtlinie"} bringt sie nicht in eine Rangfolge.`
            : ` Diesen Rang teilen sich die Anträge, die ${x.sharedBy ? referenceText(x.sharedBy, catalogue()) : "die Richtlinie"} nicht in eine Rangfolge bringt.`
        : x.tie === "unresolved"
          ? ` Die Richtlinie sieht für sie keine Regel zur Auflösung des Gleichstands vor; sie teilen sich ${inStage ? "diesen Platz" : "diesen Rang"}.`
          : ` Der Gleichstand wird nicht aufgelöst: ${x.why ? translateWhy(x.why, said, f) : `${line} liegt nicht innerhalb dieses Gleichstands`}${test}, daher teilen sich alle ${inStage ? "diesen Platz" : "diesen Rang"}.`)
    );
  };
  return { comparisonParts: parts, positionParts: position, position: positionText };
}
