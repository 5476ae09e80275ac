// A piece of the scheme's source on one line, as explanations, hovers and messages quote it.
// The formatter breaks a long expression after an opening bracket and before a closing one
// (`sum(⏎  m in peers(…): …⏎)`); quoted on one line that break reads "sum( m in … )", so a line
// break next to a bracket goes, and any other run of white space is one space. A text literal
// cannot hold a line break, so only the formatter's layout is touched.
import type { Span } from "../span.js";

const BREAK_AFTER_OPEN = /([([{])[ \t]*\r?\n\s*/g;
const BREAK_BEFORE_CLOSE = /\s*\r?\n\s*([)\]}])/g;

/** The source text `text` holds at `span`, on one line. */
export function oneLine(text: string, span: Pick<Span, "start" | "end">): string {
  return text.slice(span.start, span.end).replace(BREAK_AFTER_OPEN, "$1").replace(BREAK_BEFORE_CLOSE, "$1").replace(/\s+/g, " ");
}
