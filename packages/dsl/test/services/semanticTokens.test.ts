// Semantic tokens: words classified by what the checker resolved them to, sorted and disjoint.
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analysis.js";
import { semanticTokens, tokenTypes } from "../../src/services/semanticTokens.js";
import { seed, seeds } from "./cursor.js";

function classes(name: string, line: string): string[] {
  const a = analyze(seed(name));
  const start = a.text.indexOf(line);
  return semanticTokens(a)
    .filter((t) => t.span.start >= start && t.span.end <= start + line.length)
    .map((t) => `${a.text.slice(t.span.start, t.span.end)}:${t.type}${t.modifiers.length ? "+" + t.modifiers.join("+") : ""}`);
}

describe("semantic tokens", () => {
  it("classifies declarations and references by the model", () => {
    expect(classes("seed_002", "criterion b \"Innovativiteit\" per lid2: weight 3 × scores.b_innovativeness")).toEqual([
      "criterion:keyword", "b:function+declaration", "\"Innovativiteit\":string", "per:keyword", "lid2:macro", "weight:keyword", "3:number", "×:operator", "scores:property", "b_innovativeness:property",
    ]);
    expect(classes("seed_002", "by a highest first per lid6")).toEqual(["by:keyword", "a:function", "highest:keyword", "first:keyword", "per:keyword", "lid6:macro"]);
  });

  it("marks built-ins, policy words, enumeration members and types", () => {
    expect(classes("seed_003", "by total highest first")).toContain("total:variable+defaultLibrary");
    expect(classes("seed_003", "at boundary stop")).toContain("stop:enumMember+defaultLibrary");
    expect(classes("seed_003", "  partly => 1")).toEqual(["partly:enumMember", "=>:operator", "1:number"]);
    expect(classes("seed_003", "round(mean(powiat_unemployment_monthly_pct), 1, half_up)")).toEqual([
      "round:function+defaultLibrary", "mean:function+defaultLibrary", "powiat_unemployment_monthly_pct:property", "1:number", "half_up:enumMember+defaultLibrary",
    ]);
    expect(classes("seed_003", "  pdp_per_capita_pln: money(PLN)")).toEqual(["pdp_per_capita_pln:property+declaration", "money:type+defaultLibrary"]);
  });

  it.each(seeds.map((s) => [s]))("%s: tokens are sorted, disjoint, non-empty and typed from the legend", (name) => {
    const toks = semanticTokens(analyze(seed(name)));
    let end = 0;
    for (const t of toks) {
      expect(t.span.start).toBeGreaterThanOrEqual(end);
      expect(t.span.end).toBeGreaterThan(t.span.start);
      expect(tokenTypes).toContain(t.type);
      end = t.span.end;
    }
  });
});
