// The step of a range (`decimal in 0..5 step 0.5`, docs/language.md §6), checked where a type is
// declared (declare.ts resolveNamed), and refused on the type of a `let` or a function; and a
// percent read as an exact decimal, which the range's bounds and its step both need.
import type * as A from "../ast/nodes.js";
import { diag } from "../diagnostics/diagnostic.js";
import type { Model } from "./model.js";
import { Decimal } from "@allot/runtime";

/** A percent as written ("75") as an exact decimal string ("0.75"). */
export function pct(v: string): string {
  // "75" percent → "0.75" as an exact decimal string
  const neg = v.startsWith("-");
  const digits = neg ? v.slice(1) : v;
  const [i = "0", f = ""] = digits.split(".");
  const padded = i.padStart(3, "0");
  const whole = padded.slice(0, -2).replace(/^0+(?=\d)/, "");
  const frac = (padded.slice(-2) + f).replace(/0+$/, "");
  return (neg ? "-" : "") + whole + (frac ? "." + frac : "");
}

/**
 * The step of a range (`decimal in 0..5 step 0.5`, §6): the values the input may hold are the low
 * bound and each step above it up to the high one, checked where the input is read. Refused
 * (AL0304, at the step) where it means nothing: zero or below, a fraction on an integer, one that
 * does not divide the range, a percentage's without '%', on a type without numbers (its range is
 * refused already). Undefined where refused or where the range itself is.
 */
export function stepOf(m: Model, n: string, range: A.RangeExpr, complete: boolean, lo: string | undefined, hi: string | undefined): string | undefined {
  const at = range.stepSpan ?? range.span;
  const written = m.text.slice(at.start, at.end);
  if (!["integer", "decimal", "percentage", "money"].includes(n)) return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(range.step!)) return undefined;
  if (n === "percentage" && !range.stepPercent) {
    m.diagnostics.push(diag("AL0304", at, `expected the step of a percentage written with '%', found '${written}'`, { hint: `write it as a percentage, for example 'step ${range.step}%'` }));
    return undefined;
  }
  if (n !== "percentage" && range.stepPercent) {
    m.diagnostics.push(diag("AL0304", at, `expected the step of ${n === "integer" ? "an" : "a"} ${n} as a plain number, found '${written}'`, { hint: `write it without '%': 'step ${range.step}'` }));
    return undefined;
  }
  const value = range.stepPercent ? pct(range.step!) : range.step!;
  const step = new Decimal(value);
  if (!step.gt(0)) {
    m.diagnostics.push(diag("AL0304", at, `expected a step above zero, found '${written}'`, { hint: "write the difference between two neighbouring values the law allows, such as 'step 0.5' for half points" }));
    return undefined;
  }
  if (n === "integer" && !step.isInteger()) {
    m.diagnostics.push(diag("AL0304", at, `expected a whole-number step for an integer, found '${written}'`, { hint: "declare the field 'decimal in …' if its values can have fractions" }));
    return undefined;
  }
  if (!complete || lo === undefined || hi === undefined) return undefined;
  if (!new Decimal(hi).minus(lo).mod(step).isZero()) {
    m.diagnostics.push(diag("AL0304", at, `expected a step that divides the range ${range.low}..${range.high}, found '${written}': the high bound is not a whole number of steps above the low one`, { hint: "write the step the law gives between two neighbouring values, and bounds that are values of it" }));
    return undefined;
  }
  return step.toFixed();
}

/** A step written on the type of a `let` or a function (`what`): refused, as it is checked only where the input is read (AL0304). */
export function stepOnlyOnInput(m: Model, t: A.TypeExpr | undefined, what: string): void {
  const named = t?.kind === "list" ? t.element : t;
  if (named?.kind !== "named" || !named.range?.stepSpan) return;
  m.diagnostics.push(diag("AL0304", named.range.stepSpan, `expected a step only on the range of a call parameter or an application field, found one on ${what}`, { hint: "remove the step: it is checked where the input is read; write it on the field the value comes from" }));
}
