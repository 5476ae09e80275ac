// Bad data gets a clear error naming record and field; nothing is dropped or coerced. Each
// folder of test/inputs/bad holds a case (case.json: scheme and arguments of `allot run`), its
// data, and expected.txt: the exit code, stdout and stderr of the real command line.
// UPDATE_GOLDENS=1 rewrites expected.txt. Runs the built CLI (pnpm test builds first).
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const root = join(__dirname, "inputs", "bad");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const update = process.env["UPDATE_GOLDENS"] === "1";

function runCase(dir: string): string {
  const c = JSON.parse(readFileSync(join(dir, "case.json"), "utf8")) as { scheme: string; args: string[] };
  const r = spawnSync(process.execPath, [cli, "run", join(repo, c.scheme), ...c.args], { cwd: dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  const clean = (s: string) => s.split(repo).join("<repo>");
  return `exit: ${r.status}\n--- stdout\n${clean(r.stdout)}--- stderr\n${clean(r.stderr)}`;
}

describe.each(readdirSync(root).sort())("%s", (name) => {
  it("gives the expected errors", () => {
    const dir = join(root, name);
    const actual = runCase(dir);
    const golden = join(dir, "expected.txt");
    if (update || !existsSync(golden)) {
      writeFileSync(golden, actual);
      if (!update) throw new Error(`${golden} was missing and has been written; review it and run again`);
      return;
    }
    expect(actual).toBe(readFileSync(golden, "utf8"));
  });
});
