// The review of a funding stage's own threshold (mendstage30, thirtieth round; docs/language.md
// §14.10): where a stage's threshold (or an admission stage's) cannot be computed for an
// application — an absent optional field, a division by zero — the reason names the stage's
// threshold and what could not be computed, not the amount asked (S2).
import { describe, expect, it } from "vitest";
import { preamble, resultOf as row, runScheme as run } from "./support/scheme";

/** A criterion of points, the ranking by it, the allocation's head: both schemes below. */
const ranked = `criterion p "Points" per art1: points
ranking per art1 {
  by total highest first per art1
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
`;
const messages = (r: { reasons: { message?: string }[] }) => r.reasons.map((x) => x.message);

const scheme = (stage: string, lang?: string) => `${preamble("Stage threshold not computed", lang)}
call {
  budget: money(EUR)
}
application {
  id: text unique
  points: integer in 0..10
  q: integer in 0..10 optional
  d: integer in 0..10
  asked: money(EUR)
}
${ranked}${stage}
  stage rest "Funding" per art1 {
    budget left
  }
}
`;
const funding = `  stage first "Quality pool" per art1 {
    budget 5000.00 EUR
    threshold q / d >= 2 per art1
    unfunded go on
  }`;
const admission = `  stage first "Shortlist" per art1 {
    admit first 3
    threshold q / d >= 2 per art1
  }`;
const input = {
  call: { budget: "10000.00" },
  applications: [
    { id: "A", points: 9, q: 5, d: 1, asked: "4000.00" },
    { id: "C", points: 7, d: 1, asked: "4400.00" },
    { id: "D", points: 6, q: 4, d: 0, asked: "2000.00" },
  ],
};

describe("a stage's threshold that cannot be computed (S2)", () => {
  for (const [what, stage, title] of [["a funding stage", funding, "Quality pool"], ["an admission stage", admission, "Shortlist"]] as const) {
    it(`${what}: the reason names the stage's threshold and what could not be computed`, () => {
      const r = run(scheme(stage), input);
      expect(messages(row(r, "C"))).toEqual([`the threshold of stage '${title}' (q / d >= 2) cannot be computed: the optional field 'q' is absent`]);
      expect(messages(row(r, "D"))).toEqual([`the threshold of stage '${title}' (q / d >= 2) cannot be computed: division by zero (4 / 0)`]);
    });
  }
  it("in en, nl, pl, de, es", () => {
    const said = (lang: string) => row(run(scheme(funding, lang), input), "C").explanation.map((x) => x.text).filter((t) => t.includes("q / d"));
    expect(said("en")).toEqual(["Not ranked: the threshold of stage 'Quality pool' (q / d >= 2) cannot be computed: the optional field 'q' is absent."]);
    expect(said("nl")).toEqual(["Niet gerangschikt: de drempel van fase ‘Quality pool’ (q / d >= 2) kan niet worden berekend: het optionele veld ‘q’ ontbreekt."]);
    expect(said("pl")).toEqual(["Wniosek nie został umieszczony na liście: nie można obliczyć progu etapu „Quality pool” (q / d >= 2): brak wartości opcjonalnego pola „q”."]);
    expect(said("de")).toEqual(["Nicht in die Rangfolge aufgenommen: die Schwelle der Stufe „Quality pool“ (q / d >= 2) kann nicht berechnet werden: das optionale Feld „q“ fehlt."]);
    expect(said("es")).toEqual(["No incluida en el orden de prelación: no puede calcularse el umbral de la fase «Quality pool» (q / d >= 2): falta el valor del campo opcional «q»."]);
  });
});

// A stage's `when` that cannot be computed for an application (an absent optional field, a division
// by zero) is named as the stage's condition, as its threshold is above (words31; it gave the bare
// error, "the optional field 'q' is absent").
const when = `  stage first "Quality pool" per art1 when q / d >= 2 {
    budget 5000.00 EUR
    unfunded go on
  }`;
describe("a stage's condition that cannot be computed (words31)", () => {
  it("the reasons", () => {
    const r = run(scheme(when), input);
    expect(messages(row(r, "C"))).toEqual(["the condition of stage 'Quality pool' (q / d >= 2) cannot be computed: the optional field 'q' is absent"]);
    expect(messages(row(r, "D"))).toEqual(["the condition of stage 'Quality pool' (q / d >= 2) cannot be computed: division by zero (4 / 0)"]);
  });
  it("in en, nl, pl, de, es", () => {
    const said = (lang: string) => row(run(scheme(when, lang), input), "C").explanation.map((x) => x.text).filter((t) => t.includes("q / d"));
    expect(said("en")).toEqual(["Not ranked: the condition of stage 'Quality pool' (q / d >= 2) cannot be computed: the optional field 'q' is absent."]);
    expect(said("nl")).toEqual(["Niet gerangschikt: de voorwaarde van fase ‘Quality pool’ (q / d >= 2) kan niet worden berekend: het optionele veld ‘q’ ontbreekt."]);
    expect(said("pl")).toEqual(["Wniosek nie został umieszczony na liście: nie można obliczyć warunku etapu „Quality pool” (q / d >= 2): brak wartości opcjonalnego pola „q”."]);
    expect(said("de")).toEqual(["Nicht in die Rangfolge aufgenommen: die Bedingung der Stufe „Quality pool“ (q / d >= 2) kann nicht berechnet werden: das optionale Feld „q“ fehlt."]);
    expect(said("es")).toEqual(["No incluida en el orden de prelación: no puede calcularse la condición de la fase «Quality pool» (q / d >= 2): falta el valor del campo opcional «q»."]);
  });
});

// S1: a stage without a ranking of its own, whose threshold takes rows out: they come last,
// without a position, and the positions of the others run without holes (§14.10). B, passed over
// in stage 1 and then below stage 2's threshold, is decided below the threshold: no position.
const rest = (lang?: string) => `${preamble("Stage threshold positions", lang)}
call {
  budget: money(EUR)
  first: money(EUR)
}
application {
  id: text unique
  points: integer in 0..10
  q: integer in 0..10
  asked: money(EUR)
}
${ranked}  reserve 2 per art1
  stage first "Priority" per art1 when points >= 8 {
    budget call.first
    unfunded go on
  }
  stage rest "Rest" per art1 {
    budget left
    threshold q >= 2 per art1
  }
}
`;
const restInput = {
  call: { budget: "5000.00", first: "3000.00" },
  applications: [
    { id: "A", points: 9, q: 5, asked: "2500.00" },
    { id: "B", points: 8, q: 1, asked: "1000.00" },
    { id: "C", points: 7, q: 5, asked: "2000.00" },
    { id: "D", points: 6, q: 1, asked: "200.00" },
    { id: "E", points: 5, q: 5, asked: "1000.00" },
    { id: "F", points: 4, q: 5, asked: "1000.00" },
  ],
};

describe("rows below the threshold of a stage without its own ranking (S1)", () => {
  it("come last without a position; the others are numbered without holes, their neighbours as published", () => {
    const r = run(rest(), restInput);
    expect(r.results.map((x) => [x.id, x.position ?? null, x.status])).toEqual([
      ["A", 1, "funded"],
      ["C", 2, "funded"],
      ["E", 3, "reserve"],
      ["F", 4, "reserve"],
      ["B", null, "below_threshold"],
      ["D", null, "below_threshold"],
    ]);
    const ranking = (id: string) => row(r, id).explanation.filter((x) => x.step === "ranking").map((x) => x.text);
    expect(ranking("C")).toEqual(["Position 2 (total points: 7).", "After A: decided by total points (highest first): 9 against 7.", "Ahead of E: decided by total points (highest first): 7 against 5."]);
    expect(ranking("F")).toEqual(["Position 4 (total points: 4).", "After E: decided by total points (highest first): 5 against 4."]);
    expect(ranking("D")).toEqual([]);
  });
});
