// date_of: the calendar date of a moment, on the clock of its declared time zone.
import type * as A from "../../ast/nodes.js";
import type { Context } from "../typecheck.js";
import { DATE, ERROR, show, type Ty } from "../types.js";
import { arity, type BuiltinHost } from "./host.js";

export function checkDateOf(h: BuiltinHost, e: A.CallExpr, ctx: Context): Ty {
  if (!arity(h, e, ctx, 1, 1, "date_of(moment)")) return ERROR;
  const t = h.argExpr(e.args[0]!, ctx);
  if (t.k !== "datetime" && t.k !== "error") h.report("AL0303", e.args[0]!.span, `date_of takes a date-time, found ${show(t)}`, { hint: t.k === "date" ? "the value is already a date: drop date_of" : "give date_of a field declared as datetime(\"Europe/Warsaw\")" });
  return DATE;
}
