// The editor services (what the language server calls) on broken text: every one-line deletion,
// truncation at many points, and random character swaps of schemes with this round's constructs.
// An exception is a bug. Usage: node lsp-fuzz.mjs <file.allot>... (ROOT selects the tree)
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { rng } from "./harness.mjs";
const ROOT = process.env.ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const d = await import(pathToFileURL(path.join(ROOT, "packages/dsl/dist/index.js")).href);
const R = rng(Number(process.env.SEED ?? 7));
let n = 0, bad = 0;
const seen = new Set();
function probe(text, label) {
  n++;
  let a;
  const step = (what, f) => {
    try { return f(); } catch (e) {
      const key = what + ":" + String(e && e.stack).split("\n").slice(0, 3).join("|");
      if (!seen.has(key)) { seen.add(key); bad++; console.log(`THROW ${what} on ${label}: ${String(e && e.stack).split("\n").slice(0, 4).join(" | ")}`); fs.writeFileSync(`/tmp/r32/lsp-${bad}.allot`, text); }
    }
  };
  a = step("analyze", () => d.analyze(text));
  if (!a) return;
  step("format", () => d.formatScheme(text));
  step("documentSymbols", () => d.documentSymbols(a));
  step("semanticTokens", () => d.semanticTokens(a));
  step("foldingRanges", () => d.foldingRanges(a));
  step("inlayHints", () => d.inlayHints(a));
  step("codeActions", () => d.codeActions(a, { start: 0, end: text.length }));
  for (let k = 0; k < 6; k++) {
    const off = R.int(0, text.length);
    step("hover", () => d.hover(a, off));
    step("completion", () => d.completion(a, off));
    step("definition", () => d.definition(a, off));
    step("references", () => d.references(a, off, true));
    step("prepareRename", () => d.prepareRename(a, off));
    step("rename", () => d.rename(a, off, "zz_new"));
  }
  if (!a.diagnostics.some((x) => x.severity === "error")) step("load", () => d.load(a));
}
for (const f of process.argv.slice(2)) {
  const text = fs.readFileSync(f, "utf8");
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) probe(lines.filter((_, j) => j !== i).join("\n"), `${f} without line ${i + 1}`);
  for (let k = 0; k < 150; k++) { const c = R.int(0, text.length); probe(text.slice(0, c), `${f} cut at ${c}`); }
  for (let k = 0; k < 300; k++) {
    const c = R.int(0, text.length - 1);
    const rep = R.pick(["", " ", "(", ")", "{", "}", "[", "]", "\n", "0", "-", "%", "×", "\"", ".", "left", "closest", "by", "at least", "for each", "group by x {", "when"]);
    probe(text.slice(0, c) + rep + text.slice(c + R.int(0, 4)), `${f} edit at ${c} '${rep}'`);
  }
}
console.log(`${n} texts, ${bad} distinct throws`);
