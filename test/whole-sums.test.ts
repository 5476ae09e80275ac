// `sum` (and `mean`, which divides it) adds Decimals that are whole numbers of a small unit as JS
// numbers while every partial sum is a safe integer, and Decimals otherwise
// (packages/runtime/src/ops.ts). Both are exact, so the result must be the very Decimal the
// Decimal additions give — checked on random lists: places 0 to 20, negatives, zeros, values
// near 2^53 whose sum passes it, and amounts of 34 digits.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../packages/runtime/src/decimal.js";
import { mean, sum } from "../packages/runtime/src/ops.js";

const decimal = fc.oneof(
  fc.tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 4 })).map(([n, p]) => new Decimal(n).div(10 ** p)),
  fc.tuple(fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }), fc.integer({ min: 0, max: 20 })).map(([n, p]) => new Decimal(`${n}e-${p}`)),
  fc.constantFrom(new Decimal("9007199254740991"), new Decimal("0.000000000000000001"), new Decimal("1234567890123456789012345678901234"), new Decimal(0), new Decimal("-0.5")),
);
const bySteps = (xs: Decimal[]) => xs.reduce((s, x) => s.plus(x), new Decimal(0));

describe("sums of Decimals in whole units", () => {
  it("equal the Decimal additions, value and representation", () => {
    fc.assert(
      fc.property(fc.array(decimal, { maxLength: 12 }), (xs) => {
        const got = sum(xs);
        const want = bySteps(xs);
        expect(got.toString()).toBe(want.toString());
        expect(got).toStrictEqual(want);
        if (xs.length > 0) expect(mean(xs)).toStrictEqual(want.div(xs.length));
      }),
      { numRuns: 1000, seed: 15 },
    );
  });

  it("a hand-worked mean: six monthly rates 10.2, 10.2, 10.2, 10.2, 10.2, 10.3 → 61.3 / 6", () => {
    const rates = [10.2, 10.2, 10.2, 10.2, 10.2, 10.3].map((x) => new Decimal(String(x)));
    expect(sum(rates).toString()).toBe("61.3");
    // 61.3 / 6 = 10.21666…, 34 significant digits, half even
    expect(mean(rates).toString()).toBe("10.21666666666666666666666666666667");
  });
});
