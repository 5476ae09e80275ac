// Properties of groups combined with quotas and with the tie-break scopes that follow the walk
// (engine/groups.ts, rank.ts), on small random calls, seeded and bounded: no quota, cap or grant
// limit is ever passed; a group funded together is funded whole or not at all (or, straddling,
// shared pro rata); the money adds up to the cent; and the results are byte-identical under any
// permutation of the input.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { SelectionResult } from "@allot/runtime";
import { preamble } from "./support/scheme.js";
import { allocationScheme, cents, expectGroupWalk, explained, GRANTED, money, teamGroup, teams, type Policy } from "./support/allocation.js";

type Scope = "every tie" | "at boundary" | "at boundary and after" | "when decisive";

function text(policy: Policy, scope: Scope, together: boolean, cap: boolean, grants: boolean): string {
  return allocationScheme({
    head: preamble("Group and quota properties"),
    call: "budget: money(EUR)  cap: money(EUR)  grants: integer  quota: money(EUR)",
    fields: "team: text  sme: boolean  points: integer in 0..3  asked: money(EUR)",
    scope,
    tiebreak: "by asked lowest first per art1",
    boundary: `${policy} per art1`,
    body: `  quota sme per art1: at most call.quota when sme\n${teamGroup({ policy, together, cap, grants })}`,
  });
}

const appArb = fc.record({ team: fc.constantFrom("T1", "T2", "T3", "T4"), sme: fc.boolean(), points: fc.integer({ min: 0, max: 3 }), cents: fc.integer({ min: 0, max: 6000 }) });
const caseArb = fc.record({
  policy: fc.constantFrom<Policy>("stop", "skip", "partial", "full", "reach"),
  scope: fc.constantFrom<Scope>("every tie", "at boundary", "at boundary and after", "when decisive"),
  together: fc.boolean(),
  cap: fc.boolean(),
  grants: fc.boolean(),
  budget: fc.integer({ min: 0, max: 15000 }),
  capCents: fc.integer({ min: 0, max: 9000 }),
  grantsN: fc.integer({ min: 0, max: 3 }),
  quotaCents: fc.integer({ min: 0, max: 9000 }),
  apps: fc.array(appArb, { minLength: 1, maxLength: 9 }),
});

function runCase(c: fc.TypeOf<typeof caseArb>, order: readonly number[]): SelectionResult {
  const applications = order.map((k) => ({ id: `A${k}`, team: c.apps[k]!.team, sme: c.apps[k]!.sme, points: c.apps[k]!.points, asked: money(c.apps[k]!.cents) }));
  return explained(text(c.policy, c.scope, c.together, c.cap, c.grants), { budget: money(c.budget), cap: money(c.capCents), grants: c.grantsN, quota: money(c.quotaCents) }, applications);
}

describe("groups with quotas and walk-following tie-break scopes: properties on random calls", () => {
  it("quotas, caps and grant limits hold, together means together, the money adds up, and permutations change nothing", () => {
    fc.assert(
      fc.property(caseArb, fc.infiniteStream(fc.nat()), (c, rnd) => {
        const n = c.apps.length;
        const r = runCase(c, Array.from({ length: n }, (_, k) => k));
        let sme = 0;
        for (const x of r.results) if (GRANTED.has(x.status) && c.apps[Number(x.id.slice(1))]!.sme) sme += cents(x.amount);
        // the quota holds whatever the boundary policy (full and reach pass only the budget)
        expect(sme, "within the SME quota").toBeLessThanOrEqual(c.quotaCents);
        expect(cents(r.totals["main"]!.quotas!["sme"]!.awarded)).toBe(sme);
        expectGroupWalk(c, r, teams(r), rnd, (order) => runCase(c, order), n);
      }),
      { seed: 1647, numRuns: process.env["FUZZ_LONG"] === "1" ? 5000 : 150 },
    );
  });
});
