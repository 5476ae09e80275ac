// `parseMoment` and `momentProblem` (the one-pass reader of the two plain forms and the memo of
// each zone's wall-clock hours: an array near the first hour read, a Map beyond) against a
// reading that uses neither: a regular expression for the text and `instantsOf` for every
// instant, asked afresh each time. Seeded texts: every second of the hours around the changes
// of the clocks in the zones the schemes declare, any time in years 0000–9999 (inside and far
// outside the memo's array), out-of-range parts, texts with one character changed, offsets, Z
// and fractions; the zones in random order, so the memo's last-zone shortcut is crossed often.
// `offsetAt` (the memo of UTC hours `instantsOf` reads) against Intl's offset name, itself.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { instantsOf, momentProblem, offsetAt, parseMoment } from "../src/time.js";

// `t` and `z` in lower case too, as RFC 3339 allows (read since adversary23)
const TEXT_RE = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}:\d{2})?$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

type Reading = { at: number } | { why: "malformed" | "not real" | "too precise" | "gap" | "twice" };

/** What the text means in `zone`, read without any memo of wall-clock hours. */
function oracle(text: string, zone: string): Reading {
  const m = TEXT_RE.exec(text);
  if (!m) return { why: "malformed" };
  const [y, mo, d, h, mi] = [1, 2, 3, 4, 5].map((i) => Number(m[i]));
  const sec = m[6] === undefined ? 0 : Number(m[6]);
  const february29 = mo === 2 && d === 29 && y! % 4 === 0 && (y! % 100 !== 0 || y! % 400 === 0);
  if (mo! < 1 || mo! > 12 || d! < 1 || (d! > MONTH_DAYS[mo! - 1]! && !february29) || h! > 23 || mi! > 59 || sec > 59) return { why: "not real" };
  const fraction = m[7] ?? "";
  if (/[1-9]/.test(fraction.slice(3))) return { why: "too precise" };
  const day = new Date(0);
  day.setUTCFullYear(y!, mo! - 1, d!);
  const wall = day.getTime() + ((h! * 60 + mi!) * 60 + sec) * 1000 + Number(fraction.slice(0, 3).padEnd(3, "0"));
  const off = m[8];
  if (off === "Z" || off === "z") return { at: wall };
  if (off !== undefined) {
    const [oh, om] = [Number(off.slice(1, 3)), Number(off.slice(4, 6))];
    if (oh > 23 || om > 59) return { why: "malformed" };
    return { at: wall - (off[0] === "-" ? -1 : 1) * (oh * 60 + om) * 60_000 };
  }
  const at = instantsOf(wall, zone);
  return at.length === 1 ? { at: at[0]! } : { why: at.length === 0 ? "gap" : "twice" };
}

/** The start of the message `momentProblem` gives for each reason (after the text itself). */
const SAYS: Record<string, RegExp | undefined> = {
  malformed: undefined,
  "not real": / is not a real date and time$/,
  "too precise": / is more precise than the millisecond/,
  gap: / does not exist in /,
  twice: / happens twice in /,
};

function agree(text: string, zone: string): void {
  const want = oracle(text, zone);
  const label = `${JSON.stringify(text)} in ${zone}`;
  if ("at" in want) {
    expect(parseMoment(text, zone), label).toBe(want.at);
    expect(momentProblem(text, zone), label).toBeUndefined();
  } else {
    expect(parseMoment(text, zone), label).toBeUndefined();
    const says = momentProblem(text, zone);
    if (SAYS[want.why] === undefined) expect(says, label).toBeUndefined();
    else expect(says?.startsWith(text) && SAYS[want.why]!.test(says), `${label}: ${says}`).toBe(true);
  }
}

const pad = (n: number, w: number) => String(n).padStart(w, "0");
const ZONES = ["Europe/Warsaw", "Europe/Amsterdam", "Europe/Brussels", "CET", "UTC", "Europe/London", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata"];

interface Parts { y: number; mo: number; d: number; h: number; mi: number; s: number }
const text = ({ y, mo, d, h, mi, s }: Parts, sep: string, seconds: boolean) => `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}${sep}${pad(h, 2)}:${pad(mi, 2)}` + (seconds ? `:${pad(s, 2)}` : "");

const second = fc.integer({ min: 0, max: 59 });
/** The days the EU's clocks change (last Sundays of March and October) and the nights around them, to the second. */
const nearChange = fc.record({ y: fc.integer({ min: 1970, max: 2045 }), mo: fc.constantFrom(3, 10, 4, 11), d: fc.integer({ min: 24, max: 31 }), h: fc.integer({ min: 0, max: 4 }), mi: fc.integer({ min: 0, max: 59 }), s: second });
/** Any time at all, out-of-range parts included (month 0 and 13, day 0 and 32, hour 24, minute and second 60). */
const anyTime = fc.record({ y: fc.integer({ min: 0, max: 9999 }), mo: fc.integer({ min: 0, max: 13 }), d: fc.integer({ min: 0, max: 32 }), h: fc.integer({ min: 0, max: 24 }), mi: fc.integer({ min: 0, max: 60 }), s: fc.integer({ min: 0, max: 60 }) });
/** 28 February to 1 March of years around a leap year, the century years included. */
const leapDays = fc.record({ y: fc.integer({ min: 1599, max: 2401 }), mo: fc.constantFrom(2, 3), d: fc.constantFrom(1, 28, 29, 30), h: fc.integer({ min: 0, max: 23 }), mi: fc.integer({ min: 0, max: 59 }), s: second });

const plainText = fc.tuple(fc.oneof(nearChange, anyTime, leapDays), fc.constantFrom("T", " "), fc.boolean()).map(([p, sep, sec]) => text(p, sep, sec));
const withTail = fc.tuple(plainText, fc.constantFrom("Z", "+01:00", "-05:30", "+24:00", "+02:60", ".5", ".123", ".1230", ".1234", ".000000000", ".0000000001", ":00", "z", "+0100")).map(([t, tail]) => t + tail);
const changed = fc.tuple(plainText, fc.nat(20), fc.constantFrom("0", "9", "/", ":", "-", "T", " ", "Z", "a", "٣", "８", "\u0000", "", "00")).map(([t, i, c]) => t.slice(0, i) + c + t.slice(i + 1));

describe("parseMoment and momentProblem against a reading without the memo", () => {
  it("agree on every text in every zone, read in random order (property)", () => {
    // the memo's array starts at the first hour a zone is read: 2024 here, so years far from it go to its Map
    for (const zone of ZONES) agree("2024-06-01T12:00:00", zone);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof({ weight: 4, arbitrary: plainText }, withTail, changed), fc.constantFrom(...ZONES)), { minLength: 1, maxLength: 20 }), (texts) => {
        for (const [t, zone] of texts) agree(t, zone);
      }),
      { numRuns: 3_000, seed: 1506 },
    );
  });

  it("agree on every second of the hours Warsaw and Amsterdam skip and repeat, and the hours around them", () => {
    for (const zone of ["Europe/Warsaw", "Europe/Amsterdam"]) {
      for (const [y, mo, d] of [[2023, 3, 26], [2023, 10, 29], [2026, 3, 29], [2026, 10, 25]] as const) {
        for (let h = 0; h <= 4; h++) for (let mi = 0; mi < 60; mi++) for (let s = 0; s < 60; s += mi % 15 === 0 || mi === 59 ? 1 : 17) agree(text({ y, mo, d, h, mi, s }, "T", true), zone);
      }
    }
  });
});

/** The offset Intl names ("GMT+05:30", "GMT"), in ms: whole minutes, so for instants since 1970 only. */
const namers = new Map<string, Intl.DateTimeFormat>();
function namedOffset(ms: number, zone: string): number {
  let f = namers.get(zone);
  if (!f) namers.set(zone, (f = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })));
  const name = f.formatToParts(ms).find((p) => p.type === "timeZoneName")!.value;
  const m = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
  if (!m) throw new Error(`offset name ${name}`);
  return m[1] === undefined ? 0 : (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}

/** The instants (to the second) at which `zone`'s offset changes in [from, to): a week apart at least. */
function changesOf(zone: string, from: number, to: number): number[] {
  const out: number[] = [];
  const week = 7 * 86_400_000;
  for (let t = from; t < to; t += week) {
    if (namedOffset(t, zone) === namedOffset(t + week, zone)) continue;
    let [lo, hi] = [t, t + week];
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (namedOffset(mid, zone) === namedOffset(lo, zone)) lo = mid;
      else hi = mid;
    }
    out.push(hi);
  }
  return out;
}

describe("offsetAt against Intl's name of the offset", () => {
  it("agrees at any instant of 1970–2100 and at every second around the changes of the clocks, zones in random order (property)", () => {
    const year = 365.2425 * 86_400_000;
    const anyInstant = fc.integer({ min: 0, max: Math.floor(130 * year) });
    // within two hours of a change of the clocks of a zone, to the second (Lord Howe's at half past an hour UTC)
    const changes = ZONES.flatMap((zone) => changesOf(zone, Date.UTC(2000, 0, 1), Date.UTC(2030, 0, 1)).map((at) => [at, zone] as const));
    expect(changes.length).toBeGreaterThan(200);
    const nearChange = fc.tuple(fc.nat(changes.length - 1), fc.integer({ min: -7200, max: 7200 })).map(([i, s]) => changes[i]![0] + s * 1000);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(anyInstant, nearChange), fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 999 })), { minLength: 1, maxLength: 20 }), (instants) => {
        for (const [ms, zone, extra] of instants) expect(offsetAt(ms + extra, zone), `${new Date(ms + extra).toISOString()} ${zone}`).toBe(namedOffset(ms, zone));
      }),
      { numRuns: 1_500, seed: 1507 },
    );
  });
});
