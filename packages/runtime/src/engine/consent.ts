// A partial grant "with the applicant's consent" (`at boundary partial … with consent <field>`,
// docs/language.md §14.1; law32): the walk (step.ts) reads each row's answer; an offer whose
// answer is not recorded leaves the row `indeterminate`, and select.ts tells the clerk so.
import type { InputIssue } from "../validate.js";

/** The start of the reason of an offer of a reduced award not answered (step.ts `offered`). */
export const OFFERED_START = "offered the remaining ";

/**
 * The input warning of an application offered a reduced award whose answer its field does not
 * record: it is `indeterminate`, and the applications after it are decided as if it accepts — a
 * refusal would free what it was offered (docs/language.md §14.1, law32).
 */
export function offerIssue(id: string, why: string): InputIssue {
  const m = /offered the remaining (.+) in part; its answer \((.+)\) is not recorded/.exec(why);
  const field = m?.[2] ?? "";
  return { record: `application ${id}`, id, path: field, expected: "yes or no: the applicant's answer to the offer of a reduced award", found: "no answer", message: `${field}: not recorded: ${id} is offered the reduced award of ${m?.[1] ?? ""} and left indeterminate; the applications after it are decided as if it accepts — record the answer and run again`, severity: "warning" };
}

