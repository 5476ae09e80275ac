// An entitlement's explanation states how its amount was computed (engine/amountStep.ts): each let
// the amount reads, before those that read it, and the amount itself — the formula as written, the
// arm an `if … else if …` took, the value before a rounding, the values read (fields with their
// descriptions) and the result, each citing the let's own source (the amount's `per` for the
// amount itself). Worked by hand: income 1000.01 / 2 = 500.005 → 500.01 half up; 500.01 is above
// 50% of 800 (400) and at most 75% (600): 145%; 145% × 124.00 = 179.80 → 179 rounded down; 12
// months asked, at most 10: 179 × 10 = 1790.00.
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun, explainText, type CompiledScheme } from "@allot/runtime";
import { noticeHtml } from "../packages/dsl/src/report/notice.js";
import { htmlReport } from "../packages/dsl/src/report/html.js";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const scheme = (language: string, amount: string): CompiledScheme =>
  load(
    analyze(`
scheme s "S" { version "1" language ${language} }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
source art2 = a article 2 "text"
source art3 = a article 3 "text"
call { budget: money(PLN)  income_limit: money(PLN) "the income criterion"  allowance: money(PLN) }
application { id: text unique  income: money(PLN) in 0..100000 "the family's monthly income"  persons: integer in 1..10  months: integer in 1..12 "the months asked" }
let per_person: money(PLN) = round(income / persons, 2, half_up) per art1
let share = if per_person <= 50% × call.income_limit then 200% else if per_person <= 75% × call.income_limit then 145% else 110% per art2
let rate: money(PLN) = round(share × call.allowance, 0, down)
let grant: money(PLN) = rate × min(months, 10)
ranking per art1 { by per_person lowest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art2 { budget call.budget  amount ${amount} per art3  at boundary skip }
`),
  );

const input = {
  call: { budget: "100000.00", income_limit: "800.00", allowance: "124.00" },
  applications: [
    { id: "A", income: "1000.01", persons: 2, months: 12 },
    { id: "B", income: "1000.00", persons: 1, months: 3 },
  ],
};

// the lets the amount reads (steps `assessment`, assess39), the amount and the grant (`allocation`)
const amountSteps = (s: CompiledScheme, id: string) =>
  evaluate(s, input)
    .result.results.find((r) => r.id === id)!
    .explanation.filter((x) => x.step === "assessment" || x.step === "allocation")
    .map((x) => `${x.text} [${x.source}]`);

describe("the explanation states how the amount was computed, with the values the engine computed", () => {
  it("en: each let the amount reads, then the amount, before the allocation's step", () => {
    const steps = amountSteps(scheme("en", "grant"), "A");
    expect(steps.slice(0, 4)).toEqual([
      "Computed: per_person = income / persons, rounded to the cent, halves up = 500.01 PLN, before rounding 500.005 PLN (income 'the family's monthly income': 1000.01 PLN; persons: 2). [art1]",
      "Computed: share = 145%, as per_person <= 75% × call.income_limit (per_person: 500.01 PLN; call.income_limit 'the income criterion': 800.00 PLN). [art2]",
      "Computed: rate = share × call.allowance, rounded down to the whole złoty = 179.00 PLN, before rounding 179.80 PLN (share: 145%; call.allowance: 124.00 PLN). [art3]",
      "The amount: grant = rate × min(months, 10) = 1790.00 PLN (rate: 179.00 PLN; months 'the months asked': 12). [art3]",
    ]);
    expect(steps[4]).toMatch(/^Granted 1790\.00 PLN/);
    // the lets are the application's assessment, the amount and the grant the allocation's (assess39)
    const sections = evaluate(scheme("en", "grant"), input).result.results.find((r) => r.id === "A")!.explanation.slice(-5).map((x) => x.step);
    expect(sections).toEqual(["assessment", "assessment", "assessment", "allocation", "allocation"]);
  });
  it("a let with a title is shown by it where it is computed (words35), and beside its name where it is read (the formulas read the name)", () => {
    const text = (lang: string, rate: string, grant: string) => `
scheme s "S" { version "1" language ${lang} }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
call { budget: money(PLN)  allowance: money(PLN) }
application { id: text unique  months: integer in 1..12 }
let rate ${JSON.stringify(rate)}: money(PLN) = round(150% × call.allowance, 0, down)
let grant ${JSON.stringify(grant)}: money(PLN) = rate × min(months, 10)
ranking per art1 { by id lowest first }
allocation per art1 { budget call.budget  amount grant per art1  at boundary skip }
`;
    const run = (lang: string, rate: string, grant: string) =>
      evaluate(load(analyze(text(lang, rate, grant))), { call: { budget: "10000.00", allowance: "124.00" }, applications: [{ id: "A", months: 4 }] })
        .result.results[0]!.explanation.filter((x) => x.step === "allocation")
        .map((x) => x.text)
        .slice(0, 2);
    // rate reads the call only: a value of the call, not a step of this application's amount
    expect(run("en", "the monthly rate", "the scholarship")).toEqual([
      "The amount: the scholarship = rate × min(months, 10) = 744.00 PLN (rate 'the monthly rate': 186.00 PLN; months: 4).",
      "Granted 744.00 PLN: fits in the remaining budget (remaining before: 10000.00 PLN).",
    ]);
    expect(run("pl", "stawka miesięczna", "stypendium")[0]).toBe("Kwota: stypendium = rate × min(months, 10) = 744,00 PLN (rate „stawka miesięczna”: 186,00 PLN; months: 4).");
  });
  it("en: the last `else` taken, and a rounding that changed nothing is not told", () => {
    const steps = amountSteps(scheme("en", "grant"), "B");
    expect(steps[0]).toBe("Computed: per_person = income / persons, rounded to the cent, halves up = 1000.00 PLN (income 'the family's monthly income': 1000.00 PLN; persons: 1). [art1]");
    expect(steps[1]).toBe("Computed: share = 110%, as neither per_person <= 50% × call.income_limit nor per_person <= 75% × call.income_limit holds (per_person: 1000.00 PLN; call.income_limit 'the income criterion': 800.00 PLN). [art2]");
    expect(steps[3]).toBe("The amount: grant = rate × min(months, 10) = 408.00 PLN (rate: 136.00 PLN; months 'the months asked': 3). [art3]");
  });
  it("pl: in the scheme's language and numbers", () => {
    const steps = amountSteps(scheme("pl", "grant"), "A");
    expect(steps[0]).toBe("Obliczono: per_person = income / persons, po zaokrągleniu do pełnego grosza, połowa w górę = 500,01 PLN, przed zaokrągleniem 500,005 PLN (income „the family's monthly income”: 1000,01 PLN; persons: 2). [art1]");
    expect(steps[1]).toBe("Obliczono: share = 145%, ponieważ per_person <= 75% × call.income_limit (per_person: 500,01 PLN; call.income_limit „the income criterion”: 800,00 PLN). [art2]");
    expect(steps[3]).toBe("Kwota: grant = rate × min(months, 10) = 1790,00 PLN (rate: 179,00 PLN; months „the months asked”: 12). [art3]");
  });
  it("nl: in the scheme's language and numbers", () => {
    const steps = amountSteps(scheme("nl", "grant"), "B");
    expect(steps[1]).toBe("Berekend: share = 110%, omdat noch per_person <= 50% × call.income_limit noch per_person <= 75% × call.income_limit geldt (per_person: 1.000,00 PLN; call.income_limit ‘the income criterion’: 800,00 PLN). [art2]");
    expect(steps[2]).toBe("Berekend: rate = share × call.allowance, afgerond op een geheel getal, naar nul toe = 136,00 PLN, vóór afronding 136,40 PLN (share: 110%; call.allowance: 124,00 PLN). [art3]");
    expect(steps[3]).toBe("Het bedrag: grant = rate × min(months, 10) = 408,00 PLN (rate: 136,00 PLN; months ‘the months asked’: 3). [art3]");
  });
  it("a formula as the amount is a step of its own, citing the amount's source", () => {
    const steps = amountSteps(scheme("en", "rate × 2"), "A");
    expect(steps[3]).toBe("The amount: rate × 2 = 358.00 PLN (rate: 179.00 PLN). [art3]");
  });
  it("an amount that is a field as given has no such step", () => {
    const steps = amountSteps(scheme("en", "income"), "A");
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatch(/^Funded 1000\.01 PLN/);
  });
});

// Nobody asked for an amount the scheme computes: the explanation, `allot explain`'s header and the
// notice say "computed", not "requested"/"wnioskowana", and "granted"/"przyznano", not
// "funded"/"dofinansowanie" (a subsidy). Budget 1000.00: A (1790.00, lowest income) does not fit
// and is passed over; B (408.00) is granted.
describe("an amount the scheme computes is not called requested", () => {
  const small = { ...input, call: { ...input.call, budget: "1000.00" } };
  const allocationStep = (language: string, id: string) =>
    evaluate(scheme(language, "grant"), small)
      .result.results.find((r) => r.id === id)!
      .explanation.filter((x) => x.step === "allocation")
      .at(-1)!.text;
  it("en, pl, nl: the refusal's step", () => {
    expect(allocationStep("en", "A")).toBe("Not granted (amount computed: 1790.00 PLN): does not fit in the remaining budget; passed over (remaining before: 1000.00 PLN).");
    expect(allocationStep("pl", "A")).toBe("Nie przyznano (obliczona kwota: 1790,00 PLN): nie mieści się w pozostałych środkach; wniosek pominięto (środki pozostałe przed tym wnioskiem: 1000,00 PLN).");
    expect(allocationStep("nl", "A")).toBe("Niet toegekend (berekend bedrag: 1.790,00 PLN): past niet binnen het resterende budget; overgeslagen (resterend vóór deze aanvraag: 1.000,00 PLN).");
    expect(allocationStep("en", "B")).toBe("Granted 408.00 PLN: fits in the remaining budget (remaining before: 1000.00 PLN).");
  });
  it("a requested amount keeps its words", () => {
    const asked = evaluate(scheme("pl", "income"), small).result.results.find((r) => r.id === "A")!;
    expect(asked.explanation.at(-1)!.text).toMatch(/^Nie przyznano dofinansowania \(wnioskowano o 1000,01 PLN\)/);
  });
  it("allot explain's header: the statuses and the amount's label", () => {
    const s = scheme("pl", "grant");
    const text = explainText(evaluate(s, small).result, "A", "pl", {}, {}, s.regimes.filter((g) => g.allocation.amountSteps).map((g) => g.name))!;
    expect(text.split("\n").slice(0, 4)).toEqual(["Wniosek A — Nie przyznano.", "Miejsce na liście: 1.", "Obliczona kwota: 1790,00 PLN.", "Przyznana kwota: 0,00 PLN."]);
    const en = scheme("en", "grant");
    expect(explainText(evaluate(en, small).result, "B", "en", {}, {}, ["main"])!.split("\n").slice(0, 3)).toEqual(["Application B — Granted.", "Position in the ranking: 2.", "Amount computed: 408.00 PLN."]);
  });
  it("the notice: the statuses and the amount's label", () => {
    const s = scheme("nl", "grant");
    const { run } = evaluateRun(s, small, { details: true });
    const result = run.explained("trace").toResult();
    const j = result.results.findIndex((r) => r.id === "A");
    const html = noticeHtml(s, result, result.results[j]!, run.traceAt(j));
    expect(html).toContain(`<p class="decision" data-status="not_funded">Niet toegekend</p>`);
    expect(html).toContain("<dt>Berekend bedrag</dt>");
    expect(html).not.toContain("Gevraagd bedrag");
  });
});

// A notice wrote its header's amounts by Intl's currency style ("1790,00 zł", "€ 90.000,00") and
// its steps as the rest of the product does ("1790,00 PLN"): one form now, the catalogue's.
describe("a notice writes its amounts in one form", () => {
  for (const [language, requested, granted] of [
    ["pl", "1790,00 PLN", "0,00 PLN"],
    ["nl", "1.790,00 PLN", "0,00 PLN"],
    ["en", "1790.00 PLN", "0.00 PLN"],
  ] as const) {
    it(`${language}: the header as the steps`, () => {
      const s = scheme(language, "grant");
      const { run } = evaluateRun(s, { ...input, call: { ...input.call, budget: "1000.00" } }, { details: true });
      const result = run.explained("trace").toResult();
      const j = result.results.findIndex((r) => r.id === "A");
      const html = noticeHtml(s, result, result.results[j]!, run.traceAt(j));
      expect(html).toContain(`<dd class="requested">${requested}</dd>`);
      expect(html).toContain(`<dd class="granted">${granted}</dd>`);
      // (an amount in Intl's currency style, "1790,00 zł"; not the word "złoty" of "rounded down to the whole złoty")
      expect(html).not.toMatch(/\d[\s\u00a0]?zł|€/);
      expect(html).toContain(requested + ")");
    });
  }
});

// The HTML report worded the statuses of a scholarship as a subsidy's ("Dofinansowany") and headed
// its amounts "Wnioskowano": where the scheme computes the amount, as the explanations word them.
describe("the HTML report of an amount the scheme computes", () => {
  it("pl: the statuses and the heading", () => {
    const s = scheme("pl", "grant");
    const html = htmlReport(evaluate(s, { ...input, call: { ...input.call, budget: "1000.00" } }).result, s);
    expect(html).toContain(`<span class="status s-not_funded">Nie przyznano</span>`);
    expect(html).toContain(`<span class="status s-funded">Przyznano</span>`);
    expect(html).toContain("Obliczona kwota");
    expect(html).not.toMatch(/Dofinansowan|Wnioskowano/);
  });
  it("a requested amount keeps its words", () => {
    const s = scheme("pl", "income");
    const html = htmlReport(evaluate(s, { ...input, call: { ...input.call, budget: "1000.00" } }).result, s);
    expect(html).toContain(`<span class="status s-not_funded">Niedofinansowany</span>`);
    expect(html).toContain("Wnioskowano");
  });
});
