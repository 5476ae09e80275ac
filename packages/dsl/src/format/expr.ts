// Printing of expressions and types. Parentheses are not nodes of the AST: they are put back where
// the precedence needs them (or < and < not < comparison and in < + - < × / < unary minus), and
// around the operand of `not` unless it is a name, a member or a presence test; and those the
// drafter wrote where they clarify are kept (drafter23's finding 9, docs/language.md §8.1): around
// an `and` inside an `or`, and around an operator's right operand of `-` or `/`. A pair is written
// when the node's span (which the parser widens to its parentheses) begins before its left operand's.
// Chains of `and`, `or`, `+` and `-` form one group each, broken before each operator. A list of
// short items (names, numbers, texts, amounts, dates) and an enumeration too long for one line
// fill their lines up to the width, as prettier prints an array of numbers: one member a line
// made 32 countries 32 lines, and an `if` chain's one broken list looked unlike the next.
import type { Doc } from "prettier";
import type * as A from "../ast/nodes.js";
import { conditionalGroup, fill, group, hardline, indent, join, line, softline } from "./builders.js";
import type { Source } from "./context.js";
import { enumMembers } from "./enumMembers.js";

const ATOM = 8;
const ENUM_WIDTH = 80;
const TOP = 0;

function precedence(e: A.Expr): number {
  switch (e.kind) {
    case "binary":
      return binaryPrecedence(e.op);
    case "unary":
      return e.op === "not" ? 3 : 7;
    case "if":
    case "quantifier":
      return 0;
    default:
      return ATOM;
  }
}

function binaryPrecedence(op: A.BinaryOp): number {
  if (op === "or") return 1;
  if (op === "and") return 2;
  if (op === "+" || op === "-") return 5;
  if (op === "*" || op === "/") return 6;
  return 4;
}

/** The canonical spelling of an operator: `×` for multiplication (as the seeds write it), ASCII otherwise. */
function opText(op: A.BinaryOp): string {
  return op === "*" ? "×" : op;
}

/** `e`, in parentheses when its precedence is below `min`, or when `keepWritten` and the drafter wrote them. */
export function expr(src: Source, e: A.Expr, min = TOP, keepWritten = false): Doc {
  const d = bare(src, e);
  return precedence(e) < min || (keepWritten && written(e)) ? ["(", d, ")"] : d;
}

/** Whether the drafter wrote parentheses around this operator's expression. */
function written(e: A.Expr): boolean {
  return e.kind === "binary" && e.span.start < e.left.span.start;
}

/** Whether parentheses written around `operand` of an `op` clarify and are kept: an `and` in an
 * `or`, and any operator's expression right of a `-` or `/`. */
function clarifies(op: A.BinaryOp, operand: A.Expr, right: boolean): boolean {
  if (operand.kind !== "binary") return false;
  if (op === "or") return operand.op === "and";
  return right && (op === "-" || op === "/");
}

function bare(src: Source, e: A.Expr): Doc {
  switch (e.kind) {
    case "binary":
      return binary(src, e);
    case "unary":
      return e.op === "not" ? ["not ", expr(src, e.operand, ATOM)] : ["-", expr(src, e.operand, 7)];
    case "presence":
      return [expr(src, e.operand, ATOM), e.negated ? " is not present" : " is present"];
    case "member":
      return [expr(src, e.object, ATOM), ".", e.name.text];
    case "index":
      // a figure by two keys: `call.limit[size, band]`, as written
      if (e.second && e.object.kind === "index") return [expr(src, e.object.object, ATOM), "[", expr(src, e.object.key), ", ", expr(src, e.key), "]"];
      return [expr(src, e.object, ATOM), "[", expr(src, e.key), "]"];
    case "if":
      return conditional(src, e);
    case "quantifier":
      return group([e.q, " ", e.variable.text, " in ", expr(src, e.list, 5), ":", indent([line, expr(src, e.body)])]);
    case "list":
      return list(e.items.map((i) => expr(src, i)), "[", "]", e.items.every(short));
    case "callfn":
      // `w in funded`: the outcome's set written bare (ast/buildExpr.ts reads it as a call)
      if (e.args.length === 0 && !src.slice(e.span).includes("(")) return e.fn.text;
      return [e.fn.text, list(e.args.map((a) => argument(src, a)), "(", ")")];
    default:
      return literal(src, e);
  }
}

function literal(src: Source, e: A.Expr): Doc {
  switch (e.kind) {
    case "money":
      return [e.value, " ", e.currency.text];
    case "percent":
      return [e.value, "%"];
    case "root":
      return e.root;
    case "name":
      return e.name.text;
    case "unused":
      return ["unused ", e.stage.text];
    case "bool":
      return e.value ? "true" : "false";
    default:
      // numbers, strings, dates: exactly as written
      return unparen(src.slice(e.span));
  }
}

/** A literal's text without the parentheses that belong to its span. */
function unparen(s: string): string {
  let t = s.trim();
  while (t.startsWith("(") && t.endsWith(")")) t = t.slice(1, -1).trim();
  return t;
}

/** A chain `a op b op c` of one precedence, as one group broken before the operators. */
function binary(src: Source, e: A.Binary): Doc {
  const p = binaryPrecedence(e.op);
  const rest: Doc[] = [];
  let left: A.Expr = e;
  while (left.kind === "binary" && binaryPrecedence(left.op) === p) {
    // `and`, `or`, `+` and `-` chains break before their operators (an outer chain's group breaks
    // first, so a long `year(x) × 12 + month(x)` breaks at `+` before inside a call's brackets);
    // a comparison and a product stay on one line
    rest.unshift([p <= 2 || p === 5 ? line : " ", opText(left.op), " ", expr(src, left.right, p + 1, clarifies(left.op, left.right, true))]);
    left = left.left;
  }
  return group([expr(src, left, p, clarifies(e.op, left, false)), indent(rest)]);
}

/**
 * `if … then … else …`, and a chain `if … then … else if … then … else …`, as ONE group: on one
 * line when the whole fits, or else each arm (`if … then …`, `else if … then …`, `else …`) at the
 * start of its own line, all at one level — flat, not a staircase of `then` and `else if` lines
 * (drafter23's finding 9). An arm too long for its line breaks before its `then`, one level in.
 * Where the chain follows other text on its line (`when if …`), its `else` lines are one level in.
 */
function conditional(src: Source, e: A.Conditional): Doc {
  const [first, ...rest] = ifArms(src, e);
  return group([first, indent(rest)]);
}

/** The arms of an `if` chain, each after the line that breaks before it (the first: none). */
function ifArms(src: Source, e: A.Conditional): Doc[] {
  const arm = (word: string, c: A.Conditional) => group([word, expr(src, c.cond), indent([line, "then ", expr(src, c.then)])]);
  const arms: Doc[] = [arm("if ", e)];
  let rest: A.Expr = e.else;
  while (rest.kind === "if") {
    arms.push([line, arm("else if ", rest)]);
    rest = rest.else;
  }
  arms.push([line, "else ", expr(src, rest)]);
  return arms;
}

/**
 * A value after `=` (a let's, a function's body). An `if` chain is on the `=`'s line when it all
 * fits there; else it starts on the next line, one level in, every arm at that level — a plain
 * `if … then … else …` on one line there when it fits, a chain with an `else if` an arm a line.
 */
export function valueAfterEquals(src: Source, e: A.Expr): Doc {
  if (e.kind !== "if") return [" ", expr(src, e)];
  if (e.else.kind !== "if") return group(indent([line, group(ifArms(src, e))]));
  // a chain of more than one condition off the `=`'s line: an arm a line
  return conditionalGroup([[" ", group(ifArms(src, e))], indent([hardline, group(ifArms(src, e), { shouldBreak: true })])]);
}

function argument(src: Source, a: A.Argument): Doc {
  if (a.variable && a.list && a.body) return [a.distinct ? "distinct " : "", a.variable.text, " in ", expr(src, a.list, 5), ": ", expr(src, a.body), a.weight ? [" ", a.weightWord?.text ?? "weighted", " by ", expr(src, a.weight)] : ""];
  return expr(src, a.value);
}

/** A literal or a name: an item a list fills its lines with. */
function short(e: A.Expr): boolean {
  return e.kind === "name" || e.kind === "number" || e.kind === "string" || e.kind === "money" || e.kind === "percent" || e.kind === "date" || e.kind === "datetime" || e.kind === "bool";
}

/** `a, b, c` filling each line up to the width, a line broken only between two items. */
function filled(items: Doc[]): Doc {
  const parts: Doc[] = [];
  items.forEach((d, i) => {
    if (i > 0) parts.push(line);
    parts.push(i < items.length - 1 ? [d, ","] : d);
  });
  return fill(parts);
}

/** `[a, b, c]` on one line, or, when it does not fit, one item per line — or lines filled with `fill`'s short items. */
function list(items: Doc[], open = "[", close = "]", fillLines = false): Doc {
  if (!items.length) return [open, close];
  return group([open, indent([softline, fillLines ? filled(items) : join([",", line], items)]), softline, close]);
}

// ── types ─────────────────────────────────────────────────────────────────

export function typeExpr(src: Source, t: A.TypeExpr, record: (r: A.RecordType) => Doc): Doc {
  switch (t.kind) {
    case "named": {
      // a quantity's unit after the places: decimal(2, ha) (§6.4)
      const arg = t.arg ? ["(", src.slice(t.arg.span), t.unit ? [", ", src.slice(t.unit.span)] : "", ")"] : "";
      // a range's step after it, one space either side of the word (`in 0..5 step 0.5`)
      const r = t.range;
      const bounds = r ? src.slice(r.stepSpan ? { start: r.span.start, end: r.stepSpan.start } : r.span).replace(/\s+/g, "") : "";
      const step = r?.stepSpan ? ` step ${src.slice(r.stepSpan).replace(/^step/, "").replace(/\s+/g, "")}` : "";
      const range = r ? [" in ", bounds, step] : "";
      return [t.name.text, arg, range, t.key ? [" by ", typeExpr(src, t.key, record), t.key2 ? [", ", typeExpr(src, t.key2, record)] : ""] : ""];
    }
    case "record":
      return record(t);
    case "enum": {
      // on one line unless the enum alone is longer than ENUM_WIDTH (a trailing description does
      // not count); else its members fill the lines between the braces — one a line where they
      // have titles (`old_town "Old Town"`, the title as written)
      // a comment between its braces: one member a line, the comment by its member (enumMembers.ts)
      if (t.members.length > 0 && src.hasComment(t.span)) return ["enum ", enumMembers(src, t.members, t.span.end)];
      const items = t.members.map((m) => (m.titleSpan ? `${m.text} ${src.slice(m.titleSpan)}` : m.text));
      const flat = `enum { ${items.join(", ")} }`;
      if (flat.length <= ENUM_WIDTH) return flat;
      if (t.members.some((m) => m.titleSpan)) return ["enum {", indent([hardline, join([",", hardline], items)]), hardline, "}"];
      return ["enum {", indent([hardline, filled(items)]), hardline, "}"];
    }
    case "list":
      return ["list of ", typeExpr(src, t.element, record)];
    case "draw":
      return t.key ? ["draw by ", typeExpr(src, t.key, record)] : "draw";
    default:
      return src.slice(t.span);
  }
}
