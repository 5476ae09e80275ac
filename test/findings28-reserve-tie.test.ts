// A tie the reserve list ends inside, told to each member (drafted27's finding 12, §14.11): the
// family beyond drafted_horizon's two — three tied for two places (two on the list, one off), and a
// stage's own list, whose words name the stage. Worked by hand: a budget of 1 000.00 EUR, each
// asks 600.00; A1 (quality 5, 10 points) is funded and the allocation stops at A2; A2, A3 and A4
// (quality 4, 8 points each) are tied with no tie-break, and the order of their ids places them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const minimal = readFileSync(join(__dirname, "../packages/dsl/test/corpus/good/minimal.allot"), "utf8");
const untied = minimal.replace("  tiebreak every tie {\n    lottery draw call.lot\n  }\n", "  tiebreak every tie {\n    unresolved\n  }\n");
const apps = [5, 4, 4, 4].map((q, i) => ({ id: `A${i + 1}`, received_on_time: true, quality: q, requested: "600.00" }));
const input = { call: { budget: "1000.00", lot: apps.map((x) => x.id) }, applications: apps };
const run = (text: string) => {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return evaluate(load(a), input).result;
};
const last = (result: ReturnType<typeof run>, id: string) => result.results.find((r) => r.id === id)!.explanation.at(-1)!;

describe("a tie the reserve list ends inside", () => {
  it("three tied for two places: each says who is on the other side of the list's end", () => {
    const result = run(untied.replace("  at boundary stop\n", "  at boundary stop\n  reserve 2 per art6\n"));
    expect(result.results.map((r) => r.status)).toEqual(["funded", "reserve", "reserve", "not_funded"]);
    expect(result.ties).toMatchObject([{ ids: ["A2", "A3", "A4"], decisive: true }]);
    expect(last(result, "A4")).toEqual({ step: "allocation", source: "art6", text: "Not placed on the reserve list: its tie with A2, A3 is not broken and the list has no place for all of them; A2, A3 are on it by the order of the ids, which the law does not decide." });
    expect(last(result, "A2").text).toBe("Its tie with A3, A4 is not broken and the reserve list has no place for all of them: it is placed before A4 by the order of the ids, which the law does not decide.");
    expect(last(result, "A1").text).toMatch(/^Funded/);
  });
  it("a stage's own list names the stage", () => {
    const staged = untied.replace("  at boundary stop\n}", '  stage first "The first call" per art6 {\n    budget left\n    at boundary stop\n    reserve 1 per art6\n  }\n}');
    const result = run(staged);
    expect(result.results.map((r) => r.status)).toEqual(["funded", "reserve", "not_funded", "not_funded"]);
    expect(last(result, "A3").text).toBe("Not placed on the reserve list of stage 'The first call': its tie with A2, A4 is not broken and the list has no place for all of them; A2 is on it by the order of the ids, which the law does not decide.");
  });
});
