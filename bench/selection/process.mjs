// Whole-process measurement of the seed jobs (issue 15), used by run.mjs --process: writes the
// job's input file (streamed), then times `allot run <scheme> --input … --no-explain --format
// json --out …` (and without --no-explain) against the hand-written script (seeds/script.mjs)
// that parses the same file, computes the same result and writes it as JSON — each a child
// process under /usr/bin/time -v for its peak RSS, with Node's default heap and a timeout. The
// (id, status, position, amount) rows of every output are read back (streamed) and their hash
// checked equal to the first output's before any time counts.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, writeFileSync, statSync, rmSync } from "node:fs";
import { createInterface } from "node:readline";
import { join } from "node:path";
import { loadavg } from "node:os";
import { SEED_JOBS } from "./seeds/jobs.mjs";
import { writeJob } from "./seeds/common.mjs";

export const PROCESS_MODES = ["allot-run", "allot-run-explain", "script-plain", "script-tuned"];
export const PROCESS_NAMES = {
  "allot-run": "allot run --no-explain", "allot-run-explain": "allot run (explanations)",
  "script-plain": "script: plain JS", "script-tuned": "script: hand-tuned JS",
};

/** Runs `argv` under /usr/bin/time -v in its own process group; kills the group on timeout. */
function timed(argv, timeoutS) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const p = spawn("/usr/bin/time", ["-v", ...argv], { stdio: ["ignore", "ignore", "pipe"], detached: true });
    let stderr = "", timedOut = false;
    p.stderr.on("data", (d) => (stderr += d));
    const timer = setTimeout(() => { timedOut = true; try { process.kill(-p.pid, "SIGKILL"); } catch {} }, timeoutS * 1000);
    p.on("close", (code) => {
      clearTimeout(timer);
      const ms = performance.now() - t0;
      const rss = stderr.match(/Maximum resident set size \(kbytes\): (\d+)/);
      const user = stderr.match(/User time \(seconds\): ([\d.]+)/), sys = stderr.match(/System time \(seconds\): ([\d.]+)/);
      const cpuMs = user && sys ? (Number(user[1]) + Number(sys[1])) * 1000 : null;
      const exit = stderr.match(/Exit status: (\d+)/);
      const status = timedOut ? "timeout" : code === 0 ? "ok" : "error";
      const lines = stderr.split("\n").filter((l) => !l.startsWith("\t")).slice(-4).join("\n");
      resolve({ status, ms, cpuMs, peakMB: rss ? Number(rss[1]) / 1024 : null, error: status === "error" ? `exit ${exit?.[1] ?? code}: ${lines}` : null });
    });
  });
}

/** The hash of the (id, status, position, amount) rows of an indented `{ "results": [ … ] }`. */
export async function hashRows(file) {
  const rows = [];
  let inResults = false, row = null;
  const field = (line) => JSON.parse(line.slice(line.indexOf(": ") + 2).replace(/,$/, ""));
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!inResults) { inResults = line === '  "results": ['; continue; }
    if (line.startsWith("  ]")) break;
    if (line.startsWith('      "id": ')) { row = [field(line), null, null, null]; rows.push(row); }
    else if (line.startsWith('      "status": ')) row[1] = field(line);
    else if (line.startsWith('      "position": ')) row[2] = field(line);
    else if (line.startsWith('      "amount": ')) row[3] = field(line);
  }
  rows.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  const h = createHash("sha256");
  for (const r of rows) h.update(JSON.stringify(r) + "\n");
  return { hash: h.digest("hex"), rows: rows.length };
}

export async function measureProcess(job, n, { root, work, runs, timeoutS, modes = PROCESS_MODES, log }) {
  const input = join(work, `${job}-${n}.json`), map = join(work, "identity.map.json");
  const t0 = performance.now();
  writeJob(SEED_JOBS[job].generate(n), input);
  // the file is in the scheme's declared shape: the mapping takes its call and applications as they are
  writeFileSync(map, JSON.stringify({ applications: "$.applications" }));
  log(`${job} N=${n}: input written in ${(performance.now() - t0).toFixed(0)} ms, ${(statSync(input).size / 2 ** 20).toFixed(0)} MB`);
  const allot = join(root, "packages/dsl/dist/allot.mjs"), scheme = join(root, SEED_JOBS[job].scheme);
  const argvOf = (mode, out) => mode.startsWith("allot-run")
    ? [process.execPath, allot, "run", scheme, "--input", input, "--map", map, "--format", "json", "--out", out, ...(mode === "allot-run" ? ["--no-explain"] : [])]
    : [process.execPath, join(root, "bench/selection/seeds/script.mjs"), job, mode.slice("script-".length), input, out];
  const results = [];
  let ref = null;
  // the checked run of each mode first, then the timed runs interleaved (one of each mode in
  // turn), so that a change of the machine's load falls on every mode alike
  for (const mode of modes) {
    const out = join(work, `${job}-${n}-${mode}.out.json`);
    log(`${job} N=${n} ${mode} (checked run) …`);
    const first = await timed(argvOf(mode, out), timeoutS);
    const r = { job, n, mode, name: PROCESS_NAMES[mode], status: first.status, error: first.error, timesMs: [], cpuMs: [], loads: [], peakMB: first.peakMB };
    if (first.status === "ok") {
      const { hash, rows } = await hashRows(out);
      // logged, so that runs of one job in separate sweeps (--modes) can be compared
      log(`  rows ${rows}, hash ${hash.slice(0, 16)}`);
      if (rows !== n) { r.status = "error"; r.error = `${rows} rows for ${n} applications`; }
      else if (ref === null) { ref = { hash, mode }; r.checkedAgainst = "reference"; }
      else if (ref.hash !== hash) { r.status = "mismatch"; r.error = `rows differ from ${ref.mode}'s`; }
      else r.checkedAgainst = ref.mode;
    }
    rmSync(out, { force: true });
    if (r.status !== "ok") log(`  ${r.status}${r.error ? `: ${r.error}` : ""}`);
    // --runs 0 (a 1,000,000 sweep on a shared machine): the checked run is the one timed
    else if (runs === 0) {
      r.timesMs.push(first.ms);
      r.cpuMs.push(first.cpuMs);
      r.loads.push(+loadavg()[0].toFixed(1));
      log(`  ${mode} (checked run timed): ${first.ms.toFixed(0)} ms, CPU ${first.cpuMs?.toFixed(0)} ms, peak ${first.peakMB?.toFixed(0)} MB, load ${loadavg()[0].toFixed(1)}`);
    }
    results.push(r);
  }
  for (let i = 0; i < runs; i++) {
    for (const r of results) {
      if (r.status !== "ok") continue;
      const out = join(work, `${job}-${n}-${r.mode}.out.json`);
      const t = await timed(argvOf(r.mode, out), timeoutS);
      rmSync(out, { force: true });
      if (t.status !== "ok") { r.status = t.status; r.error = t.error; continue; }
      r.timesMs.push(t.ms);
      r.cpuMs.push(t.cpuMs);
      r.loads.push(+loadavg()[0].toFixed(1));
      r.peakMB = Math.max(r.peakMB, t.peakMB);
      log(`  ${r.mode} run ${i + 1}: ${t.ms.toFixed(0)} ms, CPU ${t.cpuMs?.toFixed(0)} ms, peak ${t.peakMB?.toFixed(0)} MB, load ${loadavg()[0].toFixed(1)}`);
    }
  }
  rmSync(input, { force: true });
  return results;
}

export { median } from "./pairs.mjs";
