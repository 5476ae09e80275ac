// What an adversarial run of the fourteenth round found, each held by the command a user runs
// (the built CLI): folders of links that loop, diagnostics that print a hostile or a huge line,
// and CSV files as spreadsheets in other locales write them.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-adversary14-"));
const seed = readFileSync(join(repo, "docs/language.md"), "utf8").match(/## 1\. A complete scheme\n\n```allot\n([\s\S]*?)```/)![1]!;

function allot(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("a folder of links", () => {
  const dir = join(tmp, "loop");
  mkdirSync(join(dir, "tests"), { recursive: true });
  writeFileSync(join(dir, "small_grants.allot"), seed);
  writeFileSync(join(dir, "tests", "a.test.json"), JSON.stringify({ name: "one funded", call: { budget: "50000.00" }, input: "../data.json", expect: { results: { A1: { status: "funded" } } } }));
  writeFileSync(join(dir, "data.json"), JSON.stringify({ call: { budget: "50000.00" }, applications: [{ id: "A1", requested: "30000.00", quality: 8 }] }));
  symlinkSync("..", join(dir, "tests", "up"), "dir"); // a loop: tests/up/tests/up/…
  symlinkSync("../tests", join(dir, "tests", "again"), "dir"); // the same folder twice

  it("allot test walks a loop of links once, and runs each test once", () => {
    const r = allot("test", "loop");
    expect(r.err).toBe("");
    expect(r.out).toContain("1 passed, 0 failed, 0 skipped");
    expect(r.code).toBe(0);
  });
  it("allot check and fmt --check find each scheme once", () => {
    expect(allot("check", "loop").out).toContain("0 errors, 0 warnings in 1 file");
    expect(allot("fmt", "--check", "loop").out).toContain("1 file(s)");
  });
  it("a link to nothing is named, exit 1, not an internal error", () => {
    const broken = join(tmp, "broken");
    mkdirSync(broken);
    writeFileSync(join(broken, "ok.allot"), seed);
    symlinkSync("gone.allot", join(broken, "lost.allot"));
    const r = allot("check", "broken");
    expect(r.code).toBe(1);
    expect(r.err).toBe("allot: cannot read broken/lost.allot: it is a link to nothing\n");
  });
});
