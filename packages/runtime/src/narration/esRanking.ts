// The ranking's words in Spanish: a comparison's step and values, a key's label, the position
// sentence (split from es.ts, words31, as words30 did for nl, pl, de; the context is rankingContext.ts).
import { straddleWords } from "./straddleWords.js";
import { orderDirection, orderedKey, orderWords } from "./orderWords.js";
import { sameTimeWords } from "./sameTime.js";
import type { TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";
import { referenceText } from "./catalogue.js";
import { esMoment } from "./esWords.js";
import { comparisonParts, positionWords, positionKeysText, type PositionParts } from "./forms.js";
import { wordedRecently, wordedByStep, wordedPair } from "./memoWords.js";
import { keyValueText, keyWords } from "./keyValues.js";
import { DRAWN, GREEDY_LABEL, GREEDY_VALUE, KEY_LABEL, LEFT_OUT, MISSING, NOT_DRAWN, translateWhy, WEIGHT_ZERO, WEIGHTED } from "./whys.js";
import { capital, type RankingContext, type RankingWords } from "./rankingContext.js";

const directions: Record<string, string> = {
  highest: "de mayor a menor",
  lowest: "de menor a mayor",
  earliest: "de la más temprana a la más tardía",
  latest: "de la más tardía a la más temprana",
  true: "primero las que lo cumplen",
  false: "primero las que no lo cumplen",
};
const granularities: Record<string, string> = { exact: "al instante exacto", day: "al día", hour: "a la hora", minute: "al minuto", second: "al segundo", millisecond: "al milisegundo" };

/** a key's label (rank.ts) in these words */
export function keyLabel(label: string): string {
  const m = KEY_LABEL.exec(label);
  if (!m) return label;
  const name = m[1] === "total points" ? "la puntuación total" : m[1]!;
  const gran = m[3] === undefined ? "" : `, ${granularities[m[3] === "exact moment" ? "exact" : m[4]!] ?? m[3]}`;
  return `${name} (${directions[m[2]!] ?? m[2]}${gran})`;
}

/**
 * A key named by a title written as a heading ("Primer ejercicio", "Experiencia") is a criterion
 * of the tie-break, in its quotation marks, with the article Spanish needs mid-sentence: "decide
 * el criterio «Primer ejercicio»", not "decide Primer ejercicio" (drafter37's finding 10; the
 * gender of the title is not known, the criterion's is). A title written with its article ("la
 * puntuación de la fase de oposición") and a code are read as they are.
 */
function keyName(name: string): string {
  const c = name.charAt(0);
  return c !== c.toLowerCase() && c === c.toUpperCase() ? `el criterio «${name}»` : name;
}

/** The ranking's words of the Spanish catalogue, of what the catalogue gives them. */
export function esRanking(c: RankingContext): RankingWords {
  const { words, q, phrases, entitled, stageTitle, straddle, noValueFor, catalogue } = c;
  /** a comparison's step in these words (kept for the next comparisons it decides) */
  const by = wordedByStep(byWords);
  function byWords(x: Extract<TraceFact, { kind: "comparison" }>, f: Formats): string {
    if (x.lottery) {
      if (x.by.startsWith("weighted lottery (seed")) return `el sorteo ponderado (semilla ${x.by.slice("weighted lottery (seed ".length, -1)})`;
      if (x.by.startsWith("lottery (seed")) return `el sorteo (semilla ${x.by.slice("lottery (seed ".length, -1)})`;
      const each = /^lottery \(the draw for each (.+)\)$/.exec(x.by);
      return each ? `el sorteo (uno por cada ${each[1]})` : "el sorteo";
    }
    const greedy = GREEDY_LABEL.exec(x.by);
    if (greedy) return `${greedy[1] === "most" ? "más" : "menos"} valores nuevos de ${greedy[2]} (no cubiertos por las solicitudes ${greedy[3] === "funded" ? "subvencionadas" : "situadas"} antes en la prelación)`;
    if (!x.key) return f.raw(x.by);
    const name = x.key.name === "total points" ? "la puntuación total" : keyName(x.key.name);
    const gran = x.key.granularity ? `, ${granularities[x.key.granularity] ?? x.key.granularity}` : "";
    return `${name} (${orderDirection(x.key, orderWords.es) ?? directions[x.key.direction] ?? x.key.direction}${gran})`;
  }
  /** a value of a comparison in these words (kept for the next comparisons that show it) */
  const value = wordedRecently(wordValue);
  /** a key's value by its kind: a yes/no key's in the words' yes and no (keyValues.ts), else `value` */
  const keyed = keyWords(value, words);
  function wordValue(v: string, f: Formats): string {
    // a weighted lottery (§13.2): the weight and the key as numbers of the language, the hash as computed
    const weighted = WEIGHTED.exec(v);
    if (weighted) return `peso ${f.number(weighted[1]!)}, clave ${f.number(weighted[2]!)} (${weighted[3]})`;
    if (WEIGHT_ZERO.test(v)) return "peso 0: fuera del sorteo y, por tanto, clasificada después de las solicitudes sorteadas";
    const drawn = DRAWN.exec(v);
    if (drawn) return `sorteada con el número ${drawn[1]}${drawn[2] ? ` en el sorteo de ${esMoment(drawn[2])}` : ""}`;
    const leftOut = LEFT_OUT.exec(v);
    if (leftOut) return leftOut[1] ? `omitida en el sorteo de ${esMoment(leftOut[1])} y, por ello, clasificada después de las sorteadas` : "omitida en el sorteo y, por ello, clasificada después de las sorteadas";
    const notDrawn = NOT_DRAWN.exec(v);
    if (notDrawn) return notDrawn[1] ? `no participó en el sorteo de ${esMoment(notDrawn[1])}` : "no participó en el sorteo";
    const greedy = GREEDY_VALUE.exec(v);
    if (greedy) return `${f.count(greedy[1]!, { one: "{n} nuevo", other: "{n} nuevos" })}${greedy[2] ? `: ${greedy[2]}` : ""} (ya cubiertos antes: ${greedy[3] === "nothing" ? "ninguno" : greedy[3]})`;
    if (v === "not needed") return "no necesario";
    const missing = MISSING.exec(v);
    if (missing) return `sin valor (${translateWhy(missing[1]!, phrases, f)})${missing[2] ? `, por lo que ${missing[3] === "it" ? "" : `${missing[3]} `}ocupa el último lugar en este paso` : ""}`;
    return keyValueText(v, words, f);
  }
  /** a tie the chain ran out on: what the chain compared, the same for each member, and that no criterion is left */
  function ranOut(x: Extract<TraceFact, { kind: "position" }>, f: Formats, first = false): string {
    if (!x.chain?.length) return `${first ? "Los" : "los"} criterios de desempate no las distinguen`;
    const compared = x.chain.map((c) => `${by(c as Extract<TraceFact, { kind: "comparison" }>, f)}: ${keyed(c.value, f, c.key?.kind)}`).join(", después ");
    return `${first ? "Los" : "los"} criterios de desempate compararon ${compared} — lo mismo para cada una de ellas — y no queda ningún criterio más`;
  }
  /** a comparison after the neighbour's id (the same words for both rows of a pair) */
  const pair = wordedPair((b, a, c, ops) => `decide ${b}: ${a} frente a ${c}${ops}.`);
  /** The position step's words around its number (forms.ts PositionParts). */
  const position: PositionParts = { before: "Puesto en el orden de prelación: ", between: "", after: ".", keys: { total: "puntuación total", key: (b) => `«${b}»`, value: keyed } };
  /** a comparison: the words before the neighbour's id, and after it the pair's (forms.ts ComparisonParts) */
  const parts = { ...comparisonParts("Detrás de la solicitud ", "Delante de la solicitud ", pair, by, value, words, sameTimeWords.es), inStage: (t: string) => ` en la prelación de la fase ${q(stageTitle(t))}` };
  const positionText = (x: Extract<TraceFact, { kind: "position" }>, f: Formats): string => {
    const line = straddleWords.es.line(x, f, "");
    const n = x.tied;
    const others = x.tiedWith;
    const tied = n === 0 ? "" : n <= 5 ? `empatada con ${others.join(", ")}` : `empatada con otras ${n}: ${others.slice(0, 3).join(", ")}, …`;
    // a place a stage decided: the tie is of the stage's ranking, not of the published list (drafterb29's finding 4)
    const inStage = x.stage !== undefined && x.tie !== "shared";
    const text = positionWords(position, x.position, positionKeysText(position, x.keys, f), inStage ? "" : tied) + (inStage ? `${(x.earlierStages ?? []).map((e) => ` Puesto ${e.place} de ${e.of} en ${e.own ? "la prelación propia" : "la prelación"} de la fase ${q(stageTitle(e.title))}.`).join("")} Puesto ${x.stage!.place} de ${x.stage!.of} en ${x.stage!.own ? "la prelación propia" : "la prelación"} de la fase ${q(stageTitle(x.stage!.title))}${tied ? ` (${tied})` : ""}, que lo decidió.` : "");
    const test = x.straddle ? ` (${straddle(x.straddle, f, x.computed, x.places)})` : "";
    if (n === 0) return x.straddle ? `${text} Estaba empatada en la prelación con otras; ${line} cae dentro de su empate${test}, por lo que los criterios de desempate las ordenaron${x.orderedBy ? `; decidió ${by(x.orderedBy as Extract<TraceFact, { kind: "comparison" }>, f)}` : ""}.` : text;
    const share = inStage ? "este puesto de la fase" : "este puesto";
    return (
      text +
      (x.stops
        ? ` El desempate se detiene: ${translateWhy(x.stops, x.stopsKey?.order ? [noValueFor(() => orderedKey(x.stopsKey!, orderWords.es)), ...(x.computed ? entitled : phrases)] : x.computed ? entitled : phrases, f)}; comparten ${share}.`
        : x.tie === "chain"
        ? x.straddle
          ? ` ${capital(line)} cae dentro de su empate${test}, pero ${ranOut(x, f)}; comparten ${share}.`
          : ` ${ranOut(x, f, true)}; comparten ${share}.`
        : x.tie === "shared"
          ? x.stage
            ? ` Comparten el puesto las solicitudes de la fase ${q(stageTitle(x.stage.title))}, que lo decidió; ${x.sharedBy ? `${referenceText(x.sharedBy, catalogue())} no establece` : "las bases no establecen"} prelación entre ellas.`
            : ` Comparten el puesto las solicitudes entre las que ${x.sharedBy ? `${referenceText(x.sharedBy, catalogue())} no establece` : "las bases no establecen"} prelación.`
        : x.tie === "unresolved"
          ? ` Las bases no prevén ningún criterio de desempate para ellas; comparten ${share}.`
          : ` Su empate no se resuelve: ${x.why ? translateWhy(x.why, x.computed ? entitled : phrases, f) : `${line} no cae dentro de su empate`}${test}, por lo que todas comparten ${share}.`)
    );
  };
  return { comparisonParts: parts, positionParts: position, position: positionText };
}
