// Parsing never fails: every one-character deletion of every scheme under schemes/ is analysed
// without an exception, and every diagnostic it reports lies inside the text.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "vitest";
import { assertSound, schemesRoot, seedSchemes } from "./support/sound.js";

describe.each(seedSchemes.map((s) => [s]))("%s", (rel) => {
  const text = readFileSync(join(schemesRoot, rel), "utf8");
  it("survives every single-character deletion", () => {
    for (let i = 0; i < text.length; i++) assertSound(text.slice(0, i) + text.slice(i + 1));
  });
});
