// An ordered list of categories as a ranking key (docs/language.md §13.1, law27): `by priority in
// order [p1, p2, p3]`, drafted_adaptation's medical priority, which drafter26 had to write as a let
// numbering the members ("the medical priority: 3"), compared here with that let. The order applied on the one engine, the
// explanation naming the members in en, nl, pl and de (a comparison, a position, a tie), AL0417
// refusing an order that misses, repeats or invents a member, the formatter, the editor and the
// mutants.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";
import { formatScheme } from "../packages/dsl/src/format/format.js";
import { completion } from "../packages/dsl/src/services/completion.js";
import { hover } from "../packages/dsl/src/services/hover.js";
import { mutantsOf } from "../packages/dsl/src/testing/mutants.js";

const dir = new URL("../schemes/drafted_adaptation/", import.meta.url);
const ordered = readFileSync(new URL("adaptation_grant.allot", dir), "utf8");
const data = JSON.parse(readFileSync(new URL("data/hag_2027.json", dir), "utf8")) as unknown;
// the scheme as drafter26 wrote it: a let numbering the members, ranked lowest first
const LET = 'let priority_order "the medical priority" =\n  if priority = p1 then 1\n  else if priority = p2 then 2\n  else 3 per art6_1\n\n';
const KEY = "by priority_order lowest first per art6_1";
const asLet = ordered.replace("let receipt ", `${LET}let receipt `).replace("by medical in order [p1, p2, p3] per art6_1", KEY);
const inLanguage = (text: string, language: string): string => text.replace(/^ {2}language en$/m, `  language ${language}`);

function run(text: string, language = "en") {
  return evaluate(load(analyze(inLanguage(text, language))), data).result;
}
function ranking(text: string, language: string, id: string): string[] {
  return run(text, language)
    .results.find((r) => r.id === id)!
    .explanation.filter((s) => s.step === "ranking")
    .map((s) => s.text);
}
const codesOf = (text: string) => analyze(text).diagnostics.map((d) => `${d.code} ${d.message} | ${d.hint ?? ""}`);

describe("a key in a written order", () => {
  it("ranks as the let that numbered the members did: the same positions, statuses and amounts", () => {
    expect(codesOf(ordered)).toEqual([]);
    const shape = (t: string) => run(t).results.map((r) => `${r.id} ${r.position ?? "-"} ${r.status} ${r.amount ?? "-"}`);
    expect(shape(ordered)).toEqual(shape(asLet));
  });

  it("follows the order written, not the order of the declaration", () => {
    const reversed = ordered.replace("in order [p1, p2, p3]", "in order [p3, p2, p1]");
    const ids = (t: string) => run(t).results.filter((r) => r.position !== undefined && r.position !== null).sort((x, y) => Number(x.position) - Number(y.position)).map((r) => r.id);
    // priority 3 (H06, H13, H16, H07) first, then 2 (H03, H05, H04), then 1 (H01, H02, H14), each by receipt
    expect(ids(reversed).slice(0, 10)).toEqual(["H06", "H13", "H16", "H07", "H03", "H05", "H04", "H01", "H02", "H14"]);
  });

  it("names the members in the comparison and the position, in four languages", () => {
    const said: Record<string, string[]> = {
      en: [
        "Position 4 (the medical priority: Priority 2, the moment of receipt: 2027-01-05 08:30:00).",
        "After H14: decided by the medical priority (Priority 1 first, then Priority 2, then Priority 3): Priority 1 against Priority 2.",
        "Ahead of H05: decided by the moment of receipt (earliest first, to the second): 2027-01-05 08:30:00 against 2027-01-20 10:15:30.",
      ],
      nl: [
        "Plaats 4 in de rangschikking (the medical priority: Priority 2, the moment of receipt: 2027-01-05 08:30:00).",
        "Na H14: beslist door the medical priority (eerst Priority 1, dan Priority 2, dan Priority 3): Priority 1 tegen Priority 2.",
        "Vóór H05: beslist door the moment of receipt (vroegste eerst, per seconde): 2027-01-05 08:30:00 tegen 2027-01-20 10:15:30.",
      ],
      pl: [
        "Miejsce na liście: 4 („the medical priority”: Priority 2, „the moment of receipt”: 2027-01-05 08:30:00).",
        "Za wnioskiem H14: rozstrzyga the medical priority (najpierw Priority 1, następnie Priority 2, następnie Priority 3): Priority 1 wobec Priority 2.",
        "Przed wnioskiem H05: rozstrzyga the moment of receipt (od najwcześniejszej, z dokładnością do sekundy): 2027-01-05 08:30:00 wobec 2027-01-20 10:15:30.",
      ],
      de: [
        "Rang 4 in der Rangfolge („the medical priority“: Priority 2, „the moment of receipt“: 05.01.2027, 08:30:00 Uhr).",
        "Nach H14: ausschlaggebend ist „the medical priority“ (zuerst Priority 1, dann Priority 2, dann Priority 3): Priority 1 gegenüber Priority 2.",
        "Vor H05: ausschlaggebend ist „the moment of receipt“ (früheste zuerst, auf die Sekunde genau): 05.01.2027, 08:30:00 Uhr gegenüber 20.01.2027, 10:15:30 Uhr.",
      ],
    };
    for (const [language, lines] of Object.entries(said)) expect(ranking(ordered, language, "H03")).toEqual(lines);
  });

  it("words a tie on it by the member both have", () => {
    expect(ranking(ordered, "en", "H04").find((t) => t.startsWith("After H05"))).toBe(
      "After H05: decided by lottery (draw): drawn as number 2 against drawn as number 3. Both have the same value of the medical priority (Priority 2) and of the moment of receipt, to the second (2027-01-20 10:15:30), so the lottery decided.",
    );
    const tied = ordered.replace(/ {2}by receipt earliest first[\s\S]*?\n {2}\}\n/, "  tiebreak every tie { unresolved }\n");
    expect(ranking(tied, "en", "H03")[0]).toBe("Position 4 (the medical priority: Priority 2; tied with H04, H05). The scheme gives no tie-break for them; they share this position.");
    expect(ranking(tied, "de", "H03")[0]).toBe("Rang 4 in der Rangfolge („the medical priority“: Priority 2; gleichrangig mit H04, H05). Die Richtlinie sieht für sie keine Regel zur Auflösung des Gleichstands vor; sie teilen sich diesen Rang.");
  });

  it("names the order from the fact where a member has no value, whatever the titles say (mend27)", () => {
    // the order was read back from the label: "the medical priority (art. 6)" read as an order
    // ("(eerst art. 6) (Priority 1, dan …)"), a member "housing, then food" split at ", then", a
    // title ending "(… first)" read as the order's first member
    const titled = ordered
      .replace('priority: enum { p1 "Priority 1", p2 "Priority 2", p3 "Priority 3" }', 'priority: enum { p1 "housing, then food", p2 "Priority 2", p3 "the rest (lowest first)" } optional')
      .replace('let medical "the medical priority" =', 'let medical "the medical priority (art. 6)" =')
      .replace("  by medical in order [p1, p2, p3] per art6_1\n  by receipt earliest first to the second per art6_2\n  tiebreak every tie per art6_2 {\n", "  by ot_recommends true first per art6_1\n  tiebreak every tie per art6_2 {\n    by medical in order [p1, p2, p3] if absent unresolved per art6_1\n");
    expect(codesOf(titled)).toEqual([]);
    const input = JSON.parse(JSON.stringify(data)) as { applications: Record<string, unknown>[] };
    delete input.applications.find((a) => a.id === "H03")!["priority"];
    const stops = (language: string) => {
      const rows = evaluate(load(analyze(inLanguage(titled, language))), input).result.results;
      return rows.find((r) => r.id === "H03")!.explanation.find((s) => s.step === "ranking")!.text;
    };
    const order = { en: "housing, then food first, then Priority 2, then the rest (lowest first)", nl: "eerst housing, then food, dan Priority 2, dan the rest (lowest first)", pl: "najpierw housing, then food, następnie Priority 2, następnie the rest (lowest first)", de: "zuerst housing, then food, dann Priority 2, dann the rest (lowest first)" };
    const said = { en: "no value for", nl: "geen waarde voor", pl: "brak wartości dla kryterium", de: "kein Wert für" };
    for (const language of ["en", "nl", "pl", "de"] as const) expect(stops(language)).toContain(`${said[language]} the medical priority (art. 6) (${order[language]}): H03 (`);
  });
});

describe("AL0417: an order that is not the enumeration's, each member once", () => {
  it("refuses a member left out and one named twice", () => {
    expect(codesOf(ordered.replace("[p1, p2, p3]", "[p1, p2, p2]"))).toEqual([
      "AL0417 the order leaves out 'p3': every member of enum { p1, p2, p3 } needs its place | add p3 at the place the law gives it: an application of a member left out would have no place in the ranking (a member a threshold or an eligibility rule keeps out of the ranking goes last: no application reaches its place)",
      "AL0417 'p2' is named twice in the order: a member has one place | remove the second 'p2'",
    ]);
  });
  it("refuses a member the enumeration lacks, and a value that is not an enumeration", () => {
    expect(codesOf(ordered.replace("[p1, p2, p3]", "[p1, p2, p3, p4]"))).toEqual(["AL0417 'p4' is not a member of enum { p1, p2, p3 } | did you mean 'p1', 'p2' or 'p3'?"]);
    expect(codesOf(asLet.replace(KEY, "by priority_order in order [p1, p2, p3] per art6_1"))).toEqual([
      "AL0417 expected an enumeration for a key in a written order, found integer | order an enumeration's members ('category: enum { medical, social, other }'); a number is ranked 'highest first' or 'lowest first'",
    ]);
  });
  it("points an enumeration ranked highest or lowest first to the written order", () => {
    expect(codesOf(ordered.replace("by medical in order [p1, p2, p3]", "by medical lowest first"))).toEqual([
      "AL0301 expected 'in order [ … ]' for a key of type enum { p1, p2, p3 }, found 'lowest first' | write the members in the law's order: 'in order [p1, p2, p3]'",
    ]);
  });
  it("gives the diagnostic its span: the list, and the member", () => {
    const text = ordered.replace("[p1, p2, p3]", "[p1, p3, p3]");
    const spans = analyze(text).diagnostics.map((d) => text.slice(d.span.start, d.span.end));
    expect(spans).toEqual(["in order [p1, p3, p3]", "p3"]);
  });
});

describe("the formatter, the editor and the mutants", () => {
  it("prints the key as written", () => {
    const messy = ordered.replace("by medical in order [p1, p2, p3] per art6_1", "by   medical in order [ p1,p2 ,  p3 ]   per art6_1");
    const out = formatScheme(messy);
    expect(out.ok && out.text.includes("  by medical in order [p1, p2, p3] per art6_1\n")).toBe(true);
  });
  it("offers the enumeration's members after `in order [`, and hovers a member there", () => {
    const at = ordered.indexOf("in order [p1, p2, p3]") + "in order [p1, ".length;
    const cut = ordered.slice(0, at) + ordered.slice(at + 2);
    expect(completion(analyze(cut), at).items.filter((i) => i.kind === "member").map((i) => i.label)).toEqual(["p1", "p2", "p3"]);
    const h = hover(analyze(ordered), ordered.indexOf("in order [p1, p2, p3]") + "in order [p1, ".length);
    expect(h?.markdown).toContain("Priority 2");
  });
  it("swaps the first two members as its mutant", () => {
    const m = mutantsOf(analyze(ordered)).filter((x) => x.kind === "direction" && x.target.includes("ranking key 1"));
    expect(m.map((x) => x.edits.map((e) => ordered.slice(e.start, e.end) + " → " + e.replacement))).toEqual([["p1, p2 → p2, p1"]]);
  });
});
