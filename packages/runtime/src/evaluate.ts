// evaluate: a whole call in, a result an agency can publish out. Validates the input, hands
// each record to assessment as validation accepts it (none is kept), ranks and allocates each
// regime, and records what it decided (engine/record.ts): the result is read from that record —
// as objects (`evaluate`), or row by row (`evaluateTable`) — and explanations are rendered from
// it. Results come in a fixed order (ranking order, then by id), so the same input gives the same
// bytes whatever its order.
import type { CompiledScheme, Rec } from "./spec.js";
import type { SelectionResult } from "./result.js";
import { validateInput, type InputIssue, type RawInput, type ValidatedInput } from "./validate.js";
import { Assessor } from "./engine/assess.js";
import { selectAll } from "./engine/regimes.js";
import { Run } from "./engine/record.js";
import { InvalidInput } from "./invalid.js";
import { cutBudgetWarnings } from "./engine/cutBudgets.js";
import type { ResultTable } from "./table.js";

export { InvalidInput };

export interface EvaluateOptions {
  /** "fail" (default): invalid records stop the run; "exclude": they become ineligible results */
  readonly invalid?: "fail" | "exclude";
  /** Called as work proceeds (every 1,000 applications and after each phase): for progress bars. */
  readonly onProgress?: (done: number, total: number, phase: "validate" | "assess" | "select") => void;
  /**
   * true (default): every result carries its explanation in plain words, rendered from the
   * record of the run. false: `explanation` is empty and the `sources` table lists the sources
   * the reasons cite; everything else is the same run. An explanation is had on demand from the
   * record (`evaluateRun` and `Run.row(j, true)`).
   */
  readonly explain?: boolean | "trace";
  /**
   * `evaluateRun`, `evaluateTable`: read the values behind bands and keys that explanations show
   * (engine/details.ts) — for a run whose rows will be explained. `evaluate` reads them when it
   * explains. Off by default: a run without explanations reads nothing more.
   */
  readonly details?: boolean;
}

export interface Evaluation {
  readonly result: SelectionResult;
  readonly issues: readonly InputIssue[];
}

export function evaluate(scheme: CompiledScheme, input: RawInput, options: EvaluateOptions = {}): Evaluation {
  const { run, issues } = evaluateRun(scheme, input, { ...options, details: options.details ?? options.explain !== false });
  return { result: run.toResult(options.explain ?? true), issues };
}

/** The options of `evaluateTable`: those of `evaluate` but `explain` (a table has no explanations). */
export type TableOptions = Omit<EvaluateOptions, "explain">;

export interface TableEvaluation {
  readonly table: ResultTable;
  readonly issues: readonly InputIssue[];
}

/**
 * `evaluate`, its result as a table (table.ts): the same content, read row by row, without one
 * object per application unless asked for. For services that stream a large call's results;
 * `table.toResult()` is what `evaluate` returns with `explain: false`.
 */
export function evaluateTable(scheme: CompiledScheme, input: RawInput, options: TableOptions = {}): TableEvaluation {
  const { run, issues } = evaluateRun(scheme, input, options);
  return { table: run, issues };
}

export interface RunEvaluation {
  /** the record of the run: a table whose rows can be read with their explanation (`row(j, true)`) */
  readonly run: Run;
  readonly issues: readonly InputIssue[];
}

/** The run itself: validation feeding assessment record by record, then each regime's selection. */
export function evaluateRun(scheme: CompiledScheme, input: RawInput, options: TableOptions = {}): RunEvaluation {
  let as: Assessor | undefined;
  // a stream of records (records.ts) is counted as it is read: the columns grow
  const total = Array.isArray(input.applications) ? input.applications.length : undefined;
  options.onProgress?.(0, total ?? 0, "validate");
  // an exception from compiled code (never an EvaluationError: those are reasons) is raised
  // after the input's errors are reported
  let failure: { error: unknown } | undefined;
  // the Assessor's column of ids serves validation's check of repeated ids (heldId): a record it
  // was given holds its id there, even when its assessment then throws
  const v = validateInput(
    scheme,
    input,
    (rec, call) => {
      if (failure) return false;
      try {
        as ??= new Assessor(scheme, call, total ?? STREAM_CAPACITY, options.onProgress, total, options.details);
      } catch (error) {
        failure = { error };
        return false;
      }
      try {
        as.add(rec);
      } catch (error) {
        failure = { error };
      }
      return true;
    },
    (j) => as!.idOf(j),
  );
  throwOnErrors(v, options);
  if (failure) throw failure.error;
  const run = finish(as ?? new Assessor(scheme, v.call, 16), options.invalid === "exclude" ? v.invalid : new Map(), options.onProgress);
  // with the warnings the engine found where it met the input (a draw per key against the
  // applications) and where a stage's budget was cut to what was left (cutBudgets.ts)
  const cut = cutBudgetWarnings(scheme, run.totals);
  return { run, issues: run.as.warnings.length || cut.length ? [...v.issues, ...run.as.warnings, ...cut] : v.issues };
}

/** The columns' first size for a stream of records, whose count is not known before it ends. */
const STREAM_CAPACITY = 1 << 16;

/** Invalid input stops the run, except records set aside under `invalid: "exclude"`. */
function throwOnErrors(v: ValidatedInput, options: TableOptions): void {
  const errors = v.issues.filter((i) => i.severity === "error");
  const recordErrors = errors.filter((i) => i.record.startsWith("application") && i.id !== undefined && v.invalid.has(i.id));
  if (errors.length > 0 && (options.invalid !== "exclude" || recordErrors.length !== errors.length)) throw new InvalidInput(v.issues);
}

function finish(as: Assessor, invalid: ReadonlyMap<string, readonly InputIssue[]>, onProgress?: EvaluateOptions["onProgress"]): Run {
  as.complete();
  onProgress?.(as.n, as.n, "select");
  // the Assessor's call record: where the scheme aggregates the call's applications, it carries them (§8.12)
  const selections = selectAll(as, as.call);
  const bad = [...invalid].sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  return new Run(as.scheme, as.call, as, selections, bad);
}

/** Runs a scheme over already validated records. */
export function run(scheme: CompiledScheme, call: Rec, applications: readonly Rec[], invalid: ReadonlyMap<string, readonly InputIssue[]> = new Map(), onProgress?: EvaluateOptions["onProgress"], explain = true): SelectionResult {
  const as = new Assessor(scheme, call, applications.length, onProgress, applications.length, explain);
  for (const a of applications) as.add(a);
  return finish(as, invalid, onProgress).toResult(explain);
}
