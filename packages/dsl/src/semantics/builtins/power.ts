// power(base, exponent) and power(base, exponent, places, mode): a number raised to a whole
// power, computed exactly (the runtime multiplies the exact decimal digits); the second form
// rounds that exact value once, to the places and in the mode the law prescribes. A negative
// exponent gives a quotient, correct to 34 significant digits like every division, unless rounded.
import type * as A from "../../ast/nodes.js";
import type { Context } from "../typecheck.js";
import { DECIMAL, ERROR, INTEGER, isNumeric, show, type Ty } from "../types.js";
import { arity, type BuiltinHost } from "./host.js";
import { checkPlacesAndMode } from "./rounding.js";

export function checkPower(h: BuiltinHost, e: A.CallExpr, ctx: Context): Ty {
  if (!arity(h, e, ctx, 2, 4, "power(base, exponent) or power(base, exponent, places, half_up)")) return ERROR;
  const args = e.args;
  if (args.length === 3) {
    h.report("AL0303", e.span, "power takes 2 or 4 arguments, found 3", { hint: "give both the places and the rounding mode: power(0.98, years, 6, half_up), or neither" });
    for (const a of args) h.argExpr(a, ctx);
    return ERROR;
  }
  const bt = h.argExpr(args[0]!, ctx);
  const xt = h.argExpr(args[1]!, ctx);
  if (args.length === 4) checkPlacesAndMode(h, args[2]!.value, args[3]!.value, "power(x, n, 6, half_up)");
  let ok = true;
  if (bt.k === "money") {
    h.report("AL0303", args[0]!.span, `power raises a number, found ${show(bt)}`, { hint: "raise the factor and multiply the amount by it: 6.00 EUR * power(0.98, years)" });
    ok = false;
  } else if (!(isNumeric(bt) || bt.k === "error")) {
    h.report("AL0303", args[0]!.span, `power raises a number, found ${show(bt)}`, { hint: "give power a number, a decimal or a percentage as its base" });
    ok = false;
  }
  if (!(xt.k === "integer" || xt.k === "error")) {
    h.report("AL0303", args[1]!.span, `expected a whole-number exponent for power, found ${show(xt)}`, {
      hint: isNumeric(xt) ? "a power is exact for whole exponents only: count the years (or steps) as a whole number, for example year(call.decision_date) - 2024" : "give the number of times the base is multiplied, a whole number",
    });
    ok = false;
  }
  if (!ok) return ERROR;
  if (bt.k === "error" || xt.k === "error") return ERROR;
  // a whole number to a power that cannot be negative stays whole (and unrounded); anything else is a decimal
  const nonNegative = xt.k === "integer" && xt.lo !== undefined && /^\d+$/.test(xt.lo);
  return bt.k === "integer" && nonNegative && args.length === 2 ? INTEGER : DECIMAL;
}
