// T1 (h-tieorder32 45e89204, run with ROOT=/work/wt/tieorder32): the contingent amount is now the most any order
// gives (600.00 for B: O1c mended), but the words still say "it would receive 600.00 EUR if the tie were
// decided in its favour" and "Decided in stage 1 of 2, 'First'": decided in B's favour (B first) the tie gives
// B 100.00 in part in 'First'; B gets 600.00 only where the tie goes against it, in 'Second'.
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
