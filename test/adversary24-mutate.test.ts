// `allot test --mutate` where a scheme's tests fail as written (adversary24's probe of odd
// schemes): the scheme is not mutated and the run exits 1, but the last line said "mutation score
// 100.0% (0/0 killed) over 1 scheme" — a score for what was never scored. Now it says no score,
// and beside a scheme that was scored, how many were not.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-adv24-mutate-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
// two copies of the gap scheme (whose tests kill every mutant), the second with a test file cut short
cpSync(join(repo, "packages/dsl/test/mutation/gap"), join(tmp, "a"), { recursive: true });
cpSync(join(repo, "packages/dsl/test/mutation/gap"), join(tmp, "b"), { recursive: true });
writeFileSync(join(tmp, "b/tests/cut.test.json"), '{"name": "cut", "input":');

function allot(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("allot test --mutate, a scheme whose tests fail as written", () => {
  it("alone: no score claimed, exit 1", () => {
    const r = allot("test", "--mutate", "b");
    expect(r.code).toBe(1);
    expect(r.out.trim().split("\n")).toEqual([
      "b/gap.allot: the tests must pass on the scheme as written before it is mutated:",
      "  b/tests/cut.test.json: cannot read the test file: 1:25: expected a value, found the end of the input",
      "no mutation score: the tests of 1 scheme fail as written (above), so it was not mutated",
    ]);
  });
  it("beside a scheme scored: its score, and the one not scored named in the count, exit 1", () => {
    const r = allot("test", "--mutate", ".");
    expect(r.code).toBe(1);
    expect(r.out.trim().split("\n").at(-1)).toBe("mutation score 100.0% (11/11 killed) over 1 scheme; the tests of 1 scheme fail as written (above), so it was not mutated");
  });
  it("every scheme's tests passing: the line as before, exit 0", () => {
    const r = allot("test", "--mutate", "a");
    expect(r.code).toBe(0);
    expect(r.out.trim().split("\n").at(-1)).toBe("mutation score 100.0% (11/11 killed) over 1 scheme");
  });
});
