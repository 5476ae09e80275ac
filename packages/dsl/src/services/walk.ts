// Read-only traversal of the AST for the editor services: the constructs a scheme is made of
// (declarations, their blocks, items and steps, each with its span) and the expressions under
// them. The services never build or change the tree; they look things up in it.
import type * as A from "../ast/nodes.js";

/** A piece of a scheme a drafter can point at, from a whole declaration down to a band. */
export type Construct =
  | { kind: "scheme"; node: A.SchemeDecl }
  | { kind: "act"; node: A.ActDecl }
  | { kind: "source"; node: A.SourceDecl }
  | { kind: "input"; node: A.InputDecl }
  | { kind: "field"; node: A.FieldDecl }
  | { kind: "let"; node: A.LetDecl }
  | { kind: "function"; node: A.FunctionDecl }
  | { kind: "eligibility"; node: A.EligibilityDecl }
  | { kind: "rule"; node: A.RuleDecl }
  | { kind: "criterion"; node: A.CriterionDecl }
  | { kind: "band"; node: A.Band; index: number }
  | { kind: "arm"; node: A.MatchArm }
  | { kind: "maximum"; node: A.MaximumDecl }
  | { kind: "unsummed"; node: A.UnsummedDecl }
  | { kind: "scale"; node: A.ScaleDecl }
  | { kind: "threshold"; node: A.ThresholdDecl }
  | { kind: "ranking"; node: A.RankingDecl }
  | { kind: "key"; node: A.OrderKey }
  | { kind: "tiebreak"; node: A.Tiebreak }
  | { kind: "lottery"; node: A.LotteryStep }
  | { kind: "unresolved"; node: A.UnresolvedStep }
  | { kind: "allocation"; node: A.AllocationDecl }
  | { kind: "item"; node: A.AllocItem }
  | { kind: "regime"; node: A.RegimeDecl }
  | { kind: "publish"; node: A.PublishDecl }
  | { kind: "deadline"; node: A.DeadlineItem }
  | { kind: "columns"; node: A.ColumnsItem }
  | { kind: "rows"; node: A.RowsItem }
  | { kind: "labels"; node: A.LabelsDecl }
  | { kind: "notice"; node: A.NoticeDecl }
  | { kind: "enumdecl"; node: A.EnumDecl }
  | { kind: "citation"; node: A.Citation };

export function declarationConstruct(d: A.Declaration): Construct {
  return { kind: d.kind, node: d } as Construct;
}

function cite(c: A.Citation | undefined): Construct[] {
  return c ? [{ kind: "citation", node: c }] : [];
}

/** The constructs directly inside one, in source order where the tree keeps it. */
export function children(c: Construct): Construct[] {
  switch (c.kind) {
    case "input":
      return c.node.fields.map((f) => ({ kind: "field", node: f }));
    case "field":
      return c.node.type.kind === "record" ? c.node.type.fields.map((f) => ({ kind: "field", node: f })) : c.node.type.kind === "list" && c.node.type.element.kind === "record" ? c.node.type.element.fields.map((f) => ({ kind: "field", node: f })) : [];
    case "eligibility":
      return [...cite(c.node.citation), ...c.node.rules.map((r): Construct => ({ kind: "rule", node: r }))];
    case "criterion":
      return [...cite(c.node.citation), ...criterionParts(c.node.body)];
    case "ranking":
      return [...cite(c.node.citation), ...c.node.keys.map((k): Construct => ({ kind: "key", node: k })), ...(c.node.tiebreak ? [{ kind: "tiebreak", node: c.node.tiebreak } as Construct] : [])];
    case "tiebreak":
      return [...cite(c.node.citation), ...c.node.steps.map(stepConstruct)];
    case "allocation":
      return [...cite(c.node.citation), ...c.node.items.map((i): Construct => ({ kind: "item", node: i }))];
    case "regime":
      return [...cite(c.node.citation), ...c.node.members.map(declarationConstruct)];
    case "publish":
      return [...cite(c.node.citation), ...(c.node.deadline ? [{ kind: "deadline", node: c.node.deadline } as Construct] : []), ...(c.node.columns ? [{ kind: "columns", node: c.node.columns } as Construct] : []), ...(c.node.rows ? [{ kind: "rows", node: c.node.rows } as Construct] : [])];
    case "notice":
      return [...cite(c.node.citation), ...cite(c.node.objection?.citation)];
    case "item":
      // a stage's own ranking is a ranking like the regime's
      if (c.node.kind === "reservation") return [...cite(c.node.citation), ...cite(c.node.unusedCitation)];
      if (c.node.kind === "stage") return [...cite(c.node.citation), ...c.node.items.flatMap((i): Construct[] => (i.kind === "ranking" ? [{ kind: "ranking", node: i.ranking }] : []))];
      return cite(c.node.citation);
    case "rule":
    case "let":
    case "function":
    case "maximum":
    case "unsummed":
    case "scale":
    case "threshold":
    case "key":
    case "lottery":
    case "unresolved":
    case "deadline":
    case "columns":
    case "rows":
      return cite(c.node.citation);
    default:
      return [];
  }
}

function criterionParts(b: A.CriterionBody): Construct[] {
  if (b.kind === "bands") return b.bands.map((x, index) => ({ kind: "band", node: x, index }));
  if (b.kind === "match") return b.arms.map((x) => ({ kind: "arm", node: x }));
  return [];
}

export function stepConstruct(s: A.TiebreakStep): Construct {
  return s.kind === "key" ? { kind: "key", node: s } : s.kind === "lottery" ? { kind: "lottery", node: s } : { kind: "unresolved", node: s };
}

function within(c: Construct, offset: number): boolean {
  return c.node.span.start <= offset && offset <= c.node.span.end;
}

/** The constructs around an offset, outermost first; empty between declarations. */
export function pathAt(file: A.SchemeFile, offset: number): Construct[] {
  const path: Construct[] = [];
  let level = file.declarations.map(declarationConstruct);
  for (;;) {
    const hit = level.find((c) => within(c, offset) && c.node.span.end > c.node.span.start);
    if (!hit) return path;
    path.push(hit);
    level = children(hit);
  }
}

/** Every construct of the file, parents before their children. */
export function* allConstructs(file: A.SchemeFile): Generator<{ construct: Construct; parents: readonly Construct[] }> {
  const stack: Array<{ construct: Construct; parents: readonly Construct[] }> = file.declarations.map(declarationConstruct).reverse().map((construct) => ({ construct, parents: [] }));
  while (stack.length) {
    const top = stack.pop()!;
    yield top;
    const kids = children(top.construct);
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ construct: kids[i]!, parents: [...top.parents, top.construct] });
  }
}

/** Direct sub-expressions of an expression. */
export function childExprs(e: A.Expr): A.Expr[] {
  switch (e.kind) {
    case "list":
      return e.items;
    case "member":
      return [e.object];
    case "unary":
    case "presence":
      return [e.operand];
    case "binary":
      return [e.left, e.right];
    case "if":
      return [e.cond, e.then, e.else];
    case "quantifier":
      return [e.list, e.body];
    case "callfn":
      return e.args.flatMap((a) => (a.variable && a.list && a.body ? [a.list, a.body] : [a.value]));
    default:
      return [];
  }
}

/** The expressions written directly in a construct (not in its children). */
export function ownExprs(c: Construct): A.Expr[] {
  switch (c.kind) {
    case "let":
      return [c.node.value];
    case "function":
      return [c.node.body];
    case "rule":
    case "threshold":
      return [c.node.condition];
    case "criterion": {
      const b = c.node.body;
      return b.kind === "weighted" ? [b.score] : b.kind === "yesno" ? [b.condition] : b.kind === "expr" ? [b.value] : [b.subject];
    }
    case "band":
      return [c.node.first.value, ...(c.node.second ? [c.node.second.value] : [])];
    case "key":
    case "lottery":
      return [c.node.value];
    case "item":
      if (c.node.kind === "quota") return [c.node.limit, ...(c.node.figure ? [c.node.figure] : []), ...(c.node.when ? [c.node.when] : [])];
      if (c.node.kind === "reservation") return [c.node.limit, c.node.when];
      if (c.node.kind === "stage") return [...(c.node.when ? [c.node.when] : []), ...c.node.items.flatMap((x) => ("value" in x ? [x.value, ...(x.kind === "admit" && x.floor ? [x.floor] : [])] : []))];
      if (c.node.kind === "group") return [c.node.key, ...c.node.items.flatMap((g) => (g.kind === "cap" ? [g.value] : []))];
      return "value" in c.node && typeof c.node.value === "object" ? [c.node.value] : [];
    case "regime":
      return [c.node.when];
    case "deadline":
      return c.node.closed ? [c.node.after, c.node.closed] : [c.node.after];
    case "columns":
      return c.node.columns.flatMap((col) => (typeof col.value === "string" ? [] : [col.value]));
    case "rows":
      return [];
    default:
      return [];
  }
}

/** The innermost expressions around an offset, outermost first. */
export function exprPathAt(roots: readonly A.Expr[], offset: number): A.Expr[] {
  const path: A.Expr[] = [];
  let level: readonly A.Expr[] = roots;
  for (;;) {
    const hit = level.find((e) => e.span.start <= offset && offset <= e.span.end && e.kind !== "error");
    if (!hit) return path;
    path.push(hit);
    level = childExprs(hit);
  }
}

/** The reading whose bracket opens at `open` (`call.taux[`), among the expressions around it; a table's `call.limit[small, ` is an index of an index (§5.1): the inner one. */
export function indexAt(roots: readonly A.Expr[], open: number): A.Index | undefined {
  const at = (e: A.Expr): A.Index | undefined => (e.kind !== "index" ? undefined : e.object.span.end === open ? e : at(e.object));
  return exprPathAt(roots, open + 1).map(at).find((e) => e !== undefined);
}

/**
 * Calls `visit` on every expression of the file; with `weights`, the `weighted by` expressions of
 * comprehensions too (`childExprs` leaves them out).
 */
export function forEachExpr(file: A.SchemeFile, visit: (e: A.Expr) => void, weights = false): void {
  const stack: A.Expr[] = [];
  for (const { construct } of allConstructs(file)) stack.push(...ownExprs(construct));
  while (stack.length) {
    const e = stack.pop()!;
    visit(e);
    stack.push(...childExprs(e));
    if (weights && e.kind === "callfn") for (const a of e.args) if (a.weight) stack.push(a.weight);
  }
}

/** The name a construct declares, if any. */
export function declaredName(c: Construct): A.Name | undefined {
  switch (c.kind) {
    case "scheme":
    case "act":
    case "source":
    case "field":
    case "let":
    case "function":
    case "rule":
    case "criterion":
    case "threshold":
    case "regime":
      return c.node.name;
    default:
      return undefined;
  }
}
