// The places of a `round(x, places, mode)` as written: a whole number, or a whole number after a
// minus — `round(x, -2, down)` rounds to a multiple of 100 ("auf volle 100 Euro abgerundet",
// "zaokrouhluje na celé stokoruny dolů"; drafter33's finding 3), as a spreadsheet's ROUND does.
import type * as A from "./nodes.js";

/** The number of places `e` writes (negative: to a multiple of 10^-places), or undefined when it is no whole number written out. */
export function writtenPlaces(e: A.Expr | undefined): number | undefined {
  if (!e) return undefined;
  if (e.kind === "number") return e.integer ? Number(e.value) : undefined;
  if (e.kind === "unary" && e.op === "-" && e.operand.kind === "number" && e.operand.integer) return -Number(e.operand.value);
  return undefined;
}
