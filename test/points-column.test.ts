// The CSV and Markdown results of a scheme without criteria have no points column: it was empty in
// every row (drafter11, schemes/drafted_stypendium) — a column for a value the law does not give.
// The JSON keeps its members (`points: null`).
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { formatResult } from "../packages/dsl/src/report/formats.js";

const schemeOf = (criteria: string) =>
  load(
    analyze(`
scheme s "S" { version "1" language en }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
call { budget: money(EUR) }
application { id: text unique  income: money(EUR) in 0..100000  asked: money(EUR)  young: boolean }
${criteria}
ranking per art1 { by income lowest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount asked  at boundary skip }
`),
  );
const input = { call: { budget: "100.00" }, applications: [{ id: "A", income: "10.00", asked: "60.00", young: true }, { id: "B", income: "20.00", asked: "60.00", young: false }] };

describe("the points column", () => {
  it("a scheme without criteria: CSV and Markdown leave it out, JSON keeps points null", () => {
    const scheme = schemeOf("");
    const { result } = evaluate(scheme, input);
    expect(formatResult(result, "csv", scheme)).toBe("position,id,status,label,amount,reasons\n1,A,funded,,60.00,\n2,B,not_funded,,0.00,does not fit in the remaining budget; passed over\n");
    const md = formatResult(result, "md", scheme).split("\n");
    expect(md.slice(2, 6)).toEqual(["| position | id | status | label | amount | reasons |", "|---|---|---|---|---|---|", "| 1 | A | funded |  | 60.00 |  |", "| 2 | B | not_funded |  | 0.00 | does not fit in the remaining budget; passed over |"]);
    const json = JSON.parse(formatResult(result, "json", scheme));
    expect(Object.keys(json.results[0])).toContain("points");
    expect(json.results.map((r: { points: unknown }) => r.points)).toEqual([null, null]);
  });
  it("a scheme with criteria keeps it", () => {
    const scheme = schemeOf(`criterion youth "Young" per art1: 5 points if young`);
    const { result } = evaluate(scheme, input);
    expect(formatResult(result, "csv", scheme).split("\n")[0]).toBe("position,id,status,label,points,amount,reasons");
    expect(formatResult(result, "md", scheme).split("\n")[2]).toBe("| position | id | status | label | points | amount | reasons |");
  });
});
