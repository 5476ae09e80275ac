// `publish { rows funded }` (§16.2, amount11): the published list has only the applications
// granted — in full, in part or pro rata — as the stypendium regulation's § 6 publishes "the list
// of pupils granted a scholarship"; `rows ranked` (the default) every ranked application.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun, ObjectTable } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const schemeOf = (rows: string) =>
  load(
    analyze(`
scheme s "S" { version "1" language en }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
call { budget: money(EUR) }
application { id: text unique  income: money(EUR) in 0..100000  asked: money(EUR) }
ranking per art1 { by income lowest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount asked  at boundary partial }
publish per art1 {
  ${rows}
  columns { position, id, amount }
}
`),
  );
// Budget 100.00, at boundary partial: A 60.00 funded, B 40.00 of its 60.00, C refused.
const input = {
  call: { budget: "100.00" },
  applications: [
    { id: "A", income: "10.00", asked: "60.00" },
    { id: "B", income: "20.00", asked: "60.00" },
    { id: "C", income: "30.00", asked: "60.00" },
  ],
};

describe("which applications the published list has", () => {
  it("rows funded: the funded and the partly funded, not the refused", () => {
    const { result } = evaluate(schemeOf("rows funded per art1"), input);
    expect(result.publication!.rows).toEqual([
      { position: 1, id: "A", amount: "60.00" },
      { position: 2, id: "B", amount: "40.00" },
    ]);
    // the results themselves are unchanged: C is still ranked and refused
    expect(result.results.map((r) => [r.id, r.status, r.position])).toEqual([["A", "funded", 1], ["B", "partially_funded", 2], ["C", "not_funded", 3]]);
  });
  it("rows ranked and no rows: every ranked application", () => {
    const all = [{ position: 1, id: "A", amount: "60.00" }, { position: 2, id: "B", amount: "40.00" }, { position: 3, id: "C", amount: "0.00" }];
    expect(evaluate(schemeOf("rows ranked"), input).result.publication!.rows).toEqual(all);
    expect(evaluate(schemeOf(""), input).result.publication!.rows).toEqual(all);
  });
  it("the streamed list and a cell read alone agree (report writers)", () => {
    const { run } = evaluateRun(schemeOf("rows funded"), input);
    expect([...run.publicationRows()!.rows]).toEqual([{ position: 1, id: "A", amount: "60.00" }, { position: 2, id: "B", amount: "40.00" }]);
    expect(run.publishedCell(1, 1)).toBe("B");
    expect(run.publishedCell(2, 1)).toBeUndefined();
    // and a table read from the whole result (the HTML report's): the same cells
    const table = new ObjectTable(run.toResult());
    expect([0, 1, 2].map((j) => table.publishedCell(j, 1))).toEqual(["A", "B", undefined]);
  });
  it("drafted_stypendium (§ 6: the pupils granted a scholarship): its 11 funded pupils, in list order", () => {
    const dir = join(__dirname, "..", "schemes", "drafted_stypendium");
    const { result } = evaluate(load(analyze(readFileSync(join(dir, "stypendium_szkolne.allot"), "utf8"))), JSON.parse(readFileSync(join(dir, "data", "stypendia_2026.json"), "utf8")));
    const funded = result.results.filter((r) => r.status === "funded");
    expect(funded).toHaveLength(11);
    expect(result.publication!.rows.map((r) => r["position"])).toEqual(funded.map((r) => r.position));
    expect(result.publication!.rows.map((r) => r["position"])).toEqual([1, 2, 2, 4, 5, 5, 7, 8, 9, 11, 13]);
  });
});
