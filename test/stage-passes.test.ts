// A row passed over in two stages before the one that decides it: each stage's line says what
// that stage had left before the row (groups14 keeps these amounts in two arrays appended as the
// stages walk, looked up by row and stage when an explanation is first read: stageRows.ts).
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, evaluateRun } from "@allot/runtime";
import { threeStages } from "./support/scheme.js";

// Budget 100 EUR, skip, ranked by quality: A 9 (small, 8), B 8 (small, 35), C 7 (not small, 50),
// D 6 (small, 5). Stage One (small ones, 10): A fits (2 left), B passed over (2 before), D passed
// over (2 before). Stage Two (small ones not yet funded, 30): B passed over (30 before), D fits (25
// left). Stage All (what is left, 100 − 8 − 5 = 87): B fits (87 before, 52 left), C 50 fits (52 before).
const scheme = threeStages;
const input = {
  call: { budget: "100.00" },
  applications: [
    { id: "A", small: true, quality: 9, asked: "8.00" },
    { id: "B", small: true, quality: 8, asked: "35.00" },
    { id: "C", small: false, quality: 7, asked: "50.00" },
    { id: "D", small: true, quality: 6, asked: "5.00" },
  ],
};

/** the "remaining before" amounts of a result's allocation lines, in order */
const before = (lines: readonly { step: string; text: string }[]): string[] =>
  lines.filter((s) => s.step === "allocation").flatMap((s) => [...s.text.matchAll(/remaining before: ([\d.]+ EUR)/g)].map((m) => m[1]!));

describe("a row passed over in two stages", () => {
  const compiled = load(analyze(scheme));
  it("says what each stage had left before it, then what the deciding stage had", () => {
    const r = evaluate(compiled, input).result;
    const of = (id: string) => r.results.find((x) => x.id === id)!;
    expect(of("B").status).toBe("funded");
    expect(before(of("B").explanation)).toEqual(["2.00 EUR", "30.00 EUR", "87.00 EUR"]);
    expect(before(of("D").explanation)).toEqual(["2.00 EUR", "30.00 EUR"]);
    expect(of("D").amount).toBe("5.00");
  });
  it("reads the same when the rows are explained last first, after the run", () => {
    const whole = evaluate(compiled, input).result;
    const { run } = evaluateRun(compiled, input);
    const texts: string[][] = [];
    for (let j = run.length - 1; j >= 0; j--) texts.unshift(before(run.row(j, true).explanation));
    expect(texts).toEqual(whole.results.map((x) => before(x.explanation)));
  });
});
