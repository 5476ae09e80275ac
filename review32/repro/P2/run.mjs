// P2: places by a weight with a minimum: budget 6 places; A asks 8 (47 points), Z asks 0 (1 point),
// C asks 3 (1 point), D asks 2 (0 points); `pro rata by total rounded down to 1 remainder unallocated
// minimum 4 then reshare`. By §14.4: round 1 caps Z at 0; A 5.875 → 5, C 0.125 → 0; C and Z are below
// the minimum with requests below it: left out together; then A alone takes 6 (< 8): A 6.
import { run, preamble } from "../../harness.mjs";
const scheme = (places, clause) => `${preamble("P2")}call { budget: ${places ? "integer in 0..1000" : "money(EUR)"} }
application { id: text unique  asked: ${places ? "integer in 0..1000" : "money(EUR)"}  points: integer in 0..100 }
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
  ${clause}
}
`;
const apps = (f) => [["A", 8, 47], ["Z", 0, 1], ["C", 3, 1], ["D", 2, 0]].map(([id, a, p]) => ({ id, asked: f(a), points: p }));
for (const [places, clause, budget, f] of [
  [true, "pro rata by total rounded down to 1 remainder unallocated minimum 4 then reshare per art1", 6, (a) => a],
  [false, "pro rata by total rounded down to 1 remainder unallocated minimum 4.00 EUR then reshare per art1", "6.00", (a) => a.toFixed(2)],
  [false, "pro rata by total rounded down to 1 remainder unallocated minimum 4.00 EUR then reshare per art1", "6.00", (a) => (a === 0 ? "0.01" : a.toFixed(2))]]) {
  const r = run(scheme(places, clause), { call: { budget }, applications: apps(f) }, true);
  console.log(places ? "places" : "money", "budget", budget);
  for (const x of r.results) console.log(" ", x.id, x.status, x.amount, "|", x.explanation.filter((s) => s.step === "allocation").map((s) => s.text).join(" "));
}
