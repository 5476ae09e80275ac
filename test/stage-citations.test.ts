// Stages and reservations as the law words them (issue 15, eleventh round; docs/performance.md,
// "stages11"): what the tenth round's drafter found on schemes/drafted_climate, each worked by hand
// on the smallest scheme that shows it, in every language a scheme can be written in: en, pl, nl
// and de each have explanations of their own.
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluateRun, traceAnswer, type SelectionResult } from "@allot/runtime";
import { headIn, runScheme as run, resultOf as of, type Lang, LANGS } from "./support/scheme.js";

/** application id's allocation steps as "source: text" */
const allocation = (r: SelectionResult, id: string): string[] => of(r, id).explanation.filter((s) => s.step === "allocation").map((s) => `${s.source}: ${s.text}`);
/** application id's reasons as "source: message" */
const reasons = (r: SelectionResult, id: string): string[] => of(r, id).reasons.map((x) => `${x.source}: ${x.message}`);

// Budget 100 EUR, skip; 30 % kept for the small ones (art3), what is unused returns; the rest
// under the allocation's rule (art2). Ranked by quality: A 9 (60), B 8 (small, 20), C 7 (30),
// D 6 (small, 15), E 5 (small, 25).
// Reservation (30): B 20 fits (10 left); D 15 passed over (10 left); E 25 passed over (10 left).
// 20 awarded, 10 returns. Rest (80): A 60 (20 left); C 30 passed over (20); D 15 fits (5 left);
// E 25 passed over (5 left).
const reservation = (lang: Lang): string => `${headIn(lang, ["ranking", "allocation", "reservation"])}
call { budget: money(EUR) }
application { id: text unique  small: boolean  population: integer in 0..100000 "the number of inhabitants"  quality: integer in 0..10  asked: money(EUR) }
criterion q "Quality" per art1: weight 1 × quality
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art2 {
  budget call.budget
  amount asked
  at boundary skip
  reserve small_ones "Communities of fewer than 5,000 inhabitants" per art3: at least 30% × call.budget when population < 5000, unused returns
}
`;
const apps = {
  call: { budget: "100.00" },
  applications: [
    { id: "A", small: false, population: 9000, quality: 9, asked: "60.00" },
    { id: "B", small: true, population: 1200, quality: 8, asked: "20.00" },
    { id: "C", small: false, population: 7000, quality: 7, asked: "30.00" },
    { id: "D", small: true, population: 4999, quality: 6, asked: "15.00" },
    { id: "E", small: true, population: 300, quality: 5, asked: "25.00" },
  ],
};

describe("a grant in a reservation cites the reservation's provision, not the allocation's", () => {
  const funded = {
    en: "art3: Funded 20.00 EUR: in stage 'Communities of fewer than 5,000 inhabitants': fits in the remaining budget (remaining before: 30.00 EUR).",
    pl: "art3: Przyznano 20,00 EUR: na etapie „Communities of fewer than 5,000 inhabitants”: mieści się w pozostałych środkach (środki pozostałe przed tym wnioskiem: 30,00 EUR).",
    nl: "art3: Verleend: 20,00 EUR: in fase ‘Communities of fewer than 5,000 inhabitants’: past binnen het resterende budget (resterend vóór deze aanvraag: 30,00 EUR).",
    de: "art3: 20,00 EUR bewilligt: in der Stufe „Communities of fewer than 5,000 inhabitants“: passt in die verbleibenden Fördermittel (verbleibend vor diesem Antrag: 30,00 EUR).",
  } as const;
  for (const lang of LANGS)
    it(lang, () => {
      const r = run(reservation(lang), apps);
      // B, funded from the amount kept: its grant is the reservation's (art3); A, funded in the rest, the allocation's (art2)
      expect(allocation(r, "B").at(-1)).toBe(funded[lang]);
      expect(of(r, "A").explanation.filter((s) => s.step === "allocation").at(-1)!.source).toBe("art2");
    });
  it("a written stage with its own source: its grants cite it; one without inherits the allocation's (§18)", () => {
    const text = reservation("en").replace(/ {2}reserve small_ones.*\n/, `  stage small "Small communities" per art3 when small { budget 30% × call.budget  unfunded go on }\n  stage all { budget left }\n`);
    const r = run(text, apps);
    expect(of(r, "B").explanation.filter((s) => s.step === "allocation").map((s) => s.source)).toEqual(["art3", "art3"]);
    expect(of(r, "A").explanation.filter((s) => s.step === "allocation").map((s) => s.source)).toEqual(["art2", "art2"]);
  });
});

describe("a refusal in two stages: each stage's part cites that stage and says what it had left", () => {
  // E: passed over in the reservation with 10 left (art3), then in the rest with 5 left (art2)
  const words = {
    en: {
      steps: [
        "art3: In stage 'Communities of fewer than 5,000 inhabitants': does not fit in the remaining budget; passed over (remaining before: 10.00 EUR).",
        "art2: Decided in stage 2 of 2, 'the rest of the budget': it considers every application not yet funded; budget 80.00 EUR (what is left).",
        "art2: Not funded (25.00 EUR asked): in stage 'the rest of the budget': does not fit in the remaining budget; passed over (remaining before: 5.00 EUR).",
      ],
      reasons: ["art3: in stage 'Communities of fewer than 5,000 inhabitants': does not fit in the remaining budget; passed over", "art2: then in stage 'the rest of the budget': does not fit in the remaining budget; passed over"],
    },
    pl: {
      steps: [
        "art3: Na etapie „Communities of fewer than 5,000 inhabitants”: nie mieści się w pozostałych środkach; wniosek pominięto (środki pozostałe przed tym wnioskiem: 10,00 EUR).",
        "art2: Rozstrzygnięto na etapie 2 z 2, „pozostała część budżetu”: obejmuje wszystkie jeszcze niedofinansowane wnioski; budżet 80,00 EUR (to, co pozostało).",
        "art2: Nie przyznano dofinansowania (wnioskowano o 25,00 EUR): na etapie „pozostała część budżetu”: nie mieści się w pozostałych środkach; wniosek pominięto (środki pozostałe przed tym wnioskiem: 5,00 EUR).",
      ],
      reasons: ["art3: na etapie „Communities of fewer than 5,000 inhabitants”: nie mieści się w pozostałych środkach; wniosek pominięto", "art2: następnie na etapie „pozostała część budżetu”: nie mieści się w pozostałych środkach; wniosek pominięto"],
    },
    nl: {
      steps: [
        "art3: In fase ‘Communities of fewer than 5,000 inhabitants’: past niet binnen het resterende budget; overgeslagen (resterend vóór deze aanvraag: 10,00 EUR).",
        "art2: Beslist in fase 2 van 2, ‘de rest van het budget’: die neemt elke nog niet gehonoreerde aanvraag; budget 80,00 EUR (wat resteert).",
        "art2: Niet verleend (25,00 EUR gevraagd): in fase ‘de rest van het budget’: past niet binnen het resterende subsidieplafond; overgeslagen (resterend vóór deze aanvraag: 5,00 EUR).",
      ],
      reasons: ["art3: in fase ‘Communities of fewer than 5,000 inhabitants’: past niet binnen het resterende budget; overgeslagen", "art2: vervolgens in fase ‘de rest van het budget’: past niet binnen het resterende subsidieplafond; overgeslagen"],
    },
    de: {
      steps: [
        "art3: In der Stufe „Communities of fewer than 5,000 inhabitants“: passt nicht in die verbleibenden Fördermittel; übersprungen (verbleibend vor diesem Antrag: 10,00 EUR).",
        "art2: Entschieden in der Stufe 2 von 2, „die übrigen Mittel“: sie erfasst jeden noch nicht geförderten Antrag; Mittel 80,00 EUR (was verbleibt).",
        "art2: Nicht bewilligt (beantragt: 25,00 EUR): in der Stufe „die übrigen Mittel“: passt nicht in die verbleibenden Fördermittel; übersprungen (verbleibend vor diesem Antrag: 5,00 EUR).",
      ],
      reasons: ["art3: in der Stufe „Communities of fewer than 5,000 inhabitants“: passt nicht in die verbleibenden Fördermittel; übersprungen", "art2: danach in der Stufe „die übrigen Mittel“: passt nicht in die verbleibenden Fördermittel; übersprungen"],
    },
  } as Record<Lang, { steps: string[]; reasons: string[] }>;
  for (const lang of LANGS)
    it(lang, () => {
      const r = run(reservation(lang), apps);
      expect({ steps: allocation(r, "E"), reasons: reasons(r, "E") }).toEqual(words[lang]);
    });
});

describe("a pass-over in a reservation before a grant in the rest", () => {
  it("has a line of its own citing the reservation, before the grant citing the rest's rule; a grant gives no reason", () => {
    // D: passed over in the reservation with 10 left (15 asked), funded in the rest with 20 left
    const r = run(reservation("en"), apps);
    // mendres32 (drafter32's finding 4): the rest's line cites the allocation's source (art2), where it cited none
    expect(allocation(r, "D")).toEqual([
      "art3: In stage 'Communities of fewer than 5,000 inhabitants': does not fit in the remaining budget; passed over (remaining before: 10.00 EUR).",
      "art2: Decided in stage 2 of 2, 'the rest of the budget': it considers every application not yet funded; budget 80.00 EUR (what is left).",
      "art2: Funded 15.00 EUR: in stage 'the rest of the budget': fits in the remaining budget (remaining before: 20.00 EUR).",
    ]);
    expect(of(r, "D").reasons).toEqual([]);
  });
  it("the reasons joined in a cell read as the one reason they were", () => {
    const r = run(reservation("en"), apps);
    expect(of(r, "E").reasons.map((x) => x.message).join("; ")).toBe("in stage 'Communities of fewer than 5,000 inhabitants': does not fit in the remaining budget; passed over; then in stage 'the rest of the budget': does not fit in the remaining budget; passed over");
    // the sources table has both provisions
    expect(Object.keys(r.sources).sort()).toEqual(["art1", "art2", "art3"]);
  });
});

describe("a reservation's sentence says whom it takes by its title, and its condition in words, not as code", () => {
  // B is funded in the reservation: its line names it by the title the scheme wrote; its condition
  // names the field by its description (mendd36, drafter35's finding 7: told where it is in words,
  // drafter34's finding 6), never as code; the condition as written stays in the trace (`considers`)
  const words = {
    en: "art3: Decided in reservation 1 of 2, 'Communities of fewer than 5,000 inhabitants': it takes only the applications that meet its condition: the number of inhabitants < 5000, as this one does; budget 30.00 EUR (at least 30% × call.budget).",
    pl: "art3: Rozstrzygnięto w puli zarezerwowanej 1 z 2, „Communities of fewer than 5,000 inhabitants”: obejmuje tylko wnioski, dla których zachodzi: the number of inhabitants < 5000, jak dla tego wniosku; budżet 30,00 EUR (co najmniej 30% × call.budget).",
    nl: "art3: Beslist in reservering 1 van 2, ‘Communities of fewer than 5,000 inhabitants’: die neemt alleen de aanvragen waarvoor geldt: the number of inhabitants < 5000, zoals voor deze aanvraag; budget 30,00 EUR (ten minste 30% × call.budget).",
    de: "art3: Entschieden in der Reservierung 1 von 2, „Communities of fewer than 5,000 inhabitants“: sie erfasst nur die Anträge, für die gilt: the number of inhabitants < 5000 — das gilt für diesen Antrag; Mittel 30,00 EUR (mindestens 30% × call.budget).",
  } as const;
  for (const lang of LANGS)
    it(lang, () => {
      const r = run(reservation(lang), apps);
      expect(allocation(r, "B")[0]).toBe(words[lang]);
      expect(allocation(r, "B")[0]).not.toContain("population");
    });
  it("a stage without a title gives its condition, the field by its description", () => {
    const text = reservation("en").replace(/ {2}reserve small_ones.*\n/, `  stage small per art3 when population < 5000 { budget 30% × call.budget  unfunded go on }\n  stage all { budget left }\n`);
    expect(allocation(run(text, apps), "B")[0]).toBe("art3: Decided in stage 1 of 2, 'small': it considers the number of inhabitants < 5000; budget 30.00 EUR (30% × call.budget; call.budget: 100.00 EUR).");
  });
});

describe("an aggregate is told with the step that reads it, citing its let's source", () => {
  // the best total per theme (A 8, B 3: energy 8; C 6: transport 6); the threshold reads it
  // through `best`: B 3 < 4 (50 % of 8) fails, A and C pass
  const text = (lang: Lang): string => `${headIn(lang, ["points", "relative threshold", "allocation"])}
call { budget: money(EUR) }
application { id: text unique  theme: text  quality: integer in 0..10  asked: money(EUR) }
criterion q "Quality" per art1: weight 1 × quality
let best = max(m in peers(theme, eligible): m.total) per art2
threshold relative "At least half of the best in the theme" per art2: total >= 50% × best
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art3 { budget call.budget  amount asked  at boundary skip }
`;
  const input = {
    call: { budget: "100.00" },
    applications: [
      { id: "A", theme: "energy", quality: 8, asked: "10.00" },
      { id: "B", theme: "energy", quality: 3, asked: "10.00" },
      { id: "C", theme: "transport", quality: 6, asked: "10.00" },
    ],
  };
  const words = {
    en: "threshold art2: Aggregate: best, max(m in peers(theme, eligible): m.total) over the eligible applications with theme 'energy': 8, from A 8, B 3; left out as not eligible: none.",
    pl: "threshold art2: Wartość zbiorcza best, max(m in peers(theme, eligible): m.total) dla spełniających warunki wniosków, w których theme ma wartość „energy”: 8, z: A 8, B 3; pominięte jako niespełniające warunków: brak.",
    nl: "threshold art2: Waarde over aanvragen: best, max(m in peers(theme, eligible): m.total) over de in aanmerking komende aanvragen met theme ‘energy’: 8, uit A 8, B 3; buiten beschouwing gelaten omdat ze niet in aanmerking komen: geen.",
    de: "threshold art2: Wert über Anträge: best, max(m in peers(theme, eligible): m.total) über die förderfähigen Anträge mit theme „energy“: 8, aus A 8, B 3; als nicht förderfähig außer Betracht gelassen: keine.",
  } as const;
  for (const lang of LANGS)
    it(lang, () => {
      const r = run(text(lang), input);
      const steps = of(r, "B").explanation.map((s) => `${s.step} ${s.source}: ${s.text}`);
      // told once, just before the threshold that reads it, in its section, citing art2
      const at = steps.indexOf(words[lang]);
      expect(at).toBeGreaterThan(0);
      expect(steps[at + 1]).toMatch(/^threshold art2: /);
      expect(steps.filter((s) => s.includes("peers(")).length).toBe(1);
      expect(steps.slice(0, at).every((s) => !s.startsWith("threshold art2"))).toBe(true);
      expect(of(r, "B").status).toBe("below_threshold");
    });
  it("an aggregate no assessment step reads (a ranking key) is told before the rules, citing its let's source", () => {
    const key = text("en").replace("threshold relative \"At least half of the best in the theme\" per art2: total >= 50% × best\n", "").replace("by total highest first", "by total highest first  by best highest first");
    const r = run(key, input);
    expect(of(r, "B").explanation[0]).toEqual({ step: "eligibility", source: "art2", text: "Aggregate: best, max(m in peers(theme, eligible): m.total) over the eligible applications with theme 'energy': 8, from A 8, B 3; left out as not eligible: none." });
  });
  it("a let with a title names its aggregate by it, in the sentence and the trace (the let's name stays in `let`)", () => {
    const titled = (lang: Lang, title: string) => text(lang).replace("let best = ", `let best ${JSON.stringify(title)} = `);
    const told = (lang: Lang, title: string) => of(run(titled(lang, title), input), "B").explanation.find((x) => x.text.includes("peers("))!.text;
    expect(told("en", "the best total in the theme")).toBe("The best total in the theme, max(m in peers(theme, eligible): m.total) over the eligible applications with theme 'energy': 8, from A 8, B 3; left out as not eligible: none.");
    expect(told("pl", "najlepszy wynik w temacie")).toBe(words.pl.replace("threshold art2: ", "").replace("Wartość zbiorcza best,", "Najlepszy wynik w temacie,"));
    expect(told("nl", "de beste score in het thema")).toBe(words.nl.replace("threshold art2: ", "").replace("Waarde over aanvragen: best,", "De beste score in het thema,"));
    expect(told("de", "die beste Gesamtpunktzahl im Thema")).toBe(words.de.replace("threshold art2: ", "").replace("Wert über Anträge: best,", "Die beste Gesamtpunktzahl im Thema,"));
    const { run: r } = evaluateRun(load(analyze(titled("en", "the best total in the theme"))), input);
    expect(traceAnswer(r, "B")!.trace.find((x) => x.kind === "aggregate")).toMatchObject({ kind: "aggregate", let: "best", title: "the best total in the theme", value: "8" });
  });
});
