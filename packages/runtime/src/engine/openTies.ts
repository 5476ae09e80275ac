// The ties a walk left open at the boundary, as the reserve list reads them (§14.11): for each,
// how many of its indeterminate members the orders of the tie leave not funded. The list counts
// them ahead of the rows after the tie where every order leaves the same number (reserve.ts
// placeReserve); the walk (allocate.ts) notes each open tie here as it is decided.
import { EXHAUSTED, INDETERMINATE, NOT_FUNDED, STOPPED } from "./step.js";

/**
 * Each member of a tie the walk left open, mapped to one object per tie: `unfunded`, the numbers
 * of its indeterminate members that the orders of the tie leave not funded (each once), or null
 * where the walk did not follow them.
 */
export type OpenTies = ReadonlyMap<number, { readonly unfunded: readonly number[] | null }>;

/**
 * The note of a tie decided by the walk: `unfunded`, how many of the group's members each order
 * leaves not funded (null: not followed). A group none of whose members is left open is not noted;
 * the members determined not funded are on the list in their own right and are not counted.
 */
export function openTieNoter(status: Uint8Array, into: Map<number, { unfunded: readonly number[] | null }>): (members: ArrayLike<number>, unfunded: ReadonlySet<number> | null) => void {
  return (members, unfunded) => {
    let open = 0;
    let refused = 0;
    for (let x = 0; x < members.length; x++) {
      const st = status[members[x]!]!;
      if (st === INDETERMINATE) open++;
      else if (st === NOT_FUNDED) refused++;
    }
    if (open === 0) return;
    const tie = { unfunded: unfunded ? [...unfunded].map((u) => u - refused) : null };
    for (let x = 0; x < members.length; x++) if (status[members[x]!] === INDETERMINATE) into.set(members[x]!, tie);
  };
}

/**
 * Under partial, a stop no one application made — a tie left open took what was left as a partial
 * grant, whichever member it went to, and every order left nothing: the rows after it are told
 * what every order gives ("the budget is exhausted"), not that an earlier application did not fit.
 */
export function exhaustedAfter(order: ArrayLike<number>, status: Uint8Array, why: string[]): void {
  for (let x = 0; x < order.length; x++) if (why[order[x]!] === STOPPED && status[order[x]!] === NOT_FUNDED) why[order[x]!] = EXHAUSTED;
}
