// Pro rata as the law words it (issue 15, fourteenth round; drafter14's findings on
// schemes/drafted_deminimis): a share that rounds to nothing is no grant, and the pro-rata step
// names the reduction coefficient, budget over total, with the currency of its amounts, in each
// catalogue's words.
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { noticeHtml } from "../packages/dsl/src/report/notice.js";
import { preamble } from "./support/scheme.js";
import { allocationScheme, explained } from "./support/allocation.js";

const scheme = (language: string) =>
  load(
    analyze(`
scheme s "S" { version "1" language ${language} }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
source art2 = a article 2 "the reduction coefficient"
call { budget: money(EUR) }
application { id: text unique  asked: money(EUR) }
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount asked  pro rata rounded down to 0.01 remainder unallocated per art2 }
`),
  );

// By hand: asked 100.00 + 200.00 + 0.01 = 300.01 of a budget of 150.00. A: 100.00 × 150 / 300.01
// = 49.998… → 49.99; B: 99.996… → 99.99; C: 0.01 × 150 / 300.01 = 0.004999… → 0.00, nothing.
const input = {
  call: { budget: "150.00" },
  applications: [
    { id: "A", asked: "100.00" },
    { id: "B", asked: "200.00" },
    { id: "C", asked: "0.01" },
  ],
};
const run = (language: string) => evaluate(scheme(language), input).result;
const step = (language: string, id: string) =>
  run(language)
    .results.find((r) => r.id === id)!
    .explanation.map((s) => s.text)
    .find((t) => t.includes("150")) ?? "";

describe("a pro-rata share that rounds to nothing", () => {
  const result = run("en");
  const row = (id: string) => result.results.find((r) => r.id === id)!;
  it("is not a grant: not funded, an amount of 0.00, and the others pro rata", () => {
    expect([row("A").status, row("A").amount, row("B").status, row("B").amount]).toEqual(["pro_rata", "49.99", "pro_rata", "99.99"]);
    expect([row("C").status, row("C").amount]).toEqual(["not_funded", "0.00"]);
  });
  it("and its allocation step cites the pro-rata provision, as a share does", () => {
    expect(row("C").explanation.find((s) => s.step === "allocation")!.source).toBe("art2");
    expect(row("A").explanation.find((s) => s.step === "allocation")!.source).toBe("art2");
  });
  it("and its allocation step says why, in the law's word for the coefficient", () => {
    expect(step("en", "C")).toBe(
      "Not funded (0.01 EUR asked): pro rata: 0.01 EUR × the reduction coefficient (budget 150.00 EUR / total 300.01 EUR), rounded down to 0.01 EUR, which is nothing: a share of nothing is not a grant.",
    );
  });
});

describe("the notice of a share of nothing", () => {
  it("heads the decision 'Not funded', not 'Granted pro rata'", () => {
    const { run: r } = evaluateRun(scheme("en"), input);
    const result = r.explained("trace").toResult();
    const j = result.results.findIndex((x) => x.id === "C");
    const html = noticeHtml(scheme("en"), result, result.results[j]!, r.traceAt(j));
    expect(html).toContain('class="decision" data-status="not_funded">Not funded</p>');
    expect(html).not.toContain("pro rata 0.00");
  });
});

describe("the pro-rata step names the reduction coefficient, with the amounts' currency", () => {
  it("in English", () => {
    expect(step("en", "A")).toBe("Funded pro rata 49.99 EUR of the 100.00 EUR asked: pro rata: 100.00 EUR × the reduction coefficient (budget 150.00 EUR / total 300.01 EUR), rounded down to 0.01 EUR.");
  });
  it("in Dutch, Polish and German", () => {
    expect(step("nl", "A")).toContain("berekening naar rato: 100,00 EUR × de verdeelcoëfficiënt (subsidieplafond 150,00 EUR / totaal 300,01 EUR), naar beneden afgerond op 0,01 EUR");
    expect(step("pl", "A")).toContain("wyliczenie: 100,00 EUR × współczynnik redukcji (budżet 150,00 EUR / suma 300,01 EUR), zaokrąglone w dół do 0,01 EUR");
    expect(step("de", "A")).toContain("anteilige Berechnung: 100,00 EUR × Kürzungsquote (Fördermittel 150,00 EUR / Summe 300,01 EUR), nach unten gerundet auf 0,01 EUR");
    expect(step("nl", "C")).toContain("dus niets: een aandeel van niets is geen verlening");
    expect(step("pl", "C")).toContain("czyli nic: udział równy zeru nie jest dofinansowaniem");
    expect(step("de", "C")).toContain("also nichts: ein Anteil von null ist keine Bewilligung");
  });
});

// A group that straddles the budget shares what is left among its members (§14.12): a member's
// share of nothing is no grant there either. By hand: budget 50.00; C1 = A1 60.00 + A2 0.01 =
// 60.01 > 50.00, so C1's members share 50.00: A1 60.00 × 50.00 / 60.01 = 49.9916… → 49.99, A2
// 0.01 × 50.00 / 60.01 = 0.0083… → 0.00 (remainder unallocated: the cent left stays).
describe("a member's share of nothing in a group that straddles the budget", () => {
  const text = allocationScheme({
    head: preamble("Groups"),
    call: "budget: money(EUR)",
    fields: "consortium: text  points: integer in 0..10  asked: money(EUR)",
    rules: "",
    boundary: "partial per art1",
    body: `  group by consortium "Consortium" per art1 {
    together
    pro rata rounded down to 0.01 remainder unallocated
  }\n`,
  });
  const result = explained(text, { budget: "50.00" }, [
    { id: "A1", consortium: "C1", points: 9, asked: "60.00" },
    { id: "A2", consortium: "C1", points: 8, asked: "0.01" },
  ]);
  const row = (id: string) => result.results.find((r) => r.id === id)!;
  it("is not funded, and its step says why", () => {
    expect([row("A1").status, row("A1").amount, row("A2").status, row("A2").amount]).toEqual(["pro_rata", "49.99", "not_funded", "0.00"]);
    expect(row("A2").explanation.find((s) => s.step === "allocation")!.text).toContain(
      "pro rata: 0.01 EUR × the reduction coefficient (budget 50.00 EUR / total 60.01 EUR), rounded down to 0.01 EUR, which is nothing: a share of nothing is not a grant",
    );
  });
});
