// What the editor says about a function declared with `define`: its signature, its body, the
// source it cites (added by hover.ts, as for every construct), on hover and in completion.
import type * as A from "../ast/nodes.js";
import type { Analysis } from "../analysis.js";
import type { CompletionItem } from "./completion.js";
import { code, typeWords } from "./describe.js";

function signature(a: Analysis, d: A.FunctionDecl): string {
  const src = (s: A.Node["span"]) => a.text.slice(s.start, s.end);
  return `${d.name.text}(${d.params.map((p) => `${p.name.text}: ${src(p.type.span)}`).join(", ")}): ${src(d.returns.span)}`;
}

/** Hover text for the function `name`, or undefined when the scheme declares none of that name. */
export function functionMarkdown(a: Analysis, name: string): string | undefined {
  const sym = a.model.functions.get(name);
  if (!sym) return undefined;
  const d = sym.node as A.FunctionDecl;
  const parts = [`**Function** \`${signature(a, d)}\` = ${code(a, d.body)}`, `It gives ${typeWords(sym.type)}, computed only from its parameters.`];
  return parts.join("\n\n");
}

/** Completion items for the declared functions. */
export function functionItems(a: Analysis): CompletionItem[] {
  return [...a.model.functions.values()].map((sym) => ({ label: sym.name, kind: "function" as const, detail: signature(a, sym.node as A.FunctionDecl), documentation: `function declared in this scheme` }));
}
