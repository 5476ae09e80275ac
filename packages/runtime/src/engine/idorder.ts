// The order of application ids. The ranking lists rows the law leaves equal in the order of
// their ids (JavaScript's `<` on the texts: UTF-16 code units), a listing order that is no
// decision. Comparing texts row against row inside the sort of a million rows costs more than
// the sort (seed 002's ties hold 70,000 rows each). Where the rows' ids already come in
// increasing order — input numbered in order, as most is — one pass tells, and the order of the
// ids is the order of the rows themselves: the radix sort, stable, leaves rows equal on every
// key in that order without comparing anything (order.ts `BY_INDEX`). Elsewhere the sort
// compares the texts, only inside the runs the keys leave equal, as it always did: a sort of all
// the ids up front would cost more where few rows tie. A ranking key that is the id itself, where
// the ids increase along the rows, is sorted as the rows' order (`keyColumn`: each row's
// application, which rises with the rows; idKey.ts).
import type { KeyValue } from "../spec.js";
import { IdKey } from "./idKey.js";
import { columnOf, type Column } from "./order.js";
import type { Values } from "./values.js";

/** Whether the ids of rows 0 … n−1 increase (`<`): then row order is id order. */
export function idsInOrder(rows: number, idOf: (r: number) => string): boolean {
  let prev = rows > 0 ? idOf(0) : "";
  for (let r = 1; r < rows; r++) {
    const id = idOf(r);
    if (!(prev < id)) return false;
    prev = id;
  }
  return true;
}

/**
 * `idsInOrder(rows, …)` where a key of the ranking (`keys`) is the ids themselves (IdKey) and
 * knows it from being filled; undefined where none does.
 */
export function idsRiseIn(keys: readonly Values<KeyValue>[], rows: number): boolean | undefined {
  for (const k of keys) if (k instanceof IdKey) {
    const rise = k.idsRise(rows);
    if (rise !== undefined) return rise;
  }
  return undefined;
}

/** Rows x and y by their ids: by the rows themselves where the ids are in row order, else by the texts. */
export function byIdOf(idOf: (r: number) => string, inOrder: boolean): (x: number, y: number) => number {
  if (inOrder) return (x, y) => x - y;
  return (x, y) => {
    const a = idOf(x);
    const b = idOf(y);
    return a < b ? -1 : a > b ? 1 : 0;
  };
}

/** The column a ranking sorts a key by: its numbers, numbers rising with the rows for ids in row order (IdKey), else its values (order.ts `columnOf`). */
export function keyColumn(values: Values<KeyValue>, descending: boolean): Column {
  if (values.numeric) return { kind: "num", v: values.ordered, sign: descending ? -1 : 1 };
  if (values instanceof IdKey && values.inRowOrder) return { kind: "num", v: values.risingNumbers(), sign: descending ? -1 : 1 };
  return columnOf(values.view as KeyValue[], descending);
}
