// The names a scheme gives its budget and its reserve list go into the catalogue's own words only
// (words28, narration/ownNames.ts): a rule's title, a let's title, an `otherwise` message and an
// applicant's value that say the catalogue's words for the budget or the list are left as written,
// in every language, while the catalogue's own sentences take the names. Before, budgetTitle.ts and
// reserveTitle.ts ran their swaps over every finished sentence (mend27 pinned the budget's case).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const dir = resolve(__dirname, "../schemes/drafted_solartender");
const source = readFileSync(join(dir, "solar_tender.allot"), "utf8");
const data = readFileSync(join(dir, "data/bids_2027_06.json"), "utf8");

/** each language's own words for the budget and the reserve list, as the scheme's text says them */
const ours: Readonly<Record<string, string>> = {
  en: "the remaining budget, not the reserve list",
  nl: "het resterende subsidieplafond, niet de reservelijst",
  pl: "pozostały budżet, nie na liście rezerwowej",
  de: "die verbleibenden Fördermittel, nicht die Nachrückerliste",
};
/** the names the scheme gives them */
const budgetName: Readonly<Record<string, string>> = { en: "the volume tendered", nl: "het tenderplafond", pl: "wolumen", de: "das Ausschreibungsvolumen" };
const listName: Readonly<Record<string, string>> = { en: "the waiting list", nl: "de wachtlijst", pl: "lista oczekujących", de: "die Warteliste" };

const scheme = (language: string): string =>
  source
    .replace("  language en\n", `  language ${language}\n`)
    .replace('"Received by 12:00:00 on 1 June 2027"', `"Received within ${ours[language]}"`)
    .replace('let size "the size of the bid (kW)"', `let size "the size, ${ours[language]}"`)
    .replace('otherwise "The size of {size_kw} kW is outside 300 kW to 20,000 kW."', `otherwise "The size of {size_kw} kW is outside ${ours[language]} ({bidder})."`)
    .replace('budget call.volume "the volume tendered"', `budget call.volume "${budgetName[language]}"`)
    .replace("  at boundary reach per art4_1\n", `  at boundary reach per art4_1\n  reserve all "${listName[language]}" per art4_1\n`);

const run = (language: string) => {
  const input = JSON.parse(data);
  const s02 = input.applications.find((a: { id: string }) => a.id === "S02");
  s02.size_kw = 100;
  s02.bidder = `Dachkraft, ${ours[language]}`;
  return evaluate(load(analyze(scheme(language))), input).result.results;
};

const ruleMet: Readonly<Record<string, (t: string) => string>> = {
  en: (t) => `Rule '${t}' is met (received < 2027-06-01T12:00:01).`,
  nl: (t) => `Voorwaarde ‘${t}’ is vervuld (received < 2027-06-01T12:00:01).`,
  pl: (t) => `Warunek „${t}” jest spełniony (received < 2027-06-01T12:00:01).`,
  de: (t) => `Die Voraussetzung „${t}“ ist erfüllt (received < 01.06.2027, 12:00:01 Uhr).`,
};
/** the reserve list's step, named as the scheme names it (reserveTitle.ts) */
const reserved: Readonly<Record<string, (n: number) => string>> = {
  en: (n) => `Placed on the waiting list, at place ${n}.`,
  nl: (n) => `Op de wachtlijst geplaatst, op plaats ${n}.`,
  pl: (n) => `Wniosek umieszczono na liście „lista oczekujących”, na miejscu ${n}.`,
  de: (n) => `Auf die Liste „Warteliste“ gesetzt, auf Platz ${n}.`,
};

describe("the budget's and the list's names leave the scheme's own words and an applicant's values as written", () => {
  for (const language of ["en", "nl", "pl", "de"]) {
    it(language, () => {
      const results = run(language);
      const title = `Received within ${ours[language]}`;
      const s01 = results.find((r) => r.id === "S01")!.explanation.map((e) => e.text);
      expect(s01[0]).toBe(ruleMet[language]!(title));
      // the let's title in the position's keys, as written
      expect(s01.some((t) => t.includes(`the size, ${ours[language]}`))).toBe(true);
      const s02 = results.find((r) => r.id === "S02")!;
      const message = `The size of 100 kW is outside ${ours[language]} (Dachkraft, ${ours[language]}).`;
      expect(s02.reasons.map((x) => x.message)).toEqual([message]);
      expect(s02.explanation[0]!.text).toBe(ruleMet[language]!(title));
      expect(s02.explanation[2]!.text.endsWith(message)).toBe(true);
      // the catalogue's own words take the list's name
      const onList = results.filter((r) => r.status === "reserve");
      expect(onList.length).toBeGreaterThan(0);
      expect(onList[0]!.explanation.map((e) => e.text)).toContain(reserved[language]!(1));
    });
  }
  it("en and nl: the catalogue's own words take the budget's name", () => {
    const en = run("en").flatMap((r) => r.explanation.map((e) => e.text)).join("\n");
    expect(en).toContain("the volume tendered");
    const nl = run("nl").flatMap((r) => r.explanation.map((e) => e.text)).join("\n");
    expect(nl).toContain("het tenderplafond");
  });
});
