// law32's warning of a draw that leaves out an application (docs: the draw's slip "only where the row left
// out is still tied, when the ranking reaches the lottery, with one the draw names"): with `every tie`,
// warned iff some application not drawn has the same (rating, second) as one drawn. ROOT selects the tree.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { compile, preamble, rng } from "./harness.mjs";
const ROOT = process.env.ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const rt = await import(pathToFileURL(path.join(ROOT, "packages/runtime/dist/index.js")).href);
const text = `${preamble("Draw")}call {
  budget: money(EUR)
  lot: list of text
}
application {
  id: text unique
  asked: money(EUR)
  rating: integer in 0..10
  second: integer in 0..10
}
criterion score "Rating" per art1: weight 1 × rating
maximum points 10 per art1
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by second highest first per art1
    lottery draw call.lot per art1
  }
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary stop per art1
}
`;
const R = rng(Number(process.argv[3] ?? 1)); const N = Number(process.argv[2] ?? 300);
let bad = 0; const found = [];
for (let k = 0; k < N; k++) {
  const n = R.int(2, 6);
  const apps = [...Array(n).keys()].map((i) => ({ id: "X" + i, asked: "100.00", rating: R.int(3, 4), second: R.int(1, 2) }));
  const lot = apps.filter(() => R() < 0.7).map((a) => a.id).sort(() => R() - 0.5);
  const left = apps.filter((a) => !lot.includes(a.id));
  const want = left.filter((x) => apps.some((y) => lot.includes(y.id) && y.rating === x.rating && y.second === x.second)).map((x) => x.id).sort();
  const issues = rt.evaluate(compile(text), { call: { budget: "250.00", lot }, applications: apps }).issues.filter((i) => /leaves out/.test(i.message));
  const got = apps.map((a) => a.id).filter((id) => issues.some((i) => new RegExp(`leaves out[^:]*\\b${id}\\b`).test(i.message))).sort();
  if (JSON.stringify(got) !== JSON.stringify(want)) { bad++; found.push({ apps: apps.map((a) => [a.id, a.rating, a.second]), lot, want, got, msgs: issues.map((i) => i.message) }); }
}
for (const f of found.slice(0, 8)) console.log(JSON.stringify(f));
console.log(`${N} cases, ${bad} disagreements`);
