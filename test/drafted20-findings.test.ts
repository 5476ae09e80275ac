// What drafter20 found as a newcomer following README.md (issue 15, twentieth round): a scheme
// typed into a sub-folder and run there with `pnpm allot run small_grants.allot …` was refused
// as "no such scheme: small_grants.allot" — pnpm runs the script in the workspace's top folder,
// not where it was called (it says so only in INIT_CWD), and the message named neither folder.
// Held by the built CLI, as a user runs it.
import { mkdirSync, mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const top = realpathSync(mkdtempSync(join(tmpdir(), "allot-drafted20-")));
const mine = join(top, "mine");
mkdirSync(mine);

function allot(env: Record<string, string | undefined>, ...args: string[]) {
  const e: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1", ...env };
  if (env["INIT_CWD"] === undefined) delete e["INIT_CWD"];
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: top, encoding: "utf8", env: e, timeout: 60_000 });
  return { code: r.status, err: r.stderr.split("\n")[0] };
}

describe("a file named from another folder than the one the program runs in", () => {
  it("under pnpm (INIT_CWD another folder): names both folders and what to do", () => {
    expect(allot({ INIT_CWD: mine }, "run", "small_grants.allot", "--input", "call.json")).toEqual({
      code: 2,
      err: `allot: no such scheme: small_grants.allot (looked for in ${top}; pnpm runs allot in the workspace's top folder, not in ${mine} where it was called: name the file by its path from ${top}, or in full)`,
    });
    expect(allot({ INIT_CWD: mine }, "check", "small_grants.allot").err).toBe(
      `allot: no such file or folder: small_grants.allot (looked for in ${top}; pnpm runs allot in the workspace's top folder, not in ${mine} where it was called: name the file by its path from ${top}, or in full)`,
    );
  });

  it("an input file too, once the scheme is found", () => {
    const scheme = join(repo, "schemes/drafted_deutschlandstipendium/deutschlandstipendium.allot");
    expect(allot({ INIT_CWD: mine }, "run", scheme, "--input", "call.json").err).toBe(
      `allot: no such input file: call.json (looked for in ${top}; pnpm runs allot in the workspace's top folder, not in ${mine} where it was called: name the file by its path from ${top}, or in full)`,
    );
  });

  it("without pnpm (no INIT_CWD, or the same folder): the folder looked in only", () => {
    expect(allot({}, "run", "small_grants.allot", "--input", "call.json").err).toBe(`allot: no such scheme: small_grants.allot (looked for in ${top})`);
    expect(allot({ INIT_CWD: top }, "compile", "small_grants.allot", "--out", "build").err).toBe(`allot: no such scheme: small_grants.allot (looked for in ${top})`);
  });

  it("a path in full is named as given", () => {
    const gone = join(mine, "small_grants.allot");
    expect(allot({ INIT_CWD: mine }, "run", gone, "--input", "call.json").err).toBe(`allot: no such scheme: ${gone}`);
  });
});

// A stage's line told its budget of places as money: "Mittel 6 (was verbleibt)" of stipend
// places whose every other line says "Plätze", "budget 1 (what is left)" of nursery places.
describe("a stage's budget in an allocation of places is counted in places", () => {
  const explain = (dir: string, file: string, data: string, id: string) =>
    spawnSync(process.execPath, [cli, "explain", join(repo, "schemes", dir, file), "--input", join(repo, "schemes", dir, "data", data), "--id", id], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 }).stdout;

  it("de: the free stipends' stage, '6 Plätze (was verbleibt)'", () => {
    const text = explain("drafted_deutschlandstipendium", "deutschlandstipendium.allot", "nordheim_2027.json", "D21");
    expect(text).toContain("Entschieden in der Stufe 4 von 4, „Freie Stipendien und nicht vergebene gebundene Stipendien“: sie erfasst jeden Antrag, der noch keinen Platz erhalten hat; 6 Plätze (was verbleibt).");
    expect(text).not.toContain("Mittel 6");
  });

  it("en: the nursery's last stage, '1 place (what is left)'", () => {
    const text = explain("drafted_nursery", "nursery_places.allot", "eastbrook_2027.json", "K11");
    expect(text).toContain("Decided in stage 3 of 3, 'All other children not yet offered a place': it considers every application not yet given a place; 1 place (what is left).");
  });
});
