// The run of every scheme test (schemes/**): what the tests that compare a reader of the record
// with the whole result (test/record-readers.test.ts, test/report-html-writer.test.ts) go through.
import { join, resolve } from "node:path";
import { evaluateRun, type CompiledScheme, type RawInput } from "@allot/runtime";
import type { Run } from "../../packages/runtime/src/engine/record.js";
import { compileScheme, discoverTests, prepareTest } from "../../packages/dsl/src/testing/schemeTests.js";

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
