// What an adversarial run of the seventeenth round found in pro rata's minimum grant shared again
// (`minimum … then reshare`, docs/language.md §14.4): the rounds that leave out at once the
// shares "sure to stay below the minimum" left out a share alone where the law's round leaves out
// it and the shares equal to it. With a coarse step, asks of different sizes come to equal
// shares: the sure one went alone, the others gained a step in the next round, and a third share
// that the law funds was left out with them. Found by comparing with the rounds one by one (the
// law's meaning, as test/adversary16-minimum.test.ts states it) on random small calls; the fuzzer
// that found it stays, seeded and bounded.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../packages/runtime/src/decimal.js";
import { NOT_FUNDED } from "../packages/runtime/src/engine/allocate.js";
import { proRata, type ProRataRounding } from "../packages/runtime/src/engine/prorata.js";

const all = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The law's rounds one by one: each leaves out the smallest share below the minimum and its equals, until none is below. */
function oneByOne(asks: readonly Decimal[], budget: Decimal, rounding: ProRataRounding, position: (r: number) => number): { status: number[]; granted: string[] } {
  const n = asks.length;
  const floor = new Decimal(rounding.minimum!.amount);
  const plain: ProRataRounding = { mode: rounding.mode, step: rounding.step, remainder: rounding.remainder, ...(rounding.coefficient ? { coefficient: rounding.coefficient } : {}) };
  let walked = all(n);
  for (let round = 1; ; round++) {
    const pr = proRata(walked, n, asks, budget, plain, position);
    const below = pr.coefficient === null && round === 1 ? [] : walked.filter((r) => pr.granted(r).lt(floor));
    if (below.length === 0) return { status: all(n).map((r) => (walked.includes(r) ? pr.status[r]! : NOT_FUNDED)), granted: all(n).map((r) => (walked.includes(r) ? pr.granted(r).toString() : "0")) };
    let least = pr.granted(below[0]!);
    for (const r of below) if (pr.granted(r).lt(least)) least = pr.granted(r);
    walked = walked.filter((r) => !(below.includes(r) && pr.granted(r).eq(least)));
    if (walked.length === 0) return { status: all(n).map(() => NOT_FUNDED), granted: all(n).map(() => "0") };
  }
}

const outcome = (pr: ReturnType<typeof proRata>, n: number) => ({ status: [...pr.status], granted: all(n).map((r) => pr.granted(r).toString()) });

describe("a share sure to stay below the minimum leaves with the shares equal to it", () => {
  it("the fuzzer's call, worked by hand", () => {
    // budget 10.26, shares rounded down to 0.5, leftover steps in ranking order (rows 0…7 in that
    // order), minimum 2.50. Round 1 (total 158.5): rows 4 (6.5) and 7 (6) get 0 and leave.
    // Round 2 (total 146, c ≈ 0.0703): row 0 (8) 0.5 + a leftover step = 1.0, row 2 (19) 1.0,
    // row 3 (15.5) 1.0, row 5 (26.5) 1.5, row 1 (40) 2.5 + a step = 3.0, row 6 (37) 2.5. Below
    // 2.50: rows 0, 2, 3 at 1.0 (the smallest, equal) and 5. The law leaves out 0, 2 and 3. Row 0
    // alone was "sure" (8 × 10.26 / (40 + 37 + 8) = 0.97, below 2.50 by more than two steps), and
    // left alone: in round 3, 2 and 3 got a step each (1.5) and left with row 5 (1.5).
    // Round 3 by the law (rows 1, 5, 6; total 103.5, c ≈ 0.0991): 40 → 3.5 + a step = 4.0,
    // 26.5 → 2.5, 37 → 3.5. None below: rows 1, 5 and 6 funded 4.0, 2.5 and 3.5.
    const asks = ["8", "40", "19", "15.5", "6.5", "26.5", "37", "6"].map((a) => new Decimal(a));
    const rounding: ProRataRounding = { mode: "down", step: "0.5", remainder: "ranking_order", minimum: { amount: "2.50", then: "reshare" } };
    const pr = proRata(all(8), 8, asks, new Decimal("10.26"), rounding, (r) => r);
    expect(all(8).map((r) => pr.granted(r).toString())).toEqual(["0", "4", "0", "0", "0", "2.5", "3.5", "0"]);
    expect(all(8).filter((r) => pr.status[r] !== NOT_FUNDED)).toEqual([1, 5, 6]);
    expect(pr.why(0)).toBe("pro rata: 8 × 10.26 / 146, rounded down to 0.5, shared again without the shares below the minimum grant of 2.50, plus 0.5 of what the rounding left over, in ranking order, which is below the minimum grant of 2.50");
  });

  it("on random small calls the rounds give what the rounds one by one give (the fuzzer, seeded)", () => {
    const call = fc.record({
      base: fc.integer({ min: 1, max: 200 }),
      asks: fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 40 })), { minLength: 2, maxLength: 40 }),
      share: fc.double({ min: 0.05, max: 0.99, noNaN: true }),
      minFrac: fc.double({ min: 0.2, max: 3, noNaN: true }),
      step: fc.constantFrom("0.01", "1", "5", "10", "0.5"),
      mode: fc.constantFrom("down", "half_up", "up", "half_even"),
      remainder: fc.constantFrom("unallocated", "largest_remainder", "ranking_order"),
      coefficient: fc.constantFrom(undefined, "0.1", "0.01", "0.0001"),
      pos: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 40, maxLength: 40 }),
    });
    fc.assert(
      fc.property(call, (c) => {
        const asks = c.asks.map(([u, d]) => new Decimal(c.base + (u * c.base) / 2 + d).toDecimalPlaces(2));
        const n = asks.length;
        const budget = asks.reduce((s, a) => s.plus(a), new Decimal(0)).times(c.share).toDecimalPlaces(2, Decimal.ROUND_DOWN);
        const min = budget.div(n).times(c.minFrac).toDecimalPlaces(new Decimal(c.step).decimalPlaces(), Decimal.ROUND_DOWN).toFixed(2);
        const rounding: ProRataRounding = { mode: c.mode as ProRataRounding["mode"], step: c.step, remainder: c.remainder as ProRataRounding["remainder"], minimum: { amount: min, then: "reshare" }, ...(c.coefficient ? { coefficient: { mode: "down" as const, step: c.coefficient } } : {}) };
        // the rows in ranking order, equals sharing a position
        const sorted = c.pos.slice(0, n).sort((a, b) => a - b);
        const position = (r: number) => sorted[r]!;
        expect(outcome(proRata(all(n), n, asks, budget, rounding, position), n)).toEqual(oneByOne(asks, budget, rounding, position));
      }),
      { seed: 4, numRuns: Number(process.env.RESHARE_RUNS ?? 3100) },
    );
  });
});
