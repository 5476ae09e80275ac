// What an applicant reads: the findings the fourteenth round left (docs/performance.md, words15).
// Every expectation was written from the scheme's data by hand before the run; each is the text a
// user reads, in English and at least one other language.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate, parseJson, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";

const repo = resolve(__dirname, "..");
const read = (path: string): string => readFileSync(resolve(repo, path), "utf8");
const steps = (r: SelectionResult, id: string): string[] => r.results.find((x) => x.id === id)!.explanation.map((s) => s.text);

describe("a tie broken by the id where two came in the same second (drafted_deminimis)", () => {
  // farm_energy ranks by received earliest first to the second, then by id: E27 and E28 were both
  // received 2026-10-12 10:00:00 (data/farm_energy_2026.json), so the id put E27 first
  const text = read("schemes/drafted_deminimis/farm_energy.allot");
  const data = JSON.parse(read("schemes/drafted_deminimis/data/farm_energy_2026.json")) as { call: object };
  const inLanguage = (language: string): SelectionResult =>
    evaluate(compile(text.replace("  language en\n", `  language ${language}\n`)), { ...data, call: { ...data.call, budget: "1200096.00" } } as never, { explain: true }).result;
  const about = (r: SelectionResult, id: string, other: string): string => steps(r, id).find((t) => t.includes(` ${other}: `))!;

  // (words17: the key named as the ranking names it, not "submitted": the moment may be a payment's)
  it("says that both came in the same second, so the id decided", () => {
    const en = inLanguage("en");
    expect(about(en, "E28", "E27")).toBe("After E27: decided by id (lowest first): E27 against E28. Both have the same value of the time of receipt the portal recorded, to the second (2026-10-12 10:00:00), so the id decided.");
    expect(about(en, "E27", "E28")).toBe("Ahead of E28: decided by id (lowest first): E27 against E28. Both have the same value of the time of receipt the portal recorded, to the second (2026-10-12 10:00:00), so the id decided.");
    expect(about(inLanguage("nl"), "E28", "E27")).toBe("Na E27: beslist door id (laagste eerst): E27 tegen E28. Beide hebben dezelfde waarde van the time of receipt the portal recorded, tot op de seconde (2026-10-12 10:00:00), dus gaf het id de doorslag.");
    expect(about(inLanguage("pl"), "E28", "E27")).toBe("Za wnioskiem E27: rozstrzyga id (od najniższej): E27 wobec E28. Oba wnioski mają tę samą wartość: „the time of receipt the portal recorded” z dokładnością do sekundy (2026-10-12 10:00:00), dlatego rozstrzygnął identyfikator (id).");
    expect(about(inLanguage("de"), "E28", "E27")).toBe("Nach E27: ausschlaggebend ist id (niedrigste zuerst): E27 gegenüber E28. Beide Anträge stimmen überein in „the time of receipt the portal recorded“, auf die Sekunde genau (12.10.2026, 10:00:00 Uhr), daher entschied die Kennung (id).");
  });

  it("says nothing of it where the moment decided", () => {
    // E27's neighbour above was received on an earlier day: the moment decided, and no sentence follows
    const en = inLanguage("en");
    const before = steps(en, "E27").filter((t) => t.startsWith("After "));
    expect(before).toHaveLength(1);
    expect(before[0]).toMatch(/^After E\d+: decided by the time of receipt the portal recorded \(earliest first, to the second\): [^.]*\.$/);
  });
});

describe("a plain mean told by its values and their count (seed_003)", () => {
  // powiat_mean = round(mean(powiat_unemployment_monthly_pct), 1, half_up) under rounded_1dp; R1's
  // six months are 10.2, 10.3, 10.2, 10.3, 10.2, 10.3: 61.5 / 6 = 10.25 (data/cases/unemployment_rounding.json)
  const text = read("schemes/seed_003/podstawowe_uslugi_par13.allot");
  const data = JSON.parse(read("schemes/seed_003/data/cases/unemployment_rounding.json")) as unknown;
  const inLanguage = (language: string): SelectionResult =>
    evaluate(compile(text.replace('  version "2009.1"\n  language pl\n', `  version "2009.1"\n  language ${language}\n`)), data as never, { explain: true }).result;
  const told = (r: SelectionResult, id: string, head: string): string[] => steps(r, id).filter((t) => t.startsWith(head));

  it("says every value, their sum over their count, once per let", () => {
    const en = inLanguage("en");
    expect(told(en, "R1", "Powiat_mean")).toEqual(["Powiat_mean, mean(powiat_unemployment_monthly_pct): 6 values, (10.2 + 10.3 + 10.2 + 10.3 + 10.2 + 10.3) / 6 = 10.25; rounded to 1 decimal place, halves up: 10.3."]);
    expect(told(en, "R1", "Voivodeship_mean")).toEqual(["Voivodeship_mean, mean(call.voivodeship_unemployment_monthly_pct): 6 values, (10.2 + 10.2 + 10.2 + 10.2 + 10.2 + 10.2) / 6 = 10.2."]);
    expect(told(inLanguage("pl"), "R1", "Powiat_mean")).toEqual(["Powiat_mean, mean(powiat_unemployment_monthly_pct): 6 wartości, (10,2 + 10,3 + 10,2 + 10,3 + 10,2 + 10,3) / 6 = 10,25; po zaokrągleniu do 1 miejsca po przecinku, połowa w górę: 10,3."]);
    expect(told(inLanguage("de"), "R2", "Powiat_mean")).toEqual(["Powiat_mean, mean(powiat_unemployment_monthly_pct): 6 Werte, (10,11 + 10,11 + 10,11 + 10,11 + 10,11 + 10,11) / 6 = 10,11; gerundet auf 1 Nachkommastelle, ab der Hälfte aufgerundet: 10,1."]);
    expect(told(inLanguage("nl"), "R3", "Powiat_mean")).toEqual(["Powiat_mean, mean(powiat_unemployment_monthly_pct): 6 waarden, (10,1 + 10,2 + 10,2 + 10,2 + 10,2 + 10,2) / 6 = ongeveer 10,1833; afgerond op 1 decimaal, de helft naar boven: 10,2."]);
  });

  it("is told before the criterion that reads it", () => {
    const en = inLanguage("en");
    const s = steps(en, "R1");
    const at = s.findIndex((t) => t.startsWith("Powiat_mean"));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(s.findIndex((t) => t.startsWith("Criterion 'Bezrobocie w powiecie'"))).toBeGreaterThan(at);
  });

  it("writes a number kept as written without its trailing zeros, and tells a repeated list alike", () => {
    // the reader every input goes through keeps 10.20 as written (a JsonNumber); R1 and R2 given the same six months
    const doc = JSON.stringify(data).replace("[10.2,10.3,10.2,10.3,10.2,10.3]", "[10.20,10.30,10.2,10.3,10.2,10.3]").replace("[10.11,10.11,10.11,10.11,10.11,10.11]", "[10.20,10.30,10.2,10.3,10.2,10.3]");
    expect(doc.split("10.20,10.30").length).toBe(3);
    const r = evaluate(compile(text.replace('  version "2009.1"\n  language pl\n', '  version "2009.1"\n  language en\n')), parseJson(doc) as never, { explain: true }).result;
    const expected = ["Powiat_mean, mean(powiat_unemployment_monthly_pct): 6 values, (10.2 + 10.3 + 10.2 + 10.3 + 10.2 + 10.3) / 6 = 10.25; rounded to 1 decimal place, halves up: 10.3."];
    expect(told(r, "R1", "Powiat_mean")).toEqual(expected);
    expect(told(r, "R2", "Powiat_mean")).toEqual(expected);
  });
});
