// A comparison's value worded at once as a key's value (stream36, narration/whys.ts `keyValueOnly`):
// a value that begins with a digit or a minus — a number, an amount, a percentage, a moment — is
// none of a lottery's, a greedy step's or a missing value's, and each language's `wordValue` words
// it by `keyValueText` without trying their patterns. A greedy step's count also begins with a
// digit ("3 new: …"): it must still be worded as a greedy step's, in every language.
import { describe, expect, it } from "vitest";
import { catalogueFor, formatsOf } from "../src/narration/catalogue.js";
import { DRAWN, GREEDY_VALUE, keyValueOnly, LEFT_OUT, MISSING, NOT_DRAWN, WEIGHT_ZERO, WEIGHTED } from "../src/narration/whys.js";

/** values of every special form (as the engine shows them: rankKeys.ts, lazykeys.ts, weightedLottery.ts) */
const special = [
  "3 new: fisheries, tourism (already covered above: nothing)",
  "0 new (already covered above: fisheries)",
  "12 new: a (already covered above: b, c)",
  "drawn as number 4",
  "drawn as number 17 in the draw for region N",
  "not in the draw",
  "not in the draw for region S",
  "left out of the draw, and so ranked after those drawn",
  "left out of the draw for region S, and so ranked after those drawn",
  "weight 0: not in the draw, and so ranked after those drawn",
  "weight 2.5, key 0.125 (sha256(seed:1) = 0abc…)",
  "no value (carry_over is not given)",
  "no value (x is absent), so it ranks last at this step",
  "not needed",
];
const plain = ["9", "-3", "0", "12000.00 EUR", "-12.50 EUR", "51.5%", "2024-04-02 14:33:20", "2024-04-02", "2027-03-28 01:59:59+01:00", "3", "12 newer"];

describe("a comparison's value worded at once as a key's (keyValueOnly)", () => {
  it("no value of a special form is taken for a key's value; numbers, amounts and moments are", () => {
    const patterns = [GREEDY_VALUE, DRAWN, NOT_DRAWN, WEIGHTED, WEIGHT_ZERO, LEFT_OUT, MISSING];
    for (const v of special) {
      expect(keyValueOnly(v), v).toBe(false);
      if (v !== "not needed") expect(patterns.some((p) => p.test(v)), v).toBe(true);
    }
    for (const v of plain) {
      expect(keyValueOnly(v), v).toBe(true);
      expect(patterns.some((p) => p.test(v)), v).toBe(false);
    }
  });

  it("in every language a greedy step's count is still worded as one, and a moment or an amount as a key's value", () => {
    for (const language of ["en", "nl", "pl", "de", "es", "fr"]) {
      const c = catalogueFor(language);
      const parts = c.comparisonParts!;
      const f = formatsOf(c);
      // a greedy step's count: its own words, not the text as it is
      const greedy = parts.value("3 new: fisheries, tourism (already covered above: nothing)", f);
      if (language !== "en") expect(greedy, language).not.toContain("already covered above");
      // a number with its currency in the language's numbers (English shows it as it is); a moment as it is
      const amount = parts.value("12000.00 EUR", f);
      if (language !== "en") expect(amount, language).not.toBe("12000.00 EUR");
      expect(amount, language).toMatch(/12.?000[.,]00/);
      expect(parts.value("2024-04-02 14:33:20", f), language).toContain("2024");
    }
  });
});
