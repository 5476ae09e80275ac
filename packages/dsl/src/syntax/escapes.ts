// The escapes of a one-line string (docs/language.md §2): `\"`, `\\`, `\n`, `\t` and `\u{…}`
// with a Unicode scalar value (1–6 hex digits, at most 10FFFF, not a surrogate). The lexer's
// string token accepts a backslash before any character, and the reader (ast/cst.ts `unquote`)
// would take an unknown escape as the bare character — `\u2028` as `u2028`, `\x41` as `x41` —
// and an impossible code point as nothing: text the applicant reads, silently changed. Each
// other escape is AL0660, at the escape, with what to write instead.
import type { IToken } from "chevrotain";
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { span } from "../span.js";

const ESCAPE = /\\(u\{([^}"\\\s]*)\}?|u[0-9a-fA-F]{0,6}|.)/gsu;

/** AL0660 for every escape of the strings among `tokens` that the language does not define. */
export function escapeDiagnostics(tokens: readonly IToken[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const t of tokens) {
    if (t.tokenType.name !== "StringLit" || t.image.startsWith('"""') || !t.image.includes("\\")) continue;
    const body = t.image.slice(1, -1);
    for (const m of body.matchAll(ESCAPE)) {
      const at = t.startOffset + 1 + m.index!;
      const problem = escapeProblem(m[0], m[2]);
      if (problem) out.push(diag("AL0660", span(at, at + m[0].length), problem.message, { hint: problem.hint }));
    }
  }
  return out;
}

function escapeProblem(escape: string, braced: string | undefined): { message: string; hint: string } | undefined {
  if (escape === '\\"' || escape === "\\\\" || escape === "\\n" || escape === "\\t") return undefined;
  if (escape.startsWith("\\u{")) {
    const closed = escape.endsWith("}");
    const hex = braced ?? "";
    if (closed && /^[0-9a-fA-F]{1,6}$/.test(hex)) {
      const cp = parseInt(hex, 16);
      if (cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff)) return undefined;
      return { message: `expected a Unicode character in '${escape}', found the code point U+${hex.toUpperCase()}, which ${cp > 0x10ffff ? "is past the last one, 10FFFF" : "is half of a surrogate pair and no character of its own"}`, hint: "write the code point of the character itself, for example \\u{1F600} for 😀, or the character directly" };
    }
    return { message: `expected '\\u{' followed by 1 to 6 hexadecimal digits and '}', found '${escape}'`, hint: "write a character by its code point as \\u{2028}, or the character directly" };
  }
  if (escape.startsWith("\\u")) {
    const hex = escape.slice(2);
    return { message: `expected a code point in braces after '\\u', found '${escape}', which would read as the letters '${escape.slice(1)}'`, hint: hex ? `write \\u{${hex}} for the character U+${hex.toUpperCase()}` : "write \\u{…} with the code point in hexadecimal, for example \\u{2028}" };
  }
  const ch = escape.slice(1);
  const shown = /[\p{Cc}\p{Cf}\p{Z}]/u.test(ch) ? `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}` : `'${ch}'`;
  return { message: `expected one of the escapes \\" \\\\ \\n \\t \\u{…} after a backslash, found the backslash before ${shown}`, hint: ch === "r" ? "a one-line string has no line breaks: use a \"\"\"text block\"\"\" for text over several lines" : `write the character without the backslash, or \\\\ for a backslash of the text` };
}
