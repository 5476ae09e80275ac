// A stage whose boundary is pro rata (engine/stageShare.ts) walks in minor units or in Decimals
// (arith.ts): on random stage rankings with ties, requests, budgets (none, zero, short, ample) and
// every rounding the scheme can declare with a step of whole cents (a cent, five cents, a euro;
// down, up, half even; every remainder rule), both give the same statuses, amounts, reasons,
// amounts left before each row, coefficient and what is left. A step finer than the cent keeps
// the selection in Decimals (sharesInDecimals).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal, minorOf } from "../src/decimal.js";
import { DecimalArith, MinorArith, type Arith } from "../src/engine/arith.js";
import { STATUS } from "../src/engine/allocate.js";
import { centsText, tiedRanking } from "./support/rankings.js";
import { shareAtBoundary, sharesInDecimals } from "../src/engine/stageShare.js";

const text = centsText;
const ranking = tiedRanking;

interface Case {
  groups: number[];
  asks: number[];
  budget: number | null;
  step: string;
  mode: "down" | "up" | "half_even";
  remainder: "unallocated" | "largest_remainder" | "ranking_order";
}

function run<V>(a: Arith<V>, of: (cents: number) => V, fromDecimal: (d: Decimal) => V, c: Case) {
  const w = shareAtBoundary({
    arith: a,
    asks: c.asks.map(of),
    budget: c.budget === null ? null : of(c.budget),
    ranking: ranking(c.groups),
    size: c.asks.length,
    rounding: { mode: c.mode, step: c.step, remainder: c.remainder },
    fromDecimal,
    idOf: (r) => `A${r}`,
    money: (v) => `${a.format(v)} EUR`,
  });
  return {
    status: [...w.status].map((s) => STATUS[s]),
    granted: w.granted.map((g) => a.format(g)),
    why: w.why,
    before: c.asks.map((_, r) => w.before.get(r)).map((b) => (b === null ? null : a.format(b))),
    coefficient: w.coefficient?.toString() ?? null,
    arbitrary: w.arbitrary,
    remaining: w.finalRemaining === null || w.finalRemaining === "indeterminate" ? w.finalRemaining : a.format(w.finalRemaining),
  };
}

describe("a pro-rata stage", () => {
  it("shares the same in minor units as in Decimals", () => {
    const arb = fc
      .array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 8 })
      .chain((groups) => {
        const n = groups.reduce((s, g) => s + g, 0);
        return fc.record({
          groups: fc.constant(groups),
          asks: fc.array(fc.oneof(fc.integer({ min: 0, max: 9_000 }), fc.constantFrom(0, 1, 333, 1_000)), { minLength: n, maxLength: n }),
          budget: fc.option(fc.oneof(fc.integer({ min: 0, max: 40_000 }), fc.constant(0), fc.integer({ min: 1, max: 999 })), { nil: null, freq: 8 }),
          step: fc.constantFrom("0.01", "0.05", "1"),
          mode: fc.constantFrom("down" as const, "up" as const, "half_even" as const),
          remainder: fc.constantFrom("unallocated" as const, "largest_remainder" as const, "ranking_order" as const),
        });
      });
    let shared = 0;
    const minorArith = new MinorArith(2);
    const toMinor = (d: Decimal): number => {
      const m = minorOf(d, 2);
      if (m === undefined) throw new Error(`a share of ${d.toString()} is not whole cents`);
      return m;
    };
    fc.assert(
      fc.property(arb, (c) => {
        const minor = run(minorArith, (x) => x, toMinor, c);
        const decimal = run(new DecimalArith(2), (x) => new Decimal(text(x)), (d) => d, c);
        expect(minor).toEqual(decimal);
        if (minor.coefficient !== null) shared++;
      }),
      { numRuns: 3000, seed: 1517 },
    );
    expect(shared).toBeGreaterThan(500);
  });

  it("keeps Decimals where a stage's shares are rounded finer than the currency", () => {
    expect(sharesInDecimals(undefined, 2)).toBe(false);
    expect(sharesInDecimals([{}, { proRata: { step: "0.05" } }], 2)).toBe(false);
    expect(sharesInDecimals([{ proRata: { step: "0.001" } }], 2)).toBe(true);
    expect(sharesInDecimals([{ proRata: { step: "0.5" } }], 0)).toBe(true);
    expect(sharesInDecimals([{ proRata: { step: "1" } }], -1)).toBe(true);
  });
});
