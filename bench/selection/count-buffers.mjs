// Counts the fresh ArrayBuffer bytes one run of a job makes (issue 15: V8 starts a mark-compact
// for every ~64 MB of memory outside its heap, and a run's typed arrays are that memory). Not a
// timing: the figures are the same on a loaded machine.
//
//   node bench/selection/count-buffers.mjs --job stages-groups --n 1000000 [--contender allot|tuned]
//        [--root DIR] [--min 102400] [--top 40] [--json]
//
// Compiles the job's scheme with DIR's CLI (this checkout by default; DIR must be built) as
// run.mjs does, generates the input, runs the contender once as a warm-up, then wraps the
// typed-array constructors and ArrayBuffer (and `slice`, `map`, `filter` of typed arrays, which
// make new buffers) and counts every new buffer, not views (`subarray`, a typed array over an
// existing buffer), over one more run. Buffers of `--min` bytes or more are listed by their two
// first stack frames outside this file, largest total first; smaller ones are summed in one line.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generate } from "./gen.mjs";
import { compileJob } from "./trace-run.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const opt = (f, d) => { const i = argv.indexOf(f); return i >= 0 ? argv[i + 1] : d; };
const job = opt("--job"), n = Number(opt("--n", 100000)), contender = opt("--contender", "allot");
const root = opt("--root", join(here, "..", "..")), min = Number(opt("--min", 102400)), top = Number(opt("--top", 40));
if (!job) throw new Error("usage: count-buffers.mjs --job J [--n N] [--contender allot|tuned] [--root DIR]");

// the counting: the constructors are wrapped before the runtime is loaded, so that a module that
// keeps a constructor in a table (a column's width chosen from a list) keeps the wrapped one
const self = fileURLToPath(import.meta.url);
const seen = new WeakSet();
const bySite = new Map();
let counting = false, small = 0, smallCount = 0;
function site() {
  const lines = new Error().stack.split("\n").slice(1).filter((l) => !l.includes(self));
  return lines.slice(0, 2).map((l) => l.trim().replace(/^at /, "").replace(/file:\/\/\S*\/(packages|bench)\//, "$1/")).join(" < ");
}
function note(buffer) {
  if (!counting || !buffer || seen.has(buffer)) return;
  seen.add(buffer);
  const bytes = buffer.byteLength;
  if (bytes < min) { small += bytes; smallCount++; return; }
  const key = site();
  const e = bySite.get(key) ?? { bytes: 0, count: 0 };
  e.bytes += bytes; e.count++;
  bySite.set(key, e);
}
const KINDS = ["Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array", "Uint32Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array"];
for (const k of KINDS) {
  const T = globalThis[k];
  const P = new Proxy(T, {
    construct(target, args, newTarget) {
      const fresh = !(args[0] instanceof ArrayBuffer || (typeof SharedArrayBuffer !== "undefined" && args[0] instanceof SharedArrayBuffer));
      const r = Reflect.construct(target, args, newTarget === P ? target : newTarget);
      if (fresh) note(r.buffer);
      return r;
    },
  });
  globalThis[k] = P;
  // `new (a.constructor)(n)`, a column resized to its own kind, goes through the wrapper too
  Object.defineProperty(T.prototype, "constructor", { value: P, writable: true, configurable: true });
}
const AB = globalThis.ArrayBuffer;
globalThis.ArrayBuffer = new Proxy(AB, {
  construct(target, args, newTarget) {
    const r = Reflect.construct(target, args, newTarget === globalThis.ArrayBuffer ? target : newTarget);
    note(r);
    return r;
  },
});
const TA = Object.getPrototypeOf(Int8Array.prototype);
for (const m of ["slice", "map", "filter"]) {
  const f = TA[m];
  TA[m] = function (...a) { const r = f.apply(this, a); note(r.buffer); return r; };
}
const resize = AB.prototype.resize;
if (resize) AB.prototype.resize = function (len) { if (counting && len > this.byteLength) note({ byteLength: len - this.byteLength }); return resize.call(this, len); };

let module = null;
if (contender.startsWith("allot")) {
  module = compileJob(job, root, mkdtempSync(join(tmpdir(), "allot-count-")));
}
const { call, applications } = generate(job, n);
const c = await (await import(`./contenders/${contender}.mjs`)).setup(job, module, call);

await c.run(call, applications); // warm-up, not counted

counting = true;
await c.run(call, applications);
counting = false;

const rows = [...bySite].sort((a, b) => b[1].bytes - a[1].bytes);
const total = rows.reduce((s, [, e]) => s + e.bytes, 0) + small;
const count = rows.reduce((s, [, e]) => s + e.count, 0) + smallCount;
const MB = (b) => (b / 2 ** 20).toFixed(2);
if (argv.includes("--json")) {
  console.log(JSON.stringify({ job, n, contender, root, totalBytes: total, buffers: count, sites: rows.map(([s, e]) => ({ site: s, ...e })), smallBytes: small, smallCount }));
} else {
  console.log(`${job} ${n} ${contender} (${root}): ${MB(total)} MiB in ${count} fresh buffers`);
  for (const [s, e] of rows.slice(0, top)) console.log(`${MB(e.bytes).padStart(8)} MiB ${String(e.count).padStart(4)}×  ${s}`);
  if (rows.length > top) console.log(`  … ${rows.length - top} more sites, ${MB(rows.slice(top).reduce((s, [, e]) => s + e.bytes, 0))} MiB`);
  console.log(`${MB(small).padStart(8)} MiB ${String(smallCount).padStart(4)}×  buffers under ${min} bytes`);
}
