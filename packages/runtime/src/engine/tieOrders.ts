// A tie of units walked in every order (groups.ts, unitWalk.ts): how many tied units are walked
// so at most, their orders, and the key under which the states the orders leave are told apart
// (the states of one tie share the walk's columns: they differ only in what they hold apart).
import type { Arith } from "./arith.js";
import type { GState } from "./groupUnits.js";

/** tied units walked in every order up to this many (7! = 5040 orders) */
export const MAX_TIED_UNITS = 7;

/** The key of a state of the walk: two states with one key walk on alike. */
export function stateKey<V>(a: Arith<V>, s: GState<V>): string {
  let k = `${s.remaining === null ? "∞" : a.key(s.remaining)}|${s.stopped ? 1 : 0}`;
  // the states of one tie share the walk's columns: they differ only in what they hold apart
  const keys = s.delta ? [...s.delta.keys()].sort((x, y) => x - y) : [];
  for (const g of keys) {
    const u = s.delta!.get(g)!;
    k += `|${g}:${a.key(u.granted)}:${u.count}`;
  }
  if (s.quotas) for (const q of s.quotas) k += `|q${a.key(q)}`;
  return k;
}

/** Every order of `xs` (n! of them: MAX_TIED_UNITS bounds n). */
export function* permutations<T>(xs: readonly T[]): Generator<T[]> {
  if (xs.length <= 1) {
    yield [...xs];
    return;
  }
  for (let i = 0; i < xs.length; i++) {
    const rest = [...xs.slice(0, i), ...xs.slice(i + 1)];
    for (const p of permutations(rest)) yield [xs[i]!, ...p];
  }
}
