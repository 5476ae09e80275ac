// Pro rata's kernels over exact numbers (prorata.ts): the bigint and Decimal kernel
// (`ExactShares`), and the choice of a call's kernel — JS numbers of whole units where they hold
// every value (prorataUnits.ts), bigints of those units, Decimals otherwise. Moved out of
// prorata.ts, unchanged.
import { Decimal, decimalOfWhole, minorOf, mulDivRound, readDecimal, roundRational, WHOLE, wholeOf, ZERO, type RoundingMode } from "../decimal.js";
import type { ProRataAsks, ProRataRepresentation, ProRataRounding } from "./prorata.js";
import { CAPPED, formatDecimal, indices, plainText, type Kernel } from "./prorataKernel.js";
import { NumberShares, fitsNumbers } from "./prorataUnits.js";

/**
 * The exact numbers of the bigint and Decimal kernels: bigints of one small unit (cents, or the
 * finest place any amount has), or Decimals.
 */
interface Exact<N> {
  readonly zero: N;
  /** the sum of the requests */
  readonly total: N;
  add(a: N, b: N): N;
  sub(a: N, b: N): N;
  mul(a: N, b: N): N;
  cmp(a: N, b: N): number;
  /** a × budget / total rounded to a multiple of the step as declared */
  share(a: N): N;
  /** the multiple of the step at or below v (v ≥ 0) */
  floorStep(v: N): N;
  decimal(v: N): Decimal;
}

/** The kernel over bigints or Decimals, a value per row in plain arrays. */
class ExactShares<N> implements Kernel {
  private readonly v: N[];
  private readonly frac: N[];
  private sum: N;
  readonly total: Decimal;
  readonly fits: boolean;
  constructor(
    private readonly o: Exact<N>,
    private readonly asks: ArrayLike<N>,
    private readonly budget: N,
    private readonly step: N,
    n: number,
    private readonly text: (r: number) => string,
    readonly representation: "bigint" | "decimal",
  ) {
    this.v = new Array<N>(n);
    this.frac = new Array<N>(n);
    this.sum = o.zero;
    this.total = o.decimal(o.total);
    this.fits = o.cmp(o.total, budget) <= 0;
  }
  full(rows: ArrayLike<number>): void {
    for (let i = 0; i < rows.length; i++) this.v[rows[i]!] = this.asks[rows[i]!]!;
    this.sum = this.o.total;
  }
  share(rows: ArrayLike<number>, flags: Uint8Array): void {
    const o = this.o;
    let sum = o.zero;
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      const a = this.asks[r]!;
      const exact = o.share(a);
      const capped = o.cmp(exact, a) > 0;
      const v = capped ? a : exact;
      if (capped) flags[r]! |= CAPPED;
      this.v[r] = v;
      sum = o.add(sum, v);
      // the remainder a·budget/total − v over the common denominator total, so that equal
      // remainders compare equal (a 34-digit quotient rounds them at different places)
      this.frac[r] = o.sub(o.mul(a, this.budget), o.mul(v, o.total));
    }
    this.sum = sum;
  }
  stepsLeft(most: number): number {
    const o = this.o;
    let left = o.sub(this.budget, this.sum);
    let c = 0;
    while (c < most && o.cmp(left, this.step) >= 0) {
      left = o.sub(left, this.step);
      c++;
    }
    return c;
  }
  canTake(r: number): boolean {
    return this.o.cmp(this.o.add(this.v[r]!, this.step), this.asks[r]!) <= 0;
  }
  take(r: number): void {
    this.v[r] = this.o.add(this.v[r]!, this.step);
    this.sum = this.o.add(this.sum, this.step);
  }
  over(): boolean {
    return this.o.cmp(this.sum, this.budget) > 0;
  }
  giveBack(r: number): boolean {
    const o = this.o;
    const x = this.v[r]!;
    const below = o.floorStep(x);
    const v = o.cmp(below, x) === 0 ? o.sub(x, this.step) : below;
    if (o.cmp(v, o.zero) < 0) return false;
    this.sum = o.sub(this.sum, o.sub(x, v));
    this.v[r] = v;
    return true;
  }
  cmpFrac(r: number, s: number): number {
    return this.o.cmp(this.frac[r]!, this.frac[s]!);
  }
  byFrac(rows: ArrayLike<number>, largestFirst: boolean): Uint32Array {
    const { o, frac } = this;
    return indices(rows.length).sort(largestFirst ? (i, j) => o.cmp(frac[rows[j]!]!, frac[rows[i]!]!) || i - j : (i, j) => o.cmp(frac[rows[i]!]!, frac[rows[j]!]!) || j - i);
  }
  granted(r: number): Decimal {
    return this.o.decimal(this.v[r]!);
  }
  none(r: number): boolean {
    return this.o.cmp(this.v[r]!, this.o.zero) === 0;
  }
  amount(r: number, places: number): string {
    return formatDecimal(this.granted(r), places);
  }
  askText(r: number): string {
    return this.text(r);
  }
  awarded(): Decimal {
    return this.o.decimal(this.sum);
  }
}

/**
 * The kernel for the call: numbers where every request, the budget and the step are whole numbers
 * of 10^−places (places: the most any of them has, at most 15) and the sizes stay within what
 * numbers hold exactly (prorataUnits.ts); bigints of those units where the products the algorithm
 * forms stay below 10^33, within the 34 digits Decimals hold exactly; Decimals otherwise.
 */
export function kernelFor(rows: ArrayLike<number>, n: number, asks: ProRataAsks, budget: Decimal, rounding: ProRataRounding, represent: ProRataRepresentation | undefined): Kernel {
  const step = new Decimal(rounding.step);
  const u = represent === "decimal" ? undefined : inUnits(rows, n, asks, budget, step);
  if (u) {
    const { units, places, B, S, T, most } = u;
    if (represent !== "bigint" && fitsNumbers(T, S, B, most)) return new NumberShares(units, places, B, S, T, n, rounding.mode, rounding.remainder !== "unallocated");
    const LIMIT = 10n ** 33n;
    const b = BigInt(B);
    const t = BigInt(T);
    const s = BigInt(S);
    const mostN = BigInt(most);
    if (mostN * b < LIMIT && mostN * t < LIMIT && t * s < LIMIT) {
      const big = new Array<bigint>(n);
      for (let i = 0; i < rows.length; i++) big[rows[i]!] = BigInt(units[rows[i]!]!);
      return new ExactShares(bigintExact(b, t, s, places, rounding.mode), big, b, s, n, (r) => plainText(units[r]!, places), "bigint");
    }
  }
  const ds = decimalsOf(rows, n, asks);
  let total = new Decimal(0);
  for (let i = 0; i < rows.length; i++) total = total.plus(ds[rows[i]!]!);
  return new ExactShares(decimalExact(budget, total, step, rounding.mode), ds, budget, step, n, (r) => ds[r]!.toString(), "decimal");
}

/** Decimals per row of what was asked (from the units where those were given). */
function decimalsOf(rows: ArrayLike<number>, n: number, asks: ProRataAsks): readonly Decimal[] {
  if (!("units" in asks)) return asks as readonly Decimal[];
  const out = new Array<Decimal>(n);
  for (let i = 0; i < rows.length; i++) out[rows[i]!] = decimalOfWhole(asks.units[rows[i]!]!, asks.places);
  return out;
}

/**
 * Requests, budget and step as whole numbers of 10^−places (places: the most any of them has),
 * each a safe integer, with their sum T and the largest request — or undefined.
 */
function inUnits(rows: ArrayLike<number>, n: number, asks: ProRataAsks, budget: Decimal, step: Decimal): { units: ArrayLike<number>; places: number; B: number; S: number; T: number; most: number } | undefined {
  let places = 0;
  for (const d of [budget, step]) {
    if (Number.isNaN(wholeOf(d))) return undefined;
    places = Math.max(places, WHOLE.places);
  }
  const given = "units" in asks ? asks : undefined;
  const decimals = given ? undefined : (asks as readonly Decimal[]);
  if (given) places = Math.max(places, given.places);
  else {
    for (let i = 0; i < rows.length; i++) {
      if (Number.isNaN(wholeOf(decimals![rows[i]!]!))) return undefined;
      places = Math.max(places, WHOLE.places);
    }
  }
  if (places > 15) return undefined;
  const B = minorOf(budget, places);
  const S = minorOf(step, places);
  if (B === undefined || S === undefined || B < 0 || S <= 0) return undefined;
  let units: ArrayLike<number>;
  if (given && given.places === places) units = given.units;
  else {
    const scaled = new Float64Array(n);
    const up = given ? 10 ** (places - given.places) : 1;
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      const x = given ? given.units[r]! * up : minorOf(decimals![r]!, places);
      if (x === undefined || !Number.isSafeInteger(x)) return undefined;
      scaled[r] = x;
    }
    units = scaled;
  }
  let T = 0;
  let most = 0;
  for (let i = 0; i < rows.length; i++) {
    const x = units[rows[i]!]!;
    if (x < 0) return undefined;
    T += x;
    if (x > most) most = x;
  }
  if (T > Number.MAX_SAFE_INTEGER) return undefined;
  return { units, places, B, S, T, most };
}

function bigintExact(B: bigint, T: bigint, S: bigint, places: number, mode: RoundingMode): Exact<bigint> {
  const decimal = (v: bigint): Decimal => {
    const neg = v < 0n;
    let t = (neg ? -v : v).toString();
    if (places > 0) {
      if (t.length <= places) t = "0".repeat(places - t.length + 1) + t;
      t = `${t.slice(0, t.length - places)}.${t.slice(t.length - places)}`;
    }
    const d = readDecimal(t, Infinity) ?? new Decimal(t);
    return neg ? d.neg() : d;
  };
  return {
    zero: 0n,
    total: T,
    add: (a, b) => a + b,
    sub: (a, b) => a - b,
    mul: (a, b) => a * b,
    cmp: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    share: (a) => roundRational(a * B, T * S, mode) * S,
    floorStep: (v) => (v / S) * S,
    decimal,
  };
}

function decimalExact(budget: Decimal, total: Decimal, step: Decimal, mode: RoundingMode): Exact<Decimal> {
  return {
    zero: ZERO,
    total,
    add: (a, b) => a.plus(b),
    sub: (a, b) => a.minus(b),
    mul: (a, b) => a.times(b),
    cmp: (a, b) => a.cmp(b),
    share: (a) => mulDivRound(a, budget, total, step, mode),
    floorStep: (v) => v.div(step).floor().times(step),
    decimal: (v) => v,
  };
}
