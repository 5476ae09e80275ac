// Arrays made with the elements kind they will hold. V8 keeps a plain array's elements as small
// integers, then doubles, then any value, moving on at the first store that needs it, and code
// the optimizing compiler made for an array of texts is thrown away (a "wrong map"
// deoptimization) when the next run's new array still holds small integers: a fresh
// `new Array(n)` does until its first store.

/**
 * An array of `n` places (`n` ≥ 1: the first `undefined`, the rest holes) whose elements are any
 * value from the start (V8's HOLEY_ELEMENTS): for a column of texts or objects filled by index.
 * Every place reads `undefined` until it is stored.
 */
export function anyValues<T>(n: number): T[] {
  const a = new Array<T>(Math.max(1, n));
  (a as unknown[])[0] = undefined;
  return a;
}

/** An empty array whose elements are any value from the start (V8's PACKED_ELEMENTS): for a list of texts or objects filled by `push`. */
export function anyList<T>(): T[] {
  const a: unknown[] = [undefined];
  a.pop();
  return a as T[];
}
