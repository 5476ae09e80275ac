// A pool the law does not rank (docs/language.md §13.7, draft25's finding 1): "what is left is
// shared in proportion among the other applications" (schemes/drafted_bursary, art. 7(2)). Before
// the twenty-sixth round it was written as a keyless ranking ending in `unresolved`, and read as a
// defect: "The scheme gives no tie-break for them", the tie in `unresolvedTies` and under the
// report's "Unresolved ties", "what the tie asked". `ranking per art7_2 { all equal }` says it: the
// position is shared among the stage's applications, which article 7(2) does not rank; no tie is
// reported unless its order decides who is funded. The keyless ranking with `unresolved` keeps
// its meaning and its words.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme, load } from "@allot/dsl";
import { evaluate, evaluateRun, evaluateTable, traceAnswer } from "@allot/runtime";
import { resultChunks } from "../packages/dsl/src/report/formats.js";
import { textOf } from "../packages/dsl/src/report/sink.js";

const dir = join(__dirname, "../schemes/drafted_bursary");
const bursary = readFileSync(join(dir, "bursary.allot"), "utf8");
const data = JSON.parse(readFileSync(join(dir, "data/bursary_2027.json"), "utf8")) as { applications: unknown[] };
const input = { ...data, call: { funds: "20000.00" } };
const ALL_EQUAL = "    ranking per art7_2 {\n      all equal\n    }";
// the stage as draft25 wrote it: a keyless ranking whose tie-break is `unresolved`
const keyless = bursary.replace(ALL_EQUAL, "    ranking per art7_2 {\n      tiebreak every tie per art7_2 {\n        unresolved\n      }\n    }");

const runOf = (src: string) => {
  const scheme = load(analyze(src));
  return { scheme, result: evaluate(scheme, input).result };
};
const lines = (src: string, id: string) => {
  const x = runOf(src).result.results.find((r) => r.id === id)!.explanation;
  return [x.find((s) => s.step === "ranking")!.text, x.filter((s) => s.step === "allocation").at(-1)!.text];
};
const codes = (src: string) => analyze(src).diagnostics.map((d) => d.code);

describe("a pool the law does not rank: `all equal`", () => {
  it("the scheme writes it", () => {
    expect(bursary).toContain(ALL_EQUAL);
    expect(keyless).not.toContain("all equal");
    expect(codes(bursary)).toEqual([]);
  });

  it("tells the position as shared among the stage's applications, and the share, in the four languages", () => {
    const stage = "The other applications that meet article 5";
    expect(lines(bursary, "B02")).toEqual([
      `Position 5 (tied with B03, B04, B07, B13, B14). The position is shared among the applications of stage '${stage}', which decided it; article 7 paragraph 2 does not rank them.`,
      `Granted pro rata 888.00 EUR of the 1200.00 EUR computed: in stage '${stage}': the applications of the stage share what is left (8000.00 EUR left, 10800.00 EUR computed together): pro rata: 1200.00 EUR × the reduction coefficient (budget 8000.00 EUR / total 10800.00 EUR), rounded down to 1 EUR.`,
    ]);
    expect(lines(bursary.replace("language en", "language nl"), "B02")).toEqual([
      `Plaats 5 in de rangschikking (gelijk met B03, B04, B07, B13, B14). De plaats wordt gedeeld door de aanvragen van fase ‘${stage}’, die erover besliste; artikel 7 lid 2 rangschikt ze niet.`,
      `Naar rato toegekend: 888,00 EUR van het berekende bedrag 1.200,00 EUR: in fase ‘${stage}’: de aanvragen van de fase verdelen wat resteert (8.000,00 EUR over, samen 10.800,00 EUR berekend): berekening naar rato: 1.200,00 EUR × de verdeelcoëfficiënt (budget 8.000,00 EUR / totaal 10.800,00 EUR), naar beneden afgerond op 1 EUR.`,
    ]);
    expect(lines(bursary.replace("language en", "language pl"), "B02")).toEqual([
      `Miejsce na liście: 5 (ex aequo z: B03, B04, B07, B13, B14). Miejsce to dzielą wnioski etapu „${stage}”, który o nim rozstrzygnął; art. 7 ust. 2 nie ustala między nimi kolejności.`,
      `Przyznano proporcjonalnie 888,00 EUR z obliczonej kwoty 1200,00 EUR: na etapie „${stage}”: wnioski etapu dzielą pozostałe środki (pozostało 8000,00 EUR, ich obliczone kwoty wynoszą łącznie 10\u00a0800,00 EUR): wyliczenie: 1200,00 EUR × współczynnik redukcji (budżet 8000,00 EUR / suma 10\u00a0800,00 EUR), zaokrąglone w dół do 1 EUR.`,
    ]);
    expect(lines(bursary.replace("language en", "language de"), "B02")).toEqual([
      `Rang 5 in der Rangfolge (gleichrangig mit B03, B04, B07, B13, B14). Diesen Rang teilen sich die Anträge der Stufe „${stage}“, die darüber entschieden hat; Art. 7 Abs. 2 bringt sie nicht in eine Rangfolge.`,
      `Anteilig gekürzt zuerkannt, 888,00 EUR des berechneten Betrags von 1.200,00 EUR: in der Stufe „${stage}“: die Anträge der Stufe teilen sich den Rest (8.000,00 EUR verbleibend, zusammen 10.800,00 EUR berechnet): anteilige Berechnung: 1.200,00 EUR × Kürzungsquote (Mittel 8.000,00 EUR / Summe 10.800,00 EUR), nach unten gerundet auf 1 EUR.`,
    ]);
  });

  it("reports no tie, in the JSON and the Markdown report; the coefficient is what was left over what they asked", () => {
    const { scheme, result } = runOf(bursary);
    expect(result.unresolvedTies).toEqual([]);
    expect(result.ties).toEqual([]);
    expect(result.results.filter((r) => r.stage === "shared").map((r) => [r.id, r.position, r.amount])).toEqual([
      ["B02", 5, "888.00"], ["B03", 5, "2222.00"], ["B04", 5, "888.00"], ["B07", 5, "888.00"], ["B13", 5, "2222.00"], ["B14", 5, "888.00"],
    ]);
    const md = textOf(resultChunks(evaluateTable(scheme, input).table, "md", scheme));
    expect(md).not.toContain("Unresolved ties");
    expect(md).toContain("Pro rata coefficient (main, stage The other applications that meet article 5): 0.7407407407407407407407407407407407 = what was left / what they asked.");
  });

  it("the trace carries the tie as shared, with the provision that shares it", () => {
    const { run } = evaluateRun(load(analyze(bursary)), input, { details: true });
    const pos = traceAnswer(run, "B02")!.trace.find((s) => s.kind === "position");
    expect(pos).toMatchObject({ kind: "position", position: 5, tied: 5, tie: "shared", sharedBy: "article 7 paragraph 2" });
  });

  it("a keyless ranking ending in `unresolved` keeps its meaning: an open tie, reported", () => {
    const { result } = runOf(keyless);
    expect(result.unresolvedTies).toEqual([["B02", "B03", "B04", "B07", "B13", "B14"]]);
    expect(lines(keyless, "B02")[0]).toMatch(/ The scheme gives no tie-break for them; they share this place\.$/);
    expect(lines(keyless, "B02")[1]).toContain("the tie of B02, B03, B04, B07, B13, B14 straddles the stage's budget (8000.00 EUR left, 10800.00 EUR computed together), so they share what is left");
  });

  it("is checked: the two words, and nothing else in that ranking (AL0416)", () => {
    expect(codes(bursary.replace("all equal", "all same"))).toEqual(["AL0416"]);
    expect(codes(bursary.replace("all equal", "all equal\n      by total highest first"))).toEqual(["AL0416"]);
    expect(codes(bursary.replace("all equal", "all equal\n      tiebreak every tie {\n        unresolved\n      }"))).toEqual(["AL0416"]);
  });

  it("is kept by the formatter", () => {
    const squeezed = bursary.replace(ALL_EQUAL, "    ranking per art7_2 { all   equal }");
    expect(formatScheme(squeezed).text).toBe(bursary);
  });
});
