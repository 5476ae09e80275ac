// Explanations in Spanish (issue 15, thirtieth round, es30): `language es` in the words of a
// "resolución de concesión" under Ley 38/2003 (narration/es.ts, esWords.ts; the report's
// messages/es.ts). Amounts as the BOE writes them, grouped from four digits ("1.234,56 EUR", where
// Intl's es-ES alone writes "1234,56"), dates "3 de marzo de 2025", "1 punto" and "2 puntos", a
// solicitud in the feminine ("Concedida", "No adjudicada"). Each asserted whole: what an applicant
// reads. drafted_prorrateo's own sentences are its goldens (schemes/drafted_prorrateo/tests).
import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { catalogueFor, evaluate, formatsOf } from "@allot/runtime";
import { formattersFor } from "../packages/dsl/src/report/htmlFormat.js";
import { counted, messagesFor } from "../packages/dsl/src/report/messages/catalogue.js";
import { preamble, resultOf as row, runScheme as run } from "./support/scheme";

const steps = (r: { explanation: { step: string; text: string }[] }, step: string) => r.explanation.filter((s) => s.step === step).map((s) => s.text);

describe("numbers, amounts, counts and dates as Spain writes them", () => {
  const es = catalogueFor("es-ES");
  const f = formatsOf(es);
  it("the catalogue of es and es-ES is the Spanish one", () => {
    expect(es.language).toBe("es");
    expect(catalogueFor("es").words.notice).toBe("Resolución sobre la solicitud");
  });
  it("amounts grouped from four digits, the decimal comma; Polish keeps its own rule", () => {
    expect(new Intl.NumberFormat("es-ES", { minimumFractionDigits: 2 }).format(1234.56)).toBe("1234,56");
    expect([f.amount({ value: "1234.56", unit: "EUR" }), f.amount({ value: "999.00", unit: "EUR" }), f.amount({ value: "1234567.5", unit: "EUR" }), f.number("-12000"), f.minorAmount(123456, 2, "EUR"), f.minorAmount(100000000, 2, "EUR")]).toEqual([
      "1.234,56 EUR",
      "999,00 EUR",
      "1.234.567,5 EUR",
      "−12.000",
      "1.234,56 EUR",
      "1.000.000,00 EUR",
    ]);
    expect(formatsOf(catalogueFor("pl")).amount({ value: "1234.56", unit: "PLN" })).toBe("1234,56 PLN");
  });
  it("points counted: 1 punto, 2 puntos, 1,5 puntos", () => {
    const points = { one: "{n} punto", other: "{n} puntos" };
    expect([f.count(1, points), f.count(2, points), f.count("1.5", points), f.count(0, points), f.count(1000000, points)]).toEqual(["1 punto", "2 puntos", "1,5 puntos", "0 puntos", "1.000.000 puntos"]);
  });
  it("dates and moments: 3 de marzo de 2025", () => {
    const moment = es.values.moment!;
    expect([moment("2025-03-03"), moment("2027-12-01 07:59:59.999"), moment("2026-10-25 02:40:00+02:00"), moment("yesterday")]).toEqual([
      "3 de marzo de 2025",
      "1 de diciembre de 2027, a las 07:59:59,999",
      "25 de octubre de 2026, a las 02:40:00 (UTC+02:00)",
      "yesterday",
    ]);
  });
  it("the report writes the same numbers, its counts and dates in Spanish", () => {
    const m = messagesFor("es");
    const w = formattersFor(m);
    expect([w.amount("1234.56", "EUR"), w.number("12345.5"), w.date("2025-03-03"), counted(m, 1, m.applications), counted(m, 1200, m.applications)]).toEqual(["1.234,56\u00a0EUR", "12.345,5", "3 de marzo de 2025", "1 solicitud", "1.200 solicitudes"]);
  });
});

describe("a call in Spanish: funded, stopped at the boundary, the reserve list, a scheme's own reason", () => {
  const text =
    preamble("Ayudas", "es") +
    `call { budget: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  received: datetime("Europe/Madrid") }
eligibility per art1 { rule pts "Puntuación positiva": points > 0 otherwise "La solicitud {id} obtuvo {points} puntos el {received}." }
criterion p "Puntos" per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by received earliest first to the minute per art1 } }
allocation per art1 { budget call.budget  amount asked  at boundary stop per art1  reserve 2 per art1 }
`;
  const r = run(text, {
    call: { budget: "2500.00" },
    applications: [
      { id: "A", points: 1, asked: "1234.56", received: "2025-03-03T10:00:00" },
      { id: "B", points: 1, asked: "1500.00", received: "2025-03-03T11:00:00" },
      { id: "C", points: 3, asked: "1000.00", received: "2025-03-04T09:00:00" },
      { id: "D", points: 0, asked: "100.00", received: "2025-03-05T09:00:00" },
    ],
  });
  it("A: one point, the tie-break by the moment of receipt, funded", () => {
    expect(row(r, "A").explanation.map((s) => s.text)).toEqual([
      "El requisito «Puntuación positiva» se cumple (points > 0).",
      "Criterio «Puntos»: 1 punto (application.points, de 0 a 10 puntos).",
      "Puntuación total: 1 punto.",
      "Puesto en el orden de prelación: 2 (puntuación total: 1).",
      "Detrás de la solicitud C: decide la puntuación total (de mayor a menor): 3 frente a 1.",
      "Delante de la solicitud B: decide received (de la más temprana a la más tardía, al minuto): 3 de marzo de 2025, a las 10:00 frente a 3 de marzo de 2025, a las 11:00.",
      "Concedida por importe de 1.234,56 EUR: cabe en el crédito restante (restante antes de esta solicitud: 1.500,00 EUR).",
    ]);
  });
  it("B: does not fit, the allocation stops, placed on the reserve list", () => {
    expect(row(r, "B").status).toBe("reserve");
    expect(steps(row(r, "B"), "allocation")).toEqual([
      "No concedida (importe solicitado: 1.500,00 EUR): no cabe en el crédito restante; el reparto termina en esta solicitud (restante antes de esta solicitud: 265,44 EUR).",
      "Incluida en la lista de reserva, en el puesto 1.",
    ]);
    expect(row(r, "B").reasons.map((x) => x.message)).toEqual(["el importe solicitado de 1.500,00 EUR no cabe en el crédito restante de 265,44 EUR; el reparto termina en esta solicitud", "incluida en la lista de reserva, en el puesto 1"]);
  });
  it("D: the scheme's own reason with its values in Spanish form", () => {
    expect(row(r, "D").explanation.map((s) => s.text)).toEqual(["El requisito «Puntuación positiva» no se cumple: La solicitud D obtuvo 0 puntos el 5 de marzo de 2025, a las 09:00:00."]);
  });
});

describe("places in Spanish (drafted_markt read as `language es`)", () => {
  const markt = new URL("../schemes/drafted_markt/", import.meta.url);
  const text = readFileSync(new URL("vaste_standplaatsen.allot", markt), "utf8").replace(/^ {2}language nl$/m, "  language es");
  const r = evaluate(load(analyze(text)), JSON.parse(readFileSync(new URL("data/voorstad_2027.json", markt), "utf8")) as never).result;
  it("a place granted with its group, the stop, the group's cap, the reserve list", () => {
    expect(steps(row(r, "M01"), "allocation")).toEqual(["Adjudicada 1 plaza: cabe en las plazas restantes, como miembro del grupo «Onderneming: 10000001» (el grupo tiene ahora 1 de 1 plaza permitida) (restante antes de esta solicitud: 8 plazas)."]);
    expect(steps(row(r, "M12"), "allocation")).toEqual(["No adjudicada (solicitud de 1 plaza): no queda ninguna plaza (restante antes de esta solicitud: 0 plazas).", "Incluida en la lista de reserva, en el puesto 3."]);
    expect(row(r, "M12").reasons.map((x) => x.message)).toEqual(["no queda ninguna plaza", "incluida en la lista de reserva, en el puesto 3"]);
    expect(steps(row(r, "M24"), "allocation").at(-1)).toBe("Tampoco el límite de su grupo le deja margen: el grupo «Onderneming: 10000004» ya tiene 1 plaza, el máximo por «Onderneming» (1).");
  });
});

describe("the notice of drafted_prorrateo in Spanish", () => {
  const repo = resolve(__dirname, "..");
  const dir = join(repo, "schemes/drafted_prorrateo");
  it("S13's notice: its heading, decision, date, amounts and reason", () => {
    const out = join(process.env["TMPDIR"] ?? "/tmp", `es30-notice-${process.pid}`);
    const p = spawnSync(process.execPath, [join(repo, "packages/dsl/dist/allot.mjs"), "notices", join(dir, "ayudas_cultura.allot"), "--input", join(dir, "data/convocatoria_2027.json"), "--out", out, "--id", "S13", "--published", "2027-03-03"], { encoding: "utf8", timeout: 60_000 });
    expect(p.status, p.stderr).toBe(0);
    const html = readFileSync(join(out, "S13.html"), "utf8");
    const words = html.replace(/<style[\s\S]*?<\/style>/g, "").replace(/<[^>]+>/g, "\n").split("\n").map((l) => l.trim()).filter(Boolean);
    for (const w of ["Resolución sobre la solicitud", "3 de marzo de 2027", "No concedida — «denegada»", "Puesto en el orden de prelación", "Importe calculado", "3.200,00 EUR", "Importe concedido", "0,00 EUR", "Motivación", "Cómo se ha resuelto", "Disposiciones citadas"]) expect(words, w).toContain(w);
    expect(words).toContain("Prorrateo: 3.200 × el coeficiente de prorrateo (crédito 90.000 / total 112.200), redondeado por defecto a 0,01, cantidad inferior al importe mínimo de 3.000,00");
  });
});
