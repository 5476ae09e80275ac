// Which values a check's explanation tells in points (split from explainValues.ts, words31): a
// criterion, the total, and since words31 a let the scheme computes from them — a sum or a
// difference of points, points scaled by a constant, their round, min, max or mean ("the merit
// score: 69.3 points", drafter30's finding 4: §12 "each with its unit") — and the plain numbers a
// comparison sets against points (`total >= bar`: "bar: 50 points").
import type * as A from "../ast/nodes.js";
import type { ExplainEmit } from "./explainValues.js";

export const COMPARISONS: ReadonlySet<A.BinaryOp> = new Set(["<", "<=", ">", ">=", "=", "!="]);

/** the functions whose value is in the unit of their arguments: points in, points out */
const SAME_UNIT: ReadonlySet<string> = new Set(["round", "round_up", "round_down", "floor", "ceil", "min", "max", "mean", "median", "trimmed_mean", "sum"]);

/** Whether `x` is a criterion or the total (a value in points as it is read). */
export const criterionOrTotal = (e: ExplainEmit, x: A.Expr): boolean => x.kind === "name" && !e.m.words.has(x) && (x.name.text === "total" || e.m.criteria.has(x.name.text));

/** Whether `x` names a let whose value is points: computed only from points, by sums, weights and the functions of one unit; never a let typed a percentage (mendwords31). */
export function pointsLet(e: ExplainEmit, x: A.Expr): boolean {
  if (x.kind !== "name" || e.m.words.has(x)) return false;
  const l = e.m.lets.get(x.name.text);
  return l !== undefined && !percentLet(e, x, l.node as A.LetDecl) && inPoints(e, (l.node as A.LetDecl).value, new Set([x.name.text]));
}

/** Whether the let `l` (named by `x`) is a percentage: declared so (`: percentage`), or valued so. */
const percentLet = (e: ExplainEmit, x: A.Expr, l: A.LetDecl): boolean =>
  (l.type?.kind === "named" && l.type.name.text === "percentage") || e.m.types.get(x)?.k === "percentage" || e.m.types.get(l.value)?.k === "percentage";

/** A constant of a scale: a number, a percentage written or of the call (`0.5 × c1`, `40% × c2`). */
const constant = (e: ExplainEmit, y: A.Expr): boolean => y.kind === "number" || y.kind === "percent" || e.m.types.get(y)?.k === "percentage";

/** A weight: a constant below 100 or 100% (`0.6 × c1`, `40% × c2`, `2 × c3`); `× 100` or `× 100%` turns a share of the maximum into a percentage, which is not points (review31's W1). */
const weight = (e: ExplainEmit, y: A.Expr): boolean => constant(e, y) && !((y.kind === "number" || y.kind === "percent") && Number(y.value) >= 100);

/** Whether the value of `x` is in points (`lets`: the lets on the way, against a cycle the checker reports). */
function inPoints(e: ExplainEmit, x: A.Expr, lets: Set<string>): boolean {
  switch (x.kind) {
    case "name": {
      if (criterionOrTotal(e, x)) return true;
      const l = e.m.words.has(x) || lets.has(x.name.text) ? undefined : e.m.lets.get(x.name.text);
      return l !== undefined && !percentLet(e, x, l.node as A.LetDecl) && inPoints(e, (l.node as A.LetDecl).value, new Set([...lets, x.name.text]));
    }
    case "unary":
      return x.op === "-" && inPoints(e, x.operand, lets);
    case "binary":
      if (x.op === "+" || x.op === "-") return inPoints(e, x.left, lets) && inPoints(e, x.right, lets);
      if (x.op === "*") return (weight(e, x.left) && inPoints(e, x.right, lets)) || (weight(e, x.right) && inPoints(e, x.left, lets));
      if (x.op === "/") return constant(e, x.right) && inPoints(e, x.left, lets);
      return false;
    case "list":
      return x.items.length > 0 && x.items.every((i) => inPoints(e, i, lets));
    case "callfn": {
      if (!SAME_UNIT.has(x.fn.text) || e.m.functions.has(x.fn.text)) return false;
      // round's places, a mean's trim: the first argument carries the unit, or each of min's and max's
      const values = x.fn.text.startsWith("round") || x.fn.text === "trimmed_mean" ? x.args.slice(0, 1) : x.args;
      return values.length > 0 && values.every((a) => !a.variable && inPoints(e, a.value, lets));
    }
    default:
      return false;
  }
}

/** The texts of the plain numbers in `x` that a comparison sets against points (`out`). */
export function pointsSides(e: ExplainEmit, x: A.Expr, out: Set<string>): void {
  const isPoints = (y: A.Expr): boolean => criterionOrTotal(e, y) || pointsLet(e, y) || (y.kind === "binary" && (y.op === "+" || y.op === "-") && isPoints(y.left) && isPoints(y.right));
  // the numbers of a side measured in points: a name or member of a plain number type, through sums, a factor and a divisor that are constants
  const mark = (y: A.Expr): void => {
    if (y.kind === "name" || y.kind === "member") {
      const k = e.m.types.get(y)?.k;
      if (!criterionOrTotal(e, y) && (k === "integer" || k === "decimal")) out.add(e.text(y.span));
    } else if (y.kind === "unary") mark(y.operand);
    else if (y.kind === "if") {
      mark(y.then);
      mark(y.else);
    } else if (y.kind === "binary") {
      if (y.op === "+" || y.op === "-") {
        mark(y.left);
        mark(y.right);
      } else if (y.op === "*") {
        if (constant(e, y.left)) mark(y.right);
        else if (constant(e, y.right)) mark(y.left);
      } else if (y.op === "/" && constant(e, y.right)) mark(y.left);
    }
  };
  if (x.kind === "binary" && COMPARISONS.has(x.op)) {
    if (isPoints(x.left)) mark(x.right);
    else if (isPoints(x.right)) mark(x.left);
    return;
  }
  if (x.kind === "binary") {
    pointsSides(e, x.left, out);
    pointsSides(e, x.right, out);
  } else if (x.kind === "unary") pointsSides(e, x.operand, out);
  else if (x.kind === "if") {
    pointsSides(e, x.cond, out);
    pointsSides(e, x.then, out);
    pointsSides(e, x.else, out);
  }
}
