// The two ranking keys that read another column while every value pushed is that column's value
// for its row (engine/mirroredKey.ts): IdKey reads the ids, AskedKey the amounts asked. Each
// switches to a column of its own at the first value that is not (or at a `skip`), the rows
// before it pushed again from the column it read. Whatever the place of the switch — the first,
// a middle or the last row — and whatever `reserve` asked for before or after it, the key reads
// back as a plain key column of the same values does (`at`, `view`, `length`, `numeric`).
import { describe, expect, it } from "vitest";
import type { KeyValue } from "../packages/runtime/src/spec.js";
import { Values } from "../packages/runtime/src/engine/values.js";
import { Decimal } from "../packages/runtime/src/decimal.js";
import { Asks } from "../packages/runtime/src/engine/asks.js";
import { IdKey } from "../packages/runtime/src/engine/idKey.js";
import { AskedKey } from "../packages/runtime/src/engine/regimeRows.js";
import type { MirroredKey } from "../packages/runtime/src/engine/mirroredKey.js";

const N = 12;

/** A key and what its rows read: `row(r)` is the value of the other column for row r (pushed before the key's own value where that column grows too), `other(r)` a value that is not. */
interface Case {
  key: MirroredKey;
  row(r: number): KeyValue;
  other(r: number): KeyValue;
}

/** the ids of 2N applications; the regime's rows are the odd ones, its row → application column grown as it fills */
function idCase(capacity: number): Case {
  const ids = Array.from({ length: 2 * N + 40 }, (_, i) => `A${String(i).padStart(3, "0")}`);
  let rowApp = new Int32Array(0);
  const key = new IdKey(ids, () => rowApp, capacity);
  const row = (r: number): KeyValue => {
    if (rowApp.length <= r) {
      const b = new Int32Array(r + 1);
      b.set(rowApp);
      b[r] = 2 * r + 1;
      rowApp = b;
    }
    return ids[rowApp[r]!]!;
  };
  return { key, row, other: (r) => `not ${r}` };
}

/** the amounts asked, in cents; the key's values as `form` gives them (the minor units, their double, their Decimal) */
function askedCase(capacity: number, form: "minor" | "double" | "decimal"): Case {
  const asks = new Asks(2, capacity);
  const key = new AskedKey(asks, capacity);
  const cents = (r: number) => 1000 + 37 * r;
  const as = (m: number): KeyValue => (form === "minor" ? m : form === "double" ? m / 100 : new Decimal((m / 100).toFixed(2)));
  const row = (r: number): KeyValue => {
    if (asks.length <= r) asks.push(cents(r));
    return as(cents(r));
  };
  return { key, row, other: (r) => as(cents(r) + 1) };
}

const cases: [string, (capacity: number) => Case][] = [
  ["IdKey", idCase],
  ["AskedKey (minor units)", (c) => askedCase(c, "minor")],
  ["AskedKey (doubles)", (c) => askedCase(c, "double")],
  ["AskedKey (Decimals)", (c) => askedCase(c, "decimal")],
];

/** plain: the same values in a key column of its own; every reading of the key the same as its */
function expectSame(key: MirroredKey, plain: Values<KeyValue>, what: string): void {
  expect(key.length, what).toBe(plain.length);
  expect(key.numeric, what).toBe(plain.numeric);
  const view = Array.from(key.view);
  const plainView = Array.from(plain.view);
  for (let r = 0; r < plain.length; r++) {
    expect(String(key.at(r)), `${what}: at(${r})`).toBe(String(plain.at(r)));
    expect(String(view[r]), `${what}: view[${r}]`).toBe(String(plainView[r]));
  }
}

/** pushes row r's value (or `other`, or a skip) into the key and the plain column alike */
function pushRow(c: Case, plain: Values<KeyValue>, r: number, how: "same" | "other" | "skip"): void {
  const v = c.row(r);
  if (how === "skip") {
    c.key.skip();
    plain.skip();
    return;
  }
  const w = how === "same" ? v : c.other(r);
  c.key.push(w);
  plain.push(w);
}

describe.each(cases)("%s", (_name, make) => {
  it("reads the other column while every value is its row's, and is numeric as a plain column of them", () => {
    const c = make(4);
    const plain = new Values<KeyValue>(4, true);
    for (let r = 0; r < N; r++) pushRow(c, plain, r, "same");
    expect(c.key.isMirrored).toBe(true);
    expectSame(c.key, plain, "mirrored");
  });

  for (const at of [0, N / 2, N - 1]) {
    it(`holds its own values from the first that differs, at row ${at}, the rows before kept`, () => {
      const c = make(4);
      const plain = new Values<KeyValue>(4, true);
      for (let r = 0; r < N; r++) {
        pushRow(c, plain, r, r === at ? "other" : "same");
        expect(c.key.isMirrored, `after row ${r}`).toBe(r < at);
      }
      expectSame(c.key, plain, `switched at ${at}`);
    });

    it(`holds its own values from a skip at row ${at}, the skip's place never read`, () => {
      const c = make(4);
      const plain = new Values<KeyValue>(4, true);
      for (let r = 0; r < N; r++) pushRow(c, plain, r, r === at ? "skip" : "same");
      expect(c.key.isMirrored).toBe(false);
      expect(c.key.length).toBe(N);
      // a skipped place holds a filler: every other row reads as the plain column does
      for (let r = 0; r < N; r++) if (r !== at) expect(String(c.key.at(r)), `at(${r})`).toBe(String(plain.at(r)));
    });
  }

  it("keeps reading the other column through `reserve`, and every value when it switches past what it was made for", () => {
    const c = make(2);
    const plain = new Values<KeyValue>(2, true);
    for (let r = 0; r < 5; r++) pushRow(c, plain, r, "same");
    c.key.reserve(8);
    c.key.reserve(3);
    expect(c.key.isMirrored).toBe(true);
    expectSame(c.key, plain, "reserved while mirrored");
    for (let r = 5; r < 30; r++) pushRow(c, plain, r, r === 7 ? "other" : "same");
    expect(c.key.isMirrored).toBe(false);
    c.key.reserve(40);
    for (let r = 30; r < 40; r++) pushRow(c, plain, r, "same");
    c.key.reserve(10);
    expectSame(c.key, plain, "reserved, switched, reserved again");
  });
});

describe("the keys that read another column differ only in what they read", () => {
  it("a key of ids is never numeric; a key of the asks is, while it reads them and after", () => {
    const ids = idCase(4);
    const asked = askedCase(4, "minor");
    for (const c of [ids, asked]) for (let r = 0; r < 3; r++) c.key.push(c.row(r));
    expect([ids.key.numeric, asked.key.numeric]).toEqual([false, true]);
    for (const c of [ids, asked]) c.key.push(c.other(3));
    expect([ids.key.numeric, asked.key.numeric]).toEqual([false, true]);
    expect(Array.from(asked.key.ordered)).toEqual([1000, 1037, 1074, 1112]);
  });
});
