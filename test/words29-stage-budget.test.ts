// A stage's budget computed from the call is explained with the figures it read (drafter27's
// finding 8, words29): "3 miejsca (max(1, round(10% × liczba studentów …: Informatyka, 0, down)))"
// gave the formula but not the 35 students it read, so the student could not check that 10% of 35
// is 3.5, rounded down to 3. The stage's line now gives each call value the budget read after the
// formula, as a threshold's line gives its values ("total >= 10; total: 13 points"), in every
// language; a budget that is one figure as written (`budget call.pool[area]`) reads nothing more.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";
import { stagedRektor } from "./support/rektorStaged.js";

const dir = resolve(__dirname, "../schemes/drafted_stypendium_rektora");
// the ranked lists in places, a stage per field (law29 rewrote the scheme to a cap per field: test/support/rektorStaged.ts)
const rektor = stagedRektor(readFileSync(join(dir, "stypendium_rektora.allot"), "utf8"));
const input = JSON.parse(readFileSync(join(dir, "data/wnioski_2027.json"), "utf8"));

const stageLine = (language: string, text = rektor, id = "I1"): string => {
  const scheme = text.replace("  language pl\n", `  language ${language}\n`);
  const r = evaluate(load(analyze(scheme)), input).result.results.find((x) => x.id === id)!;
  return r.explanation.find((s) => s.source === "art91_3")!.text;
};

const read = "liczba studentów każdego kierunku (bez studentów z art. 91 ust. 2): Informatyka";
const formula = `max(1, round(10% × ${read}, 0, down))`;

describe("a stage's budget computed from the call says the figures it read", () => {
  it("I1's stage per field: 35 students of Informatyka, in en, nl, pl and de", () => {
    expect(stageLine("en")).toBe(`Decided in stage 1 of 1, 'Listy kierunków', for Informatyka: 3 places (${formula}; ${read}: 35).`);
    expect(stageLine("nl")).toBe(`Beslist in fase 1 van 1, ‘Listy kierunków’, voor Informatyka: 3 plaatsen (${formula}; ${read}: 35).`);
    expect(stageLine("pl")).toBe(`Rozstrzygnięto na etapie 1 z 1, „Listy kierunków”, dla Informatyka: 3 miejsca (${formula}; ${read}: 35).`);
    expect(stageLine("de")).toBe(`Entschieden in der Stufe 1 von 1, „Listy kierunków“, für Informatyka: 3 Plätze (${formula}; ${read}: 35).`);
  });

  it("a budget that is the figure itself reads nothing more", () => {
    const plain = rektor.replace("budget max(1, round(10% × call.liczba_studentow[kierunek], 0, down)) per art91_3", "budget call.liczba_studentow[kierunek] per art91_3");
    expect(plain).not.toBe(rektor);
    expect(stageLine("en", plain)).toBe(`Decided in stage 1 of 1, 'Listy kierunków', for Informatyka: 35 places (${read}).`);
  });
});
