// The compiled form of the values of the outcome (§16.3): the statistics of a publication and the
// settlement of an allocation (`pay … instead of …`), as the runtime's StatisticSpec and
// SettlementSpec (engine/outcome.ts); the aggregates they read are registered by ExprEmitter
// (`outcomeAggregate`). Which columns and lets read the outcome is found here too: those are
// computed after the allocation, and a let that reads it is never cached before it.
import type * as A from "../ast/nodes.js";
import { exprNodes as nodes } from "../ast/exprNodes.js";
import type { Model } from "../semantics/model.js";
import { isOutcomeAggregate, mentionsOutcome, outcomeLets } from "../semantics/checks/outcome.js";
import type { ExprEmitter } from "./expr.js";

const j = JSON.stringify;

const lets = new WeakMap<Model, Map<string, string[]>>();
function letsOf(m: Model): Map<string, string[]> {
  let l = lets.get(m);
  if (!l) lets.set(m, (l = outcomeLets(m)));
  return l;
}

/** Whether an expression reads the outcome: an aggregate over funded or ranked, or a let that does. */
export function readsOutcome(m: Model, e: A.Expr): boolean {
  if (!mentionsOutcome(m.text)) return false;
  const l = letsOf(m);
  for (const n of nodes(e)) if (isOutcomeAggregate(n) || (n.kind === "name" && l.has(n.name.text))) return true;
  return false;
}

/** Whether a let reads the outcome (it is then computed where it is read, never cached). */
export function outcomeLet(m: Model, name: string): boolean {
  return mentionsOutcome(m.text) && letsOf(m).has(name);
}

function text(m: Model, s: A.Node["span"]): string {
  return m.text.slice(s.start, s.end).replace(/\s+/g, " ");
}

/** The first aggregate over the outcome an expression reaches: its own, or through a let. */
function aggregateOf(m: Model, e: A.Expr, seen = new Set<string>()): A.CallExpr | undefined {
  for (const n of nodes(e)) {
    if (isOutcomeAggregate(n)) return n;
    if (n.kind === "name" && m.lets.has(n.name.text) && !seen.has(n.name.text) && letsOf(m).has(n.name.text)) {
      seen.add(n.name.text);
      const found = aggregateOf(m, (m.lets.get(n.name.text)!.node as A.LetDecl).value, seen);
      if (found) return found;
    }
  }
  return undefined;
}

/** `statistics { … }` of a publication, as `{ source?, items: [StatisticSpec…] }`. */
export function emitStatistics(m: Model, x: ExprEmitter, st: A.StatisticsItem, inherited: A.Citation | undefined): string {
  const items = st.items.flatMap((s) => {
    if (!isOutcomeAggregate(s.value)) return [];
    const k = x.outcomeAggregate(s.value);
    const t = m.types.get(s.value);
    const places = t?.k === "decimal" && t.places !== undefined ? t.places : undefined;
    const source = (s.citation ?? st.citation ?? inherited)?.source.text;
    const parts = [`name: ${j(s.name.text)}`, `aggregate: ${k}`];
    if (s.title !== undefined) parts.push(`title: ${j(s.title)}`);
    if (source) parts.push(`source: ${j(source)}`);
    if (s.by) parts.push(`by: { text: ${j(s.by.text)}, key: (a) => a[${j(s.by.text)}]${m.appFields.get(s.by.text)?.type?.k === "date" ? ", date: true" : ""} }`);
    if (s.rounding) parts.push(`rounding: { mode: ${j(s.rounding.mode.text)}, places: ${Number(s.rounding.places)} }`);
    if (places !== undefined) parts.push(`places: ${places}`);
    return [`{ ${parts.join(", ")} }`];
  });
  const source = (st.citation ?? inherited)?.source.text;
  return `{ ${source ? `source: ${j(source)}, ` : ""}items: [${items.join(", ")}] }`;
}

/** `pay <value> [instead of <award>]` of an allocation, as a SettlementSpec. */
export function emitSettlement(m: Model, x: ExprEmitter, it: A.SettleItem, cite: A.Citation | undefined): string {
  const t = m.types.get(it.pay);
  const unit = t?.k === "money" ? t.currency : "";
  const places = t?.k === "decimal" && t.places !== undefined ? t.places : undefined;
  // the values of the outcome it reads, for the explanation: each let that reads one, or the aggregate itself
  const reads: string[] = [];
  const named = new Set<string>();
  for (const n of nodes(it.pay)) {
    if (isOutcomeAggregate(n)) reads.push(`{ name: ${j(text(m, n.span))}, aggregate: ${x.outcomeAggregate(n)}, get: (e) => ${x.emitAs(n, "dec")} }`);
    else if (n.kind === "name" && outcomeLet(m, n.name.text) && !named.has(n.name.text)) {
      named.add(n.name.text);
      const agg = aggregateOf(m, n);
      if (agg) reads.push(`{ name: ${j(n.name.text)}, aggregate: ${x.outcomeAggregate(agg)}, get: (e) => ${x.emitAs(n, "dec")} }`);
    }
  }
  const parts = [`pay: (e) => ${x.emitAs(it.pay, "dec")}`, `payText: ${j(text(m, it.pay.span))}`, `unit: ${j(unit)}`, `reads: [${reads.join(", ")}]`];
  if (it.instead) parts.push(`instead: (e) => ${x.emitAs(it.instead, "dec")}`, `insteadText: ${j(text(m, it.instead.span))}`);
  if (places !== undefined) parts.push(`places: ${places}`);
  if (cite) parts.push(`source: ${j(cite.source.text)}`);
  return `{ ${parts.join(", ")} }`;
}
