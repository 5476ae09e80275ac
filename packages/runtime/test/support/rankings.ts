// Helpers the walk's property tests share: amounts written from cents, and a ranking of rows
// 0…n−1 in order, cut into tie groups of the sizes given.
import { GROUP_START, type Ranking } from "../../src/engine/rank.js";

/** cents as the amount's text with two places ("-1.05") */
export const centsText = (cents: number): string => `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

/** Rows 0…n−1 in order, in tie groups of the sizes given. */
export function tiedRanking(groups: readonly number[]): Ranking {
  const n = groups.reduce((s, g) => s + g, 0);
  const order = Uint32Array.from({ length: n }, (_, i) => i);
  const start = new Uint32Array(n);
  const flags = new Uint8Array(n);
  let p = 0;
  for (const g of groups) {
    for (let q = 0; q < g; q++) {
      start[p + q] = p;
      flags[p + q] = q === 0 ? GROUP_START : 0;
    }
    p += g;
  }
  return { order, start, flags, primary: [], all: [], notes: new Map() };
}
