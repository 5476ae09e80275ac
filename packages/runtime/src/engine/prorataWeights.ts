// Pro rata by a weight (§14.4, `pro rata by total rounded down to 0.01 …`): Ley 38/2003 art. 22.1's
// "prorrateo … en proporción a la puntuación obtenida", each share at most the amount asked.
//
// Where the requests exceed the budget B, each walked application with weight w_i > 0 takes
// B × w_i / Σ w; a share that would pass its request is capped at the request, and what the caps
// free (B less the requests capped) is shared again among the rest by the same rule, round after
// round, until no share passes its request (water-filling). Every round is exact: the amounts are
// whole numbers of the finest place any of them has, the weights of the finest place any weight
// has, and each comparison a product of bigints. The shares not capped are rounded once, at the
// end, with the clause's mode and step; the leftover steps go by its remainder policy, rounding up
// past the budget gives steps back, and a minimum grant leaves out the shares below it, those that
// ask less than the minimum first, together, then one smallest share at a time (`then reshare`: the
// budget shared again among the rest, caps and all)
// or all at once (`then unallocated`). A weight of 0 gets nothing (not funded, "a share of
// nothing"); where every weight is 0 nothing is shared. A negative weight never comes here: the
// application's weight cannot be computed (enter.ts) and it is refused with that reason.
import { Decimal, roundRational, ZERO } from "../decimal.js";
import type { ProRataSpec } from "../allocationSpec.js";
import { FUNDED, NOT_FUNDED, PRO_RATA } from "./allocate.js";
import type { CoefficientFacts, ProRataAsks, ProRataResult } from "./prorata.js";
import { formatDecimal } from "./prorataKernel.js";

/** a whole number of 10^−k */
interface Scaled {
  n: bigint;
  k: number;
}

const scaled = (d: Decimal): Scaled => {
  const k = d.decimalPlaces();
  return { n: BigInt(d.times(new Decimal(10).pow(k)).toFixed(0)), k };
};
const at = (x: Scaled, k: number): bigint => x.n * 10n ** BigInt(k - x.k);
const text = (n: bigint, k: number): string => new Decimal(n.toString()).div(new Decimal(10).pow(k)).toString();
/** an amount to its places (150000.00) */
const money = (n: bigint, k: number): string => new Decimal(n.toString()).div(new Decimal(10).pow(k)).toFixed(k);

/** what each row came to in its round (a row left out below the minimum keeps the round that left it out) */
interface Share {
  units: bigint;
  /** capped at its request, in round `cappedIn` of the caps (0: the first) */
  capped: boolean;
  /** capped, its share exactly its request (A × Σw = R × w): paid in full, it frees nothing */
  exact?: boolean;
  given: boolean;
  gaveBack: boolean;
  /** rounded past its request, so its request (not a multiple of the step): a step given back takes what exceeds a multiple */
  atAsk?: boolean;
  nothing: boolean;
  below: boolean;
  /** the words of its computation ("80 of 100 × 150000.00") */
  how: string;
  /** what the trace records: the weights of its round, what that round shared, the round (1: the first) */
  trace?: { weights: bigint; shared: bigint; round: number };
}

/** Shares the budget in proportion to `weights` (by row), each at most its ask; everyone in full where the asks fit. `oneAtATime`: a reshare's rounds one by one (the tests' reference). */
export function proRataByWeight(rows: ArrayLike<number>, n: number, asks: ProRataAsks, weights: readonly (Decimal | undefined)[], budget: Decimal, spec: ProRataSpec, position: (r: number) => number, oneAtATime = false): ProRataResult {
  const ask = (r: number): Decimal => (Array.isArray(asks) ? (asks as readonly Decimal[])[r]! : new Decimal((asks as { units: ArrayLike<number> }).units[r]!).div(new Decimal(10).pow((asks as { places: number }).places)));
  const walked = Array.from(rows);
  const step = new Decimal(spec.step);
  let k = Math.max(budget.decimalPlaces(), step.decimalPlaces());
  for (const r of walked) k = Math.max(k, ask(r).decimalPlaces());
  // a minimum in cents with whole amounts (50.50 EUR, a step of 1) is compared on the same scale (review32 C1)
  if (spec.minimum) k = Math.max(k, new Decimal(spec.minimum.amount).decimalPlaces());
  let kw = 0;
  for (const r of walked) kw = Math.max(kw, (weights[r] ?? ZERO).decimalPlaces());
  const A = new Map<number, bigint>(walked.map((r) => [r, at(scaled(ask(r)), k)]));
  const W = new Map<number, bigint>(walked.map((r) => [r, at(scaled(weights[r] ?? ZERO), kw)]));
  const B = at(scaled(budget), k);
  const S = at(scaled(step), k);
  const status = new Uint8Array(n);
  let T = 0n;
  for (const r of walked) T += A.get(r)!;
  const requested = new Decimal(text(T, k));
  // `by total`: the points obtained, as the law says it ("en proporción a la puntuación obtenida")
  const name = spec.weightText === undefined ? "weight" : spec.weightText === "total" ? "points" : spec.weightText;
  if (T <= B) {
    for (const r of walked) status[r] = FUNDED;
    return result(status, walked, new Map(walked.map((r) => [r, { units: A.get(r)!, capped: false, given: false, gaveBack: false, nothing: false, below: false, how: "" }])), k, requested, "the requests do not exceed the budget: funded in full", name, spec, [], undefined, W, kw);
  }
  const shares = new Map<number, Share>();
  const arbitrary: number[][] = [];
  let left = walked;
  let again = "";
  const min = spec.minimum;
  const floor = min ? at(scaled(new Decimal(min.amount)), k) : 0n;
  for (;;) {
    const round = shareRound(left, A, W, B, S, k, kw, spec, position, name, again, arbitrary);
    for (const [r, s] of round) shares.set(r, s);
    if (!min) break;
    // a share of a weight above 0 that came to nothing, the rounding's (review32 P2) or capped at a request
    // of 0.00 (P1), is below the minimum too, as under plain pro rata; a weight of 0 shares nothing and stays out
    const below = left.filter((r) => W.get(r)! > 0n && round.get(r)!.units < floor);
    if (below.length === 0) break;
    let least = below[0]!;
    for (const r of below) if (round.get(r)!.units < round.get(least)!.units) least = r;
    // a share whose request is below the minimum never reaches it (a capped share is its whole request):
    // those go first, together, and alone — a share equal to them that can still grow stays (review30 R4)
    const never = below.filter((r) => A.get(r)! < floor);
    const drop = min.then === "unallocated" ? below : never.length > 0 ? never : below.filter((r) => round.get(r)!.units === round.get(least)!.units);
    if (min.then === "reshare" && never.length === 0 && !oneAtATime) drop.push(...stillBelow(left, new Set(drop), A, W, B, S, floor));
    for (const r of drop) round.get(r)!.below = true;
    if (min.then === "unallocated") break;
    const dropped = new Set(drop);
    left = left.filter((r) => !dropped.has(r));
    again = `, shared again without the shares below the minimum grant of ${min.amount}`;
    if (left.length === 0) break;
    let rest = 0n;
    for (const r of left) rest += A.get(r)!;
    if (rest <= B) {
      for (const r of left) shares.set(r, { units: A.get(r)!, capped: false, given: false, gaveBack: false, nothing: false, below: false, how: "" });
      break;
    }
  }
  for (const r of walked) {
    const s = shares.get(r)!;
    // a share capped at its request stays pro rata (its reason says it receives the amount asked), as a share of `pro rata` capped so does
    status[r] = s.below || s.nothing ? NOT_FUNDED : s.how === "" ? FUNDED : PRO_RATA;
  }
  const full = min ? `once the shares below the minimum grant of ${min.amount} were left out, the requests do not exceed the budget: funded in full` : "";
  return result(status, walked, shares, k, requested, full, name, spec, arbitrary, min?.amount, W, kw);
}

/** One round: the caps found round after round, then the rest rounded once, the leftover steps, the steps given back. */
function shareRound(rows: number[], A: Map<number, bigint>, W: Map<number, bigint>, B: bigint, S: bigint, k: number, kw: number, spec: ProRataSpec, position: (r: number) => number, name: string, again: string, arbitrary: number[][]): Map<number, Share> {
  const out = new Map<number, Share>();
  const said = (w: bigint, sum: bigint, R: bigint): string => `pro rata by ${name}: ${text(w, kw)} of ${text(sum, kw)} × ${money(R, k)}${R === B ? "" : ` (${money(B, k)} less ${money(B - R, k)} to the shares capped at the amount asked)`}`;
  let open = rows.filter((r) => W.get(r)! > 0n);
  let all = 0n;
  for (const r of open) all += W.get(r)!;
  // a weight of 0 shares nothing; where every weight is 0 there is nothing to share by
  const none = all === 0n ? `pro rata by ${name}: every weight is 0, so nothing is shared` : said(0n, all, B);
  for (const r of rows) if (W.get(r)! === 0n) out.set(r, { units: 0n, capped: false, given: false, gaveBack: false, nothing: true, below: false, how: none, trace: { weights: all, shared: B, round: 1 } });
  let R = B;
  let round = 1;
  for (;;) {
    let sum = 0n;
    for (const r of open) sum += W.get(r)!;
    // a_i ≤ R × w_i / Σ w: the share would reach or pass the request
    const capped = open.filter((r) => A.get(r)! * sum <= R * W.get(r)!);
    if (capped.length === 0 || sum === 0n) break;
    // a request of nothing is capped at it: a share of nothing, not funded, as plain pro rata (review31 M2)
    for (const r of capped) out.set(r, { units: A.get(r)!, capped: true, exact: A.get(r)! * sum === R * W.get(r)!, given: false, gaveBack: false, nothing: A.get(r)! === 0n, below: false, how: said(W.get(r)!, sum, R), trace: { weights: sum, shared: R, round } });
    round++;
    for (const r of capped) R -= A.get(r)!;
    const done = new Set(capped);
    open = open.filter((r) => !done.has(r));
  }
  let sum = 0n;
  for (const r of open) sum += W.get(r)!;
  const exact = new Map<number, bigint>();
  const rounded = new Map<number, bigint>();
  let spent = 0n;
  for (const r of open) {
    const num = R * W.get(r)!;
    const den = sum * S;
    let units = roundRational(num, den, spec.mode) * S;
    rounded.set(r, units);
    // rounded up past the request: no more than the amount asked (as plain pro rata, prorataExact.ts)
    const atAsk = units > A.get(r)!;
    if (atAsk) units = A.get(r)!;
    exact.set(r, num);
    spent += units;
    out.set(r, { units, capped: false, given: false, gaveBack: false, ...(atAsk ? { atAsk } : {}), nothing: false, below: false, how: said(W.get(r)!, sum, R), trace: { weights: sum, shared: R, round } });
  }
  for (const r of rows) if (out.get(r)!.capped) spent += A.get(r)!;
  // what the exact share lost in rounding, over the common denominator Σ w × step
  // (as the rounding left it: the classes of equals and the order of the steps read it before any step moves;
  // a share held at its request by what the rounding gave it, so that the share rounded up the most past
  // its request gives back first what exceeds a multiple of the step, as plain pro rata: review32 P3)
  const lostBy = new Map(open.map((r) => [r, exact.get(r)! - rounded.get(r)! * sum]));
  const lost = (r: number): bigint => lostBy.get(r)!;
  const place = new Map(rows.map((r, i) => [r, i]));
  const walkOrder = (x: number, y: number): number => place.get(x)! - place.get(y)!;
  if (spec.remainder !== "unallocated" && open.length > 0) {
    let steps = (B - spent) / S;
    const order = [...open].sort(spec.remainder === "largest_remainder" ? (x, y) => (lost(y) > lost(x) ? 1 : lost(y) < lost(x) ? -1 : walkOrder(x, y)) : walkOrder);
    for (const r of order) {
      if (steps <= 0n) break;
      const s = out.get(r)!;
      if (s.units + S > A.get(r)!) continue;
      s.units += S;
      s.given = true;
      spent += S;
      steps--;
    }
    // equals (the same place, and by largest remainder the same remainder) a step split: id order decided
    const classes = new Map<string, number[]>();
    for (const r of open) {
      const key = `${position(r)}|${spec.remainder === "largest_remainder" ? lost(r).toString() : ""}`;
      classes.set(key, [...(classes.get(key) ?? []), r]);
    }
    for (const members of classes.values()) {
      const got = members.filter((r) => out.get(r)!.given).length;
      if (got > 0 && got < members.length) arbitrary.push([...members].sort((x, y) => x - y));
    }
  }
  // rounding up can pass the budget: the shares rounded up the most give a step back, the latest
  // first — a share held at its request (not a multiple of the step) what exceeds a multiple of it,
  // so that every share stays a multiple of the step (review31's M4; prorataExact.ts giveBack)
  if (spent > B) {
    const order = [...open].sort((x, y) => (lost(x) < lost(y) ? -1 : lost(x) > lost(y) ? 1 : walkOrder(y, x)));
    for (const r of order) {
      if (spent <= B) break;
      const s = out.get(r)!;
      const multiple = (s.units / S) * S;
      const v = multiple === s.units ? s.units - S : multiple;
      if (v < 0n) continue;
      spent -= s.units - v;
      s.units = v;
      s.gaveBack = true;
    }
  }
  for (const r of open) if (out.get(r)!.units === 0n) out.get(r)!.nothing = true;
  for (const r of rows) out.get(r)!.how += again;
  return out;
}

function result(status: Uint8Array, walked: number[], shares: Map<number, Share>, k: number, requested: Decimal, full: string, name: string, spec: ProRataSpec, arbitrary: number[][], minimum: string | undefined, W: Map<number, bigint>, kw: number): ProRataResult {
  const granted = (r: number): Decimal => {
    const s = shares.get(r);
    return !s || s.below || s.nothing ? ZERO : new Decimal(text(s.units, k));
  };
  let awarded = ZERO;
  for (const r of walked) awarded = awarded.plus(granted(r));
  const mode = spec.mode.replace("_", " ");
  return {
    status,
    granted,
    amount: (r, places) => formatDecimal(granted(r), places),
    why(r) {
      const s = shares.get(r);
      if (!s) return "";
      if (s.how === "") return full || "the requests do not exceed the budget: funded in full";
      if (s.capped && s.nothing) return `${s.how}, more than the amount asked, so it receives the amount asked, which is nothing: a share of nothing is not a grant`;
      // left out below the minimum: it receives nothing and frees its whole share (review32 W2)
      if (s.capped && s.below && !s.exact) return `${s.how}, more than the amount asked, so its share is the amount asked, ${money(s.units, k)}, which is below the minimum grant of ${minimum}`;
      if (s.capped) return `${s.how}${s.exact ? ", exactly the amount asked, which it receives in full" : ", more than the amount asked, so it receives the amount asked, and what that frees is shared among the others"}${s.below ? `, which is below the minimum grant of ${minimum}` : ""}`;
      const tail = s.below ? `, which is below the minimum grant of ${minimum}` : s.nothing ? ", which is nothing: a share of nothing is not a grant" : "";
      // a weight of 0: no share to round
      if (s.how.includes("every weight is 0")) return s.how;
      if (s.units === 0n && !s.given && s.how.includes(": 0 of ")) return `${s.how}${tail}`;
      return `${s.how}, rounded ${mode} to ${spec.step}${s.atAsk ? ", but no more than the amount asked" : ""}${s.gaveBack ? `, less ${s.atAsk ? "what exceeds a multiple of " : ""}${spec.step} so that the shares stay within the budget` : ""}${s.given ? `, plus ${spec.step} of what the rounding left over, ${spec.remainder === "ranking_order" ? "in ranking order" : "to the largest remainders"}` : ""}${tail}`;
    },
    byWeight(r) {
      const t = shares.get(r)?.trace;
      if (!t) return undefined;
      return { weight: text(W.get(r)!, kw), weights: text(t.weights, kw), shared: money(t.shared, k), round: t.round, ...(shares.get(r)!.capped && !shares.get(r)!.exact ? { capped: true as const } : {}) };
    },
    arbitrary,
    coefficient: null,
    facts: {} as CoefficientFacts,
    awarded,
    requested,
    representation: "decimal",
  };
}

/**
 * The shares a reshare would leave out next anyway, found in one pass (review30 R3): with `dropped`
 * gone, the rest water-filled exactly (the caps by A/w), the uncapped shares taken by weight, the
 * smallest first; each is left out where, with every smaller one gone and those within three steps
 * of it gone too, its exact share is still below the minimum by more than three steps and no new
 * share is capped (the level is then exact). The rounds one by one would leave them out first;
 * test/prorata-weights.test.ts checks the outcome against them on random calls.
 */
function stillBelow(left: number[], dropped: Set<number>, A: Map<number, bigint>, W: Map<number, bigint>, B: bigint, S: bigint, floor: bigint): number[] {
  const rest = left.filter((r) => !dropped.has(r) && W.get(r)! > 0n);
  const cmp = (x: bigint, y: bigint): number => (x < y ? -1 : x > y ? 1 : 0);
  rest.sort((x, y) => cmp(A.get(x)! * W.get(y)!, A.get(y)! * W.get(x)!));
  let R = B;
  let sum = 0n;
  for (const r of rest) sum += W.get(r)!;
  let c = 0;
  while (c < rest.length && A.get(rest[c]!)! * sum <= R * W.get(rest[c]!)!) {
    R -= A.get(rest[c]!)!;
    sum -= W.get(rest[c]!)!;
    c++;
  }
  const U = rest.slice(c).sort((x, y) => cmp(W.get(x)!, W.get(y)!));
  const prefix: bigint[] = [0n];
  for (const r of U) prefix.push(prefix.at(-1)! + W.get(r)!);
  // the least A/w from each place on: the first share a higher level would cap
  const least: (number | undefined)[] = new Array(U.length + 1).fill(undefined);
  for (let j = U.length - 1; j >= 0; j--) {
    const t = least[j + 1];
    least[j] = t === undefined || A.get(U[j]!)! * W.get(U[t]!)! < A.get(U[t]!)! * W.get(U[j]!)! ? j : t;
  }
  const out: number[] = [];
  let p = 0;
  let q = 0;
  while (p < U.length) {
    const w = W.get(U[p]!)!;
    const lo = sum - prefix[p]!;
    if (q < p) q = p;
    while (q < U.length && (W.get(U[q]!)! - w) * R < 3n * S * lo) q++;
    const hi = sum - prefix[q]!;
    if (hi <= 0n) break;
    const t = least[q];
    if (t !== undefined && R * W.get(U[t]!)! >= A.get(U[t]!)! * hi) break;
    if (R * w + 3n * S * hi >= floor * hi) break;
    let e = p;
    while (e < U.length && W.get(U[e]!)! === w) out.push(U[e++]!);
    p = e;
  }
  return out;
}

