// The ranking's words in Portuguese: a comparison's step and values, a key's label, the position
// sentence (as esRanking.ts is split from es.ts; the context is rankingContext.ts).
import { straddleWords } from "./straddleWords.js";
import { orderDirection, orderedKey, orderWords } from "./orderWords.js";
import { sameTimeWords } from "./sameTime.js";
import type { TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";
import { referenceText } from "./catalogue.js";
import { ptMoment } from "./ptWords.js";
import { comparisonParts, positionWords, positionKeysText, type PositionParts } from "./forms.js";
import { wordedRecently, wordedByStep, wordedPair } from "./memoWords.js";
import { keyValueText, keyWords } from "./keyValues.js";
import { DRAWN, GREEDY_LABEL, GREEDY_VALUE, KEY_LABEL, LEFT_OUT, MISSING, NOT_DRAWN, translateWhy, WEIGHT_ZERO, WEIGHTED } from "./whys.js";
import { capital, type RankingContext, type RankingWords } from "./rankingContext.js";

const directions: Record<string, string> = {
  highest: "por ordem decrescente",
  lowest: "por ordem crescente",
  earliest: "da mais antiga para a mais recente",
  latest: "da mais recente para a mais antiga",
  true: "primeiro as que o cumprem",
  false: "primeiro as que não o cumprem",
};
const granularities: Record<string, string> = { exact: "ao instante exato", day: "ao dia", hour: "à hora", minute: "ao minuto", second: "ao segundo", millisecond: "ao milissegundo" };

/** a key's label (rank.ts) in these words */
export function keyLabel(label: string): string {
  const m = KEY_LABEL.exec(label);
  if (!m) return label;
  const name = m[1] === "total points" ? "a pontuação total" : m[1]!;
  const gran = m[3] === undefined ? "" : `, ${granularities[m[3] === "exact moment" ? "exact" : m[4]!] ?? m[3]}`;
  return `${name} (${directions[m[2]!] ?? m[2]}${gran})`;
}

/**
 * A key named by a title written as a heading ("Critério A", "Data de submissão") is a criterion
 * of the tie-break, in its quotation marks, with the article Portuguese needs mid-sentence:
 * "decide o critério «Critério A»"; a title written with its article and a code as they are.
 */
function keyName(name: string): string {
  const c = name.charAt(0);
  return c !== c.toLowerCase() && c === c.toUpperCase() ? `o critério «${name}»` : name;
}

/** The ranking's words of the Portuguese catalogue, of what the catalogue gives them. */
export function ptRanking(c: RankingContext): RankingWords {
  const { words, q, phrases, entitled, stageTitle, straddle, noValueFor, catalogue } = c;
  /** a comparison's step in these words (kept for the next comparisons it decides) */
  const by = wordedByStep(byWords);
  function byWords(x: Extract<TraceFact, { kind: "comparison" }>, f: Formats): string {
    if (x.lottery) {
      if (x.by.startsWith("weighted lottery (seed")) return `o sorteio ponderado (semente ${x.by.slice("weighted lottery (seed ".length, -1)})`;
      if (x.by.startsWith("lottery (seed")) return `o sorteio (semente ${x.by.slice("lottery (seed ".length, -1)})`;
      const each = /^lottery \(the draw for each (.+)\)$/.exec(x.by);
      return each ? `o sorteio (um por cada ${each[1]})` : "o sorteio";
    }
    const greedy = GREEDY_LABEL.exec(x.by);
    if (greedy) return `${greedy[1] === "most" ? "mais" : "menos"} valores novos de ${greedy[2]} (não cobertos pelas candidaturas ${greedy[3] === "funded" ? "apoiadas" : "colocadas"} antes na ordenação)`;
    if (!x.key) return f.raw(x.by);
    const name = x.key.name === "total points" ? "a pontuação total" : keyName(x.key.name);
    const gran = x.key.granularity ? `, ${granularities[x.key.granularity] ?? x.key.granularity}` : "";
    return `${name} (${orderDirection(x.key, orderWords.pt) ?? directions[x.key.direction] ?? x.key.direction}${gran})`;
  }
  /** a value of a comparison in these words (kept for the next comparisons that show it) */
  const value = wordedRecently(wordValue);
  /** a key's value by its kind: a yes/no key's in the words' yes and no (keyValues.ts), else `value` */
  const keyed = keyWords(value, words);
  function wordValue(v: string, f: Formats): string {
    const weighted = WEIGHTED.exec(v);
    if (weighted) return `peso ${f.number(weighted[1]!)}, chave ${f.number(weighted[2]!)} (${weighted[3]})`;
    if (WEIGHT_ZERO.test(v)) return "peso 0: fora do sorteio e, por isso, ordenada depois das candidaturas sorteadas";
    const drawn = DRAWN.exec(v);
    if (drawn) return `sorteada com o número ${drawn[1]}${drawn[2] ? ` no sorteio de ${ptMoment(drawn[2])}` : ""}`;
    const leftOut = LEFT_OUT.exec(v);
    if (leftOut) return leftOut[1] ? `omitida no sorteio de ${ptMoment(leftOut[1])} e, por isso, ordenada depois das sorteadas` : "omitida no sorteio e, por isso, ordenada depois das sorteadas";
    const notDrawn = NOT_DRAWN.exec(v);
    if (notDrawn) return notDrawn[1] ? `não participou no sorteio de ${ptMoment(notDrawn[1])}` : "não participou no sorteio";
    const greedy = GREEDY_VALUE.exec(v);
    if (greedy) return `${f.count(greedy[1]!, { one: "{n} novo", other: "{n} novos" })}${greedy[2] ? `: ${greedy[2]}` : ""} (já cobertos antes: ${greedy[3] === "nothing" ? "nenhum" : greedy[3]})`;
    if (v === "not needed") return "não necessário";
    const missing = MISSING.exec(v);
    if (missing) return `sem valor (${translateWhy(missing[1]!, phrases, f)})${missing[2] ? `, pelo que ${missing[3] === "it" ? "" : `${missing[3]} `}ocupa o último lugar neste passo` : ""}`;
    return keyValueText(v, words, f);
  }
  /** a tie the chain ran out on: what the chain compared, the same for each member, and that no criterion is left */
  function ranOut(x: Extract<TraceFact, { kind: "position" }>, f: Formats, first = false): string {
    if (!x.chain?.length) return `${first ? "Os" : "os"} critérios de desempate não as distinguem`;
    const compared = x.chain.map((c) => `${by(c as Extract<TraceFact, { kind: "comparison" }>, f)}: ${keyed(c.value, f, c.key?.kind)}`).join(", depois ");
    return `${first ? "Os" : "os"} critérios de desempate compararam ${compared} — o mesmo para cada uma delas — e não resta nenhum critério`;
  }
  /** a comparison after the neighbour's id (the same words for both rows of a pair) */
  const pair = wordedPair((b, a, c, ops) => `decide ${b}: ${a} contra ${c}${ops}.`);
  /** The position step's words around its number (forms.ts PositionParts). */
  const position: PositionParts = { before: "Posição na ordenação: ", between: "", after: ".", keys: { total: "pontuação total", key: (b) => `«${b}»`, value: keyed } };
  /** a comparison: the words before the neighbour's id, and after it the pair's (forms.ts ComparisonParts) */
  const parts = { ...comparisonParts("Depois da candidatura ", "Antes da candidatura ", pair, by, value, words, sameTimeWords.pt), inStage: (t: string) => ` na ordenação da fase ${q(stageTitle(t))}` };
  const positionText = (x: Extract<TraceFact, { kind: "position" }>, f: Formats): string => {
    const line = straddleWords.pt.line(x, f, "");
    const n = x.tied;
    const others = x.tiedWith;
    const tied = n === 0 ? "" : n <= 5 ? `empatada com ${others.join(", ")}` : `empatada com outras ${n}: ${others.slice(0, 3).join(", ")}, …`;
    // a place a stage decided: the tie is of the stage's ranking, not of the published list
    const inStage = x.stage !== undefined && x.tie !== "shared";
    const text = positionWords(position, x.position, positionKeysText(position, x.keys, f), inStage ? "" : tied) + (inStage ? `${(x.earlierStages ?? []).map((e) => ` Posição ${e.place} de ${e.of} ${e.own ? "na ordenação própria" : "na ordenação"} da fase ${q(stageTitle(e.title))}.`).join("")} Posição ${x.stage!.place} de ${x.stage!.of} ${x.stage!.own ? "na ordenação própria" : "na ordenação"} da fase ${q(stageTitle(x.stage!.title))}${tied ? ` (${tied})` : ""}, que a decidiu.` : "");
    const test = x.straddle ? ` (${straddle(x.straddle, f, x.computed, x.places)})` : "";
    if (n === 0) return x.straddle ? `${text} Estava empatada na ordenação com outras; ${line} cai dentro do seu empate${test}, pelo que os critérios de desempate as ordenaram${x.orderedBy ? `; decidiu ${by(x.orderedBy as Extract<TraceFact, { kind: "comparison" }>, f)}` : ""}.` : text;
    const share = inStage ? "esta posição da fase" : "esta posição";
    return (
      text +
      (x.stops
        ? ` O desempate para: ${translateWhy(x.stops, x.stopsKey?.order ? [noValueFor(() => orderedKey(x.stopsKey!, orderWords.pt)), ...(x.computed ? entitled : phrases)] : x.computed ? entitled : phrases, f)}; partilham ${share}.`
        : x.tie === "chain"
        ? x.straddle
          ? ` ${capital(line)} cai dentro do seu empate${test}, mas ${ranOut(x, f)}; partilham ${share}.`
          : ` ${ranOut(x, f, true)}; partilham ${share}.`
        : x.tie === "shared"
          ? x.stage
            ? ` Partilham a posição as candidaturas da fase ${q(stageTitle(x.stage.title))}, que a decidiu; ${x.sharedBy ? `${referenceText(x.sharedBy, catalogue())} não estabelece` : "as normas não estabelecem"} ordem entre elas.`
            : ` Partilham a posição as candidaturas entre as quais ${x.sharedBy ? `${referenceText(x.sharedBy, catalogue())} não estabelece` : "as normas não estabelecem"} ordem.`
        : x.tie === "unresolved"
          ? ` As normas não preveem nenhum critério de desempate para elas; partilham ${share}.`
          : ` O seu empate não se resolve: ${x.why ? translateWhy(x.why, x.computed ? entitled : phrases, f) : `${line} não cai dentro do seu empate`}${test}, pelo que todas partilham ${share}.`)
    );
  };
  return { comparisonParts: parts, positionParts: position, position: positionText };
}
