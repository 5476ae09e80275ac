// What an adversarial run of the sixteenth round found in pro rata's minimum grant (`minimum …
// then reshare`, docs/language.md §14.4): a round whose rest fit in the budget left out a request
// below the minimum (rightly: no grant below it is made) explained as "… funded in full".
// The engine's proRata is called as select.ts, stageShare.ts and groupUnits.ts call it.
import { describe, expect, it } from "vitest";
import { Decimal } from "../packages/runtime/src/decimal.js";
import { NOT_FUNDED } from "../packages/runtime/src/engine/allocate.js";
import { proRata, type ProRataRounding } from "../packages/runtime/src/engine/prorata.js";
import { preamble, resultOf, runScheme } from "./support/scheme.js";

const dec = (xs: readonly string[]) => xs.map((x) => new Decimal(x));
const all = (n: number) => Array.from({ length: n }, (_, i) => i);
const reshare = (minimum: string, more: Partial<ProRataRounding> = {}): ProRataRounding => ({ mode: "down", step: "0.01", remainder: "unallocated", minimum: { amount: minimum, then: "reshare" }, ...more });

describe("a request below the minimum in a round whose requests fit is left out, and says why", () => {
  // budget 1000.00, minimum 110.00, asks A 100.00, B 109.99, C 890.01 (total 1100.00). Round 1:
  // c = 1000 / 1100: A 90.90, B 99.99, C 809.10; A and B below 110. A stays below whatever else is
  // left out (100 × 1000 / 990.01 = 101.0 < 109.98): left out; B alone with C would get 109.99
  // (109.99 × 1000 / 1000): it waits. Round 2: B + C = 1000.00, which the budget holds: each its
  // request, and B's 109.99 is below the minimum — no grant below it is made: left out in round 3,
  // C in full. B's explanation said "… the requests do not exceed the budget: funded in full".
  const text = `${preamble("T")}call { ceiling: money(EUR) }
application {
  id: text unique
  requested: money(EUR)
}
ranking per art1 {
  by requested highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.ceiling
  amount requested
  pro rata rounded down to 0.01 remainder unallocated minimum 110.00 EUR then reshare
}
`;
  const input = { call: { ceiling: "1000.00" }, applications: [{ id: "A", requested: "100.00" }, { id: "B", requested: "109.99" }, { id: "C", requested: "890.01" }] };
  it("B is not funded, C in full", () => {
    const r = runScheme(text, input);
    expect([resultOf(r, "A").status, resultOf(r, "A").amount]).toEqual(["not_funded", "0.00"]);
    expect([resultOf(r, "B").status, resultOf(r, "B").amount]).toEqual(["not_funded", "0.00"]);
    expect([resultOf(r, "C").status, resultOf(r, "C").amount]).toEqual(["funded", "890.01"]);
    expect(r.totals.main?.awarded).toBe("890.01");
  });
  it("B's reason is its share in that round, its request, below the minimum", () => {
    const pr = proRata(all(3), 3, dec(["100.00", "109.99", "890.01"]), new Decimal("1000.00"), reshare("110.00"), (r) => r);
    expect([...pr.status].map((s) => s === NOT_FUNDED)).toEqual([true, true, false]);
    expect(pr.why(0)).toBe("pro rata: 100 × 1000 / 1100, rounded down to 0.01, which is below the minimum grant of 110.00");
    expect(pr.why(1)).toBe("pro rata: 109.99 × 1000 / 1000, rounded down to 0.01, shared again without the shares below the minimum grant of 110.00, but no more than the amount asked, which is below the minimum grant of 110.00");
    expect(pr.why(2)).toBe("once the shares below the minimum grant of 110.00 were left out, the requests do not exceed the budget: funded in full");
  });
  it("and the explanation says so", () => {
    const r = runScheme(text, input);
    const b = resultOf(r, "B").explanation.map((e) => e.text);
    expect(b.at(-1)).toBe("Not funded (109.99 EUR asked): pro rata: 109.99 EUR × the reduction coefficient (budget 1000.00 EUR / total 1000.00 EUR), rounded down to 0.01 EUR, shared again without the shares below the minimum grant of 110.00 EUR, but no more than the amount asked, which is below the minimum grant of 110.00 EUR.");
  });
});
