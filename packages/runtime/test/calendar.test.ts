// Unit tests of calendar.ts: Easter, the Polish public holidays (fixed days, the Easter-based
// days, Christmas Eve from 2025), a few Dutch ones, and addWorkingDays over weekends and
// holidays — the publication deadlines the seeds count ("3 working days after").
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addCalendarDays, addWorkingDays, easter, holidays, isWorkingDay } from "../src/calendar.js";
import { formatDate, parseDate } from "../src/time.js";

const day = (s: string) => {
  const d = parseDate(s);
  if (d === undefined) throw new Error(`bad date ${s}`);
  return d;
};

describe("easter", () => {
  it("matches known Easter Sundays", () => {
    const known: Record<number, string> = { 1961: "1961-04-02", 2000: "2000-04-23", 2008: "2008-03-23", 2011: "2011-04-24", 2019: "2019-04-21", 2024: "2024-03-31", 2025: "2025-04-20", 2026: "2026-04-05", 2038: "2038-04-25", 2285: "2285-03-22" };
    for (const [y, d] of Object.entries(known)) expect(formatDate(easter(Number(y))), y).toBe(d);
  });
  it("is always a Sunday between 22 March and 25 April", () => {
    for (let y = 1900; y <= 2200; y++) {
      const e = easter(y);
      expect(new Date(e * 86_400_000).getUTCDay()).toBe(0);
      expect(e).toBeGreaterThanOrEqual(day(`${y}-03-22`));
      expect(e).toBeLessThanOrEqual(day(`${y}-04-25`));
    }
  });
});

describe("Polish public holidays", () => {
  it("lists the days of the Act of 18 January 1951 for 2024", () => {
    const want = ["2024-01-01", "2024-01-06", "2024-03-31", "2024-04-01", "2024-05-01", "2024-05-03", "2024-05-19", "2024-05-30", "2024-08-15", "2024-11-01", "2024-11-11", "2024-12-25", "2024-12-26"];
    expect([...holidays("PL", 2024)].sort((a, b) => a - b).map(formatDate)).toEqual(want);
  });

  it("adds Christmas Eve from 2025", () => {
    expect(holidays("PL", 2024).has(day("2024-12-24"))).toBe(false);
    expect(holidays("PL", 2025).has(day("2025-12-24"))).toBe(true);
    expect(holidays("PL", 2026).has(day("2026-12-24"))).toBe(true);
    expect(isWorkingDay(day("2024-12-24"), "PL")).toBe(true); // a Tuesday
    expect(isWorkingDay(day("2025-12-24"), "PL")).toBe(false); // a Wednesday
  });

  it("moves the Easter-based days with Easter", () => {
    // 2025: Easter 20 April, Easter Monday 21 April, Pentecost 8 June, Corpus Christi 19 June
    for (const d of ["2025-04-20", "2025-04-21", "2025-06-08", "2025-06-19"]) expect(holidays("PL", 2025).has(day(d)), d).toBe(true);
    expect(isWorkingDay(day("2025-04-21"), "PL")).toBe(false);
    expect(isWorkingDay(day("2025-06-19"), "PL")).toBe(false);
    expect(isWorkingDay(day("2025-04-18"), "PL")).toBe(true); // Good Friday is a working day in Poland
    expect(isWorkingDay(day("2024-05-30"), "PL")).toBe(false);
  });

  it("knows 11 November and weekends", () => {
    expect(isWorkingDay(day("2024-11-11"), "PL")).toBe(false); // Monday, Independence Day
    expect(isWorkingDay(day("2024-11-12"), "PL")).toBe(true);
    expect(isWorkingDay(day("2024-11-09"), "PL")).toBe(false); // Saturday
    expect(isWorkingDay(day("2024-11-10"), "PL")).toBe(false); // Sunday
    expect(isWorkingDay(day("2024-11-11"), "weekdays")).toBe(true);
  });
});

describe("addWorkingDays", () => {
  const plus = (d: string, n: number, cal: "PL" | "NL" | "EU" | "weekdays" = "PL") => formatDate(addWorkingDays(day(d), n, cal));

  it("skips weekends and holidays, not counting the day itself", () => {
    expect(plus("2024-11-08", 3)).toBe("2024-11-14"); // Fri → Sat, Sun, Mon 11 Nov skipped
    expect(plus("2024-12-20", 3)).toBe("2024-12-27"); // 23, 24 (a working day in 2024), 25–26 skipped, 27
    expect(plus("2025-12-19", 3)).toBe("2025-12-29"); // 22, 23, then 24–28 are not working days
    expect(plus("2025-04-18", 1)).toBe("2025-04-22"); // over Easter and Easter Monday
    expect(plus("2024-05-29", 1)).toBe("2024-05-31"); // over Corpus Christi
    expect(plus("2024-11-08", 3, "weekdays")).toBe("2024-11-13");
    expect(plus("2024-12-31", 1)).toBe("2025-01-02"); // over New Year
  });

  it("counts from a non-working day, and 0 days is the day itself", () => {
    expect(plus("2024-11-09", 1)).toBe("2024-11-12"); // Saturday → Tue (Mon is 11 Nov)
    expect(plus("2024-11-11", 0)).toBe("2024-11-11");
  });

  it("knows the Dutch King's Day on a Sunday and Liberation Day every fifth year", () => {
    expect(holidays("NL", 2025).has(day("2025-04-26"))).toBe(true); // 27 April 2025 is a Sunday
    expect(holidays("NL", 2024).has(day("2024-04-27"))).toBe(true);
    expect(isWorkingDay(day("2025-05-05"), "NL")).toBe(false);
    expect(isWorkingDay(day("2024-05-06"), "NL")).toBe(true);
    expect(plus("2025-05-02", 1, "NL")).toBe("2025-05-06");
  });

  it("lands on a working day after exactly n working days (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: day("2000-01-01"), max: day("2040-12-31") }), fc.integer({ min: 0, max: 40 }), fc.constantFrom("PL", "NL", "EU", "weekdays" as const), (d, n, cal) => {
        const r = addWorkingDays(d, n, cal);
        let count = 0;
        for (let x = d + 1; x <= r; x++) if (isWorkingDay(x, cal)) count++;
        expect(count).toBe(n);
        if (n > 0) expect(isWorkingDay(r, cal)).toBe(true);
        expect(addCalendarDays(d, n)).toBe(d + n);
      }),
      { numRuns: 300 },
    );
  });
});
