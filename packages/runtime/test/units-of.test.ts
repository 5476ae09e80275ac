// The units of a group walk (engine/unitsOf.ts): on random orders over rows with keys (some
// without one), some rows kept and some not in the order at all, the units must be what a plain
// reading gives — per unit its key, the place of its first member, its rows in the order met and
// what they ask together; per row its unit, −1 for a row not walked — whether a group is one unit
// (`together`) or each row is.
import { describe, expect, it } from "vitest";
import { MinorArith } from "../src/engine/arith.js";
import { unitsOf } from "../src/engine/unitsOf.js";
import type { GroupWalkInput } from "../src/engine/groupUnits.js";

/** The units as a plain reading of the order gives them (a Map from key to unit). */
function reference(order: number[], n: number, key: number[], kept: boolean[], asks: number[], together: boolean) {
  const of = new Array<number>(n).fill(-1);
  const units: { key: number; head: number; rows: number[]; ask: number }[] = [];
  const byKey = new Map<number, number>();
  order.forEach((r, p) => {
    if (kept[r]) return;
    let u = together ? byKey.get(key[r]!) : undefined;
    if (u === undefined) {
      u = units.push({ key: key[r]!, head: p, rows: [], ask: 0 }) - 1;
      if (together) byKey.set(key[r]!, u);
    }
    of[r] = u;
    units[u]!.rows.push(r);
    units[u]!.ask += asks[r]!;
  });
  return { of, units };
}

describe("unitsOf", () => {
  it.each([false, true])("forms the units a plain reading forms (together: %s)", (together) => {
    let seed = 5;
    const rnd = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let trial = 0; trial < 40; trial++) {
      const n = 1 + Math.floor(rnd() * 60);
      const keys = 1 + Math.floor(rnd() * 12);
      // key −1: a row without one
      const key = Array.from({ length: n }, () => Math.floor(rnd() * (keys + 1)) - 1);
      const kept = Array.from({ length: n }, () => rnd() < 0.15);
      const asks = Array.from({ length: n }, () => 100 * (1 + Math.floor(rnd() * 50)));
      // a shuffled order, some rows left out of it (a stage's walk ranks part of the rows)
      const order = Array.from({ length: n }, (_, r) => r);
      for (let i = n - 1; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      const walked = order.filter(() => rnd() < 0.85);
      const w = { arith: new MinorArith(2), asks: Float64Array.from(asks), kept: (r: number) => kept[r]!, keyOfRow: (r: number) => key[r]! } as unknown as Omit<GroupWalkInput<number>, "ranking">;
      const units = unitsOf(w, Uint32Array.from(walked), n, together);
      const want = reference(walked, n, key, kept, asks, together);
      expect(Array.from(units.of)).toEqual(want.of);
      expect(units.count).toBe(want.units.length);
      expect(Array.from(units.key)).toEqual(want.units.map((u) => u.key));
      expect(Array.from(units.head)).toEqual(want.units.map((u) => u.head));
      // (the column of asks may be longer than the units)
      expect(Array.from(units.ask).slice(0, units.count)).toEqual(want.units.map((u) => u.ask));
      expect(want.units.map((_, u) => Array.from(units.rows.subarray(units.start[u]!, units.start[u + 1]!)))).toEqual(want.units.map((u) => u.rows));
    }
  });
});
