// What a result says of lots and stages (issue 15, twelfth round, output12): the findings
// drafter12 left writing schemes/drafted_subsidie (docs/performance.md, "A Dutch call with lots
// drafted from the docs alone (drafter12)"), each read through the command line's own output.
// Runs the built CLI (pnpm build first).
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const subsidie = "schemes/drafted_subsidie/verduurzaming_vastgoed.allot";
const lots = "schemes/drafted_subsidie/data/zuiderhaven_2027.json";

function allot(...args: string[]): string {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: repo, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

describe("a moment is shown at the granularity its key compares at", () => {
  // Art. 9(2): receipt to the second. A04 (02:20+01:00) and A05 (02:40+02:00) on 25 October 2026,
  // the night summer time ends: A05 is 40 minutes earlier as an instant. The comparison showed
  // "02:40:00.000+02:00": milliseconds a key to the second does not compare.
  it("to the second: no milliseconds, the offset of the repeated hour kept (allot explain)", () => {
    const text = allot("explain", subsidie, "--input", lots, "--id", "A04");
    expect(text).toContain("Na A05: beslist door ontvangen (vroegste eerst, per seconde): 2026-10-25 02:40:00+02:00 tegen 2026-10-25 02:20:00+01:00.");
    expect(text).not.toMatch(/per seconde\): [^\n]*\.000/);
  });
});
