// Aggregates over a group of applications: `sum(m in peers(consortium): m.requested)`, and
// count (of a condition), min, max, mean. `peers(key)` is the list of the applications (of the
// whole call) whose `key` field equals this one's, this one included; each member `m` is read as
// its record of input fields. An aggregate is computed before assessment (engine/aggregate.ts),
// so it may read only what is known then — the members' input fields and the call — and may in
// turn be read everywhere (eligibility, points, amounts, keys). Reading anything of the current
// application inside the aggregate is refused: a let, a criterion, `total` or a field of this
// application would make the value depend on which member asks (AL0528), and reading the value
// the aggregate feeds is a cycle, named as such (AL0527). `peers` elsewhere is AL0530, a key that
// is not an application field AL0529.
import type * as A from "../../ast/nodes.js";
import { exprNodes as nodes } from "../../ast/exprNodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import { memberType } from "./aggregatePhases.js";
import type { Model } from "../model.js";
import { show, type Ty } from "../types.js";
import type { BuiltinApi } from "./position.js";

const AGGREGATES = ["sum", "count", "min", "max", "mean"];

/** Types `peers(key)`: a list of application records. */
export function checkPeers(api: BuiltinApi, m: Model, e: A.CallExpr): Ty {
  const list: Ty = memberType(m); // the members' fields, and their points (read over the eligible: aggregatePhases.ts)
  const key = e.args[0];
  if (api.app === false && key && !key.variable && e.args.length <= 2) {
    // the budget, a lottery, a deadline: once for the call, where "this application's group" means nothing
    api.report("AL0207", e.span, `${api.what || "this value"} cannot use peers(…): it is evaluated once for the whole call, and peers are the applications sharing a key with one application`, { hint: "count or sum the applications of the call with an aggregate over them: count(m in applications: m.category = b), sum(m in applications(eligible): m.requested) (docs/language.md §8.12)" });
    return list;
  }
  if (e.args.length < 1 || e.args.length > 2 || !key || key.variable || e.args[1]?.variable) {
    api.report("AL0303", e.span, `peers takes the field members share and, optionally, 'eligible', found ${e.args.length} arguments`, { hint: "write peers(consortium): the applications with the same consortium as this one" });
    return list;
  }
  const t = api.expr(key.value);
  if (key.value.kind !== "name" || !m.appFields.has(key.value.name.text) || m.lets.has(key.value.name.text)) {
    api.report("AL0529", key.value.span, `expected an application field as the key of peers, found ${key.value.kind === "name" ? `'${key.value.name.text}'` : "an expression"}`, { hint: "name the field the members share, for example peers(consortium); compute a derived key as a field of the input" });
  } else if (!["text", "enum", "integer", "date", "boolean", "error"].includes(t.k)) {
    api.report("AL0529", key.value.span, `expected a key of text, an enumeration, a whole number, a date or yes/no, found ${show(t)}`, { hint: "group by an identifier the members share exactly" });
  }
  return list;
}

/** Types `applications` / `applications(eligible)`: every application of the call (§8.12), a list of application records. */
export function checkApplications(api: BuiltinApi, m: Model, e: A.CallExpr): Ty {
  const list: Ty = memberType(m);
  const w = e.args[0];
  if (e.args.length > 1 || w?.variable) {
    api.report("AL0303", e.span, `applications takes at most one word, 'eligible', found ${e.args.length} arguments`, { hint: "write count(m in applications: …) for every application of the call, or count(m in applications(eligible): …) for those that meet the eligibility rules" });
  }
  return list;
}

function isPeers(e: A.Expr | undefined): e is A.CallExpr {
  return e?.kind === "callfn" && (e.fn.text === "peers" || e.fn.text === "applications");
}

export function aggregates(m: Model): void {
  if (!m.text.includes("peers") && !m.text.includes("applications")) return; // the common case: no walk over the whole tree
  // the lets each let reads, for naming a cycle
  const letReads = new Map<string, Set<string>>();
  for (const [name, sym] of m.lets) {
    const reads = new Set<string>();
    for (const n of nodes((sym.node as A.LetDecl).value)) if (n.kind === "name" && m.lets.has(n.name.text)) reads.add(n.name.text);
    letReads.set(name, reads);
  }
  const path = (from: string, to: string): string[] | undefined => {
    const seen = new Set<string>();
    const go = (x: string): string[] | undefined => {
      if (x === to) return [x];
      if (seen.has(x)) return undefined;
      seen.add(x);
      for (const y of letReads.get(x) ?? []) {
        const p = go(y);
        if (p) return [x, ...p];
      }
      return undefined;
    };
    return go(from);
  };
  const refAt = new Map(m.refs.map((r) => [`${r.span.start}:${r.span.end}`, r.symbol]));
  for (const d of m.file.declarations) {
    const owner = d.kind === "let" ? d.name.text : undefined;
    const lists = new Set<A.Expr>();
    for (const e of nodes(d)) {
      if (e.kind !== "callfn" || !AGGREGATES.includes(e.fn.text)) continue;
      const a = e.args[0];
      if (e.args.length !== 1 || !a?.variable || !isPeers(a.list)) continue;
      lists.add(a.list!);
      for (const n of nodes([a.body, a.weight])) {
        // `m.requested` reads the members' field: a use of it (AL0409, references, rename)
        const field = n.kind === "member" && n.object.kind === "name" && n.object.name.text === a.variable.text ? m.appFields.get(n.name.text) : undefined;
        if (field && n.kind === "member") m.refs.push({ span: n.name.span, symbol: field });
        if (n.kind === "member" && n.object.kind === "root" && n.object.root === "application") {
          m.diagnostics.push(diag("AL0528", n.span, `expected the aggregate to read its members ('${a.variable.text}.…') and the call, found a field of this application`, { hint: `write ${a.variable.text}.${n.name.text} for the member's own value`, related: [{ span: e.span, message: "the aggregate" }] }));
          continue;
        }
        if (n.kind !== "name") continue;
        const sym = refAt.get(`${n.span.start}:${n.span.end}`);
        if (!sym || sym.kind === "variable" || sym.kind === "enum-member") continue;
        if (sym.kind !== "app-field" && sym.kind !== "let" && sym.kind !== "criterion" && sym.kind !== "total") continue;
        const cycle = owner && sym.kind === "let" ? path(sym.name, owner) : owner && sym.name === owner ? [owner] : undefined;
        if (cycle) {
          const chain = [owner!, `${e.fn.text} over peers`, ...cycle].join(" → ");
          m.diagnostics.push(diag("AL0527", n.span, `expected an aggregate that does not depend on itself, found the cycle ${chain}`, { hint: `an aggregate is computed before assessment from the members' input fields: read ${a.variable.text}.<field> instead of '${n.name.text}'`, related: [{ span: e.span, message: "the aggregate" }] }));
        } else {
          const what = sym.kind === "let" ? `the derived value '${sym.name}'` : sym.kind === "app-field" ? `the field '${sym.name}' of this application` : sym.kind === "total" ? "the points ('total')" : `the criterion '${sym.name}'`;
          m.diagnostics.push(diag("AL0528", n.span, `expected the aggregate to read its members ('${a.variable.text}.…') and the call, found ${what}`, { hint: `an aggregate is computed before assessment, from the members' input fields: write ${a.variable.text}.<field>${sym.kind === "app-field" ? ` (${a.variable.text}.${sym.name})` : ""}; over the eligible members, peers(<key>, eligible), a member's points are m.total`, related: [{ span: e.span, message: "the aggregate" }] }));
        }
      }
    }
    for (const e of nodes(d)) {
      if (isPeers(e) && !lists.has(e)) m.diagnostics.push(diag("AL0530", e.span, `expected ${e.fn.text === "peers" ? "peers(…)" : "applications"} as the list of sum, count, min, max or mean ('m in ${e.fn.text === "peers" ? "peers(key)" : "applications"}: …'), found it elsewhere`, { hint: "write for example sum(m in peers(consortium): m.requested) or count(m in peers(consortium): m.requested > 0 EUR)" }));
    }
  }
}
