// Quick fixes: cite a legal source, decide an open choice, fix a misspelt name — each applied
// to a copy of a seed scheme removes the diagnostic it fixes.
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analysis.js";
import { codeActions, type CodeAction } from "../../src/services/codeActions.js";
import { edited } from "./cursor.js";

function actions(name: string, snippet: string, replacement: string): { text: string; list: CodeAction[] } {
  const { a, offset } = edited(name, snippet, replacement);
  return { text: a.text, list: codeActions(a, { start: offset, end: offset }) };
}

function apply(text: string, x: CodeAction): string {
  return [...x.edits].sort((p, q) => q.span.start - p.span.start).reduce((t, e) => t.slice(0, e.span.start) + e.text + t.slice(e.span.end), text);
}

function codesAfter(text: string, x: CodeAction): string[] {
  return analyze(apply(text, x)).diagnostics.map((d) => d.code);
}

describe("code actions", () => {
  it("adds a missing source citation, offering every declared source", () => {
    const { text, list } = actions("seed_002", 'criterion d "Haalbaarheid" per lid2:', 'criterion <|>d "Haalbaarheid":');
    expect(list.map((x) => x.title)).toEqual(["Cite 'lid1'", "Cite 'lid2'", "Cite 'lid3'", "Cite 'lid4'", "Cite 'lid5'", "Cite 'lid6'", "Cite 'lid7'", "Cite 'lid8'", "Cite 'lid9'", "Cite 'awb_4_25'"]);
    const lid2 = list.find((x) => x.title === "Cite 'lid2'")!;
    expect(apply(text, lid2)).toContain('criterion d "Haalbaarheid" per lid2:');
    expect(codesAfter(text, lid2)).not.toContain("AL0401");
  });

  it("decides an open choice: the scope of a tie-break", () => {
    const { text, list } = actions("seed_002", "tiebreak at boundary per lid6", "<|>tiebreak per lid6");
    expect(list.map((x) => x.title)).toEqual(["Break every tie", "Break only a tie at the budget boundary"]);
    expect(apply(text, list[1]!)).toContain("tiebreak at boundary per lid6");
    expect(codesAfter(text, list[1]!)).not.toContain("AL0408");
  });

  it("decides an open choice: the calendar of a working-day deadline, Germany's among them", () => {
    const { text, list } = actions("seed_001", "after call.evaluated_on calendar PL", "after call.evaluated_on<|>");
    expect(list.map((x) => x.title)).toEqual(["Count working days with the PL calendar", "Count working days with the NL calendar", "Count working days with the EU calendar", "Count working days with the DE calendar", "Count working days with the weekdays calendar"]);
    const de = list.find((x) => x.title.includes("DE"))!;
    expect(apply(text, de)).toContain("after call.evaluated_on calendar DE");
    expect(codesAfter(text, de)).not.toContain("AL0408");
  });

  it("decides an open choice: the boundary policy and the pro-rata remainder", () => {
    const b = actions("seed_003", "allocation per limit {\n  budget call.allocation_limit_pln\n  amount requested_aid_pln\n  at boundary stop\n", "<|>allocation per limit {\n  budget call.allocation_limit_pln\n  amount requested_aid_pln\n");
    const stop = b.list.find((x) => x.title === "At the boundary: stop")!;
    expect(codesAfter(b.text, stop)).not.toContain("AL0408");
    const p = actions("seed_000", "rounded down to 0.01 remainder unallocated", "rounded down to 0.01<|>");
    expect(p.list.map((x) => x.title)).toEqual(["Leftover from rounding: unallocated", "Leftover from rounding: largest_remainder", "Leftover from rounding: ranking_order"]);
    expect(codesAfter(p.text, p.list[0]!)).not.toContain("AL0408");
  });

  it("decides an open choice: the granularity of a time key", () => {
    const { text, list } = actions("seed_003", "earliest first to the minute per ust5", "earliest first<|> per ust5");
    expect(list.map((x) => x.title)).toEqual(["Compare to the day", "Compare exactly"]);
    expect(codesAfter(text, list[1]!)).not.toContain("AL0408");
  });

  it("fixes a misspelt name, field, source and option", () => {
    const name = actions("seed_002", "amount max_subsidy_eur", "amount max_subsidy_<|>euro");
    expect(name.list.map((x) => x.title)).toContain("Change to 'max_subsidy_eur'");
    expect(codesAfter(name.text, name.list.find((x) => x.title === "Change to 'max_subsidy_eur'")!)).not.toContain("AL0201");
    const field = actions("seed_002", "budget call.subsidieplafond", "budget call.<|>subsidieplafon");
    expect(field.list.map((x) => x.title)).toEqual(["Change to 'subsidieplafond'"]);
    expect(field.list[0]!.preferred).toBe(true);
    const source = actions("seed_002", "per lid9", "per <|>lid99");
    expect(source.list.map((x) => x.title)).toContain("Change to 'lid9'");
    const option = actions("seed_003", "round(mean(powiat_unemployment_monthly_pct), 1, half_up)", "round(mean(powiat_unemployment_monthly_pct), 1, <|>half_upp)");
    expect(option.list.map((x) => x.title)).toEqual(["Change to 'half_up'"]);
    expect(codesAfter(option.text, option.list[0]!)).not.toContain("AL0205");
  });

  it("offers nothing where there is no diagnostic", () => {
    expect(actions("seed_002", "ranking per lid5", "<|>ranking per lid5").list).toEqual([]);
  });
});
