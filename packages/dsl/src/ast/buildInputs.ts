// CST → AST: the header's properties, sources, and the inputs (fields and their types).
import type { CstNode, IToken } from "chevrotain";
import type * as A from "./nodes.js";
import { span, type Span } from "../span.js";
import { isToken, name, nodeSpan, str, sub, subs, tok, tokSpan, tokens, unquote, validToken, type Child } from "./cst.js";
import { opt } from "./buildCommon.js";

export function properties(block: CstNode | undefined): A.Property[] {
  return subs(block, "property").map((p) => {
    const ids = tokens(p, "Identifier");
    const s = nodeSpan(p);
    if (ids[1]) {
      // a name, with the subtags of a language tag written bare (`de-AT`): one value, "de-AT"
      const parts = [ids[1], ...tokens(p, "AnyName"), ...tokens(p, "IntegerLit")].sort((a, b) => a.startOffset - b.startOffset);
      const last = parts[parts.length - 1]!;
      return { span: s, key: name(ids[0], s.start), value: parts.map((t) => t.image).join("-"), valueSpan: span(ids[1].startOffset, tokSpan(last).end) };
    }
    const valTok = tok(p, "StringLit") ?? tok(p, "IntegerLit") ?? tok(p, "DecimalLit");
    return {
      span: s,
      key: name(ids[0], s.start),
      value: valTok ? (valTok.tokenType.name === "StringLit" ? unquote(valTok.image) : valTok.image) : "",
      valueSpan: valTok ? tokSpan(valTok) : span(s.end, s.end),
    };
  });
}

export function buildSource(n: CstNode): A.SourceDecl {
  // its name may be a word of the language (`source list = …`), filed under the keyword's type
  const named = tok(n, "AnyName") ?? directAfter(n, "Kw_source");
  const ids = [named, ...tokens(n, "Identifier").filter((t) => t !== named)];
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

/** The token right after the token of type `lead` among a node's own tokens. */
function directAfter(n: CstNode, lead: string): IToken | undefined {
  const direct: IToken[] = [];
  for (const list of Object.values(n.children)) for (const c of list as Child[]) if (isToken(c) && validToken(c)) direct.push(c);
  direct.sort((a, b) => a.startOffset - b.startOffset);
  const i = direct.findIndex((t) => t.tokenType.name === lead);
  const t = i < 0 ? undefined : direct[i + 1];
  return t && t.tokenType.name !== "Equals" ? t : undefined;
}

export function field(n: CstNode): A.FieldDecl {
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

export function typeExpr(n: CstNode | undefined, fallback: number): A.TypeExpr {
  if (!n) return { kind: "error", span: span(fallback, fallback) };
  const s = nodeSpan(n, fallback);
  if (tok(n, "Kw_record")) return { kind: "record", span: s, fields: subs(n, "fieldDecl").map(field) };
  if (tok(n, "Kw_enum")) return { kind: "enum", span: s, members: enumMembers(n, s.start) };
  if (tok(n, "Kw_list")) return { kind: "list", span: s, element: typeExpr(sub(n, "typeExpr"), s.end) };
  if (tok(n, "Kw_draw")) return { kind: "draw", span: s, ...opt("key", sub(n, "typeExpr") ? typeExpr(sub(n, "typeExpr"), s.end) : undefined) };
  const ids = tokens(n, "Identifier");
  if (ids.length === 0) return { kind: "error", span: s };
  const argTok = ids[1] ?? tok(n, "StringLit") ?? tok(n, "IntegerLit");
  const r = sub(n, "rangeExpr");
  const unitTok = tok(n, "unit");
  return {
    kind: "named",
    span: s,
    name: name(ids[0], s.start),
    ...opt("arg", argTok ? { text: argTok.tokenType.name === "StringLit" ? unquote(argTok.image) : argTok.image, span: tokSpan(argTok) } : undefined),
    // a quantity's unit after the places: decimal(2, ha) (§6.4)
    ...opt("unit", unitTok ? { text: unitTok.tokenType.name === "StringLit" ? unquote(unitTok.image) : unitTok.image, span: tokSpan(unitTok) } : undefined),
    ...opt("range", r ? range(r) : undefined),
    ...opt("key", sub(n, "typeExpr") ? typeExpr(sub(n, "typeExpr"), s.end) : undefined),
    // a figure by two keys (§5.1): `by family_size, grant_band`, the columns' enumeration
    ...opt("key2", subs(n, "typeExpr")[1] ? typeExpr(subs(n, "typeExpr")[1], s.end) : undefined),
  };
}

/** `enum name "Title" { … }` (§6.3): the first name is the enumeration's, the first text (before `{`) its title. */
export function buildEnumDecl(n: CstNode): A.EnumDecl {
  const s = nodeSpan(n);
  const ids = tokens(n, "Identifier");
  const brace = tok(n, "LBrace");
  const title = tokens(n, "StringLit").find((x) => brace === undefined || x.startOffset < brace.startOffset);
  const bodyStart = brace ? brace.startOffset : s.end;
  const members = enumMembers(n, s.start, title);
  return { kind: "enumdecl", span: s, name: name(ids[0], s.start), ...opt("title", title ? unquote(title.image) : undefined), type: { kind: "enum", span: span(bodyStart, s.end), members } };
}

/** An enumeration's members, each with the title written after it (`old_town "Old Town"`). */
function enumMembers(n: CstNode, fallback: number, skip?: IToken): A.EnumMember[] {
  const ids = tokens(n, "AnyName");
  const titles = tokens(n, "StringLit").filter((x) => x !== skip);
  return ids.map((t, i) => {
    const next = ids[i + 1]?.startOffset ?? Infinity;
    const title = titles.find((x) => x.startOffset > t.startOffset && x.startOffset < next);
    return { ...name(t, fallback), ...opt("title", title ? unquote(title.image) : undefined), ...opt("titleSpan", title ? tokSpan(title) : undefined) };
  });
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
  const stepNode = sub(n, "signedNumber", 2);
  const word = tok(n, "Identifier");
  const st = stepNode ? signed(stepNode) : undefined;
  const stepped = st ? { step: st.text, stepSpan: { start: word ? tokSpan(word).start : st.span.start, end: st.span.end }, ...(st.percent ? { stepPercent: true } : {}) } : {};
  return { span: nodeSpan(n), low: lo.text, high: hi.text, lowSpan: lo.span, highSpan: hi.span, percent: lo.percent || hi.percent, ...stepped };
}
