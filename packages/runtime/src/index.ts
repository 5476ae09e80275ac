// @allot/runtime: executes compiled Allot schemes. No dependency on the compiler or on Chevrotain.
export { evaluate, evaluateTable, evaluateRun, run, InvalidInput, type EvaluateOptions, type Evaluation, type TableOptions, type TableEvaluation, type RunEvaluation } from "./evaluate.js";
export type { Run } from "./engine/record.js";
export { ObjectTable, type ResultTable } from "./table.js";
export { validateInput, expectedText, type InputIssue, type RawInput, type ValidatedInput } from "./validate.js";
export type * from "./spec.js";
export type * from "./result.js";
export { Decimal, roundTo, mulDivRound, roundRational, type RoundingMode } from "./decimal.js";
export { minorUnits, isCurrency, currencies } from "./currency.js";
export { parseDate, parseMoment, momentProblem, formatDate, formatMoment, truncate, instantsOf, offsetAt, type TimeUnit } from "./time.js";
export { addWorkingDays, isWorkingDay, holidays, easter, type CalendarName } from "./calendar.js";
export * as ops from "./ops.js";
export { explainText, traceAnswer, type TraceAnswer } from "./explain.js";
export type { Trace, TraceStep, TraceFact, TraceKind, TraceAmount, TraceReading, TraceStraddle, TraceSection } from "./engine/trace.js";
export { catalogueFor, renderFact, formatsOf, reasonText, citationText, type Catalogue, type NoticeWords, type Formats } from "./narration/catalogue.js";
export { score, type ScoreResult } from "./score.js";
export { inputSchema } from "./schema.js";
export { parseJson, JsonNumber, isJsonNumber, JsonInputError, MAX_DEPTH } from "./json-parse.js";
export { readJsonRecords, readJsonRecordsFile, type JsonRecords } from "./json-records.js";
