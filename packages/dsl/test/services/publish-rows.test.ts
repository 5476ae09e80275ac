// `rows funded` in a publish block (§16.2, amount11): completion offers it beside `deadline` and
// `columns`, hover says which applications the list has, the formatter keeps it.
import { describe, expect, it } from "vitest";
import { completion } from "../../src/services/completion.js";
import { hover } from "../../src/services/hover.js";
import { formatScheme } from "../../src/format/format.js";
import { cursor, edited, seed } from "./cursor.js";

describe("publish's rows in the editor", () => {
  it("completion offers rows where deadline and columns are offered", () => {
    const c = cursor("seed_001", "<|>deadline 3 working days");
    const labels = completion(c.a, c.offset).items.map((i) => i.label);
    expect(labels).toContain("deadline");
    expect(labels).toContain("rows funded");
    expect(labels).toContain("rows ranked");
  });
  it("hover on rows funded and rows ranked", () => {
    const funded = edited("seed_001", "deadline 3 working days", "r<|>ows funded per ust7\n  deadline 3 working days");
    expect(hover(funded.a, funded.offset)!.markdown).toContain("**Published rows**: only the applications granted — funded in full, in part or pro rata");
    const ranked = edited("seed_001", "deadline 3 working days", "r<|>ows ranked\n  deadline 3 working days");
    expect(hover(ranked.a, ranked.offset)!.markdown).toContain("**Published rows**: every ranked application, in ranking order (the default).");
  });
  it("the formatter keeps it, in its place, with its citation", () => {
    const text = seed("seed_001").replace("deadline 3 working days", "rows   funded   per ust7\n  deadline 3 working days");
    const out = formatScheme(text).text!;
    expect(out).toContain("  rows funded per ust7\n  deadline 3 working days");
    expect(formatScheme(out).text).toBe(out);
  });
});
