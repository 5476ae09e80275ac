// Interval arithmetic over constant bounds: the smallest and largest value an expression can
// take, from literals and the declared ranges of its inputs. Used to prove what the law states
// as facts (criteria add up to the maximum, a threshold is reachable).
import { Decimal } from "decimal.js";
import type * as A from "../../ast/nodes.js";
import type { Model } from "../model.js";
import { percentToDecimal } from "../declare.js";

/** quotients of bounds to more digits than any grant scheme's points carry */
const Exact = Decimal.clone({ precision: 60 });
/** decimal.js's rounding constant for each of the language's rounding modes */
const modes: Record<string, Decimal.Rounding> = { up: 0, down: 1, ceiling: 2, floor: 3, half_up: 4, half_down: 5, half_even: 6 };

export interface Interval {
  readonly lo: Decimal;
  readonly hi: Decimal;
}

export function constant(e: A.Expr): Decimal | undefined {
  if (e.kind === "number" || e.kind === "money") return new Decimal(e.value);
  if (e.kind === "percent") return new Decimal(percentToDecimal(e.value));
  if (e.kind === "unary" && e.op === "-") {
    const v = constant(e.operand);
    return v?.neg();
  }
  return undefined;
}

export function interval(m: Model, e: A.Expr): Interval | undefined {
  const c = constant(e);
  if (c) return { lo: c, hi: c };
  if (e.kind === "name" || e.kind === "member") {
    const t = m.types.get(e);
    if (t && (t.k === "integer" || t.k === "decimal" || t.k === "percentage" || t.k === "money") && t.lo !== undefined && t.hi !== undefined) {
      return { lo: new Decimal(t.lo), hi: new Decimal(t.hi) };
    }
    if (e.kind === "name") {
      const crit = m.criteria.get(e.name.text);
      if (crit && crit.min !== undefined && crit.max !== undefined) return { lo: new Decimal(crit.min), hi: new Decimal(crit.max) };
      if (e.name.text === "total") return totalInterval(m);
    }
    return undefined;
  }
  if (e.kind === "binary" && (e.op === "+" || e.op === "-" || e.op === "*")) {
    const a = interval(m, e.left);
    const b = interval(m, e.right);
    if (!a || !b) return undefined;
    if (e.op === "+") return { lo: a.lo.plus(b.lo), hi: a.hi.plus(b.hi) };
    if (e.op === "-") return { lo: a.lo.minus(b.hi), hi: a.hi.minus(b.lo) };
    const ps = [a.lo.times(b.lo), a.lo.times(b.hi), a.hi.times(b.lo), a.hi.times(b.hi)];
    return { lo: Decimal.min(...ps), hi: Decimal.max(...ps) };
  }
  if (e.kind === "binary" && e.op === "/") {
    // a division by a constant other than zero scales the bounds ("1 point per full 10 members")
    const a = interval(m, e.left);
    const d = constant(e.right);
    if (!a || !d || d.isZero()) return undefined;
    // the runtime divides to 34 significant digits: the bounds are rounded outward to them, so
    // that a quotient rounded at run time never lies outside the range proven here
    const ps = [Exact.div(a.lo, d), Exact.div(a.hi, d)];
    return { lo: Decimal.min(...ps).toSignificantDigits(34, Decimal.ROUND_FLOOR), hi: Decimal.max(...ps).toSignificantDigits(34, Decimal.ROUND_CEIL) };
  }
  if (e.kind === "callfn") return callInterval(m, e);
  if (e.kind === "if") {
    const a = interval(m, e.then);
    const b = interval(m, e.else);
    if (!a || !b) return undefined;
    return { lo: Decimal.min(a.lo, b.lo), hi: Decimal.max(a.hi, b.hi) };
  }
  return undefined;
}

/** The built-ins whose bounds follow from their arguments' — `min(a, b)` and `max(a, b)` (a cap
 * "with a maximum of 5 points"), `round(x, n, mode)` (every mode is monotone, so the bounds round
 * the same way) and `abs(x)`. The forms over a list (`min(x in list: …)`) are not bounded here. */
/** More places than any scheme's values carry; decimal.js throws past 1e9. */
const MAX_ROUND_PLACES = 100;

function callInterval(m: Model, e: A.CallExpr): Interval | undefined {
  const fn = e.fn.text;
  if (m.functions.has(fn) || e.args.some((a) => a.variable || a.list || a.body || a.weight)) return undefined;
  if ((fn === "min" || fn === "max") && e.args.length >= 2) {
    const b = bounds(m, e);
    return b.lo && b.hi ? { lo: b.lo, hi: b.hi } : undefined;
  }
  if (fn === "round" && e.args.length === 3) {
    const a = interval(m, e.args[0]!.value);
    const places = constant(e.args[1]!.value);
    const modeArg = e.args[2]!.value;
    const mode = modeArg.kind === "name" ? modes[modeArg.name.text] : undefined;
    // more places than a decimal can hold bound nothing here (decimal.js refuses them): unbounded
    if (!a || !places || !places.isInteger() || places.abs().gt(MAX_ROUND_PLACES) || mode === undefined) return undefined;
    // negative places: to a multiple of 10^-places (round(x, -2, down): of 100), the bounds alike
    const to = (x: Decimal): Decimal => (places.isNeg() ? x.div(Decimal.pow(10, places.neg())).toDecimalPlaces(0, mode).mul(Decimal.pow(10, places.neg())) : x.toDecimalPlaces(places.toNumber(), mode));
    return { lo: to(a.lo), hi: to(a.hi) };
  }
  if ((fn === "floor" || fn === "ceil") && e.args.length === 1) {
    const a = interval(m, e.args[0]!.value);
    const mode = fn === "floor" ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL;
    return a ? { lo: a.lo.toDecimalPlaces(0, mode), hi: a.hi.toDecimalPlaces(0, mode) } : undefined;
  }
  if (fn === "abs" && e.args.length === 1) {
    const a = interval(m, e.args[0]!.value);
    if (!a) return undefined;
    const lo = a.lo.isNeg() && a.hi.isPos() ? new Decimal(0) : Decimal.min(a.lo.abs(), a.hi.abs());
    return { lo, hi: Decimal.max(a.lo.abs(), a.hi.abs()) };
  }
  return undefined;
}

/** One end of a range may be known without the other: `min(x, 50)` is at most 50 whatever `x`
 * is, and `max(0, min(x, 50))` therefore lies in 0..50 (§11: the range follows min and max; a
 * cap "zusammen auf höchstens 50 Punkte" over inputs without declared ranges). */
interface Bounds {
  readonly lo?: Decimal;
  readonly hi?: Decimal;
}

function bounds(m: Model, e: A.Expr): Bounds {
  if (e.kind === "callfn" && (e.fn.text === "min" || e.fn.text === "max") && e.args.length >= 2 && !m.functions.has(e.fn.text) && !e.args.some((a) => a.variable || a.list || a.body || a.weight)) {
    const bs = e.args.map((a) => bounds(m, a.value));
    const los = bs.map((b) => b.lo);
    const his = bs.map((b) => b.hi);
    const known = (xs: (Decimal | undefined)[]): Decimal[] => xs.filter((x): x is Decimal => x !== undefined);
    const all = (xs: (Decimal | undefined)[]): Decimal[] | undefined => (xs.every((x) => x !== undefined) ? (xs as Decimal[]) : undefined);
    if (e.fn.text === "min") {
      // the smallest is at most the least known upper bound; at least the least lower bound if all are known
      const h = known(his);
      const l = all(los);
      return { lo: l ? Decimal.min(...l) : undefined, hi: h.length ? Decimal.min(...h) : undefined };
    }
    const l = known(los);
    const h = all(his);
    return { lo: l.length ? Decimal.max(...l) : undefined, hi: h ? Decimal.max(...h) : undefined };
  }
  if (e.kind === "name" || e.kind === "member") {
    const t = m.types.get(e);
    if (t && (t.k === "integer" || t.k === "decimal" || t.k === "percentage" || t.k === "money") && (t.lo !== undefined || t.hi !== undefined) && interval(m, e) === undefined) {
      return { lo: t.lo !== undefined ? new Decimal(t.lo) : undefined, hi: t.hi !== undefined ? new Decimal(t.hi) : undefined };
    }
  }
  const iv = interval(m, e);
  return iv ? { lo: iv.lo, hi: iv.hi } : {};
}

/** Is every criterion written in the file in the model? One refused for its name (a duplicate,
 * 'total') leaves the sum of points unknown, and nothing can be proven about it. */
export function allCriteriaKnown(m: Model): boolean {
  return m.file.declarations.every((d) => d.kind !== "criterion" || m.criteria.get(d.name.text)?.decl === d);
}

export function totalInterval(m: Model): Interval | undefined {
  if (!allCriteriaKnown(m)) return undefined;
  let lo = new Decimal(0);
  let hi = new Decimal(0);
  for (const c of m.criteria.values()) {
    if (c.min === undefined || c.max === undefined) return undefined;
    lo = lo.plus(c.min);
    hi = hi.plus(c.max);
  }
  return { lo, hi };
}

/** Fills in each criterion's min and max points where they can be proven. */
export function criterionRanges(m: Model): void {
  for (const c of m.criteria.values()) {
    const b = c.decl.body;
    let iv: Interval | undefined;
    switch (b.kind) {
      case "weighted": {
        const s = interval(m, b.score);
        const w = b.weight ? new Decimal(b.weight) : undefined;
        if (s && w) iv = { lo: Decimal.min(s.lo.times(w), s.hi.times(w)), hi: Decimal.max(s.lo.times(w), s.hi.times(w)) };
        break;
      }
      case "yesno":
        if (b.points) iv = { lo: Decimal.min(0, b.points), hi: Decimal.max(0, b.points) };
        break;
      case "match":
      case "bands": {
        const pts = (b.kind === "match" ? b.arms.map((a) => a.points) : b.bands.map((x) => x.points)).filter((p) => p !== "").map((p) => new Decimal(p));
        if (pts.length) iv = { lo: Decimal.min(...pts), hi: Decimal.max(...pts) };
        break;
      }
      case "expr":
        iv = interval(m, b.value);
        break;
    }
    if (iv) {
      c.min = iv.lo.toString();
      c.max = iv.hi.toString();
    }
  }
}
