// CST → AST. Chevrotain's recovery leaves partial nodes (missing children, inserted tokens with
// NaN offsets), so every accessor here tolerates absence: a missing expression becomes an
// ErrorExpr, a missing name an empty Name. Nothing here reports diagnostics; the parser did.
import type { CstNode, IToken } from "chevrotain";
import type * as A from "./nodes.js";
import { span, type Span } from "../span.js";
import { isToken, name, nodeSpan, str, sub, subs, tok, tokSpan, tokens, unquote, validToken, type Child } from "./cst.js";
import { arithmetic, expr } from "./buildExpr.js";

export { nodeSpan, unquote };

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
    case "functionDecl":
      return buildFunction(n);
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
  if (tok(n, "Kw_draw")) return { kind: "draw", span: s, ...opt("key", sub(n, "typeExpr") ? typeExpr(sub(n, "typeExpr"), s.end) : undefined) };
  const ids = tokens(n, "Identifier");
  if (ids.length === 0) return { kind: "error", span: s };
  const argTok = ids[1] ?? tok(n, "StringLit") ?? tok(n, "IntegerLit");
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

function buildFunction(n: CstNode): A.FunctionDecl {
  const s = nodeSpan(n);
  const ids = tokens(n, "Identifier");
  const types = subs(n, "typeExpr");
  // the parameters' names follow the function's; the last type is the result's
  const params = ids.slice(1, types.length).map((id, i): A.Param => {
    const t = typeExpr(types[i], s.end);
    return { span: span(id.startOffset, t.span.end > id.startOffset ? t.span.end : id.endOffset! + 1), name: name(id, s.start), type: t };
  });
  return {
    kind: "function",
    span: s,
    name: name(ids[0], s.start),
    params,
    returns: typeExpr(types.at(-1), s.end),
    body: expr(sub(n, "expression"), s.end),
    ...opt("citation", citation(sub(n, "citation"))),
  };
}

function outcome(n: CstNode | undefined): { otherwise?: string; otherwiseSpan?: Span; label?: string } {
  const reason = tok(n, "StringLit", 0) && tok(n, "Kw_otherwise") ? tok(n, "StringLit", 0) : undefined;
  return { ...opt("otherwise", str(reason)), ...opt("otherwiseSpan", reason && validToken(reason) ? tokSpan(reason) : undefined), ...opt("label", str(tok(n, "Kw_label") ? tokens(n, "StringLit").at(-1) : undefined)) };
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
  const cw = sub(n, "coverWords");
  if (cw) return coverKey(n, cw);
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
    ...opt("absent", absentRule(sub(n, "absentRule"))),
    ...opt("citation", citation(sub(n, "citation"))),
  };
}

function coverKey(n: CstNode, cw: CstNode): A.OrderKey {
  const s = nodeSpan(n);
  const cs = nodeSpan(cw);
  const rd = sub(n, "coverReading");
  const readingTok = rd ? tok(rd, "Kw_ranked") ?? tok(rd, "Identifier") : undefined;
  return {
    kind: "key",
    span: s,
    value: expr(sub(n, "expression"), s.end),
    direction: tok(cw, "Kw_least") ? "lowest" : "highest",
    directionSpan: cs,
    cover: { span: rd ? span(cs.start, nodeSpan(rd).end) : cs, word: name(tok(cw, "Identifier"), cs.end), ...opt("reading", readingTok ? name(readingTok, cs.end) : undefined) },
    ...opt("absent", absentRule(sub(n, "absentRule"))),
    ...opt("citation", citation(sub(n, "citation"))),
  };
}

function absentRule(n: CstNode | undefined): A.AbsentRule | undefined {
  if (!n) return undefined;
  const s = nodeSpan(n);
  const ids = tokens(n, "Identifier");
  const r = tok(n, "Kw_unresolved") ?? ids[1];
  return { span: s, word: name(ids[0], s.start), rule: name(r, s.end) };
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
      const key = sub(l, "expression", 1);
      all.push({ off: ls.start, step: { kind: "lottery", span: ls, mode: tok(l, "Kw_seed") ? "seed" : "draw", value: expr(sub(l, "expression"), ls.end), ...opt("key", key ? expr(key, ls.end) : undefined), ...opt("citation", citation(sub(l, "citation"))) } });
    }
    for (const u of subs(tb, "unresolvedStep")) {
      const us = nodeSpan(u);
      all.push({ off: us.start, step: { kind: "unresolved", span: us, ...opt("citation", citation(sub(u, "citation"))) } });
    }
    all.sort((a, b) => a.off - b.off);
    for (const a of all) steps.push(a.step);
    const scopeTok = tok(tb, "Kw_every") ?? tok(tb, "Kw_at") ?? tok(tb, "Kw_when");
    const scopeEnd = tok(tb, "Kw_tie") ?? tok(tb, "Kw_after") ?? tok(tb, "Kw_boundary") ?? tok(tb, "Identifier");
    const scopeWord = tok(tb, "Kw_when") ? tok(tb, "Identifier") : undefined;
    const kwt = tok(tb, "Kw_tiebreak");
    tiebreak = {
      span: nodeSpan(tb),
      keyword: kwt ? tokSpan(kwt) : nodeSpan(tb),
      ...opt("scope", tok(tb, "Kw_every") ? ("every" as const) : tok(tb, "Kw_after") ? ("onward" as const) : tok(tb, "Kw_boundary") ? ("boundary" as const) : tok(tb, "Kw_when") ? ("decisive" as const) : undefined),
      ...opt("scopeWord", scopeWord ? name(scopeWord, 0) : undefined),
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
    const stage = sub(it, "stageDecl");
    if (stage) return buildStage(stage, c.citation);
    if (tok(it, "Kw_budget")) {
      const words = tokens(it, "Identifier");
      const by = tok(it, "Kw_by");
      const relation = words.find((w) => !by || w.startOffset < by.startOffset);
      const from = by ? words.find((w) => w.startOffset > by.startOffset) : undefined;
      return { kind: "budget", span: is, value: tok(it, "Kw_unlimited") ? "unlimited" : expr(sub(it, "expression"), is.end), ...c, ...opt("relation", relation ? name(relation, is.end) : undefined), ...opt("from", from ? name(from, is.end) : undefined) };
    }
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
    if (tok(it, "Kw_least")) {
      const ids = tokens(it, "Identifier");
      return { kind: "reservation", span: is, name: name(ids[0], is.start), ...opt("title", str(tok(it, "StringLit"))), limit: expr(sub(it, "expression", 0), is.end), when: expr(sub(it, "expression", 1), is.end), unused: ids.slice(1).map((t) => name(t, is.end)), ...opt("citation", citation(sub(it, "citation", 0)) ?? citation(sub(it, "citation", 1))) };
    }
    const fc = sub(it, "firstComeDecl");
    if (fc) {
      const over = sub(fc, "expression");
      return { kind: "firstcome", span: is, words: tokens(fc, "Identifier").map((t) => name(t, is.start)), ...opt("overshoot", over ? expr(over, is.end) : undefined), ...c };
    }
    const g = sub(it, "groupDecl");
    if (g) return buildGroup(g, nodeSpan(g), c);
    const settle = sub(it, "settleDecl");
    if (settle) {
      const instead = sub(settle, "expression", 1);
      return { kind: "settle", span: is, words: tokens(settle, "Identifier").map((t) => name(t, is.start)), pay: expr(sub(settle, "expression"), is.end), ...opt("instead", instead ? expr(instead, is.end) : undefined), ...c };
    }
    return reserveItem(is, expr(sub(it, "expression"), is.end), c);
  });
  return { kind: "allocation", span: s, keyword: kw ? tokSpan(kw) : s, ...opt("citation", citation(sub(n, "citation"))), items };
}

/** `reserve 5`, `reserve all`, or `reserve <expression>` (a size the call gives). */
function reserveItem(is: Span, size: A.Expr, c: { citation?: A.Citation }): A.AllocItem {
  if (size.kind === "number" && size.integer) return { kind: "reserve", span: is, count: Number(size.value), ...c };
  if (size.kind === "name" && size.name.text === "all") return { kind: "reserve", span: is, count: 0, all: true, ...c };
  return { kind: "reserve", span: is, count: 0, size, ...c };
}

function buildStage(n: CstNode, trailing: A.Citation | undefined): A.StageDecl {
  const s = nodeSpan(n);
  const ids = tokens(n, "Identifier");
  const items = subs(n, "stageItem").map((it): A.StageItem => {
    const is = nodeSpan(it);
    const c = opt("citation", citation(sub(it, "citation")));
    const value = () => expr(sub(it, "expression"), is.end);
    const rk = sub(it, "rankingDecl");
    if (rk) return { kind: "ranking", span: is, ranking: buildRanking(rk) };
    if (tok(it, "Kw_pro")) {
      const ids = tokens(it, "Identifier");
      const num = sub(it, "number");
      return { kind: "prorata", span: is, mode: name(ids[0], is.end), step: numberText(num), stepSpan: nodeSpan(num, is.end), ...opt("remainder", ids[1] ? name(ids[1], 0) : undefined), ...c };
    }
    if (tok(it, "Kw_budget")) return { kind: "budget", span: is, value: value(), ...c };
    if (tok(it, "Kw_boundary") || tok(it, "Kw_at")) return { kind: "boundary", span: is, value: value(), ...c };
    if (tok(it, "Kw_threshold")) return { kind: "threshold", span: is, value: value(), ...c };
    const words = tokens(it, "Identifier").map((t) => name(t, is.end));
    if (sub(it, "expression")) return { kind: "admit", span: is, word: words[0] ?? name(undefined, is.start), how: tok(it, "Kw_first") ? "first" : "to", value: value(), ...c };
    return { kind: "setting", span: is, words, ...c };
  });
  const when = sub(n, "expression");
  return { kind: "stage", span: s, keyword: ids[0] ? tokSpan(ids[0]) : s, name: name(ids[1], s.start), ...opt("title", str(tok(n, "StringLit"))), ...opt("citation", citation(sub(n, "citation")) ?? trailing), ...opt("when", when ? expr(when, s.end) : undefined), items };
}

function buildGroup(it: CstNode, is: Span, c: { citation?: A.Citation }): A.GroupDecl {
  const items = subs(it, "groupItem").map((g): A.GroupItem => {
    const gs = nodeSpan(g);
    const gc = opt("citation", citation(sub(g, "citation")));
    if (tok(g, "Kw_together")) return { kind: "together", span: gs, ...gc };
    if (tok(g, "Kw_pro")) {
      const ids = tokens(g, "Identifier");
      const num = sub(g, "number");
      return { kind: "share", span: gs, mode: name(ids[0], gs.end), step: numberText(num), stepSpan: nodeSpan(num, gs.end), ...opt("remainder", ids[1] ? name(ids[1], 0) : undefined), ...gc };
    }
    const w = tok(g, "Identifier");
    const value = expr(sub(g, "expression"), gs.end);
    // `at most 2 grants` reads as a number with a unit, like `2 EUR`: the unit is the word
    if (!w && value.kind === "money" && !/^[A-Z]{3}$/.test(value.currency.text)) {
      const end = value.span.start + value.value.length;
      return { kind: "cap", span: gs, value: { kind: "number", span: span(value.span.start, end), value: value.value, integer: /^\d+$/.test(value.value) }, unitWord: value.currency, ...gc };
    }
    return { kind: "cap", span: gs, value, ...opt("unitWord", w ? name(w, gs.end) : undefined), ...gc };
  });
  return { kind: "group", span: is, key: expr(sub(it, "expression"), is.end), ...opt("title", str(tok(it, "StringLit"))), ...opt("citation", citation(sub(it, "citation")) ?? c.citation), items };
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
  return { kind: "publish", span: s, keyword: kw ? tokSpan(kw) : s, ...opt("citation", citation(sub(n, "citation"))), ...opt("deadline", deadline), ...opt("columns", columns), ...opt("statistics", statisticsItem(sub(n, "statisticsItem"))) };
}

/** `statistics [per src] { name ["Title"] [per src]: value [by key] [rounded mode to n] }` (§16.3) */
function statisticsItem(n: CstNode | undefined): A.StatisticsItem | undefined {
  if (!n) return undefined;
  const s = nodeSpan(n);
  const kw = tok(n, "Identifier");
  const items = subs(n, "statistic").map((st): A.Statistic => {
    const ss = nodeSpan(st);
    // the name is the first token (it may be a keyword: `lowest`); `by` and `rounded` are each followed by a word
    const direct = Object.values(st.children).flatMap((l) => (l as Child[]).filter((x): x is IToken => isToken(x) && validToken(x))).sort((a, b) => a.startOffset - b.startOffset);
    const after = (kw: string): IToken | undefined => {
      const k = direct.findIndex((t) => t.tokenType.name === kw);
      return k >= 0 ? direct[k + 1] : undefined;
    };
    const byTok = after("Kw_by");
    const modeTok = after("Kw_rounded");
    const num = sub(st, "number");
    return {
      span: ss,
      name: name(direct[0], ss.start),
      ...opt("title", str(tok(st, "StringLit"))),
      ...opt("citation", citation(sub(st, "citation"))),
      value: expr(sub(st, "expression"), ss.end),
      ...opt("by", byTok ? name(byTok, ss.end) : undefined),
      ...opt("rounding", tok(st, "Kw_rounded") ? { mode: name(modeTok, ss.end), places: numberText(num), span: span(tok(st, "Kw_rounded")!.startOffset, ss.end) } : undefined),
    };
  });
  return { kind: "statistics", span: s, keyword: kw ? tokSpan(kw) : s, ...opt("citation", citation(sub(n, "citation"))), items };
}
