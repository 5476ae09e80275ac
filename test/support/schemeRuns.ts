// The run of every scheme test (schemes/**): what the tests that compare a reader of the record
// with the whole result (test/record-readers.test.ts, test/report-html-writer.test.ts) go through.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { evaluateRun, type CompiledScheme, type RawInput } from "@allot/runtime";
import type { Run } from "../../packages/runtime/src/engine/record.js";
import { compileScheme, discoverTests, prepareTest } from "../../packages/dsl/src/testing/schemeTests.js";
import { analyze } from "../../packages/dsl/src/analysis.js";
import { load } from "../../packages/dsl/src/compile/load.js";
import { compiledTest } from "./schemeTest.js";

const repo = resolve(__dirname, "../..");

/** The record of a run of `raw` (`invalid`: whether an invalid record fails the call or is set aside). */
export const runOf = (scheme: CompiledScheme, raw: RawInput, invalid: "fail" | "exclude" = "fail"): Run => evaluateRun(scheme, raw, { details: true, invalid }).run as unknown as Run;

/**
 * Compiles and runs every scheme test's scheme and input and hands each run to `check`; a test
 * whose run throws (one that expects an error) is skipped. Returns how many runs were checked.
 */
export function eachSchemeTestRun(check: (run: Run, scheme: CompiledScheme, name: string) => void): number {
  let runs = 0;
  for (const t of discoverTests([join(repo, "schemes")])) {
    const p = prepareTest(t);
    if (!("input" in p)) throw new Error(p.failures.join("; "));
    const scheme = compileScheme(t.scheme);
    if (scheme instanceof Error) throw scheme;
    let run: Run;
    try {
      run = runOf(scheme, p.input);
    } catch {
      continue;
    }
    check(run, scheme, t.name);
    runs++;
  }
  return runs;
}

/**
 * The runs the parts tests read (test/allocation-parts, test/position-parts): each benchmark seed
 * job's scheme on `n` generated applications, then every scheme test's scheme and input (none
 * skipped), each with its label.
 */
export async function seedAndSchemeTestRuns(n: number): Promise<[string, Run][]> {
  const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
  const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
  const runs: [string, Run][] = [];
  for (const job of Object.keys(SEED_JOBS)) {
    const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS[job].scheme), "utf8")));
    runs.push([job, runOf(scheme, generate(job, n))]);
  }
  for (const t of discoverTests([join(repo, "schemes")])) {
    const { scheme, input } = compiledTest(t);
    runs.push([t.name, runOf(scheme, input)]);
  }
  return runs;
}
