// Invalid input: the error `evaluate` throws (listing every issue), and the call-level values
// (budget, boundary policy, quota limits) whose failure is an error of the input, not a reason.
import { EvaluationError } from "./ops.js";
import type { InputIssue } from "./validate.js";

export class InvalidInput extends Error {
  constructor(readonly issues: readonly InputIssue[]) {
    super(`the input has ${issues.filter((i) => i.severity === "error").length} error(s)`);
    this.name = "InvalidInput";
  }
}

/** A value of the whole call (budget, boundary policy): its failure is an error in the input. */
export function callValue<T>(what: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (!(e instanceof EvaluationError)) throw e;
    throw new InvalidInput([{ record: "call", path: what, expected: `a call that gives the ${what}`, found: e.message, message: `the ${what} cannot be computed from the call: ${e.message}`, severity: "error" }]);
  }
}
