// A reserve place is a promise that a grant freed could go to the application (§14.11): one whose
// amount (or, for a quota of a figure, §14.5, its figure) passes a quota's whole limit by itself
// could never be funded under that quota whatever the others do, and is not on the list — as one
// whose group's cap it passes by itself is not (reserve.ts capBarred; review34's Q3). Its reason
// is the quota's refusal already; where the walk had stopped before it (`at boundary stop`), the
// quota's ground is given it, with what the quota had left at the end of the walk.
import type { Arith } from "./arith.js";
import { FUNDED, PARTIAL, PRO_RATA } from "./allocate.js";
import { figureExceeds } from "./step.js";

export interface QuotaBarInput<V> {
  readonly arith: Arith<V>;
  readonly asks: ArrayLike<V>;
  readonly limits: readonly V[];
  readonly quotaBits?: Int32Array;
  readonly figures?: readonly (ArrayLike<V> | undefined)[];
  /** the quotas' titles, the figures' words, amounts with their unit */
  readonly names: { readonly names: readonly string[]; readonly figures?: readonly (string | undefined)[]; readonly format: (v: V) => string };
}

/**
 * Whether row r passes a quota's whole limit by itself (then never on the reserve list). `refused`:
 * the rows a quota refused (their reason says the quota's ground); any other barred row is given
 * the ground by `ground` (once), the quota's words with what it had left after the walk.
 */
export function quotaBarred<V>(w: QuotaBarInput<V>, n: number, status: ArrayLike<number>, granted: (r: number) => V, refused: ReadonlyMap<number, number>, ground: (r: number, text: string, q: number) => void): ((r: number) => boolean) | undefined {
  const bits = w.quotaBits;
  if (!bits || !bits.length || !w.limits.length) return undefined;
  const a = w.arith;
  const drawn = (q: number, r: number): V => w.figures?.[q]?.[r] ?? w.asks[r]!;
  let left: V[] | undefined;
  const leftAfter = (q: number): V => {
    if (!left) {
      left = w.limits.slice();
      for (let r = 0; r < n; r++) {
        const st = status[r]!;
        if (st !== FUNDED && st !== PARTIAL && st !== PRO_RATA) continue;
        for (let k = 0; k < left.length; k++) if (bits[r]! & (1 << k)) left[k] = a.sub(left[k]!, w.figures?.[k]?.[r] ?? granted(r));
      }
    }
    return left[q]!;
  };
  const seen = new Uint8Array(n);
  return (r) => {
    if (seen[r] !== 0) return seen[r] === 2;
    let q = -1;
    for (let k = 0; k < w.limits.length; k++) if (bits[r]! & (1 << k) && a.cmp(drawn(k, r), w.limits[k]!) > 0) (q = k), (k = w.limits.length);
    seen[r] = q < 0 ? 1 : 2;
    if (q < 0) return false;
    if (!refused.has(r)) {
      const f = w.names.format;
      const quota = w.names.names[q] ?? String(q);
      const figure = w.figures?.[q];
      ground(r, figure ? figureExceeds(w.names.figures?.[q] ?? "", f(figure[r]!), f(leftAfter(q)), quota) : `the quota '${quota}' has ${f(leftAfter(q))} left, less than the ${f(w.asks[r]!)} asked`, q);
    }
    return true;
  };
}
