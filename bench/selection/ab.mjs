// A/B of Allot's in-process CPU time between two builds of the repository, in alternation (on a
// loaded machine CPU time moves less than wall time, and alternating spreads the load over both):
//
//   node bench/selection/ab.mjs --base /path/to/other/checkout --job seed001 --n 100000 [--rounds 4] [--runs 3] [--contender allot-stream] [--gc-between]
//
// --contender names the contender both builds run (this checkout's contenders/; allot by default):
// allot-stream times every explanation streamed, and its digest (the texts' SHA-256) is compared too.
// --gc-between: a full collection before each timed run, outside it, on both sides (as run.mjs
// does by default since sweep25; here only with the flag): a full (mark-compact) collection of the warm-up's garbage then falls in no timed
// run, where without it it falls in one run and not the next. The full collections that fell
// inside the timed runs are told for each side either way (worker.mjs `majorGcs`).
//
// Each build compiles the job's scheme with its own compiler and runs worker.mjs (--contender=allot)
// `rounds` times, `runs` timed runs each after a warm-up; prints the median and least CPU of each
// and whether their (id, status, position, amount) rows hash the same; and the median (min–max) of
// the ratios of the pairs — run i of this build over run i of the base, from the same round. `--base` is a checkout
// with `pnpm build` done (packages/runtime/dist, packages/dsl/dist/allot.mjs, bench/).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SEED_JOBS } from "./seeds/jobs.mjs";
import { pairRatios } from "./pairs.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const opt = (f, d) => { const i = argv.indexOf(f); return i >= 0 ? argv[i + 1] : d; };
const gcBetween = argv.includes("--gc-between");
const job = opt("--job"), n = Number(opt("--n", 100000)), rounds = Number(opt("--rounds", 4)), runs = Number(opt("--runs", 3)), contender = opt("--contender", "allot");
if (!opt("--base") || !SEED_JOBS[job]) throw new Error("usage: ab.mjs --base DIR --job <seed job> [--n N] [--rounds R] [--runs K]");
const roots = { base: opt("--base"), this: join(here, "..", "..") };
const work = mkdtempSync(join(tmpdir(), "allot-ab-"));
const modules = {};
for (const [k, root] of Object.entries(roots)) {
  const out = join(work, k);
  mkdirSync(join(out, "node_modules", "@allot"), { recursive: true });
  symlinkSync(join(root, "packages", "runtime"), join(out, "node_modules", "@allot", "runtime"));
  execFileSync(process.execPath, [join(root, "packages/dsl/dist/allot.mjs"), "compile", join(roots.this, SEED_JOBS[job].scheme), "--out", out], { stdio: ["ignore", "ignore", "inherit"] });
  modules[k] = join(out, readdirSync(out).find((f) => f.endsWith(".mjs")));
}
const cpu = { base: [], this: [] }, gcs = { base: 0, this: 0 }, hash = {}, digest = {};
for (let r = 0; r < rounds; r++)
  for (const k of r % 2 ? ["this", "base"] : ["base", "this"]) {
    const p = spawnSync(process.execPath, ["--max-old-space-size=16384", ...(gcBetween ? ["--expose-gc"] : []), join(here, "worker.mjs"), `--job=${job}`, `--n=${n}`, `--contender=${contender}`, `--module=${modules[k]}`, `--runs=${runs}`, ...(gcBetween ? ["--gc-between=1"] : [])], { encoding: "utf8" });
    if (p.status !== 0) throw new Error(`${k}: ${p.stderr}`);
    const line = JSON.parse(p.stdout.trim().split("\n").pop());
    cpu[k].push(...line.cpu);
    gcs[k] += line.majorGcs.reduce((a, b) => a + b, 0);
    if (gcBetween && !line.gcBefore) throw new Error(`${k}: the worker did not collect before its timed runs`);
    hash[k] = line.hash;
    if (line.digest) digest[k] = line.digest;
  }
const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const show = (k) => `median ${median(cpu[k]).toFixed(0)} ms, least ${Math.min(...cpu[k]).toFixed(0)} ms, full GCs ${gcs[k]} in ${cpu[k].length} runs`;
const texts = digest.base || digest.this ? ` | texts ${digest.base === digest.this ? "the same" : "DIFFERENT"}` : "";
// pair i: this side's i-th timed run over the base's, from the same round (adjacent processes)
const p = pairRatios(cpu.this, cpu.base);
console.log(`${job} ${n} ${contender}${gcBetween ? " (--gc-between)" : ""}: base ${show("base")} | this ${show("this")} | ratio of medians ${(median(cpu.this) / median(cpu.base)).toFixed(3)} | per pair ${p.median.toFixed(3)} (${p.min.toFixed(3)}–${p.max.toFixed(3)}, ${p.ratios.length} pairs) | rows ${hash.base === hash.this ? "the same" : "DIFFERENT"}${texts}`);
