// Runs the TextMate grammar tests (test/grammar/*.allot, scope assertions in comments) with the
// vscode-tmgrammar-test command line, which exits non-zero when an assertion fails; and checks that
// the extension's manifest points at files that exist.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const pkg = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("vscode extension: TextMate grammar", () => {
  it("passes the scope assertions of test/grammar/*.allot", () => {
    const r = spawnSync(process.execPath, [join(pkg, "node_modules/vscode-tmgrammar-test/dist/unit.js"), "-g", "syntaxes/allot.tmLanguage.json", "test/grammar/*.allot"], {
      cwd: pkg,
      encoding: "utf8",
    });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/declarations\.allot run successfuly/);
  });

  it("has a manifest whose grammar, language configuration and snippets exist", () => {
    const manifest = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8"));
    const c = manifest.contributes;
    expect(c.languages[0].extensions).toContain(".allot");
    for (const f of [c.languages[0].configuration, c.grammars[0].path, c.snippets[0].path]) expect(existsSync(join(pkg, f)), f).toBe(true);
    expect(JSON.parse(readFileSync(join(pkg, c.grammars[0].path), "utf8")).scopeName).toBe("source.allot");
    expect(c.commands.map((x: { command: string }) => x.command)).toEqual(expect.arrayContaining(["allot.runTests", "allot.openReport"]));
  });
});
