// F5: French: a threshold not met tells its values "(C1: 1 point)" without the space French puts
// before a colon; met, it tells "(c1 >= 3 ; C1 : 7 points)".
import { dsl, rt, preamble } from "../common.mjs";
const t = preamble("T", "fr") + `
call {
  budget: money(EUR)
}
application {
  id: text unique
  ask: money(EUR)
  x: integer in 0..10
}
criterion c1 "C1" per art1: x
threshold t1 "T1" per art1: c1 >= 3
ranking per art1 {
  by total highest first per art1
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
const r = rt.evaluate(dsl.load(dsl.analyze(t)), { call: { budget: "10.00" }, applications: [{ id: "A", ask: "1.00", x: 1 }, { id: "B", ask: "1.00", x: 7 }] }, { explain: true }).result;
for (const x of r.results) console.log(x.id, x.explanation.map((s) => s.text).filter((s) => /seuil/.test(s)).join(" / "));
