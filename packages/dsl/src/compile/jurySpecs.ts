// A jury's built-ins (`median(…)`, `trimmed_mean(…)`, docs/language.md §8.7.3), and a plain
// `mean(…)` of an application's numbers, as the runtime's
// JurySpecs (runtime jurySpec.ts): where a let (or a rule, criterion or threshold) calls one on an
// application's scores, an explained run records the scores and the explanation tells what the
// built-in did with them before the first step that reads it (engine/juries.ts). A call inside a
// `define`d function (its scores are a parameter) or inside another `x in list: …` or `every`/`some` (its
// scores depend on the variable) is computed as ever, not told.
import type * as A from "../ast/nodes.js";
import type { ExprEmitter } from "./expr.js";
import type { Ty } from "../semantics/types.js";
import { exprNodes } from "../ast/exprNodes.js";
import { oneLine } from "../syntax/oneLine.js";
import { placeOf } from "./aggregateSpecs.js";
import { scoresOf } from "./calls.js";
import { isPeersAggregate } from "./aggregateSpecs.js";

const JURY = new Set(["median", "trimmed_mean"]);

/**
 * A plain `mean(…)` told as a jury's built-in is (its values and their count): of an application's
 * whole numbers, decimals or percentages — not of amounts (an amount's list may be held in minor units), not
 * weighted, not an aggregate over peers (its own fact, aggregate.ts), not a value of the outcome
 * (read by no assessment step: `readBy` empty).
 */
function toldMean(m: ExprEmitter["model"], n: A.CallExpr): boolean {
  if (n.fn.text !== "mean" || n.args.length !== 1 || isPeersAggregate(n)) return false;
  const a = n.args[0]!;
  if (a.weight) return false;
  const el = elementOf(m, a);
  return el?.k === "integer" || el?.k === "decimal" || el?.k === "percentage";
}

/** The type of the values a call's list gives: the list's element, or the body of `x in list: …`. */
function elementOf(m: ExprEmitter["model"], a: A.Argument): Ty | undefined {
  const list = m.types.get(a.value);
  return a.variable ? m.types.get(a.body!) : list?.k === "list" ? list.element : undefined;
}

/** The JurySpecs of the scheme's calls of a jury's built-ins, as JS source. */
export function jurySpecs(x: ExprEmitter): string[] {
  const m = x.model;
  const within = (outer: A.Node, inner: A.Node): boolean => outer.span.start <= inner.span.start && inner.span.end <= outer.span.end;
  const specs: string[] = [];
  const told = new Set<string>();
  for (const d of m.file.declarations) {
    if (d.kind === "function") continue;
    const nodes = [...exprNodes(d)];
    // what binds a variable: a quantifier, a comprehension's call
    const binders = nodes.filter((n) => n.kind === "quantifier" || (n.kind === "callfn" && n.args.some((a) => a.variable)));
    for (const n of nodes) {
      if (n.kind !== "callfn" || !(JURY.has(n.fn.text) || toldMean(m, n)) || m.types.get(n)?.k === "error") continue;
      if (binders.some((b) => b !== n && within(b, n))) continue;
      const a = n.args[0]!;
      const text = oneLine(m.text, n.span);
      const kn = n.fn.text === "trimmed_mean" ? `, k: ${Number((n.args[1]!.value as A.NumberLit).value)}, n: ${Number((n.args[2]!.value as A.NumberLit).value)}` : "";
      const place = placeOf(m, n);
      if (n.fn.text === "mean" && place.endsWith("readBy: []")) continue;
      // the same call written twice in one let (`if … then round(mean(x), 1) else mean(x)`): told once
      if (told.has(text + place)) continue;
      told.add(text + place);
      // a call outside any let is named by itself, and told by the title of the criterion, threshold or rule that
      // writes it (FINDINGS39 7: "C3 — Viabilité économique…, mean(notes.c3) : …", not "Mean(notes.c3), mean(notes.c3)")
      const by = place.includes(", let: ") ? undefined : writtenIn(d, n);
      const named = place.includes(", let: ") ? "" : `, let: ${JSON.stringify(text)}${by !== undefined ? `, title: ${JSON.stringify(by)}` : ""}`;
      // percentages are told as the law writes them ("50%"), not as the fractions they are held as
      const percent = elementOf(m, a)?.k === "percentage" ? ", percent: true" : "";
      const round = roundOf(m, nodes, n);
      specs.push(`{ fn: ${JSON.stringify(n.fn.text)}, text: ${JSON.stringify(text)}${kn}${percent}${round}, get: (e) => ${scoresOf(x, a, new Map())}${named}${place} }`);
    }
  }
  return specs;
}

/** The title (else the name) of the criterion, threshold or eligibility rule that writes the call `n` (in declaration `d`); undefined elsewhere. */
function writtenIn(d: A.Declaration | A.RegimeMember, n: A.Node): string | undefined {
  if (d.kind === "regime") {
    const x = d.members.find((y) => y.span.start <= n.span.start && n.span.end <= y.span.end);
    return x ? writtenIn(x, n) : undefined;
  }
  if (d.kind === "criterion" || d.kind === "threshold") return d.title ?? d.name.text;
  if (d.kind === "eligibility") {
    const r = d.rules.find((x) => x.span.start <= n.span.start && n.span.end <= x.span.end);
    return r ? (r.title ?? r.name.text) : undefined;
  }
  return undefined;
}

/**
 * The rounding the law prescribes where the call is the value a `round(…, places, mode)` rounds
 * (`round(mean(e in experts: e.quality), 2, half_up)`): told after the call's value, the value
 * before and after it (runtime narration/jury.ts). Not where the scheme defines its own `round`.
 */
function roundOf(m: ExprEmitter["model"], nodes: readonly A.Expr[], n: A.CallExpr): string {
  if (m.functions.has("round")) return "";
  const r = nodes.find((x): x is A.CallExpr => x.kind === "callfn" && x.fn.text === "round" && x.args[0]?.value === n && !x.args[0].variable);
  if (!r) return "";
  const places = r.args[1]?.value.kind === "number" ? Number(r.args[1].value.value) : 0;
  const mode = r.args[2]?.value.kind === "name" ? r.args[2].value.name.text : "half_even";
  return `, round: { places: ${places}, mode: ${JSON.stringify(mode)} }`;
}
