// Completion: keywords valid at the cursor, names in scope, fields after `call.`,
// `application.` and records, enumeration members, legal sources after `per`, acts, fixed words.
import { describe, expect, it } from "vitest";
import { completion } from "../../src/services/completion.js";
import { keywords } from "../../src/syntax/tokens.js";
import { analyze } from "../../src/analysis.js";
import { cursor, edited, seed, seeds, textOf } from "./cursor.js";

function labels(r: ReturnType<typeof completion>, kind?: string): string[] {
  return r.items.filter((i) => !kind || i.kind === kind).map((i) => i.label);
}

function at(name: string, snippet: string, replacement: string) {
  const { a, offset } = edited(name, snippet, replacement);
  return { r: completion(a, offset), a };
}

describe("completion", () => {
  it("offers legal sources after `per`, replacing the word typed so far", () => {
    const { r, a } = at("seed_002", 'criterion d "Haalbaarheid" per lid2:', 'criterion d "Haalbaarheid" per li<|>:');
    expect(labels(r, "source")).toEqual(["lid1", "lid2", "lid3", "lid4", "lid5", "lid6", "lid7", "lid8", "lid9", "awb_4_25"]);
    expect(textOf(a, r.span)).toBe("li");
    expect(r.items.find((i) => i.label === "awb_4_25")!.documentation).toContain("> Een subsidie wordt geweigerd");
  });

  it("offers the call parameters after `call.` and the application fields after `application.`", () => {
    expect(labels(at("seed_002", "budget call.subsidieplafond", "budget call.<|>").r)).toEqual(["subsidieplafond", "loting", "grensregel"]);
    const app = labels(at("seed_001", "when application.points is not present", "when application.<|>").r);
    expect(app).toContain("received_payment_po_ryby_2014_2020");
    expect(app).toContain("operation_no");
  });

  it("offers record fields after a record field and after a quantifier variable", () => {
    expect(labels(at("seed_002", "weight 2 × scores.d_feasibility", "weight 2 × scores.<|>").r)).toEqual(["a_effectiveness", "b_innovativeness", "c_cost_effectiveness", "d_feasibility"]);
    expect(labels(at("seed_003", "then every s in stages: s.requested_aid_pln", "then every s in stages: s.<|>").r)).toEqual(["stage", "requested_aid_pln", "eligible_costs_pln"]);
    expect(labels(at("seed_000", "carry_over.applicant_consent\n", "carry_over.app<|>\n").r)).toContain("applicant_consent");
  });

  it("offers declaration keywords at the start of a top-level line, and no block keyword there", () => {
    const { r } = at("seed_002", "labels {", "<|>\nlabels {");
    expect(labels(r, "keyword")).toEqual(expect.arrayContaining(["criterion", "threshold", "ranking", "allocation", "regime", "source", "let"]));
    expect(labels(r, "keyword")).not.toContain("rule");
    expect(labels(r, "keyword")).not.toContain("lottery");
  });

  it("offers the statements of each block", () => {
    expect(labels(at("seed_002", "  by total highest first\n  tiebreak", "  by total highest first\n  <|>\n  tiebreak").r, "keyword")).toEqual(expect.arrayContaining(["by", "tiebreak"]));
    expect(labels(at("seed_002", "    lottery draw", "    <|>\n    lottery draw").r, "keyword")).toEqual(expect.arrayContaining(["by", "lottery", "unresolved"]));
    expect(labels(at("seed_002", "  budget call.subsidieplafond", "  <|>\n  budget call.subsidieplafond").r, "keyword")).toEqual(["budget", "amount", "at", "pro", "reserve", "quota", "group", "first"]);
    expect(labels(at("seed_002", "eligibility per lid1 {", "eligibility per lid1 {\n  <|>").r, "keyword")).toEqual(["rule"]);
  });

  it("offers what may follow a keyword", () => {
    expect(labels(at("seed_002", "tiebreak at boundary per lid6", "tiebreak <|>").r)).toEqual(["every", "at", "when", "per"]);
    expect(labels(at("seed_002", "at boundary call.grensregel", "at boundary <|>").r)).toEqual(["stop", "skip", "partial", "full", "reach", "call.grensregel"]);
    expect(labels(at("seed_000", "pro rata rounded down", "pro rata rounded <|>").r)).toContain("half_even");
    expect(labels(at("seed_003", "earliest first to the minute", "earliest first to the <|>").r)).toEqual(["day", "hour", "minute", "second", "millisecond"]);
    expect(labels(at("seed_001", "after call.evaluated_on calendar PL", "after call.evaluated_on calendar <|>").r)).toEqual(["PL", "NL", "EU", "weekdays", "DE", "DE_BW", "DE_BY", "DE_BE", "DE_BB", "DE_HB", "DE_HH", "DE_HE", "DE_MV", "DE_NI", "DE_NW", "DE_RP", "DE_SL", "DE_SN", "DE_ST", "DE_SH", "DE_TH"]);
    expect(labels(at("seed_002", "by a highest first per lid6", "by a highest <|>").r)).toEqual(["first"]);
  });

  it("offers only the names a stage may use", () => {
    const rule = labels(at("seed_002", "rule tijdig \"Tijdig ontvangen\": received_in_time", "rule tijdig \"Tijdig ontvangen\": <|>").r);
    expect(rule).toContain("received_in_time");
    expect(rule).not.toContain("total");
    expect(rule).not.toContain("a");
    const threshold = labels(at("seed_002", "per lid4: total >= 22", "per lid4: <|>").r);
    expect(threshold).toEqual(expect.arrayContaining(["total", "a", "b", "c", "d", "received_in_time", "round", "call"]));
    const budget = labels(at("seed_002", "budget call.subsidieplafond", "budget <|>").r);
    expect(budget).toContain("unlimited");
    expect(budget).not.toContain("max_subsidy_eur");
  });

  it("offers enumeration members after a comparison and in a list", () => {
    expect(labels(at("seed_000", "when call.selection = threshold_only", "when call.selection = <|>").r, "member")).toEqual(["rank_until_exhausted", "threshold_pro_rata", "threshold_only"]);
    expect(labels(at("seed_003", "if call.c4_costs = each_stage", "if call.c4_costs = <|>").r, "member")).toEqual(["each_stage", "operation"]);
  });

  it("offers acts after `source x =`, types after a field's colon, statuses in labels", () => {
    expect(labels(at("seed_002", "source lid3 = openstellingsbesluit", "source lid3 = <|>").r)).toEqual(["openstellingsbesluit", "awb"]);
    expect(labels(at("seed_002", "  received_in_time: boolean", "  received_in_time: <|>").r)).toEqual(expect.arrayContaining(["integer", "money", "datetime", "enum", "record", "list"]));
    expect(labels(at("seed_002", '  funded "honoured"', '  <|>\n  funded "honoured"').r)).toContain("partially_funded");
  });

  it("offers nothing inside a string, a comment or a legal text", () => {
    expect(completion(cursor("seed_002", "Mate van <|>effectiviteit\" per lid2").a, cursor("seed_002", "Mate van <|>effectiviteit\" per lid2").offset).items).toEqual([]);
    const c = cursor("seed_002", "// Four criteria <|>scored");
    expect(completion(c.a, c.offset).items).toEqual([]);
    const t = cursor("seed_002", "Het maximum aantal <|>punten is 36.");
    expect(completion(t.a, t.offset).items).toEqual([]);
  });

  it.each(seeds.map((s) => [s]))("after every `per ` of %s offers the legal sources and nothing else", (name) => {
    const text = seed(name);
    const a0 = analyze(text);
    const cited = [...text.matchAll(/\bper\s+(\w+)/g)].filter((m) => a0.model.sources.has(m[1]!));
    expect(cited.length).toBeGreaterThan(5);
    for (const m of cited) {
      const at = m.index! + m[0].length - m[1]!.length;
      // the name erased: the cursor right after `per `, on the same line and with the rest moved to the next
      for (const gap of ["", "\n"]) {
        const r = completion(analyze(text.slice(0, at) + gap + text.slice(at + m[1]!.length)), at);
        expect(new Set(r.items.map((i) => i.kind)), text.slice(at - 30, at)).toEqual(new Set(["source"]));
      }
    }
  });

  it("continues an unfinished line instead of offering new declarations or fields first", () => {
    const end = (name: string, added: string) => {
      const text = seed(name);
      return labels(completion(analyze(text + added.replace("<|>", "")), text.length + added.indexOf("<|>")));
    };
    // after a criterion's colon: its forms first, then the expression it may be
    for (const added of ['\ncriterion p9 "X" per art23_2: <|>', '\ncriterion p9 "X" per art23_2:\n  <|>']) {
      const l = end("seed_000", added);
      expect(l.slice(0, 3), added).toEqual(["weight", "match", "bands"]);
      expect(l, added).not.toContain("scheme");
      expect(l, added).toContain("submitted_at");
    }
    // after `N points` only `if` may follow
    expect(end("seed_000", '\ncriterion p9 "X" per art23_2: 2 points\n  <|>')).toEqual(["if"]);
    expect(end("seed_000", '\ncriterion p9 "X" per art23_2: 2 points <|>')).toEqual(["if"]);
    // a statement left after `=`, `and` or `>=`: its expression goes on, no declaration keyword
    for (const added of ["\nlet q =\n<|>", '\ncriterion p9 "X" per art23_2: 2 points if submitted_at and\n  <|>', "\nthreshold t per art23_2: total >=\n  <|>"]) {
      const l = end("seed_000", added);
      expect(l, added).not.toContain("scheme");
      expect(l, added).not.toContain("criterion");
      expect(l[0], added).toBe("call");
    }
    // a finished line: new declarations first, and no field (a field cannot start one)
    const done = end("seed_000", '\ncriterion p9 "X" per art23_2: 2 points if submitted_at <= call.submission_deadline\n<|>');
    expect(done[0]).toBe("scheme");
    expect(done).not.toContain("submitted_at");
  });

  it("only ever offers keywords of the language as keywords", () => {
    const c = cursor("seed_000", "ranking per art23_2 {\n  <|>by total");
    for (const i of completion(c.a, c.offset).items) if (i.kind === "keyword") expect(keywords).toContain(i.label);
  });
});
