// What a name at the cursor stands for: a declared symbol (through the checker's recorded
// references and declarations) or a member of an enumeration (through the words the checker
// resolved against an enumeration type) or a stage of an allocation (its `stage <name>` and the
// columns `stage_position(<name>)` that read its ranking, §16.2). Definition, references, rename
// and hover share this.
import type * as A from "../ast/nodes.js";
import type { Analysis } from "../analysis.js";
import type { Reference, SymbolInfo } from "../semantics/model.js";
import type { Ty } from "../semantics/types.js";
import type { Span } from "../span.js";
import { allConstructs, forEachExpr } from "./walk.js";

export type Target =
  | { readonly kind: "symbol"; readonly symbol: SymbolInfo; readonly span: Span }
  | { readonly kind: "member"; readonly name: string; readonly enumTy: Ty & { k: "enum" }; readonly decl?: A.EnumType; readonly span: Span }
  | { readonly kind: "stage"; readonly name: string; readonly stage: A.StageDecl; readonly span: Span };

/** One written occurrence of a stage's name: where a stage declares it, or a column `stage_position(<name>)` reads it. */
export interface StageOccurrence {
  readonly name: string;
  readonly span: Span;
  /** the (first) stage of that name */
  readonly stage: A.StageDecl;
  readonly isDeclaration: boolean;
}

/** One written occurrence of an enumeration member. */
export interface MemberOccurrence {
  readonly name: string;
  readonly span: Span;
  readonly enumTy: Ty & { k: "enum" };
  readonly decl?: A.EnumType;
  readonly isDeclaration: boolean;
}

interface Index {
  readonly members: MemberOccurrence[];
  readonly stages: StageOccurrence[];
  readonly enumDecls: Map<Ty, A.EnumType>;
}

const indexes = new WeakMap<Analysis, Index>();

/** Declared enumeration types, keyed by the checker's type object of each field. */
function enumDeclarations(a: Analysis): Map<Ty, A.EnumType> {
  const out = new Map<Ty, A.EnumType>();
  const pair = (t: A.TypeExpr, ty: Ty | undefined) => {
    if (!ty) return;
    if (t.kind === "enum" && ty.k === "enum") out.set(ty, t);
    else if (t.kind === "list" && ty.k === "list") pair(t.element, ty.element);
  };
  for (const s of a.model.symbols) {
    const node = s.node as A.FieldDecl | undefined;
    if ((s.kind === "call-field" || s.kind === "app-field" || s.kind === "field") && node?.type) pair(node.type, s.type);
    // a named enumeration (§6.3): its members are declared in `enum name { … }` (review38 F1)
    else if (s.kind === "enum" && (s.node as A.EnumDecl | undefined)?.type) pair((s.node as A.EnumDecl).type, s.type);
  }
  return out;
}

function buildIndex(a: Analysis): Index {
  const enumDecls = enumDeclarations(a);
  const members: MemberOccurrence[] = [];
  for (const [ty, decl] of enumDecls) {
    if (ty.k !== "enum") continue;
    for (const m of decl.members) members.push({ name: m.text, span: m.span, enumTy: ty, decl, isDeclaration: true });
  }
  for (const e of a.model.words) {
    const ty = a.model.types.get(e);
    if (e.kind !== "name" || ty?.k !== "enum" || !ty.members.includes(e.name.text)) continue;
    // a member the text does not write there: a stage per key's member read where its budget reads the key (semantics/perKey.ts)
    if (a.text.slice(e.name.span.start, e.name.span.end) !== e.name.text) continue;
    members.push({ name: e.name.text, span: e.name.span, enumTy: ty, ...opt(enumDecls.get(ty)), isDeclaration: false });
  }
  for (const { construct } of allConstructs(a.ast)) {
    // a key in a written order (§13.1): its members, for hover, references and rename
    if (construct.kind === "key" && construct.node.order) {
      const ty = a.model.types.get(construct.node.value);
      if (ty?.k === "enum") for (const m of construct.node.order.members) if (ty.members.includes(m.text)) members.push({ name: m.text, span: m.span, enumTy: ty, ...opt(enumDecls.get(ty)), isDeclaration: false });
      continue;
    }
    if (construct.kind !== "criterion" || construct.node.body.kind !== "match") continue;
    const ty = a.model.types.get(construct.node.body.subject);
    if (ty?.k !== "enum") continue;
    for (const arm of construct.node.body.arms) {
      for (const m of arm.members) if (ty.members.includes(m.text)) members.push({ name: m.text, span: m.span, enumTy: ty, ...opt(enumDecls.get(ty)), isDeclaration: false });
    }
  }
  members.sort((x, y) => x.span.start - y.span.start);
  return { members, enumDecls, stages: stageOccurrences(a) };
}

/**
 * The stages' names as written — a stage per key once, by the name written (`kraje`, not its
 * members), semantics/perKey.ts — every `unused <name>` a later budget reads (§14.7), and every
 * column `stage_position(<name>)` that names one (semantics/checks/stageColumn.ts; a scheme that
 * declares a function `stage_position` has none).
 */
function stageOccurrences(a: Analysis): StageOccurrence[] {
  const decls = new Map<string, A.StageDecl>();
  const out: StageOccurrence[] = [];
  const seen = new Set<number>();
  const columns: A.ColumnsItem[] = [];
  for (const { construct } of allConstructs(a.ast)) {
    if (construct.kind === "columns") columns.push(construct.node);
    if (construct.kind !== "item" || construct.node.kind !== "stage") continue;
    const st = construct.node;
    const name = st.member ? st.member.stage : st.name;
    if (!name.text || seen.has(name.span.start)) continue;
    seen.add(name.span.start);
    if (!decls.has(name.text)) decls.set(name.text, st);
    out.push({ name: name.text, span: name.span, stage: decls.get(name.text)!, isDeclaration: true });
  }
  forEachExpr(a.ast, (e) => {
    const stage = e.kind === "unused" ? decls.get(e.stage.text) : undefined;
    if (stage && e.kind === "unused" && !seen.has(e.stage.span.start)) {
      seen.add(e.stage.span.start);
      out.push({ name: e.stage.text, span: e.stage.span, stage, isDeclaration: false });
    }
  });
  if (a.model.functions.has("stage_position")) return out.sort((x, y) => x.span.start - y.span.start);
  for (const col of columns.flatMap((c) => c.columns)) {
    const e = col.value;
    if (typeof e === "string" || e.kind !== "callfn" || e.fn.text !== "stage_position" || e.args.length !== 1) continue;
    const arg = e.args[0]!;
    const stage = arg.value.kind === "name" && !arg.variable ? decls.get(arg.value.name.text) : undefined;
    if (stage && arg.value.kind === "name") out.push({ name: arg.value.name.text, span: arg.value.name.span, stage, isDeclaration: false });
  }
  return out.sort((x, y) => x.span.start - y.span.start);
}

function opt(decl: A.EnumType | undefined): { decl?: A.EnumType } {
  return decl ? { decl } : {};
}

export function indexOf(a: Analysis): Index {
  let ix = indexes.get(a);
  if (!ix) indexes.set(a, (ix = buildIndex(a)));
  return ix;
}

/** Prefers a span that strictly contains the offset over one that ends at it. */
function pick<T extends { span: Span }>(items: Iterable<T>, offset: number): T | undefined {
  let touching: T | undefined;
  for (const it of items) {
    if (it.span.start <= offset && offset < it.span.end) return it;
    if (it.span.end === offset && it.span.start < offset) touching ??= it;
  }
  return touching;
}

function declarations(a: Analysis): Iterable<{ span: Span; symbol: SymbolInfo }> {
  return a.model.symbols.filter((s) => s.nameSpan.end > s.nameSpan.start).map((symbol) => ({ span: symbol.nameSpan, symbol }));
}

export function referenceAt(a: Analysis, offset: number): Reference | undefined {
  return pick(a.model.refs, offset);
}

export function targetAt(a: Analysis, offset: number): Target | undefined {
  const ref = referenceAt(a, offset) ?? pick(declarations(a), offset);
  const member = pick(indexOf(a).members, offset);
  const stage = pick(indexOf(a).stages, offset);
  const candidates: Target[] = [];
  if (stage) candidates.push({ kind: "stage", name: stage.name, stage: stage.stage, span: stage.span });
  if (ref) candidates.push({ kind: "symbol", symbol: ref.symbol, span: ref.span });
  if (member) candidates.push({ kind: "member", name: member.name, enumTy: member.enumTy, ...opt(member.decl), span: member.span });
  return pick(candidates, offset);
}

/** Is this occurrence the same member as the target? Same declaration, or the same type object. */
export function sameMember(t: Extract<Target, { kind: "member" }>, o: MemberOccurrence): boolean {
  if (o.name !== t.name) return false;
  return t.decl ? o.decl === t.decl : o.enumTy === t.enumTy;
}

/** Every written occurrence of the target, declaration first when it has one. */
export function occurrences(a: Analysis, t: Target): Array<{ span: Span; isDeclaration: boolean }> {
  if (t.kind === "member") return indexOf(a).members.filter((o) => sameMember(t, o)).map((o) => ({ span: o.span, isDeclaration: o.isDeclaration }));
  if (t.kind === "stage") return indexOf(a).stages.filter((o) => o.name === t.name).map((o) => ({ span: o.span, isDeclaration: o.isDeclaration }));
  const out: Array<{ span: Span; isDeclaration: boolean }> = [];
  if (t.symbol.nameSpan.end > t.symbol.nameSpan.start) out.push({ span: t.symbol.nameSpan, isDeclaration: true });
  for (const r of a.model.refs) if (r.symbol === t.symbol) out.push({ span: r.span, isDeclaration: false });
  return dedupe(out);
}

function dedupe(xs: Array<{ span: Span; isDeclaration: boolean }>): Array<{ span: Span; isDeclaration: boolean }> {
  const seen = new Set<string>();
  return xs.filter((x) => {
    const k = `${x.span.start}:${x.span.end}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Is this a built-in (total, the published result columns) rather than something the scheme declares? */
export function isBuiltin(s: SymbolInfo): boolean {
  return s.kind === "total" || s.nameSpan.end <= s.nameSpan.start;
}
