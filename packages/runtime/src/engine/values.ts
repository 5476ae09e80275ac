// A growing column of values in the narrowest typed array that holds them (or a plain array from
// the first value that is not a number): the assessment's published cells, points and totals, and
// each regime's ranking keys (regimeRows.ts).
import { Decimal, fitsDouble, POW10_EXACT, WHOLE, wholeOf } from "../decimal.js";
import type { Numbers } from "./order.js";

/** The length a `Values` column's typed array starts at, however long the column is made for. */
const FIRST_VALUES = 1024;

/**
 * A growing column of values, held in a typed array as long as every value is a number (whole
 * points, moments, day numbers — exact in a double) and in a plain array from the first value
 * that is not (a Decimal, a text). A million numbers pushed into a plain array cost more than the
 * assessment that computed them (each a boxed number the collector copies and promotes). The
 * typed array is the narrowest that holds every value so far — Int8Array, Int16Array,
 * Int32Array, then Float64Array (copied into the wider one when a value does not fit; −0 and
 * fractions only fit a Float64Array): points of a criterion take a byte per application instead of
 * eight, and a million-application run touches that much less fresh memory, which costs more
 * than the writing itself on a virtual machine (and a run that allocates more than 64 MB of typed
 * arrays has V8 start a full collection for "external memory pressure", marking the whole input).
 * A column read only to order rows (`orderOnly`: ranking keys) also holds Decimals as doubles
 * while they have at most 15 significant digits — distinct decimals of so few digits are distinct
 * doubles in the same order (what order.ts's `columnOf` relies on too) — and has them back as
 * Decimals if a longer one comes.
 */
export class Values<T> {
  private nums: Numbers;
  /** the width of `nums` in bits: 8, 16, 32 or 64 (a Float64Array) */
  private bits: number;
  private any: T[] | undefined;
  private n = 0;
  private fromDecimals = false;

  /** the length the column is made for: its typed array starts short (a column widened at its first values leaves no long copy) and grows to this at once */
  private readonly target: number;

  constructor(
    capacity = 1024,
    private readonly orderOnly = false,
  ) {
    this.bits = 8;
    this.target = capacity;
    this.nums = new Int8Array(Math.min(capacity, FIRST_VALUES));
  }

  push(v: T): void {
    if (this.any !== undefined) return this.pushAny(v);
    const x = typeof v === "number" ? v : this.orderOnly && v instanceof Decimal ? this.double(v) : undefined;
    if (x === undefined) return this.toAny(v);
    // one store per width, each in its own method: every element store sees one kind of typed
    // array (a single store over all four is megamorphic, and was the most of a push's time)
    switch (this.bits) {
      case 8:
        return this.push8(x);
      case 16:
        return this.push16(x);
      case 32:
        return this.push32(x);
      default:
        return this.push64(x);
    }
  }

  private push8(x: number): void {
    const a = this.nums as Int8Array;
    if (((x << 24) >> 24) !== x || (x === 0 && 1 / x < 0) || this.n === a.length) return this.pushWider(x);
    a[this.n++] = x;
  }

  private push16(x: number): void {
    const a = this.nums as Int16Array;
    if (((x << 16) >> 16) !== x || (x === 0 && 1 / x < 0) || this.n === a.length) return this.pushWider(x);
    a[this.n++] = x;
  }

  private push32(x: number): void {
    const a = this.nums as Int32Array;
    if ((x | 0) !== x || (x === 0 && 1 / x < 0) || this.n === a.length) return this.pushWider(x);
    a[this.n++] = x;
  }

  private push64(x: number): void {
    const a = this.nums as Float64Array;
    if (this.n === a.length) return this.pushWider(x);
    a[this.n++] = x;
  }

  /** the slow path of a numeric push: a wider or longer typed array first */
  private pushWider(x: number): void {
    if (this.bits !== 64 && !fits(x, this.bits)) {
      this.nums = widened(this.nums, this.n, x);
      this.bits = this.nums.BYTES_PER_ELEMENT * 8;
    }
    if (this.n === this.nums.length) this.nums = this.n < this.target ? resize(this.nums, this.n, this.target) : grow(this.nums);
    this.nums[this.n++] = x;
  }

  /** Makes room for `capacity` values, in the typed array of the width there is (a plain array grows by itself). */
  reserve(capacity: number): void {
    if (this.any === undefined && this.nums.length < capacity) this.nums = resize(this.nums, this.n, capacity);
  }

  /** A place that is never read (an application without a value here): a filler that changes nothing of the column's representation. */
  skip(): void {
    if (this.any !== undefined) this.any[this.n++] = undefined as T;
    else this.push(0 as T);
  }

  private pushAny(v: T): void {
    this.any![this.n++] = (this.orderOnly && typeof v === "number" ? new Decimal(v) : v) as T;
  }

  /** the first value that is not a number: the column becomes a plain array */
  private toAny(v: T): void {
    // a plain array as long as the column (filled by index: growing it by pushing leaves
    // its old copies to the collector)
    const any = new Array<T>(Math.max(this.nums.length, this.target, this.n + 1));
    // (a key column's numbers are decimals too: the doubles of amounts held as minor units,
    // minor.ts — a column of Decimals holds them as Decimals, before and after)
    for (let r = 0; r < this.n; r++) any[r] = (this.fromDecimals || this.orderOnly ? new Decimal(this.nums[r]!) : this.nums[r]!) as T;
    this.any = any;
    this.pushAny(v);
  }

  /** A decimal of at most 15 significant digits as the nearest double (Number(d.toString())). */
  private double(d: Decimal): number | undefined {
    // a whole number of at most 15 digits over a power of ten: the division rounds correctly
    const m = wholeOf(d);
    const places = WHOLE.places;
    if (m === m && Math.abs(m) < 1e15 && places <= 22) {
      this.fromDecimals = true;
      return m / POW10_EXACT[places]!;
    }
    if (fitsDouble(d)) {
      this.fromDecimals = true;
      return d.toNumber();
    }
    return undefined;
  }

  get length(): number {
    return this.n;
  }

  /** true while every value pushed is a number */
  get numeric(): boolean {
    return this.any === undefined;
  }

  /** the values, by index (a view: read it once every value is pushed) */
  get view(): ArrayLike<T> {
    if (!this.any) return this.nums.subarray(0, this.n) as unknown as ArrayLike<T>;
    if (this.any.length !== this.n) this.any.length = this.n;
    return this.any;
  }

  /** the numbers themselves, in the typed array that holds them (`numeric` only) */
  get numbers(): Numbers {
    return this.nums.subarray(0, this.n);
  }
}

/**
 * `a` when it holds `x`; otherwise its first `n` values copied into the narrowest wider typed
 * array (Int16Array, Int32Array, Float64Array) that holds `x` too, as long as `a`.
 */
export function widened(a: Numbers, n: number, x: number): Numbers {
  let bits = a.BYTES_PER_ELEMENT * 8;
  if (bits === 64 || fits(x, bits)) return a;
  do bits *= 2;
  while (bits < 64 && !fits(x, bits));
  const b = bits === 16 ? new Int16Array(a.length) : bits === 32 ? new Int32Array(a.length) : new Float64Array(a.length);
  b.set(a.subarray(0, n));
  return b;
}

/** The first `n` values of `a` in a typed array of its kind `capacity` long. */
function resize(a: Numbers, n: number, capacity: number): Numbers {
  const b = new (a.constructor as new (n: number) => Numbers)(capacity);
  b.set(a.subarray(0, n));
  return b;
}

/** A full column, twice as long (at least 16). */
export function grow<T extends Uint8Array | Numbers>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(Math.max(16, a.length * 2));
  b.set(a);
  return b;
}

/** x is a whole number that an Int8Array (8), Int16Array (16) or Int32Array (32) holds exactly, −0 not. */
function fits(x: number, bits: number): boolean {
  const shift = 32 - bits;
  return ((x << shift) >> shift) === x && (x !== 0 || 1 / x > 0);
}
