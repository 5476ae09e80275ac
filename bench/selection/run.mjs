// Benchmark of issues 7 and 15 (`pnpm bench`): runs selections over N generated applications,
// each contender in its own child process with a timeout. Jobs: the five seed schemes
// themselves (schemes/seed_00N, inputs shaped like them by seeds/gen00N.mjs: seed000,
// seed000-prorata, seed001 … seed004), issue 16's `stages-groups` (bench/selection/tender.allot:
// consortia as groups and single bids in two stages, one volume; seeds/gen-tender.mjs, contenders
// seeds/tender.plain.mjs and tender.tuned.mjs), and the two issue-7 jobs shaped for the bulk path:
// pop3.allot (after seed 002) and bands.allot (after seed 003). Contenders: Allot's compiled
// module (1 its result as a table, 1b as objects without explanations, 1c with explanations —
// seed jobs; 1s the run of 1 with every explanation rendered, streamed, and 1j the same written as the JSON
// result's rows in UTF-8 bytes by the dsl's own writer — seed jobs; 1j is run when named), hand-written plain JS (decimal.js), hand-tuned JS (typed arrays, integer cents),
// and on the issue-7 jobs json-rules-engine and GoRules ZEN (scoring only). Every contender's
// (id, status, position, amount) rows are checked equal to Allot's before any time counts (a
// mismatch fails the run). Reports medians, min–max, the ratios to the plain and the
// hand-tuned contender and peak memory (VmHWM).
//
//   node bench/selection/run.mjs [--full] [--json] [--runs 3] [--sizes 10000,100000]
//        [--jobs seed000,seed000-prorata,seed001,seed002,seed003,seed004,stages-groups,pop3,bands]
//        [--contenders allot,allot-objects,allot-explain,allot-stream,allot-stream-bytes,plain,tuned,jre,zen] [--timeout 900]
//        [--profile DIR] [--process | --only-process] [--modes allot-run,allot-run-explain,script-plain,script-tuned] [--no-gc-between] [--grouped]
// --process adds, for the seed jobs, the whole-process measurement of process.mjs (`allot run`
// with and without explanations against a hand-written script, Node's default heap, peak RSS);
// --only-process measures that alone; --modes narrows its processes; with --runs 0 the checked
// run of each process is the timed one (one run each, for 1,000,000 on a shared machine).
// --profile writes a CPU profile of each contender's timed runs (not the warm-up, not the data
// generation) to DIR/<job>-<n>-<contender>-<run>.cpuprofile (without -<run> under --grouped); summarise it with profile-summary.mjs.
// Times taken under the profiler are slower than without.
// The timed runs are interleaved, each in a fresh process (pairs.mjs): run 1 of every contender
// (input generated, a warm-up checked against the reference rows, a full collection, one timed
// run), then run 2 of every contender, …; besides the medians the table of pairs gives the median
// of the ratios of run i to run i of the hand-tuned (and plain) contender, adjacent in time, with
// their min–max: a change of the load between runs falls on both sides of a pair alike (seed30).
// `--grouped` runs a contender's timed runs in one process after one warm-up, as before.
// Each contender's CPU is also told for its main thread alone (the rest is V8's helper threads:
// parallel and concurrent collection, compilation, which a loaded machine inflates most), with
// the full (mark-compact) collections that fell inside its timed runs: a median of three runs
// can hold one contender's full collection and not the other's.
// A full garbage collection runs before each timed run, outside the timed span, for every
// contender alike (the default since sweep25; `--no-gc-between` leaves it out, `--gc-between` is
// accepted and changes nothing): each run then starts from the same heap, and a collection of
// the input heap that the runs before left due does not fall in one run and not the next (the
// spread of 25–45 % seen in the hand-tuned contender's runs at 1,000,000; in three series of
// seed000 each way the hand-tuned runs spread over 1,022–2,470 ms CPU without it and 1,202–1,747
// with it, and without it its median was a run with a full collection every time, Allot's a run
// without: docs/performance.md, sweep25). With `--no-gc-between` the runs follow each other as
// in a service answering call after call. (Under --profile the collections show in the
// profile, outside the timed runs.)
// Build first (`pnpm build`): the Allot contender compiles the schemes with packages/dsl/dist.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, symlinkSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, cpus, totalmem, loadavg } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SEED_JOBS } from "./seeds/jobs.mjs";
import { measureProcess } from "./process.mjs";
import { interleave, joinRuns, median, pairRatios } from "./pairs.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const argv = process.argv.slice(2);
const flag = (f) => argv.includes(f);
const opt = (f, d) => { const i = argv.indexOf(f); return i >= 0 ? argv[i + 1] : d; };

const json = flag("--json");
const runs = Number(opt("--runs", 3));
const sizes = opt("--sizes", flag("--full") ? "10000,100000,1000000" : "10000,100000").split(",").map(Number);
const jobs = opt("--jobs", ["pop3", "bands", ...Object.keys(SEED_JOBS)].join(",")).split(",");
const contenders = opt("--contenders", "allot,allot-objects,allot-explain,allot-stream,plain,tuned,jre,zen").split(",");
// the rule-engine contenders are written for the two issue-7 jobs only; explanations are measured on the seed jobs
const contendersOf = (job) => contenders.filter((c) => (SEED_JOBS[job] ? !["jre", "zen"].includes(c) : c !== "allot-explain" && !c.startsWith("allot-stream")));
const timeoutS = Number(opt("--timeout", 900));
const profileDir = opt("--profile", undefined);
const processToo = flag("--process"), onlyProcess = flag("--only-process");
// a full collection before each timed run unless --no-gc-between (--gc-between: the default, accepted)
const gcBetween = !flag("--no-gc-between");
// --grouped: all of a contender's timed runs in one process (before round 30 the only way)
const grouped = flag("--grouped");
const modes = opt("--modes", undefined)?.split(",");
if (profileDir) mkdirSync(profileDir, { recursive: true });
const NAMES = { allot: "1 Allot (compiled, evaluateTable)", "allot-objects": "1b Allot (compiled, evaluate: objects)", "allot-explain": "1c Allot (evaluate, explain: true)", "allot-stream": "1s Allot (1, every explanation streamed)", "allot-stream-bytes": "1j Allot (1, every row and explanation written as JSON bytes)", plain: "2 plain JS (objects, decimal.js)", tuned: "3 hand-tuned JS (typed arrays, cents)", jre: "4a json-rules-engine 7.3.1 + JS", zen: "4b zen-engine 0.54.0 + JS" };

const log = (...a) => { if (!json) console.error(...a); };
const work = mkdtempSync(join(tmpdir(), "allot-bench-"));

/** The scheme a job runs: a seed job's real seed scheme, else bench/selection/<job>.allot. */
const schemeOf = (job) => (SEED_JOBS[job] ? join(root, SEED_JOBS[job].scheme) : join(here, `${job}.allot`));

function compile(job) {
  const out = join(work, job);
  mkdirSync(join(out, "node_modules", "@allot"), { recursive: true });
  symlinkSync(join(root, "packages", "runtime"), join(out, "node_modules", "@allot", "runtime"));
  execFileSync(process.execPath, [join(root, "packages/dsl/dist/allot.mjs"), "compile", schemeOf(job), "--out", out], { stdio: ["ignore", "ignore", "inherit"] });
  const mjs = readdirSync(out).find((f) => f.endsWith(".mjs"));
  return pathToFileURL(join(out, mjs)).href;
}

function child(args) {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ["--max-old-space-size=16384", ...(gcBetween ? ["--expose-gc"] : []), join(here, "worker.mjs"), ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "", stderr = "", timedOut = false;
    p.stdout.on("data", (d) => (stdout += d));
    p.stderr.on("data", (d) => (stderr += d));
    const timer = setTimeout(() => { timedOut = true; p.kill("SIGKILL"); }, timeoutS * 1000);
    p.on("close", (code) => {
      clearTimeout(timer);
      if (timedOut) return resolve({ status: "timeout" });
      const line = stdout.trim().split("\n").pop();
      let r = null;
      try { r = JSON.parse(line); } catch {}
      if (r?.mismatch) return resolve({ status: "mismatch", ...r });
      if (code !== 0 || !r) return resolve({ status: "error", error: (stderr || stdout).trim().split("\n").slice(-6).join("\n") });
      resolve({ status: "ok", ...r });
    });
  });
}

const MB = (b) => b / 2 ** 20;

const results = [], processResults = [];
let failed = false;
for (const job of jobs) {
  const module = contendersOf(job).some((c) => c.startsWith("allot")) ? compile(job) : null;
  for (const n of sizes) {
    let ref = null, refName = null, refRows = null;
    const row = {}, parts = {};
    // the timed runs interleaved, each in a fresh process (pairs.mjs): run 1 of every contender,
    // then run 2 …; --grouped (or --runs 0) runs each contender's runs in one process, as before
    const perProcess = grouped || runs === 0 ? runs : 1;
    for (const [i, c] of onlyProcess ? [] : interleave(contendersOf(job), perProcess === runs ? 1 : runs)) {
      if (row[c]) continue; // failed: not run again
      const rowsOut = join(work, `${job}-${n}-${c}.rows`);
      const args = [`--job=${job}`, `--n=${n}`, `--contender=${c}`, `--runs=${perProcess}`, `--rows-out=${rowsOut}`];
      if (module) args.push(`--module=${module}`);
      if (ref) args.push(`--ref=${ref}`);
      if (profileDir) args.push(`--profile=${join(profileDir, `${job}-${n}-${c}${perProcess === runs ? "" : `-${i + 1}`}.cpuprofile`)}`);
      if (gcBetween) args.push("--gc-between=1");
      log(`${job} N=${n} ${c}${perProcess === runs ? "" : ` run ${i + 1}/${runs}`} …`);
      const t0 = Date.now();
      const r = await child(args);
      r.wallS = (Date.now() - t0) / 1000;
      r.load = +loadavg()[0].toFixed(1);
      if (r.status === "ok" && !ref) { ref = r.hash; refName = c; refRows = rowsOut; }
      r.checkedAgainst = r.status === "ok" ? (refName === c ? "reference" : refName) : null;
      if (r.status === "mismatch") {
        failed = true;
        const a = readFileSync(refRows, "utf8").split("\n"), b = readFileSync(rowsOut, "utf8").split("\n");
        const diffs = [];
        for (let i = 0; i < Math.max(a.length, b.length) && diffs.length < 5; i++) if (a[i] !== b[i]) diffs.push(`  ${refName}: ${a[i]}\n  ${c}: ${b[i]}`);
        console.error(`MISMATCH: ${c} differs from ${refName} on ${job} N=${n}\n${diffs.join("\n")}`);
      }
      if (r.status === "error") console.error(`ERROR: ${c} on ${job} N=${n}:\n${r.error}`);
      if (r.status !== "ok") { log(`  ${r.status}`); row[c] = r; delete parts[c]; if (failed) break; continue; }
      (parts[c] ??= []).push(r);
      log(`  ${r.times.map((x) => `${x.toFixed(1)} ms`).join(", ")}, CPU ${r.cpu.map((x) => x.toFixed(0)).join(", ")} (main thread ${r.mainCpu?.map((x) => x.toFixed(0)).join(", ") ?? "—"}; full GCs ${r.majorGcs?.join(", ") ?? "—"}), peak ${MB(r.peak).toFixed(0)} MB, load ${loadavg()[0].toFixed(1)}`);
    }
    for (const [c, ps] of Object.entries(parts)) {
      const r = joinRuns(ps);
      r.loads = ps.map((p) => p.load);
      r.median = median(r.times); r.min = Math.min(...r.times); r.max = Math.max(...r.times);
      r.cpuMedian = median(r.cpu);
      r.mainCpuMedian = r.mainCpu?.every((x) => Number.isFinite(x)) ? median(r.mainCpu) : null;
      r.majorGcTotal = r.majorGcs ? r.majorGcs.reduce((a, b) => a + b, 0) : null;
      if (ps.length > 1) log(`${job} N=${n} ${c}: median ${r.median.toFixed(1)} ms (${r.min.toFixed(1)}–${r.max.toFixed(1)}), CPU ${r.cpuMedian.toFixed(1)} ms (${r.cpu.map((x) => x.toFixed(0)).join(", ")})`);
      row[c] = r;
    }
    // the pairs' ratios (pairs.mjs): run i of a contender over run i of the plain or hand-tuned one, adjacent in time
    const pairs = (c, to, k) => (row[c]?.status === "ok" && row[to]?.status === "ok" && c !== to ? pairRatios(row[c][k], row[to][k]) : null);
    for (const c of Object.keys(row)) {
      const r = row[c];
      results.push({
        job, n, contender: c, name: NAMES[c], status: r.status, checkedAgainst: r.checkedAgainst ?? null,
        medianMs: r.median ?? null, minMs: r.min ?? null, maxMs: r.max ?? null, timesMs: r.times ?? null,
        // streamed explanations ÷ none (contender 1s against 1), issue 15's ≤ 3× target
        ...(c.startsWith("allot-stream") ? { digest: r.digest ?? null, ratioToAllot: r.median != null && row.allot?.median ? r.median / row.allot.median : null, cpuRatioToAllot: r.cpuMedian != null && row.allot?.cpuMedian ? r.cpuMedian / row.allot.cpuMedian : null } : {}),
        ratioToPlain: r.median != null && row.plain?.median ? r.median / row.plain.median : null,
        ratioToTuned: r.median != null && row.tuned?.median ? r.median / row.tuned.median : null,
        cpuMedianMs: r.cpuMedian ?? null, cpuMs: r.cpu ?? null,
        // the main thread's CPU of each timed run (the rest of cpuMs is V8's helper threads), and the full collections inside each (worker.mjs)
        mainCpuMedianMs: r.mainCpuMedian ?? null, mainCpuMs: r.mainCpu ?? null, majorGcs: r.majorGcs ?? null, majorGcMs: r.majorGcMs ?? null,
        cpuRatioToPlain: r.cpuMedian != null && row.plain?.cpuMedian ? r.cpuMedian / row.plain.cpuMedian : null,
        cpuRatioToTuned: r.cpuMedian != null && row.tuned?.cpuMedian ? r.cpuMedian / row.tuned.cpuMedian : null,
        // per pair (interleaved runs; the median of the ratios of runs adjacent in time, min–max, each ratio)
        pairRatiosToTuned: pairs(c, "tuned", "times"), cpuPairRatiosToTuned: pairs(c, "tuned", "cpu"), mainCpuPairRatiosToTuned: pairs(c, "tuned", "mainCpu"),
        pairRatiosToPlain: pairs(c, "plain", "times"), cpuPairRatiosToPlain: pairs(c, "plain", "cpu"),
        load: r.load ?? null, loads: r.loads ?? null,
        // the worker's own word that it collected before each timed run (--gc-between)
        gcBefore: r.gcBefore ?? false,
        peakMB: r.peak != null ? MB(r.peak) : null, inputRssMB: r.rssInput != null ? MB(r.rssInput) : null,
        counts: r.counts ?? null,
      });
    }
    if (!failed && (processToo || onlyProcess) && SEED_JOBS[job]) {
      const whole = await measureProcess(job, n, { root, work, runs, timeoutS, log, ...(modes ? { modes } : {}) });
      const of = (mode) => whole.find((w) => w.mode === mode && w.status === "ok");
      for (const w of whole) {
        const med = w.status === "ok" ? median(w.timesMs) : null;
        const ratio = (mode) => (med != null && of(mode) ? med / median(of(mode).timesMs) : null);
        processResults.push({
          job, n, mode: w.mode, name: w.name, status: w.status, checkedAgainst: w.checkedAgainst ?? null, error: w.error,
          medianMs: med, minMs: med == null ? null : Math.min(...w.timesMs), maxMs: med == null ? null : Math.max(...w.timesMs), timesMs: w.timesMs,
          ratioToScriptPlain: ratio("script-plain"), ratioToScriptTuned: ratio("script-tuned"), peakMB: w.peakMB,
          cpuMedianMs: w.cpuMs?.length ? median(w.cpuMs) : null, cpuMs: w.cpuMs, loads: w.loads,
          cpuRatioToScriptPlain: w.cpuMs?.length && of("script-plain")?.cpuMs?.length ? median(w.cpuMs) / median(of("script-plain").cpuMs) : null,
        });
        if (w.status === "mismatch") { failed = true; console.error(`MISMATCH: ${w.mode} on ${job} N=${n}: ${w.error}`); }
        if (w.status === "error") console.error(`ERROR: ${w.mode} on ${job} N=${n}:\n${w.error}`);
      }
    }
    if (failed) break;
  }
  if (failed) break;
}
rmSync(work, { recursive: true, force: true });

const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, memGiB: Math.round(totalmem() / 2 ** 30), node: process.version, loadavg: loadavg().map((x) => +x.toFixed(2)) };
if (json) {
  console.log(JSON.stringify({ machine, runs, gcBetween, sizes, timeoutS, results, processResults }, null, 2));
} else {
  const f = (x, d = 1) => (x == null ? "—" : x.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d }));
  console.log(`machine: ${machine.cpus} × ${machine.cpu}, ${machine.memGiB} GiB, Node ${machine.node}, load ${machine.loadavg.join(" ")}; ${runs} runs after a warm-up${gcBetween ? ", a full garbage collection before each (the default; --no-gc-between leaves it out)" : ", no collection before them (--no-gc-between)"}`);
  const ratio = (x) => (x == null ? "—" : f(x, 2));
  if (results.length) {
    console.log("| job | N | contender | median ms | min–max ms | ratio to 2 | ratio to 3 | CPU median ms | CPU ratio to 2 | CPU ratio to 3 | main-thread CPU median ms (full GCs in the timed runs) | peak MB (input alone) | load |");
    console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  }
  for (const r of results) {
    const time = r.status === "ok" ? f(r.medianMs) : r.status;
    console.log(`| ${r.job} | ${r.n.toLocaleString("en-US")} | ${r.name} | ${time} | ${r.status === "ok" ? `${f(r.minMs)}–${f(r.maxMs)}` : "—"} | ${ratio(r.ratioToPlain)} | ${ratio(r.ratioToTuned)} | ${r.cpuMedianMs == null ? "—" : f(r.cpuMedianMs, 0)} | ${ratio(r.cpuRatioToPlain)} | ${ratio(r.cpuRatioToTuned)} | ${r.mainCpuMedianMs == null ? "—" : `${f(r.mainCpuMedianMs, 0)} (${r.majorGcs?.reduce((a, b) => a + b, 0) ?? "—"})`} | ${r.peakMB == null ? "—" : `${f(r.peakMB, 0)} (${f(r.inputRssMB, 0)})`} | ${r.load ?? "—"} |`);
  }
  const paired = results.filter((r) => r.cpuPairRatiosToTuned || r.cpuPairRatiosToPlain);
  if (paired.length) {
    const pr = (p) => (p == null ? "—" : `${f(p.median, 2)} (${f(p.min, 2)}–${f(p.max, 2)}; ${p.ratios.length} pairs)`);
    console.log(`\nPer pair (run i of each contender${grouped ? ", in one process each (--grouped): not adjacent in time" : ", each a fresh process, adjacent in time"}): the median of the pairs' ratios (min–max):`);
    console.log("| job | N | contender | CPU ratio to 3 | main-thread CPU ratio to 3 | wall ratio to 3 | CPU ratio to 2 | loads |");
    console.log("|---|---|---|---|---|---|---|---|");
    for (const r of paired) console.log(`| ${r.job} | ${r.n.toLocaleString("en-US")} | ${r.name} | ${pr(r.cpuPairRatiosToTuned)} | ${pr(r.mainCpuPairRatiosToTuned)} | ${pr(r.pairRatiosToTuned)} | ${pr(r.cpuPairRatiosToPlain)} | ${r.loads?.length ? `${Math.min(...r.loads)}–${Math.max(...r.loads)}` : "—"} |`);
  }
  const streamed = results.filter((r) => r.contender.startsWith("allot-stream") && r.status === "ok");
  if (streamed.length) {
    // the full collections in each side's timed runs: without --gc-between the warm-up's garbage
    // is collected in one timed run of the run without and not the next (its CPU then ~1 s more
    // at 1,000,000, on V8's helper threads), while the streamed run collects its own in each
    console.log(`\nEvery explanation streamed ÷ the run without (contender 1s or 1j ÷ 1; digest: SHA-256 of 1s's explanations' texts, of 1j's JSON bytes; full GCs in each side's timed runs${gcBetween ? ", a full collection before each (the default)" : ", none before them (--no-gc-between; by default both sides start from a collected heap)"}):`);
    console.log("| job | N | contender | wall ratio | CPU ratio | peak MB 1s or 1j / 1 | full GCs 1s or 1j / 1 | digest |");
    console.log("|---|---|---|---|---|---|---|---|");
    for (const r of streamed) {
      const none = results.find((x) => x.job === r.job && x.n === r.n && x.contender === "allot");
      console.log(`| ${r.job} | ${r.n.toLocaleString("en-US")} | ${r.contender === "allot-stream" ? "1s" : "1j"} | ${ratio(r.ratioToAllot)} | ${ratio(r.cpuRatioToAllot)} | ${f(r.peakMB, 0)} / ${none?.peakMB == null ? "—" : f(none.peakMB, 0)} | ${r.majorGcs?.join(", ") ?? "—"} / ${none?.majorGcs?.join(", ") ?? "—"} | ${r.digest?.slice(0, 16) ?? "—"} |`);
    }
  }
  if (processResults.length) {
    console.log("\nWhole process (parse, compute, write JSON; Node's default heap):");
    console.log("| job | N | process | median ms | min–max ms | ratio to script plain | ratio to script tuned | CPU median ms | CPU ratio to script plain | peak RSS MB | load |");
    console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  }
  for (const r of processResults) {
    const time = r.status === "ok" ? f(r.medianMs, 0) : r.status;
    console.log(`| ${r.job} | ${r.n.toLocaleString("en-US")} | ${r.name} | ${time} | ${r.status === "ok" ? `${f(r.minMs, 0)}–${f(r.maxMs, 0)}` : "—"} | ${ratio(r.ratioToScriptPlain)} | ${ratio(r.ratioToScriptTuned)} | ${r.cpuMedianMs == null ? "—" : f(r.cpuMedianMs, 0)} | ${ratio(r.cpuRatioToScriptPlain)} | ${r.peakMB == null ? "—" : f(r.peakMB, 0)} | ${r.loads?.length ? `${Math.min(...r.loads)}–${Math.max(...r.loads)}` : "—"} |`);
  }
}
if (failed) { console.error("FAILED: a contender's results differ from the reference"); process.exit(1); }
if ([...results, ...processResults].some((r) => r.status === "error")) process.exit(1);
