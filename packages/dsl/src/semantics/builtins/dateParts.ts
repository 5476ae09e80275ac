// year, month, day and weekday of a date, or of a date-time on the clock of its declared time
// zone (weekday: 1 for Monday to 7 for Sunday, as ISO 8601 counts). A date-time with no zone of
// its own (a literal, or a value computed only from literals) has no calendar day until a zone is
// chosen: AL0602.
import type * as A from "../../ast/nodes.js";
import type { Context } from "../typecheck.js";
import { ERROR, show, type Ty } from "../types.js";
import { arity, type BuiltinHost } from "./host.js";

export const dateParts = {
  year: { lo: "1", hi: "9999", what: "the year" },
  month: { lo: "1", hi: "12", what: "the month (1 to 12)" },
  day: { lo: "1", hi: "31", what: "the day of the month" },
  weekday: { lo: "1", hi: "7", what: "the day of the week (1 Monday to 7 Sunday)" },
} as const;

export type DatePart = keyof typeof dateParts;

export function checkDatePart(h: BuiltinHost, e: A.CallExpr, ctx: Context): Ty {
  const fn = e.fn.text as DatePart;
  if (!arity(h, e, ctx, 1, 1, `${fn}(date)`)) return ERROR;
  const arg = e.args[0]!;
  const t = h.argExpr(arg, ctx);
  if (t.k === "datetime" && t.zone === "*") {
    h.report("AL0602", arg.span, `expected a date, or a date-time read in a declared time zone, for ${fn}, found a date-time without a zone`, {
      hint: "a moment has a calendar day only on a clock: write the date itself (2024-05-01), or read a field declared datetime(\"Europe/Warsaw\")",
    });
    return ERROR;
  }
  if (t.k !== "date" && t.k !== "datetime" && t.k !== "error") {
    h.report("AL0303", arg.span, `${fn} takes a date or a date-time, found ${show(t)}`, { hint: `give ${fn} a field declared as date, or as datetime("Europe/Warsaw")` });
    return ERROR;
  }
  const p = dateParts[fn];
  return { k: "integer", lo: p.lo, hi: p.hi };
}
