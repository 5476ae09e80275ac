// The table of group keys (engine/keyIndex.ts, read by groupKeys.ts's GroupKeys): every text gets the
// number it was first seen with, as a Map from text to number gives it — through the table's
// growth, texts whose slots collide, and texts whose whole hashes are equal.
import { describe, expect, it } from "vitest";
import { hashText, KeyIndex } from "../src/engine/keyIndex.js";
import { GroupKeys } from "../src/engine/groupKeys.js";
import { Decimal } from "../src/decimal.js";
import { EvaluationError } from "../src/ops.js";
import type { Env, GroupSpec, KeyValue, Rec } from "../src/spec.js";

/** The numbers a Map gives, in first-seen order. */
function reference(texts: readonly string[]): number[] {
  const m = new Map<string, number>();
  return texts.map((t) => {
    let k = m.get(t);
    if (k === undefined) m.set(t, (k = m.size));
    return k;
  });
}

describe("KeyIndex", () => {
  it("numbers texts in first-seen order, as a Map does, through growth", () => {
    let seed = 11;
    const rnd = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pool = ["", "__proto__", "constructor", "C0000001", "é", "😀", "a\u0000b", ...Array.from({ length: 30000 }, (_, i) => `C${String(i).padStart(7, "0")}`)];
    const texts = Array.from({ length: 120000 }, () => pool[Math.floor(rnd() * pool.length)]!);
    const names: string[] = [];
    const index = new KeyIndex(names);
    const got = texts.map((t) => index.numberOf(t));
    expect(got).toEqual(reference(texts));
    expect(names).toEqual([...new Set(texts)]);
  });
  it("keeps apart texts whose hashes are equal", () => {
    const seen = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair && i < 2_000_000; i++) {
      const t = `k${i}`;
      const h = hashText(t);
      const other = seen.get(h);
      if (other !== undefined) pair = [other, t];
      else seen.set(h, t);
    }
    expect(pair).toBeDefined();
    const [x, y] = pair!;
    expect(hashText(x)).toBe(hashText(y));
    const names: string[] = [];
    const index = new KeyIndex(names);
    expect([index.numberOf(x), index.numberOf(y), index.numberOf(x), index.numberOf(y)]).toEqual([0, 1, 0, 1]);
    expect(names).toEqual([x, y]);
  });
});

describe("GroupKeys", () => {
  // a key that fails for some applications, and a second regime without a group
  const spec = {
    keyText: "consortium",
    key: (e: Env): KeyValue => {
      const c = e.a["c"];
      if (c === null) throw new EvaluationError("consortium is null");
      return c as KeyValue;
    },
  } as GroupSpec;
  const env = (c: unknown): Env => ({ a: { c } as Rec, c: {}, p: {} });

  it("holds every key through the column's growth, and none where no key is read or it fails", () => {
    const keys = new GroupKeys([spec, undefined], 16);
    const want: (string | undefined)[] = [];
    for (let i = 0; i < 100; i++) {
      const g = i % 7 === 3 ? 1 : 0; // the regime without a group
      const c = i % 11 === 5 ? null : i % 13 === 0 ? new Decimal("1.50") : `C${i % 9}`;
      keys.read(i, g, env(c));
      want.push(g === 1 || c === null ? undefined : c instanceof Decimal ? c.toString() : c);
    }
    const got = Array.from({ length: 100 }, (_, i) => keys.name(i));
    expect(got).toEqual(want);
    // the numbers: -1 where none, else the key's place in first-seen order
    const order = [...new Set(want.filter((w) => w !== undefined))];
    expect(Array.from({ length: 100 }, (_, i) => keys.keyOf(i))).toEqual(want.map((w) => (w === undefined ? -1 : order.indexOf(w))));
    expect(keys.names).toEqual(order);
    // past every application read: none
    expect(keys.keyOf(100)).toBe(-1);
    expect(keys.name(100)).toBeUndefined();
    expect([...keys.failed.keys()]).toEqual(want.flatMap((w, i) => (i % 11 === 5 && i % 7 !== 3 ? [i] : [])));
  });
});
