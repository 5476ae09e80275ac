// Unit and property tests of time.ts: calendar dates (leap years, impossible days, years below
// 100), moments on the wall clock of a zone (offsets, Z, daylight saving transitions, half-hour
// zones, fractions of a second) and the refusal of malformed or out-of-range values.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dayOfMoment, formatDate, formatMoment, parseDate, parseMoment, truncate } from "../src/time.js";

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
  it("reads a wall-clock time of the scheme's zone as written", () => {
    expect(parseMoment("2023-11-30T23:59:59", "Europe/Warsaw")).toBe(wall(2023, 11, 30, 23, 59, 59));
    expect(parseMoment("2023-11-30 23:59", "Europe/Warsaw")).toBe(wall(2023, 11, 30, 23, 59));
    expect(parseMoment("2023-11-30T23:59", "UTC")).toBe(wall(2023, 11, 30, 23, 59));
  });

  it("converts Z and offsets to the zone's wall clock", () => {
    // winter: Warsaw is UTC+1
    expect(parseMoment("2023-11-30T22:59:59Z", "Europe/Warsaw")).toBe(wall(2023, 11, 30, 23, 59, 59));
    expect(parseMoment("2023-11-30T23:59:59+01:00", "Europe/Warsaw")).toBe(wall(2023, 11, 30, 23, 59, 59));
    expect(parseMoment("2023-11-30T23:59:59+00:00", "Europe/Warsaw")).toBe(wall(2023, 12, 1, 0, 59, 59));
    // summer: Warsaw is UTC+2
    expect(parseMoment("2024-07-01T12:00:00+02:00", "Europe/Warsaw")).toBe(wall(2024, 7, 1, 12));
    expect(parseMoment("2024-07-01T12:00:00+02:00", "UTC")).toBe(wall(2024, 7, 1, 10));
    // negative and half-hour offsets
    expect(parseMoment("2024-01-15T07:00:00-05:00", "UTC")).toBe(wall(2024, 1, 15, 12));
    expect(parseMoment("2024-01-15T17:30:00+05:30", "UTC")).toBe(wall(2024, 1, 15, 12));
    expect(parseMoment("2024-01-15T12:00:00Z", "Asia/Kolkata")).toBe(wall(2024, 1, 15, 17, 30));
    expect(parseMoment("2024-01-15T12:00:00Z", "America/New_York")).toBe(wall(2024, 1, 15, 7));
    expect(parseMoment("2024-01-15T12:00:00Z", "Europe/Amsterdam")).toBe(wall(2024, 1, 15, 13));
    // a moment that crosses midnight and the year
    expect(parseMoment("1969-12-31T23:00:00Z", "Europe/Warsaw")).toBe(0);
    expect(parseMoment("2024-12-31T23:30:00Z", "Europe/Warsaw")).toBe(wall(2025, 1, 1, 0, 30));
  });

  it("follows daylight saving transitions of the zone", () => {
    // 2024-03-31 01:00 UTC: Warsaw jumps from 02:00 CET to 03:00 CEST
    expect(parseMoment("2024-03-31T00:30:00Z", "Europe/Warsaw")).toBe(wall(2024, 3, 31, 1, 30));
    expect(parseMoment("2024-03-31T00:59:59Z", "Europe/Warsaw")).toBe(wall(2024, 3, 31, 1, 59, 59));
    expect(parseMoment("2024-03-31T01:00:00Z", "Europe/Warsaw")).toBe(wall(2024, 3, 31, 3, 0));
    // 2024-10-27 01:00 UTC: back from 03:00 CEST to 02:00 CET; 02:30 happens twice on the wall
    expect(parseMoment("2024-10-27T00:30:00Z", "Europe/Warsaw")).toBe(wall(2024, 10, 27, 2, 30));
    expect(parseMoment("2024-10-27T01:30:00Z", "Europe/Warsaw")).toBe(wall(2024, 10, 27, 2, 30));
    expect(parseMoment("2024-10-27T02:30:00+02:00", "Europe/Warsaw")).toBe(parseMoment("2024-10-27T02:30:00+01:00", "Europe/Warsaw"));
  });

  it("reads fractions of a second to the millisecond, truncating", () => {
    expect(parseMoment("2024-01-15T12:00:00.5", "UTC")).toBe(wall(2024, 1, 15, 12) + 500);
    expect(parseMoment("2024-01-15T12:00:00.05", "UTC")).toBe(wall(2024, 1, 15, 12) + 50);
    expect(parseMoment("2024-01-15T12:00:00.123456789", "UTC")).toBe(wall(2024, 1, 15, 12) + 123);
    expect(parseMoment("2024-01-15T12:00:00.999Z", "Europe/Warsaw")).toBe(wall(2024, 1, 15, 13) + 999);
    expect(formatMoment(parseMoment("2024-01-15T12:00:00.250", "UTC")!)).toBe("2024-01-15T12:00:00.250");
    expect(formatMoment(parseMoment("2024-01-15T12:00:00", "UTC")!)).toBe("2024-01-15T12:00:00");
  });

  it("refuses impossible dates and times", () => {
    for (const s of ["2024-02-30T10:00", "2023-02-29T10:00:00", "2024-01-15T24:00", "2024-01-15T12:60", "2024-01-15T12:00:60", "2024-13-15T12:00", "2024-01-15T1:00", "2024-01-15", "2024-01-15T12", "2024-01-15T12:00:00.", "2024-01-15T12:00:00.1234567890", "2024-01-15t12:00", "2024-01-15T12:00:00z"]) {
      expect(parseMoment(s, "Europe/Warsaw"), s).toBeUndefined();
    }
  });

  it("refuses malformed and out-of-range offsets", () => {
    for (const s of ["2024-01-15T12:00:00+0100", "2024-01-15T12:00:00+01", "2024-01-15T12:00:00+1:00", "2024-01-15T12:00:00 +01:00", "2024-01-15T12:00:00+05:99", "2024-01-15T12:00:00+05:60", "2024-01-15T12:00:00+24:00", "2024-01-15T12:00:00-99:00", "2024-01-15T12:00:00UTC"]) {
      expect(parseMoment(s, "UTC"), s).toBeUndefined();
    }
    expect(parseMoment("2024-01-15T12:00:00+23:59", "UTC")).toBe(wall(2024, 1, 14, 12, 1));
    expect(parseMoment("2024-01-15T12:00:00-00:00", "UTC")).toBe(wall(2024, 1, 15, 12));
  });

  it("reads years below 100 as themselves", () => {
    expect(formatMoment(parseMoment("0050-06-01T12:00:00", "UTC")!)).toBe("0050-06-01T12:00:00");
    expect(formatMoment(parseMoment("0050-06-01T12:00:00Z", "UTC")!)).toBe("0050-06-01T12:00:00");
  });

  it("an offset moment and its wall-clock text in the zone agree (property)", () => {
    // For any instant, writing it with Z and writing its Warsaw wall clock give the same moment.
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }), (utc) => {
        const t = Math.floor(utc / 1000) * 1000;
        const iso = new Date(t).toISOString().slice(0, 19) + "Z";
        const m = parseMoment(iso, "Europe/Warsaw")!;
        const offset = m - t;
        expect(offset === H || offset === 2 * H).toBe(true);
        const wallText = formatMoment(m);
        expect(parseMoment(wallText, "Europe/Warsaw")).toBe(m);
      }),
      { numRuns: 300 },
    );
  });
});

describe("truncate and dayOfMoment", () => {
  it("truncates to the unit, also before 1970", () => {
    const m = wall(2024, 1, 15, 13, 45, 30, 250);
    expect(truncate(m, "exact")).toBe(m);
    expect(truncate(m, "millisecond")).toBe(m);
    expect(truncate(m, "second")).toBe(Math.floor(m / 1000));
    expect(truncate(m, "day")).toBe(parseDate("2024-01-15"));
    expect(dayOfMoment(m)).toBe(parseDate("2024-01-15"));
    expect(truncate(wall(1969, 12, 31, 23), "day")).toBe(-1);
    expect(truncate(wall(1969, 12, 31, 23, 59), "hour")).toBe(-1);
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
        expect(parseMoment(moment.slice(0, 19).replace("T", " "), "Europe/Warsaw")).toBe(t.getTime() + msOfDay - ms);
        expect(parseMoment(moment.slice(0, 18) + "x", "UTC")).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });
});
