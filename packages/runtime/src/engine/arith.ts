// The arithmetic of an allocation: amounts as whole numbers of minor units (JS numbers, exact
// while every sum stays below 2^53) when every amount of the regime converts exactly, and exact
// Decimals otherwise. The allocation walk (allocate.ts) is written once over this interface, so
// there is one walk whatever the representation; `arithFor` picks the representation.
import { cmpDecimal, Decimal, formatMinor, minorOf, toFixedFast, ZERO } from "../decimal.js";

/** A column of optional values, one per row (null where there is none). */
export interface OptionalColumn<V> {
  get(r: number): V | null;
  set(r: number, v: V | null): void;
}

/** A column of optional numbers that reads a run of rows at once: `out[q - from]` the value at row `rows[q]` for q in [from, to), NaN where none (placeBlock.ts gathers what was left before, by place). */
export interface GatheringColumn {
  gatherInto(rows: ArrayLike<number>, from: number, to: number, out: Float64Array): void;
}

/** A column of amounts, one per row (`Arith.zeros`). */
export interface AmountColumn<V> {
  [r: number]: V;
  readonly length: number;
}

export interface Arith<V> {
  readonly zero: V;
  /** a column of n amounts, all zero (numbers unboxed in a typed array) */
  zeros(n: number): AmountColumn<V>;
  /** a column of n amounts granted, one per row, all zero: each at most what its row asked */
  grants(n: number): AmountColumn<V>;
  /** a column of n optional values, all null (numbers unboxed in a typed array); `within`: a bound of every value's size, where one is known (a narrower column may then hold them) */
  column(n: number, within?: V | null): OptionalColumn<V>;
  add(a: V, b: V): V;
  sub(a: V, b: V): V;
  /** negative, zero or positive as a < b, a = b, a > b */
  cmp(a: V, b: V): number;
  /** a key that equal values share (for sets of walk states) */
  key(a: V): string;
  /** as the results print it: with the currency's places, or as it is for a quantity */
  format(a: V): string;
  decimal(a: V): Decimal;
}

/** A narrow `before` column's "no value" (no Int32 amount: `fits32` refuses it). */
const NONE32 = -(2 ** 31);

/**
 * Whole minor units (cents): every operation exact while values stay within ±2^53. `narrow`:
 * every amount asked fits an Int32Array (asks.ts holds them in one), so the columns of a row's
 * grant — never more than it asked, a partial grant less — are Int32Arrays, 4 bytes a row
 * instead of 8 (V8 counts typed arrays as external memory, and 64 MB more of it starts a full
 * collection). A `column` of what was left before each row is an Int32Array where the budget
 * fits one (`narrowLeft`), else 48 bits (6 bytes a row), and a Float64Array from the first value
 * it does not hold (a stage's budget, what a grant in full left below zero): nothing wraps.
 * Sums (`zeros`: a group's asks, what it was awarded) stay Float64Arrays.
 */
export class MinorArith implements Arith<number> {
  readonly zero = 0;
  private readonly zeroText: string;
  constructor(
    readonly places: number,
    readonly narrow = false,
    /** what is left of the budget fits an Int32Array at the start (a `column` starts narrow) */
    readonly narrowLeft = narrow,
  ) {
    this.zeroText = formatMinor(0, places);
  }
  column(n: number, within?: number | null): OptionalColumn<number> {
    return this.narrowLeft || (within != null && fits32(within) && fits32(-within)) ? new Int32Column(n) : new Int48Column(n);
  }
  zeros(n: number): AmountColumn<number> {
    return new Float64Array(n);
  }
  grants(n: number): AmountColumn<number> {
    return this.narrow ? new Int32Array(n) : new Float64Array(n);
  }
  add(a: number, b: number): number {
    return a + b;
  }
  sub(a: number, b: number): number {
    return a - b;
  }
  cmp(a: number, b: number): number {
    // −1, 0 or 1, not a − b: a difference beyond a small integer is a new heap number wherever
    // the call is not inlined (seed38: 10 bytes an application of seed001's run)
    return a < b ? -1 : a > b ? 1 : 0;
  }
  key(a: number): string {
    return String(a);
  }
  format(a: number): string {
    return a === 0 ? this.zeroText : formatMinor(a, this.places);
  }
  decimal(a: number): Decimal {
    return new Decimal(formatMinor(a, this.places));
  }
}

/**
 * What was left before each row in an Int32Array; a Float64Array from the first value it does not hold.
 * (Each column of this file is a class, not an object of closures: a walk's loops call `get` and
 * `set` on a new column every run, and a closure made per run is a new call target there, which
 * throws away the code the optimizing compiler made for the run before.)
 */
class Int32Column implements OptionalColumn<number>, GatheringColumn {
  private v: Int32Array | undefined;
  private wide: Float64Array | undefined;
  constructor(private readonly n: number) {
    this.v = new Int32Array(n).fill(NONE32);
    this.wide = undefined;
  }
  get(r: number): number | null {
    const v = this.v;
    if (v) {
      const x = v[r]!;
      return x === NONE32 ? null : x;
    }
    const x = this.wide![r]!;
    return x !== x ? null : x;
  }
  gatherInto(rows: ArrayLike<number>, from: number, to: number, out: Float64Array): void {
    const v = this.v;
    if (v)
      for (let q = from; q < to; q++) {
        const x = v[rows[q]!]!;
        out[q - from] = x === NONE32 ? NaN : x;
      }
    else for (let q = from; q < to; q++) out[q - from] = this.wide![rows[q]!]!;
  }
  set(r: number, x: number | null): void {
    const v = this.v;
    if (v) {
      if (x === null) return void (v[r] = NONE32);
      if (x !== NONE32 && fits32(x)) return void (v[r] = x);
      // a value the Int32Array does not hold: the column becomes a Float64Array
      const wide = new Float64Array(this.n);
      for (let k = 0; k < this.n; k++) wide[k] = v[k] === NONE32 ? NaN : v[k]!;
      this.wide = wide;
      this.v = undefined;
    }
    this.wide![r] = x === null ? NaN : x;
  }
}

const TWO32 = 2 ** 32;
/** the high part's "no value" in Int48Column (no amount within its range has it) */
const NONE16 = -32768;

/**
 * What was left before each row as 48 bits, 6 bytes a row: the high part in an Int16Array
 * (−32,767 to 32,767), the low 32 bits in a Uint32Array — every whole amount within
 * ±32,767 × 2^32 minor units (about ±1.4 × 10^14: ±1.4 trillion euros in cents); a Float64Array
 * (8 bytes a row) from the first value it does not hold.
 */
class Int48Column implements OptionalColumn<number>, GatheringColumn {
  private hi: Int16Array | undefined;
  private lo: Uint32Array | undefined;
  private wide: Float64Array | undefined;
  constructor(private readonly n: number) {
    this.hi = new Int16Array(n).fill(NONE16);
    this.lo = new Uint32Array(n);
    this.wide = undefined;
  }
  get(r: number): number | null {
    const hi = this.hi;
    if (hi) {
      const h = hi[r]!;
      return h === NONE16 ? null : h * TWO32 + this.lo![r]!;
    }
    const x = this.wide![r]!;
    return x !== x ? null : x;
  }
  gatherInto(rows: ArrayLike<number>, from: number, to: number, out: Float64Array): void {
    const hi = this.hi, lo = this.lo;
    if (hi && lo)
      for (let q = from; q < to; q++) {
        const r = rows[q]!;
        const h = hi[r]!;
        out[q - from] = h === NONE16 ? NaN : h * TWO32 + lo[r]!;
      }
    else for (let q = from; q < to; q++) out[q - from] = this.wide![rows[q]!]!;
  }
  set(r: number, x: number | null): void {
    const hi = this.hi;
    if (hi) {
      if (x === null) return void (hi[r] = NONE16);
      const h = Math.floor(x / TWO32);
      if (h > NONE16 && h < 32768 && Number.isInteger(x) && (x !== 0 || 1 / x > 0)) {
        hi[r] = h;
        this.lo![r] = x - h * TWO32;
        return;
      }
      // a value the 48 bits do not hold: the column becomes a Float64Array
      const lo = this.lo!;
      const wide = new Float64Array(this.n);
      for (let k = 0; k < this.n; k++) wide[k] = hi[k] === NONE16 ? NaN : hi[k]! * TWO32 + lo[k]!;
      this.wide = wide;
      this.hi = this.lo = undefined;
    }
    this.wide![r] = x === null ? NaN : x;
  }
}

/** Optional Decimals, one per row (null where there is none). */
class DecimalColumn implements OptionalColumn<Decimal> {
  private readonly v: (Decimal | null)[];
  constructor(n: number) {
    this.v = new Array<Decimal | null>(n).fill(null);
  }
  get(r: number): Decimal | null {
    return this.v[r] ?? null;
  }
  set(r: number, x: Decimal | null): void {
    this.v[r] = x;
  }
}

/** Exact decimals: any amount, any number of places. */
export class DecimalArith implements Arith<Decimal> {
  readonly zero: Decimal = ZERO;
  /** `places`: the currency's decimals, or -1 for a quantity (printed as it is) */
  constructor(readonly places: number) {}
  column(n: number, _within?: Decimal | null): OptionalColumn<Decimal> {
    return new DecimalColumn(n);
  }
  zeros(n: number): AmountColumn<Decimal> {
    return new Array<Decimal>(n).fill(ZERO);
  }
  grants(n: number): AmountColumn<Decimal> {
    return this.zeros(n);
  }
  add(a: Decimal, b: Decimal): Decimal {
    return a.plus(b);
  }
  sub(a: Decimal, b: Decimal): Decimal {
    return a.minus(b);
  }
  cmp(a: Decimal, b: Decimal): number {
    return cmpDecimal(a, b);
  }
  key(a: Decimal): string {
    return a.toString();
  }
  format(a: Decimal): string {
    return this.places >= 0 ? toFixedFast(a, this.places) : a.toString();
  }
  decimal(a: Decimal): Decimal {
    return a;
  }
}

/**
 * The amounts of one regime in one representation: minor units when every amount asked, the
 * budget and every quota limit convert exactly and their sizes stay safe, Decimals otherwise.
 */
export interface Amounts<V> {
  readonly arith: Arith<V>;
  /** per ranked row: the amount asked */
  readonly asks: ArrayLike<V>;
  readonly budget: V | null;
  readonly limits: readonly V[];
}

/** x is a whole number an Int32Array holds exactly (−0 not: a Float64Array keeps it). */
export function fits32(x: number): boolean {
  return (x | 0) === x && (x !== 0 || 1 / x > 0);
}

/** The asks of a regime in minor units (asks.ts): an Int32Array while every one fits, else a Float64Array. */
export type MinorColumn = Int32Array | Float64Array;

/** Picks the representation: `minor` holds the asks in minor units when each converted. */
export function amountsOf(places: number, minor: MinorColumn | undefined, decimals: () => Decimal[], budget: Decimal | null, limits: readonly Decimal[], forceDecimal: boolean): Amounts<number> | Amounts<Decimal> {
  if (!forceDecimal && minor && places >= 0) {
    const b = budget === null ? null : minorOf(budget, places);
    const ls = limits.map((l) => minorOf(l, places));
    let sum = 0;
    for (let r = 0; r < minor.length; r++) sum += minor[r]!;
    let bound = sum + Math.abs(b ?? 0);
    for (const l of ls) bound += Math.abs(l ?? 0);
    // every remaining budget lies between budget − sum and budget: all safe integers then
    if (b !== undefined && ls.every((l) => l !== undefined) && bound <= Number.MAX_SAFE_INTEGER) {
      return { arith: new MinorArith(places, minor instanceof Int32Array, b === null || fits32(b)), asks: minor, budget: b, limits: ls as number[] };
    }
  }
  return { arith: new DecimalArith(places), asks: decimals(), budget, limits };
}
