// The order of application ids as numbers. The ranking lists rows the law leaves equal in the
// order of their ids (JavaScript's `<` on the texts: UTF-16 code units), a listing order that is
// no decision. Comparing texts row against row inside the sort of a million rows costs more than
// the sort; instead the ids are put in order once — a single pass when they already are, as
// input numbered in order is — and each row carries its id's place as a number, a column the
// radix sort reads like any key (order.ts). Places are equal only for equal ids.

/** The place of each id among all of them (`<` order; equal ids share a place). */
export function idPlaces(ids: readonly string[], n = ids.length): Int32Array {
  const place = new Int32Array(n);
  let sorted = true;
  for (let i = 1; i < n; i++) {
    if (!(ids[i - 1]! < ids[i]!)) {
      sorted = false;
      break;
    }
  }
  if (sorted) {
    for (let i = 0; i < n; i++) place[i] = i;
    return place;
  }
  const idx = new Uint32Array(n);
  for (let i = 0; i < n; i++) idx[i] = i;
  idx.sort((x, y) => {
    const a = ids[x]!;
    const b = ids[y]!;
    return a < b ? -1 : a > b ? 1 : 0;
  });
  let at = 0;
  for (let q = 0; q < n; q++) {
    if (q > 0 && ids[idx[q - 1]!] !== ids[idx[q]!]) at = q;
    place[idx[q]!] = at;
  }
  return place;
}

/** Per row: the place of idOf(r) among the rows' ids (where no id column is at hand). */
export function placesByIdOf(rows: number, idOf: (r: number) => string): Int32Array {
  const ids = new Array<string>(rows);
  for (let r = 0; r < rows; r++) ids[r] = idOf(r);
  return idPlaces(ids, rows);
}
