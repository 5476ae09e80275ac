// decimalFused.ts against decimal.js: `cmpTimes(l, a, b)` is `l.cmp(a.times(b))`, `timesCmp(a,
// b, r)` is `a.times(b).cmp(r)`, and `minus(a, b)` is `a.minus(b)` — value, text and sign — on
// decimals of every size: rates and amounts of a few digits (the whole-number path), 15–20
// digit values and many decimals (past the safe range: decimal.js), zeros of both signs.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal } from "../src/decimal.js";
import { cmpTimes, minus, timesCmp } from "../src/decimalFused.js";

const dec = fc.oneof(
  // amounts in cents, rates to a tenth, percentages
  fc.integer({ min: -100_000_000, max: 100_000_000 }).map((n) => new Decimal(n).div(100)),
  fc.integer({ min: -2000, max: 2000 }).map((n) => new Decimal(n).div(10)),
  fc.integer({ min: 0, max: 200 }).map((n) => new Decimal(n).div(100)),
  // up to 19 digits with up to 12 decimals: some products and differences past 2^53
  fc.tuple(fc.bigInt({ min: -(10n ** 19n), max: 10n ** 19n }), fc.integer({ min: 0, max: 12 })).map(([n, p]) => new Decimal(n.toString()).div(new Decimal(10).pow(p))),
  fc.constantFrom(new Decimal(0), new Decimal("-0"), new Decimal("0.5"), new Decimal("9007199254740991"), new Decimal("0.1"), new Decimal("1e-20"), new Decimal("1e20")),
);
/** the product's own operands, so that l = a·b exactly happens often */
const triple = fc.oneof(
  fc.tuple(dec, dec, dec),
  fc.tuple(dec, dec, fc.integer({ min: -2, max: 2 })).map(([a, b, k]) => [a.times(b).plus(new Decimal(k).div(100)), a, b] as const),
);

describe("cmpTimes and timesCmp", () => {
  it("give the sign decimal.js gives comparing with the product (property)", () => {
    fc.assert(
      fc.property(triple, ([l, a, b]) => {
        expect(cmpTimes(l, a, b), `${l} vs ${a} × ${b}`).toBe(l.cmp(a.times(b)));
        expect(timesCmp(a, b, l), `${a} × ${b} vs ${l}`).toBe(a.times(b).cmp(l));
      }),
      { numRuns: 20_000, seed: 1509 },
    );
  });

  it("work the hand cases", () => {
    // seed 003's criterion 4: aid 5,000.00 against 50 % of costs 10,000.00 is equal (≤ holds); 5,000.01 is above
    expect(cmpTimes(new Decimal("5000.00"), new Decimal("0.5"), new Decimal("10000.00"))).toBe(0);
    expect(cmpTimes(new Decimal("5000.01"), new Decimal("0.5"), new Decimal("10000.00"))).toBe(1);
    expect(timesCmp(new Decimal("0.5"), new Decimal("10000.01"), new Decimal("5000.00"))).toBe(1); // 5,000.005 > 5,000.00
    // past 2^53: 9,007,199,254,740,991 × 3 compared exactly by decimal.js
    expect(cmpTimes(new Decimal("27021597764222973"), new Decimal("9007199254740991"), new Decimal(3))).toBe(0);
  });
});

describe("minus", () => {
  it("is a.minus(b), value, text and sign (property)", () => {
    fc.assert(
      fc.property(dec, dec, (a, b) => {
        const got = minus(a, b);
        const want = a.minus(b);
        expect([got.toString(), got.isNeg(), got.eq(want)], `${a} − ${b}`).toEqual([want.toString(), want.isNeg(), true]);
      }),
      { numRuns: 20_000, seed: 1510 },
    );
  });

  it("works the hand cases", () => {
    // seed 003's criterion 2: mean 10.3 − 10.2 = 0.1; equal means give 0 (not −0)
    expect(minus(new Decimal("10.3"), new Decimal("10.2")).toString()).toBe("0.1");
    expect(minus(new Decimal("10.2"), new Decimal("10.2")).isNeg()).toBe(false);
    expect(minus(new Decimal("10.15"), new Decimal("10.2")).toString()).toBe("-0.05");
  });
});
