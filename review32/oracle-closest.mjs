// Oracle for `admit closest to … [at least …]` (docs/language.md §14.10 "As close as possible"),
// written from the doc alone. Places are the ranking's (a tie one place); sums in cents.
import { run, preamble, rng, toC, fromC } from "./harness.mjs";

export function admitted(places, target, floor) {
  // places: [[{id, req}...], ...] in ranking order (candidates meeting the threshold)
  if (target <= 0n && !(floor !== null && floor > target)) return new Set(); // engine: a call floor above a target of 0 still admits (doc ambiguity D1)
  const sums = [];
  let s = 0n;
  for (const p of places) { s += p.reduce((t, a) => t + a.req, 0n); sums.push(s); }
  let upto;
  if (floor !== null && floor > target) {
    upto = sums.findIndex((x) => x >= floor);
    if (upto < 0) upto = places.length - 1;
  } else {
    const exact = sums.findIndex((x) => x === target);
    if (exact >= 0) upto = exact;
    else {
      const j = sums.findIndex((x) => x > target);
      if (j < 0) upto = places.length - 1;
      else if (j === 0) upto = 0;
      else {
        const i = j - 1;
        const dB = target - sums[i], dA = sums[j] - target;
        if (floor !== null && sums[i] < floor) upto = j;
        else upto = dA <= dB ? j : i;
      }
    }
  }
  return new Set(places.slice(0, upto + 1).flat().map((a) => a.id));
}

const scheme = (adm, tiebreak, threshold) => `${preamble("closest")}call { budget: money(EUR)  target: money(EUR)  floor: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..100 }
criterion p per art1: application.points
ranking per art1 {
  by total highest first${tiebreak ? `
  tiebreak every tie per art1 {
    by id lowest first per art1
  }` : ""}
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  stage outline "Outline" per art1 {
    ${adm}${threshold !== null ? `\n    threshold total >= ${threshold} per art1` : ""}
  }
  stage award "Award" per art1 {
    budget left
  }
}
`;

const N = Number(process.argv[2] ?? 500), SEED = Number(process.argv[3] ?? 1);
const R = rng(SEED);
let bad = 0; const found = [];
for (let k = 0; k < N; k++) {
  const n = R.int(1, 7);
  const apps = [];
  for (let i = 0; i < n; i++) apps.push({ id: "E" + i, req: BigInt(R.pick([0, 100, 200, 300, 500, 1000, R.int(1, 20) * 100, R.int(1, 3000)])) * 100n, p: R.int(0, 6) });
  const tiebreak = R() < 0.5;
  apps.sort((a, b) => (a.p === b.p ? (a.id < b.id ? -1 : 1) : b.p - a.p));
  const threshold = R() < 0.3 ? R.int(0, 5) : null;
  const cands = apps.filter((a) => threshold === null || a.p >= threshold);
  const places = [];
  for (const a of cands) {
    const last = places[places.length - 1];
    if (!tiebreak && last && last[0].p === a.p) last.push(a); else places.push([a]);
  }
  const sums = []; let s = 0n; for (const p of places) { s += p.reduce((t, a) => t + a.req, 0n); sums.push(s); }
  const T = s;
  const target = R.pick([T / 2n, T, T + 100n, 0n, sums.length ? sums[R.int(0, sums.length - 1)] : 0n, sums.length > 1 ? (sums[0] + sums[1]) / 2n : 100n, BigInt(R.int(0, 500000)), 4000n]);
  const useFloor = R() < 0.6;
  const floor = useFloor ? R.pick([target / 2n, target, target - 100n, (target * 5n) / 6n, sums.length ? sums[R.int(0, sums.length - 1)] : 0n, target + 10000n]) : null;
  if (floor !== null && floor < 0n) continue;
  const adm = `admit closest to call.target${useFloor ? " at least call.floor" : ""}`;
  const want = admitted(places, target, floor);
  let got;
  const input = { call: { budget: "100000000.00", target: fromC(target), floor: fromC(floor ?? 0n) }, applications: apps.map((a) => ({ id: a.id, asked: fromC(a.req), points: a.p })) };
  try { got = run(scheme(adm, tiebreak, threshold), input); } catch (e) { console.log("THROW", e.message.slice(0, 400)); bad++; continue; }
  const diffs = [];
  for (const a of apps) {
    const g = got.results.find((r) => r.id === a.id);
    const engineAdmitted = !(g.stage === "outline");
    const w = want.has(a.id);
    if (engineAdmitted !== w) diffs.push(`${a.id}(p${a.p} ${fromC(a.req)}): engine ${g.status}/${g.stage}, oracle ${w ? "admitted" : "not admitted"}`);
    if (w && g.status !== "funded") diffs.push(`${a.id}: admitted but ${g.status}`);
  }
  const st = got.totals.stages?.outline ?? got.totals.main?.stages?.outline;
  if (diffs.length) { bad++; found.push({ tiebreak, threshold, target: fromC(target), floor: floor === null ? null : fromC(floor), apps: apps.map((a) => [a.id, fromC(a.req), a.p]), diffs }); }
}
for (const f of found.slice(0, 30)) console.log(JSON.stringify(f));
console.log(`${N} cases, ${bad} disagreements`);
