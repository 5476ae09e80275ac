// adversary19 on adversary18's `replaceFile` (fmt and run --out write beside the file, then rename):
// - its temporary name was `.allot-<pid>-<the file's name>`: for a file whose name is near the
//   file system's limit (255 bytes) the temporary name was too long, and `allot fmt` refused a
//   scheme it could read ("cannot open …: the name is too long");
// - a run stopped while it wrote (Ctrl-C, the kernel's out-of-memory killer) left its temporary
//   file, which nothing removed — and a later run given the same process id (a container starts
//   its processes at the same ids) found the name taken and refused to write ("file exists").
// Now the temporary name is short and random, and a write removes the temporary files in its
// folder that a process no longer running left.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-adversary19-"));
const rolling = readFileSync(join(repo, "schemes/drafted_rolling/rolling_rd.allot"), "utf8");
const messy = rolling.replace("  budget call.budget_1 + call.budget_2", "  budget   call.budget_1 + call.budget_2");
const data = join(repo, "schemes/drafted_rolling/data/rolling_2027.json");

function allot(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: "utf8", timeout: 120_000, env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const folder = (name: string): string => {
  const dir = join(tmp, name);
  mkdirSync(dir);
  return dir;
};
/** The id of a process that has ended. */
const deadPid = (): number => spawnSync(process.execPath, ["-e", ""]).pid!;

describe("the temporary file beside the one replaced", () => {
  it("a scheme whose name is 250 bytes long is formatted (the temporary name is not longer than the file's)", () => {
    const dir = folder("long-name");
    const name = `${"r".repeat(244)}.allot`;
    writeFileSync(join(dir, name), messy);
    const r = allot(dir, "fmt", name);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, name), "utf8")).toBe(rolling);
    expect(readdirSync(dir)).toEqual([name]);
  });
  it("a temporary file a stopped run left is removed by the next write in its folder; one a running process holds is left", () => {
    const dir = folder("stale");
    const stale = `.allot-${deadPid()}-0123456789ab.tmp`;
    const held = `.allot-${process.pid}-ba9876543210.tmp`;
    writeFileSync(join(dir, stale), '{"results": [ half a file');
    writeFileSync(join(dir, held), "being written");
    writeFileSync(join(dir, "results.json"), "the earlier results");
    const r = allot(dir, "run", join(repo, "schemes/drafted_rolling/rolling_rd.allot"), "--input", data, "--out", "results.json", "--no-explain");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, "results.json"), "utf8")).results.length).toBeGreaterThan(0);
    expect(existsSync(join(dir, stale))).toBe(false);
    expect(readdirSync(dir).sort()).toEqual([held, "results.json"].sort());
  });
});
