// Properties of the walk by groups (engine/groups.ts) on small random calls, seeded and bounded:
// no group passes its cap (money or grants); a group funded together is funded whole or not at
// all (or, straddling, shared pro rata); awarded + remaining = budget to the cent; and the
// results are byte-identical under any permutation of the input.
import { describe, it } from "vitest";
import fc from "fast-check";
import type { SelectionResult } from "@allot/runtime";
import { preamble } from "./support/scheme.js";
import { allocationScheme, expectGroupWalk, explained, money, teamGroup, teams, type Policy } from "./support/allocation.js";

function text(policy: Policy, together: boolean, cap: boolean, grants: boolean, unbroken: boolean): string {
  return allocationScheme({
    head: preamble("Group properties"),
    call: "budget: money(EUR)  cap: money(EUR)  grants: integer",
    fields: "team: text  points: integer in 0..3  asked: money(EUR)",
    tiebreak: unbroken ? "unresolved per art1" : "by id lowest first per art1",
    boundary: `${policy} per art1`,
    body: teamGroup({ policy, together, cap, grants }),
  });
}

const appArb = fc.record({ team: fc.constantFrom("T1", "T2", "T3", "T4"), points: fc.integer({ min: 0, max: 3 }), cents: fc.integer({ min: 0, max: 6000 }) });
const caseArb = fc.record({
  policy: fc.constantFrom<Policy>("stop", "skip", "partial", "full", "reach"),
  together: fc.boolean(),
  cap: fc.boolean(),
  grants: fc.boolean(),
  unbroken: fc.boolean(),
  budget: fc.integer({ min: 0, max: 15000 }),
  capCents: fc.integer({ min: 0, max: 9000 }),
  grantsN: fc.integer({ min: 0, max: 3 }),
  apps: fc.array(appArb, { minLength: 1, maxLength: 9 }),
});

function runCase(c: fc.TypeOf<typeof caseArb>, order: readonly number[]): SelectionResult {
  const applications = order.map((k) => ({ id: `A${k}`, team: c.apps[k]!.team, points: c.apps[k]!.points, asked: money(c.apps[k]!.cents) }));
  return explained(text(c.policy, c.together, c.cap, c.grants, c.unbroken), { budget: money(c.budget), cap: money(c.capCents), grants: c.grantsN }, applications);
}

describe("groups: properties on random calls", () => {
  it("caps hold, together means together, the money adds up, and permutations change nothing", () => {
    fc.assert(
      fc.property(caseArb, fc.infiniteStream(fc.nat()), (c, rnd) => {
        const n = c.apps.length;
        const r = runCase(c, Array.from({ length: n }, (_, k) => k));
        expectGroupWalk(c, r, teams(r), rnd, (order) => runCase(c, order), n);
      }),
      { seed: 16, numRuns: process.env["FUZZ_LONG"] === "1" ? 5000 : 150 },
    );
  });
});
