// Interval arithmetic over constant bounds: the smallest and largest value an expression can
// take, from literals and the declared ranges of its inputs. Used to prove what the law states
// as facts (criteria add up to the maximum, a threshold is reachable).
import { Decimal } from "decimal.js";
import type * as A from "../../ast/nodes.js";
import type { Model } from "../model.js";
import { percentToDecimal } from "../declare.js";

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
  if (e.kind === "if") {
    const a = interval(m, e.then);
    const b = interval(m, e.else);
    if (!a || !b) return undefined;
    return { lo: Decimal.min(a.lo, b.lo), hi: Decimal.max(a.hi, b.hi) };
  }
  return undefined;
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
