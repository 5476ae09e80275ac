// Counting with dates (language.md §8.7.4): full_years and full_months between two days (an age),
// days_between and working_days_between, and add_days, add_months, add_years and
// add_working_days. A count is a whole number, a day plus a period is a date: `filed_on + 3`
// stays a type error, and a period is never a number. Two choices the law leaves open are written
// in the call, never defaulted: where a month or year lands on a day its month lacks (`last_day`
// or `next_day`: 31 January + 1 month, 29 February in a common year), and which days are working
// days (a holiday calendar, as a publication deadline names one). A date-time counts from its
// calendar day on the clock of the zone its field declares. The month-end rule may be the call's
// (`call.month_end`, a parameter declared enum { last_day, next_day }), as `at boundary call.x` is.
import type * as A from "../../ast/nodes.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import type { Context } from "../typecheck.js";
import { calendarList, calendars, calendarSpelling, DATE, ERROR, INTEGER, show, type Ty } from "../types.js";
import { arity, type BuiltinHost } from "./host.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";

/** The office's closing days as a count's last argument: checked as a deadline's `closed call.x` (check.ts). */
function closedDaysOk(h: BuiltinHost, e: A.Expr, t: Ty, fn: string): boolean {
  const before = h.m.diagnostics.length;
  checkClosedDays(h.m, e, t, fn);
  return h.m.diagnostics.length === before;
}

export const monthEnds = ["last_day", "next_day"] as const;

interface Form {
  /** the kinds of the leading arguments: a day, or a whole number */
  readonly args: readonly ("day" | "count")[];
  /** the open choice written last, if any */
  readonly choice?: "month_end" | "calendar";
  readonly result: "count" | "date";
  readonly example: string;
}

export const dateCountForms: Readonly<Record<string, Form>> = {
  full_years: { args: ["day", "day"], choice: "month_end", result: "count", example: "full_years(born_on, call.closing_date, last_day)" },
  full_months: { args: ["day", "day"], choice: "month_end", result: "count", example: "full_months(founded_on, submitted_on, last_day)" },
  // the years of life completed by the end of `to` as §§ 187(2), 188(2) BGB and § 902 ABGB count them (unit40)
  completed_years: { args: ["day", "day"], choice: "month_end", result: "count", example: "completed_years(geburtsdatum, 2027-08-01, last_day)" },
  days_between: { args: ["day", "day"], result: "count", example: "days_between(call.notice_date, filed_on)" },
  working_days_between: { args: ["day", "day"], choice: "calendar", result: "count", example: "working_days_between(call.notice_date, filed_on, PL)" },
  add_days: { args: ["day", "count"], result: "date", example: "add_days(call.notice_date, 30)" },
  add_months: { args: ["day", "count"], choice: "month_end", result: "date", example: "add_months(call.decision_date, 3, last_day)" },
  add_years: { args: ["day", "count"], choice: "month_end", result: "date", example: "add_years(born_on, 30, last_day)" },
  add_working_days: { args: ["day", "count"], choice: "calendar", result: "date", example: "add_working_days(call.notice_date, 14, PL)" },
};

const CHOICE_TEXT = {
  month_end: {
    what: "where a month or year that lands on a day its month lacks falls (31 January + 1 month, 29 February in a common year)",
    words: monthEnds as readonly string[],
    hint: "add last_day (the month's last day: 28 February) or next_day (the day after it: 1 March), the reading the law follows",
  },
  calendar: {
    what: "which days are working days",
    words: calendars as readonly string[],
    hint: "add PL, NL, EU, DE or a German Land's DE_BY, DE_BE, … (the holidays of that calendar and the weekend) or weekdays (the weekend only)",
  },
} as const;

export function checkDateCount(h: BuiltinHost, e: A.CallExpr, ctx: Context): Ty {
  let ok0 = true;
  const fn = e.fn.text;
  const form = dateCountForms[fn]!;
  const n = form.args.length;
  const total = n + (form.choice ? 1 : 0);
  // the choice left out: AL0408, the open choice undecided (the other arguments still checked)
  if (form.choice && e.args.length === n) {
    const c = CHOICE_TEXT[form.choice];
    h.report("AL0408", e.span, `expected ${fn} to say ${c.what}, found no ${form.choice === "calendar" ? "calendar" : `${c.words.join(" or ")}`}`, { hint: `${c.hint}: ${form.example}` });
    for (const a of e.args) h.argExpr(a, ctx);
    return ERROR;
  }
  // a count of working days may name the office's own closing days after its calendar (§16.1)
  if (!arity(h, e, ctx, total, form.choice === "calendar" ? total + 1 : total, form.example)) return ERROR;
  if (e.args.length > total) {
    const c = e.args[total]!;
    const t = h.argExpr(c, ctx);
    if (t.k === "error") ok0 = false;
    else if (!closedDaysOk(h, c.value, t, fn)) ok0 = false;
  }
  let ok = ok0;
  form.args.forEach((kind, i) => {
    const a = e.args[i]!;
    const t = h.argExpr(a, ctx);
    if (t.k === "error") {
      ok = false;
      return;
    }
    if (kind === "count") {
      if (t.k !== "integer") {
        h.report("AL0303", a.span, `expected a whole number of ${fn === "add_days" ? "days" : fn === "add_months" ? "months" : fn === "add_years" ? "years" : "working days"} for ${fn}, found ${show(t)}`, { hint: `give the period as a whole number: ${form.example}` });
        ok = false;
      }
      return;
    }
    if (t.k === "datetime" && t.zone === "*") {
      h.report("AL0602", a.span, `expected a date, or a date-time read in a declared time zone, for ${fn}, found a date-time without a zone`, {
        hint: "a moment has a calendar day only on a clock: write the date itself (2024-05-01), or read a field declared datetime(\"Europe/Warsaw\")",
      });
      ok = false;
    } else if (t.k !== "date" && t.k !== "datetime") {
      h.report("AL0303", a.span, `${fn} counts from a date or a date-time, found ${show(t)}`, { hint: `give ${fn} a field declared as date, or as datetime("Europe/Warsaw"): ${form.example}` });
      ok = false;
    }
  });
  if (form.choice) {
    const c = CHOICE_TEXT[form.choice];
    const w = e.args[n]!.value;
    if (form.choice === "month_end" && w.kind === "member" && w.object.kind === "root" && w.object.root === "call") {
      // the call's reading (`call.month_end`, declared enum { last_day, next_day }), as `at boundary call.x`
      const text = h.m.text.slice(w.span.start, w.span.end);
      const t = h.argExpr(e.args[n]!, ctx);
      if (t.k === "enum") {
        const bad = t.members.filter((x) => !c.words.includes(x));
        if (bad.length) {
          h.report("AL0205", w.span, `expected a month-end rule (${c.words.join(", ")}) for ${fn}, found ${text}, whose enumeration has ${bad.join(", ")}`, { hint: `declare the parameter as enum { last_day, next_day } (or one of them): ${fn}(…, ${text})` });
          ok = false;
        }
      } else {
        if (t.k !== "error") h.report("AL0301", w.span, `expected a month-end rule for ${fn}: last_day, next_day, or a call parameter declared enum { last_day, next_day }, found ${text}, ${show(t)}`, { hint: `declare ${text.slice(5)}: enum { last_day, next_day } in call, or write last_day or next_day` });
        ok = false;
      }
    } else if (w.kind !== "name" || !c.words.includes(w.name.text)) {
      const text = w.kind === "name" ? w.name.text : h.m.text.slice(w.span.start, w.span.end);
      h.report("AL0205", w.span, `expected ${form.choice === "calendar" ? "a holiday calendar" : "a month-end rule"} (${form.choice === "calendar" ? calendarList : c.words.join(", ")}), found '${text}'`, { hint: (form.choice === "calendar" ? calendarSpelling(text) : undefined) ?? (w.kind === "name" ? didYouMean(w.name.text, c.words) : undefined) ?? `${c.hint}: ${form.example}` });
      ok = false;
    } else {
      h.m.words.add(w);
      h.set(w, { k: "word", word: w.name.text });
    }
  }
  if (!ok) return ERROR;
  return form.result === "date" ? DATE : INTEGER;
}

/**
 * An office's own closing days (`calendar PL closed call.office_closed`, the last argument of
 * `working_days_between` and `add_working_days`): a call parameter declared as a list of dates,
 * named directly, so that the input's checks (validate.ts) can name it.
 */
export function checkClosedDays(m: Model, e: A.Expr, t: Ty, where: string): void {
  if (t.k === "error") return;
  const direct = e.kind === "member" && e.object.kind === "root" && e.object.root === "call";
  if (!direct || t.k !== "list" || t.element.k !== "date") {
    const text = m.text.slice(e.span.start, e.span.end);
    m.diagnostics.push(diag("AL0301", e.span, `the office's closing days of ${where} must be a call parameter declared as a list of dates, found ${text}, ${show(t)}`, { hint: "declare office_closed: list of date in call, and write 'closed call.office_closed'; the call lists the days the office announced closed (\"office_closed\": [\"2026-05-04\"])" }));
    return;
  }
  m.closedDays.add((e as A.Member).name.text);
}

