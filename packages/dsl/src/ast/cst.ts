// Reading Chevrotain's concrete syntax tree safely: recovery leaves partial nodes (missing
// children, inserted tokens with NaN offsets), so every accessor tolerates absence. Shared by
// the declaration builder (build.ts) and the expression builder (buildExpr.ts).
import type { CstNode, IToken } from "chevrotain";
import type * as A from "./nodes.js";
import { span, type Span } from "../span.js";
import { softWords } from "../syntax/tokens.js";

export type Child = CstNode | IToken;

export function isToken(c: Child): c is IToken {
  return (c as IToken).image !== undefined;
}

export function validToken(t: IToken | undefined): t is IToken {
  return !!t && Number.isFinite(t.startOffset) && t.startOffset >= 0 && !(t as { isInsertedInRecovery?: boolean }).isInsertedInRecovery;
}

const NONE: IToken[] = [];
export function tokens(n: CstNode | undefined, name: string): IToken[] {
  const list = n?.children[name] as IToken[] | undefined;
  if (!list) return NONE;
  return list.every((t) => validToken(t)) ? list : list.filter(validToken);
}
export function tok(n: CstNode | undefined, name: string, i = 0): IToken | undefined {
  return tokens(n, name)[i];
}
export function subs(n: CstNode | undefined, name: string): CstNode[] {
  return (n?.children[name] as CstNode[] | undefined) ?? [];
}
export function sub(n: CstNode | undefined, name: string, i = 0): CstNode | undefined {
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

export function tokSpan(t: IToken): Span {
  return span(t.startOffset, t.endOffset! + 1);
}

export function name(t: IToken | undefined, fallback: number): A.Name {
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
export function dedent(s: string): string {
  const lines = s.replace(/^\r?\n/, "").replace(/\r?\n[ \t]*$/, "").split(/\r?\n/);
  const indents = lines.filter((l) => l.trim() !== "").map((l) => l.match(/^[ \t]*/)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut)).join("\n");
}

export function str(t: IToken | undefined): string | undefined {
  return t ? unquote(t.image) : undefined;
}

/**
 * The name of a let, a rule or a criterion (`lead`: its keyword's token type), or a value read by
 * name: an Identifier, or a word of the language read as a name there (syntax/tokens.ts SoftName;
 * syntax/reserved.ts reports the others), which the concrete tree files under its keyword's type
 * (`Kw_first`): the token after the lead, or the primary's one token.
 */
export function nameTok(n: CstNode | undefined, lead?: string): IToken | undefined {
  const id = tok(n, "Identifier") ?? (lead ? tok(n, "AnyName") : undefined);
  if (id || !n) return id;
  const direct: IToken[] = [];
  for (const list of Object.values(n.children)) for (const c of list as Child[]) if (isToken(c) && validToken(c)) direct.push(c);
  direct.sort((a, b) => a.startOffset - b.startOffset);
  const i = lead ? direct.findIndex((t) => t.tokenType.name === lead) + 1 : 0;
  const t = direct[i];
  return t && t.tokenType.name === "Kw_" + t.image && (lead !== undefined || softWords.has(t.image)) ? t : undefined;
}
