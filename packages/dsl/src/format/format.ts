// formatScheme: the one entry point of the formatter for the CLI (`allot fmt`) and the language
// server. It analyses the text with the shared front end and prints it in the canonical layout;
// a scheme with syntax errors (codes AL01xx) is never formatted: its errors are returned.
import type { Doc } from "prettier";
import { analyze, type Analysis } from "../analysis.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { printDocToString } from "./builders.js";
import { printedComment, Source } from "./context.js";
import { file } from "./file.js";

/** The layout options: the same for `allot fmt`, the language server and the prettier plugin. */
export const formatOptions = { printWidth: 100, tabWidth: 2, useTabs: false } as const;

export type FormatResult = { ok: true; text: string } | { ok: false; diagnostics: Diagnostic[] };

/** The syntax errors of an analysis: those that forbid formatting. */
export function syntaxErrors(a: Analysis): Diagnostic[] {
  return a.diagnostics.filter((d) => d.code.startsWith("AL01"));
}

/** The prettier document of an analysed scheme without syntax errors. */
export function schemeDoc(a: Analysis): Doc {
  const src = new Source(a);
  const doc = file(src, a.ast);
  if (src.remaining() > 0) throw new Error("allot fmt: a comment was not printed");
  return doc;
}

export function formatScheme(text: string): FormatResult {
  const a = analyze(text);
  const errors = syntaxErrors(a);
  if (errors.length) return { ok: false, diagnostics: errors };
  const out = printDocToString(schemeDoc(a), { ...formatOptions }).formatted;
  assertSameMeaning(a, analyze(out));
  return { ok: true, text: out };
}

/** The AST without its positions, for comparing two texts. */
function shape(a: Analysis): string {
  const isSpan = (v: unknown) => !!v && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 2 && "start" in v && "end" in v;
  return JSON.stringify(a.ast.declarations, (_k, v: unknown) => (isSpan(v) ? undefined : v));
}

/** A guard against a printer bug: the formatted text must parse to the same tree and comments. */
function assertSameMeaning(before: Analysis, after: Analysis): void {
  const comments = (x: Analysis) => x.parse.comments.map(printedComment).join("\n");
  if (syntaxErrors(after).length || shape(after) !== shape(before) || comments(after) !== comments(before)) {
    throw new Error("allot fmt: the formatted text would not mean the same as the original (a bug in the formatter)");
  }
}
