// review33's oracle for `at boundary partial [at least M] with consent <field>[, else stop|skip]`
// (docs/language.md §14.1 "With the applicant's consent" and "A minimum for a partial grant"), written
// from the doc alone: the walk funds what fits; the first that does not fit with R > 0 and R at least
// its minimum is offered R: yes → partially_funded R (the walk ends: nothing left); no → not_funded,
// R not spent, stop or go on as `else` says; absent → indeterminate, contingentAmount R, walked as a
// yes (R held). Below the minimum: not_funded, stop or go on; R = 0: the walk ends as under partial.
// A decline is walked too (fork33): what it changes is indeterminate. No ties (ties broken by id). `node review33/oracle-consent.mjs N SEED`; ROOT=<tree> for another tree.
import { run, preamble, rng, toC, fromC } from "../review32/harness.mjs";

export function walk(apps, B, min, otherwise) {
  const out = new Map();
  let R = B, ended = false;
  for (const a of apps) {
    if (ended) { out.set(a.id, { status: "not_funded", amount: 0n }); continue; }
    if (a.req <= R) { R -= a.req; out.set(a.id, { status: "funded", amount: a.req }); continue; }
    if (R === 0n) { ended = true; out.set(a.id, { status: "not_funded", amount: 0n }); continue; }
    const meets = min === null ? true : min.pct !== undefined ? R * 100n >= min.pct * a.req : R >= min.amount;
    if (!meets) { out.set(a.id, { status: "not_funded", amount: 0n }); if (otherwise === "stop") ended = true; continue; }
    if (a.consent === true) { out.set(a.id, { status: "partially_funded", amount: R }); R = 0n; ended = true; continue; }
    if (a.consent === false) { out.set(a.id, { status: "not_funded", amount: 0n }); if (otherwise === "stop") ended = true; continue; }
    out.set(a.id, { status: "indeterminate", amount: 0n, contingent: R }); R = 0n; ended = true;
  }
  return out;
}

// §14.1 (fork33): an offer not answered is walked accepted (above) and declined; an application
// whose status or amount differs between the two is indeterminate, contingent the most either gives.
export function open(apps, base, B, min, otherwise) {
  const offer = apps.find((a) => base.get(a.id).status === "indeterminate" && a.consent === undefined);
  if (!offer) return base;
  const declined = walk(apps.map((a) => (a === offer ? { ...a, consent: false } : a)), B, min, otherwise);
  const most = (o) => (o.status === "indeterminate" ? o.contingent : o.amount);
  const out = new Map(base);
  for (const a of apps) {
    if (a === offer) continue;
    const x = base.get(a.id), y = declined.get(a.id);
    if (x.status === y.status && x.amount === y.amount) continue;
    out.set(a.id, { status: "indeterminate", amount: 0n, contingent: most(x) > most(y) ? most(x) : most(y) });
  }
  return out;
}

const scheme = (min, otherwise, lang) => `${preamble("consent", lang)}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..1000  ok: boolean optional "accepts" }
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
  at boundary partial${min === null ? "" : min.pct !== undefined ? ` at least ${min.pct}%` : ` at least ${fromC(min.amount)} EUR`} with consent ok${otherwise ? `, else ${otherwise}` : ""} per art1
}
`;

const N = Number(process.argv[2] ?? 300), SEED = Number(process.argv[3] ?? 1);
const R = rng(SEED);
let bad = 0; const found = []; const tally = {};
for (let k = 0; k < N; k++) {
  const n = R.int(1, 7);
  const B = BigInt(R.pick([0, 100, 250, 999, 1000, R.int(1, 60) * 50, R.int(1, 5000)])) * 100n + BigInt(R.pick([0, 0, 1, 50, 99]));
  const min = R.pick([null, { amount: BigInt(R.pick([1, 100, 500, 1000])) * 100n }, { pct: BigInt(R.pick([1, 25, 50, 100])) }]);
  const otherwise = R.pick([null, "stop", "skip"]);
  const apps = [];
  const pts = [...Array(1001).keys()].sort(() => R() - 0.5);
  for (let i = 0; i < n; i++) apps.push({ id: "A" + i, req: BigInt(R.pick([100, 200, 500, 1000, 2000, R.int(1, 3000)])) * 100n + BigInt(R.pick([0, 0, 1, 99])), p: pts[i], consent: R.pick([true, false, undefined]) });
  apps.sort((x, y) => y.p - x.p);
  const want = open(apps, walk(apps, B, min, otherwise ?? "stop"), B, min, otherwise ?? "stop");
  const input = { call: { budget: fromC(B) }, applications: apps.map((a) => ({ id: a.id, asked: fromC(a.req), points: a.p, ...(a.consent === undefined ? {} : { ok: a.consent }) })) };
  let got;
  try { got = run(scheme(min, otherwise), input); } catch (e) { bad++; found.push({ THROW: e.message.slice(0, 300) }); continue; }
  const diffs = [];
  for (const a of apps) {
    const g = got.results.find((r) => r.id === a.id), w = want.get(a.id);
    tally[w.status] = (tally[w.status] ?? 0) + 1;
    if (g.status !== w.status || toC(g.amount ?? "0") !== w.amount) diffs.push(`${a.id}(p${a.p} ${fromC(a.req)} consent ${a.consent}): engine ${g.status} ${g.amount}, oracle ${w.status} ${fromC(w.amount)}`);
    else if (w.status === "indeterminate" && toC(g.contingentAmount ?? "0") !== w.contingent) diffs.push(`${a.id}: contingent engine ${g.contingentAmount}, oracle ${fromC(w.contingent)}`);
  }
  const awarded = [...want.values()].reduce((s, v) => s + v.amount, 0n);
  const tm = got.totals.main;
  if (tm && toC(tm.awarded) !== awarded) diffs.push(`awarded: engine ${tm.awarded}, oracle ${fromC(awarded)}`);
  if (diffs.length) { bad++; found.push({ B: fromC(B), min: min && (min.pct !== undefined ? min.pct + "%" : fromC(min.amount)), otherwise, apps: apps.map((a) => [a.id, fromC(a.req), a.p, a.consent]), diffs }); }
}
for (const f of found.slice(0, 20)) console.log(JSON.stringify(f));
console.log(JSON.stringify(tally));
console.log(`${N} cases, ${bad} disagreements`);
