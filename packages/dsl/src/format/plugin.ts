// The prettier plugin for Allot: `prettier --plugin ./packages/dsl/dist/format/plugin.js x.allot`.
// It parses with the shared front end (analyze) and prints with the same printer as
// formatScheme, so prettier and `allot fmt` give the same text. A scheme with syntax errors
// makes the parser throw with the location of the first error.
import type { Parser, Plugin, Printer, SupportLanguage } from "prettier";
import { analyze, type Analysis } from "../analysis.js";
import { formatOptions, schemeDoc, syntaxErrors } from "./format.js";

interface Root {
  type: "allot-root";
  analysis: Analysis;
  start: number;
  end: number;
}

export const languages: SupportLanguage[] = [{ name: "Allot", parsers: ["allot"], extensions: [".allot"], vscodeLanguageIds: ["allot"] }];

function parse(text: string): Root {
  const analysis = analyze(text);
  const errors = syntaxErrors(analysis);
  if (errors.length) {
    const d = errors[0]!;
    const where = analysis.lines.position(d.span.start);
    const error = new SyntaxError(`${d.code} ${d.message} (${where.line + 1}:${where.character + 1})`) as SyntaxError & { loc?: unknown };
    error.loc = { start: { line: where.line + 1, column: where.character + 1 } };
    throw error;
  }
  return { type: "allot-root", analysis, start: 0, end: text.length };
}

export const parsers: Record<string, Parser<Root>> = {
  allot: {
    parse,
    astFormat: "allot-ast",
    locStart: (n: { span?: { start: number }; start?: number }) => n.span?.start ?? n.start ?? 0,
    locEnd: (n: { span?: { end: number }; end?: number }) => n.span?.end ?? n.end ?? 0,
  },
};

export const printers: Record<string, Printer<Root>> = {
  "allot-ast": {
    print: (path) => schemeDoc(path.node.analysis),
  },
};

export const defaultOptions = { printWidth: formatOptions.printWidth, tabWidth: formatOptions.tabWidth, useTabs: false };

const plugin: Plugin<Root> = { languages, parsers, printers, defaultOptions };
export default plugin;
