// The group keys' table (engine/keyIndex.ts): each text numbered in the order first seen, the same
// number each time it is seen again, through the table's doublings — texts whose hashes agree in
// the low bits (one slot, probed on) and texts whose whole 32-bit hashes are equal (told apart by
// their texts) among them. A Map is the reference.
import { describe, expect, it } from "vitest";
import { hashText, KeyIndex } from "../packages/runtime/src/engine/keyIndex.js";

/** numbers `index` gives `texts`, read in turn, against a Map numbering them as first seen */
function check(texts: readonly string[]): { names: string[]; numbers: number[] } {
  const names: string[] = [];
  const index = new KeyIndex(names);
  const reference = new Map<string, number>();
  const numbers: number[] = [];
  for (const t of texts) {
    if (!reference.has(t)) reference.set(t, reference.size);
    const k = index.numberOf(t);
    expect(k).toBe(reference.get(t));
    numbers.push(k);
  }
  expect(names).toEqual([...reference.keys()]);
  return { names, numbers };
}

describe("KeyIndex", () => {
  it("numbers texts as first seen, through the table's doublings, and finds each again", () => {
    const texts = Array.from({ length: 20000 }, (_, k) => `C${String(k).padStart(7, "0")}`);
    // each seen, then all seen again in reverse, then every third again
    const { numbers } = check([...texts, ...texts.slice().reverse(), ...texts.filter((_, k) => k % 3 === 0)]);
    expect(numbers.slice(0, 3)).toEqual([0, 1, 2]);
    expect(numbers[20000]).toBe(19999);
    expect(numbers.at(-1)).toBe(19998);
  });

  it("tells apart texts whose hashes are equal, before and after the table grows", () => {
    // two texts with one 32-bit FNV-1a hash (−754,665,448): the first pair among K0, K1, … (found by search)
    const [x, y] = ["K47199", "K1168204"];
    expect(hashText(x)).toBe(hashText(y));
    expect(x).not.toBe(y);
    // the pair first in a small table, then again after 5,000 other texts have made it grow
    const others = Array.from({ length: 5000 }, (_, k) => `O${k}`);
    const { numbers } = check([x, y, x, y, ...others, y, x]);
    expect(numbers.slice(0, 4)).toEqual([0, 1, 0, 1]);
    expect(numbers.slice(-2)).toEqual([1, 0]);
  });

  it("probes on past texts whose hashes agree only in the low bits", () => {
    // texts sharing the low 10 bits of their hashes: one first slot in the first table
    const low = hashText("L0") & 1023;
    const same: string[] = [];
    for (let k = 0; same.length < 40; k++) if ((hashText(`L${k}`) & 1023) === low) same.push(`L${k}`);
    check([...same, ...same.slice().reverse(), ...Array.from({ length: 3000 }, (_, k) => `P${k}`), ...same]);
  });
});
