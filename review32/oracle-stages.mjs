// Oracle for stages (docs/language.md §14.7, §14.1's partial minimum in stages, §14.10's funding
// stage's own threshold incl. one that cannot be computed (§8.5), §14.7.4 a stage per key),
// written from the doc alone. No open ties (ties broken by id).
import { run, preamble, rng, toC, fromC } from "./harness.mjs";

import { walkStages } from "./stagewalk.mjs";
const N = Number(process.argv[2] ?? 500), SEED = Number(process.argv[3] ?? 1);
const R = rng(SEED);
let bad = 0; const found = []; const tally = {};
for (let k = 0; k < N; k++) {
  const n = R.int(1, 8);
  const apps = [];
  for (let i = 0; i < n; i++) apps.push({ id: "A" + i, req: BigInt(R.pick([0, 100, 200, 300, 500, R.int(1, 10) * 100])) * 100n, p: R.int(0, 9), region: R.pick(["n", "s", "c"]), q: R() < 0.3 ? null : R.int(0, 5) });
  apps.sort((a, b) => (a.p === b.p ? (a.id < b.id ? -1 : 1) : b.p - a.p));
  const perKey = R() < 0.35;
  const B = BigInt(R.pick([0, 300, 500, 800, 1000, 2000, R.int(0, 40) * 50])) * 100n;
  const pool = { n: BigInt(R.pick([0, 100, 300, 500, R.int(0, 12) * 50])) * 100n, s: BigInt(R.pick([0, 100, 300, 500, R.int(0, 12) * 50])) * 100n, c: 0n };
  const b1 = BigInt(R.pick([0, 100, 300, 500, 700, R.int(0, 20) * 50])) * 100n;
  const mkPolicy = () => {
    const p = R.pick(["skip", "stop", "partial", "partial_min"]);
    if (p !== "partial_min") return { policy: p, min: null, text: p };
    const pct = R() < 0.4;
    const min = pct ? { pct: BigInt(R.pick([50, 30, 100])), otherwise: R.pick(["stop", "skip"]) } : { amt: BigInt(R.pick([100, 150, 200])) * 100n, otherwise: R.pick(["stop", "skip"]) };
    return { policy: "partial", min, text: `partial at least ${pct ? min.pct + "%" : fromC(min.amt) + " EUR"}, else ${min.otherwise}` };
  };
  const P1 = mkPolicy(), P2 = mkPolicy();
  const thr1 = R() < 0.4 ? R.int(0, 4) : null, thr2 = R() < 0.4 ? R.int(0, 4) : null;
  const unf = R.pick(["go on", "stay out"]);
  const thrF = (t) => (t === null ? null : (a) => a.q !== null && a.q >= t);
  let stages, stageText;
  if (perKey) {
    stages = ["n", "s"].map((m) => ({ name: `pk[${m}]`, when: (a) => a.region === m, budget: { kind: "call", v: pool[m] }, ...P1, thr: thrF(thr1), unfunded: unf }));
    stageText = `  stage pk "Pools" per art1
    for each region in [n, s] {
    budget call.pool[region]
    at boundary ${P1.text} per art1${thr1 !== null ? `\n    threshold q >= ${thr1} per art1` : ""}
    unfunded ${unf} per art1
  }`;
  } else {
    stages = [{ name: "first", when: (a) => a.region === "n", budget: { kind: "call", v: b1 }, ...P1, thr: thrF(thr1), unfunded: unf }];
    stageText = `  stage first "First" per art1 when region = n {
    budget call.b1
    at boundary ${P1.text} per art1${thr1 !== null ? `\n    threshold q >= ${thr1} per art1` : ""}
    unfunded ${unf} per art1
  }`;
  }
  stages.push({ name: "second", when: () => true, budget: { kind: "left" }, ...P2, thr: thrF(thr2), unfunded: "go on" });
  stageText += `
  stage second "Second" per art1 {
    budget left
    at boundary ${P2.text} per art1${thr2 !== null ? `\n    threshold q >= ${thr2} per art1` : ""}
  }`;
  const text = `${preamble("stages")}call { budget: money(EUR)  b1: money(EUR)  pool: money(EUR) by region }
application { id: text unique  asked: money(EUR)  points: integer in 0..100  region: enum { n, s, c }  q: integer in 0..10 optional }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount asked
${stageText}
}
`;
  const want = walkStages(apps, B, stages);
  let got;
  const input = { call: { budget: fromC(B), b1: fromC(b1), pool: { n: fromC(pool.n), s: fromC(pool.s), c: "0.00" } }, applications: apps.map((a) => ({ id: a.id, asked: fromC(a.req), points: a.p, region: a.region, ...(a.q === null ? {} : { q: a.q }) })) };
  try { got = run(text, input); } catch (e) { console.log("THROW", e.message.slice(0, 600)); bad++; if (bad > 3) break; continue; }
  const diffs = [];
  for (const a of apps) {
    const g = got.results.find((r) => r.id === a.id), w = want.out.get(a.id);
    tally[g.status + (perKey ? '/pk' : '')] = (tally[g.status + (perKey ? '/pk' : '')] ?? 0) + 1;
    if (g.status !== w.status || toC(g.amount) !== w.amount || (w.stage !== null && g.stage !== w.stage)) diffs.push(`${a.id}(p${a.p} ${fromC(a.req)} ${a.region} q=${a.q}): engine ${g.status} ${g.amount} ${g.stage}, oracle ${w.status} ${fromC(w.amount)} ${w.stage}`);
  }
  const tm = got.totals.main;
  if (tm && toC(tm.awarded) !== want.awarded) diffs.push(`awarded: engine ${tm.awarded}, oracle ${fromC(want.awarded)}`);
  if (diffs.length) { bad++; found.push({ perKey, B: fromC(B), b1: fromC(b1), pool: [fromC(pool.n), fromC(pool.s)], P1: P1.text, P2: P2.text, thr1, thr2, unf, apps: apps.map((a) => [a.id, fromC(a.req), a.p, a.region, a.q]), diffs }); }
}
for (const f of found.slice(0, 30)) console.log(JSON.stringify(f));
console.log(JSON.stringify(tally)); console.log(`${N} cases, ${bad} disagreements`);
