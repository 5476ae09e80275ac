// A call with one regime ranked and one without a ranking (lang20's left): the tables' position
// column per regime. Worked by hand (test/inputs/mixed-ranking): the small farms (under 5 ha) are
// paid pro rata without a ranking — S1 2.00 ha → 200.00, S2 3.00 ha → 300.00, 500.00 against a
// ceiling of 400.00, so ×0.8: 160.00 and 240.00; the large farms are ranked by score — L1 (9)
// 600.00 of 1,500.00, L2 (7) 800.00, leaving 100.00, L3 (3) asks 500.00 and the walk stops.
// The CSV and Markdown keep the position column (the large farms have one) and leave it empty in
// the small farms' rows, which before showed the walk's order by id (1, 2); the HTML report's
// small-farm table has no position column; the JSON keeps `position` as lang20 left it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, evaluateTable } from "@allot/runtime";
import { resultCsv } from "../packages/dsl/src/report/csv.js";
import { formatResult } from "../packages/dsl/src/report/formats.js";
import { htmlReport } from "../packages/dsl/src/report/html.js";

const dir = join(__dirname, "inputs/mixed-ranking");
const a = analyze(readFileSync(join(dir, "mixed.allot"), "utf8"));
const input = JSON.parse(readFileSync(join(dir, "data.json"), "utf8"));

const expected = [
  "position,id,status,label,amount,reasons",
  ",S1,pro_rata,,160.00,",
  ",S2,pro_rata,,240.00,",
  "1,L1,funded,,600.00,",
  "2,L2,funded,,800.00,",
  "3,L3,not_funded,,0.00,the 500.00 EUR computed does not fit in the 100.00 EUR left of the budget; allocation stops here",
];

describe("one regime ranked, one not", () => {
  it("checks", () => expect(a.diagnostics).toEqual([]));
  const scheme = load(a);

  it("the CSV leaves the unranked regime's positions empty, from the engine's table and from the JSON with its scheme", () => {
    const { table } = evaluateTable(scheme, input, { explain: false });
    expect([...resultCsv(table, false)].join("").trimEnd().split("\n")).toEqual(expected);
    const { result } = evaluate(scheme, input);
    expect(formatResult(result, "csv", scheme).trimEnd().split("\n")).toEqual(expected);
    expect(formatResult(result, "md", scheme)).toContain("|  | S1 | pro_rata |  | 160.00 |  |\n");
    // the JSON keeps the walk's order (lang20)
    expect(result.results.map((r) => [r.id, r.position])).toEqual([["S1", 1], ["S2", 2], ["L1", 1], ["L2", 2], ["L3", 3]]);
  });

  it("the HTML report's small-farm table has no position column, the large-farm table has one", () => {
    const { result } = evaluate(scheme, input);
    const html = htmlReport(result, scheme);
    const [, small, large] = html.split(/<h2>(?:Small farms|Large farms)<\/h2>/);
    expect(small).not.toContain(">Position</th>");
    expect(large).toContain(">Position</th>");
  });
});
