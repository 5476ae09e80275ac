// What a built-in function's check may use of the type checker: the model, reporting, typing of
// its arguments. Each family of built-ins (builtins/*.ts) checks its calls through this, so a new
// built-in is a new module registered in builtins/index.ts, and typecheck.ts does not grow.
import type * as A from "../../ast/nodes.js";
import type { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import type { Context } from "../typecheck.js";
import { ERROR, isNumeric, unitOf, unitsClash, type Ty } from "../types.js";

export interface BuiltinHost {
  readonly m: Model;
  report(code: Parameters<typeof diag>[0], s: A.Node["span"], message: string, extra?: Parameters<typeof diag>[3]): void;
  /** records the type of an expression in the model */
  set(e: A.Expr, t: Ty): Ty;
  expr(e: A.Expr, ctx: Context): Ty;
  /** types an argument that must be a plain value (not `x in list: ...`) */
  argExpr(a: A.Argument, ctx: Context): Ty;
  /** the element type of a list argument or of a comprehension `x in list: value` */
  aggregateElement(a: A.Argument, ctx: Context, fn: string): Ty;
}

/** Checks one call of a built-in function and gives the type of its value. */
export type BuiltinCheck = (h: BuiltinHost, e: A.CallExpr, ctx: Context) => Ty;

/** Checks the number of arguments; on a wrong count reports AL0303, types the arguments, and answers false. */
export function arity(h: BuiltinHost, e: A.CallExpr, ctx: Context, lo: number, hi: number, form: string): boolean {
  const args = e.args;
  if (args.length < lo || args.length > hi) {
    h.report("AL0303", e.span, `${e.fn.text} takes ${lo === hi ? lo : `${lo} to ${hi}`} argument${hi === 1 ? "" : "s"}, found ${args.length}`, { hint: `write ${form}` });
    for (const a of args) h.argExpr(a, ctx);
    return false;
  }
  return true;
}

/** The common type of two branches, widening integer to decimal. */
export function unify(a: Ty, b: Ty): Ty | undefined {
  if (a.k === "error") return b;
  if (b.k === "error") return a;
  if (a.k === "datetime" && b.k === "datetime") return a.zone === "*" ? b : b.zone === "*" || a.zone === b.zone ? a : undefined;
  // a quantity's unit (§6.4): two units never join; a plain number joins either
  if (unitsClash(a, b)) return undefined;
  const unit = unitOf(a) ?? unitOf(b);
  const u = unit !== undefined ? { unit } : {};
  if (a.k === b.k && a.k !== "money" && a.k !== "enum" && a.k !== "record" && a.k !== "list") return a.k === "integer" || a.k === "decimal" ? { k: a.k, ...u } : a.k === "percentage" ? { k: a.k } : a;
  if (isNumeric(a) && isNumeric(b)) return { k: "decimal", ...u };
  if (a.k === "money" && b.k === "money" && a.currency === b.currency) return { k: "money", currency: a.currency };
  if (a.k === "enum" && b.k === "enum") return a;
  if (a.k === "list" && b.k === "list") return a;
  return undefined;
}

export { ERROR };

/** What each function that is undefined on an empty list says of it (the run's reason, ops.ts and jury.ts). */
const EMPTY: Readonly<Record<string, string>> = {
  mean: "the mean of an empty list is undefined",
  min: "the minimum of an empty list is undefined",
  max: "the maximum of an empty list is undefined",
  median: "the median of an empty list of scores is undefined",
  trimmed_mean: "the mean of an empty list of scores is undefined",
};

/**
 * AL0303 where `fn` (mean, min, max, median, trimmed_mean) reads a list written empty — `[]`,
 * through the lets that name it — so that every application would get the run-time reason "the
 * median of an empty list of scores is undefined". True when reported.
 */
export function emptyList(h: BuiltinHost, fn: string, a: A.Argument, ctx: Context): boolean {
  const list = a.variable && a.list ? a.list : a.value;
  if (!writtenEmpty(h.m, list, ctx.vars, new Set())) return false;
  const text = h.m.text.slice(list.span.start, list.span.end).replace(/\s+/g, " ");
  h.report("AL0303", list.span, `expected a list that can hold values, found ${text === "[]" ? "the empty list []" : `'${text}', which is always empty`}: ${EMPTY[fn] ?? `${fn} of an empty list is undefined`}, for every application`, {
    hint: "give the list the law's values: a field of the application (a jury's scores) or of the call, or write the values out",
  });
  return true;
}

/** `[]`, an `if` whose every value is one, a let whose value is one, or a call of a `define` whose value is one; `vars`: the names in scope that are no let. */
function writtenEmpty(m: Model, e: A.Expr, vars: { has(name: string): boolean } | undefined, seen: Set<string>): boolean {
  if (e.kind === "list") return e.items.length === 0;
  if (e.kind === "if") return writtenEmpty(m, e.then, vars, seen) && writtenEmpty(m, e.else, vars, seen);
  if (e.kind === "callfn") {
    // a define's body reads only its parameters (no lets): a name in it is one of them
    const f = m.functions.get(e.fn.text)?.node as A.FunctionDecl | undefined;
    if (!f || seen.has(`define ${e.fn.text}`)) return false;
    seen.add(`define ${e.fn.text}`);
    return writtenEmpty(m, f.body, new Set(f.params.map((p) => p.name.text)), seen);
  }
  if (e.kind !== "name" || vars?.has(e.name.text) || seen.has(e.name.text)) return false;
  const l = m.lets.get(e.name.text);
  if (!l || m.appFields.has(e.name.text)) return false;
  seen.add(e.name.text);
  return writtenEmpty(m, (l.node as A.LetDecl).value, undefined, seen);
}
