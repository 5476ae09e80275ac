// A weighted lottery, `lottery seed call.seed weighted by <weight>` (docs/language.md §13.2,
// lottery34): the law's distribution (each next place drawn with a chance proportional to the
// weight among those left), the recipe a third party recomputes, the words in six languages, and
// the data the law does not allow (a negative weight).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { compiled, resultOf as row, runScheme as run } from "./support/scheme";

const dir = resolve(__dirname, "../schemes/weighted_lottery");
const allotments = readFileSync(join(dir, "allotments.allot"), "utf8");
const input = JSON.parse(readFileSync(join(dir, "data/lot2027.json"), "utf8"));
const ranking = (r: { explanation: { step: string; text: string }[] }) => r.explanation.filter((s) => s.step === "ranking").map((s) => s.text);
const inLanguage = (language: string) => allotments.replace("  language en\n", `  language ${language}\n`);

/** The recipe of §13.2, written out as a reader would: u from the digest's first 13 hex digits, key −ln(u) / w. */
const key = (seed: string, id: string, w: number) => -Math.log((parseInt(createHash("sha256").update(`${seed}:${id}`, "utf8").digest("hex").slice(0, 13), 16) + 0.5) / 2 ** 52) / w;

describe("the draw has the law's distribution", () => {
  // three candidates of weights 1, 1.5 and 2.5 (a decimal let), 1200 seeds: the frequency of each
  // of the six orders against w_i / S × w_j / (S − w_i), within 4.5 binomial standard deviations
  const weights: Record<string, number> = { A: 1, B: 1.5, C: 2.5 };
  const scheme = compiled(allotments.replace("let tickets \"the tickets\" = if board then 0 else 1 + years per r3", "let tickets \"the tickets\" = if board then 0 else years / 2 per r3"));
  const apps = Object.entries(weights).map(([id, w]) => ({ id, years: w * 2, board: false }));
  const n = 1200;
  const counts = new Map<string, number>();
  for (let s = 0; s < n; s++) {
    const order = evaluate(scheme, { call: { plots: 1, seed: `seed-${s}` }, applications: apps }).result.ranking.join("");
    counts.set(order, (counts.get(order) ?? 0) + 1);
  }
  const S = 5;
  for (const order of ["ABC", "ACB", "BAC", "BCA", "CAB", "CBA"]) {
    const [i, j] = [weights[order[0]!]!, weights[order[1]!]!];
    const p = (i / S) * (j / (S - i));
    it(`${order}: p = ${p.toFixed(4)}`, () => {
      const seen = counts.get(order) ?? 0;
      expect(Math.abs(seen - n * p)).toBeLessThan(4.5 * Math.sqrt(n * p * (1 - p)));
    });
  }
  it("every order the engine gave is the recipe's order", () => {
    for (let s = 0; s < 50; s++) {
      const order = evaluate(scheme, { call: { plots: 1, seed: `seed-${s}` }, applications: apps }).result.ranking;
      expect(order).toEqual(Object.keys(weights).sort((a, b) => key(`seed-${s}`, a, weights[a]!) - key(`seed-${s}`, b, weights[b]!)));
    }
  });
});

describe("the explanation gives the weights and the keys, in each language", () => {
  const k = (id: string, w: number, sep: string) => String(key("AR-2027/lot", id, w)).replace(".", sep);
  const told = (language: string) => ranking(row(run(inLanguage(language), input), "P1"))[1];
  it.each([
    ["en", `After P2: decided by weighted lottery (seed "AR-2027/lot"): weight 5, key ${k("P2", 5, ".")} (sha256("AR-2027/lot:P2") = f0a34a27f42fd…) against weight 1, key ${k("P1", 1, ".")} (sha256("AR-2027/lot:P1") = c7243d86bc589…).`],
    ["nl", `Na P2: beslist door gewogen loting (startwaarde "AR-2027/lot"): gewicht 5, sleutel ${k("P2", 5, ",")} (sha256("AR-2027/lot:P2") = f0a34a27f42fd…) tegen gewicht 1, sleutel ${k("P1", 1, ",")} (sha256("AR-2027/lot:P1") = c7243d86bc589…).`],
    ["de", `Nach P2: ausschlaggebend ist der gewichtete Losentscheid (Startwert „AR-2027/lot“): Gewicht 5, Schlüssel ${k("P2", 5, ",")} (sha256("AR-2027/lot:P2") = f0a34a27f42fd…) gegenüber Gewicht 1, Schlüssel ${k("P1", 1, ",")} (sha256("AR-2027/lot:P1") = c7243d86bc589…).`],
    ["fr", `Après la demande P2 : départagée par le tirage au sort pondéré (graine "AR-2027/lot") : poids 5, clé ${k("P2", 5, ",")} (sha256("AR-2027/lot:P2") = f0a34a27f42fd…) contre poids 1, clé ${k("P1", 1, ",")} (sha256("AR-2027/lot:P1") = c7243d86bc589…).`],
    ["es", `Detrás de la solicitud P2: decide el sorteo ponderado (semilla "AR-2027/lot"): peso 5, clave ${k("P2", 5, ",")} (sha256("AR-2027/lot:P2") = f0a34a27f42fd…) frente a peso 1, clave ${k("P1", 1, ",")} (sha256("AR-2027/lot:P1") = c7243d86bc589…).`],
    ["pl", `Za wnioskiem P2: rozstrzyga losowanie ważone (ziarno "AR-2027/lot"): waga 5, klucz ${k("P2", 5, ",")} (sha256("AR-2027/lot:P2") = f0a34a27f42fd…) wobec waga 1, klucz ${k("P1", 1, ",")} (sha256("AR-2027/lot:P1") = c7243d86bc589…).`],
  ])("%s", (language, sentence) => {
    expect(told(language)).toBe(sentence);
  });
  it.each([
    ["en", "weight 0: not in the draw, and so ranked after those drawn"],
    ["nl", "gewicht 0: niet in de loting en daarom gerangschikt na de getrokken aanvragen"],
    ["de", "Gewicht 0: nicht in der Losziehung und daher nach den gezogenen Anträgen eingereiht"],
    ["fr", "poids 0 : hors du tirage au sort, et donc classée après les demandes tirées"],
    ["es", "peso 0: fuera del sorteo y, por tanto, clasificada después de las solicitudes sorteadas"],
    ["pl", "waga 0: poza losowaniem, dlatego uszeregowany po wylosowanych wnioskach"],
  ])("%s: a weight of 0 is out of the draw", (language, words) => {
    expect(ranking(row(run(inLanguage(language), input), "P4")).at(-1)).toContain(words);
  });
  it.each([
    ["en", "it is negative (-2): a lottery weight is 0 (not in the draw) or more"],
    ["nl", "het is negatief (−2): een gewicht in de loting is 0 (niet in de loting) of meer"],
    ["de", "es ist negativ (−2): ein Losgewicht ist 0 (nicht in der Losziehung) oder mehr"],
    ["fr", "il est négatif (−2) : un poids au tirage au sort vaut 0 (hors du tirage) ou plus"],
    ["es", "es negativo (−2): un peso en el sorteo es 0 (fuera del sorteo) o más"],
    ["pl", "jest ujemna (−2): waga w losowaniu wynosi 0 (poza losowaniem) lub więcej"],
  ])("%s: a negative weight is bad data, named", (language, words) => {
    const p7 = row(run(inLanguage(language), input), "P7");
    expect(p7.status).toBe("ineligible");
    expect(ranking(p7)[0]).toContain(words);
    expect(ranking(p7)[0]).toContain("tickets");
  });
});

describe("the checker", () => {
  it("a weight that is not a number, and a weight on a draw made outside, are AL0682", async () => {
    const { analyze } = await import("@allot/dsl");
    const codes = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => d.code);
    expect(codes(allotments.replace("weighted by tickets", "weighted by board"))).toEqual(["AL0682"]);
    expect(codes(allotments.replace('seed: text "the seed', 'seed: draw "the seed').replace("lottery seed call.seed", "lottery draw call.seed"))).toEqual(["AL0682"]);
    expect(codes(allotments)).toEqual([]);
  });
  it("the formatter keeps 'weighted by'", async () => {
    const { formatScheme } = await import("@allot/dsl");
    const out = formatScheme(allotments);
    expect(out.ok && out.text).toContain("lottery seed call.seed weighted by tickets per r3");
  });
});
