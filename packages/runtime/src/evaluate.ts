// evaluate: a whole call in, a result an agency can publish out. Validates the input, assesses
// every application, ranks and allocates each regime, and assembles results in a fixed order
// (ranking order, then by id), so the same input gives the same bytes whatever its order.
import type { CompiledScheme, Rec, RegimeSpec } from "./spec.js";
import type { ApplicationResult, BudgetTotals, Publication, SelectionResult, TieReport } from "./result.js";
import { validateInput, type InputIssue, type RawInput, type ValidatedInput } from "./validate.js";
import { assess, invalidResult, type Assessment } from "./engine/assess.js";
import { Citer } from "./engine/cite.js";
import { cellOf, NO_CELL, publish } from "./engine/publish.js";
import { selectRegime, toResult } from "./engine/select.js";
import { callValue, InvalidInput } from "./invalid.js";
import { Bulk, bulkRegime } from "./engine/bulk.js";
import type { BulkTable } from "./engine/bulk-table.js";
import { ObjectTable, type ResultTable } from "./table.js";

export { InvalidInput };

export interface EvaluateOptions {
  /** "fail" (default): invalid records stop the run; "exclude": they become ineligible results */
  readonly invalid?: "fail" | "exclude";
  /** Called as work proceeds (every 1,000 applications and after each phase): for progress bars. */
  readonly onProgress?: (done: number, total: number, phase: "validate" | "assess" | "select") => void;
  /**
   * true (default): every result carries its explanation in plain words. false — the bulk path
   * for services and large calls: `explanation` is empty and the `sources` table lists the
   * sources the reasons cite; statuses, positions, amounts, points, reasons, ties and totals are
   * the same. An explanation is then had on demand by evaluating again with true.
   */
  readonly explain?: boolean;
}

export interface Evaluation {
  readonly result: SelectionResult;
  readonly issues: readonly InputIssue[];
}

export function evaluate(scheme: CompiledScheme, input: RawInput, options: EvaluateOptions = {}): Evaluation {
  const explain = options.explain ?? true;
  if (!explain) {
    const bulk = bulkTable(scheme, input, options);
    if (bulk) return { result: bulk.table.toResult(), issues: bulk.issues };
  }
  return engine(scheme, input, options, explain);
}

/** The options of `evaluateTable`: those of `evaluate` but `explain` (a table has no explanations). */
export type TableOptions = Omit<EvaluateOptions, "explain">;

export interface TableEvaluation {
  readonly table: ResultTable;
  readonly issues: readonly InputIssue[];
}

/**
 * `evaluate` with `explain: false`, its result as a table (table.ts): the same content, read row
 * by row, without one object per application unless asked for. For services that stream a large
 * call's results; `table.toResult()` is what `evaluate` returns.
 */
export function evaluateTable(scheme: CompiledScheme, input: RawInput, options: TableOptions = {}): TableEvaluation {
  const bulk = bulkTable(scheme, input, options);
  if (bulk) return bulk;
  const { result, issues } = engine(scheme, input, options, false);
  return { table: new ObjectTable(result), issues };
}

/**
 * The bulk path: each record assessed as validation accepts it, none kept. Undefined when the
 * scheme needs the engine, or when its ranking leaves a tie (the engine then validates again).
 */
function bulkTable(scheme: CompiledScheme, input: RawInput, options: TableOptions): { table: BulkTable; issues: readonly InputIssue[] } | undefined {
  const regime = bulkRegime(scheme);
  if (!regime) return undefined;
  let bulk: Bulk | undefined;
  const total = Array.isArray(input.applications) ? input.applications.length : 0;
  options.onProgress?.(0, total, "validate");
  const cb = { ...(options.onProgress ? { onProgress: options.onProgress } : {}), callValue, total };
  // an exception from compiled code (never an EvaluationError: those are reasons) is raised
  // after the input's errors, as the engine, which validates everything first, would
  let failure: { error: unknown } | undefined;
  const v = validateInput(scheme, input, (rec, call) => {
    if (failure) return;
    try {
      (bulk ??= new Bulk(scheme, regime, call, cb)).add(rec);
    } catch (error) {
      failure = { error };
    }
  });
  throwOnErrors(v, options);
  if (failure) throw failure.error;
  const table = (bulk ?? new Bulk(scheme, regime, v.call, cb)).finish(options.invalid === "exclude" ? v.invalid : new Map());
  return table ? { table, issues: v.issues } : undefined;
}

/** The general engine: validates everything, then `run`. */
function engine(scheme: CompiledScheme, input: RawInput, options: TableOptions, explain: boolean): Evaluation {
  const v = validateInput(scheme, input);
  throwOnErrors(v, options);
  options.onProgress?.(0, v.applications.length, "validate");
  const invalid = options.invalid === "exclude" ? v.invalid : new Map<string, InputIssue[]>();
  return { result: run(scheme, v.call, v.applications, invalid, options.onProgress, explain), issues: v.issues };
}

/** Invalid input stops the run, except records set aside under `invalid: "exclude"`. */
function throwOnErrors(v: ValidatedInput, options: TableOptions): void {
  const errors = v.issues.filter((i) => i.severity === "error");
  const recordErrors = errors.filter((i) => i.record.startsWith("application") && i.id !== undefined && v.invalid.has(i.id));
  if (errors.length > 0 && (options.invalid !== "exclude" || recordErrors.length !== errors.length)) throw new InvalidInput(v.issues);
}

/** Runs a scheme over already validated records. */
export function run(scheme: CompiledScheme, call: Rec, applications: readonly Rec[], invalid: ReadonlyMap<string, readonly InputIssue[]> = new Map(), onProgress?: EvaluateOptions["onProgress"], explain = true): SelectionResult {
  const citer = new Citer(scheme);
  const total = applications.length;
  const assessments = applications.map((a, i) => {
    if (onProgress && i % 1000 === 0) onProgress(i, total, "assess");
    return assess(scheme, a, call, citer, explain);
  });
  onProgress?.(total, total, "select");
  const byRegime = new Map<RegimeSpec, Assessment[]>();
  for (const a of assessments) {
    if (a.ineligible) a.status = "ineligible";
    else if (a.belowThreshold && !a.keptRanked) a.status = "below_threshold";
    if (a.status || !a.regime) continue;
    const list = byRegime.get(a.regime) ?? [];
    list.push(a);
    byRegime.set(a.regime, list);
  }
  const ranking: string[] = [];
  const rankedLists: Assessment[][] = [];
  const ties: TieReport[] = [];
  const totals: Record<string, BudgetTotals> = {};
  for (const regime of scheme.regimes) {
    const entries = byRegime.get(regime) ?? [];
    const out = selectRegime(regime, entries, call, citer, explain);
    for (const a of out.ordered) ranking.push(a.id);
    rankedLists.push(out.ordered);
    ties.push(...out.ties);
    totals[regime.name] = out.totals;
  }
  for (const a of assessments) {
    if (a.keptRanked && a.status !== "ineligible") a.status = "below_threshold";
  }
  // results in ranking order, regime after regime, then the others by id
  const results: ApplicationResult[] = [];
  const inOrder: Assessment[] = [];
  for (const list of rankedLists) for (const a of list) if (a.status !== "ineligible") inOrder.push(a);
  const others: { id: string; a?: Assessment; issues?: readonly InputIssue[] }[] = [];
  for (const a of assessments) if (!a.ranked || a.status === "ineligible") others.push({ id: a.id, a });
  for (const [id, issues] of invalid) others.push({ id, issues });
  others.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  for (const a of inOrder) results.push(toResult(scheme, a));
  for (const o of others) results.push(o.a ? toResult(scheme, o.a) : invalidResult(o.id, o.issues!, explain));
  const ordered = [...inOrder, ...others.map((o) => o.a)];
  const publication: Publication | undefined = scheme.publish ? publish(scheme.publish, call, results, (i, k) => {
    const a = ordered[i];
    return a ? cellOf(scheme.publish!.columns[k]!, a.env) : NO_CELL;
  }) : undefined;
  return {
    scheme: scheme.name,
    version: scheme.version ?? null,
    sources: citer.table(),
    results,
    ranking,
    unresolvedTies: ties.map((t) => t.ids),
    ties,
    totals,
    ...(publication ? { publication } : {}),
  };
}
