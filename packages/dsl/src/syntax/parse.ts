// lex + parse: text in, concrete syntax tree and diagnostics out. Never throws for any input.
//
// Chevrotain recovers inside rules; this driver adds what it lacks: tokens that start no
// declaration are skipped (one diagnostic per run of them) and parsing resumes at the next
// declaration keyword, and nesting deeper than MAX_DEPTH is cut out before the recursive-descent
// parser could overflow the stack.
import { escapeDiagnostics } from "./escapes.js";
import { describeCharacter } from "./characters.js";
import { Lexer, type CstNode, type IToken } from "chevrotain";
import { lexerTokens, promoteKeywords, UnclosedBlockComment, UnclosedTextBlock, Kw, NoticeWord, PhaseWord, UnsummedPoints, RBrace, LBrace, LParen, RParen, LBracket, RBracket, Minus } from "./tokens.js";
import { AllotParser, MAX_NESTING, NestingTooDeep } from "./parser.js";
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { span } from "../span.js";
import { currencyAfterAmount, percentAfterWeight, declarationStartHint, errorDiagnostic, isCurrencyError, tokenDescription } from "./syntaxErrors.js";
import { declaredWords, namedHere, readAsNames, reservedNames, type DeclaredWords } from "./reserved.js";

export const MAX_DEPTH = 64;

// made when first used, as the parser is: a run whose scheme was compiled before does not lex (cli/schemeCache.ts)
let lexerInstance: Lexer | undefined;
function lexer(): Lexer {
  return (lexerInstance ??= new Lexer(lexerTokens, { ensureOptimizations: true, positionTracking: "onlyOffset" }));
}
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
  Kw.maximum, Kw.threshold, Kw.ranking, Kw.allocation, Kw.regime, Kw.publish, Kw.labels, NoticeWord, PhaseWord, UnsummedPoints,
]);

export function lex(text: string): { tokens: IToken[]; comments: IToken[]; diagnostics: Diagnostic[] } {
  const result = lexer().tokenize(text);
  promoteKeywords(result.tokens);
  for (const c of (result.groups["comments"] as IToken[] | undefined) ?? []) c.endOffset = c.startOffset + c.image.length - 1;
  const diagnostics: Diagnostic[] = [];
  for (const e of result.errors) {
    const { message, hint } = describeCharacter(text, e.offset);
    diagnostics.push(diag("AL0101", span(e.offset, e.offset + Math.max(1, e.length)), message, { hint }));
  }
  // a comment or text block never closed runs to the end of the file: said where it begins
  const unclosed = (t: IToken, what: string, close: string, hint: string) => diagnostics.push(diag("AL0101", span(t.startOffset, t.startOffset + close.length), `expected ${close} to close this ${what}, found the end of the file`, { hint }));
  for (const c of (result.groups["comments"] as IToken[] | undefined) ?? []) if (c.tokenType === UnclosedBlockComment) unclosed(c, "comment", "*/", "close the comment with */ where it ends, or start each of its lines with //");
  for (const t of result.tokens) if (t.tokenType === UnclosedTextBlock) unclosed(t, "text block", '"""', 'end the verbatim text with """ (three straight double quotes)');
  diagnostics.push(...escapeDiagnostics(result.tokens));
  return { tokens: result.tokens, comments: (result.groups["comments"] as IToken[] | undefined) ?? [], diagnostics };
}

/**
 * Removes runs of tokens nested deeper than MAX_DEPTH (brackets, or prefix operators in a row).
 * `resumes` receives the offset of the first token kept after each cut: the parser's complaint
 * there is a consequence of the cut, already reported as AL0103.
 */
function limitNesting(tokens: IToken[], diagnostics: Diagnostic[], resumes: Set<number>): IToken[] {
  const out: IToken[] = [];
  let depth = 0;
  let cutFrom = -1;
  let prefixRun = 0;
  let resumed = false;
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
        diag("AL0103", span(t.startOffset, (t.endOffset ?? t.startOffset) + 1), `expected at most ${MAX_DEPTH} levels of nesting (brackets, or 'not', 'if', '-' in a row), found deeper nesting from here`, {
          hint: "split the expression with 'let' declarations; the text nested below this point is ignored",
        }),
      );
    }
    if (cutFrom < 0) {
      if (resumed) resumes.add(t.startOffset);
      resumed = false;
      out.push(t);
    }
    if (closes) depth = Math.max(0, depth - 1);
    if (cutFrom >= 0 && depth <= MAX_DEPTH && prefixRun <= MAX_DEPTH && !prefix && !opens) {
      // back to an acceptable depth: resume after this token
      cutFrom = -1;
      resumed = true;
    }
  }
  return out;
}

export function parseTokens(tokens: IToken[], text: string, diagnostics: Diagnostic[], next?: IToken): CstNode[] {
  const p = parser();
  p.source = text;
  const declarations: CstNode[] = [];
  let rest = tokens;
  let guard = 0;
  while (rest.length > 0 && guard++ < 100000) {
    p.input = rest;
    const cst = p.file();
    const errs = p.errors;
    let last: IToken | undefined;
    for (const e of errs) {
      const d = errorDiagnostic(e, text, rest, last ?? rest[rest.length - 1], next);
      // the recovery may stop at a misspelt currency more than once: said once
      if (!isCurrencyError(d) || !diagnostics.some((x) => x.span.start === d.span.start && x.message === d.message)) diagnostics.push(d);
    }
    // the recovery may start a declaration at a word read as a name (`= threshold`): not one
    for (const d of (cst.children["declaration"] as CstNode[] | undefined) ?? []) if (!namedHere(rest, rest.findIndex((t) => t.startOffset === d.location?.startOffset))) declarations.push(d);
    // Where did the parser stop? Chevrotain leaves unconsumed input when a token starts no declaration.
    const consumedUpTo = lastOffset(cst);
    let i = rest.findIndex((t) => t.startOffset > consumedUpTo);
    if (i < 0) break;
    if (errs.length > 0 && errs.some((e) => e.token.startOffset === rest[i]!.startOffset)) {
      // already reported
    } else {
      const t = rest[i]!;
      diagnostics.push(currencyAfterAmount(rest, t, text) ?? percentAfterWeight(rest, t) ?? diag("AL0102", span(t.startOffset, t.endOffset! + 1), `expected a declaration, found ${tokenDescription(t)}`, { hint: declarationStartHint(t) }));
    }
    // skip to the next declaration keyword: `call`/`application` only before '{' (`call.n` is a
    // value, review38 F3), as startsDeclaration and the parser's re-sync (grammar/base.ts) read them
    i++;
    while (i < rest.length && (!declarationStarts.has(rest[i]!.tokenType) || namedHere(rest, i) || readInValue(rest, i))) i++;
    rest = rest.slice(i);
  }
  return declarations;
}

/** The keyword of the declaration with the deepest nesting ('if', 'list', brackets), for a parser overflow. */
function deepestDeclaration(tokens: IToken[]): IToken | undefined {
  let best: IToken | undefined;
  let bestDepth = -1;
  let current: IToken | undefined;
  let depth = 0;
  tokens.forEach((t, i) => {
    const tt = t.tokenType;
    // `call` and `application` also start expressions (call.budget): only a '{' after them starts a block
    const starts = declarationStarts.has(tt) && (tt !== Kw.call && tt !== Kw.application ? true : tokens[i + 1]?.tokenType === LBrace);
    if (starts) {
      current = t;
      depth = 0;
    }
    if (tt === Kw.if || tt === Kw.list || tt === LParen || tt === LBracket || tt === LBrace) depth++;
    if (tt === RParen || tt === RBracket || tt === RBrace) depth--;
    if (depth > bestDepth) {
      bestDepth = depth;
      best = current;
    }
  });
  return best;
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

/** `call` or `application` not before '{': the root of a value (`call.budget`), no block. */
function readInValue(tokens: IToken[], i: number): boolean {
  const tt = tokens[i]!.tokenType;
  return (tt === Kw.call || tt === Kw.application) && tokens[i + 1]?.tokenType !== LBrace;
}

/** `call` and `application` also start expressions (call.budget): only before '{' do they start a block; a word read as a name starts none (reserved.ts). */
function startsDeclaration(tokens: IToken[], i: number, declared: DeclaredWords): boolean {
  const tt = tokens[i]!.tokenType;
  return declarationStarts.has(tt) && !namedHere(tokens, i, declared) && !readInValue(tokens, i);
}

/**
 * Splits a token stream into declarations: one starts at each declaration keyword outside any
 * bracket. Each is parsed on its own, so the language server can reuse the declarations an
 * edit did not touch (analysis.ts), and the CLI parses the same way.
 */
export function splitDeclarations(tokens: IToken[], declared: DeclaredWords = declaredWords(tokens)): IToken[][] {
  const chunks: IToken[][] = [];
  let current: IToken[] = [];
  let depth = 0;
  tokens.forEach((t, i) => {
    const tt = t.tokenType;
    if (depth <= 0 && current.length > 0 && startsDeclaration(tokens, i, declared)) {
      chunks.push(current);
      current = [];
      depth = 0;
    }
    if (tt === LParen || tt === LBracket || tt === LBrace) depth++;
    else if (tt === RParen || tt === RBracket || tt === RBrace) depth--;
    current.push(t);
  });
  if (current.length) chunks.push(current);
  return chunks;
}

export interface LexedFile {
  readonly tokens: IToken[];
  readonly comments: IToken[];
  /** lexical and nesting diagnostics */
  readonly diagnostics: Diagnostic[];
  readonly declarations: IToken[][];
  /** offsets where the text resumes after a cut nesting */
  readonly resumes: ReadonlySet<number>;
  readonly declared: DeclaredWords; // the fields and parameters named by a word of the language
}

export function lexFile(text: string): LexedFile {
  const lexed = lex(text);
  const diagnostics = [...lexed.diagnostics];
  const resumes = new Set<number>();
  const tokens = limitNesting(lexed.tokens, diagnostics, resumes);
  const declared = declaredWords(tokens);
  diagnostics.push(...readAsNames(tokens, declared));
  return { tokens: lexed.tokens, comments: lexed.comments, diagnostics, declarations: splitDeclarations(tokens, declared), resumes, declared };
}

/** Parses one declaration's tokens; `next` is the first token after them, if any. Never throws. */
export function parseDeclaration(tokens: IToken[], text: string, resumes: ReadonlySet<number>, next?: IToken): { declarations: CstNode[]; diagnostics: Diagnostic[] } {
  const syntax: Diagnostic[] = [];
  let declarations: CstNode[] = [];
  parser().resetNesting();
  try {
    declarations = parseTokens(tokens, text, syntax, next);
  } catch (e) {
    if (e instanceof NestingTooDeep) {
      const t = Number.isFinite(e.token.startOffset) && e.token.tokenType.name !== "EOF" ? e.token : tokens[tokens.length - 1]!;
      syntax.push(nestingDiagnostic(t));
      return { declarations, diagnostics: syntax.filter((d) => d.code === "AL0101" || d.code === "AL0103") };
    }
    if (!(e instanceof RangeError)) throw e;
    const at = deepestDeclaration(tokens);
    syntax.push(diag("AL0103", at ? span(at.startOffset, at.endOffset! + 1) : span(0, 0), "expected nesting the parser can follow, found a declaration nested too deeply to parse", { hint: "split deep expressions (long chains of 'if ... then ... else if', 'list of list of ...') with 'let' declarations" }));
  }
  // a complaint where the text resumes after a cut nesting only repeats the AL0103 before it
  return { declarations, diagnostics: syntax.filter((d) => !(d.code === "AL0102" && resumes.has(d.span.start))) };
}

/** AL0103 at the token where the parser met more than MAX_NESTING levels of nesting. */
function nestingDiagnostic(t: IToken): Diagnostic {
  return diag("AL0103", span(t.startOffset, (t.endOffset ?? t.startOffset) + 1), `expected at most ${MAX_NESTING} levels of nesting (brackets, lists, records, calls, 'if', 'every', 'some'), found deeper nesting from here`, {
    hint: "split the expression with 'let' declarations; this declaration is not checked until then",
  });
}

export function parse(text: string): ParseResult {
  const f = lexFile(text);
  const diagnostics = [...f.diagnostics];
  const declarations: CstNode[] = [];
  f.declarations.forEach((tokens, i) => {
    const r = parseDeclaration(tokens, text, f.resumes, f.declarations[i + 1]?.[0]);
    declarations.push(...r.declarations);
    diagnostics.push(...reservedNames(r.diagnostics, tokens, f.declared));
  });
  return { declarations, tokens: f.tokens, comments: f.comments, diagnostics };
}
