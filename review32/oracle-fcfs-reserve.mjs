// Oracle for first come first served with a reserve list (docs/language.md §14.13 "A list that keeps
// scrolling", §14.11, §14.1), written from the doc alone. Distinct days of receipt (no ties).
import { run, preamble, rng, toC, fromC } from "./harness.mjs";

export function fcfs(apps, B, policy, reserve) {
  // apps in order of receipt: {id, req, elig}
  const out = new Map();
  let R = B, ceiling = -1;
  for (let i = 0; i < apps.length; i++) {
    const a = apps[i];
    if (!a.elig) { out.set(a.id, { status: "ineligible", amount: 0n }); continue; }
    // a grant of nothing uses nothing up: a 0.00 request funded from a budget of 0.00 is not the
    // ceiling (§14.13; walk33 decided the reading: Awb 4:25(2) refuses only "voor zover" the
    // ceiling would be exceeded, and a request of nothing exceeds nothing)
    if (a.req <= R) { R -= a.req; out.set(a.id, { status: "funded", amount: a.req }); if (R === 0n && a.req > 0n) { ceiling = i; break; } continue; }
    if (policy === "stop") { out.set(a.id, { status: "not_funded", amount: 0n }); ceiling = i; break; }
    if (policy === "partial") { if (R > 0n) { out.set(a.id, { status: "partially_funded", amount: R }); R = 0n; } else out.set(a.id, { status: "not_funded", amount: 0n }); ceiling = i; break; }
    if (policy === "skip") { out.set(a.id, { status: "not_funded", amount: 0n }); continue; }
  }
  // after the ceiling
  let places = 0;
  const cap = reserve === "all" ? Infinity : reserve === null ? 0 : reserve;
  // places go to the not_funded in order of receipt (the ceiling included)
  for (let i = 0; i < apps.length; i++) {
    const a = apps[i];
    const o = out.get(a.id);
    if (process.env.ZERO_FUNDED && a.elig && a.req === 0n) { out.set(a.id, { status: "funded", amount: 0n }); continue; } // the engine's reading (finding F1)
    if (i <= ceiling || ceiling < 0) {
      if (o && o.status === "not_funded" && places < cap) { places++; out.set(a.id, { status: "reserve", amount: 0n, place: places }); }
      continue;
    }
    // received after the ceiling: assessed while the list has room
    if (places >= cap) { out.set(a.id, { status: "not_funded", amount: 0n }); continue; }
    if (!a.elig) { out.set(a.id, { status: "ineligible", amount: 0n }); continue; }
    places++; out.set(a.id, { status: "reserve", amount: 0n, place: places });
  }
  return out;
}

const N = Number(process.argv[2] ?? 300), SEED = Number(process.argv[3] ?? 1);
const R = rng(SEED);
let bad = 0; const found = [];
for (let k = 0; k < N; k++) {
  const n = R.int(1, 8);
  const apps = [];
  const days = [...Array(28).keys()].map((d) => d + 1).sort(() => R() - 0.5).slice(0, n).sort((a, b) => a - b);
  for (let i = 0; i < n; i++) { const req = BigInt(R.pick([process.env.NOZERO ? 50 : 0, 100, 200, 300, 500, 600, R.int(1, 7) * 100])) * 100n; apps.push({ id: "A" + R.int(0, 9) + i, req, day: days[i], elig: req <= 50000n }); }
  const B = BigInt(R.pick([0, 300, 500, 800, 1000, R.int(0, 30) * 50])) * 100n;
  const policy = R.pick(["stop", "partial", "skip"]);
  const reserve = R.pick([null, "all", 0, 1, 2, 3]);
  const text = `${preamble("fcfs")}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  received: date }
eligibility per art1 {
  rule small "At most 500" per art1: asked <= 500.00 EUR
}
ranking per art1 {
  by received earliest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${policy} per art1
  first come first served per art1${reserve !== null ? `\n  reserve ${reserve} per art1` : ""}
}
`;
  const want = fcfs(apps, B, policy, reserve);
  let got;
  const input = { call: { budget: fromC(B) }, applications: apps.map((a) => ({ id: a.id, asked: fromC(a.req), received: `2027-03-${String(a.day).padStart(2, "0")}` })) };
  try { got = run(text, input); } catch (e) { if (/AL0535|AL05/.test(e.message) && reserve === 0) continue; console.log("THROW", e.message.slice(0, 500)); bad++; if (bad > 3) break; continue; }
  const diffs = [];
  for (const a of apps) {
    const g = got.results.find((r) => r.id === a.id), w = want.get(a.id);
    if (g.status !== w.status || toC(g.amount) !== w.amount || (w.place ?? null) !== (g.reservePlace ?? null)) diffs.push(`${a.id}(day ${a.day} ${fromC(a.req)}${a.elig ? "" : " inelig"}): engine ${g.status} ${g.amount} place ${g.reservePlace}, oracle ${w.status} ${fromC(w.amount)} place ${w.place}`);
  }
  if (diffs.length) { bad++; found.push({ policy, reserve, B: fromC(B), apps: apps.map((a) => [a.id, fromC(a.req), a.day]), diffs }); }
}
for (const f of found.slice(0, 20)) console.log(JSON.stringify(f));
console.log(`${N} cases, ${bad} disagreements`);
