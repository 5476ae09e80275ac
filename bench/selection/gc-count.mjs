// Counts V8's collections in each timed run of one contender (issue 15, gc18): the runs after the
// warm-up that worker.mjs times. Not a timing: the counts are about the same on a loaded machine.
//
//   node bench/selection/gc-count.mjs [--job seed003] [--n 1000000] [--runs 5]
//        [--contender allot|tuned] [--root DIR] [--json] [--keep FILE]
//
// Runs `node --trace-gc --trace-incremental-marking worker.mjs --say-runs=1` (bench/selection/
// trace-run.mjs: the job's scheme compiled with DIR's CLI against DIR's runtime) and, for each
// timed run: scavenges and their main-thread ms, mark-compacts (the heap before → after, the
// main-thread ms, and what started their marking: "external memory pressure" — typed arrays —
// or "allocation limit" — the heap), and the heap after the run's last collection. A marking
// started in a run and finished after it is the next run's. The typed arrays a run makes, by
// site: bench/selection/count-buffers.mjs.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { traceRun } from "./trace-run.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const opt = (f, d) => { const i = argv.indexOf(f); return i >= 0 ? argv[i + 1] : d; };
const job = opt("--job", "seed003"), n = Number(opt("--n", 1000000)), runs = Number(opt("--runs", 5));
const contender = opt("--contender", "allot"), root = opt("--root", join(here, "..", ".."))
const nodeFlags = ["--trace-gc", "--trace-incremental-marking"];
const phases = traceRun({ job, n, runs, contender, root, nodeFlags, keep: opt("--keep") });

const GC = /: (Scavenge|Mark-Compact|Mark-Compact \(reduce\))\S* ([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/;
let started = "";
function count(phase) {
  const c = { name: phase.name, scavenges: 0, scavengeMs: 0, markCompacts: [], heapAfter: undefined };
  for (const line of phase.lines) {
    const start = /\[IncrementalMarking\] Start \(([^)]*)\)/.exec(line);
    if (start) started = start[1];
    const g = GC.exec(line);
    if (!g) continue;
    c.heapAfter = +g[4];
    if (g[1] === "Scavenge") { c.scavenges++; c.scavengeMs += +g[6]; continue; }
    c.markCompacts.push({ from: +g[2], to: +g[4], ms: +g[6], started: started || "(no marking: a full collection at once)" });
    started = "";
  }
  return c;
}
const counted = phases.map(count);
const timed = counted.filter((c) => c.name.startsWith("run "));
// what fell after a run's end marker, before the next run began (outside every timed span)
for (const c of counted.filter((c) => c.name.startsWith("after "))) {
  const r = timed.find((t) => t.name === `run ${c.name.slice(6)}`);
  r.outside = { scavenges: c.scavenges, markCompacts: c.markCompacts.length };
}
if (argv.includes("--json")) {
  console.log(JSON.stringify({ job, n, contender, root, before: counted[0], runs: timed }));
} else {
  const b = counted[0];
  console.log(`${job} ${n} ${contender} (${root}), node ${process.version}; load and warm-up: ${b.scavenges} scavenges, ${b.markCompacts.length} mark-compacts, heap after ${b.heapAfter} MB`);
  console.log("| timed run | scavenges (ms) | mark-compacts: MB before → after, ms, marking started by | heap after, MB |");
  console.log("|---|---|---|---|");
  for (const r of timed) {
    const mc = r.markCompacts.map((m) => `${m.from} → ${m.to}, ${m.ms.toFixed(0)} ms, ${m.started}`).join("; ") || "none";
    console.log(`| ${r.name.slice(4)} | ${r.scavenges} (${r.scavengeMs.toFixed(0)}) | ${mc} | ${r.heapAfter} |`);
  }
  const mcs = timed.reduce((s, r) => s + r.markCompacts.length, 0);
  console.log(`| all | ${timed.reduce((s, r) => s + r.scavenges, 0)} | ${mcs} in ${timed.length} runs | |`);
}
