// A ranking key that is the application's own id (`by id lowest first`) is read from the ids
// assessment holds while every value is its row's id (engine/idKey.ts), and sorted as the rows'
// numbers where the ids increase along the rows in code-point order (idorder.ts `keyColumn`). The
// key reads back every value, holds its own from the first that is not the id, and orders as a
// column of the texts would: by code points, where the order of UTF-16 code units differs
// (U+FF01 before U+1F600, whose first unit is a surrogate, 0xD83D < 0xFF01).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate } from "@allot/runtime";
import { IdKey } from "../packages/runtime/src/engine/idKey.js";
import { idsInOrder, idsRiseIn, keyColumn } from "../packages/runtime/src/engine/idorder.js";
import { Values } from "../packages/runtime/src/engine/values.js";
import { cmpText } from "../packages/runtime/src/engine/order.js";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

describe("a key of the ids", () => {
  it("is read from the ids while every value is its row's id, and holds its own values from the first that is not", () => {
    const ids = ["a", "x", "b", "c", "d"];
    // rows of one regime: applications 0, 2, 3, 4
    const rowApp = Int32Array.from([0, 2, 3, 4]);
    const key = new IdKey(ids, () => rowApp, 2);
    key.push("a");
    key.push("b");
    expect(key.inRowOrder).toBe(true);
    expect([key.length, key.at(1), key.numeric]).toEqual([2, "b", false]);
    // numbers that rise with the rows: each row's application, read from the regime's column
    expect(Array.from(keyColumn(key, false).v as ArrayLike<unknown>)).toEqual([0, 2]);
    key.push("not c");
    key.push("d");
    expect(key.inRowOrder).toBe(false);
    expect(Array.from(key.view)).toEqual(["a", "b", "not c", "d"]);
    expect(keyColumn(key, true)).toMatchObject({ kind: "text", sign: -1 });
  });

  it("sorts as the rows only where the ids rise in code-point order; a skip holds the ids read", () => {
    const ids = ["\uD83D\uDE00", "\uFF01", "z"];
    const key = new IdKey(ids, () => Int32Array.from([0, 1, 2]), 4);
    key.push(ids[0]!);
    key.push(ids[1]!);
    // in code-unit order (`<`) the ids rise; in code points they do not
    expect(ids[0]! < ids[1]!).toBe(true);
    expect(key.inRowOrder).toBe(false);
    expect(keyColumn(key, false).kind).toBe("text");
    key.skip();
    expect(key.length).toBe(3);
    expect(Array.from(key.view)).toEqual([ids[0], ids[1], undefined]);
  });
});

describe("whether the ids rise along the rows, known from the key of the ids", () => {
  const unit = fc.constantFrom("a", "b", "z", "\u00e9", "\uE000", "\uFF01", "\uD83D\uDE00", "\uD83D\uDE01", "\uD800");
  it("is what a pass over the ids (idsInOrder) finds, in code-unit order, and a comparison of each pair in code-point order, for any ids", () => {
    fc.assert(
      fc.property(fc.array(fc.array(unit, { minLength: 0, maxLength: 3 }), { minLength: 0, maxLength: 12 }), fc.boolean(), (parts, sorted) => {
        const texts = parts.map((p, i) => p.join("") + String.fromCharCode(0x30 + (i % 10)));
        const ids = sorted ? [...new Set(texts)].sort() : texts;
        const n = ids.length;
        const key = new IdKey(ids, () => Int32Array.from(ids.keys()), Math.max(1, n));
        for (const id of ids) key.push(id);
        const plain = new Values<string>(4, true);
        expect(idsRiseIn([plain, key], n)).toBe(idsInOrder(n, (r) => ids[r]!));
        // and in code-point order (cmpText), pair by pair, where the key sorts as the rows (sweep25)
        expect(key.inRowOrder).toBe(ids.every((id, r) => r === 0 || cmpText(ids[r - 1]!, id) < 0));
        // not known for other rows than the key's, nor once the key holds values of its own
        expect(idsRiseIn([key], n + 1)).toBeUndefined();
        key.push("not an id");
        expect(idsRiseIn([key], n + 1)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});

const scheme = (direction: string) => `${preamble("Id key")}call {
  ceiling: money(EUR)
}
application {
  id: text unique
  score: integer in 0..2
  asked: money(EUR)
}
criterion p per art1: score
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id ${direction} first per art1
  }
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary skip per art1
}
`;

describe("a ranking by the id", () => {
  const compiled = { lowest: compile(scheme("lowest")), highest: compile(scheme("highest")) };
  it("orders by code points, whether the applications come in that order, in code-unit order or shuffled", () => {
    // ids whose code-unit and code-point orders differ: BMP letters, U+E000 … U+FFFF, and pairs
    const pieces = ["a", "b", "\uE000", "\uFF01", "\uD83D\uDE00", "\uD800\uDC00", "0"];
    const arb = fc.record({
      n: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 2100, max: 2300 })),
      seed: fc.integer({ min: 1, max: 2 ** 30 }),
      direction: fc.constantFrom("lowest" as const, "highest" as const),
      arrange: fc.constantFrom("points", "units", "shuffled"),
    });
    fc.assert(
      fc.property(arb, ({ n, seed, direction, arrange }) => {
        let s = seed;
        const next = (k: number): number => ((s = (s * 1103515245 + 12345) % 2 ** 31), s % k);
        // distinct ids: the number i written in the pieces as digits (base 7), the digits shuffled by the seed
        const digits = [...pieces];
        for (let k = digits.length - 1; k > 0; k--) {
          const j = next(k + 1);
          [digits[k], digits[j]] = [digits[j]!, digits[k]!];
        }
        const idOf = (i: number): string => (i < 7 ? digits[i]! : idOf(Math.floor(i / 7)) + digits[i % 7]!);
        const apps = Array.from({ length: n }, (_, i) => ({ id: idOf(i), score: next(3), asked: `${1 + next(900)}.00` }));
        for (let i = apps.length - 1; i > 0; i--) {
          const j = next(i + 1);
          [apps[i], apps[j]] = [apps[j]!, apps[i]!];
        }
        if (arrange === "points") apps.sort((a, b) => cmpText(a.id, b.id));
        else if (arrange === "units") apps.sort((a, b) => (a.id < b.id ? -1 : 1));
        const { result } = evaluate(compiled[direction], { call: { ceiling: `${n * 300}.00` }, applications: apps }, { explain: false });
        // the order the law gives: points, then the id in code points in the key's direction
        const sign = direction === "lowest" ? 1 : -1;
        const expected = [...apps].sort((a, b) => b.score - a.score || sign * cmpText(a.id, b.id)).map((a) => a.id);
        expect(result.ranking).toEqual(expected);
        expect(result.unresolvedTies).toEqual([]);
      }),
      { numRuns: 60, seed: 1509 },
    );
  });
});
