// A quantifier's or comprehension's body that reads the application, the call or a `let` (`every
// s in stages: s.aid <= 50% × operation_costs`) is declared once at module level with the
// environment as a second parameter (`const Q1 = (x, e) => …;`, packages/dsl/src/compile/hoist.ts)
// and called through these with the `e` of the expression around it: no closure is made per
// evaluation. Each gives what `every`, `some`, `countIf`, `countDistinct` and `map` give with the
// closure `(x) => f(x, e)`. They are new names, not an extra argument of the old ones: a module
// that calls them refuses a runtime without them by name (compile/runtimeCheck.ts) where an old
// `every` would have ignored the argument and called the body without its environment.
import { Decimal } from "./decimal.js";
import { countDistinct } from "./ops.js";

export function everyWith<T, E>(xs: readonly T[], f: (x: T, e: E) => boolean, e: E): boolean {
  for (let i = 0; i < xs.length; i++) if (!f(xs[i]!, e)) return false;
  return true;
}

export function someWith<T, E>(xs: readonly T[], f: (x: T, e: E) => boolean, e: E): boolean {
  for (let i = 0; i < xs.length; i++) if (f(xs[i]!, e)) return true;
  return false;
}

export function countIfWith<T, E>(xs: readonly T[], f: (x: T, e: E) => boolean, e: E): Decimal {
  let n = 0;
  for (let i = 0; i < xs.length; i++) if (f(xs[i]!, e)) n++;
  return new Decimal(n);
}

export function countDistinctWith<T, E>(xs: readonly T[], f: (x: T, e: E) => unknown, e: E): Decimal {
  return countDistinct(xs, (x) => f(x, e));
}

/** `xs.map((x) => f(x, e))`: a comprehension's values, for `sum`, `mean`, `min` and `max` of them. */
export function mapWith<T, E, U>(xs: readonly T[], f: (x: T, e: E) => U, e: E): U[] {
  const out = new Array<U>(xs.length);
  for (let i = 0; i < xs.length; i++) out[i] = f(xs[i]!, e);
  return out;
}
