#!/usr/bin/env node
// The project's test command: vitest (unit, property, golden and end-to-end tests) and the
// scheme tests of schemes/ (allot test), then one plain line "N passed, N failed" over both.
// UPDATE_GOLDENS=1 rewrites golden files instead of comparing them.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, existsSync } from "node:fs";

const report = ".vitest-report.json";
rmSync(report, { force: true });
const vitest = spawnSync("node", ["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)], { stdio: "inherit" });
let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  // a test file that failed before any of its tests ran (an import error) counts as one failure
  failed += r.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
  if (r.numTotalTests === 0) failed += 1;
} else {
  console.error("vitest wrote no report");
  failed += 1;
}
const schemes = spawnSync("node", ["packages/dsl/dist/allot.mjs", "test", "schemes", "--reporter", "json"], { encoding: "utf8" });
try {
  const s = JSON.parse(schemes.stdout);
  for (const t of s.tests) if (!t.passed) console.error(`scheme test failed: ${t.name}\n  ${t.failures.slice(0, 10).join("\n  ")}`);
  console.log(`scheme tests: ${s.passed} passed, ${s.failed} failed`);
  passed += s.passed;
  failed += s.failed;
} catch {
  console.error(schemes.stdout, schemes.stderr);
  failed += 1;
}
if (vitest.status !== 0 && failed === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
