// Counting with dates as the law counts: full years and months between two days (an age), days
// and working days between, a day plus days, months, years or working days. Days are day numbers
// (days since 1970-01-01, as in time.ts); a count is a Decimal, as every number a call gives.
//
// A month or a year added to a day whose number the target month lacks (31 January + 1 month,
// the anniversary of 29 February in a common year) falls on a day the scheme chooses, for the
// jurisdictions differ: `last_day`, the month's last day (28 February; the rule of periods in BGB §188(3) and
// the Polish Kodeks cywilny art. 112), or `next_day`, the day after it (1 March). An age is the
// number of anniversaries reached: born 2000-02-29, a person is 25 on 2025-02-28 under
// `last_day` and on 2025-03-01 under `next_day`.
import { Decimal } from "./decimal.js";
import { closedSet, isWorkingDay, type CalendarName } from "./calendar.js";
import { EvaluationError } from "./ops.js";
import { formatDate } from "./time.js";

export type MonthEnd = "last_day" | "next_day";

/** The largest span a working-day count walks: 100 years of days (add_working_days, a deadline). */
export const MAX_WALK = 36_525;

/** The calendar date of a day number (named in full: a Decimal's private fields are `d`, `e`, `s`, test/decimal-library) */
function civil(day: number): { year: number; month: number; dayOfMonth: number } {
  const t = new Date(day * 86_400_000);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, dayOfMonth: t.getUTCDate() };
}

/** The day number of y-m-d (years below 100 too: Date.UTC would read 0099 as 1999). */
function dayNumber(y: number, m: number, d: number): number {
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  return Math.round(t.getTime() / 86_400_000);
}

function lastDayOf(y: number, m: number): number {
  return dayNumber(y, m + 1, 0);
}

/** A period's number: whole, and at most 10 000 years of its unit (`max`), so the date stays one Date can hold. */
function whole(n: Decimal | number, what: string, max: number): number {
  const v = typeof n === "number" ? n : n.toNumber();
  if (!Number.isInteger(v)) throw new EvaluationError(`${what} must be a whole number, found ${String(n)}`);
  if (Math.abs(v) > max) throw new EvaluationError(`${what} is ${v}, beyond ${max}, the most a scheme can count`);
  return v;
}

function monthsOn(day: number, n: number, rule: MonthEnd): number {
  const { year: y, month: m, dayOfMonth: d } = civil(day);
  const total = y * 12 + (m - 1) + n;
  const ny = Math.floor(total / 12);
  const nm = total - ny * 12 + 1;
  const last = lastDayOf(ny, nm);
  const lastD = civil(last).dayOfMonth;
  if (d <= lastD) return dayNumber(ny, nm, d);
  return rule === "last_day" ? last : last + 1;
}

/** `day` plus `n` months; a day the target month lacks falls on its last day, or the day after. */
export function addMonths(day: number, n: Decimal | number, rule: MonthEnd): number {
  return monthsOn(day, whole(n, "the number of months", 120_000), rule);
}

/** `day` plus `n` years (12 months each): 29 February goes to 28 February or 1 March in a common year. */
export function addYears(day: number, n: Decimal | number, rule: MonthEnd): number {
  return monthsOn(day, 12 * whole(n, "the number of years", 10_000), rule);
}

export function addDays(day: number, n: Decimal | number): number {
  return day + whole(n, "the number of days", 3_652_425);
}

/** The n-th working day after `day` (before it for a negative n); `day` itself for 0. */
export function addWorkingDaysSigned(day: number, n: Decimal | number, calendar: CalendarName, closedDays?: readonly number[] | null): number {
  const closed = closedSet(closedDays);
  let left = whole(n, "the number of working days", MAX_WALK);
  const step = left < 0 ? -1 : 1;
  let d = day;
  while (left !== 0) {
    d += step;
    if (isWorkingDay(d, calendar, closed)) left -= step;
  }
  return d;
}

/** Full periods of `step` months from `from` to `to`: the anniversaries reached; negative when `to` is earlier. */
function fullPeriods(from: number, to: number, step: number, rule: MonthEnd): number {
  if (to < from) return -fullPeriods(to, from, step, rule);
  const a = civil(from);
  const b = civil(to);
  let k = Math.floor(((b.year - a.year) * 12 + (b.month - a.month)) / step);
  while (k > 0 && monthsOn(from, k * step, rule) > to) k--;
  return k;
}

/** Full years from `from` to `to` (an age: born `from`, on `to`). */
export function fullYears(from: number, to: number, rule: MonthEnd): Decimal {
  return new Decimal(fullPeriods(from, to, 12, rule));
}

/**
 * The years of life completed by the end of `to` (language.md §8.7.4): the day of birth counted
 * (§ 187(2) BGB), a year completed at the end of the day before the birthday (§ 188(2) BGB, § 902
 * ABGB) — the full years to the day after `to`.
 */
export function completedYears(from: number, to: number, rule: MonthEnd): Decimal {
  return new Decimal(fullPeriods(from, to + 1, 12, rule));
}

export function fullMonths(from: number, to: number, rule: MonthEnd): Decimal {
  return new Decimal(fullPeriods(from, to, 1, rule));
}

/** `to` − `from` in days: 1 from a day to the next. */
export function daysBetween(from: number, to: number): Decimal {
  return new Decimal(to - from);
}

/**
 * The working days after `from` up to and including `to`; when `to` is earlier, minus those from
 * `to` up to the day before `from`: either way the n that `add_working_days(from, n)` reaches
 * on a working day `to`.
 */
export function workingDaysBetween(from: number, to: number, calendar: CalendarName, closedDays?: readonly number[] | null): Decimal {
  const closed = closedSet(closedDays);
  if (Math.abs(to - from) > MAX_WALK) throw new EvaluationError(`the days from ${formatDate(from)} to ${formatDate(to)} are more than ${MAX_WALK}: too many to count working days`);
  let n = 0;
  if (to >= from) {
    for (let d = from + 1; d <= to; d++) if (isWorkingDay(d, calendar, closed)) n++;
  } else {
    for (let d = to; d < from; d++) if (isWorkingDay(d, calendar, closed)) n--;
  }
  return new Decimal(n);
}
