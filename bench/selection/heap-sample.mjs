// Where one timed run of a contender allocates (issue 15, seed31): V8's sampling heap profiler
// (node:inspector, a sample every 4 KiB) over one run after a warm-up, its bytes summed by the
// function that allocated them (self bytes), the largest first, with the bytes per application.
// Not a timing: the sampled bytes are about the same on a loaded machine.
//
//   node --expose-gc bench/selection/heap-sample.mjs [--job seed003] [--n 300000]
//        [--contender allot] [--root DIR] [--live] [--top 18] [--cpu FILE]
//
// By default every object the run made is counted, those the collector freed during it too (what
// the run allocates). --live counts only what is still held after it — the result kept, a full
// collection made before the sampling stops — which tells a value kept per application from one
// made and dropped. --cpu FILE also writes a CPU profile of the same run (sampled every 200 µs;
// summarise it with profile-summary.mjs). The Allot contender's scheme is compiled with DIR's
// CLI against DIR's runtime (DIR built; by default this tree), as trace-run.mjs does.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { generate } from "./gen.mjs";
import { compileJob } from "./trace-run.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const opt = (f, d) => { const i = argv.indexOf(f); return i >= 0 ? argv[i + 1] : d; };
const job = opt("--job", "seed003"), n = Number(opt("--n", "300000")), name = opt("--contender", "allot");
const root = resolve(opt("--root", join(here, "..", "..")));
const live = argv.includes("--live"), top = Number(opt("--top", "18")), cpuFile = opt("--cpu", undefined);
if (typeof globalThis.gc !== "function") throw new Error("run with node --expose-gc");

const work = mkdtempSync(join(tmpdir(), "allot-heap-"));
const module = name.startsWith("allot") ? compileJob(job, root, work) : undefined;
const { call, applications } = generate(job, n);
const contender = await (await import(`./contenders/${name}.mjs`)).setup(job, module, call);
await contender.run(call, applications); // the warm-up
globalThis.gc();

const s = new Session();
s.connect();
await s.post("HeapProfiler.enable");
await s.post("HeapProfiler.startSampling", { samplingInterval: 4096, includeObjectsCollectedByMajorGC: !live, includeObjectsCollectedByMinorGC: !live });
if (cpuFile) {
  await s.post("Profiler.enable");
  await s.post("Profiler.setSamplingInterval", { interval: 200 });
  await s.post("Profiler.start");
}
let result = await contender.run(call, applications);
if (cpuFile) writeFileSync(cpuFile, JSON.stringify((await s.post("Profiler.stop")).profile));
if (live) globalThis.gc();
const { profile } = await s.post("HeapProfiler.stopSampling");
result = null;
rmSync(work, { recursive: true, force: true });

const bySite = new Map();
let total = 0;
const walk = (node) => {
  total += node.selfSize;
  const cf = node.callFrame;
  const site = `${cf.functionName || "(anonymous)"}  ${(cf.url || "(native)").replace(/^.*\/(packages|bench)\//, "$1/").replace(/^file:\/\/.*\//, "")}:${cf.lineNumber + 1}`;
  bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
  for (const c of node.children) walk(c);
};
walk(profile.head);
console.log(`${job} n=${n} ${name}: ${live ? "held after the run" : "allocated in the run"} ${(total / 1e6).toFixed(1)} MB sampled, ${(total / n).toFixed(0)} bytes an application`);
for (const [site, b] of [...bySite].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`${(b / 1e6).toFixed(1).padStart(8)} MB ${(b / n).toFixed(0).padStart(5)} B/app  ${site}`);
