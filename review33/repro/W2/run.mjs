import { compile, preamble } from "../../../review32/harness.mjs";
const rt = await import(new URL("../../../packages/runtime/dist/index.js", import.meta.url).href);
const text = `${preamble("p", process.argv[2])}call { places: integer in 0..100 }
application { id: text unique  n: integer in 0..10  points: integer in 0..100 }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
}
allocation per art1 {
  budget call.places
  amount n
  at boundary partial at least 2, else skip per art1
  reserve 1
}
`;
const apps = [["A",1,9],["B",3,8],["C",2,7],["D",1,6],["E",0,5]];
const r = rt.evaluate(compile(text), { call: { places: 3 }, applications: apps.map(([id, n, points]) => ({ id, n, points })) }, { explain: true });
for (const x of r.result.results) { console.log(`-- ${x.id} ${x.status} ${x.amount}`); for (const s of x.explanation ?? []) { const t = typeof s === "string" ? s : (s.text ?? ""); if (!/Critère|Note|Rang|Avant|Après/.test(t)) console.log("   ", t); } }
