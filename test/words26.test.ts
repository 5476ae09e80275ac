// What an applicant reads (issue 15, twenty-sixth round; drafter25's findings 4–6): the values that
// decided, in the language's words. A yes/no key reads yes/no, not true/false (the key's kind is
// carried with its value: a text key's "true" stays as written); a comparison by a formula lists
// only the values that differ between the two applications; the amount's step gives every value
// its formula read, the figures per key (what capped the aid) included. In en, nl, pl and de.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { catalogueFor, evaluate } from "@allot/runtime";
import { formatsOf } from "../packages/runtime/src/narration/catalogue.js";
import type { TraceFact } from "../packages/runtime/src/engine/trace.js";

const scheme = (dir: string, file: string, data: string) => {
  const u = new URL(`../schemes/${dir}/`, import.meta.url);
  return { text: readFileSync(new URL(file, u), "utf8"), data: JSON.parse(readFileSync(new URL(data, u), "utf8")) as unknown };
};
/** The scheme's text told in another language (its `language` lines). */
const inLanguage = (text: string, to: string): string => text.replace(/^ {2}language \w+$/gm, `  language ${to}`);
/** Polish groups a number's thousands with a no-break space ("30 000,00 EUR"). */
const nb = (t: string): string => t.replace(/(\d) (\d{3})/g, "$1\u00a0$2");
const steps = (text: string, data: unknown, id: string, step: string): string[] =>
  evaluate(load(analyze(text)), data).result.results.find((x) => x.id === id)!.explanation.filter((s) => s.step === step).map((s) => s.text);

const housing = scheme("drafted_housing", "social_housing.allot", "data/round_2027_1.json");
const housing2 = scheme("drafted_housing", "social_housing.allot", "data/round_2026_2.json");
const leader = scheme("drafted_leader", "leader_call.allot", "data/call_2_2027.json");
/** A test per language: the leader scheme told in it, application `id`'s steps of kind `step` hold the expected text. */
const inEachLanguage = (expected: Record<string, string>, id: string, step: string): void => {
  for (const [language, want] of Object.entries(expected)) it(`in ${language}`, () => expect(steps(inLanguage(leader.text, language), leader.data, id, step)).toContain(want));
};

describe("a yes/no key reads yes/no in the language's words (drafter25's finding 6)", () => {
  // art. 7(3): group B first (`let care_group "an applicant of group B" = priority = care`), then points
  const expected: Record<string, { h05: string[]; e3: string }> = {
    en: {
      h05: [
        "Position 4 (an applicant of group B: no, total points: 12). Place 3 of 10 in the stage's own ranking of stage 'The remaining dwellings, group B before group C', which decided it.",
        "After H04: decided by an applicant of group B (yes first): yes against no.",
      ],
      e3: "Both have the same value of an applicant of group B (no) and of the total points (4), so the lottery decided.",
    },
    nl: {
      h05: [
        "Plaats 4 in de rangschikking (an applicant of group B: nee, totaal aantal punten: 12). Plaats 3 van 10 in de eigen rangschikking van fase ‘The remaining dwellings, group B before group C’, die erover besliste.",
        "Na H04: beslist door an applicant of group B (vervuld eerst): ja tegen nee.",
      ],
      e3: "Beide hebben dezelfde waarde van an applicant of group B (nee) en van het totaal aantal punten (4), dus besliste de loting.",
    },
    pl: {
      h05: [
        "Miejsce na liście: 4 („an applicant of group B”: nie, suma punktów: 12). Miejsce 3 z 10 we własnym rankingu etapu „The remaining dwellings, group B before group C”, który o nim rozstrzygnął.",
        "Za wnioskiem H04: rozstrzyga an applicant of group B (najpierw spełniające): tak wobec nie.",
      ],
      e3: "Oba wnioski mają te same wartości: „an applicant of group B” (nie) i suma punktów (4), dlatego rozstrzygnęło losowanie.",
    },
    de: {
      h05: [
        "Rang 4 in der Rangfolge („an applicant of group B“: nein, Gesamtpunktzahl: 12). Platz 3 von 10 in der eigenen Rangfolge der Stufe „The remaining dwellings, group B before group C“, die darüber entschieden hat.",
        "Nach H04: ausschlaggebend ist „an applicant of group B“ (erfüllt zuerst): ja gegenüber nein.",
      ],
      e3: "Beide Anträge stimmen überein in „an applicant of group B“ (nein) und in der Gesamtpunktzahl (4), daher entschied das Los.",
    },
  };
  for (const [language, want] of Object.entries(expected)) {
    it(`in ${language}: the position, the comparison and a lottery's "same value"`, () => {
      const text = inLanguage(housing.text, language);
      // H05 (group C, 12 points) after H04 (group B, 3 points) in the stage of the remaining dwellings
      const h05 = steps(text, housing.data, "H05", "ranking");
      expect(h05.slice(0, 2)).toEqual(want.h05);
      // E3 and E7 (2026 round 2): both group C with 4 points, the lottery decided
      const e3 = steps(text, housing2.data, "E3", "ranking").find((s) => s.includes("E7"))!;
      expect(e3.endsWith(` ${want.e3}`), e3).toBe(true);
      expect([...h05, e3].join("\n")).not.toMatch(/\b(true|false)\b/);
    });
  }

  it("the kind is the key's: a text value 'true' without it stays as written, with it is the language's yes", () => {
    const fact = (kind?: "boolean"): TraceFact =>
      ({ kind: "comparison", side: "ahead", other: "X2", by: "flag (highest first)", key: { name: "flag", direction: "highest", ...(kind ? { kind } : {}) }, lottery: false, value: "true", otherValue: "false" }) as TraceFact;
    for (const [language, yes, no] of [["en", "yes", "no"], ["nl", "ja", "nee"], ["pl", "tak", "nie"], ["de", "ja", "nein"]] as const) {
      const c = catalogueFor(language);
      const f = formatsOf(c);
      const tail = (x: TraceFact) => c.comparisonParts!.tail(x as Extract<TraceFact, { kind: "comparison" }>, f);
      expect(tail(fact()), language).toMatch(/: true \S+ false\.$/);
      expect(tail(fact("boolean")), language).toMatch(new RegExp(`: ${yes} \\S+ ${no}\\.$`));
    }
  });
});

describe("a comparison by a formula lists only the values that differ (drafter25's finding 5)", () => {
  // L02 and L03 are both of the measure 'enterprise' (the same intensity): their aid differs by what they asked and their costs
  const expected: Record<string, string> = {
    en: "After L03: decided by the aid (lowest first): 30000.00 EUR against 60000.00 EUR (requested: 30000.00 EUR against 80000.00 EUR; eligible_costs: 60000.50 EUR against 150000.00 EUR). Both have the same value of the total points (43) and of Contribution to the objectives of the strategy (16).",
    nl: "Na L03: beslist door the aid (laagste eerst): 30.000,00 EUR tegen 60.000,00 EUR (requested: 30.000,00 EUR tegen 80.000,00 EUR; eligible_costs: 60.000,50 EUR tegen 150.000,00 EUR). Beide hebben dezelfde waarde van het totaal aantal punten (43) en van Contribution to the objectives of the strategy (16).",
    pl: nb("Za wnioskiem L03: rozstrzyga the aid (od najniższej): 30 000,00 EUR wobec 60 000,00 EUR (requested: 30 000,00 EUR wobec 80 000,00 EUR; eligible_costs: 60 000,50 EUR wobec 150 000,00 EUR). Oba wnioski mają te same wartości: suma punktów (43) i „Contribution to the objectives of the strategy” (16)."),
    de: "Nach L03: ausschlaggebend ist „the aid“ (niedrigste zuerst): 30.000,00 EUR gegenüber 60.000,00 EUR (requested: 30.000,00 EUR gegenüber 80.000,00 EUR; eligible_costs: 60.000,50 EUR gegenüber 150.000,00 EUR). Beide Anträge stimmen überein in der Gesamtpunktzahl (43) und in „Contribution to the objectives of the strategy“ (16).",
  };
  inEachLanguage(expected, "L02", "ranking");

  it("an input that is a let is named by its title", () => {
    // the costs through a titled let: the comparison names the input by the title, not `costs`
    const titled = leader.text
      .replace('let aid "the aid"', 'let costs "the eligible costs" = eligible_costs per art6\nlet aid "the aid"')
      .replace("round(call.intensity[measure] × eligible_costs", "round(call.intensity[measure] × costs");
    expect(titled).not.toBe(leader.text);
    const l02 = steps(titled, leader.data, "L02", "ranking").find((s) => s.startsWith("After L03"))!;
    expect(l02).toBe("After L03: decided by the aid (lowest first): 30000.00 EUR against 60000.00 EUR (requested: 30000.00 EUR against 80000.00 EUR; the eligible costs: 60000.50 EUR against 150000.00 EUR). Both have the same value of the total points (43) and of Contribution to the objectives of the strategy (16).");
  });
});

describe("the amount's step gives each value its formula read, the figures per key included (drafter25's finding 4)", () => {
  // L02's aid is the measure's maximum (60000.00 EUR), less than 50% of its costs and than it asked
  const expected: Record<string, string> = {
    en: "The amount: the aid = min(requested, (call.intensity[measure] × eligible_costs = 75000.00 EUR, rounded down to the whole euro: 75000.00 EUR), call.max_aid[measure]) = 60000.00 EUR (requested 'the aid applied for': 80000.00 EUR; call.intensity[measure] 'the aid intensity of each measure': 50%; measure 'the measure of the strategy': enterprise; eligible_costs: 150000.00 EUR; call.max_aid[measure] 'the maximum aid of each measure': 60000.00 EUR).",
    nl: "Het bedrag: the aid = min(requested, (call.intensity[measure] × eligible_costs = 75.000,00 EUR, naar beneden afgerond op hele euro's: 75.000,00 EUR), call.max_aid[measure]) = 60.000,00 EUR (requested ‘the aid applied for’: 80.000,00 EUR; call.intensity[measure] ‘the aid intensity of each measure’: 50%; measure ‘the measure of the strategy’: enterprise; eligible_costs: 150.000,00 EUR; call.max_aid[measure] ‘the maximum aid of each measure’: 60.000,00 EUR).",
    pl: nb("Kwota: the aid = min(requested, (call.intensity[measure] × eligible_costs = 75 000,00 EUR, po zaokrągleniu w dół do pełnego euro: 75 000,00 EUR), call.max_aid[measure]) = 60 000,00 EUR (requested „the aid applied for”: 80 000,00 EUR; call.intensity[measure] „the aid intensity of each measure”: 50%; measure „the measure of the strategy”: enterprise; eligible_costs: 150 000,00 EUR; call.max_aid[measure] „the maximum aid of each measure”: 60 000,00 EUR)."),
    de: "Der Betrag: the aid = min(requested, (call.intensity[measure] × eligible_costs = 75.000,00 EUR, auf volle Euro abgerundet: 75.000,00 EUR), call.max_aid[measure]) = 60.000,00 EUR (requested „the aid applied for“: 80.000,00 EUR; call.intensity[measure] „the aid intensity of each measure“: 50 %; measure „the measure of the strategy“: enterprise; eligible_costs: 150.000,00 EUR; call.max_aid[measure] „the maximum aid of each measure“: 60.000,00 EUR).",
  };
  inEachLanguage(expected, "L02", "allocation");

  it("an amount that is a figure per key written as the amount is the call's value as given: no step", () => {
    const alone = leader.text.replace("  amount aid per art6", "  amount call.max_aid[measure] per art6");
    expect(alone).not.toBe(leader.text);
    const texts = steps(alone, leader.data, "L02", "allocation").join("\n");
    expect(texts).toContain("60000.00 EUR");
    expect(texts).not.toContain("The amount:");
  });
});
