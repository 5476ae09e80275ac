// Pro rata: the budget shared in proportion to the amounts asked when they exceed it, each share
// rounded exactly as the scheme declares (mode and step), the leftover steps handed out by the
// declared remainder policy, the shares given back where rounding up passed the budget — and no
// share above what its application asked.
import { Decimal, mulDivRound, type RoundingMode } from "../decimal.js";
import { FUNDED, PRO_RATA } from "./allocate.js";

export interface ProRataRounding {
  readonly mode: RoundingMode;
  readonly step: string;
  readonly remainder: "unallocated" | "largest_remainder" | "ranking_order";
}

export interface ProRataResult {
  readonly status: Uint8Array;
  readonly granted: Decimal[];
  readonly why: string[];
  /** classes of equals among whom the leftover steps were shared out by id order */
  readonly arbitrary: number[][];
  readonly coefficient: Decimal | null;
  readonly awarded: Decimal;
}

/**
 * Shares the budget pro rata when the requests exceed it; everyone in full otherwise. `rows`: the
 * walked rows in ranking order; `position(r)`: its shared position (equals share a class). No
 * share exceeds what was asked: a share rounded above the request is the request, and a leftover
 * step goes only to an application that can take it whole.
 */
export function proRata(rows: readonly number[], n: number, asks: readonly Decimal[], budget: Decimal, rounding: ProRataRounding, position: (r: number) => number): ProRataResult {
  const status = new Uint8Array(n);
  const granted = new Array<Decimal>(n).fill(new Decimal(0));
  const why = new Array<string>(n).fill("");
  let total = new Decimal(0);
  for (const r of rows) total = total.plus(asks[r]!);
  for (const r of rows) status[r] = FUNDED;
  if (total.lte(budget)) {
    for (const r of rows) {
      granted[r] = asks[r]!;
      why[r] = "the requests do not exceed the budget: funded in full";
    }
    return { status, granted, why, arbitrary: [], coefficient: null, awarded: total };
  }
  const step = new Decimal(rounding.step);
  let awarded = new Decimal(0);
  const shares = rows.map((r) => {
    const exact = mulDivRound(asks[r]!, budget, total, step, rounding.mode);
    const capped = exact.gt(asks[r]!);
    const v = capped ? asks[r]! : exact;
    awarded = awarded.plus(v);
    // the remainder a·budget/total − v over the common denominator total, so that equal
    // remainders compare equal (a 34-digit quotient rounds them at different places)
    return { r, v, capped, frac: asks[r]!.times(budget).minus(v.times(total)), gaveBack: false };
  });
  const arbitrary: number[][] = [];
  const given = new Set<number>();
  if (rounding.remainder !== "unallocated") {
    let left = budget.minus(awarded);
    const order = rounding.remainder === "largest_remainder" ? [...shares].sort((x, y) => y.frac.cmp(x.frac)) : [...shares];
    for (const s of order) {
      if (left.lt(step)) break;
      // a step only to an application it keeps within its request
      if (s.v.plus(step).gt(asks[s.r]!)) continue;
      s.v = s.v.plus(step);
      given.add(s.r);
      left = left.minus(step);
      awarded = awarded.plus(step);
    }
    // Where the leftover steps ran out inside a class of equals (equal remainders, or a tie the
    // ranking leaves), who got one was decided by id order, not by the law: report it.
    arbitrary.push(...splitClasses(shares, rounding.remainder === "largest_remainder", (x) => given.has(x.r), position));
  }
  // Rounding up (or half up) can pass the budget: the budget is never exceeded, so the shares
  // rounded up the most give back one step each, the latest in the ranking first.
  if (awarded.gt(budget)) {
    const order = shares.map((x, i) => ({ x, i })).sort((p, q) => p.x.frac.cmp(q.x.frac) || q.i - p.i);
    for (const { x } of order) {
      if (awarded.lte(budget)) break;
      // one step back, or, for a share held at its request (no multiple of the step), back to
      // the multiple of the step below it
      const below = x.v.div(step).floor().times(step);
      const v = below.eq(x.v) ? x.v.minus(step) : below;
      if (v.isNeg()) continue;
      awarded = awarded.minus(x.v.minus(v));
      x.v = v;
      x.gaveBack = true;
    }
  }
  arbitrary.push(...splitClasses(shares, true, (x) => x.gaveBack, position));
  for (const s of shares) {
    status[s.r] = PRO_RATA;
    granted[s.r] = s.v;
    why[s.r] = `pro rata: ${asks[s.r]!.toString()} × ${budget.toString()} / ${total.toString()}, rounded ${rounding.mode.replace("_", " ")} to ${rounding.step}${s.capped ? ", but no more than the amount asked" : ""}${s.gaveBack ? `, less ${s.capped ? "what exceeds a multiple of " : ""}${rounding.step} so that the shares stay within the budget` : ""}`;
  }
  return { status, granted, why, arbitrary, coefficient: budget.div(total), awarded };
}

/**
 * Classes of equals (the same position, and with `byRemainder` the same exact remainder) that a
 * leftover or given-back step split: within them the order of ids decided, not the law.
 */
function splitClasses<T extends { r: number; frac: Decimal }>(shares: readonly T[], byRemainder: boolean, touched: (x: T) => boolean, position: (r: number) => number): number[][] {
  const classes = new Map<string, T[]>();
  for (const x of shares) {
    const k = `${position(x.r)}|${byRemainder ? x.frac.toString() : ""}`;
    const list = classes.get(k);
    if (list) list.push(x);
    else classes.set(k, [x]);
  }
  const out: number[][] = [];
  for (const members of classes.values()) {
    const n = members.filter(touched).length;
    if (n > 0 && n < members.length) out.push(members.map((x) => x.r));
  }
  return out;
}
