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
  AL0104: c("AL0104", "word-of-the-language-as-name", "error", "A word of the language (a keyword) where a name is read: a let, criterion, rule or source named by it, or a field declared with it read by its bare name."),
  AL0660: c("AL0660", "unknown-escape", "error", "A backslash in a string before a character that is not one of the escapes \\\" \\\\ \\n \\t \\u{…}, or \\u{…} with no character's code point."),
  AL0661: c("AL0661", "control-character-in-quoted-text", "error", "A line break, a tab or another control character in a text the reasons, explanations and notices quote: a title, the name of the budget's money, a description, a label, a reason, a citation's part."),
  // Names
  AL0201: c("AL0201", "unknown-name", "error", "A name that is not declared anywhere in the scheme."),
  AL0202: c("AL0202", "duplicate-declaration", "error", "Two declarations of the same kind share one name."),
  AL0203: c("AL0203", "unknown-field", "error", "A field that the record does not have."),
  AL0204: c("AL0204", "unknown-type", "error", "A type name that the language does not know."),
  AL0205: c("AL0205", "unknown-option", "error", "A word that is not one of the values this place accepts (rounding mode, boundary policy, time unit, ...)."),
  AL0206: c("AL0206", "cyclic-definition", "error", "A derived value that depends on itself."),
  AL0207: c("AL0207", "misplaced-reference", "error", "A name used where its kind of value is not available (points before scoring, an application field in the call)."),
  AL0208: c("AL0208", "field-named-proto", "warning", "An input field named '__proto__' (or a figure per key with a member so named): a JavaScript object literal sets the prototype instead, so a service cannot give it."),
  // Types
  AL0301: c("AL0301", "type-mismatch", "error", "A value of one type where another type is required."),
  AL0302: c("AL0302", "currency-mismatch", "error", "Money in two different currencies combined or compared."),
  AL0303: c("AL0303", "wrong-arguments", "error", "A built-in function called with the wrong number or kind of arguments."),
  AL0304: c("AL0304", "invalid-range", "error", "A range whose bounds are not constants or whose lower bound exceeds its upper bound."),
  AL0305: c("AL0305", "non-exhaustive-match", "error", "A match over an enumeration that leaves members without points, or names a member twice."),
  AL0306: c("AL0306", "unit-without-meaning", "error", "A quantity's unit that means nothing: empty, malformed, or on a type that has no unit."),
  // Scheme structure and legal checks
  AL0401: c("AL0401", "missing-source", "error", "A rule, criterion, threshold, ordering step or allocation rule that cites no legal source."),
  AL0402: c("AL0402", "maximum-mismatch", "error", "The criteria's maximum points do not add up to the declared maximum."),
  AL0403: c("AL0403", "band-gap", "error", "Bands that leave values of their indicator without points."),
  AL0404: c("AL0404", "band-overlap", "error", "Bands that give one value of their indicator two different results."),
  AL0405: c("AL0405", "unreachable-threshold", "error", "A threshold that no application can reach."),
  AL0406: c("AL0406", "threshold-never-excludes", "warning", "A threshold that every application meets, so it excludes nobody."),
  AL0407: c("AL0407", "tie-chain-can-end-in-tie", "warning", "An ordering whose tie-break chain can leave applications tied with no lottery, unique key or declared unresolved end."),
  AL0408: c("AL0408", "open-choice-undecided", "error", "A choice the law leaves open (boundary policy, tie-break scope, timestamp granularity, time zone, working-day calendar, month-end rule of a date count, pro-rata remainder, what a minimum grant frees, rounding) that the scheme does not decide."),
  AL0409: c("AL0409", "unused-input", "warning", "An input field that no rule, criterion, ordering, allocation or publication uses."),
  AL0410: c("AL0410", "missing-declaration", "error", "A part every scheme needs (scheme header, application id, an allocation, a ranking where an order can change an outcome) is missing."),
  AL0411: c("AL0411", "unused-source", "warning", "A legal source that no rule cites."),
  AL0412: c("AL0412", "unreachable-tiebreak-step", "error", "A tie-break step written after 'unresolved', which ends the chain, so the step never applies."),
  AL0413: c("AL0413", "scheme-name-too-long", "error", "A scheme name longer than 64 characters: it becomes file names and the scheme's address in the service."),
  AL0414: c("AL0414", "unknown-header-key", "warning", "A key in the scheme header other than version, language and timezone: kept as documentation, it changes nothing (a misspelt 'language' leaves the explanations in English)."),
  AL0415: c("AL0415", "unknown-act-key", "warning", "A key in an act other than identifier and language: kept as documentation, it changes nothing (a misspelt 'identifier' leaves the act's number out of the editor's hover on a citation, a misspelt 'language' the quoted text's language out of the notices)."),
  AL0416: c("AL0416", "all-equal-ranking", "error", "A ranking that opens with two words other than 'all equal', or that writes 'all equal' with an ordering key or a tie-break: 'all equal' says the law ranks none of the candidates."),
  AL0426: c("AL0426", "cap-bounds-cross", "warning", "A criterion's cap whose lower bound is above its upper bound ('max(min(x, 10), 20)'): the criterion gives the same points whatever it reads."),
  AL0427: c("AL0427", "weights-almost-one", "warning", "Weights of a scheme whose every criterion is weighted that add up to almost 1 but not exactly (0.4 + 0.3 + 0.2999), so the total is no weighted score on the criteria's scale, or a weight of 0."),
  AL0424: c("AL0424", "language-without-catalogue", "warning", "A scheme's 'language' that Allot has no catalogue of sentences for: its explanations, notices and report come out in English around the scheme's own titles and texts."),
  AL0425: c("AL0425", "labels-miss-a-status", "warning", "A labels block that names some statuses but not one the allocation can give (a partial grant, a pro rata share, the reserve list, below the threshold): the applications given it have no label in the results, the reports and their notices."),
  AL0418: c("AL0418", "citation-unit-misread", "warning", "A source's unit that the act's language cites wrongly: a unit Allot does not know, cited as written in English in every language, or in a German or Polish act a `paragraph` (Abs., ust.) where a § (`section`) is meant."),
  // First come, first served; draws per key; tie-break scopes that follow the walk
  AL0540: c("AL0540", "first-come-words", "error", "'first come first served' or its 'overshoot on' reading written with a word the language does not know."),
  AL0541: c("AL0541", "first-come-without-receipt", "error", "A first-come allocation whose ranking does not start with the moment of receipt (a date or date-time, earliest first)."),
  AL0542: c("AL0542", "draw-key-mismatch", "error", "A lottery keyed 'by' a value without a draw per key, a draw per key read without 'by', or a key whose type is not the draws' key type."),
  AL0543: c("AL0543", "tiebreak-scope-without-budget", "error", "A tie-break scope that follows the budget ('at boundary and after', 'when decisive') in an allocation with no budget."),
  AL0544: c("AL0544", "unknown-tiebreak-scope", "error", "'tiebreak when …' with a word other than 'decisive'."),
  AL0545: c("AL0545", "first-come-without-order", "error", "First come first served in an allocation without a budget or shared pro rata, where no application can come after the budget is used up."),
  AL0546: c("AL0546", "overshoot-unit", "error", "The overshoot reading of a first-come allocation is not an amount in the unit of the budget."),
  AL0547: c("AL0547", "pro-rata-clause-invalid", "error", "A reduction coefficient rounded in a mode that can raise it (up, ceiling, half_*) or to a step that is not a power of ten below 1, or a minimum grant not written out as an amount above zero."),
  AL0548: c("AL0548", "keyed-figure-mismatch", "error", "A figure per key ('integer by district') keyed by something other than an enumeration, declared outside the call or of a type that is not a plain value, or read by a key of another type or a word that is not one of its members, or '[…]' after a value that is not a figure per key, or a group's cap per key in a group keyed by something else; a table of two keys declared with two 'by's or read by one key (or a figure per key by two)."),
  AL0549: c("AL0549", "position-without-ranking", "error", "A published column that reads 'position' in a scheme (or regime) without a ranking, where no order places the applications."),
  AL0550: c("AL0550", "stage-per-key-invalid", "error", "A stage per key (`for each`) whose key is not an enumeration field of the application, or that admits (`admit`, and its `threshold`) or reserves (`unused returns`, `unused lapses`): what it would do per member is not defined."),
  AL0551: c("AL0551", "reserve-list-twice", "error", "An allocation's reserve list beside a reserve list in every one of its stages, one of which considers every application: each application a stage does not fund is on its stage's list, so the allocation's would hold none."),
  AL0552: c("AL0552", "stage-budget-under-unlimited", "warning", "A stage's own budget (other than 'left') in an allocation whose budget is unlimited: every stage is then unlimited too, and the stage's budget is not applied."),
  AL0554: c("AL0554", "admission-floor-invalid", "error", "A floor of an admission stage ('at least …') that has no meaning: after 'admit first' or 'admit to' (only 'admit closest to' may stop below its amount), or above the amount the stage admits closest to."),
  AL0555: c("AL0555", "stage-second-threshold", "error", "A second 'threshold' in one stage: a stage has one threshold (its admission threshold, or the quality threshold of a stage that funds), and the second was read over the first."),
  AL0556: c("AL0556", "item-written-twice", "error", "An item its block reads once written twice: an allocation's budget, amount, boundary rule, reserve list or first-come rule; a stage's budget or admission; a publish block's deadline, columns, statistics or rows; a notice's date or objection clause."),
  AL0563: c("AL0563", "reserve-after", "error", "A reserve list's start the language does not read: `after the last funded` is the one start it has, and neither a stage's own list nor the list of an allocation with stages begins there."),
  AL0553: c("AL0553", "too-many-quotas", "error", "An allocation of more than 32 quotas: the engine holds which quotas an application falls under as one bit a quota in 32, and a 33rd quota's condition would be read as the first's."),
  AL0630: c("AL0630", "absent-rule-words", "error", "An 'if absent' rule of a tie-break step spelt otherwise than 'if absent last' or 'if absent unresolved'."),
  AL0631: c("AL0631", "absent-rule-on-ranking-key", "error", "An 'if absent' rule on a key of the ranking itself, whose value every ranked application needs."),
  AL0632: c("AL0632", "absent-rule-undecided", "error", "A tie-break key that can read an absent optional field, with no rule for a tie member without it ('if absent last' or 'if absent unresolved')."),
  AL0633: c("AL0633", "greedy-reading-undecided", "error", "A greedy tie-break step that does not say what counts as placed above: 'ranked above' or 'funded above'."),
  AL0634: c("AL0634", "greedy-step-words", "error", "A greedy tie-break step spelt otherwise than 'by most|least new <list> ranked|funded above'."),
  AL0635: c("AL0635", "greedy-step-misplaced", "error", "A greedy step among the ranking's own keys, or a second greedy step in one tie-break chain."),
  AL0636: c("AL0636", "greedy-step-not-a-list", "error", "A greedy tie-break step over a value that is not a list of texts, enumeration members or whole numbers."),
  AL0640: c("AL0640", "outcome-read-too-early", "error", "A value of the outcome of the allocation (an aggregate over the funded or ranked applications, or a value computed from one) read by eligibility, points, a threshold, the ranking, the allocation or a regime's condition, which decide that outcome."),
  AL0641: c("AL0641", "outcome-aggregate-reads-application", "error", "An aggregate over the funded or ranked applications that reads this application (a field, a derived value, points) instead of its members' fields and the call."),
  AL0642: c("AL0642", "outcome-set-misplaced", "error", "'funded' or 'ranked' used elsewhere than as the list of sum, count, min, max or mean."),
  AL0643: c("AL0643", "statistic-rounding-undecided", "error", "A published statistic that is a mean (or weighted mean) with no declared rounding, or rounded to an invalid number of places."),
  AL0644: c("AL0644", "weighted-misplaced", "error", "'weighted by' on anything but a mean over the funded, ranked or peer applications, or with a weight that is not a number or an amount."),
  AL0645: c("AL0645", "outcome-key-invalid", "error", "The key of funded(…), ranked(…) or of a statistic's 'by' that is not an application field of a type applications can share exactly, or a per-application set inside a statistic."),
  AL0646: c("AL0646", "settlement-unit", "error", "A 'pay' whose value is not in the unit of the award it replaces (the allocation's amount, or the value after 'instead of')."),
  AL0647: c("AL0647", "statistic-not-outcome-aggregate", "error", "A published statistic whose value is not one aggregate over the funded or ranked applications."),
  AL0648: c("AL0648", "settlement-repeated", "error", "A second 'pay' in one allocation, or a 'pay' in an allocation without an amount to replace."),
  AL0649: c("AL0649", "publish-rows-unknown", "error", "A published list's 'rows' that names neither 'funded' (the applications granted) nor 'ranked' (every ranked application)."),
  AL0675: c("AL0675", "objection-period-not-a-duration", "error", "A notice's objection period that is not a whole number of days, weeks or months ('within 6 fortnights', 'within 0 days')."),
  AL0676: c("AL0676", "objection-without-body", "error", "A notice's objection clause that names no body an objection is lodged with ('to \"…\"')."),
  AL0677: c("AL0677", "deadline-beyond-count", "error", "A publication deadline of more than 36,525 days (100 years), working or consecutive: more than a scheme counts."),
  AL0678: c("AL0678", "pro-rata-weight-not-number", "error", "The weight of 'pro rata by …' that is not a number, a percentage or an amount (a yes/no, a text, a date, a word)."),
  AL0679: c("AL0679", "pro-rata-weight-negative", "error", "The weight of 'pro rata by …' whose declared range starts below 0: a share in proportion to a negative figure is no share."),
  AL0681: c("AL0681", "quota-figure-misplaced", "error", "A quota of a figure ('at most … of fy1') beside 'at boundary partial' (the allocation's or a stage's), pro rata (the allocation's, a stage's, a group's share), reservations or first come, where what a grant draws from its limit is not defined."),
  AL0682: c("AL0682", "lottery-weight-invalid", "error", "The weight of a weighted lottery ('lottery seed … weighted by …') that is not a number, or a weight on a lottery draw made outside, which Allot cannot weight."),
  AL0683: c("AL0683", "lottery-weight-constant", "warning", "The weight of a weighted lottery ('weighted by 0', 'weighted by call.plots') that reads nothing of the application: the same for every application, it weights nothing (0 leaves everyone out of the draw)."),
  AL0680: c("AL0680", "pro-rata-weight-misplaced", "error", "'pro rata by …' with a reduction coefficient the law rounds, or in a stage's boundary or a group's share, where no weight is read."),
  AL0417: c("AL0417", "category-order", "error", "An ordering key in a written order ('in order [ … ]') over a value that is not an enumeration, or whose list names a member the enumeration lacks, names one twice, or leaves one out."),
  AL0420: c("AL0420", "points-scale-places", "error", "A scale of points ('points decimal(n) per <source>') with more than 18 places, or that cannot hold the places a criterion's points can have."),
  AL0419: c("AL0419", "total-not-summed", "error", "A 'total' (or a 'maximum points') in a scheme that declares its points not summed ('points not summed per <source>')."),
  AL0430: c("AL0430", "regimes-leave-applications-out", "warning", "Applications that no regime's 'when' claims and no eligibility rule refuses: they would be refused with no reason from the law."),
  AL0431: c("AL0431", "phase-invalid", "error", "A phase of criteria ('phase … after t1, t2 { … }') that comes after a name that is no threshold, or after a threshold that says 'keep ranked' or reads the points of a phase, 'total', or a let over them: the phase is scored only once those thresholds are met."),
  // Constructs: functions, reserve lists, reasons with values, dates and powers
  AL0601: c("AL0601", "optional-ordering-key", "warning", "An ordering key that reads an optional field without saying what an application without the value gets."),
  AL0662: c("AL0662", "deadline-at-last-second", "warning", "A deadline compared as '<= …T23:59:59' or '<= …T23:59' (or '> …'), at any hour ('<= …T17:59:59'): the comparison is to the millisecond, so a filing within the law's last second, or last minute, is refused."),
  AL0602: c("AL0602", "date-part-without-zone", "error", "A part of a date-time (year, month, day, weekday) taken where the date-time has no declared time zone, so it has no calendar day."),
  AL0603: c("AL0603", "recursive-function", "error", "A function that calls itself, directly or through other functions."),
  AL0604: c("AL0604", "reason-placeholder", "error", "A '{...}' in a reason that is not a name, is not closed, or names a value a reason cannot print (a list, a record)."),
  // Budget flow: stages, reservations, regimes' budgets (issue 16)
  AL0501: c("AL0501", "regime-budgets-undeclared", "error", "Two or more regimes allocate, and a regime's budget does not say whether it is its own, shared with the others, or what an earlier regime left."),
  AL0502: c("AL0502", "stage-budget-unit", "error", "A stage's or reservation's budget in a unit other than the allocation's budget."),
  AL0503: c("AL0503", "spill-over-undeclared", "error", "A stage followed by other stages that does not say whether the applications it does not fund go on to them or stay out."),
  AL0504: c("AL0504", "reservations-exceed-budget", "error", "Reservations that together keep more than the allocation's budget."),
  AL0505: c("AL0505", "stage-incomplete", "error", "A stage without a budget, a reservation without a rule for its unused part, or a stage setting given twice."),
  AL0506: c("AL0506", "stages-with-single-walk-feature", "error", "Stages together with pro rata over the whole allocation or first come, first served, which follow one walk of one budget."),
  AL0507: c("AL0507", "budget-passed-from-unknown-regime", "error", "A budget passed on from a regime that is not an earlier allocating regime, or shared budgets that name different amounts."),
  AL0508: c("AL0508", "stage-rule-twice", "error", "A stage with two rankings, two boundary rules (a policy and a pro-rata boundary, or two of either), or two reserve lists."),
  AL0509: c("AL0509", "stage-pro-rata-with-quota", "error", "A stage whose boundary is pro rata in an allocation with quotas: how a quota would cap a share is not defined."),
  AL0510: c("AL0510", "unused-not-an-earlier-stage", "error", "'unused <stage>' that names no earlier stage of the allocation with a budget it returns, or that is read elsewhere than in a later stage's budget."),
  // Groups in allocation, positions in call lists, aggregates over groups (AL0520–AL0539)
  AL0520: c("AL0520", "group-key-type", "error", "A group key of a type members cannot share exactly (a decimal, an amount, a list)."),
  AL0521: c("AL0521", "group-cap-invalid", "error", "A cap per group that is not an amount in the budget's unit, or a number of grants that is not a whole number."),
  AL0522: c("AL0522", "group-item-repeated", "error", "A group declaration that states 'together', a cap, a number of grants or a sharing rule twice."),
  AL0523: c("AL0523", "group-cap-never-binds", "warning", "A cap per group (or 'together', or 'not on the reserve list') that can never change an outcome: every group has one member, the cap is at least the budget, or no cap is there to keep off the list."),
  AL0524: c("AL0524", "group-sharing-undecided", "error", "A group funded together under a partial boundary with no rule for sharing the partial grant, or a sharing rule without 'together' or without its remainder."),
  AL0525: c("AL0525", "group-combination-undefined", "error", "Groups combined with a construct whose interplay with them is not defined: pro-rata shares of the whole allocation, a group funded together with stages or reservations, a stage whose boundary is pro rata or that admits, a tie-break scope that follows the walk of stages, first come with groups funded together or with a declared overshoot; with several groups, the same key twice, a group funded together or sharing pro rata, stages, reservations or first come."),
  AL0527: c("AL0527", "aggregate-cycle", "error", "An aggregate over peers whose value depends on the value it feeds."),
  AL0528: c("AL0528", "aggregate-reads-application", "error", "An aggregate over peers that reads this application (a field, a derived value, points) instead of its members' fields and the call."),
  AL0529: c("AL0529", "peers-key-invalid", "error", "The key of peers(…) that is not an application field of a type members can share exactly."),
  AL0530: c("AL0530", "peers-misplaced", "error", "peers(…) used elsewhere than as the list of sum, count, min, max or mean."),
  AL0531: c("AL0531", "budget-title-invalid", "error", "A name for the budget's money on an unlimited budget, on one passed on by an earlier regime or on a stage's budget, an empty name or an article alone, or two different names in one scheme."),
  AL0532: c("AL0532", "reserve-title-invalid", "error", "A name for the reserve list that is empty or an article alone, or two different names in one scheme."),
  AL0533: c("AL0533", "quantity-unit-invalid", "error", "A unit ('unit \"kW\"') on a budget or amount of money, on an allocation whose budget or amount is not a whole number, or a unit that is not a symbol (empty, with a space or a figure)."),
  AL0534: c("AL0534", "partial-minimum-invalid", "error", "A minimum for a partial grant ('at boundary partial at least …') after another policy, in another unit than the budget's, a percent not above 0 or above 100, not written out, or where the allocation's walk does not read it yet (groups, pro rata)."),
  AL0535: c("AL0535", "reserve-size-negative", "error", "The size of a reserve list written as a number below zero ('reserve -1')."),
  AL0536: c("AL0536", "partial-consent-invalid", "error", "The applicant's consent to a reduced award ('at boundary partial with consent <field>') after another policy, naming a field the application does not declare or one that is not a yes/no, or where the walk does not read it yet (groups, pro rata, first come, an admission stage)."),
  AL0537: c("AL0537", "quantity-unit-forms-invalid", "error", "A noun unit's forms ('unit one \"Garten\" other \"Gärten\"') that leave out a plural category the scheme's language counts whole numbers by (Polish: one, few, many), name one twice or a word that is no plural category, or a form that is empty or has a figure."),
  AL0650: c("AL0650", "aggregate-eligibility-cycle", "error", "Eligibility (a rule or a regime's condition) that reads an aggregate over the members' eligibility: the rule would decide the outcome it is computed from."),
  AL0651: c("AL0651", "aggregate-points-cycle", "error", "Points (a criterion) that read an aggregate over the members' points: the criterion would score from the scores it makes."),
  AL0652: c("AL0652", "peers-phase-undeclared", "error", "The restriction of peers(key, …) spelt otherwise than 'eligible', or members' points read over peers not restricted to the eligible members."),
  AL0653: c("AL0653", "greedy-pairs-shape", "error", "A greedy step over the panel's pairs whose list is not a call list of records { proposal, over, adds }."),
  AL0654: c("AL0654", "fixed-places-unrounded", "error", "A let declared decimal(n) whose formula can give more than n places, without the round() the law prescribes."),
  AL0526: c("AL0526", "position-list-type", "error", "The position of a value in a list whose elements are of another type, or in something that is not a call list."),
} as const satisfies Record<string, CodeInfo>;

export type Code = keyof typeof codes;

export const allCodes: readonly CodeInfo[] = Object.values(codes);
