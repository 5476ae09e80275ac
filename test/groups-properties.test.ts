// Properties of the walk by groups (engine/groups.ts) on small random calls, seeded and bounded:
// no group passes its cap (money or grants); a group funded together is funded whole or not at
// all (or, straddling, shared pro rata); awarded + remaining = budget to the cent; and the
// results are byte-identical under any permutation of the input.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

type Policy = "stop" | "skip" | "partial" | "full" | "reach";

function text(policy: Policy, together: boolean, cap: boolean, grants: boolean, unbroken: boolean): string {
  const items = [together ? "together" : "", cap ? "at most call.cap" : "", grants ? "at most call.grants grants" : "", together && policy === "partial" ? "pro rata rounded down to 0.01 remainder largest_remainder" : ""].filter(Boolean);
  return `${preamble("Group properties")}call { budget: money(EUR)  cap: money(EUR)  grants: integer }
application { id: text unique  team: text  points: integer in 0..3  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    ${unbroken ? "unresolved per art1" : "by id lowest first per art1"}
  }
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${policy} per art1
  group by team per art1 {
    ${items.join("\n    ")}
  }
}
`;
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
const money = (c: number): string => (c / 100).toFixed(2);
const cents = (s: string): number => Math.round(Number(s) * 100);

function runCase(c: fc.TypeOf<typeof caseArb>, order: readonly number[]): SelectionResult {
  const applications = order.map((k) => ({ id: `A${k}`, team: c.apps[k]!.team, points: c.apps[k]!.points, asked: money(c.apps[k]!.cents) }));
  return evaluate(compile(text(c.policy, c.together, c.cap, c.grants, c.unbroken)), { call: { budget: money(c.budget), cap: money(c.capCents), grants: c.grantsN }, applications }, { explain: true }).result;
}

const GRANTED = new Set(["funded", "partially_funded", "pro_rata"]);

describe("groups: properties on random calls", () => {
  it("caps hold, together means together, the money adds up, and permutations change nothing", () => {
    fc.assert(
      fc.property(caseArb, fc.infiniteStream(fc.nat()), (c, rnd) => {
        const n = c.apps.length;
        const identity = Array.from({ length: n }, (_, k) => k);
        const r = runCase(c, identity);
        const byTeam = new Map<string, { awarded: number; grants: number; statuses: string[] }>();
        for (const x of r.results) {
          const t = byTeam.get(x.group!) ?? { awarded: 0, grants: 0, statuses: [] };
          if (GRANTED.has(x.status)) {
            t.awarded += cents(x.amount);
            t.grants += 1;
          }
          t.statuses.push(x.status);
          byTeam.set(x.group!, t);
        }
        for (const [team, t] of byTeam) {
          if (c.cap) expect(t.awarded, `team ${team} within its cap`).toBeLessThanOrEqual(c.capCents);
          if (c.grants) expect(t.grants, `team ${team} within its grants`).toBeLessThanOrEqual(c.grantsN);
          if (c.together && !t.statuses.includes("indeterminate")) {
            // funded whole, or not at all: members ranked get the same fate (pro rata: all shared)
            const ranked = t.statuses.filter((s) => s !== "ineligible" && s !== "below_threshold");
            const granted = ranked.filter((s) => GRANTED.has(s) || s === "pro_rata");
            if (granted.length > 0 && !ranked.includes("pro_rata")) expect(granted.length, `team ${team} together`).toBe(ranked.length);
          }
        }
        const totals = r.totals["main"]!;
        if (totals.remaining !== null) expect(cents(totals.awarded) + cents(totals.remaining) + cents(totals.undecided)).toBe(c.budget);
        // the budget is passed only under full or reach, and then by less than the crossing unit
        if (c.policy !== "full" && c.policy !== "reach") expect(cents(totals.awarded)).toBeLessThanOrEqual(c.budget);
        // a permutation of the input: the same results, byte for byte, in the same order by id
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
      { seed: 16, numRuns: process.env["FUZZ_LONG"] === "1" ? 5000 : 150 },
    );
  });
});
