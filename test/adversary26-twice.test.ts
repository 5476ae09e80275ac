// A file named twice on the command line — a folder and a file in it, or two spellings of one
// path (adversary26). `allot check broken broken/gap.allot` reported each error twice and said
// "2 errors … in 2 files" of one file; `fmt --check` counted "2 file(s)"; `allot test
// gap/tests/basic.test.json gap` ran that test twice ("3 passed" of two tests); `test --mutate gap
// gap/gap.allot` mutated against "4 tests". Now each file is read once, however it is named.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-adv26-twice-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
cpSync(join(repo, "packages/dsl/test/mutation/gap"), join(tmp, "gap"), { recursive: true });
cpSync(join(repo, "packages/dsl/test/mutation/gap"), join(tmp, "broken"), { recursive: true });
const bad = join(tmp, "broken/gap.allot");
writeFileSync(bad, readFileSync(bad, "utf8").replace("asked: money(EUR)", "asked: money(EUR"));

function allot(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: tmp, encoding: "utf8" });
  return { code: r.status, out: r.stdout + r.stderr };
}

describe("a file named twice is read once", () => {
  it("check: a folder and a file in it, and two spellings", () => {
    const r = allot("check", "broken", "broken/gap.allot", "./broken/../broken/gap.allot");
    expect(r.code).toBe(1);
    expect(r.out.match(/error AL0102/g)).toHaveLength(1);
    expect(r.out).toContain("1 error, 0 warnings in 1 file");
  });
  it("fmt --check", () => {
    expect(allot("fmt", "--check", "gap", "gap/gap.allot").out).toContain("1 file(s): 0 need formatting");
  });
  it("test: a test file and its folder", () => {
    const r = allot("test", "gap/tests/basic.test.json", "gap");
    expect(r.out).toContain("2 passed, 0 failed, 0 skipped");
  });
  it("test --mutate: a scheme's folder and the scheme", () => {
    const r = allot("test", "--mutate", "gap", "gap/gap.allot");
    expect(r.out).toMatch(/^gap\/gap\.allot: 2 tests, /m);
  });
});
