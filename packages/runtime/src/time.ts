// Dates and moments. A date is a day number (days since 1970-01-01); a moment is an instant, in
// milliseconds since 1970-01-01T00:00Z, so moments order as they happened, across a change of
// the clocks too. The zone a date-time field declares says how a text without an offset is
// read (a wall-clock time that does not exist there, or happens twice, is refused: the reader
// cannot know which instant was meant), which calendar day a moment falls on, where the
// boundaries of an hour or a day are for a ranking's granularity, and how a moment is printed.
// Moments are held to the millisecond: a text more precise than that is refused
// (docs/language.md §8.8).

export type TimeUnit = "day" | "hour" | "minute" | "second" | "millisecond";

export const MS: Record<TimeUnit, number> = { day: 86_400_000, hour: 3_600_000, minute: 60_000, second: 1000, millisecond: 1 };

/**
 * The value a ranking compares at a granularity: the instant itself (exact, millisecond); the
 * instant at the start of its second, minute or hour on `zone`'s clock; its calendar day there.
 */
export function truncate(ms: number, unit: TimeUnit | "exact", zone = "UTC"): number {
  if (unit === "exact" || unit === "millisecond") return ms;
  const wall = ms + offsetAt(ms, zone);
  if (unit === "day") return Math.floor(wall / MS.day);
  return ms - (wall - Math.floor(wall / MS[unit]) * MS[unit]);
}

// `T` and `Z` may be written in lower case (RFC 3339 §5.6, its note; adversary23)
const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}:\d{2})?$/;

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
  if (d <= DAYS_IN_MONTH[m - 1]!) return true;
  // 29 February, in a leap year only
  return m === 2 && d === 29 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
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

/**
 * "YYYY-MM-DDThh:mm:ss" or "YYYY-MM-DDThh:mm" (or with a space) on the wall clock, read in one
 * pass of character codes — no match object, no substrings, no Number — or undefined for
 * anything else (which DATETIME_RE then reads: it gives these two forms the same wall time,
 * packages/runtime/test/time-fast.test.ts). A digit is a code 48–57: c − 48 in 0…9.
 */
function plainMoment(s: string): number | undefined {
  const n = s.length;
  if (n !== 19 && n !== 16) return undefined;
  const sep = s.charCodeAt(10);
  if (s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || (sep !== 84 && sep !== 32) || s.charCodeAt(13) !== 58) return undefined;
  const y0 = s.charCodeAt(0) - 48, y1 = s.charCodeAt(1) - 48, y2 = s.charCodeAt(2) - 48, y3 = s.charCodeAt(3) - 48;
  const mo0 = s.charCodeAt(5) - 48, mo1 = s.charCodeAt(6) - 48, d0 = s.charCodeAt(8) - 48, d1 = s.charCodeAt(9) - 48;
  const h0 = s.charCodeAt(11) - 48, h1 = s.charCodeAt(12) - 48, mi0 = s.charCodeAt(14) - 48, mi1 = s.charCodeAt(15) - 48;
  let s0 = 0;
  let s1 = 0;
  if (n === 19) {
    if (s.charCodeAt(16) !== 58) return undefined;
    s0 = s.charCodeAt(17) - 48;
    s1 = s.charCodeAt(18) - 48;
  }
  // none below 0 (an OR of numbers is negative when one is), none above 9
  if ((y0 | y1 | y2 | y3 | mo0 | mo1 | d0 | d1 | h0 | h1 | mi0 | mi1 | s0 | s1) < 0) return undefined;
  if (y0 > 9 || y1 > 9 || y2 > 9 || y3 > 9 || mo0 > 9 || mo1 > 9 || d0 > 9 || d1 > 9 || h0 > 9 || h1 > 9 || mi0 > 9 || mi1 > 9 || s0 > 9 || s1 > 9) return undefined;
  const y = ((y0 * 10 + y1) * 10 + y2) * 10 + y3;
  const mo = mo0 * 10 + mo1;
  const d = d0 * 10 + d1;
  const h = h0 * 10 + h1;
  const mi = mi0 * 10 + mi1;
  const sec = s0 * 10 + s1;
  if (!validYmd(y, mo, d) || h > 23 || mi > 59 || sec > 59) return undefined;
  return daysFromCivil(y, mo, d) * 86_400_000 + ((h * 60 + mi) * 60 + sec) * 1000;
}

/** "2024-11-08" → day number, or undefined if not a real calendar date. */
export function parseDate(s: string): number | undefined {
  // "YYYY-MM-DD" read digit by digit: what /^(\d{4})-(\d{2})-(\d{2})$/ matches, without a
  // match object (packages/runtime/test/time-fast.test.ts compares the two)
  if (s.length !== 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return undefined;
  const y = digits(s, 0, 4);
  const mo = digits(s, 5, 2);
  const d = digits(s, 8, 2);
  if (y < 0 || mo < 0 || d < 0 || !validYmd(y, mo, d)) return undefined;
  return daysFromCivil(y, mo, d);
}

/** Year, month (1-based) and day of a day number (H. Hinnant's civil_from_days). */
function civilFromDays(z: number): [number, number, number] {
  z += 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

/** "00" … "99" and "000" … "999": the parts of a date and a moment, made once (a million explained rows show a few moments each). */
const TWO: readonly string[] = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, "0"));
const THREE: readonly string[] = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, "0"));

export const pad = (n: number, w: number): string => (w === 2 && n >= 0 && n < 100 && n === Math.floor(n) ? TWO[n]! : w === 3 && n >= 0 && n < 1000 && n === Math.floor(n) ? THREE[n]! : String(n).padStart(w, "0"));

/**
 * "2024-11-08"; a year outside 0000–9999 (a deadline counted past 9999) in ISO 8601's expanded
 * form, sign and six digits: "+010000-01-05".
 */
export function formatDate(day: number): string {
  // the day written last, kept: rows read in ranking order by a moment show the same day again and again
  if (day === lastDay) return lastDate;
  const [y, m, d] = civilFromDays(day);
  const year = y >= 0 && y <= 9999 ? pad(y, 4) : (y < 0 ? "-" : "+") + pad(Math.abs(y), 6);
  lastDate = `${year}-${pad(m, 2)}-${pad(d, 2)}`;
  lastDay = day;
  return lastDate;
}
let lastDay = NaN;
let lastDate = "";

/** Offset of `zone` from UTC, in ms (whole seconds), at the instant `utcMs`, from Intl. */
function offsetFromIntl(utcMs: number, zone: string): number {
  let f = formatters.get(zone);
  if (!f) formatters.set(zone, (f = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", era: "short" })));
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(new Date(utcMs))) if (p.type !== "literal") parts[p.type] = p.value;
  const year = parts["era"] === "BC" || parts["era"] === "B" ? 1 - Number(parts["year"]) : Number(parts["year"]);
  const wall = fromParts(year, Number(parts["month"]) - 1, Number(parts["day"]), Number(parts["hour"]), Number(parts["minute"]), Number(parts["second"]));
  return wall - Math.floor(utcMs / 1000) * 1000;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const WINDOW = 1 << 17;
interface Hours {
  base: number;
  near: Float64Array;
  far: Map<number, number>;
}

/**
 * A number per zone and hour, decided once by `decide` (NaN when no one number serves the whole
 * hour): in a dense array for WINDOW hours (about ±7 years) around the first hour a zone is
 * asked about — Infinity there until decided; one index per lookup, no hashing — and in a Map
 * for hours outside it. The zone asked last is kept: a call's moments are in one zone.
 */
class HourMemo {
  private readonly zones = new Map<string, Hours>();
  private zone = "";
  private hours: Hours = { base: 0, near: new Float64Array(0), far: new Map() };
  constructor(private readonly decide: (hour: number, zone: string) => number) {}

  get(hour: number, zone: string): number {
    if (zone !== this.zone) {
      let z = this.zones.get(zone);
      if (!z) this.zones.set(zone, (z = { base: hour - WINDOW / 2, near: new Float64Array(WINDOW).fill(Infinity), far: new Map() }));
      this.zone = zone;
      this.hours = z;
    }
    const i = hour - this.hours.base;
    if (i >= 0 && i < WINDOW) {
      const o = this.hours.near[i]!;
      return o !== Infinity ? o : (this.hours.near[i] = this.decide(hour, zone));
    }
    const far = this.hours.far;
    let o = far.get(hour);
    if (o === undefined) {
      o = this.decide(hour, zone);
      if (far.size > 100_000) far.clear();
      far.set(hour, o);
    }
    return o;
  }
}

/** Per zone, per UTC hour: the offset when it is the same all hour, NaN when it changes within. */
const utcHours = new HourMemo((hour, zone) => {
  const first = offsetFromIntl(hour * MS.hour, zone);
  return first === offsetFromIntl(hour * MS.hour + MS.hour - 1000, zone) ? first : NaN;
});

/** Offset of `zone` from UTC, in ms, at the instant `utcMs` (decided once per hour). */
export function offsetAt(utcMs: number, zone: string): number {
  if (zone === "UTC") return 0;
  const o = utcHours.get(Math.floor(utcMs / MS.hour), zone);
  return Number.isNaN(o) ? offsetFromIntl(utcMs, zone) : o;
}

/**
 * The instants at which `zone`'s clock reads `wall` (ms on that clock): one; none in a gap when
 * the clocks move forward; two in the hour that repeats when they move back. Probes the offsets
 * a day before and after (no zone changes its offset twice within two days).
 */
export function instantsOf(wall: number, zone: string): number[] {
  if (zone === "UTC") return [wall];
  const before = offsetAt(wall - MS.day, zone);
  const after = offsetAt(wall + MS.day, zone);
  const out: number[] = [];
  for (const o of before === after ? [before] : [before, after]) {
    const u = wall - o;
    if (offsetAt(u, zone) === o) out.push(u);
  }
  return out.sort((a, b) => a - b);
}

/** The offset of every time in wall-clock hour `hour` of `zone` (NaN when a change of the clocks touches it). */
function decideWallHour(hour: number, zone: string): number {
  const start = hour * MS.hour;
  const first = instantsOf(start, zone);
  const last = instantsOf(start + MS.hour - 1, zone);
  return first.length === 1 && last.length === 1 && start - first[0]! === start + MS.hour - 1 - last[0]! ? start - first[0]! : NaN;
}

/** Per zone, per hour of its wall clock: the offset when every time of that hour is one instant. */
const wallHours = new HourMemo(decideWallHour);

/**
 * The instant at which `zone`'s clock reads `wall`, or NaN when it reads it never or twice. One
 * array read for an hour seen before; `instantsOf` decides the hours it has not seen, and any
 * hour a change of the clocks touches, every time.
 */
function instantOfWall(wall: number, zone: string): number {
  if (zone === "UTC") return wall;
  const o = wallHours.get(Math.floor(wall / MS.hour), zone);
  if (!Number.isNaN(o)) return wall - o;
  const at = instantsOf(wall, zone);
  return at.length === 1 ? at[0]! : NaN;
}

/** The parts of a date-time text, or a reason it is not one. */
function readMoment(s: string, zone: string): { instant: number } | { problem: string; wall?: number } {
  // the common form "YYYY-MM-DDThh:mm:ss" read digit by digit: no match object, no substrings
  let wall = plainMoment(s);
  if (wall === undefined) {
    const m = DATETIME_RE.exec(s);
    if (!m) return { problem: "malformed" };
    const y = Number(m[1]);
    const mo = Number(m[2]);
    const d = Number(m[3]);
    const h = Number(m[4]);
    const mi = Number(m[5]);
    const sec = m[6] ? Number(m[6]) : 0;
    const frac = m[7] ?? "";
    if (!validYmd(y, mo, d) || h > 23 || mi > 59 || sec > 59) return { problem: "not real" };
    // moments are held to the millisecond: finer digits must be zeros
    if (frac.length > 3 && /[1-9]/.test(frac.slice(3))) return { problem: "too precise" };
    const ms = frac ? Number((frac + "00").slice(0, 3)) : 0;
    wall = fromParts(y, mo - 1, d, h, mi, sec, ms);
    const off = m[8];
    if (off) {
      const utc = off === "Z" || off === "z";
      if (!utc && (Number(off.slice(1, 3)) > 23 || Number(off.slice(4, 6)) > 59)) return { problem: "malformed" };
      const offMs = utc ? 0 : (off[0] === "-" ? -1 : 1) * (Number(off.slice(1, 3)) * 60 + Number(off.slice(4, 6))) * 60_000;
      return { instant: wall - offMs };
    }
  }
  const at = instantOfWall(wall, zone);
  if (!Number.isNaN(at)) return { instant: at };
  return { problem: instantsOf(wall, zone).length === 0 ? "gap" : "ambiguous", wall };
}

/**
 * "2023-11-30T23:59:59" (on `zone`'s clock) or with an offset or Z → the instant; undefined if
 * malformed, not a real date and time, more precise than the millisecond, or a wall-clock time
 * that `zone` skips or repeats (`momentProblem` says which).
 */
export function parseMoment(s: string, zone: string): number | undefined {
  if (s.length === 19 || s.length === 16) {
    const wall = plainMoment(s);
    if (wall !== undefined) {
      const at = instantOfWall(wall, zone);
      return Number.isNaN(at) ? undefined : at;
    }
  }
  const r = readMoment(s, zone);
  return "instant" in r ? r.instant : undefined;
}

/** Why `parseMoment` refuses `s`, in words for an input error (undefined if it does not). */
export function momentProblem(s: string, zone: string): string | undefined {
  const r = readMoment(s, zone);
  if ("instant" in r) return undefined;
  // the zone's own offsets on either side of the change (Warsaw +01:00 and +02:00, Dublin +00:00 and +01:00)
  const before = r.wall === undefined ? "" : offsetText(offsetAt(r.wall - MS.day, zone));
  const after = r.wall === undefined ? "" : offsetText(offsetAt(r.wall + MS.day, zone));
  switch (r.problem) {
    case "malformed":
      return undefined;
    case "not real":
      return `${s} is not a real date and time`;
    case "too precise":
      return `${s} is more precise than the millisecond, the finest time Allot compares; write at most three decimals of a second`;
    case "gap":
      return `${s} does not exist in ${zone}: the clocks skip that time when they move forward; write the moment with its offset (such as ${before}) or the time the clocks showed`;
    default:
      return `${s} happens twice in ${zone}: the clocks repeat that hour when they move back; write the moment with its offset (such as ${before} or ${after}) so it names one instant`;
  }
}

export function offsetText(off: number): string {
  const m = Math.round(Math.abs(off) / MS.minute);
  return `${off < 0 ? "-" : "+"}${pad(Math.floor(m / 60), 2)}:${pad(m % 60, 2)}`;
}

/** The calendar day of an instant on `zone`'s clock. */
export function dayOfMoment(ms: number, zone = "UTC"): number {
  return Math.floor((ms + offsetAt(ms, zone)) / MS.day);
}
