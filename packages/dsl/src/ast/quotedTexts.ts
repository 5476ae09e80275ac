// AL0661: a line break or another control character in a text the results quote. A scheme's
// one-line strings that are not values of an expression are the law's words for something — a
// title (of the scheme, an act, a rule, a criterion, a let, a stage, a reservation, a quota, a
// group, a regime, a statistic), the name of the budget's money, a field's description, a label,
// a column's heading, a reason, a citation's part — and the reasons, explanations and notices
// quote them inside their sentences. An escape `\n` there (`budget call.budget "the\nfund"`)
// broke every reason holding it over two lines, in JSON, CSV, Markdown, HTML and the notices
// alike; a tab or another control character is as invisible. Refused wherever it is written:
// `\n`, `\t`, `\u{…}` of a control character (Unicode Cc: U+0000–U+001F, U+007F–U+009F), and
// such a character typed into the string itself.
//
// Left alone: a text an expression compares or returns (`region = "north"`, data the law reads:
// quoted as written, escapes and all) and a source's text, the law's words verbatim, which may
// run over lines (a text block, or a one-line string with `\n`).
import type { IToken } from "chevrotain";
import type * as A from "./nodes.js";
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { span, type Span } from "../span.js";
import { exprNodes } from "./exprNodes.js";
import { unquote } from "./cst.js";

const CONTROL = /\p{Cc}/u;

/** How a character is told in a message: its escape where it has one, else its code point. */
function told(ch: string): string {
  if (ch === "\n") return "a line break (\\n)";
  if (ch === "\t") return "a tab (\\t)";
  if (ch === "\r") return "a carriage return (U+000D)";
  return `the control character U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** AL0661 for every one-line string among `tokens` that the results quote and that holds a control character. */
export function quotedTextDiagnostics(tokens: readonly IToken[], declarations: readonly A.Declaration[]): Diagnostic[] {
  const candidates = tokens.filter((t) => t.tokenType.name === "StringLit" && !t.image.startsWith('"""') && (t.image.includes("\\") || CONTROL.test(t.image)));
  if (candidates.length === 0) return [];
  const values: Span[] = declarations.flatMap((d) => (d.kind === "source" ? [d.textSpan] : []));
  for (const n of exprNodes(declarations)) if (n.kind === "string") values.push(n.span);
  const out: Diagnostic[] = [];
  for (const t of candidates) {
    const at = span(t.startOffset, t.endOffset! + 1);
    if (values.some((v) => v.start < at.end && at.start < v.end)) continue;
    const ch = CONTROL.exec(unquote(t.image))?.[0];
    if (ch === undefined) continue;
    out.push(
      diag("AL0661", at, `expected a text without line breaks or control characters, found ${told(ch)} in ${t.image}`, {
        hint: `the reasons, explanations and notices quote this text inside their sentences, in every format: write it on one line, with a space where ${ch === "\t" ? "the tab is" : "the words go on"}`,
      }),
    );
  }
  return out;
}
