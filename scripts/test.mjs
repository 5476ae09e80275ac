#!/usr/bin/env node
// The project's test command: vitest (unit, property, golden and end-to-end tests) and the
// scheme tests of schemes/ (allot test), then one plain line "N passed, N failed, N skipped" over
// both: vitest's skipped and todo tests and the skipped scheme tests are counted, so a test that
// did not run is seen. UPDATE_GOLDENS=1 rewrites golden files instead of comparing them.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// scheme tests of another folder than schemes/ (the test of this script uses it)
const schemeTests = process.env.ALLOT_SCHEME_TESTS || "schemes";
const scratch = mkdtempSync(join(tmpdir(), "allot-test-"));
const report = join(scratch, "vitest-report.json");
const vitest = spawnSync("node", ["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)], { stdio: "inherit" });
let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
  // a test file that failed before any of its tests ran (an import error) counts as one failure
  failed += r.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
  if (r.numTotalTests === 0) failed += 1;
  const notRun = r.testResults.flatMap((f) => f.assertionResults.filter((t) => t.status === "pending" || t.status === "skipped" || t.status === "todo").map((t) => `${f.name.replace(`${process.cwd()}/`, "")}: ${t.fullName}`));
  if (notRun.length) console.log(`skipped tests:\n  ${notRun.join("\n  ")}`);
  rmSync(scratch, { recursive: true, force: true });
} else {
  console.error("vitest wrote no report");
  failed += 1;
}
const schemes = spawnSync("node", ["packages/dsl/dist/allot.mjs", "test", schemeTests, "--reporter", "json"], { encoding: "utf8" });
try {
  const s = JSON.parse(schemes.stdout);
  for (const t of s.tests) {
    if (t.status === "failed" || t.status === "error") console.error(`scheme test ${t.status === "error" ? "did not run" : "failed"}: ${t.name}\n  ${[...(t.diagnostics ?? []), ...t.failures].slice(0, 10).join("\n  ")}`);
    if (t.status === "skipped") console.log(`scheme test skipped: ${t.name} (${t.failures[0]})`);
  }
  console.log(`scheme tests: ${s.passed} passed, ${s.failed + s.errors} failed, ${s.skipped} skipped`);
  passed += s.passed;
  failed += s.failed + s.errors;
  skipped += s.skipped;
} catch {
  console.error(schemes.stdout, schemes.stderr);
  failed += 1;
}
if (vitest.status !== 0 && failed === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed === 0 ? 0 : 1;
