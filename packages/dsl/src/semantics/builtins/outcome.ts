// The outcome's sets (§16.3): `funded` and `ranked`, the list of an aggregate written
// `max(w in funded: w.bid)` — the applications the allocation funded (or ranked) — and
// `funded(region)`, those with the same region as this one. Typed here like peers(key): a list
// of application records. `weighted by` after a mean's value is typed here too. Where such an
// aggregate may be read (published columns, statistics, a settlement) is checks/outcome.ts.
import type * as A from "../../ast/nodes.js";
import type { Context } from "../typecheck.js";
import { fieldTys } from "../declare.js";
import type { Model } from "../model.js";
import { DECIMAL, ERROR, isNumeric, show, type FieldTy, type Ty } from "../types.js";
import type { SymbolInfo } from "../model.js";
import { unsummedTotal } from "../checks/unsummed.js";
import type { BuiltinHost } from "./host.js";

/** The types an outcome set (and a statistic) may be keyed by: values applications share exactly. */
export const KEY_KINDS: readonly string[] = ["text", "enum", "integer", "date", "boolean", "error"];

/** Types `funded`, `ranked`, `funded(key)`, `ranked(key)`: a list of application records. */
export function checkOutcomeSet(h: BuiltinHost, e: A.CallExpr, ctx: Context): Ty {
  const m = h.m;
  const fields = fieldTys(m.appFields);
  // `w.awarded`: what the allocation granted the member (unless an input field is called so)
  if (!fields.has("awarded")) fields.set("awarded", { name: "awarded", type: awardedType(m), optional: false, unique: false });
  // `w.k1`, `w.etap1`, `w.total`: the member's points — each criterion's, each let computed from
  // them, and their total where the points are summed (§16.3: "the lowest points that admit")
  for (const name of memberPointNames(m)) if (!fields.has(name)) fields.set(name, { name, type: memberPointType(m, name), optional: false, unique: false });
  const record: Ty = { k: "record", fields };
  OUTCOME_MEMBERS.add(record);
  const list: Ty = { k: "list", element: record };
  const set = e.fn.text;
  if (e.args.length > 1 || e.args.some((a) => a.variable)) {
    h.report("AL0303", e.span, `${set} takes at most 1 argument, the field applications share, found ${e.args.length}`, { hint: `write ${set} (every application ${set}) or ${set}(region) (those with the same region as this one)` });
    return list;
  }
  const key = e.args[0];
  if (!key) return list;
  if (!ctx.app) {
    h.report("AL0645", e.span, `expected ${set} without a key here, found ${set}(…), the applications that share a value with this one, where there is no application`, { hint: `a statistic is about the call as a whole: write ${set} and group it with 'by <field>' after the aggregate` });
    return list;
  }
  const t = h.expr(key.value, ctx);
  if (key.value.kind !== "name" || !m.appFields.has(key.value.name.text) || m.lets.has(key.value.name.text)) {
    h.report("AL0645", key.value.span, `expected an application field as the key of ${set}, found ${key.value.kind === "name" ? `'${key.value.name.text}'` : "an expression"}`, { hint: `name the field the applications share, for example ${set}(region); compute a derived key as a field of the input` });
  } else if (!KEY_KINDS.includes(t.k)) {
    h.report("AL0645", key.value.span, `expected a key of text, an enumeration, a whole number, a date or yes/no, found ${show(t)}`, { hint: "group by an identifier the applications share exactly" });
  }
  return list;
}

/** The record types of a member of `funded`/`ranked`: `w.total` there, under `points not summed`, is AL0419 (typecheck.ts). */
export const OUTCOME_MEMBERS = new WeakSet<Ty>();

/** The names of a member's points an aggregate over the outcome may read: criteria, the lets that depend on points (typed by then), `total` unless not summed. */
export function memberPointNames(m: Model): string[] {
  const lets = [...m.lets.values()].filter((l) => m.pointsDependent.has(l.name) && l.type !== undefined && l.type.k !== "error").map((l) => l.name);
  return [...(m.unsummed ? [] : ["total"]), ...m.criteria.keys(), ...lets];
}

/** A member's points are read as Decimals (the runtime makes them so); a let of money keeps its currency. */
function memberPointType(m: Model, name: string): Ty {
  const t = m.lets.get(name)?.type;
  return t?.k === "money" ? t : DECIMAL;
}

/**
 * `w.<name>` on a member of `funded`/`ranked` (`f` its field, if the record has one): `w.total`
 * under `points not summed` is AL0419; a let of points not typed yet (declared after the
 * aggregate) is typed now; a criterion or let read so is a use of it. Undefined: read it as a field.
 */
export function memberPoint(m: Model, e: A.Member, f: FieldTy | undefined, letType: (s: SymbolInfo) => Ty, ref: (s: SymbolInfo) => void): Ty | undefined {
  const n = e.name.text;
  if (m.appFields.has(n)) return undefined;
  if (n === "total" && m.unsummed) {
    unsummedTotal(m, e.name.span);
    return ERROR;
  }
  const sym = m.criteria.get(n)?.symbol ?? m.lets.get(n);
  if (!sym) return undefined;
  if (f) {
    ref(sym);
    return undefined;
  }
  if (sym.kind !== "let") return undefined;
  const t = letType(sym);
  if (!m.pointsDependent.has(n)) return undefined;
  ref(sym);
  return t.k === "money" || t.k === "error" ? t : DECIMAL;
}

/** The hint where a bare criterion, let of points or `total` is read inside an aggregate over the outcome (drafter35's finding 3): the member's own, not a call parameter. */
export function memberPointsHint(m: Model, n: string, vars: Context["vars"]): string | undefined {
  const member = [...(vars ?? new Map<string, { ty: Ty }>())].find(([, v]) => OUTCOME_MEMBERS.has(v.ty))?.[0];
  if (member === undefined) return undefined;
  const points = n === "total" ? !m.unsummed : m.criteria.has(n) || m.pointsDependent.has(n);
  if (points) return `read the member's own points: ${member}.${n}`;
  return n === "total" ? `this scheme's points are not summed: read the member's points of one set, ${member}.<let> (a let of points)` : undefined;
}

/** Types the weight of `mean(w in funded: value weighted by weight)`; anything else with a weight is AL0644. */
export function checkWeight(h: BuiltinHost, fn: string, a: A.Argument, ctx: Context): void {
  if (!a.weight) return;
  const word = a.weightWord?.text ?? "";
  const outcome = a.list?.kind === "callfn" && (a.list.fn.text === "funded" || a.list.fn.text === "ranked" || a.list.fn.text === "peers" || a.list.fn.text === "applications");
  if (word !== "weighted" || fn !== "mean" || !outcome) {
    h.report("AL0644", a.weightWord?.span ?? a.weight.span, word !== "weighted" ? `expected 'weighted by' after the value, found '${word} by'` : `expected 'weighted by' only in a mean over the funded, ranked or peer applications, found it in ${fn}${outcome ? "" : " over another list"}`, {
      hint: "write mean(w in funded: w.bid weighted by w.volume) or mean(m in peers(consortium): m.rate weighted by m.requested); a weighted average of other values is sum(x × weight) / sum(weight)",
    });
  }
  // typed with the member variable bound, as the value is
  const t = h.aggregateElement({ ...a, body: a.weight, weight: undefined } as A.Argument, ctx, fn);
  if (!(isNumeric(t) || t.k === "money" || t.k === "error")) h.report("AL0644", a.weight.span, `expected a weight that is a number or an amount, found ${show(t)}`, { hint: "weigh each value by a quantity of the member, for example w.volume" });
}

/**
 * The type of `w.awarded`: the unit of the allocations' budgets (the amounts granted are checked
 * to be in it). Read from what is declared — a budget `call.x` is the call field's type, an amount
 * that names an application field is that field's — so that typing it has no side effects on the
 * checker; a decimal where neither says.
 */
export function awardedType(m: Model): Ty {
  const allocations = m.file.declarations.flatMap((d) => (d.kind === "allocation" ? [d] : d.kind === "regime" ? d.members.filter((x): x is A.AllocationDecl => x.kind === "allocation") : []));
  for (const a of allocations) {
    for (const it of a.items) {
      const e = it.kind === "budget" && it.value !== "unlimited" ? it.value : it.kind === "amount" ? it.value : undefined;
      if (!e) continue;
      const known = m.types.get(e);
      if (known && known.k !== "error") return known.k === "integer" || known.k === "decimal" ? { k: known.k } : known;
      const sym = e.kind === "member" && e.object.kind === "root" && e.object.root === "call" ? m.callFields.get(e.name.text) : e.kind === "name" ? m.appFields.get(e.name.text) : undefined;
      const t = sym?.type;
      if (t && t.k !== "error") return t.k === "integer" || t.k === "decimal" ? { k: t.k } : t;
    }
  }
  return DECIMAL;
}
