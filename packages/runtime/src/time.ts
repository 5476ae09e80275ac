// Dates and moments. A date is a day number (days since 1970-01-01); a moment is the
// wall-clock time in the scheme's declared zone, in milliseconds since 1970-01-01T00:00 of that
// clock. Comparisons at a granularity (day, hour, ...) truncate that wall-clock value, so "the
// same day" means the same calendar day where the law is applied.

export type TimeUnit = "day" | "hour" | "minute" | "second" | "millisecond";

const MS: Record<TimeUnit, number> = { day: 86_400_000, hour: 3_600_000, minute: 60_000, second: 1000, millisecond: 1 };

export function truncate(ms: number, unit: TimeUnit | "exact"): number {
  if (unit === "exact" || unit === "millisecond") return ms;
  return Math.floor(ms / MS[unit]);
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Days since 1970-01-01 of a proleptic Gregorian date (month 1-based), by integer arithmetic
 * (H. Hinnant's days_from_civil): no Date object, and no reading of years 0–99 as 1900–1999.
 */
function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** As Date.UTC (month 0-based), for valid parts, without Date's two-digit years. */
function fromParts(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number {
  return daysFromCivil(y, mo + 1, d) * 86_400_000 + ((h * 60 + mi) * 60 + s) * 1000 + ms;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function validYmd(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= (m === 2 && leap ? 29 : DAYS_IN_MONTH[m - 1]!);
}

function digits(s: string, from: number, count: number): number {
  let v = 0;
  for (let i = from; i < from + count; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/** "YYYY-MM-DDThh:mm:ss" (or with a space) on the wall clock, or undefined for anything else. */
function plainMoment(s: string): number | undefined {
  const sep = s.charCodeAt(10);
  if (s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || (sep !== 84 && sep !== 32) || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) return undefined;
  const y = digits(s, 0, 4);
  const mo = digits(s, 5, 2);
  const d = digits(s, 8, 2);
  const h = digits(s, 11, 2);
  const mi = digits(s, 14, 2);
  const sec = digits(s, 17, 2);
  if (y < 0 || mo < 0 || d < 0 || h < 0 || mi < 0 || sec < 0) return undefined;
  if (!validYmd(y, mo, d) || h > 23 || mi > 59 || sec > 59) return undefined;
  return fromParts(y, mo - 1, d, h, mi, sec, 0);
}

/** "2024-11-08" → day number, or undefined if not a real calendar date. */
export function parseDate(s: string): number | undefined {
  const m = DATE_RE.exec(s);
  if (!m) return undefined;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (!validYmd(y, mo, d)) return undefined;
  return fromParts(y, mo - 1, d) / MS.day;
}

export function formatDate(day: number): string {
  return new Date(day * MS.day).toISOString().slice(0, 10);
}

/** Offset of `zone` from UTC, in ms, at the UTC instant `utcMs`. */
function zoneOffset(utcMs: number, zone: string): number {
  if (zone === "UTC") return 0;
  const f = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(utcMs))) if (p.type !== "literal") parts[p.type] = Number(p.value);
  const wall = fromParts(parts["year"]!, parts["month"]! - 1, parts["day"]!, parts["hour"]!, parts["minute"]!, parts["second"]!);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/**
 * "2023-11-30T23:59:59" (wall clock of `zone`) or with an offset/Z (converted to `zone`'s wall
 * clock) → moment; undefined if malformed.
 */
export function parseMoment(s: string, zone: string): number | undefined {
  // the common form "YYYY-MM-DDThh:mm:ss" read digit by digit: no match object, no substrings
  if (s.length === 19) {
    const wall = plainMoment(s);
    if (wall !== undefined) return wall;
  }
  const m = DATETIME_RE.exec(s);
  if (!m) return undefined;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const h = Number(m[4]);
  const mi = Number(m[5]);
  const sec = m[6] ? Number(m[6]) : 0;
  const ms = m[7] ? Number((m[7] + "00").slice(0, 3)) : 0;
  if (!validYmd(y, mo, d) || h > 23 || mi > 59 || sec > 59) return undefined;
  const wall = fromParts(y, mo - 1, d, h, mi, sec, ms);
  const off = m[8];
  if (!off) return wall;
  if (off !== "Z" && (Number(off.slice(1, 3)) > 23 || Number(off.slice(4, 6)) > 59)) return undefined;
  const offMs = off === "Z" ? 0 : (off[0] === "-" ? -1 : 1) * (Number(off.slice(1, 3)) * 60 + Number(off.slice(4, 6))) * 60_000;
  const utc = wall - offMs;
  return utc + zoneOffset(utc, zone);
}

export function formatMoment(ms: number): string {
  const iso = new Date(ms).toISOString();
  return iso.endsWith(".000Z") ? iso.slice(0, 19) : iso.slice(0, 23);
}

export function dayOfMoment(ms: number): number {
  return Math.floor(ms / MS.day);
}
