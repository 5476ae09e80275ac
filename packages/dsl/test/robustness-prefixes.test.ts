// Parsing never fails: every prefix of every scheme under
// schemes/ is analysed without an exception (deletions: robustness-deletions.test.ts), and every diagnostic it reports lies inside the text.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
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
  it("is analysed without errors", () => {
    expect(analyze(text).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
  it("survives every prefix", () => {
    for (let i = 0; i <= text.length; i++) assertSound(text.slice(0, i));
  });
});
