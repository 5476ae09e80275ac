// Money inside the records of an application's list field (seed 003's `stages: list of record {
// requested_aid_pln: money(PLN) … }`) held as whole minor units from validation on, as
// minorFields.ts holds top-level amounts: the compiled validation reads each such field's text
// into a JS number of minor units (`ops.readMinor`), and generated code reads it either as it is
// — `sum(s in stages: s.f)` (`ops.sumMinor`), a comparison with a product (`ops.cmpTimesOf`) —
// or, anywhere else, made a Decimal again where it is read (`ops.decOfMinor`). Every reader
// takes a Decimal too: a record the full validator read, or a value past 2^53 − 1 minor units.
//
// Decided on the syntax tree, conservatively: the list field's name occurs in the text only in
// its declaration and as the list of quantifiers and comprehensions (`every s in stages: …`,
// `sum(s in stages: …)`), and each variable bound over it is read only through its fields
// (`s.f`), so no item escapes whole — to a published column, a reason, a function, a
// comparison of records. The field is money, required, and its bounds are whole minor units.
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";
import { forEachExpr } from "../services/walk.js";
import { minorUnits } from "@allot/runtime";

/** A money field of a list field's records held as minor units. */
export interface ListMinorField {
  /** the application's list field */
  readonly list: string;
  readonly name: string;
  /** the currency's decimals */
  readonly places: number;
  /** the declared bounds in minor units */
  readonly lo?: number;
  readonly hi?: number;
}

export interface ListMinorAnalysis {
  /** by list field: its records' fields held as minor units, by name */
  readonly lists: Map<string, Map<string, ListMinorField>>;
  /** the reads `s.f` of those fields */
  readonly members: Map<A.Expr, ListMinorField>;
  /**
   * by field name: how often it is written as a field of a list field's records (their
   * declarations, and `s.f` on a variable bound over the list) — occurrences of the name that
   * do not read an application's top-level field of that name (minorFields.ts counts them out)
   */
  readonly itemMentions: Map<string, number>;
}

const key = (s: { start: number; end: number }): string => `${s.start}:${s.end}`;

/**
 * The list fields' money fields held as minor units. `bound(text, places)` converts a declared
 * bound into minor units (undefined when it is not whole in them); `count(name)` is how often
 * the name occurs in the scheme's code as a word (minorFields.ts `codeWords`: comments and the
 * prose of strings left out, what a string holds between braces counted).
 */
export function listMinorFields(m: Model, bound: (text: string, places: number) => number | undefined, count: (name: string) => number): ListMinorAnalysis {
  const lists = new Map<string, Map<string, ListMinorField>>();
  const members = new Map<A.Expr, ListMinorField>();
  const itemMentions = new Map<string, number>();
  const mention = (name: string): void => void itemMentions.set(name, (itemMentions.get(name) ?? 0) + 1);
  // the application's list fields of records
  const recordLists = new Map<string, A.RecordType>();
  for (const [name, f] of m.appFields) {
    const decl = f.node as A.FieldDecl | undefined;
    if (decl?.type.kind === "list" && decl.type.element.kind === "record" && f.type?.k === "list" && f.type.element.k === "record") {
      recordLists.set(name, decl.type.element);
      for (const x of decl.type.element.fields) mention(x.name.text);
    }
  }
  if (recordLists.size === 0) return { lists, members, itemMentions };
  // variables (by the span of their declaring name) → the list they are bound over
  const variableDecl = new Map<string, string>();
  for (const r of m.refs) if (r.symbol.kind === "variable") variableDecl.set(key(r.span), key(r.symbol.declSpan));
  const boundOver = new Map<string, string>();
  const asList = new Map<string, number>();
  const fieldRef = (e: A.Expr): string | undefined =>
    e.kind === "name" && recordLists.has(e.name.text) && !m.words.has(e) && !variableDecl.has(key(e.span)) ? e.name.text : undefined;
  const listed = new Set<A.Expr>();
  const binder = (variable: A.Name, list: A.Expr): void => {
    listed.add(list);
    const l = fieldRef(list);
    if (l === undefined) return;
    boundOver.set(key(variable.span), l);
    asList.set(l, (asList.get(l) ?? 0) + 1);
  };
  const names: A.NameRef[] = [];
  const reads: A.Member[] = [];
  forEachExpr(m.file, (e) => {
    if (e.kind === "quantifier") binder(e.variable, e.list);
    else if (e.kind === "callfn") {
      for (const a of e.args) if (a.variable && a.list) binder(a.variable, a.list);
    } else if (e.kind === "name") names.push(e);
    else if (e.kind === "member") reads.push(e);
  }, true);
  const overOf = (e: A.Expr): string | undefined => {
    if (e.kind !== "name") return undefined;
    const d = variableDecl.get(key(e.span));
    return d === undefined ? undefined : boundOver.get(d);
  };
  // a list whose name is read other than as a quantifier's list, or whose variable is read
  // other than through a field, or whose name occurs anywhere else in the code, is not held
  const refused = new Set<string>();
  const objects = new Set<A.Expr>(reads.map((r) => r.object));
  for (const e of names) {
    const over = overOf(e);
    if (over !== undefined && !objects.has(e)) refused.add(over);
  }
  for (const e of names) {
    const l = fieldRef(e);
    if (l !== undefined && !listed.has(e)) refused.add(l);
  }
  for (const r of reads) if (overOf(r.object) !== undefined) mention(r.name.text);
  for (const [list, rec] of recordLists) {
    const decl = m.appFields.get(list)!.node as A.FieldDecl;
    if (refused.has(list) || decl.optional || list in Object.prototype || count(list) !== 1 + (asList.get(list) ?? 0)) continue;
    const lt = m.appFields.get(list)!.type;
    const ty = lt?.k === "list" && lt.element.k === "record" ? lt.element : undefined;
    if (!ty) continue;
    const held = new Map<string, ListMinorField>();
    for (const f of rec.fields) {
      const name = f.name.text;
      const t = ty.fields.get(name);
      if (!t || t.type.k !== "money" || t.type.step !== undefined || t.optional || name in Object.prototype) continue;
      const places = minorUnits(t.type.currency);
      const lo = t.type.lo !== undefined ? bound(t.type.lo, places) : undefined;
      const hi = t.type.hi !== undefined ? bound(t.type.hi, places) : undefined;
      if ((t.type.lo !== undefined && lo === undefined) || (t.type.hi !== undefined && hi === undefined)) continue;
      held.set(name, { list, name, places, ...(lo !== undefined ? { lo } : {}), ...(hi !== undefined ? { hi } : {}) });
    }
    if (held.size) lists.set(list, held);
  }
  for (const r of reads) {
    const over = overOf(r.object);
    const f = over === undefined ? undefined : lists.get(over)?.get(r.name.text);
    if (f) members.set(r, f);
  }
  return { lists, members, itemMentions };
}

/**
 * The application's lists of decimals held as their sum (runtime decimalList.ts): a required
 * `list of decimal` field without bounds or places whose name occurs in the scheme's text only in
 * its declaration and as the whole argument of `sum(…)`, `mean(…)` (so `round(mean(…), …)` too)
 * and `count(…)` — nothing else reads it: no item, no `every`, no index, no published column, no
 * reason, no comment. The compiled validation reads it with `ops.readDecimalList`, the Decimal
 * reader taking any list that does not fit.
 */
export function decimalLists(m: Model, count: (name: string) => number): Set<string> {
  const out = new Set<string>();
  const candidates = new Set<string>();
  for (const [name, f] of m.appFields) {
    const decl = f.node as A.FieldDecl | undefined;
    const t = f.type;
    if (!decl || decl.optional || decl.unique || name in Object.prototype) continue;
    if (t?.k !== "list" || t.element.k !== "decimal" || t.element.lo !== undefined || t.element.hi !== undefined || t.element.places !== undefined) continue;
    candidates.add(name);
  }
  if (candidates.size === 0) return out;
  const variables = new Set<string>();
  for (const r of m.refs) if (r.symbol.kind === "variable") variables.add(key(r.span));
  const reads = new Map<string, number>();
  forEachExpr(m.file, (e) => {
    if (e.kind !== "callfn" || !["sum", "mean", "count"].includes(e.fn.text) || e.args.length !== 1) return;
    const a = e.args[0]!;
    const v = a.value;
    if (a.variable || a.weight || v.kind !== "name" || !candidates.has(v.name.text) || m.words.has(v) || variables.has(key(v.span))) return;
    if (m.types.get(v)?.k !== "list") return;
    reads.set(v.name.text, (reads.get(v.name.text) ?? 0) + 1);
  }, true);
  for (const name of candidates) if (count(name) === 1 + (reads.get(name) ?? 0)) out.add(name);
  return out;
}
