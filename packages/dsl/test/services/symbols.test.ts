// Document outline: declarations as a tree, named by what they declare, with details drawn
// from the model (a criterion's points, a source's act and article).
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analysis.js";
import { documentSymbols, type OutlineSymbol } from "../../src/services/symbols.js";
import { seed, seeds } from "./cursor.js";

function flat(xs: readonly OutlineSymbol[], depth = 0): string[] {
  return xs.flatMap((s) => [`${"  ".repeat(depth)}${s.kind} ${s.name}${s.detail ? ` — ${s.detail}` : ""}`, ...flat(s.children, depth + 1)]);
}

describe("document symbols", () => {
  it("outlines regimes with their ranking, tie-break steps and allocation", () => {
    const out = flat(documentSymbols(analyze(seed("seed_001"))));
    expect(out).toContain("source ust5_pkt1 — dzu_2023_2289 Section 6, paragraph 5, point 1");
    expect(out).toContain("criterion selection_points — Suma punktów według kryteriów wyboru operacji · 0–1000 points");
    const i = out.indexOf("regime scored — Operacje oceniane według kryteriów wyboru (ust. 1–2, 5)");
    expect(out.slice(i + 1, i + 8)).toEqual([
      "  threshold minimum — Minimalna liczba punktów",
      "  ranking ranking",
      "    step by total — highest first",
      "    step tiebreak — every tie",
      "      step by received_payment_po_ryby_2014_2020 — false first",
      "      step by requested_aid_pln — lowest first",
      "      step by submitted_at — earliest first",
    ]);
  });

  it("lists input fields, nested record fields included", () => {
    const out = flat(documentSymbols(analyze(seed("seed_002"))));
    expect(out).toContain("inputs application — 5 fields");
    expect(out).toContain("  field scores — record of 4 fields");
    expect(out).toContain("    field d_feasibility — integer in 1..4");
  });

  it.each(seeds.map((s) => [s]))("%s: selection ranges lie inside their ranges, children inside parents", (name) => {
    const check = (s: OutlineSymbol, parent?: OutlineSymbol) => {
      expect(s.selection.start).toBeGreaterThanOrEqual(s.span.start);
      expect(s.selection.end).toBeLessThanOrEqual(s.span.end);
      if (parent) expect(s.span.start >= parent.span.start && s.span.end <= parent.span.end).toBe(true);
      s.children.forEach((c) => check(c, s));
    };
    documentSymbols(analyze(seed(name))).forEach((s) => check(s));
  });
});
