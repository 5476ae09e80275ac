// Oracle for a quota of a figure (docs/language.md §14.5, "A quota of a figure", issue 15's
// thirty-third round), written from the doc alone: `quota q "T": at most <limit> of <figure> "words"
// [when <condition>]` beside ordinary quotas (of the amount), under `at boundary stop | skip | full |
// reach`. The walk: an application is funded only if its amount fits the budget AND, for each quota
// covering it, its figure (or, for an ordinary quota, its amount) fits what is left of that quota
// (equal fits; a figure of 0 always fits). A quota's refusal: not funded, the walk goes on whatever
// the boundary policy says. A negative figure leaves its application unranked (as a negative amount
// does): it is not walked. Totals: limit, awarded (the grants of the covered applications), figure,
// drawn (the funded grants' figures), left (limit − drawn). Reasons: a figure quota's refusal names
// "its '<words>', X, exceeds the Y left of the quota '<title>'", with "; it does not fit in the
// remaining budget either" where the budget would have refused it too. No open ties (broken by id).
// Usage: ROOT=<tree> node review34/oracle-quota-figure.mjs N SEED
import { run, preamble, rng, toC, fromC } from "../review32/harness.mjs";

const N = Number(process.argv[2] ?? 200), SEED = Number(process.argv[3] ?? 1);
// OPEN=1: the ties are left unbroken (§14.3): every order of each tie is walked, and an application
// whose status or amount differs between the orders is indeterminate; the totals and words are not read
const OPEN = process.env.OPEN === "1";
const R = rng(SEED);
const eur = (c) => fromC(c) + " EUR";
let bad = 0; const found = []; const tally = {};
for (let k = 0; k < N; k++) {
  const n = OPEN ? R.int(2, 6) : R.int(1, 8);
  const m = () => BigInt(R.pick([0, 100, 200, 300, 500, R.int(0, 20) * 50])) * 100n;
  const apps = [];
  for (let i = 0; i < n; i++) apps.push({ id: "A" + i, asked: m(), f1: m(), f2: m(), p: OPEN ? R.int(0, 2) : R.int(0, 5), region: R.pick(["n", "s"]) });
  apps.sort((a, b) => (a.p === b.p ? (a.id < b.id ? -1 : 1) : b.p - a.p));
  const B = BigInt(R.pick([0, 300, 500, 800, 1000, 2000, R.int(0, 60) * 50])) * 100n;
  const policy = R.pick(["stop", "skip", "skip", "full", "reach"]);
  const amountExpr = R.pick(["asked", "f1 + f2"]);
  const amountOf = (a) => (amountExpr === "asked" ? a.asked : a.f1 + a.f2);
  // the figures a quota may sum: a field, a sum, or a difference that may come out negative
  const figures = [
    { text: "f1", of: (a) => a.f1 },
    { text: "f2", of: (a) => a.f2 },
    { text: "f1 + f2", of: (a) => a.f1 + a.f2 },
    { text: "f2 - 100 EUR", of: (a) => a.f2 - 10000n },
  ];
  const conds = [
    { text: null, holds: () => true },
    { text: "region = n", holds: (a) => a.region === "n" },
    { text: "points >= 3", holds: (a) => a.p >= 3 },
  ];
  const nq = R.int(1, 3);
  const quotas = [];
  for (let q = 0; q < nq; q++) {
    const figure = q === 0 || R() < 0.7 ? R.pick(figures.slice(0, R() < 0.15 ? 4 : 3)) : null; // null: an ordinary quota of the amount
    const cond = R.pick(conds);
    quotas.push({ name: "q" + q, title: "Quota " + q, words: "figure " + q, figure, cond, limit: BigInt(R.pick([0, 100, 300, 500, 800, R.int(0, 40) * 50])) * 100n });
  }
  const qText = quotas.map((q) => `  quota ${q.name} "${q.title}" per art1: at most call.l${q.name}${q.figure ? ` of ${q.figure.text} "${q.words}"` : ""}${q.cond.text ? ` when ${q.cond.text}` : ""}`).join("\n");
  const text = `${preamble("quota of a figure")}call { budget: money(EUR)${quotas.map((q) => `  l${q.name}: money(EUR)`).join("")} }
application { id: text unique  asked: money(EUR)  f1: money(EUR)  f2: money(EUR)  points: integer in 0..10  region: enum { n, s } }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    ${OPEN ? "unresolved per art1" : "by id lowest first per art1"}
  }
}
allocation per art1 {
  budget call.budget
  amount ${amountExpr}
  at boundary ${policy} per art1
${qText}
}
`;
  // the oracle's walk, of one order of the applications
  const walk = (order) => {
  const want = new Map();
  const left = new Map(quotas.map((q) => [q.name, q.limit]));
  let Rm = B, ended = false;
  // a negative figure of a quota that covers the application (one it does not cover is not read)
  const unranked = (a) => amountOf(a) < 0n || quotas.some((q) => q.figure && q.cond.holds(a) && q.figure.of(a) < 0n);
  // §14.1: under `reach` a budget of 0 is reached before the walk begins, and nothing is funded after an exact hit
  if (policy === "reach" && B === 0n) ended = true;
  for (const a of order) {
    const A = amountOf(a);
    if (unranked(a)) { want.set(a.id, { status: "unranked", amount: 0n }); continue; }
    if (ended) { want.set(a.id, { status: "not_funded", amount: 0n, after: true }); continue; }
    const refusing = quotas.filter((q) => q.cond.holds(a) && (q.figure ? q.figure.of(a) : A) > left.get(q.name));
    if (refusing.length) { want.set(a.id, { status: "not_funded", amount: 0n, refusing, budgetToo: A > Rm && (policy === "stop" || policy === "skip") }); continue; }
    let grant = null;
    if (A <= Rm) { grant = A; Rm -= A; if (policy === "reach" && Rm === 0n) ended = true; }
    else if (policy === "skip") { want.set(a.id, { status: "not_funded", amount: 0n }); continue; }
    else if (policy === "stop") { want.set(a.id, { status: "not_funded", amount: 0n }); ended = true; continue; }
    else { grant = A; Rm = 0n; ended = true; } // full / reach: funded in full beyond the budget, nothing after
    for (const q of quotas) if (q.cond.holds(a)) left.set(q.name, left.get(q.name) - (q.figure ? q.figure.of(a) : A));
    want.set(a.id, { status: "funded", amount: grant });
  }
  return want;
  };
  // every order of each tie (points alike) when OPEN; else the ranking's one order
  const orders = [];
  const groups = [];
  for (const a of apps) { const g = groups[groups.length - 1]; if (OPEN && g && g[0].p === a.p) g.push(a); else groups.push([a]); }
  const perms = (xs) => (xs.length <= 1 ? [xs] : xs.flatMap((x, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p])));
  const build = (gi, acc) => { if (gi === groups.length) { orders.push(acc); return; } for (const p of perms(groups[gi])) build(gi + 1, [...acc, ...p]); };
  build(0, []);
  const walks = orders.map((o) => walk(o));
  const want = walks[0];
  if (walks.length > 1) for (const a of apps) {
    const ws = walks.map((w) => w.get(a.id));
    if (!ws.every((w) => w.status === ws[0].status && w.amount === ws[0].amount)) want.set(a.id, { status: "indeterminate", amount: 0n });
  }
  const input = {
    call: { budget: fromC(B), ...Object.fromEntries(quotas.map((q) => ["l" + q.name, fromC(q.limit)])) },
    applications: apps.map((a) => ({ id: a.id, asked: fromC(a.asked), f1: fromC(a.f1), f2: fromC(a.f2), points: a.p, region: a.region })),
  };
  let got;
  try { got = run(text, input); } catch (e) { console.log("THROW", e.message.slice(0, 600)); bad++; found.push({ k, diffs: ["THROW " + e.message.slice(0, 300)] }); if (bad > 3) break; continue; }
  const diffs = [];
  for (const a of apps) {
    const g = got.results.find((r) => r.id === a.id), w = want.get(a.id);
    tally[g.status] = (tally[g.status] ?? 0) + 1;
    if (w.status === "unranked") {
      if (g.status === "funded" || g.status === "partially_funded" || toC(g.amount) !== 0n) diffs.push(`${a.id}: a negative figure/amount, engine ${g.status} ${g.amount}, oracle unranked (not funded)`);
      continue;
    }
    if (g.status !== w.status || toC(g.amount) !== w.amount) diffs.push(`${a.id}(p${a.p} amount ${fromC(amountOf(a))} f1 ${fromC(a.f1)} f2 ${fromC(a.f2)} ${a.region}): engine ${g.status} ${g.amount}, oracle ${w.status} ${fromC(w.amount)}`);
    if (!OPEN && w.refusing && g.status === "not_funded") {
      // the reason names one of the quotas that refuse it; a figure quota's words are §14.5's
      const msgs = g.reasons.map((r) => r.message);
      const ok = w.refusing.some((q) => msgs.some((msg) => msg.includes(`'${q.title}'`)));
      if (!ok) diffs.push(`${a.id}: refused by ${w.refusing.map((q) => q.name)}, reasons ${JSON.stringify(msgs)}`);
      for (const q of w.refusing.filter((q) => q.figure)) {
        const msg = msgs.find((x) => x.includes(`quota '${q.title}'`));
        if (!msg) continue;
        // what was left of the quota when the walk reached it, and the figure
        const expect = `its '${q.words}', ${eur(q.figure.of(a))}, exceeds the ${eur(leftAt(a, q))} left of the quota '${q.title}'${w.budgetToo ? "; it does not fit in the remaining budget either" : ""}`;
        if (msg !== expect) diffs.push(`${a.id}: reason "${msg}", oracle "${expect}"`);
      }
    }
  }
  function leftAt(a, q) {
    // recompute: the limit less the figures of the funded applications ranked before a
    let l = q.limit;
    for (const b of apps) { if (b === a) break; if (want.get(b.id).status === "funded" && q.cond.holds(b)) l -= q.figure ? q.figure.of(b) : amountOf(b); }
    return l;
  }
  const tm = got.totals.main;
  if (!OPEN) {
  const awarded = [...want.values()].reduce((s, w) => s + w.amount, 0n);
  if (toC(tm.awarded) !== awarded) diffs.push(`awarded: engine ${tm.awarded}, oracle ${fromC(awarded)}`);
  for (const q of quotas) {
    const t = tm.quotas?.[q.name];
    const covAw = apps.filter((a) => q.cond.holds(a) && want.get(a.id).status === "funded").reduce((s, a) => s + want.get(a.id).amount, 0n);
    const w = { limit: fromC(q.limit), awarded: fromC(covAw) };
    if (q.figure) {
      const drawn = apps.filter((a) => q.cond.holds(a) && want.get(a.id).status === "funded").reduce((s, a) => s + q.figure.of(a), 0n);
      Object.assign(w, { figure: q.words, drawn: fromC(drawn), left: fromC(q.limit - drawn) });
    }
    if (JSON.stringify(t) !== JSON.stringify(w)) diffs.push(`totals ${q.name}: engine ${JSON.stringify(t)}, oracle ${JSON.stringify(w)}`);
  }
  }
  if (diffs.length) { bad++; found.push({ k, policy, B: fromC(B), amount: amountExpr, quotas: quotas.map((q) => [q.name, fromC(q.limit), q.figure?.text ?? "amount", q.cond.text]), apps: apps.map((a) => [a.id, fromC(a.asked), fromC(a.f1), fromC(a.f2), a.p, a.region]), diffs }); }
}
for (const f of found.slice(0, 25)) console.log(JSON.stringify(f));
console.log(JSON.stringify(tally)); console.log(`${N} cases, ${bad} disagreements`);
