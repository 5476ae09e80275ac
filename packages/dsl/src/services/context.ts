// Where the cursor stands, for completion, read from the analysis' tokens (never re-lexed or
// re-parsed): the word being typed, the tokens before it, the block it is in and the keyword
// that starts its statement. Text being typed is usually broken, so this looks at tokens, which
// survive any edit, rather than at the tree.
import type { IToken } from "chevrotain";
import type { Analysis } from "../analysis.js";
import { span, type Span } from "../span.js";

export type BlockKind =
  | "top" | "scheme" | "act" | "fields" | "enum" | "eligibility" | "match" | "bands" | "ranking"
  | "tiebreak" | "allocation" | "regime" | "publish" | "columns" | "labels" | "stage" | "group" | "notice" | "phase";

export interface CursorContext {
  /** the part of the word being typed before the cursor; empty at a word boundary */
  readonly prefix: Span;
  /** the tokens before the word being typed, nearest last */
  readonly tokens: readonly IToken[];
  /** index in `tokens` just past the last token before the cursor */
  readonly end: number;
  readonly block: BlockKind;
  /** the keyword that starts the statement the cursor is in, at the block's depth */
  readonly statement?: IToken;
  /** the word is the first on its line (a new statement may start here) */
  readonly lineStart: boolean;
  /** the cursor is inside a comment or a string: nothing to complete */
  readonly inText: boolean;
}

const wordTypes = /^(Identifier|MemberName|Kw_)/;

/** Index of the first token starting at or after offset. */
function firstAtOrAfter(tokens: readonly IToken[], offset: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.startOffset < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function endOf(t: IToken): number {
  return (t.endOffset ?? t.startOffset) + 1;
}

function inTextAt(a: Analysis, tokens: readonly IToken[], i: number, offset: number): boolean {
  const t = tokens[i - 1];
  if (t && (t.tokenType.name === "StringLit" || t.tokenType.name === "TextBlock" || t.tokenType.name === "UnclosedTextBlock") && offset > t.startOffset && offset < endOf(t)) return true;
  return a.parse.comments.some((c) => offset > c.startOffset && offset <= endOf(c) && !(c.image.startsWith("/*") && offset === endOf(c)));
}

export function cursorContext(a: Analysis, offset: number): CursorContext {
  const tokens = a.parse.tokens;
  let end = firstAtOrAfter(tokens, offset);
  const inText = inTextAt(a, tokens, end, offset);
  let prefix = span(offset, offset);
  const last = tokens[end - 1];
  if (last && wordTypes.test(last.tokenType.name) && endOf(last) >= offset) {
    prefix = span(last.startOffset, offset);
    end--;
  }
  const prev = tokens[end - 1];
  const lineStart = !prev || !/^[^\n\r]*$/.test(a.text.slice(endOf(prev), prefix.start));
  const { block, open } = enclosingBlock(tokens, end);
  const statement = statementStart(tokens, end, open, block);
  return { prefix, tokens, end, block, ...(statement ? { statement } : {}), lineStart, inText };
}

/** The unmatched '{' before index `end` and the kind of block it opens. */
function enclosingBlock(tokens: readonly IToken[], end: number): { block: BlockKind; open: number } {
  let depth = 0;
  for (let i = end - 1; i >= 0; i--) {
    const n = tokens[i]!.tokenType.name;
    if (n === "RBrace") depth++;
    else if (n === "LBrace") {
      if (depth === 0) return { block: blockOpenedAt(tokens, i), open: i };
      depth--;
    }
  }
  return { block: "top", open: -1 };
}

const openers: Record<string, BlockKind> = {
  Kw_scheme: "scheme", Kw_act: "act", Kw_record: "fields", Kw_enum: "enum", Kw_eligibility: "eligibility",
  Kw_match: "match", Kw_bands: "bands", Kw_ranking: "ranking", Kw_tiebreak: "tiebreak", Kw_allocation: "allocation",
  Kw_regime: "regime", Kw_publish: "publish", Kw_columns: "columns", Kw_labels: "labels", Kw_group: "group",
};

function blockOpenedAt(tokens: readonly IToken[], brace: number): BlockKind {
  const before = tokens[brace - 1]?.tokenType.name;
  if (before === "Kw_call" || before === "Kw_application") return "fields";
  for (let i = brace - 1; i >= 0; i--) {
    const n = tokens[i]!.tokenType.name;
    if (n === "LBrace" || n === "RBrace") break;
    const kind = openers[n];
    if (kind) return kind;
    // `notice` is a word promoted where it opens its block (syntax/tokens.ts `NoticeWord`, §16.4)
    if (n === "NoticeWord") return "notice";
    // `phase` likewise (`PhaseWord`, §11.2): a block of criteria
    if (n === "PhaseWord") return "phase";
    // `stage` is a word, not a keyword (syntax/parser.ts): `stage <name>`, two words in a row, which no expression has
    if (n === "Identifier" && tokens[i]!.image === "stage" && tokens[i + 1]?.tokenType.name === "Identifier") return "stage";
  }
  return "top";
}

/** Keywords that start a statement, per block. */
export const statementKeywords: Partial<Record<BlockKind, readonly string[]>> = {
  top: ["scheme", "act", "source", "call", "application", "enum", "let", "eligibility", "criterion", "maximum", "points", "threshold", "ranking", "allocation", "regime", "publish", "labels"],
  regime: ["eligibility", "threshold", "ranking", "allocation"],
  phase: ["criterion"],
  eligibility: ["rule"],
  ranking: ["by", "tiebreak"],
  tiebreak: ["by", "lottery", "unresolved"],
  allocation: ["budget", "amount", "at", "pro", "reserve", "quota", "group", "first"],
  stage: ["budget", "at", "threshold", "reserve"],
  group: ["together", "at", "pro", "not"],
  publish: ["deadline", "columns"],
};

/** The statement keyword before the cursor at the block's own depth. */
function statementStart(tokens: readonly IToken[], end: number, open: number, block: BlockKind): IToken | undefined {
  const starts = new Set((statementKeywords[block] ?? []).map((k) => "Kw_" + k));
  // `points` promoted where it opens `points not summed` (syntax/tokens.ts UnsummedPoints)
  if (starts.has("Kw_points")) starts.add("Kw_points_unsummed");
  let depth = 0;
  for (let i = end - 1; i > open; i--) {
    const t = tokens[i]!;
    const n = t.tokenType.name;
    if (n === "RBrace") depth++;
    else if (n === "LBrace") depth--;
    else if (depth === 0 && starts.has(n)) {
      // a lottery's `weighted by` and `by key` (§13.2) continue the lottery, not a new ordering key
      if (n === "Kw_by" && (tokens[i - 1]?.image === "weighted" || lotteryOnLine(tokens, i, open))) continue;
      // `points` starts a statement only as `points not summed` (§11.1), not in `2 points if …`
      if (n === "Kw_points" && tokens[i + 1]?.tokenType.name !== "Kw_not" && ["IntegerLit", "DecimalLit", "Kw_maximum"].includes(tokens[i - 1]?.tokenType.name ?? "")) continue;
      const isRoot = (n === "Kw_call" || n === "Kw_application") && tokens[i + 1]?.tokenType.name !== "LBrace";
      if (!isRoot) return t;
    }
  }
  return undefined;
}

/** Whether a `lottery` stands before token i on its line, inside the block. */
function lotteryOnLine(tokens: readonly IToken[], i: number, open: number): boolean {
  const line = tokens[i]!.startLine;
  for (let j = i - 1; j > open && tokens[j]!.startLine === line; j--) if (tokens[j]!.tokenType.name === "Kw_lottery") return true;
  return false;
}

/** The n-th token before the word being typed (1 = the nearest). */
export function before(c: CursorContext, n = 1): IToken | undefined {
  return c.tokens[c.end - n];
}

export function tokenEnd(t: IToken): number {
  return endOf(t);
}
