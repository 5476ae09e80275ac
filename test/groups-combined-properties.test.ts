// Properties of groups combined with quotas and with the tie-break scopes that follow the walk
// (engine/groups.ts, rank.ts), on small random calls, seeded and bounded: no quota, cap or grant
// limit is ever passed; a group funded together is funded whole or not at all (or, straddling,
// shared pro rata); the money adds up to the cent; and the results are byte-identical under any
// permutation of the input.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

type Policy = "stop" | "skip" | "partial" | "full" | "reach";
type Scope = "every tie" | "at boundary" | "at boundary and after" | "when decisive";

function text(policy: Policy, scope: Scope, together: boolean, cap: boolean, grants: boolean): string {
  const items = [together ? "together" : "", cap ? "at most call.cap" : "", grants ? "at most call.grants grants" : "", together && policy === "partial" ? "pro rata rounded down to 0.01 remainder largest_remainder" : ""].filter(Boolean);
  return `${preamble("Group and quota properties")}call { budget: money(EUR)  cap: money(EUR)  grants: integer  quota: money(EUR) }
application { id: text unique  team: text  sme: boolean  points: integer in 0..3  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
  tiebreak ${scope} per art1 {
    by asked lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${policy} per art1
  quota sme per art1: at most call.quota when sme
  group by team per art1 {
    ${items.join("\n    ")}
  }
}
`;
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
const money = (c: number): string => (c / 100).toFixed(2);
const cents = (s: string): number => Math.round(Number(s) * 100);

function runCase(c: fc.TypeOf<typeof caseArb>, order: readonly number[]): SelectionResult {
  const applications = order.map((k) => ({ id: `A${k}`, team: c.apps[k]!.team, sme: c.apps[k]!.sme, points: c.apps[k]!.points, asked: money(c.apps[k]!.cents) }));
  return evaluate(compile(text(c.policy, c.scope, c.together, c.cap, c.grants)), { call: { budget: money(c.budget), cap: money(c.capCents), grants: c.grantsN, quota: money(c.quotaCents) }, applications }, { explain: true }).result;
}

const GRANTED = new Set(["funded", "partially_funded", "pro_rata"]);

describe("groups with quotas and walk-following tie-break scopes: properties on random calls", () => {
  it("quotas, caps and grant limits hold, together means together, the money adds up, and permutations change nothing", () => {
    fc.assert(
      fc.property(caseArb, fc.infiniteStream(fc.nat()), (c, rnd) => {
        const n = c.apps.length;
        const identity = Array.from({ length: n }, (_, k) => k);
        const r = runCase(c, identity);
        const byTeam = new Map<string, { awarded: number; grants: number; statuses: string[] }>();
        let sme = 0;
        for (const x of r.results) {
          const t = byTeam.get(x.group!) ?? { awarded: 0, grants: 0, statuses: [] };
          if (GRANTED.has(x.status)) {
            t.awarded += cents(x.amount);
            t.grants += 1;
            if (c.apps[Number(x.id.slice(1))]!.sme) sme += cents(x.amount);
          }
          t.statuses.push(x.status);
          byTeam.set(x.group!, t);
        }
        // the quota holds whatever the boundary policy (full and reach pass only the budget)
        expect(sme, "within the SME quota").toBeLessThanOrEqual(c.quotaCents);
        expect(cents(r.totals["main"]!.quotas!["sme"]!.awarded)).toBe(sme);
        for (const [team, t] of byTeam) {
          if (c.cap) expect(t.awarded, `team ${team} within its cap`).toBeLessThanOrEqual(c.capCents);
          if (c.grants) expect(t.grants, `team ${team} within its grants`).toBeLessThanOrEqual(c.grantsN);
          if (c.together && !t.statuses.includes("indeterminate")) {
            const ranked = t.statuses.filter((s) => s !== "ineligible" && s !== "below_threshold");
            const granted = ranked.filter((s) => GRANTED.has(s));
            if (granted.length > 0 && !ranked.includes("pro_rata")) expect(granted.length, `team ${team} together`).toBe(ranked.length);
          }
        }
        const totals = r.totals["main"]!;
        if (totals.remaining !== null) expect(cents(totals.awarded) + cents(totals.remaining) + cents(totals.undecided)).toBe(c.budget);
        if (c.policy !== "full" && c.policy !== "reach") expect(cents(totals.awarded)).toBeLessThanOrEqual(c.budget);
        const it = rnd[Symbol.iterator]();
        const perm = [...identity];
        for (let k = n - 1; k > 0; k--) {
          const j = it.next().value! % (k + 1);
          [perm[k], perm[j]] = [perm[j]!, perm[k]!];
        }
        const p = runCase(c, perm);
        const sorted = (x: SelectionResult) => JSON.stringify([...x.results].sort((a, b) => (a.id < b.id ? -1 : 1)));
        expect(sorted(p)).toBe(sorted(r));
        expect(JSON.stringify(p.totals)).toBe(JSON.stringify(r.totals));
      }),
      { seed: 1647, numRuns: process.env["FUZZ_LONG"] === "1" ? 5000 : 150 },
    );
  });
});
