// Runs the TextMate grammar tests (test/grammar/*.allot, scope assertions in comments) with the
// vscode-tmgrammar-test command line, which exits non-zero when an assertion fails; and checks that
// the extension's manifest points at files that exist and lets the language's own characters
// through VS Code's confusable-character highlighting.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const pkg = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = join(pkg, "..", "..");

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

  it("allows the operators and typographic marks of schemes in VS Code's unicode highlighting", () => {
    const manifest = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8"));
    const allowed: Record<string, boolean> = manifest.contributes.configurationDefaults?.["[allot]"]?.["editor.unicodeHighlight.allowedCharacters"] ?? {};
    // every non-ASCII spelling the lexer accepts (×, −, ≤, …)
    const lexer = readFileSync(join(root, "packages/dsl/src/syntax/tokens.ts"), "utf8");
    const operators = new Set([...lexer.matchAll(/pattern: \/([^/\n]*)\//g)].flatMap((m) => [...m[1]!].filter((c) => c.charCodeAt(0) > 127)));
    expect([...operators]).toEqual(expect.arrayContaining(["×", "−", "≤"]));
    // every non-ASCII mark that is not a letter in the seed schemes' legal texts (– — „ ” …)
    const marks = new Set<string>();
    for (const d of readdirSync(join(root, "schemes")).filter((d) => d.startsWith("seed_"))) {
      for (const f of readdirSync(join(root, "schemes", d)).filter((f) => f.endsWith(".allot"))) {
        for (const c of readFileSync(join(root, "schemes", d, f), "utf8")) if (c.charCodeAt(0) > 127 && !/[\p{L}\p{N}§]/u.test(c)) marks.add(c);
      }
    }
    expect(marks.size).toBeGreaterThan(2);
    for (const c of [...operators, ...marks]) expect(allowed[c], `${c} (U+${c.codePointAt(0)!.toString(16).toUpperCase()})`).toBe(true);
  });
});
