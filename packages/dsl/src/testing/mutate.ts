// Mutation testing of a scheme (`allot test --mutate`): every mutant of the scheme (mutants.ts)
// is analysed — one that does not check clean is skipped — compiled once and run against the
// scheme's tests, whose data are read and mapped once for all mutants. A mutant is killed by the
// first test that fails on it; one that no test kills shows a part of the law the tests do not
// pin down. The score is killed / (killed + survived).
import { readFileSync } from "node:fs";
import { analyze } from "../analysis.js";
import { load } from "../compile/load.js";
import { applyMutant, mutantsOf, type Mutant } from "./mutants.js";
import { checkTest, prepareTest, type PreparedTest, type TestCase } from "./schemeTests.js";

export type MutantStatus = "killed" | "survived" | "skipped";

export interface MutantOutcome {
  readonly mutant: Mutant;
  readonly status: MutantStatus;
  /** one-based line and column of the edit */
  readonly line: number;
  readonly column: number;
  /** the test that killed it, or why it was skipped */
  readonly detail?: string;
}

export interface SchemeMutation {
  readonly scheme: string;
  readonly tests: number;
  /** failures of the tests on the scheme as written: then no mutant is run */
  readonly baseline: readonly string[];
  readonly outcomes: readonly MutantOutcome[];
  readonly killed: number;
  readonly survived: number;
  readonly skipped: number;
  /** the time of one normal run of the tests (analysis, compilation, every test), and of all mutants */
  readonly baselineMs: number;
  readonly mutantsMs: number;
}

/** Groups tests by the scheme they test, schemes in the order first met. */
export function testsByScheme(tests: readonly TestCase[]): Map<string, TestCase[]> {
  const by = new Map<string, TestCase[]>();
  for (const t of tests) if (t.scheme) by.set(t.scheme, [...(by.get(t.scheme) ?? []), t]);
  return by;
}

/** Runs the prepared tests on one scheme text: the name of the first failing test, if any. */
function firstFailure(text: string, uri: string, prepared: readonly PreparedTest[]): { error?: string; failed?: string } {
  const a = analyze(text, uri);
  const error = a.diagnostics.find((d) => d.severity === "error");
  if (error) return { error: `${error.code}: ${error.message}` };
  let compiled;
  try {
    compiled = load(a);
  } catch (e) {
    return { error: (e as Error).message };
  }
  for (const p of prepared) {
    const diffs = checkTest(compiled, p);
    if (diffs.length) return { failed: `${p.test.name}: ${diffs[0]}` };
  }
  return {};
}

export function mutateScheme(scheme: string, tests: readonly TestCase[]): SchemeMutation {
  const text = readFileSync(scheme, "utf8");
  const t0 = performance.now();
  const prepared: PreparedTest[] = [];
  const baseline: string[] = [];
  for (const t of tests) {
    const p = prepareTest(t);
    if ("failures" in p) baseline.push(`${t.name}: ${p.failures[0]}`);
    else prepared.push(p);
  }
  const original = analyze(text, scheme);
  if (!baseline.length) {
    const run = firstFailure(text, scheme, prepared);
    if (run.error) baseline.push(`the scheme does not check: ${run.error}`);
    // every test must pass on the scheme as written: report them all
    else if (run.failed) baseline.push(...prepared.flatMap((p) => checkTest(load(original), p).map((d) => `${p.test.name}: ${d}`)));
  }
  const baselineMs = performance.now() - t0;
  const empty = { scheme, tests: tests.length, baseline, outcomes: [], killed: 0, survived: 0, skipped: 0, baselineMs, mutantsMs: 0 };
  if (baseline.length) return empty;
  const t1 = performance.now();
  const outcomes: MutantOutcome[] = mutantsOf(original).map((mutant) => {
    const at = original.lines.position(mutant.edits[0]!.start);
    const where = { mutant, line: at.line + 1, column: at.character + 1 };
    const run = firstFailure(applyMutant(text, mutant), scheme, prepared);
    if (run.error) return { ...where, status: "skipped", detail: run.error };
    if (run.failed) return { ...where, status: "killed", detail: run.failed };
    return { ...where, status: "survived" };
  });
  const count = (s: MutantStatus) => outcomes.filter((o) => o.status === s).length;
  return { ...empty, outcomes, killed: count("killed"), survived: count("survived"), skipped: count("skipped"), mutantsMs: performance.now() - t1 };
}

/** killed / (killed + survived), as a percentage; 100 when nothing could be mutated. */
export function scoreOf(killed: number, survived: number): number {
  return killed + survived === 0 ? 100 : (100 * killed) / (killed + survived);
}
