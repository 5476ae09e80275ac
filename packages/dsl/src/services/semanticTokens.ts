// Semantic tokens: what each word of the scheme is, from the checker's declarations and
// references rather than from the look of the word — a field named `amount` is a field, a word
// compared with an enumeration is one of its members, `total` is built in.
import type { Analysis } from "../analysis.js";
import type { SymbolKind } from "../semantics/model.js";
import type { Span } from "../span.js";
import { indexOf, isBuiltin } from "./targets.js";
import { allConstructs, forEachExpr } from "./walk.js";
import type * as A from "../ast/nodes.js";

/** The legend: token types and modifiers, in the order their indexes are sent. */
export const tokenTypes = ["namespace", "type", "enumMember", "property", "variable", "parameter", "function", "class", "macro", "keyword", "string", "number", "comment", "operator"] as const;
export const tokenModifiers = ["declaration", "readonly", "defaultLibrary"] as const;

export type TokenType = (typeof tokenTypes)[number];
export type TokenModifier = (typeof tokenModifiers)[number];

export interface SemanticToken {
  readonly span: Span;
  readonly type: TokenType;
  readonly modifiers: readonly TokenModifier[];
}

const symbolTypes: Record<SymbolKind, TokenType> = {
  scheme: "namespace", act: "namespace", source: "macro", "call-field": "property", "app-field": "property", field: "property",
  let: "variable", function: "function", criterion: "function", total: "variable", variable: "parameter", rule: "class", threshold: "class", regime: "class", "enum-member": "enumMember", enum: "type",
};

const lexical: Array<[RegExp, TokenType]> = [
  [/^Kw_/, "keyword"],
  [/^(StringLit|TextBlock|UnclosedTextBlock)$/, "string"],
  [/^(IntegerLit|DecimalLit|PercentLit|DateLit|DateTimeLit)$/, "number"],
  [/^(Arrow|LessEq|GreaterEq|NotEq|EqEq|Equals|Less|Greater|Plus|Minus|Times|Divide)$/, "operator"],
];

export function semanticTokens(a: Analysis): SemanticToken[] {
  const byStart = new Map<number, SemanticToken>();
  const put = (t: SemanticToken) => {
    if (t.span.end > t.span.start) byStart.set(t.span.start, t);
  };
  for (const t of a.parse.tokens) {
    const type = lexical.find(([re]) => re.test(t.tokenType.name))?.[1];
    if (type) put({ span: { start: t.startOffset, end: (t.endOffset ?? t.startOffset) + 1 }, type, modifiers: [] });
  }
  for (const c of a.parse.comments) put({ span: { start: c.startOffset, end: (c.endOffset ?? c.startOffset) + 1 }, type: "comment", modifiers: [] });
  syntaxWords(a, put);
  for (const s of a.model.symbols) if (!isBuiltin(s)) put({ span: s.nameSpan, type: symbolTypes[s.kind], modifiers: ["declaration"] });
  for (const r of a.model.refs) put({ span: r.span, type: symbolTypes[r.symbol.kind], modifiers: isBuiltin(r.symbol) ? ["defaultLibrary"] : r.symbol.kind === "let" ? ["readonly"] : [] });
  for (const m of indexOf(a).members) put({ span: m.span, type: "enumMember", modifiers: m.isDeclaration ? ["declaration"] : [] });
  // a stage's name (`stage <name>`, `unused <name>`, `stage_position(<name>)`, §14.7, §16.2): a named construct, as a rule is
  for (const s of indexOf(a).stages) put({ span: s.span, type: "class", modifiers: s.isDeclaration ? ["declaration"] : [] });
  return [...byStart.values()].sort((x, y) => x.span.start - y.span.start).filter(noOverlap());
}

function noOverlap(): (t: SemanticToken) => boolean {
  let end = -1;
  return (t) => {
    if (t.span.start < end) return false;
    end = t.span.end;
    return true;
  };
}

/** The span of the token after the one at `at` (`within` after `objection`). */
function wordAfter(a: Analysis, at: Span): Span | undefined {
  const i = a.parse.tokens.findIndex((t) => t.startOffset === at.start);
  const t = i < 0 ? undefined : a.parse.tokens[i + 1];
  return t && t.image === "within" ? { start: t.startOffset, end: (t.endOffset ?? t.startOffset) + 1 } : undefined;
}

/** Words with a fixed meaning that the lexer sees as plain names: types, units, policies, functions. */
function syntaxWords(a: Analysis, put: (t: SemanticToken) => void): void {
  const word = (n: A.Name | undefined, type: TokenType, modifiers: TokenModifier[] = []) => n && put({ span: n.span, type, modifiers });
  const typeExpr = (t: A.TypeExpr): void => {
    if (t.kind === "named") word(t.name, "type", ["defaultLibrary"]);
    else if (t.kind === "list") typeExpr(t.element);
  };
  for (const { construct: c } of allConstructs(a.ast)) {
    if (c.kind === "field") typeExpr(c.node.type);
    else if (c.kind === "source") for (const p of c.node.parts) word(p.unit, "keyword");
    else if (c.kind === "scheme" || c.kind === "act") for (const p of c.node.properties) word(p.key, "property");
    else if (c.kind === "item" && c.node.kind === "prorata") {
      word(c.node.mode, "enumMember", ["defaultLibrary"]);
      word(c.node.remainder, "enumMember", ["defaultLibrary"]);
      word(c.node.coefficient?.word, "keyword");
      word(c.node.coefficient?.mode, "enumMember", ["defaultLibrary"]);
      word(c.node.minimum?.word, "keyword");
      word(c.node.minimum?.then, "enumMember", ["defaultLibrary"]);
    } else if (c.kind === "key" && c.node.granularity && c.node.granularity !== "exact") word(c.node.granularity, "enumMember", ["defaultLibrary"]);
    else if (c.kind === "deadline") [c.node.unit, c.node.unit2, c.node.calendar, c.node.closedWord].forEach((n) => word(n, "keyword"));
    // `all equal` (§13.7): two words the lexer sees as names
    else if (c.kind === "ranking" && c.node.allEqual) {
      for (const w of c.node.allEqual.words) if (w.text) word(w, "keyword");
    }
    // a weighted lottery's `weighted` (§13.2): a word the lexer sees as a name, between the seed and the weight
    else if (c.kind === "lottery" && c.node.weight) {
      const w = a.parse.tokens.find((t) => t.image === "weighted" && t.startOffset >= c.node.value.span.end && t.startOffset < c.node.weight!.span.start);
      if (w) put({ span: { start: w.startOffset, end: (w.endOffset ?? w.startOffset) + 1 }, type: "keyword", modifiers: [] });
    }
    else if (c.kind === "labels") for (const e of c.node.entries) word(e.status, "enumMember", ["defaultLibrary"]);
    else if (c.kind === "notice") {
      // `notice`, `date`, `objection`, `within` and the period's unit are words the lexer sees as names (§16.4): keywords to the eye
      const spans = [c.node.keyword, c.node.date?.keyword, c.node.objection?.keyword, c.node.objection && wordAfter(a, c.node.objection.keyword)];
      for (const sp of spans) if (sp) put({ span: sp, type: "keyword", modifiers: [] });
      word(c.node.objection?.unit, "keyword");
      word(c.node.objection?.calendar, "keyword");
    }
  }
  forEachExpr(a.ast, (e) => {
    if (e.kind === "callfn") {
      word(e.fn, "function", ["defaultLibrary"]);
      // `mean(… weighted by …)` (§8.10): the word as written
      for (const arg of e.args) word(arg.weightWord, "keyword");
    }
    else if (e.kind === "name" && a.model.types.get(e)?.k === "word") word(e.name, "enumMember", ["defaultLibrary"]);
    else if (e.kind === "money") word(e.currency, "type");
  });
}
