// round(mean(xs), places, mode) is computed from the exact quotient (ops.roundMean) where the
// items are whole numbers of a small unit; it must give what rounding the 34-digit quotient of
// `mean` gives — value, sign (a negative mean rounded to zero is −0 in decimal.js) and text. Its
// integer division in doubles (roundWhole) gives what decimal.ts's roundRational gives in bigints.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal, roundRational, roundTo, type RoundingMode } from "../src/decimal.js";
import { mean, roundMean, roundWhole } from "../src/ops.js";

const modes: RoundingMode[] = ["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"];
/** what the public API shows of a value */
const shown = (d: Decimal) => ({ text: d.toString(), fixed: d.toFixed(4), neg: d.isNeg() });

describe("roundMean", () => {
  it("equals rounding the 34-digit mean, for every mode (property)", () => {
    // rates to one or two decimals (seed 003's monthly unemployment), amounts in cents, and
    // lists whose mean falls exactly on a half (2 items, odd sum)
    const item = fc.oneof(
      fc.integer({ min: -500, max: 500 }).map((n) => new Decimal(n).div(10)),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => new Decimal(n).div(100)),
      fc.constantFrom(new Decimal("0.05"), new Decimal("-0.05"), new Decimal("0.15"), new Decimal("-0"), new Decimal("123456789012.5")),
    );
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 14 }), fc.integer({ min: 0, max: 4 }), fc.constantFrom(...modes), (xs, places, mode) => {
        expect(shown(roundMean(xs, places, mode)), `${xs.join(",")} ${places} ${mode}`).toEqual(shown(roundTo(mean(xs), places, mode)));
      }),
      { numRuns: 4000, seed: 15 },
    );
  });

  it("works the hand cases", () => {
    // (1.0 + 1.1 + 1.2 + 1.2) / 4 = 4.5 / 4 = 1.125 → 1.1 at one place half_up (the second place is 2)
    expect(roundMean(["1.0", "1.1", "1.2", "1.2"].map((t) => new Decimal(t)), 1, "half_up").toString()).toBe("1.1");
    // (0.1 + 0.2) / 2 = 0.15 exactly: half_up 0.2, half_down 0.1, half_even 0.2
    const xs = [new Decimal("0.1"), new Decimal("0.2")];
    expect([roundMean(xs, 1, "half_up"), roundMean(xs, 1, "half_down"), roundMean(xs, 1, "half_even")].map(String)).toEqual(["0.2", "0.1", "0.2"]);
    // (−0.1 + 0.0) / 2 = −0.05 → −0 at zero places half_up: the sign stays, as decimal.js keeps it
    expect(roundMean([new Decimal("-0.1"), new Decimal("0")], 0, "half_up").isNeg()).toBe(true);
    // 1/3 = 0.333… → 0.33 (no exact decimal quotient)
    expect(roundMean([new Decimal(1), new Decimal(0), new Decimal(0)], 2, "half_even").toString()).toBe("0.33");
  });

  it("refuses an empty list as mean does, and falls back beyond the whole-number range", () => {
    expect(() => roundMean([], 1, "half_up")).toThrow("the mean of an empty list is undefined");
    // more than 15 decimals: the Decimal path
    const long = [new Decimal("0.1234567890123456789"), new Decimal("1")];
    expect(roundMean(long, 3, "half_up").toString()).toBe(roundTo(mean(long), 3, "half_up").toString());
  });
});

describe("roundWhole", () => {
  // its domain: |num| ≤ 2^52, 0 < den ≤ 2^52; small divisors (a mean's count times a power of
  // ten), large ones, and numerators on an exact half or next to one
  const TWO52 = 2 ** 52;
  const den = fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: TWO52 }), fc.constantFrom(1, 2, 10, TWO52, TWO52 - 1));
  const pair = fc.oneof(
    fc.tuple(fc.integer({ min: -TWO52, max: TWO52 }), den),
    fc.tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), den),
    // k·den + den/2 (+ −1, 0, 1): on a half and beside it, where the modes part
    fc.tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 2 ** 20 }), fc.integer({ min: -1, max: 1 })).map(([k, d, e]) => [Math.max(-TWO52, Math.min(TWO52, k * 2 * d + d + e)), 2 * d] as [number, number]),
    fc.tuple(fc.constantFrom(TWO52, -TWO52, TWO52 - 1, -(TWO52 - 1), 0, 1, -1), den),
  );

  it("equals roundRational for every mode (property)", () => {
    fc.assert(
      fc.property(pair, fc.constantFrom(...modes), ([num, d], mode) => {
        // a zero result may be −0 (the caller reads the sign from num): compared as a number
        expect(roundWhole(num, d, mode) + 0, `${num}/${d} ${mode}`).toBe(Number(roundRational(BigInt(num), BigInt(d), mode)));
      }),
      { numRuns: 20_000, seed: 15 },
    );
  });

  it("works the hand cases of roundRational's table", () => {
    // 7/2, −7/2, 5/2, −5/2, 7/3, −8/3: up, down, floor, ceiling, half_up, half_down, half_even
    const order: RoundingMode[] = ["up", "down", "floor", "ceiling", "half_up", "half_down", "half_even"];
    const table: Array<[number, number, number[]]> = [
      [7, 2, [4, 3, 3, 4, 4, 3, 4]],
      [-7, 2, [-4, -3, -4, -3, -4, -3, -4]],
      [5, 2, [3, 2, 2, 3, 3, 2, 2]],
      [-5, 2, [-3, -2, -3, -2, -3, -2, -2]],
      [7, 3, [3, 2, 2, 3, 2, 2, 2]],
      [-8, 3, [-3, -2, -3, -2, -3, -3, -3]],
    ];
    for (const [num, d, want] of table) expect(order.map((m) => roundWhole(num, d, m)), `${num}/${d}`).toEqual(want);
  });
});
