// allot test [paths…] [--reporter human|json|junit]: runs the scheme tests (tests/*.test.json
// beside each scheme). The human report ends with "N passed, N failed, N skipped" (a test that
// could not run counts as failed); exit 0 when tests were found and none failed, 1 otherwise.
import { discoverTests, runTest, type TestOutcome, type TestStatus } from "../../testing/schemeTests.js";
import { noSuchPath, UsageError } from "../files.js";
import { existsSync } from "node:fs";
import { junit } from "../junit.js";

/** The human report: a line per test (its differences under it), the errors of a scheme once. */
function human(outcomes: readonly TestOutcome[], out: (s: string) => void): void {
  const shown = new Set<string>();
  for (const o of outcomes) {
    if (o.diagnostics && !shown.has(o.test.scheme)) {
      shown.add(o.test.scheme);
      out(`${o.test.scheme} has errors; its tests did not run:`);
      for (const d of o.diagnostics) out(`  ${d}`);
    }
    out(`${tag[o.status]} ${o.test.name}${o.status === "skipped" ? ` (${o.failures[0]})` : ""}`);
    if (o.diagnostics || o.status === "skipped") continue;
    for (const f of o.failures.slice(0, 20)) out(`       ${f}`);
    if (o.failures.length > 20) out(`       ... and ${o.failures.length - 20} more differences`);
  }
}

const tag: Record<TestStatus, string> = { passed: "ok  ", failed: "FAIL", error: "ERR ", skipped: "skip" };

export function test(paths: readonly string[], reporter: string, out: (s: string) => void): number {
  if (!["human", "json", "junit"].includes(reporter)) throw new UsageError(`--reporter takes human, json or junit, found '${reporter}'`);
  for (const p of paths) if (!existsSync(p)) throw noSuchPath(p);
  const tests = discoverTests(paths.length ? paths : ["."]);
  const outcomes = tests.map(runTest);
  const count = (s: TestStatus) => outcomes.filter((o) => o.status === s).length;
  const [passed, failed, errors, skipped] = [count("passed"), count("failed"), count("error"), count("skipped")];
  if (reporter === "json") out(JSON.stringify({ passed, failed, errors, skipped, tests: outcomes.map((o) => ({ name: o.test.name, file: o.test.file, scheme: o.test.scheme, status: o.status, passed: o.passed, failures: o.failures, ...(o.diagnostics ? { diagnostics: o.diagnostics } : {}) })) }, null, 2));
  else if (reporter === "junit") out(junit(outcomes));
  else {
    human(outcomes, out);
    // errors count as failures: the test did not show that the scheme does what it says
    out(`${passed} passed, ${failed + errors} failed, ${skipped} skipped`);
  }
  return failed + errors === 0 && outcomes.length > 0 ? 0 : 1;
}
