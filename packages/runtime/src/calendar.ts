// Working days. A calendar says which days are not working days: weekends and public holidays.
// "PL" follows the Polish Act on days free from work (ustawa z 18 stycznia 1951 r. o dniach
// wolnych od pracy): Epiphany from 2011, Christmas Eve from 2025; "NL" the general holidays of
// the Algemene termijnenwet (5 May every year, Queen's Day until 2013); "EU" the holidays of the
// EU institutions common to all; "weekdays" has no holidays. "DE" the nine days every Land keeps
// (Reformation Day's 500th anniversary, 31 October 2017, too), and "DE_BW" … "DE_TH" (ISO 3166-2,
// the hyphen written "_") those and the Land's own days under its Feiertagsgesetz: the days kept
// in the whole Land only, so Assumption in Bavaria (a holiday in its Catholic municipalities) and
// Corpus Christi in Saxony and Thuringia (in some of their municipalities) are not in them.
// Day numbers as in time.ts.
// A small table of our own rather than date-holidays at run time (12 MB installed, seconds to
// load and to list a century, and its Dutch "public" days are not the Termijnenwet's):
// packages/runtime/test/calendar-holidays.test.ts checks every year 2000–2100 against it.
import { formatDate, parseDate } from "./time.js";

/** The German Länder by their ISO 3166-2 codes, the hyphen written "_" (a name cannot hold "-"). */
export const germanStates = ["DE_BW", "DE_BY", "DE_BE", "DE_BB", "DE_HB", "DE_HH", "DE_HE", "DE_MV", "DE_NI", "DE_NW", "DE_RP", "DE_SL", "DE_SN", "DE_ST", "DE_SH", "DE_TH"] as const;
export type GermanState = (typeof germanStates)[number];
export type CalendarName = "PL" | "NL" | "EU" | "weekdays" | "DE" | GermanState;
export const calendarNames: readonly CalendarName[] = ["PL", "NL", "EU", "weekdays", "DE", ...germanStates];

/** Buß- und Bettag: the Wednesday before 23 November (11 days before the first Sunday of Advent). */
export function repentanceDay(year: number): number {
  const nov23 = Date.UTC(year, 10, 23) / 86_400_000;
  const dow = new Date(nov23 * 86_400_000).getUTCDay(); // 0 Sunday … 6 Saturday
  return nov23 - (((dow - 3 + 7) % 7) || 7);
}

/** The days a German Land keeps besides the nine nationwide ones, in the whole Land. */
function germanStateDays(state: GermanState, year: number, e: number): number[] {
  const epiphany = fixed(year, 1, 6);
  const corpusChristi = e + 60;
  const allSaints = fixed(year, 11, 1);
  const reformation = fixed(year, 10, 31);
  switch (state) {
    case "DE_BW": return [epiphany, corpusChristi, allSaints];
    case "DE_BY": return [epiphany, corpusChristi, allSaints];
    // Internationaler Frauentag from 2019 (Berliner Feiertagsgesetz as amended 2019); the day of
    // liberation, 8 May, once in 2020 and once in 2025; 17 June 2028 (the uprising of 1953, 75
    // years on; a Saturday) once
    case "DE_BE": return [...(year >= 2019 ? [fixed(year, 3, 8)] : []), ...(year === 2020 || year === 2025 ? [fixed(year, 5, 8)] : []), ...(year === 2028 ? [fixed(year, 6, 17)] : [])];
    case "DE_BB": return [reformation, e, e + 49]; // Easter Sunday and Whit Sunday are Brandenburg's holidays too
    // Reformation Day a holiday in Bremen, Hamburg, Lower Saxony and Schleswig-Holstein from 2018
    case "DE_HB": case "DE_HH": case "DE_NI": case "DE_SH": return year >= 2018 ? [reformation] : [];
    case "DE_HE": return [corpusChristi];
    case "DE_MV": return [reformation, ...(year >= 2023 ? [fixed(year, 3, 8)] : [])]; // Frauentag from 2023
    case "DE_NW": case "DE_RP": return [corpusChristi, allSaints];
    case "DE_SL": return [corpusChristi, fixed(year, 8, 15), allSaints];
    case "DE_SN": return [reformation, repentanceDay(year)]; // the one Land that kept Buß- und Bettag after 1994
    case "DE_ST": return [epiphany, reformation];
    case "DE_TH": return [reformation, ...(year >= 2019 ? [fixed(year, 9, 20)] : [])]; // Weltkindertag from 2019
  }
}

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
  } else if (calendar === "DE" || calendar.startsWith("DE_")) {
    // Neujahr, Karfreitag, Ostermontag, 1 May, Christi Himmelfahrt, Pfingstmontag, 3 October (Einigungsvertrag art. 2(2)), Christmas
    days.push(fixed(year, 1, 1), e - 2, e + 1, fixed(year, 5, 1), e + 39, e + 50, fixed(year, 10, 3), fixed(year, 12, 25), fixed(year, 12, 26));
    if (year === 2017) days.push(fixed(year, 10, 31)); // the Reformation's 500th anniversary, once in every Land
    if (calendar !== "DE") days.push(...germanStateDays(calendar as GermanState, year, e));
  }
  const set = new Set(days);
  cache.set(key, set);
  return set;
}

/**
 * An office's own closing days (language.md §16.1: `calendar PL closed call.office_closed`): the
 * call's list of dates (day numbers) as a set, made once for each list the call holds.
 */
const closedSets = new WeakMap<readonly number[], ReadonlySet<number>>();
export function closedSet(days: readonly number[] | null | undefined): ReadonlySet<number> | undefined {
  if (!days || days.length === 0) return undefined;
  let s = closedSets.get(days);
  if (!s) closedSets.set(days, (s = new Set(days)));
  return s;
}

/** Whether `day` is a working day: not a weekend, not the calendar's holiday, not one of the office's `closed` days. */
export function isWorkingDay(day: number, calendar: CalendarName, closed?: ReadonlySet<number>): boolean {
  const dow = new Date(day * 86_400_000).getUTCDay();
  if (dow === 0 || dow === 6) return false;
  if (closed?.has(day)) return false;
  const year = new Date(day * 86_400_000).getUTCFullYear();
  return !holidays(calendar, year).has(day);
}

/** The n-th working day after `day` (the day of the event itself is not counted). */
export function addWorkingDays(day: number, n: number, calendar: CalendarName, closed?: ReadonlySet<number>): number {
  let d = day;
  let left = n;
  while (left > 0) {
    d++;
    if (isWorkingDay(d, calendar, closed)) left--;
  }
  return d;
}

/**
 * The office's closing days a count from `from` to `to` skipped: those after `from` up to `to`
 * that would have been working days in the calendar alone (a closing day on a Saturday or a
 * public holiday changes nothing and is not named), in order.
 */
export function closedSkipped(from: number, to: number, calendar: CalendarName, closed: ReadonlySet<number> | undefined): number[] {
  if (!closed) return [];
  const lo = Math.min(from, to);
  const hi = Math.max(from, to);
  return [...closed].filter((d) => d > lo && d <= hi && isWorkingDay(d, calendar)).sort((a, b) => a - b);
}

export function addCalendarDays(day: number, n: number): number {
  return day + n;
}

export { formatDate, parseDate };
