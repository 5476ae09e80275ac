// Which optional field of the application an expression fails on first, wherever it is absent.
// An expression that reads an optional field compiles to `ops.need(e.a["f"], "f")`, which
// throws the field's MissingValue where the field is absent; the engine turns its message into
// the reason. Where the analysis below proves that, with `f` absent, every evaluation of the
// expression throws `f`'s MissingValue before anything else can throw or decide, the compiled
// spec names `f` (`needs`), and the engine takes that same MissingValue without calling the
// expression (runtime ops.lacks): the same evaluator and the same reason, no exception thrown.
// A conditional whose condition is a presence test of an optional field of the application
// (`if f is present then … else …`, or `is not present`) whose branches fail first on different
// fields (or one on a field, the other on none known) names the test and each branch's need
// (runtime `Needs`): the engine tests the field as the compiled `is present` does and takes the
// branch's need, so the branch decided is the one the expression would take.
// The analysis is conservative: anything it does not know is "unknown" and keeps the throw.
import type { Needs } from "@allot/runtime";
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";
import { isOutcomeAggregate } from "../semantics/checks/outcome.js";
import { isPeersAggregate } from "./aggregateSpecs.js";

/**
 * "safe": evaluating it never throws; `{ field }`: with `field` absent it throws that field's
 * MissingValue first; `{ ifPresent }`: the branch the presence of `ifPresent` takes decides (each
 * branch's need, undefined where none is known); "unknown": none of these is known
 */
type First = "safe" | "unknown" | { readonly field: string } | { readonly ifPresent: string; readonly then: Need | undefined; readonly else: Need | undefined };
type Need = Exclude<First, "safe" | "unknown">;

/** builtin functions whose compiled call evaluates every argument, in place, before it can fail */
const PLAIN_CALLS = new Set(["min", "max", "abs", "date_of", "round", "floor", "ceil"]);

/**
 * The top-level optional field of the application that `e` fails on first on every path where
 * it is absent (module comment), or undefined where there is none or the analysis cannot tell.
 * `held`: the reads the compiler emits without `need` (minor units, minorFields.ts): unknown.
 */
export function firstNeed(m: Model, e: A.Expr, held: (x: A.Expr) => boolean): Needs | undefined {
  const r = new NeedAnalysis(m, held).first(e);
  return typeof r === "object" ? needs(r) : undefined;
}

/** The runtime's form of a need: a field's name, or the presence test with its branches' needs. */
function needs(n: Need): Needs {
  if ("field" in n) return n.field;
  return { ifPresent: n.ifPresent, ...(n.then ? { then: needs(n.then) } : {}), ...(n.else ? { else: needs(n.else) } : {}) };
}

class NeedAnalysis {
  private readonly visiting = new Set<string>();
  constructor(
    private readonly m: Model,
    private readonly held: (x: A.Expr) => boolean,
  ) {}

  first(e: A.Expr): First {
    switch (e.kind) {
      case "number":
      case "percent":
      case "money":
      case "string":
      case "bool":
      case "date":
      case "datetime":
      case "root":
        return "safe";
      case "list":
        return this.all(e.items);
      case "name":
        return this.name(e);
      case "member":
        // `call.x` of a required parameter; every other member read (nested records, paths
        // named from the root) is left to the evaluator
        if (this.held(e)) return "unknown";
        if (e.object.kind === "root" && e.object.root === "call") {
          const c = this.m.callFields.get(e.name.text);
          return c && !(c.node as A.FieldDecl).optional ? "safe" : "unknown";
        }
        return "unknown";
      case "unary":
        return this.first(e.operand);
      case "binary":
        // `and`, `or`: the right side may not be evaluated; only the left one is read first
        if (e.op === "and" || e.op === "or") {
          const l = this.first(e.left);
          return typeof l === "object" ? l : "unknown";
        }
        return this.all([e.left, e.right]);
      case "presence":
        return this.rawSafe(e.operand) ? "safe" : "unknown";
      case "if": {
        const c = this.first(e.cond);
        if (typeof c === "object") return c;
        if (c !== "safe") return "unknown";
        const t = this.first(e.then);
        const f = this.first(e.else);
        if (t === "safe" && f === "safe") return "safe";
        if (typeof t === "object" && typeof f === "object" && "field" in t && "field" in f && t.field === f.field) return t;
        // the branch a presence test takes decides which field is needed first
        const tested = this.presenceOf(e.cond);
        if (tested === undefined || (typeof t !== "object" && typeof f !== "object")) return "unknown";
        const [yes, no] = tested.present ? [t, f] : [f, t];
        // where the field is present, a need of that field never gives a MissingValue: none
        const then = typeof yes === "object" && !("field" in yes && yes.field === tested.field) ? yes : undefined;
        const otherwise = typeof no === "object" ? no : undefined;
        return then === undefined && otherwise === undefined ? "unknown" : { ifPresent: tested.field, then, else: otherwise };
      }
      case "callfn":
        if (isPeersAggregate(e) || isOutcomeAggregate(e as A.Expr) || !PLAIN_CALLS.has(e.fn.text)) return "unknown";
        if (e.args.some((a) => a.variable !== undefined || a.weight !== undefined)) return "unknown";
        return this.all(e.args.map((a) => a.value));
      default:
        return "unknown";
    }
  }

  /**
   * Operands evaluated before the operation that combines them, in whatever order: safe when
   * each is; a field's when each is safe or fails first on that same field (so whichever is
   * evaluated first, the first to throw throws that field's MissingValue); else unknown.
   */
  private all(xs: readonly A.Expr[]): First {
    const failing: Need[] = [];
    for (const x of xs) {
      const r = this.first(x);
      if (r === "safe") continue;
      if (r === "unknown") return "unknown";
      failing.push(r);
    }
    // one operand that can fail (the rest never throw): its need, a conditional one too
    if (failing.length <= 1) return failing[0] ?? "safe";
    const field = failing.every((r) => "field" in r && r.field === (failing[0] as { field: string }).field);
    return field ? failing[0]! : "unknown";
  }

  /**
   * The optional field of the application `cond` tests the presence of (`f is present`, `f is
   * not present`, under any number of `not`s), read as the compiled test reads it
   * (`e.a["f"] !== undefined`); undefined for any other condition.
   */
  private presenceOf(cond: A.Expr): { field: string; present: boolean } | undefined {
    if (cond.kind === "unary" && cond.op === "not") {
      const inner = this.presenceOf(cond.operand);
      return inner && { field: inner.field, present: !inner.present };
    }
    if (cond.kind !== "presence" || cond.operand.kind !== "name" || this.held(cond.operand)) return undefined;
    const n = cond.operand.name.text;
    if (this.m.words.has(cond.operand) || n === "total" || this.m.criteria.has(n) || this.m.lets.has(n) || n in Object.prototype) return undefined;
    const f = this.m.appFields.get(n);
    return f && (f.node as A.FieldDecl).optional ? { field: n, present: !cond.negated } : undefined;
  }

  private name(e: A.NameRef): First {
    const n = e.name.text;
    if (this.m.words.has(e)) return "safe";
    if (n === "total" || this.m.criteria.has(n)) return "safe";
    const l = this.m.lets.get(n);
    if (l) {
      if (this.visiting.has(n)) return "unknown";
      this.visiting.add(n);
      try {
        return this.first((l.node as A.LetDecl).value);
      } finally {
        this.visiting.delete(n);
      }
    }
    const f = this.m.appFields.get(n);
    if (f) {
      if (this.held(e)) return "unknown";
      if (!(f.node as A.FieldDecl).optional) return "safe";
      // a name Object.prototype has is read as an own property (expr.ts `read`): left to the evaluator
      return n in Object.prototype ? "unknown" : { field: n };
    }
    const c = this.m.callFields.get(n);
    return c ? "safe" : "unknown";
  }

  /** `x` under `is present`: a field or a chain of members read without `need`, never throwing */
  private rawSafe(x: A.Expr): boolean {
    if (x.kind === "root") return true;
    if (x.kind === "name") return this.m.appFields.has(x.name.text) || this.m.callFields.has(x.name.text);
    return x.kind === "member" && this.rawSafe(x.object);
  }
}
