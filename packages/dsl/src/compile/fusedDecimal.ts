// Decimal comparisons with a product, and differences, emitted as one runtime call each
// (runtime decimalFused.ts): `x <= 50% × y` as `ops.cmpTimes(x, K, y) <= 0` and `a - b` as
// `ops.minus(a, b)`, computed in whole numbers where the operands allow and by decimal.js
// otherwise — the same values as `ops.dcmp(x, K.times(y))` and `a.minus(b)`, without a Decimal
// for the product (seed 003's co-financing test runs per stage of every application).
import type * as A from "../ast/nodes.js";
import type { Rep } from "./represent.js";

/** a × b with exactly two operands, held as a Decimal */
function product(e: A.Expr, rep: (x: A.Expr) => Rep): A.Binary | undefined {
  if (e.kind !== "binary" || e.op !== "*" || rep(e) !== "dec") return undefined;
  const l = e.left;
  // a factor that is a quotient: the product divides once at the end (expr.ts), not here
  if ([l, e.right].some((x) => x.kind === "binary" && x.op === "/")) return undefined;
  return l.kind === "binary" && l.op === "*" ? undefined : e;
}

/** An operand's code: a Decimal, or with `places` a value held as minor units of that many decimals (listMinor.ts). */
export interface Operand {
  readonly code: string;
  readonly places?: number;
}

/** The call of `fn` (cmpTimes, timesCmp) on three operands; `fn`Of when one is held as minor units. */
function fused(fn: string, xs: readonly Operand[]): string {
  if (xs.every((x) => x.places === undefined)) return `ops.${fn}(${xs.map((x) => x.code).join(", ")})`;
  return `ops.${fn}Of(${xs.map((x) => `${x.code}, ${x.places ?? -1}`).join(", ")})`;
}

/**
 * The comparison `left op right` of Decimals through cmpTimes (timesCmp) when one side is a
 * product of two; undefined otherwise (the caller emits ops.dcmp).
 */
export function fusedComparison(left: A.Expr, right: A.Expr, op: string, rep: (x: A.Expr) => Rep, dec: (x: A.Expr) => Operand): string | undefined {
  const r = product(right, rep);
  if (r) return `(${fused("cmpTimes", [dec(left), dec(r.left), dec(r.right)])} ${op} 0)`;
  const l = product(left, rep);
  // the operands in the order they were written: the first that cannot be read names the reason
  if (l) return `(${fused("timesCmp", [dec(l.left), dec(l.right), dec(right)])} ${op} 0)`;
  return undefined;
}
