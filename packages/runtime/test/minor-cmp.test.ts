// MinorArith.cmp answers −1, 0 or 1, not the difference (seed38): a difference beyond a small
// integer was a new heap number at each call not inlined (10 bytes an application of seed001).
import { describe, expect, it } from "vitest";
import { DecimalArith, MinorArith } from "../src/engine/arith.js";
import { Decimal } from "../src/decimal.js";

describe("MinorArith.cmp", () => {
  it("is −1, 0 or 1, as DecimalArith's, for amounts far apart, near and equal", () => {
    const m = new MinorArith(2);
    const d = new DecimalArith();
    const pairs: [number, number][] = [[5e12, 1], [1, 5e12], [-3e12, 2e12], [7, 7], [0, -0], [2 ** 40 + 1, 2 ** 40], [-1, 0]];
    for (const [x, y] of pairs) {
      const c = m.cmp(x, y);
      expect([-1, 0, 1]).toContain(c);
      expect(Object.is(c, -0)).toBe(false);
      expect(c).toBe(d.cmp(new Decimal(x), new Decimal(y)));
    }
  });
});
