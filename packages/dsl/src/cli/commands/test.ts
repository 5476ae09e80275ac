// allot test [paths…] [--reporter human|json|junit]: runs the scheme tests (tests/*.test.json
// beside each scheme). Ends with "N passed, N failed"; exit 0 when all pass, 1 otherwise.
import { discoverTests, runTest, type TestOutcome } from "../../testing/schemeTests.js";
import { UsageError } from "../files.js";
import { existsSync } from "node:fs";

function xml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function junit(outcomes: readonly TestOutcome[]): string {
  const failed = outcomes.filter((o) => !o.passed).length;
  const time = (outcomes.reduce((s, o) => s + o.ms, 0) / 1000).toFixed(3);
  const cases = outcomes.map((o) => {
    const cls = xml(o.test.scheme.replace(/\\/g, "/"));
    const head = `    <testcase classname="${cls}" name="${xml(o.test.name)}" time="${(o.ms / 1000).toFixed(3)}"`;
    if (o.passed) return `${head}/>`;
    return `${head}>\n      <failure message="${xml(o.failures[0] ?? "failed")}">${xml(o.failures.join("\n"))}</failure>\n    </testcase>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="allot" tests="${outcomes.length}" failures="${failed}" time="${time}">\n  <testsuite name="scheme tests" tests="${outcomes.length}" failures="${failed}" time="${time}">\n${cases.join("\n")}\n  </testsuite>\n</testsuites>\n`;
}

export function test(paths: readonly string[], reporter: string, out: (s: string) => void): number {
  if (!["human", "json", "junit"].includes(reporter)) throw new UsageError(`--reporter takes human, json or junit, found '${reporter}'`);
  for (const p of paths) if (!existsSync(p)) throw new UsageError(`no such file or folder: ${p}`);
  const tests = discoverTests(paths.length ? paths : ["."]);
  const outcomes = tests.map(runTest);
  const passed = outcomes.filter((o) => o.passed).length;
  const failed = outcomes.length - passed;
  if (reporter === "json") out(JSON.stringify({ passed, failed, tests: outcomes.map((o) => ({ name: o.test.name, file: o.test.file, passed: o.passed, failures: o.failures })) }, null, 2));
  else if (reporter === "junit") out(junit(outcomes));
  else {
    for (const o of outcomes) {
      out(`${o.passed ? "ok  " : "FAIL"} ${o.test.name}`);
      for (const f of o.failures.slice(0, 20)) out(`       ${f}`);
      if (o.failures.length > 20) out(`       ... and ${o.failures.length - 20} more differences`);
    }
    out(`${passed} passed, ${failed} failed`);
  }
  return failed === 0 && outcomes.length > 0 ? 0 : 1;
}
