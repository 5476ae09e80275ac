// calendar.ts's holidays against the date-holidays package (a devDependency, pinned) for every
// year 2000–2100: the Polish calendar is exactly its public holidays for PL; the Dutch one its
// public holidays for NL plus 5 May, which the Algemene termijnenwet (art. 3(1)) counts every
// year and date-holidays does not; the EU institutions' calendar is its fixed days and the days
// that move with Easter, read from date-holidays' own Good Friday, Easter Monday, Ascension and
// Whit Monday. Easter itself is compared year by year. Germany: DE is exactly date-holidays'
// public days for DE, and each Land's calendar (DE_BW … DE_TH) exactly its public days for the
// Land, Sundays left out on both sides (Brandenburg's Easter Sunday and Whit Sunday change no
// working day).
import { describe, expect, it } from "vitest";
import Holidays from "date-holidays";
import { easter, germanStates, holidays, type CalendarName } from "../src/calendar.js";
import { formatDate } from "../src/time.js";

const YEARS = Array.from({ length: 101 }, (_, i) => 2000 + i);

/** date-holidays' days of a country for a year: each date with the types and names on it. */
function listed(country: string, state?: string): Map<number, Array<{ date: string; type: string; name: string }>> {
  const hd = state ? new Holidays(country, state) : new Holidays(country);
  return new Map(YEARS.map((y) => [y, hd.getHolidays(y).map((h) => ({ date: h.date.slice(0, 10), type: h.type, name: h.name }))]));
}

const ours = (c: CalendarName, y: number) => [...holidays(c, y)].map(formatDate).sort();
const sorted = (days: Iterable<string>) => [...new Set(days)].sort();

describe("holidays against date-holidays, 2000–2100", { timeout: 180_000 }, () => {
  const pl = listed("PL");
  const nl = listed("NL");

  it("Easter Sunday is date-holidays' every year", () => {
    for (const y of YEARS) expect(formatDate(easter(y)), String(y)).toBe(pl.get(y)!.find((h) => h.name === "Niedziela Wielkanocna")!.date);
  });

  it("PL is exactly date-holidays' public holidays for Poland", () => {
    for (const y of YEARS) expect(ours("PL", y), String(y)).toEqual(sorted(pl.get(y)!.filter((h) => h.type === "public").map((h) => h.date)));
  });

  it("NL is date-holidays' public holidays for the Netherlands and 5 May every year", () => {
    for (const y of YEARS) expect(ours("NL", y), String(y)).toEqual(sorted([...nl.get(y)!.filter((h) => h.type === "public").map((h) => h.date), `${y}-05-05`]));
  });

  it("EU is its fixed days and Good Friday, Easter Monday, Ascension and Whit Monday as date-holidays dates them", () => {
    const named = (y: number, name: string) => nl.get(y)!.find((h) => h.name === name)!.date;
    for (const y of YEARS) {
      const moving = ["Goede Vrijdag", "Tweede paasdag", "Hemelvaartsdag", "Tweede pinksterdag"].map((n) => named(y, n));
      expect(ours("EU", y), String(y)).toEqual(sorted([`${y}-01-01`, `${y}-05-01`, `${y}-05-09`, `${y}-12-25`, `${y}-12-26`, ...moving]));
    }
  });

  const notSunday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0;
  const publicDays = (l: Map<number, Array<{ date: string; type: string }>>, y: number) => sorted(l.get(y)!.filter((h) => h.type === "public").map((h) => h.date).filter(notSunday));

  it("DE is exactly date-holidays' public holidays for Germany (31 October 2017 among them)", () => {
    const de = listed("DE");
    for (const y of YEARS) expect(ours("DE", y).filter(notSunday), String(y)).toEqual(publicDays(de, y));
    expect(ours("DE", 2017)).toContain("2017-10-31");
    expect(ours("DE", 2018)).not.toContain("2018-10-31");
  });

  for (const state of germanStates) {
    it(`${state} is exactly date-holidays' public holidays for ${state.replace("_", "-")}`, () => {
      const l = listed("DE", state.slice(3));
      for (const y of YEARS) expect(ours(state, y).filter(notSunday), `${state} ${y}`).toEqual(publicDays(l, y));
    });
  }
});
