// lex + parse: text in, concrete syntax tree and diagnostics out. Never throws for any input.
//
// Chevrotain recovers inside rules; this driver adds what it lacks: tokens that start no
// declaration are skipped (one diagnostic per run of them) and parsing resumes at the next
// declaration keyword, and nesting deeper than MAX_DEPTH is cut out before the recursive-descent
// parser could overflow the stack.
import { Lexer, type CstNode, type IToken, type IRecognitionException } from "chevrotain";
import { allTokens, Kw, RBrace, LBrace, LParen, RParen, LBracket, RBracket, Minus } from "./tokens.js";
import { AllotParser } from "./parser.js";
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { span } from "../span.js";

export const MAX_DEPTH = 64;

const lexer = new Lexer(allTokens, { ensureOptimizations: true, positionTracking: "full" });
let parserInstance: AllotParser | undefined;
function parser(): AllotParser {
  return (parserInstance ??= new AllotParser());
}

export interface ParseResult {
  readonly declarations: CstNode[];
  readonly tokens: IToken[];
  readonly comments: IToken[];
  readonly diagnostics: Diagnostic[];
}

const declarationStarts = new Set([
  Kw.scheme, Kw.act, Kw.source, Kw.call, Kw.application, Kw.let, Kw.eligibility, Kw.criterion,
  Kw.maximum, Kw.threshold, Kw.ranking, Kw.allocation, Kw.regime, Kw.publish, Kw.labels,
]);

export function lex(text: string): { tokens: IToken[]; comments: IToken[]; diagnostics: Diagnostic[] } {
  const result = lexer.tokenize(text);
  const diagnostics: Diagnostic[] = [];
  for (const e of result.errors) {
    const ch = text.slice(e.offset, e.offset + Math.max(1, e.length));
    const first = text[e.offset] ?? "";
    let message = `unexpected character '${first}'`;
    let hint = "remove it, or put it inside a \"string\"";
    if (first === '"') {
      message = "this string is not closed on its line";
      hint = 'end it with " on the same line, or use a """text block""" for text over several lines';
    } else if (ch.trim() === "") {
      message = "unexpected invisible character";
    }
    diagnostics.push(diag("AL0101", span(e.offset, e.offset + Math.max(1, e.length)), message, { hint }));
  }
  return { tokens: result.tokens, comments: (result.groups["comments"] as IToken[] | undefined) ?? [], diagnostics };
}

/** Removes runs of tokens nested deeper than MAX_DEPTH (brackets, or prefix operators in a row). */
function limitNesting(tokens: IToken[], diagnostics: Diagnostic[]): IToken[] {
  const out: IToken[] = [];
  let depth = 0;
  let cutFrom = -1;
  let prefixRun = 0;
  for (const t of tokens) {
    const tt = t.tokenType;
    const opens = tt === LParen || tt === LBracket || tt === LBrace;
    const closes = tt === RParen || tt === RBracket || tt === RBrace;
    const prefix = tt === Kw.not || tt === Kw.if || tt === Minus || tt === Kw.every || tt === Kw.some;
    if (opens) depth++;
    prefixRun = prefix ? prefixRun + 1 : opens ? prefixRun : 0;
    if (cutFrom < 0 && (depth > MAX_DEPTH || prefixRun > MAX_DEPTH)) {
      cutFrom = t.startOffset;
      diagnostics.push(
        diag("AL0103", span(t.startOffset, (t.endOffset ?? t.startOffset) + 1), `nesting deeper than ${MAX_DEPTH} levels`, {
          hint: "split the expression with 'let' declarations; the text nested below this point is ignored",
        }),
      );
    }
    if (cutFrom < 0) out.push(t);
    if (closes) depth = Math.max(0, depth - 1);
    if (cutFrom >= 0 && depth <= MAX_DEPTH && prefixRun <= MAX_DEPTH && !prefix && !opens) {
      // back to an acceptable depth: resume after this token
      cutFrom = -1;
    }
  }
  return out;
}

function tokenDescription(t: IToken | undefined): string {
  if (!t || t.tokenType.name === "EOF") return "the end of the file";
  const img = t.image.length > 30 ? t.image.slice(0, 27) + "..." : t.image;
  return `'${img.replace(/\s+/g, " ")}'`;
}

function errorDiagnostic(e: IRecognitionException, text: string, lastToken: IToken | undefined): Diagnostic {
  const t = e.token;
  if (e.name === "NotAllInputParsedException") {
    return diag("AL0102", span(t.startOffset, (t.endOffset ?? t.startOffset) + 1), `expected a declaration, found ${tokenDescription(t)}`, {
      hint: "every part of a scheme starts with a keyword: scheme, act, source, call, application, let, eligibility, criterion, maximum, threshold, ranking, allocation, regime, publish or labels",
    });
  }
  let start = t.startOffset;
  let end = (t.endOffset ?? t.startOffset) + 1;
  if (!Number.isFinite(start) || start < 0 || t.tokenType.name === "EOF") {
    // Chevrotain marks the end of input and inserted tokens with NaN or -1: point past the last token.
    start = lastToken ? lastToken.endOffset! + 1 : text.length;
    end = start;
  }
  const expectedText = describeExpected(e.message);
  if (expectedText === "EOF") {
    return diag("AL0102", span(start, end), `expected a declaration, found ${tokenDescription(t)}`, {
      hint: "every part of a scheme starts with a keyword: scheme, act, source, call, application, let, eligibility, criterion, maximum, threshold, ranking, allocation, regime, publish or labels",
    });
  }
  const message = `expected ${expectedText}, found ${tokenDescription(t.tokenType.name === "EOF" ? undefined : t)}`;
  return diag("AL0102", span(start, end), message, { hint: hintFor(expectedText, t) });
}

/** Turns Chevrotain's "Expecting ... but found" text into "one of 'x', 'y'" (first tokens only). */
function describeExpected(message: string): string {
  const head = message.split(/but found/)[0] ?? "";
  const single = head.match(/-->\s*(.*?)\s*<--/);
  if (single) return single[1]!;
  const firsts: string[] = [];
  for (const seq of head.matchAll(/\[([^\]]*)\]/g)) {
    const first = seq[1]!.split(/,\s*/)[0]!.trim();
    if (first && !firsts.includes(first)) firsts.push(first);
  }
  if (firsts.length === 0) return "something else";
  if (firsts.length === 1) return firsts[0]!;
  if (firsts.length > 7) return `one of ${firsts.slice(0, 7).join(", ")}, ...`;
  return `one of ${firsts.join(", ")}`;
}

function hintFor(expected: string, t: IToken): string {
  if (expected.includes("'}'")) return "close the block with '}'";
  if (expected.includes("')'")) return "close the parenthesis with ')'";
  if (expected.includes("':'")) return "put ':' before the rule's condition or the field's type";
  if (t.tokenType.name === "Identifier" && expected.includes("a name") === false) return `'${t.image}' cannot stand here; check the spelling of the keyword before it`;
  return "see docs/language.md for the form of this declaration";
}

export function parseTokens(tokens: IToken[], text: string, diagnostics: Diagnostic[]): CstNode[] {
  const p = parser();
  const declarations: CstNode[] = [];
  let rest = tokens;
  let guard = 0;
  while (rest.length > 0 && guard++ < 100000) {
    p.input = rest;
    const cst = p.file();
    const errs = p.errors;
    let last: IToken | undefined;
    for (const e of errs) diagnostics.push(errorDiagnostic(e, text, last ?? rest[rest.length - 1]));
    for (const d of (cst.children["declaration"] as CstNode[] | undefined) ?? []) declarations.push(d);
    // Where did the parser stop? Chevrotain leaves unconsumed input when a token starts no declaration.
    const consumedUpTo = lastOffset(cst);
    let i = rest.findIndex((t) => t.startOffset > consumedUpTo);
    if (i < 0) break;
    if (errs.length > 0 && errs.some((e) => e.token.startOffset === rest[i]!.startOffset)) {
      // already reported
    } else {
      const t = rest[i]!;
      diagnostics.push(
        diag("AL0102", span(t.startOffset, t.endOffset! + 1), `expected a declaration (scheme, act, source, call, application, let, eligibility, criterion, threshold, ranking, allocation, regime, publish, labels), found ${tokenDescription(t)}`, {
          hint: "every part of a scheme starts with one of these keywords",
        }),
      );
    }
    // skip to the next declaration keyword
    i++;
    while (i < rest.length && !declarationStarts.has(rest[i]!.tokenType)) i++;
    rest = rest.slice(i);
  }
  return declarations;
}

function lastOffset(node: CstNode): number {
  const decls = (node.children["declaration"] as CstNode[] | undefined) ?? [];
  const last = decls[decls.length - 1];
  const end = last?.location?.endOffset;
  if (last && end !== undefined && Number.isFinite(end)) return end;
  let max = -1;
  const visit = (n: CstNode) => {
    for (const list of Object.values(n.children)) {
      for (const c of list as Array<CstNode | IToken>) {
        if ("image" in c) {
          if (Number.isFinite(c.startOffset) && c.startOffset >= 0 && !(c as IToken & { isInsertedInRecovery?: boolean }).isInsertedInRecovery) max = Math.max(max, c.startOffset);
        } else visit(c);
      }
    }
  };
  visit(node);
  return max;
}

export function parse(text: string): ParseResult {
  const lexed = lex(text);
  const diagnostics = [...lexed.diagnostics];
  const tokens = limitNesting(lexed.tokens, diagnostics);
  let declarations: CstNode[] = [];
  try {
    declarations = parseTokens(tokens, text, diagnostics);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    diagnostics.push(diag("AL0103", span(0, 0), "the scheme is nested too deeply to parse", { hint: "split deep expressions with 'let' declarations" }));
  }
  return { declarations, tokens: lexed.tokens, comments: lexed.comments, diagnostics };
}
