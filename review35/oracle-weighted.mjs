// Oracle for the weighted lottery (docs/language.md §13.2), written from the doc alone: a ranking by
// points `p` (highest first), every tie broken by `lottery seed call.seed weighted by w`. The doc's
// recipe: h = sha256("<seed>:<id>"), u = (int(first 13 hex digits of h) + 0.5) / 2^52, key = −ln(u) / w,
// smallest first; a weight of 0 is out of the draw, ranked after every application drawn, tied among
// themselves; a negative weight leaves the application unranked. Places: `amount 1`, `budget
// call.plots`, `at boundary stop`: a tie straddling the last place is indeterminate (§14.3).
// The weights are written as decimal strings, among them ones far from 1 (1e-17, 1e-12, 1e12), as
// the law's weights computed by a formula may be: the recipe holds for any positive double.
// Usage: ROOT=<tree> node review35/oracle-weighted.mjs N SEED
import { createHash } from "node:crypto";
import { run, preamble, rng } from "../review32/harness.mjs";

const N = Number(process.argv[2] ?? 200), SEED = Number(process.argv[3] ?? 1);
const R = rng(SEED);
const scheme = `${preamble("Weighted lottery")}call {
  plots: integer in 0..1000 "the plots"
  seed: text "the seed"
}
application {
  id: text unique
  p: integer "points"
  w: decimal "the weight"
}
ranking per art1 {
  by p highest first per art1
  tiebreak every tie per art1 {
    lottery seed call.seed weighted by w per art1
  }
}
allocation per art1 {
  budget call.plots per art1
  amount 1
  at boundary stop per art1
}
`;
const WEIGHTS = ["0", "1", "1", "2", "3", "1.5", "0.75", "0.5", "10", "0", "2.5", "-1", "0.00000000000000001", "0.000000000001", "1000000000000"];
const keyOf = (seed, id, w) => {
  const h = createHash("sha256").update(`${seed}:${id}`, "utf8").digest("hex");
  const u = (parseInt(h.slice(0, 13), 16) + 0.5) / 2 ** 52;
  return -Math.log(u) / w;
};
let bad = 0;
for (let k = 0; k < N; k++) {
  const n = R.int(1, 8);
  const seed = "s" + R.int(0, 1e6);
  const apps = [];
  for (let i = 0; i < n; i++) apps.push({ id: "A" + i, p: R.int(0, 2), w: R.pick(WEIGHTS) });
  const plots = R.int(0, n);
  // the law: unranked if negative; order by p desc, then drawn (w > 0) by key asc, then those of weight 0 tied
  const ranked = apps.filter((a) => Number(a.w) >= 0);
  const sortKey = (a) => [-a.p, Number(a.w) > 0 ? 0 : 1, Number(a.w) > 0 ? keyOf(seed, a.id, Number(a.w)) : 0];
  const cmp = (a, b) => { const x = sortKey(a), y = sortKey(b); for (let j = 0; j < 3; j++) if (x[j] !== y[j]) return x[j] < y[j] ? -1 : 1; return 0; };
  const want = {};
  for (const a of apps) {
    if (Number(a.w) < 0) { want[a.id] = "unranked"; continue; }
    const ahead = ranked.filter((b) => cmp(b, a) < 0).length;
    const tied = ranked.filter((b) => cmp(b, a) === 0).length;
    const pos = ahead + 1;
    const status = pos + tied - 1 <= plots ? "funded" : pos <= plots ? "indeterminate" : "not_funded";
    want[a.id] = `${pos} ${status}`;
  }
  let r;
  try {
    r = run(scheme, { call: { plots, seed }, applications: apps });
  } catch (e) {
    bad++; console.log(JSON.stringify({ case: k, THROW: String(e), apps }));
    continue;
  }
  const diffs = [];
  for (const a of apps) {
    const g = r.results.find((x) => x.id === a.id);
    const got = g.position == null ? "unranked" : `${g.position} ${g.status}`;
    if (got !== want[a.id]) diffs.push(`${a.id} (p ${a.p}, w ${a.w}): engine ${got}, oracle ${want[a.id]}`);
  }
  if (diffs.length) { bad++; if (bad <= 25) console.log(JSON.stringify({ case: k, seed, plots, apps, diffs })); }
}
console.log(`${N} cases, ${bad} disagreements`);
