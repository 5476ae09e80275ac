// Counts V8's optimizing compilations and deoptimizations in each timed run of one contender
// (issue 15, jit15): the runs after the warm-up that worker.mjs times. Not a timing: the counts
// are about the same on a loaded machine (the concurrent compiler's work can land a run later
// when the machine is busy, so compare totals over the runs as well as run 1).
//
//   node bench/selection/jit-count.mjs [--job stages-groups] [--n 200000] [--runs 4]
//        [--contender allot|tuned] [--root DIR] [--list N] [--json] [--keep FILE] [--v8 "FLAGS"]
//
// Compiles the job's scheme with DIR's CLI (this checkout by default; DIR must be built) against
// DIR's runtime, then runs `node --trace-opt --trace-deopt-verbose worker.mjs --say-runs=1` (one
// warm-up, then --runs timed runs) and splits V8's trace at the worker's "# timed run i" lines.
// For each timed run: optimizing compilations (whole functions, and on-stack replacement, OSR),
// deoptimizations (eager: a check in optimized code failed; lazy: code thrown away because an
// assumption it made — a map, a constant — no longer holds), and the first --list (default 40)
// deoptimizations of run 1 and 2 grouped by function, reason and the source position
// deoptimized at (the innermost frame, then where it was inlined). --keep writes the whole
// trace to FILE; --v8 adds V8 flags (e.g. "--trace-generalization", a field's representation
// widened: the map deprecated, and optimized code that relied on it dropped).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { traceRun } from "./trace-run.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const opt = (f, d) => { const i = argv.indexOf(f); return i >= 0 ? argv[i + 1] : d; };
const job = opt("--job", "stages-groups"), n = Number(opt("--n", 200000)), runs = Number(opt("--runs", 4));
const contender = opt("--contender", "allot"), root = opt("--root", join(here, "..", "..")), list = Number(opt("--list", 40));

const phases = traceRun({ job, n, runs, contender, root, nodeFlags: ["--trace-opt", "--trace-deopt-verbose", ...opt("--v8", "").split(" ").filter(Boolean)], keep: opt("--keep") });
const short = (loc) => loc.replace(/^file:\/\/\S*?\/(packages\/[^/]+\/dist|bench\/selection|tmp\/[^/]+)\//, "").replace(/^file:\/\/\S*\//, "");

function count(phase) {
  const c = { name: phase.name, compiled: 0, osr: 0, eager: 0, lazy: 0, deopts: [] };
  const L = phase.lines;
  for (let i = 0; i < L.length; i++) {
    const line = L[i];
    if (line.startsWith("[completed optimizing")) line.includes(" OSR") ? c.osr++ : c.compiled++;
    const b = /^\[bailout \(kind: ([\w-]+), reason: (.*?)\): begin\. deoptimizing \S+ <JSFunction ([^ >]*)/.exec(line);
    if (!b) continue;
    b[1] === "deopt-lazy" ? c.lazy++ : c.eager++;
    let at = "";
    for (let j = i + 1; j < Math.min(L.length, i + 4); j++) {
      const d = /;;; deoptimize at <([^>]*)>(.*)$/.exec(L[j]);
      if (d) { at = short(d[1]) + [...d[2].matchAll(/inlined at <([^>]*)>/g)].map((x) => ` < ${short(x[1])}`).join(""); break; }
    }
    c.deopts.push({ fn: b[3] && b[3] !== "(sfi" ? b[3] : "(anonymous)", kind: b[1].replace("deopt-", ""), reason: b[2], at });
  }
  return c;
}
const counted = phases.map(count);
const timed = counted.filter((c) => c.name.startsWith("run "));
// compilations finished after a run's end marker belong to it (the concurrent compiler), up to the next run
for (const c of counted.filter((c) => c.name.startsWith("after "))) {
  const r = timed.find((t) => t.name === `run ${c.name.slice(6)}`);
  r.compiled += c.compiled; r.osr += c.osr; r.eager += c.eager; r.lazy += c.lazy; r.deopts.push(...c.deopts);
}
const before = counted[0];
if (argv.includes("--json")) {
  console.log(JSON.stringify({ job, n, contender, root, before: { compiled: before.compiled, osr: before.osr, deopts: before.eager + before.lazy }, runs: timed }));
} else {
  console.log(`${job} ${n} ${contender} (${root}), node ${process.version}; load and warm-up: ${before.compiled} + ${before.osr} OSR compilations, ${before.eager + before.lazy} deoptimizations`);
  console.log("| timed run | optimizing compilations (+ OSR) | deoptimizations (eager + lazy) |");
  console.log("|---|---|---|");
  for (const r of timed) console.log(`| ${r.name.slice(4)} | ${r.compiled} (+ ${r.osr}) | ${r.eager + r.lazy} (${r.eager} + ${r.lazy}) |`);
  const total = timed.reduce((s, r) => ({ c: s.c + r.compiled + r.osr, d: s.d + r.eager + r.lazy }), { c: 0, d: 0 });
  console.log(`| all | ${total.c} | ${total.d} |`);
  for (const r of timed.slice(0, 2)) {
    const groups = new Map();
    for (const d of r.deopts) {
      const key = `${d.fn} — ${d.kind}: ${d.reason} — at ${d.at}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    console.log(`\n${r.name}'s deoptimizations:`);
    for (const [k, v] of [...groups].slice(0, list)) console.log(`${String(v).padStart(3)}× ${k}`);
  }
}
