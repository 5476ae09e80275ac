// A stage per key (§14.7.4): `stage districts "District pools" for each area { budget call.pool[area] … }`
// is walked once per member of the application's enumeration field `area`, in the order the
// members are declared (or those written after `in`, `for each area in [old_town, riverside]`,
// in the order written). The checker and the compiler see it expanded here, before checking: one
// stage per member, named `districts[riverside]`, that considers the applications of its member
// (`area = riverside`, and the stage's own `when`), whose budget reads the member where the
// written budget reads the key (`call.pool[riverside]`), and that remembers the stage as written
// (`member`) for the explanations, the totals and the reports. The run walks each as the stage it
// is (engine/stages.ts): there is no second allocator. `unused districts` in a later stage's
// budget is what all the members left: the sum of their `unused`. The formatter and the editor
// read the stage as written (analysis.ts keeps both).
import type * as A from "../ast/nodes.js";
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { exprNodes } from "../ast/exprNodes.js";
import { expandGroupCaps, hasGroupKeyCap } from "./groupKey.js";

/** The file with each stage per key expanded into one stage per member, and what refuses to expand (AL0550). */
export function expandStagesPerKey(file: A.SchemeFile): { file: A.SchemeFile; diagnostics: Diagnostic[]; keyReads: KeyRead[] } {
  const diagnostics: Diagnostic[] = [];
  const keyReads: KeyRead[] = [];
  if (!file.declarations.some((d) => hasPerKey(d) || hasGroupKeyCap(d))) return { file, diagnostics, keyReads };
  const fields = new Map<string, A.FieldDecl>();
  for (const d of file.declarations) if (d.kind === "input" && d.root === "application") for (const f of d.fields) fields.set(f.name.text, f);
  const allocation = (a: A.AllocationDecl): A.AllocationDecl => ({ ...a, items: expandGroupCaps(expandItems(a.items, fields, diagnostics, keyReads), fields, keyReads) });
  const declarations = file.declarations.map((d): A.Declaration => {
    if (d.kind === "allocation") return allocation(d);
    if (d.kind === "regime") return { ...d, members: d.members.map((m) => (m.kind === "allocation" ? allocation(m) : m)) };
    return d;
  });
  return { file: { ...file, declarations }, diagnostics, keyReads };
}

/** Where a stage per key's budget reads its key (`area` in `call.pool[area]`): read as each member, and still the field for the editor (analysis.ts). */
export interface KeyRead {
  readonly span: A.Name["span"];
  readonly key: string;
  /** a member written after `in`: an occurrence of the member, of the key's enumeration */
  readonly member?: A.NameRef;
}

function hasPerKey(d: A.Declaration): boolean {
  const inAllocation = (a: A.AllocationDecl) => a.items.some((i) => i.kind === "stage" && i.forEach);
  if (d.kind === "allocation") return inAllocation(d);
  if (d.kind === "regime") return d.members.some((m) => m.kind === "allocation" && inAllocation(m));
  return false;
}

function expandItems(items: readonly A.AllocItem[], fields: ReadonlyMap<string, A.FieldDecl>, out: Diagnostic[], reads: KeyRead[]): A.AllocItem[] {
  const result: A.AllocItem[] = [];
  // the stages per key met so far: their members' names, for `unused <stage>` in a later budget
  const expanded = new Map<string, string[]>();
  for (const it of items) {
    if (it.kind !== "stage") {
      result.push(it);
      continue;
    }
    const st = expanded.size ? withUnused(it, expanded) : it;
    if (!st.forEach) {
      result.push(st);
      continue;
    }
    const members = membersOf(st, fields, out, reads);
    if (!members) {
      result.push(st);
      continue;
    }
    const key = st.forEach;
    // the budget and the reserve list's size (`reserve call.size[area]`, §14.11) read the key as each member
    for (const i of st.items) {
      const keyed = i.kind === "budget" ? i.value : i.kind === "reserve" ? i.size : undefined;
      if (keyed) for (const x of exprNodes(keyed)) if (x.kind === "name" && x.name.text === key.text) reads.push({ span: x.name.span, key: key.text });
    }
    const names: string[] = [];
    const spills = st.items.some((i) => i.kind === "setting" && i.words[0]?.text === "unfunded");
    members.forEach((m, index) => {
      const name = `${st.name.text}[${m.text}]`;
      names.push(name);
      const test: A.Binary = { kind: "binary", op: "=", left: { kind: "name", name: { text: key.text, span: key.span }, span: key.span }, right: { kind: "name", name: { text: key.text, span: key.span }, span: key.span, bound: m.text }, opSpan: key.span, span: key.span };
      const when: A.Expr = st.when ? { kind: "binary", op: "and", left: test, right: st.when, opSpan: key.span, span: st.when.span } : test;
      const own = st.items.map((i): A.StageItem => (i.kind === "budget" ? { ...i, value: replaceKey(i.value, key.text, m.text) } : i.kind === "reserve" && i.size ? { ...i, size: replaceKey(i.size, key.text, m.text) } : i));
      // the members are disjoint: one that does not fund an application leaves it to no other
      // member; without a setting of its own, every member but the last goes on (the last keeps
      // the stage's own: AL0503 where a later stage follows and the stage says nothing)
      if (!spills && index < members.length - 1) own.push({ kind: "setting", span: key.span, words: ["unfunded", "go", "on"].map((text) => ({ text, span: key.span })) });
      result.push({ ...st, name: { text: name, span: st.name.span }, when, items: own, forEach: undefined, among: undefined, member: { stage: st.name, key, member: m.text, ...(m.title !== undefined ? { title: m.title } : {}), index, count: members.length, ...(st.when ? { written: st.when } : {}), ...(st.among ? {} : { every: true as const }) } } as A.StageDecl);
    });
    expanded.set(st.name.text, names);
  }
  return result;
}

/** The members a stage per key is walked for, or undefined with AL0550 where it cannot be one. */
function membersOf(st: A.StageDecl, fields: ReadonlyMap<string, A.FieldDecl>, out: Diagnostic[], reads: KeyRead[]): A.EnumMember[] | undefined {
  const key = st.forEach!;
  const field = fields.get(key.text);
  if (!field || field.type.kind !== "enum") {
    const enums = [...fields.values()].filter((f) => f.type.kind === "enum").map((f) => `'${f.name.text}'`);
    out.push(diag("AL0550", key.span, `a stage per key is walked for the members of an enumeration field of the application; '${key.text}' is ${field ? "a field of another type" : "not a field of the application"}`, { hint: enums.length ? `write 'for each' and one of ${enums.join(", ")}` : "declare the key as an enumeration field of the application (area: enum { old_town, riverside })" }));
    return undefined;
  }
  // a stage per key that funds may have its own threshold (each member's walk has it, §14.10)
  const admits = st.items.some((i) => i.kind === "admit");
  const wrong = st.items.find((i) => i.kind === "admit" || (admits && i.kind === "threshold") || (i.kind === "setting" && i.words[0]?.text === "unused"));
  if (wrong) {
    const what = wrong.kind === "setting" ? "a reservation's 'unused returns' or 'unused lapses'" : "an admission stage's 'admit' or 'threshold'";
    out.push(diag("AL0550", wrong.span, `a stage per key cannot have ${what}: what it would mean per member is not defined`, { hint: "write the stage once per member, or drop 'for each' and walk it once" }));
    return undefined;
  }
  const all = (field.type as A.EnumType).members;
  if (!st.among) return all;
  // `in [old_town, riverside]`: those members, in the order written
  const list = st.among.kind === "list" ? st.among.items : [st.among];
  const chosen: A.EnumMember[] = [];
  for (const e of list) {
    const m = e.kind === "name" ? all.find((x) => x.text === e.name.text) : undefined;
    if (!m || chosen.some((c) => c.text === m.text)) {
      out.push(diag("AL0550", e.span, m ? `'${m.text}' is named twice among the members the stage is walked for` : `the members a stage per key is walked for are members of '${key.text}': write them bare, in a list`, { hint: `the members of '${key.text}' are ${all.map((x) => `'${x.text}'`).join(", ")}` }));
      // checked for every member, so that nothing else is said of the key (the error stops the run)
      return all;
    }
    chosen.push(m);
  }
  reads.push(...list.map((e) => ({ span: e.span, key: key.text, member: e as A.NameRef })));
  return chosen;
}

/**
 * The expression with every bare read of the key (`area`) bound to the member (`riverside`): still
 * the key by name (what a diagnostic quotes), a value of the key's enumeration (typecheck.ts) —
 * not the member's name put in its place, which a `let riverside` would capture.
 */
export function replaceKey(e: A.Expr, key: string, member: string): A.Expr {
  return map(e, (x) => (x.kind === "name" && x.name.text === key ? { kind: "name", name: x.name, span: x.span, bound: member } : undefined));
}

/** The stage with `unused <stage per key>` in its budget read as the sum of what its members left. */
function withUnused(st: A.StageDecl, expanded: ReadonlyMap<string, string[]>): A.StageDecl {
  const items = st.items.map((i): A.StageItem => {
    if (i.kind !== "budget") return i;
    return {
      ...i,
      value: map(i.value, (x) => {
        if (x.kind !== "unused") return undefined;
        const names = expanded.get(x.stage.text);
        // a stage per key over an enumeration with no members (a text being typed): no stage to sum, the read left as written
        if (!names || names.length === 0) return undefined;
        const refs = names.map((n): A.Expr => ({ kind: "unused", stage: { text: n, span: x.stage.span }, span: x.span }));
        return refs.reduce((l, r) => ({ kind: "binary", op: "+", left: l, right: r, opSpan: x.span, span: x.span }));
      }),
    };
  });
  return { ...st, items };
}

/**
 * A copy of an expression with the nodes `f` replaces replaced; the others copied, their fields
 * mapped. A node reached twice is copied once: an aggregate's list is both its argument's `list`
 * and the right of its `m in list` (buildExpr.ts), and the checker knows it by identity.
 */
function map(e: A.Expr, f: (x: A.Expr) => A.Expr | undefined): A.Expr {
  const copied = new Map<object, unknown>();
  const walk = (v: unknown): unknown => {
    if (!v || typeof v !== "object") return v;
    const known = copied.get(v);
    if (known !== undefined) return known;
    const made = walkNew(v);
    copied.set(v, made);
    return made;
  };
  const walkNew = (v: object): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    const o = v as Record<string, unknown>;
    if (typeof o["kind"] === "string" && o["span"]) {
      const hit = f(o as unknown as A.Expr);
      if (hit) return hit;
    }
    const copy: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(o)) copy[k] = k === "span" || k === "name" || k === "opSpan" ? x : walk(x);
    return copy;
  };
  return walk(e) as A.Expr;
}
