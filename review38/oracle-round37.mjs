// review38's oracle for round 37's constructs, written from docs/language.md alone: a named
// enumeration (§6.3) as a figure per key's key, as a let's type (an `if` chain giving members
// bare) and as a field's type; the amount the figure the let's (or the field's) member keys;
// count(distinct …) over the call's applications, over peers, and over the outcome (§8.7, §16.3),
// of a number and of a field of the enumeration (a let of the fields alone is not read of a member, §16.3). Members drawn from a pool with
// words an object knows (`constructor`, `toString`, `valueOf`, `hasOwnProperty`). Every tie broken
// by id, `at boundary skip`. Exact arithmetic in cents (BigInt).
// Usage: ROOT=<tree> node review38/oracle-round37.mjs N SEED
import { run, preamble, rng, toC, fromC } from "../review32/harness.mjs";

const N = Number(process.argv[2] ?? 200), SEED = Number(process.argv[3] ?? 1);
const R = rng(SEED);
const POOL = ["e0bis", "e1", "e2", "constructor", "toString", "valueOf", "hasOwnProperty", "low", "high", "mid"];
const text = (members, chain, byLet, lang) => `${preamble("Round 37", lang)}
enum band "the band" {
${members.map((m, i) => `  ${m} "band ${m} (${i})"`).join(",\n")}
}
call {
  budget: money(EUR)
  rate: money(EUR) by band "the rate of each band"
}
application {
  id: text unique
  score: integer in 0..10
  cls: band
  g: integer in 0..2
  ok: boolean
}
eligibility per art1 {
  rule ok "OK" per art1: ok
}
let lvl "the level": band =
${chain.map(([t, m], i) => (i === 0 ? `  if score >= ${t} then ${m}` : `  else if score >= ${t} then ${m}`)).join("\n")}
  else ${members[members.length - 1]} per art1
let d_apps "bands applied for" = count(distinct m in applications: m.cls) per art1
let d_peers "scores in the group" = count(distinct m in peers(g): m.score) per art1
let d_elig "bands of the eligible" = count(distinct m in applications(eligible): m.cls) per art1
criterion sc "Score" per art1: score
ranking per art1 {
  by total highest first per art1
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount call.rate[${byLet ? "lvl" : "cls"}] per art1
  at boundary skip per art1
}
publish per art1 {
  columns { id, lvl, cls, d_apps, d_peers, d_elig, status, amount }
  statistics per art1 {
    dl "bands funded": count(distinct w in funded: w.cls)
    dc "bands ranked": count(distinct w in ranked: w.cls)
    ds "scores funded": count(distinct w in funded: w.score)
  }
}
`;
let bad = 0;
for (let k = 0; k < N; k++) {
  const pool = [...POOL];
  for (let i = pool.length - 1; i > 0; i--) { const j = R.int(0, i); [pool[i], pool[j]] = [pool[j], pool[i]]; }
  const members = pool.slice(0, R.int(1, 5));
  // the chain: thresholds descending, each giving a member (not necessarily distinct)
  const nChain = R.int(1, 3);
  const ts = [...new Set(Array.from({ length: nChain }, () => R.int(0, 10)))].sort((a, b) => b - a);
  const chain = ts.map((t) => [t, R.pick(members)]);
  const byLet = R() < 0.5, lang = R.pick([undefined, "pl", "nl", "de", "es", "fr"]);
  const level = (x) => { for (const [t, m] of chain) if (x.score >= t) return m; return members[members.length - 1]; };
  const n = R.int(0, 9);
  const apps = [];
  for (let i = 0; i < n; i++) apps.push({ id: "A" + String(i).padStart(2, "0"), score: R.int(0, 10), cls: R.pick(members), g: R.int(0, 2), ok: R() < 0.85 });
  for (let i = apps.length - 1; i > 0; i--) { const j = R.int(0, i); [apps[i], apps[j]] = [apps[j], apps[i]]; }
  const rate = Object.fromEntries(members.map((m) => [m, fromC(BigInt(R.pick([0, 1000, 2500, 4000, R.int(0, 6000)])))]));
  const budget = BigInt(R.pick([0, 3000, 6000, 10000, R.int(0, 20000)]));
  const elig = apps.filter((x) => x.ok);
  const order = [...elig].sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : 1));
  const want = {};
  for (const x of apps) want[x.id] = { status: x.ok ? "not_funded" : "ineligible", amount: undefined };
  let left = budget;
  for (const x of order) {
    const a = toC(rate[byLet ? level(x) : x.cls]);
    if (a <= left) { want[x.id].status = "funded"; want[x.id].amount = fromC(a); left -= a; }
  }
  const funded = order.filter((x) => want[x.id].status === "funded");
  const distinct = (xs) => new Set(xs).size;
  const stats = { dl: distinct(funded.map((x) => x.cls)), dc: distinct(order.map((x) => x.cls)), ds: distinct(funded.map((x) => x.score)) };
  const input = { call: { budget: fromC(budget), rate }, applications: apps };
  let r, err = null;
  try { r = run(text(members, chain, byLet, lang), input, true); } catch (e) { err = e.issues ? e.issues.map((i) => i.message).join("; ") : "THROW " + String((e && e.stack) || e); }
  const diffs = [];
  if (err !== null) diffs.push(err);
  else {
    const rows = new Map((r.publication?.rows ?? []).map((row) => [row.id, row]));
    for (const x of apps) {
      const g = r.results.find((y) => y.id === x.id), w = want[x.id];
      if (g.status !== w.status) diffs.push(`${x.id}: status engine ${g.status}, oracle ${w.status}`);
      if (w.status === "funded" && String(g.amount) !== w.amount) diffs.push(`${x.id}: amount engine ${g.amount}, oracle ${w.amount}`);
      const row = rows.get(x.id);
      if (!row) { if (x.ok) diffs.push(`${x.id}: no published row`); continue; }
      const wantRow = { lvl: level(x), cls: x.cls, d_apps: distinct(apps.map((y) => y.cls)), d_peers: distinct(apps.filter((y) => y.g === x.g).map((y) => y.score)), d_elig: distinct(elig.map((y) => y.cls)) };
      for (const [c, v] of Object.entries(wantRow)) if (String(row[c]) !== String(v)) diffs.push(`${x.id}: column ${c} engine ${JSON.stringify(row[c])}, oracle ${JSON.stringify(v)}`);
      const texts = (g.explanation ?? []).map((s) => s.text).join("\n");
      if (/\b(true|false|undefined|null|NaN|\[object)\b/.test(texts)) diffs.push(`${x.id}: code in the explanation: ${texts.match(/.*\b(true|false|undefined|null|NaN|\[object).*/)[0]}`);
    }
    const got = Object.fromEntries((r.publication?.statistics ?? []).map((s) => [s.name, s.value === null ? null : Number(s.value)]));
    for (const [name, v] of Object.entries(stats)) if (got[name] !== v) diffs.push(`statistic ${name}: engine ${got[name]}, oracle ${v}`);
  }
  if (diffs.length) { bad++; if (bad <= 25) console.log(JSON.stringify({ case: k, members, chain, byLet, lang, budget: fromC(budget), rate, apps, diffs: diffs.slice(0, 12) })); }
}
console.log(`${N} cases, ${bad} disagreements`);
