// CST → AST: the ranking, its keys and its tie-break.
import type { CstNode, IToken } from "chevrotain";
import type * as A from "./nodes.js";
import { span } from "../span.js";
import { isToken, name, nodeSpan, sub, subs, tok, tokSpan, tokens, type Child } from "./cst.js";
import { expr } from "./buildExpr.js";
import { citation, opt } from "./buildCommon.js";

function orderKey(n: CstNode): A.OrderKey {
  const cw = sub(n, "coverWords");
  if (cw) return coverKey(n, cw);
  const s = nodeSpan(n);
  const d = sub(n, "direction");
  const dirTok = d ? Object.values(d.children).flat().find((t) => isToken(t as Child) && (t as IToken).tokenType.name !== "Kw_first") as IToken | undefined : undefined;
  const dir = (dirTok?.image ?? "highest") as A.Direction;
  const g = sub(n, "granularity");
  const gName = tok(g, "Identifier");
  const co = sub(n, "categoryOrder");
  const base = { kind: "key" as const, span: s, value: expr(sub(n, "expression"), s.end), ...opt("absent", absentRule(sub(n, "absentRule"))), ...opt("citation", citation(sub(n, "citation"))) };
  // `in order [p1, p2, p3]` (§13.1): the first Identifier is `order`, the members follow
  if (co) {
    const os = nodeSpan(co);
    const ids = tokens(co, "Identifier");
    return { ...base, direction: "lowest", directionSpan: os, order: { span: os, word: name(ids[0], os.start), members: ids.slice(1).map((t) => name(t, os.end)) } };
  }
  return {
    ...base,
    direction: dir,
    directionSpan: nodeSpan(d, s.end),
    ...opt("granularity", g ? (tok(g, "Kw_exactly") ? ("exact" as const) : gName ? name(gName, 0) : undefined) : undefined),
    ...opt("granularitySpan", g ? nodeSpan(g) : undefined),
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

export function buildRanking(n: CstNode): A.RankingDecl {
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
      const weight = sub(l, "weight");
      all.push({ off: ls.start, step: { kind: "lottery", span: ls, mode: tok(l, "Kw_seed") ? "seed" : "draw", value: expr(sub(l, "expression"), ls.end), ...opt("key", key ? expr(key, ls.end) : undefined), ...opt("weight", weight ? expr(weight, ls.end) : undefined), ...opt("citation", citation(sub(l, "citation"))) } });
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
  // `all equal` at the head of the ranking, or after its keys (AL0416), and a second one
  const head = sub(n, "allEqual");
  const later = sub(n, "allEqualAgain");
  const ae = head ?? later;
  const again = head ? later : undefined;
  const aeWords = ae ? [...tokens(ae, "AllWord"), ...tokens(ae, "Identifier")] : [];
  const allEqual: A.AllEqual | undefined = ae ? { span: nodeSpan(ae), words: [name(aeWords[0], nodeSpan(ae).start), name(aeWords[1], nodeSpan(ae).end)] } : undefined;
  return { kind: "ranking", span: s, keyword: kw ? tokSpan(kw) : s, ...opt("citation", citation(sub(n, "citation"))), keys: subs(n, "orderKey").map(orderKey), ...opt("tiebreak", tiebreak), ...opt("allEqual", allEqual), ...opt("allEqualAgain", again ? nodeSpan(again) : undefined) };
}
