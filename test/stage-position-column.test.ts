// The built-in column `stage_position` of the published list (docs/language.md §16.2; drafted28
// finding 2): the place in the ranking of the stage that decided the application, where the stages
// rank on their own; null for a ranked row no stage ranked. Worked by hand below.
import { describe, expect, it } from "vitest";
import { evaluate, evaluateTable } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { errorsOf } from "./support/scheme.js";
import { preamble } from "./support/scheme.js";

const text = (columns: string, stages = true) => `${preamble("Stage places")}call { volume: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  region: enum { south, north, east } }
criterion p per art1: application.points
ranking per art1 { by total highest first }
allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
${stages ? `  stage regions "Regional lists" per art1 for each region in [south, north] {
    ranking of the regime
    budget 100.00 EUR
  }
` : ""}}
publish per art1 {
  columns { ${columns} }
}
`;
// ranked by points: A 9 (north), B 8 (south), C 7 (east), D 6 (north), E 5 (south).
// south's list: B 1, E 2 (B 60 funded, E 60 passed over: 40 left); north's: A 1, D 2 (A 50, D 50
// funded). C (east) is ranked, considered by no stage: not funded, no place on a stage's list.
const applications = [
  { id: "A", points: 9, asked: "50.00", region: "north" },
  { id: "B", points: 8, asked: "60.00", region: "south" },
  { id: "C", points: 7, asked: "10.00", region: "east" },
  { id: "D", points: 6, asked: "50.00", region: "north" },
  { id: "E", points: 5, asked: "60.00", region: "south" },
];

describe("stage_position in the published list", () => {
  it("each row's place on its stage's list; null where no stage ranked it", () => {
    const r = evaluate(compile(text("stage_position, id, status")), { call: { volume: "1000.00" }, applications }).result;
    expect(r.publication!.rows.map((x) => [x["id"], x["stage_position"], x["status"]])).toEqual([
      ["B", 1, "funded"],
      ["E", 2, "not_funded"],
      ["A", 1, "funded"],
      ["D", 2, "funded"],
      ["C", null, "not_funded"],
    ]);
    expect(Object.fromEntries(r.results.map((x) => [x.id, x.stagePosition ?? null]))).toEqual({ A: 1, B: 1, C: null, D: 2, E: 2 });
  });

  it("the rows a writer streams (the JSON, CSV and HTML publication) read it alike", () => {
    const { table } = evaluateTable(compile(text("stage_position, id")), { call: { volume: "1000.00" }, applications });
    expect([...table.publicationRows!()!.rows].map((x) => [x["id"], x["stage_position"]])).toEqual([["B", 1], ["E", 2], ["A", 1], ["D", 2], ["C", null]]);
  });

  it("without stages the name is unknown", () => {
    expect(errorsOf(text("stage_position, id", false))).toEqual(["AL0201 unknown name 'stage_position': expected an application field, a 'let' value, a criterion or 'total'"]);
  });
});
