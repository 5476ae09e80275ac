// A growing column of values in the narrowest typed array that holds them (or a plain array from
// the first value that is not a number): the assessment's published cells, points and totals, and
// each regime's ranking keys (regimeRows.ts).
import { Decimal, fitsDouble, POW10_EXACT, WHOLE, wholeOf } from "../decimal.js";
import type { Numbers } from "./order.js";
import { anyValues } from "./elements.js";
import { fits, grow, lengthened, resize, scaledPlaces, widened } from "./typedColumns.js";

/** The length a `Values` column's typed array starts at, however long the column is made for. */
const FIRST_VALUES = 1024;
/** a column read only by `at` holds its plain values in arrays of 2^CHUNK_BITS places, made as they fill */
const CHUNK_BITS = 12;
const CHUNK_MASK = (1 << CHUNK_BITS) - 1;

/** Offsets an Int32Array holds: a based column's values lie within this many steps of each other. */
const SPAN = 2 ** 32 - 1;

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
 *
 * Whole numbers beyond an Int32Array that lie close together — moments to the millisecond, about
 * 1.7 × 10^12 today — are held **based**: an Int32Array of offsets y, each value base + y × scale,
 * the scale 1,000 while every value is a whole second and 1 otherwise, the base chosen from the
 * values so far (their middle) and chosen again when a value falls outside (the offsets rewritten),
 * and a Float64Array from the first value no base holds with the rest (values more than 2^32 − 1
 * steps apart: about 136 years of seconds, 49.7 days of milliseconds) or that is not a whole
 * number within ±2^52. Every value pushed reads back exactly (`at`, `view`, `numbers`); the
 * offsets are in the values' order (`ordered`), which is all a ranking reads.
 *
 * A column read only to order rows (`orderOnly`) whose values are whole numbers of a small
 * decimal unit — amounts held as minor units, read as their doubles (minor.ts `minorKey`: cents
 * ÷ 100) — is held **scaled**: an Int32Array of y, each value y ÷ 10^p (p at most 6, the fewest
 * that holds every value so far, raised when a value needs more, the offsets rewritten). y ÷ 10^p
 * is the correctly rounded double of the decimal, which is the value pushed (it is checked), and
 * the y are in the values' order and equal where they are; a value no p holds with the rest (or
 * past ±2^31 − 1 units) makes the column a Float64Array. A million amounts of a ranking key then
 * take 4 bytes each instead of 8.
 *
 * A column read only to order rows (`orderOnly`: ranking keys) also holds Decimals as doubles
 * while they have at most 15 significant digits — distinct decimals of so few digits are distinct
 * doubles in the same order (what order.ts's `columnOf` relies on too) — and has them back as
 * Decimals if a longer one comes.
 */
export class Values<T> {
  private nums: Numbers;
  /** the width of `nums` in bits: 8, 16, 32 or 64 (a Float64Array); 33 for a based Int32Array, 34 for a scaled one */
  private bits: number;
  /** a based column's base and scale (value = base + offset × scale) */
  private base = 0;
  private scale = 1;
  /** a scaled column's divisor, 10^places (value = offset ÷ divisor) */
  private div = 1;
  private places = 0;
  /** a plain column's values in one array, read directly — in a `byIndex` column, the one of its `chunks` being filled */
  private any: T[] | undefined;
  /** a plain `byIndex` column's arrays of 2^CHUNK_BITS places, the last being filled (`any`) */
  private chunks: T[][] | undefined;
  private readonly byIndex: boolean;
  private n = 0;
  /**
   * the skips before the first value pushed: the index of that value, once there is one (counted
   * by `skip`, so that `push` has no branch that only a column's first value takes — code that only
   * a run's first rows run is code the optimizing compiler has no feedback for, and the next run's
   * first rows then throw its code away)
   */
  private lead = 0;
  private fromDecimals = false;

  /** the length the column is made for: its typed array starts short (a column widened at its first values leaves no long copy) and grows to this at once */
  private readonly target: number;

  /**
   * `byIndex`: the column is read only by `at`, never by `view`: its plain values are held in
   * arrays of 4,096 places made as they fill, not in one array as long as the call (a fresh array
   * of a million places costs ~30 ms of new memory: seed35; a published column of texts). Every
   * other plain column (a ranking key, points of Decimals) is one array read directly (seed37)
   */
  constructor(
    capacity = 1024,
    private readonly orderOnly = false,
    byIndex = false,
  ) {
    this.byIndex = byIndex;
    this.bits = 8;
    this.target = capacity;
    this.nums = new Int8Array(Math.min(capacity, FIRST_VALUES));
  }

  push(v: T): void {
    if (this.any !== undefined) return this.pushAny(v);
    const x = typeof v === "number" ? v : this.orderOnly && v instanceof Decimal ? this.double(v) : undefined;
    if (x === undefined) return this.toAny(v);
    this.pushNumber(x);
  }

  private pushNumber(x: number): void {
    // one store per width, each in its own method: every element store sees one kind of typed
    // array (a single store over all four is megamorphic, and was the most of a push's time)
    switch (this.bits) {
      case 8:
        return this.push8(x);
      case 16:
        return this.push16(x);
      case 32:
        return this.push32(x);
      case 33:
        return this.pushBased(x);
      case 34:
        return this.pushScaled(x);
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

  private pushBased(x: number): void {
    const a = this.nums as Int32Array;
    const y = (x - this.base) / this.scale;
    // a whole offset that reads back as x itself (a fraction, −0 or a value too far does not)
    if ((y | 0) !== y || y * this.scale + this.base !== x || (x === 0 && 1 / x < 0) || this.n === a.length) return this.pushWider(x);
    a[this.n++] = y;
  }

  private pushScaled(x: number): void {
    const a = this.nums as Int32Array;
    const y = Math.round(x * this.div);
    // a whole number of units that reads back as x itself (−0, a finer fraction or a value past ±2^31 − 1 units does not)
    if ((y | 0) !== y || y / this.div !== x || (x === 0 && 1 / x < 0) || this.n === a.length) return this.pushWider(x);
    a[this.n++] = y;
  }

  private push64(x: number): void {
    const a = this.nums as Float64Array;
    if (this.n === a.length) return this.pushWider(x);
    a[this.n++] = x;
  }

  /** the slow path of a numeric push: a base, a wider or a longer typed array first */
  private pushWider(x: number): void {
    if (this.bits === 33) {
      if (!this.holds(x) && !this.rebase(x)) this.toWide();
    } else if (this.bits === 34) {
      if (scaledPlaces(x, this.places) !== this.places && !this.rescale(x)) this.toWide();
    } else if (this.bits !== 64 && !fits(x, this.bits)) {
      if (fits(x, 32) || !(this.rebase(x) || this.toScaled(x))) {
        this.nums = widened(this.nums, this.n, x);
        this.bits = this.nums.BYTES_PER_ELEMENT * 8;
      }
    }
    if (this.n === this.nums.length) this.nums = this.n < this.target ? resize(this.nums, this.n, this.target) : grow(this.nums);
    this.nums[this.n++] = this.bits === 33 ? (x - this.base) / this.scale : this.bits === 34 ? Math.round(x * this.div) : x;
  }

  /**
   * Holds an order-only column of whole numbers scaled (bits 34) with the fewest places that
   * hold x, the values so far rewritten as units; false, and nothing changed, where none does
   * (x is not a decimal of at most 6 places within ±2^31 − 1 units, or a value so far is not
   * within that many units at those places).
   */
  private toScaled(x: number): boolean {
    if (!this.orderOnly) return false;
    const places = scaledPlaces(x, 1);
    if (places < 0) return false;
    const div = POW10_EXACT[places]!;
    const from = this.lead;
    for (let r = from; r < this.n; r++) {
      const y = this.nums[r]! * div;
      if ((y | 0) !== y) return false;
    }
    const into = this.nums instanceof Int32Array ? this.nums : new Int32Array(this.nums.length);
    for (let r = 0; r < this.n; r++) into[r] = r < from ? 0 : this.nums[r]! * div;
    this.nums = into;
    this.bits = 34;
    this.places = places;
    this.div = div;
    return true;
  }

  /** a scaled column's places raised to those x needs, the offsets rewritten; false, and nothing changed, where the values do not fit */
  private rescale(x: number): boolean {
    const places = scaledPlaces(x, this.places + 1);
    if (places < 0) return false;
    const k = POW10_EXACT[places - this.places]!;
    const a = this.nums as Int32Array;
    for (let r = this.lead; r < this.n; r++) {
      const y = a[r]! * k;
      if ((y | 0) !== y) return false;
    }
    for (let r = this.lead; r < this.n; r++) a[r] = a[r]! * k;
    this.places = places;
    this.div = POW10_EXACT[places]!;
    return true;
  }

  /** a based column holds x as it is based now */
  private holds(x: number): boolean {
    const y = (x - this.base) / this.scale;
    return (y | 0) === y && y * this.scale + this.base === x && (x !== 0 || 1 / x > 0);
  }

  /** value r as pushed (a based or scaled column's offset read back) */
  private num(r: number): number {
    return this.bits === 33 ? this.base + this.nums[r]! * this.scale : this.bits === 34 ? this.nums[r]! / this.div : this.nums[r]!;
  }

  /**
   * Holds the column based (bits 33) with a base and scale that hold x and every value pushed so
   * far, the offsets rewritten; false, and nothing changed, where none does: x or a value is not
   * a whole number within ±2^52, or they lie more than 2^32 − 1 steps apart.
   */
  private rebase(x: number): boolean {
    if (!Number.isInteger(x) || Math.abs(x) > 2 ** 52 || (x === 0 && 1 / x < 0)) return false;
    let lo = x;
    let hi = x;
    let seconds = x % 1000 === 0;
    // (the places before the first value are skips, never read)
    const from = this.lead;
    for (let r = from; r < this.n; r++) {
      const v = this.num(r);
      if (!Number.isInteger(v) || Math.abs(v) > 2 ** 52 || (v === 0 && 1 / v < 0)) return false;
      if (v < lo) lo = v;
      else if (v > hi) hi = v;
      if (seconds && v % 1000 !== 0) seconds = false;
    }
    const scale = seconds ? 1000 : 1;
    const width = (hi - lo) / scale;
    if (width > SPAN) return false;
    // the middle of the values at offset 0: room for as many steps below them as above (and a
    // skipped place, offset 0, within their range)
    const base = lo + Math.ceil(width / 2) * scale;
    const into = this.nums instanceof Int32Array ? this.nums : new Int32Array(this.nums.length);
    for (let r = 0; r < this.n; r++) into[r] = r < from ? 0 : (this.num(r) - base) / scale;
    this.nums = into;
    this.bits = 33;
    this.base = base;
    this.scale = scale;
    return true;
  }

  /** a based or scaled column's values into a Float64Array (a value no base or places hold with the rest) */
  private toWide(): void {
    const wide = new Float64Array(this.nums.length);
    for (let r = 0; r < this.n; r++) wide[r] = this.num(r);
    this.nums = wide;
    this.bits = 64;
    this.base = 0;
    this.scale = 1;
    this.div = 1;
    this.places = 0;
  }

  /** Makes room for `capacity` values, in the typed array of the width there is (a plain array grows by itself). */
  reserve(capacity: number): void {
    if (this.any === undefined) {
      if (this.nums.length < capacity) this.nums = resize(this.nums, this.n, capacity);
    } else if (this.chunks === undefined) {
      if (this.any.length < capacity) this.any = lengthened(this.any, this.n, capacity);
    } else if (this.chunks.length === 1 && this.any.length < capacity) this.chunks[0] = this.any = lengthened(this.any, this.n, Math.min(CHUNK_MASK + 1, capacity));
  }

  /** A place that is never read (an application without a value here): a filler that changes nothing of the column's representation. */
  skip(): void {
    // (a skip before any value is one more before the first: `lead` is n while no value is pushed)
    this.lead += this.lead === this.n ? 1 : 0;
    if (this.any !== undefined) this.store(undefined as T);
    // (a based column's offset 0: its base, within the values' range)
    else this.pushNumber(this.bits === 33 ? this.base : 0);
  }

  private pushAny(v: T): void {
    this.store((this.orderOnly && typeof v === "number" ? new Decimal(v) : v) as T);
  }

  /** v at place n of a plain column */
  private store(v: T): void {
    if (this.chunks !== undefined) return this.storeChunked(v);
    if (this.n === this.any!.length) this.any = lengthened(this.any!, this.n, this.longer(this.n));
    this.any![this.n++] = v;
  }

  /** v at place n of a plain `byIndex` column: at its place of its last array, a new one where that is full */
  private storeChunked(v: T): void {
    const k = this.n & CHUNK_MASK;
    if (k === 0 && this.n !== 0) this.chunks!.push((this.any = anyValues<T>(CHUNK_MASK + 1)));
    else if (k === this.any!.length) this.chunks![this.chunks!.length - 1] = this.any = lengthened(this.any!, k, Math.min(CHUNK_MASK + 1, this.longer(this.n)));
    this.any![k] = v;
    this.n++;
  }

  /**
   * The length a full plain array of n values is made, as its typed array would be: the column's
   * target at once, then twice as long (filled by index: storing past its end copies at every growth)
   */
  private longer(n: number): number {
    return n < this.target ? this.target : Math.max(16, n * 2);
  }

  /** the first value that is not a number: the column becomes a plain array */
  private toAny(v: T): void {
    // a plain array as long as its typed array was, not the length the column is made for: a
    // column of a streamed input is made for 65,536 rows, 512 KB of plain array before one
    // more row has come (adversary24: 0.57 MB per criterion of a one-application call). It is
    // made that long when these are full (`store`), as the typed array would have been
    const n = this.n;
    const first = Math.max(this.nums.length, n + 1);
    this.any = new Array<T>(this.byIndex ? Math.min(CHUNK_MASK + 1, first) : first);
    if (this.byIndex) this.chunks = [this.any];
    this.n = 0;
    // (a key column's numbers are decimals too: the doubles of amounts held as minor units,
    // minor.ts — a column of Decimals holds them as Decimals, before and after)
    for (let r = 0; r < n; r++) this.store((this.fromDecimals || this.orderOnly ? new Decimal(this.num(r)) : this.num(r)) as T);
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

  /** the values, by index (a view: read it once every value is pushed; a based column's is a copy — read it by `at`) */
  get view(): ArrayLike<T> {
    if (!this.any) return this.numbers as unknown as ArrayLike<T>;
    if (this.chunks !== undefined && this.chunks.length > 1) throw new Error("a column read by index has no view");
    if (this.any.length !== this.n) this.any.length = this.n;
    return this.any;
  }

  /** value r (no view made: the way to read a few values, or a based column's) */
  at(r: number): T {
    const any = this.any;
    if (any !== undefined) return this.chunks === undefined ? any[r]! : this.chunks[r >> CHUNK_BITS]![r & CHUNK_MASK]!;
    return (this.bits === 33 ? this.base + this.nums[r]! * this.scale : this.bits === 34 ? this.nums[r]! / this.div : this.nums[r]!) as T;
  }

  /**
   * the numbers themselves, in the typed array that holds them (`numeric` only; a based column's
   * read back into a new Float64Array: `ordered` is what ordering reads)
   */
  get numbers(): Numbers {
    if (this.bits !== 33 && this.bits !== 34) return this.nums.subarray(0, this.n);
    const out = new Float64Array(this.n);
    for (let r = 0; r < this.n; r++) out[r] = this.num(r);
    return out;
  }

  /**
   * numbers in the values' order, no copy made (`numeric` only): the numbers themselves, or a
   * based column's offsets — equal where the values are equal, and in the same order — which is
   * all a ranking compares and packs (order.ts)
   */
  get ordered(): Numbers {
    return this.nums.subarray(0, this.n);
  }
}
