// CST → AST. Chevrotain's recovery leaves partial nodes (missing children, inserted tokens with
// NaN offsets), so every accessor here tolerates absence: a missing expression becomes an
// ErrorExpr, a missing name an empty Name. Nothing here reports diagnostics; the parser did.
// This module is the file and its declarations; each construct is built in its own module:
// buildInputs (header, sources, inputs), buildRules (values, eligibility, criteria, thresholds),
// buildRanking, buildAllocation (allocation, stages, groups, regimes), buildPublish, buildExpr;
// buildCommon is what they share.
import type { CstNode } from "chevrotain";
import type * as A from "./nodes.js";
import { span } from "../span.js";
import { name, nodeSpan, str, sub, subs, tok, tokSpan, tokens, unquote } from "./cst.js";
import { citation, numberText, opt } from "./buildCommon.js";
import { buildEnumDecl, buildSource, field, properties } from "./buildInputs.js";
import { buildCriterion, buildEligibility, buildFunction, buildLet, buildThreshold } from "./buildRules.js";
import { buildRanking } from "./buildRanking.js";
import { buildAllocation, buildRegime } from "./buildAllocation.js";
import { buildPublish, buildNotice } from "./buildPublish.js";

export { nodeSpan, unquote };

export function buildFile(declarations: CstNode[], textLength: number): A.SchemeFile {
  const out: A.Declaration[] = [];
  for (const d of declarations) {
    // a phase (§11.2): its criteria, each carrying the one phase
    const ph = sub(d, "phaseDecl");
    if (ph) {
      out.push(...buildPhase(ph));
      continue;
    }
    const decl = buildDeclaration(d);
    if (decl) out.push(decl);
  }
  return { declarations: out, span: span(0, textLength) };
}

function buildPhase(n: CstNode): A.CriterionDecl[] {
  const s = nodeSpan(n);
  const names = tokens(n, "AnyName");
  const phase: A.PhaseRef = {
    span: s,
    name: name(names[0], s.end),
    ...opt("title", str(tok(n, "StringLit"))),
    ...opt("citation", citation(sub(n, "citation"))),
    after: names.slice(1).map((t) => name(t, s.end)),
  };
  return subs(n, "criterionDecl").map((c) => ({ ...buildCriterion(c), phase }));
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
    case "enumDecl":
      return buildEnumDecl(n);
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
    case "unsummedDecl": {
      const type = tok(n, "scaleType"), places = tok(n, "scalePlaces");
      if (type && places) return { kind: "scale", span: nodeSpan(n), type: type.image, typeSpan: tokSpan(type), places: Number(places.image), placesSpan: tokSpan(places), ...opt("citation", citation(sub(n, "citation"))) };
      return { kind: "unsummed", span: nodeSpan(n), ...opt("citation", citation(sub(n, "citation"))) };
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
    case "noticeDecl":
      return buildNotice(n);
    case "labelsDecl": {
      const ids = tokens(n, "AnyName");
      const strs = tokens(n, "StringLit");
      const entries = ids.slice(0, strs.length).map((id, i) => ({ status: name(id, 0), text: unquote(strs[i]!.image), span: span(id.startOffset, strs[i]!.endOffset! + 1) }));
      return { kind: "labels", span: nodeSpan(n), entries };
    }
  }
  return undefined;
}
