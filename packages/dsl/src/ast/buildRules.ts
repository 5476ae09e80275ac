// CST → AST: derived values, functions, eligibility, criteria and thresholds.
import type { CstNode } from "chevrotain";
import type * as A from "./nodes.js";
import { span, type Span } from "../span.js";
import { name, nameTok, nodeSpan, str, sub, subs, tok, tokSpan, tokens, validToken } from "./cst.js";
import { arithmetic, expr } from "./buildExpr.js";
import { citation, opt, numberText } from "./buildCommon.js";
import { typeExpr } from "./buildInputs.js";

export function buildLet(n: CstNode): A.LetDecl {
  const s = nodeSpan(n);
  const t = sub(n, "typeExpr");
  return {
    kind: "let",
    span: s,
    name: name(nameTok(n, "Kw_let"), s.start),
    ...opt("title", str(tok(n, "StringLit"))),
    ...opt("type", t ? typeExpr(t, s.end) : undefined),
    value: expr(sub(n, "expression"), s.end),
    ...opt("citation", citation(sub(n, "citation"))),
  };
}

export function buildFunction(n: CstNode): A.FunctionDecl {
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

export function buildEligibility(n: CstNode): A.EligibilityDecl {
  return {
    kind: "eligibility",
    span: nodeSpan(n),
    ...opt("citation", citation(sub(n, "citation"))),
    rules: subs(n, "ruleDecl").map((r) => {
      const s = nodeSpan(r);
      return {
        kind: "rule" as const,
        span: s,
        name: name(nameTok(r, "Kw_rule"), s.start),
        ...opt("title", str(tok(r, "StringLit"))),
        ...opt("citation", citation(sub(r, "citation"))),
        condition: expr(sub(r, "expression"), s.end),
        ...outcome(sub(r, "outcomeText")),
      };
    }),
  };
}

export function buildCriterion(n: CstNode): A.CriterionDecl {
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
  return { kind: "criterion", span: s, name: name(nameTok(n, "Kw_criterion"), s.start), ...opt("title", str(tok(n, "StringLit"))), ...opt("citation", citation(sub(n, "citation"))), body };
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

export function buildThreshold(n: CstNode): A.ThresholdDecl {
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
