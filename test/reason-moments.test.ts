// A moment in a rule's reason (`otherwise "received {received}"`) is shown as results show a
// moment: to the second, its milliseconds only where it has some (wording12b; drafted_subsidie's
// C07 read "ontvangen op 2026-11-01 00:00:00.000"), in every language the catalogues have.
import { describe, expect, it } from "vitest";
import { headIn, runScheme as run, resultOf as of } from "./support/scheme.js";

const text = (lang: string) => `${headIn(lang, ["text"])}
call { budget: money(EUR) }
application { id: text unique  received: datetime("Europe/Amsterdam")  asked: money(EUR) }
eligibility per art1 {
  rule on_time "On time" per art1: received < 2026-11-01T00:00:00
    otherwise "received {received}, after the deadline"
}
ranking per art1 { by received earliest first to the second tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget amount asked at boundary skip per art1 }
`;

describe("a moment in a rule's reason is shown to the second, with milliseconds only where it has them", () => {
  const step = { en: "Rule 'On time' is not met: ", pl: "Warunek „On time” nie jest spełniony: ", nl: "Voorwaarde ‘On time’ is niet vervuld: " } as const;
  for (const lang of ["en", "pl", "nl"] as const)
    it(lang, () => {
      const r = run(text(lang), { call: { budget: "100.00" }, applications: [{ id: "A", received: "2026-11-01T00:00:00", asked: "1.00" }, { id: "B", received: "2026-11-01T09:30:15.250", asked: "1.00" }] });
      expect(of(r, "A").reasons.map((x) => x.message)).toEqual(["received 2026-11-01 00:00:00, after the deadline"]);
      expect(of(r, "B").reasons.map((x) => x.message)).toEqual(["received 2026-11-01 09:30:15.250, after the deadline"]);
      expect(of(r, "A").explanation.filter((s) => s.step === "eligibility").map((s) => s.text)).toEqual([`${step[lang]}received 2026-11-01 00:00:00, after the deadline`]);
    });
});
