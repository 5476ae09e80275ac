// A scheme with one criterion of whole points holds its points once: the totals read the
// criterion's column (assess.ts `totals`) until a total is not the criterion's points. What an
// applicant reads — the criterion's points, the total, the position — is the same as with a
// column of totals of its own: ineligible applications between scored ones, points past what a
// byte and an Int32Array hold, and a negative zero (the criterion's −0, whose total 0 + −0 is 0).
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const scheme = (criterion: string) =>
  load(
    analyze(`
scheme s "S" { version "1" language en }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
call { budget: money(EUR) }
application { id: text unique  complete: boolean  p: integer  asked: money(EUR) }
eligibility per art1 { rule complete "Complete": complete }
${criterion}
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount asked  at boundary skip }
`),
  );

const app = (id: string, p: number, complete = true) => ({ id, complete, p, asked: "10.00" });

describe("one criterion of whole points: the total is the criterion's points", () => {
  it("ineligible rows between scored ones, points past a byte and past an Int32Array", () => {
    const s = scheme(`criterion score "Score" per art1: application.p`);
    const apps = [app("A", 5), app("B", 7, false), app("C", 300), app("D", 2 ** 31 + 5), app("E", -3), app("F", 9, false), app("G", 0)];
    const { result } = evaluate(s, { call: { budget: "30.00" }, applications: apps }, { explain: false });
    const byId = new Map(result.results.map((r) => [r.id, r]));
    expect(["A", "C", "D", "E", "G"].map((id) => byId.get(id)!.points)).toEqual([
      { score: "5", total: "5" },
      { score: "300", total: "300" },
      { score: "2147483653", total: "2147483653" },
      { score: "-3", total: "-3" },
      { score: "0", total: "0" },
    ]);
    expect(["B", "F"].map((id) => byId.get(id)!.points)).toEqual([null, null]);
    expect(result.ranking).toEqual(["D", "C", "A", "G", "E"]);
    expect(["D", "C", "A", "G", "E"].map((id) => [byId.get(id)!.position, byId.get(id)!.status])).toEqual([
      [1, "funded"],
      [2, "funded"],
      [3, "funded"],
      [4, "not_funded"],
      [5, "not_funded"],
    ]);
  });

  it("a criterion's negative zero, and points past an Int32Array after it: each shown as the criterion gives it", () => {
    const s = scheme(`criterion score "Score" per art1: application.p * -1`);
    const apps = [app("A", -4), app("B", 0), app("C", -(2 ** 33)), app("D", -1)];
    const { result } = evaluate(s, { call: { budget: "100.00" }, applications: apps }, { explain: false });
    const shown = result.results.map((r) => [r.id, r.points]);
    expect(shown).toEqual([
      ["C", { score: "8589934592", total: "8589934592" }],
      ["A", { score: "4", total: "4" }],
      ["D", { score: "1", total: "1" }],
      ["B", { score: "0", total: "0" }],
    ]);
  });
});
