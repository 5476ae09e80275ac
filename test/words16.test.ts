// What an applicant reads: the findings the fifteenth round left (issue 15, sixteenth round,
// words16). Percentage scores told as the law writes them; places said of places by a member of a
// group walked across stages; the reasons of a share below the minimum grant. Every expected text
// below was worked by hand (in the comment before it) before the first run.
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun, traceAnswer, type SelectionResult } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const compiled = (text: string) => {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return load(a);
};
const head = (language: string) => `scheme s "S" { version "1" language ${language} }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
source art2 = a article 2 "the minimum grant"
`;
const byId = (r: SelectionResult, id: string) => r.results.find((x) => x.id === id)!;
const texts = (r: SelectionResult, id: string) => byId(r, id).explanation.map((s) => s.text);

describe("percentage scores told as the law writes them (adversary15 left 4)", () => {
  const scheme = (language: string) =>
    compiled(`${head(language)}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  marks: list of percentage }
let middle "the middle mark" = median(marks)
let average = mean(marks)
criterion c1 "Middle" per art1: bands middle { at least 25% => 1  below 25% => 0 }
criterion c2 "Average" per art1: bands average { at least 25% => 1  below 25% => 0 }
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount asked  at boundary stop }
`);
  const input = {
    call: { budget: "1000.00" },
    applications: [
      { id: "A", asked: "10.00", marks: ["50%", "10%"] },
      { id: "B", asked: "10.00", marks: ["12.5%", "50%", "10%"] },
    ],
  };
  const told = (language: string, id: string) => texts(evaluate(scheme(language), input).result, id).filter((t) => t.includes("(marks)"));

  it("in English: the scores, the middle ones and the mean in percent", () => {
    // A: 50% and 10%; in order 10%, 50%; the middle two (10% + 50%) / 2 = 30%. The mean: (50% + 10%) / 2 = 30%.
    expect(told("en", "A")).toEqual(["The middle mark, median(marks): the scores 50% and 10%; in order 10%, 50%, the middle two are 10% and 50%: (10% + 50%) / 2 = 30%.", "Average, mean(marks): 2 values, (50% + 10%) / 2 = 30%."]);
    // B: in order 10%, 12.5%, 50%: the middle one 12.5%. The mean: 72.5% / 3 = 24.1666…% ≈ 24.17%.
    expect(told("en", "B")).toEqual(["The middle mark, median(marks): the scores 12.5%, 50% and 10%; in order 10%, 12.5%, 50%, the middle one is 12.5%.", "Average, mean(marks): 3 values, (12.5% + 50% + 10%) / 3 = about 24.17%."]);
  });
  it("in Dutch, Polish and German: each language's decimal sign and percent sign", () => {
    expect(told("pl", "B")[0]).toBe("The middle mark, median(marks): oceny 12,5%, 50% i 10%; w kolejności 10%, 12,5%, 50% środkowa to 12,5%.");
    expect(told("nl", "B")[1]).toBe("Average, mean(marks): 3 waarden, (12,5% + 50% + 10%) / 3 = ongeveer 24,17%.");
    expect(told("de", "A")[0]).toBe("The middle mark, median(marks): die Bewertungen 50 % und 10 %; der Reihe nach 10 %, 50 % sind die beiden mittleren 10 % und 50 %: (10 % + 50 %) / 2 = 30 %.");
  });
  it("in the trace: the scores and the sum in percent, the value a percent value", () => {
    const { run } = evaluateRun(scheme("en"), input as never, { details: true });
    const jury = traceAnswer(run, "A")!.trace.filter((s) => s.kind === "jury");
    // the median: the middle two at positions 1 (10%) and 0 (50%), their sum 60 (percent), / 2 = 30%
    expect(jury[0]).toMatchObject({ fn: "median", scores: ["50", "10"], percent: true, sum: "60", divisor: 2, value: { kind: "percent", value: "30" } });
    expect(jury[1]).toMatchObject({ fn: "mean", scores: ["50", "10"], percent: true, sum: "60", divisor: 2, value: { kind: "percent", value: "30" } });
  });
});

describe("places said of places by a member of a group walked across stages (adversary15 left 2)", () => {
  const scheme = (language: string) =>
    compiled(`${head(language)}call { budget: integer  first: integer }
application { id: text unique  parent: text  priority: boolean  points: integer in 0..10 }
criterion p "Points" per art1: points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.budget
  amount 1
  at boundary stop
  group by parent "Applicant" per art1 { at most 1 grants per art1 }
  stage one "First" per art1 when priority { budget min(call.first, left)  unfunded go on }
  stage two "Others" per art1 { budget left }
}
`);
  // By hand: 3 places, one place each. Ranked A (9, Y0), B (8, Y1), C (7, Y0), D (5, Y2).
  // Stage 'First' (A, B: priority; 1 place): A takes it (Y0 now holds 1 grant of its 1); B does
  // not fit, the stage stops there. Stage 'Others' (B, C, D; 3 − 1 = 2 places): B takes one (Y1:
  // 1 of 1), C is refused (Y0 already has its grant from stage 'First'), D takes the last (the
  // walk by units says it fits; it does not say it took the last place).
  const input = {
    call: { budget: 3, first: 1 },
    applications: [
      { id: "A", parent: "Y0", priority: true, points: 9 },
      { id: "B", parent: "Y1", priority: true, points: 8 },
      { id: "C", parent: "Y0", priority: false, points: 7 },
      { id: "D", parent: "Y2", priority: false, points: 5 },
    ],
  };
  const allocation = (language: string, id: string) => {
    const r = evaluate(scheme(language), input).result;
    expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["A:funded", "B:funded", "C:not_funded", "D:funded"]);
    return texts(r, id).at(-1)!;
  };
  // (a group's grants are places here: "1 place of the 1", drafter19; "1 grant of the 1" before)
  it("in English", () => {
    expect(allocation("en", "C")).toBe("Not granted (1 place asked): in stage 'Others': Applicant 'Y0' already holds 1 place (1 in stage 'First'), the most per Applicant over all stages (1) (remaining before: 1 place).");
    expect(allocation("en", "A")).toBe("Granted 1 place: in stage 'First': fits in the places left, as a member of Applicant 'Y0', which over all stages now holds 1 place of the 1 it may have (remaining before: 1 place).");
    expect(allocation("en", "D")).toBe("Granted 1 place: in stage 'Others': fits in the places left, as a member of Applicant 'Y2', which over all stages now holds 1 place of the 1 it may have (remaining before: 1 place).");
  });
  it("in Dutch, Polish and German", () => {
    expect(allocation("nl", "A")).toContain("past binnen de resterende plaatsen, als lid van de groep ‘Applicant: Y0’");
    expect(allocation("nl", "C")).toContain("groep ‘Applicant: Y0’: het aantal toegewezen plaatsen (1: 1 in fase ‘First’) heeft het maximum per Applicant over alle fasen (1) bereikt");
    expect(allocation("pl", "A")).toContain("mieści się w pozostałych miejscach, jako członek grupy „Applicant: Y0”");
    expect(allocation("de", "A")).toContain("passt in die verbleibenden Plätze, als Mitglied der Gruppe „Applicant: Y0“");
    for (const [language, money] of [["nl", "subsidieplafond"], ["pl", "środk"], ["de", "Fördermittel"]] as const) expect(allocation(language, "D")).not.toContain(money);
  });
});

describe("a share below the minimum grant gives its reason (prorata15 left)", () => {
  const scheme = (then: string, language = "en") =>
    compiled(`${head(language)}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR) }
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount asked  pro rata rounded down to 0.01 remainder unallocated minimum 300.00 EUR then ${then} per art2 }
`);
  const input = { call: { budget: "1000.00" }, applications: ["200.00", "500.00", "550.00", "750.00"].map((asked, i) => ({ id: String.fromCharCode(65 + i), asked })) };
  it("names the minimum grant and cites the clause's source, as a refusal does", () => {
    // (the engine records a share's amounts bare, as decimal.js writes them: "200 × 1000 / 2000")
    // Budget 1000.00, asks 200, 500, 550, 750 (2000): round 1, A 100.00 and B 250.00 below 300.00;
    // A is left out first, B in round 2 (500 × 1000 / 1800 = 277.77…), C and D funded in round 3.
    const r = evaluate(scheme("reshare"), input).result;
    expect(r.results.map((x) => `${x.id}:${x.status}:${x.amount}`)).toEqual(["A:not_funded:0.00", "B:not_funded:0.00", "C:pro_rata:423.07", "D:pro_rata:576.92"]);
    expect(byId(r, "A").reasons).toEqual([{ rule: "allocation", source: "art2", message: "pro rata: 200 × 1000 / 2000, rounded down to 0.01, which is below the minimum grant of 300.00" }]);
    expect(byId(r, "B").reasons).toEqual([{ rule: "allocation", source: "art2", message: "pro rata: 500 × 1000 / 1800, rounded down to 0.01, shared again without the shares below the minimum grant of 300.00, which is below the minimum grant of 300.00" }]);
    expect(byId(r, "C").reasons).toEqual([]);
    expect(Object.keys(r.sources)).toContain("art2");
  });
  it("and so with the funds left unspent, in Dutch too", () => {
    // then unallocated: one round; A 100.00, B 250.00 below 300.00; C 275.00 below too; D 375.00
    const r = evaluate(scheme("unallocated"), input).result;
    expect(r.results.filter((x) => x.reasons.length > 0).map((x) => x.id)).toEqual(["A", "B", "C"]);
    expect(byId(r, "C").reasons[0]!.message).toBe("pro rata: 550 × 1000 / 2000, rounded down to 0.01, which is below the minimum grant of 300.00");
    expect(byId(evaluate(scheme("unallocated", "nl"), input).result, "C").reasons[0]!.message).toContain("onder het minimumbedrag van 300,00");
  });
});

describe("a criterion's input values (words15's finding 3)", () => {
  const scheme = (language: string) =>
    compiled(`${head(language)}call { budget: money(EUR)  average: money(EUR) }
application { id: text unique  asked: money(EUR)  income: money(EUR)  scores: record { impact: integer in 1..5 } }
let ratio = income / call.average
criterion c1 "Income" per art1: bands ratio { at most 75% => 2  above 75% => 0 }
criterion c2 "Impact" per art1: weight 2 × scores.impact
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount asked  at boundary stop }
`);
  // A: 600.00 / 1000.00 = 0.6 = 60%, at most 75%: 2 points; impact 4: 2 × 4 = 8 points.
  // B: 900.00 / 1000.00 = 90%, above 75%: 0 points; impact 1: 2 points.
  const input = {
    call: { budget: "1000.00", average: "1000.00" },
    applications: [
      { id: "A", asked: "10.00", income: "600.00", scores: { impact: 4 } },
      { id: "B", asked: "10.00", income: "900.00", scores: { impact: 1 } },
    ],
  };
  const criteria = (language: string, id: string) => texts(evaluate(scheme(language), input).result, id).filter((t) => /Income|Impact/.test(t));
  it("says the inputs of a formula after its value, and a weighted field's value, in English", () => {
    const [c1, c2] = criteria("en", "A");
    expect(c1).toBe("Criterion 'Income': 2 points (bands over ratio: at most 75% → 2; above 75% → 0); ratio is 60% (computed from income: 600.00 EUR; call.average: 1000.00 EUR), in the band 'at most 75%'.");
    expect(c2).toMatch(/^Criterion 'Impact': 8 points \(weight 2 × scores\.impact.*\); scores\.impact is 4\.$/);
    expect(criteria("en", "B")[0]).toContain("ratio is 90% (computed from income: 900.00 EUR; call.average: 1000.00 EUR), in the band 'above 75%'");
  });
  it("in Dutch, Polish and German", () => {
    expect(criteria("nl", "A")[0]).toContain("ratio is 60% (berekend uit income: 600,00 EUR; call.average: ");
    expect(criteria("pl", "A")[0]).toContain("ratio wynosi 60% (na podstawie: income: 600,00 EUR; call.average: ");
    expect(criteria("de", "A")[0]).toContain("ratio ist 60 % (berechnet aus income: 600,00 EUR; call.average: ");
    expect(criteria("de", "A")[1]).toContain("; scores.impact ist 4");
  });
  it("in the trace: the subject's operands", () => {
    const { run } = evaluateRun(scheme("en"), input as never, { details: true });
    const c1 = traceAnswer(run, "A")!.trace.find((s) => s.kind === "criterion" && (s as { criterion?: string }).criterion === "c1");
    expect(c1).toMatchObject({ subject: { text: "ratio", value: { kind: "percent", value: "60" }, band: 0, operands: [{ name: "income", value: { kind: "money", value: "600.00", unit: "EUR" } }, { name: "call.average", value: { kind: "money", value: "1000.00", unit: "EUR" } }] } });
  });
});
