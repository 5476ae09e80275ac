// W1: first come with a reserve list, the budget used up exactly by B: under stop D reads "does not fit … allocation stops here" and E "the allocation stopped at D", where without the list both read "the ceiling was reached by B" (§14.13: B is the ceiling).
import { run, preamble } from "../../harness.mjs";
for (const pol of ["stop", "skip", "partial"]) for (const reserve of ["", "\n  reserve all per art1"]) {
  const text = `${preamble("F1")}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  received: date }
ranking per art1 {
  by received earliest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${pol} per art1
  first come first served per art1${reserve}
}
`;
  const r = run(text, { call: { budget: "300.00" }, applications: [
    { id: "A", asked: "100.00", received: "2027-03-01" }, { id: "B", asked: "200.00", received: "2027-03-02" },
    { id: "D", asked: "50.00", received: "2027-03-04" }, { id: "E", asked: "60.00", received: "2027-03-05" }] }, true);
  console.log(pol, reserve ? "reserve all:" : "no list:");
  for (const x of r.results) console.log(" ", x.id, x.status, x.amount, x.reservePlace ?? "", JSON.stringify(x.reasons.map((m) => m.message)));
}
