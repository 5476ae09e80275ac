// Runs worker.mjs under V8 trace flags for bench/selection/jit-count.mjs and gc-count.mjs: compiles
// the job's scheme with DIR's CLI (DIR must be built) against DIR's runtime, runs one warm-up and
// `runs` timed runs with `--say-runs=1`, and splits the trace at the worker's "# timed run i" lines.
// Returns the phases in order: "before" (load, warm-up), then "run i" and "after i" for each run.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SEED_JOBS } from "./seeds/jobs.mjs";

const here = dirname(fileURLToPath(import.meta.url));

/** The job's scheme (a seed job's real one, else bench/selection/<job>.allot) compiled into `dir` with root's CLI against root's runtime (root built): the module's file URL. */
export function compileJob(job, root, dir) {
  mkdirSync(join(dir, "node_modules", "@allot"), { recursive: true });
  symlinkSync(join(root, "packages", "runtime"), join(dir, "node_modules", "@allot", "runtime"));
  const scheme = SEED_JOBS[job] ? join(here, "..", "..", SEED_JOBS[job].scheme) : join(here, `${job}.allot`);
  execFileSync(process.execPath, [join(root, "packages/dsl/dist/allot.mjs"), "compile", scheme, "--out", dir], { stdio: ["ignore", "ignore", "inherit"] });
  return pathToFileURL(join(dir, readdirSync(dir).find((f) => f.endsWith(".mjs")))).href;
}

export function traceRun({ job, n, runs, contender, root, nodeFlags, keep }) {
  const work = mkdtempSync(join(tmpdir(), "allot-trace-"));
  const args = [`--job=${job}`, `--n=${n}`, `--contender=${contender}`, `--runs=${runs}`, "--say-runs=1"];
  if (contender.startsWith("allot")) args.push(`--module=${compileJob(job, root, work)}`);
  const p = spawnSync(process.execPath, ["--max-old-space-size=16384", ...nodeFlags, join(here, "worker.mjs"), ...args], { encoding: "utf8", maxBuffer: 1 << 30 });
  rmSync(work, { recursive: true, force: true });
  if (p.status !== 0) throw new Error(`worker.mjs failed (${p.status}):\n${p.stderr.split("\n").slice(-8).join("\n")}`);
  if (keep) writeFileSync(keep, p.stdout);
  const phases = [{ name: "before", lines: [] }];
  for (const line of p.stdout.split("\n")) {
    const m = /^# timed run (\d+) (begins|ends)$/.exec(line);
    if (m && m[2] === "begins") phases.push({ name: `run ${m[1]}`, lines: [] });
    else if (m) phases.push({ name: `after ${m[1]}`, lines: [] });
    else phases[phases.length - 1].lines.push(line);
  }
  return phases;
}
