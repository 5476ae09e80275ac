// compile: a ranking declaration → the runtime's RankingSpec, as JS source (emit.ts's
// SchemeEmitter calls it for each regime's ranking, emitAllocation.ts for a stage's own): the
// ordering keys — a value, a greedy cover, a written order, a money field held as minor units —
// and the tie-break steps (a key, a lottery, `unresolved`) with their scope, or `all equal`.
// Apart from emit.ts because a ranking is one construct (docs/language.md §13) with its own spec
// (runtime rankingSpec.ts).
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";
import type { Ty } from "../semantics/types.js";
import type { ExprEmitter } from "./expr.js";
import type { MinorAnalysis } from "./minorFields.js";
import { isPairList, pairsParameter } from "../semantics/checks/greedyPairs.js";
import { keyOperands, keyShown, type ExplainEmit } from "./explainValues.js";
import { firstNeed } from "./needs.js";
import { rankLetSteps } from "./explainAmount.js";

const j = JSON.stringify;

/** What emitRanking reads of the scheme's emitter. */
export interface RankingEmit {
  readonly m: Model;
  readonly x: ExprEmitter;
  readonly ex: ExplainEmit;
  readonly minor: MinorAnalysis;
  /** the declarations made before the scheme object (an ordered key's places are one) */
  readonly helpers: string[];
  fn(e: A.Expr, want?: "dec" | "natural"): string;
  callFn(e: A.Expr, want?: "dec" | "natural"): string;
  text(s: A.Node["span"]): string;
  src(c: A.Citation | undefined, inherited?: A.Citation): string;
}

function keySpec(k: A.OrderKey, em: RankingEmit, inherited?: A.Citation): string {
  const t = em.m.types.get(k.value);
  const valueKind = t?.k === "datetime" ? "time" : t?.k === "date" ? "date" : t?.k === "boolean" ? "boolean" : t?.k === "text" ? "text" : "decimal";
  const gran = k.granularity === undefined ? "" : `granularity: ${j(typeof k.granularity === "string" ? k.granularity : k.granularity.text)}, `;
  const zone = valueKind === "time" ? `zone: ${j(em.x.zoneOf(t))}, ` : "";
  const absent = k.absent ? `absent: ${j(k.absent.rule.text)}, ` : "";
  if (k.cover) {
    // over the panel's pairs (runtime engine/greedyPairs.ts): the value is the application's own id
    const pairs = isPairList(t) ? pairsParameter(k) : undefined;
    const get = pairs !== undefined ? `pairs: ${j(pairs)}, get: (e) => ops.panelMember(e.c[${j(pairs)}], e.a.id)` : `get: ${em.fn(k.value)}`;
    return `{ kind: "key", text: ${j(em.text(k.value.span))}, ${em.src(k.citation, inherited)}direction: ${j(k.direction)}, valueKind: "set", cover: ${j(k.cover.reading?.text ?? "ranked")}, ${absent}${get} }`;
  }
  if (k.order && t?.k === "enum") return orderedKey(k, k.order, t, inherited, absent, em);
  // a money field held as minor units: its value as the key column holds it (minorFields.ts)
  const held = em.minor.keys.get(k.value);
  const get = held ? `(e) => ops.minorKey(e.a[${j(held.name)}], ${String(held.places)})` : em.fn(k.value);
  // the optional field whose absence the key fails on first: the engine takes its MissingValue without calling `get` (needs.ts)
  const first = held ? undefined : firstNeed(em.m, k.value, (x) => em.x.heldPlaces(x) !== undefined);
  const needs = first === undefined ? "" : `needs: ${j(first)}, `;
  return `{ kind: "key", text: ${j(em.text(k.value.span))}, ${em.src(k.citation, inherited)}direction: ${j(k.direction)}, valueKind: ${j(valueKind)}, ${gran}${zone}${absent}${needs}${keyShown(em.ex, k)}${keyOperands(em.ex, k)}get: ${get} }`;
}

/**
 * `by category in order [medical, social, other]` (§13.1): a key lowest first on the member's
 * place in the written order (0, 1, 2: one number, packed as any other), its `order` the members'
 * words in that order — titles where the enumeration gives them — which explanations name it by.
 */
function orderedKey(k: A.OrderKey, o: A.CategoryOrder, t: Extract<Ty, { k: "enum" }>, inherited: A.Citation | undefined, absent: string, em: RankingEmit): string {
  const places = `O${em.helpers.length}`;
  em.helpers.push(`const ${places} = new Map(${j(o.members.map((x, i) => [x.text, i]))});`);
  const first = firstNeed(em.m, k.value, (x) => em.x.heldPlaces(x) !== undefined);
  const needs = first === undefined ? "" : `needs: ${j(first)}, `;
  const words = o.members.map((x) => t.titles?.get(x.text) ?? x.text);
  return `{ kind: "key", text: ${j(em.text(k.value.span))}, ${em.src(k.citation, inherited)}direction: "lowest", valueKind: "decimal", order: ${j(words)}, ${absent}${needs}${keyShown(em.ex, k)}get: (e) => ${places}.get(${em.x.emit(k.value)}) }`;
}

export function emitRanking(r: A.RankingDecl, em: RankingEmit): string {
  const keys = r.keys.map((k) => keySpec(k, em, r.citation)).join(", ");
  let tb = "";
  if (r.tiebreak) {
    const inh = r.tiebreak.citation ?? r.citation;
    const steps = r.tiebreak.steps.map((s) => {
      if (s.kind === "key") return keySpec(s, em, inh);
      if (s.kind === "lottery") {
        // a draw per key: the key is computed with the ranking's keys (an ordering key of its own)
        const key = s.key ? `, key: ${keySpec({ kind: "key", span: s.key.span, value: s.key, direction: em.m.types.get(s.key)?.k === "text" || em.m.types.get(s.key)?.k === "integer" ? "lowest" : "earliest", directionSpan: s.key.span }, em, s.citation ?? inh)}` : "";
        // a draw (per key or single) as written, for the input warnings that name it (draws.ts)
        const text = s.key || s.mode === "draw" ? `, text: ${j(em.text(s.value.span))}` : "";
        // a weighted lottery (§13.2): each application's weight is computed with the ranking's keys too
        const weight = s.weight ? `, weight: ${keySpec({ kind: "key", span: s.weight.span, value: s.weight, direction: "highest", directionSpan: s.weight.span }, em, s.citation ?? inh)}` : "";
        return `{ kind: "lottery", mode: ${j(s.mode)}, ${em.src(s.citation, inh)}get: ${em.callFn(s.value)}${key}${weight}${text} }`;
      }
      return `{ kind: "unresolved", ${em.src(s.citation, inh)} }`;
    });
    tb = `, tiebreak: { scope: ${j(r.tiebreak.scope ?? "every")}, ${em.src(r.tiebreak.citation, r.citation)}steps: [${steps.join(", ")}] }`;
  }
  // `all equal` (§13.7): one tie of every candidate, as a keyless ranking with `unresolved` makes
  // it, marked `shared`: the law shares among them on purpose (no tie to report, its own words)
  if (r.allEqual) return `{ ${em.src(r.citation)}keys: [], shared: true, tiebreak: { scope: "every", ${em.src(r.citation)}steps: [{ kind: "unresolved", ${em.src(r.citation)} }] } }`;
  // a named enumeration's let the keys read, told how it was computed (FINDINGS39 2)
  const lets = rankLetSteps(em.ex, r.keys.filter((k) => k.order).map((k) => k.value), r.citation?.source.text);
  return `{ ${em.src(r.citation)}${lets}keys: [${keys}]${tb} }`;
}
