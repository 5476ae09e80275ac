// The places the law states for its marks, kept wherever points are told (places38; FINDINGS37
// finding 2; language.md §11.3): `points decimal(3) per <source>` tells every value in points with
// exactly three places — a criterion's step, the total, a threshold's values, a key and its
// operands, the result's `points` — and AL0420 refuses a criterion that could give more. Edges: a
// sum of decimal(3) and whole points, rounding at the last place, a negative value, a threshold met
// exactly at 5,000, the plural of "1,000 puntos", and a scheme without the scale told as before.
import { describe, expect, it } from "vitest";
import { analyze } from "@allot/dsl";
import { resultOf as row, runScheme as run } from "./support/scheme";

const flat = (t: string) => t.replace(/[\u00a0\u202f]/g, " ").replace(/\u2212/g, "-");
type Row = { explanation: { step: string; text: string }[] };
const texts = (r: Row) => r.explanation.map((s) => flat(s.text));
const step = (r: Row, start: string) => texts(r).find((t) => t.startsWith(start)) ?? "";

const scheme = (scale: string, language = "es", criteria = `criterion a "Ejercicio" per b6: round(aciertos / 3, 3, down)
criterion b "Mérito" per b6: 2 points if merito
criterion c "Penalización" per b6: pen
criterion d "Segundo" per b6: segundo`) => `scheme t "t" {
  version "1"
  language ${language}
}
act bases "Bases" {
  identifier "B"
}
source b6 = bases article 6 """
  La calificación se expresará con tres decimales, sin redondeo.
  """
call {
  plazas: integer in 0..10
}
application {
  id: text unique
  aciertos: integer in 0..100
  merito: boolean
  pen: decimal(1) in -5..0
  segundo: decimal(3) in 0..10
}
${scale}
${criteria}
let oposicion "la oposición" = a + d per b6
threshold minimo "Mínimo" per b6: d >= 5
ranking per b6 {
  by total highest first per b6
  tiebreak every tie per b6 {
    by oposicion highest first per b6
    unresolved per b6
  }
}
allocation per b6 {
  budget call.plazas
  amount 1
  at boundary stop per b6
}
`;

const input = {
  call: { plazas: 1 },
  applications: [
    // 2/3 cut at the last place: 0.666; + 2 whole points; - 1.5; + 5.000 exactly: 6.166
    { id: "A", aciertos: 2, merito: true, pen: -1.5, segundo: 5 },
    // 20/3 = 6.666; no merit; 0; 1.5 - ... : ties A on the total? 6.666 + 0 + 0 - 0.5 = 6.166
    { id: "B", aciertos: 20, merito: false, pen: -5, segundo: 4.5 },
    { id: "C", aciertos: 3, merito: false, pen: 0, segundo: 5.166 },
  ],
};

describe("points decimal(3): every value in points with three places", () => {
  it("a sum of decimal(3) and whole points, a cut at the last place and a negative value in the result", () => {
    const r = run(scheme("points decimal(3) per b6"), input);
    expect(row(r, "A").points).toEqual({ a: "0.666", b: "2.000", c: "-1.500", d: "5.000", total: "6.166" });
    expect(row(r, "C").points).toEqual({ a: "1.000", b: "0.000", c: "0.000", d: "5.166", total: "6.166" });
  });
  it("the criteria, the total, a negative value and the threshold met exactly at 5,000 in the explanation", () => {
    const a = row(run(scheme("points decimal(3) per b6"), input), "A");
    expect(step(a, "Criterio «Ejercicio»")).toContain("Criterio «Ejercicio»: 0,666 puntos");
    expect(step(a, "Criterio «Mérito»")).toContain("Criterio «Mérito»: 2,000 puntos");
    expect(step(a, "Criterio «Penalización»")).toContain("-1,500 puntos");
    expect(step(a, "Puntuación total")).toBe("Puntuación total: 6,166 puntos.");
    expect(step(a, "El umbral «Mínimo» se alcanza")).toContain("Segundo: 5,000 puntos");
  });
  it("a threshold not met tells its points with the places", () => {
    const b = row(run(scheme("points decimal(3) per b6"), input), "B");
    expect(b.status).toBe("below_threshold");
    expect(step(b, "El umbral «Mínimo» no se alcanza")).toContain("(Segundo: 4,500 puntos)");
  });
  it("a tie on the total decided by a let summing criteria, with its operands", () => {
    const c = row(run(scheme("points decimal(3) per b6"), input), "C");
    const t = texts(c).find((x) => x.includes("solicitud A")) ?? "";
    expect(t).toContain("6,166 frente a 5,666 (Ejercicio: 1,000 frente a 0,666; Segundo: 5,166 frente a 5,000)");
  });
  it("1,000 puntos, 1.000 points: a count with decimals in the plural", () => {
    const es = row(run(scheme("points decimal(3) per b6"), input), "C");
    expect(step(es, "Criterio «Ejercicio»")).toContain("1,000 puntos");
    const en = row(run(scheme("points decimal(3) per b6", "en"), input), "C");
    expect(texts(en).find((x) => x.includes("Ejercicio") && x.includes("1.000"))).toContain("1.000 points");
  });
  it("a criterion's 1,000 points counted in six languages by their visible decimals", () => {
    const want = { en: "1.000 points", nl: "1,000 punten", pl: "1,000 punktu", de: "1,000 Punkte", es: "1,000 puntos", fr: "1,000 point" };
    for (const [lang, words] of Object.entries(want)) {
      const c = row(run(scheme("points decimal(3) per b6", lang), input), "C");
      const t = texts(c).find((x) => x.includes("Ejercicio") && /1[.,]000 /.test(x)) ?? "";
      expect(t, lang).toContain(words);
      expect(t.replace(words, ""), lang).not.toContain("1.000 point ");
    }
  });
  it("without the scale, points are told as they are", () => {
    const a = row(run(scheme(""), input), "A");
    expect(a.points).toEqual({ a: "0.666", b: "2", c: "-1.5", d: "5", total: "6.166" });
    expect(step(a, "Criterio «Mérito»")).toContain("Criterio «Mérito»: 2 puntos");
  });
});

describe("AL0420: a scale that cannot hold a criterion's places", () => {
  const codes = (text: string) => analyze(text).diagnostics.filter((d) => d.code === "AL0420" || d.code === "AL0202");
  it("accepts criteria within the scale", () => {
    expect(codes(scheme("points decimal(3) per b6"))).toEqual([]);
  });
  it("refuses a division not rounded, and names the criterion", () => {
    const d = codes(scheme("points decimal(3) per b6").replace("round(aciertos / 3, 3, down)", "aciertos / 3"));
    expect(d.map((x) => x.code)).toEqual(["AL0420"]);
    expect(d[0]!.message).toContain("expected criterion 'a' to give points with at most the 3 places of the scale");
    expect(d[0]!.hint).toContain("round(…, 3, down)");
  });
  it("refuses a criterion with more places than the scale: decimal(3) under decimal(2), 0.125 × x", () => {
    const d = codes(scheme("points decimal(2) per b6"));
    expect(d.map((x) => x.message)).toEqual([
      "expected criterion 'a' to give points with at most the 2 places of the scale (points decimal(2)), found points with up to 3 places",
      "expected criterion 'd' to give points with at most the 2 places of the scale (points decimal(2)), found points with up to 3 places",
    ]);
    const w = codes(scheme("points decimal(2) per b6", "es", `criterion a "A" per b6: 0.125 × aciertos`));
    expect(w[0]!.message).toContain("found points with up to 3 places");
  });
  it("refuses a scale of more than 18 places, and a second scale", () => {
    expect(codes(scheme("points decimal(19) per b6"))[0]!.message).toBe("expected 0 to 18 places for the scale of points, found 19");
    expect(codes(scheme("points decimal(3) per b6\npoints decimal(3) per b6")).map((x) => x.code)).toEqual(["AL0202"]);
  });
});
