// What an adversarial run of the sixteenth round found in pro rata's minimum grant (`minimum …
// then reshare`, docs/language.md §14.4): a round whose rest fit in the budget left out a request
// below the minimum (rightly: no grant below it is made) explained as "… funded in full", and a call with
// thousands of shares below the minimum took one round — a pass over the call, kept — per share.
// The engine's proRata is called as select.ts, stageShare.ts and groupUnits.ts call it; the rounds
// are counted by the totals their explanations name ("× 1000.00 / 2000.00"), one per round.
import fc from "fast-check";
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

/** The rounds a reshare took: the distinct totals its rows' explanations name (one per round). */
function rounds(pr: ReturnType<typeof proRata>, n: number): number {
  const totals = new Set<string>();
  for (let r = 0; r < n; r++) {
    const m = / \/ ([\d.]+)/.exec(pr.why(r));
    if (m) totals.add(m[1]!);
  }
  return totals.size;
}

describe("a reshare with thousands of shares below the minimum takes a few rounds", () => {
  // 5,000 asks 1000.00, 1000.07, 1000.14, … (each distinct), the budget half their total, a
  // minimum of 900.00: every share (about 500) is below it, and none is sure to stay below with
  // every other share below left out (there is no other share). One round per share left out was
  // 2,011 rounds, each a pass over the call and each kept to the end.
  const n = 5000;
  const asks = all(n).map((i) => ((100_000 + 7 * i) / 100).toFixed(2));
  const total = asks.reduce((s, a) => s + Math.round(Number(a) * 100), 0);
  const budget = new Decimal(Math.floor(total / 2)).div(100);
  it("keeps the applications the rounds one by one keep, in a bounded number of rounds", () => {
    const pr = proRata(all(n), n, dec(asks), budget, reshare("900.00"), (r) => n - r);
    // by hand: the rounds leave out the smallest ask while its share, A × B / T of those left
    // (rounded down to the cent), is below 900.00 — the first ask that reaches it, and all above it, are kept
    let T = dec(asks).reduce((s, a) => s.plus(a), new Decimal(0));
    let first = 0;
    while (new Decimal(asks[first]!).times(budget).lt(T.times(900))) T = T.minus(asks[first++]!);
    expect(first).toBe(2011);
    expect(all(n).filter((r) => pr.status[r] === NOT_FUNDED)).toEqual(all(first));
    for (let r = first; r < n; r++) expect(pr.granted(r).gte(900)).toBe(true);
    expect(rounds(pr, n)).toBeLessThanOrEqual(12);
  });
});

/** The law's rounds one by one: each leaves out the smallest share below the minimum and its equals (where the rest fit, a share is the request), until none is below. */
function oneByOne(asks: readonly Decimal[], budget: Decimal, rounding: ProRataRounding, position: (r: number) => number): { status: number[]; granted: string[] } {
  const n = asks.length;
  const floor = new Decimal(rounding.minimum!.amount);
  const plain: ProRataRounding = { mode: rounding.mode, step: rounding.step, remainder: rounding.remainder, ...(rounding.coefficient ? { coefficient: rounding.coefficient } : {}) };
  let walked = all(n);
  for (;;) {
    const pr = proRata(walked, n, asks, budget, plain, position);
    const below = walked.filter((r) => pr.granted(r).lt(floor));
    if (below.length === 0) {
      return { status: all(n).map((r) => (walked.includes(r) ? pr.status[r]! : NOT_FUNDED)), granted: all(n).map((r) => (walked.includes(r) ? pr.granted(r).toString() : "0")) };
    }
    let least = pr.granted(below[0]!);
    for (const r of below) if (pr.granted(r).lt(least)) least = pr.granted(r);
    walked = walked.filter((r) => !(below.includes(r) && pr.granted(r).eq(least)));
  }
}

describe("the rounds that leave out many shares at once give what the rounds one by one give", () => {
  it("on random calls (asks in clusters, every rounding mode and remainder, coefficients rounded)", () => {
    // calls whose rounds pass the first eight (where more than the smallest is left out at once)
    let many = 0;
    const call = fc.record({
      asks: fc.array(fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 300 })), { minLength: 2, maxLength: 60 }),
      share: fc.double({ min: 0.1, max: 0.95, noNaN: true }),
      minimum: fc.integer({ min: 1, max: 60 }),
      step: fc.constantFrom("0.01", "0.1", "1", "5"),
      mode: fc.constantFrom("down", "half_up", "up", "half_even"),
      remainder: fc.constantFrom("unallocated", "largest_remainder", "ranking_order"),
      coefficient: fc.constantFrom(undefined, "0.01", "0.0001"),
    });
    fc.assert(
      fc.property(call, (c) => {
        // clusters: a whole number of units and a few cents, so that asks are near one another
        const asks = c.asks.map(([u, cents]) => new Decimal(u * 10 + cents / 100));
        const sum = asks.reduce((s, a) => s.plus(a), new Decimal(0));
        const budget = sum.times(c.share).toDecimalPlaces(2, Decimal.ROUND_DOWN);
        const rounding = reshare(String(c.minimum * 5), { step: c.step, mode: c.mode as ProRataRounding["mode"], remainder: c.remainder as ProRataRounding["remainder"], ...(c.coefficient ? { coefficient: { mode: "down" as const, step: c.coefficient } } : {}) });
        const n = asks.length;
        const position = (r: number) => r;
        const pr = proRata(all(n), n, asks, budget, rounding, position);
        const want = oneByOne(asks, budget, rounding, position);
        if (rounds(pr, n) > 8) many++;
        expect({ status: [...pr.status], granted: all(n).map((r) => pr.granted(r).toString()) }).toEqual(want);
      }),
      { seed: 16, numRuns: 400 },
    );
    expect(many).toBeGreaterThan(20);
  });
});
