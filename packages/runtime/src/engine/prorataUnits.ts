// Pro rata in JS numbers (prorata.ts's first representation): requests, budget B, step S and the
// total T of the requests as whole numbers of one unit (cents, or the finest place any of them
// has), each share a × B / (T × S) rounded as declared, times S, kept in a Float64Array per row.
//
// Exact, not approximate: with D = T × S ≤ 2^51 every quotient and remainder of a × B by D is
// found exactly even where a × B passes 2^53 — the product and q × D are each split into a double
// and its exact rounding error (Dekker's product), their difference is the remainder, and the
// floating quotient, off by at most 2, is corrected by whole steps of D. The remainders that
// order the leftover steps (a·B − share·T) are kept as such a pair (hi, lo) where they are
// needed: exact, compared hi first. Calls outside these bounds take the bigint kernel.
import { decimalOfWhole, formatMinor, type Decimal, type RoundingMode } from "../decimal.js";
import { CAPPED, formatDecimal, indices, plainText, type Kernel } from "./prorataKernel.js";

/** D = T × S at most this: remainders of a × B by D and their corrections stay below 2^53 */
const MOST_D = 2 ** 51;
/** a × B below this: the rounding error of each product is at most 2^38, exactly representable */
const MOST_PRODUCT = 2 ** 92;
/** products at most this are exact doubles, and q × D with them */
const EXACT = 2 ** 52;

/** Whether a call's units (total T, step S, budget B, largest request `most`) fit the number kernel. */
export function fitsNumbers(T: number, S: number, B: number, most: number): boolean {
  return T * S <= MOST_D && most * B < MOST_PRODUCT;
}

// the result of twoProduct and divmod (no object per share)
let P = 0;
let E = 0;
let Q = 0;
let R = 0;

/** a × b = P + E exactly (Dekker; a, b whole numbers below 2^53). */
function twoProduct(a: number, b: number): void {
  const p = a * b;
  const ca = 134217729 * a; // 2^27 + 1: Veltkamp's split into halves of 26 bits
  const ah = ca - (ca - a);
  const al = a - ah;
  const cb = 134217729 * b;
  const bh = cb - (cb - b);
  const bl = b - bh;
  P = p;
  E = ah * bh - p + ah * bl + al * bh + al * bl;
}

/** Q = ⌊a × b / d⌋ and R = a × b − Q × d exactly (a × b < 2^92, a × b / d < 2^52, d ≤ 2^51). */
function divmod(a: number, b: number, d: number): void {
  const x = a * b;
  let q = Math.floor(x / d);
  let r: number;
  if (x <= EXACT) r = x - q * d;
  else {
    twoProduct(a, b);
    const p1 = P;
    const e1 = E;
    twoProduct(q, d);
    // p1 and P within a factor 2 of each other: their difference is exact (Sterbenz), and so is
    // the sum, a whole number below 2^53
    r = p1 - P + (e1 - E);
  }
  while (r < 0) {
    q--;
    r += d;
  }
  while (r >= d) {
    q++;
    r -= d;
  }
  Q = q;
  R = r;
}

/** ⌊a × b / d⌋ and its remainder, as the kernel finds them (exported for the property test). */
export function quotient(a: number, b: number, d: number): { q: number; r: number } {
  divmod(a, b, d);
  return { q: Q, r: R };
}

/**
 * The places 0 … m − 1 ordered by `key` (whole numbers within ±2^51): the largest first, equals
 * in place order, or the smallest first, equals the latest first. LSD radix over 13 bits at a
 * time of key + 2^51 (52 bits), each pass stable.
 */
function radixOrder(key: Float64Array, largestFirst: boolean): Uint32Array {
  const m = key.length;
  // the digits of the shifted key: sorting ascending by 2^52 − 1 − k puts the largest first
  const low = new Uint32Array(m);
  const high = new Uint32Array(m);
  for (let i = 0; i < m; i++) {
    let k = key[i]! + MOST_D;
    if (largestFirst) k = 2 * MOST_D - 1 - k;
    const h = Math.floor(k / 67108864); // 2^26
    high[i] = h;
    low[i] = k - h * 67108864;
  }
  let order = new Uint32Array(m);
  // equals keep the order they start in: walk order, or from the latest for the smallest first
  for (let i = 0; i < m; i++) order[i] = largestFirst ? i : m - 1 - i;
  let next = new Uint32Array(m);
  const count = new Uint32Array(8193);
  for (const [digits, shift] of [[low, 0], [low, 13], [high, 0], [high, 13]] as const) {
    count.fill(0);
    for (let i = 0; i < m; i++) count[((digits[order[i]!]! >>> shift) & 8191) + 1]!++;
    for (let d = 0; d < 8192; d++) count[d + 1]! += count[d]!;
    for (let i = 0; i < m; i++) {
      const x = order[i]!;
      next[count[(digits[x]! >>> shift) & 8191]!++] = x;
    }
    [order, next] = [next, order];
  }
  return order;
}

const DOWN = 0;
const UP = 1;
const HALF_UP = 2;
const HALF_DOWN = 3;
const HALF_EVEN = 4;
/** the modes on non-negative values: floor is down, ceiling is up */
const MODES: Record<RoundingMode, number> = { down: DOWN, floor: DOWN, up: UP, ceiling: UP, half_up: HALF_UP, half_down: HALF_DOWN, half_even: HALF_EVEN };

export class NumberShares implements Kernel {
  readonly representation = "number";
  private readonly v: Float64Array;
  /** the remainders a·B − v·T as hi + lo (hi the nearest double): only where they are compared */
  private hi: Float64Array | undefined;
  private lo: Float64Array | undefined;
  private sum = 0;
  readonly total: Decimal;
  readonly fits: boolean;
  private readonly mode: number;

  /**
   * `units`: per row, what it asks in 10^−places; `remainders`: a remainder policy hands out
   * leftover steps, so the remainders are kept (they are also kept where rounding can go up).
   */
  constructor(
    private readonly units: ArrayLike<number>,
    private readonly places: number,
    private readonly B: number,
    private readonly S: number,
    private readonly T: number,
    n: number,
    mode: RoundingMode,
    remainders: boolean,
  ) {
    this.v = new Float64Array(n);
    this.mode = MODES[mode];
    if (remainders || this.mode !== DOWN) {
      this.hi = new Float64Array(n);
      this.lo = new Float64Array(n);
    }
    this.total = decimalOfWhole(T, places);
    this.fits = T <= B;
  }

  full(rows: ArrayLike<number>): void {
    for (let i = 0; i < rows.length; i++) this.v[rows[i]!] = this.units[rows[i]!]!;
    this.sum = this.T;
  }

  share(rows: ArrayLike<number>, flags: Uint8Array): void {
    const { units, v, B, S, T, mode, hi, lo } = this;
    const D = T * S;
    const over = T - B;
    let sum = 0;
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      const a = units[r]!;
      divmod(a, B, D);
      const q = Q;
      const rem = R;
      const up = rem > 0 && (mode === UP || (mode === HALF_UP ? 2 * rem >= D : mode === HALF_DOWN ? 2 * rem > D : mode === HALF_EVEN ? 2 * rem > D || (2 * rem === D && q % 2 === 1) : false));
      const share = (up ? q + 1 : q) * S;
      if (share > a) {
        flags[r]! |= CAPPED;
        v[r] = a;
        sum += a;
        if (hi) {
          // a·B − a·T = −a·(T − B)
          twoProduct(a, over);
          hi[r] = -P;
          lo![r] = -E;
        }
      } else {
        v[r] = share;
        sum += share;
        // a·B − (q + up)·S·T = rem − up·D
        if (hi) hi[r] = up ? rem - D : rem;
      }
    }
    this.sum = sum;
  }

  stepsLeft(most: number): number {
    const left = this.B - this.sum;
    if (left < this.S) return 0;
    let c = Math.floor(left / this.S);
    if (c * this.S > left) c--;
    return Math.min(c, most);
  }

  canTake(r: number): boolean {
    return this.v[r]! + this.S <= this.units[r]!;
  }

  take(r: number): void {
    this.v[r]! += this.S;
    this.sum += this.S;
  }

  over(): boolean {
    return this.sum > this.B;
  }

  giveBack(r: number): boolean {
    const x = this.v[r]!;
    let k = Math.floor(x / this.S);
    if (k * this.S > x) k--;
    const below = k * this.S;
    const v = below === x ? x - this.S : below;
    if (v < 0) return false;
    this.sum -= x - v;
    this.v[r] = v;
    return true;
  }

  cmpFrac(r: number, s: number): number {
    const hi = this.hi!;
    const lo = this.lo!;
    return hi[r]! < hi[s]! ? -1 : hi[r]! > hi[s]! ? 1 : lo[r]! < lo[s]! ? -1 : lo[r]! > lo[s]! ? 1 : 0;
  }

  byFrac(rows: ArrayLike<number>, largestFirst: boolean): Uint32Array {
    const m = rows.length;
    // the remainders in walk order; the low parts only where a share was capped (else zero)
    const hi = new Float64Array(m);
    let lo: Float64Array | undefined;
    let small = true;
    for (let i = 0; i < m; i++) {
      const r = rows[i]!;
      const h = this.hi![r]!;
      hi[i] = h;
      if (h <= -MOST_D || h >= MOST_D) small = false;
      if (this.lo![r] !== 0) (lo ??= new Float64Array(m))[i] = this.lo![r]!;
    }
    // whole numbers within ±2^51 (every share below its request is): a stable radix sort
    if (small && !lo) return radixOrder(hi, largestFirst);
    const l = lo ?? new Float64Array(m);
    return indices(m).sort(largestFirst ? (i, j) => hi[j]! - hi[i]! || l[j]! - l[i]! || i - j : (i, j) => hi[i]! - hi[j]! || l[i]! - l[j]! || j - i);
  }

  granted(r: number): Decimal {
    return decimalOfWhole(this.v[r]!, this.places);
  }

  none(r: number): boolean {
    return this.v[r] === 0;
  }

  amount(r: number, places: number): string {
    return places === this.places ? formatMinor(this.v[r]!, places) : formatDecimal(this.granted(r), places);
  }

  askText(r: number): string {
    return plainText(this.units[r]!, this.places);
  }

  awarded(): Decimal {
    return decimalOfWhole(this.sum, this.places);
  }
}
