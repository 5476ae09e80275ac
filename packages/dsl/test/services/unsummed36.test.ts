// The editor services on `points not summed per <source>` (lang36, docs/language.md §11.1): hover
// on the declaration and on a `total` it refuses; completion of its words at the top level.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { completion } from "../../src/services/completion.js";
import { hover } from "../../src/services/hover.js";
import { analyze } from "../../src/analysis.js";
import { edited } from "./cursor.js";

const rekrutacja = readFileSync(join(__dirname, "../../../../schemes/drafted_rekrutacja/rekrutacja_przedszkole.allot"), "utf8");

const labels = (snippet: string, replacement: string) => {
  const { a, offset } = edited("seed_002", snippet, replacement);
  return completion(a, offset).items.map((i) => i.label);
};

describe("points not summed in the editor", () => {
  it("hover on the declaration names the sets' lets; on `total`, AL0419", () => {
    const a = analyze(rekrutacja);
    const at = rekrutacja.indexOf("points not summed per a131_4") + 2;
    expect(at).toBeGreaterThan(2);
    const h = hover(a, at)!.markdown;
    expect(h).toContain("**Points not summed**");
    expect(h).toContain("`etap1`, `etap2`");
    const withTotal = rekrutacja.replace("by etap2 highest first", "by total highest first");
    const t = hover(analyze(withTotal), withTotal.indexOf("by total highest") + 4)!.markdown;
    expect(t).toContain("not in this scheme");
    expect(t).toContain("AL0419");
  });
  it("completion: `points` at the top level, then `not`, `summed`, `per`", () => {
    expect(labels("labels {", "<|>\nlabels {")).toContain("points");
    expect(labels("labels {", "points <|>\nlabels {")).toEqual(["not"]);
    expect(labels("labels {", "points not <|>\nlabels {")).toEqual(["summed"]);
    expect(labels("labels {", "points not summed <|>\nlabels {")).toEqual(["per"]);
  });
});
