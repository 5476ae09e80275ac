// O1c (review31's O1, second half, still open): an open tie A, B, C (all region n, 0 points each)
// at stage 'First' (budget 100.00, partial), 'Second' with what is left (1900.00). In every order the
// first of the tie is granted 100.00 in part and the other two are funded in full in 'Second'.
// §14.3: contingentAmount is "the largest amount it receives in any order": 200/600/400, not 100.
import { run, preamble } from "../../harness.mjs";
const text = `${preamble("O1c")}call { budget: money(EUR)  b1: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..100  region: enum { n, s } }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
}
allocation per art1 {
  budget call.budget
  amount asked
  stage first "First" per art1 when region = n {
    budget call.b1
    at boundary partial per art1
    unfunded go on per art1
  }
  stage second "Second" per art1 {
    budget left
    at boundary skip per art1
  }
}
`;
const r = run(text, { call: { budget: "2000.00", b1: "100.00" }, applications: [
  { id: "A", asked: "200.00", points: 2, region: "n" }, { id: "B", asked: "600.00", points: 2, region: "n" }, { id: "C", asked: "400.00", points: 2, region: "n" }] }, true);
for (const x of r.results) console.log(x.id, x.status, x.amount, "contingent", x.contingentAmount, JSON.stringify(x.reasons.map((m) => m.message)), "|", x.explanation.filter((s) => s.step === "allocation").map((s) => s.text).join(" "));
