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
// shares are the same (test/pro-rata-units.test.ts compares them on random calls). The bigint and
// Decimal kernel, and the choice of a call's kernel, are prorataExact.ts.
import { Decimal, ZERO, type RoundingMode } from "../decimal.js";
import { FUNDED, NOT_FUNDED, PRO_RATA } from "./allocate.js";
import { CAPPED, formatDecimal, indices, type Kernel } from "./prorataKernel.js";
import { kernelFor } from "./prorataExact.js";

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
/** the share came to nothing: not funded */
const NOTHING = 16;

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
  // A share of nothing is no grant (§14.4): the application is not funded, and its reason says
  // the share came to nothing (before issue 15's fourteenth round: "Granted pro rata 0.00").
  for (let i = 0; i < m; i++) {
    const r = rows[i]!;
    if (k.none(r)) {
      status[r] = NOT_FUNDED;
      flags[r]! |= NOTHING;
    }
  }
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
    return `pro rata: ${this.k.askText(r)}${this.how}${capped ? ", but no more than the amount asked" : ""}${f & GAVE_BACK ? `, less ${capped ? "what exceeds a multiple of " : ""}${this.step} so that the shares stay within the budget` : ""}${f & GIVEN ? `, plus ${this.step} of what the rounding left over, ${this.remainder === "ranking_order" ? "in ranking order" : "to the largest remainders"}` : ""}${f & NOTHING ? `, which is nothing: a share of nothing is not a grant` : ""}`;
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
