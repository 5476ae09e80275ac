// Bands over a quotient a / b (`bands a / b { at most 75% … }`, or bands over a let that is one)
// compare it with each bound through `qcmp(a, b, k)`: the same outcome as computing a / b to 34
// significant digits and comparing, without the division where the operands are decimals of a
// few digits — a and b read as whole numbers an·10^−sa and bn·10^−sb. Those readings of the last
// operands, and of the last few bounds, are remembered by identity (Decimals are immutable): a
// band chain compares the same a and b with several bounds, and a scheme has a few bounds.
// Nothing is allocated per comparison. Where an operand is an application's money field held as
// whole minor units (compile/minorFields.ts: seed 003's `pdp_per_capita_pln` in
// `pdp_per_capita_pln / call.national_average_pdp_per_capita_pln`), `qcmpOf` takes it as it is
// held — a JS number of `places` decimals, or a Decimal where the value did not fit — so that no
// Decimal is made for it per application.
import { Decimal, POW10_EXACT, WHOLE, wholeOf } from "./decimal.js";
import { decOfMinor } from "./minor.js";
import { EvaluationError } from "./ops.js";

let lastA: Decimal | undefined;
let lastB: Decimal | undefined;
let an = NaN;
let sa = 0;
let bn = NaN;
let sb = 0;

const MAX = Number.MAX_SAFE_INTEGER;
const BOUNDS = 8;
const boundOf: (Decimal | undefined)[] = new Array<Decimal | undefined>(BOUNDS).fill(undefined);
const boundPlaces = new Int32Array(BOUNDS);
const boundScaled = new Float64Array(BOUNDS);
let nextBound = 0;

/**
 * The sign of (a / b to 34 digits) − k for a = an·10^−sa and b = bn·10^−sb (bn ≠ 0), or NaN where
 * whole numbers cannot decide it. With K = kn·10^−sk: a/b − K = (L − R) / (bn·10^(sa+sk)) where
 * L = an·10^(sb+sk) and R = kn·bn·10^sa. When L and R are safe integers the sign is exact; and
 * rounding a/b to 34 digits cannot reach K, since |a/b − K| ≥ 1/(|bn|·10^(sa+sk)) exceeds the
 * half unit in the 34th digit (≤ |a/b|·10^−33) whenever |L| < 10^33. Which whole numbers stand
 * for a and b does not matter (12345·10^−1 or 123450·10^−2): the argument holds for any.
 */
function wholeSign(an: number, sa: number, bn: number, sb: number, k: Decimal): number {
  if (an !== an || bn !== bn) return NaN;
  let slot = 0;
  while (slot < BOUNDS && boundOf[slot] !== k) slot++;
  if (slot === BOUNDS) {
    slot = nextBound;
    nextBound = (nextBound + 1) % BOUNDS;
    boundOf[slot] = k;
    boundScaled[slot] = wholeOf(k);
    boundPlaces[slot] = WHOLE.places;
  }
  const sk = boundPlaces[slot]!;
  const kn = boundScaled[slot]!;
  if (kn === kn && sb + sk <= 22 && sa <= 22) {
    const l = an * POW10_EXACT[sb + sk]!;
    const kb = kn * bn;
    const r = kb * POW10_EXACT[sa]!;
    if (Math.abs(l) <= MAX && Math.abs(kb) <= MAX && Math.abs(r) <= MAX) {
      const d = l === r ? 0 : l < r ? -1 : 1;
      return bn < 0 ? -d : d;
    }
  }
  return NaN;
}

/** Reads the divisor into bn, sb (again only when it changes: often the call's, a national average). */
function readB(b: Decimal, a: Decimal | number, pa: number): void {
  if (b === lastB) return;
  if (b.isZero()) throw new EvaluationError(`division by zero (${decOfMinor(a, pa).toString()} / 0)`);
  bn = wholeOf(b);
  sb = WHOLE.places;
  lastB = b;
}

function readA(a: Decimal): void {
  if (a === lastA) return;
  an = wholeOf(a);
  sa = WHOLE.places;
  lastA = a;
}

/** The sign of (a / b to 34 digits) − k; refuses a division by zero as `div` does. */
export function qcmp(a: Decimal, b: Decimal, k: Decimal): number {
  readB(b, a, -1);
  readA(a);
  const s = wholeSign(an, sa, bn, sb, k);
  return s === s ? s : a.div(b).cmp(k);
}

/**
 * `qcmp` where an operand may be held as whole minor units: a JS number of `pa` (`pb`) decimals,
 * or a Decimal (its `pa` not read) — the same sign, the same division by zero.
 */
export function qcmpOf(a: Decimal | number, pa: number, b: Decimal | number, pb: number, k: Decimal): number {
  let xn: number;
  let xs: number;
  let yn: number;
  let ys: number;
  if (typeof b === "number") {
    if (b === 0) throw new EvaluationError(`division by zero (${decOfMinor(a, pa).toString()} / 0)`);
    yn = b;
    ys = pb;
  } else {
    readB(b, a, pa);
    yn = bn;
    ys = sb;
  }
  if (typeof a === "number") {
    xn = a;
    xs = pa;
  } else {
    readA(a);
    xn = an;
    xs = sa;
  }
  const s = wholeSign(xn, xs, yn, ys, k);
  return s === s ? s : decOfMinor(a, pa).div(decOfMinor(b, pb)).cmp(k);
}
