// `textAtMost` (an explanation's "the allocation had stopped before it": what was asked at most
// what was left) in whole minor units against decimal.js's `lte` on the same texts. Seeded texts
// as results write amounts and beyond: any sign, 0–20 integer digits (past 2^53 minor units, where
// it falls back to Decimals), 0–6 decimals each, equal values written with different decimals,
// negative zero.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal } from "../src/decimal.js";
import { textAtMost } from "../src/minor.js";

const digits = (min: number, max: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(""));
const text = fc.tuple(fc.boolean(), digits(1, 20), fc.option(digits(1, 6))).map(([neg, int, frac]) => `${neg ? "-" : ""}${int.replace(/^0+(?=\d)/, "")}${frac === null ? "" : "." + frac}`);

describe("textAtMost", () => {
  it("agrees with Decimal's lte on any two decimal texts (property)", () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(textAtMost(a, b)).toBe(new Decimal(a).lte(b));
        expect(textAtMost(a, a)).toBe(true);
      }),
      { seed: 20261202, numRuns: 20_000 },
    );
  });

  it("compares equal values written with different decimals, negative zero, and amounts past 2^53 minor units", () => {
    expect(textAtMost("270364.45", "270364.450")).toBe(true);
    expect(textAtMost("270364.451", "270364.45")).toBe(false);
    expect(textAtMost("-0.00", "0")).toBe(true);
    expect(textAtMost("0", "-0.00")).toBe(true);
    expect(textAtMost("90071992547409.93", "90071992547409.92")).toBe(false);
    expect(textAtMost("12", "9.99")).toBe(false);
    expect(textAtMost("-12", "-9.99")).toBe(true);
  });
});
