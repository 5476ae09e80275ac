// The order of application ids as numbers. The ranking lists rows the law leaves equal in the
// order of their ids (JavaScript's `<` on the texts: UTF-16 code units), a listing order that is
// no decision. Comparing texts row against row inside the sort of a million rows costs more than
// the sort (seed 002's ties hold 70,000 rows each). Where the rows' ids already come in order —
// input numbered in order, as most is — each row's place among them is its own index, one pass
// tells, and the sort reads that as a numeric column like any key (order.ts). Elsewhere the
// sort compares the texts, only inside the runs the keys leave equal, as it always did: a sort
// of all the ids up front would cost more where few rows tie.

/**
 * Per row: the place of idOf(r) among the rows' ids, when the ids of rows 0 … n−1 are in
 * increasing order (`<`): then the place of row r is r. Undefined otherwise (the caller compares
 * the texts, `byIdOf`).
 */
export function idPlaces(rows: number, idOf: (r: number) => string): Int32Array | undefined {
  let prev = rows > 0 ? idOf(0) : "";
  for (let r = 1; r < rows; r++) {
    const id = idOf(r);
    if (!(prev < id)) return undefined;
    prev = id;
  }
  const place = new Int32Array(rows);
  for (let r = 0; r < rows; r++) place[r] = r;
  return place;
}

/** Rows x and y by their ids: by their places where there are (`idPlaces`), else by the texts. */
export function byIdOf(idOf: (r: number) => string, place: Int32Array | undefined): (x: number, y: number) => number {
  if (place) return (x, y) => place[x]! - place[y]!;
  return (x, y) => {
    const a = idOf(x);
    const b = idOf(y);
    return a < b ? -1 : a > b ? 1 : 0;
  };
}
