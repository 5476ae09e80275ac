// What an applicant reads: the findings the thirteenth round left (docs/performance.md, wording14).
// Every expectation was written from the scheme's data by hand before the run; each is the text a
// user reads, in every language the finding concerns.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";

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
    expect(reason(nl, "C5")).toBe(`in fase ‘Lot C (mobility)’: Applicant ‘U’: het aantal subsidies aan de groep (2: 1 in fase ‘${title}’, 1 in fase ‘Lot B (energy)’) heeft het maximum per groep over alle fasen (2) bereikt`);
    expect(reason(nl, "B3")).toContain(`de groep kreeg al 30.000,00 EUR (30.000,00 EUR in fase ‘${title}’), en van het groepsplafond`);
    const pl = inLanguage("pl");
    expect(reason(pl, "C5")).toBe(`na etapie „Lot C (mobility)”: Applicant „U”: liczba dofinansowań grupy (2: 1 na etapie „${title}”, 1 na etapie „Lot B (energy)”) osiągnęła limit na grupę we wszystkich etapach (2)`);
    expect(reason(pl, "B3")).toContain(nbsp(`grupie przyznano już 30 000,00 EUR (30 000,00 EUR na etapie „${title}”), a z limitu`));
    const de = inLanguage("de");
    expect(reason(de, "C5")).toBe(`in der Stufe „Lot C (mobility)“: Applicant „U“: die Zahl der Förderungen an die Gruppe (2: 1 in der Stufe „${title}“, 1 in der Stufe „Lot B (energy)“) hat die Höchstzahl je Gruppe über alle Stufen (2) erreicht`);
  });
  it("says of a grant what the applicant holds over all lots, as the refusals do", () => {
    // C3: Q holds 30,000.00 from lot A and is granted 20,000.00 in lot C: 50,000.00, 2 grants
    expect(last(inLanguage("en"), "C3")).toBe("Funded 20000.00 EUR: in stage 'Lot C (mobility)': fits in the remaining budget, as a member of Applicant 'Q', which over all stages now holds 50000.00 EUR of its cap of 50000.00 EUR and 2 grants of the 2 it may have (remaining before: 20000.00 EUR).");
    expect(last(inLanguage("nl"), "C3")).toContain("als lid van de groep: Applicant ‘Q’ (de groep heeft nu over alle fasen 50.000,00 EUR van haar plafond van 50.000,00 EUR en 2 van de 2 toegestane subsidies)");
    expect(last(inLanguage("pl"), "C3")).toContain(nbsp("jako członek grupy: Applicant „Q” (grupa ma teraz we wszystkich etapach 50 000,00 EUR z limitu 50 000,00 EUR oraz 2 z 2 dozwolonych dofinansowań)"));
    expect(last(inLanguage("de"), "C3")).toContain("als Mitglied der Gruppe: Applicant „Q“ (die Gruppe hat nun über alle Stufen 50.000,00 EUR ihrer Obergrenze von 50.000,00 EUR und 2 der 2 zulässigen Förderungen)");
  });
});
