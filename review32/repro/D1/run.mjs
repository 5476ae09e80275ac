// D1: `admit closest to call.target at least call.floor` with a target of 0.00 and a floor of 100.00
// read from the call. §14.10 says both "A target not above zero admits nobody" and "[a floor above the
// target] read from the call admits up to the first sum not under the floor". The engine takes the second.
import { run, preamble } from "../../harness.mjs";
const text = `${preamble("D1")}call { budget: money(EUR)  target: money(EUR)  floor: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..100 }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  stage outline "Outline" per art1 {
    admit closest to call.target at least call.floor
  }
  stage award "Award" per art1 {
    budget left
  }
}
`;
const r = run(text, { call: { budget: "10000.00", target: "0.00", floor: "100.00" }, applications: [
  { id: "A", asked: "500.00", points: 5 }, { id: "B", asked: "300.00", points: 1 }] }, true);
for (const x of r.results) console.log(x.id, x.status, x.amount, x.stage, JSON.stringify(x.reasons.map((m) => m.message)));
