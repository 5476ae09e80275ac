// A column read only by index (engine/values.ts `byIndex`: the published cells, assess.ts) holds
// its plain values in arrays of 4,096 places made as they fill, not in one array as long as the
// call made at its 1,024th value (seed35's profile: a fresh array of a million places costs
// ~30 ms of new memory, two such columns in seed003). Held by: values pushed into such a column,
// made plain at its first, a middle or a late row, with skips, read back by `at` past every
// array's end; its arrays are 4,096 places each; a view of it is refused, not half its values.
import { describe, expect, it } from "vitest";
import { Values } from "../packages/runtime/src/engine/values.js";
import { Decimal } from "../packages/runtime/src/decimal.js";

describe("a column read by index, made for 1,000,000 rows", () => {
  for (const at of [0, 700, 1023, 4095, 4096, 9000]) {
    it(`reads back every value pushed when its first text comes at row ${at}`, () => {
      const col = new Values<unknown>(1_000_000, false, true);
      const pushed: unknown[] = [];
      const n = 20_000;
      for (let r = 0; r < n; r++) {
        if (r % 97 === 5) {
          col.skip();
          pushed.push(r < at ? 0 : undefined);
          continue;
        }
        const v = r === at ? "first text" : r > at && r % 3 === 0 ? `t${r}` : r > at && r % 7 === 0 ? new Decimal(r).div(4) : r;
        col.push(v);
        pushed.push(v);
      }
      expect(col.numeric).toBe(false);
      expect(col.length).toBe(n);
      for (let r = 0; r < n; r++) expect(col.at(r)).toEqual(pushed[r]);
      const arrays = (col as unknown as { chunks: unknown[][] }).chunks;
      expect(arrays.length).toBe(Math.ceil(n / 4096));
      expect(arrays.slice(0, -1).every((a) => a.length === 4096)).toBe(true);
      expect(() => col.view).toThrow(/read by index/);
    });
  }

  it("of a few texts, is one short array that a view reads", () => {
    const col = new Values<unknown>(1_000_000, false, true);
    for (const t of ["a", "b", "c"]) col.push(t);
    expect(Array.from(col.view)).toEqual(["a", "b", "c"]);
    col.push("d");
    expect(col.at(3)).toBe("d");
    expect((col as unknown as { chunks: unknown[][] }).chunks[0]!.length).toBeLessThanOrEqual(4096);
  });
});

// Every other plain column (a ranking key of texts, points of Decimals) is one array that `at`
// reads directly, not arrays of arrays (seed37: one index fewer in every read).
describe("a column not read by index only, made for 1,000,000 rows", () => {
  it("holds its plain values in one array, however many, and a view reads them", () => {
    const col = new Values<unknown>(1_000_000);
    const n = 10_000;
    for (let r = 0; r < n; r++) {
      if (r % 97 === 5) col.skip();
      else col.push(r === 3 ? "first text" : r % 2 ? `t${r}` : r);
    }
    const own = col as unknown as { any: unknown[]; chunks: unknown };
    expect(own.chunks).toBeUndefined();
    expect(own.any[9_000]).toBe(9_000);
    expect(own.any[9_001]).toBe("t9001");
    expect(col.at(9_001)).toBe("t9001");
    expect(col.view.length).toBe(n);
    expect(col.view[4_097]).toBe("t4097");
  });
});
