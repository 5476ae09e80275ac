// review37's oracle for round 36's constructs, written from docs/language.md alone (§11.1 points not
// summed, §14.11 `reserve N after the last funded`, §16.3 a statistic over the members' points):
// random small calls; each criterion's points an integer field; two sets (lets) s1 = k1 + k2 and
// s2 = k3; ranked by the sets (unsummed) or by the total then s1 (summed), every tie then broken by
// id; `at boundary skip` or `stop`; a reserve list `call.n after the last funded` (or none); the
// statistics min/max/sum/count and count(distinct …) over the funded or ranked members' points. Exact arithmetic in cents (BigInt).
// Usage: ROOT=<tree> node review37/oracle-round36.mjs N SEED
import { run, preamble, rng, toC, fromC } from "../review32/harness.mjs";

const N = Number(process.argv[2] ?? 200), SEED = Number(process.argv[3] ?? 1);
const R = rng(SEED);
const text = (summed, boundary, reserve, lang) => `${preamble("Round 36", lang)}call {
  budget: money(EUR)
  n: integer
}
application {
  id: text unique
  asked: money(EUR)
  a: integer in 0..5
  b: integer in 0..5
  c: integer in 0..3
  ok: boolean
}
eligibility per art1 {
  rule ok "OK" per art1: ok
}
criterion k1 "K one" per art1: a
criterion k2 "K two" per art1: b
criterion k3 "K three" per art1: c
${summed ? "" : "points not summed per art1\n"}
let s1 "set one" = k1 + k2 per art1
let s2 "set two" = k3 per art1
ranking per art1 {
${summed ? "  by total highest first per art1\n  by s1 highest first per art1" : "  by s1 highest first per art1\n  by s2 highest first per art1"}
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${boundary} per art1
${reserve ? "  reserve call.n after the last funded per art1\n" : ""}}
publish per art1 {
  statistics per art1 {
    min_s1 "lowest s1": min(w in funded: w.s1)
    max_k3 "highest k3": max(w in funded: w.k3)
    sum_s2 "sum of s2": sum(w in funded: w.s2)
    min_k2 "lowest k2 ranked": min(w in ranked: w.k2)
    distinct_k1 "different k1 ranked": count(distinct w in ranked: w.k1)
${summed ? "    min_total \"lowest total\": min(w in funded: w.total)\n" : ""}  }
}
`;
let bad = 0;
for (let k = 0; k < N; k++) {
  const summed = R() < 0.5, boundary = R.pick(["skip", "stop"]), reserve = R() < 0.8, lang = R.pick([undefined, "pl", "nl", "de", "es", "fr"]);
  const n = R.int(0, 9);
  const apps = [];
  for (let i = 0; i < n; i++) apps.push({ id: "A" + String(i).padStart(2, "0"), asked: fromC(BigInt(R.pick([0, 1000, 2000, 3000, 5000, R.int(1, 6000)]))), a: R.int(0, 5), b: R.int(0, 5), c: R.int(0, 3), ok: R() < 0.85 });
  // shuffled input: no outcome depends on it
  for (let i = apps.length - 1; i > 0; i--) { const j = R.int(0, i); [apps[i], apps[j]] = [apps[j], apps[i]]; }
  const budget = BigInt(R.pick([0, 3000, 6000, 10000, R.int(0, 20000)]));
  const size = R.int(0, 4);
  const pts = (x) => ({ k1: x.a, k2: x.b, k3: x.c, s1: x.a + x.b, s2: x.c, total: x.a + x.b + x.c });
  const elig = apps.filter((x) => x.ok);
  const key = (x) => (summed ? [pts(x).total, pts(x).s1] : [pts(x).s1, pts(x).s2]);
  const order = [...elig].sort((x, y) => { const [p, q] = key(x), [r, s] = key(y); return r - p || s - q || (x.id < y.id ? -1 : 1); });
  const want = {};
  for (const x of apps) want[x.id] = { status: x.ok ? "not_funded" : "ineligible", place: undefined, position: undefined };
  order.forEach((x, i) => (want[x.id].position = i + 1));
  let left = budget, stopped = false;
  for (const x of order) {
    if (stopped) continue;
    if (toC(x.asked) <= left) { want[x.id].status = "funded"; left -= toC(x.asked); } else if (boundary === "stop") stopped = true;
  }
  if (reserve) {
    let last = -1;
    order.forEach((x, i) => { if (want[x.id].status === "funded") last = i; });
    let place = 0;
    for (let i = last + 1; i < order.length && place < size; i++) if (want[order[i].id].status === "not_funded") { want[order[i].id].status = "reserve"; want[order[i].id].place = ++place; }
  }
  const funded = order.filter((x) => want[x.id].status === "funded");
  const agg = (xs, f, g) => (xs.length ? xs.map(f).reduce((p, q) => g(p, q)) : null);
  const stats = {
    min_s1: agg(funded, (x) => pts(x).s1, Math.min), max_k3: agg(funded, (x) => pts(x).k3, Math.max), sum_s2: funded.reduce((s, x) => s + pts(x).s2, 0), min_k2: agg(order, (x) => pts(x).k2, Math.min), distinct_k1: new Set(order.map((x) => pts(x).k1)).size,
    ...(summed ? { min_total: agg(funded, (x) => pts(x).total, Math.min) } : {}),
  };
  const input = { call: { budget: fromC(budget), n: size }, applications: apps };
  let r, err = null;
  try { r = run(text(summed, boundary, reserve, lang), input, true); } catch (e) { err = e.issues ? e.issues.map((i) => i.message).join("; ") : "THROW " + String(e && e.stack || e); }
  const diffs = [];
  if (err !== null) diffs.push(err);
  else {
    for (const x of apps) {
      const g = r.results.find((y) => y.id === x.id), w = want[x.id];
      if (g.status !== w.status) diffs.push(`${x.id}: status engine ${g.status}, oracle ${w.status}`);
      if (w.status === "reserve" && g.reservePlace !== w.place) diffs.push(`${x.id}: place engine ${g.reservePlace}, oracle ${w.place}`);
      if (w.position !== undefined && g.position !== w.position) diffs.push(`${x.id}: position engine ${g.position}, oracle ${w.position}`);
      if (x.ok) {
        const p = g.points ?? {};
        if (summed ? p.total !== String(pts(x).total) : "total" in p) diffs.push(`${x.id}: points ${JSON.stringify(p)}`);
        if (p.k1 !== String(x.a) || p.k3 !== String(x.c)) diffs.push(`${x.id}: criterion points ${JSON.stringify(p)}`);
      }
      const texts = (g.explanation ?? []).map((s) => s.text).join("\n");
      if (!summed && /Total|Suma punktów|Totaal|Gesamt|Total de|Total des/i.test(texts) && /point|punkt|punt/i.test(texts.match(/.*(Total|Suma punktów|Totaal|Gesamt).*/i)?.[0] ?? "")) diffs.push(`${x.id}: a total told: ${texts.match(/.*(Total|Suma punktów|Totaal|Gesamt).*/i)[0]}`);
    }
    const got = Object.fromEntries((r.publication?.statistics ?? []).map((s) => [s.name, s.value === null ? null : Number(s.value)]));
    for (const [name, v] of Object.entries(stats)) if (got[name] !== v) diffs.push(`statistic ${name}: engine ${got[name]}, oracle ${v}`);
  }
  if (diffs.length) { bad++; if (bad <= 25) console.log(JSON.stringify({ case: k, summed, boundary, reserve, size, budget: fromC(budget), apps, diffs })); }
}
console.log(`${N} cases, ${bad} disagreements`);
