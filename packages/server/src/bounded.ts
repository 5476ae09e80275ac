// Bounds on the work and the answer of one invalid request. A 1 MiB body of empty applications
// holds 1.7 million issues: validating them all took seconds and gigabytes, and listing them all
// made a 370 MB answer. Here validation stops once MAX_ERRORS errors are found (it runs over
// growing prefixes of the applications, so the work is at most about twice that of the prefix
// where the limit was reached), and an answer lists the first MAX_REPORTED issues and counts the
// rest. Only the public runtime API is used (validateInput), so issues keep the runtime's record
// names and indexes.
import { validateInput, type CompiledScheme, type InputIssue } from "@allot/runtime";
import { ServiceError } from "./errors.js";

/** Validation of a request stops at this many errors. */
export const MAX_ERRORS = 1000;
/** An answer lists at most this many issues (errors first); `issuesOmitted` counts the rest. */
export const MAX_REPORTED = 100;
/** Lists up to this long are validated whole by the evaluation itself, without a first pass. */
const FIRST_PREFIX = 1024;

const count = (n: number) => n.toLocaleString("en-US");

/** What an answer lists of `issues`: the first MAX_REPORTED, errors first; `omitted` counts the rest. */
export function reported(issues: readonly InputIssue[]): { readonly listed: readonly InputIssue[]; readonly omitted: number } {
  const listed = [...issues.filter((i) => i.severity === "error"), ...issues.filter((i) => i.severity !== "error")].slice(0, MAX_REPORTED);
  return { listed, omitted: issues.length - listed.length };
}

/** The invalid_input error of a list of issues: the first MAX_REPORTED (errors first), the rest counted. */
export function refusal(issues: readonly InputIssue[], stopped?: { readonly after: number; readonly of: number }): ServiceError {
  const errors = issues.filter((i) => i.severity === "error");
  const { listed, omitted } = reported(issues);
  const where = stopped ? ` (validation stopped at ${count(MAX_ERRORS)} errors, after ${count(stopped.after)} of ${count(stopped.of)} applications: there may be more)` : "";
  const shown = omitted > 0 ? `; the first ${count(listed.length)} issues are listed, ${count(omitted)} more are not` : "";
  const n = errors.length;
  const message = `${stopped ? "at least " : ""}${count(n)} error${n === 1 ? "" : "s"} in the input${where}${shown}; nothing was run`;
  return new ServiceError("invalid_input", message, { issues: listed, issuesOmitted: omitted, validationStopped: !!stopped });
}

/**
 * Throws the refusal of an input with MAX_ERRORS errors or more among its first applications,
 * validating prefixes of 1,024, 2,048, … applications; returns when every prefix shorter than
 * the whole list has fewer (the evaluation then validates the whole list itself).
 */
export function refuseEarly(scheme: CompiledScheme, call: unknown, applications: unknown): void {
  if (!Array.isArray(applications)) return;
  for (let n = FIRST_PREFIX; n < applications.length; n *= 2) {
    const v = validateInput(scheme, { call, applications: applications.slice(0, n) });
    let errors = 0;
    for (const i of v.issues) if (i.severity === "error") errors++;
    if (errors >= MAX_ERRORS) throw refusal(v.issues, { after: n, of: applications.length });
  }
}
