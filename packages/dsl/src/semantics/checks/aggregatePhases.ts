// Aggregates over the eligible members and over their points (§8.11). `peers(consortium,
// eligible)` is the list of the applications sharing the key that meet the eligibility rules
// ("only the members not refused"); over it, a member's points may be read (`m.total`,
// `m.<criterion>`). Each aggregate belongs to the phase whose outcomes it reads, and may feed only
// what comes after that phase in the engine's order (engine/memberPhases.ts):
//
//   phase 0  peers(k): members' input fields            → eligibility, points, amounts, keys, columns
//   phase 1  peers(k, eligible): which members are eligible → points, thresholds, amounts, keys, columns
//   phase 2  peers(k, eligible) reading m.total / m.<criterion> → thresholds, amounts, keys, columns
//
// AL0650: eligibility (a rule, a regime's `when`) reads, directly or through lets, an aggregate of
//         phase 1 or 2: the rule would decide the outcome it is computed from. The cycle is named:
//         rule → let … → aggregate → the rule, for each member.
// AL0651: a criterion reads an aggregate of phase 2: points computed from the points they make.
// AL0652: the restriction is not `eligible`, or members' points are read over peers(k) (members
//         that are refused have no points).
import type * as A from "../../ast/nodes.js";
import { exprNodes as nodes } from "../../ast/exprNodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import { fieldTys } from "../declare.js";
import type { Model } from "../model.js";
import { DECIMAL, type FieldTy, type Ty } from "../types.js";
import { oneLine } from "../../syntax/oneLine.js";

/** The record a member is read as: its input fields, and (over the eligible members) its points. */
export function memberType(m: Model): Ty {
  const fields = new Map<string, FieldTy>(fieldTys(m.appFields));
  for (const name of [...(m.unsummed ? [] : ["total"]), ...m.criteria.keys()]) if (!fields.has(name)) fields.set(name, { name, type: DECIMAL, optional: false, unique: false });
  return { k: "list", element: { k: "record", fields } };
}

/** The restriction of `peers(key, …)`: "eligible", or undefined for all members. */
export function peersFilter(list: A.Expr | undefined): string | undefined {
  if (list?.kind !== "callfn") return undefined;
  // `applications(eligible)`: the call's applications have no key, the restriction comes first (§8.12)
  const at = list.fn.text === "peers" ? 1 : list.fn.text === "applications" ? 0 : -1;
  if (at < 0 || list.args.length <= at) return undefined;
  const w = list.args[at]!.value;
  return w.kind === "name" ? w.name.text : "?";
}

function peersAggregate(e: A.Expr): e is A.CallExpr {
  if (e.kind !== "callfn" || !["sum", "count", "min", "max", "mean"].includes(e.fn.text) || e.args.length !== 1) return false;
  const a = e.args[0]!;
  return !!a.variable && a.list?.kind === "callfn" && (a.list.fn.text === "peers" || a.list.fn.text === "applications");
}

/** The member reads of points in an aggregate's value (`m.total`, `m.<criterion>`, not an input field). */
export function memberPointReads(m: Model, e: A.CallExpr): A.Member[] {
  const a = e.args[0]!;
  const v = a.variable!.text;
  const out: A.Member[] = [];
  for (const n of nodes([a.body, a.weight])) {
    if (n.kind === "member" && n.object.kind === "name" && n.object.name.text === v && !m.appFields.has(n.name.text) && (n.name.text === "total" || m.criteria.has(n.name.text))) out.push(n);
  }
  return out;
}

/** The phase of an aggregate over peers: 0 all members' fields, 1 the eligible members, 2 their points. */
export function aggregatePhase(m: Model, e: A.CallExpr): 0 | 1 | 2 {
  if (peersFilter(e.args[0]!.list) !== "eligible") return 0;
  return memberPointReads(m, e).length > 0 ? 2 : 1;
}

interface Reach {
  readonly phase: 1 | 2;
  /** the lets through which the aggregate is read, then the aggregate as written */
  readonly path: readonly string[];
  /** where, in the expression walked, the chain starts */
  readonly at: A.Expr;
}

export function aggregatePhases(m: Model): void {
  if (!m.text.includes("peers") && !m.text.includes("applications")) return;
  const text = (e: A.Expr): string => oneLine(m.text, e.span);
  // the restriction's word, and points read over all members
  for (const d of m.file.declarations) {
    for (const e of nodes(d)) {
      if (!peersAggregate(e)) continue;
      const f = peersFilter(e.args[0]!.list);
      if (f !== undefined && f !== "eligible") {
        const l = e.args[0]!.list as A.CallExpr;
        const w = l.args[l.fn.text === "peers" ? 1 : 0]!.value;
        m.diagnostics.push(diag("AL0652", w.span, `expected 'eligible' as the restriction of peers, found '${text(w)}'`, { hint: "write peers(consortium, eligible) for the members that meet the eligibility rules, or peers(consortium) for all of them; restrict further inside the value: if m.lead then m.requested else 0 EUR" }));
      } else if (f === undefined) {
        for (const r of memberPointReads(m, e)) {
          m.diagnostics.push(diag("AL0652", r.span, `expected the members' points to be read over the eligible members, found ${text(r)} over all of them`, { hint: "a refused member has no points: write peers(<key>, eligible)", related: [{ span: e.span, message: "the aggregate" }] }));
        }
      }
    }
  }
  const refAt = new Map(m.refs.map((r) => [`${r.span.start}:${r.span.end}`, r.symbol]));
  const letReach = new Map<string, Reach | null>();
  /** the highest phase an expression reads (through lets), with the chain to it */
  const reach = (root: A.Expr, visiting: Set<string>): Reach | undefined => {
    let best: Reach | undefined;
    for (const n of nodes(root)) {
      let r: Reach | undefined;
      if (peersAggregate(n)) {
        const p = aggregatePhase(m, n);
        if (p > 0) r = { phase: p as 1 | 2, path: [text(n)], at: n };
      } else if (n.kind === "name") {
        const sym = refAt.get(`${n.span.start}:${n.span.end}`);
        if (sym?.kind !== "let" || visiting.has(sym.name)) continue;
        let known = letReach.get(sym.name);
        if (known === undefined) {
          visiting.add(sym.name);
          known = reach((sym.node as A.LetDecl).value, visiting) ?? null;
          visiting.delete(sym.name);
          letReach.set(sym.name, known);
        }
        if (known) r = { phase: known.phase, path: [sym.name, ...known.path], at: n };
      }
      if (r && (!best || r.phase > best.phase)) best = r;
    }
    return best;
  };
  const eligibility = (what: string, e: A.Expr): void => {
    const r = reach(e, new Set());
    if (!r) return;
    const chain = [what, ...r.path, `the eligibility of each member (${what})`].join(" → ");
    m.diagnostics.push(
      diag("AL0650", r.at.span, `expected eligibility that does not depend on the members' eligibility, found the cycle ${chain}`, {
        hint: "an aggregate over the eligible members is known only once every member's eligibility is: use it in criteria, thresholds, amounts, keys or columns; in eligibility, aggregate all members (peers(<key>), applications)",
      }),
    );
  };
  for (const d of m.file.declarations) {
    if (d.kind === "eligibility") for (const rule of d.rules) eligibility(`rule ${rule.name.text}`, rule.condition);
    if (d.kind === "regime") {
      eligibility(`regime ${d.name.text} (its condition)`, d.when);
      for (const x of d.members) if (x.kind === "eligibility") for (const rule of x.rules) eligibility(`rule ${rule.name.text}`, rule.condition);
    }
    if (d.kind === "criterion") {
      const r = reach(d.body as unknown as A.Expr, new Set());
      if (!r || r.phase < 2) continue;
      const what = `criterion ${d.name.text}`;
      const chain = [what, ...r.path, `the points of each member (${what})`].join(" → ");
      m.diagnostics.push(
        diag("AL0651", r.at.span, `expected points that do not depend on the members' points, found the cycle ${chain}`, {
          hint: "an aggregate of the members' points is known only once every member is scored: use it in thresholds, amounts, keys or columns, not in a criterion",
        }),
      );
    }
  }
}
