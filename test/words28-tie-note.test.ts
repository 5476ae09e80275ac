// A reported tie's note (`ties[].note`, engine/ties.ts, narration/tieNotes.ts) where the tie-break
// chain stopped at a member without a value: it names the step as the position's sentence does —
// a written order in the catalogue's words, from the step's key (not English "first, then"), and
// the whole label of a step whose title has a colon (the phrase cut the label at its first ": ").
// words28; the position fact's `stopsKey` (mend27) did the same for the explanation's sentence.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const dir = new URL("../schemes/drafted_adaptation/", import.meta.url);
const ordered = readFileSync(new URL("adaptation_grant.allot", dir), "utf8");
const data = JSON.parse(readFileSync(new URL("data/hag_2027.json", dir), "utf8")) as { applications: Record<string, unknown>[] };
const inLanguage = (text: string, language: string): string => text.replace(/^ {2}language en$/m, `  language ${language}`);

const scheme = (title: string): string =>
  ordered
    .replace('priority: enum { p1 "Priority 1", p2 "Priority 2", p3 "Priority 3" }', 'priority: enum { p1 "housing, then food", p2 "Priority 2", p3 "the rest (lowest first)" } optional')
    .replace('let medical "the medical priority" =', `let medical "${title}" =`)
    .replace("  by medical in order [p1, p2, p3] per art6_1\n  by receipt earliest first to the second per art6_2\n  tiebreak every tie per art6_2 {\n", "  by ot_recommends true first per art6_1\n  tiebreak every tie per art6_2 {\n    by medical in order [p1, p2, p3] if absent unresolved per art6_1\n");

const notes = (title: string, language: string): string[] => {
  const input = JSON.parse(JSON.stringify(data)) as typeof data;
  delete input.applications.find((a) => a.id === "H03")!["priority"];
  return evaluate(load(analyze(inLanguage(scheme(title), language))), input).result.ties.map((t) => t.note);
};

const order = { nl: "eerst housing, then food, dan Priority 2, dan the rest (lowest first)", pl: "najpierw housing, then food, następnie Priority 2, następnie the rest (lowest first)", de: "zuerst housing, then food, dann Priority 2, dann the rest (lowest first)" };
const said = { nl: "geen waarde voor", pl: "brak wartości dla kryterium", de: "kein Wert für" };

describe("a tie's note names the step the chain stopped at from its key", () => {
  it("en: as the engine wrote it", () => {
    expect(notes("the medical priority: art. 6", "en").some((n) => n.startsWith("no value for the medical priority: art. 6 (housing, then food first, then Priority 2, then the rest (lowest first)): H03 ("))).toBe(true);
  });
  for (const language of ["nl", "pl", "de"] as const) {
    it(`${language}: the written order in its words, the title with its colon whole`, () => {
      for (const title of ["the medical priority (art. 6)", "the medical priority: art. 6"]) {
        const ns = notes(title, language);
        expect(ns.some((n) => n.startsWith(`${said[language]} ${title} (${order[language]}): H03 (`))).toBe(true);
        expect(ns.join("\n")).not.toMatch(/no value for| first, then /);
      }
    });
  }
});
