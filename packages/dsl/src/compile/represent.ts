// How generated code holds each value: a whole number as a JS number where interval analysis
// bounds it (and every step computing it) within ±(2^53 − 1) — so every operation on it is
// exact — and any other number as a runtime Decimal. `rep` says which; the emitter (expr.ts)
// writes code accordingly. Integer fields are validated as safe integers, so reading one gives a
// number whatever its declared range; a quantifier's variable is held as its list's items are.
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";
import type { Ty } from "../semantics/types.js";

/** How a numeric value is held in generated code: a safe-integer JS number, or a Decimal. */
export type Rep = "num" | "dec" | "other";
export type Range = readonly [bigint, bigint];

const SAFE = 2n ** 53n - 1n;
const FULL: Range = [-SAFE, SAFE];

function safe(r: Range | undefined): Range | undefined {
  return r && r[0] >= -SAFE && r[1] <= SAFE ? r : undefined;
}

function spanKey(s: { start: number; end: number }): string {
  return `${s.start}:${s.end}`;
}

function isWhole(s: string): boolean {
  return /^-?\d+$/.test(s);
}

export class Representation {
  private readonly ranges = new Map<A.Expr, Range | undefined>();
  /** ranges of the criteria's points and their total, when every criterion gives whole numbers */
  private points: { readonly of: ReadonlyMap<string, Range>; readonly total: Range } | undefined;

  /** a quantifier variable's references (by span) → the span of its declaration */
  private readonly variableOf = new Map<string, string>();
  /** how the items of each quantifier variable's list are held, set as the quantifier is emitted */
  private readonly variables = new Map<string, { rep: Rep; range?: Range }>();

  constructor(private readonly m: Model) {
    for (const r of m.refs) if (r.symbol.kind === "variable" && r.symbol.declSpan.end > r.symbol.declSpan.start) this.variableOf.set(spanKey(r.span), spanKey(r.symbol.declSpan));
    this.points = this.pointRanges();
    this.ranges.clear();
  }

  /** The variable a name refers to (a quantifier's), if it is one: it shadows lets, criteria and `total`. */
  private variable(e: A.Expr): { rep: Rep; range?: Range } | undefined {
    if (e.kind !== "name") return undefined;
    const decl = this.variableOf.get(spanKey(e.span));
    return decl === undefined ? undefined : this.variables.get(decl) ?? { rep: "other" };
  }

  /** Declares a quantifier's variable to hold the items of `list` as that list holds them. */
  bind(variable: A.Name, list: A.Expr): void {
    const rep = this.itemRep(list);
    const range = rep === "num" ? this.itemRange(list) : undefined;
    this.variables.set(spanKey(variable.span), { rep, ...(range ? { range } : {}) });
  }

  /** Declares a function's parameter (by the span of its declaration) to be held as `rep`. */
  param(declSpan: { start: number; end: number }, rep: Rep): void {
    this.variables.set(spanKey(declSpan), { rep });
  }

  /** true when points are held as numbers (CompiledScheme.integerPoints) */
  get integerPoints(): boolean {
    return this.points !== undefined;
  }

  /** The range of points a criterion gives, when whole; undefined makes every point a Decimal. */
  criterionRange(c: A.CriterionDecl): Range | undefined {
    const b = c.body;
    const consts = (xs: readonly string[]): Range | undefined => {
      if (!xs.every(isWhole)) return undefined;
      const v = xs.map(BigInt);
      return safe([v.reduce((a, x) => (x < a ? x : a)), v.reduce((a, x) => (x > a ? x : a))]);
    };
    switch (b.kind) {
      case "weighted": {
        const r = this.range(b.score);
        if (!isWhole(b.weight) || !r) return undefined;
        const w = BigInt(b.weight);
        return safe(w >= 0n ? [w * r[0], w * r[1]] : [w * r[1], w * r[0]]);
      }
      case "yesno":
        return consts([b.points || "0", "0"]);
      case "match":
        return consts(b.arms.map((a) => a.points || "0"));
      case "bands":
        return consts(b.bands.map((x) => x.points || "0"));
      case "expr":
        return this.range(b.value);
    }
  }

  private pointRanges(): { of: Map<string, Range>; total: Range } | undefined {
    const of = new Map<string, Range>();
    let total: Range = [0n, 0n];
    for (const [name, c] of this.m.criteria) {
      const r = this.criterionRange(c.decl);
      if (!r) return undefined;
      of.set(name, r);
      total = [total[0] + r[0], total[1] + r[1]];
    }
    const t = safe(total);
    return t ? { of, total: t } : undefined;
  }

  /** The interval of a whole-number expression held as a JS number; undefined for a Decimal. */
  range(e: A.Expr): Range | undefined {
    if (this.ranges.has(e)) return this.ranges.get(e);
    this.ranges.set(e, undefined); // a cycle (never in a checked model) falls back to Decimal
    const r = safe(this.computeRange(e));
    this.ranges.set(e, r);
    return r;
  }

  private computeRange(e: A.Expr): Range | undefined {
    const t = this.type(e);
    // a validated integer field is a safe integer whatever its declared range says
    const declared = (): Range => {
      if (!(t?.k === "integer" && t.lo !== undefined && t.hi !== undefined && isWhole(t.lo) && isWhole(t.hi))) return FULL;
      const lo = BigInt(t.lo);
      const hi = BigInt(t.hi);
      return [lo > -SAFE ? lo : -SAFE, hi < SAFE ? hi : SAFE];
    };
    switch (e.kind) {
      case "number":
        return t?.k === "integer" && isWhole(e.value) ? [BigInt(e.value), BigInt(e.value)] : undefined;
      case "name": {
        const n = e.name.text;
        if (this.m.words.has(e)) return undefined;
        const v = this.variable(e);
        if (v) return v.range;
        if (n === "total" || this.m.criteria.has(n)) {
          // inside a criterion points are not known yet; elsewhere a criterion or the total
          const p = this.points;
          return p ? (n === "total" ? p.total : p.of.get(n)) : undefined;
        }
        // a 'let' is held as its value is (its function returns that)
        const letSym = this.m.lets.get(n);
        if (letSym) return this.range((letSym.node as A.LetDecl).value);
        return t?.k === "integer" ? declared() : undefined;
      }
      case "member":
      case "index":
        return t?.k === "integer" ? declared() : undefined;
      case "unary":
        if (e.op === "not") return undefined;
        {
          const r = this.range(e.operand);
          return r ? [-r[1], -r[0]] : undefined;
        }
      case "binary": {
        if (e.op !== "+" && e.op !== "-" && e.op !== "*") return undefined;
        const a = this.range(e.left);
        const b = this.range(e.right);
        if (!a || !b) return undefined;
        if (e.op === "+") return [a[0] + b[0], a[1] + b[1]];
        if (e.op === "-") return [a[0] - b[1], a[1] - b[0]];
        const ps = [a[0] * b[0], a[0] * b[1], a[1] * b[0], a[1] * b[1]];
        return [ps.reduce((x, y) => (y < x ? y : x)), ps.reduce((x, y) => (y > x ? y : x))];
      }
      case "if": {
        const a = this.range(e.then);
        const b = this.range(e.else);
        return a && b ? [a[0] < b[0] ? a[0] : b[0], a[1] > b[1] ? a[1] : b[1]] : undefined;
      }
      default:
        return undefined;
    }
  }

  /** How the value of `e` is held: a JS number, a Decimal, or not a number at all. */
  rep(e: A.Expr): Rep {
    if (this.range(e)) return "num";
    const v = this.variable(e);
    if (v) return v.rep === "num" ? "dec" : v.rep; // (a number variable has a range, above)
    const t = this.type(e);
    if (e.kind === "name" && (e.name.text === "total" || this.m.criteria.has(e.name.text)) && !this.m.words.has(e)) return "dec";
    return t && (t.k === "integer" || t.k === "decimal" || t.k === "percentage" || t.k === "money") ? "dec" : "other";
  }

  /**
   * How the items of a list are held: a list literal as `emit` builds it (numbers only when every
   * item is a bounded whole number), a 'let' as its value, a field by its element type (a
   * validated integer is a safe integer).
   */
  itemRep(e: A.Expr): Rep {
    if (e.kind === "list") {
      if (e.items.length > 0 && e.items.every((i) => this.rep(i) === "num")) return "num";
      return e.items.some((i) => this.rep(i) !== "other") ? "dec" : "other";
    }
    if (e.kind === "name" && !this.variable(e)) {
      const letSym = this.m.lets.get(e.name.text);
      if (letSym) return this.itemRep((letSym.node as A.LetDecl).value);
    }
    const t = this.type(e);
    if (t?.k !== "list") return "other";
    const el = t.element;
    return el.k === "integer" ? "num" : el.k === "decimal" || el.k === "percentage" || el.k === "money" ? "dec" : "other";
  }

  /** The range of the items of a list whose items are whole numbers held as JS numbers. */
  private itemRange(e: A.Expr): Range {
    if (e.kind === "list") {
      const rs = e.items.map((i) => this.range(i)!);
      return [rs.reduce((a, r) => (r[0] < a ? r[0] : a), SAFE), rs.reduce((a, r) => (r[1] > a ? r[1] : a), -SAFE)];
    }
    if (e.kind === "name" && !this.variable(e)) {
      const letSym = this.m.lets.get(e.name.text);
      if (letSym) return this.itemRange((letSym.node as A.LetDecl).value);
    }
    const t = this.type(e);
    const el = t?.k === "list" ? t.element : undefined;
    if (el?.k === "integer" && el.lo !== undefined && el.hi !== undefined && isWhole(el.lo) && isWhole(el.hi)) {
      const lo = BigInt(el.lo);
      const hi = BigInt(el.hi);
      return [lo > -SAFE ? lo : -SAFE, hi < SAFE ? hi : SAFE];
    }
    return FULL;
  }

  type(e: A.Expr): Ty | undefined {
    return this.m.types.get(e);
  }
}
