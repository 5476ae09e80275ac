// Unit and property tests of time.ts: calendar dates (leap years, impossible days, years below
// 100, years past 9999), moments as instants read on the clock of a zone (offsets, Z, daylight
// saving transitions in Warsaw and Amsterdam to the second, half-hour zones, fractions of a
// second), granularity drawn on the zone's clock, and the refusal of malformed, skipped,
// repeated or too precise values.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dayOfMoment, formatDate, momentProblem, parseDate, parseMoment, truncate } from "../src/time.js";
import { formatMoment } from "../src/timeShow.js";

const H = 3_600_000;
const wall = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) => Date.UTC(y, mo - 1, d, h, mi, s, ms);

describe("parseDate", () => {
  it("reads calendar dates as day numbers", () => {
    expect(parseDate("1970-01-01")).toBe(0);
    expect(parseDate("2024-11-08")).toBe(20035);
    expect(parseDate("1969-12-31")).toBe(-1);
    expect(formatDate(parseDate("2024-11-08")!)).toBe("2024-11-08");
  });

  it("knows leap years", () => {
    expect(parseDate("2024-02-29")).toBeDefined();
    expect(parseDate("2000-02-29")).toBeDefined();
    expect(parseDate("2023-02-29")).toBeUndefined();
    expect(parseDate("1900-02-29")).toBeUndefined();
    expect(parseDate("2100-02-29")).toBeUndefined();
  });

  it("refuses days that do not exist and malformed text", () => {
    for (const s of ["2024-04-31", "2024-06-31", "2024-13-01", "2024-00-10", "2024-01-00", "2024-01-32", "2024-1-08", "24-11-08", "2024/11/08", " 2024-11-08", "2024-11-08 ", "2024-11-08T00:00", "", "２０２４-11-08", "2024-11-0８"]) {
      expect(parseDate(s), s).toBeUndefined();
    }
  });

  it("reads years below 100 as themselves, not as 19xx", () => {
    expect(formatDate(parseDate("0024-11-08")!)).toBe("0024-11-08");
    expect(formatDate(parseDate("0099-12-31")!)).toBe("0099-12-31");
    expect(parseDate("0000-02-29")).toBeDefined(); // year 0 is a leap year (divisible by 400); 1900 is not
    expect(parseDate("0100-02-29")).toBeUndefined();
    expect(parseDate("0100-01-01")! - parseDate("0099-12-31")!).toBe(1);
  });

  it("round-trips every valid date and orders days like the calendar (property)", () => {
    const ymd = fc.record({ y: fc.integer({ min: 0, max: 9999 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) });
    const text = ({ y, m, d }: { y: number; m: number; d: number }) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
    const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    const dim = (y: number, m: number) => [31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
    fc.assert(
      fc.property(ymd, ymd, (a, b) => {
        const da = parseDate(text(a));
        expect(da === undefined).toBe(a.d > dim(a.y, a.m));
        if (da === undefined) return;
        expect(formatDate(da)).toBe(text(a));
        const db = parseDate(text(b));
        if (db === undefined) return;
        expect(Math.sign(da - db)).toBe(Math.sign(text(a).localeCompare(text(b))));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("parseMoment", () => {
  // a moment is an instant: `utc(...)` is the instant written in UTC
  const utc = wall;
  it("reads a wall-clock time of the scheme's zone as the instant that clock shows it", () => {
    expect(parseMoment("2023-11-30T23:59:59", "Europe/Warsaw")).toBe(utc(2023, 11, 30, 22, 59, 59));
    expect(parseMoment("2023-11-30 23:59", "Europe/Warsaw")).toBe(utc(2023, 11, 30, 22, 59));
    expect(parseMoment("2024-07-01T12:00:00", "Europe/Warsaw")).toBe(utc(2024, 7, 1, 10));
    expect(parseMoment("2023-11-30T23:59", "UTC")).toBe(utc(2023, 11, 30, 23, 59));
  });

  it("reads Z and offsets as the instant they write, whatever the zone", () => {
    expect(parseMoment("2023-11-30T22:59:59Z", "Europe/Warsaw")).toBe(utc(2023, 11, 30, 22, 59, 59));
    expect(parseMoment("2023-11-30T23:59:59+01:00", "Europe/Warsaw")).toBe(utc(2023, 11, 30, 22, 59, 59));
    expect(parseMoment("2024-07-01T12:00:00+02:00", "UTC")).toBe(utc(2024, 7, 1, 10));
    expect(parseMoment("2024-01-15T07:00:00-05:00", "UTC")).toBe(utc(2024, 1, 15, 12));
    expect(parseMoment("2024-01-15T17:30:00+05:30", "Asia/Kolkata")).toBe(utc(2024, 1, 15, 12));
    expect(parseMoment("1969-12-31T23:00:00Z", "Europe/Warsaw")).toBe(-H);
  });

  it("orders the instants of a night the clocks move back, to the second (Warsaw, Amsterdam)", () => {
    for (const zone of ["Europe/Warsaw", "Europe/Amsterdam"]) {
      // 2024-10-27 01:00:00Z: 03:00 CEST becomes 02:00 CET
      const texts = ["2024-10-27T00:30:00Z", "2024-10-27T00:59:59Z", "2024-10-27T02:59:59+02:00", "2024-10-27T01:00:00Z", "2024-10-27T02:00:00+01:00", "2024-10-27T01:10:00Z", "2024-10-27T03:00:00"];
      const got = texts.map((t) => parseMoment(t, zone)!);
      expect(got, zone).toEqual([utc(2024, 10, 27, 0, 30), utc(2024, 10, 27, 0, 59, 59), utc(2024, 10, 27, 0, 59, 59), utc(2024, 10, 27, 1), utc(2024, 10, 27, 1), utc(2024, 10, 27, 1, 10), utc(2024, 10, 27, 2)]);
      // 00:30Z (02:30 summer time) is before 01:10Z (02:10 winter time)
      expect(got[0]!).toBeLessThan(got[5]!);
    }
  });

  it("refuses a wall-clock time the zone skips or repeats, and says why", () => {
    // 2024-03-31: Warsaw and Amsterdam skip 02:00-02:59:59
    for (const zone of ["Europe/Warsaw", "Europe/Amsterdam"]) {
      expect(parseMoment("2024-03-31T01:59:59", zone)).toBe(utc(2024, 3, 31, 0, 59, 59));
      expect(parseMoment("2024-03-31T02:00:00", zone)).toBeUndefined();
      expect(parseMoment("2024-03-31T02:30:00", zone)).toBeUndefined();
      expect(parseMoment("2024-03-31T02:59:59", zone)).toBeUndefined();
      expect(parseMoment("2024-03-31T03:00:00", zone)).toBe(utc(2024, 3, 31, 1));
      expect(momentProblem("2024-03-31T02:30:00", zone)).toContain(`does not exist in ${zone}`);
      // 2024-10-27: 02:00-02:59:59 happens twice
      expect(parseMoment("2024-10-27T01:59:59", zone)).toBe(utc(2024, 10, 26, 23, 59, 59));
      expect(parseMoment("2024-10-27T02:00:00", zone)).toBeUndefined();
      expect(parseMoment("2024-10-27T02:59:59", zone)).toBeUndefined();
      expect(parseMoment("2024-10-27T03:00:00", zone)).toBe(utc(2024, 10, 27, 2));
      expect(momentProblem("2024-10-27T02:30:00", zone)).toContain(`happens twice in ${zone}`);
      // with an offset, both are fine
      expect(parseMoment("2024-10-27T02:30:00+02:00", zone)).toBe(utc(2024, 10, 27, 0, 30));
      expect(parseMoment("2024-10-27T02:30:00+01:00", zone)).toBe(utc(2024, 10, 27, 1, 30));
    }
    expect(momentProblem("2024-03-31T02:30:00", "UTC")).toBeUndefined();
  });

  it("reads fractions of a second to the millisecond; finer digits must be zeros", () => {
    expect(parseMoment("2024-01-15T12:00:00.5", "UTC")).toBe(utc(2024, 1, 15, 12) + 500);
    expect(parseMoment("2024-01-15T12:00:00.05", "UTC")).toBe(utc(2024, 1, 15, 12) + 50);
    expect(parseMoment("2024-01-15T12:00:00.123000000", "UTC")).toBe(utc(2024, 1, 15, 12) + 123);
    expect(parseMoment("2024-01-15T12:00:00.123456789", "UTC")).toBeUndefined();
    expect(parseMoment("2024-01-15T12:00:00.0008", "UTC")).toBeUndefined();
    expect(momentProblem("2024-01-15T12:00:00.0008", "UTC")).toContain("more precise than the millisecond");
    expect(parseMoment("2024-01-15T12:00:00.999Z", "Europe/Warsaw")).toBe(utc(2024, 1, 15, 12) + 999);
    // RFC 3339 allows `t` and `z` in lower case (adversary23: they were refused)
    expect(parseMoment("2024-01-15t12:00:00.999z", "Europe/Warsaw")).toBe(utc(2024, 1, 15, 12) + 999);
    expect(formatMoment(parseMoment("2024-01-15T12:00:00.250", "UTC")!)).toBe("2024-01-15T12:00:00.250");
    expect(formatMoment(parseMoment("2024-01-15T12:00:00", "UTC")!)).toBe("2024-01-15T12:00:00");
  });

  it("refuses impossible dates and times", () => {
    for (const s of ["2024-02-30T10:00", "2023-02-29T10:00:00", "2024-01-15T24:00", "2024-01-15T12:60", "2024-01-15T12:00:60", "2024-13-15T12:00", "2024-01-15T1:00", "2024-01-15", "2024-01-15T12", "2024-01-15T12:00:00.", "2024-01-15T12:00:00.1234567890"]) {
      expect(parseMoment(s, "Europe/Warsaw"), s).toBeUndefined();
    }
  });

  it("refuses malformed and out-of-range offsets", () => {
    for (const s of ["2024-01-15T12:00:00+0100", "2024-01-15T12:00:00+01", "2024-01-15T12:00:00+1:00", "2024-01-15T12:00:00 +01:00", "2024-01-15T12:00:00+05:99", "2024-01-15T12:00:00+05:60", "2024-01-15T12:00:00+24:00", "2024-01-15T12:00:00-99:00", "2024-01-15T12:00:00UTC"]) {
      expect(parseMoment(s, "UTC"), s).toBeUndefined();
    }
    expect(parseMoment("2024-01-15T12:00:00+23:59", "UTC")).toBe(utc(2024, 1, 14, 12, 1));
    expect(parseMoment("2024-01-15T12:00:00-00:00", "UTC")).toBe(utc(2024, 1, 15, 12));
  });

  it("reads years below 100 as themselves", () => {
    expect(formatMoment(parseMoment("0050-06-01T12:00:00", "UTC")!)).toBe("0050-06-01T12:00:00");
    expect(formatMoment(parseMoment("0050-06-01T12:00:00Z", "UTC")!)).toBe("0050-06-01T12:00:00");
  });

  it("prints the zone's wall clock, with the offset only in a repeated hour", () => {
    expect(formatMoment(utc(2024, 1, 15, 12), "Europe/Warsaw")).toBe("2024-01-15T13:00:00");
    expect(formatMoment(utc(2024, 10, 27, 0, 30), "Europe/Warsaw")).toBe("2024-10-27T02:30:00+02:00");
    expect(formatMoment(utc(2024, 10, 27, 1, 30), "Europe/Warsaw")).toBe("2024-10-27T02:30:00+01:00");
    expect(formatMoment(utc(2024, 10, 27, 2), "Europe/Amsterdam")).toBe("2024-10-27T03:00:00");
  });

  it("every instant printed on the zone's clock reads back as itself (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }), fc.constantFrom("Europe/Warsaw", "Europe/Amsterdam", "America/New_York", "Asia/Kolkata", "UTC"), (t, zone) => {
        expect(parseMoment(formatMoment(t, zone), zone)).toBe(t);
        expect(parseMoment(new Date(t).toISOString(), zone)).toBe(t);
      }),
      { numRuns: 500, seed: 18 },
    );
  });
});

describe("truncate and dayOfMoment", () => {
  it("truncates to the unit, also before 1970", () => {
    const m = wall(2024, 1, 15, 13, 45, 30, 250);
    expect(truncate(m, "exact")).toBe(m);
    expect(truncate(m, "millisecond")).toBe(m);
    expect(truncate(m, "second")).toBe(m - 250);
    expect(truncate(m, "day")).toBe(parseDate("2024-01-15"));
    expect(dayOfMoment(m)).toBe(parseDate("2024-01-15"));
    expect(truncate(wall(1969, 12, 31, 23), "day")).toBe(-1);
    expect(truncate(wall(1969, 12, 31, 23, 59), "hour")).toBe(wall(1969, 12, 31, 23));
  });

  it("draws days and hours on the zone's clock, and keeps the two repeated hours apart", () => {
    // 23:30Z on 2024-01-15 is already the 16th in Warsaw
    expect(truncate(wall(2024, 1, 15, 23, 30), "day", "Europe/Warsaw")).toBe(parseDate("2024-01-16"));
    expect(dayOfMoment(wall(2024, 1, 15, 23, 30), "Europe/Warsaw")).toBe(parseDate("2024-01-16"));
    // the night the clocks move back: one day; two different hours 02:xx
    const a = wall(2024, 10, 27, 0, 30);
    const b = wall(2024, 10, 27, 1, 10);
    expect(truncate(a, "day", "Europe/Warsaw")).toBe(truncate(b, "day", "Europe/Warsaw"));
    expect(truncate(a, "hour", "Europe/Warsaw")).toBeLessThan(truncate(b, "hour", "Europe/Warsaw"));
    expect(truncate(a, "minute", "Europe/Amsterdam")).toBeLessThan(truncate(b, "minute", "Europe/Amsterdam"));
    // an hour of a half-hour zone starts at :30 UTC
    expect(truncate(wall(2024, 1, 15, 12, 10), "hour", "Asia/Kolkata")).toBe(wall(2024, 1, 15, 11, 30));
  });
});

describe("dates past year 9999", () => {
  it("print in ISO 8601's expanded form, whole", () => {
    expect(formatDate(parseDate("9999-12-31")! + 1)).toBe("+010000-01-01");
    expect(formatDate(parseDate("9999-12-31")! + 5)).toBe("+010000-01-05");
    expect(formatMoment((parseDate("9999-12-31")! + 1) * 86_400_000 + 1000)).toBe("+010000-01-01T00:00:01");
  });
});

describe("day arithmetic", () => {
  it("agrees with Date for every calendar date of years 0 to 9999", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.integer({ min: 0, max: 86_399_999 }), (y, m, d, msOfDay) => {
        const t = new Date(Date.UTC(2000, 0, 1));
        t.setUTCFullYear(y, m - 1, d);
        const real = t.getUTCMonth() === m - 1; // Date rolls an impossible day over into the next month
        const text = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
        expect(parseDate(text)).toBe(real ? t.getTime() / 86_400_000 : undefined);
        if (!real) return;
        const h = Math.floor(msOfDay / H), mi = Math.floor(msOfDay / 60_000) % 60, s = Math.floor(msOfDay / 1000) % 60, ms = msOfDay % 1000;
        const moment = `${text}T${String(h).padStart(2, "0")}:${String(mi).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(ms).padStart(3, "0")}`;
        expect(parseMoment(moment, "UTC")).toBe(t.getTime() + msOfDay);
        // the common form without fractions, read digit by digit
        expect(parseMoment(moment.slice(0, 19), "UTC")).toBe(t.getTime() + msOfDay - ms);
        expect(parseMoment(moment.slice(0, 19).replace("T", " "), "UTC")).toBe(t.getTime() + msOfDay - ms);
        expect(parseMoment(moment.slice(0, 18) + "x", "UTC")).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });
});
