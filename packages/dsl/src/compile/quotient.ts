// Bands over a quotient (`bands a / b { … }`, or over a let whose value is one) compare it with
// their bounds without dividing (runtime quotient.ts, `ops.qcmp`): emit.ts compiles them so, and
// minorFields.ts holds an application's money field that is such an operand as minor units.
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";

/** `a / b` with two operands, directly or as the value of the let `e` names; else undefined. */
export function quotientOf(m: Model, e: A.Expr): A.Binary | undefined {
  let x = e;
  if (x.kind === "name" && !m.words.has(x) && x.name.text !== "total" && !m.criteria.has(x.name.text)) {
    const l = m.lets.get(x.name.text);
    if (l) x = (l.node as A.LetDecl).value;
  }
  return x.kind === "binary" && x.op === "/" && !(x.left.kind === "binary" && x.left.op === "/") ? x : undefined;
}
