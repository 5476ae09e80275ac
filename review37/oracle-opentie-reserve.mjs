// review37: `reserve N after the last funded` (§14.11) with ties left open (§14.3), by brute force
// from the docs: every order of every tie is walked (`at boundary skip|stop`, amounts asked); in
// each order the list is the first N not funded ranked after the last one funded in that order (the
// top where none is). An application not funded in every order that every order puts on the list
// must be `reserve`; one no order puts on it must not be. Others (the orders disagree) are not
// checked, nor are places. Usage: ROOT=<tree> node review37/oracle-opentie-reserve.mjs N SEED
import { run, preamble, rng, toC, fromC } from "../review32/harness.mjs";

const N = Number(process.argv[2] ?? 100), SEED = Number(process.argv[3] ?? 1);
const R = rng(SEED);
const text = (boundary) => `${preamble("Open ties")}call {
  budget: money(EUR)
  n: integer
}
application {
  id: text unique
  asked: money(EUR)
  a: integer in 0..3
}
criterion k1 "K one" per art1: a
ranking per art1 {
  by total highest first per art1
  tiebreak every tie per art1 {
    unresolved per art1
  }
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${boundary} per art1
  reserve call.n after the last funded per art1
}
`;
const perms = (xs) => (xs.length <= 1 ? [xs] : xs.flatMap((x, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p])));
function orders(groups) {
  let out = [[]];
  for (const g of groups) out = out.flatMap((o) => perms(g).map((p) => [...o, ...p]));
  return out;
}
let bad = 0, checked = 0;
for (let k = 0; k < N; k++) {
  const boundary = R.pick(["skip", "stop"]);
  const n = R.int(1, 7);
  const apps = [];
  for (let i = 0; i < n; i++) apps.push({ id: "A" + i, asked: fromC(BigInt(R.pick([1000, 2000, 3000, 5000]))), a: R.int(0, 3) });
  const budget = BigInt(R.pick([0, 3000, 5000, 8000, 10000]));
  const size = R.int(1, 3);
  const byA = new Map();
  for (const x of apps) byA.set(x.a, [...(byA.get(x.a) ?? []), x]);
  const groups = [...byA.keys()].sort((p, q) => q - p).map((a) => byA.get(a));
  const all = orders(groups);
  const funded = new Map(apps.map((x) => [x.id, 0])), listed = new Map(apps.map((x) => [x.id, 0]));
  for (const o of all) {
    let left = budget, stopped = false;
    const f = new Set();
    for (const x of o) {
      if (stopped) continue;
      if (toC(x.asked) <= left) { f.add(x.id); left -= toC(x.asked); } else if (boundary === "stop") stopped = true;
    }
    let last = -1;
    o.forEach((x, i) => { if (f.has(x.id)) last = i; });
    let placed = 0;
    for (let i = last + 1; i < o.length && placed < size; i++) if (!f.has(o[i].id)) { listed.set(o[i].id, listed.get(o[i].id) + 1); placed++; }
    for (const id of f) funded.set(id, funded.get(id) + 1);
  }
  let r;
  try { r = run(text(boundary), { call: { budget: fromC(budget), n: size }, applications: apps }); } catch (e) { console.log(JSON.stringify({ case: k, THROW: String(e) })); bad++; continue; }
  const diffs = [];
  for (const x of apps) {
    if (funded.get(x.id) !== 0) continue;
    const g = r.results.find((y) => y.id === x.id).status, l = listed.get(x.id);
    if (l === all.length) { checked++; if (g !== "reserve") diffs.push(`${x.id}: on the list in every order, engine ${g}`); }
    else if (l === 0) { checked++; if (g === "reserve") diffs.push(`${x.id}: on the list in no order, engine reserve`); }
  }
  if (diffs.length) { bad++; if (bad <= 20) console.log(JSON.stringify({ case: k, boundary, budget: fromC(budget), size, apps, diffs })); }
}
console.log(`${N} cases, ${bad} disagreements (${checked} applications checked)`);
