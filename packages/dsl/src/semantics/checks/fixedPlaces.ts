// A `let` declared `decimal(n)` (§6.1) prints with exactly n places. When its formula can give
// more places than n, the printed value would be rounded (half-even) while every rule, criterion
// and key that reads the let compares the unrounded value: the published figure and the figure
// the decision used would differ, and the rounding the law prescribes (half up, down …) would be
// replaced by one nobody chose. So the checker asks for the rounding to be written:
// `round(x, n, half_up)` (AL0654, an error).
//
// The places an expression can have are counted from the declared types, never from data: a
// literal has its written places; a field or let declared `decimal(n)` has n; a whole number 0;
// money the places of its currency (inputs are validated to them); + and − the larger of their
// operands; × the sum; `round(x, n, …)` n; `min`, `max`, `if` the larger of their values; `sum`
// of a list its element's places. A division, a mean, a percentage or a decimal declared without
// places can have any number: "unbounded".
import type * as A from "../../ast/nodes.js";
import { writtenPlaces } from "../../ast/roundPlaces.js";
import { diag } from "../../diagnostics/diagnostic.js";
import { isCurrency, minorUnits } from "@allot/runtime";
import type { Model } from "../model.js";
import type { Ty } from "../types.js";
import type { Span } from "../../span.js";

/** Places of a value of type `t` known from the type alone (Infinity: unbounded). */
function placesOfType(t: Ty | undefined): number {
  if (!t) return Infinity;
  if (t.k === "integer") return 0;
  if (t.k === "keyed") return placesOfType(t.value); // a group's cap per key: each figure's places
  if (t.k === "decimal") return t.places ?? Infinity;
  if (t.k === "money") return isCurrency(t.currency) ? minorUnits(t.currency) : Infinity;
  return Infinity;
}

function written(value: string): number {
  const dot = value.indexOf(".");
  return dot < 0 ? 0 : value.length - dot - 1;
}

/** A field declared with places that are themselves wrong (`decimal(19)`, AL0301): not counted again. */
function misdeclared(m: Model, at: Span): boolean {
  const r = m.refs.find((x) => x.span.start === at.start && x.span.end === at.end);
  const node = r?.symbol.node as A.FieldDecl | undefined;
  return !!node && (r!.symbol.kind === "app-field" || r!.symbol.kind === "call-field" || r!.symbol.kind === "field") && node.type?.kind === "named" && !!node.type.arg;
}

/**
 * The most decimal places `e` can have (Infinity when not bounded by its types). `vars`: the places
 * of the variables in scope that no type bounds (a stage's `left`, whole in an allocation of places).
 */
export function placesOf(m: Model, e: A.Expr, seen: Set<string> = new Set(), vars?: ReadonlyMap<string, number>): number {
  switch (e.kind) {
    case "number":
      return written(e.value);
    case "money":
      return written(e.value);
    case "name": {
      const v = vars?.get(e.name.text);
      if (v !== undefined) return v;
      const l = m.lets.get(e.name.text);
      if (l && !m.appFields.has(e.name.text)) {
        const t = l.type;
        if (t?.k === "decimal" && t.places !== undefined) return t.places;
        if (seen.has(e.name.text)) return Infinity;
        seen.add(e.name.text);
        return placesOf(m, (l.node as A.LetDecl).value, seen, vars);
      }
      const p = placesOfType(m.types.get(e));
      return p === Infinity && misdeclared(m, e.name.span) ? 0 : p;
    }
    case "member": {
      const p = placesOfType(m.types.get(e));
      return p === Infinity && misdeclared(m, e.name.span) ? 0 : p;
    }
    case "unused": // what an earlier stage left of its budget: whole where `left` is (placesShares.ts)
      return vars?.get("left") ?? placesOfType(m.types.get(e));
    case "unary":
      return placesOf(m, e.operand, seen, vars);
    case "binary":
      if (e.op === "+" || e.op === "-") return Math.max(placesOf(m, e.left, seen, vars), placesOf(m, e.right, seen, vars));
      if (e.op === "*") return placesOf(m, e.left, seen, vars) + placesOf(m, e.right, seen, vars);
      return Infinity;
    case "if":
      return Math.max(placesOf(m, e.then, seen, vars), placesOf(m, e.else, seen, vars));
    case "callfn": {
      const a = e.args;
      if (e.fn.text === "round" && writtenPlaces(a[1]?.value) !== undefined) return Math.max(0, writtenPlaces(a[1]!.value)!);
      if (e.fn.text === "power" && a[2]?.value.kind === "number") return Number(a[2].value.value);
      if (e.fn.text === "abs" && a.length === 1) return placesOf(m, a[0]!.value, seen, vars);
      if (e.fn.text === "count") return 0;
      if ((e.fn.text === "min" || e.fn.text === "max" || e.fn.text === "sum") && a.length === 1 && a[0]!.body) return placesOf(m, a[0]!.body, seen, vars);
      if ((e.fn.text === "min" || e.fn.text === "max") && a.length > 1) return Math.max(...a.map((x) => placesOf(m, x.value, seen, vars)));
      return placesOfType(m.types.get(e));
    }
    default:
      return placesOfType(m.types.get(e));
  }
}

export function fixedPlaces(m: Model): void {
  for (const [name, sym] of m.lets) {
    const decl = sym.node as A.LetDecl;
    const t = sym.type;
    if (!decl.type || t?.k !== "decimal" || t.places === undefined) continue;
    const places = placesOf(m, decl.value, new Set([name]));
    if (places <= t.places) continue;
    const found = places === Infinity ? "a value whose places are not bounded (a division, a mean, a percentage or a decimal declared without places)" : `a value with up to ${places} places`;
    m.diagnostics.push(
      diag("AL0654", decl.value.span, `expected a value with at most the ${t.places} places '${name}' is declared with (decimal(${t.places})), found ${found}`, {
        hint: `round it as the law says, for example round(…, ${t.places}, half_up): otherwise the published value is rounded half-even while the decision reads the unrounded one`,
      }),
    );
  }
}
