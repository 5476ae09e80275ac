// The rounding the law prescribes, told (drafter34's findings 4 and 11, mendr34): a let
// `round(mean(…), 2, half_up)` tells the mean, then "rounded to 2 decimal places, halves up" and
// the value the rounding gave, in each catalogue's words for the places and the mode. Conv. art.
// 12.2 (schemes/drafted_generacion): G01's experts gave 45, 44 and 44 on criterion a), mean
// 44.3333…, 44.33 half up; G06's criterion b) 19.6667 → 19.67, its total 69.67 below 70.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const LANGS = ["en", "fr", "nl", "pl", "de", "es"] as const;
type Lang = (typeof LANGS)[number];
const dir = resolve(__dirname, "../schemes/drafted_generacion");
const text = readFileSync(join(dir, "generacion_conocimiento.allot"), "utf8");
const input = JSON.parse(readFileSync(join(dir, "data/convocatoria2027.json"), "utf8"));

/** The points lines of application `id`, the scheme told in `language` (its `language es` under `scheme` replaced), without the citation. */
function points(scheme: string, id: string, language: Lang): string[] {
  const s = load(analyze(scheme.replace(/(scheme [^{]*\{\n  version "[^"]*"\n  language )es/, `$1${language}`)));
  const r = evaluate(s, input as never, { explain: true } as never).result;
  return r.results.find((x) => x.id === id)!.explanation.filter((x) => x.step === "points").map((x) => x.text);
}
const each = (f: (l: Lang) => string): Record<Lang, string> => Object.fromEntries(LANGS.map((l) => [l, f(l)])) as Record<Lang, string>;

describe("a rounded mean tells its rounding", () => {
  it("G01's criterion a), in the six languages", () => {
    expect(each((l) => points(text, "G01", l)[0]!)).toEqual({
      en: "La puntuación del criterio a), mean(e in expertos: e.calidad): 3 values, (45 + 44 + 44) / 3 = about 44.3333; rounded to 2 decimal places, halves up: 44.33.",
      fr: "La puntuación del criterio a), mean(e in expertos: e.calidad) : 3 valeurs, (45 + 44 + 44) / 3 = environ 44,3333 ; arrondi à 2 décimales, la moitié vers le haut : 44,33.",
      nl: "La puntuación del criterio a), mean(e in expertos: e.calidad): 3 waarden, (45 + 44 + 44) / 3 = ongeveer 44,3333; afgerond op 2 decimalen, de helft naar boven: 44,33.",
      pl: "La puntuación del criterio a), mean(e in expertos: e.calidad): 3 wartości, (45 + 44 + 44) / 3 = około 44,3333; po zaokrągleniu do 2 miejsc po przecinku, połowa w górę: 44,33.",
      de: "La puntuación del criterio a), mean(e in expertos: e.calidad): 3 Werte, (45 + 44 + 44) / 3 = etwa 44,3333; gerundet auf 2 Nachkommastellen, ab der Hälfte aufgerundet: 44,33.",
      es: "La puntuación del criterio a), mean(e in expertos: e.calidad): 3 valores, (45 + 44 + 44) / 3 = aproximadamente 44,3333; redondeado a 2 decimales, la mitad hacia arriba: 44,33.",
    });
  });
  it("a mean the rounding does not change is told without it (G06's criterion a), 35)", () => {
    expect(points(text, "G06", "es")[0]).toBe("La puntuación del criterio a), mean(e in expertos: e.calidad): 3 valores, (35 + 35 + 35) / 3 = 35.");
  });
  it("the boundary: G06's criterion b) 19.6667 → 19.67, its total 69.67", () => {
    const g06 = points(text, "G06", "es");
    expect(g06[2]).toBe("La puntuación del criterio b), mean(e in expertos: e.equipo): 3 valores, (20 + 19,5 + 19,5) / 3 = aproximadamente 19,6667; redondeado a 2 decimales, la mitad hacia arriba: 19,67.");
    expect(g06.at(-1)).toBe("Puntuación total: 69,67 puntos.");
  });
  it("each mode in its words, to a whole number and to one place", () => {
    const at = (mode: string, places: number, l: Lang): string => points(text.replace(/round\(\n  mean\(e in expertos: e\.calidad\),\n  2,\n  half_up\n\)/, `round(mean(e in expertos: e.calidad), ${places}, ${mode})`), "G01", l)[0]!.replace(/^.*= /, "");
    expect(["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"].map((m) => at(m, 0, "es"))).toEqual([
      "aproximadamente 44,3333; redondeado a un número entero, la mitad hacia arriba: 44.",
      "aproximadamente 44,3333; redondeado a un número entero, la mitad hacia abajo: 44.",
      "aproximadamente 44,3333; redondeado a un número entero, la mitad hacia la cifra par: 44.",
      "aproximadamente 44,3333; redondeado a un número entero, alejándose de cero: 45.",
      "aproximadamente 44,3333; redondeado a un número entero, hacia cero: 44.",
      "aproximadamente 44,3333; redondeado a un número entero, hacia abajo: 44.",
      "aproximadamente 44,3333; redondeado a un número entero, hacia arriba: 45.",
    ]);
    expect(each((l) => at("ceiling", 1, l))).toEqual({
      en: "about 44.3333; rounded to 1 decimal place, up: 44.4.",
      fr: "environ 44,3333 ; arrondi à 1 décimale, vers le haut : 44,4.",
      nl: "ongeveer 44,3333; afgerond op 1 decimaal, naar boven: 44,4.",
      pl: "około 44,3333; po zaokrągleniu do 1 miejsca po przecinku, w górę: 44,4.",
      de: "etwa 44,3333; gerundet auf 1 Nachkommastelle, aufgerundet: 44,4.",
      es: "aproximadamente 44,3333; redondeado a 1 decimal, hacia arriba: 44,4.",
    });
  });
});
