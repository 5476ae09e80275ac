// A weighted score (language.md §11.4, weighted39, FINDINGS38 2): "MP = 0,4 × A + 0,3 × B + 0,3 ×
// C, em que cada critério é pontuado numa escala de 1 a 5". Weights adding up to 1 make the total
// a weighted mean on the criteria's scale: each criterion is told by its score on its scale and
// the weight once, the total as the formula with every operand, in six languages; the trace has
// `onScale` and `terms`. Weights adding up to more (a sum of points) and a scheme with another
// form of criterion beside them keep §11's words.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateRun, traceAnswer } from "@allot/runtime";
import { compiled, resultOf as row, runScheme as run } from "./support/scheme";

const aDir = resolve(__dirname, "../schemes/drafted_aviso_prr");
const aviso = readFileSync(join(aDir, "aviso_eficiencia_pme.allot"), "utf8");
const aInput = JSON.parse(readFileSync(join(aDir, "data/aviso2027.json"), "utf8"));

type Row = ReturnType<typeof row>;
const flat = (t: string) => t.replace(/[\u00a0\u202f]/g, " ");
const texts = (r: Row) => r.explanation.map((s) => flat(s.text));
const swap = (text: string, from: string, to: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};
/** The aviso explained in `lang` (the scheme's and the act's language). */
const inLanguage = (lang: string) => swap(swap(aviso, "  language pt\n  timezone", `  language ${lang}\n  timezone`), "  language pt\n}", `  language ${lang}\n}`);

describe("P13 of the aviso: each criterion on its scale, the MP as its formula", () => {
  const cases: [string, string, string, string][] = [
    ["en", "Criterion 'Critério A — Eficiência energética e redução de emissões': 4.5 (scale 1–5) × weight 0.4 = 1.8 points; a pontuação do critério A is 4.5 (computed from a1: 5; a2: 4).", "Criterion 'Critério C — Coesão territorial': 4 (scale 3–5) × weight 0.3 = 1.2 points;", "Total: 0.4 × 4.5 + 0.3 × 3 + 0.3 × 4 = 3.9 points."],
    ["es", "Criterio «Critério A — Eficiência energética e redução de emissões»: 4,5 (escala de 1 a 5) × ponderación 0,4 = 1,8 puntos;", "Criterio «Critério C — Coesão territorial»: 4 (escala de 3 a 5) × ponderación 0,3 = 1,2 puntos;", "Puntuación total: 0,4 × 4,5 + 0,3 × 3 + 0,3 × 4 = 3,9 puntos."],
    ["nl", "4,5 (schaal 1–5) × weging 0,4 = 1,8 punten;", "4 (schaal 3–5) × weging 0,3 = 1,2 punten;", "Totaal: 0,4 × 4,5 + 0,3 × 3 + 0,3 × 4 = 3,9 punten."],
    ["pl", "4,5 (skala 1–5) × waga 0,4 = 1,8 punktu;", "4 (skala 3–5) × waga 0,3 = 1,2 punktu;", "Suma punktów: 0,4 × 4,5 + 0,3 × 3 + 0,3 × 4 = 3,9 punktu."],
    ["de", "4,5 (Skala 1–5) × Gewichtung 0,4 = 1,8 Punkte;", "4 (Skala 3–5) × Gewichtung 0,3 = 1,2 Punkte;", "Gesamtpunktzahl: 0,4 × 4,5 + 0,3 × 3 + 0,3 × 4 = 3,9 Punkte."],
    ["pt", "4,5 (escala de 1 a 5) × ponderação 0,4 = 1,8 pontos;", "4 (escala de 3 a 5) × ponderação 0,3 = 1,2 pontos;", "Pontuação total: 0,4 × 4,5 + 0,3 × 3 + 0,3 × 4 = 3,9 pontos."],
    ["fr", "4,5 (échelle de 1 à 5) × coefficient 0,4 = 1,8 point ;", "4 (échelle de 3 à 5) × coefficient 0,3 = 1,2 point ;", "Note totale : 0,4 × 4,5 + 0,3 × 3 + 0,3 × 4 = 3,9 points."],
  ];
  for (const [lang, a, c, total] of cases)
    it(`in ${lang}`, () => {
      const t = texts(row(run(inLanguage(lang), aInput), "P13"));
      const steps = t.filter((s) => s.includes("Critério A") || s.includes("Critério C"));
      expect(steps.length).toBe(2);
      if (lang === "en") expect(steps[0]).toBe(a);
      else expect(steps[0]).toContain(a);
      expect(steps[1]).toContain(c);
      expect(t).toContain(total);
    });
});

describe("the trace", () => {
  it("a criterion has onScale, the total its terms (weight and score per criterion)", () => {
    const { run: ran } = evaluateRun(compiled(aviso), aInput, { details: true });
    const steps = traceAnswer(ran, "P13")!.trace;
    const crit = steps.find((s) => s.kind === "criterion" && s.criterion === "criterio_a")!;
    expect(crit).toMatchObject({ onScale: true, points: "1.8" });
    const total = steps.find((s) => s.kind === "total")!;
    expect(total).toMatchObject({ points: "3.9", terms: [{ criterion: "criterio_a", weight: "0.4", score: "4.5" }, { criterion: "criterio_b", weight: "0.3", score: "3" }, { criterion: "criterio_c", weight: "0.3", score: "4" }] });
  });
});

describe("weights that do not make a weighted score keep §11's words", () => {
  it("weights adding up to more than 1 (a sum of points): the points with the formula in brackets", () => {
    const heavier = swap(swap(swap(inLanguage("en"), "weight 0.4 × pont_a", "weight 4 × pont_a"), "weight 0.3 × b", "weight 3 × b"), "weight 0.3 × pont_c", "weight 3 × pont_c").replace("maximum points 5", "maximum points 50");
    const t = texts(row(run(heavier, aInput), "P13"));
    expect(t.find((s) => s.startsWith("Criterion 'Critério A"))).toContain(": 18 points (weight 4 × pont_a (score 1–5), 4 to 20 points); a pontuação do critério A is 4.5");
    expect(t).toContain("Total: 39 points.");
  });
  it("a criterion of another form beside them: unchanged", () => {
    const mixed = swap(inLanguage("en"), "per p9_4: weight 0.3 × pont_c", "per p9_4: 0.3 × pont_c");
    const t = texts(row(run(mixed, aInput), "P13"));
    expect(t.find((s) => s.startsWith("Criterion 'Critério A"))).toContain(": 1.8 points (weight 0.4 × pont_a (score 1–5), 0.4 to 2 points)");
    expect(t).toContain("Total: 3.9 points.");
  });
});
