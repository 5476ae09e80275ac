// A determined member of an unbroken tie, whose remainder depends on the tie's order, is told the
// most any order leaves it — "at most …, whichever order the tie takes" — in its reason, its
// explanation's step, the trace's fact (`remainingAtMost`) and its notice, in the four languages
// (drafter28's finding 6, mended by fix28; test/drafted28-findings.test.ts pins the click day's).
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun } from "@allot/runtime";
import { noticeHtml } from "../packages/dsl/src/report/notice.js";
import { compiled, resultOf as row, unresolvedTie } from "./support/scheme";

const scheme = (language: string) => unresolvedTie("M", language);

const input = { call: { budget: "100.00" }, applications: [{ id: "A", pts: 9, asked: "50.00" }, { id: "B", pts: 5, asked: "60.00" }, { id: "C", pts: 5, asked: "10.00" }] };

const said: Record<string, { reason: string; step: string }> = {
  en: {
    reason: "the 60.00 EUR asked does not fit in the at most 50.00 EUR left of the budget, whichever order the tie takes; allocation stops here",
    step: "Not funded (60.00 EUR asked): does not fit in the remaining budget; allocation stops here (remaining before: at most 50.00 EUR, whichever order the tie takes).",
  },
  nl: {
    reason: "het gevraagde bedrag van 60,00 EUR past niet binnen het resterende subsidieplafond van ten hoogste 50,00 EUR, in welke volgorde de gelijke stand ook valt; de verdeling stopt hier",
    step: "Niet verleend (60,00 EUR gevraagd): past niet binnen het resterende subsidieplafond; de verdeling stopt hier (resterend vóór deze aanvraag: ten hoogste 50,00 EUR, in welke volgorde de gelijke stand ook valt).",
  },
  pl: {
    reason: "wnioskowana kwota 60,00 EUR nie mieści się w pozostałych środkach w wysokości najwyżej 50,00 EUR, bez względu na kolejność wniosków o równej pozycji; przydział kończy się na tym wniosku",
    step: "Nie przyznano dofinansowania (wnioskowano o 60,00 EUR): nie mieści się w pozostałych środkach; przydział kończy się na tym wniosku (środki pozostałe przed tym wnioskiem: najwyżej 50,00 EUR, bez względu na kolejność wniosków o równej pozycji).",
  },
  de: {
    reason: "die beantragten 60,00 EUR passen nicht in die verbleibenden Fördermittel von höchstens 50,00 EUR, gleich in welcher Reihenfolge der Gleichstand fällt; die Verteilung endet hier",
    step: "Nicht bewilligt (beantragt: 60,00 EUR): passt nicht in die verbleibenden Fördermittel; die Verteilung endet hier (verbleibend vor diesem Antrag: höchstens 50,00 EUR, gleich in welcher Reihenfolge der Gleichstand fällt).",
  },
};
/** what the notice says of the remainder, by language: the figure with its "at most" and the tie */
const notice: Record<string, string> = {
  en: "at most 50.00 EUR, whichever order the tie takes",
  nl: "ten hoogste 50,00 EUR, in welke volgorde de gelijke stand ook valt",
  pl: "najwyżej 50,00 EUR, bez względu na kolejność wniosków o równej pozycji",
  de: "höchstens 50,00 EUR, gleich in welcher Reihenfolge der Gleichstand fällt",
};

describe("a determined member of an unbroken tie is told what every order leaves it at most", () => {
  for (const lang of ["en", "nl", "pl", "de"]) {
    it(`${lang}: B's reason, step, fact and notice; C indeterminate`, () => {
      const s = compiled(scheme(lang));
      const { run } = evaluateRun(s, input);
      const result = run.explained("trace").toResult();
      const b = row(result, "B");
      expect([b.status, row(result, "C").status]).toEqual(["not_funded", "indeterminate"]);
      expect(b.reasons.map((x) => x.message)).toEqual([said[lang]!.reason]);
      expect(b.explanation.at(-1)!.text).toBe(said[lang]!.step);
      const j = result.results.indexOf(b);
      const fact = run.traceAt(j)!.steps.at(-1) as { remainingBefore: { value: string }; remainingAtMost?: true };
      expect([fact.remainingBefore.value, fact.remainingAtMost]).toEqual(["50.00", true]);
      const html = noticeHtml(s, { ...result, call: run.call }, b, run.traceAt(j));
      expect(html).toContain(notice[lang]!);
      expect(html).not.toContain(lang === "en" ? "40.00" : "40,00");
    });
  }
  it("a member whose remainder is the same in every order is not told 'at most'", () => {
    const one = evaluate(compiled(scheme("en")), { call: { budget: "100.00" }, applications: [{ id: "A", pts: 9, asked: "50.00" }, { id: "B", pts: 5, asked: "60.00" }, { id: "C", pts: 5, asked: "70.00" }] }).result;
    expect(row(one, "B").reasons.map((x) => x.message)).toEqual(["the 60.00 EUR asked does not fit in the 50.00 EUR left of the budget; allocation stops here"]);
  });
  it("of places, in the four languages: the reason says at most what any order leaves", () => {
    const places: Record<string, string> = {
      en: "the 6 places asked do not fit in the at most 5 places left, whichever order the tie takes; allocation stops here",
      nl: "de gevraagde 6 plaatsen passen niet binnen de resterende ten hoogste 5 plaatsen, in welke volgorde de gelijke stand ook valt; de verdeling stopt hier",
      pl: "wnioskowana liczba miejsc (6) nie mieści się w liczbie pozostałych miejsc (najwyżej 5, bez względu na kolejność wniosków o równej pozycji); przydział kończy się na tym wniosku",
      de: "die beantragten 6 Plätze passen nicht in die verbleibenden 5 Plätze (höchstens so viele, gleich in welcher Reihenfolge der Gleichstand fällt); die Verteilung endet hier",
    };
    for (const lang of ["en", "nl", "pl", "de"]) {
      const text = unresolvedTie("M", lang).replace("budget: money(EUR)", "places: integer in 0..100").replace("asked: money(EUR) in 0..1000", "asked: integer in 0..10").replace("budget call.budget", "budget call.places");
      const result = evaluate(compiled(text), { call: { places: 10 }, applications: [{ id: "A", pts: 9, asked: 5 }, { id: "B", pts: 5, asked: 6 }, { id: "C", pts: 5, asked: 1 }] }).result;
      expect(row(result, "B").reasons.map((x) => x.message)).toEqual([places[lang]]);
    }
  });
});

// a named budget is named in the "at most" reason as in the plain one (seen after the merge:
// enNamed.ts did not hold fix28's message, so English said "of the budget")
describe("a named budget in the at-most reason", () => {
  it("English names the budget as the scheme does, in the reason and the step", () => {
    const named = unresolvedTie("M", "en").replace("budget call.budget\n", 'budget call.budget "the fund"\n');
    const b = row(evaluate(compiled(named), input).result, "B");
    expect(b.reasons.map((x) => x.message)).toEqual(["the 60.00 EUR asked does not fit in the at most 50.00 EUR left of the fund, whichever order the tie takes; allocation stops here"]);
    expect(b.explanation.filter((s) => s.step === "allocation").map((s) => s.text)).toEqual([
      "Not funded (60.00 EUR asked): does not fit in the remaining fund; allocation stops here (remaining before: at most 50.00 EUR, whichever order the tie takes).",
    ]);
  });
});

// fix29, item 2: an application after the stop, where the tie before it leaves different amounts
// in different orders. Budget 100; A (50) funded, 50 left; B (60) and C (10) tied under `stop`.
// B first: B does not fit in 50, the walk stops with 50 left. C first: C funded (40 left), B does
// not fit in 40, the walk stops with 40 left. D (5), ranked after them, is refused in both orders
// (the walk has stopped); what was left when it stopped is 50 or 40: at most 50.
describe("an application after the stop, when the tie before it leaves different amounts", () => {
  const after = { ...input, applications: [...input.applications, { id: "D", pts: 1, asked: "5.00" }] };
  const step: Record<string, string> = {
    en: "Not funded (5.00 EUR asked): allocation stopped at an earlier application that did not fit (left when the allocation stopped: at most 50.00 EUR, whichever order the tie takes).",
    nl: "Niet verleend (5,00 EUR gevraagd): de verdeling is gestopt bij een eerdere aanvraag die niet paste (resterend toen de verdeling stopte: ten hoogste 50,00 EUR, in welke volgorde de gelijke stand ook valt).",
    pl: "Nie przyznano dofinansowania (wnioskowano o 5,00 EUR): przydział zakończył się na wcześniejszym wniosku, który nie zmieścił się w budżecie (środki pozostałe w chwili zakończenia przydziału: najwyżej 50,00 EUR, bez względu na kolejność wniosków o równej pozycji).",
    de: "Nicht bewilligt (beantragt: 5,00 EUR): die Verteilung endete bei einem früheren Antrag, der nicht passte (verbleibend bei Ende der Verteilung: höchstens 50,00 EUR, gleich in welcher Reihenfolge der Gleichstand fällt).",
  };
  for (const lang of ["en", "nl", "pl", "de"]) {
    it(`${lang}: D's step, fact and notice say at most 50.00, not one order's 50.00 or 40.00`, () => {
      const s = compiled(scheme(lang));
      const { run } = evaluateRun(s, after);
      const result = run.explained("trace").toResult();
      const d = row(result, "D");
      expect(d.status).toBe("not_funded");
      expect(d.explanation.at(-1)!.text).toBe(step[lang]);
      const j = result.results.indexOf(d);
      const fact = run.traceAt(j)!.steps.at(-1) as { remainingBefore: { value: string }; remainingAtMost?: true; stoppedBefore?: boolean };
      expect([fact.remainingBefore.value, fact.remainingAtMost, fact.stoppedBefore]).toEqual(["50.00", true, true]);
      expect(noticeHtml(s, { ...result, call: run.call }, d, run.traceAt(j))).toContain(notice[lang]!);
    });
  }
  it("a stop every order reaches with the same amount left is told plainly", () => {
    // B (60) and C (70) tied: neither fits in 50 in either order; the walk stops with 50 left
    const same = { call: { budget: "100.00" }, applications: [{ id: "A", pts: 9, asked: "50.00" }, { id: "B", pts: 5, asked: "60.00" }, { id: "C", pts: 5, asked: "70.00" }, { id: "D", pts: 1, asked: "5.00" }] };
    const d = row(evaluate(compiled(scheme("en")), same).result, "D");
    expect(d.explanation.at(-1)!.text).toBe("Not funded (5.00 EUR asked): allocation stopped at an earlier application that did not fit (left when the allocation stopped: 50.00 EUR).");
  });
});

// fix29, item 1: groups (engine/groups.ts) walk a tie's orders in their own loop. Budget 100; A
// (team a, 50) funded, 50 left; B (team b, 10) and C (team c, 60) tied under `stop`. B first: B
// funded (40 left), C does not fit in 40, the walk stops with 40 left. C first: C does not fit in
// 50, the walk stops with 50 left. C is refused in both orders, with 40 or 50 before it: at most
// 50; D (5), after the stop, likewise. B is indeterminate. Before: the first order's 40 was told.
describe("groups: a member of an unbroken tie, and one after the stop, told the most any order leaves", () => {
  const grouped = (lang: string, item: string) =>
    scheme(lang).replace("  asked: money(EUR) in 0..1000\n", "  asked: money(EUR) in 0..1000\n  team: text\n").replace("  at boundary stop\n", `  at boundary stop\n  group by team {\n    ${item}\n  }\n`);
  const teams = { call: { budget: "100.00" }, applications: [{ id: "A", pts: 9, asked: "50.00", team: "a" }, { id: "B", pts: 5, asked: "10.00", team: "b" }, { id: "C", pts: 5, asked: "60.00", team: "c" }, { id: "D", pts: 1, asked: "5.00", team: "d" }] };
  for (const lang of ["en", "nl", "pl", "de"]) {
    it(`${lang}: a cap of grants per group: C's reason, step and fact; D's step`, () => {
      const { run } = evaluateRun(compiled(grouped(lang, "at most 5 grants")), teams);
      const result = run.explained("trace").toResult();
      const c = row(result, "C");
      expect([row(result, "B").status, c.status, row(result, "D").status]).toEqual(["indeterminate", "not_funded", "not_funded"]);
      expect(c.reasons.map((x) => x.message)).toEqual([said[lang]!.reason.replace(/60([.,])00/, "60$100")]);
      expect(c.explanation.at(-1)!.text).toContain(notice[lang]!);
      const fact = run.traceAt(result.results.indexOf(c))!.steps.at(-1) as { remainingBefore: { value: string }; remainingAtMost?: true };
      expect([fact.remainingBefore.value, fact.remainingAtMost]).toEqual(["50.00", true]);
      expect(row(result, "D").explanation.at(-1)!.text).toContain(notice[lang]!);
    });
  }
  it("en: funded together: C's step and D's", () => {
    const result = evaluate(compiled(grouped("en", "together")), teams).result;
    expect(row(result, "C").explanation.at(-1)!.text).toBe("Not funded (60.00 EUR asked): does not fit in the remaining budget; allocation stops here (remaining before: at most 50.00 EUR, whichever order the tie takes).");
    expect(row(result, "D").explanation.at(-1)!.text).toBe("Not funded (5.00 EUR asked): allocation stopped at an earlier application that did not fit (left when the allocation stopped: at most 50.00 EUR, whichever order the tie takes).");
  });
});

// fix29, item 3: a quota's refusal gives the quota's remainder. Budget 1000, the quota 'North' at
// most 50; B (10) and C (60), both north, tied. B first: B funded (the quota 40 left, the budget
// 990), C refused with 40 left of the quota. C first: C refused with 50 left of the quota (the
// budget 1000), B funded. C is refused in both orders: the quota has at most 50 left before it,
// the budget at most 1000. D (45, north, after them): 40 of the quota and 990 of the budget in
// every order, told plainly. Before: C was told the first order's 40.
describe("a quota's refusal in an unbroken tie tells the most any order leaves the quota", () => {
  const quota = (lang: string) =>
    scheme(lang)
      .replace("  budget: money(EUR)\n", "  budget: money(EUR)\n  north_cap: money(EUR)\n")
      .replace("  asked: money(EUR) in 0..1000\n", "  asked: money(EUR) in 0..1000\n  north: boolean\n")
      .replace("  at boundary stop\n", '  at boundary stop\n  quota north "North" per art1: at most call.north_cap when north\n');
  const norths = { call: { budget: "1000.00", north_cap: "50.00" }, applications: [{ id: "B", pts: 5, asked: "10.00", north: true }, { id: "C", pts: 5, asked: "60.00", north: true }, { id: "D", pts: 1, asked: "45.00", north: true }] };
  const told: Record<string, { c: string; step: string; d: string }> = {
    en: {
      c: "the quota 'North' has at most 50.00 EUR left, whichever order the tie takes, less than the 60.00 EUR asked",
      step: " (the budget remaining before: at most 1000.00 EUR, whichever order the tie takes).",
      d: "the quota 'North' has 40.00 EUR left, less than the 45.00 EUR asked",
    },
    nl: {
      c: "in het deelplafond ‘North’ resteert ten hoogste 50,00 EUR, in welke volgorde de gelijke stand ook valt, minder dan de gevraagde 60,00 EUR",
      step: " (van het subsidieplafond resterend vóór deze aanvraag: ten hoogste 1.000,00 EUR, in welke volgorde de gelijke stand ook valt).",
      d: "in het deelplafond ‘North’ resteert 40,00 EUR, minder dan de gevraagde 45,00 EUR",
    },
    pl: {
      c: "w limicie „North” pozostało najwyżej 50,00 EUR, bez względu na kolejność wniosków o równej pozycji, mniej niż wnioskowane 60,00 EUR",
      step: " (środki całego budżetu pozostałe przed tym wnioskiem: najwyżej 1000,00 EUR, bez względu na kolejność wniosków o równej pozycji).",
      d: "w limicie „North” pozostało 40,00 EUR, mniej niż wnioskowane 45,00 EUR",
    },
    de: {
      c: "im Kontingent „North“ verbleiben höchstens 50,00 EUR, gleich in welcher Reihenfolge der Gleichstand fällt, weniger als die beantragten 60,00 EUR",
      step: " (von den gesamten Fördermitteln verbleibend vor diesem Antrag: höchstens 1.000,00 EUR, gleich in welcher Reihenfolge der Gleichstand fällt).",
      d: "im Kontingent „North“ verbleiben 40,00 EUR, weniger als die beantragten 45,00 EUR",
    },
  };
  for (const lang of ["en", "nl", "pl", "de"]) {
    it(`${lang}: C's reason and step; D's reason`, () => {
      const s = compiled(quota(lang));
      const { run } = evaluateRun(s, norths);
      const result = run.explained("trace").toResult();
      const c = row(result, "C");
      expect(["B", "C", "D"].map((id) => row(result, id).status)).toEqual(["funded", "not_funded", "not_funded"]);
      expect(c.reasons.map((x) => x.message)).toEqual([told[lang]!.c]);
      expect(c.explanation.at(-1)!.text.endsWith(`${told[lang]!.c}${told[lang]!.step}`)).toBe(true);
      expect(noticeHtml(s, { ...result, call: run.call }, c, run.traceAt(result.results.indexOf(c)))).toContain(told[lang]!.c.replace(/[‘’„“”']/g, (ch) => ({ "'": "&#39;" })[ch] ?? ch));
      expect(row(result, "D").reasons.map((x) => x.message)).toEqual([told[lang]!.d]);
    });
  }
  // of places: 100 places, the quota 'North' at most 5; B (1) and C (6) tied. B first: 4 left of
  // the quota, C refused; C first: 5 left, C refused. At most 5, in the count's own words.
  it("of places, in the four languages: the quota's count told at most", () => {
    const places: Record<string, string> = {
      en: "the quota 'North' has at most 5 places left, whichever order the tie takes, fewer than the 6 places asked",
      nl: "van het maximum ‘North’ resteren ten hoogste 5 plaatsen, in welke volgorde de gelijke stand ook valt, minder dan de gevraagde 6 plaatsen",
      pl: "w limicie „North” pozostało najwyżej 5 miejsc, bez względu na kolejność wniosków o równej pozycji, mniej niż wnioskowane 6 miejsc",
      de: "im Kontingent „North“ verbleiben höchstens 5 Plätze, gleich in welcher Reihenfolge der Gleichstand fällt, weniger als die beantragten 6 Plätze",
    };
    for (const lang of ["en", "nl", "pl", "de"]) {
      const text = scheme(lang)
        .replace("budget: money(EUR)", "places: integer in 0..100\n  north_cap: integer in 0..100")
        .replace("asked: money(EUR) in 0..1000", "asked: integer in 0..10\n  north: boolean")
        .replace("budget call.budget", "budget call.places")
        .replace("  at boundary stop\n", '  at boundary stop\n  quota north "North" per art1: at most call.north_cap when north\n');
      const result = evaluate(compiled(text), { call: { places: 100, north_cap: 5 }, applications: [{ id: "B", pts: 5, asked: 1, north: true }, { id: "C", pts: 5, asked: 6, north: true }] }).result;
      expect(row(result, "C").reasons.map((x) => x.message)).toEqual([places[lang]]);
    }
  });
});

// fix29, item 4: a stage's line that passed a member on (`stage-pass`). Budget 200, stage 'First'
// 100 (50%), its unfunded going on to 'Rest'. In 'First': A (50) funded, 50 left; B (60) and C (10)
// tied under `stop`. B first: B does not fit in 50, the stage stops with 50 left; C first: C
// funded (40 left), B does not fit in 40. B is passed on in both orders, with 50 or 40 before it:
// at most 50; D (5), after the stage stopped, 50 or 40 as well. Before: "remaining before: 50.00
// EUR", one order's.
describe("a stage's line that passed a member on, told the most any order leaves it", () => {
  const staged = (lang: string) => scheme(lang).replace("  at boundary stop\n", '  at boundary stop\n  stage first "First" per art1 {\n    budget 50% × call.budget\n    unfunded go on\n  }\n  stage rest "Rest" per art1 {\n    budget left\n  }\n');
  const run4 = { call: { budget: "200.00" }, applications: [...input.applications, { id: "D", pts: 1, asked: "5.00" }] };
  const line: Record<string, string> = {
    en: "In stage 'First': does not fit in the remaining budget; this stage stops here, and the later stages go on (remaining before: at most 50.00 EUR, whichever order the tie takes).",
    nl: "In fase ‘First’: past niet binnen het resterende budget; deze fase stopt hier, en de volgende fasen gaan door (resterend vóór deze aanvraag: ten hoogste 50,00 EUR, in welke volgorde de gelijke stand ook valt).",
    pl: "Na etapie „First”: nie mieści się w pozostałych środkach; ten etap kończy się na tym wniosku, a kolejne etapy trwają dalej (środki pozostałe przed tym wnioskiem: najwyżej 50,00 EUR, bez względu na kolejność wniosków o równej pozycji).",
    de: "In der Stufe „First“: passt nicht in die verbleibenden Fördermittel; diese Stufe endet hier, und die späteren Stufen gehen weiter (verbleibend vor diesem Antrag: höchstens 50,00 EUR, gleich in welcher Reihenfolge der Gleichstand fällt).",
  };
  for (const lang of ["en", "nl", "pl", "de"]) {
    it(`${lang}: B's stage-pass line and fact; D's line`, () => {
      const { run } = evaluateRun(compiled(staged(lang)), run4);
      const result = run.explained("trace").toResult();
      const b = row(result, "B");
      const passes = (x: typeof b) => x.explanation.filter((e) => e.step === "allocation");
      expect(passes(b)[0]!.text).toBe(line[lang]);
      const fact = run.traceAt(result.results.indexOf(b))!.steps.find((s) => (s as { kind: string }).kind === "stage-pass") as { remainingBefore: { value: string }; remainingAtMost?: true };
      expect([fact.remainingBefore.value, fact.remainingAtMost]).toEqual(["50.00", true]);
      expect(passes(row(result, "D"))[0]!.text).toContain(notice[lang]!);
    });
  }
});

// mendfix29, item 1: under `at boundary full` (and `reach`) the walk does not stop at an
// application that does not fit: it grants it in full and stops after it. Budget 100; A (50)
// funded, 50 left; B (60) and C (10) tied; D (5) after them. B first: B granted in full, the
// budget exceeded by 10, C and D refused. C first: C funded (40 left), B granted in full, the
// budget exceeded by 20, D refused. B is funded in both orders, C in one (indeterminate); D is refused in both orders, the budget exceeded by 10 or 20:
// at least 10. Before: D read "exceeded by 10.00 EUR" (B first's) and "stopped at an earlier
// application that did not fit", though the earlier one was granted in full.
describe("after a tie under full or reach, the budget exceeded by at least what every order passes it by", () => {
  const after = { ...input, applications: [...input.applications, { id: "D", pts: 1, asked: "5.00" }] };
  const full: Record<string, string> = {
    en: "Not funded (5.00 EUR asked): the budget was passed by a grant in full to an earlier application, and the allocation stops there (nothing remaining before: the budget was exceeded by at least 10.00 EUR, whichever order the tie takes).",
    nl: "Niet verleend (5,00 EUR gevraagd): het subsidieplafond is overschreden door een volledige verlening aan een eerdere aanvraag, en daar stopt de verdeling (niets resterend vóór deze aanvraag: overschreden met ten minste 10,00 EUR, in welke volgorde de gelijke stand ook valt).",
    pl: "Nie przyznano dofinansowania (wnioskowano o 5,00 EUR): budżet przekroczyło przyznanie pełnej kwoty wcześniejszemu wnioskowi; na nim przydział się kończy (przed tym wnioskiem nie pozostały żadne środki: przekroczono o co najmniej 10,00 EUR, bez względu na kolejność wniosków o równej pozycji).",
    de: "Nicht bewilligt (beantragt: 5,00 EUR): die Fördermittel wurden durch eine Bewilligung in voller Höhe an einen früheren Antrag überschritten, und die Verteilung endet dort (vor diesem Antrag nichts verbleibend: um mindestens 10,00 EUR überschritten, gleich in welcher Reihenfolge der Gleichstand fällt).",
  };
  for (const lang of ["en", "nl", "pl", "de"]) {
    it(`${lang}: full: D's step and fact say at least 10.00 and a grant in full`, () => {
      const s = compiled(scheme(lang).replace("at boundary stop", "at boundary full"));
      const { run } = evaluateRun(s, after);
      const result = run.explained("trace").toResult();
      const d = row(result, "D");
      expect([row(result, "B").status, row(result, "C").status, d.status]).toEqual(["funded", "indeterminate", "not_funded"]);
      expect(d.explanation.at(-1)!.text).toBe(full[lang]);
      const fact = run.traceAt(result.results.indexOf(d))!.steps.at(-1) as { remainingBefore: { value: string }; remainingAtMost?: true };
      expect([fact.remainingBefore.value, fact.remainingAtMost]).toEqual(["-10.00", true]);
    });
  }
  it("en: reach: D's step", () => {
    const d = row(evaluate(compiled(scheme("en").replace("at boundary stop", "at boundary reach")), after).result, "D");
    expect(d.explanation.at(-1)!.text).toBe("Not funded (5.00 EUR asked): an earlier application reached the budget and was funded in full; nothing is funded after it (nothing remaining before: the budget was exceeded by at least 10.00 EUR, whichever order the tie takes).");
  });
  it("en: full inside a stage: D's line in stage 'First'", () => {
    // stage 'First' has 100 of 200: the same walk as above inside it
    const staged = scheme("en").replace("  at boundary stop\n", '  at boundary full\n  stage first "First" per art1 {\n    budget 50% × call.budget\n    unfunded go on\n  }\n  stage rest "Rest" per art1 {\n    budget left\n  }\n');
    const d = row(evaluate(compiled(staged), { ...after, call: { budget: "200.00" } }).result, "D");
    expect(d.explanation.filter((e) => e.step === "allocation")[0]!.text).toBe("In stage 'First': the budget was passed by a grant in full to an earlier application, and this stage stops there; the later stages go on (nothing remaining before: the stage's budget was exceeded by at least 10.00 EUR, whichever order the tie takes).");
  });
  it("en: full, one order (C ranked above B): D is told that order's figure plainly", () => {
    const one = { ...after, applications: after.applications.map((x) => (x.id === "C" ? { ...x, pts: 6 } : x)) };
    const d = row(evaluate(compiled(scheme("en").replace("at boundary stop", "at boundary full")), one).result, "D");
    expect(d.explanation.at(-1)!.text).toBe("Not funded (5.00 EUR asked): the budget was passed by the grant in full to B, and the allocation stops there (nothing remaining before: the budget was exceeded by 20.00 EUR).");
  });
});
