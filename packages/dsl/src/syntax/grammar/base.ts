// The root of the grammar's classes: the parser's configuration, the nesting count every
// recursive alternative goes through, and the rules that earlier modules name before a later one
// defines them. The grammar is split by construct with Chevrotain's grammar inheritance, one
// abstract class per module, each extending the one before in the grammar's order (so the rules
// are recorded in the order they always were); syntax/parser.ts is the concrete parser at the end
// of the chain.
import { CstParser, EOF, tokenMatcher, type IRecognitionException, type IToken, type ParserMethod, type CstNode, type TokenType } from "chevrotain";
import * as T from "../tokens.js";

export const parserTokens: TokenType[] = T.allTokens;

/**
 * The words that start a declaration only before a certain next token, and are read inside one
 * elsewhere: `call {`, `application {` (elsewhere the roots of `call.x`, `application.x`), and
 * `enum name` (a named enumeration, §6.3; elsewhere a type written out, `enum { … }`).
 */
const startsOnlyBefore: ReadonlyMap<TokenType, (next: IToken) => boolean> = new Map([
  [T.Kw.call, (next: IToken) => tokenMatcher(next, T.LBrace)],
  [T.Kw.application, (next: IToken) => tokenMatcher(next, T.LBrace)],
  [T.Kw.enum, (next: IToken) => !tokenMatcher(next, T.LBrace)],
]);

/** Whether the token of `type` at `k` ahead is read inside a declaration, not as the start of one. */
function readInside(type: TokenType, next: IToken): boolean {
  const starts = startsOnlyBefore.get(type);
  return starts !== undefined && !starts(next);
}

/**
 * Whether the token at LA(1) is the root of a value or a type, not the start of a declaration:
 * `call.x`, `application.x`, `enum { … }`. The file's repetition does not start a declaration
 * there, so its recovery after a stray token skips it (review38 F3: `1 ) call.n` went on to read a
 * second call block at `call.`).
 */
export function readAsValue(first: IToken, next: IToken): boolean {
  if (tokenMatcher(first, T.Kw.call) || tokenMatcher(first, T.Kw.application)) return tokenMatcher(next, T.Dot);
  return tokenMatcher(first, T.Kw.enum) && tokenMatcher(next, T.LBrace);
}

/** The deepest nesting of constructs that recurse in the grammar (see AllotParserBase.nested). */
export const MAX_NESTING = 64;

/** Thrown by the parser when constructs nest deeper than MAX_NESTING, at the token where they do. */
export class NestingTooDeep extends Error {
  constructor(readonly token: IToken) {
    super(`nesting deeper than ${MAX_NESTING} levels`);
  }
}

/** A rule of the grammar as the parser holds it. */
export type Rule = ParserMethod<[], CstNode>;

export abstract class AllotParserBase extends CstParser {
  private depth = 0;

  /** `validate`: see AllotParser. */
  constructor(validate: boolean) {
    super(parserTokens, { recoveryEnabled: true, maxLookahead: 3, skipValidations: !validate, nodeLocationTracking: "onlyOffset" });
  }

  /**
   * The recovery of a missing token (Chevrotain tries inserting it before deleting the token in
   * its place): a word right after a number, a currency not written in capitals (`min(x, 20000
   * euro)`), is deleted where the token after it is the one expected — inserted, the `)` left the
   * word to start the next item, and the re-sync dropped the rest of the allocation.
   */
  override canTokenTypeBeInsertedInRecovery(tokType: TokenType): boolean {
    const before = this.LA(0)?.tokenType;
    // nor a `}` before `call.x` (a value, not `call {`) or `enum {` (a type, not `enum name`): the
    // block would end there, and the re-sync inside the block (to its next item) is the one that
    // keeps it (see findReSyncTokenType)
    if (tokType === T.RBrace && readInside(this.LA(1).tokenType, this.LA(2))) return false;
    return !(this.LA(1).tokenType === T.Identifier && (before === T.IntegerLit || before === T.DecimalLit) && this.LA(2).tokenType === tokType);
  }

  /**
   * Chevrotain's re-sync after an error (its `findReSyncTokenType`, not in its types): the first
   * token ahead that a rule on the stack may continue with. `call` and `application` start a
   * declaration only before `{`, `enum` only before a name (see startsOnlyBefore); elsewhere they
   * are read inside one (`call.x`, `application.x`, `enum { … }`), and a block whose error stands
   * before one went on to resume there, at the file's level, losing the rest of the block (`amount requested ×` ⏎ `budget call.budget`: the allocation's
   * `at boundary …` lost). Such a token is skipped for its own type, and so is any later one of
   * that type, so that the token the re-sync stops at (the first of the type returned) is the one
   * found here.
   */
  findReSyncTokenType(): TokenType {
    const follows = (this as unknown as { flattenFollowSet(): TokenType[] }).flattenFollowSet();
    const passed = new Set<TokenType>();
    for (let k = 1; ; k++) {
      const t = this.LA(k);
      for (const type of follows) {
        if (passed.has(type) || !tokenMatcher(t, type)) continue;
        if (readInside(type, this.LA(k + 1))) {
          passed.add(type);
          continue;
        }
        return type;
      }
      if (t.tokenType === EOF) return EOF;
    }
  }

  /** Records a syntax error where the grammar reads on (Chevrotain's own `SAVE_ERROR`, not in its types). */
  protected saveError(e: IRecognitionException): void {
    (this as unknown as { SAVE_ERROR(e: IRecognitionException): void }).SAVE_ERROR(e);
  }

  /** The scheme's text the tokens are read from (parse.ts `parseTokens` sets it): for `sameLine`. */
  source = "";

  /** Whether the next token starts on the line where the last one read ends. */
  protected sameLine(): boolean {
    return this.onOneLine(this.LA(0), this.LA(1));
  }

  /** Whether token `b` starts on the line where token `a` ends (only spaces, tabs and comments on one line between). */
  protected onOneLine(a: IToken, b: IToken): boolean {
    if (!Number.isFinite(a.endOffset) || !Number.isFinite(b.startOffset)) return true;
    for (let i = a.endOffset! + 1; i < b.startOffset; i++) {
      const c = this.source.charCodeAt(i);
      if (c === 0x0a || c === 0x0d) return false;
    }
    return true;
  }

  /** Forgets the nesting of a previous parse (one that stopped with NestingTooDeep). */
  resetNesting(): void {
    this.depth = 0;
  }

  /**
   * Every alternative that recurses (brackets, lists, `if`, quantifiers, calls with arguments,
   * `list of`, records) goes through here: the depth is counted in the parser itself, so how
   * deep a scheme may nest never depends on the engine's stack or its warm-up.
   */
  protected nested(body: () => void): void {
    this.ACTION(() => {
      if (++this.depth > MAX_NESTING) throw new NestingTooDeep(this.LA(1));
    });
    try {
      body();
    } finally {
      this.ACTION(() => this.depth--);
    }
  }

  // Named before the module that defines them: the declarations (`declaration` lists them all
  // first) and the expressions (defined last, in grammar/expressions.ts).
  abstract letDecl: Rule;
  abstract functionDecl: Rule;
  abstract eligibilityDecl: Rule;
  abstract criterionDecl: Rule;
  abstract phaseDecl: Rule;
  abstract maximumDecl: Rule;
  abstract unsummedDecl: Rule;
  abstract thresholdDecl: Rule;
  abstract rankingDecl: Rule;
  abstract allocationDecl: Rule;
  abstract regimeDecl: Rule;
  abstract publishDecl: Rule;
  abstract noticeDecl: Rule;
  abstract labelsDecl: Rule;
  abstract expression: Rule;
  abstract arithmetic: Rule;
}
