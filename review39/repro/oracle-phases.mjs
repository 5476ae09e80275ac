// review39: an oracle for phases (§11.2) from the docs alone. Random schemes: criteria c1 (and c2)
// outside the phase, a threshold t1 on c1 (the phase's `after`), maybe t0 on c2 also after, a phase
// of one or two criteria, maybe a threshold t2 on the total (tested after the phase), maybe
// `points decimal(n)`; random applications; ranking by total then id; budget skip at the boundary.
// Checked: every status, the points (null for a phase not assessed, no total), the amounts, and the
// explanation in six languages (the phase's "not assessed" step, no total; no English elsewhere).
// Usage: node review39/repro/oracle-phases.mjs N SEED
import { dsl, rt, preamble } from "./common.mjs";
const N = Number(process.argv[2] ?? 100);
let seed = Number(process.argv[3] ?? 1);
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const pick = (a) => a[int(0, a.length - 1)];
const LANGS = ["en", "nl", "pl", "de", "es", "fr"];
const NOT_ASSESSED = { en: "not assessed", nl: "niet beoordeeld", pl: "bez oceny", de: "nicht bewertet", es: "sin valorar", fr: "pas d'évaluation" };
let bad = 0;
const fail = (msg, ctx) => { bad++; if (bad <= 10) console.log("DISAGREE:", msg, JSON.stringify(ctx).slice(0, 600)); };
for (let n = 0; n < N; n++) {
  const lang = pick(LANGS);
  const K = int(0, 6), K0 = int(0, 6), M = int(0, 20);
  const withC2 = rnd() < 0.5, withT0 = withC2 && rnd() < 0.5, withT2 = rnd() < 0.5, two = rnd() < 0.5;
  const places = rnd() < 0.3 ? int(0, 3) : undefined;
  const after = ["t1", ...(withT0 ? ["t0"] : [])];
  const text = preamble("T", lang) + `
call {
  budget: money(EUR)
}
application {
  id: text unique
  ask: money(EUR)
  x: integer in 0..10
  y: integer in 0..10
  z: integer in 0..10
  w: integer in 0..10
}
criterion c1 "C1" per art1: x
${withC2 ? 'criterion c2 "C2" per art1: y\n' : ""}
threshold t1 "T1" per art1: c1 >= ${K}
${withT0 ? `threshold t0 "T0" per art1: c2 >= ${K0}\n` : ""}
phase p "Phase P" per art1 after ${after.join(", ")} {
  criterion c3 "C3" per art1: z
${two ? '  criterion c4 "C4" per art1: w\n' : ""}}
${withT2 ? `threshold t2 "T2" per art1: total >= ${M}\n` : ""}
${places !== undefined ? `points decimal(${places}) per art1\n` : ""}
ranking per art1 {
  by total highest first per art1
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount ask per art1
  at boundary skip per art1
}
publish per art1 {
  columns { id, status }
}
`;
  const a = dsl.analyze(text);
  const errs = a.diagnostics.filter((d) => d.severity === "error");
  if (errs.length) { fail("scheme refused", errs.map((d) => d.code + " " + d.message)); continue; }
  const apps = Array.from({ length: int(0, 8) }, (_, i) => ({ id: `A${i}`, ask: `${int(1, 5)}.00`, x: int(0, 10), y: int(0, 10), z: int(0, 10), w: int(0, 10) }));
  const budget = int(0, 20);
  let r;
  try {
    r = rt.evaluate(dsl.load(a), { call: { budget: `${budget}.00` }, applications: apps }, { explain: true }).result;
  } catch (e) { fail("threw " + e.message, { text }); continue; }
  // the oracle
  const fmt = (v) => (places !== undefined ? v.toFixed(places) : String(v));
  const exp = apps.map((p) => {
    const opened = p.x >= K && (!withT0 || p.y >= K0);
    const total = p.x + (withC2 ? p.y : 0) + p.z + (two ? p.w : 0);
    const below = !opened || (withT2 && total < M);
    const points = { c1: fmt(p.x), ...(withC2 ? { c2: fmt(p.y) } : {}), c3: opened ? fmt(p.z) : null, ...(two ? { c4: opened ? fmt(p.w) : null } : {}), ...(opened ? { total: fmt(total) } : {}) };
    return { p, opened, total, below, points };
  });
  const ranked = exp.filter((e) => !e.below).sort((u, v) => v.total - u.total || (u.p.id < v.p.id ? -1 : 1));
  let left = budget;
  const status = new Map();
  for (const e of ranked) {
    const ask = Number(e.p.ask);
    if (ask <= left) { left -= ask; status.set(e.p.id, "granted"); } else status.set(e.p.id, "not_granted");
  }
  for (const e of exp) {
    const got = r.results.find((x) => x.id === e.p.id);
    if (!got) { fail("no result", e.p); continue; }
    const want = e.below ? "below_threshold" : status.get(e.p.id);
    const gotStatus = got.status === "funded" ? "granted" : got.status === "below_threshold" ? "below_threshold" : "not_granted";
    if (gotStatus !== want) fail(`status ${got.status} want ${want}`, { e, K, K0, M, withT0, withT2, budget });
    if (JSON.stringify(got.points) !== JSON.stringify(e.points)) fail(`points ${JSON.stringify(got.points)} want ${JSON.stringify(e.points)}`, { places });
    const words = got.explanation.map((s) => s.text).join("\n");
    if (!e.opened && !words.includes(NOT_ASSESSED[lang])) fail(`${lang}: no "not assessed" step`, words);
    if (!e.opened && /C3|C4/.test(words)) fail(`${lang}: the phase's criteria told to one not assessed`, words);
    if (/undefined|NaN|\[object|null|true|false/.test(words)) fail(`${lang}: a code word told`, words);
    if (lang !== "en" && /\b(not assessed|because|threshold|Funded|funded|Total|Criterion)\b/.test(words)) fail(`${lang}: English told`, words);
  }
}
console.log(`${N} cases, seed ${process.argv[3] ?? 1}: ${bad} disagreements`);
