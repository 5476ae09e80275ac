// Shared by the robustness tests: the seed schemes, and the check that an analysis of any text
// finishes and keeps every diagnostic inside that text.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { analyze } from "../../src/analysis.js";

export const schemesRoot = join(__dirname, "../../../../schemes");

export const seedSchemes: string[] = readdirSync(schemesRoot).flatMap((d) =>
  readdirSync(join(schemesRoot, d))
    .filter((f) => f.endsWith(".allot"))
    .map((f) => join(d, f)),
);

export function assertSound(text: string): void {
  const a = analyze(text);
  for (const d of a.diagnostics) {
    if (!(d.span.start >= 0 && d.span.end <= text.length && d.span.start <= d.span.end)) {
      throw new Error(`diagnostic ${d.code} '${d.message}' has span ${d.span.start}-${d.span.end} outside a text of ${text.length}`);
    }
  }
}
