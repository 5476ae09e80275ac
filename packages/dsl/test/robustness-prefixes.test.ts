// Parsing never fails: every prefix of every scheme under schemes/ is analysed without an
// exception, and every diagnostic it reports lies inside the text. (Deletions:
// robustness-deletions.test.ts; the two run in parallel.)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../src/analysis.js";
import { assertSound, schemesRoot, seedSchemes } from "./support/sound.js";

describe.each(seedSchemes.map((s) => [s]))("%s", (rel) => {
  const text = readFileSync(join(schemesRoot, rel), "utf8");
  it("is analysed without errors", () => {
    expect(analyze(text).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
  it("survives every prefix", () => {
    for (let i = 0; i <= text.length; i++) assertSound(text.slice(0, i));
  });
});
