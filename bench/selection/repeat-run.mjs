// Does a later evaluation in one process cost more than the first (leak30)? Runs one contender on
// one job N times in one process, as a service would, and prints per run: CPU (every thread) and
// main-thread CPU, the collector's pause time and counts inside the run (perf_hooks "gc"), and the
// heap used after a full collection that follows the run (node --expose-gc; not timed).
//
//   node bench/selection/repeat-run.mjs [--job seed003] [--n 200000] [--runs 8]
//        [--contender allot|tuned] [--root DIR] [--snapshots DIR] [--json]
//
// Compiles the job's scheme with DIR's CLI against DIR's runtime (DIR must be built), like
// trace-run.mjs. --snapshots DIR writes a heap snapshot after the full collection of runs 2 and 4
// (compare constructor counts with any snapshot viewer). Run it under the bench lock.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SEED_JOBS } from "./seeds/jobs.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const opt = (f, d) => { const i = argv.indexOf(f); return i >= 0 ? argv[i + 1] : d; };

if (!argv.includes("--child")) {
  const job = opt("--job", "seed003"), contender = opt("--contender", "allot");
  const root = opt("--root", join(here, "..", ".."));
  const work = mkdtempSync(join(tmpdir(), "allot-repeat-"));
  const args = ["--child", "--job", job, "--n", opt("--n", "200000"), "--runs", opt("--runs", "8"), "--contender", contender];
  if (opt("--snapshots")) args.push("--snapshots", opt("--snapshots"));
  if (argv.includes("--json")) args.push("--json");
  if (contender.startsWith("allot")) {
    mkdirSync(join(work, "node_modules", "@allot"), { recursive: true });
    symlinkSync(join(root, "packages", "runtime"), join(work, "node_modules", "@allot", "runtime"));
    const scheme = SEED_JOBS[job] ? join(here, "..", "..", SEED_JOBS[job].scheme) : join(here, `${job}.allot`);
    execFileSync(process.execPath, [join(root, "packages/dsl/dist/allot.mjs"), "compile", scheme, "--out", work], { stdio: ["ignore", "ignore", "inherit"] });
    args.push("--module", pathToFileURL(join(work, readdirSync(work).find((f) => f.endsWith(".mjs")))).href);
  }
  const p = spawnSync(process.execPath, ["--expose-gc", "--max-old-space-size=8192", fileURLToPath(import.meta.url), ...args], { stdio: "inherit" });
  rmSync(work, { recursive: true, force: true });
  process.exit(p.status ?? 1);
}

const { readFileSync } = await import("node:fs");
const { PerformanceObserver, constants } = await import("node:perf_hooks");
const v8 = await import("node:v8");
const { generate } = await import("./gen.mjs");
const job = opt("--job"), n = Number(opt("--n")), runs = Number(opt("--runs"));
const snapshots = opt("--snapshots");
const schedNs = () => Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]);
const { call, applications } = generate(job, n);
const contender = await import(`./contenders/${opt("--contender")}.mjs`);
const c = await contender.setup(job, opt("--module"), call);
const entries = [];
const obs = new PerformanceObserver((l) => entries.push(...l.getEntries()));
obs.observe({ entryTypes: ["gc"] });
const tick = () => new Promise((r) => setTimeout(r, 20));
globalThis.gc();
await tick();
const heap0 = process.memoryUsage().heapUsed;
const out = [];
for (let i = 1; i <= runs; i++) {
  entries.length = 0;
  const t0 = performance.now(), c0 = process.cpuUsage(), m0 = schedNs();
  let r = await c.run(call, applications);
  const dc = process.cpuUsage(c0), dm = schedNs() - m0, t1 = performance.now();
  r = null;
  await tick();
  entries.push(...obs.takeRecords());
  const inRun = entries.filter((g) => g.startTime >= t0 && g.startTime < t1);
  const major = inRun.filter((g) => g.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
  globalThis.gc();
  const mu = process.memoryUsage();
  const space = Object.fromEntries(v8.getHeapSpaceStatistics().map((x) => [x.space_name, +(x.space_used_size / 2 ** 20).toFixed(2)]));
  const row = { run: i, cpuMs: Math.round((dc.user + dc.system) / 1000), mainMs: Math.round(dm / 1e6), wallMs: Math.round(t1 - t0), gcMs: Math.round(inRun.reduce((t, g) => t + g.duration, 0)), gcs: inRun.length, majors: major.length, heapAfterGcMB: +(mu.heapUsed / 2 ** 20).toFixed(2), externalMB: +(mu.external / 2 ** 20).toFixed(2), oldMB: space.old_space, codeMB: space.code_space, largeMB: space.large_object_space };
  out.push(row);
  if (!argv.includes("--json")) console.log(JSON.stringify(row));
  if (snapshots && (i === 2 || i === 4)) v8.writeHeapSnapshot(join(snapshots, `${job}-${opt("--contender")}-run${i}.heapsnapshot`));
}
obs.disconnect();
if (argv.includes("--json")) console.log(JSON.stringify({ job, n, contender: opt("--contender"), heapBeforeMB: +(heap0 / 2 ** 20).toFixed(2), runs: out }));
else console.log(`# ${job} n=${n} ${opt("--contender")}: heap before the first run ${(heap0 / 2 ** 20).toFixed(2)} MB`);
