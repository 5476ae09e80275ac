// The ranking's words in Dutch: a comparison's step and values, a key's label, the position
// sentence (split from nl.ts, words30; the context is rankingContext.ts).
import { straddleWords } from "./straddleWords.js";
import { orderDirection, orderedKey, orderWords } from "./orderWords.js";
import { sameTimeWords } from "./sameTime.js";
import type { TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";
import { referenceText } from "./catalogue.js";
import { ENTITLEMENT, SUBSIDY } from "./nlBudget.js";
import { comparisonParts, positionWords, positionKeysText, type PositionParts } from "./forms.js";
import { wordedRecently, wordedByStep, wordedPair } from "./memoWords.js";
import { keyValueText, keyWords } from "./keyValues.js";
import { DRAWN, GREEDY_LABEL, GREEDY_VALUE, KEY_LABEL, LEFT_OUT, MISSING, NOT_DRAWN, translateWhy, WEIGHT_ZERO, WEIGHTED } from "./whys.js";
import { capital, type RankingContext, type RankingWords } from "./rankingContext.js";

const directions: Record<string, string> = {
  highest: "hoogste eerst",
  lowest: "laagste eerst",
  earliest: "vroegste eerst",
  latest: "laatste eerst",
  true: "vervuld eerst",
  false: "niet vervuld eerst",
};
const granularities: Record<string, string> = { exact: "op het exacte moment", day: "per dag", hour: "per uur", minute: "per minuut", second: "per seconde", millisecond: "per milliseconde" };

/** a key's label (rank.ts) in these words */
export function keyLabel(label: string): string {
  const m = KEY_LABEL.exec(label);
  if (!m) return label;
  const name = m[1] === "total points" ? "totaal aantal punten" : m[1]!;
  const gran = m[3] === undefined ? "" : `, ${granularities[m[3] === "exact moment" ? "exact" : m[4]!] ?? m[3]}`;
  return `${name} (${directions[m[2]!] ?? m[2]}${gran})`;
}

/** The ranking's words of the Dutch catalogue, of what the catalogue gives them. */
export function nlRanking(c: RankingContext): RankingWords {
  const { words, q, phrases, entitled, stageTitle, straddle, noValueFor, catalogue } = c;
  /** a comparison's step in these words (kept for the next comparisons it decides) */
  const by = wordedByStep(byWords);
  function byWords(x: Extract<TraceFact, { kind: "comparison" }>, f: Formats): string {
    if (x.lottery) {
      if (x.by.startsWith("weighted lottery (seed")) return `gewogen loting (startwaarde ${x.by.slice("weighted lottery (seed ".length, -1)})`;
      if (x.by.startsWith("lottery (seed")) return `loting (startwaarde ${x.by.slice("lottery (seed ".length, -1)})`;
      const each = /^lottery \(the draw for each (.+)\)$/.exec(x.by);
      // a titled key without its article ("per dag van ontvangst")
      if (each) each[1] = each[1]!.replace(/^(de|het) /, "");
      return each ? `loting (een trekking per ${each[1]})` : "loting";
    }
    const greedy = GREEDY_LABEL.exec(x.by);
    if (greedy) return `${greedy[1] === "most" ? "de meeste" : "de minste"} nieuwe ${greedy[2]} (niet gedekt door de hoger ${greedy[3] === "funded" ? "gehonoreerde" : "gerangschikte"} aanvragen)`;
    if (!x.key) return f.raw(x.by);
    const name = x.key.name === "total points" ? "totaal aantal punten" : x.key.name;
    const gran = x.key.granularity ? `, ${granularities[x.key.granularity] ?? x.key.granularity}` : "";
    return `${name} (${orderDirection(x.key, orderWords.nl) ?? directions[x.key.direction] ?? x.key.direction}${gran})`;
  }
  /** a value of a comparison in these words (kept for the next comparisons that show it) */
  const value = wordedRecently(wordValue);
  /** a key's value by its kind: a yes/no key's in the words' yes and no (keyValues.ts), else `value` */
  const keyed = keyWords(value, words);
  function wordValue(v: string, f: Formats): string {
    // a weighted lottery (§13.2): the weight and the key as numbers of the language, the hash as computed
    const weighted = WEIGHTED.exec(v);
    if (weighted) return `gewicht ${f.number(weighted[1]!)}, sleutel ${f.number(weighted[2]!)} (${weighted[3]})`;
    if (WEIGHT_ZERO.test(v)) return "gewicht 0: niet in de loting en daarom gerangschikt na de getrokken aanvragen";
    const drawn = DRAWN.exec(v);
    if (drawn) return `getrokken als nummer ${drawn[1]}${drawn[2] ? ` in de trekking voor ${drawn[2]}` : ""}`;
    const leftOut = LEFT_OUT.exec(v);
    if (leftOut) return leftOut[1] ? `weggelaten uit de trekking voor ${leftOut[1]} en daarom gerangschikt na de getrokken aanvragen` : "weggelaten uit de loting en daarom gerangschikt na de getrokken aanvragen";
    const notDrawn = NOT_DRAWN.exec(v);
    if (notDrawn) return notDrawn[1] ? `niet in de trekking voor ${notDrawn[1]}` : "niet in de loting";
    const greedy = GREEDY_VALUE.exec(v);
    if (greedy) return `${greedy[1]} nieuw${greedy[2] ? `: ${greedy[2]}` : ""} (al hoger gedekt: ${greedy[3] === "nothing" ? "niets" : greedy[3]})`;
    if (v === "not needed") return "niet nodig";
    const missing = MISSING.exec(v);
    if (missing) return `geen waarde (${translateWhy(missing[1]!, phrases, f)})${missing[2] ? `, dus ${missing[3] === "it" ? "" : `staat ${missing[3]} `}bij deze stap als laatste` : ""}`;
    return keyValueText(v, words, f);
  }
  /** a tie the chain ran out on: what the chain compared, the same for each member, and that no criterion is left */
  function ranOut(x: Extract<TraceFact, { kind: "position" }>, f: Formats, first = false): string {
    // at a sentence's start its first word is written with its capital (not the sentence cut and joined again)
    if (!x.chain?.length) return first ? "Ook de aanvullende criteria maken geen onderscheid" : "ook de aanvullende criteria maken geen onderscheid";
    const compared = x.chain.map((c) => `${by(c as Extract<TraceFact, { kind: "comparison" }>, f)}: ${keyed(c.value, f, c.key?.kind)}`).join(", daarna ");
    return `${first ? "De" : "de"} aanvullende criteria vergeleken ${compared} — voor elk van hen gelijk — en er is geen verder criterium`;
  }
  /** a comparison after the neighbour's id (the same words for both rows of a pair) */
  const pair = wordedPair((by, a, b, ops) => `beslist door ${by}: ${a} tegen ${b}${ops}.`);
  /** The position step's words around its number (forms.ts PositionParts). */
  const position: PositionParts = { before: "Plaats ", between: " in de rangschikking", after: ".", keys: { total: "totaal aantal punten", value: keyed } };
  /** a comparison: the words before the neighbour's id, and after it the pair's (forms.ts ComparisonParts) */
  const parts = { ...comparisonParts("Na ", "Vóór ", pair, by, value, words, sameTimeWords.nl), inStage: (t: string) => ` in de rangschikking van fase ${q(stageTitle(t))}` };
  const positionText = (x: Extract<TraceFact, { kind: "position" }>, f: Formats): string => {
    // of an amount the scheme computes, its budget (nlBudget.ts)
    const line = straddleWords.nl.line(x, f, x.computed ? ENTITLEMENT.ceiling : SUBSIDY.ceiling);
    const said = x.computed ? entitled : phrases;
    const n = x.tied;
    const others = x.tiedWith;
    const tied = n === 0 ? "" : n <= 5 ? `gelijk met ${others.join(", ")}` : `gelijk met ${n} andere: ${others.slice(0, 3).join(", ")}, …`;
    // a place a stage decided: the tie is of the stage's ranking, not of the published list (drafterb29's finding 4)
    const inStage = x.stage !== undefined && x.tie !== "shared";
    const text = positionWords(position, x.position, positionKeysText(position, x.keys, f), inStage ? "" : tied) + (inStage ? `${(x.earlierStages ?? []).map((e) => ` Plaats ${e.place} van ${e.of} in de ${e.own ? "eigen " : ""}rangschikking van fase ${q(stageTitle(e.title))}.`).join("")} Plaats ${x.stage!.place} van ${x.stage!.of} in de ${x.stage!.own ? "eigen " : ""}rangschikking van fase ${q(stageTitle(x.stage!.title))}${tied ? ` (${tied})` : ""}, die erover besliste.` : "");
    const test = x.straddle ? ` (${straddle(x.straddle, f, x.computed, x.places)})` : "";
    if (n === 0) return x.straddle ? `${text} Zij stond in de rangschikking gelijk met andere aanvragen; ${line} valt binnen die gelijke stand${test}, dus de aanvullende criteria bepaalden de volgorde${x.orderedBy ? `, beslist door ${by(x.orderedBy as Extract<TraceFact, { kind: "comparison" }>, f)}` : ""}.` : text;
    return (
      text +
      (x.stops
        ? ` De beslissing over de gelijke stand stopt: ${translateWhy(x.stops, x.stopsKey?.order ? [noValueFor(() => orderedKey(x.stopsKey!, orderWords.nl)), ...said] : said, f)}; zij delen deze plaats.`
        : x.tie === "chain"
        ? x.straddle
          ? ` ${capital(line)} valt binnen deze gelijke stand${test}, maar ${ranOut(x, f)}; zij delen deze plaats.`
          : ` ${ranOut(x, f, true)}; zij delen deze plaats.`
        : x.tie === "shared"
          ? x.stage
            ? ` De plaats wordt gedeeld door de aanvragen van fase ${q(stageTitle(x.stage.title))}, die erover besliste; ${x.sharedBy ? referenceText(x.sharedBy, catalogue()) : "de regeling"} rangschikt ze niet.`
            : ` De plaats wordt gedeeld door de aanvragen, die ${x.sharedBy ? referenceText(x.sharedBy, catalogue()) : "de regeling"} niet rangschikt.`
        : x.tie === "unresolved"
          ? " De regeling geeft geen regel om deze gelijke stand te beslechten; zij delen deze plaats."
          : ` De gelijke stand wordt niet beslecht: ${x.why ? translateWhy(x.why, said, f) : `${line} valt er niet binnen`}${test}, dus delen zij allen deze plaats.`)
    );
  };
  return { comparisonParts: parts, positionParts: position, position: positionText };
}
