// P2, plain pro rata for comparison: budget 6.00, A asks 100.00, C 0.50, step 1, minimum 4.00 then reshare.
// C's share 0.0298… rounds to 0 (below the minimum): left out, A alone takes 6.00.
import { run, preamble } from "../../harness.mjs";
for (const by of ["", "by total "]) {
const text = `${preamble("P2 plain")}call { budget: money(EUR) }
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
  pro rata ${by}rounded down to 1 remainder unallocated minimum 4.00 EUR then reshare per art1
}
`;
const r = run(text, { call: { budget: "6.00" }, applications: [{ id: "A", asked: "100.00", points: 50 }, { id: "C", asked: "0.50", points: 1 }] }, true);
console.log(by || "plain");
for (const x of r.results) console.log(" ", x.id, x.status, x.amount, "|", x.explanation.filter((s) => s.step === "allocation").map((s) => s.text).join(" "));
}
