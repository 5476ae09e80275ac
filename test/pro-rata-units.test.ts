// Pro rata computes in one of three exact representations (packages/runtime/src/engine/prorata.ts):
// JS numbers of whole units (prorataUnits.ts: exact quotients and remainders of a × budget by
// total × step even where the product passes 2^53), bigints of the same units, or Decimals where an
// amount is no whole number of units. All three must give the same shares, amounts, reasons,
// classes left to id order, coefficient and totals — checked here on random calls: amounts with
// 0 to 3 places, given as Decimals or as the selection gives them (minor units of the currency),
// budgets and steps with more places than the currency, steps from 0.001 to 5, every rounding
// mode and remainder policy, ties in the ranking (shared positions, in walk order or not), equal
// requests (equal remainders), tiny requests under large steps (shares capped at the request),
// sums past 2^51 (numbers give way to bigints) and products past 2^53 (the exact split).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../packages/runtime/src/decimal.js";
import { quotient } from "../packages/runtime/src/engine/prorataUnits.js";
import { proRata, type ProRataAsks, type ProRataRepresentation, type ProRataRounding } from "../packages/runtime/src/engine/prorata.js";

const modes = ["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"] as const;
const remainders = ["unallocated", "largest_remainder", "ranking_order"] as const;

/** everything a caller reads of a result, row by row */
const view = (r: ReturnType<typeof proRata>, n: number, places: number) => ({
  status: [...r.status],
  granted: Array.from({ length: n }, (_, i) => r.granted(i).toString()),
  amount: Array.from({ length: n }, (_, i) => r.amount(i, places)),
  why: Array.from({ length: n }, (_, i) => r.why(i)),
  arbitrary: r.arbitrary,
  coefficient: r.coefficient?.toString() ?? null,
  awarded: r.awarded.toString(),
  requested: r.requested.toString(),
});

/** runs one call in every representation and checks they agree; the representation used by default */
function agree(rows: number[], n: number, asks: ProRataAsks, budget: Decimal, rounding: ProRataRounding, position: (r: number) => number, places: number): ProRataRepresentation {
  const first = proRata(rows, n, asks, budget, rounding, position);
  const want = view(first, n, places);
  for (const represent of ["bigint", "decimal"] as const) expect(view(proRata(rows, n, asks, budget, rounding, position, represent), n, places), represent).toEqual(want);
  return first.representation;
}

const call = fc.record({
  places: fc.integer({ min: 0, max: 3 }),
  // requests: anywhere up to 50,000 units, tiny ones (capped under a large step), or a few
  // repeated values (equal remainders)
  kind: fc.constantFrom("any", "tiny", "repeated"),
  asks: fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 40 }),
  budgetShare: fc.double({ min: 0.05, max: 1.2, noNaN: true }),
  // a budget with up to two places more than the amounts
  budgetExtra: fc.integer({ min: 0, max: 2 }),
  step: fc.constantFrom("0.01", "0.05", "1", "0.001", "5", "0.1"),
  mode: fc.constantFrom(...modes),
  remainder: fc.constantFrom(...remainders),
  // positions: runs of equal ranks (ties share a position), or shuffled (as groups give them)
  tieEvery: fc.integer({ min: 1, max: 4 }),
  shuffled: fc.boolean(),
});

/** a whole number below 2^bits, from two draws */
const whole = (bits: number) => fc.tuple(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), fc.integer({ min: 0, max: 2 ** 20 })).map(([x, low]) => Math.min(2 ** bits - 1, Math.floor(x * 2 ** (bits - 20)) * 2 ** 20 + low));

describe("the number kernel's exact quotient", () => {
  it("equals bigint division where a × b passes 2^53, up to 2^92, d up to 2^51", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 51 }), fc.integer({ min: 21, max: 52 }), whole(51), whole(53), whole(52), (dBits, aBits, dx, bx, ax) => {
        // d ≤ 2^51, b < d (the budget is less than the total), a × b < 2^92 and a × b / d < 2^52
        const d = Math.max(1, Math.floor(dx / 2 ** (51 - dBits)));
        const b = bx % d;
        let a = Math.floor(ax / 2 ** (52 - aBits));
        while (a * b >= 2 ** 92 || (a * b) / d >= 2 ** 52) a = Math.floor(a / 2);
        const x = BigInt(a) * BigInt(b);
        const { q, r } = quotient(a, b, d);
        expect([BigInt(q), BigInt(r)]).toEqual([x / BigInt(d), x % BigInt(d)]);
      }),
      { numRuns: 20_000, seed: 92 },
    );
  });
});

describe("pro rata in numbers, bigints and Decimals", () => {
  it("agree on random calls, every rounding and remainder policy", () => {
    let shared = 0;
    let numbers = 0;
    fc.assert(
      fc.property(call, (c) => {
        const units = c.asks.map((u, i) => (c.kind === "tiny" ? u % 7 : c.kind === "repeated" ? [1000, 2500, 333][i % 3]! * 10 ** c.places : u));
        const asks = units.map((u) => new Decimal(u).div(10 ** c.places));
        const sum = asks.reduce((a, b) => a.plus(b), new Decimal(0));
        const budget = sum.times(c.budgetShare).toDecimalPlaces(c.places + c.budgetExtra, Decimal.ROUND_DOWN);
        const rows = asks.map((_, r) => r);
        const rounding: ProRataRounding = { mode: c.mode, step: c.step, remainder: c.remainder };
        const position = c.shuffled ? (r: number) => (r * 7) % c.tieEvery : (r: number) => r - (r % c.tieEvery) + 1;
        // as Decimals (groups, stages), and as the currency's minor units (the selection)
        const how = agree(rows, asks.length, asks, budget, rounding, position, c.places);
        const asUnits = { units: Float64Array.from(units), places: c.places };
        expect(view(proRata(rows, asks.length, asUnits, budget, rounding, position), asks.length, c.places)).toEqual(view(proRata(rows, asks.length, asks, budget, rounding, position, "decimal"), asks.length, c.places));
        if (budget.lt(sum)) shared++;
        if (how === "number") numbers++;
      }),
      { numRuns: 500, seed: 15 },
    );
    // most calls must exceed the budget, and take the number kernel, or little was compared
    expect(shared).toBeGreaterThan(250);
    expect(numbers).toBe(500);
  });

  it("agree where products pass 2^53 (numbers split them exactly)", () => {
    let numbers = 0;
    fc.assert(
      fc.property(
        // requests of 2^30 to 2^44 cents, budgets up to the sum: a × budget up to 2^92, total × step
        // at most 2^51
        fc.array(fc.tuple(fc.integer({ min: 30, max: 44 }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 2, maxLength: 30 }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        fc.constantFrom("0.01", "0.02", "0.03"),
        fc.constantFrom(...modes),
        fc.constantFrom(...remainders),
        (sizes, share, step, mode, remainder) => {
          const units = sizes.map(([e, x]) => Math.floor(x * 2 ** e));
          const total = units.reduce((a, b) => a + b, 0);
          const budget = new Decimal(Math.floor(total * share)).div(100);
          const rows = units.map((_, r) => r);
          const asks = { units: Float64Array.from(units), places: 2 };
          if (agree(rows, units.length, asks, budget, { mode, step, remainder }, (r) => r >> 1, 2) === "number") numbers++;
        },
      ),
      { numRuns: 400, seed: 53 },
    );
    expect(numbers).toBe(400);
  });

  it("agree where sums pass 2^51 (bigints take over)", () => {
    const seen = new Set<ProRataRepresentation>();
    fc.assert(
      fc.property(
        // requests of up to 2^50 cents: sums past 2^51, products past 2^92
        fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        fc.constantFrom("0.01", "0.05", "1", "0.001"),
        fc.constantFrom(...modes),
        fc.constantFrom(...remainders),
        (sizes, share, step, mode, remainder) => {
          const units = sizes.map(([e, x]) => Math.floor(x * 2 ** e));
          const total = units.reduce((a, b) => a + b, 0);
          if (!Number.isSafeInteger(total)) return;
          const budget = new Decimal(Math.floor(total * share)).div(100);
          const rows = units.map((_, r) => r);
          const asks = { units: Float64Array.from(units), places: 2 };
          seen.add(agree(rows, units.length, asks, budget, { mode, step, remainder }, (r) => r, 2));
        },
      ),
      { numRuns: 300, seed: 51 },
    );
    // (and Decimals where a step of 0.001 makes the units too large for a safe integer)
    expect(seen).toContain("bigint");
    expect(seen).toContain("number");
  });

  it("a hand-worked call: 100, 200 and 300.00 for a budget of 100.00, to 0.01 half up", () => {
    // total 600; shares 100·100/600 = 16.666… → 16.67, 33.333… → 33.33, 50.00: 100.00 in all
    const asks = ["100", "200", "300.00"].map((s) => new Decimal(s));
    const r = proRata([0, 1, 2], 3, asks, new Decimal("100.00"), { mode: "half_up", step: "0.01", remainder: "largest_remainder" }, (x) => x + 1);
    expect([0, 1, 2].map((i) => r.granted(i).toString())).toEqual(["16.67", "33.33", "50"]);
    expect(r.awarded.toString()).toBe("100");
    expect(r.why(0)).toBe("pro rata: 100 × 100 / 600, rounded half up to 0.01");
    expect(r.representation).toBe("number");
  });

  it("a hand-worked call whose products pass 2^53: 30,000,000.00 and 70,000,000.01 for 50,000,000.00", () => {
    // in cents: a1 = 3,000,000,000, a2 = 7,000,000,001, T = 10,000,000,001, B = 5,000,000,000;
    // a1·B = 1.5·10^19 > 2^53 ≈ 9.0·10^15.
    // a1·B / T: 10,000,000,001 × 1,499,999,999 = 14,999,999,991,499,999,999, remainder
    //   8,500,000,001 (less than T): 14,999,999.99 rounded down;
    // a2·B / T: 10,000,000,001 × 3,500,000,000 = 35,000,000,003,500,000,000, remainder
    //   1,500,000,000: 35,000,000.00.
    // Together 49,999,999.99: one cent left, to the larger remainder (a1's), so 15,000,000.00.
    const asks = { units: Float64Array.from([3_000_000_000, 7_000_000_001]), places: 2 };
    const down = proRata([0, 1], 2, asks, new Decimal("50000000"), { mode: "down", step: "0.01", remainder: "largest_remainder" }, (x) => x + 1);
    expect(down.representation).toBe("number");
    expect([down.amount(0, 2), down.amount(1, 2)]).toEqual(["15000000.00", "35000000.00"]);
    expect(down.awarded.toString()).toBe("50000000");
    expect(down.why(1)).toBe("pro rata: 70000000.01 × 50000000 / 100000000.01, rounded down to 0.01");
    // unallocated: the cent stays in the budget
    const kept = proRata([0, 1], 2, asks, new Decimal("50000000"), { mode: "down", step: "0.01", remainder: "unallocated" }, (x) => x + 1);
    expect([kept.amount(0, 2), kept.amount(1, 2), kept.awarded.toString()]).toEqual(["14999999.99", "35000000.00", "49999999.99"]);
    // half up: 2 × 8,500,000,001 ≥ T, so a1's share rounds up to 15,000,000.00; a2's stays
    const half = proRata([0, 1], 2, asks, new Decimal("50000000"), { mode: "half_up", step: "0.01", remainder: "unallocated" }, (x) => x + 1);
    expect([half.amount(0, 2), half.amount(1, 2)]).toEqual(["15000000.00", "35000000.00"]);
  });

  it("a budget with more places than the currency: shares in tenths of a cent, printed in cents", () => {
    // asks 1.00 and 2.00 EUR (100 and 200 cents), budget 1.005 EUR, step 0.001: in tenths of a cent
    // 1000·1005/3000 = 335 → 0.335, 2000·1005/3000 = 670 → 0.670; printed to the currency's two
    // places as the selection prints any amount (half even): 0.34 and 0.67
    const asks = { units: Float64Array.from([100, 200]), places: 2 };
    const r = proRata([0, 1], 2, asks, new Decimal("1.005"), { mode: "down", step: "0.001", remainder: "unallocated" }, (x) => x + 1);
    expect([r.granted(0).toString(), r.granted(1).toString()]).toEqual(["0.335", "0.67"]);
    expect([r.amount(0, 2), r.amount(1, 2)]).toEqual(["0.34", "0.67"]);
    expect(r.awarded.toString()).toBe("1.005");
  });
});
