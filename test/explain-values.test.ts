// The values behind an explanation (issue 19, docs/language.md §22.1): the value a criterion's
// bands read and the band it fell in, the member a match read, and the operands behind an
// ordering key's formula (a "distance to 50/50": the own share behind it). Read only when the run
// is explained: a run without explanations reads none of it. Every figure is worked by hand below.
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { explainedRun } from "./support/explanation.js";
import { preamble } from "./support/scheme.js";

const text = `${preamble("Values")}call {
  ceiling: money(EUR)
  average: money(EUR) "the national average income"
}
application {
  id: text unique
  income: money(EUR)
  own: percentage
  region: enum { north, south }
  asked: money(EUR)
}
let ratio = income / call.average
criterion c "Income" per art1: bands ratio {
  at most 75% => 2
  above 75% and at most 100% => 1
  above 100% => 0
}
criterion r "Region" per art1: match region {
  north => 1
  south => 0
}
let distance = abs(own - 50%)
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by distance lowest first per art1
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary stop per art1
}
`;

const scheme = compile(text);
const call = { ceiling: "1000.00", average: "3000.00" };
// ratios to the average of 3,000: A 3,000 → 100 % exactly (band "above 75% and at most 100%", 1
// point); B 2,700 → 90 % (1 point); C 1,000 → 33.333…% (band "at most 75%", 2 points).
// Region: A and B north, 1 point; C south, 0. Totals: A 1 + 1 = 2, B 1 + 1 = 2, C 2 + 0 = 2 — all
// three tie; by distance to 50 %: C |50 % − 50 %| = 0, A |48 % − 50 %| = 2 %, B |55 % − 50 %| = 5 %.
const apps = [
  { id: "A", income: "3000.00", own: "48%", region: "north", asked: "100.00" },
  { id: "B", income: "2700.00", own: "55%", region: "north", asked: "100.00" },
  { id: "C", income: "1000.00", own: "50%", region: "south", asked: "100.00" },
];

const explanation = (id: string, how: boolean | "trace" = true) => explainedRun(scheme, { call, applications: apps }, how).explanation(id);

describe("the values behind bands, matches and keys", () => {
  it("the order is C, A, B by the distance to 50 %", () => {
    const r = evaluate(scheme, { call, applications: apps }, { explain: false }).result;
    expect(r.results.map((x) => `${x.id}:${x.position}:${x.points?.["total"]}`)).toEqual(["C:1:2", "A:2:2", "B:3:2"]);
  });

  it("a ratio of exactly 100 % is shown in the band it fell in", () => {
    const steps = explanation("A").filter((s) => s.step === "points").map((s) => s.text);
    expect(steps[0]).toBe("Criterion 'Income': 1 point (bands over ratio: at most 75% → 2; above 75% and at most 100% → 1; above 100% → 0); ratio is 100% (computed from income: 3000.00 EUR; call.average: 3000.00 EUR), in the band 'above 75% and at most 100%'.");
    expect(steps[1]).toBe("Criterion 'Region': 1 point (north → 1; south → 0); region is north.");
  });

  it("a quotient of 34 digits is shown rounded, as about", () => {
    // 1,000 / 3,000 = 0.3333… → 33.33 %
    expect(explanation("C").find((s) => s.step === "points")!.text).toBe("Criterion 'Income': 2 points (bands over ratio: at most 75% → 2; above 75% and at most 100% → 1; above 100% → 0); ratio is about 33.33% (computed from income: 1000.00 EUR; call.average: 3000.00 EUR), in the band 'at most 75%'.");
  });

  it("the operands behind a key: the own shares behind the distance", () => {
    const ranking = explanation("A").filter((s) => s.step === "ranking").map((s) => s.text);
    // after C (distance 0 % against 2 %: own share 50 % against 48 %), ahead of B (2 % against 5 %: 48 % against 55 %); a
    // percentage key is shown as a percentage, as its operands are (wording11)
    expect(ranking).toEqual([
      "Position 2 (total points: 2).",
      "After C: decided by distance (lowest first): 0% against 2% (own: 50% against 48%).",
      "Ahead of B: decided by distance (lowest first): 2% against 5% (own: 48% against 55%).",
    ]);
  });

  it("the trace carries them as data", () => {
    const steps = explanation("A", "trace") as unknown as Record<string, unknown>[];
    expect(steps[0]).toMatchObject({ kind: "criterion", form: { kind: "bands", subject: "ratio" }, subject: { text: "ratio", value: { kind: "percent", value: "100" }, band: 1 } });
    expect(steps.find((s) => s["kind"] === "comparison" && s["side"] === "ahead")).toMatchObject({ operands: [{ name: "own", value: { kind: "percent", value: "48" } }], otherOperands: [{ name: "own", value: { kind: "percent", value: "55" } }] });
  });

  it("in Polish and Dutch, in their words and numbers", () => {
    for (const [language, band, key] of [
      ["pl", "Kryterium „Income”: 2 punkty (przedziały wartości ratio: co najwyżej 75% → 2; powyżej 75% i co najwyżej 100% → 1; powyżej 100% → 0); ratio wynosi około 33,33% (na podstawie: income: 1000,00 EUR; call.average: 3000,00 EUR), przedział „co najwyżej 75%”.", "Przed wnioskiem A: rozstrzyga distance (od najniższej): 0% wobec 2% (own: 50% wobec 48%)."],
      ["nl", "Criterium ‘Income’: 2 punten (schijven over ratio: ten hoogste 75% → 2; boven 75% en ten hoogste 100% → 1; boven 100% → 0); ratio is ongeveer 33,33% (berekend uit income: 1.000,00 EUR; call.average: 3.000,00 EUR), in de schijf ‘ten hoogste 75%’.", "Vóór A: beslist door distance (laagste eerst): 0% tegen 2% (own: 50% tegen 48%)."],
    ] as const) {
      const s = compile(text.replace(`version "1"`, `version "1"\n  language ${language}`));
      const steps = explainedRun(s, { call, applications: apps }).explanation("C");
      expect(steps.find((x) => x.step === "points")!.text).toBe(band);
      expect(steps.filter((x) => x.step === "ranking")[1]!.text).toBe(key);
    }
  });

  it("a run without explanations reads none of it", () => {
    const { run } = evaluateRun(scheme, { call, applications: apps });
    expect(run.as.details).toBeUndefined();
    // explained later from that record: the steps are there, without the values
    const steps = run.row(1, "trace").explanation as unknown as Record<string, unknown>[];
    expect(run.row(1).id).toBe("A");
    expect(steps[0]).not.toHaveProperty("subject");
    expect(steps[0]!["text"]).toBe("Criterion 'Income': 1 point (bands over ratio: at most 75% → 2; above 75% and at most 100% → 1; above 100% → 0).");
    expect(evaluateRun(scheme, { call, applications: apps }, { details: true }).run.as.details).toBeDefined();
  });
});
