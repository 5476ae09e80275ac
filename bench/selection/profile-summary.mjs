// Summarises a V8 .cpuprofile (from `node --cpu-prof`, or `run.mjs --profile DIR`) for
// docs/performance.md: self time by function and by file, top entries. Usage: node bench/selection/profile-summary.mjs <file> [top]
// [--lines NAME]: then the samples of each function called NAME by line of its source (V8's
// positionTicks: the line whose code was running), the most first — seed31 found there that the
// compiled acceptor's time was one line, the first read of a text's own memory.
import { readFileSync } from "node:fs";

const argv = process.argv.slice(2);
const linesAt = argv.indexOf("--lines");
const linesOf = linesAt >= 0 ? argv.splice(linesAt, 2)[1] : undefined;
const [file, topArg] = argv;
const top = Number(topArg ?? 25);
const prof = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = prof.timeDeltas;
for (let i = 0; i < prof.samples.length; i++) self.set(prof.samples[i], (self.get(prof.samples[i]) ?? 0) + (dt[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const fnAgg = new Map(), fileAgg = new Map();
for (const [id, us] of self) {
  const cf = byId.get(id).callFrame;
  const f = (cf.url || "(native)").replace(/^.*\/(packages|node_modules|bench)\//, "$1/");
  const key = `${cf.functionName || "(anonymous)"}  ${f}:${cf.lineNumber + 1}`;
  fnAgg.set(key, (fnAgg.get(key) ?? 0) + us);
  fileAgg.set(f, (fileAgg.get(f) ?? 0) + us);
}
const show = (m, title) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`);
};
console.log(`total sampled ${(total / 1000).toFixed(0)} ms`);
show(fileAgg, "self time by file");
show(fnAgg, "self time by function");

// inclusive time (self + callees) of functions, counted once per call stack
const incl = new Map();
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const subtotal = new Map();
const total_ = (id) => {
  if (subtotal.has(id)) return subtotal.get(id);
  const n = byId.get(id);
  const t = (self.get(id) ?? 0) + (n.children ?? []).reduce((a, c) => a + total_(c), 0);
  subtotal.set(id, t);
  return t;
};
for (const n of prof.nodes) {
  const cf = n.callFrame;
  const key = `${cf.functionName || "(anonymous)"}  ${(cf.url || "(native)").replace(/^.*\/(packages|node_modules|bench)\//, "$1/")}:${cf.lineNumber + 1}`;
  let p = parent.get(n.id), dup = false;
  while (p !== undefined) { const q = byId.get(p).callFrame; if (q.functionName === cf.functionName && q.url === cf.url && q.lineNumber === cf.lineNumber) { dup = true; break; } p = parent.get(p); }
  if (!dup) incl.set(key, (incl.get(key) ?? 0) + total_(n.id));
}
show(new Map([...incl].filter(([k]) => /packages\/runtime|allot-bench|contenders/.test(k))), "inclusive time (runtime functions)");

if (linesOf !== undefined) {
  const lines = new Map();
  let hits = 0;
  for (const n of prof.nodes) {
    if (n.callFrame.functionName !== linesOf) continue;
    hits += n.hitCount ?? 0;
    const f = (n.callFrame.url || "(native)").replace(/^.*\//, "");
    for (const t of n.positionTicks ?? []) lines.set(`${f}:${t.line}`, (lines.get(`${f}:${t.line}`) ?? 0) + t.ticks);
  }
  console.log(`\n${linesOf}: ${hits} samples, by line`);
  for (const [k, t] of [...lines].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${String(t).padStart(8)} ${((100 * t) / hits).toFixed(1).padStart(5)}%  ${k}`);
}
