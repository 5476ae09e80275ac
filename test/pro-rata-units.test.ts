// Pro rata computes in whole units (bigints of cents, or of the smallest place any amount has)
// when every request, the budget and the step are such whole numbers, and in Decimals otherwise
// (packages/runtime/src/engine/prorata.ts). Both are exact, so they must give the same shares,
// the same reasons, the same classes left to id order, coefficient and total awarded — checked
// here on random calls: amounts with 0 to 3 places, steps from 0.001 to 5, every rounding mode
// and remainder policy, ties in the ranking (shared positions), requests of zero.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../packages/runtime/src/decimal.js";
import { proRata, type ProRataRounding } from "../packages/runtime/src/engine/prorata.js";

const modes = ["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"] as const;
const remainders = ["unallocated", "largest_remainder", "ranking_order"] as const;

const call = fc.record({
  places: fc.integer({ min: 0, max: 3 }),
  asks: fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 40 }),
  budgetShare: fc.double({ min: 0.05, max: 1.2, noNaN: true }),
  step: fc.constantFrom("0.01", "0.05", "1", "0.001", "5", "0.1"),
  mode: fc.constantFrom(...modes),
  remainder: fc.constantFrom(...remainders),
  // positions: runs of equal ranks (ties share a position)
  tieEvery: fc.integer({ min: 1, max: 4 }),
});

const view = (r: ReturnType<typeof proRata>) => ({
  status: [...r.status],
  granted: r.granted.map((d) => d.toString()),
  why: r.why,
  arbitrary: r.arbitrary,
  coefficient: r.coefficient?.toString() ?? null,
  awarded: r.awarded.toString(),
});

describe("pro rata in whole units equals pro rata in Decimals", () => {
  it("on random calls, every rounding and remainder policy", () => {
    let inUnits = 0;
    fc.assert(
      fc.property(call, (c) => {
        const asks = c.asks.map((u) => new Decimal(u).div(10 ** c.places));
        const sum = asks.reduce((a, b) => a.plus(b), new Decimal(0));
        const budget = sum.times(c.budgetShare).toDecimalPlaces(c.places, Decimal.ROUND_DOWN);
        const rows = asks.map((_, r) => r);
        const rounding: ProRataRounding = { mode: c.mode, step: c.step, remainder: c.remainder };
        const position = (r: number) => r - (r % c.tieEvery) + 1;
        const fast = proRata(rows, asks.length, asks, budget, rounding, position);
        const slow = proRata(rows, asks.length, asks, budget, rounding, position, true);
        expect(view(fast)).toEqual(view(slow));
        if (budget.lt(sum)) inUnits++;
      }),
      { numRuns: 400, seed: 15 },
    );
    // most calls must exceed the budget, or the shares were hardly compared
    expect(inUnits).toBeGreaterThan(200);
  });

  it("a hand-worked call: 100, 200 and 300.00 for a budget of 100.00, to 0.01 half up", () => {
    // total 600; shares 100·100/600 = 16.666… → 16.67, 33.333… → 33.33, 50.00: 100.00 in all
    const asks = ["100", "200", "300.00"].map((s) => new Decimal(s));
    const r = proRata([0, 1, 2], 3, asks, new Decimal("100.00"), { mode: "half_up", step: "0.01", remainder: "largest_remainder" }, (x) => x + 1);
    expect(r.granted.map(String)).toEqual(["16.67", "33.33", "50"]);
    expect(r.awarded.toString()).toBe("100");
    expect(r.why[0]).toBe("pro rata: 100 × 100 / 600, rounded half up to 0.01");
  });
});
