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
import { Decimal, mulDivRound, ZERO } from "../decimal.js";
import type { ProRataSpec } from "../allocationSpec.js";
import { FUNDED, NOT_FUNDED, PRO_RATA } from "./allocate.js";
import { CAPPED, formatDecimal, indices, type Kernel } from "./prorataKernel.js";
import { kernelFor } from "./prorataExact.js";
import type { TraceByWeight } from "./trace.js";
import { leftOut, ROUNDS_ONE_BY_ONE } from "./prorataMinimum.js";

/** How the shares are rounded, and the coefficient and minimum grant the law may set (allocationSpec.ts). */
export type ProRataRounding = Omit<ProRataSpec, "source">;

/** The coefficient as the totals publish it (result.ts BudgetTotals, StageTotals). */
export interface CoefficientFacts {
  readonly proRataCoefficient?: string;
  readonly proRataCoefficientExact?: string;
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
  /** the coefficient the shares were computed with (rounded as declared), null where everyone is paid in full */
  readonly coefficient: Decimal | null;
  /** the totals' `proRataCoefficient` (and, where the scheme rounds it, `proRataCoefficientExact`: budget / total) */
  readonly facts: CoefficientFacts;
  readonly awarded: Decimal;
  /** what the walked rows asked, together */
  readonly requested: Decimal;
  /** the representation that computed the shares */
  readonly representation: ProRataRepresentation;
  /** a share by a weight (prorataWeights.ts): what the trace records of it */
  byWeight?(r: number): TraceByWeight | undefined;
}

/** flags per row (CAPPED: prorataKernel.ts) */
const GAVE_BACK = 2;
const GIVEN = 4;
const WALKED = 8;
/** the share came to nothing: not funded */
const NOTHING = 16;
/** the share was below the minimum grant: not funded */
const BELOW = 32;

/**
 * Shares the budget pro rata when the requests exceed it; everyone in full otherwise. `rows`: the
 * walked rows in ranking order; `position(r)`: its shared position (equals share a class). No
 * share exceeds what was asked: a share rounded above the request is the request, and a leftover
 * step goes only to an application that can take it whole. `represent` forces a representation
 * where it holds the call's values (tests compare them).
 *
 * A minimum grant (§14.4): a share below it is not funded. `then unallocated`: every share below
 * it is left out at once and what it would have had stays unspent. `then reshare`: the budget is
 * shared again among the rest, round after round, leaving out each round the smallest share below
 * the minimum (all the shares equal to it: the law does not tell them apart), since the funds it
 * frees can lift the next one to the minimum; until no share is below it. Each round leaves out
 * at least one application, so the rounds end; those that stay below the minimum even when every
 * other share below it is left out are left out together, where no other share below it can come
 * to theirs (they would be, one by one, first) —
 * and past the first eight rounds, those that stay below it with only the smaller asks left out
 * (prorataMinimum.ts), so that thousands of shares below the minimum take a few rounds.
 * The minimum binds shares: where the requests fit in the budget, each is paid in full.
 */
export function proRata(rows: ArrayLike<number>, n: number, asks: ProRataAsks, budget: Decimal, rounding: ProRataRounding, position: (r: number) => number, represent?: ProRataRepresentation): ProRataResult {
  const min = rounding.minimum;
  let pr = shareOnce(rows, n, asks, budget, rounding, position, represent, "");
  if (!min || pr.coefficient === null) return pr;
  const floor = new Decimal(min.amount);
  const out: Shares[] = [];
  let walked = Array.from(rows);
  for (let round = 1; ; round++) {
    const below = walked.filter((r) => pr.granted(r).lt(floor));
    if (below.length === 0) break;
    const drop = min.then === "unallocated" ? below : leftOut(pr, walked, below, floor, budget, new Decimal(rounding.step), round > ROUNDS_ONE_BY_ONE);
    out.push(pr.below(drop, min.amount));
    if (min.then === "unallocated") break;
    const dropped = new Set(drop);
    walked = walked.filter((r) => !dropped.has(r));
    if (walked.length === 0) break;
    pr = shareOnce(walked, n, asks, budget, rounding, position, represent, min.amount);
  }
  return out.length ? new WithMinimum(pr, out, rows) : pr;
}

/** One round of the shares over `rows`; `again`: the minimum grant whose shares below it an earlier round left out. */
function shareOnce(rows: ArrayLike<number>, n: number, asks: ProRataAsks, budget: Decimal, rounding: ProRataRounding, position: (r: number) => number, represent: ProRataRepresentation | undefined, again: string): Shares {
  const status = new Uint8Array(n);
  const flags = new Uint8Array(n);
  const m = rows.length;
  let k = kernelFor(rows, n, asks, budget, rounding, represent);
  for (let i = 0; i < m; i++) {
    status[rows[i]!] = FUNDED;
    flags[rows[i]!] = WALKED;
  }
  if (k.fits) {
    k.full(rows);
    return new Shares(status, flags, k, "", rounding.step, [], null, {}, k.total, k.total, rounding.remainder, again, ` × ${budget.toString()} / ${k.total.toString()}, rounded ${rounding.mode.replace("_", " ")} to ${rounding.step}`);
  }
  // A coefficient the law rounds (`coefficient rounded down to 0.0001`): c = round(B / T), and the
  // shares are those of the budget c × T (A × cT / T = A × c exactly), in the same kernels; what
  // the coefficient's rounding leaves, B − c × T, stays unallocated.
  const co = rounding.coefficient;
  let coefficient = budget.div(k.total);
  let facts: CoefficientFacts = { proRataCoefficient: coefficient.toString() };
  let how = ` × ${budget.toString()} / ${k.total.toString()}, rounded ${rounding.mode.replace("_", " ")} to ${rounding.step}`;
  if (co) {
    const step = new Decimal(co.step);
    coefficient = mulDivRound(budget, ONE, k.total, step, co.mode);
    // a coefficient rounded up would pass the budget (the checker refuses it: AL0547)
    if (coefficient.times(k.total).gt(budget)) coefficient = mulDivRound(budget, ONE, k.total, step, "down");
    const text = coefficient.toFixed(step.decimalPlaces());
    facts = { proRataCoefficient: text, proRataCoefficientExact: facts.proRataCoefficient! };
    how = ` × ${text} (${budget.toString()} / ${k.total.toString()}, rounded ${co.mode.replace("_", " ")} to ${co.step}), rounded ${rounding.mode.replace("_", " ")} to ${rounding.step}`;
    k = kernelFor(rows, n, asks, coefficient.times(k.total), rounding, represent);
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
  return new Shares(status, flags, k, how, rounding.step, arbitrary, coefficient, facts, k.awarded(), k.total, rounding.remainder, again);
}

/**
 * The last round's shares, with the applications earlier rounds (or, `then unallocated`, the
 * same round) left out below the minimum grant: not funded, their reason their share then.
 */
class WithMinimum implements ProRataResult {
  readonly status: Uint8Array;
  readonly awarded: Decimal;
  readonly requested: Decimal;
  private readonly out = new Map<number, Shares>();

  constructor(
    private readonly last: Shares,
    rounds: readonly Shares[],
    rows: ArrayLike<number>,
  ) {
    this.status = last.status;
    let awarded = last.awarded;
    for (const round of rounds) {
      for (let i = 0; i < rows.length; i++) {
        const r = rows[i]!;
        if (!round.isBelow(r)) continue;
        this.out.set(r, round);
        this.status[r] = NOT_FUNDED;
        // `then unallocated`: the last round itself left them out; their share is not paid
        if (round === last) awarded = awarded.minus(last.share(r));
      }
    }
    this.awarded = awarded;
    this.requested = rounds[0]!.requested;
  }

  get arbitrary(): number[][] {
    return this.last.arbitrary;
  }
  get coefficient(): Decimal | null {
    return this.last.coefficient;
  }
  get facts(): CoefficientFacts {
    return this.last.facts;
  }
  get representation(): ProRataRepresentation {
    return this.last.representation;
  }
  granted(r: number): Decimal {
    return this.out.has(r) ? ZERO : this.last.granted(r);
  }
  amount(r: number, places: number): string {
    return this.out.has(r) ? formatDecimal(ZERO, places) : this.last.amount(r, places);
  }
  why(r: number): string {
    return (this.out.get(r) ?? this.last).why(r);
  }
}

const ONE = new Decimal(1);
const FULL = "the requests do not exceed the budget: funded in full";
/** everyone left in full once the shares below the minimum grant were left out */
const FULL_AGAIN = (min: string): string => `once the shares below the minimum grant of ${min} were left out, the requests do not exceed the budget: funded in full`;

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
    readonly facts: CoefficientFacts,
    readonly awarded: Decimal,
    readonly requested: Decimal,
    private readonly remainder: ProRataRounding["remainder"],
    /** the minimum grant whose shares below it an earlier round left out ("": the first round) */
    private readonly again: string,
    /** where the requests fit (`how` empty): " × budget / total, rounded … to …", said of a request below the minimum grant */
    private readonly whole = "",
  ) {
    this.representation = k.representation;
  }

  /** the minimum grant these rows' shares fall below */
  private minimum = "";

  /** Marks `rows` below the minimum grant `min` (their reason says so); this round, for chaining. */
  below(rows: readonly number[], min: string): Shares {
    this.minimum = min;
    for (const r of rows) this.flags[r]! |= BELOW;
    return this;
  }

  isBelow(r: number): boolean {
    return (this.flags[r]! & BELOW) !== 0;
  }

  /** what row r asked */
  asked(r: number): Decimal {
    return new Decimal(this.k.askText(r));
  }

  /** row r's share as computed (the kernel's, also for a row below the minimum) */
  share(r: number): Decimal {
    return this.k.granted(r);
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
    // a round after the first whose requests fit: a request below the minimum is not paid either,
    // its share (the request, no more) said as the others' are
    if (this.how === "" && f & BELOW) return `pro rata: ${this.k.askText(r)}${this.whole}, shared again without the shares below the minimum grant of ${this.again}, but no more than the amount asked, which is below the minimum grant of ${this.minimum}`;
    if (this.how === "") return this.again ? FULL_AGAIN(this.again) : FULL;
    const capped = (f & CAPPED) !== 0;
    const again = this.again ? `, shared again without the shares below the minimum grant of ${this.again}` : "";
    return `pro rata: ${this.k.askText(r)}${this.how}${again}${capped ? ", but no more than the amount asked" : ""}${f & GAVE_BACK ? `, less ${capped ? "what exceeds a multiple of " : ""}${this.step} so that the shares stay within the budget` : ""}${f & GIVEN ? `, plus ${this.step} of what the rounding left over, ${this.remainder === "ranking_order" ? "in ranking order" : "to the largest remainders"}` : ""}${f & BELOW ? `, which is below the minimum grant of ${this.minimum}` : f & NOTHING ? `, which is nothing: a share of nothing is not a grant` : ""}`;
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
