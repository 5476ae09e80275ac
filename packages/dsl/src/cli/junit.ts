// `allot test --reporter junit`: the scheme tests as JUnit XML for CI test reports, built with
// junit-report-builder (which escapes text and drops characters XML cannot hold, such as control
// characters in a test's name). One <testsuite> per scheme; a failed test carries its
// differences, a test that could not run is an <error> (with the scheme's diagnostics when it
// has errors), a skipped test is <skipped/> with its reason on its standard output.
import { relative } from "node:path";
import junitReportBuilder, { type Builder } from "junit-report-builder";
import type { TestOutcome } from "../testing/schemeTests.js";

/** The scheme's path as a report shows it: relative to the current folder, with forward slashes. */
function schemeName(scheme: string): string {
  return (scheme ? relative(process.cwd(), scheme) : "(no scheme)").replace(/\\/g, "/");
}

/** Milliseconds as seconds to the millisecond, as JUnit reports give times. */
function seconds(ms: number): number {
  return Math.round(ms) / 1000;
}

// The package is CommonJS (`module.exports = builder`) but its types declare `export default`:
// the default import is the builder itself, typed here as it is.
const reportBuilder = junitReportBuilder as unknown as Builder;

export function junit(outcomes: readonly TestOutcome[]): string {
  const report = reportBuilder.newBuilder().name("allot");
  const bySchemes = new Map<string, TestOutcome[]>();
  for (const o of outcomes) {
    const scheme = schemeName(o.test.scheme);
    bySchemes.set(scheme, [...(bySchemes.get(scheme) ?? []), o]);
  }
  for (const [scheme, tests] of bySchemes) {
    const suite = report.testSuite().name(scheme).time(seconds(tests.reduce((s, o) => s + o.ms, 0)));
    for (const o of tests) {
      const c = suite.testCase().className(scheme).name(o.test.name).file(o.test.file.replace(/\\/g, "/")).time(seconds(o.ms));
      if (o.status === "failed") c.failure(o.failures[0] ?? "failed", "differences").stacktrace(o.failures.join("\n"));
      else if (o.status === "error") c.error(o.failures[0] ?? "did not run", "not run", [...(o.diagnostics ?? []), ...o.failures].join("\n"));
      else if (o.status === "skipped") c.skipped().standardOutput(`skipped: ${o.failures[0] ?? ""}`);
    }
  }
  return report.build() + "\n";
}
