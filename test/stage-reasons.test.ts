// The reasons of refused applications are shared by their text (engine/select.ts, `decide`): the
// first refused row in ranking order makes the reason, later rows with the same message take it.
// Stages may share a title (only their names must differ, AL0202), so two stages citing different
// sources can refuse with the same words; each refusal must still cite its own stage's source.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const scheme = (order: "north-first" | "south-first") =>
  compile(`${preamble("Stage reasons")}source art2 = law article 2 """
  Y.
  """
call { volume: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  region: enum { south, north } }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first per art1 } }
allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage ${order === "south-first" ? "south" : "north"} "Bids" per art1 when region = ${order === "south-first" ? "south" : "north"} {
    budget 50% × call.volume
    unfunded go on
  }
  stage ${order === "south-first" ? "north" : "south"} "Bids" per art2 when region = ${order === "south-first" ? "north" : "south"} {
    budget left
  }
}
`);

describe("reasons shared by text keep each stage's source", () => {
  // volume 100: stage 1 (50) over its region's bids; stage 2 (what is left) over the other region's.
  // A (9, south, 60) does not fit 50 → refused in stage 1, not considered by stage 2 (other region).
  // B (8, north, 40) fits stage 2's budget (100 − 0 = 100; 60 left); C (7, north, 70) does not.
  // A and C are refused with the same words ("in stage 'Bids': does not fit …"), A by stage 1
  // citing its source, C by stage 2 citing the other.
  const apps = [
    { id: "A", points: 9, asked: "60.00", region: "south" },
    { id: "B", points: 8, asked: "40.00", region: "north" },
    { id: "C", points: 7, asked: "70.00", region: "north" },
  ];
  for (const order of ["south-first", "north-first"] as const) {
    it(`${order}: each refusal cites the source of the stage that refused it`, () => {
      const apps2 = order === "south-first" ? apps : apps.map((a) => ({ ...a, region: a.region === "south" ? "north" : "south" }));
      const r = evaluate(scheme(order), { call: { volume: "100.00" }, applications: apps2 }).result;
      const of = (id: string) => r.results.find((x) => x.id === id)!;
      expect(r.results.map((x) => `${x.id}:${x.status}:${x.stage ?? "-"}`)).toEqual(
        order === "south-first" ? ["A:not_funded:south", "B:funded:north", "C:not_funded:north"] : ["A:not_funded:north", "B:funded:south", "C:not_funded:south"],
      );
      expect(of("A").reasons).toEqual([{ rule: "allocation", source: "art1", message: "in stage 'Bids': does not fit in the remaining budget; passed over" }]);
      expect(of("C").reasons).toEqual([{ rule: "allocation", source: "art2", message: "in stage 'Bids': does not fit in the remaining budget; passed over" }]);
    });
  }
});

describe("reasons of refused rows, visited in row order", () => {
  // select.ts gives the refused their reasons row by row (not in ranking order): the reason of a
  // row is its own rule, source and words whatever row came first. Random calls over the two
  // stages above: every refusal cites the source of the stage named in its result, and shuffling
  // the applications (another row order, the same ranking) changes no byte of the result.
  const compiled = scheme("south-first");
  const appArb = fc.record({ points: fc.integer({ min: 0, max: 3 }), cents: fc.integer({ min: 1, max: 60 }), south: fc.boolean() });
  it("cite the stage that refused them, in any row order", () => {
    fc.assert(
      fc.property(fc.array(appArb, { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 400 }), fc.integer(), (specs, volume, seed) => {
        const apps = specs.map((a, i) => ({ id: `X${String(i).padStart(2, "0")}`, points: a.points, asked: `${a.cents}.00`, region: a.south ? "south" : "north" }));
        let s = seed >>> 0;
        const shuffled = apps.map((a) => [((s = (Math.imul(s, 1103515245) + 12345) >>> 0)), a] as const).sort((x, y) => x[0] - y[0]).map((x) => x[1]);
        const call = { volume: `${volume}.00` };
        const r = evaluate(compiled, { call, applications: apps }).result;
        expect(JSON.stringify(evaluate(compiled, { call, applications: shuffled }).result)).toBe(JSON.stringify(r));
        for (const x of r.results) {
          if (x.status !== "not_funded") continue;
          for (const reason of x.reasons) if (reason.rule === "allocation" && x.stage) expect([x.id, reason.source]).toEqual([x.id, x.stage === "south" ? "art1" : "art2"]);
        }
      }),
      { numRuns: 150 },
    );
  });
});
