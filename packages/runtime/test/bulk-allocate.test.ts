// The bulk path's two allocation walks (engine/bulk-allocate.ts): in whole minor units and in
// Decimals through stepOne. On random rankings, amounts, budgets, policies, reserve lists and
// rows kept ranked below a threshold, they must give the same statuses, amount texts, requested
// texts, reasons and totals; and the column of amounts asked must keep every amount when one
// arrives that has no exact minor-unit form.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal } from "../src/decimal.js";
import { Asks, walk, walkDecimal, type WalkInput } from "../src/engine/bulk-allocate.js";

const text = (cents: number) => `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

describe("bulk allocation walks", () => {
  it("in minor units give what stepOne gives on Decimals", () => {
    const arb = fc.record({
      asks: fc.array(fc.oneof(fc.integer({ min: 0, max: 300_000 }), fc.constant(0), fc.constant(100_000)), { minLength: 0, maxLength: 30 }),
      budget: fc.option(fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.constant(0), fc.constant(-500)), { nil: null }),
      policy: fc.constantFrom("stop" as const, "skip" as const, "partial" as const, "full" as const),
      reserve: fc.integer({ min: 0, max: 3 }),
      kept: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
      seed: fc.integer(),
    });
    let minorWalks = 0;
    fc.assert(
      fc.property(arb, ({ asks, budget, policy, reserve, kept, seed }) => {
        const n = asks.length;
        const idx = Uint32Array.from({ length: n }, (_, i) => i).sort((x, y) => ((x * 7919 + seed) % 31) - ((y * 7919 + seed) % 31) || x - y);
        const run = (f: (w: WalkInput) => ReturnType<typeof walk>) => {
          const column = new Asks(2);
          for (const a of asks) column.push(new Decimal(text(a)));
          const why: string[] = [];
          const out = f({ idx, kept: (r) => kept[r]!, asks: column, budget: budget === null ? null : new Decimal(text(budget)), policy, reserve, places: 2, refused: (r, w) => why.push(`${r}: ${w}`) });
          if (column.minorUnits?.length === n) minorWalks++;
          return { status: out.status, amounts: out.amounts, requested: asks.map((_, r) => out.requested(r)), zero: out.zero, totals: out.totals, why };
        };
        expect(run(walk)).toEqual(run(walkDecimal));
      }),
      { numRuns: 3000 },
    );
    // every amount here is in cents: the column held minor units in every run, so `walk` walked them
    expect(minorWalks).toBe(2 * 3000);
  });

  it("walks Decimals where a remaining budget could pass 2^53 minor units", () => {
    // a budget near −2^53 cents, awarded in full beyond it: the remainder is below −2^53
    for (const policy of ["full", "skip", "partial", "stop"] as const) {
      const run = (f: (w: WalkInput) => ReturnType<typeof walk>) => {
        const column = new Asks(2);
        column.push(new Decimal("0.02"));
        const out = f({ idx: Uint32Array.from([0]), asks: column, budget: new Decimal("-90071992547409.91"), policy, reserve: 0, places: 2, refused: () => {} });
        return { status: out.status, amounts: out.amounts, totals: out.totals };
      };
      expect(run(walk), policy).toEqual(run(walkDecimal));
    }
  });

  it("keeps every amount asked when one has no exact form in minor units", () => {
    const column = new Asks(2);
    const values = ["10.00", "0.05", "1234.5", "0.125", "7", "99999999999999999.99"];
    for (const v of values) column.push(new Decimal(v));
    expect(column.minorUnits).toBeUndefined();
    expect(column.asDecimals().map((d) => d.toString())).toEqual(values.map((v) => new Decimal(v).toString()));
    const cents = new Asks(2);
    for (const v of ["10.00", "0.05", "1234.5"]) cents.push(new Decimal(v));
    expect([...cents.minorUnits!]).toEqual([1000, 5, 123450]);
    // a quantity (no currency) is held as Decimals
    expect(new Asks(-1).minorUnits).toBeUndefined();
  });
});
