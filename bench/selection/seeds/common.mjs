// Helpers shared by the seed-shaped generators (issue 15): a seeded PRNG, money and local
// date-time texts, and a streaming writer of `{ "call": …, "applications": [ … ] }` so that a
// 1,000,000-application file is written without holding it as one string.
import { openSync, writeSync, closeSync } from "node:fs";

/** The seeded PRNG of every generator (mulberry32). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pad = (n, w) => String(n).padStart(w, "0");
export const money = (cents) => `${Math.floor(cents / 100)}.${pad(cents % 100, 2)}`;
/** An integer in lo..hi (inclusive) drawn from r. */
export const between = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
export const pick = (r, xs) => xs[Math.floor(r() * xs.length)];

/** A local wall-clock text `secs` seconds after `baseMs` (a UTC date used only as a calendar). */
export function localTime(baseMs, secs, withSeconds = true) {
  const d = new Date(baseMs + secs * 1000);
  const t = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}T${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}`;
  return withSeconds ? `${t}:${pad(d.getUTCSeconds(), 2)}` : t;
}
export function localDate(baseMs, days) {
  const d = new Date(baseMs + days * 86400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
}

/** A submission moment in seconds within `span`: a share `rush` of them in the last `rushSpan`
 *  seconds (the deadline rush, where equal moments happen), the rest spread evenly. */
export function submission(r, span, rush, rushSpan) {
  return r() < rush ? span - 1 - Math.floor(r() * rushSpan) : Math.floor(r() * span);
}

/** Collects a job's applications in memory (the in-process benchmark). */
export function collect(job) {
  const applications = [];
  for (const a of job.applications()) applications.push(a);
  return { call: job.call, applications };
}

/** Streams a job to `file` as one JSON document in the scheme's declared input shape. */
export function writeJob(job, file) {
  const fd = openSync(file, "w");
  let buf = `{"call":${JSON.stringify(job.call)},"applications":[`;
  let first = true;
  for (const a of job.applications()) {
    buf += (first ? "\n" : ",\n") + JSON.stringify(a);
    first = false;
    if (buf.length > 1 << 20) { writeSync(fd, buf); buf = ""; }
  }
  writeSync(fd, buf + "\n]}\n");
  closeSync(fd);
}
