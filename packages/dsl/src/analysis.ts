// analyze: the one front end. The CLI, the tests, the compiler and the language server all call
// this, so a scheme means the same thing everywhere. Never throws for any input text.
import { parse, type ParseResult } from "./syntax/parse.js";
import { buildFile } from "./ast/build.js";
import { check } from "./semantics/check.js";
import type { Model } from "./semantics/model.js";
import type * as A from "./ast/nodes.js";
import { diag, sortDiagnostics, type Diagnostic } from "./diagnostics/diagnostic.js";
import { LineIndex, span } from "./span.js";

export interface Analysis {
  readonly uri: string;
  readonly text: string;
  readonly lines: LineIndex;
  readonly parse: ParseResult;
  readonly ast: A.SchemeFile;
  readonly model: Model;
  /** all diagnostics of all phases, sorted by position */
  readonly diagnostics: readonly Diagnostic[];
  readonly hasErrors: boolean;
}

export function analyze(text: string, uri = "<input>"): Analysis {
  const parsed = parse(text);
  let ast: A.SchemeFile = { declarations: [], span: span(0, text.length) };
  let model: Model | undefined;
  const extra: Diagnostic[] = [];
  try {
    ast = buildFile(parsed.declarations, text.length);
    model = check(ast, text);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    extra.push(diag("AL0103", span(0, 0), "the scheme is nested too deeply to check", { hint: "split deep expressions with 'let' declarations" }));
  }
  model ??= check({ declarations: [], span: span(0, text.length) }, text);
  const syntaxErrors = parsed.diagnostics.length > 0;
  // With syntax errors, the checker sees a partial tree: drop its warnings about "unused" things
  // and missing parts, which would only be noise until the text parses again.
  const semantic = syntaxErrors ? model.diagnostics.filter((d) => d.severity === "error" && d.code !== "AL0410") : model.diagnostics;
  const diagnostics = sortDiagnostics([...parsed.diagnostics, ...extra, ...semantic]);
  return {
    uri,
    text,
    lines: new LineIndex(text),
    parse: parsed,
    ast,
    model,
    diagnostics,
    hasErrors: diagnostics.some((d) => d.severity === "error"),
  };
}
