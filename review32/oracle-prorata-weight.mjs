// Oracle for `pro rata by <weight>` (docs/language.md §14.4 "In proportion to a weight", "A minimum
// grant"), written from the doc alone. Money in integer cents (BigInt); shares as exact fractions.
import { run, preamble, rng, toC, fromC } from "./harness.mjs";

const cmp = (an, ad, bn, bd) => { const l = an * bd, r = bn * ad; return l < r ? -1 : l > r ? 1 : 0; };
// round num/den (cents) to a multiple of step (cents) with mode
function roundTo(num, den, step, mode) {
  const d = den * step; // units of step
  const q = num / d, r = num % d; // num >= 0
  if (r === 0n) return q * step;
  if (mode === "down") return q * step;
  if (mode === "up") return (q + 1n) * step;
  const twice = 2n * r;
  if (twice > d) return (q + 1n) * step;
  if (twice < d) return q * step;
  if (mode === "half_up") return (q + 1n) * step;
  if (mode === "half_down") return q * step;
  return (q % 2n === 0n ? q : q + 1n) * step; // half_even
}

// apps in ranking order: {id, req, w}; returns Map id -> {amount, status}
export function share(apps, B, mode, step, policy) {
  const out = new Map();
  const T = apps.reduce((s, a) => s + a.req, 0n);
  if (T <= B) { for (const a of apps) out.set(a.id, { amount: a.req, status: "funded" }); return out; }
  const active = apps.filter((a) => a.w > 0n);
  const capped = new Set();
  for (;;) {
    const S = B - active.filter((a) => capped.has(a.id)).reduce((s, a) => s + a.req, 0n);
    const rest = active.filter((a) => !capped.has(a.id));
    const W = rest.reduce((s, a) => s + a.w, 0n);
    if (W === 0n) break;
    const now = rest.filter((a) => S * a.w >= a.req * W);
    if (!now.length) break;
    for (const a of now) capped.add(a.id);
  }
  const S = B - active.filter((a) => capped.has(a.id)).reduce((s, a) => s + a.req, 0n);
  const rest = active.filter((a) => !capped.has(a.id));
  const W = rest.reduce((s, a) => s + a.w, 0n);
  const amt = new Map(), exact = new Map();
  for (const a of apps) amt.set(a.id, 0n);
  for (const a of active) if (capped.has(a.id)) amt.set(a.id, a.req);
  for (const a of rest) {
    const num = S * a.w, den = W;
    exact.set(a.id, [num, den]);
    let r = roundTo(num, den, step, mode);
    if (r > a.req) r = (a.req / step) * step; // held at the request, less what exceeds a multiple of the step
    amt.set(a.id, r);
  }
  const total = () => [...amt.values()].reduce((s, v) => s + v, 0n);
  // rounding up past the budget: give back one step each, rounded up the most first, among equals the latest in ranking
  if (total() > B) {
    const idx = new Map(apps.map((a, i) => [a.id, i]));
    const order = rest.filter((a) => amt.get(a.id) > 0n).map((a) => a.id).sort((x, y) => {
      const [nx, dx] = exact.get(x), [ny, dy] = exact.get(y);
      // rounded - exact, larger first
      const c = cmp(amt.get(y) * dy - ny, dy, amt.get(x) * dx - nx, dx);
      return c !== 0 ? c : idx.get(y) - idx.get(x);
    });
    for (const id of order) { if (total() <= B) break; amt.set(id, amt.get(id) - step); }
  } else if (policy !== "unallocated") {
    let L = B - total();
    const idx = new Map(apps.map((a, i) => [a.id, i]));
    let cands = rest.filter((a) => amt.get(a.id) + step <= a.req).map((a) => a.id);
    if (policy === "largest_remainder") cands.sort((x, y) => {
      const [nx, dx] = exact.get(x), [ny, dy] = exact.get(y);
      const c = cmp(ny - amt.get(y) * dy, dy, nx - amt.get(x) * dx, dx);
      return c !== 0 ? c : idx.get(x) - idx.get(y);
    });
    for (const id of cands) { if (L < step) break; amt.set(id, amt.get(id) + step); L -= step; }
  }
  for (const a of apps) { const v = amt.get(a.id); out.set(a.id, { amount: v, status: v > 0n ? "pro_rata" : "not_funded" }); }
  return out;
}

export function withMinimum(apps, B, mode, step, policy, M, then) {
  if (apps.reduce((s, a) => s + a.req, 0n) <= B) return share(apps, B, mode, step, policy);
  if (then === "unallocated") {
    const s = share(apps, B, mode, step, policy);
    for (const [id, v] of s) if (v.amount < M && !(process.env.ENGINE_P2 && v.amount === 0n)) s.set(id, { amount: 0n, status: "not_funded" });
    return s;
  }
  const out = new Set();
  for (;;) {
    const inn = apps.filter((a) => !out.has(a.id));
    const s = share(inn, B, mode, step, policy);
    const below = inn.filter((a) => a.w > 0n && s.get(a.id).amount < M && !(process.env.ENGINE_P2 && s.get(a.id).amount === 0n)); // ENGINE_P2: the engine's reading (P1, P2)
    if (!below.length) {
      const res = new Map();
      for (const a of apps) res.set(a.id, out.has(a.id) ? { amount: 0n, status: "not_funded" } : s.get(a.id));
      return res;
    }
    const small = below.filter((a) => a.req < M);
    if (small.length) small.forEach((a) => out.add(a.id));
    else {
      const least = below.reduce((m, a) => (s.get(a.id).amount < m ? s.get(a.id).amount : m), s.get(below[0].id).amount);
      below.filter((a) => s.get(a.id).amount === least).forEach((a) => out.add(a.id));
    }
  }
}

const PLACES = !!process.env.PLACES, WLET = !!process.env.WLET;
const scheme = (clause) => `${preamble("by weight")}call { budget: ${PLACES ? "integer in 0..1000000" : "money(EUR)"} }
application { id: text unique  asked: ${PLACES ? "integer in 0..100000" : "money(EUR)"}  points: integer in 0..100 }
${WLET ? "let w = points * 0.25\n" : ""}criterion p per art1: application.points
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount asked
  ${clause}
}
`;

const N = Number(process.argv[2] ?? 500), SEED = Number(process.argv[3] ?? 1);
const R = rng(SEED);
let bad = 0;
const found = [];
for (let k = 0; k < N; k++) {
  const n = R.int(1, 6);
  const apps = [];
  for (let i = 0; i < n; i++) {
    const req = PLACES ? BigInt(R.pick([0, 1, 2, 3, 5, 10, R.int(0, 40)])) : R.pick([0n, 1n, 1000n, 2550n, 2999n, 10000n, 100n * BigInt(R.int(1, 500)), BigInt(R.int(1, 50000))]);
    apps.push({ id: "A" + i, req, w: BigInt(R.pick([0, 1, 1, 2, 3, 5, 10, R.int(0, 100)])) });
  }
  apps.sort((a, b) => (a.w === b.w ? (a.id < b.id ? -1 : 1) : a.w > b.w ? -1 : 1));
  const T = apps.reduce((s, a) => s + a.req, 0n);
  const B = PLACES ? R.pick([T, T - 1n, T / 2n, T / 3n + 1n, BigInt(R.int(1, 30))]) : R.pick([T, T - 1n, T > 2n ? T / 2n : 1n, T > 3n ? T / 3n + 1n : 1n, BigInt(R.int(1, 30000)), 10000n]);
  if (B <= 0n) continue;
  const mode = R.pick(["down", "up", "half_up", "half_even"]);
  const step = PLACES ? 1n : R.pick([1n, 1n, 100n]);
  const policy = R.pick(["unallocated", "largest_remainder", "ranking_order"]);
  const useMin = R() < 0.4;
  const M = PLACES ? BigInt(R.int(1, 6)) : BigInt(R.pick([100, 1000, 2500, 5000, R.int(1, 20000)]));
  const then = R.pick(["reshare", "unallocated"]);
  const clause = `pro rata by ${WLET ? "w" : "total"} rounded ${mode} to ${PLACES ? "1" : step === 1n ? "0.01" : "1"} remainder ${policy}${useMin ? ` minimum ${PLACES ? String(M) : fromC(M) + " EUR"} then ${then}` : ""} per art1`;
  const want = useMin ? withMinimum(apps, B, mode, step, policy, M, then) : share(apps, B, mode, step, policy);
  let got;
  try {
    got = run(scheme(clause), { call: { budget: PLACES ? Number(B) : fromC(B) }, applications: apps.map((a) => ({ id: a.id, asked: PLACES ? Number(a.req) : fromC(a.req), points: Number(a.w) })) });
  } catch (e) { console.log("THROW", clause, JSON.stringify({B: fromC(B), apps: apps.map((a) => [a.id, fromC(a.req), Number(a.w)])}), e.stack.split("\n").slice(0,6).join(" | ")); bad++; continue; }
  const diffs = [];
  for (const a of apps) {
    const g = got.results.find((r) => r.id === a.id), w = want.get(a.id);
    if (g.status !== w.status || (PLACES ? BigInt(g.amount) : toC(g.amount)) !== w.amount) diffs.push(`${a.id}(w${a.w} req ${fromC(a.req)}): engine ${g.status} ${g.amount}, oracle ${w.status} ${fromC(w.amount)}`);
  }
  const awarded = [...want.values()].reduce((s, v) => s + v.amount, 0n);
  const tm = got.totals.main;
  if (!PLACES && tm && (toC(tm.awarded) !== awarded || toC(tm.remaining) !== B - awarded)) diffs.push(`totals: engine awarded ${tm.awarded} remaining ${tm.remaining}; oracle ${fromC(awarded)} ${fromC(B - awarded)}`);
  if (diffs.length) {
    bad++;
    found.push({ clause, B: fromC(B), apps: apps.map((a) => [a.id, fromC(a.req), Number(a.w)]), diffs });
  }
}
for (const f of found.slice(0, 30)) console.log(JSON.stringify(f));
console.log(`${N} cases, ${bad} disagreements`);
