// P3: by a weight, a share rounded up past its request AND past the budget: budget 39.98, A asks 29.99
// (3 points), B 10.00 (1 point), `rounded half_up to 1 remainder largest_remainder`. Exact shares 29.985
// and 9.995 → 30 and 10 (40 > 39.98). A's 30 passes its request: held at it, less what exceeds a multiple
// of the step (review31 M4, mended in round 31): 29.00; then 39.00 fits: B keeps 10.00.
import { run, preamble } from "../../harness.mjs";
for (const by of ["", "by total "]) {
  const text = `${preamble("P3")}call { budget: money(EUR) }
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
  pro rata ${by}rounded half_up to 1 remainder largest_remainder per art1
}
`;
  const r = run(text, { call: { budget: "39.98" }, applications: [{ id: "A", asked: "29.99", points: 3 }, { id: "B", asked: "10.00", points: 1 }] }, true);
  console.log(by || "plain", "awarded", r.totals.main.awarded, "remaining", r.totals.main.remaining);
  for (const x of r.results) console.log(" ", x.id, x.status, x.amount, "|", x.explanation.filter((s) => s.step === "allocation").map((s) => s.text).join(" "));
}
