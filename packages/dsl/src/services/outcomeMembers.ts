// What `w.<name>` is on a member of an aggregate over the outcome (`min(w in funded: w.…)`,
// language.md §16.3), for hover and for completion after `w.`: an input field, the member's
// points (a criterion's, a let's computed from them, `total` where they are summed) or
// `awarded`, what the allocation granted it. The member's record is typed in
// semantics/builtins/outcome.ts (`checkOutcomeSet`); `total` and `awarded` have no declaration
// to point at, so before this the hover fell back to the whole block (review37b).
import type * as A from "../ast/nodes.js";
import type { Analysis } from "../analysis.js";
import { OUTCOME_MEMBERS } from "../semantics/builtins/outcome.js";
import type { Ty } from "../semantics/types.js";
import { code, typeWords } from "./describe.js";

/** Whether `ty` is the record of a member of `funded`/`ranked`. */
export function isOutcomeMember(ty: Ty | undefined): boolean {
  return ty !== undefined && OUTCOME_MEMBERS.has(ty);
}

/** One line on `v.name` of an outcome member; undefined where `name` is the member's input field (its own hover says it). */
export function outcomeMemberWords(a: Analysis, v: string, name: string): string | undefined {
  const m = a.model;
  if (m.appFields.has(name)) return undefined;
  if (name === "awarded") return "what the allocation granted the member, from the run's outcome, not from its input";
  if (name === "total") return m.unsummed ? undefined : `the member's total points, the sum of its criteria's points`;
  const c = m.criteria.get(name);
  if (c) return `the member's points of the criterion \`${name}\`${c.decl.title ? ` (“${c.decl.title}”)` : ""}`;
  const l = m.lets.get(name);
  if (l && m.pointsDependent.has(name)) {
    const title = (l.node as A.LetDecl | undefined)?.title;
    return `the member's \`${name}\`${title ? ` (“${title}”)` : ""}, computed from its points as its ranking read it`;
  }
  return undefined;
}

/** The hover of `w.awarded`, `w.total`, `w.k1`, `w.s1` on a member of `funded`/`ranked`: what it is, its type, §16.3. */
export function outcomeMemberHover(a: Analysis, e: A.Member): string | undefined {
  if (e.object.kind !== "name" || !isOutcomeMember(a.model.types.get(e.object))) return undefined;
  const v = e.object.name.text;
  const words = outcomeMemberWords(a, v, e.name.text);
  if (!words) return undefined;
  const ty = a.model.types.get(e);
  const obj = e.object.span;
  const bound = a.model.refs.find((r) => r.span.start === obj.start && r.span.end === obj.end)?.symbol;
  const list = (bound && variableListWords(a, bound.nameSpan)) ?? "each member of the list";
  return `**\`${v}.${e.name.text}\`** — ${words}${ty ? `: ${typeWords(ty)}` : ""}. \`${v}\` is ${list} in turn (language.md §16.3).`;
}

/**
 * The member expression `w.<name>` whose name holds `offset`, wherever it is written — statistics,
 * published columns and a settlement are not among the walk's constructs (walk.ts), so the
 * declaration that holds the offset is searched through.
 */
export function memberAt(file: A.SchemeFile, offset: number): A.Member | undefined {
  const d = file.declarations.find((x) => x.span.start <= offset && offset <= x.span.end);
  return findNode(d ? [d] : [], (o) => (o.kind === "member" && o.name && o.name.span.start <= offset && offset <= o.name.span.end ? (o as unknown as A.Member) : undefined), (o) => !o.span || (o.span.start <= offset && offset <= o.span.end));
}

/**
 * What a bound variable (`w` of `min(w in funded: w.x)`, `x` of `every x in call.items: …`) stands
 * for, said by its list: "each funded application", "each ranked application with the same
 * `region` as this one", else "each item of `call.items`"; undefined where no list binds it.
 */
export function variableListWords(a: Analysis, nameSpan: { start: number; end: number }): string | undefined {
  const roots = a.ast.declarations.filter((d) => d.span.start <= nameSpan.start && nameSpan.end <= d.span.end);
  const list = findNode(roots, (o) => (o.variable && o.list && o.variable.span.start === nameSpan.start && o.variable.span.end === nameSpan.end ? o.list : undefined));
  return list && listWords(a, list);
}

/** What the walk sees of a node: the members the two searches read. */
interface NodeView {
  readonly kind?: unknown;
  readonly span?: { start: number; end: number };
  readonly name?: { span: { start: number; end: number } };
  readonly variable?: A.Name;
  readonly list?: A.Expr;
}

/**
 * The one walk of memberAt and variableListWords: depth first through every object and array
 * under `roots` (the AST's nodes, whatever their kind: the walk of walk.ts does not reach
 * statistics, published columns or a settlement), the first node `match` gives a value for.
 * A node `enter` refuses is passed over with all it holds.
 */
function findNode<T>(roots: readonly unknown[], match: (o: NodeView) => T | undefined, enter: (o: NodeView) => boolean = () => true): T | undefined {
  const stack: unknown[] = [...roots];
  while (stack.length) {
    const n = stack.pop();
    if (!n || typeof n !== "object") continue;
    if (Array.isArray(n)) {
      stack.push(...n);
      continue;
    }
    const o = n as NodeView;
    if (!enter(o)) continue;
    const found = match(o);
    if (found !== undefined) return found;
    for (const v of Object.values(n)) if (v && typeof v === "object") stack.push(v);
  }
  return undefined;
}

function listWords(a: Analysis, list: A.Expr): string {
  const set = list.kind === "callfn" ? list.fn.text : list.kind === "name" ? list.name.text : undefined;
  const outcome = (set === "funded" || set === "ranked") && isOutcomeMember(((t) => (t?.k === "list" ? t.element : undefined))(a.model.types.get(list)));
  if (!outcome) return `each item of ${code(a, list)}`;
  const key = list.kind === "callfn" ? list.args[0]?.value : undefined;
  return `each ${set} application${key ? ` with the same ${code(a, key)} as this one` : ""}`;
}
