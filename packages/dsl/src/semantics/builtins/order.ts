// min and max: of two or more values, or over a list (`max(x in list: value)`).
import type * as A from "../../ast/nodes.js";
import type { Context } from "../typecheck.js";
import { ERROR, isNumeric, show, type Ty } from "../types.js";
import { arity, emptyList, unify, type BuiltinHost } from "./host.js";
import { checkWeight } from "./outcome.js";

export function checkMinMax(h: BuiltinHost, e: A.CallExpr, ctx: Context): Ty {
  const fn = e.fn.text;
  const args = e.args;
  if (args.length === 1) {
    const t = h.aggregateElement(args[0]!, ctx, fn);
    checkWeight(h, fn, args[0]!, ctx);
    return emptyList(h, fn, args[0]!, ctx) ? ERROR : t;
  }
  if (!arity(h, e, ctx, 2, 99, `${fn}(a, b)`)) return ERROR;
  let t: Ty | undefined;
  for (const a of args) {
    const at = h.argExpr(a, ctx);
    if (!(isNumeric(at) || at.k === "money" || at.k === "date" || at.k === "datetime" || at.k === "error")) h.report("AL0303", a.span, `${fn} compares numbers, amounts or dates, found ${show(at)}`, { hint: `give ${fn} values that can be ordered` });
    const u: Ty | undefined = t ? unify(t, at) : at;
    if (!u) {
      const money = t!.k === "money" ? t! : at.k === "money" ? at : undefined;
      const plain = at.k === "money" ? undefined : a.value;
      const hint =
        t!.k === "money" && at.k === "money"
          ? `write every value of ${fn} in ${t!.currency}; Allot never converts between currencies`
          : money && money.k === "money" && plain && isNumeric(at)
            ? `write the number as an amount: ${plain.kind === "number" ? plain.value : "1000"} ${money.currency}`
            : `give every value of ${fn} the same type`;
      h.report(t!.k === "money" && at.k === "money" ? "AL0302" : "AL0303", a.span, `${fn} expects values of one type, found ${show(t!)} and ${show(at)}`, { hint });
    }
    t = u ?? t;
  }
  return t ?? ERROR;
}
