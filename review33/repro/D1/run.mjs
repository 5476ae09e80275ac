import { compile, preamble } from "../../../review32/harness.mjs";
import { pathToFileURL } from "node:url";
const rt = await import(new URL("../../../packages/runtime/dist/index.js", import.meta.url).href);
const text = `${preamble("consent", process.argv[2] ?? "en")}call { budget: money(EUR)  first: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..1000  ok: boolean optional "accepts" }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary partial at least 50% with consent ok, else stop per art1
  stage first "Priority" per art1 when points >= 5 {
    budget call.first
    unfunded stay out
  }
  stage rest "Rest" per art1 {
    budget left
  }
}
`;
const apps = JSON.parse(process.argv[3]);
const r = rt.evaluate(compile(text), { call: { budget: process.argv[4], first: process.argv[5] }, applications: apps.map(([id, asked, points, ok]) => ({ id, asked, points, ...(ok === null ? {} : { ok }) })) }, { explain: true });
for (const i of r.issues ?? []) console.log("ISSUE", i.message);
for (const x of r.result.results) { console.log(`-- ${x.id} ${x.status} ${x.amount} ${x.contingentAmount ?? ""} ${x.stage ?? ""}`); for (const s of x.explanation ?? []) { const t = typeof s === "string" ? s : (s.text ?? ""); if (!/Criterion|Total|Rank|Before|After|Critère|Note|Rang|Avant|Après/.test(t)) console.log("   ", t); } }
console.log(JSON.stringify(r.result.totals.main?.stages ?? r.result.totals));
