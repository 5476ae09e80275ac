// §14.1 (review32's D3): a budget of 0 is reached before the walk begins. Worked by hand: A 100.00 (5 points),
// B 50.00 (3 points), budget 0.00. `reach`: reached before A, nobody funded. `full`: A does not fit and is the
// first that does not fit, funded in full beyond the budget (100.00 over); the walk stops, B not funded.
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const scheme = (policy: string) =>
  compile(`${preamble("Zero budget", "en")}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..100 }
criterion p per art1: application.points
ranking per art1 { by total highest first per art1 }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${policy} per art1
}
`);
const input = { call: { budget: "0.00" }, applications: [{ id: "A", asked: "100.00", points: 5 }, { id: "B", asked: "50.00", points: 3 }] };
const outcome = (policy: string) => evaluate(scheme(policy), input).result.results.map((x) => `${x.id}:${x.status}:${x.amount}`);

describe("a budget of 0 under reach and full (§14.1)", () => {
  it("reach: nobody funded", () => expect(outcome("reach")).toEqual(["A:not_funded:0.00", "B:not_funded:0.00"]));
  it("full: the first funded in full beyond the budget, then the walk stops", () => expect(outcome("full")).toEqual(["A:funded:100.00", "B:not_funded:0.00"]));
});
