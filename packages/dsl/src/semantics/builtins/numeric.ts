// abs: the size of a number or an amount, without its sign.
import type * as A from "../../ast/nodes.js";
import type { Context } from "../typecheck.js";
import { ERROR, INTEGER, isNumeric, show, type Ty } from "../types.js";
import { arity, type BuiltinHost } from "./host.js";

export function checkAbs(h: BuiltinHost, e: A.CallExpr, ctx: Context): Ty {
  if (!arity(h, e, ctx, 1, 1, "abs(x)")) return ERROR;
  const t = h.argExpr(e.args[0]!, ctx);
  if (!(isNumeric(t) || t.k === "money" || t.k === "error")) {
    h.report("AL0303", e.args[0]!.span, `expected a number or an amount for abs, found ${show(t)}`, { hint: "abs gives the size of a number or an amount, without its sign" });
    return ERROR;
  }
  return t.k === "integer" ? INTEGER : t;
}
