// The floor of every explanation streamed (issue 15, stream29): what contender 1s's run costs in
// parts, and what writing its texts would cost if they were already made — to tell before a
// writer is rebuilt whether it can reach the target (1s ≤ 3× the run without).
//
//   node --expose-gc --max-old-space-size=8192 bench/selection/stream-floor.mjs [--job seed000] [--n 100000] [--runs 5] [--root DIR]
//
// Compiles the job's scheme with DIR's CLI against DIR's runtime (this checkout by default), then
// times in turn, CPU (user + system, every thread), a full collection before each when --expose-gc:
//   plain      the run without (`evaluateTable`, contender 1)
//   details    the run with details (`{ details: true }`: the values explanations show), no text
//   sources    the same and `explained().sources` (the pass that cites every explanation's sources)
//   streamed   contender 1s whole: the sources, then every row's `writeLines` into 1s's sink
//   unread     the same with a sink that reads nothing: the texts made (cons strings where they
//              are joined) but never flattened — streamed − unread is what 1s's reading costs
//   put        1s's sink fed the same pieces already made (flat strings in an array): the floor of
//              the texts' own cost in 1s
//   utf8       the same pieces encoded into one reused 64 KiB Buffer (`buf.write`): the floor of
//              a file or socket writer that takes strings
//   frames     the same bytes as a writer of frames and values would write them: a kept piece (a
//              shared step) one frame; any other piece split at its numbers (its values) — the
//              text between them a frame, encoded once a run, copied per use; each value's
//              characters written one by one (all are ASCII). The floor of a frame + values writer.
// Memory: the pieces of every row are held (about 2 KB a row for seed000): keep --n ≤ 300,000.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { generate } from "./gen.mjs";
import { SEED_JOBS } from "./seeds/jobs.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const opt = (f, d) => { const i = argv.indexOf(f); return i >= 0 ? argv[i + 1] : d; };
const job = opt("--job", "seed000"), n = Number(opt("--n", 100000)), runs = Number(opt("--runs", 5));
const root = opt("--root", join(here, "..", ".."));
if (!SEED_JOBS[job]) throw new Error(`unknown job ${job}`);
const out = mkdtempSync(join(tmpdir(), "allot-floor-"));
mkdirSync(join(out, "node_modules", "@allot"), { recursive: true });
symlinkSync(join(root, "packages", "runtime"), join(out, "node_modules", "@allot", "runtime"));
execFileSync(process.execPath, [join(root, "packages/dsl/dist/allot.mjs"), "compile", join(here, "..", "..", SEED_JOBS[job].scheme), "--out", out], { stdio: ["ignore", "ignore", "inherit"] });
const m = await import(pathToFileURL(join(out, readdirSync(out).find((f) => f.endsWith(".mjs")))).href);
const { call, applications } = generate(job, n);

// 1s's sink (contenders/allot-stream.mjs, its timed runs): each piece's length and middle character folded
let sum = 0;
const put = (piece) => void (sum = (Math.imul(sum, 31) + piece.length + piece.charCodeAt(piece.length >> 1)) | 0);

const nothing = () => {};

// the pieces of every row, as 1s is handed them, and whether each is kept (a shared step's)
const pieces = [], kept = [], rowStart = [];
{
  const e = m.evaluateTable(call, applications, { details: true }).table.explained();
  void e.sources;
  for (let j = 0; j < e.length; j++) rowStart.push(pieces.length), e.writeLines(j, (p, k) => void (pieces.push(p), kept.push(k)));
  rowStart.push(pieces.length);
}
for (const p of pieces) p.charCodeAt(0); // flattened, as a made text is once read
// frames and values: [frame Buffer, value string | null] in turn
const ops = [], frames = new Map();
const frameOf = (text) => {
  let f = frames.get(text);
  if (!f) frames.set(text, (f = Buffer.from(text, "utf8")));
  return f;
};
// and how many of a row's values and pieces equal the previous row's at the same place (what a
// memo of the last row's texts would keep)
let values = 0, sameValues = 0, samePieces = 0, last = [], lastPieces = [];
for (let j = 0; j + 1 < rowStart.length; j++) {
  const row = [], rowPieces = pieces.slice(rowStart[j], rowStart[j + 1]);
  for (let q = rowStart[j]; q < rowStart[j + 1]; q++) {
    const parts = kept[q] ? [pieces[q]] : pieces[q].split(/([0-9][0-9.,:\- ]*[0-9]|[0-9])/);
    let frame = "";
    for (let k = 0; k < parts.length; k++)
      if (k % 2 === 0) frame += parts[k];
      else ops.push(frameOf(frame), parts[k]), (frame = ""), values++, row.push(parts[k]);
    ops.push(frameOf(frame), null);
  }
  for (let k = 0; k < row.length; k++) if (last[k] === row[k]) sameValues++;
  for (let k = 0; k < rowPieces.length; k++) if (lastPieces[k] === rowPieces[k]) samePieces++;
  (last = row), (lastPieces = rowPieces);
}
const bytes = pieces.reduce((b, p) => b + Buffer.byteLength(p), 0);
const buf = Buffer.allocUnsafe(1 << 16);

const phases = {
  plain: () => m.evaluateTable(call, applications).table.length,
  details: () => m.evaluateTable(call, applications, { details: true }).table.length,
  sources: () => m.evaluateTable(call, applications, { details: true }).table.explained().sources.length,
  streamed: () => {
    const e = m.evaluateTable(call, applications, { details: true }).table.explained();
    sum = e.sources.length;
    for (let j = 0; j < e.length; j++) e.writeLines(j, put);
    return sum;
  },
  unread: () => {
    const e = m.evaluateTable(call, applications, { details: true }).table.explained();
    sum = e.sources.length;
    for (let j = 0; j < e.length; j++) e.writeLines(j, nothing);
    return sum;
  },
  put: () => {
    sum = 0;
    for (let q = 0; q < pieces.length; q++) put(pieces[q]);
    return sum;
  },
  utf8: () => {
    let at = 0, s = 0;
    for (let q = 0; q < pieces.length; q++) {
      const p = pieces[q];
      if (at + p.length * 3 > buf.length) (s += buf[at >> 1]), (at = 0);
      at += buf.write(p, at, "utf8");
    }
    return s;
  },
  frames: () => {
    let at = 0, s = 0;
    for (let q = 0; q < ops.length; q += 2) {
      const f = ops[q], v = ops[q + 1];
      if (at + f.length + 64 > buf.length) (s += buf[at >> 1]), (at = 0);
      if (f.length > 32) buf.set(f, at);
      else for (let k = 0; k < f.length; k++) buf[at + k] = f[k];
      at += f.length;
      if (v !== null) {
        for (let k = 0; k < v.length; k++) buf[at + k] = v.charCodeAt(k);
        at += v.length;
      }
    }
    return s;
  },
};
const cpu = (f) => {
  globalThis.gc?.();
  const c0 = process.cpuUsage();
  f();
  const d = process.cpuUsage(c0);
  return (d.user + d.system) / 1000;
};
const times = Object.fromEntries(Object.keys(phases).map((k) => [k, []]));
for (const k of Object.keys(phases)) phases[k](); // warm-up
for (let r = 0; r < runs; r++) for (const k of Object.keys(phases)) times[k].push(cpu(phases[k]));
const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const ms = (x) => x.toFixed(0).padStart(6);
console.log(`${job} ${n}: ${pieces.length} pieces (${(pieces.length / n).toFixed(1)} a row), ${(bytes / n).toFixed(0)} bytes a row; as frames and values: ${frames.size} distinct frames, ${((ops.length / 2) / n).toFixed(1)} frames and ${(values / n).toFixed(1)} values a row; equal to the previous row's at the same place: ${((100 * sameValues) / values).toFixed(1)} % of the values, ${((100 * samePieces) / pieces.length).toFixed(1)} % of the pieces`);
for (const k of Object.keys(times)) console.log(`${k.padEnd(9)} median ${ms(median(times[k]))} ms  min–max ${ms(Math.min(...times[k]))}–${ms(Math.max(...times[k])).trim()}  [${times[k].map((x) => x.toFixed(0)).join(", ")}]`);
const t = Object.fromEntries(Object.keys(times).map((k) => [k, median(times[k])]));
console.log(`streamed ÷ plain ${(t.streamed / t.plain).toFixed(2)}×; floors ÷ plain (sources + the pieces' writing only): put ${((t.sources + t.put) / t.plain).toFixed(2)}×, utf8 ${((t.sources + t.utf8) / t.plain).toFixed(2)}×, frames ${((t.sources + t.frames) / t.plain).toFixed(2)}×; the texts' making (streamed − sources − put) ${((t.streamed - t.sources - t.put) / n * 1000).toFixed(2)} µs a row; 3× leaves ${((3 * t.plain - t.sources - t.put) / n * 1000).toFixed(2)} µs a row over sources + put`);
