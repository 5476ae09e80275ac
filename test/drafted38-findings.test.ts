// What drafter38 found drafting schemes of real law from the docs alone (issue 15, thirty-eighth
// round): schemes/drafted_aviso_prr (a Portuguese PRR "Aviso de abertura de candidaturas": MP =
// 0,4·A + 0,3·B + 0,3·C, a minimum of 3,00, ties by criterion A then by the date and time of
// submission across the night the clocks go forward, selection "até ao limite da dotação" passing
// over what does not fit) and schemes/drafted_susi (the Irish Student Grant Scheme: maintenance
// bands by reckonable income and family size, limits raised per sibling in college, the special
// rate, adjacent and non-adjacent rates at 45 km). Each test pins today's behaviour and says, in
// its note, what the law says (FINDINGS38.md). Drafter38 did not change the engine, the catalogues
// or the docs.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "@allot/dsl";
import { catalogueFor, citationText } from "@allot/runtime";
import { resultOf as row, runScheme as run } from "./support/scheme";

const cli = resolve(__dirname, "../packages/dsl/dist/allot.mjs");
const aDir = resolve(__dirname, "../schemes/drafted_aviso_prr");
const aviso = readFileSync(join(aDir, "aviso_eficiencia_pme.allot"), "utf8");
const aInput = JSON.parse(readFileSync(join(aDir, "data/aviso2027.json"), "utf8"));
const sDir = resolve(__dirname, "../schemes/drafted_susi");
const susi = readFileSync(join(sDir, "student_grant.allot"), "utf8");
const sInput = JSON.parse(readFileSync(join(sDir, "data/sgs2027.json"), "utf8"));

type Row = { explanation: { step: string; text: string }[] };
const flat = (t: string) => t.replace(/[\u00a0\u202f]/g, " ");
const texts = (r: Row) => r.explanation.map((s) => flat(s.text));
const step = (r: Row, start: string) => texts(r).find((t) => t.startsWith(start)) ?? "";
const diags = (text: string, code?: string) => analyze(text).diagnostics.filter((d) => code === undefined || d.code === code);
const swap = (text: string, from: string, to: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};

// Finding 1 (a diagnostic is missing; the docs mislead). Aviso, ponto 6: "entre as 09h00m00s do
// dia 1 de março de 2027 e as 17h59m59s do dia 31 de março de 2027". Written as the law words it,
// `submetida <= 2027-03-31T17:59:59` refuses P10's submission at 17:59:59.500, which the law
// accepts (the whole second is in the period), and the checker says nothing: AL0662 warns only
// on a literal at 23:59:59 (§8.8: "A deadline at another hour of the day … the checker warns on
// neither"). The law wants P10 in time; the scheme writes `< 2027-03-31T18:00:00`.
// Mended (mend38): AL0662 warns on a literal to the second at :59 of any hour (and to the minute
// at any hour's :59), its hint the moment after that second; `T17:00` is still the drafter's.
describe("1. a deadline at 17h59m59s: AL0662, a filing in its last second refused", () => {
  const late = swap(aviso, "and submetida < 2027-03-31T18:00:00", "and submetida <= 2027-03-31T17:59:59");
  const at = (moment: string) => diags(swap(aviso, "and submetida < 2027-03-31T18:00:00", `and submetida <= ${moment}`), "AL0662");
  it("a warning at 17:59:59 as at 23:59:59, its hint the moment after that second", () => {
    const d = diags(late, "AL0662");
    expect(d).toHaveLength(1);
    expect(d[0]!.message).toBe(`expected the moment after the deadline's last second, found 2027-03-31T17:59:59 with '<=': a filing at 2027-03-31T17:59:59.500 would be refused, though the law's "by 17:59:59" covers the whole second`);
    expect(d[0]!.hint).toBe("compare with the moment after that second: submetida < 2027-03-31T18:00:00");
    expect(at("2027-03-31T23:59:59")[0]!.hint).toBe("compare with the next day's midnight: submetida < 2027-04-01T00:00:00");
    expect(at("2027-03-31T17:29:59")[0]!.hint).toBe("compare with the moment after that second: submetida < 2027-03-31T17:30:00");
    expect(at("2027-03-31T17:59")[0]!.hint).toBe("compare with the moment after that minute: submetida < 2027-03-31T18:00:00");
    expect(at("2027-03-31T17:00")).toEqual([]);
    expect(at("2027-03-31T17:59:00")).toEqual([]);
  });
  it("P10 at 17:59:59.500 is refused with <= 17:59:59, in time as drafted", () => {
    expect(row(run(late, aInput), "P10").status).toBe("ineligible");
    expect(row(run(aviso, aInput), "P10").status).toBe("not_funded");
  });
});

// Finding 2 (an explanation misleads). Aviso, ponto 9: "MP = 0,4 × A + 0,3 × B + 0,3 × C, em que
// cada critério é pontuado numa escala de 1 a 5", and ponto 10: ties "pela maior pontuação no
// critério A". Written as §11 teaches a weighted criterion (`weight 0.4 × pont_a`), P13 was told
// "Critério A …: 1.8 points" and "Total: 3.9 points": the aviso's A is 4.5 of 5 and its sum is
// the MP. Mended (weighted39, language.md §11.4): weights adding up to 1 make a weighted score,
// each criterion told by its score on its scale and the weight once, the total as the formula
// with its values; the notice tabulates the score and the weight. Written with `points not
// summed` and a let `mp` (§11.1, meant for laws that never add), the criteria read 4.5, 3 and 4,
// but no step shows the MP computed from them (unchanged: the way to write it is the weights).
describe("2. a weighted merit formula: each criterion on its scale, the MP as its formula", () => {
  it("as drafted (in Portuguese since pt39): Critério A 4,5 (escala de 1 a 5) × ponderação 0,4 = 1,8 pontos, Total 0,4 × 4,5 + 0,3 × 3 + 0,3 × 4 = 3,9 pontos", () => {
    const p13 = row(run(aviso, aInput), "P13");
    expect(p13.points).toMatchObject({ criterio_a: "1.8", criterio_b: "0.9", criterio_c: "1.2", total: "3.9" });
    expect(step(p13, "Critério «Critério A")).toBe("Critério «Critério A — Eficiência energética e redução de emissões»: 4,5 (escala de 1 a 5) × ponderação 0,4 = 1,8 pontos; a pontuação do critério A é 4,5 (calculado a partir de a1: 5; a2: 4).");
    expect(step(p13, "Critério «Critério B")).toBe("Critério «Critério B — Qualidade e maturidade do projeto»: 3 (escala de 1 a 5) × ponderação 0,3 = 0,9 pontos; b é 3.");
    expect(texts(p13)).toContain("Pontuação total: 0,4 × 4,5 + 0,3 × 3 + 0,3 × 4 = 3,9 pontos.");
    expect(texts(p13).filter((t) => t.includes("de 0,4 a 2 pontos"))).toEqual([]);
  });
  it("the decision notice of P13 tabulates Critério A 4,5 | 0,4 | 1,8 of 2 and a Total 3,9 of 5 (lang=pt since pt39)", () => {
    const out = mkdtempSync(join(tmpdir(), "d38-notices-"));
    execFileSync(process.execPath, [cli, "notices", join(aDir, "aviso_eficiencia_pme.allot"), "--input", join(aDir, "data/aviso2027.json"), "--out", out], { stdio: "pipe" });
    const raw = readFileSync(join(out, "P13.html"), "utf8");
    expect(raw).toContain('<html lang="pt">');
    const html = flat(raw).replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
    expect(html).toContain("Critério Classificação Ponderação Pontuação Máximo");
    expect(html).toMatch(/ponto 9, n\.º 2\] 4,5 0,4 1,8 2 /);
    expect(html).toMatch(/ponto 9, n\.º 4\] 4 0,3 1,2 1,5 /);
    expect(html).toContain("Total 3,9 5");
  });
  it("with points not summed and a let mp: A 4.5, and no step computes the MP", () => {
    let ns = swap(aviso, "per p9_2:\n  weight 0.4 × pont_a", "per p9_2: pont_a");
    ns = swap(ns, "per p9_3: weight 0.3 × b", "per p9_3: b");
    ns = swap(ns, "per p9_4: weight 0.3 × pont_c", "per p9_4: pont_c");
    ns = swap(ns, "maximum points 5 per p9_1\n", 'points not summed per p9_1\n\nlet mp "o mérito do projeto (MP)": decimal in 1..5 = 0.4 × criterio_a + 0.3 × criterio_b + 0.3 × criterio_c per p9_1\n');
    ns = swap(ns, "per p10_1: total >= 3.00", "per p10_1: mp >= 3.00");
    ns = swap(ns, "(MP = {total})", "(MP = {mp})");
    ns = swap(ns, "by total highest first per p10_2", "by mp highest first per p10_2");
    ns = swap(ns, "columns { position, promotor, total, status, amount }", "columns { position, promotor, mp, status, amount }");
    expect(diags(ns).filter((d) => d.severity === "error")).toEqual([]);
    const r = run(ns, aInput);
    const p13 = row(r, "P13");
    expect(r.ranking).toEqual(run(aviso, aInput).ranking);
    expect(p13.points).toEqual({ criterio_a: "4.5", criterio_b: "3", criterio_c: "4" });
    expect(step(p13, "O limiar «MP igual")).toContain("o mérito do projeto (MP): 0,4 × 4,5 + 0,3 × 3 + 0,3 × 4 = 3,9 pontos");
    expect(texts(p13).filter((t) => /0[.,]4 × criterio_a/.test(t))).toEqual([]);
  });
});

// Finding 3 (an explanation misleads in the law's language; known for Czech, FINDINGS33 9). The
// aviso is Portuguese (CRP art. 11.º, n.º 3: "A língua oficial é o Português"). `language pt` is
// accepted without a word, and the company reads English sentences with the scheme's Portuguese
// titles spliced in, articles and all: "does not fit in the remaining a dotação do Aviso",
// "a pontuação do critério A is 4.5"; its own reasons print "2027-03-31 18:00:00" and "MP = 2.8".
// Mended (pt39): a Portuguese catalogue (narration/pt.ts) — sentences, numbers, dates and the
// notice's lang in Portuguese — and AL0424 where a scheme's language has none (`language cs`).
describe("3. language pt: explained in Portuguese; a language without a catalogue warns", () => {
  it("allot check says nothing of pt, and AL0424 of cs", () => {
    expect(diags(aviso)).toEqual([]);
    expect(diags(swap(aviso, "  language pt\n  timezone", "  language cs\n  timezone"), "AL0424").map((d) => d.severity)).toEqual(["warning"]);
  });
  it("P13, P09 and P07 read Portuguese, with Portuguese numbers and dates", () => {
    const r = run(aviso, aInput);
    expect(step(row(r, "P13"), "Não aprovada")).toBe("Não aprovada (montante calculado: 90 000,00 €): não cabe na dotação remanescente; é preterida (remanescente antes desta candidatura: 15 000,00 €).");
    expect(row(r, "P09").reasons[0]!.message).toContain("foi submetida em 31 de março de 2027, às 18:00:00, fora do prazo");
    expect(row(r, "P07").reasons[0]!.message).toBe("Ponto 10, n.º 1: o mérito do projeto (MP = 2,8) é inferior a 3,00 pontos.");
  });
});

// Finding 4 (a construct is missing; a diagnostic is unclear). SGS Schedule 1 is one table: the
// income limits of five bands by three family sizes. A figure per key takes one enumeration
// (§5.1), so the scheme declared one parameter per band (limit_full, limit_75, limit_50,
// limit_25). Trying the table: `by family_size by grant_band` was AL0548 "found enum { fewer_than_4,
// … }" (as if the figure were the enumeration), and `by family_size, grant_band` was AL0102 whose
// hint was "close the block with '}'". The law wants `limit[size, band]` read from one table.
// Mended (table39): a figure by two keys (§5.1), `limit: money(EUR) by family_size, income_limit`,
// read `call.limit[size, full]`; `by … by …` is AL0548 saying how a table is written. The scheme
// declares Schedule 1 as one table (test/table39.test.ts).
describe("4. a table of two keys: one parameter, and AL0548 says how", () => {
  const decl = '  limit: money(EUR) by family_size, income_limit "the income limits of Schedule 1, by the number of dependent children and the grant"';
  it("by … by …: AL0548 naming the table's form, `by a, b` and `[row, column]`", () => {
    const two = swap(susi, decl, '  limit: money(EUR) by family_size by grant_band "the income limits"');
    const d = diags(two, "AL0548");
    expect(d[0]?.message).toBe("expected one 'by' and the two keys of a table separated by a comma, found 'by family_size by grant_band'");
    expect(d[0]?.hint).toContain("declared 'by family_size, grant_band'");
    expect(d[0]?.hint).toContain("read 'call.limit[<family_size>, <grant_band>]'");
  });
  it("by a, b: one table, no AL0102; the scheme reads call.limit[size, band]", () => {
    expect(susi).toContain(decl);
    expect(susi).toContain("call.limit[size, part_25] + uplift");
    expect(diags(susi)).toEqual([]);
    expect(diags(swap(susi, decl, '  limit: money(EUR) by family_size, grant_band "the income limits"'), "AL0102")).toEqual([]);
  });
});

// Finding 5 (a diagnostic is wrong for this law). Irish and British acts put their tables in
// Schedules: "the income limit set out in Schedule 1". `sgs schedule 1` is AL0418 ("the citation
// is given as written, in English, in every language") in a scheme and an act that are English;
// to check clean the scheme cites `annex 1`, and every explanation says "annex 1" where the law
// says Schedule 1.
// Mended (mend38): `schedule` is a unit (§4's table): "Schedule 1" in English, the annex of the
// other languages; the scheme cites `schedule 1`.
describe("5. a Schedule is a unit: no AL0418, the citation says Schedule 1", () => {
  it("schedule 1 checks clean and is cited", () => {
    expect(susi).toContain('source sch1 = sgs schedule 1 """');
    expect(diags(susi, "AL0418")).toEqual([]);
    expect(run(susi, sInput).sources["sch1"]!.citation).toMatch(/, schedule 1$/);
  });
  it("in six languages: Schedule 1, annexe 1, bijlage 1, załącznik 1, Anlage 1, anexo 1", () => {
    const sch = (language: string) => citationText("Student Support Act 2011, schedule 1 paragraph 2", catalogueFor(language));
    expect(["en", "fr", "nl", "pl", "de", "es"].map(sch)).toEqual(
      ["Schedule 1 paragraph 2", "annexe 1, alinéa 2", "bijlage 1 lid 2", "załącznik 1 ust. 2", "Anlage 1 Abs. 2", "anexo 1 apartado 2"].map((r) => `Student Support Act 2011, ${r}`),
    );
  });
});

// Finding 6 (an explanation misleads). SGS paragraphs 18-20 assess the family: its size, the
// limits raised for siblings in college, the band. In an entitlement (`budget unlimited`) these
// computed values were steps of kind "allocation", in the order the amount's formula reads them:
// S09 read the adjacency (paragraph 21) first, then the income, family size, limits and band.
// The law assesses the income first and the rate last; nothing was allocated.
// Mended (assess39): the lets the amount reads are steps of their own section, `assessment`
// (`allot explain` labels them "assessment"), in the order the scheme declares them (the law's:
// the income first, the adjacency last); the amount ("The amount: …") and the grant stay the
// allocation's, last.
describe("6. the assessment as its own step, in the law's order", () => {
  it("S09", () => {
    const s09 = row(run(susi, sInput), "S09");
    const computed = s09.explanation.filter((s) => s.text.startsWith("Computed:"));
    expect(computed.map((s) => s.step)).toEqual(Array(8).fill("assessment"));
    expect(computed.map((s) => s.text.replace(/ = .*/, ""))).toEqual([
      "Computed: the reckonable income",
      "Computed: the number of dependent children",
      "Computed: the increase for other children in college",
      "Computed: the income limit of the full grant",
      "Computed: the income limit of the 75% grant",
      "Computed: the income limit of the 50% grant",
      "Computed: the rate of grant",
      "Computed: the adjacent rate applies",
    ]);
    expect(computed.at(-1)!.text).toMatch(/^Computed: the adjacent rate applies = distance_km <= 45 = no/);
    expect(s09.explanation.slice(-2).map((s) => s.step)).toEqual(["allocation", "allocation"]);
    expect(s09.explanation.at(-2)!.text).toMatch(/^The amount: the maintenance grant = /);
  });
  it("allot explain labels the assessment in the scheme's language", () => {
    const out = execFileSync(process.execPath, [cli, "explain", join(sDir, "student_grant.allot"), "--input", join(sDir, "data/sgs2027.json"), "--id", "S09"], { encoding: "utf8" });
    expect(out).toMatch(/\n  assessment  Computed: the reckonable income = /);
    expect(out).toMatch(/\n  allocation  The amount: the maintenance grant = /);
  });
});

// Finding 7 (known, documented, §10.1: "25000.50 EUR in English"). An Irish student reads
// "the reckonable income (54655.01 EUR) exceeds the income limit … (54655.00 EUR)"; an Irish
// notice writes €54,655.01. Nothing misleads, but the English figures are the code's.
describe("7. English amounts ungrouped and after the number", () => {
  it("S08", () => {
    expect(row(run(susi, sInput), "S08").reasons[0]!.message).toBe(
      "Paragraph 18: the reckonable income (54655.01 EUR) exceeds the income limit of the 25% maintenance grant for fewer than 4 dependent children (54655.00 EUR).",
    );
  });
});

// Finding 8 (an explanation misleads). SGS paragraph 18 gives a right, with no budget. In an
// entitlement (`budget unlimited`) every granted student's last step is "Granted 7586.00 EUR: the
// allocation has no limit (budget unlimited)." — code in brackets, an allocation the law never
// makes. The law wants the band and rate that give the amount (or nothing beyond the amount).
// Mended (mend38): a grant under no budget says the amount alone, in every language; the step
// before it ("The amount: …") tells how it was computed.
describe("8. an entitlement's grant: the amount alone, no allocation without a limit", () => {
  const inLanguage = (language: string) => row(run(swap(susi, "  language en\n", `  language ${language}\n`), sInput), "S01").explanation.at(-1)!.text;
  it("S01", () => {
    const s01 = row(run(susi, sInput), "S01");
    expect(s01.explanation.at(-1)).toMatchObject({ step: "allocation", source: "s18", text: "Granted 7586.00 EUR." });
    expect(s01.explanation.at(-2)!.text).toMatch(/^The amount: the maintenance grant = call\.non_adjacent_rate\[band\] = 7586\.00 EUR/);
  });
  it("in six languages", () => {
    expect(flat(inLanguage("nl"))).toBe("Toegekend: 7.586,00 EUR.");
    expect(flat(inLanguage("pl"))).toBe("Przyznano 7586,00 EUR.");
    expect(flat(inLanguage("de"))).toBe("7.586,00 EUR zuerkannt.");
    expect(flat(inLanguage("es"))).toBe("Concedida por importe de 7.586,00 EUR.");
    expect(flat(inLanguage("fr"))).toBe("Accordée : 7 586,00 €.");
  });
});
