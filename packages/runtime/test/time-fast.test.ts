// The digit-by-digit readers of time.ts against the regular expressions they stand in for:
// `parseDate` against /^(\d{4})-(\d{2})-(\d{2})$/, and `parseMoment` of "YYYY-MM-DDThh:mm" and
// "YYYY-MM-DDThh:mm:ss" (read digit by digit) against the same wall time written with a
// fraction of a second, ".000", which only the general pattern reads. Texts around the changes
// of the clocks in the zones the seed schemes declare (Warsaw, Amsterdam) and a few others, leap
// days, every second of a minute, and texts with one character changed (each reader must refuse
// what the pattern refuses).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { momentProblem, parseDate, parseMoment } from "../src/time.js";

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);

/** The day number the pattern reads, by Date (setUTCFullYear: years below 100 as written). */
function dateByPattern(s: string): number | undefined {
  const m = DATE_RE.exec(s);
  if (!m) return undefined;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > (mo === 2 && leap(y) ? 29 : DAYS[mo - 1]!)) return undefined;
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  return t.getTime() / 86_400_000;
}

// a lower-case `t` too, as RFC 3339 allows (read since adversary23)
const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The same wall time with ".000": a text only the general pattern of time.ts reads. */
function withFraction(s: string): string | undefined {
  const m = DATETIME_RE.exec(s);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? "00"}.000` : undefined;
}

const pad = (n: number, w: number) => String(n).padStart(w, "0");
const ZONES = ["Europe/Warsaw", "Europe/Amsterdam", "UTC", "Europe/London", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe"];

/** Wall times: anywhere in 1900–2100, or on the last Sundays of March and October (the EU's changes), or on 29 February. */
const wallTime = fc.oneof(
  fc.record({ y: fc.integer({ min: 1900, max: 2100 }), mo: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }), h: fc.integer({ min: 0, max: 23 }), mi: fc.integer({ min: 0, max: 59 }), s: fc.integer({ min: 0, max: 59 }) }),
  fc.record({ y: fc.integer({ min: 1996, max: 2040 }), mo: fc.constantFrom(3, 10), d: fc.integer({ min: 25, max: 31 }), h: fc.integer({ min: 0, max: 4 }), mi: fc.constantFrom(0, 1, 29, 30, 59), s: fc.constantFrom(0, 1, 59) }),
  fc.record({ y: fc.integer({ min: 1896, max: 2104 }).map((y) => y - (y % 4)), mo: fc.constant(2), d: fc.constantFrom(28, 29, 30), h: fc.integer({ min: 0, max: 23 }), mi: fc.integer({ min: 0, max: 59 }), s: fc.integer({ min: 0, max: 59 }) }),
);

describe("parseDate read digit by digit", () => {
  it("gives the day the pattern gives, and refuses what it refuses (property)", () => {
    const valid = fc.record({ y: fc.integer({ min: 100, max: 9999 }), mo: fc.integer({ min: 0, max: 13 }), d: fc.integer({ min: 0, max: 32 }) }).map(({ y, mo, d }) => `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}`);
    const mutated = fc.tuple(valid, fc.nat(11), fc.constantFrom("0", "9", "-", "/", "T", " ", "８", "", "12")).map(([s, i, c]) => s.slice(0, i) + c + s.slice(i + 1));
    fc.assert(
      fc.property(fc.oneof(valid, mutated), (s) => {
        expect(parseDate(s), s).toBe(dateByPattern(s));
      }),
      { numRuns: 20_000, seed: 1503 },
    );
  });

  it("knows 29 February", () => {
    // 2024 is a leap year, 2100 is not (divisible by 100, not by 400), 2000 is
    expect(parseDate("2024-02-29")).toBe(Date.UTC(2024, 1, 29) / 86_400_000);
    expect(parseDate("2100-02-29")).toBeUndefined();
    expect(parseDate("2000-02-29")).toBe(11_016); // 30 years of 365 days + 7 leap days + 31 + 28
  });
});

describe("parseMoment of the two plain forms, read digit by digit", () => {
  it("gives the instant the general pattern gives for the same wall time, in every zone (property)", () => {
    fc.assert(
      fc.property(wallTime, fc.constantFrom(...ZONES), fc.boolean(), fc.constantFrom("T", " "), ({ y, mo, d, h, mi, s }, zone, seconds, sep) => {
        const text = `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}${sep}${pad(h, 2)}:${pad(mi, 2)}` + (seconds ? `:${pad(s, 2)}` : "");
        const general = withFraction(text)!;
        expect(general.length).toBe(23);
        expect(parseMoment(text, zone), `${text} ${zone}`).toBe(parseMoment(general, zone));
        // the reason a refused text is refused is the same too (gap, repeated hour, not real)
        expect(momentProblem(text, zone)?.replace(text, "·"), `${text} ${zone}`).toBe(momentProblem(general, zone)?.replace(general, "·"));
        if (zone === "UTC" && parseMoment(text, zone) !== undefined) expect(parseMoment(text, zone)).toBe(Date.UTC(y, mo - 1, d, h, mi, seconds ? s : 0));
      }),
      { numRuns: 20_000, seed: 1504 },
    );
  });

  it("refuses a text with one character changed exactly when the pattern does (property)", () => {
    const plain = wallTime.map(({ y, mo, d, h, mi, s }) => `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}T${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}`);
    const mutated = fc.tuple(plain, fc.nat(18), fc.constantFrom("0", "5", "9", "-", ":", "T", "t", " ", "Z", "８", "", ":00", "+01:00")).map(([s, i, c]) => s.slice(0, i) + c + s.slice(i + 1));
    fc.assert(
      fc.property(fc.oneof(mutated, mutated.map((s) => s.slice(0, 16))), fc.constantFrom(...ZONES), (text, zone) => {
        const general = withFraction(text);
        // a text of neither plain form is read by the general pattern itself, as before
        if (general !== undefined) expect(parseMoment(text, zone), `${text} ${zone}`).toBe(parseMoment(general, zone));
        else if (text.length === 16 || text.length === 19) expect(parseMoment(text, zone), `${text} ${zone}`).toBeUndefined();
      }),
      { numRuns: 20_000, seed: 1505 },
    );
  });

  it("works the hand cases: a minute without seconds, the hour Warsaw skips and the hour it repeats", () => {
    // 2009-06-01 10:00 in Warsaw is summer time (UTC+2): 08:00Z
    expect(parseMoment("2009-06-01T10:00", "Europe/Warsaw")).toBe(Date.UTC(2009, 5, 1, 8, 0));
    expect(parseMoment("2009-06-01 10:00", "Europe/Warsaw")).toBe(Date.UTC(2009, 5, 1, 8, 0));
    // 2009-03-29: 02:00–02:59 does not exist; 2009-10-25: 02:00–02:59 happens twice
    expect(parseMoment("2009-03-29T02:30", "Europe/Warsaw")).toBeUndefined();
    expect(parseMoment("2009-10-25T02:30", "Europe/Warsaw")).toBeUndefined();
    expect(parseMoment("2009-10-25T03:00", "Europe/Warsaw")).toBe(Date.UTC(2009, 9, 25, 2, 0));
    // back and forth across hours: the hour read last is kept, and must not serve another zone
    expect(parseMoment("2009-06-01T10:15", "Europe/Warsaw")).toBe(Date.UTC(2009, 5, 1, 8, 15));
    expect(parseMoment("2009-06-01T10:15", "Europe/London")).toBe(Date.UTC(2009, 5, 1, 9, 15));
    expect(parseMoment("2009-06-01T10:15", "Europe/Warsaw")).toBe(Date.UTC(2009, 5, 1, 8, 15));
    expect(parseMoment("2009-06-01T10:15", "UTC")).toBe(Date.UTC(2009, 5, 1, 10, 15));
    // 29 February 2009 is not a day; 2008's is
    expect(parseMoment("2009-02-29T10:00", "Europe/Warsaw")).toBeUndefined();
    expect(parseMoment("2008-02-29T10:00", "Europe/Warsaw")).toBe(Date.UTC(2008, 1, 29, 9, 0));
  });
});
