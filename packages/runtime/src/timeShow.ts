// How a moment is shown: in full, as a result states it (`formatMoment`), and at the
// granularity a value is compared at, as an explanation states it (`showMoment`), with the
// offset in the hour a change of the clocks repeats. Reading moments, zones and offsets is
// time.ts's.
import { formatDate, instantsOf, MS, offsetAt, offsetText, pad, type TimeUnit } from "./time.js";

/**
 * An instant as `zone`'s wall clock, "YYYY-MM-DDTHH:MM:SS" with ".sss" when there are
 * milliseconds; in the hour a change of the clocks repeats, with the offset (+02:00) so that the
 * text names one instant. Years outside 0000–9999 in the expanded form (+010000).
 */
export function formatMoment(ms: number, zone = "UTC"): string {
  const off = offsetAt(ms, zone);
  const wall = ms + off;
  const day = Math.floor(wall / MS.day);
  const t = wall - day * MS.day;
  const frac = t % 1000;
  let s = `${formatDate(day)}T${pad(Math.floor(t / MS.hour), 2)}:${pad(Math.floor(t / MS.minute) % 60, 2)}:${pad(Math.floor(t / 1000) % 60, 2)}${frac ? "." + pad(frac, 3) : ""}`;
  if (zone !== "UTC" && repeated(wall, zone)) s += offsetText(off);
  return s;
}

/** Whether `zone`'s clock reads `wall` twice: `instantsOf(wall, zone).length > 1`, without its probes where the offset is the same a day before and after (nearly always). */
function repeated(wall: number, zone: string): boolean {
  return offsetAt(wall - MS.day, zone) !== offsetAt(wall + MS.day, zone) && instantsOf(wall, zone).length > 1;
}

/** The last moments `showMoment` made: by instant, unit and zone (the text is a function of the three). */
const SHOWN = 4;
const shownMs: number[] = new Array(SHOWN).fill(NaN);
const shownUnit: (TimeUnit | "exact" | undefined)[] = new Array(SHOWN).fill(undefined);
const shownZone: (string | undefined)[] = new Array(SHOWN).fill(undefined);
const shownText: string[] = new Array(SHOWN).fill("");
let shownNext = 0;

/**
 * A moment as a ranking explains it: "2024-10-27 02:30:00.250" on `zone`'s clock, cut to the
 * unit compared (the date for a day, "2024-10-27 02:30:00" for a second, …), milliseconds only
 * where it has them, with the offset in a repeated hour.
 */
export function showMoment(ms: number, unit: TimeUnit | "exact", zone = "UTC"): string {
  // the moments shown last, kept: an explanation shows a row's moment as its key's value and as
  // an operand, and again in its neighbours' comparisons
  for (let k = 0; k < SHOWN; k++) if (shownMs[k] === ms && shownUnit[k] === unit && shownZone[k] === zone) return shownText[k]!;
  const text = momentText(ms, unit, zone);
  shownMs[shownNext] = ms;
  shownUnit[shownNext] = unit;
  shownZone[shownNext] = zone;
  shownText[shownNext] = text;
  shownNext = (shownNext + 1) % SHOWN;
  return text;
}

function momentText(ms: number, unit: TimeUnit | "exact", zone: string): string {
  // the parts formatMoment writes, put together as shown (no text cut and searched again: a
  // million explained rows show a few moments each; time-show.property.test.ts)
  const off = offsetAt(ms, zone);
  const wall = ms + off;
  const day = Math.floor(wall / MS.day);
  const date = formatDate(day);
  if (unit === "day") return date;
  const t = wall - day * MS.day;
  const twice = zone !== "UTC" && repeated(wall, zone) ? offsetText(off) : "";
  const hh = pad(Math.floor(t / MS.hour), 2);
  if (unit === "hour") return `${date} ${hh}${twice}`;
  const mm = pad(Math.floor(t / MS.minute) % 60, 2);
  if (unit === "minute") return `${date} ${hh}:${mm}${twice}`;
  const sec = Math.floor(t / 1000) % 60;
  const frac = ((ms % 1000) + 1000) % 1000;
  // a key compared to the second shows no milliseconds: ".000" would state a precision the key
  // does not compare at; nor does a moment compared exactly that has none, as a reason shows it
  // (reasonText.ts): "09:30:00 against 09:30:00.250" shows the milliseconds where the data has
  // them (drafter21's finding 3). A key to the millisecond shows them always, both sides at its
  // precision: "10:00:01.501 against 10:00:02.000" (drafter28's finding 7)
  if (unit === "second" || (frac === 0 && unit !== "millisecond")) return `${date} ${hh}:${mm}:${pad(sec, 2)}${twice}`;
  // "YYYY-MM-DD hh:mm:ss.fff" as one flat text, made at once from its characters (no piece per
  // part to put together and flatten again: a million explained rows show a moment or two each)
  if (twice === "" && date.length === 10) {
    const h = Math.floor(t / MS.hour), mi = Math.floor(t / MS.minute) % 60;
    const c = (k: number): number => date.charCodeAt(k);
    return String.fromCharCode(c(0), c(1), c(2), c(3), 45, c(5), c(6), 45, c(8), c(9), 32, 48 + Math.floor(h / 10), 48 + (h % 10), 58, 48 + Math.floor(mi / 10), 48 + (mi % 10), 58, 48 + Math.floor(sec / 10), 48 + (sec % 10), 46, 48 + Math.floor(frac / 100), 48 + (Math.floor(frac / 10) % 10), 48 + (frac % 10));
  }
  return `${date} ${hh}:${mm}:${pad(sec, 2)}.${pad(frac, 3)}${twice}`;
}
