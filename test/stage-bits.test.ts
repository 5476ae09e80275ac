// The stage conditions a row meets are held as bits, two a stage (engine/regimeRows.ts
// `StageBits`): a byte a row for up to 4 stages, two bytes for up to 8, four beyond. At each
// widening edge the last stage's condition (the highest bit) still decides which rows it
// considers: every earlier stage considers no one, the last the southern bids only.
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";
import { stageBitsOf } from "../packages/runtime/src/engine/regimeRows.js";

const scheme = (stages: number) => {
  const earlier = Array.from({ length: stages - 1 }, (_, s) => `  stage s${s} "Stage ${s}" per art1 when late {\n    budget left\n    unfunded go on\n  }\n`).join("");
  return compile(`${preamble("Stage bits")}call { volume: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  region: enum { south, north }  late: boolean }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first per art1 } }
allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
${earlier}  stage last "The last stage" per art1 when region = south {
    budget left
  }
}
`);
};

const apps = [
  { id: "A", points: 9, asked: "400.00", region: "north", late: false },
  { id: "B", points: 8, asked: "100.00", region: "south", late: false },
  { id: "C", points: 7, asked: "700.00", region: "south", late: false },
  { id: "D", points: 6, asked: "50.00", region: "south", late: false },
];
const rows = (r: SelectionResult) => r.results.map((x) => `${x.id}:${x.status}:${x.amount}:${x.stage ?? "-"}`);

describe("stage conditions as bits", () => {
  it.each([
    [4, Uint8Array],
    [5, Uint16Array],
    [8, Uint16Array],
    [9, Int32Array],
    [15, Int32Array],
  ])("%i stages: a column of %o, the last stage's condition read", (stages, kind) => {
    expect(stageBitsOf(stages, 3)).toBeInstanceOf(kind);
    // the last stage, budget 1000 over B, C, D (south): B 100 (900 left); C 700 (200 left); D 50
    const r = evaluate(scheme(stages), { call: { volume: "1000.00" }, applications: apps }).result;
    expect(rows(r)).toEqual(["A:not_funded:0.00:-", "B:funded:100.00:last", "C:funded:700.00:last", "D:funded:50.00:last"]);
    expect(r.results[0]!.explanation.some((s) => s.text.includes("no stage of the allocation considers it"))).toBe(true);
  });
});
