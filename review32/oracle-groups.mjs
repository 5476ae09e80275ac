// Oracle for several groups in one allocation (docs/language.md §14.12, the end: "funded only where
// every group it belongs to has room", in declared order, then the budget with the boundary
// policy, §14.1), written from the doc alone. No open ties (ties broken by id).
import { run, preamble, rng, toC, fromC } from "./harness.mjs";

export function walk(apps, B, policy, groups) {
  // groups: [{key: 'region'|'who', kind: 'money'|'grants', cap: BigInt|number}]
  const out = new Map();
  const held = groups.map(() => new Map());
  let R = B, stopped = false;
  for (const a of apps) {
    const refused = groups.some((g, i) => {
      const h = held[i].get(a[g.key]) ?? 0n;
      return g.kind === "money" ? h + a.req > g.cap : h + 1n > g.cap;
    });
    if (policy === "reach" && R <= 0n && B <= 0n) stopped = true; // engine reading: a budget of 0 is reached before the walk
    if (refused || stopped) { out.set(a.id, { status: "not_funded", amount: 0n }); continue; }
    let grant = null;
    if (a.req <= R) grant = a.req;
    else if (policy === "stop") stopped = true;
    else if (policy === "partial") { stopped = true; if (R > 0n) grant = R; }
    else if (policy === "full" || policy === "reach") { stopped = true; grant = a.req; }
    if (grant === null) { out.set(a.id, { status: "not_funded", amount: 0n }); continue; }
    R -= grant;
    if (policy === "reach" && R <= 0n && B > 0n) stopped = true;
    groups.forEach((g, i) => held[i].set(a[g.key], (held[i].get(a[g.key]) ?? 0n) + (g.kind === "money" ? grant : 1n)));
    out.set(a.id, { status: grant < a.req ? "partially_funded" : "funded", amount: grant });
  }
  return out;
}

const capText = (g, i) => (g.kind === "money" ? `at most call.cap${i} per art1` : `at most call.cap${i} grants per art1`);
const scheme = (policy, groups) => `${preamble("groups")}call { budget: money(EUR)  ${groups.map((g, i) => `cap${i}: ${g.kind === "money" ? "money(EUR)" : "integer in 0..100"}`).join("  ")} }
application { id: text unique  asked: money(EUR)  points: integer in 0..100  region: text  who: text  kind: text }
criterion p per art1: application.points
ranking per art1 {
  by total highest first${OPEN ? "" : `
  tiebreak every tie per art1 {
    by id lowest first per art1
  }`}
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${policy} per art1
${groups.map((g, i) => `  group by ${g.key} "${g.key}" per art1 {\n    ${capText(g, i)}\n  }`).join("\n")}
}
`;

function perms(xs) { if (xs.length <= 1) return [xs]; const out = []; xs.forEach((x, i) => { for (const p of perms([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...p]); }); return out; }
function orders(apps) {
  const groups = []; for (const a of apps) { const g = groups[groups.length - 1]; if (g && g[0].p === a.p) g.push(a); else groups.push([a]); }
  let acc = [[]];
  for (const g of groups) { const ps = perms(g); const next = []; for (const o of acc) for (const p of ps) next.push([...o, ...p]); acc = next; }
  return acc;
}
const OPEN = !!process.env.OPEN;
const N = Number(process.argv[2] ?? 500), SEED = Number(process.argv[3] ?? 1);
const R = rng(SEED);
let bad = 0; const found = [];
for (let k = 0; k < N; k++) {
  const n = OPEN ? R.int(2, 6) : R.int(1, 8);
  const apps = [];
  for (let i = 0; i < n; i++) apps.push({ id: "A" + i, req: BigInt(R.pick([0, 100, 200, 300, 500, R.int(1, 10) * 100])) * 100n, p: OPEN ? R.int(0, 3) : R.int(0, 9), region: R.pick(["N", "S"]), who: R.pick(["x", "y", "z"]), kind: R.pick(["k1", "k2"]) });
  apps.sort((a, b) => (a.p === b.p ? (a.id < b.id ? -1 : 1) : b.p - a.p));
  const keys = ["region", "who", "kind"];
  const ng = R.pick([2, 2, 3]);
  const groups = [];
  const used = new Set();
  for (let i = 0; i < ng; i++) {
    let key; do key = R.pick(keys); while (used.has(key)); used.add(key);
    const kind = R.pick(["money", "grants"]);
    groups.push({ key, kind, cap: kind === "money" ? BigInt(R.pick([0, 200, 500, 700, 1000, R.int(1, 20) * 100])) * 100n : BigInt(R.int(0, 3)) });
  }
  const T = apps.reduce((s, a) => s + a.req, 0n);
  const B = R.pick([T, T / 2n, 100000n, 50000n, BigInt(R.int(0, 200)) * 10000n, 0n]);
  const policy = R.pick(["skip", "stop", "partial", "full", "reach"]);
  const walks = OPEN ? orders(apps).map((o) => walk(o, B, policy, groups)) : [walk(apps, B, policy, groups)];
  const want = walks[0];
  const call = { budget: fromC(B) };
  groups.forEach((g, i) => (call["cap" + i] = g.kind === "money" ? fromC(g.cap) : Number(g.cap)));
  let got;
  try { got = run(scheme(policy, groups), { call, applications: apps.map((a) => ({ id: a.id, asked: fromC(a.req), points: a.p, region: a.region, who: a.who, kind: a.kind })) }); }
  catch (e) { const m = e.message.slice(0, 200); if (!/AL0523/.test(m)) { console.log("THROW", m); bad++; } continue; }
  const diffs = [];
  for (const a of apps) {
    const g = got.results.find((r) => r.id === a.id), w = want.get(a.id);
    const outs = walks.map((x) => x.get(a.id));
    if (g.status === "indeterminate") globalThis.__ind = (globalThis.__ind ?? 0) + 1;
    if (!outs.every((o) => o.status === w.status && o.amount === w.amount)) {
      const most = outs.reduce((m, o) => (o.amount > m ? o.amount : m), 0n);
      if (g.status !== "indeterminate" || toC(g.contingentAmount ?? "0") !== most) diffs.push(`${a.id}(p${a.p} ${fromC(a.req)} ${a.region}/${a.who}/${a.kind}): engine ${g.status} ${g.amount} contingent ${g.contingentAmount}, oracle indeterminate contingent ${fromC(most)}`);
      continue;
    }
    if (g.status !== w.status || toC(g.amount) !== w.amount) diffs.push(`${a.id}(p${a.p} ${fromC(a.req)} ${a.region}/${a.who}/${a.kind}): engine ${g.status} ${g.amount}, oracle ${w.status} ${fromC(w.amount)}`);
  }
  const awarded = [...want.values()].reduce((s, v) => s + v.amount, 0n);
  const tm = got.totals.main;
  if (process.env.BYGROUP && !OPEN && groups.length > 1) {
    // groups32's totals of every group (byGroup), by the group's title (here its key)
    for (const g of groups) for (const key of new Set(apps.map((a) => a[g.key]))) {
      const mem = apps.filter((a) => a[g.key] === key);
      const aw = mem.reduce((s, a) => s + want.get(a.id).amount, 0n), fu = mem.filter((a) => want.get(a.id).amount > 0n || want.get(a.id).status === "funded").length;
      const e = tm.byGroup?.[g.key]?.[key];
      if (!e || toC(e.awarded) !== aw || e.funded !== fu || e.members !== mem.length) diffs.push(`byGroup ${g.key} ${key}: engine ${JSON.stringify(e)}, oracle awarded ${fromC(aw)} funded ${fu} members ${mem.length}`);
    }
  }
  if (!OPEN && tm && (toC(tm.awarded) !== awarded || toC(tm.remaining) !== B - awarded)) diffs.push(`totals: engine ${tm.awarded}/${tm.remaining}, oracle ${fromC(awarded)}/${fromC(B - awarded)}`);
  if (diffs.length) { bad++; found.push({ policy, B: fromC(B), groups: groups.map((g) => `${g.key} ${g.kind} ${g.kind === "money" ? fromC(g.cap) : g.cap}`), apps: apps.map((a) => [a.id, fromC(a.req), a.p, a.region, a.who, a.kind]), diffs }); }
}
for (const f of found.slice(0, 30)) console.log(JSON.stringify(f));
if (process.env.TALLY) console.log("indeterminate rows seen:", globalThis.__ind ?? 0);
console.log(`${N} cases, ${bad} disagreements`);
