// Pro rata: the budget shared in proportion to the amounts asked when they exceed it, each share
// rounded exactly as the scheme declares (mode and step), the leftover steps handed out by the
// declared remainder policy, the shares given back where rounding up passed the budget — and no
// share above what its application asked.
//
// Columns end to end: what is asked is read as whole units (the selection's Asks column of minor
// units, or Decimals turned into units of the finest place any amount has), each share is kept in
// a column of one representation (`Kernel`), and an application's amount and reason are made when
// they are read, from its share and two flags (capped at its request, gave a step back). The
// representation is the first that holds every value of the call: JS numbers (prorataUnits.ts:
// exact while the sum of the requests times the step stays within 2^51), bigints of the same
// units, or Decimals where an amount is no whole number of units. All three are exact, so the
// shares are the same (test/pro-rata-units.test.ts compares them on random calls).
import { Decimal, decimalOfWhole, minorOf, mulDivRound, readDecimal, roundRational, WHOLE, wholeOf, ZERO, type RoundingMode } from "../decimal.js";
import { FUNDED, PRO_RATA } from "./allocate.js";
import { CAPPED, formatDecimal, indices, plainText, type Kernel } from "./prorataKernel.js";
import { NumberShares, fitsNumbers } from "./prorataUnits.js";

export interface ProRataRounding {
  readonly mode: RoundingMode;
  readonly step: string;
  readonly remainder: "unallocated" | "largest_remainder" | "ranking_order";
}

/** What each row asks: whole units of 10^−places (the Asks column), or a Decimal per row. */
export type ProRataAsks = { readonly units: ArrayLike<number>; readonly places: number } | readonly Decimal[];

/** The representation the shares are computed in; tests force each (see the head of this file). */
export type ProRataRepresentation = "number" | "bigint" | "decimal";

export interface ProRataResult {
  readonly status: Uint8Array;
  /** what row r was granted (zero for a row not walked) */
  granted(r: number): Decimal;
  /** row r's grant as the results print it: `places` decimals, or as it is for −1 (a quantity) */
  amount(r: number, places: number): string;
  /** why row r was granted what it was, in words (empty for a row not walked) */
  why(r: number): string;
  /** classes of equals among whom the leftover steps were shared out by id order */
  readonly arbitrary: number[][];
  readonly coefficient: Decimal | null;
  readonly awarded: Decimal;
  /** what the walked rows asked, together */
  readonly requested: Decimal;
  /** the representation that computed the shares */
  readonly representation: ProRataRepresentation;
}

/** flags per row (CAPPED: prorataKernel.ts) */
const GAVE_BACK = 2;
const GIVEN = 4;
const WALKED = 8;

/**
 * Shares the budget pro rata when the requests exceed it; everyone in full otherwise. `rows`: the
 * walked rows in ranking order; `position(r)`: its shared position (equals share a class). No
 * share exceeds what was asked: a share rounded above the request is the request, and a leftover
 * step goes only to an application that can take it whole. `represent` forces a representation
 * where it holds the call's values (tests compare them).
 */
export function proRata(rows: ArrayLike<number>, n: number, asks: ProRataAsks, budget: Decimal, rounding: ProRataRounding, position: (r: number) => number, represent?: ProRataRepresentation): ProRataResult {
  const status = new Uint8Array(n);
  const flags = new Uint8Array(n);
  const m = rows.length;
  const k = kernelFor(rows, n, asks, budget, rounding, represent);
  for (let i = 0; i < m; i++) {
    status[rows[i]!] = FUNDED;
    flags[rows[i]!] = WALKED;
  }
  if (k.fits) {
    k.full(rows);
    return new Shares(status, flags, k, "", rounding.step, [], null, k.total, k.total, rounding.remainder);
  }
  k.share(rows, flags);
  for (let i = 0; i < m; i++) status[rows[i]!] = PRO_RATA;
  const arbitrary: number[][] = [];
  if (rounding.remainder !== "unallocated") {
    let left = k.stepsLeft(m);
    const order = rounding.remainder === "largest_remainder" ? k.byFrac(rows, true) : indices(m);
    for (let i = 0; i < m && left > 0; i++) {
      const r = rows[order[i]!]!;
      // a step only to an application it keeps within its request
      if (!k.canTake(r)) continue;
      k.take(r);
      flags[r]! |= GIVEN;
      left--;
    }
    // Where the leftover steps ran out inside a class of equals (equal remainders, or a tie the
    // ranking leaves), who got one was decided by id order, not by the law: report it.
    arbitrary.push(...splitClasses(rows, k, rounding.remainder === "largest_remainder", flags, GIVEN, position));
  }
  // Rounding up (or half up) can pass the budget: the budget is never exceeded, so the shares
  // rounded up the most give back one step each, the latest in the ranking first.
  if (k.over()) {
    const order = k.byFrac(rows, false);
    for (let i = 0; i < m && k.over(); i++) {
      const r = rows[order[i]!]!;
      if (k.giveBack(r)) flags[r]! |= GAVE_BACK;
    }
  }
  arbitrary.push(...splitClasses(rows, k, true, flags, GAVE_BACK, position));
  const how = ` × ${budget.toString()} / ${k.total.toString()}, rounded ${rounding.mode.replace("_", " ")} to ${rounding.step}`;
  return new Shares(status, flags, k, how, rounding.step, arbitrary, budget.div(k.total), k.awarded(), k.total, rounding.remainder);
}

const FULL = "the requests do not exceed the budget: funded in full";

/** The result: amounts and reasons made from the kernel's shares and the flags when read. */
class Shares implements ProRataResult {
  constructor(
    readonly status: Uint8Array,
    private readonly flags: Uint8Array,
    private readonly k: Kernel,
    /** " × budget / total, rounded … to …" (empty: everyone in full) */
    private readonly how: string,
    private readonly step: string,
    readonly arbitrary: number[][],
    readonly coefficient: Decimal | null,
    readonly awarded: Decimal,
    readonly requested: Decimal,
    private readonly remainder: ProRataRounding["remainder"],
  ) {
    this.representation = k.representation;
  }

  readonly representation: ProRataRepresentation;

  granted(r: number): Decimal {
    return this.flags[r]! & WALKED ? this.k.granted(r) : ZERO;
  }

  amount(r: number, places: number): string {
    return this.flags[r]! & WALKED ? this.k.amount(r, places) : formatDecimal(ZERO, places);
  }

  why(r: number): string {
    const f = this.flags[r]!;
    if (!(f & WALKED)) return "";
    if (this.how === "") return FULL;
    const capped = (f & CAPPED) !== 0;
    return `pro rata: ${this.k.askText(r)}${this.how}${capped ? ", but no more than the amount asked" : ""}${f & GAVE_BACK ? `, less ${capped ? "what exceeds a multiple of " : ""}${this.step} so that the shares stay within the budget` : ""}${f & GIVEN ? `, plus ${this.step} of what the rounding left over, ${this.remainder === "ranking_order" ? "in ranking order" : "to the largest remainders"}` : ""}`;
  }
}

/**
 * Classes of equals (the same position, and with `byRemainder` the same exact remainder) that a
 * leftover or given-back step (`bit` in flags) split: within them the order of ids decided, not
 * the law. Each class lists its rows in walk order; the classes come in the order of their first
 * row. No keys are made: the walk is sorted by position (it usually is already), a run of one
 * position by remainder where that counts.
 */
function splitClasses(rows: ArrayLike<number>, k: Kernel, byRemainder: boolean, flags: Uint8Array, bit: number, position: (r: number) => number): number[][] {
  const m = rows.length;
  // no step given or given back: no class was split
  let any = false;
  for (let i = 0; i < m && !any; i++) any = (flags[rows[i]!]! & bit) !== 0;
  if (!any) return [];
  const pos = new Float64Array(m);
  let sorted = true;
  for (let i = 0; i < m; i++) {
    pos[i] = position(rows[i]!);
    if (i > 0 && pos[i]! < pos[i - 1]!) sorted = false;
  }
  const order = indices(m);
  if (!sorted) order.sort((i, j) => pos[i]! - pos[j]! || i - j);
  const found: number[][] = [];
  const split = (members: Uint32Array): void => {
    let touched = 0;
    for (const i of members) if (flags[rows[i]!]! & bit) touched++;
    if (touched > 0 && touched < members.length) found.push(Array.from(members).sort((x, y) => x - y));
  };
  for (let a = 0; a < m; ) {
    let b = a + 1;
    while (b < m && pos[order[b]!] === pos[order[a]!]) b++;
    if (b - a > 1) {
      const run = order.subarray(a, b);
      if (!byRemainder) split(run);
      else {
        run.sort((i, j) => k.cmpFrac(rows[i]!, rows[j]!) || i - j);
        for (let c = 0; c < run.length; ) {
          let d = c + 1;
          while (d < run.length && k.cmpFrac(rows[run[c]!]!, rows[run[d]!]!) === 0) d++;
          if (d - c > 1) split(run.subarray(c, d));
          c = d;
        }
      }
    }
    a = b;
  }
  return found.sort((x, y) => x[0]! - y[0]!).map((members) => members.map((i) => rows[i]!));
}

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
function kernelFor(rows: ArrayLike<number>, n: number, asks: ProRataAsks, budget: Decimal, rounding: ProRataRounding, represent: ProRataRepresentation | undefined): Kernel {
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
