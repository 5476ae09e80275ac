// The walk reads the asks of a run of single applications gathered in ranking order, 1,024 at a
// time (engine/allocate.ts `GATHER`, seed38): runs longer than one gathering, a stop or a tie in
// the middle of one, rows kept, an order that is not the rows' own — each row granted its own ask.
import { describe, expect, it } from "vitest";
import { DecimalArith, MinorArith, type Arith } from "../src/engine/arith.js";
import { Decimal } from "../src/decimal.js";
import { walk, KEPT_ROW, STATUS, type Walked } from "../src/engine/allocate.js";
import { tiedRanking } from "./support/rankings.js";

/** n rows in tie groups (sizes), walked in a scrambled order (row (i·7919) mod n at place i; n not a multiple of 7919) */
function scrambled(groups: number[]) {
  const rk = tiedRanking(groups);
  const n = rk.order.length;
  const order = Uint32Array.from({ length: n }, (_, i) => (i * 7919) % n);
  return { ...rk, order };
}

function run<V>(a: Arith<V>, asks: ArrayLike<V>, of: (c: number) => V, groups: number[], budget: number, policy: "stop" | "skip", kept: (r: number) => boolean): Walked<V> {
  return walk({ arith: a, ranking: scrambled(groups), asks, budget: of(budget), policy, kept, limits: [] });
}

describe("the walk's asks gathered in ranking order", () => {
  const n = 5_000;
  const asks = Array.from({ length: n }, (_, r) => 100 + ((r * 37) % 900));
  // single applications but for a tie of three at place 1,500 and one of two at 3,100
  const groups: number[] = [];
  for (let p = 0; p < n; ) {
    const g = p === 1_500 ? 3 : p === 3_100 ? 2 : 1;
    groups.push(g);
    p += g;
  }
  const kept = (r: number): boolean => r % 97 === 5;
  for (const policy of ["stop", "skip"] as const) {
    it(`funds each row with its own ask, in ranking order, across gatherings (${policy})`, () => {
      const order = scrambled(groups).order;
      const budget = 1_800_000;
      // minor units in a typed array (as engine/asks.ts holds them), Decimals in an array
      const w = run(new MinorArith(2), Float64Array.from(asks), (c) => c, groups, budget, policy, kept);
      const d = run(new DecimalArith(), asks.map((c) => new Decimal(c)), (c) => new Decimal(c), groups, budget, policy, kept);
      // the reference: the same walk by hand (no tie here decides differently by order: the budget is far from them)
      let left = budget;
      let stopped = false;
      let funded = 0;
      // a tie's members are told what was left before the tie
      const ties = new Map<number, number>([[1_500, 3], [3_100, 2]]);
      let tieLeft = 0;
      let tieEnd = -1;
      for (let p = 0; p < n; p++) {
        const r = order[p]!;
        if (ties.has(p)) (tieLeft = left), (tieEnd = p + ties.get(p)!);
        if (kept(r)) {
          expect(w.status[r]).toBe(KEPT_ROW);
          continue;
        }
        expect(w.before.get(r)).toBe(p < tieEnd ? tieLeft : left);
        if (!stopped && asks[r]! <= left) {
          expect([STATUS[w.status[r]!], w.granted[r]]).toEqual(["funded", asks[r]]);
          left -= asks[r]!;
          funded++;
        } else {
          expect([STATUS[w.status[r]!], w.granted[r]]).toEqual(["not_funded", 0]);
          if (policy === "stop") stopped = true;
        }
      }
      // the stop falls past the first gatherings, not at their seams only
      expect(funded).toBeGreaterThan(2 * 1_024);
      expect(funded).toBeLessThan(n - 500);
      expect(Array.from(d.status)).toEqual(Array.from(w.status));
      expect(Array.from(d.granted, (g) => Number(g.toString()))).toEqual(Array.from(w.granted));
      expect(d.why).toEqual(w.why);
    });
  }
});
