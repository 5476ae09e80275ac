// French words of the consent clause, a minimum, large amounts and plurals (§14.1), read as an appeal board.
import { compile, preamble } from "../review32/harness.mjs";
import path from "node:path"; import { pathToFileURL } from "node:url";
const ROOT = process.env.ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const rt = await import(pathToFileURL(path.join(ROOT, "packages/runtime/dist/index.js")).href);
const clause = process.argv[2] ?? "at boundary partial at least 50% with consent ok, else skip";
const text = `${preamble("consent", "fr")}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..1000  ok: boolean optional "accepte" }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
}
allocation per art1 {
  budget call.budget
  amount asked
  ${clause} per art1
  reserve all
}
`;
const apps = JSON.parse(process.argv[3] ?? '[["A","1000000.00",9,null],["B","1234567.89",8,null],["C","1000000.00",7,false],["D","0.01",6,null],["E","2000000.00",5,true]]');
const input = { call: { budget: process.argv[4] ?? "1234567.89" }, applications: apps.map(([id, asked, points, ok]) => ({ id, asked, points, ...(ok === null ? {} : { ok }) })) };
const r = rt.evaluate(compile(text), input, { explain: true });
for (const i of r.issues ?? []) console.log("ISSUE", i.severity, i.message);
for (const x of r.result.results) { console.log(`-- ${x.id} ${x.status} ${x.amount} ${x.contingentAmount ?? ""}`); for (const s of x.explanation ?? []) console.log("   ", typeof s === "string" ? s : (s.text ?? JSON.stringify(s))); }
