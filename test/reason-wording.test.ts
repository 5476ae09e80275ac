// What an applicant reads: the wording findings the ninth round left (issue 15, tenth round;
// docs/performance.md, "wording10"), each worked by hand on the smallest scheme that shows it, in
// every language a scheme can be written in: en, pl, nl and de each have explanations of their own.
import { describe, expect, it } from "vitest";
import type { SelectionResult } from "@allot/runtime";
import { headIn, runScheme as run, resultOf as of, type Lang } from "./support/scheme.js";
import { byApplicant } from "./support/allocation.js";

const head = (lang: Lang): string => `
${headIn(lang, ["text", "text", "text", "text"])}`;

/** application id's allocation steps as "source: text" */
const allocation = (r: SelectionResult, id: string): string[] => of(r, id).explanation.filter((s) => s.step === "allocation").map((s) => `${s.source}: ${s.text}`);

describe("a scheme's own reason writes yes/no and a value not given in the scheme's language", () => {
  const text = (lang: Lang) => `${head(lang)}
call { budget: money(EUR) }
application { id: text unique  filed: date  ground: text optional  sme: boolean  asked: money(EUR) }
eligibility per art1 {
  rule on_time "On time": filed <= 2026-03-01 otherwise "late ({ground}); small: {sme}"
}
ranking per art1 { by asked lowest first tiebreak every tie { by id lowest first } }
allocation per art2 { budget call.budget amount asked at boundary skip }
`;
  // L1 is late and gives no ground, and is an SME; L2 is late, says why, and is not
  const apps = [
    { id: "L1", filed: "2026-03-02", sme: true, asked: "10.00" },
    { id: "L2", filed: "2026-03-05", ground: "strike", sme: false, asked: "10.00" },
  ];
  const reasons = (lang: Lang) => {
    const r = run(text(lang), { call: { budget: "100.00" }, applications: apps });
    return ["L1", "L2"].map((id) => of(r, id).reasons.map((x) => x.message).join(" | "));
  };
  const words = {
    en: ["late ((not given)); small: yes", "late (strike); small: no"],
    pl: ["late ((nie podano)); small: tak", "late (strike); small: nie"],
    nl: ["late ((niet opgegeven)); small: ja", "late (strike); small: nee"],
    de: ["late ((nicht angegeben)); small: ja", "late (strike); small: nein"],
  } as const;
  for (const lang of ["en", "pl", "nl", "de"] as const) it(lang, () => expect(reasons(lang)).toEqual(words[lang]));

  it("the explanation's step says the same words", () => {
    const r = run(text("pl"), { call: { budget: "100.00" }, applications: apps });
    expect(of(r, "L1").explanation.find((s) => s.step === "eligibility")!.text).toContain("late ((nie podano)); small: tak");
  });
});

describe("a threshold's default reason names the criteria by their titles", () => {
  // one title with a comma and brackets, read back by the catalogues; `realism` has no title
  const text = (lang: Lang) => `${head(lang)}
call { budget: money(EUR) }
application { id: text unique  q: integer in 0..10  r: integer in 0..10  asked: money(EUR) }
criterion quality "Quality (panel), overall" per art1: weight 1.5 × q
criterion realism per art1: r
threshold min_quality "Quality at least 6" per art2: quality >= 6 and realism >= 1
ranking per art1 { by total highest first tiebreak every tie { by id lowest first } }
allocation per art1 { budget call.budget amount asked at boundary skip }
`;
  const apps = [{ id: "A", q: 3, r: 0, asked: "10.00" }];
  const explained = (lang: Lang) => {
    const r = of(run(text(lang), { call: { budget: "100.00" }, applications: apps }), "A");
    return { reason: r.reasons.map((x) => x.message), step: r.explanation.find((s) => s.step === "threshold")!.text };
  };

  it("en: the reason as recorded, the title where the scheme gives one", () => {
    const x = explained("en");
    expect(x.reason).toEqual(["not met: quality >= 6 and realism >= 1 (Quality (panel), overall: 4.5 points, realism: 0 points)"]);
    expect(x.step).toBe("Threshold 'Quality at least 6' is not met: quality >= 6 and realism >= 1 (Quality (panel), overall: 4.5 points, realism: 0 points)");
  });
  it("pl, nl and de: the titles as written, the points in the language's words", () => {
    expect(explained("pl").step).toContain("nie jest spełniony: quality >= 6 and realism >= 1 (Quality (panel), overall: 4,5 punktu, realism: 0 punktów)");
    expect(explained("nl").step).toContain("is niet gehaald: quality >= 6 and realism >= 1 (Quality (panel), overall: 4,5 punten, realism: 0 punten)");
    const de = explained("de");
    expect(de.reason).toEqual(["nicht erfüllt: quality >= 6 and realism >= 1 (Quality (panel), overall: 4,5 Punkte, realism: 0 Punkte)"]);
    expect(de.step).toBe("Der Schwellenwert „Quality at least 6“ ist nicht erreicht: quality >= 6 and realism >= 1 (Quality (panel), overall: 4,5 Punkte, realism: 0 Punkte)");
  });
});

describe("a capped group's member partially funded is told what its group holds against the cap", () => {
  const text = (lang: Lang) => byApplicant(`${head(lang)}\n`, "partial", `  group by who "Applicant" per art1 { at most 80 EUR at most 3 grants }\n`);
  // budget 100: A1 (X) 30 funded, B1 (Y) 50 funded (20 left); A2 (X) 30 is within X's cap (50 of
  // 80 left) but not the budget: it is given the 20 left, and X then holds 50 of its cap, 2 grants
  const apps = [
    { id: "A1", who: "X", q: 9, asked: "30.00" },
    { id: "B1", who: "Y", q: 8, asked: "50.00" },
    { id: "A2", who: "X", q: 7, asked: "30.00" },
  ];
  const partial = (lang: Lang) => {
    const r = run(text(lang), { call: { budget: "100.00" }, applications: apps });
    expect([of(r, "A2").status, of(r, "A2").amount]).toEqual(["partially_funded", "20.00"]);
    return allocation(r, "A2").at(-1)!;
  };
  it("en", () => {
    expect(partial("en")).toBe("art1: Partially funded 20.00 EUR of the 30.00 EUR asked: granted the remaining budget in part, as a member of Applicant 'X', which now holds 50.00 EUR of its cap of 80.00 EUR and 2 grants of the 3 it may have (remaining before: 20.00 EUR).");
  });
  it("de", () => {
    expect(partial("de")).toBe("art1: Teilweise bewilligt, 20,00 EUR der beantragten 30,00 EUR: in Höhe der verbleibenden Fördermittel teilweise bewilligt, als Mitglied der Gruppe „Applicant: X“ (damit sind nun 50,00 EUR der Obergrenze von 80,00 EUR und 2 von 3 zulässigen Förderungen in Anspruch genommen) (verbleibend vor diesem Antrag: 20,00 EUR).");
  });
  it("pl and nl", () => {
    expect(partial("pl")).toContain("jako członek grupy „Applicant: X” (grupa ma teraz 50,00 EUR z limitu 80,00 EUR oraz 2 z 3 dozwolonych dofinansowań)");
    expect(partial("nl")).toContain("als lid van de groep ‘Applicant: X’ (de groep heeft nu 50,00 EUR van haar plafond van 80,00 EUR en 2 van de 3 toegestane subsidies)");
  });
});

describe("a row the allocation's stop refused whose group's cap bars it too: the cap's ground, citing the cap's rule", () => {
  const text = (lang: Lang, reserve: string) => byApplicant(`${head(lang)}\n`, "stop per art2", `  ${reserve}\n  group by who "Applicant" per art1 { at most 50 EUR per art4 not on the reserve list }\n`);
  // budget 100, stop: A1 (X) 30 funded; A2 (X) 30 passes X's cap (20 left): refused by the cap
  // (art4); B1 40 funded (30 left); C1 40 does not fit: the allocation stops (art2); A3 (X) 25,
  // after the stop, could not be funded whatever the budget: X has 20 left of its cap (art4)
  const apps = [
    { id: "A1", who: "X", q: 9, asked: "30.00" },
    { id: "A2", who: "X", q: 8, asked: "30.00" },
    { id: "B1", who: "Y", q: 7, asked: "40.00" },
    { id: "C1", who: "Z", q: 6, asked: "40.00" },
    { id: "A3", who: "X", q: 5, asked: "25.00" },
  ];
  const result = (lang: Lang, reserve = "") => run(text(lang, reserve), { call: { budget: "100.00" }, applications: apps });
  const capWords = "Applicant 'X' has 20.00 EUR left of its cap of 50.00 EUR, less than the 25.00 EUR asked";

  it("without a reserve list: the stop's reason and the cap's, each citing its own rule", () => {
    const r = result("en");
    expect(of(r, "A2").reasons.map((x) => `${x.source}: ${x.message}`)).toEqual(["art4: Applicant 'X' has 20.00 EUR left of its cap of 50.00 EUR, less than the 30.00 EUR asked"]);
    expect(of(r, "A3").status).toBe("not_funded");
    expect(of(r, "A3").reasons.map((x) => `${x.rule} ${x.source}: ${x.message}`)).toEqual(["allocation art2: the allocation stopped at C1, which did not fit in the remaining budget", `allocation art4: ${capWords}`]);
    // the explanation cites the same rules, one step each
    expect(allocation(r, "A3")).toEqual(["art2: Not funded (25.00 EUR asked): the allocation stopped at C1, which did not fit in the remaining budget (left when the allocation stopped: 30.00 EUR).", `art4: Nor does its group's cap leave room for it: ${capWords}.`]);
    // one the cap does not bar keeps the stop's reason alone
    expect(of(r, "C1").reasons.map((x) => x.source)).toEqual(["art2"]);
  });

  it("with a reserve list: the same two reasons (it is not on the list), the cap's words no longer inside the stop's", () => {
    const r = result("en", "reserve all per art3");
    expect([of(r, "C1").status, of(r, "A3").status]).toEqual(["reserve", "not_funded"]);
    expect(of(r, "A3").reasons).toEqual(result("en").results.find((x) => x.id === "A3")!.reasons);
  });

  it("in Polish, Dutch and German", () => {
    const pl = allocation(result("pl"), "A3");
    expect(pl[0]).toMatch(/^art2: .*przydział zakończył się na wniosku C1/);
    expect(pl[1]).toBe("art4: Także limit na grupę nie pozostawia miejsca dla wniosku: grupa „Applicant: X”: z limitu 50,00 EUR na grupę pozostało 20,00 EUR, mniej niż wnioskowane 25,00 EUR.");
    const nl = allocation(result("nl"), "A3");
    expect(nl[0]).toMatch(/^art2: .*de verdeling is gestopt bij C1/);
    expect(nl[1]).toBe("art4: Ook het groepsplafond laat geen ruimte voor de aanvraag: groep ‘Applicant: X’: van het groepsplafond van 50,00 EUR resteert 20,00 EUR, minder dan de gevraagde 25,00 EUR.");
    expect(allocation(result("de"), "A3")).toEqual([
      "art2: Nicht bewilligt (beantragt: 25,00 EUR): die Verteilung endete bei C1, der nicht in die verbleibenden Fördermittel passte (verbleibend bei Ende der Verteilung: 30,00 EUR).",
      "art4: Auch die Obergrenze je Applicant lässt keinen Raum für den Antrag: Gruppe „Applicant: X“: von der Obergrenze von 50,00 EUR verbleiben 20,00 EUR, weniger als die beantragten 25,00 EUR.",
    ]);
  });

  it("under skip: one passed over for the budget, whose group a lower-ranked member then filled, is told what the cap leaves now", () => {
    // budget 90, skip, cap 50: A1 (X) 30 funded (60 left); B1 (Y) 50 funded (10 left); A2 (X) 15
    // does not fit the 10 left (X's cap has 20): skipped; A3 (X) 10 funded — X holds 40, 10 left of
    // its cap, less than A2's 15. A larger budget would have funded A2: the step says what the cap
    // leaves now, not that no budget could fund it
    const skip = text("en", "").replace("at boundary stop per art2", "at boundary skip per art2");
    const r = run(skip, { call: { budget: "90.00" }, applications: [
      { id: "A1", who: "X", q: 9, asked: "30.00" },
      { id: "B1", who: "Y", q: 8, asked: "50.00" },
      { id: "A2", who: "X", q: 7, asked: "15.00" },
      { id: "A3", who: "X", q: 6, asked: "10.00" },
    ] });
    expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["A1:funded", "B1:funded", "A2:not_funded", "A3:funded"]);
    expect(of(r, "A2").reasons.map((x) => `${x.source}: ${x.message}`)).toEqual(["art2: does not fit in the remaining budget; passed over", "art4: Applicant 'X' has 10.00 EUR left of its cap of 50.00 EUR, less than the 15.00 EUR asked"]);
    expect(allocation(r, "A2")[1]).toBe("art4: Nor does its group's cap leave room for it: Applicant 'X' has 10.00 EUR left of its cap of 50.00 EUR, less than the 15.00 EUR asked.");
  });

  it("a cap on the number of grants cites its own rule the same way", () => {
    const r = run(text("en", "").replace("at most 50 EUR per art4", "at most 1 grants per art4"), { call: { budget: "100.00" }, applications: apps });
    expect(of(r, "A3").reasons.map((x) => `${x.source}: ${x.message}`)).toEqual(["art2: the allocation stopped at C1, which did not fit in the remaining budget", "art4: Applicant 'X' already has 1 grant, the most per Applicant (1)"]);
  });
});
