// What an applicant reads: the wording findings the eleventh round left (issue 15, twelfth round;
// docs/performance.md, "wording12"), each worked by hand on the smallest scheme that shows it, in
// every language a scheme can be written in — en, pl and nl have explanations of their own; a
// scheme in German (`language de`) is explained in English (docs/language.md §4).
import { describe, expect, it } from "vitest";
import type { SelectionResult } from "@allot/runtime";
import { headIn, runScheme as run, resultOf as of, type Lang, LANGS } from "./support/scheme.js";

/** application id's steps of one kind, as text */
const steps = (r: SelectionResult, id: string, step: string): string[] => of(r, id).explanation.filter((s) => s.step === step).map((s) => s.text);
const words = <T>(by: { readonly en: T; readonly pl: T; readonly nl: T }, lang: Lang): T => by[lang === "de" ? "en" : lang];

describe("a failed threshold's default reason gives the applicant's value and the bar, with their units", () => {
  // one threshold of each kind, none with a reason of its own: an absolute bar (written in the
  // condition), one relative to the best in the theme (a let with a title), a let (in points: it
  // is compared with the total), a percentage and money (a call parameter). B fails every one.
  const text = (lang: Lang) => `${headIn(lang, ["text", "text"])}
call { budget: money(EUR)  min_points: integer  max_grant: money(EUR) }
application { id: text unique  q: integer in 0..10  theme: text  asked: money(EUR)  own: percentage }
criterion quality "Quality" per art1: q
let best "the best total in the theme" = max(m in peers(theme, eligible): m.total) per art2
let bar = call.min_points + 1
threshold absolute "At least 5 points" per art2: total >= 5
threshold relative "At least 60 % of the best" per art2: total >= 60% × best
threshold over_bar "Above the bar" per art2: total >= bar
threshold share "Own share at least 20 %" per art2: own >= 20%
threshold within_max "No more than the maximum" per art2: asked <= call.max_grant
ranking per art1 { by total highest first tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget amount asked at boundary skip per art1 }
`;
  const input = {
    call: { budget: "100.00", min_points: 6, max_grant: "50.00" },
    applications: [
      { id: "A", q: 9, theme: "t", asked: "10.00", own: "30%" },
      { id: "B", q: 4, theme: "t", asked: "60.50", own: "12.5%" },
    ],
  };
  const reasons = {
    en: [
      "not met: total >= 5 (total: 4 points)",
      "not met: total >= 60% × best (total: 4 points, the best total in the theme: 9 points)",
      "not met: total >= bar (total: 4 points, bar: 7 points)",
      "not met: own >= 20% (own: 12.5%)",
      "not met: asked <= call.max_grant (asked: 60.50 EUR, call.max_grant: 50.00 EUR)",
    ],
    pl: [
      "nie zachodzi: total >= 5 (total: 4 punkty)",
      "nie zachodzi: total >= 60% × best (total: 4 punkty, the best total in the theme: 9 punktów)",
      "nie zachodzi: total >= bar (total: 4 punkty, bar: 7 punktów)",
      "nie zachodzi: own >= 20% (own: 12,5%)",
      "nie zachodzi: asked <= call.max_grant (asked: 60,50 EUR, call.max_grant: 50,00 EUR)",
    ],
    nl: [
      "geldt niet: total >= 5 (total: 4 punten)",
      "geldt niet: total >= 60% × best (total: 4 punten, the best total in the theme: 9 punten)",
      "geldt niet: total >= bar (total: 4 punten, bar: 7 punten)",
      "geldt niet: own >= 20% (own: 12,5%)",
      "geldt niet: asked <= call.max_grant (asked: 60,50 EUR, call.max_grant: 50,00 EUR)",
    ],
  } as const;
  for (const lang of LANGS)
    it(lang, () => {
      const r = run(text(lang), input);
      expect(of(r, "B").status).toBe("below_threshold");
      // the result's reasons (JSON, CSV, notices) and the explanation's steps say the same
      expect(of(r, "B").reasons.map((x) => x.message)).toEqual(words(reasons, lang));
      const failed = steps(r, "B", "threshold").filter((s) => !s.includes("max(m in peers"));
      expect(failed.map((s, k) => s.endsWith(words(reasons, lang)[k]!))).toEqual([true, true, true, true, true]);
    });

  it("the met threshold names the let by its title and gives the bar in points too", () => {
    const r = run(text("en"), input);
    expect(steps(r, "A", "threshold").filter((s) => !s.includes("max(m in peers"))).toEqual([
      "Threshold 'At least 5 points' is met (total >= 5; total: 9 points).",
      "Threshold 'At least 60 % of the best' is met (total >= 60% × best; total: 9 points, the best total in the theme: 9 points).",
      "Threshold 'Above the bar' is met (total >= bar; total: 9 points, bar: 7 points).",
      "Threshold 'Own share at least 20 %' is met (own >= 20%; own: 30%).",
      "Threshold 'No more than the maximum' is met (asked <= call.max_grant; asked: 10.00 EUR, call.max_grant: 50.00 EUR).",
    ]);
  });

  it("an absent optional value is said absent, in the catalogue's words", () => {
    const t = `${headIn("pl", ["text", "text"])}
call { budget: money(EUR) }
application { id: text unique  q: integer in 0..10  asked: money(EUR)  cap: money(EUR) optional }
criterion quality per art1: q
threshold within_cap "W limicie" per art2: total >= 2 and (cap is not present or asked <= cap)
ranking per art1 { by total highest first tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget amount asked at boundary skip per art1 }
`;
    const r = run(t, { call: { budget: "100.00" }, applications: [
        { id: "A", q: 3, asked: "20.00", cap: "15.00" },
        { id: "B", q: 1, asked: "20.00" },
      ] });
    expect(of(r, "A").reasons.map((x) => x.message)).toEqual(["nie zachodzi: total >= 2 and (cap is not present or asked <= cap) (total: 3 punkty, cap: 15,00 EUR, asked: 20,00 EUR)"]);
    expect(of(r, "B").reasons.map((x) => x.message)).toEqual(["nie zachodzi: total >= 2 and (cap is not present or asked <= cap) (total: 1 punkt, cap: brak wartości, asked: 20,00 EUR)"]);
  });
});
