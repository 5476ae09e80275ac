// What an applicant reads: the findings the thirteenth round left (docs/performance.md, wording14).
// Every expectation was written from the scheme's data by hand before the run; each is the text a
// user reads, in every language the finding concerns.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { analyze } from "../packages/dsl/src/analysis.js";
import { formatScheme } from "../packages/dsl/src/format/format.js";
import { allocationScheme } from "./support/allocation.js";

const repo = resolve(__dirname, "..");
const run = (text: string, input: unknown): SelectionResult => evaluate(compile(text), input as never, { explain: true }).result;
const reason = (r: SelectionResult, id: string): string => r.results.find((x) => x.id === id)!.reasons.map((x) => x.message).join("; ");
const last = (r: SelectionResult, id: string): string => r.results.find((x) => x.id === id)!.explanation.at(-1)!.text;
const nbsp = (t: string): string => t.replace(/(\d) (\d)/g, "$1\u00a0$2");

describe("a lot's title with a comma and quotation marks in a refusal's list of lots (lots13)", () => {
  // drafted_lots with lot A titled so that splitting at "', " or at "'" cuts it: U holds 1 grant in
  // lot A and 1 in lot B, so C5 is refused with both listed; Q holds 30,000.00 from lot A (B3)
  const title = "Lot A, 'digital', women's";
  const text = readFileSync(resolve(repo, "schemes/drafted_lots/lots_per_applicant.allot"), "utf8").replaceAll("Lot A (digital)", title);
  const input = JSON.parse(readFileSync(resolve(repo, "schemes/drafted_lots/data/lots_2027.json"), "utf8")) as unknown;
  const inLanguage = (language: string): SelectionResult => run(text.replace("  language en\n}", `  language ${language}\n}`), input);
  it("keeps the whole title of every lot in Dutch, Polish and German", () => {
    const nl = inLanguage("nl");
    expect(reason(nl, "C5")).toBe(`in fase ‘Lot C (mobility)’: groep ‘Applicant: U’: het aantal subsidies (2: 1 in fase ‘${title}’, 1 in fase ‘Lot B (energy)’) heeft het maximum per Applicant over alle fasen (2) bereikt`);
    expect(reason(nl, "B3")).toContain(`de groep kreeg al 30.000,00 EUR (30.000,00 EUR in fase ‘${title}’), en van het groepsplafond`);
    const pl = inLanguage("pl");
    expect(reason(pl, "C5")).toBe(`na etapie „Lot C (mobility)”: grupa „Applicant: U”: liczba dofinansowań (2: 1 na etapie „${title}”, 1 na etapie „Lot B (energy)”) osiągnęła limit na „Applicant” we wszystkich etapach (2)`);
    expect(reason(pl, "B3")).toContain(nbsp(`grupie przyznano już 30 000,00 EUR (30 000,00 EUR na etapie „${title}”), a z limitu`));
    const de = inLanguage("de");
    expect(reason(de, "C5")).toBe(`in der Stufe „Lot C (mobility)“: Gruppe „Applicant: U“: die Zahl der Förderungen (2: 1 in der Stufe „${title}“, 1 in der Stufe „Lot B (energy)“) hat die Höchstzahl je Applicant über alle Stufen (2) erreicht`);
  });
  it("says of a grant what the applicant holds over all lots, as the refusals do", () => {
    // C3: Q holds 30,000.00 from lot A and is granted 20,000.00 in lot C: 50,000.00, 2 grants
    expect(last(inLanguage("en"), "C3")).toBe("Funded 20000.00 EUR: in stage 'Lot C (mobility)': fits in the remaining budget, as a member of Applicant 'Q', which over all stages now holds 50000.00 EUR of its cap of 50000.00 EUR and 2 grants of the 2 it may have (remaining before: 20000.00 EUR).");
    expect(last(inLanguage("nl"), "C3")).toContain("als lid van de groep ‘Applicant: Q’ (de groep heeft nu over alle fasen 50.000,00 EUR van haar plafond van 50.000,00 EUR en 2 van de 2 toegestane subsidies)");
    expect(last(inLanguage("pl"), "C3")).toContain(nbsp("jako członek grupy „Applicant: Q” (grupa ma teraz we wszystkich etapach 50 000,00 EUR z limitu 50 000,00 EUR oraz 2 z 2 dozwolonych dofinansowań)"));
    expect(last(inLanguage("de"), "C3")).toContain("als Mitglied der Gruppe „Applicant: Q“ (damit sind nun über alle Stufen 50.000,00 EUR der Obergrenze von 50.000,00 EUR und 2 von 2 zulässigen Förderungen in Anspruch genommen)");
  });
});

describe("the law's own word for the budget (§14.1: budget … \"het subsidieplafond\")", () => {
  const head = (language: string): string => `scheme t "T" {\n  version "1"\n  language ${language}\n}\nact law "L" {\n  identifier "L"\n}\nsource art1 = law article 1 """\n  X.\n  """\n`;
  const scheme = (language: string, budget: string, boundary: string): string =>
    allocationScheme({ head: head(language), call: "budget: money(EUR)", fields: "points: integer in 0..3  asked: money(EUR)", budget, boundary: `${boundary} per art1` });
  // budget 100.00; A1 (3 points) asks 60.00, A2 (2) 50.00, A3 (1) 30.00. skip: A1 funded (40.00
  // left), A2 passed over, A3 funded (10.00 left). full: A2 is funded in full beyond the budget
  // and the walk stops, A3 refused by that.
  const apps = { call: { budget: "100.00" }, applications: [{ id: "A1", points: 3, asked: "60.00" }, { id: "A2", points: 2, asked: "50.00" }, { id: "A3", points: 1, asked: "30.00" }] };

  it("English says the law's word where it said 'the budget'", () => {
    const r = run(scheme("en", 'call.budget "the Fund"', "skip"), apps);
    expect(last(r, "A1")).toBe("Funded 60.00 EUR: fits in the remaining Fund (remaining before: 100.00 EUR).");
    expect(reason(r, "A2")).toBe("does not fit in the remaining Fund; passed over");
    expect(last(r, "A2")).toBe("Not funded (50.00 EUR asked): does not fit in the remaining Fund; passed over (remaining before: 40.00 EUR).");
    const full = run(scheme("en", 'call.budget "the Fund"', "full"), apps);
    expect(reason(full, "A3")).toBe("the Fund was passed by the grant in full to A2, and the allocation stops there");
    // the control: no name, the catalogue's word
    expect(reason(run(scheme("en", "call.budget", "skip"), apps), "A2")).toBe("does not fit in the remaining budget; passed over");
  });

  it("Dutch takes the article the name is written with, and its pronoun", () => {
    const r = run(scheme("nl", 'call.budget "de subsidiepot"', "skip"), apps);
    expect(last(r, "A1")).toBe("Verleend: 60,00 EUR: past binnen de resterende subsidiepot (resterend vóór deze aanvraag: 100,00 EUR).");
    expect(reason(r, "A2")).toBe("past niet binnen de resterende subsidiepot; overgeslagen");
    const full = run(scheme("nl", 'call.budget "de subsidiepot"', "full"), apps);
    expect(last(full, "A2")).toBe("Verleend: 50,00 EUR: op de grens volledig verleend, boven de subsidiepot (resterend vóór deze aanvraag: 40,00 EUR).");
    expect(reason(full, "A3")).toBe("de subsidiepot is overschreden door de volledige verlening aan A2, en daar stopt de verdeling");
    // without an article, the catalogue's ("het")
    expect(reason(run(scheme("nl", 'call.budget "subsidieplafond"', "skip"), apps), "A2")).toBe("past niet binnen het resterende subsidieplafond; overgeslagen");
  });

  it("Polish and German keep their own words (the noun is declined)", () => {
    expect(reason(run(scheme("pl", 'call.budget "pula środków"', "skip"), apps), "A2")).toBe("nie mieści się w pozostałych środkach; wniosek pominięto");
    expect(reason(run(scheme("de", 'call.budget "das Förderbudget"', "skip"), apps), "A2")).toBe("passt nicht in die verbleibenden Fördermittel; übersprungen");
  });

  it("drafted_subsidie says 'het subsidieplafond' of its computed subsidy, as art. 3 does", () => {
    const text = readFileSync(resolve(repo, "schemes/drafted_subsidie/verduurzaming_vastgoed.allot"), "utf8");
    expect(text).toContain('"het subsidieplafond" per art3_1');
    const input = JSON.parse(readFileSync(resolve(repo, "schemes/drafted_subsidie/data/zuiderhaven_2027.json"), "utf8")) as unknown;
    const all = run(text, input).results.flatMap((x) => x.explanation.map((s) => s.text)).join("\n");
    // the shared reserve spends what is left of the subsidieplafond (`budget left`): its name; a
    // perceel's own plafond (art. 3(2)) is its stage's own budget, not the subsidieplafond's
    // remainder (mendres32, drafter32's finding 3): "het resterende budget" inside "in fase ‘Perceel …’"
    expect(all).toContain("in fase ‘Gezamenlijke reserve’: past binnen het resterende subsidieplafond");
    expect(all).toContain("in fase ‘Perceel A: sportaccommodaties’: past binnen het resterende budget");
    expect(all).not.toMatch(/in fase ‘Perceel [ABC][^’]*’: past (niet )?binnen het resterende subsidieplafond/);
  });

  const codes = (text: string): string[] => analyze(text).diagnostics.filter((d) => d.code === "AL0531").map((d) => `${d.code}: ${d.message}`);
  it("refuses a name on nothing to name, an empty name and two names (AL0531)", () => {
    expect(codes(scheme("en", 'call.budget "the Fund"', "skip"))).toEqual([]);
    expect(codes(scheme("en", 'unlimited "the Fund"', "skip"))).toEqual(['AL0531: expected no name on an unlimited budget, found "the Fund"']);
    expect(codes(scheme("en", 'call.budget ""', "skip"))).toEqual(["AL0531: expected the name the law gives the money, found an empty text"]);
    const two = `${head("en")}call { a_budget: money(EUR)  b_budget: money(EUR) }
application { id: text unique  kind: enum { a, b }  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
regime ra "A" per art1 when kind = a {
  ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first per art1 } }
  allocation per art1 { budget call.a_budget "the Fund" separate  amount asked  at boundary skip per art1 }
}
regime rb "B" per art1 when kind = b {
  ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first per art1 } }
  allocation per art1 { budget call.b_budget "the Pot" separate  amount asked  at boundary skip per art1 }
}
`;
    expect(codes(two)).toEqual(['AL0531: expected the budget to be named "the Fund", as it is before, found "the Pot"']);
  });

  it("the formatter keeps the name where it is written", () => {
    const text = scheme("nl", 'call.budget   "het subsidieplafond"   separate', "skip");
    const out = formatScheme(text);
    expect(out.ok && out.text).toContain('  budget call.budget "het subsidieplafond" separate\n');
  });
});

describe("an aggregate over a group of one (drafter13: 27 of 31 applicants told their own value as a list)", () => {
  // drafted_arts: of one applicant only the application received last is assessed
  // (max(m in peers(applicant_no): m.received)); P-004 filed A04 alone, P-029 filed A29 and A30
  const text = readFileSync(resolve(repo, "schemes/drafted_arts/project_awards.allot"), "utf8");
  const input = JSON.parse(readFileSync(resolve(repo, "schemes/drafted_arts/data/westmark_2027_r1.json"), "utf8")) as unknown;
  const inLanguage = (language: string): SelectionResult => run(text.replace("  language en\n", `  language ${language}\n`), input);
  const aggregateStep = (r: SelectionResult, id: string): string => r.results.find((x) => x.id === id)!.explanation.find((s) => /peers\(applicant_no\)/.test(s.text))!.text;
  it("says the value is the application's own, and that no other has its key", () => {
    const en = inLanguage("en");
    expect(aggregateStep(en, "A04")).toBe("Aggregate: max(m in peers(applicant_no): m.received): 2026-10-21 13:00:00, from this application alone (the only one with applicant_no 'P-004').");
    // the control: a group of two lists its members
    expect(aggregateStep(en, "A29")).toBe("Aggregate: max(m in peers(applicant_no): m.received) over the applications with applicant_no 'P-029': 2026-10-26 17:05:00, from A29 2026-10-20 10:00:00, A30 2026-10-26 17:05:00.");
    expect(aggregateStep(inLanguage("nl"), "A04")).toMatch(/^Waarde over aanvragen: max\(m in peers\(applicant_no\): m\.received\): .+, uit deze aanvraag alleen \(de enige aanvraag met applicant_no ‘P-004’\)\.$/);
    expect(aggregateStep(inLanguage("pl"), "A04")).toMatch(/^Wartość zbiorcza max\(m in peers\(applicant_no\): m\.received\): .+, wyłącznie z tego wniosku \(jedynego wniosku, w którym applicant_no ma wartość „P-004”\)\.$/);
    expect(aggregateStep(inLanguage("de"), "A04")).toMatch(/^Wert über Anträge: max\(m in peers\(applicant_no\): m\.received\): .+, allein aus diesem Antrag \(dem einzigen Antrag mit applicant_no „P-004“\)\.$/);
    expect(aggregateStep(inLanguage("de"), "A29")).toContain("über die Anträge mit applicant_no „P-029“");
  });
});
