// The diagnostic codes of Allot, as data. A code is stable once released: tools and CI
// dashboards key on it. Each code has a page in docs/diagnostics/<code>.md; a test keeps this
// list, the pages and the error corpus in step.

export type Severity = "error" | "warning" | "info";

export interface CodeInfo {
  readonly code: string;
  readonly name: string;
  readonly severity: Severity;
  readonly summary: string;
}

function c(code: string, name: string, severity: Severity, summary: string): CodeInfo {
  return { code, name, severity, summary };
}

export const codes = {
  // Syntax
  AL0101: c("AL0101", "unexpected-character", "error", "A character that cannot start any token of the language."),
  AL0102: c("AL0102", "syntax-error", "error", "The parser expected one thing and found another."),
  AL0103: c("AL0103", "nesting-too-deep", "error", "Expressions or blocks nested deeper than the compiler accepts."),
  // Names
  AL0201: c("AL0201", "unknown-name", "error", "A name that is not declared anywhere in the scheme."),
  AL0202: c("AL0202", "duplicate-declaration", "error", "Two declarations of the same kind share one name."),
  AL0203: c("AL0203", "unknown-field", "error", "A field that the record does not have."),
  AL0204: c("AL0204", "unknown-type", "error", "A type name that the language does not know."),
  AL0205: c("AL0205", "unknown-option", "error", "A word that is not one of the values this place accepts (rounding mode, boundary policy, time unit, ...)."),
  AL0206: c("AL0206", "cyclic-definition", "error", "A derived value that depends on itself."),
  AL0207: c("AL0207", "misplaced-reference", "error", "A name used where its kind of value is not available (points before scoring, an application field in the call)."),
  // Types
  AL0301: c("AL0301", "type-mismatch", "error", "A value of one type where another type is required."),
  AL0302: c("AL0302", "currency-mismatch", "error", "Money in two different currencies combined or compared."),
  AL0303: c("AL0303", "wrong-arguments", "error", "A built-in function called with the wrong number or kind of arguments."),
  AL0304: c("AL0304", "invalid-range", "error", "A range whose bounds are not constants or whose lower bound exceeds its upper bound."),
  AL0305: c("AL0305", "non-exhaustive-match", "error", "A match over an enumeration that leaves members without points, or names a member twice."),
  // Scheme structure and legal checks
  AL0401: c("AL0401", "missing-source", "error", "A rule, criterion, threshold, ordering step or allocation rule that cites no legal source."),
  AL0402: c("AL0402", "maximum-mismatch", "error", "The criteria's maximum points do not add up to the declared maximum."),
  AL0403: c("AL0403", "band-gap", "error", "Bands that leave values of their indicator without points."),
  AL0404: c("AL0404", "band-overlap", "error", "Bands that give one value of their indicator two different results."),
  AL0405: c("AL0405", "unreachable-threshold", "error", "A threshold that no application can reach."),
  AL0406: c("AL0406", "threshold-never-excludes", "warning", "A threshold that every application meets, so it excludes nobody."),
  AL0407: c("AL0407", "tie-chain-can-end-in-tie", "warning", "An ordering whose tie-break chain can leave applications tied with no lottery, unique key or declared unresolved end."),
  AL0408: c("AL0408", "open-choice-undecided", "error", "A choice the law leaves open (boundary policy, tie-break scope, timestamp granularity, time zone, working-day calendar, pro-rata remainder, rounding) that the scheme does not decide."),
  AL0409: c("AL0409", "unused-input", "warning", "An input field that no rule, criterion, ordering, allocation or publication uses."),
  AL0410: c("AL0410", "missing-declaration", "error", "A part every scheme needs (scheme header, application id, an allocation) is missing."),
  AL0411: c("AL0411", "unused-source", "warning", "A legal source that no rule cites."),
  AL0412: c("AL0412", "unreachable-tiebreak-step", "error", "A tie-break step written after 'unresolved', which ends the chain, so the step never applies."),
  AL0413: c("AL0413", "scheme-name-too-long", "error", "A scheme name longer than 64 characters: it becomes file names and the scheme's address in the service."),
  AL0630: c("AL0630", "absent-rule-words", "error", "An 'if absent' rule of a tie-break step spelt otherwise than 'if absent last' or 'if absent unresolved'."),
  AL0631: c("AL0631", "absent-rule-on-ranking-key", "error", "An 'if absent' rule on a key of the ranking itself, whose value every ranked application needs."),
  AL0632: c("AL0632", "absent-rule-undecided", "error", "A tie-break key that can read an absent optional field, with no rule for a tie member without it ('if absent last' or 'if absent unresolved')."),
  AL0633: c("AL0633", "greedy-reading-undecided", "error", "A greedy tie-break step that does not say what counts as placed above: 'ranked above' or 'funded above'."),
  AL0634: c("AL0634", "greedy-step-words", "error", "A greedy tie-break step spelt otherwise than 'by most|least new <list> ranked|funded above'."),
  AL0635: c("AL0635", "greedy-step-misplaced", "error", "A greedy step among the ranking's own keys, or a second greedy step in one tie-break chain."),
  AL0636: c("AL0636", "greedy-step-not-a-list", "error", "A greedy tie-break step over a value that is not a list of texts, enumeration members or whole numbers."),
  AL0430: c("AL0430", "regimes-leave-applications-out", "warning", "Applications that no regime's 'when' claims and no eligibility rule refuses: they would be refused with no reason from the law."),
} as const satisfies Record<string, CodeInfo>;

export type Code = keyof typeof codes;

export const allCodes: readonly CodeInfo[] = Object.values(codes);

export function docUrl(code: string): string {
  return `https://allot.dev/docs/diagnostics/${code}`;
}
