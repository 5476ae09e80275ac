// sum, mean and count over a list or a comprehension `x in list: value`.
import type * as A from "../../ast/nodes.js";
import type { Context } from "../typecheck.js";
import { DECIMAL, ERROR, INTEGER, isNumeric, PERCENTAGE, show, unitOf, type Ty } from "../types.js";
import { arity, emptyList, type BuiltinHost } from "./host.js";
import { checkWeight } from "./outcome.js";

export function checkSumMean(h: BuiltinHost, e: A.CallExpr, ctx: Context): Ty {
  const fn = e.fn.text;
  if (!arity(h, e, ctx, 1, 1, `${fn}(list) or ${fn}(x in list: value)`)) return ERROR;
  const arg = e.args[0]!;
  const el = h.aggregateElement(arg, ctx, fn);
  checkWeight(h, fn, arg, ctx);
  if (fn === "mean" && emptyList(h, fn, arg, ctx)) return ERROR;
  if (!(isNumeric(el) || el.k === "money" || el.k === "error")) h.report("AL0303", arg.span, `${fn} adds numbers or amounts, found ${show(el)}`, { hint: `give ${fn} a list of numbers or amounts, or ${fn}(x in list: x.field)` });
  // of percentages a percentage (as `+` of two is, §8.2): told "21.25%", not as the fraction it is held as
  if (el.k === "percentage") return PERCENTAGE;
  // a quantity's unit is kept (§6.4): a sum of metres is metres
  const u = unitOf(el) !== undefined ? { unit: unitOf(el) } : {};
  if (fn === "mean") return el.k === "money" ? { k: "money", currency: el.currency } : el.k === "error" ? ERROR : { ...DECIMAL, ...u } as Ty;
  return el.k === "integer" ? ({ ...INTEGER, ...u } as Ty) : el.k === "money" ? { k: "money", currency: el.currency } : el.k === "error" ? ERROR : ({ ...DECIMAL, ...u } as Ty);
}

export function checkCount(h: BuiltinHost, e: A.CallExpr, ctx: Context): Ty {
  if (!arity(h, e, ctx, 1, 1, "count(list) or count(x in list: condition)")) return ERROR;
  const a = e.args[0]!;
  if (a.variable && a.distinct) {
    // `count(distinct p in partners: p.country)`: how many different values (§8.7)
    const el = h.aggregateElement(a, ctx, "count");
    checkWeight(h, "count", a, ctx);
    if (el.k === "record" || el.k === "list" || el.k === "keyed" || el.k === "draw") h.report("AL0303", a.body!.span, `count(distinct …) counts the different values of a field, found ${show(el)}`, { hint: "write the value to tell apart after ':', for example count(distinct p in partners: p.country)" });
  } else if (a.variable) {
    const el = h.aggregateElement(a, ctx, "count");
    checkWeight(h, "count", a, ctx);
    if (el.k !== "boolean" && el.k !== "error") h.report("AL0303", a.body!.span, `count counts the items for which a condition holds, found ${show(el)}`, { hint: "write a condition after ':', for example count(p in partners: p.rural)" });
  } else {
    const t = h.argExpr(a, ctx);
    if (t.k !== "list" && t.k !== "error") h.report("AL0303", a.span, `count needs a list, found ${show(t)}`, { hint: "a number is already a count: use the value itself, for example 'partners >= 2'" });
  }
  return INTEGER;
}
