// JSON Schemas (for the OpenAPI document's components) of what evaluate and score answer: the
// runtime's SelectionResult and ScoreResult (runtime/src/result.ts, score.ts) — results, statuses,
// reasons, explanation steps, ties, totals, the publication table and the cited sources — so that
// generated clients get every field. Objects stay open (no additionalProperties: false): a field
// the runtime adds later does not break a client. A test checks real answers against them.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const str = { type: "string" } as const;
const decimalText = { type: "string", description: "a decimal number as text, exact (such as \"1250.50\")" } as const;
const orNull = (schema: Record<string, unknown>) => ({ oneOf: [schema, { type: "null" }] });
/** what one group of a capped group by key was granted (`groups`, `byGroup`) */
const groupTotal = { type: "object", properties: { limit: decimalText, grants: { type: "integer" }, awarded: decimalText, funded: { type: "integer" }, members: { type: "integer" } }, required: ["awarded", "funded", "members"] } as const;

export const STATUSES = ["ineligible", "below_threshold", "funded", "partially_funded", "pro_rata", "not_funded", "reserve", "indeterminate"] as const;

export const resultSchemas: Record<string, unknown> = {
  Status: { type: "string", enum: [...STATUSES], description: "what became of an application" },
  Reason: {
    type: "object",
    description: "why: a rule that decided, the legal source it applies (a key of `sources`) and its message",
    properties: { rule: str, source: { type: ["string", "null"] }, message: str },
    required: ["rule", "source", "message"],
  },
  ExplanationStep: {
    type: "object",
    description: "one step of the plain-words explanation",
    properties: { step: { type: "string", enum: ["regime", "eligibility", "points", "threshold", "ranking", "assessment", "allocation", "input"] }, source: { type: ["string", "null"] }, text: str },
    required: ["step", "source", "text"],
  },
  CitedSource: {
    type: "object",
    description: "a legal source cited in full",
    properties: { act: str, citation: str, text: { type: "string", description: "the legal text, verbatim" } },
    required: ["act", "citation", "text"],
  },
  ApplicationResult: {
    type: "object",
    properties: {
      id: str,
      status: ref("Status"),
      label: { type: "string", description: "the scheme's word for the status" },
      regime: str,
      stage: { type: "string", description: "the stage of the allocation that decided it" },
      group: { type: "string", description: "the key of its group, where the allocation walks groups" },
      groups: { type: "object", description: "where the allocation has several groups (language.md §14.12 \"Several groups\"): every group's key, by the group's name (its title, else its key as written), the first declared first; `group` is the first's", additionalProperties: str },
      position: { type: ["integer", "null"], description: "1-based place in the ranking; null when not ranked" },
      member: { type: "string", description: "a stage per key (`for each area`): the member whose walk decided it, as the enumeration writes it (`riverside` of the stage `districts[riverside]`)" },
      stagePosition: { type: "integer", description: "where the stages rank on their own: the 1-based place in the ranking of the stage that decided it" },
      stagePlaces: { type: "object", additionalProperties: { type: "integer", minimum: 1 }, description: "where the stages rank on their own: the 1-based place in the ranking of every stage that ranked it, by the stage's name as `stage` writes it (`kraje[jmk]`), in the stages' order, the deciding stage last (its place is `stagePosition`) — a list published per region, lot or strand (language.md §14.7.4)" },
      reservePlace: { type: "integer", minimum: 1, description: "on a reserve list (status reserve): the 1-based place on it, in the order it is called" },
      reserveList: { type: "string", description: "on a stage's own reserve list (`reserve` inside a stage; a stage per key keeps one per member): that stage, as `stage` names it; absent on the allocation's list" },
      points: { type: ["object", "null"], additionalProperties: { anyOf: [decimalText, { type: "null" }] }, description: "points per criterion and `total` (no `total` where the scheme declares its points not summed, language.md §11.1); null when not scored (refused before scoring, or in a regime that reads no points); a criterion of a phase not assessed for the application null, and no `total` (language.md §11.2)" },
      amount: { ...decimalText, description: "the amount granted" },
      requested: decimalText,
      contingentAmount: { ...decimalText, description: "what a reserve application would receive if funds were freed" },
      withinLimit: { oneOf: [{ type: "boolean" }, { const: "indeterminate" }] },
      settlement: {
        type: "object",
        description: "what a funded application is paid after the allocation (`pay … instead of …`): the value awarded and the value paid",
        properties: { of: str, awarded: decimalText, paid: orNull(decimalText), unit: str, note: str },
        required: ["of", "awarded", "paid", "unit"],
      },
      reasons: { type: "array", items: ref("Reason") },
      explanation: { type: "array", items: ref("ExplanationStep"), description: "empty under ?explain=false" },
    },
    required: ["id", "status", "position", "points", "amount", "withinLimit", "reasons", "explanation"],
  },
  BudgetTotals: {
    type: "object",
    properties: {
      unit: { type: "string", description: "the currency or unit of the budget" },
      budget: orNull(decimalText),
      budgetSource: { type: "string", description: "the source the budget's own `per` cites (a key of `sources`), where it has one" },
      requested: decimalText,
      awarded: decimalText,
      undecided: decimalText,
      remaining: orNull(decimalText),
      proRataCoefficient: decimalText,
      proRataCoefficientExact: decimalText,
      quotas: { type: "object", additionalProperties: { type: "object", properties: { limit: decimalText, awarded: decimalText, figure: { type: "string", description: "a quota of a figure (`at most … of fy1`): the words of the figure it caps" }, drawn: { ...decimalText, description: "a quota of a figure: the sum of the figures of the grants" }, left: { ...decimalText, description: "a quota of a figure: its limit less what was drawn" } }, required: ["limit", "awarded"] } },
      lapsed: decimalText,
      stages: { type: "object", description: "per stage, in order", additionalProperties: { type: "object", properties: { budget: orNull(decimalText), budgetAsWritten: { ...decimalText, description: "its budget as written, where that was more than the earlier stages left (`budget` is then what they left)" }, budgetSource: { type: "string", description: "the source the stage's budget's own `per` cites" }, awarded: decimalText, undecided: decimalText, undecidedAtMost: { ...decimalText, description: "after a tie that may leave different remainders: the most its indeterminate applications may take (`undecided` is then the least)" }, remaining: orNull(decimalText), unused: decimalText, admitted: { type: "integer" }, admittedRequested: { ...decimalText, description: "an admission stage by an amount (`admit to`, `admit closest to`): what those it admitted asked together" }, proRataCoefficient: { type: "string" }, proRataCoefficientExact: { type: "string" } }, required: ["budget", "awarded", "remaining"] } },
      groups: { type: "object", description: "per group key, where a cap per group is declared (with several groups: the first declared)", additionalProperties: groupTotal },
      byGroup: { type: "object", description: "where the allocation has several groups (language.md §14.12 \"Several groups\"): every capped group's totals per key, as `groups` gives the first's, by the group's name (its title, else its key as written), the first declared first", additionalProperties: { type: "object", additionalProperties: groupTotal } },
    },
    required: ["unit", "budget", "requested", "awarded", "undecided", "remaining"],
  },
  TieReport: {
    type: "object",
    description: "applications ranked equal, where, whether it decided funding, and how it was broken",
    properties: { regime: str, ids: { type: "array", items: str }, position: { type: "integer" }, decisive: { type: "boolean" }, note: str },
    required: ["regime", "ids", "position", "decisive", "note"],
  },
  Publication: {
    type: "object",
    description: "the table to publish: its columns and one row per application",
    properties: {
      deadline: str,
      columns: { type: "array", items: { type: "object", properties: { name: str, label: str }, required: ["name", "label"] } },
      rows: { type: "array", items: { type: "object", additionalProperties: true } },
      statistics: {
        type: "array",
        description: "the published statistics of the outcome, in the order declared: a value over the whole call, or `groups` per key",
        items: {
          type: "object",
          properties: {
            name: str,
            title: orNull(str),
            source: orNull(str),
            over: { type: "string", enum: ["funded", "ranked"] },
            unit: str,
            rounding: { type: ["object", "null"], properties: { mode: str, places: { type: "integer" } } },
            value: orNull(decimalText),
            count: { type: "integer" },
            by: str,
            groups: { type: "array", items: { type: "object", properties: { key: str, value: orNull(decimalText), count: { type: "integer" }, note: str }, required: ["key", "value", "count"] } },
            note: str,
            undecided: { type: "array", items: str },
          },
          required: ["name", "title", "source", "over", "unit", "rounding"],
        },
      },
    },
    required: ["columns", "rows"],
  },
  SelectionResult: {
    type: "object",
    description: "the runtime's SelectionResult: what `allot run` prints for the same input",
    properties: {
      scheme: str,
      version: { type: ["string", "null"] },
      sources: { type: "object", additionalProperties: ref("CitedSource"), description: "the legal sources the reasons cite, by name" },
      results: { type: "array", items: ref("ApplicationResult"), description: "in ranking order, regime after regime, then the others by id" },
      ranking: { type: "array", items: str, description: "the ids in ranking order" },
      unresolvedTies: { type: "array", items: { type: "array", items: str } },
      ties: { type: "array", items: ref("TieReport") },
      totals: { type: "object", additionalProperties: ref("BudgetTotals"), description: "per regime" },
      publication: ref("Publication"),
      issues: { type: "array", items: ref("Issue"), description: "the service only, where the input had warnings: the first 100 (errors refuse the request); `allot run` prints them on stderr" },
      issuesOmitted: { type: "integer", minimum: 1, description: "the service only: how many warnings are not listed in `issues`" },
    },
    required: ["scheme", "version", "sources", "results", "ranking", "unresolvedTies", "ties", "totals"],
  },
  ScoreResult: {
    type: "object",
    properties: {
      id: str,
      eligible: { type: "boolean" },
      meetsThresholds: { type: ["boolean", "null"] },
      regime: { type: ["string", "null"] },
      points: { type: ["object", "null"], additionalProperties: { anyOf: [decimalText, { type: "null" }] }, description: "as a result's points: a criterion of a phase not assessed null (language.md §11.2)" },
      reasons: { type: "array", items: ref("Reason") },
      explanation: { type: "array", items: ref("ExplanationStep") },
      sources: { type: "object", additionalProperties: ref("CitedSource") },
      issues: { type: "array", items: ref("Issue"), description: "input warnings (errors refuse the request)" },
    },
    required: ["id", "eligible", "meetsThresholds", "regime", "points", "reasons", "explanation", "sources", "issues"],
  },
};
