// Oracle for an open tie walked in every order through stages (docs/language.md §14.3, §14.7; the
// stage walk of stagewalk.mjs), written from the doc alone: every order of every unbroken tie
// group is walked; an outcome (status, amount) the same in every order is the outcome, else the
// application is indeterminate with contingentAmount the most it gets in any order.
import { run, preamble, rng, toC, fromC } from "./harness.mjs";
import { walkStages } from "./stagewalk.mjs";

function perms(xs) { if (xs.length <= 1) return [xs]; const out = []; xs.forEach((x, i) => { for (const p of perms([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...p]); }); return out; }
function orders(apps) {
  const groups = []; for (const a of apps) { const g = groups[groups.length - 1]; if (g && g[0].p === a.p) g.push(a); else groups.push([a]); }
  let acc = [[]];
  for (const g of groups) { const ps = perms(g); const next = []; for (const o of acc) for (const p of ps) next.push([...o, ...p]); acc = next; }
  return acc;
}

const N = Number(process.argv[2] ?? 300), SEED = Number(process.argv[3] ?? 1);
const R = rng(SEED);
let bad = 0, known = 0; const found = []; const tally = {};
for (let k = 0; k < N; k++) {
  const n = R.int(2, 6);
  const apps = [];
  for (let i = 0; i < n; i++) apps.push({ id: "A" + i, req: BigInt(R.pick([0, 100, 200, 300, 500, 600, R.int(1, 10) * 100])) * 100n, p: R.int(0, 3), region: R.pick(["n", "s"]), q: R() < 0.2 ? null : R.int(0, 5) });
  apps.sort((a, b) => (a.p === b.p ? (a.id < b.id ? -1 : 1) : b.p - a.p));
  const B = BigInt(R.pick([300, 500, 800, 1000, 2000, R.int(0, 40) * 50])) * 100n;
  const b1 = BigInt(R.pick([0, 100, 300, 500, 700, R.int(0, 20) * 50])) * 100n;
  const mkPolicy = () => {
    const p = R.pick(["skip", "stop", "partial", "partial_min"]);
    if (p !== "partial_min") return { policy: p, min: null, text: p };
    const min = { amt: BigInt(R.pick([100, 150, 200])) * 100n, otherwise: R.pick(["stop", "skip"]) };
    return { policy: "partial", min, text: `partial at least ${fromC(min.amt)} EUR, else ${min.otherwise}` };
  };
  const P1 = mkPolicy(), P2 = mkPolicy();
  const thr2 = R() < 0.3 ? R.int(0, 4) : null;
  const unf = R.pick(["go on", "stay out"]);
  const stages = [
    { name: "first", when: (a) => a.region === "n", budget: { kind: "call", v: b1 }, ...P1, thr: null, unfunded: unf },
    { name: "second", when: () => true, budget: { kind: "left" }, ...P2, thr: thr2 === null ? null : (a) => a.q !== null && a.q >= thr2, unfunded: "go on" },
  ];
  const text = `${preamble("open tie")}call { budget: money(EUR)  b1: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..100  region: enum { n, s }  q: integer in 0..10 optional }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
}
allocation per art1 {
  budget call.budget
  amount asked
  stage first "First" per art1 when region = n {
    budget call.b1
    at boundary ${P1.text} per art1
    unfunded ${unf} per art1
  }
  stage second "Second" per art1 {
    budget left
    at boundary ${P2.text} per art1${thr2 !== null ? `\n    threshold q >= ${thr2} per art1` : ""}
  }
}
`;
  const walks = orders(apps).map((o) => walkStages(o, B, stages));
  let got;
  const input = { call: { budget: fromC(B), b1: fromC(b1) }, applications: apps.map((a) => ({ id: a.id, asked: fromC(a.req), points: a.p, region: a.region, ...(a.q === null ? {} : { q: a.q }) })) };
  try { got = run(text, input); } catch (e) { console.log("THROW", e.message.slice(0, 600)); bad++; if (bad > 3) break; continue; }
  const diffs = []; let isKnown = false;
  for (const a of apps) {
    const g = got.results.find((r) => r.id === a.id);
    const outs = walks.map((w) => w.out.get(a.id));
    const same = outs.every((o) => o.status === outs[0].status && o.amount === outs[0].amount);
    const sameStage = outs.every((o) => o.stage === outs[0].stage);
    const most = outs.reduce((m, o) => (o.amount > m ? o.amount : m), 0n);
    tally[(same ? "det:" : "ind:") + g.status] = (tally[(same ? "det:" : "ind:") + g.status] ?? 0) + 1;
    if (same) {
      if (g.status !== outs[0].status || toC(g.amount) !== outs[0].amount) {
        const o1 = g.status === "indeterminate" && !sameStage;
        if (o1) isKnown = true;
        diffs.push(`${a.id}(p${a.p} ${fromC(a.req)} ${a.region} q=${a.q}): engine ${g.status} ${g.amount} ${g.stage}, oracle ${outs[0].status} ${fromC(outs[0].amount)} in every order${sameStage ? " (stage " + outs[0].stage + ")" : " (stages differ: review31 O1)"}`);
      }
    } else if (g.status !== "indeterminate" || toC(g.contingentAmount ?? "0") !== most) diffs.push(`${a.id}(p${a.p} ${fromC(a.req)} ${a.region} q=${a.q}): engine ${g.status} ${g.amount} contingent ${g.contingentAmount}, oracle indeterminate contingent ${fromC(most)} (${[...new Set(outs.map((o) => o.status + " " + fromC(o.amount)))].join(" | ")})`);
  }
  if (diffs.length) {
    if (isKnown && diffs.every((d) => d.includes("O1"))) { known++; continue; }
    bad++; found.push({ B: fromC(B), b1: fromC(b1), P1: P1.text, P2: P2.text, thr2, unf, apps: apps.map((a) => [a.id, fromC(a.req), a.p, a.region, a.q]), diffs });
  }
}
for (const f of found.slice(0, 20)) console.log(JSON.stringify(f));
console.log(JSON.stringify(tally));
console.log(`${N} cases, ${bad} disagreements, ${known} of review31's O1 only`);
