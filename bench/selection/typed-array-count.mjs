// Loaded into worker.mjs by `gc-count.mjs --buffers` (node --import): counts the typed arrays
// each timed run makes (V8 counts their bytes as external memory, and 64 MB more of it since the
// last mark-compact starts one), by the site that made them. Every typed-array constructor is
// wrapped (and a prototype's `constructor`, which `new (a.constructor)(n)` reads); an array made
// on a buffer given is not counted (its buffer was). After the worker's "# timed run i ends" line
// it prints "# typed arrays: <count> <bytes>" and one "# typed array site: <bytes> <count> <site>"
// per site of at least 64 KB. Slows the run: counts only, never times.
const NAMES = ["Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array", "Uint32Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array"];
let on = false, count = 0, bytes = 0;
const sites = new Map();
const site = () => new Error().stack.split("\n").slice(4, 6).map((s) => s.trim().replace(/^at /, "").replace(/file:\/\/\S*?\/(packages\/[^/]+\/dist|bench\/selection)\//, "")).join(" < ");
function note(name, o) {
  if (!on) return;
  count++;
  bytes += o.byteLength;
  if (o.byteLength < 65536) return;
  const k = `${name} ${site()}`;
  const e = sites.get(k) ?? { n: 0, b: 0 };
  e.n++;
  e.b += o.byteLength;
  sites.set(k, e);
}
for (const name of NAMES) {
  const Base = globalThis[name];
  const Counted = new Proxy(Base, {
    construct(target, args, newTarget) {
      const o = Reflect.construct(target, args, newTarget === Counted ? Base : newTarget);
      if (!(args[0] instanceof ArrayBuffer || args[0] instanceof SharedArrayBuffer)) note(name, o);
      return o;
    },
  });
  globalThis[name] = Counted;
  Object.defineProperty(Base.prototype, "constructor", { value: Counted, writable: true, configurable: true });
}
const AB = globalThis.ArrayBuffer;
globalThis.ArrayBuffer = new Proxy(AB, { construct: (t, args, nt) => { const o = Reflect.construct(t, args, nt); note("ArrayBuffer", o); return o; } });
const log = console.log;
console.log = (...a) => {
  const m = typeof a[0] === "string" ? /^# timed run \d+ (begins|ends)$/.exec(a[0]) : null;
  if (m && m[1] === "begins") { on = true; count = 0; bytes = 0; sites.clear(); }
  log(...a);
  if (m && m[1] === "ends") {
    on = false;
    log(`# typed arrays: ${count} ${bytes}`);
    for (const [k, e] of [...sites].sort((x, y) => y[1].b - x[1].b)) log(`# typed array site: ${e.b} ${e.n} ${k}`);
  }
};
