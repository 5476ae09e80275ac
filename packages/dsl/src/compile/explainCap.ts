// A criterion whose points are an expression under a cap — `min(x, 50)`, `max(0, x)`, or both
// (`max(0, min(x, 50))`) — is explained by the value before the cap and the bound that bit
// ("70, begrenzt auf 50"), and by the inputs it read, not by its code (drafter37's finding 7:
// "50 Punkte (min(10 × wohnjahre + 4 × ehrenamtsjahre, 50), 0 bis 50 Punkte)" told neither the
// years, nor the 70, nor that the cap took 20 away). Here: the cap read off the expression, and
// the code that reads the value before it and which bound bit (runtime engine/sharedFacts.ts
// `criterionValueFact`, narration/forms.ts `capDetail`).
import type * as A from "../ast/nodes.js";
import type { ExprEmitter } from "./expr.js";

/** An expression's cap: the value under it and its bounds as written; undefined where its outer form is no min/max of a value and a number. */
export interface Cap {
  readonly inner: A.Expr;
  readonly hi?: A.Expr;
  readonly lo?: A.Expr;
  /** with both bounds, the outer one (`max(0, min(x, 50))`: "lo"), which applies last and so makes the points where the bounds cross */
  readonly outer?: "hi" | "lo";
}

/** A number as written, or a negative one (`-5`). */
const isNumber = (x: A.Expr): boolean => x.kind === "number" || (x.kind === "unary" && x.op === "-" && x.operand.kind === "number");

/** The cap of `value` (at most one upper and one lower bound, outermost first), or undefined. */
export function capOf(value: A.Expr): Cap | undefined {
  let inner = value;
  let hi: A.Expr | undefined, lo: A.Expr | undefined, outer: "hi" | "lo" | undefined;
  for (;;) {
    if (inner.kind !== "callfn" || (inner.fn.text !== "min" && inner.fn.text !== "max") || inner.args.length !== 2) break;
    const [a, b] = inner.args as [A.Argument, A.Argument];
    if (a.variable || b.variable) break;
    const bound = isNumber(b.value) ? b.value : isNumber(a.value) ? a.value : undefined;
    // both numbers, or neither: no value under a bound
    if (!bound || (isNumber(a.value) && isNumber(b.value))) break;
    const upper = inner.fn.text === "min";
    if (upper ? hi : lo) break;
    outer ??= upper ? "hi" : "lo";
    if (upper) hi = bound;
    else lo = bound;
    inner = bound === b.value ? a.value : b.value;
  }
  if (inner === value) return undefined;
  return { inner, ...(hi ? { hi } : {}), ...(lo ? { lo } : {}), ...(hi && lo ? { outer } : {}) };
}

/** The bounds as the criterion's form keeps them (`cap: { hi: "50", lo: "0" }`), their text as written. */
export function capForm(cap: Cap, text: (s: A.Node["span"]) => string): { hi?: string; lo?: string } {
  return { ...(cap.hi ? { hi: text(cap.hi.span) } : {}), ...(cap.lo ? { lo: text(cap.lo.span) } : {}) };
}

/**
 * `(e) => …` reading the value under the cap and which bound bit: [value, 0 the upper, 1 the lower,
 * -1 none]. With both bounds, the inner one applies first and the outer one to what it gives, so
 * where the lower bound is above the upper one (`max(min(x, 10), 20)`: always 20) the bound told is
 * the one that made the points (review40's F2: "x: 15, capped at 10" for 20 points).
 */
export function capGet(cap: Cap, x: ExprEmitter): string {
  const v = `const v = ${x.emitAs(cap.inner, "dec")};`;
  if (cap.hi && cap.lo) {
    const bounds = `const hi_ = ${x.emitAs(cap.hi, "dec")}, lo_ = ${x.emitAs(cap.lo, "dec")};`;
    return cap.outer === "lo"
      ? `(e) => { ${v} ${bounds} const m_ = v.cmp(hi_) > 0 ? hi_ : v; return [v, m_.cmp(lo_) < 0 ? 1 : m_ !== v ? 0 : -1]; }`
      : `(e) => { ${v} ${bounds} const m_ = v.cmp(lo_) < 0 ? lo_ : v; return [v, m_.cmp(hi_) > 0 ? 0 : m_ !== v ? 1 : -1]; }`;
  }
  const hi = cap.hi ? `v.cmp(${x.emitAs(cap.hi, "dec")}) > 0 ? 0 : ` : "";
  const lo = cap.lo ? `v.cmp(${x.emitAs(cap.lo, "dec")}) < 0 ? 1 : ` : "";
  return `(e) => { ${v} return [v, ${hi}${lo}-1]; }`;
}
