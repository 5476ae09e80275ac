// Pro rata: the budget shared in proportion to the amounts asked when they exceed it, each share
// rounded exactly as the scheme declares (mode and step), the leftover steps handed out by the
// declared remainder policy, the shares given back where rounding up passed the budget — and no
// share above what its application asked.
import { Decimal, minorOf, mulDivRound, readDecimal, roundRational, WHOLE, wholeOf, ZERO, type RoundingMode } from "../decimal.js";
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
  /** what the walked rows asked, together */
  readonly requested: Decimal;
}

/**
 * The exact numbers pro rata computes with: Decimals, or — when every request, the budget and the
 * step are whole numbers of one small unit (cents) — bigints of that unit, the same values
 * without decimal.js's allocations (seed 000's pro-rata regime spent a third of its run turning
 * Decimals into texts and back for each share). Both are exact, so the shares are the same.
 */
interface Exact<N> {
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
  /** a text that equal values share */
  key(v: N): string;
  decimal(v: N): Decimal;
}

interface Share<N> {
  r: number;
  v: N;
  capped: boolean;
  frac: N;
  gaveBack: boolean;
}

/**
 * Shares the budget pro rata when the requests exceed it; everyone in full otherwise. `rows`: the
 * walked rows in ranking order; `position(r)`: its shared position (equals share a class). No
 * share exceeds what was asked: a share rounded above the request is the request, and a leftover
 * step goes only to an application that can take it whole. `decimalsOnly` turns the whole units
 * off (tests compare the two).
 */
export function proRata(rows: readonly number[], n: number, asks: readonly Decimal[], budget: Decimal, rounding: ProRataRounding, position: (r: number) => number, decimalsOnly = false): ProRataResult {
  const status = new Uint8Array(n);
  const granted = new Array<Decimal>(n).fill(ZERO);
  const why = new Array<string>(n).fill("");
  const whole = decimalsOnly ? undefined : inUnits(rows, asks, budget, rounding);
  let total: Decimal;
  if (whole) total = whole.o.decimal(whole.o.total);
  else {
    total = new Decimal(0);
    for (const r of rows) total = total.plus(asks[r]!);
  }
  for (const r of rows) status[r] = FUNDED;
  if (total.lte(budget)) {
    for (const r of rows) {
      granted[r] = asks[r]!;
      why[r] = "the requests do not exceed the budget: funded in full";
    }
    return { status, granted, why, arbitrary: [], coefficient: null, awarded: total, requested: total };
  }
  const step = new Decimal(rounding.step);
  const out = whole
    ? share(whole.o, rows, whole.asks, whole.budget, whole.step, rounding, position)
    : share(decimalExact(budget, total, step, rounding.mode), rows, asks, budget, step, rounding, position);
  const how = ` × ${budget.toString()} / ${total.toString()}, rounded ${rounding.mode.replace("_", " ")} to ${rounding.step}`;
  for (let k = 0; k < out.shares.length; k++) {
    const s = out.shares[k]!;
    status[s.r] = PRO_RATA;
    granted[s.r] = out.granted[k]!;
    why[s.r] = `pro rata: ${asks[s.r]!.toString()}${how}${s.capped ? ", but no more than the amount asked" : ""}${s.gaveBack ? `, less ${s.capped ? "what exceeds a multiple of " : ""}${rounding.step} so that the shares stay within the budget` : ""}`;
  }
  return { status, granted, why, arbitrary: out.arbitrary, coefficient: budget.div(total), awarded: out.awarded, requested: total };
}

/** The shares, the leftover steps and the steps given back: one algorithm over either Exact. */
function share<N>(o: Exact<N>, rows: readonly number[], asks: readonly N[], budget: N, step: N, rounding: ProRataRounding, position: (r: number) => number): { shares: Share<N>[]; granted: Decimal[]; arbitrary: number[][]; awarded: Decimal } {
  const zero = o.sub(step, step);
  let awarded = zero;
  const shares: Share<N>[] = rows.map((r) => {
    const a = asks[r]!;
    const exact = o.share(a);
    const capped = o.cmp(exact, a) > 0;
    const v = capped ? a : exact;
    awarded = o.add(awarded, v);
    // the remainder a·budget/total − v over the common denominator total, so that equal
    // remainders compare equal (a 34-digit quotient rounds them at different places)
    return { r, v, capped, frac: o.sub(o.mul(a, budget), o.mul(v, o.total)), gaveBack: false };
  });
  const arbitrary: number[][] = [];
  const given = new Set<number>();
  if (rounding.remainder !== "unallocated") {
    let left = o.sub(budget, awarded);
    const order = rounding.remainder === "largest_remainder" ? [...shares].sort((x, y) => o.cmp(y.frac, x.frac)) : [...shares];
    for (const s of order) {
      if (o.cmp(left, step) < 0) break;
      // a step only to an application it keeps within its request
      if (o.cmp(o.add(s.v, step), asks[s.r]!) > 0) continue;
      s.v = o.add(s.v, step);
      given.add(s.r);
      left = o.sub(left, step);
      awarded = o.add(awarded, step);
    }
    // Where the leftover steps ran out inside a class of equals (equal remainders, or a tie the
    // ranking leaves), who got one was decided by id order, not by the law: report it.
    arbitrary.push(...splitClasses(o, shares, rounding.remainder === "largest_remainder", (x) => given.has(x.r), position));
  }
  // Rounding up (or half up) can pass the budget: the budget is never exceeded, so the shares
  // rounded up the most give back one step each, the latest in the ranking first.
  if (o.cmp(awarded, budget) > 0) {
    const order = shares.map((x, i) => ({ x, i })).sort((p, q) => o.cmp(p.x.frac, q.x.frac) || q.i - p.i);
    for (const { x } of order) {
      if (o.cmp(awarded, budget) <= 0) break;
      // one step back, or, for a share held at its request (no multiple of the step), back to
      // the multiple of the step below it
      const below = o.floorStep(x.v);
      const v = o.cmp(below, x.v) === 0 ? o.sub(x.v, step) : below;
      if (o.cmp(v, zero) < 0) continue;
      awarded = o.sub(awarded, o.sub(x.v, v));
      x.v = v;
      x.gaveBack = true;
    }
  }
  arbitrary.push(...splitClasses(o, shares, true, (x) => x.gaveBack, position));
  return { shares, granted: shares.map((x) => o.decimal(x.v)), arbitrary, awarded: o.decimal(awarded) };
}

function decimalExact(budget: Decimal, total: Decimal, step: Decimal, mode: RoundingMode): Exact<Decimal> {
  return {
    total,
    add: (a, b) => a.plus(b),
    sub: (a, b) => a.minus(b),
    mul: (a, b) => a.times(b),
    cmp: (a, b) => a.cmp(b),
    share: (a) => mulDivRound(a, budget, total, step, mode),
    floorStep: (v) => v.div(step).floor().times(step),
    key: (v) => v.toString(),
    decimal: (v) => v,
  };
}

/**
 * Requests, budget and step as bigints of 10^−places (places: the most any of them has), when
 * each is such a whole number and the products the algorithm forms stay below 10^33, within the
 * 34 digits Decimals hold exactly — so both representations compute the same exact values.
 */
function inUnits(rows: readonly number[], asks: readonly Decimal[], budget: Decimal, rounding: ProRataRounding): { o: Exact<bigint>; asks: bigint[]; budget: bigint; step: bigint } | undefined {
  const step = new Decimal(rounding.step);
  let places = 0;
  for (const d of [budget, step]) {
    if (Number.isNaN(wholeOf(d))) return undefined;
    places = Math.max(places, WHOLE.places);
  }
  for (const r of rows) {
    if (Number.isNaN(wholeOf(asks[r]!))) return undefined;
    places = Math.max(places, WHOLE.places);
  }
  if (places > 15) return undefined;
  const units = (d: Decimal): bigint | undefined => {
    const m = minorOf(d, places);
    return m === undefined ? undefined : BigInt(m);
  };
  const u = new Array<bigint>(asks.length);
  let most = 0n;
  let T = 0n;
  for (const r of rows) {
    const x = units(asks[r]!);
    if (x === undefined || x < 0n) return undefined;
    u[r] = x;
    T += x;
    if (x > most) most = x;
  }
  const B = units(budget);
  const S = units(step);
  if (B === undefined || S === undefined || B < 0n || S <= 0n) return undefined;
  const LIMIT = 10n ** 33n;
  if (most * B >= LIMIT || most * T >= LIMIT || T * S >= LIMIT) return undefined;
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
  const mode = rounding.mode;
  const o: Exact<bigint> = {
    total: T,
    add: (a, b) => a + b,
    sub: (a, b) => a - b,
    mul: (a, b) => a * b,
    cmp: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    share: (a) => roundRational(a * B, T * S, mode) * S,
    floorStep: (v) => (v / S) * S,
    key: (v) => v.toString(),
    decimal,
  };
  return { o, asks: u, budget: B, step: S };
}

/**
 * Classes of equals (the same position, and with `byRemainder` the same exact remainder) that a
 * leftover or given-back step split: within them the order of ids decided, not the law.
 */
function splitClasses<N, T extends { r: number; frac: N }>(o: Exact<N>, shares: readonly T[], byRemainder: boolean, touched: (x: T) => boolean, position: (r: number) => number): number[][] {
  // no step given or given back: no class was split (and no key need be made)
  let any = false;
  for (let k = 0; k < shares.length && !any; k++) any = touched(shares[k]!);
  if (!any) return [];
  const classes = new Map<string, T[]>();
  for (const x of shares) {
    const k = `${position(x.r)}|${byRemainder ? o.key(x.frac) : ""}`;
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
