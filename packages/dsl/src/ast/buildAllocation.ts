// CST → AST: the allocation (its items, stages and groups) and regimes.
import type { CstNode, IToken } from "chevrotain";
import type * as A from "./nodes.js";
import { span, type Span } from "../span.js";
import { name, nodeSpan, str, sub, subs, tok, tokSpan, tokens } from "./cst.js";
import { expr } from "./buildExpr.js";
import { citation, opt, numberText } from "./buildCommon.js";
import { buildEligibility, buildThreshold } from "./buildRules.js";
import { buildRanking } from "./buildRanking.js";

export function buildAllocation(n: CstNode): A.AllocationDecl {
  const s = nodeSpan(n);
  const kw = tok(n, "Kw_allocation");
  const items: A.AllocItem[] = subs(n, "allocItem").map((it): A.AllocItem => {
    const is = nodeSpan(it, s.end); // an item the parser recovered without a token stands where the allocation ends, inside the declaration (not at 0)
    const c = opt("citation", citation(sub(it, "citation")));
    const stage = sub(it, "stageDecl");
    if (stage) return buildStage(stage, c.citation);
    if (tok(it, "Kw_budget")) {
      const texts = tokens(it, "StringLit");
      // `unit "kW"`: the word and the text after it (the grammar reads them only so)
      // or `unit one "Garten" other "Gärten"`: a noun's forms, each after its plural category (mendd36)
      const ordered = [...tokens(it, "Identifier"), ...texts].sort((a, b) => a.startOffset - b.startOffset);
      const unitAt = ordered.findIndex((w, i) => w.image === "unit" && w.tokenType.name === "Identifier" && (ordered[i + 1]?.tokenType.name === "StringLit" || (ordered[i + 1]?.tokenType.name === "Identifier" && ordered[i + 2]?.tokenType.name === "StringLit")));
      const unitWord = unitAt >= 0 ? ordered[unitAt] : undefined;
      const formToks: [IToken, IToken][] = [];
      if (unitWord && ordered[unitAt + 1]?.tokenType.name === "Identifier") {
        for (let i = unitAt + 1; ordered[i]?.tokenType.name === "Identifier" && ordered[i + 1]?.tokenType.name === "StringLit"; i += 2) formToks.push([ordered[i]!, ordered[i + 1]!]);
      }
      const unitText = unitWord && formToks.length === 0 ? ordered[unitAt + 1] : formToks.find(([w]) => w.image === "other")?.[1] ?? formToks[formToks.length - 1]?.[1];
      const inUnit = new Set<IToken>([...(unitWord ? [unitWord] : []), ...formToks.flat()]);
      const words = tokens(it, "Identifier").filter((w) => !inUnit.has(w));
      const by = tok(it, "Kw_by");
      const relation = words.find((w) => !by || w.startOffset < by.startOffset);
      const from = by ? words.find((w) => w.startOffset > by.startOffset) : undefined;
      const titled = texts.find((t) => t !== unitText && !inUnit.has(t));
      const unitEnd = formToks.length ? formToks[formToks.length - 1]![1] : unitText;
      const unitForms = formToks.map(([w, t]) => ({ category: name(w, is.end), text: str(t) ?? "", span: { start: tokSpan(w).start, end: tokSpan(t).end } }));
      return { kind: "budget", span: is, value: tok(it, "Kw_unlimited") ? "unlimited" : expr(sub(it, "expression"), is.end), ...opt("title", str(titled)), ...opt("titleSpan", titled ? tokSpan(titled) : undefined), ...opt("unit", str(unitText)), ...opt("unitForms", unitForms.length ? unitForms : undefined), ...opt("unitSpan", unitWord && unitEnd ? { start: tokSpan(unitWord).start, end: tokSpan(unitEnd).end } : undefined), ...c, ...opt("relation", relation ? name(relation, is.end) : undefined), ...opt("from", from ? name(from, is.end) : undefined) };
    }
    if (tok(it, "Kw_amount")) return { kind: "amount", span: is, value: expr(sub(it, "expression"), is.end), ...c };
    if (tok(it, "Kw_boundary")) return { kind: "boundary", span: is, value: expr(sub(it, "expression"), is.end), ...opt("minimum", partialMinimum(sub(it, "partialMinimum"), is.end)), ...opt("consent", consentAlone(sub(it, "consentAlone"), is.end)), ...c };
    const pr = sub(it, "proRataClause");
    if (pr) return { kind: "prorata", span: is, ...buildProRata(pr, is), ...c };
    const qd = sub(it, "quotaDecl");
    if (qd) {
      const qn = tok(qd, "Identifier");
      const cq = opt("citation", citation(sub(qd, "citation")));
      const figure = sub(qd, "figure");
      const when = sub(qd, "condition");
      return { kind: "quota", span: is, name: name(qn, is.start), ...opt("title", str(tok(qd, "title"))), limit: expr(sub(qd, "limit"), is.end), ...opt("figure", figure ? expr(figure, is.end) : undefined), ...opt("figureTitle", str(tok(qd, "figureTitle"))), ...opt("when", when ? expr(when, is.end) : undefined), ...(cq.citation ? cq : c) };
    }
    if (tok(it, "Kw_least")) {
      const ids = tokens(it, "Identifier");
      // the head's `per` (before the colon) cites the reservation; a `per` after `unused returns|lapses`
      // cites the provision that returns (or lapses) its unused part, as a stage's setting does (§14.8; mendd36)
      const colon = tok(it, "Colon")?.startOffset ?? Infinity;
      const cites = [sub(it, "citation", 0), sub(it, "citation", 1)].map(citation).filter((x): x is A.Citation => x !== undefined);
      const head = cites.find((x) => x.span.start < colon);
      const tail = cites.find((x) => x.span.start > colon);
      return { kind: "reservation", span: is, name: name(ids[0], is.start), ...opt("title", str(tok(it, "StringLit"))), limit: expr(sub(it, "expression", 0), is.end), when: expr(sub(it, "expression", 1), is.end), unused: ids.slice(1).map((t) => name(t, is.end)), ...opt("citation", head), ...opt("unusedCitation", tail) };
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
    const named = tok(it, "StringLit");
    return reserveItem(is, expr(sub(it, "expression"), is.end), { ...c, ...opt("title", str(named)), ...opt("titleSpan", named ? tokSpan(named) : undefined), ...opt("after", reserveAfter(sub(it, "reserveAfter"))) });
  });
  return { kind: "allocation", span: s, keyword: kw ? tokSpan(kw) : s, ...opt("citation", citation(sub(n, "citation"))), items };
}

/** `pro rata …` in the three places it is written (§14.4): its rounding, remainder, coefficient and minimum. */
function buildProRata(n: CstNode, is: Span): A.ProRataClause {
  const num = sub(n, "number");
  const cw = tok(n, "coefficientWord");
  const cs = sub(n, "coefficientStep");
  const mw = tok(n, "minimumWord");
  const min = sub(n, "minimum");
  const then = tok(n, "minimumThen");
  const remainder = tok(n, "remainderPolicy");
  const weight = sub(n, "weight");
  return {
    mode: name(tok(n, "Identifier"), is.end),
    step: numberText(num),
    stepSpan: nodeSpan(num, is.end),
    ...opt("remainder", remainder ? name(remainder, 0) : undefined),
    ...opt("coefficient", cw ? { word: name(cw, is.end), mode: name(tok(n, "coefficientMode"), is.end), step: numberText(cs), stepSpan: nodeSpan(cs, is.end) } : undefined),
    ...opt("weight", weight ? expr(weight, is.end) : undefined),
    ...opt("minimum", mw ? { word: name(mw, is.end), value: expr(min, is.end), ...opt("then", then ? name(then, is.end) : undefined), span: span(mw.startOffset, then ? then.endOffset! + 1 : nodeSpan(min, is.end).end) } : undefined),
  };
}

/** `reserve 5`, `reserve all`, or `reserve <expression>` (a size the call gives). */
/** `at least <amount | percent> [, else stop | skip]` (§14.1) */
function partialMinimum(n: CstNode | undefined, end: number): A.PartialMinimumClause | undefined {
  if (!n) return undefined;
  const s = nodeSpan(n, end);
  const word = tok(n, "Identifier");
  return { value: expr(sub(n, "expression"), s.end), ...opt("otherwise", word ? name(word, s.end) : undefined), span: s, ...opt("consent", consent(sub(n, "partialConsent"), s.end)) };
}

/** `with consent <field>` (§14.1; law32): the field named, the clause's span */
function consent(n: CstNode | undefined, end: number): A.ConsentClause | undefined {
  if (!n) return undefined;
  const s = nodeSpan(n, end);
  const field = tok(n, "field");
  return { field: name(field, s.end), span: s };
}

/** `with consent <field>[, else stop | skip]` right after `partial`, without a minimum */
function consentAlone(n: CstNode | undefined, end: number): A.ConsentClause | undefined {
  if (!n) return undefined;
  const c = consent(sub(n, "partialConsent"), end);
  if (!c) return undefined;
  const word = tok(n, "Identifier");
  return { ...c, span: nodeSpan(n, end), ...opt("otherwise", word ? name(word, end) : undefined) };
}

/** `after the last funded` (§14.11): its span and its two words (checks/reserveAfter.ts reads them) */
function reserveAfter(n: CstNode | undefined): { span: Span; words: string } | undefined {
  if (!n) return undefined;
  return { span: nodeSpan(n), words: tokens(n, "AnyName").map((t) => t.image).join(" ") };
}

function reserveItem(is: Span, size: A.Expr, c: { citation?: A.Citation; title?: string; titleSpan?: Span; after?: { span: Span; words: string } }): A.AllocItem {
  if (size.kind === "number" && size.integer) return { kind: "reserve", span: is, count: Number(size.value), ...c };
  if (size.kind === "name" && size.name.text === "all") return { kind: "reserve", span: is, count: 0, all: true, ...c };
  return { kind: "reserve", span: is, count: 0, size, ...c };
}

function buildStage(n: CstNode, trailing: A.Citation | undefined): A.StageDecl {
  const s = nodeSpan(n);
  const ids = tokens(n, "Identifier");
  const items = subs(n, "stageItem").map((it): A.StageItem => {
    const is = nodeSpan(it, s.end); // an item the parser recovered without a token stands where the stage ends, inside it (not at 0)
    const c = opt("citation", citation(sub(it, "citation")));
    const value = () => expr(sub(it, "expression"), is.end);
    if (tok(it, "Kw_regime")) return { kind: "regimeRanking", span: is, ...c };
    const rk = sub(it, "rankingDecl");
    if (rk) return { kind: "ranking", span: is, ranking: buildRanking(rk) };
    const pr = sub(it, "proRataClause");
    if (pr) return { kind: "prorata", span: is, ...buildProRata(pr, is), ...c };
    if (tok(it, "Kw_budget")) {
      const titled = tok(it, "StringLit");
      return { kind: "budget", span: is, value: value(), ...opt("title", str(titled)), ...opt("titleSpan", titled ? tokSpan(titled) : undefined), ...c };
    }
    // `at least` is an admission floor's (`admit closest to … at least …`), not a boundary's
    if (tok(it, "Kw_boundary") || (tok(it, "Kw_at") && !tok(it, "Kw_least"))) return { kind: "boundary", span: is, value: value(), ...opt("minimum", partialMinimum(sub(it, "partialMinimum"), is.end)), ...opt("consent", consentAlone(sub(it, "consentAlone"), is.end)), ...c };
    if (tok(it, "Kw_threshold")) return { kind: "threshold", span: is, value: value(), ...c };
    if (tok(it, "Kw_reserve")) {
      const named = tok(it, "StringLit");
      return reserveItem(is, value(), { ...c, ...opt("title", str(named)), ...opt("titleSpan", named ? tokSpan(named) : undefined), ...opt("after", reserveAfter(sub(it, "reserveAfter"))) }) as A.StageItem;
    }
    const words = tokens(it, "Identifier").map((t) => name(t, is.end));
    if (sub(it, "expression")) {
      // `admit closest to <amount> [at least <floor>]`: a second word before `to`, and the floor's expression after `at least`
      const floor = subs(it, "expression")[1];
      const how = tok(it, "Kw_first") ? "first" : words[1] ? "closest" : "to";
      return { kind: "admit", span: is, word: words[0] ?? name(undefined, is.start), how, value: value(), ...opt("closest", words[1]), ...opt("floor", floor ? expr(floor, is.end) : undefined), ...c };
    }
    return { kind: "setting", span: is, words, ...c };
  });
  // the condition after `when`, and the members after `for each <field> in` (§14.7.4), told apart by the keyword before each
  const exprs = subs(n, "expression");
  const inTok = tok(n, "Kw_in");
  const whenTok = tok(n, "Kw_when");
  const at = (k: IToken | undefined) => (k ? exprs.find((e) => nodeSpan(e).start > k.startOffset && (!(k === inTok && whenTok) || nodeSpan(e).start < whenTok!.startOffset)) : undefined);
  const when = at(whenTok);
  const among = at(inTok);
  // `for each <field>`: the identifiers after the name are `for`, `each` and the field (a name that is a soft word is ids[1] absent: the key is the last)
  const all = [...ids].sort((a, b) => a.startOffset - b.startOffset);
  const forEach = all.length >= 4 && all[all.length - 3]!.image === "for" && all[all.length - 2]!.image === "each" ? all[all.length - 1] : undefined;
  const lead = forEach ? all.slice(0, -3) : ids;
  return { kind: "stage", span: s, keyword: lead[0] ? tokSpan(lead[0]) : s, name: name(lead[1] ?? softAfter(n, lead[0]), s.start), ...opt("title", str(tok(n, "StringLit"))), ...opt("citation", citation(sub(n, "citation")) ?? trailing), ...opt("forEach", forEach ? name(forEach, s.start) : undefined), ...opt("among", among ? expr(among, s.end) : undefined), ...opt("when", when ? expr(when, s.end) : undefined), items };
}

function buildGroup(it: CstNode, is: Span, c: { citation?: A.Citation }): A.GroupDecl {
  const items = subs(it, "groupItem").map((g): A.GroupItem => {
    const gs = nodeSpan(g);
    const gc = opt("citation", citation(sub(g, "citation")));
    if (tok(g, "Kw_together")) return { kind: "together", span: gs, ...gc };
    if (tok(g, "Kw_not")) return { kind: "unlisted", span: gs, ...gc };
    const pr = sub(g, "proRataClause");
    if (pr) return { kind: "share", span: gs, ...buildProRata(pr, gs), ...gc };
    // `at most 2 grants`: the word after the number (never its currency: syntax/tokens.ts isCurrencyCode)
    const w = tok(g, "Identifier");
    const value = expr(sub(g, "expression"), gs.end);
    return { kind: "cap", span: gs, value, ...opt("unitWord", w ? name(w, gs.end) : undefined), ...gc };
  });
  return { kind: "group", span: is, key: expr(sub(it, "expression"), is.end), ...opt("title", str(tok(it, "StringLit"))), ...opt("citation", citation(sub(it, "citation")) ?? c.citation), items };
}

export function buildRegime(n: CstNode): A.RegimeDecl {
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

/** A stage named by a word a let may take (`stage first`): the token after the word `stage`, filed under its keyword's type. */
function softAfter(n: CstNode, lead: IToken | undefined): IToken | undefined {
  if (!lead) return undefined;
  let best: IToken | undefined;
  for (const list of Object.values(n.children)) {
    for (const c of list) {
      if (!("image" in c) || c.startOffset <= lead.startOffset || Number.isNaN(c.startOffset)) continue;
      if (!best || c.startOffset < best.startOffset) best = c;
    }
  }
  return best && best.tokenType.name === "Kw_" + best.image ? best : undefined;
}
