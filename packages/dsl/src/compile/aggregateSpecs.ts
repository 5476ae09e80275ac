// Aggregates in expressions as the runtime's specs (JS source): over the applications sharing a
// key (`sum(m in peers(key): …)`, AggregateSpec) and over the outcome (`funded`, `ranked`,
// OutcomeAggregateSpec, engine/outcome.ts). ExprEmitter registers each once and numbers it; this
// writes its spec, the value, weight and key as functions of the record they read.
import type * as A from "../ast/nodes.js";
import type { ExprEmitter } from "./expr.js";
import { phaseOf } from "./peers.js";

/** The AggregateSpec of `e`, an aggregate over peers; `v` is the fresh variable of its member. */
export function peerAggregateSpec(x: ExprEmitter, e: A.CallExpr, v: string): string {
  const m = x.model;
  const a = e.args[0]!;
  const list = a.list as A.CallExpr;
  const key = list.args[0]!.value;
  const fn = e.fn.text;
  x.r.bind(a.variable!, a.list!);
  const body = x.emitAs(a.body!, fn === "count" ? "natural" : "dec", new Map([[a.variable!.text, v]]));
  const weight = a.weight ? `, weight: (${v}, c) => { const e = { a: {}, c, p: {} }; return ${x.emitAs(a.weight, "dec", new Map([[a.variable!.text, v]]))}; }` : "";
  const text = m.text.slice(e.span.start, e.span.end).replace(/\s+/g, " ");
  const t = x.type(a.body!);
  const unit = t?.k === "money" ? t.currency : "";
  return `{ fn: ${JSON.stringify(fn)}, text: ${JSON.stringify(text)}, keyText: ${JSON.stringify(m.text.slice(key.span.start, key.span.end))}, key: (a) => { const e = { a, c: {}, p: {} }; return ${x.emitAs(key, "natural", new Map())}; }, value: (${v}, c) => { const e = { a: {}, c, p: {} }; return ${body}; }${weight}, unit: ${JSON.stringify(unit)}${phaseOf(m, e)} }`;
}

/** The OutcomeAggregateSpec of `e`, an aggregate over the outcome; `v` is the fresh variable of its member. */
export function outcomeAggregateSpec(x: ExprEmitter, e: A.CallExpr, v: string): string {
  const m = x.model;
  const a = e.args[0]!;
  const list = a.list as A.CallExpr;
  const key = list.args[0]?.value;
  const fn = e.fn.text;
  x.r.bind(a.variable!, a.list!);
  const inner = new Map([[a.variable!.text, v]]);
  const body = x.emitAs(a.body!, fn === "count" ? "natural" : "dec", inner);
  const weight = a.weight ? `, weight: (${v}, c) => { const e = { a: {}, c, p: {} }; return ${x.emitAs(a.weight, "dec", inner)}; }` : "";
  const slice = (n: A.Node) => m.text.slice(n.span.start, n.span.end).replace(/\s+/g, " ");
  const t = x.type(a.body!);
  const unit = t?.k === "money" ? t.currency : "";
  const keyed = key ? `, keyText: ${JSON.stringify(slice(key))}, key: (a) => { const e = { a, c: {}, p: {} }; return ${x.emitAs(key, "natural", new Map())}; }` : "";
  // `w.awarded`: the member's granted amount, which the runtime adds to its record
  const awarded = !m.appFields.has("awarded") && /\.\s*awarded\b/.test(slice(a.body!) + (a.weight ? slice(a.weight) : "")) ? ", awarded: true" : "";
  return `{ fn: ${JSON.stringify(fn)}, set: ${JSON.stringify(list.fn.text)}${awarded}, text: ${JSON.stringify(slice(e))}, valueText: ${JSON.stringify(slice(a.body!))}${keyed}, value: (${v}, c) => { const e = { a: {}, c, p: {} }; return ${body}; }${weight}, unit: ${JSON.stringify(unit)} }`;
}
