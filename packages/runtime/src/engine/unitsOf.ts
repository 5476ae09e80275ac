// The units of a group walk (groups.ts, groupUnits.ts): the rows of a ranking as index ranges,
// one range per unit — a `together` group's members, or each row — over one array of rows.
import type { AmountColumn } from "./arith.js";
import type { GroupWalkInput } from "./groupUnits.js";

/**
 * The units of a walk as index ranges over one array of rows (no object per unit): unit u is
 * rows[start[u] … start[u + 1]), in the order the walk meets its members; `key` its group's key,
 * `head` the place of its first member, `ask` what it asks (a `together` group: the sum of its
 * members' amounts), `of` the unit of each row (-1: not walked).
 */
export interface Units<V> {
  readonly count: number;
  readonly rows: Uint32Array;
  readonly start: Uint32Array;
  readonly key: Int32Array;
  readonly head: Uint32Array;
  readonly ask: AmountColumn<V>;
  readonly of: Int32Array;
}

/**
 * The units of the rows `order` gives, kept rows left out; `together`: a group's members form one
 * unit. Each place's key is read twice (to size the columns, then to form the units) rather than
 * held in a column of its own, and each unit's rows are placed through `start` itself (no second
 * column of where each unit's next row goes): V8 counts typed arrays as external memory, and 64
 * MB more of it starts a full collection.
 */
export function unitsOf<V>(w: Omit<GroupWalkInput<V>, "ranking">, order: ArrayLike<number>, n: number, together: boolean): Units<V> {
  const a = w.arith;
  const of = new Int32Array(n).fill(-1);
  let count = 0;
  let most = -1;
  for (let p = 0; p < order.length; p++) {
    const r = order[p]!;
    if (w.kept(r)) continue;
    const k = w.keyOfRow(r);
    if (k > most) most = k;
  }
  const unitOfKey = together ? new Int32Array(most + 2).fill(-1) : undefined;
  // a unit per key read at most (−1, no key, among them) where a group is one unit, else per place
  const units = together ? Math.min(most + 2, order.length) : order.length;
  const [key, head] = [new Int32Array(units), new Uint32Array(units)];
  // unit u's size at u + 1, then where its rows start (below)
  const start = new Uint32Array(units + 1);
  for (let p = 0; p < order.length; p++) {
    const r = order[p]!;
    if (w.kept(r)) continue;
    const k = w.keyOfRow(r);
    let u = unitOfKey ? unitOfKey[k + 1]! : -1;
    if (u < 0) {
      u = count++;
      key[u] = k;
      head[u] = p;
      if (unitOfKey) unitOfKey[k + 1] = u;
    }
    of[r] = u;
    start[u + 1]!++;
  }
  // start[u + 1]: where unit u's rows begin, moved on as each is placed — its end after, which is
  // where unit u + 1's begin (start[0] stays 0)
  let at = 0;
  for (let u = 0; u < count; u++) {
    const size = start[u + 1]!;
    start[u + 1] = at;
    at += size;
  }
  const rows = new Uint32Array(at);
  const ask = a.zeros(count);
  for (let p = 0; p < order.length; p++) {
    const r = order[p]!;
    const u = of[r]!;
    if (u < 0) continue;
    rows[start[u + 1]!++] = r;
    ask[u] = a.add(ask[u]!, w.asks[r]!);
  }
  return { count, rows, start: start.subarray(0, count + 1), key: key.subarray(0, count), head: head.subarray(0, count), ask, of };
}
