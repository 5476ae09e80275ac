// A piece of the scheme's source on one line, as explanations, hovers and messages quote it.
// The formatter breaks a long expression after an opening bracket and before a closing one
// (`sum(⏎  m in peers(…): …⏎)`); quoted on one line that break reads "sum( m in … )", so a line
// break next to a bracket goes, and any other run of white space is one space. A text literal
// cannot hold a line break, so only the formatter's layout is touched.
//
// A comment inside the piece is the drafter's, not the law's: it goes too (issue 15, adversary17).
// Quoted with it, "age >= 18 // TODO ask legal … and age < 100" reached every applicant's
// explanation and notice, a line comment on one line reading as if it went on to the end, and
// `allot fmt`, which moves such a comment before its declaration, changed the results.
import type { Span } from "../span.js";

const BREAK_AFTER_OPEN = /([([{])[ \t]*\r?\n\s*/g;
const BREAK_BEFORE_CLOSE = /\s*\r?\n\s*([)\]}])/g;

/** The source text `text` holds at `span`, on one line, without its comments. */
export function oneLine(text: string, span: Pick<Span, "start" | "end">): string {
  return withoutComments(text.slice(span.start, span.end)).replace(BREAK_AFTER_OPEN, "$1").replace(BREAK_BEFORE_CLOSE, "$1").replace(/\s+/g, " ");
}

/**
 * `s` with each comment — `//` to the end of its line, `/* … *\/` — made a space; a text (a
 * one-line string, whose escapes are skipped over, or a `"""text block"""`) kept whole, so
 * `"http://…"` stays as written. As the lexer reads them (syntax/tokens.ts).
 */
function withoutComments(s: string): string {
  if (!s.includes("/")) return s;
  let out = "";
  let from = 0;
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === 0x22) {
      if (s.startsWith('"""', i)) {
        const end = s.indexOf('"""', i + 3);
        i = end < 0 ? s.length : end + 3;
      } else {
        i++;
        while (i < s.length && s[i] !== '"' && s[i] !== "\n" && s[i] !== "\r") i += s[i] === "\\" ? 2 : 1;
        i++;
      }
    } else if (c === 0x2f && (s[i + 1] === "/" || s[i + 1] === "*")) {
      const line = s[i + 1] === "/";
      const end = line ? s.slice(i).search(/[\r\n]/) : s.indexOf("*/", i + 2);
      // a space where the comment stood, unless one (or an opening bracket) is already there
      const before = s.slice(from, i);
      out += before + (/[\s([{]$/.test(out + before) ? "" : " ");
      i = end < 0 ? s.length : line ? i + end : end + 2;
      // and after an opening bracket, none where it ended: "min(/* a */ x, y)" is "min(x, y)"
      if (/[([{]$/.test(out)) while (s[i] === " " || s[i] === "\t") i++;
      from = i;
    } else i++;
  }
  return out + s.slice(from);
}
