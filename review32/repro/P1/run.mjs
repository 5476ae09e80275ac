// P1: a request of 0.00 under `minimum … then reshare`, once the others below the minimum are left
// out and the rest fit: funded 0.00 (engine) — §14.4 says a request below the minimum is left out in
// one round more, and a share of nothing is not a grant.
import { run, preamble } from "../../harness.mjs";
const scheme = (clause) => `${preamble("P1")}call { budget: money(EUR) }
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
  at boundary skip
  ${clause}
}
`;
const input = { call: { budget: "374.13" }, applications: [
  { id: "Z", asked: "0.00", points: 10 }, { id: "B", asked: "264.14", points: 3 }, { id: "C", asked: "10.00", points: 2 }, { id: "D", asked: "100.00", points: 0 }] };
for (const clause of ["pro rata by total rounded down to 0.01 remainder unallocated minimum 50.00 EUR then reshare per art1",
  "pro rata rounded down to 0.01 remainder unallocated minimum 50.00 EUR then reshare per art1"]) {
  const r = run(scheme(clause), input, true);
  console.log(clause);
  for (const x of r.results) console.log(" ", x.id, x.status, x.amount, JSON.stringify(x.reasons.map((m) => m.message)), (x.explanation ?? []).filter((s) => s.step === "allocation").map((s) => s.text).join(" "));
}
