// `position(value, list)`: the 1-based position of a value in a list, for ranking by an
// externally supplied order (a call's ranking list of consortia). Typed here, not in
// typecheck.ts (which calls it from its one hook for built-in functions); compiled by
// compile/expr.ts to `ops.position`. A value absent from the list cannot be checked before the
// call is known: at run time the key (or rule) that reads it cannot be computed, with a reason
// naming the value and the list ([§8.9 of the language reference]).
import type * as A from "../../ast/nodes.js";
import type { diag } from "../../diagnostics/diagnostic.js";
import { show, type Ty } from "../types.js";

/** What the type checker lends a built-in: typing an argument, reporting, the result types. */
export interface BuiltinApi {
  expr(e: A.Expr): Ty;
  report(code: Parameters<typeof diag>[0], s: A.Node["span"], message: string, extra?: Parameters<typeof diag>[3]): void;
  unify(a: Ty, b: Ty): Ty | undefined;
  readonly integer: Ty;
  readonly error: Ty;
  /** whether the place reads an application (false: the budget, a lottery, a deadline: the call as a whole) */
  readonly app?: boolean;
  /** the place, for a message ("the budget of the stage 'b'") */
  readonly what?: string;
}

export function checkPosition(api: BuiltinApi, e: A.CallExpr): Ty {
  const args = e.args;
  if (args.length !== 2 || args.some((a) => a.variable)) {
    api.report("AL0303", e.span, `position takes 2 arguments, a value and a list, found ${args.length}`, { hint: "write position(consortium, call.ranking_list): the place of the value in the list, 1 for the first" });
    for (const a of args) if (!a.variable) api.expr(a.value);
    return api.error;
  }
  const vt = api.expr(args[0]!.value);
  const lt = api.expr(args[1]!.value);
  if (lt.k === "error" || vt.k === "error") return api.integer;
  if (lt.k !== "list") {
    api.report("AL0526", args[1]!.span, `position looks a value up in a list, found ${show(lt)}`, { hint: "name a call parameter declared as a list, for example 'ranking_list: list of text' in the call" });
    return api.integer;
  }
  const el = lt.element;
  if (el.k === "record" || el.k === "list" || !api.unify(vt, el) || (vt.k === "enum" && el.k === "enum" && show(vt) !== show(el))) {
    api.report("AL0526", args[1]!.span, `position looks up ${show(vt)} in a list of ${show(el)}: no element can equal it`, { hint: `declare the list as 'list of ${show(vt)}', or look up a value of its elements' type` });
  }
  return api.integer;
}
