// A jury's scores (docs/language.md §8.7.3): `median(s)` and `trimmed_mean(s, k, n)` give the
// values the law's arithmetic gives, and the explanation tells, in the scheme's language, what the
// built-in did with the application's scores — in order, which were set aside (none where fewer
// than n scored), the sum over the divisor, the result — before the criterion that reads it.
// Worked by hand: A's quality 9, 9, 8, 7, 9 → the 7 and one 9 set aside, (9 + 9 + 8) / 3 = 8.666…
// → 8.7 half up; B's 8, 7, 9, 7 (four: none set aside) → 31 / 4 = 7.75 → 7.8; A's feasibility
// 9, 6, 8, 7 → median (7 + 8) / 2 = 7.5; B's 6, 10, 7 → median 7.
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun, traceAnswer, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const text = (language: string, extra = "") => `
scheme s "S" { version "1" language ${language} }
act a "Act" { identifier "X" }
source art5 = a article 5 "The score is the average after the highest and the lowest are set aside, where five or more scored."
source art6 = a article 6 "Feasibility is the median."
call { budget: money(EUR) }
application {
  id: text unique
  requested: money(EUR)
  quality: list of integer in 0..10
  feasibility: list of integer in 0..10
}
let quality_score "the score for quality": decimal(1) = round(trimmed_mean(quality, 1, 5), 1, half_up) per art5
let feasibility_score: decimal = median(feasibility) per art6
criterion q "Quality" per art5: weight 2 × quality_score
criterion f "Feasibility" per art6: weight 1 × feasibility_score
${extra}
ranking per art5 { by total highest first  tiebreak every tie per art5 { by id lowest first } }
allocation per art5 { budget call.budget  amount requested  at boundary skip }
`;

const scheme = (language: string, extra = ""): CompiledScheme => {
  const a = analyze(text(language, extra));
  expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return load(a);
};

const input = {
  call: { budget: "1000.00" },
  applications: [
    { id: "A", requested: "100.00", quality: [9, 9, 8, 7, 9], feasibility: [9, 6, 8, 7] },
    { id: "B", requested: "100.00", quality: [8, 7, 9, 7], feasibility: [6, 10, 7] },
    { id: "C", requested: "100.00", quality: [], feasibility: [5] },
  ],
};

const points = (s: CompiledScheme, id: string): string[] =>
  evaluate(s, input)
    .result.results.find((r) => r.id === id)!
    .explanation.filter((x) => x.step === "points" || x.step === "eligibility")
    .map((x) => `${x.text} [${x.source}]`);

describe("median and trimmed_mean: the values, and the working told in the explanation", () => {
  it("the values are the law's arithmetic: 8.7 (three of five kept), 7.8 (four, none set aside), medians 7.5 and 7", () => {
    const r = evaluate(scheme("en"), input).result.results;
    const a = r.find((x) => x.id === "A")!, b = r.find((x) => x.id === "B")!;
    expect([a.points, b.points]).toEqual([{ q: "17.4", f: "7.5", total: "24.9" }, { q: "15.6", f: "7", total: "22.6" }]);
  });

  it("en: one sentence before the criterion that reads the let, citing the let's source", () => {
    expect(points(scheme("en"), "A")).toEqual([
      "The score for quality, trimmed_mean(quality, 1, 5): the scores 9, 9, 8, 7 and 9; with 5 scores (at least 5) the lowest, 7, and the highest, 9, are set aside; (9 + 9 + 8) / 3 = about 8.6667; rounded to 1 decimal place, halves up: 8.7. [art5]",
      "Criterion 'Quality': 17.4 points (weight 2 × quality_score); the score for quality is 8.7. [art5]",
      "Feasibility_score, median(feasibility): the scores 9, 6, 8 and 7; in order 6, 7, 8, 9, the middle two are 7 and 8: (7 + 8) / 2 = 7.5. [art6]",
      "Criterion 'Feasibility': 7.5 points (weight 1 × feasibility_score); feasibility_score is 7.5. [art6]",
      "Total: 24.9 points.",
    ].map((s) => (s.startsWith("Total") ? `${s} [null]` : s)));
    const b = points(scheme("en"), "B");
    expect(b[0]).toBe("The score for quality, trimmed_mean(quality, 1, 5): the scores 8, 7, 9 and 7; with 4 scores (fewer than 5) none is set aside; (8 + 7 + 9 + 7) / 4 = 7.75; rounded to 1 decimal place, halves up: 7.8. [art5]");
    expect(b[2]).toBe("Feasibility_score, median(feasibility): the scores 6, 10 and 7; in order 6, 7, 10, the middle one is 7. [art6]");
  });

  it("nl, pl, de: the same sentence in the scheme's language, numbers in its separators", () => {
    expect(points(scheme("nl"), "A")[0]).toBe("The score for quality, trimmed_mean(quality, 1, 5): de scores 9, 9, 8, 7 en 9; bij 5 scores (ten minste 5) blijven de laagste, 7, en de hoogste, 9, buiten beschouwing; (9 + 9 + 8) / 3 = ongeveer 8,6667; afgerond op 1 decimaal, de helft naar boven: 8,7. [art5]");
    expect(points(scheme("pl"), "B")[0]).toBe("The score for quality, trimmed_mean(quality, 1, 5): oceny 8, 7, 9 i 7; przy 4 ocenach (mniej niż 5) nie pomija się żadnej; (8 + 7 + 9 + 7) / 4 = 7,75; po zaokrągleniu do 1 miejsca po przecinku, połowa w górę: 7,8. [art5]");
    expect(points(scheme("de"), "A")[2]).toBe("Feasibility_score, median(feasibility): die Bewertungen 9, 6, 8 und 7; der Reihe nach 6, 7, 8, 9 sind die beiden mittleren 7 und 8: (7 + 8) / 2 = 7,5. [art6]");
    expect(points(scheme("de"), "A")[0]).toBe("The score for quality, trimmed_mean(quality, 1, 5): die Bewertungen 9, 9, 8, 7 und 9; bei 5 Bewertungen (mindestens 5) bleiben die niedrigste, 7, und die höchste, 9, unberücksichtigt; (9 + 9 + 8) / 3 = etwa 8,6667; gerundet auf 1 Nachkommastelle, ab der Hälfte aufgerundet: 8,7. [art5]");
  });

  it("no score given is a reason of the run, not an exception: the criterion cannot be scored", () => {
    const c = evaluate(scheme("en"), input).result.results.find((x) => x.id === "C")!;
    expect(c.status).toBe("ineligible");
    expect(c.reasons.map((r) => r.message).join(" ")).toMatch(/empty list of scores/);
  });

  it("the trace holds the working as a compact fact: scores, positions set aside, sum, divisor, value", () => {
    const t = traceAnswer(evaluateRun(scheme("en"), input, { details: true }).run, "A")!.trace;
    const jury = t.filter((s) => s.kind === "jury");
    expect(jury.map(({ text: _t, ...fact }) => fact)).toEqual([
      { step: "points", source: "art5", kind: "jury", fn: "trimmed_mean", let: "quality_score", title: "the score for quality", call: "trimmed_mean(quality, 1, 5)", scores: ["9", "9", "8", "7", "9"], low: [3], high: [4], k: 1, n: 5, sum: "26", divisor: 3, value: { kind: "number", value: "8.6667", approx: true }, rounded: { places: 1, mode: "half_up", value: { kind: "number", value: "8.7" } } },
      { step: "points", source: "art6", kind: "jury", fn: "median", let: "feasibility_score", call: "median(feasibility)", scores: ["9", "6", "8", "7"], low: [3, 2], high: [], sum: "15", divisor: 2, value: { kind: "number", value: "7.5" } },
    ]);
  });

  it("over the jurors' records (x in list: value): the same value and the same sentence", () => {
    const t = text("en")
      .replace("feasibility: list of integer in 0..10", "panel: list of record { juror: text  score: integer in 0..10 }")
      .replace("median(feasibility)", "median(j in panel: j.score)");
    const s = load(analyze(t));
    const panel = (xs: number[]) => xs.map((score, k) => ({ juror: `J${k}`, score }));
    const r = evaluate(s, { call: input.call, applications: input.applications.map((a) => ({ id: a.id, requested: a.requested, quality: a.quality, panel: panel(a.feasibility) })) });
    const a = r.result.results.find((x) => x.id === "A")!;
    expect(a.points).toEqual({ q: "17.4", f: "7.5", total: "24.9" });
    expect(a.explanation.find((x) => x.text.startsWith("Feasibility_score"))!.text).toBe("Feasibility_score, median(j in panel: j.score): the scores 9, 6, 8 and 7; in order 6, 7, 8, 9, the middle two are 7 and 8: (7 + 8) / 2 = 7.5.");
  });

  it("a run without explanations reads no scores for them and gives the same results", () => {
    const s = scheme("en");
    const plain = evaluate(s, input, { explain: false }).result.results.map((r) => [r.id, r.status, r.points]);
    expect(plain).toEqual(evaluate(s, input).result.results.map((r) => [r.id, r.status, r.points]));
  });
});

describe("the checker: a list of numbers, whole numbers written out, something left to average", () => {
  const codes = (letLine: string) =>
    analyze(text("en").replace(/let feasibility_score.*\n/, `${letLine}\n`)).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message} | ${d.hint ?? ""}`);
  it("n must leave a score: trimmed_mean(s, 2, 4) is refused with the smallest n that does", () => {
    expect(codes("let feasibility_score: decimal = trimmed_mean(feasibility, 2, 4) per art6")).toEqual([
      "AL0303 trimmed_mean sets aside 2 highest and 2 lowest, so it needs at least 5 scores to keep one, found 4 | write 5 or more: with fewer scores than that nothing could remain",
    ]);
  });
  it("k is at least 1 (0 is the mean), and both are whole numbers written out", () => {
    expect(codes("let feasibility_score: decimal = trimmed_mean(feasibility, 0, 5) per art6")[0]).toMatch(/^AL0303 .*at least 1, found 0 \| with nothing set aside it is the mean: write mean\(scores\)$/);
    expect(codes("let feasibility_score: decimal = trimmed_mean(feasibility, 1, 4.5) per art6")[0]).toMatch(/^AL0303 trimmed_mean needs how many scores must be given .*found 4\.5/);
    expect(codes("let feasibility_score: decimal = trimmed_mean(feasibility, 1) per art6")[0]).toMatch(/^AL0303 trimmed_mean takes 3 arguments, found 2/);
  });
  it("amounts and texts are not scores", () => {
    expect(codes("let feasibility_score: decimal = median([requested, requested]) per art6")[0]).toMatch(/^AL0303 median takes a list of numbers \(a jury's scores\), found money\(EUR\) \| median takes a jury's scores, not amounts/);
    expect(codes('let feasibility_score: decimal = median(["a"]) per art6')[0]).toMatch(/^AL0303 median takes a list of numbers/);
  });
});
