// Calls of the built-in functions that came with issue 17 — power and the parts of a date —
// emitted as calls of the runtime's helpers (runtime/src/functions.ts). Every number they give is
// a Decimal (represent.ts holds a call's value as one).
import type * as A from "../ast/nodes.js";
import type { ExprEmitter } from "./expr.js";
import { emitUserCall } from "./functions.js";
import { dateCountForms } from "../semantics/builtins/dateCount.js";

/** JS source of the call, or undefined when `e` calls none of these functions. */
export function emitConstructCall(x: ExprEmitter, e: A.CallExpr, vars: ReadonlyMap<string, string>): string | undefined {
  const args = e.args;
  switch (e.fn.text) {
    case "power": {
      const base = x.emitAs(args[0]!.value, "dec", vars);
      const exponent = x.emit(args[1]!.value, vars);
      if (args.length === 4) {
        const places = args[2]!.value.kind === "number" ? Number(args[2]!.value.value) : 0;
        const mode = args[3]!.value.kind === "name" ? args[3]!.value.name.text : "half_even";
        return `ops.powerRounded(${base}, ${exponent}, ${places}, ${JSON.stringify(mode)})`;
      }
      return `ops.power(${base}, ${exponent})`;
    }
    case "year":
    case "month":
    case "day":
    case "weekday": {
      const a = args[0]!.value;
      const t = x.type(a);
      const zone = t?.k === "datetime" ? `, ${JSON.stringify(x.zoneOf(t))}` : "";
      return `ops.${e.fn.text}(${x.emit(a, vars)}${zone})`;
    }
    // counting with dates (runtime dateCount.ts): a date-time counts from its day on its zone's clock
    case "full_years":
    case "full_months":
    case "completed_years":
    case "days_between":
    case "working_days_between":
    case "add_days":
    case "add_months":
    case "add_years":
    case "add_working_days": {
      const fn = { full_years: "fullYears", full_months: "fullMonths", completed_years: "completedYears", days_between: "daysBetween", working_days_between: "workingDaysBetween", add_days: "addDays", add_months: "addMonths", add_years: "addYears", add_working_days: "addWorkingDaysSigned" }[e.fn.text];
      const form = dateCountForms[e.fn.text]!;
      const parts = form.args.map((kind, i) => {
        const a = args[i]!.value;
        if (kind === "count") return x.emit(a, vars);
        const t = x.type(a);
        return t?.k === "datetime" ? `ops.dayOf(${x.emit(a, vars)}, ${JSON.stringify(x.zoneOf(t))})` : x.emit(a, vars);
      });
      if (form.choice) {
        // a word written in the scheme, or the call's reading (`call.month_end`: one of the words)
        const w = args[form.args.length]!.value;
        parts.push(w.kind === "name" ? JSON.stringify(w.name.text) : x.emit(w, vars));
        // the office's closing days after the calendar (a call parameter: a list of dates)
        const closed = args[form.args.length + 1]?.value;
        if (closed) parts.push(x.emit(closed, vars));
      }
      return `ops.${fn}(${parts.join(", ")})`;
    }
    // a jury's scores (runtime jury.ts): whole numbers as they are held, JS numbers or Decimals
    case "median":
      return `ops.median(${scoresOf(x, args[0]!, vars)})`;
    case "trimmed_mean":
      return `ops.trimmedMean(${scoresOf(x, args[0]!, vars)}, ${Number((args[1]!.value as A.NumberLit).value)}, ${Number((args[2]!.value as A.NumberLit).value)})`;
    default:
      return emitUserCall(x, x.model, e, vars);
  }
}

/** The scores of `median` or `trimmed_mean`: the list, or `x in list: value` mapped. */
export function scoresOf(x: ExprEmitter, a: A.Argument, vars: ReadonlyMap<string, string>): string {
  if (!a.variable) return x.emit(a.value, vars);
  const v = x.fresh();
  x.r.bind(a.variable, a.list!);
  return `${x.emit(a.list!, vars)}.map((${v}) => ${x.emitAs(a.body!, "natural", new Map(vars).set(a.variable.text, v))})`;
}
