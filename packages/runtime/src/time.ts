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

/** Date.UTC, without its reading of the years 0–99 as 1900–1999. Month 0-based, as Date.UTC. */
function fromParts(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number {
  const t = new Date(Date.UTC(2000, 0, 1, h, mi, s, ms));
  t.setUTCFullYear(y, mo, d);
  return t.getTime();
}

function validYmd(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const dim = new Date(fromParts(y, m, 0)).getUTCDate();
  return d <= dim;
}

/** "2024-11-08" → day number, or undefined if not a real calendar date. */
export function parseDate(s: string): number | undefined {
  const m = DATE_RE.exec(s);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
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
  const m = DATETIME_RE.exec(s);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])];
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
