// Working days. A calendar says which days are not working days: weekends and public holidays.
// "PL" follows the Polish Act on days free from work (ustawa z 18 stycznia 1951 r. o dniach
// wolnych od pracy): Epiphany from 2011, Christmas Eve from 2025; "NL" the general holidays of
// the Algemene termijnenwet (5 May every year, Queen's Day until 2013); "EU" the holidays of the
// EU institutions common to all; "weekdays" has no holidays. Day numbers as in time.ts.
// A small table of our own rather than date-holidays at run time (12 MB installed, seconds to
// load and to list a century, and its Dutch "public" days are not the Termijnenwet's):
// packages/runtime/test/calendar-holidays.test.ts checks every year 2000–2100 against it.
import { formatDate, parseDate } from "./time.js";

export type CalendarName = "PL" | "NL" | "EU" | "weekdays";

/** Easter Sunday (Gregorian), by the anonymous Gregorian algorithm. */
export function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

function fixed(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

const cache = new Map<string, Set<number>>();

export function holidays(calendar: CalendarName, year: number): Set<number> {
  const key = calendar + year;
  const hit = cache.get(key);
  if (hit) return hit;
  const e = easter(year);
  const days: number[] = [];
  if (calendar === "PL") {
    days.push(fixed(year, 1, 1), e, e + 1, fixed(year, 5, 1), fixed(year, 5, 3), e + 49, e + 60, fixed(year, 8, 15), fixed(year, 11, 1), fixed(year, 11, 11), fixed(year, 12, 25), fixed(year, 12, 26));
    if (year >= 2011) days.push(fixed(year, 1, 6)); // Epiphany, restored by the Act of 24 September 2010
    if (year >= 2025) days.push(fixed(year, 12, 24));
  } else if (calendar === "NL") {
    // King's Day, 27 April from 2014 (Queen's Day, 30 April, before), the day before when a Sunday
    const birthday = year >= 2014 ? fixed(year, 4, 27) : fixed(year, 4, 30);
    const kingsDay = new Date(birthday * 86_400_000).getUTCDay() === 0 ? birthday - 1 : birthday;
    days.push(fixed(year, 1, 1), e, e + 1, kingsDay, e + 39, e + 49, e + 50, fixed(year, 12, 25), fixed(year, 12, 26));
    days.push(fixed(year, 5, 5)); // Algemene termijnenwet art. 3(1): "de vijfde mei"
  } else if (calendar === "EU") {
    // holidays of the EU institutions common to all: New Year, Good Friday, Easter Monday, 1 May, 9 May, Ascension, Whit Monday, Christmas
    days.push(fixed(year, 1, 1), e - 2, e + 1, fixed(year, 5, 1), fixed(year, 5, 9), e + 39, e + 50, fixed(year, 12, 25), fixed(year, 12, 26));
  }
  const set = new Set(days);
  cache.set(key, set);
  return set;
}

export function isWorkingDay(day: number, calendar: CalendarName): boolean {
  const dow = new Date(day * 86_400_000).getUTCDay();
  if (dow === 0 || dow === 6) return false;
  const year = new Date(day * 86_400_000).getUTCFullYear();
  return !holidays(calendar, year).has(day);
}

/** The n-th working day after `day` (the day of the event itself is not counted). */
export function addWorkingDays(day: number, n: number, calendar: CalendarName): number {
  let d = day;
  let left = n;
  while (left > 0) {
    d++;
    if (isWorkingDay(d, calendar)) left--;
  }
  return d;
}

export function addCalendarDays(day: number, n: number): number {
  return day + n;
}

export { formatDate, parseDate };
