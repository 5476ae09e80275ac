import { compile, preamble } from "../../../review32/harness.mjs";
const rt = await import(new URL("../../../packages/runtime/dist/index.js", import.meta.url).href);
const text = `${preamble("g", "fr")}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..100  region: text  who: text }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  group by region "région" per art1 {
    at most 1 grants per art1
  }
  group by who "porteur" per art1 {
    at most 1500000.50 EUR per art1
  }
}
`;
const apps = [["A","1000000.00",9,"N","x"],["B","600000.25",8,"S","x"],["C","10.00",7,"N","y"],["D","20.00",6,"S","z"]];
const r = rt.evaluate(compile(text), { call: { budget: "9999999.99" }, applications: apps.map(([id, asked, points, region, who]) => ({ id, asked, points, region, who })) }, { explain: true });
for (const x of r.result.results) { console.log(`-- ${x.id} ${x.status} ${x.amount} ${JSON.stringify(x.groups ?? "")}`); for (const s of x.explanation ?? []) { const t = typeof s === "string" ? s : (s.text ?? ""); if (!/Critère|Note|Rang|Avant|Après/.test(t)) console.log("   ", t); } }
console.log(JSON.stringify(r.result.totals.main?.byGroup));
