// F1: first come, budget used up exactly by B; C (0.00 asked) received after it is funded 0.00,
// where §14.13 makes B the ceiling ("the first application after which nothing is left") and
// everything received later not assessed (or on the reserve list).
import { run, preamble } from "../../harness.mjs";
for (const reserve of ["", "\n  reserve all per art1"]) {
  const text = `${preamble("F1")}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  received: date }
ranking per art1 {
  by received earliest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary stop per art1
  first come first served per art1${reserve}
}
`;
  const r = run(text, { call: { budget: "300.00" }, applications: [
    { id: "A", asked: "100.00", received: "2027-03-01" }, { id: "B", asked: "200.00", received: "2027-03-02" },
    { id: "C", asked: "0.00", received: "2027-03-03" }, { id: "D", asked: "50.00", received: "2027-03-04" }] }, true);
  console.log(reserve ? "reserve all:" : "no list:");
  for (const x of r.results) console.log(" ", x.id, x.status, x.amount, x.reservePlace ?? "", JSON.stringify(x.reasons.map((m) => m.message)));
}
