#!/usr/bin/env node
// Measures the front end: `allot check` on the seed schemes (a whole process, start-up
// included), `allot compile` of each seed (a whole process: the module, its .d.ts and its JSON
// Schema written) and analyze() on a generated 10,000-line scheme. Prints medians and min–max.
// Targets (issue 2): under 1 s and under 0.5 s. `node bench/check.mjs [--json]`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { analyze, clearAnalysisCache } from "../packages/dsl/dist/index.js";
import { generateScheme } from "./gen-scheme.mjs";

const runs = 7;
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], min: s[0], max: s[s.length - 1] };
};

const cli = [];
for (let i = 0; i < runs + 1; i++) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ["packages/dsl/dist/allot.mjs", "check", "schemes"], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`allot check failed: ${r.stdout}${r.stderr}`);
  if (i > 0) cli.push(performance.now() - t0);
}

const text = generateScheme(10_000);
const lines = text.split("\n").length - 1;
const first = analyze(text);
const errors = first.diagnostics.filter((d) => d.severity === "error");
if (errors.length) throw new Error(`generated scheme has errors: ${errors.slice(0, 3).map((d) => d.message).join("; ")}`);
const big = [];
const edited = [];
for (let i = 0; i < runs; i++) {
  clearAnalysisCache();
  let t0 = performance.now();
  analyze(text);
  big.push(performance.now() - t0);
  // an editor's re-analysis after a one-line change: unchanged declarations come from the cache
  const changed = text.replace("weight 2 × score_0", `weight ${2 + (i % 3)} × score_0`);
  t0 = performance.now();
  analyze(changed);
  edited.push(performance.now() - t0);
}
// allot compile of each seed scheme, a whole process each time
const out = mkdtempSync(join(tmpdir(), "allot-compile-bench-"));
const compileMs = {};
for (const seed of readdirSync("schemes").filter((d) => d.startsWith("seed_")).sort()) {
  const file = readdirSync(join("schemes", seed)).find((f) => f.endsWith(".allot"));
  const times = [];
  for (let i = 0; i < runs + 1; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, ["packages/dsl/dist/allot.mjs", "compile", join("schemes", seed, file), "--out", join(out, seed)], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`allot compile ${seed} failed: ${r.stdout}${r.stderr}`);
    if (i > 0) times.push(performance.now() - t0);
  }
  compileMs[seed] = stats(times);
}
rmSync(out, { recursive: true, force: true });
const result = { checkSeedsProcessMs: stats(cli), compileSeedProcessMs: compileMs, analyze10kLinesMs: { lines, ...stats(big) }, reanalyze10kLinesAfterEditMs: stats(edited) };
if (process.argv.includes("--json")) console.log(JSON.stringify(result, null, 2));
else {
  const f = (s) => `median ${s.median.toFixed(0)} ms (min ${s.min.toFixed(0)}, max ${s.max.toFixed(0)})`;
  console.log(`allot check schemes (5 seed schemes, whole process): ${f(result.checkSeedsProcessMs)}  target < 1000 ms`);
  console.log(`analyze a generated ${lines}-line scheme (cold):     ${f(result.analyze10kLinesMs)}  target < 500 ms`);
  console.log(`re-analyze it after a one-line edit:               ${f(result.reanalyze10kLinesAfterEditMs)}`);
  for (const [seed, st] of Object.entries(compileMs)) console.log(`allot compile ${seed} (whole process):             ${f(st)}`);
}
