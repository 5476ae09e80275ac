// The ranking's words in Polish: a comparison's step and values, a key's label, the position
// sentence (split from pl.ts, words30; the context is rankingContext.ts).
import { straddleWords } from "./straddleWords.js";
import { orderDirection, orderedKey, orderWords } from "./orderWords.js";
import { sameTimeWords } from "./sameTime.js";
import type { TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";
import { referenceText } from "./catalogue.js";
import { comparisonParts, positionWords, positionKeysText, type PositionParts } from "./forms.js";
import { wordedRecently, wordedByStep, wordedPair } from "./memoWords.js";
import { keyValueText, keyWords } from "./keyValues.js";
import { DRAWN, GREEDY_LABEL, GREEDY_VALUE, KEY_LABEL, LEFT_OUT, MISSING, NOT_DRAWN, translateWhy, WEIGHT_ZERO, WEIGHTED } from "./whys.js";
import { capital, type RankingContext, type RankingWords } from "./rankingContext.js";

const directions: Record<string, string> = {
  highest: "od najwyższej",
  lowest: "od najniższej",
  earliest: "od najwcześniejszej",
  latest: "od najpóźniejszej",
  true: "najpierw spełniające",
  false: "najpierw niespełniające",
};
const granularities: Record<string, string> = { exact: "co do chwili", day: "z dokładnością do dnia", hour: "z dokładnością do godziny", minute: "z dokładnością do minuty", second: "z dokładnością do sekundy", millisecond: "z dokładnością do milisekundy" };

/** a key's label (rank.ts) in these words */
export function keyLabel(label: string): string {
  const m = KEY_LABEL.exec(label);
  if (!m) return label;
  const name = m[1] === "total points" ? "suma punktów" : m[1]!;
  const gran = m[3] === undefined ? "" : `, ${granularities[m[3] === "exact moment" ? "exact" : m[4]!] ?? m[3]}`;
  return `${name} (${directions[m[2]!] ?? m[2]}${gran})`;
}

/** The ranking's words of the Polish catalogue, of what the catalogue gives them. */
export function plRanking(c: RankingContext): RankingWords {
  const { words, q, phrases, entitled, stageTitle, straddle, noValueFor, catalogue } = c;
  /** a comparison's step in these words (kept for the next comparisons it decides) */
  const by = wordedByStep(byWords);
  function byWords(x: Extract<TraceFact, { kind: "comparison" }>, f: Formats): string {
    if (x.lottery) {
      if (x.by.startsWith("weighted lottery (seed")) return `losowanie ważone (ziarno ${x.by.slice("weighted lottery (seed ".length, -1)})`;
      if (x.by.startsWith("lottery (seed")) return `losowanie (ziarno ${x.by.slice("lottery (seed ".length, -1)})`;
      const each = /^lottery \(the draw for each (.+)\)$/.exec(x.by);
      return each ? `losowanie (odrębne dla każdej wartości ${each[1]})` : "losowanie";
    }
    const greedy = GREEDY_LABEL.exec(x.by);
    if (greedy) return `${greedy[1] === "most" ? "najwięcej" : "najmniej"} nowych wartości ${greedy[2]} (nieobjętych wnioskami ${greedy[3] === "funded" ? "dofinansowanymi" : "umieszczonymi"} wyżej na liście)`;
    if (!x.key) return f.raw(x.by);
    const name = x.key.name === "total points" ? "suma punktów" : x.key.name;
    const gran = x.key.granularity ? `, ${granularities[x.key.granularity] ?? x.key.granularity}` : "";
    return `${name} (${orderDirection(x.key, orderWords.pl) ?? directions[x.key.direction] ?? x.key.direction}${gran})`;
  }
  /** a value of a comparison in these words (kept for the next comparisons that show it) */
  const value = wordedRecently(wordValue);
  /** a key's value by its kind: a yes/no key's in the words' yes and no (keyValues.ts), else `value` */
  const keyed = keyWords(value, words);
  function wordValue(v: string, f: Formats): string {
    // a weighted lottery (§13.2): the weight and the key as numbers of the language, the hash as computed
    const weighted = WEIGHTED.exec(v);
    if (weighted) return `waga ${f.number(weighted[1]!)}, klucz ${f.number(weighted[2]!)} (${weighted[3]})`;
    if (WEIGHT_ZERO.test(v)) return "waga 0: poza losowaniem, dlatego uszeregowany po wylosowanych wnioskach";
    const drawn = DRAWN.exec(v);
    if (drawn) return `wylosowany z numerem ${drawn[1]}${drawn[2] ? ` w losowaniu dla ${drawn[2]}` : ""}`;
    const leftOut = LEFT_OUT.exec(v);
    if (leftOut) return leftOut[1] ? `pominięty w losowaniu dla ${leftOut[1]}, dlatego umieszczony za wylosowanymi wnioskami` : "pominięty w losowaniu, dlatego umieszczony za wylosowanymi wnioskami";
    const notDrawn = NOT_DRAWN.exec(v);
    if (notDrawn) return notDrawn[1] ? `nie brał udziału w losowaniu dla ${notDrawn[1]}` : "nie brał udziału w losowaniu";
    const greedy = GREEDY_VALUE.exec(v);
    if (greedy) return `${f.count(greedy[1]!, { one: "{n} nowa", few: "{n} nowe", other: "{n} nowych" })}${greedy[2] ? `: ${greedy[2]}` : ""} (już objęte wyżej: ${greedy[3] === "nothing" ? "nic" : greedy[3]})`;
    if (v === "not needed") return "niepotrzebne";
    const missing = MISSING.exec(v);
    if (missing) return `brak wartości (${translateWhy(missing[1]!, phrases, f)})${missing[2] ? `, dlatego ${missing[3] === "it" ? "" : `${missing[3]} `}na tym etapie zajmuje ostatnie miejsce` : ""}`;
    return keyValueText(v, words, f);
  }
  /** a tie the chain ran out on: what the chain compared, the same for each member, and that no criterion is left */
  function ranOut(x: Extract<TraceFact, { kind: "position" }>, f: Formats, first = false): string {
    // at a sentence's start its first word is written with its capital (not the sentence cut and joined again)
    if (!x.chain?.length) return first ? "Dalsze kryteria rozstrzygające nie różnicują tych wniosków" : "dalsze kryteria rozstrzygające nie różnicują tych wniosków";
    const compared = x.chain.map((c) => `${by(c as Extract<TraceFact, { kind: "comparison" }>, f)}: ${keyed(c.value, f, c.key?.kind)}`).join(", następnie ");
    return `${first ? "Dalsze" : "dalsze"} kryteria rozstrzygające porównały ${compared} — dla każdego z tych wniosków to samo — i nie ma kolejnego kryterium`;
  }
  /** a comparison after the neighbour's id (the same words for both rows of a pair) */
  const pair = wordedPair((by, a, b, ops) => `rozstrzyga ${by}: ${a} wobec ${b}${ops}.`);
  /** The position step's words around its number (forms.ts PositionParts). */
  // a key's name in the nominative: a title in its quotation marks (sameTime.ts)
  const position: PositionParts = { before: "Miejsce na liście: ", between: "", after: ".", keys: { total: "suma punktów", key: (by) => `„${by}”`, value: keyed } };
  /** a comparison: the words before the neighbour's id, and after it the pair's (forms.ts ComparisonParts) */
  const parts = { ...comparisonParts("Za wnioskiem ", "Przed wnioskiem ", pair, by, value, words, sameTimeWords.pl), inStage: (t: string) => ` w rankingu etapu ${q(stageTitle(t))}` };
  const positionText = (x: Extract<TraceFact, { kind: "position" }>, f: Formats): string => {
    const line = straddleWords.pl.line(x, f, "");
    const n = x.tied;
    const others = x.tiedWith;
    const tied = n === 0 ? "" : n <= 5 ? `ex aequo z: ${others.join(", ")}` : `ex aequo z ${f.count(n, { one: "{n} innym wnioskiem", other: "{n} innymi wnioskami" })}: ${others.slice(0, 3).join(", ")}, …`;
    // a place a stage decided: the tie is of the stage's ranking, not of the published list (drafterb29's finding 4)
    const inStage = x.stage !== undefined && x.tie !== "shared";
    const text = positionWords(position, x.position, positionKeysText(position, x.keys, f), inStage ? "" : tied) + (inStage ? `${(x.earlierStages ?? []).map((e) => ` Miejsce ${e.place} z ${e.of} ${e.own ? "we własnym" : "w"} rankingu etapu ${q(stageTitle(e.title))}.`).join("")} Miejsce ${x.stage!.place} z ${x.stage!.of} ${x.stage!.own ? "we własnym" : "w"} rankingu etapu ${q(stageTitle(x.stage!.title))}${tied ? ` (${tied})` : ""}, który o nim rozstrzygnął.` : "");
    const test = x.straddle ? ` (${straddle(x.straddle, f, x.computed, x.places)})` : "";
    if (n === 0) return x.straddle ? `${text} Wniosek miał w rankingu tę samą pozycję co inne; ${line} przebiega przez tę grupę${test}, dlatego o kolejności rozstrzygnęły dalsze kryteria${x.orderedBy ? `; rozstrzygnęło kryterium: ${by(x.orderedBy as Extract<TraceFact, { kind: "comparison" }>, f)}` : ""}.` : text;
    return (
      text +
      (x.stops
        ? ` Rozstrzyganie remisu zatrzymuje się: ${translateWhy(x.stops, x.stopsKey?.order ? [noValueFor(() => orderedKey(x.stopsKey!, orderWords.pl)), ...(x.computed ? entitled : phrases)] : (x.computed ? entitled : phrases), f)}; wnioski zajmują to samo miejsce.`
        : x.tie === "chain"
        ? x.straddle
          ? ` ${capital(line)} przebiega przez tę grupę${test}, lecz ${ranOut(x, f)}; zajmują one to samo miejsce.`
          : ` ${ranOut(x, f, true)}; zajmują one to samo miejsce.`
        : x.tie === "shared"
          ? x.stage
            ? ` Miejsce to dzielą wnioski etapu ${q(stageTitle(x.stage.title))}, który o nim rozstrzygnął; ${x.sharedBy ? `${referenceText(x.sharedBy, catalogue())} nie ustala` : "przepisy nie ustalają"} między nimi kolejności.`
            : ` Miejsce to dzielą wnioski, między którymi ${x.sharedBy ? `${referenceText(x.sharedBy, catalogue())} nie ustala` : "przepisy nie ustalają"} kolejności.`
        : x.tie === "unresolved"
          ? " Przepisy nie przewidują dla nich kryterium rozstrzygającego; zajmują one to samo miejsce."
          : ` Równa pozycja nie jest rozstrzygana: ${x.why ? translateWhy(x.why, x.computed ? entitled : phrases, f) : `${line} nie przebiega przez tę grupę`}${test}, dlatego wszystkie zajmują to samo miejsce.`)
    );
  };
  return { comparisonParts: parts, positionParts: position, position: positionText };
}
