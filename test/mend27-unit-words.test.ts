// A quantity budget's unit changes the catalogue's own words only (mend27): the review of the
// twenty-seventh round's merge found `budget … unit "kW"` rewriting every "N place(s)" of every
// finished sentence, a rule's title, a let's title, an `otherwise` message and an applicant's
// value among them ("Rule 'Received by 12:00, at most 2 kW per bidder' is met"), while the
// Reasons block said "100 place". The counts of places come from the catalogue (places.ts,
// `placeCount`) and the phrases of what is left are the catalogue's own (`ofPlaces`).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, formatsOf, reasonText, catalogueFor, type Catalogue } from "@allot/runtime";

const dir = resolve(__dirname, "../schemes/drafted_solartender");
const source = readFileSync(join(dir, "solar_tender.allot"), "utf8");
/** the scheme's own words of places in each language: a count of them in a title, a message and a value is the scheme's, not the catalogue's */
const word: Readonly<Record<string, readonly [one: string, many: string]>> = { en: ["place", "places"], nl: ["plaats", "plaatsen"], pl: ["miejsce", "miejsca"], de: ["Platz", "Plätze"] };
const ours = (language: string, t: string): string => t.replace(/\{(one|many)\}/g, (_, k: string) => word[language]![k === "one" ? 0 : 1]);
const text = (language: string): string =>
  source
    .replace("  language en\n", `  language ${language}\n`)
    .replace('"Received by 12:00:00 on 1 June 2027"', ours(language, '"Received by 12:00, at most 2 {many} per bidder"'))
    .replace('let size "the size of the bid (kW)"', ours(language, 'let size "the size, 2 {many}"'))
    .replace('otherwise "The size of {size_kw} kW is outside 300 kW to 20,000 kW."', ours(language, 'otherwise "The size of {size_kw} {one} is outside 300 {one} to 20,000 {many} ({bidder})."'));
const input = JSON.parse(readFileSync(join(dir, "data/bids_2027_06.json"), "utf8"));
const s02 = input.applications.find((a: { id: string }) => a.id === "S02");
s02.size_kw = 100;

const texts = (language: string, id: string) => {
  s02.bidder = ours(language, "Dachkraft 2 {many} AG");
  const s = load(analyze(text(language)));
  const r = evaluate(s, input).result.results.find((x) => x.id === id)!;
  return { steps: r.explanation.map((e) => e.text), reasons: r.reasons.map((x) => x.message) };
};

const rule = (language: string) =>
  ({
    en: ["Rule 'Received by 12:00, at most 2 {many} per bidder' is met (received < 2027-06-01T12:00:01).", "Rule 'Size from 300 kW to 20,000 kW' is not met: "],
    nl: ["Voorwaarde ‘Received by 12:00, at most 2 {many} per bidder’ is vervuld (received < 2027-06-01T12:00:01).", "Voorwaarde ‘Size from 300 kW to 20,000 kW’ is niet vervuld: "],
    pl: ["Warunek „Received by 12:00, at most 2 {many} per bidder” jest spełniony (received < 2027-06-01T12:00:01).", "Warunek „Size from 300 kW to 20,000 kW” nie jest spełniony: "],
    de: ["Die Voraussetzung „Received by 12:00, at most 2 {many} per bidder“ ist erfüllt (received < 01.06.2027, 12:00:01 Uhr).", "Die Voraussetzung „Size from 300 kW to 20,000 kW“ ist nicht erfüllt: "],
  })[language]!;
const position: Readonly<Record<string, string>> = {
  en: "Position 1 (the bid value (ct/kWh): 5.10, the size, 2 {many}: 2000).",
  nl: "Plaats 1 in de rangschikking (the bid value (ct/kWh): 5,10, the size, 2 {many}: 2.000).",
  pl: "Miejsce na liście: 1 („the bid value (ct/kWh)”: 5,10, „the size, 2 {many}”: 2000).",
  de: "Rang 1 in der Rangfolge („the bid value (ct/kWh)“: 5,10, „the size, 2 {many}“: 2.000).",
};
const granted: Readonly<Record<string, string>> = {
  en: "Granted 2000 kW: fits in what is left (remaining before: 10000 kW).",
  nl: "Toegewezen: 2.000 kW: past binnen wat resteert (resterend vóór deze aanvraag: 10.000 kW).",
  pl: "Przyznano 2000 kW: mieści się w tym, co pozostało (pozostało przed tym wnioskiem: 10\u00a0000 kW).",
  de: "2.000 kW zugeteilt: passt in das Verbleibende (verbleibend vor diesem Antrag: 10.000 kW).",
};
const MESSAGE = "The size of 100 {one} is outside 300 {one} to 20,000 {many} (Dachkraft 2 {many} AG).";

describe("a unit leaves the scheme's own words and an applicant's values as written", () => {
  for (const language of ["en", "nl", "pl", "de"]) {
    it(language, () => {
      const [inTime, size] = rule(language).map((t) => ours(language, t));
      const message = ours(language, MESSAGE);
      const s01 = texts(language, "S01").steps;
      expect(s01[0]).toBe(inTime);
      expect(s01).toContain(ours(language, position[language]!));
      // the catalogue's own count of places is in the unit
      expect(s01.at(-1)).toBe(granted[language]);
      const refused = texts(language, "S02");
      expect(refused.reasons).toEqual([message]);
      expect(refused.steps[0]).toBe(inTime);
      expect(refused.steps[2]).toBe(size + message);
    });
  }
});
