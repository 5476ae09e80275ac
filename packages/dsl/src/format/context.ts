// The formatter's view of the source: the text, its tokens (to print titles, strings and numbers
// exactly as written) and its comments, which the printer attaches by offsets: a comment before
// a declaration or field is printed before it, one at the end of its line stays at the end.
import type { IToken } from "chevrotain";
import type { Doc } from "prettier";
import { hardline } from "./builders.js";
import type { Analysis } from "../analysis.js";
import type { Span } from "../span.js";

/**
 * A comment as the formatter prints it: without the spaces and tabs at the end of its line
 * (the printer drops those anyway, and the meaning check compares comments in this form).
 */
export function printedComment(c: IToken): string {
  return c.image.replace(/[ \t]+$/, "");
}

export class Source {
  readonly text: string;
  private readonly tokens: IToken[];
  private readonly comments: IToken[];
  private readonly used = new Set<IToken>();

  constructor(a: Analysis) {
    this.text = a.text;
    this.tokens = [...a.parse.tokens].sort((x, y) => x.startOffset - y.startOffset);
    this.comments = [...a.parse.comments].sort((x, y) => x.startOffset - y.startOffset);
  }

  slice(s: Span): string {
    return this.text.slice(s.start, s.end);
  }

  /** The first token at or after `offset`. */
  tokenAt(offset: number): IToken | undefined {
    let lo = 0;
    let hi = this.tokens.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.tokens[mid]!.startOffset < offset) lo = mid + 1;
      else hi = mid;
    }
    return this.tokens[lo];
  }

  /** The token right before `offset`. */
  tokenBefore(offset: number): IToken | undefined {
    const next = this.tokenAt(offset);
    const i = next ? this.tokens.indexOf(next) : this.tokens.length;
    return this.tokens[i - 1];
  }

  /** The string literal right after `offset` (a title), as written. */
  stringAfter(offset: number): string | undefined {
    const t = this.tokenAt(offset);
    return t && t.tokenType.name === "StringLit" ? t.image : undefined;
  }

  /** The token that follows the keyword `word` inside `within`, as written. */
  afterKeyword(word: string, within: Span): string | undefined {
    for (let t = this.tokenAt(within.start); t && t.startOffset < within.end; ) {
      const next = this.tokenAt(t.startOffset + 1);
      if (t.image === word && t.tokenType.name === "Kw_" + word) return next && next.startOffset < within.end ? next.image : undefined;
      t = next;
    }
    return undefined;
  }

  /** The last token of `s`, as written (a description or a label at the end of a node). */
  lastToken(s: Span): IToken | undefined {
    let t = this.tokenAt(s.start);
    let last: IToken | undefined;
    while (t && t.startOffset < s.end) {
      last = t;
      t = this.tokenAt(t.startOffset + 1);
    }
    return last;
  }

  /** Whether the source has a blank line between `from` and `to`. */
  blankBetween(from: number, to: number): boolean {
    return /\n[ \t\r]*\n/.test(this.text.slice(from, to));
  }

  private take(pred: (c: IToken) => boolean): IToken[] {
    const out = this.comments.filter((c) => !this.used.has(c) && pred(c));
    for (const c of out) this.used.add(c);
    return out;
  }

  /**
   * Comments not yet printed that start before `offset` (and at `from` or after), each on its own
   * line. A block's items pass its brace as `from`: a comment in the block's head is the
   * declaration's, printed before it (`inner`), never after a comment following the brace.
   */
  leading(offset: number, from = 0): Doc[] {
    return this.commentLines(this.take((c) => c.startOffset >= from && c.startOffset < offset), offset);
  }

  /** Comments not yet printed inside `s` (inside an expression): printed before the node. */
  inner(s: Span): Doc[] {
    return this.commentLines(this.take((c) => c.startOffset >= s.start && c.startOffset < s.end));
  }

  /** A comment on the same line after `end`, printed after one space. */
  trailing(end: number): Doc {
    const nl = this.text.indexOf("\n", end);
    const stop = nl < 0 ? this.text.length : nl;
    const found = this.take((c) => c.startOffset >= end && c.startOffset < stop && !this.text.slice(end, c.startOffset).trim());
    return found.length ? [" ", found.map(printedComment).join(" ")] : "";
  }

  /** Whether a comment not yet printed starts inside `s`. */
  hasComment(s: Span): boolean {
    return this.comments.some((c) => !this.used.has(c) && c.startOffset >= s.start && c.startOffset < s.end);
  }

  /** Where the first unprinted comment before `offset` starts, or `offset`. */
  firstBefore(offset: number): number {
    const c = this.comments.find((x) => !this.used.has(x) && x.startOffset < offset);
    return c ? c.startOffset : offset;
  }

  /** Unprinted comments before `offset` (at the end of a block, after `from`), as written. */
  dangling(offset: number, from = 0): string[] {
    return this.take((c) => c.startOffset >= from && c.startOffset < offset).map(printedComment);
  }

  /** How many comments are left unprinted. */
  remaining(): number {
    return this.comments.length - this.used.size;
  }

  private commentLines(cs: IToken[], until?: number): Doc[] {
    return cs.map((c, i) => {
      const next = cs[i + 1]?.startOffset ?? until;
      const blank = next !== undefined && this.blankBetween(c.startOffset + c.image.length, next);
      return [printedComment(c), hardline, blank ? hardline : ""];
    });
  }
}
