// What the one-character deletions found (robustness-deletions.test.ts, issue 15's thirty-first
// round, on schemes/drafted_tierslieux): deleting the "d" of the first member of the enumeration a
// stage per key is written over (`d22 "Côtes-d'Armor"` → `22 "Côtes-d'Armor"`) left the
// enumeration without members, and a later stage's `budget unused <stage per key>` summed what its
// members left with `reduce` over no members: a TypeError out of the analysis. Kept here, with the
// deletion itself, so the case runs quickly and by name.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assertSound, schemesRoot } from "./support/sound.js";
import { analyze } from "../src/analysis.js";

const text = readFileSync(join(schemesRoot, "drafted_tierslieux/tiers_lieux.allot"), "utf8");

describe("a stage per key over an enumeration left without members", () => {
  it("is analysed without an exception, and the broken member is a diagnostic", () => {
    const at = text.indexOf('    d22 "') + 4;
    expect(at).toBeGreaterThan(4);
    const broken = text.slice(0, at) + text.slice(at + 1);
    expect(() => assertSound(broken)).not.toThrow();
    expect(analyze(broken).diagnostics.filter((d) => d.severity === "error").length).toBeGreaterThan(0);
  });
});
