// engine/rowSet.ts: the allocation walk's `atMost` held as a byte per row (bisect37), read as a
// ReadonlySet by its readers (allocationWords.ts, selectRefusals.ts, stageFork.ts, stages.ts).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RowSet } from "../src/engine/rowSet.js";

describe("RowSet", () => {
  it("answers as a Set of the same rows: has, size, delete, iteration in ascending order", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 40 })), { maxLength: 60 }), fc.integer({ min: 1, max: 50 }), (ops, rows) => {
        const s = new RowSet(rows);
        const ref = new Set<number>();
        for (const [add, r] of ops) {
          if (add) {
            expect(s.add(r)).toBe(s);
            ref.add(r);
          } else expect(s.delete(r)).toBe(ref.delete(r));
        }
        expect(s.size).toBe(ref.size);
        for (let r = 0; r <= 41; r++) expect(s.has(r)).toBe(ref.has(r));
        const sorted = [...ref].sort((x, y) => x - y);
        expect([...s]).toEqual(sorted);
        expect([...new Set(s)].sort((x, y) => x - y)).toEqual(sorted);
        expect([...s.entries()]).toEqual(sorted.map((r) => [r, r]));
        const seen: number[] = [];
        s.forEach((r) => seen.push(r));
        expect(seen).toEqual(sorted);
      }),
    );
  });

  it("allocates nothing before its first row, and grows past the count it was made for", () => {
    const s = new RowSet(4);
    expect(s.size).toBe(0);
    expect(s.has(0)).toBe(false);
    expect([...s]).toEqual([]);
    s.add(9).add(2).add(9);
    expect(s.size).toBe(2);
    expect([...s]).toEqual([2, 9]);
    expect(s.has(4)).toBe(false);
  });
});
