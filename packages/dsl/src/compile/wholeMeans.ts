// Bands over a difference of two rounded means compared as whole numbers (seed 003's criterion 2,
// `bands powiat_mean - voivodeship_mean { above 0 … exactly 0 … below 0 … }`, whose lets are
// `if call.unemployment_comparison = rounded_1dp then round(mean(…), 1, half_up) else mean(…)`).
// emit.ts compiles a band over a − b whose every bound is zero as `ops.dcmp(da, db)`. Where both
// operands are, directly or through a let, `round(mean(list), p, mode)` — or an `if` with such an
// arm — with the same p, each is also read as the whole number m of 10^−p its rounded mean is
// (runtime `ops.roundMeanWhole`, NaN on an arm that is not one and wherever `roundMean` leaves
// its path in doubles). Two such numbers compare as the Decimals `roundMean` makes of them, so the
// bands are decided by comparing them; a NaN on either side, or no band met, takes the Decimal
// path as before. The whole-number reading evaluates the same code as the let up to the rounding
// (the condition, the list) and never throws there, so an error is the one the Decimal path
// throws first.
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";
import type { ExprEmitter } from "./expr.js";
import { outcomeLet } from "./outcome.js";

/** Code reading an operand as a whole number of 10^−places (or NaN). */
export interface WholeRead {
  readonly code: string;
  readonly places: number;
}

/** Kinds of expression emitted without registering anything (no aggregates, no bodies). */
const PLAIN = new Set(["binary", "unary", "member", "root", "name", "number", "string", "bool", "presence", "percent"]);

function plain(e: A.Expr): boolean {
  switch (e.kind) {
    case "binary":
      return plain(e.left) && plain(e.right);
    case "unary":
      return plain(e.operand);
    case "presence":
      return plain(e.operand);
    case "member":
      return plain(e.object);
    default:
      return PLAIN.has(e.kind);
  }
}

export class WholeMeans {
  private readonly lets = new Map<string, WholeRead | undefined>();

  constructor(
    private readonly m: Model,
    private readonly x: ExprEmitter,
    /** declares `const <name> = <value>;` at module level and gives the name */
    private readonly declare: (value: string) => string,
  ) {}

  /** Both operands of a − b read as whole numbers of the same places; else undefined. */
  pair(a: A.Expr, b: A.Expr): [WholeRead, WholeRead] | undefined {
    const wa = this.read(a, 0);
    const wb = wa && this.read(b, 0);
    return wa && wb && wa.places === wb.places ? [wa, wb] : undefined;
  }

  private read(e: A.Expr, depth: number): WholeRead | undefined {
    if (depth > 8) return undefined;
    if (e.kind === "callfn" && e.fn.text === "round") return this.rounded(e);
    if (e.kind === "if") {
      if (!plain(e.cond)) return undefined;
      const t = this.read(e.then, depth + 1);
      const f = this.read(e.else, depth + 1);
      if ((!t && !f) || (t && f && t.places !== f.places)) return undefined;
      const cond = this.x.emit(e.cond);
      // the let's own code, so that the condition read here is the one it reads
      if (this.x.emitAs(e, "dec") !== `(${cond} ? ${this.x.emitAs(e.then, "dec")} : ${this.x.emitAs(e.else, "dec")})`) return undefined;
      return { code: `(${cond} ? ${t?.code ?? "NaN"} : ${f?.code ?? "NaN"})`, places: (t ?? f)!.places };
    }
    if (e.kind === "name") return this.letRead(e, depth);
    return undefined;
  }

  private rounded(e: A.CallExpr): WholeRead | undefined {
    const [x, p, mode] = e.args;
    if (!x || !p || e.args.length > 3 || p.value.kind !== "number" || !p.value.integer || (mode && mode.value.kind !== "name")) return undefined;
    const inner = x.value;
    if (inner.kind !== "callfn" || inner.fn.text !== "mean" || inner.args.length !== 1 || inner.args[0]!.variable || !plain(inner.args[0]!.value)) return undefined;
    const code = this.x.emitAs(e, "dec");
    const head = "ops.roundMean(";
    if (!code.startsWith(head)) return undefined;
    return { code: `ops.roundMeanWhole(${code.slice(head.length)}`, places: Number(p.value.value) };
  }

  /** A let's whole-number reading, declared once: per call when the let reads only the call. */
  private letRead(e: A.NameRef, depth: number): WholeRead | undefined {
    const name = e.name.text;
    const l = this.m.lets.get(name);
    if (!l || this.m.letRanges?.has(name) || outcomeLet(this.m, name)) return undefined;
    if (this.x.emitAs(e, "dec") !== `L[${JSON.stringify(name)}](e)`) return undefined;
    if (this.lets.has(name)) return this.lets.get(name);
    this.lets.set(name, undefined);
    const r = this.read((l.node as A.LetDecl).value, depth + 1);
    if (!r) return undefined;
    const fn = `(e) => ${r.code}`;
    const w = { code: `${this.declare(this.m.callOnly.has(name) ? `ops.perCall(${fn})` : fn)}(e)`, places: r.places };
    this.lets.set(name, w);
    return w;
  }
}
