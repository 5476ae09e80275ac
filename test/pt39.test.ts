// Explanations in Portuguese (issue 15, thirty-ninth round; FINDINGS38 finding 3): a scheme that
// declares `language pt` (schemes/drafted_aviso_prr, a PRR "Aviso de abertura de candidaturas")
// is explained in European Portuguese — whole sentences, amounts as pt-PT writes them ("90 000,00 €",
// a decimal comma), dates "31 de março de 2027", points "1 ponto", "1,8 pontos" — and its
// decision notices are `<html lang="pt">`. A language Allot has no catalogue for (`language cs`)
// checks with AL0424, naming the languages there are.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "@allot/dsl";
import { catalogueFor, citationText, formatsOf } from "@allot/runtime";
import { resultOf as row, runScheme as run } from "./support/scheme";

const cli = resolve(__dirname, "../packages/dsl/dist/allot.mjs");
const aDir = resolve(__dirname, "../schemes/drafted_aviso_prr");
const aviso = readFileSync(join(aDir, "aviso_eficiencia_pme.allot"), "utf8");
const aInput = JSON.parse(readFileSync(join(aDir, "data/aviso2027.json"), "utf8"));
const flat = (t: string) => t.replace(/[\u00a0\u202f]/g, " ");
const texts = (r: { explanation: { text: string }[] }) => r.explanation.map((s) => flat(s.text));

describe("AL0424: a language without a catalogue", () => {
  const header = (language: string) => aviso.replace("  language pt\n  timezone", `  language ${language}\n  timezone`);
  it("warns on cs, naming the seven languages there are, at the language's value", () => {
    const d = analyze(header("cs")).diagnostics.filter((x) => x.code === "AL0424");
    expect(d.map((x) => [x.severity, x.message])).toEqual([["warning", "expected a language Allot writes explanations in (en, pl, nl, de, es, fr, pt), found 'cs': the explanations, notices and report will be in English"]]);
    expect(d[0]!.hint).toContain("until a catalogue for 'cs' is added");
  });
  it("says nothing of pt, pt-PT or de-AT", () => {
    for (const l of ["pt", "pt-PT", "de-AT"]) expect(analyze(header(l)).diagnostics.filter((x) => x.code === "AL0424")).toEqual([]);
  });
});

describe("drafted_aviso_prr explained in Portuguese", () => {
  const r = run(aviso, aInput);
  it("P13: its criteria, total, threshold, ranking and refusal, whole sentences", () => {
    const p13 = texts(row(r, "P13"));
    expect(p13).toEqual([
      "A condição «Ser PME certificada» está cumprida (pme).",
      "A condição «Situação tributária e contributiva regularizada» está cumprida (situacao_regularizada).",
      "A condição «Candidatura submetida no prazo» está cumprida (submetida >= 1 de março de 2027, às 09:00:00 e submetida < 31 de março de 2027, às 18:00:00).",
      "Critério «Critério A — Eficiência energética e redução de emissões»: 4,5 (escala de 1 a 5) × ponderação 0,4 = 1,8 pontos; a pontuação do critério A é 4,5 (calculado a partir de a1: 5; a2: 4).",
      "Critério «Critério B — Qualidade e maturidade do projeto»: 3 (escala de 1 a 5) × ponderação 0,3 = 0,9 pontos; b é 3.",
      "Critério «Critério C — Coesão territorial»: 4 (escala de 3 a 5) × ponderação 0,3 = 1,2 pontos; a pontuação do critério C é 4 (calculado a partir de territorio: território em transição).",
      "Pontuação total: 0,4 × 4,5 + 0,3 × 3 + 0,3 × 4 = 3,9 pontos.",
      "O limiar «MP igual ou superior a 3,00 pontos» é atingido (total >= 3,00; total: 3,9 pontos).",
      "Posição na ordenação: 7 (pontuação total: 3,9).",
      "Depois da candidatura P16: decide a data e hora de submissão no balcão dos fundos (da mais antiga para a mais recente, ao segundo): 28 de março de 2027, às 00:59:59 (UTC+00:00) contra 28 de março de 2027, às 02:00:00 (UTC+01:00). Ambas as candidaturas têm os mesmos valores: a pontuação total (3,9) e «a pontuação do critério A» (4,5).",
      "Antes da candidatura P14: decide a data e hora de submissão no balcão dos fundos (da mais antiga para a mais recente, ao segundo): 28 de março de 2027, às 02:00:00 contra 29 de março de 2027, às 09:30:00. Ambas as candidaturas têm os mesmos valores: a pontuação total (3,9) e «a pontuação do critério A» (4,5).",
      "O montante: o apoio = (50% × despesa_elegivel = 90 000,00 €, arredondado ao cêntimo, em direção a zero: 90 000,00 €), com o limite de 100 000 € = 90 000,00 € (despesa_elegivel «as despesas elegíveis»: 180 000,00 €).",
      "Não aprovada (montante calculado: 90 000,00 €): não cabe na dotação remanescente; é preterida (remanescente antes desta candidatura: 15 000,00 €).",
    ]);
    expect(row(r, "P13").reasons.map((x) => x.message)).toEqual(["não cabe na dotação remanescente; é preterida"]);
  });
  it("P01 granted, P07 refused below the threshold, P09 out of time: its own reasons in Portuguese numbers and dates", () => {
    expect(texts(row(r, "P01")).at(-1)).toBe("Aprovada pelo montante de 100 000,00 €: cabe na dotação remanescente (remanescente antes desta candidatura: 500 000,00 €).");
    expect(texts(row(r, "P07")).at(-1)).toBe("O limiar «MP igual ou superior a 3,00 pontos» não é atingido: Ponto 10, n.º 1: o mérito do projeto (MP = 2,8) é inferior a 3,00 pontos.");
    expect(texts(row(r, "P07"))).toContain("Critério «Critério A — Eficiência energética e redução de emissões»: 2,5 (escala de 1 a 5) × ponderação 0,4 = 1 ponto; a pontuação do critério A é 2,5 (calculado a partir de a1: 2; a2: 3).");
    expect(row(r, "P09").reasons[0]!.message).toBe("Ponto 6: a candidatura foi submetida em 31 de março de 2027, às 18:00:00, fora do prazo (das 09h00m00s de 1 de março às 17h59m59s de 31 de março de 2027).");
  });
  it("no English word in any step of any candidatura", () => {
    const english = /\b(the|not|granted|points|remaining|budget|does|fits|place|before|after|decided)\b/i;
    for (const x of r.results) for (const t of texts(x)) expect(t, `${x.id}: ${t}`).not.toMatch(english);
  });
});

describe("a reserve list the scheme names, in Portuguese", () => {
  it("keeps \"lista\" with its contraction and quotes the name after it", () => {
    const named = aviso.replace("  at boundary skip per p10_3\n", '  at boundary stop per p10_3\n  reserve all "a lista de suplentes" per p10_3\n');
    expect(named).not.toBe(aviso);
    const r = run(named, aInput);
    const reserved = r.results.filter((x) => x.status === "reserve");
    expect(reserved.length).toBeGreaterThan(0);
    const steps = reserved.flatMap((x) => texts(x));
    expect(steps.filter((t) => t.includes("lista de reserva"))).toEqual([]);
    expect(steps).toContain("Incluída na lista «lista de suplentes», na posição 1.");
  });
});

describe("pt-PT numbers, plurals and citations", () => {
  const c = catalogueFor("pt-PT");
  const f = formatsOf(c);
  it("a decimal comma, groups of three by a space from five digits, the euro's sign after the figure", () => {
    expect([f.amount({ value: "1234.56", unit: "EUR" }), f.amount({ value: "100000.00", unit: "EUR" }), f.amount({ value: "1000.00", unit: "CHF" })].map(flat)).toEqual(["1234,56 €", "100 000,00 €", "1000,00 CHF"]);
  });
  it("1 ponto, 0 pontos, 1,5 pontos, 2 pontos (Intl.PluralRules pt-PT)", () => {
    const forms = { one: "{n} ponto", other: "{n} pontos" };
    expect(["1", "0", "1.5", "2"].map((n) => f.count(n, forms))).toEqual(["1 ponto", "0 pontos", "1,5 pontos", "2 pontos"]);
  });
  it("articles, numbers and letters cited as the Diário da República does", () => {
    expect(citationText("Constituição, article 11 paragraph 3", c)).toBe("Constituição, artigo 11.º, n.º 3");
    expect(citationText("Aviso, point 4 letter a", c)).toBe("Aviso, ponto 4, alínea a)");
  });
});

describe("the decision notice of P13 in Portuguese", () => {
  it("lang=pt, its headings, amounts and statuses", () => {
    const out = mkdtempSync(join(tmpdir(), "pt39-notices-"));
    execFileSync(process.execPath, [cli, "notices", join(aDir, "aviso_eficiencia_pme.allot"), "--input", join(aDir, "data/aviso2027.json"), "--out", out], { stdio: "pipe" });
    const raw = readFileSync(join(out, "P13.html"), "utf8");
    expect(raw).toContain('<html lang="pt">');
    const html = flat(raw).replace(/<style>[\s\S]*?<\/style>/, "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
    expect(html).toContain("Decisão sobre a candidatura Aviso N.º 03/C11-i01.02/2027");
    expect(html).toContain("Candidatura: P13 Não aprovada — «não selecionada por insuficiência de dotação»");
    expect(html).toContain("Posição na ordenação 7 Montante calculado 90 000,00 € Montante atribuído 0,00 €");
    expect(html).toContain("Pontuação Critério Classificação Ponderação Pontuação Máximo");
    expect(html).toMatch(/ponto 9, n\.º 2\] 4,5 0,4 1,8 2 /);
    expect(html).toContain("Total 3,9 5");
    expect(html).toContain("Fundamentação Não cabe na dotação remanescente; é preterida");
    expect(html).toContain("Como foi decidido");
    expect(html).toContain("Disposições citadas");
  });
});
