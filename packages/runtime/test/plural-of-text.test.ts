// pluralOfText (narration/numbers.ts) picks a count's plural by the places it is written with
// (places38). A value in points can be written with more than the 20 fraction digits Intl takes
// on Node 20 — a criterion's 1/3 carries 28 — which threw a RangeError in ci38c
// (test/drafted14-findings.test.ts); past 20 places the category is the one at 20.
import { describe, expect, it } from "vitest";
import { pluralOfText } from "../src/narration/numbers.js";

describe("pluralOfText", () => {
  const third = "0.3333333333333333333333333333";
  for (const lang of ["en", "nl", "pl", "de", "es", "fr", "pt"])
    it(`${lang}: a value with 28 places is counted, as with 20`, () => {
      const of = pluralOfText(lang);
      expect(of(third)).toBe(of(third.slice(0, 22)));
    });
  it("places still count below 20: en 1.000 points, 1 point", () => {
    expect(pluralOfText("en")("1.000")).toBe("other");
    expect(pluralOfText("en")("1")).toBe("one");
  });
});
