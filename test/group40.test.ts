// group40 (issue 15, fortieth round): review39's open findings on groups and on Spanish and
// Portuguese agreement, each asserted in the languages it changes.
import { describe, expect, it } from "vitest";
import { catalogueFor, reasonText } from "../packages/runtime/src/narration/catalogue.js";

const flat = (t: string) => t.replace(/[\u00a0\u202f]/g, " ");
const reason = (message: string, language: string, kind: "asked" | "places" = "asked", placeUnit?: string) =>
  flat(reasonText(message, placeUnit === undefined ? catalogueFor(language) : { ...catalogueFor(language), placeUnit }, kind));

// A group funded together that straddles the budget with no `share` rule (GROUP_NO_SHARE, a
// sentence the checker's AL0524 keeps from checked schemes but the engine still words): its
// members' ids are text, "M04" and "P12345", never read as amounts ("M4", "P12 345"), as the
// whole list went through `amountIn` in six catalogues. The same list in WITH_GROUP.
describe("a group's member list names each member by its id as written", () => {
  const list = "(M04 30000.00 EUR, P12345 40000.00 EUR; together 70000.00 EUR)";
  const noShare = `does not fit in the remaining budget with its Consortium 'C1' ${list}, and the scheme does not say how a part would be shared`;
  const withGroup = `fits in the remaining budget, with its Consortium 'C1' ${list}`;
  // each id then its amount, as the catalogue writes amounts ("M04 30.000,00 EUR", "M04 30 000,00 €")
  const ids = ["M04 30", "P12345 40"];
  for (const language of ["en", "nl", "pl", "de", "es", "fr", "pt"]) {
    it(language, () => {
      for (const message of [noShare, withGroup]) {
        const s = reason(message, language);
        for (const w of ids) expect(s, `${language}: ${s}`).toContain(w);
        expect(s).not.toMatch(/\bM4\b|P12 345|P12\.345/);
      }
    });
  }
});
