// What an adversarial run of the sixteenth round found of `--out` folders: a link to nothing given
// as the folder was refused as "cannot read out: no such file or folder" — true of where it
// leads, not of the link the user sees there. Held by the built CLI, as a user runs it.
import { mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-adversary16-"));
const scheme = join(repo, "schemes/drafted_zabytki/dotacje_zabytki.allot");
const data = join(repo, "schemes/drafted_zabytki/data/wnioski_2027.json");

function allot(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
  return { code: r.status, err: r.stderr };
}

describe("an --out folder that is a link to nothing", () => {
  symlinkSync(join(tmp, "gone", "x"), join(tmp, "out"));
  it("compile names the link and where it leads", () => {
    expect(allot("compile", scheme, "--out", "out")).toEqual({ code: 1, err: `allot: cannot make the folder out (a link to ${join(tmp, "gone", "x")}): no such file or folder\n` });
  });
  it("notices alike", () => {
    expect(allot("notices", scheme, "--input", data, "--out", "out")).toEqual({ code: 1, err: `allot: cannot make the folder out (a link to ${join(tmp, "gone", "x")}): no such file or folder\n` });
  });
  it("a loop of links is still said as one", () => {
    symlinkSync("loop_b", join(tmp, "loop_a"));
    symlinkSync("loop_a", join(tmp, "loop_b"));
    expect(allot("compile", scheme, "--out", "loop_a")).toEqual({ code: 1, err: "allot: cannot read loop_a: a link that leads back to itself\n" });
  });
});
