// What an adversarial run of the eighteenth round found where the command-line program writes a
// file and the disk will not take it all (simulated by a limit on a file's size, `ulimit -f`, as a
// full disk would stop a write halfway; node turns the signal into an EFBIG error). `allot fmt`
// wrote the formatted scheme over the scheme itself: the write stopped at the limit and the
// user's scheme was left cut short (8,827 bytes → 4,096), with "internal error — this is a bug in
// allot". `allot run --out` wrote its results over the file already there: half a JSON file was
// left in its place. Both now write beside the file and put it in place only when whole; an
// error of the disk (a file too large, a quota, an input/output error) is said in plain words.
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-adversary18-"));
const rolling = readFileSync(join(repo, "schemes/drafted_rolling/rolling_rd.allot"), "utf8");
// the scheme with one layout `fmt` changes, on its first budget line (8.8 KB: past a 4 KB limit)
const messy = rolling.replace("  budget call.budget_1 + call.budget_2", "  budget   call.budget_1 + call.budget_2");
const data = join(repo, "schemes/drafted_rolling/data/rolling_2027.json");

/** The built CLI in `cwd`, each file it writes limited to `kb` KB where given (bash's `ulimit -f`). */
function allot(cwd: string, kb: number | undefined, ...args: string[]) {
  const command = [process.execPath, cli, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
  const r = spawnSync("bash", ["-c", `${kb === undefined ? "" : `ulimit -f ${kb}; `}exec ${command}`], { cwd, encoding: "utf8", timeout: 120_000, env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const folder = (name: string): string => {
  const dir = join(tmp, name);
  mkdirSync(dir);
  return dir;
};

describe("allot fmt: a scheme is replaced whole or left as it was", () => {
  it("a write the disk stops halfway leaves the scheme as it was, said in plain words, exit 1", () => {
    const dir = folder("fmt-full");
    const file = join(dir, "rolling.allot");
    writeFileSync(file, messy);
    const r = allot(dir, 4, "fmt", "rolling.allot");
    expect(readFileSync(file, "utf8")).toBe(messy);
    expect([r.code, r.err]).toEqual([1, "allot: cannot write rolling.allot: the file is too large for the disk or for the limit on a file's size\n"]);
    expect(readdirSync(dir)).toEqual(["rolling.allot"]);
  });

  it("formatted with room, the file keeps its permissions, and a link stays a link to the file it formats", () => {
    const dir = folder("fmt-room");
    const file = join(dir, "rolling.allot");
    writeFileSync(file, messy);
    chmodSync(file, 0o640);
    symlinkSync("rolling.allot", join(dir, "link.allot"));
    const r = allot(dir, undefined, "fmt", "link.allot");
    expect([r.code, r.out]).toEqual([0, "1 file(s): 1 formatted, 0 with syntax errors\n"]);
    expect(readFileSync(file, "utf8")).toBe(rolling);
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(lstatSync(join(dir, "link.allot")).isSymbolicLink()).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(["link.allot", "rolling.allot"]);
  });
});

describe("allot run --out: the results whole or the file as it was", () => {
  it("a write the disk stops halfway leaves the earlier results in place, not half a file", () => {
    const dir = folder("run-full");
    writeFileSync(join(dir, "results.json"), "the earlier results\n");
    const r = allot(dir, 8, "run", join(repo, "schemes/drafted_rolling/rolling_rd.allot"), "--input", data, "--out", "results.json");
    expect([r.code, r.err]).toEqual([1, "allot: cannot write results.json: the file is too large for the disk or for the limit on a file's size\n"]);
    expect(readFileSync(join(dir, "results.json"), "utf8")).toBe("the earlier results\n");
    expect(readdirSync(dir)).toEqual(["results.json"]);
  });

  it("with room, the results replace the file, and a device is still written as itself", () => {
    const dir = folder("run-room");
    writeFileSync(join(dir, "results.csv"), "the earlier results\n");
    const r = allot(dir, undefined, "run", join(repo, "schemes/drafted_rolling/rolling_rd.allot"), "--input", data, "--format", "csv", "--no-explain", "--out", "results.csv");
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, "results.csv"), "utf8")).toMatch(/^position,id,stage,/);
    expect(readdirSync(dir)).toEqual(["results.csv"]);
    expect(allot(dir, undefined, "run", join(repo, "schemes/drafted_rolling/rolling_rd.allot"), "--input", data, "--out", "/dev/null").code).toBe(0);
  });
});

describe("allot compile --out on a disk that stops a write", () => {
  it("is said in plain words, exit 1, and nothing of the output is left", () => {
    const dir = folder("compile-full");
    const r = allot(dir, 100, "compile", join(repo, "schemes/drafted_rolling/rolling_rd.allot"), "--out", "out", "--bundle");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^allot: cannot write out\/\S+: the file is too large for the disk or for the limit on a file's size\n$/);
    // the --out folder it made is removed with the rest (fix18: all or nothing includes the folder)
    expect(existsSync(join(dir, "out"))).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });
});
