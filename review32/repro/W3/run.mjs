// W3: run on main: the stage line "budget 1500.00 EUR (1500.00 EUR)" in five languages, and nl "het restant van het subsidieplafond" in a stage.
import { run, preamble } from "../../harness.mjs";
for (const lang of ["en", "nl", "pl", "de", "es"]) for (const [pol, budget, stages] of [["partial at least 50%, else stop", "1600.00", false], ["partial at least 500.00 EUR, else skip", "1600.00", true]]) {
  const text = `${preamble("w32", lang)}call { budget: money(EUR) }
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
  at boundary ${pol} per art1${stages ? `
  stage one "One" per art1 {
    budget 1500.00 EUR
    unfunded go on per art1
  }
  stage two "Two" per art1 {
    budget left
  }` : ""}
}
`;
  const r = run(text, { call: { budget }, applications: [{ id: "A", asked: "1000.00", points: 9 }, { id: "B", asked: "1000.00", points: 8 }, { id: "C", asked: "50.00", points: 7 }] }, true);
  const b = r.results.find((x) => x.id === "B");
  console.log(lang, stages ? "stages" : "", b.status, b.amount, "|", b.explanation.filter((s) => s.step === "allocation").map((s) => s.text).join(" "), "|", JSON.stringify(b.reasons.map((m) => m.message)));
}
