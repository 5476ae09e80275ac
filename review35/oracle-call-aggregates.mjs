// Oracle for budgets computed from the call's applications (docs/language.md §8.12), written from the
// doc alone: `applications` is every (valid) application of the call, `applications(eligible)` those
// meeting the eligibility rules; count and sum over none are 0, mean/min/max over none cannot be
// computed, and a budget that cannot be computed stops the run with an input error naming the budget.
// The scheme: eligible when complete; ranked by the amount asked, lowest first, then id; a stage
// `north` (when region = north, `unfunded go on`) with a budget from the aggregates, then a stage
// `rest` with `budget left`; `at boundary skip`. The allocation's budget is one of four forms.
// Exact arithmetic in integer cents (BigInt).
// Usage: ROOT=<tree> node review35/oracle-call-aggregates.mjs N SEED
import { run, preamble, rng, toC, fromC } from "../review32/harness.mjs";

const N = Number(process.argv[2] ?? 200), SEED = Number(process.argv[3] ?? 1);
const R = rng(SEED);
const ALLOC = [
  ["min(call.envelope, demand)", (c) => (c.env < c.demand ? c.env : c.demand)],
  ["call.envelope", (c) => c.env],
  // mean of the eligible asks, twice, rounded down to the cent; none eligible: cannot be computed
  ["round(mean(m in applications(eligible): m.requested) × 2, 2, down)", (c) => (c.nElig === 0n ? null : (c.demand * 2n) / c.nElig)],
  // every application's ask, the incomplete ones too
  ["sum(m in applications: m.requested)", (c) => c.all],
];
const NORTH = [
  ["if demand = 0 EUR then 0 EUR else round(call.envelope × (north_demand / demand), 2, down)", (c) => (c.demand === 0n ? 0n : (c.env * c.northDemand) / c.demand)],
  ["if count(m in applications(eligible): m.complete) = 0 then 0 EUR else round(call.envelope × count(m in applications(eligible): m.region = north) / count(m in applications(eligible): m.complete), 2, down)", (c) => (c.nElig === 0n ? 0n : (c.env * c.nNorth) / c.nElig)],
  // the largest eligible ask of the north (0 EUR for a south one); none eligible: cannot be computed
  ["max(m in applications(eligible): if m.region = north then m.requested else 0 EUR)", (c) => (c.nElig === 0n ? null : c.maxNorth)],
  ["min(m in applications: m.requested)", (c) => (c.n === 0n ? null : c.minAll)],
];
const text = (a, b) => `${preamble("Envelopes by eligible demand")}call {
  envelope: money(EUR) "the envelope"
}
application {
  id: text unique
  region: enum { north, south }
  requested: money(EUR)
  complete: boolean
}
eligibility per art1 {
  rule complete "Complete" per art1: complete
}
let north_demand "the eligible demand of the north" = sum(
  m in applications(eligible): if m.region = north then m.requested else 0 EUR
) per art1
let demand "the eligible demand" = sum(m in applications(eligible): m.requested) per art1
ranking per art1 {
  tiebreak every tie per art1 {
    by requested lowest first per art1
    by id lowest first per art1
  }
}
allocation per art1 {
  budget ${a} per art1
  amount requested
  at boundary skip per art1
  stage north "North" per art1 when region = north {
    budget ${b} per art1
    unfunded go on per art1
  }
  stage rest "The rest" per art1 {
    budget left per art1
  }
}
`;
let bad = 0;
for (let k = 0; k < N; k++) {
  const n = R.int(0, 7);
  const apps = [];
  for (let i = 0; i < n; i++) apps.push({ id: "A" + i, region: R.pick(["north", "south"]), requested: fromC(BigInt(R.pick([0, 1000, 2000, 4000, 5000, 6000, R.int(1, 9000)]))), complete: R() < 0.8 });
  const env = BigInt(R.pick([0, 5000, 10000, 20000, R.int(0, 30000)]));
  const [aText, aFn] = R.pick(ALLOC), [bText, bFn] = R.pick(NORTH);
  const elig = apps.filter((a) => a.complete);
  const c = {
    env, n: BigInt(n), nElig: BigInt(elig.length),
    demand: elig.reduce((s, a) => s + toC(a.requested), 0n),
    northDemand: elig.filter((a) => a.region === "north").reduce((s, a) => s + toC(a.requested), 0n),
    nNorth: BigInt(elig.filter((a) => a.region === "north").length),
    maxNorth: elig.reduce((m, a) => { const v = a.region === "north" ? toC(a.requested) : 0n; return v > m ? v : m; }, 0n),
    all: apps.reduce((s, a) => s + toC(a.requested), 0n),
    minAll: apps.reduce((m, a) => (m === null || toC(a.requested) < m ? toC(a.requested) : m), null),
  };
  const A = aFn(c), B = bFn(c);
  const want = {};
  let wantError = A === null || B === null;
  if (!wantError) {
    const order = [...elig].sort((x, y) => { const d = toC(x.requested) - toC(y.requested); return d !== 0n ? (d < 0n ? -1 : 1) : x.id < y.id ? -1 : 1; });
    // the north's stage: its budget, at most what the allocation has (a stage cannot give more than is left)
    let leftAll = A, leftN = B < A ? B : A;
    for (const a of order) want[a.id] = "not_funded";
    for (const a of order.filter((a) => a.region === "north")) if (toC(a.requested) <= leftN) { want[a.id] = "funded"; leftN -= toC(a.requested); leftAll -= toC(a.requested); }
    for (const a of order) if (want[a.id] !== "funded" && toC(a.requested) <= leftAll) { want[a.id] = "funded"; leftAll -= toC(a.requested); }
    for (const a of apps) if (!a.complete) want[a.id] = "ineligible";
  }
  const input = { call: { envelope: fromC(env) }, applications: apps };
  let r, err = null;
  try { r = run(text(aText, bText), input); } catch (e) { err = e.issues ? e.issues.map((i) => i.message).join("; ") : "THROW " + String(e); }
  const diffs = [];
  if (err !== null && /^THROW/.test(err)) diffs.push(err);
  else if (wantError && err === null) diffs.push("engine ran; oracle: the budget cannot be computed");
  else if (!wantError && err !== null) diffs.push(`engine error ${err}; oracle: budgets ${fromC(A)} / ${fromC(B)}`);
  else if (wantError && !/budget/.test(err)) diffs.push(`engine error does not name the budget: ${err}`);
  else if (!wantError) {
    if (r.totals.main.budget !== fromC(A)) diffs.push(`budget: engine ${r.totals.main.budget}, oracle ${fromC(A)}`);
    for (const a of apps) { const g = r.results.find((x) => x.id === a.id).status; if (g !== want[a.id]) diffs.push(`${a.id}: engine ${g}, oracle ${want[a.id]}`); }
  }
  if (diffs.length) { bad++; if (bad <= 25) console.log(JSON.stringify({ case: k, aText, bText, env: fromC(env), apps, diffs })); }
}
console.log(`${N} cases, ${bad} disagreements`);
