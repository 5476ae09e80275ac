// What an applicant and an appeal board read (the twenty-second round's wording items, drafter21's
// findings): each sentence and citation asserted in every language it changes.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, evaluateRun, type CompiledScheme } from "@allot/runtime";
import { noticeHtml } from "../packages/dsl/src/report/notice.js";
import { htmlReport } from "../packages/dsl/src/report/html.js";
import { LANGS } from "./support/scheme.js";

/** Budget 100 EUR, ranked by id; the allocation's provision art1, its boundary rule art2. */
const twoProvisions = (language: string, boundary: string): CompiledScheme =>
  load(
    analyze(`
scheme s "S" { version "1" language ${language} }
act a "Act" { identifier "X" }
source art1 = a article 1 "The budget is awarded in the order of the ranking."
source art2 = a article 2 "An application the remaining budget does not cover is refused."
call { budget: money(EUR) }
application { id: text unique  asked: money(EUR) }
ranking per art1 { by id lowest first }
allocation per art1 { budget call.budget  amount asked  at boundary ${boundary} per art2 }
`),
  );

const allocationStep = (s: CompiledScheme, id: string, budget = "100.00") =>
  evaluate(s, { call: { budget }, applications: [{ id: "A", asked: "60.00" }, { id: "B", asked: "60.00" }, { id: "C", asked: "30.00" }] })
    .result.results.find((r) => r.id === id)!
    .explanation.find((x) => x.step === "allocation")!;

// drafter21's finding 1: "Verleend: 500.000,00 EUR: past binnen het resterende subsidieplafond
// [artikel 6 lid 2]" — lid 2 refuses and ends the allocation; the grant is lid 1's
describe("a grant cites the allocation's provision, a refusal the boundary rule's", () => {
  for (const language of LANGS) {
    it(`${language}: skip`, () => {
      const s = twoProvisions(language, "skip");
      expect(allocationStep(s, "A").source).toBe("art1");
      expect(allocationStep(s, "B").source).toBe("art2");
      // a grant after a refusal, under skip: it fitted, by art1
      expect(allocationStep(s, "C").source).toBe("art1");
    });
  }
  it("a grant in part is the boundary rule's decision: it keeps its citation", () => {
    const s = twoProvisions("nl", "partial");
    expect(allocationStep(s, "A").source).toBe("art1");
    const b = allocationStep(s, "B");
    expect(b.text).toMatch(/^Gedeeltelijk verleend/);
    expect(b.source).toBe("art2");
  });
  it("the decision notice quotes the provision the grant cites", () => {
    const s = twoProvisions("de", "skip");
    const { run } = evaluateRun(s, { call: { budget: "100.00" }, applications: [{ id: "A", asked: "60.00" }, { id: "B", asked: "60.00" }] }, { details: true });
    const result = run.explained("trace").toResult();
    const html = noticeHtml(s, result, result.results[0]!, run.traceAt(0));
    expect(html).toContain("The budget is awarded in the order of the ranking.");
    expect(html).not.toContain("An application the remaining budget does not cover is refused.");
  });
});

// words21 left: the Dutch notice quoted the law's word for the status „…” where the catalogue
// (and `allot explain`'s head) quotes ‘…’
describe("a notice quotes the status's label in the catalogue's marks", () => {
  const dir = new URL("../schemes/drafted_deutschlandstipendium/", import.meta.url);
  const text = readFileSync(new URL("deutschlandstipendium.allot", dir), "utf8");
  const data = JSON.parse(readFileSync(new URL("data/nordheim_2027.json", dir), "utf8")) as { call: Record<string, unknown>; applications: Record<string, unknown>[] };
  const decision = (language: string): string => {
    const s = load(analyze(text.replace(/^( *)language de$/m, `$1language ${language}`)));
    const { run } = evaluateRun(s, data, { details: true });
    const result = run.explained("trace").toResult();
    const j = result.results.findIndex((r) => r.id === "D21");
    return /<p class="decision"[^>]*>(.*?)<\/p>/.exec(noticeHtml(s, result, result.results[j]!, run.traceAt(j)))![1]!;
  };
  // then the place on the allocation's list (reserve27)
  it("nl ‘…’, de „…“, pl „…”, en “…”", () => {
    expect(decision("nl")).toMatch(/ — ‘Nachrückliste’ <span class="reserve-list" data-reserve-place="\d+">\(plaats \d+\)<\/span>$/);
    expect(decision("de")).toMatch(/ — „Nachrückliste“ <span class="reserve-list" data-reserve-place="\d+">\(Platz \d+\)<\/span>$/);
    expect(decision("pl")).toMatch(/ — „Nachrückliste” <span class="reserve-list" data-reserve-place="\d+">\(miejsce \d+\)<\/span>$/);
    expect(decision("en")).toMatch(/ — “Nachrückliste” <span class="reserve-list" data-reserve-place="\d+">\(place \d+\)<\/span>$/);
  });
});

// drafter21's finding 8: the HTML report wrote "€ 10.800.000,00" beside explanations and notices
// that write "10.800.000,00 EUR"
describe("the HTML report writes an amount as the explanations do: the number, then the currency's code", () => {
  const report = (language: string): string => {
    const s = twoProvisions(language, "skip");
    return htmlReport(evaluate(s, { call: { budget: "10800000.00" }, applications: [{ id: "A", asked: "1250000.5" }, { id: "B", asked: "60.00" }] }).result, s).replace(/[\u00a0\u202f]/g, " ");
  };
  for (const [language, budget, asked] of [
    ["en", "10,800,000.00 EUR", "1,250,000.50 EUR"],
    ["nl", "10.800.000,00 EUR", "1.250.000,50 EUR"],
    ["de", "10.800.000,00 EUR", "1.250.000,50 EUR"],
    ["pl", "10 800 000,00 EUR", "1 250 000,50 EUR"],
  ] as const) {
    it(language, () => {
      const html = report(language);
      expect(html).toContain(budget);
      expect(html).toContain(asked);
      expect(html).not.toContain("€");
    });
  }
  it("a currency without minor units, and more places than the currency's where the amount has them", () => {
    const s = load(analyze(`
scheme s "S" { version "1" language nl }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
call { budget: money(JPY)  rate: decimal(3) }
application { id: text unique  asked: money(JPY) }
ranking per art1 { by id lowest first }
allocation per art1 { budget call.budget  amount asked  at boundary skip }
`));
    const html = htmlReport(evaluate(s, { call: { budget: "1000000", rate: "1" }, applications: [{ id: "A", asked: "1500" }] }).result, s).replace(/[\u00a0\u202f]/g, " ");
    expect(html).toContain("1.000.000 JPY");
    expect(html).toContain("1.500 JPY");
    expect(html).not.toContain("¥");
  });
});
