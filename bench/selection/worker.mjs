// One contender on one job and size, in its own process (spawned by bench/selection/run.mjs):
// generates the input, runs the contender once as a warm-up, checks its (id, status, position,
// amount) rows against the reference hash, then times the runs and reports peak memory (VmHWM).
// Prints one JSON line. Exit code 1 on a mismatch (the rows are then written to --rows-out).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { PerformanceObserver, constants } from "node:perf_hooks";
import { generate } from "./gen.mjs";

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split(/=(.*)/s).slice(0, 2)));
const job = args.job, n = Number(args.n), runs = Number(args.runs ?? 3);

const vm = (key) => {
  const m = readFileSync("/proc/self/status", "utf8").match(new RegExp(`^${key}:\\s+(\\d+) kB`, "m"));
  return m ? Number(m[1]) * 1024 : process.resourceUsage().maxRSS * 1024;
};

const { call, applications } = generate(job, n);
const contender = await import(`./contenders/${args.contender}.mjs`);
const c = await contender.setup(job, args.module, call);
const rssInput = vm("VmRSS");

// warm-up run, also the checked one
let out = await c.run(call, applications);
const rows = c.rows(out).sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
out = null;
const text = rows.map((r) => JSON.stringify(r)).join("\n");
const hash = createHash("sha256").update(text).digest("hex");
if (rows.length !== n) throw new Error(`${args.contender}: ${rows.length} rows for ${n} applications`);
const counts = {};
for (const r of rows) counts[r[1]] = (counts[r[1]] ?? 0) + 1;
if (args["rows-out"] && (!args.ref || args.ref !== hash)) writeFileSync(args["rows-out"], text);
if (args.ref && args.ref !== hash) {
  console.log(JSON.stringify({ contender: args.contender, job, n, mismatch: true, hash, counts }));
  process.exit(1);
}

// --profile=FILE: a CPU profile of the timed runs only (node:inspector, sampled every 200 µs)
let session;
if (args.profile) {
  const { Session } = await import("node:inspector/promises");
  session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 200 });
  await session.post("Profiler.start");
}

// wall time, and CPU time (user + system, every thread of the process: the garbage
// collector's helpers included), which a shared machine's load disturbs far less
const times = [], cpu = [];
// of each timed run, alike for every contender: the main thread's own CPU time (the kernel's
// count in nanoseconds, /proc/thread-self/schedstat; the rest of `cpu` is V8's helper threads:
// parallel and concurrent garbage collection, compilation) and the full (mark-compact)
// collections that fell inside it (perf_hooks "gc" entries), with their pause in ms
const mainCpu = [], majorGcs = [], majorGcMs = [];
const schedNs = () => {
  try {
    return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]);
  } catch {
    return NaN;
  }
};
const gcEntries = [];
const gcObserver = new PerformanceObserver((list) => gcEntries.push(...list.getEntries()));
gcObserver.observe({ entryTypes: ["gc"] });
const spans = [];
// --gc-between (node --expose-gc): a full collection before each timed run, not timed
const gcBetween = args["gc-between"] && typeof globalThis.gc === "function";
for (let i = 0; i < runs; i++) {
  if (gcBetween) globalThis.gc();
  // --say-runs=1: a line where each timed run begins and ends, to place V8's --trace-gc lines
  if (args["say-runs"]) console.log(`# timed run ${i + 1} begins`);
  const t0 = performance.now(), c0 = process.cpuUsage(), m0 = schedNs();
  let r = await c.run(call, applications);
  const dc = process.cpuUsage(c0), dm = schedNs() - m0;
  spans.push([t0, performance.now()]);
  mainCpu.push(dm / 1e6);
  if (args["say-runs"]) console.log(`# timed run ${i + 1} ends`);
  times.push(performance.now() - t0);
  cpu.push((dc.user + dc.system) / 1000);
  r = null;
}
// the "gc" entries reach the observer from a later turn of the event loop (none turns between
// the timed runs of a contender that computes synchronously): one turn, after the timing
await new Promise((resolve) => setTimeout(resolve, 20));
gcEntries.push(...gcObserver.takeRecords());
gcObserver.disconnect();
for (const [a, b] of spans) {
  const major = gcEntries.filter((g) => g.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR && g.startTime >= a && g.startTime < b);
  majorGcs.push(major.length);
  majorGcMs.push(major.reduce((t, g) => t + g.duration, 0));
}
if (session) {
  const { profile } = await session.post("Profiler.stop");
  writeFileSync(args.profile, JSON.stringify(profile));
  session.disconnect();
}
// a contender that renders more than the rows (allot-stream: every explanation) reports the hash of its texts
const digest = c.digest ? { digest: c.digest } : {};
console.log(JSON.stringify({ contender: args.contender, job, n, hash, ...digest, counts, times, cpu, mainCpu, majorGcs, majorGcMs, gcBefore: !!gcBetween, rssInput, peak: vm("VmHWM") }));
