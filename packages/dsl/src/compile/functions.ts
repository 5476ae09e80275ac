// Functions declared with `define` → `F["name"] = (p0, p1) => body;` in the generated module. A
// numeric parameter or result is a Decimal (a call's value is held as one: represent.ts), every
// other value as it is; a call is `F["name"](args)`, its arguments converted to match.
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";
import { signatureOf } from "../semantics/functions.js";
import type { Ty } from "../semantics/types.js";
import type { ExprEmitter } from "./expr.js";

function numeric(t: Ty | undefined): boolean {
  return t?.k === "integer" || t?.k === "decimal" || t?.k === "percentage" || t?.k === "money";
}

/** `const F = …;` and one assignment per declared function. */
export function functionDeclarations(x: ExprEmitter, m: Model): string[] {
  const out = [`const F = Object.create(null);`];
  for (const sym of m.functions.values()) {
    const sig = signatureOf(sym);
    if (!sig) continue;
    const d = sym.node as A.FunctionDecl;
    const vars = new Map<string, string>();
    sig.params.forEach((p, i) => {
      vars.set(p.name, `p${i}`);
      x.r.param(p.sym.declSpan, numeric(p.ty) ? "dec" : "other");
    });
    const body = x.emitAs(d.body, numeric(sig.result) ? "dec" : "natural", vars);
    out.push(`F[${JSON.stringify(sym.name)}] = (${[...vars.values()].join(", ")}) => ${body};`);
  }
  return out;
}

/** A call of a declared function, or undefined when `e` calls none. */
export function emitUserCall(x: ExprEmitter, m: Model, e: A.CallExpr, vars: ReadonlyMap<string, string>): string | undefined {
  const sym = m.functions.get(e.fn.text);
  const sig = sym && signatureOf(sym);
  if (!sig) return undefined;
  const args = e.args.map((a, i) => x.emitAs(a.value, numeric(sig.params[i]?.ty) ? "dec" : "natural", vars));
  return `F[${JSON.stringify(e.fn.text)}](${args.join(", ")})`;
}
