// Oracle for a stage's own reserve list (docs/language.md §14.11 "A list per stage, per member",
// §14.7), written from the doc alone. Two stages (the first a stage per key over region, or one
// stage `when region = n`), each keeping `reserve all`, `reserve K` or no list, and the allocation
// keeping its own list or none. The law as the doc states it: a stage's list holds the applications
// it considered and did not fund and no later stage funded — those it decided, and those it passed
// on (`unfunded go on`) that a later stage keeping no list of its own did not fund either — in the
// stage's ranking order, numbered from 1; a stage per key keeps one per member. An application passed
// on through several stages that keep lists is on the last one's. The allocation's list takes the
// applications whose stages keep none (and those no stage decided). Below a stage's threshold: on
// no list. Past a list's size: not_funded. Ties broken by id; the stages rank by the regime.
// Usage: ROOT=<tree> node review34/oracle-stage-reserve.mjs N SEED
import { run, preamble, rng, toC, fromC } from "../review32/harness.mjs";

const N = Number(process.argv[2] ?? 200), SEED = Number(process.argv[3] ?? 1);
const R = rng(SEED);
let bad = 0; const found = []; const tally = {};
const reservePick = () => R.pick([null, "all", 1, 2]);
const reserveText = (r) => (r === null ? "" : `\n    reserve ${r} per art1`);
for (let k = 0; k < N; k++) {
  const n = R.int(1, 9);
  const apps = [];
  for (let i = 0; i < n; i++) apps.push({ id: "A" + i, req: BigInt(R.pick([0, 100, 200, 300, 500, R.int(1, 10) * 100])) * 100n, p: R.int(0, 6), region: R.pick(["n", "s", "c"]), q: R.int(0, 5) });
  apps.sort((a, b) => (a.p === b.p ? (a.id < b.id ? -1 : 1) : b.p - a.p));
  const perKey = R() < 0.4;
  const B = BigInt(R.pick([0, 300, 500, 800, 1000, 2000, R.int(0, 40) * 50])) * 100n;
  const pool = { n: BigInt(R.pick([0, 100, 300, 500, R.int(0, 12) * 50])) * 100n, s: BigInt(R.pick([0, 100, 300, 500, R.int(0, 12) * 50])) * 100n, c: 0n };
  const b1 = BigInt(R.pick([0, 100, 300, 500, 700, R.int(0, 20) * 50])) * 100n;
  const P1 = R.pick(["skip", "stop"]), P2 = R.pick(["skip", "stop"]);
  const unf = R.pick(["go on", "go on", "stay out"]);
  const res1 = reservePick(), res2 = reservePick();
  const thr2 = R() < 0.3 ? R.int(1, 4) : null;
  // AL0551: the allocation's list beside a list in every stage where the last stage takes everyone
  const allocRes = res2 === null || res1 === null ? R.pick([null, "all", 2]) : null;
  let stages, stageText;
  if (perKey) {
    stages = ["n", "s"].map((m) => ({ name: `pk[${m}]`, when: (a) => a.region === m, budget: pool[m], policy: P1, unfunded: unf, reserve: res1, thr: null }));
    stageText = `  stage pk "Pools" per art1
    for each region in [n, s] {
    budget call.pool[region]
    at boundary ${P1} per art1
    unfunded ${unf} per art1${reserveText(res1)}
  }`;
  } else {
    stages = [{ name: "first", when: (a) => a.region === "n", budget: b1, policy: P1, unfunded: unf, reserve: res1, thr: null }];
    stageText = `  stage first "First" per art1 when region = n {
    budget call.b1
    at boundary ${P1} per art1
    unfunded ${unf} per art1${reserveText(res1)}
  }`;
  }
  stages.push({ name: "second", when: () => true, budget: null, policy: P2, unfunded: "go on", reserve: res2, thr: thr2 === null ? null : (a) => a.q >= thr2 });
  stageText += `
  stage second "Second" per art1 {
    budget left
    at boundary ${P2} per art1${thr2 !== null ? `\n    threshold q >= ${thr2} per art1` : ""}${reserveText(res2)}
  }`;
  const text = `${preamble("stage reserve")}call { budget: money(EUR)  b1: money(EUR)  pool: money(EUR) by region }
application { id: text unique  asked: money(EUR)  points: integer in 0..100  region: enum { n, s, c }  q: integer in 0..10 }
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
  at boundary skip per art1${allocRes === null ? "" : `\n  reserve ${allocRes} per art1`}
${stageText}
}
`;
  // the walk (§14.7), recording the stages that considered each application
  const out = new Map(), considered = new Map(apps.map((a) => [a.id, []]));
  const funded = new Set(), kept = new Set();
  let awarded = 0n;
  for (const st of stages) {
    const left = B - awarded;
    let R0 = st.budget === null ? left : st.budget;
    if (R0 > left) R0 = left;
    let Rm = R0, stopped = false;
    for (const a of apps) {
      if (funded.has(a.id) || kept.has(a.id) || !st.when(a)) continue;
      if (st.thr && !st.thr(a)) { out.set(a.id, { status: "below_threshold", amount: 0n }); kept.add(a.id); continue; }
      considered.get(a.id).push(st);
      if (!stopped && a.req <= Rm) { Rm -= a.req; awarded += a.req; funded.add(a.id); out.set(a.id, { status: "funded", amount: a.req }); continue; }
      if (!stopped && st.policy === "stop") stopped = true;
      out.set(a.id, { status: "not_funded", amount: 0n });
      if (st.unfunded === "stay out") kept.add(a.id);
    }
  }
  for (const a of apps) if (!out.has(a.id)) out.set(a.id, { status: "not_funded", amount: 0n });
  // the lists
  const lists = new Map(); // list name ('' the allocation's) -> ids in ranking order
  for (const a of apps) {
    if (out.get(a.id).status !== "not_funded") continue;
    const cs = considered.get(a.id);
    const withList = cs.filter((s) => s.reserve !== null);
    let list = null;
    if (withList.length) list = withList[withList.length - 1];
    const key = list ? list.name : allocRes !== null ? "" : null;
    if (key === null) continue;
    if (!lists.has(key)) lists.set(key, []);
    lists.get(key).push(a.id);
  }
  const sizeOf = (key) => (key === "" ? allocRes : stages.find((s) => s.name === key).reserve);
  for (const [key, ids] of lists) {
    const size = sizeOf(key);
    ids.forEach((id, i) => { if (size === "all" || i < size) Object.assign(out.get(id), { status: "reserve", place: i + 1, list: key }); });
  }
  const input = { call: { budget: fromC(B), b1: fromC(b1), pool: { n: fromC(pool.n), s: fromC(pool.s), c: "0.00" } }, applications: apps.map((a) => ({ id: a.id, asked: fromC(a.req), points: a.p, region: a.region, q: a.q })) };
  let got;
  try { got = run(text, input); } catch (e) { console.log("THROW", e.message.slice(0, 800)); bad++; found.push({ k, diffs: ["THROW " + e.message.slice(0, 300)] }); if (bad > 3) break; continue; }
  const diffs = [];
  for (const a of apps) {
    const g = got.results.find((r) => r.id === a.id), w = out.get(a.id);
    tally[g.status] = (tally[g.status] ?? 0) + 1;
    const gl = g.reserveList ?? "";
    if (g.status !== w.status || toC(g.amount) !== w.amount || (w.status === "reserve" && (g.reservePlace !== w.place || gl !== w.list)))
      diffs.push(`${a.id}(p${a.p} ${fromC(a.req)} ${a.region} q${a.q}): engine ${g.status} ${g.amount}${g.reservePlace ? ` place ${g.reservePlace} list '${gl}'` : ""}, oracle ${w.status} ${fromC(w.amount)}${w.place ? ` place ${w.place} list '${w.list}'` : ""}`);
  }
  if (diffs.length) { bad++; found.push({ k, perKey, B: fromC(B), b1: fromC(b1), pool: [fromC(pool.n), fromC(pool.s)], P1, P2, unf, res1, res2, thr2, allocRes, apps: apps.map((a) => [a.id, fromC(a.req), a.p, a.region, a.q]), diffs }); }
}
for (const f of found.slice(0, 25)) console.log(JSON.stringify(f));
console.log(JSON.stringify(tally)); console.log(`${N} cases, ${bad} disagreements`);
