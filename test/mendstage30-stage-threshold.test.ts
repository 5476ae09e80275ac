// The review of a funding stage's own threshold (mendstage30, thirtieth round; docs/language.md
// §14.10). Where a stage's threshold (or an admission stage's) cannot be computed for an
// application — an absent optional field, a division by zero — it is not met, as §8.5 has it for
// a regime's threshold (review31's M1; mendstage30 had refused the application as ineligible, so a
// stage that never considered it decided it): below a funding stage's threshold "cannot be
// assessed: …", not admitted by an admission stage; a stage's `when` that cannot be computed does
// not take the application.
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

describe("a stage's threshold that cannot be computed is not met (§8.5; review31's M1)", () => {
  it("a funding stage: below its threshold, the reason says what could not be computed", () => {
    const r = run(scheme(funding), input);
    expect([row(r, "C").status, row(r, "D").status]).toEqual(["below_threshold", "below_threshold"]);
    expect(messages(row(r, "C"))).toEqual(["in stage 'Quality pool': below the stage's threshold: cannot be assessed: the optional field 'q' is absent"]);
    expect(messages(row(r, "D"))).toEqual(["in stage 'Quality pool': below the stage's threshold: cannot be assessed: division by zero (4 / 0)"]);
  });
  it("an admission stage: not admitted", () => {
    const r = run(scheme(admission), input);
    expect([row(r, "A").status, row(r, "C").status, row(r, "D").status]).toEqual(["funded", "not_funded", "not_funded"]);
    expect(messages(row(r, "C"))).toEqual(["in stage 'Shortlist': not admitted to the next stage: below the admission threshold (q / d >= 2)"]);
  });
  it("in en, nl, pl, de, es", () => {
    const said = (lang: string) => row(run(scheme(funding, lang), input), "C").explanation.map((x) => x.text).filter((t) => t.includes("Quality pool")).at(-1);
    expect(said("en")).toBe("In stage 'Quality pool': below the stage's threshold: cannot be assessed: the optional field 'q' is absent.");
    expect(said("nl")).toBe("In fase ‘Quality pool’: onder de drempel van de fase: kan niet worden beoordeeld: het optionele veld ‘q’ ontbreekt.");
    expect(said("pl")).toBe("Na etapie „Quality pool”: poniżej progu etapu: nie można ocenić: brak wartości opcjonalnego pola „q”.");
    expect(said("de")).toBe("In der Stufe „Quality pool“: unter der Schwelle der Stufe: kann nicht geprüft werden: das optionale Feld „q“ fehlt.");
    expect(said("es")).toBe("En la fase «Quality pool»: por debajo del umbral de la fase: no puede evaluarse: falta el valor del campo opcional «q».");
  });

  // M1: stage 1 funds A (ranked first, no `r`); stage 2's threshold reads `r`. mendstage30 made A
  // ineligible, and B was funded in stage 1 in its place.
  const later = (when: string, threshold: string) => `${preamble("A later stage's threshold")}
call {
  budget: money(EUR)
}
application {
  id: text unique
  region: enum { a, b }
  q: integer in 0..10
  r: integer in 0..10 optional
  asked: money(EUR)
}
criterion quality "Quality" per art1: q
ranking per art1 {
  by total highest first per art1
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  stage first "First" per art1${when} {
    budget 100.00 EUR${threshold}
    unfunded go on
  }
  stage second "Second" per art1 {
    budget left
    threshold r >= 5 per art1
  }
}
`;
  const two = { call: { budget: "300.00" }, applications: [
    { id: "A", region: "a", q: 9, asked: "100.00" },
    { id: "B", region: "b", q: 8, r: 6, asked: "100.00" },
    { id: "C", region: "a", q: 5, asked: "100.00" },
  ] };
  const outcome = (r: ReturnType<typeof run>) => ["A", "B", "C"].map((id) => `${id} ${row(r, id).status} ${row(r, id).amount} ${row(r, id).stage ?? "-"}`);
  it("a later stage's threshold does not decide an application an earlier stage funds", () => {
    expect(outcome(run(later("", ""), two))).toEqual(["A funded 100.00 first", "B funded 100.00 second", "C below_threshold 0.00 second"]);
  });
  it("a stage whose `when` does not take the application does not decide it by its threshold", () => {
    // stage 1 takes region a only, its threshold reads `r`: B (region b, with r) is never its candidate
    const s = later(" when region = a", "\n    threshold r >= 5 per art1").replace("threshold r >= 5 per art1\n  }\n}", "}\n}");
    const r = run(s, { ...two, applications: two.applications.map((x) => (x.id === "B" ? { ...x, r: undefined } : x)) });
    expect(outcome(r)).toEqual(["A below_threshold 0.00 first", "B funded 100.00 second", "C below_threshold 0.00 first"]);
  });
  it("a stage's `when` that cannot be computed does not take the application", () => {
    const s = later(" when r >= 1", "").replace("threshold r >= 5 per art1\n  }\n}", "}\n}");
    expect(outcome(run(s, two))).toEqual(["A funded 100.00 second", "B funded 100.00 first", "C funded 100.00 second"]);
  });
});

// A stage's `when` that cannot be computed for an application (an absent optional field, a division
// by zero) does not take it, as a regime's `when` does not select it (§8.5; the integration of the
// thirty-first round, over words31's naming of the condition as a reason of ineligibility): C and D
// go to the stage after, which funds C (4400.00 of the 6000.00 left) and passes over D.
const when = `  stage first "Quality pool" per art1 when q / d >= 2 {
    budget 5000.00 EUR
    unfunded go on
  }`;
describe("a stage's condition that cannot be computed does not take the application", () => {
  it("the later stage decides them", () => {
    const r = run(scheme(when), input);
    expect(["A", "C", "D"].map((id) => `${id} ${row(r, id).status} ${row(r, id).amount} ${row(r, id).stage}`)).toEqual(["A funded 4000.00 first", "C funded 4400.00 rest", "D not_funded 0.00 rest"]);
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
