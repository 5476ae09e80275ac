// round(value, places, mode): the rounding the law prescribes, to a number of decimal places, or
// with negative places to a multiple of 10, 100, … ("rounded down to whole hundreds": -2).
import type * as A from "../../ast/nodes.js";
import { writtenPlaces } from "../../ast/roundPlaces.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import type { Context } from "../typecheck.js";
import { DECIMAL, ERROR, INTEGER, isNumeric, roundingModes, show, showFound, type Ty } from "../types.js";
import { arity, type BuiltinHost } from "./host.js";
import { interval } from "../checks/intervals.js";

/** The most places before the point a rounding goes to: round(x, -18, mode) rounds to a multiple of 10^18. */
const MOST_BEFORE = 18;

/**
 * Checks the `places` and `mode` arguments shared by round and power; true when both are well
 * formed. `step`: negative places are allowed (round, to a multiple of 10^-places); power's places
 * are decimal places only.
 */
export function checkPlacesAndMode(h: BuiltinHost, places: A.Expr, mode: A.Expr, form: string, step = false): boolean {
  let ok = true;
  const n = writtenPlaces(places);
  const written = h.m.text.slice(places.span.start, places.span.end);
  if (n === undefined || (places.kind !== "number" && !step)) {
    h.report("AL0303", places.span, `expected the number of decimal places as a whole number, found '${written}'`, {
      hint: step ? `give the number of places, not the step: ${form} rounds to the cent, round(x, -2, down) down to a multiple of 100` : `give the number of places, not the step: ${form} rounds to the cent`,
    });
    ok = false;
  } else if (n < -MOST_BEFORE) {
    h.report("AL0303", places.span, `expected at most ${MOST_BEFORE} places before the point, found '${written}'`, { hint: "round(x, -2, down) rounds down to a multiple of 100, round(x, -3, down) to a multiple of 1000" });
    ok = false;
  } else {
    h.set(places, INTEGER);
    if (places.kind === "unary") h.set(places.operand, INTEGER);
  }
  if (mode.kind !== "name" || !(roundingModes as readonly string[]).includes(mode.name.text)) {
    const w = mode.kind === "name" ? mode.name.text : "this";
    h.report("AL0205", mode.span, `expected a rounding mode (${roundingModes.join(", ")}), found '${w}'`, { hint: (mode.kind === "name" ? didYouMean(mode.name.text, roundingModes) : undefined) ?? `write the mode the law prescribes, for example ${form}` });
    ok = false;
  } else {
    h.m.words.add(mode);
    h.set(mode, { k: "word", word: mode.name.text });
  }
  return ok;
}

export function checkRound(h: BuiltinHost, e: A.CallExpr, ctx: Context): Ty {
  if (!arity(h, e, ctx, 3, 3, "round(value, places, half_up)")) return ERROR;
  const args = e.args;
  const vt = h.argExpr(args[0]!, ctx);
  checkPlacesAndMode(h, args[1]!.value, args[2]!.value, "round(x, 2, half_up)", true);
  if (!(isNumeric(vt) || vt.k === "money" || vt.k === "error")) h.report("AL0303", args[0]!.span, `round needs a number or an amount, found ${show(vt)}`, { hint: "round the amount or number the law computes, for example round(requested * 90%, 2, half_up)" });
  if (vt.k === "error") return ERROR;
  const currency = vt.k === "money" ? vt.currency : undefined;
  // the range of the rounded value (language.md §7.3): the bounds of the value's range rounded
  // the same way — every mode is monotone, so round(x, 1, down) of x in 1..4 lies in 1..4, and
  // round(x, 1, up) of x in 0.95..4.05 in 1.0..4.1. A let computed so carries it to the proofs
  // (AL0402, AL0405/AL0406) and to its declared range (letRange.ts).
  const iv = interval(h.m, e);
  const range = iv ? { lo: iv.lo.toString(), hi: iv.hi.toString() } : {};
  return currency !== undefined ? { k: "money", currency, ...range } : iv ? { k: "decimal", ...range } : DECIMAL;
}

/**
 * floor(x), ceil(x): the whole number at or below x (at or above it), a whole number (integer) —
 * what a count computed from a share needs ("10% of the students, rounded down": `floor(10% ×
 * call.students)`, a number of grants). round(x, 0, down) stays a decimal, as every round does:
 * its type is the value's, whatever its places. An amount has no floor here: rounding money to
 * whole units keeps it money (round(x, 0, floor)).
 */
export function checkFloorCeil(h: BuiltinHost, e: A.CallExpr, ctx: Context): Ty {
  const fn = e.fn.text;
  if (!arity(h, e, ctx, 1, 1, `${fn}(x)`)) return ERROR;
  const vt = h.argExpr(e.args[0]!, ctx);
  if (vt.k === "error") return ERROR;
  if (!isNumeric(vt)) {
    const money = vt.k === "money";
    h.report("AL0303", e.args[0]!.span, `${fn} needs a number, found ${showFound(e.args[0]!.value, vt)}`, { hint: money ? `an amount rounded to whole units stays an amount: write round(x, 0, ${fn === "floor" ? "floor" : "ceiling"})` : `${fn} gives the whole number ${fn === "floor" ? "at or below" : "at or above"} a number, for example ${fn}(10% * call.students)` });
    return ERROR;
  }
  const iv = interval(h.m, e);
  return iv ? { k: "integer", lo: iv.lo.toString(), hi: iv.hi.toString() } : INTEGER;
}
