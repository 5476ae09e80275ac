// `--out` folders of `allot compile` and `allot notices`: made with the folders above them, and a
// folder the file system refuses is an error naming it, at once. Node's recursive mkdirSync
// retried a refused folder under /proc without end (the command hung); makeFolder tries once.
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { makeFolder } from "../packages/dsl/src/makeFolder.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const scheme = "schemes/seed_002/pop3_innovatie.allot";
const input = "schemes/seed_002/data/seed_002.applications.json";
const tmp = mkdtempSync(join(tmpdir(), "allot-out-"));

function allot(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: repo, encoding: "utf8", timeout: 20_000, env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status, signal: r.signal, err: r.stderr };
}

describe("--out folders", () => {
  it("compile makes the folders above its --out", () => {
    const out = join(tmp, "a", "b", "c");
    const r = allot("compile", scheme, "--out", out, "--bundle");
    expect(r.code).toBe(0);
    expect(existsSync(join(out, "pop3_samenwerking_innovaties.mjs"))).toBe(true);
    expect(existsSync(join(out, "pop3_samenwerking_innovaties.runtime", "decimal-js", "decimal.d.ts"))).toBe(true);
  });

  it.runIf(existsSync("/proc/self"))("a folder under /proc is refused at once, not retried without end", () => {
    const c = allot("compile", scheme, "--out", "/proc/allot-x/y");
    expect(c.signal).toBeNull();
    expect(c.code).toBe(1);
    expect(c.err).toContain("allot: cannot make the folder /proc/allot-x: no such file or folder");
    const n = allot("notices", scheme, "--input", input, "--out", "/proc/allot-n");
    expect(n.signal).toBeNull();
    expect(n.code).toBe(1);
    expect(n.err).toContain("allot: cannot make the folder /proc/allot-n: no such file or folder");
  });

  it("a file on the way is named", () => {
    const file = join(tmp, "a-file");
    writeFileSync(file, "x");
    const r = allot("compile", scheme, "--out", join(file, "inside"));
    expect(r.code).toBe(1);
    expect(r.err).toContain(`allot: cannot make the folder ${join(file, "inside")}: a part of the path is a file, not a folder`);
  });

  it("makeFolder: a folder already there is fine; a file of that name is not a folder", () => {
    const dir = join(tmp, "there");
    makeFolder(dir);
    makeFolder(dir);
    expect(existsSync(dir)).toBe(true);
    const file = join(tmp, "plain");
    writeFileSync(file, "x");
    expect(() => makeFolder(file)).toThrow(expect.objectContaining({ code: "ENOTDIR", path: file }));
    makeFolder(".");
  });
});
