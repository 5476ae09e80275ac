// A weighted lottery (`lottery seed call.seed weighted by w`, docs/language.md §13.2): each next
// place drawn with a chance proportional to the weight among those left — sampling without
// replacement by weight, as an exponential race. Each application's key is
//   u   = (the first 13 hex digits of sha256("<seed>:<id>") as an integer + 0.5) / 2^52
//   key = −ln(u) / w
// smallest first. The keys are independent exponential variables of rate w, and the smallest of
// them belongs to application i with probability w_i / Σ w — at every place, among those left.
// u is an exact double in (0, 1); ln is V8's Math.log (fdlibm's algorithm, the same result on
// every platform), the quotient one IEEE 754 division: the recipe in §13.2 recomputes each key.
// A weight of 0 keeps the application out of the draw: it is ranked after those drawn — its key is
// +∞, after every key a weight above 0 gives (however small the weight: review35 W1, where a
// sentinel of 2^53 − 1 was passed by the key of a weight of 1e-17).
import { createHash } from "node:crypto";
import { Decimal } from "../decimal.js";
import type { KeyValue } from "../spec.js";
import type { Values } from "./values.js";
import type { Step } from "./rankKeys.js";

/** How a row whose weight is 0 is shown (narration/whys.ts WEIGHT_ZERO). */
export const NOT_WEIGHTED = "weight 0: not in the draw, and so ranked after those drawn";

/** The key of a hex digest and a weight w > 0 (the recipe of §13.2). */
export function raceKey(hex: string, w: number): number {
  const u = (parseInt(hex.slice(0, 13), 16) + 0.5) / 2 ** 52;
  return -Math.log(u) / w;
}

/** A key as its shortest round-trip digits (what Python's repr prints), never in exponent form (a key below 1e-6). */
export function plain(k: number): string {
  const s = String(k);
  return s.includes("e") ? new Decimal(s).toFixed() : s;
}

/** A weight as a double (a Decimal's nearest), and as written ("1.5"). */
function weightOf(v: KeyValue): number {
  return typeof v === "number" ? v : v instanceof Decimal ? v.toNumber() : Number(v);
}

export function weightedStep(seed: string, weights: Values<KeyValue>, idOf: (r: number) => string, source: { source?: string }): Step {
  const digests = new Map<number, string>();
  const digest = (r: number): string => {
    let d = digests.get(r);
    if (d === undefined) digests.set(r, (d = createHash("sha256").update(`${seed}:${idOf(r)}`, "utf8").digest("hex")));
    return d;
  };
  const keys = new Map<number, number>();
  const key = (r: number): number => {
    let k = keys.get(r);
    if (k === undefined) {
      const w = weightOf(weights.at(r));
      // (a weight of 0, or one the data left out — enter.ts refuses a negative one — draws nothing)
      keys.set(r, (k = w > 0 ? raceKey(digest(r), w) : Infinity));
    }
    return k;
  };
  return {
    label: `weighted lottery (seed ${JSON.stringify(seed)})`,
    ...source,
    descending: false,
    isLottery: true,
    value: key,
    // the weight, the key and the text hashed, so that anyone can recompute it (§13.2)
    show: (r) => {
      const k = key(r);
      if (k === Infinity) return NOT_WEIGHTED;
      return `weight ${String(weights.at(r))}, key ${plain(k)} (sha256(${JSON.stringify(`${seed}:${idOf(r)}`)}) = ${digest(r).slice(0, 13)}…)`;
    },
  };
}
