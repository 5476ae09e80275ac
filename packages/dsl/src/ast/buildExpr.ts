// CST → AST for expressions: a flat `operand (operator operand)*` chain from the grammar,
// resolved into a tree by operator precedence (a Pratt loop), and the operands themselves.
import type { CstNode, IToken } from "chevrotain";
import type * as A from "./nodes.js";
import { span } from "../span.js";
import { isToken, name, nameTok, nodeSpan, sub, subs, tok, tokSpan, tokens, unquote, validToken, type Child } from "./cst.js";

function errorExpr(at: number): A.ErrorExpr {
  return { kind: "error", span: span(at, at) };
}

export function expr(n: CstNode | undefined, fallback: number): A.Expr {
  if (!n) return errorExpr(fallback);
  return chain(n, "binaryOperator", fallback);
}

/** An `arithmetic` node: band edges and quantified lists. */
export function arithmetic(n: CstNode | undefined, fallback: number): A.Expr {
  if (!n) return errorExpr(fallback);
  return chain(n, "arithmeticOperator", fallback);
}

// Precedence of the binary operators; `not` binds looser than comparisons, unary minus tighter
// than everything. All binary operators are left-associative.
const PRECEDENCE: Record<A.BinaryOp, number> = { or: 1, and: 2, "<": 4, "<=": 4, ">": 4, ">=": 4, "=": 4, "!=": 4, in: 4, "+": 5, "-": 5, "*": 6, "/": 6 };
const NOT_PRECEDENCE = 3;
const MINUS_PRECEDENCE = 7;

type Item = { kind: "prefix"; op: "not" | "-"; token: IToken } | { kind: "atom"; expr: A.Expr } | { kind: "binary"; op: A.BinaryOp; token: IToken };

function operatorToken(n: CstNode): IToken | undefined {
  for (const [k, list] of Object.entries(n.children)) {
    for (const c of list as Child[]) {
      if (isToken(c)) return validToken(c) ? c : undefined;
      if (k === "arithmeticOperator") return operatorToken(c);
    }
  }
  return undefined;
}

/** Flattens `operand (operator operand)*` into items, then resolves precedence (Pratt). */
function chain(n: CstNode, operatorRule: string, fallback: number): A.Expr {
  const operands = subs(n, "operand");
  const operators = subs(n, operatorRule);
  const items: Item[] = [];
  operands.forEach((o, i) => {
    const valueStart = nodeSpan(sub(o, "postfix"), Infinity).start;
    const prefixes = [...tokens(o, "Kw_not").map((t) => ({ t, op: "not" as const })), ...tokens(o, "Minus").map((t) => ({ t, op: "-" as const }))]
      .filter((p) => p.t.startOffset < valueStart)
      .sort((x, y) => x.t.startOffset - y.t.startOffset);
    for (const p of prefixes) items.push({ kind: "prefix", op: p.op, token: p.t });
    items.push({ kind: "atom", expr: presence(o, fallback) });
    const opNode = operators[i];
    const t = opNode ? operatorToken(opNode) : undefined;
    if (i < operands.length - 1) {
      if (t) items.push({ kind: "binary", op: binaryOp(t), token: t });
      else items.push({ kind: "binary", op: "+", token: { image: "", startOffset: NaN } as IToken });
    }
  });
  if (items.length === 0) return errorExpr(fallback);
  let pos = 0;
  const parse = (minPrec: number): A.Expr => {
    const it = items[pos++];
    let left: A.Expr;
    if (!it) return errorExpr(fallback);
    if (it.kind === "prefix") {
      const operand = parse(it.op === "not" ? NOT_PRECEDENCE : MINUS_PRECEDENCE);
      left = { kind: "unary", op: it.op, operand, span: span(it.token.startOffset, operand.span.end) };
    } else if (it.kind === "atom") left = it.expr;
    else left = errorExpr(fallback);
    for (;;) {
      const op = items[pos];
      if (!op || op.kind !== "binary" || PRECEDENCE[op.op] < minPrec) return left;
      pos++;
      const right = parse(PRECEDENCE[op.op] + 1);
      const opSpan = validToken(op.token) ? tokSpan(op.token) : span(left.span.end, left.span.end);
      left = { kind: "binary", op: op.op, left, right, span: span(left.span.start, right.span.end), opSpan };
    }
  };
  return parse(0);
}

function binaryOp(t: IToken): A.BinaryOp {
  switch (t.tokenType.name) {
    case "Kw_or": return "or";
    case "Kw_and": return "and";
    case "Plus": return "+";
    case "Minus": return "-";
    case "Times": return "*";
    case "Divide": return "/";
    case "LessEq": return "<=";
    case "GreaterEq": return ">=";
    case "NotEq": return "!=";
    case "EqEq":
    case "Equals": return "=";
    case "Less": return "<";
    case "Greater": return ">";
    default: return "in";
  }
}

/** The operand's value, with `is [not] present` applied. */
function presence(o: CstNode, f: number): A.Expr {
  const value = postfix(sub(o, "postfix"), f);
  const isTok = tok(o, "Kw_is");
  if (!isTok) return value;
  const end = tok(o, "Kw_present");
  // the `not` of `is not present` is the second `not` token after `is`
  const negated = tokens(o, "Kw_not").some((t) => t.startOffset > isTok.startOffset);
  return { kind: "presence", operand: value, negated, span: span(value.span.start, end ? end.endOffset! + 1 : isTok.endOffset! + 1) };
}

function postfix(n: CstNode | undefined, f: number): A.Expr {
  if (!n) return errorExpr(f);
  let e = primary(sub(n, "primary"), f);
  for (const t of tokens(n, "AnyName").length ? tokens(n, "AnyName") : allNameTokens(n)) {
    e = { kind: "member", object: e, name: name(t, 0), span: span(e.span.start, t.endOffset! + 1) };
  }
  const open = tok(n, "LBracket");
  if (open) {
    const close = tok(n, "RBracket");
    const [k1, k2] = subs(n, "expression");
    const key = expr(k1, open.endOffset! + 1);
    const end = close ? close.endOffset! + 1 : key.span.end;
    if (k2) {
      // a figure by two keys (§5.1): the row read first, then the column of that row
      const column = expr(k2, key.span.end);
      e = { kind: "index", object: { kind: "index", object: e, key, span: span(e.span.start, end), first: true }, key: column, span: span(e.span.start, end), second: true };
    } else e = { kind: "index", object: e, key, span: span(e.span.start, end) };
  }
  return e;
}

/** Tokens consumed through the AnyName category are filed under their own type's name. */
function allNameTokens(n: CstNode): IToken[] {
  const out: IToken[] = [];
  for (const [k, list] of Object.entries(n.children)) {
    if (k === "primary" || k === "Dot" || k === "LBracket" || k === "RBracket" || k === "expression") continue;
    for (const t of list as Child[]) if (isToken(t) && validToken(t)) out.push(t);
  }
  return out.sort((a, b) => a.startOffset - b.startOffset);
}

function primary(n: CstNode | undefined, f: number): A.Expr {
  if (!n) return errorExpr(f);
  const s = nodeSpan(n, f);
  const num = sub(n, "number");
  if (num) {
    const t = tok(num, "IntegerLit") ?? tok(num, "DecimalLit");
    if (!t) return errorExpr(s.start);
    const cur = tok(n, "Identifier");
    // a currency in small letters (`200 eur`) is a syntax error, and the amount in its currency (EUR)
    if (cur) return { kind: "money", value: t.image, currency: ((c) => ({ ...c, text: c.text.toUpperCase() }))(name(cur, 0)), span: s };
    return { kind: "number", value: t.image, integer: t.tokenType.name === "IntegerLit", span: s };
  }
  let t: IToken | undefined;
  if ((t = tok(n, "PercentLit"))) return { kind: "percent", value: t.image.slice(0, -1), span: s };
  if ((t = tok(n, "StringLit")) && !tok(n, "Kw_if")) return { kind: "string", value: unquote(t.image), span: s };
  if ((t = tok(n, "DateLit"))) return { kind: "date", value: t.image, span: s };
  if ((t = tok(n, "DateTimeLit"))) return { kind: "datetime", value: t.image, span: s };
  if (tok(n, "Kw_true") && !tok(n, "Kw_if")) return { kind: "bool", value: true, span: s };
  if (tok(n, "Kw_false") && !tok(n, "Kw_if")) return { kind: "bool", value: false, span: s };
  if (tok(n, "Kw_call")) return { kind: "root", root: "call", span: s };
  if (tok(n, "Kw_application")) return { kind: "root", root: "application", span: s };
  if (tok(n, "LParen") && !tok(n, "Identifier")) {
    // the parentheses belong to the expression's span, so quoted conditions keep them
    const inner = expr(sub(n, "expression"), s.end);
    return inner.kind === "error" ? inner : { ...inner, span: s };
  }
  if (tok(n, "LBracket")) return { kind: "list", items: subs(n, "expression").map((e) => expr(e, s.end)), span: s };
  if (tok(n, "Kw_if")) {
    const es = subs(n, "expression");
    return { kind: "if", cond: expr(es[0], s.end), then: expr(es[1], s.end), else: expr(es[2], s.end), span: s };
  }
  const q = tok(n, "Kw_every") ?? tok(n, "Kw_some");
  if (q) {
    return {
      kind: "quantifier",
      q: q.image === "every" ? "every" : "some",
      variable: name(tok(n, "Identifier"), s.start),
      list: arithmetic(sub(n, "arithmetic"), s.end),
      body: expr(sub(n, "expression"), s.end),
      span: s,
    };
  }
  // `unused <stage>`: the words are labelled in the grammar (a stage's name may be a soft word)
  if (tok(n, "unusedWord")) return { kind: "unused", stage: name(tok(n, "unusedStage"), s.end), span: s };
  const id = tok(n, "Identifier") ?? tok(n, "Kw_ranked") ?? nameTok(n);
  if (id) {
    if (tok(n, "LParen")) {
      const args: A.Argument[] = subs(n, "argument").map((a) => {
        const as = nodeSpan(a);
        const es = subs(a, "expression");
        const value = expr(es[0], as.end);
        if (es.length > 1 && value.kind === "binary" && value.op === "in" && value.left.kind === "name") {
          // `w in funded` / `w in ranked`: the outcome's sets are the list of an aggregate (§16.3)
          // `m in applications`: every application of the call, the list of an aggregate a budget may read (§8.12)
          const list = value.right.kind === "name" && (value.right.name.text === "funded" || value.right.name.text === "ranked" || value.right.name.text === "applications") ? { kind: "callfn" as const, fn: value.right.name, args: [], span: value.right.span } : value.right;
          const word = tok(a, "Identifier");
          const weight = es[2] && word ? { weight: expr(es[2], as.end), weightWord: name(word, as.end) } : {};
          const distinct = tok(a, "distinctWord");
          return { span: as, value: list === value.right ? value : { ...value, right: list }, ...(distinct ? { distinct: name(distinct, as.end) } : {}), variable: value.left.name, list, body: expr(es[1], as.end), ...weight };
        }
        return { span: as, value };
      });
      return { kind: "callfn", fn: name(id, 0), args, span: s };
    }
    return { kind: "name", name: name(id, 0), span: s };
  }
  return errorExpr(s.start);
}
