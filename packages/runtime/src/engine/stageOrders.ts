// A tie left open inside a stage whose members may go on to a later stage (`unfunded go on`):
// which applications the later stages consider depends on the order the tie takes, not only what
// the stage leaves (docs/language.md §14.7). The stage is walked again under each order of its
// open ties (within MAX_ORDERS); the orders that end alike — each member's status and amount, and
// what the stage leaves — are one way the tie can end, and walkStages (stages.ts) walks the later
// stages once per way, as it does per remainder where the members stay out (stageFork.ts).
import type { Arith } from "./arith.js";
import { INDETERMINATE, walk, type WalkInput } from "./allocate.js";
import { GROUP_START, LazyStart, type Ranking } from "./rank.js";

/** The most orders of a stage's open ties walked to find the ways they can end; past it the later stages stay open. */
export const MAX_ORDERS = 720;
/** The most steps (orders × the stage's candidates) spent so. */
const MAX_STEPS = 2_000_000;

/** Per open tie of a stage, its members in one order. */
export type TieOrders = readonly (readonly number[])[];

/** The words of a later stage's application where the tie in stage `stage`, whose members may go on, can end in more ways than the engine walks. */
export const pastWays = (stage: string): string => `not decided: the tie in stage '${stage}' can end in more ways than the engine walks`;

/** The stage's ranking `sub` with its open ties broken in the orders `orders` (each member its own place). */
export function breakTies(sub: Ranking, orders: TieOrders): Ranking {
  const order = Uint32Array.from(sub.order);
  const flags = Uint8Array.from(sub.flags);
  const at = new Map<number, number>();
  for (const tie of orders) for (const r of tie) at.set(r, -1);
  for (let p = 0; p < order.length; p++) if (at.has(order[p]!)) at.set(order[p]!, p);
  for (const tie of orders) {
    const places = tie.map((r) => at.get(r)!).sort((x, y) => x - y);
    for (let k = 0; k < tie.length; k++) {
      order[places[k]!] = tie[k]!;
      flags[places[k]!] = GROUP_START;
    }
  }
  return new LazyStart(order, flags, sub.primary, sub.all, sub.notes);
}

/**
 * The ways the open ties of a stage's walk can end: one order of its ties per way (the first met);
 * "past" where they have more orders than MAX_ORDERS (or steps) or more ways than `most`.
 * `status`: the stage's walk, which left the ties' members INDETERMINATE; `input`: that walk's.
 */
export function waysToEnd<V>(a: Arith<V>, input: WalkInput<V>, status: Uint8Array, most: number): TieOrders[] | "past" | undefined {
  const sub = input.ranking;
  const { order, flags } = sub;
  const ties: number[][] = [];
  for (let p = 0; p < order.length; ) {
    let end = p + 1;
    while (end < order.length && !(flags[end]! & GROUP_START)) end++;
    if (end - p > 1) {
      const members = Array.from(order.subarray(p, end));
      if (members.some((r) => status[r] === INDETERMINATE)) ties.push(members);
    }
    p = end;
  }
  if (ties.length === 0) return undefined;
  let count = 1;
  for (const t of ties) {
    for (let k = 2; k <= t.length; k++) count *= k;
    if (count > MAX_ORDERS) return "past";
  }
  if (count * order.length > MAX_STEPS) return "past";
  const ways = new Map<string, TieOrders>();
  for (const orders of product(ties.map(permutations))) {
    const w = walk({ ...input, ranking: breakTies(sub, orders) });
    let key = w.finalRemaining === "indeterminate" ? "?" : w.finalRemaining === null ? "-" : a.key(w.finalRemaining);
    for (const t of ties) for (const r of t) key += `|${w.status[r]}:${a.key(w.granted[r]!)}`;
    if (!ways.has(key)) {
      ways.set(key, orders);
      if (ways.size > most) return "past";
    }
  }
  return [...ways.values()];
}

function permutations(xs: readonly number[]): number[][] {
  if (xs.length <= 1) return [[...xs]];
  const out: number[][] = [];
  xs.forEach((x, i) => {
    for (const rest of permutations([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

function product(lists: readonly number[][][]): number[][][] {
  let out: number[][][] = [[]];
  for (const list of lists) out = out.flatMap((pre) => list.map((x) => [...pre, x]));
  return out;
}
