// The place on the reserve list as a result field (drafter20's finding 7): `reservePlace` in the
// JSON result, a `reserve_place` column in the CSV and Markdown results, described by the
// service's schema. Worked by hand on constructs-reserve's four applications: quality 5, 4, 3, 2
// → 10, 8, 6, 4 points; each asks 600.00 of a budget of 1,000.00, so A1 is funded and the ranking
// stops at A2 (600.00 > 400.00 left): A2, A3, A4 are not funded and go on the list in ranking
// order — places 1, 2, 3. With `reserve call.size` of 2, A4 is not funded and has no place.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Ajv } from "ajv";
import { analyze, load } from "@allot/dsl";
import { evaluate, evaluateTable, ObjectTable, type CompiledScheme } from "@allot/runtime";
import { resultCsv } from "../packages/dsl/src/report/csv.js";
import { resultSchemas } from "../packages/server/src/result-schema.js";

const minimal = readFileSync(join(__dirname, "../packages/dsl/test/corpus/good/minimal.allot"), "utf8");
const scheme = (reserve: string, callExtra = ""): CompiledScheme => {
  const a = analyze(minimal.replace("  lot: draw\n", `  lot: draw\n${callExtra}`).replace("  at boundary stop\n", `  at boundary stop\n  ${reserve}\n`));
  expect(a.diagnostics).toEqual([]);
  return load(a);
};
const apps = [5, 4, 3, 2].map((q, i) => ({ id: `A${i + 1}`, received_on_time: true, quality: q, requested: "600.00" }));
const input = (call: Record<string, unknown> = {}) => ({ call: { budget: "1000.00", lot: apps.map((x) => x.id), ...call }, applications: apps });
const places = (s: CompiledScheme, call: Record<string, unknown> = {}) => evaluate(s, input(call), { explain: false }).result.results.map((r) => [r.id, r.status, r.reservePlace]);
const csv = (rows: Iterable<string>): string[] => [...rows].join("").trimEnd().split("\n").map((l) => l.split(",").slice(0, 6).join(","));

describe("reservePlace", () => {
  it("reserve all: A2, A3, A4 at places 1, 2, 3; the funded A1 has none", () => {
    expect(places(scheme("reserve all per art6"))).toEqual([["A1", "funded", undefined], ["A2", "reserve", 1], ["A3", "reserve", 2], ["A4", "reserve", 3]]);
  });

  it("a list of 2: A4 is not funded and has no place; a list of 0 gives no one a place", () => {
    const s = scheme("reserve call.size", "  size: integer\n");
    expect(places(s, { size: 2 })).toEqual([["A1", "funded", undefined], ["A2", "reserve", 1], ["A3", "reserve", 2], ["A4", "not_funded", undefined]]);
    expect(places(s, { size: 0 }).map((r) => r[2])).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("is in the JSON after position, with the explanation too, and the service's schema describes it", () => {
    const { result } = evaluate(scheme("reserve all per art6"), input());
    const a3 = result.results.find((r) => r.id === "A3")!;
    const keys = Object.keys(a3);
    expect(keys.indexOf("reservePlace")).toBe(keys.indexOf("position") + 1);
    expect(keys).toContain("explanation");
    expect(a3.position).toBe(3);
    expect(a3.reservePlace).toBe(2);
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addSchema({ $id: "allot-result", components: { schemas: resultSchemas } });
    const validate = ajv.compile({ $ref: "allot-result#/components/schemas/ApplicationResult" });
    expect(validate(a3), ajv.errorsText(validate.errors)).toBe(true);
    const props = (resultSchemas["ApplicationResult"] as { properties: Record<string, { type: string; minimum?: number }> }).properties;
    expect(props["reservePlace"]).toMatchObject({ type: "integer", minimum: 1 });
    expect(validate({ ...a3, reservePlace: 0 })).toBe(false);
  });

  it("the CSV has a reserve_place column after the label, the same from the engine's table and from the JSON's", () => {
    const s = scheme("reserve call.size", "  size: integer\n");
    const expected = ["position,id,status,label,reserve_place,points", "1,A1,funded,,,10", "2,A2,reserve,,1,8", "3,A3,reserve,,2,6", "4,A4,not_funded,,,4"];
    const { table } = evaluateTable(s, input({ size: 2 }), { explain: false });
    expect(csv(resultCsv(table))).toEqual(expected);
    expect(csv(resultCsv(new ObjectTable(evaluate(s, input({ size: 2 })).result)))).toEqual(expected);
    // nobody on the list: no column
    const none = evaluateTable(s, input({ size: 0 }), { explain: false }).table;
    expect(csv(resultCsv(none))[0]).toBe("position,id,status,label,points,amount");
  });
});
