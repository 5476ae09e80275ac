// The per-declaration cache of analyze() is invisible: a text analysed with declarations taken
// from the cache (moved to where they now stand) gives the same diagnostics, the same spans and
// the same compiled scheme as the same text analysed from scratch.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, clearAnalysisCache } from "../src/analysis.js";
import { generateBody } from "../src/compile/load.js";

const repo = join(__dirname, "../../..");
const seeds = readdirSync(join(repo, "schemes")).flatMap((d) => readdirSync(join(repo, "schemes", d)).filter((f) => f.endsWith(".allot")).map((f) => join(repo, "schemes", d, f)));
const corpus = join(__dirname, "corpus/bad");
const bad = readdirSync(corpus).filter((f) => f.endsWith(".allot")).map((f) => join(corpus, f));

function fingerprint(text: string): string {
  const a = analyze(text);
  const body = a.hasErrors ? "" : generateBody(a);
  return JSON.stringify({ diagnostics: a.diagnostics, declarations: a.ast.declarations, body });
}

function fresh(text: string): string {
  clearAnalysisCache();
  return fingerprint(text);
}

describe.each([...seeds, ...bad].map((f) => [f.slice(repo.length + 1)]))("%s", (rel) => {
  const text = readFileSync(join(repo, rel), "utf8");
  it("gives the same analysis from the cache, with every declaration moved", () => {
    fresh(text); // fills the cache
    const shifted = `// a comment that moves everything below it\n${text}`;
    const cached = fingerprint(shifted);
    expect(cached).toBe(fresh(shifted));
  });
  it("gives the same analysis after an edit in its middle", () => {
    const at = text.indexOf("\n", Math.floor(text.length / 2));
    const edited = `${text.slice(0, at)}\n// edited${text.slice(at)}`;
    fresh(text);
    const cached = fingerprint(edited);
    expect(cached).toBe(fresh(edited));
  });
});
