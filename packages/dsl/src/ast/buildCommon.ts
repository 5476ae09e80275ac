// CST → AST, what the builders of every construct share: a citation, an optional property, a
// number's text.
import type { CstNode } from "chevrotain";
import type * as A from "./nodes.js";
import { name, nameTok, nodeSpan, tok } from "./cst.js";

export function citation(n: CstNode | undefined): A.Citation | undefined {
  if (!n) return undefined;
  const s = nodeSpan(n);
  return { span: s, source: name(nameTok(n, "Kw_per"), s.end) };
}

export function opt<K extends string, V>(key: K, v: V | undefined): { [P in K]?: V } {
  return (v === undefined ? {} : { [key]: v }) as { [P in K]?: V };
}

export function numberText(n: CstNode | undefined): string {
  const t = tok(n, "IntegerLit") ?? tok(n, "DecimalLit");
  return t ? t.image : "";
}
