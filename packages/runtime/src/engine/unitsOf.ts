// The units of a group walk (groups.ts, groupUnits.ts): the rows of a ranking as index ranges,
// one range per unit — a `together` group's members, or each row — over one array of rows.
import type { AmountColumn } from "./arith.js";
import type { GroupWalkInput } from "./groupUnits.js";

/**
 * The units of a walk as index ranges over one array of rows (no object per unit): unit u is
 * rows[start[u] … start[u + 1]), in the order the walk meets its members; `key` its group's key,
 * `head` the place of its first member, `ask` what it asks (a `together` group: the sum of its
 * members' amounts; by unit, in a column that may be longer than `count`), `of` the unit of each
 * row (-1: not walked).
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
 * unit. Each row's key is read once, in the order the rows are held (through its application: the
 * applications' column read in order too, where the ranking's order would read both at random),
 * and held in `of` itself until the row's unit replaces it (no column of its own), and each unit's
 * rows are placed through `start` itself (no second column of where each unit's next row goes):
 * V8 counts typed arrays as external memory, and 64 MB more of it starts a full collection.
 */
export function unitsOf<V>(w: Omit<GroupWalkInput<V>, "ranking">, order: ArrayLike<number>, n: number, together: boolean): Units<V> {
  const a = w.arith;
  // row r's key k held as −2 − k (no key, −1, as −1) until its unit's number replaces it
  const of = new Int32Array(n);
  let most = -1;
  for (let r = 0; r < n; r++) {
    const k = w.keyOfRow(r);
    of[r] = -2 - k;
    if (k > most) most = k;
  }
  let count = 0;
  const unitOfKey = together ? new Int32Array(most + 2).fill(-1) : undefined;
  // a unit per key read at most (−1, no key, among them) where a group is one unit, else per place
  const units = together ? Math.min(most + 2, order.length) : order.length;
  const [key, head] = [new Int32Array(units), new Uint32Array(units)];
  // unit u's size at u + 1, then where its rows start (below)
  const start = new Uint32Array(units + 1);
  // what each unit asks: its members' amounts added in the order met
  const ask = a.zeros(units);
  for (let p = 0; p < order.length; p++) {
    const r = order[p]!;
    if (w.kept(r)) continue;
    const k = -2 - of[r]!;
    let u = unitOfKey ? unitOfKey[k + 1]! : -1;
    if (u < 0) {
      u = count++;
      key[u] = k;
      head[u] = p;
      if (unitOfKey) unitOfKey[k + 1] = u;
    }
    of[r] = u;
    start[u + 1]!++;
    ask[u] = a.add(ask[u]!, w.asks[r]!);
  }
  // the rows not walked (kept, or not in `order`): −1
  for (let r = 0; r < n; r++) if (of[r]! < -1) of[r] = -1;
  // start[u + 1]: where unit u's rows begin, moved on as each is placed — its end after, which is
  // where unit u + 1's begin (start[0] stays 0)
  let at = 0;
  for (let u = 0; u < count; u++) {
    const size = start[u + 1]!;
    start[u + 1] = at;
    at += size;
  }
  const rows = new Uint32Array(at);
  for (let p = 0; p < order.length; p++) {
    const u = of[order[p]!]!;
    if (u >= 0) rows[start[u + 1]!++] = order[p]!;
  }
  return { count, rows, start: start.subarray(0, count + 1), key: key.subarray(0, count), head: head.subarray(0, count), ask, of };
}
