// The bulk path's allocation walk (bulk.ts): the ranked rows in ranking order, each on its own
// (the bulk path takes no tie), with the boundary policy of `stepOne` (allocate.ts). Amounts of a
// currency are held as whole numbers of minor units (cents) when every amount asked and the
// budget convert exactly and the budget's size plus their sum stays a safe integer — then the
// walk is integer arithmetic, exact like Decimals, with no Decimal per application; otherwise the
// walk is
// `stepOne` itself on Decimals. Both give the same statuses, amounts, reasons and totals:
// test/bulk-equivalence.test.ts and test/bulk-features.test.ts check them against the engine,
// with every policy, budgets in cents and budgets with more decimals than the currency has.
import { Decimal, decimalOfText, formatMinor, minorOf, toFixedFast, ZERO } from "../decimal.js";
import type { BoundaryPolicy, Status } from "../spec.js";
import { stepOne, STOPPED, type State } from "./allocate.js";

/** The amounts asked, per ranked row: minor units in a Float64Array while each converts, else Decimals. */
export class Asks {
  private minor: Float64Array | undefined;
  private decimals: Decimal[] | undefined;
  private n = 0;

  /** `places`: the currency's decimals, or -1 for a quantity (held as Decimals) */
  constructor(
    readonly places: number,
    capacity = 1024,
  ) {
    if (places >= 0) this.minor = new Float64Array(capacity);
    else this.decimals = [];
  }

  push(d: Decimal): void {
    const minor = this.minor;
    if (minor) {
      const m = minorOf(d, this.places);
      if (m !== undefined) {
        let into = minor;
        if (this.n === minor.length) {
          into = new Float64Array(this.n * 2);
          into.set(minor);
          this.minor = into;
        }
        into[this.n++] = m;
        return;
      }
      this.decimals = this.asDecimals();
      this.minor = undefined;
    }
    this.decimals!.push(d);
    this.n++;
  }

  /** the amounts in minor units, when every one converted */
  get minorUnits(): Float64Array | undefined {
    return this.minor?.subarray(0, this.n);
  }

  asDecimals(): Decimal[] {
    if (this.decimals) return this.decimals;
    const out: Decimal[] = [];
    for (let r = 0; r < this.n; r++) out.push(decimalOfText(formatMinor(this.minor![r]!, this.places)));
    return out;
  }
}

export interface WalkInput {
  /** ranked rows in ranking order */
  readonly idx: Uint32Array;
  /** per row: true when kept ranked below a threshold (not walked); absent when no row is */
  readonly kept?: (row: number) => boolean;
  readonly asks: Asks;
  readonly budget: Decimal | null;
  readonly policy: BoundaryPolicy;
  readonly reserve: number;
  /** the currency's decimals, or -1 */
  readonly places: number;
  /** called for each row refused (not funded, or on the reserve list), with why */
  readonly refused: (row: number, why: string) => void;
}

/** The statuses the walk gives, by their code in `Walked.status`; 0, not funded, is the default. */
export const WALK_STATUS: readonly Status[] = ["not_funded", "funded", "partially_funded", "reserve"];
const CODE: Readonly<Record<string, number>> = { not_funded: 0, funded: 1, partially_funded: 2, reserve: 3 };

export interface Walked {
  /** per row: the code of its status (WALK_STATUS; a byte a row, and no pass to fill it) */
  readonly status: Uint8Array;
  /** per row: the amount granted, as text (the zero text where nothing) */
  readonly amounts: string[];
  /** the amount row r asked for, as text */
  readonly requested: (row: number) => string;
  readonly zero: string;
  readonly totals: { readonly budget: string | null; readonly requested: string; readonly awarded: string; readonly undecided: string; readonly remaining: string | null };
}

export function walk(w: WalkInput): Walked {
  const minor = w.asks.minorUnits;
  if (minor && w.places >= 0) {
    const budget = w.budget === null ? null : minorOf(w.budget, w.places);
    let sum = 0;
    for (let r = 0; r < minor.length; r++) sum += minor[r]!;
    // every remaining budget lies between budget − sum and budget: all safe integers then
    if (budget !== undefined && sum + Math.abs(budget ?? 0) <= Number.MAX_SAFE_INTEGER) return walkMinor(w, minor, budget);
  }
  return walkDecimal(w);
}

/** Whole minor units: every sum, difference and comparison below is exact (all stay under 2^53). */
function walkMinor(w: WalkInput, asks: Float64Array, budget: number | null): Walked {
  const { idx, places } = w;
  const rows = idx.length;
  const zero = formatMinor(0, places);
  const status = new Uint8Array(rows);
  const amounts: string[] = new Array<string>(rows).fill(zero);
  const kept = w.kept;
  let remaining = budget;
  let stopped = false;
  let requested = 0;
  let awarded = 0;
  let reserveLeft = w.reserve;
  for (let p = 0; p < rows; p++) {
    const r = idx[p]!;
    if (kept !== undefined && kept(r)) continue;
    const ask = asks[r]!;
    requested += ask;
    // what stepOne decides, on numbers
    let st = 0; // WALK_STATUS: not_funded
    let amount = 0;
    let why = STOPPED;
    if (!stopped) {
      if (remaining === null || ask <= remaining) {
        st = 1;
        amount = ask;
        why = "fits in the remaining budget";
        if (remaining !== null) remaining -= ask;
      } else if (w.policy === "stop") {
        why = "does not fit in the remaining budget; allocation stops here";
        stopped = true;
      } else if (w.policy === "skip") {
        why = "does not fit in the remaining budget; passed over";
      } else if (w.policy === "partial") {
        if (remaining > 0) {
          st = 2;
          amount = remaining;
          why = "granted the remaining budget in part";
          remaining = 0;
        } else why = "the budget is exhausted";
        stopped = true;
      } else {
        st = 1;
        amount = ask;
        why = "awarded in full at the boundary, beyond the budget";
        remaining -= ask;
        stopped = true;
      }
    }
    if (st === 0 && reserveLeft > 0) {
      st = 3; // reserve
      why += "; placed on the reserve list";
      reserveLeft--;
    }
    if (st === 1 || st === 2) {
      awarded += amount;
      amounts[r] = formatMinor(amount, places);
    }
    status[r] = st;
    if (st === 0 || st === 3) w.refused(r, why);
  }
  const undecided = remaining !== null && budget !== null ? budget - remaining - awarded : 0;
  return {
    status,
    amounts,
    requested: (r) => formatMinor(asks[r]!, places),
    zero,
    totals: {
      budget: budget === null ? null : formatMinor(budget, places),
      requested: formatMinor(requested, places),
      awarded: formatMinor(awarded, places),
      undecided: formatMinor(undecided > 0 ? undecided : 0, places),
      remaining: remaining === null ? null : formatMinor(remaining, places),
    },
  };
}

/** Decimals, through stepOne itself (exported for the differential test of the two walks). */
export function walkDecimal(w: WalkInput): Walked {
  const { idx, places, budget } = w;
  const asks = w.asks.asDecimals();
  const money = (d: Decimal): string => (places >= 0 ? toFixedFast(d, places) : d.toString());
  const rows = idx.length;
  const zero = money(ZERO);
  const status = new Uint8Array(rows);
  const kept = w.kept;
  const granted: Decimal[] = new Array<Decimal>(rows).fill(ZERO);
  const amounts: string[] = new Array<string>(rows).fill(zero);
  let state: State = { remaining: budget, stopped: false };
  let requested = new Decimal(0);
  let awarded = new Decimal(0);
  let reserveLeft = w.reserve;
  for (let p = 0; p < rows; p++) {
    const r = idx[p]!;
    if (kept !== undefined && kept(r)) continue;
    const ask = asks[r]!;
    requested = requested.plus(ask);
    // once stopped, every later application is what stepOne says of a stopped state
    let st: Status = "not_funded";
    let amount = ZERO;
    let why = STOPPED;
    if (!state.stopped) {
      const step = stepOne(state, ask, w.policy);
      state = step.next;
      ({ status: st, amount, why } = step.out);
    }
    if (st === "not_funded" && reserveLeft > 0) {
      st = "reserve";
      why += "; placed on the reserve list";
      reserveLeft--;
    }
    if (amount !== ZERO) {
      awarded = awarded.plus(amount);
      amounts[r] = money(amount);
    }
    status[r] = CODE[st]!;
    granted[r] = amount;
    if (st === "not_funded" || st === "reserve") w.refused(r, why);
  }
  const finalRemaining = state.remaining;
  const undecided = finalRemaining !== null && budget ? budget.minus(finalRemaining).minus(awarded) : new Decimal(0);
  return {
    status,
    amounts,
    requested: (r) => (granted[r] === asks[r] ? amounts[r]! : money(asks[r]!)),
    zero,
    totals: {
      budget: budget ? money(budget) : null,
      requested: money(requested),
      awarded: money(awarded),
      undecided: money(undecided.gt(0) ? undecided : new Decimal(0)),
      remaining: finalRemaining === null ? null : money(finalRemaining),
    },
  };
}
