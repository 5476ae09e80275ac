// The double-precision paths of seed 003's per-application arithmetic, each against the path it
// shortcuts: `roundWhole` (a rounded mean's integer division in doubles) against bigint
// `roundRational` for every rounding mode, up to and across 2^52 where roundMean hands over to
// the bigints; `roundMean` against rounding decimal.js's 34-digit mean on lists whose scaled sum
// straddles that limit; and decimalFromNumber's slot cache against reading the number's text,
// with numbers that share a slot read in any order.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal, decimalFromNumber, roundRational, roundTo, type RoundingMode } from "../src/decimal.js";
import { mean, roundMean, roundWhole } from "../src/ops.js";

const modes: RoundingMode[] = ["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"];
const TWO52 = 2 ** 52;

describe("roundWhole", () => {
  it("rounds num / den as roundRational does, for every mode (property)", () => {
    const den = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: TWO52 }), fc.constantFrom(TWO52, TWO52 - 1, 3 * 2 ** 40, 10 ** 15));
    // numerators anywhere, and next to a multiple of den or a half of it (where a floating
    // division may land on the wrong side of an integer)
    const case_ = den.chain((d) =>
      fc.tuple(
        fc.oneof(
          fc.integer({ min: -TWO52, max: TWO52 }),
          fc.tuple(fc.integer({ min: -TWO52, max: TWO52 }), fc.integer({ min: -2, max: 2 })).map(([k, e]) => Math.max(-TWO52, Math.min(TWO52, Math.round(k / d) * d + e))),
          fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1, max: 1 })).map(([k, e]) => Math.max(-TWO52, Math.min(TWO52, k * d + Math.floor(d / 2) + e))),
        ),
        fc.constant(d),
      ),
    );
    fc.assert(
      fc.property(case_, fc.constantFrom(...modes), ([num, d], mode) => {
        if (!Number.isSafeInteger(num) || Math.abs(num) > TWO52) return;
        expect(roundWhole(num, d, mode) + 0, `${num} / ${d} ${mode}`).toBe(Number(roundRational(BigInt(num), BigInt(d), mode)));
      }),
      { numRuns: 30_000, seed: 1506 },
    );
  });

  it("works the hand cases", () => {
    // 7 / 2 = 3.5: half_up 4, half_down 3, half_even 4; −7 / 2 = −3.5: half_up −4, half_even −4, floor −4, ceiling −3
    expect(modes.map((m) => roundWhole(7, 2, m))).toEqual([4, 3, 4, 4, 3, 3, 4]);
    expect(modes.map((m) => roundWhole(-7, 2, m))).toEqual([-4, -3, -4, -4, -3, -4, -3]);
    // 5 / 2 = 2.5: half_even keeps the even 2
    expect(roundWhole(5, 2, "half_even")).toBe(2);
    // (2^52 − 1) / 2^52 is just below 1: down 0, up 1, half_up 1
    expect([roundWhole(TWO52 - 1, TWO52, "down"), roundWhole(TWO52 - 1, TWO52, "up"), roundWhole(TWO52 - 1, TWO52, "half_up")]).toEqual([0, 1, 1]);
  });
});

describe("roundMean across the double and bigint paths", () => {
  it("equals rounding the 34-digit mean, with sums near and past 2^52 (property)", () => {
    // items of up to 15 digits with 0–4 decimals: acc · 10^places goes past 2^52 for some lists
    const item = fc.tuple(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), fc.integer({ min: 0, max: 4 })).map(([n, p]) => new Decimal(n).div(10 ** p));
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 7 }), fc.integer({ min: 0, max: 6 }), fc.constantFrom(...modes), (xs, places, mode) => {
        const got = roundMean(xs, places, mode);
        const want = roundTo(mean(xs), places, mode);
        expect([got.toString(), got.isNeg()], `${xs.join(",")} ${places} ${mode}`).toEqual([want.toString(), want.isNeg()]);
      }),
      { numRuns: 5000, seed: 1507 },
    );
  });

  it("gives one Decimal for a repeated mean, the same value as a fresh one", () => {
    // (10.2 × 5 + 10.3) / 6 = 61.3 / 6 = 10.2166… → 10.2 half_up
    const rates = [10.2, 10.2, 10.2, 10.2, 10.2, 10.3].map((x) => new Decimal(x));
    const a = roundMean(rates, 1, "half_up");
    const b = roundMean(rates.slice().reverse(), 1, "half_up");
    expect(a.toString()).toBe("10.2");
    expect(b).toBe(a);
    expect(a.eq(new Decimal("10.2"))).toBe(true);
  });
});

describe("decimalFromNumber's slots", () => {
  it("reads each number as its text, in any order and whatever shares its slot (property)", () => {
    // numbers one tenth, one hundredth and 1024 / 40503 apart (neighbours in the slot hash), ±0
    const x = fc.oneof(
      fc.integer({ min: -5000, max: 5000 }).map((n) => n / 10),
      fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 100),
      fc.integer({ min: 0, max: 50 }).map((k) => Number(((k * 1024) / 40_503 + 10.2).toFixed(6))),
      fc.constantFrom(0, -0, 0.1 + 0.2, 1e21, 123456789012345, 1e-7),
    );
    fc.assert(
      fc.property(fc.array(x, { minLength: 1, maxLength: 40 }), (xs) => {
        for (const v of [...xs, ...xs.slice().reverse()]) {
          const s = String(v);
          const exact = !/e/.test(s) && s.replace(/[-.]/g, "").replace(/^0+/, "").length <= 15;
          const d = decimalFromNumber(v);
          if (!exact) expect(d, s).toBeUndefined();
          else expect(d?.toString(), s).toBe(new Decimal(s).toString());
        }
      }),
      { numRuns: 2000, seed: 1508 },
    );
  });
});
