// The ranking's words in French: a comparison's step and values, a key's label, the position
// sentence ("Rang au classement : 3."; a tie "ex æquo", its tie-break the "critères de départage").
import { straddleWords } from "./straddleWords.js";
import { orderDirection, orderedKey, orderWords } from "./orderWords.js";
import { sameTimeWords } from "./sameTime.js";
import type { TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";
import { referenceText } from "./catalogue.js";
import { frMoment, frQuote } from "./frWords.js";
import { comparisonParts, positionWords, positionKeysText, type PositionParts } from "./forms.js";
import { wordedRecently, wordedByStep, wordedPair } from "./memoWords.js";
import { keyValueText, keyWords } from "./keyValues.js";
import { DRAWN, GREEDY_LABEL, GREEDY_VALUE, KEY_LABEL, LEFT_OUT, MISSING, NOT_DRAWN, translateWhy, WEIGHT_ZERO, WEIGHTED } from "./whys.js";
import { capital, type RankingContext, type RankingWords } from "./rankingContext.js";

const directions: Record<string, string> = {
  highest: "par ordre décroissant",
  lowest: "par ordre croissant",
  earliest: "du plus ancien au plus récent",
  latest: "du plus récent au plus ancien",
  true: "d'abord celles qui la remplissent",
  false: "d'abord celles qui ne la remplissent pas",
};
const granularities: Record<string, string> = { exact: "à l'instant près", day: "au jour près", hour: "à l'heure près", minute: "à la minute près", second: "à la seconde près", millisecond: "à la milliseconde près" };

/** a key's label (rank.ts) in these words */
export function keyLabel(label: string): string {
  const m = KEY_LABEL.exec(label);
  if (!m) return label;
  const name = m[1] === "total points" ? "la note totale" : m[1]!;
  const gran = m[3] === undefined ? "" : `, ${granularities[m[3] === "exact moment" ? "exact" : m[4]!] ?? m[3]}`;
  return `${name} (${directions[m[2]!] ?? m[2]}${gran})`;
}

/** The ranking's words of the French catalogue, of what the catalogue gives them. */
export function frRanking(c: RankingContext): RankingWords {
  const { words, q, phrases, entitled, stageTitle, straddle, noValueFor, catalogue } = c;
  /** a comparison's step in these words (kept for the next comparisons it decides) */
  const by = wordedByStep(byWords);
  function byWords(x: Extract<TraceFact, { kind: "comparison" }>, f: Formats): string {
    if (x.lottery) {
      if (x.by.startsWith("weighted lottery (seed")) return `le tirage au sort pondéré (graine ${x.by.slice("weighted lottery (seed ".length, -1)})`;
      if (x.by.startsWith("lottery (seed")) return `le tirage au sort (graine ${x.by.slice("lottery (seed ".length, -1)})`;
      const each = /^lottery \(the draw for each (.+)\)$/.exec(x.by);
      return each ? `le tirage au sort (un tirage par ${each[1]})` : "le tirage au sort";
    }
    const greedy = GREEDY_LABEL.exec(x.by);
    if (greedy) return `${greedy[1] === "most" ? "le plus" : "le moins"} de valeurs nouvelles de ${greedy[2]} (non couvertes par les demandes ${greedy[3] === "funded" ? "aidées" : "classées"} avant elle)`;
    if (!x.key) return f.raw(x.by);
    const name = x.key.name === "total points" ? "la note totale" : x.key.name;
    const gran = x.key.granularity ? `, ${granularities[x.key.granularity] ?? x.key.granularity}` : "";
    return `${name} (${orderDirection(x.key, orderWords.fr) ?? directions[x.key.direction] ?? x.key.direction}${gran})`;
  }
  /** a value of a comparison in these words (kept for the next comparisons that show it) */
  const value = wordedRecently(wordValue);
  /** a key's value by its kind: a yes/no key's in the words' yes and no (keyValues.ts), else `value` */
  const keyed = keyWords(value, words);
  function wordValue(v: string, f: Formats): string {
    // a weighted lottery (§13.2): the weight and the key as numbers of the language, the hash as computed
    const weighted = WEIGHTED.exec(v);
    if (weighted) return `poids ${f.number(weighted[1]!)}, clé ${f.number(weighted[2]!)} (${weighted[3]})`;
    if (WEIGHT_ZERO.test(v)) return "poids 0 : hors du tirage au sort, et donc classée après les demandes tirées";
    const drawn = DRAWN.exec(v);
    if (drawn) return `tirée au sort au rang ${drawn[1]}${drawn[2] ? ` lors du tirage du ${frMoment(drawn[2])}` : ""}`;
    const leftOut = LEFT_OUT.exec(v);
    if (leftOut) return `écartée du tirage${leftOut[1] ? ` du ${frMoment(leftOut[1])}` : ""}, et donc classée après les demandes tirées au sort`;
    const notDrawn = NOT_DRAWN.exec(v);
    if (notDrawn) return notDrawn[1] ? `n'a pas pris part au tirage du ${frMoment(notDrawn[1])}` : "n'a pas pris part au tirage";
    const greedy = GREEDY_VALUE.exec(v);
    if (greedy) return `${f.count(greedy[1]!, { one: "{n} nouvelle", other: "{n} nouvelles" })}${greedy[2] ? ` : ${greedy[2]}` : ""} (déjà couvertes : ${greedy[3] === "nothing" ? "aucune" : greedy[3]})`;
    if (v === "not needed") return "sans objet";
    const missing = MISSING.exec(v);
    if (missing) return `sans valeur (${translateWhy(missing[1]!, phrases, f)})${missing[2] ? `, ${missing[3] === "it" ? "elle" : missing[3]} est donc classée en dernier à ce critère` : ""}`;
    return keyValueText(v, words, f);
  }
  /** a tie the chain ran out on: what the chain compared, the same for each member, and that no criterion is left */
  function ranOut(x: Extract<TraceFact, { kind: "position" }>, f: Formats, first = false): string {
    if (!x.chain?.length) return `${first ? "Les" : "les"} critères de départage ne les distinguent pas`;
    const compared = x.chain.map((c) => `${by(c as Extract<TraceFact, { kind: "comparison" }>, f)} : ${keyed(c.value, f, c.key?.kind)}`).join(", puis ");
    return `${first ? "Les" : "les"} critères de départage ont comparé ${compared} — la même valeur pour chacune d'elles — et il ne reste aucun autre critère`;
  }
  /** a comparison after the neighbour's id (the same words for both rows of a pair) */
  const pair = wordedPair((b, a, c, ops) => `départagée par ${b} : ${a} contre ${c}${ops}.`);
  /** The position step's words around its number (forms.ts PositionParts). */
  const position: PositionParts = { before: "Rang au classement : ", between: "", after: ".", keys: { total: "note totale", key: (b) => frQuote(b), value: keyed }, colon: " : " };
  /** a comparison: the words before the neighbour's id, and after it the pair's (forms.ts ComparisonParts) */
  const parts = { ...comparisonParts("Après la demande ", "Avant la demande ", pair, by, value, words, sameTimeWords.fr), colon: " : ", inStage: (t: string) => ` dans le classement de l'étape ${q(stageTitle(t))}` };
  const positionText = (x: Extract<TraceFact, { kind: "position" }>, f: Formats): string => {
    const line = straddleWords.fr.line(x, f, "");
    const n = x.tied;
    const others = x.tiedWith;
    const tied = n === 0 ? "" : n <= 5 ? `ex æquo avec ${others.join(", ")}` : `ex æquo avec ${n} autres : ${others.slice(0, 3).join(", ")}, …`;
    // a place a stage decided: the tie is of the stage's ranking, not of the published list
    const inStage = x.stage !== undefined && x.tie !== "shared";
    const text = positionWords(position, x.position, positionKeysText(position, x.keys, f), inStage ? "" : tied) + (inStage ? `${(x.earlierStages ?? []).map((e) => ` Rang ${e.place} sur ${e.of} dans ${e.own ? "le classement propre" : "le classement"} de l'étape ${q(stageTitle(e.title))}.`).join("")} Rang ${x.stage!.place} sur ${x.stage!.of} dans ${x.stage!.own ? "le classement propre" : "le classement"} de l'étape ${q(stageTitle(x.stage!.title))}${tied ? ` (${tied})` : ""}, qui l'a établi.` : "");
    const test = x.straddle ? ` (${straddle(x.straddle, f, x.computed, x.places)})` : "";
    if (n === 0) return x.straddle ? `${text} Elle était ex æquo avec d'autres au classement ; ${line} passe au milieu de leur groupe${test}, les critères de départage les ont donc ordonnées${x.orderedBy ? ` ; a départagé : ${by(x.orderedBy as Extract<TraceFact, { kind: "comparison" }>, f)}` : ""}.` : text;
    const share = inStage ? "ce rang de l'étape" : "ce rang";
    return (
      text +
      (x.stops
        ? ` Le départage s'arrête : ${translateWhy(x.stops, x.stopsKey?.order ? [noValueFor(() => orderedKey(x.stopsKey!, orderWords.fr)), ...(x.computed ? entitled : phrases)] : x.computed ? entitled : phrases, f)} ; elles partagent ${share}.`
        : x.tie === "chain"
        ? x.straddle
          ? ` ${capital(line)} passe au milieu de leur groupe${test}, mais ${ranOut(x, f)} ; elles partagent ${share}.`
          : ` ${ranOut(x, f, true)} ; elles partagent ${share}.`
        : x.tie === "shared"
          ? x.stage
            ? ` Les demandes de l'étape ${q(stageTitle(x.stage.title))}, qui l'a établi, partagent ce rang ; ${x.sharedBy ? `${referenceText(x.sharedBy, catalogue())} n'établit` : "le règlement n'établit"} aucun ordre entre elles.`
            : ` Les demandes entre lesquelles ${x.sharedBy ? `${referenceText(x.sharedBy, catalogue())} n'établit` : "le règlement n'établit"} aucun ordre partagent ce rang.`
        : x.tie === "unresolved"
          ? ` Le règlement ne prévoit aucun critère de départage entre elles ; elles partagent ${share}.`
          : ` Leur égalité n'est pas départagée : ${x.why ? translateWhy(x.why, x.computed ? entitled : phrases, f) : `${line} ne passe pas au milieu de leur groupe`}${test} ; toutes partagent donc ${share}.`)
    );
  };
  return { comparisonParts: parts, positionParts: position, position: positionText };
}
