// adversary20 on adversary19's "left" 3, 4 and 6, each a command line that did something other
// than what it said:
// - `allot help run extra` and `allot help --id` printed the whole usage, exit 0: the extra
//   word was not refused;
// - `--set` of a name the scheme does not declare (`--set 'valid_ballots[riverside]=5'`, a
//   natural guess for a figure per key) was a warning, "… is not declared by the scheme and is
//   ignored", and the run went on with the file's figures — in a CI job, a result of another
//   call than the one asked. Now a usage error naming the parameters the scheme declares;
// - a scheme given to `fmt` (`check`, `test`) that is a link to nothing, or a loop of links,
//   was "no such file or folder": true, but the file is there as a link; now said so.
import { mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const allot = (...args: string[]) => {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: repo, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const firstLine = (s: string) => s.split("\n")[0];

describe("allot help with more than a command's name", () => {
  it.each([
    [["help", "run", "extra"], "allot: help takes one command's name (allot help <command>), found 'run extra'"],
    [["help", "--id"], "allot: help takes one command's name (allot help <command>), found '--id'"],
    [["help", "run", "--id", "x"], "allot: help takes one command's name (allot help <command>), found 'run --id x'"],
  ])("%j is a usage error", (args, message) => {
    const r = allot(...args);
    expect([r.code, r.out, firstLine(r.err)]).toEqual([2, "", message]);
  });
  it("help run --help and help -h still answer", () => {
    expect(allot("help", "run", "--help").out).toBe(allot("run", "--help").out);
    expect(allot("help", "-h").code).toBe(0);
  });
});

describe("--set of a name the scheme does not declare", () => {
  const scheme = "test/inputs/keyed/district_figures.allot";
  const input = "test/inputs/keyed/data/vote.json";
  it("a figure per key's member guessed as a name: a usage error naming the declared parameters and how a figure per key is set", () => {
    const r = allot("run", scheme, "--input", input, "--set", "valid_ballots[riverside]=5", "--format", "csv");
    expect([r.code, r.out]).toEqual([2, ""]);
    expect(firstLine(r.err)).toBe(
      "allot: --set valid_ballots[riverside]=5: the scheme declares no call parameter 'valid_ballots[riverside]'; it declares budget, valid_ballots, ceiling. valid_ballots is a figure per key (old_town, riverside, northfield): set it whole, as JSON: --set 'valid_ballots={\"old_town\": …, \"riverside\": …, \"northfield\": …}'",
    );
  });
  it("a misspelt name: the declared ones and the one meant", () => {
    const r = allot("explain", scheme, "--input", input, "--id", "P01", "--set", "budgett=100.00");
    expect([r.code, r.out]).toEqual([2, ""]);
    expect(firstLine(r.err)).toBe("allot: --set budgett=100.00: the scheme declares no call parameter 'budgett' (did you mean 'budget'?); it declares budget, valid_ballots, ceiling");
  });
  it("a declared name is set as before", () => {
    const r = allot("run", scheme, "--input", input, "--set", "budget=1.00", "--format", "json", "--no-explain");
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(JSON.parse(r.out).results.filter((x: { status: string }) => x.status === "funded")).toEqual([]);
  });
});

describe("a scheme that is a link to nothing", () => {
  const dir = mkdtempSync(join(tmpdir(), "allot-adversary20-links-"));
  mkdirSync(join(dir, "d"));
  symlinkSync("nowhere.allot", join(dir, "dangling.allot"));
  symlinkSync("dangling.allot", join(dir, "chain.allot"));
  symlinkSync("loopB.allot", join(dir, "loopA.allot"));
  symlinkSync("loopA.allot", join(dir, "loopB.allot"));
  it.each(["fmt", "check", "test"])("%s says the link and where it leads", (command) => {
    const dangling = allot(command, join(dir, "dangling.allot"));
    expect([dangling.code, dangling.out, firstLine(dangling.err)]).toEqual([2, "", `allot: ${join(dir, "dangling.allot")} is a link to nowhere.allot, which does not exist`]);
    const chain = allot(command, join(dir, "chain.allot"));
    expect(firstLine(chain.err)).toBe(`allot: ${join(dir, "chain.allot")} is a link to dangling.allot, itself a link that leads to nothing`);
    const loop = allot(command, join(dir, "loopA.allot"));
    expect([loop.code, loop.out, firstLine(loop.err)]).toEqual([2, "", `allot: ${join(dir, "loopA.allot")} is a link that leads back to itself (to loopB.allot)`]);
    const missing = allot(command, join(dir, "none.allot"));
    expect([missing.code, firstLine(missing.err)]).toEqual([2, `allot: no such file or folder: ${join(dir, "none.allot")}`]);
  });
});
