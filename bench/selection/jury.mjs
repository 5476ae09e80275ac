// The cost of a jury's built-in against the hand-made function it replaces (jury14): the scheme
// of schemes/drafted_arts as committed (`trimmed_mean(scores.quality, 1, 5)`) and the same scheme
// with drafter13's `define jury_average` (if count(s) >= 5 then (sum − max − min) / (count − 2)
// else sum / count) in its place, run in alternation in one process on one generated call of
// N applications in the scheme's shape (five scores per criterion, one in four with four):
//
//   node bench/selection/jury.mjs [--n 100000] [--rounds 6] [--explain]
//
// Prints each variant's CPU times (process.cpuUsage, ms) with median and min–max, and whether
// their results (id, status, position, amount, points) are the same. --explain times the run
// with its explanations rendered as texts (the built-in's working told; the hand-made one has none).
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { analyze, load } from "../../packages/dsl/dist/index.js";
import { evaluate } from "../../packages/runtime/dist/index.js";

const argv = process.argv.slice(2);
const opt = (f, d) => { const i = argv.indexOf(f); return i >= 0 ? argv[i + 1] : d; };
const n = Number(opt("--n", 100000)), rounds = Number(opt("--rounds", 6)), explain = argv.includes("--explain");

const builtIn = readFileSync(new URL("../../schemes/drafted_arts/project_awards.allot", import.meta.url), "utf8");
const handMade = builtIn
  .replace("// Section 5(2): the highest and the lowest score set aside where five or more jurors scored.\n",
    "define jury_average(s: list of integer): decimal = if count(s) >= 5\n  then (sum(s) - max(s) - min(s)) / (count(s) - 2)\n  else sum(s) / count(s) per s5_2\n\n")
  .replaceAll(/trimmed_mean\((scores\.\w+), 1, 5\)/g, "jury_average($1)");
if (handMade === builtIn || handMade.includes("trimmed_mean")) throw new Error("the hand-made variant was not made");
const compiled = (text) => { const a = analyze(text); const errors = a.diagnostics.filter((d) => d.severity === "error"); if (errors.length) throw new Error(errors[0].message); return load(a); };
const schemes = { "hand-made": compiled(handMade), "trimmed_mean": compiled(builtIn) };

// a deterministic generator (xorshift): scores 3–10, one application in four with four jurors
let seed = 12345;
const rnd = (k) => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; return (seed >>> 0) % k; };
const scores = () => Array.from({ length: rnd(4) === 0 ? 4 : 5 }, () => 3 + rnd(8));
const pad = (x) => String(x).padStart(2, "0");
const applications = Array.from({ length: n }, (_, i) => ({
  id: `A${i}`, applicant_no: `P-${i}`, applicant: `Applicant ${i}`, project_title: `Project ${i}`,
  applicant_type: rnd(2) ? "individual" : "organisation", first_presented: `20${pad(10 + rnd(14))}-0${1 + rnd(9)}-1${rnd(9)}`,
  based_in_westmark: rnd(20) !== 0, overdue_report: rnd(30) === 0,
  requested: `${2000 + rnd(18000)}.00`, project_costs: `${4000 + rnd(40000)}.00`,
  project_start: "2027-03-01", project_end: "2027-10-31", received: `2026-10-${pad(1 + rnd(25))}T1${rnd(6)}:${pad(rnd(60))}:${pad(rnd(60))}`,
  scores: { quality: scores(), engagement: scores(), feasibility: scores() },
}));
const input = { call: { budget: `${n * 400}.00`, lottery_seed: "WAC-PA-2027-R1", decision_date: "2026-12-10" }, applications };

const digest = (r) => createHash("sha256").update(JSON.stringify(r.result.results.map((x) => [x.id, x.status, x.position, x.amount, x.points]))).digest("hex").slice(0, 16);
const cpu = { "hand-made": [], "trimmed_mean": [] }, hash = {};
const once = (k) => {
  const t = process.cpuUsage();
  const r = evaluate(schemes[k], input, { explain });
  if (explain) for (const x of r.result.results) for (const s of x.explanation) if (s.text.length === 0) throw new Error("empty step");
  const u = process.cpuUsage(t);
  hash[k] = digest(r);
  return (u.user + u.system) / 1000;
};
for (const k of Object.keys(schemes)) once(k); // warm-up
for (let r = 0; r < rounds; r++) for (const k of r % 2 ? ["trimmed_mean", "hand-made"] : ["hand-made", "trimmed_mean"]) cpu[k].push(once(k));
const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const show = (k) => `median ${median(cpu[k]).toFixed(0)} ms (${Math.min(...cpu[k]).toFixed(0)}–${Math.max(...cpu[k]).toFixed(0)})`;
console.log(`drafted_arts ${n}${explain ? " explained" : ""}: hand-made ${show("hand-made")} | trimmed_mean ${show("trimmed_mean")} | ratio of medians ${(median(cpu.trimmed_mean) / median(cpu["hand-made"])).toFixed(3)} | results ${hash["hand-made"] === hash.trimmed_mean ? "the same" : "DIFFERENT"}`);
