// CST → AST. Chevrotain's recovery leaves partial nodes (missing children, inserted tokens with
// NaN offsets), so every accessor here tolerates absence: a missing expression becomes an
// ErrorExpr, a missing name an empty Name. Nothing here reports diagnostics; the parser did.
import type { CstNode, IToken } from "chevrotain";
import type * as A from "./nodes.js";
import { span, type Span } from "../span.js";

type Child = CstNode | IToken;

function isToken(c: Child): c is IToken {
  return (c as IToken).image !== undefined;
}

function validToken(t: IToken | undefined): t is IToken {
  return !!t && Number.isFinite(t.startOffset) && t.startOffset >= 0 && !(t as { isInsertedInRecovery?: boolean }).isInsertedInRecovery;
}

const NONE: IToken[] = [];
function tokens(n: CstNode | undefined, name: string): IToken[] {
  const list = n?.children[name] as IToken[] | undefined;
  if (!list) return NONE;
  return list.every((t) => validToken(t)) ? list : list.filter(validToken);
}
function tok(n: CstNode | undefined, name: string, i = 0): IToken | undefined {
  return tokens(n, name)[i];
}
function subs(n: CstNode | undefined, name: string): CstNode[] {
  return (n?.children[name] as CstNode[] | undefined) ?? [];
}
function sub(n: CstNode | undefined, name: string, i = 0): CstNode | undefined {
  return subs(n, name)[i];
}

/** Span of a CST node: from its first to its last real token. */
export function nodeSpan(n: CstNode | undefined, fallback = 0): Span {
  const loc = n?.location;
  if (loc && Number.isFinite(loc.startOffset) && loc.startOffset >= 0 && Number.isFinite(loc.endOffset) && (loc.endOffset as number) >= loc.startOffset) {
    return span(loc.startOffset, (loc.endOffset as number) + 1);
  }
  let start = Infinity;
  let end = -Infinity;
  const visit = (c: CstNode) => {
    for (const list of Object.values(c.children)) {
      for (const x of list as Child[]) {
        if (isToken(x)) {
          if (validToken(x)) {
            start = Math.min(start, x.startOffset);
            end = Math.max(end, x.endOffset! + 1);
          }
        } else visit(x);
      }
    }
  };
  if (n) visit(n);
  return Number.isFinite(start) ? span(start, end) : span(fallback, fallback);
}

function tokSpan(t: IToken): Span {
  return span(t.startOffset, t.endOffset! + 1);
}

function name(t: IToken | undefined, fallback: number): A.Name {
  return t ? { text: t.image, span: tokSpan(t) } : { text: "", span: span(fallback, fallback) };
}

export function unquote(image: string): string {
  if (image.startsWith('"""')) return dedent(image.slice(3, -3));
  const body = image.slice(1, -1);
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|.)/g, (_m, e: string) => {
    if (e === "n") return "\n";
    if (e === "t") return "\t";
    if (e.startsWith("u{")) {
      const cp = parseInt(e.slice(2, -1), 16);
      return cp <= 0x10ffff ? String.fromCodePoint(cp) : "";
    }
    return e;
  });
}

/** Text blocks are written indented; their verbatim text is the block without the common indent. */
function dedent(s: string): string {
  const lines = s.replace(/^\r?\n/, "").replace(/\r?\n[ \t]*$/, "").split(/\r?\n/);
  const indents = lines.filter((l) => l.trim() !== "").map((l) => l.match(/^[ \t]*/)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut)).join("\n");
}

function str(t: IToken | undefined): string | undefined {
  return t ? unquote(t.image) : undefined;
}

function citation(n: CstNode | undefined): A.Citation | undefined {
  if (!n) return undefined;
  const s = nodeSpan(n);
  return { span: s, source: name(tok(n, "Identifier"), s.end) };
}

export function buildFile(declarations: CstNode[], textLength: number): A.SchemeFile {
  const out: A.Declaration[] = [];
  for (const d of declarations) {
    const decl = buildDeclaration(d);
    if (decl) out.push(decl);
  }
  return { declarations: out, span: span(0, textLength) };
}

function buildDeclaration(d: CstNode): A.Declaration | undefined {
  const [key] = Object.keys(d.children);
  const n = key ? sub(d, key) : undefined;
  if (!n) return undefined;
  switch (key) {
    case "schemeDecl":
      return { kind: "scheme", span: nodeSpan(n), name: name(tok(n, "Identifier"), nodeSpan(n).end), ...opt("title", str(tok(n, "StringLit"))), properties: properties(sub(n, "propertyBlock")) };
    case "actDecl":
      return { kind: "act", span: nodeSpan(n), name: name(tok(n, "Identifier"), nodeSpan(n).end), ...opt("title", str(tok(n, "StringLit"))), properties: properties(sub(n, "propertyBlock")) };
    case "sourceDecl":
      return buildSource(n);
    case "inputDecl": {
      const kw = tok(n, "Kw_call") ?? tok(n, "Kw_application");
      return { kind: "input", span: nodeSpan(n), root: tok(n, "Kw_call") ? "call" : "application", keyword: kw ? tokSpan(kw) : nodeSpan(n), fields: subs(n, "fieldDecl").map(field) };
    }
    case "letDecl":
      return buildLet(n);
    case "eligibilityDecl":
      return buildEligibility(n);
    case "criterionDecl":
      return buildCriterion(n);
    case "maximumDecl": {
      const num = sub(n, "number");
      return { kind: "maximum", span: nodeSpan(n), value: numberText(num), valueSpan: nodeSpan(num, nodeSpan(n).end), ...opt("citation", citation(sub(n, "citation"))) };
    }
    case "thresholdDecl":
      return buildThreshold(n);
    case "rankingDecl":
      return buildRanking(n);
    case "allocationDecl":
      return buildAllocation(n);
    case "regimeDecl":
      return buildRegime(n);
    case "publishDecl":
      return buildPublish(n);
    case "labelsDecl": {
      const ids = tokens(n, "AnyName");
      const strs = tokens(n, "StringLit");
      const entries = ids.slice(0, strs.length).map((id, i) => ({ status: name(id, 0), text: unquote(strs[i]!.image), span: span(id.startOffset, strs[i]!.endOffset! + 1) }));
      return { kind: "labels", span: nodeSpan(n), entries };
    }
  }
  return undefined;
}

function opt<K extends string, V>(key: K, v: V | undefined): { [P in K]?: V } {
  return (v === undefined ? {} : { [key]: v }) as { [P in K]?: V };
}

function properties(block: CstNode | undefined): A.Property[] {
  return subs(block, "property").map((p) => {
    const ids = tokens(p, "Identifier");
    const valTok = tok(p, "StringLit") ?? tok(p, "IntegerLit") ?? tok(p, "DecimalLit") ?? ids[1];
    const s = nodeSpan(p);
    return {
      span: s,
      key: name(ids[0], s.start),
      value: valTok ? (valTok.tokenType.name === "StringLit" ? unquote(valTok.image) : valTok.image) : "",
      valueSpan: valTok ? tokSpan(valTok) : span(s.end, s.end),
    };
  });
}

function buildSource(n: CstNode): A.SourceDecl {
  const ids = tokens(n, "Identifier");
  const s = nodeSpan(n);
  const textTok = tok(n, "TextBlock") ?? tok(n, "StringLit");
  const parts: A.RefPart[] = subs(n, "refPart").map((r) => {
    const rid = tokens(r, "Identifier");
    const v = tok(r, "IntegerLit") ?? tok(r, "DecimalLit") ?? tok(r, "StringLit") ?? rid[1];
    return { span: nodeSpan(r), unit: name(rid[0], nodeSpan(r).start), value: v ? (v.tokenType.name === "StringLit" ? unquote(v.image) : v.image) : "" };
  });
  return {
    kind: "source",
    span: s,
    name: name(ids[0], s.start),
    act: name(ids[1], s.end),
    parts,
    text: textTok ? unquote(textTok.image) : "",
    textSpan: textTok ? tokSpan(textTok) : span(s.end, s.end),
  };
}

function field(n: CstNode): A.FieldDecl {
  const s = nodeSpan(n);
  return {
    span: s,
    name: name(tok(n, "AnyName") ?? firstNameToken(n), s.start),
    type: typeExpr(sub(n, "typeExpr"), s.end),
    optional: !!tok(n, "Kw_optional"),
    unique: !!tok(n, "Kw_unique"),
    ...opt("description", str(tok(n, "StringLit"))),
  };
}

/** The name token of a field declaration, whatever token type (keyword or identifier) it had. */
function firstNameToken(n: CstNode): IToken | undefined {
  for (const [k, list] of Object.entries(n.children)) {
    if (k === "Colon" || k === "typeExpr" || k === "StringLit" || k === "Kw_optional" || k === "Kw_unique") continue;
    const t = (list as Child[]).find((x) => isToken(x) && validToken(x)) as IToken | undefined;
    if (t) return t;
  }
  return undefined;
}

function typeExpr(n: CstNode | undefined, fallback: number): A.TypeExpr {
  if (!n) return { kind: "error", span: span(fallback, fallback) };
  const s = nodeSpan(n, fallback);
  if (tok(n, "Kw_record")) return { kind: "record", span: s, fields: subs(n, "fieldDecl").map(field) };
  if (tok(n, "Kw_enum")) return { kind: "enum", span: s, members: tokens(n, "Identifier").map((t) => name(t, s.start)) };
  if (tok(n, "Kw_list")) return { kind: "list", span: s, element: typeExpr(sub(n, "typeExpr"), s.end) };
  if (tok(n, "Kw_draw")) return { kind: "draw", span: s };
  const ids = tokens(n, "Identifier");
  if (ids.length === 0) return { kind: "error", span: s };
  const argTok = ids[1] ?? tok(n, "StringLit");
  const r = sub(n, "rangeExpr");
  return {
    kind: "named",
    span: s,
    name: name(ids[0], s.start),
    ...opt("arg", argTok ? { text: argTok.tokenType.name === "StringLit" ? unquote(argTok.image) : argTok.image, span: tokSpan(argTok) } : undefined),
    ...opt("range", r ? range(r) : undefined),
  };
}

function signed(n: CstNode | undefined): { text: string; percent: boolean; span: Span } {
  const s = nodeSpan(n);
  const t = tok(n, "IntegerLit") ?? tok(n, "DecimalLit") ?? tok(n, "PercentLit");
  if (!t) return { text: "", percent: false, span: s };
  const neg = tok(n, "Minus") ? "-" : "";
  const percent = t.tokenType.name === "PercentLit";
  return { text: neg + (percent ? t.image.slice(0, -1) : t.image), percent, span: s };
}

function range(n: CstNode): A.RangeExpr {
  const lo = signed(sub(n, "signedNumber", 0));
  const hi = signed(sub(n, "signedNumber", 1));
  return { span: nodeSpan(n), low: lo.text, high: hi.text, lowSpan: lo.span, highSpan: hi.span, percent: lo.percent || hi.percent };
}

function numberText(n: CstNode | undefined): string {
  const t = tok(n, "IntegerLit") ?? tok(n, "DecimalLit");
  return t ? t.image : "";
}

function buildLet(n: CstNode): A.LetDecl {
  const s = nodeSpan(n);
  const t = sub(n, "typeExpr");
  return {
    kind: "let",
    span: s,
    name: name(tok(n, "Identifier"), s.start),
    ...opt("type", t ? typeExpr(t, s.end) : undefined),
    value: expr(sub(n, "expression"), s.end),
    ...opt("citation", citation(sub(n, "citation"))),
  };
}

function outcome(n: CstNode | undefined): { otherwise?: string; label?: string } {
  return { ...opt("otherwise", str(tok(n, "StringLit", 0) && tok(n, "Kw_otherwise") ? tok(n, "StringLit", 0) : undefined)), ...opt("label", str(tok(n, "Kw_label") ? tokens(n, "StringLit").at(-1) : undefined)) };
}

function buildEligibility(n: CstNode): A.EligibilityDecl {
  return {
    kind: "eligibility",
    span: nodeSpan(n),
    ...opt("citation", citation(sub(n, "citation"))),
    rules: subs(n, "ruleDecl").map((r) => {
      const s = nodeSpan(r);
      return {
        kind: "rule" as const,
        span: s,
        name: name(tok(r, "Identifier"), s.start),
        ...opt("title", str(tok(r, "StringLit"))),
        ...opt("citation", citation(sub(r, "citation"))),
        condition: expr(sub(r, "expression"), s.end),
        ...outcome(sub(r, "outcomeText")),
      };
    }),
  };
}

function buildCriterion(n: CstNode): A.CriterionDecl {
  const s = nodeSpan(n);
  const b = sub(n, "criterionBody");
  const bs = nodeSpan(b, s.end);
  let body: A.CriterionBody;
  if (tok(b, "Kw_weight")) {
    const num = sub(b, "number");
    body = { kind: "weighted", span: bs, weight: numberText(num), weightSpan: nodeSpan(num, bs.start), score: expr(sub(b, "expression"), bs.end) };
  } else if (tok(b, "Kw_points") || (tok(b, "Kw_if") && !tok(b, "Kw_weight"))) {
    const num = sub(b, "number");
    body = { kind: "yesno", span: bs, points: numberText(num), pointsSpan: nodeSpan(num, bs.start), condition: expr(sub(b, "expression"), bs.end) };
  } else if (tok(b, "Kw_match")) {
    body = {
      kind: "match",
      span: bs,
      subject: expr(sub(b, "expression"), bs.end),
      arms: subs(b, "matchArm").map((a) => ({
        span: nodeSpan(a),
        members: tokens(a, "Identifier").map((t) => name(t, 0)),
        otherwise: !!tok(a, "Kw_otherwise"),
        points: numberText(sub(a, "number")),
      })),
    };
  } else if (tok(b, "Kw_bands")) {
    body = { kind: "bands", span: bs, subject: expr(sub(b, "expression"), bs.end), bands: subs(b, "band").map(band) };
  } else {
    body = { kind: "expr", span: bs, value: expr(sub(b, "expression"), bs.end) };
  }
  return { kind: "criterion", span: s, name: name(tok(n, "Identifier"), s.start), ...opt("title", str(tok(n, "StringLit"))), ...opt("citation", citation(sub(n, "citation"))), body };
}

function bound(n: CstNode): A.Bound {
  const s = nodeSpan(n);
  const kind: A.BoundKind = tok(n, "Kw_most") ? "at_most" : tok(n, "Kw_least") ? "at_least" : tok(n, "Kw_above") ? "above" : tok(n, "Kw_below") ? "below" : "exactly";
  return { span: s, bound: kind, value: arithmetic(sub(n, "arithmetic"), s.end) };
}

function band(n: CstNode): A.Band {
  const bounds = subs(n, "bound").map(bound);
  const first = bounds[0] ?? { span: nodeSpan(n), bound: "exactly" as const, value: { kind: "error" as const, span: nodeSpan(n) } };
  return { span: nodeSpan(n), first, ...opt("second", bounds[1]), points: numberText(sub(n, "number")) };
}

function buildThreshold(n: CstNode): A.ThresholdDecl {
  const s = nodeSpan(n);
  return {
    kind: "threshold",
    span: s,
    name: name(tok(n, "Identifier"), s.start),
    ...opt("title", str(tok(n, "StringLit"))),
    ...opt("citation", citation(sub(n, "citation"))),
    condition: expr(sub(n, "expression"), s.end),
    keepRanked: !!tok(n, "Kw_keep"),
    ...outcome(sub(n, "outcomeText")),
  };
}

function orderKey(n: CstNode): A.OrderKey {
  const s = nodeSpan(n);
  const d = sub(n, "direction");
  const dirTok = d ? Object.values(d.children).flat().find((t) => isToken(t as Child) && (t as IToken).tokenType.name !== "Kw_first") as IToken | undefined : undefined;
  const dir = (dirTok?.image ?? "highest") as A.Direction;
  const g = sub(n, "granularity");
  const gName = tok(g, "Identifier");
  return {
    kind: "key",
    span: s,
    value: expr(sub(n, "expression"), s.end),
    direction: dir,
    directionSpan: nodeSpan(d, s.end),
    ...opt("granularity", g ? (tok(g, "Kw_exactly") ? ("exact" as const) : gName ? name(gName, 0) : undefined) : undefined),
    ...opt("granularitySpan", g ? nodeSpan(g) : undefined),
    ...opt("citation", citation(sub(n, "citation"))),
  };
}

function buildRanking(n: CstNode): A.RankingDecl {
  const s = nodeSpan(n);
  const kw = tok(n, "Kw_ranking");
  const tb = sub(n, "tiebreakBlock");
  let tiebreak: A.Tiebreak | undefined;
  if (tb) {
    const steps: A.TiebreakStep[] = [];
    // keep source order of the mixed steps
    const all: Array<{ off: number; step: A.TiebreakStep }> = [];
    for (const k of subs(tb, "orderKey")) all.push({ off: nodeSpan(k).start, step: orderKey(k) });
    for (const l of subs(tb, "lotteryStep")) {
      const ls = nodeSpan(l);
      all.push({ off: ls.start, step: { kind: "lottery", span: ls, mode: tok(l, "Kw_seed") ? "seed" : "draw", value: expr(sub(l, "expression"), ls.end), ...opt("citation", citation(sub(l, "citation"))) } });
    }
    for (const u of subs(tb, "unresolvedStep")) {
      const us = nodeSpan(u);
      all.push({ off: us.start, step: { kind: "unresolved", span: us, ...opt("citation", citation(sub(u, "citation"))) } });
    }
    all.sort((a, b) => a.off - b.off);
    for (const a of all) steps.push(a.step);
    const scopeTok = tok(tb, "Kw_every") ?? tok(tb, "Kw_at");
    const scopeEnd = tok(tb, "Kw_tie") ?? tok(tb, "Kw_boundary");
    const kwt = tok(tb, "Kw_tiebreak");
    tiebreak = {
      span: nodeSpan(tb),
      keyword: kwt ? tokSpan(kwt) : nodeSpan(tb),
      ...opt("scope", tok(tb, "Kw_every") ? ("every" as const) : tok(tb, "Kw_boundary") ? ("boundary" as const) : undefined),
      ...opt("scopeSpan", scopeTok ? span(scopeTok.startOffset, (scopeEnd ?? scopeTok).endOffset! + 1) : undefined),
      ...opt("citation", citation(sub(tb, "citation"))),
      steps,
    };
  }
  return { kind: "ranking", span: s, keyword: kw ? tokSpan(kw) : s, ...opt("citation", citation(sub(n, "citation"))), keys: subs(n, "orderKey").map(orderKey), ...opt("tiebreak", tiebreak) };
}

function buildAllocation(n: CstNode): A.AllocationDecl {
  const s = nodeSpan(n);
  const kw = tok(n, "Kw_allocation");
  const items: A.AllocItem[] = subs(n, "allocItem").map((it): A.AllocItem => {
    const is = nodeSpan(it);
    const c = opt("citation", citation(sub(it, "citation")));
    if (tok(it, "Kw_budget")) return { kind: "budget", span: is, value: tok(it, "Kw_unlimited") ? "unlimited" : expr(sub(it, "expression"), is.end), ...c };
    if (tok(it, "Kw_amount")) return { kind: "amount", span: is, value: expr(sub(it, "expression"), is.end), ...c };
    if (tok(it, "Kw_boundary")) return { kind: "boundary", span: is, value: expr(sub(it, "expression"), is.end), ...c };
    if (tok(it, "Kw_pro")) {
      const ids = tokens(it, "Identifier");
      const num = sub(it, "number");
      return { kind: "prorata", span: is, mode: name(ids[0], is.end), step: numberText(num), stepSpan: nodeSpan(num, is.end), ...opt("remainder", ids[1] ? name(ids[1], 0) : undefined), ...c };
    }
    if (tok(it, "Kw_quota")) {
      const qn = tok(it, "Identifier");
      return { kind: "quota", span: is, name: name(qn, is.start), ...opt("title", str(tok(it, "StringLit"))), limit: expr(sub(it, "expression", 0), is.end), when: expr(sub(it, "expression", 1), is.end), ...c };
    }
    const count = tok(it, "IntegerLit");
    return { kind: "reserve", span: is, count: count ? Number(count.image) : 0, ...c };
  });
  return { kind: "allocation", span: s, keyword: kw ? tokSpan(kw) : s, ...opt("citation", citation(sub(n, "citation"))), items };
}

function buildRegime(n: CstNode): A.RegimeDecl {
  const s = nodeSpan(n);
  const members: Array<{ off: number; m: A.RegimeMember }> = [];
  for (const e of subs(n, "eligibilityDecl")) members.push({ off: nodeSpan(e).start, m: buildEligibility(e) });
  for (const e of subs(n, "thresholdDecl")) members.push({ off: nodeSpan(e).start, m: buildThreshold(e) });
  for (const e of subs(n, "rankingDecl")) members.push({ off: nodeSpan(e).start, m: buildRanking(e) });
  for (const e of subs(n, "allocationDecl")) members.push({ off: nodeSpan(e).start, m: buildAllocation(e) });
  members.sort((a, b) => a.off - b.off);
  return {
    kind: "regime",
    span: s,
    name: name(tok(n, "Identifier"), s.start),
    ...opt("title", str(tok(n, "StringLit"))),
    ...opt("citation", citation(sub(n, "citation"))),
    when: expr(sub(n, "expression"), s.end),
    members: members.map((m) => m.m),
  };
}

function buildPublish(n: CstNode): A.PublishDecl {
  const s = nodeSpan(n);
  const kw = tok(n, "Kw_publish");
  const d = sub(n, "deadlineItem");
  const c = sub(n, "columnsItem");
  let deadline: A.DeadlineItem | undefined;
  if (d) {
    const ds = nodeSpan(d);
    const ids = tokens(d, "Identifier");
    const cal = tok(d, "Kw_calendar") ? (ids[2] ?? tok(d, "StringLit")) : undefined;
    const count = tok(d, "IntegerLit");
    deadline = {
      kind: "deadline",
      span: ds,
      count: count ? Number(count.image) : 0,
      unit: name(ids[0], ds.start),
      unit2: name(ids[1], ds.start),
      after: expr(sub(d, "expression"), ds.end),
      ...opt("calendar", cal ? { text: cal.tokenType.name === "StringLit" ? unquote(cal.image) : cal.image, span: tokSpan(cal) } : undefined),
      ...opt("citation", citation(sub(d, "citation"))),
    };
  }
  let columns: A.ColumnsItem | undefined;
  if (c) {
    columns = {
      kind: "columns",
      span: nodeSpan(c),
      ...opt("citation", citation(sub(c, "citation"))),
      columns: subs(c, "column").map((col) => {
        const cs = nodeSpan(col);
        return { span: cs, value: tok(col, "Kw_amount") ? ("amount" as const) : tok(col, "Kw_label") ? ("label" as const) : expr(sub(col, "expression"), cs.end), ...opt("label", str(tok(col, "StringLit"))) };
      }),
    };
  }
  return { kind: "publish", span: s, keyword: kw ? tokSpan(kw) : s, ...opt("citation", citation(sub(n, "citation"))), ...opt("deadline", deadline), ...opt("columns", columns) };
}

// ── expressions ───────────────────────────────────────────────────────────
function errorExpr(at: number): A.ErrorExpr {
  return { kind: "error", span: span(at, at) };
}

function expr(n: CstNode | undefined, fallback: number): A.Expr {
  if (!n) return errorExpr(fallback);
  return chain(n, "binaryOperator", fallback);
}

/** An `arithmetic` node: band edges and quantified lists. */
function arithmetic(n: CstNode | undefined, fallback: number): A.Expr {
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
  return e;
}

/** Tokens consumed through the AnyName category are filed under their own type's name. */
function allNameTokens(n: CstNode): IToken[] {
  const out: IToken[] = [];
  for (const [k, list] of Object.entries(n.children)) {
    if (k === "primary" || k === "Dot") continue;
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
    if (cur) return { kind: "money", value: t.image, currency: name(cur, 0), span: s };
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
  const id = tok(n, "Identifier");
  if (id) {
    if (tok(n, "LParen")) {
      const args: A.Argument[] = subs(n, "argument").map((a) => {
        const as = nodeSpan(a);
        const es = subs(a, "expression");
        const value = expr(es[0], as.end);
        if (es.length > 1 && value.kind === "binary" && value.op === "in" && value.left.kind === "name") {
          return { span: as, value, variable: value.left.name, list: value.right, body: expr(es[1], as.end) };
        }
        return { span: as, value };
      });
      return { kind: "callfn", fn: name(id, 0), args, span: s };
    }
    return { kind: "name", name: name(id, 0), span: s };
  }
  return errorExpr(s.start);
}
