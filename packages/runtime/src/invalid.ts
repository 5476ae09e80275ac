// Invalid input: the error `evaluate` throws (listing every issue), and the call-level values
// (budget, boundary policy, quota limits) whose failure — or, for an amount, a value below
// zero — is an error of the input, not a reason.
import { EvaluationError } from "./ops.js";
import { Decimal } from "./decimal.js";
import type { InputIssue } from "./validate.js";

export class InvalidInput extends Error {
  constructor(readonly issues: readonly InputIssue[]) {
    super(`the input has ${issues.filter((i) => i.severity === "error").length} error(s)`);
    this.name = "InvalidInput";
  }
}

/** The call values that are amounts to give out: below zero, they are an error in the input. */
const AMOUNT_TO_GIVE = /^(budget|limit of the quota )/;

/** How a negative amount is named in its input error: the expression the scheme writes for it ("call.budget") and its value in words with the unit ("-1.00 EUR"). */
export interface AmountShown {
  readonly text?: string;
  readonly show: (v: Decimal) => string;
}

/**
 * A value of the whole call (budget, quota limits, boundary policy): its failure is an error in
 * the input, and so is a budget or a quota limit below zero (negative zero is zero). `shown` names
 * a negative amount as the scheme writes it and words its value as the results do ("the budget
 * call.budget is -1.00 EUR"); without it, the value is printed as a number.
 */
export function callValue<T>(what: string, f: () => T, shown?: AmountShown): T {
  let v: T;
  try {
    v = f();
  } catch (e) {
    if (!(e instanceof EvaluationError)) throw e;
    throw new InvalidInput([{ record: "call", path: what, expected: `a call that gives the ${what}`, found: e.message, message: `the ${what} cannot be computed from the call: ${e.message}`, severity: "error" }]);
  }
  if (AMOUNT_TO_GIVE.test(what) && v instanceof Decimal && v.isNeg()) {
    if (v.isZero()) return v.abs() as T;
    if (shown) {
      const value = shown.show(v);
      // "the budget call.budget is …", "the budget of the stage 'first' (call.first - call.kept) is …"
      const text = shown.text ? (what.includes(" ") ? ` (${shown.text})` : ` ${shown.text}`) : "";
      throw new InvalidInput([{ record: "call", path: what, expected: `a ${what} of zero or more`, found: value, message: `the ${what}${text} is ${value}: a call cannot give out less than nothing`, severity: "error" }]);
    }
    throw new InvalidInput([{ record: "call", path: what, expected: `a ${what} of zero or more`, found: v.toString(), message: `the ${what} is negative (${v.toString()}): a call cannot give out less than nothing`, severity: "error" }]);
  }
  return v;
}
