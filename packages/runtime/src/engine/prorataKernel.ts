// The representation pro rata computes its shares in (prorata.ts): the steps its algorithm
// takes over one kernel, whichever holds the call's values — numbers (prorataUnits.ts), bigints
// or Decimals (prorata.ts) — and the texts all of them print alike.
import { formatMinor, toFixedFast, type Decimal } from "../decimal.js";

/** a flag per row: the share was held at the request */
export const CAPPED = 1;

/**
 * The shares of the walked rows in one exact representation, each held per row: `share` computes
 * them, the rest are the steps the algorithm takes (prorata.ts's proRata, written once over this).
 */
export interface Kernel {
  /** which representation this is: "number", "bigint" or "decimal" */
  readonly representation: "number" | "bigint" | "decimal";
  /** the requests together, and whether they stay within the budget */
  readonly total: Decimal;
  readonly fits: boolean;
  /** each walked row given what it asks */
  full(rows: ArrayLike<number>): void;
  /** each walked row's share, rounded as declared and no more than asked (CAPPED in `flags`) */
  share(rows: ArrayLike<number>, flags: Uint8Array): void;
  /** how many whole steps are left of the budget, at most `most` */
  stepsLeft(most: number): number;
  /** row r can take one step more and stay within its request */
  canTake(r: number): boolean;
  take(r: number): void;
  /** the shares together exceed the budget */
  over(): boolean;
  /**
   * Row r gives back one step, or, for a share held at its request (no multiple of the step),
   * what exceeds the multiple below it; false (nothing changed) where that would be negative.
   */
  giveBack(r: number): boolean;
  /** compares the exact remainders a·budget − share·total (over the common denominator total) */
  cmpFrac(r: number, s: number): number;
  /**
   * The places 0 … m − 1 of the walk ordered by remainder: the largest first, equals in walk
   * order — or the smallest first, equals the latest first.
   */
  byFrac(rows: ArrayLike<number>, largestFirst: boolean): Uint32Array;
  granted(r: number): Decimal;
  /** row r's share is nothing (no Decimal made) */
  none(r: number): boolean;
  amount(r: number, places: number): string;
  /** what row r asked, as the Decimal's text */
  askText(r: number): string;
  awarded(): Decimal;
}

/** 0 … m − 1 */
export function indices(m: number): Uint32Array {
  const out = new Uint32Array(m);
  for (let i = 0; i < m; i++) out[i] = i;
  return out;
}

/** As DecimalArith prints an amount: `places` decimals, or as it is (−1). */
export function formatDecimal(d: Decimal, places: number): string {
  return places >= 0 ? toFixedFast(d, places) : d.toString();
}

/**
 * The Decimal text of n·10^−places (n ≥ 0, a safe integer, places ≤ 15): the digits without
 * trailing zeros, as `Decimal.toString` writes it (no exponent below 10^40).
 */
export function plainText(n: number, places: number): string {
  const s = formatMinor(n, places);
  if (places === 0) return s;
  let end = s.length;
  while (s.charCodeAt(end - 1) === 48) end--;
  if (s.charCodeAt(end - 1) === 46) end--;
  return s.slice(0, end);
}

