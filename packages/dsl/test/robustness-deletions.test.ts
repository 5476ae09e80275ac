// Parsing never fails: every one-character deletion of every scheme under
// schemes/ is analysed without an exception (prefixes: robustness-prefixes.test.ts), and every diagnostic it reports lies inside the text.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "vitest";
import { analyze } from "../src/analysis.js";

const root = join(__dirname, "../../../schemes");
const schemes = readdirSync(root).flatMap((d) => readdirSync(join(root, d)).filter((f) => f.endsWith(".allot")).map((f) => join(root, d, f)));

function assertSound(text: string): void {
  const a = analyze(text);
  for (const d of a.diagnostics) {
    if (!(d.span.start >= 0 && d.span.end <= text.length && d.span.start <= d.span.end)) {
      throw new Error(`diagnostic ${d.code} '${d.message}' has span ${d.span.start}-${d.span.end} outside a text of ${text.length}`);
    }
  }
}

describe.each(schemes.map((s) => [s.slice(root.length + 1)]))("%s", (rel) => {
  const text = readFileSync(join(root, rel), "utf8");
  it("survives every single-character deletion", () => {
    for (let i = 0; i < text.length; i++) assertSound(text.slice(0, i) + text.slice(i + 1));
  });
});
