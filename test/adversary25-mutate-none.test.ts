// `allot test --mutate` on a folder with no scheme tests (adversary24's finding left): it was a
// usage error, `allot: no scheme tests found under …` followed by the whole help, exit 2, though
// the command was written right. Now it says what is missing and where tests go, without the
// help, exit 1 (the CLI's code for errors in a scheme's tests): a gate that runs `--mutate` on a
// folder whose tests were left out must not pass, and must not read as a typing mistake.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-adv25-mutate-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
// a folder with nothing in it, and one with a scheme but its tests folder left out
mkdirSync(join(tmp, "empty"));
cpSync(join(repo, "packages/dsl/test/mutation/gap/gap.allot"), join(tmp, "untested/gap.allot"));

function allot(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("allot test --mutate where no tests are found", () => {
  it("an empty folder: what is missing, no help, exit 1", () => {
    const r = allot("test", "--mutate", "empty");
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err.trim().split("\n")).toEqual([
      "allot: nothing to mutate: no scheme tests found under empty; a scheme's tests are tests/<name>.test.json in its folder",
    ]);
  });
  it("a folder with a scheme and no tests: the scheme named, exit 1", () => {
    const r = allot("test", "--mutate", "untested");
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err.trim().split("\n")).toEqual([
      "allot: nothing to mutate: no scheme tests found under untested, where 1 scheme has none (untested/gap.allot); a scheme's tests are tests/<name>.test.json in its folder",
    ]);
  });
  it("a scheme file with no tests beside it: the same, exit 1", () => {
    const r = allot("test", "--mutate", "untested/gap.allot");
    expect(r.code).toBe(1);
    expect(r.err).not.toContain("Usage");
    expect(r.err.trim()).toBe(
      "allot: nothing to mutate: no scheme tests found for untested/gap.allot; a scheme's tests are tests/<name>.test.json in its folder",
    );
  });
  it("with --format json: the same words on stderr, nothing on stdout, exit 1", () => {
    const r = allot("test", "--mutate", "empty", "--format", "json");
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toContain("allot: nothing to mutate: no scheme tests found under empty");
  });
  it("a wrong --format is still a usage error (exit 2, the help)", () => {
    const r = allot("test", "--mutate", "empty", "--format", "xml");
    expect(r.code).toBe(2);
    expect(r.err).toContain("--mutate writes human or json");
  });
});
