// §14.10 (review32's D1): `admit closest to call.target at least call.floor` with a target of 0.00 and a floor
// of 100.00 read from the call. The floor wins over "a target not above zero admits nobody". Worked by hand:
// A 500.00 (5 points) first: the sum 500.00 is the first not under the floor, so A is admitted and B (300.00,
// 1 point) after it is not; 'Award' (budget left, 10,000) funds A in full.
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const scheme = compile(`${preamble("Closest to zero", "en")}call { budget: money(EUR)  target: money(EUR)  floor: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..100 }
criterion p per art1: application.points
ranking per art1 { by total highest first per art1 }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  stage outline "Outline" per art1 {
    admit closest to call.target at least call.floor
  }
  stage award "Award" per art1 {
    budget left
  }
}
`);
const input = (target: string, floor: string) => ({ call: { budget: "10000.00", target, floor }, applications: [{ id: "A", asked: "500.00", points: 5 }, { id: "B", asked: "300.00", points: 1 }] });
const outcome = (target: string, floor: string) => evaluate(scheme, input(target, floor)).result.results.map((x) => `${x.id}:${x.status}:${x.amount}:${x.stage ?? "-"}`);

describe("admit closest to a target of 0 with a floor from the call (§14.10)", () => {
  it("floor 100.00: the floor wins, A admitted and funded, B not admitted", () =>
    expect(outcome("0.00", "100.00")).toEqual(["A:funded:500.00:award", "B:not_funded:0.00:outline"]));
  it("floor 0.00: a target not above zero admits nobody", () =>
    expect(outcome("0.00", "0.00")).toEqual(["A:not_funded:0.00:outline", "B:not_funded:0.00:outline"]));
});
