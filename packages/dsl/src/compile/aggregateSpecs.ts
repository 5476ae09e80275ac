// Aggregates in expressions as the runtime's specs (JS source): over the applications sharing a
// key (`sum(m in peers(key): …)`, AggregateSpec) and over the outcome (`funded`, `ranked`,
// OutcomeAggregateSpec, engine/outcome.ts). ExprEmitter registers each once and numbers it; this
// writes its spec, the value, weight and key as functions of the record they read.
import type * as A from "../ast/nodes.js";
import type { ExprEmitter } from "./expr.js";
import { phaseOf } from "./peers.js";
import { exprNodes } from "../ast/exprNodes.js";
import type { Model } from "../semantics/model.js";
import { oneLine } from "../syntax/oneLine.js";

/** The AggregateSpec of `e`, an aggregate over peers; `v` is the fresh variable of its member. */
export function peerAggregateSpec(x: ExprEmitter, e: A.CallExpr, v: string): string {
  const m = x.model;
  const a = e.args[0]!;
  const list = a.list as A.CallExpr;
  // `m in applications`: every application of the call, one group without a key (§8.12)
  const whole = list.fn.text === "applications";
  const key = whole ? undefined : list.args[0]!.value;
  const fn = e.fn.text;
  x.r.bind(a.variable!, a.list!);
  const t = x.type(a.body!);
  // min/max over dates or date-times: the day numbers or instants the scheme compares, not Decimals
  // (and the dates a `count(distinct …)` tells its members by: review37 F2)
  const time = (fn === "min" || fn === "max" || (fn === "count" && a.distinct)) && (t?.k === "date" || t?.k === "datetime") ? (t.k === "date" ? "date" : t.zone) : undefined;
  const body = x.emitAs(a.body!, fn === "count" || time !== undefined ? "natural" : "dec", new Map([[a.variable!.text, v]]));
  const weight = a.weight ? `, weight: (${v}, c) => { const e = { a: {}, c, p: {} }; return ${x.emitAs(a.weight, "dec", new Map([[a.variable!.text, v]]))}; }` : "";
  const text = oneLine(m.text, e.span);
  const unit = t?.k === "money" ? t.currency : "";
  // percentages are told as the law writes them ("21.25%"), not as the fractions they are held as
  const percent = t?.k === "percentage" && fn !== "count" ? ", percent: true" : "";
  // `count(distinct m in peers(k): m.x)`: the different values (review37 F2; before, `distinct` was dropped here)
  const distinct = a.distinct && fn === "count" ? ", distinct: true" : "";
  return `{ fn: ${JSON.stringify(fn)}${distinct}, text: ${JSON.stringify(text)}, ${key ? `keyText: ${JSON.stringify(m.text.slice(key.span.start, key.span.end))}, key: (a) => { const e = { a, c: {}, p: {} }; return ${x.emitAs(key, "natural", new Map())}; }` : `keyText: "applications", key: () => "", whole: true`}, value: (${v}, c) => { const e = { a: {}, c, p: {} }; return ${body}; }${weight}, unit: ${JSON.stringify(unit)}${percent}${time !== undefined ? `, time: ${JSON.stringify(time)}` : ""}${phaseOf(m, e)}${placeOf(m, e)} }`;
}

/**
 * Where the explanation tells an aggregate (engine/narrate.ts): the `let` that holds it, that
 * let's source (or, written inside a rule, criterion or threshold, that step's), and the
 * assessment steps that read it — through lets — as "eligibility:rule",
 * "points:criterion" or "threshold:name", in the order they are written. The explanation tells
 * it just before the first of them, in its section, citing the let's source.
 */
export function placeOf(m: Model, e: A.CallExpr): string {
  const within = (outer: A.Node, inner: A.Node): boolean => outer.span.start <= inner.span.start && inner.span.end <= outer.span.end;
  const lets = m.file.declarations.filter((d): d is A.LetDecl => d.kind === "let");
  const owner = lets.find((d) => within(d.value, e));
  // the lets that read the owner, however indirectly
  const reading = new Set<string>(owner ? [owner.name.text] : []);
  for (let grew = owner !== undefined; grew; ) {
    grew = false;
    for (const d of lets) if (!reading.has(d.name.text) && reads(d.value, reading)) (reading.add(d.name.text), (grew = true));
  }
  const readBy: string[] = [];
  // written inside a rule, criterion or threshold (no let): the source of the step that holds it
  let holder: string | undefined;
  const test = (section: string, name: string, x: A.Node, cited: A.Citation | undefined): void => {
    if (!owner && within(x, e)) holder = cited?.source.text;
    if ((!owner && within(x, e)) || reads(x, reading)) readBy.push(`${section}:${name}`);
  };
  const member = (d: A.Declaration | A.RegimeMember): void => {
    if (d.kind === "eligibility") for (const r of d.rules) test("eligibility", r.name.text, r.condition, r.citation ?? d.citation);
    else if (d.kind === "threshold") test("threshold", d.name.text, d.condition, d.citation);
    else if (d.kind === "criterion") test("points", d.name.text, d.body, d.citation);
  };
  for (const d of m.file.declarations) {
    if (d.kind === "regime") d.members.forEach(member);
    else member(d);
  }
  const source = owner ? owner.citation?.source.text : holder;
  // read by a ranking's keys alone (a tie-break's count, drafter34's finding 2): the comparison
  // that reads it tells it, by the let's title; nothing else is told of it, not before the rules
  const members = m.file.declarations.flatMap((d) => (d.kind === "regime" ? d.members : [d]));
  // — not one that is itself a key (`by best highest first`): its comparison gives its value, not its members', told before the rules
  const direct = (d: A.Declaration | A.RegimeMember): boolean => [...exprNodes(d)].some((n) => (n as unknown as A.OrderKey).kind === "key" && (n as unknown as A.OrderKey).value.kind === "name" && ((n as unknown as A.OrderKey).value as A.NameRef).name.text === owner!.name.text);
  const ranked = owner !== undefined && readBy.length === 0 && members.some((d) => d.kind === "ranking" && reads(d, reading)) && !members.some((d) => (d.kind !== "let" && d.kind !== "ranking" && reads(d, reading)) || (d.kind === "ranking" && direct(d)));
  return `${owner ? `, let: ${JSON.stringify(owner.name.text)}` : ""}${owner?.title !== undefined ? `, title: ${JSON.stringify(owner.title)}` : ""}${source ? `, source: ${JSON.stringify(source)}` : ""}, readBy: ${JSON.stringify(readBy)}${ranked ? ", ranked: true" : ""}`;
}

function reads(x: unknown, names: ReadonlySet<string>): boolean {
  if (names.size === 0) return false;
  for (const n of exprNodes(x)) if (n.kind === "name" && names.has(n.name.text)) return true;
  return false;
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
  const time = (fn === "min" || fn === "max") && (t?.k === "date" || t?.k === "datetime") ? `, time: ${JSON.stringify(t.k === "date" ? "date" : t.zone)}` : "";
  const keyed = key ? `, keyText: ${JSON.stringify(slice(key))}, key: (a) => { const e = { a, c: {}, p: {} }; return ${x.emitAs(key, "natural", new Map())}; }` : "";
  // `w.awarded`: the member's granted amount, which the runtime adds to its record
  const awarded = !m.appFields.has("awarded") && /\.\s*awarded\b/.test(slice(a.body!) + (a.weight ? slice(a.weight) : "")) ? ", awarded: true" : "";
  // `w.k1`, `w.total`, `w.etap1`: the member's points, which the runtime adds to its record; the
  // lets among them computed here from the member's record and points (§16.3)
  const own = new Set<string>();
  for (const n of exprNodes([a.body, a.weight])) if (n.kind === "member" && n.object.kind === "name" && n.object.name.text === a.variable!.text && !m.appFields.has(n.name.text) && (n.name.text === "total" || m.criteria.has(n.name.text) || m.pointsDependent.has(n.name.text))) own.add(n.name.text);
  const lets = [...own].filter((n) => m.lets.has(n) && !m.criteria.has(n));
  // `g`: the member's aggregates over its peers, which such a let may read as its ranking did (review37 F4)
  const points = own.size > 0 ? `, points: true${lets.length ? `, lets: (a, c, p, g) => ({ ${lets.map((n) => `${JSON.stringify(n)}: L[${JSON.stringify(n)}]({ a, c, p, g })`).join(", ")} })` : ""}` : "";
  return `{ fn: ${JSON.stringify(fn)}${a.distinct && fn === "count" ? ", distinct: true" : ""}, set: ${JSON.stringify(list.fn.text)}${awarded}${points}, text: ${JSON.stringify(slice(e))}, valueText: ${JSON.stringify(slice(a.body!))}${keyed}, value: (${v}, c) => { const e = { a: {}, c, p: {} }; return ${body}; }${weight}, unit: ${JSON.stringify(unit)}${time} }`;
}

/** `sum(m in peers(key): …)` and the like: an aggregate over the applications sharing a key. */
export function isPeersAggregate(e: A.CallExpr): boolean {
  const a = e.args[0];
  return ["sum", "count", "min", "max", "mean"].includes(e.fn.text) && !!a?.variable && a.list?.kind === "callfn" && (a.list.fn.text === "peers" || a.list.fn.text === "applications");
}

/** `count(m in applications: …)` and the like: an aggregate over every application of the call (§8.12). */
export function isWholeAggregate(e: A.CallExpr): boolean {
  const l = e.args[0]?.list;
  return l?.kind === "callfn" && l.fn.text === "applications";
}
