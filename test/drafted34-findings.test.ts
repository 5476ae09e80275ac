// What drafter34 found drafting schemes of real law from the docs alone (issue 15, thirty-fourth
// round): schemes/drafted_generacion (a Spanish research call on the pattern of the AEI's
// "Proyectos de Generación de Conocimiento": experts' scores averaged and rounded, minimums in
// total and on criterion a), one national ranking funded area by area up to each area's
// allocation, ties broken in favour of the principal investigator of the sex less represented
// in the area (Ley Orgánica 3/2007, art. 11), an ordered list of the proposals not funded
// (RD 887/2006, art. 63.3)). Each test pins today's behaviour and says, in its note, what the
// law says (FINDINGS34.md). Drafter34 did not change the engine.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { resultOf as row, runScheme as run } from "./support/scheme";

const gDir = resolve(__dirname, "../schemes/drafted_generacion");
const generacion = readFileSync(join(gDir, "generacion_conocimiento.allot"), "utf8");
const gInput = JSON.parse(readFileSync(join(gDir, "data/convocatoria2027.json"), "utf8"));

type Row = { explanation: { step: string; text: string }[] };
const steps = (r: Row, step: string) => r.explanation.filter((s) => s.step === step).map((s) => s.text);

// Finding 1 (the docs mislead; the law's list is lost). RD 887/2006 art. 63.3: "una relación
// ordenada de todas las solicitudes que, cumpliendo con las condiciones ..., no hayan sido
// estimadas por rebasarse la cuantía máxima del crédito fijado en la convocatoria". The crédito is
// fixed per área (conv. art. 14.2), written as §14.12 says, `group by area { at most
// call.dotacion }`, with `reserve all` (§14.11: "puts every ranked application that is not funded
// on the list", its refusal "citing the rule that refused it (the boundary rule, a quota, its
// group)"). No one is on the list: a group's refusal is not the budget's (said only at the end of
// §14.12, of several groups). The law: G15 1, G04 2, G11 3, G10 4, G19 5, G05 6.
describe("1. reserve all with a cap per area lists no one", () => {
  it("the six refused for their area's allocation are not_funded, without a place", () => {
    const r = run(generacion, gInput);
    const ids = ["G15", "G04", "G11", "G10", "G19", "G05"];
    expect(ids.map((id) => [id, row(r, id).status, row(r, id).reservePlace])).toEqual(ids.map((id) => [id, "not_funded", undefined]));
    expect(r.results.filter((x) => x.status === "reserve")).toEqual([]);
  });
});

// Finding 2 (an explanation misleads). Conv. art. 14.3 counts the principal investigators of each
// sex "de las solicitudes presentadas en el área temática" only to break a tie. The counts are told
// first, as "requisitos" (the eligibility step), in code: the aggregate's formula, the area by its
// code «tec» (its title is "Ciencias y Tecnologías Físicas").
describe("2. the counts for the equal-merit rule are told as requirements, in code", () => {
  it("G03's first two lines", () => {
    const first = steps(row(run(generacion, gInput), "G03") as unknown as Row, "eligibility").slice(0, 2);
    expect(first).toEqual([
      "Las investigadoras principales del área, count(m in peers(area): m.ip_sexo = mujer) de las solicitudes con area «tec»: 2, de G03 (contada), G05 (contada).",
      "Los investigadores principales del área, count(m in peers(area): m.ip_sexo = hombre) de las solicitudes con area «tec»: 5, de G01 (contada), G02 (contada), G04 (contada), G06 (contada), G07 (contada).",
    ]);
  });
});

// Finding 3 (an explanation misleads). The area's member has a title ("Ciencias y Tecnologías
// Físicas", §8.4: explanations name members by their titles); a group's refusal names it by its
// code: "al grupo «Área temática: tec»".
describe("3. a group keyed by an enumeration is named by the member's code", () => {
  it("G04's refusal", () => {
    expect(row(run(generacion, gInput), "G04").reasons!.map((x) => x.message)).toEqual([
      "al grupo «Área temática: tec» le quedan 0,01 EUR de su límite de 400.000,00 EUR, menos que el importe calculado, 72.600,00 EUR",
    ]);
  });
});

// Finding 4 (an explanation misleads). Conv. art. 12.2: the mean "redondeada a dos decimales; las
// fracciones de media centésima se redondearán al alza". G01's experts gave 45, 44 and 44: the mean
// line says "aproximadamente 44,3333", the criterion's "44,33 puntos (nota_a, …)": the rounding the
// law prescribes is not told, and the let is named by its code, though it has a title.
describe("4. the rounding of the experts' mean is not told", () => {
  it("G01's lines on criterion a)", () => {
    const points = steps(row(run(generacion, gInput), "G01") as unknown as Row, "points");
    expect(points.slice(0, 2)).toEqual([
      "La puntuación del criterio a), mean(e in expertos: e.calidad): 3 valores, (45 + 44 + 44) / 3 = aproximadamente 44,3333.",
      "Criterio «a) Calidad, novedad y relevancia»: 44,33 puntos (nota_a, de 0 a 50 puntos).",
    ]);
  });
});
