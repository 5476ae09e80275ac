// AL0301 where a moment is compared with a day (`eingang <= 2027-01-15`: a datetime field and a
// date): the law's deadline has two readings, and the checker names both with a quick fix each
// (FINDINGS39 3; language.md §8.8) — the day of the moment compared with the day,
// `date_of(eingang) <= 2027-01-15`, or the moment compared with the moment the day ends,
// `eingang < 2027-01-16T00:00:00` ("bis zum 15. Januar … Maßgeblich ist der Zeitpunkt des Eingangs").
import type * as A from "../ast/nodes.js";
import { show, type Ty } from "./types.js";
import type { TypeChecker } from "./typecheck.js";

const FLIP: Readonly<Record<string, string>> = { "<": ">", "<=": ">=", ">": "<", ">=": "<=", "=": "=", "!=": "!=" };

/** The day after a date written `YYYY-MM-DD` (the proleptic Gregorian calendar, as §8.8 counts). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Reports AL0301 for a comparison of a datetime with a date, with the two readings as hint and
 * fixes; false where the two sides are not a moment and a day (the caller reports as before).
 */
export function momentAgainstDay(tc: TypeChecker, e: A.Binary, lt: Ty, rt: Ty): boolean {
  const momentLeft = lt.k === "datetime" && rt.k === "date";
  if (!momentLeft && !(lt.k === "date" && rt.k === "datetime")) return false;
  const text = (x: A.Expr): string => tc.m.text.slice(x.span.start, x.span.end);
  const moment = momentLeft ? e.left : e.right;
  const day = momentLeft ? e.right : e.left;
  // the moment first, as a deadline is read: `2027-01-15 >= eingang` is `eingang <= 2027-01-15`
  const op = momentLeft ? e.op : (FLIP[e.op] ?? e.op);
  const byDay = `date_of(${text(moment)}) ${op} ${text(day)}`;
  // the moment against the moment the day begins or ends, where the day is written out
  const bar = (d: string): string => `${d}T00:00:00`;
  const lit = day.kind === "date" ? day.value : undefined;
  const byMoment =
    lit === undefined ? undefined
    : op === "<=" ? `${text(moment)} < ${bar(nextDay(lit))}`
    : op === "<" ? `${text(moment)} < ${bar(lit)}`
    : op === ">=" ? `${text(moment)} >= ${bar(lit)}`
    : op === ">" ? `${text(moment)} >= ${bar(nextDay(lit))}`
    : undefined;
  const edge = op === "<=" || op === ">" ? "the end of that day" : "the start of that day";
  const hint = byMoment
    ? `a moment against a day has two readings: the day of the moment, \`${byDay}\`, or the moment against ${edge}, \`${byMoment}\` (language reference §8.8)`
    : `a moment against a day has two readings: the day of the moment, \`${byDay}\`, or the moment against a date-time written out (language reference §8.8)`;
  const fixes = [{ title: `Compare the day: ${byDay}`, span: e.span, text: byDay }, ...(byMoment ? [{ title: `Compare the moment: ${byMoment}`, span: e.span, text: byMoment }] : [])];
  tc.report("AL0301", e.opSpan, `'${e.op}' expects two values of one type, found ${show(lt)} and ${show(rt)}`, { hint, fixes });
  return true;
}
