// What the seventh round's drafter found the explanations got wrong or left out (issue 15, eighth
// round; docs/performance.md, "drafter7", "Found and left"), each worked by hand on the smallest
// scheme that shows it, in every language the explanations are written in (en, nl, pl, de).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { headIn } from "./support/scheme.js";

type Lang = "en" | "nl" | "pl" | "de";

const head = (lang: Lang): string => `
${headIn(lang, ["ranking", "budget", "reserve list"])}`;

function run(text: string, input: { call: Record<string, unknown>; applications: Record<string, unknown>[] }): SelectionResult {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return evaluate(load(a), input).result;
}

/** application id's explanation steps as "step source: text" */
function steps(result: SelectionResult, id: string): string[] {
  return result.results.find((r) => r.id === id)!.explanation.map((s) => `${s.step} ${s.source}: ${s.text}`);
}

describe("a place on the reserve list cites the reserve list's own source", () => {
  const scheme = (lang: Lang): string => `${head(lang)}
call { budget: money(EUR) }
application { id: text unique  score: integer in 0..10  asked: money(EUR) }
criterion c "Score" per art1: weight 1 × score
maximum points 10 per art1
ranking per art1 { by total highest first tiebreak every tie { unresolved } }
allocation per art2 { budget call.budget amount asked at boundary stop reserve 1 per art3 }
`;
  // A (9 points) takes 60.00 of 100.00; B asks 60.00 > 40.00 left: stop. B is the reserve list's
  // one place (article 3); C is not funded (article 2 only)
  const input = { call: { budget: "100.00" }, applications: [9, 8, 7].map((score, k) => ({ id: "ABC"[k], score, asked: "60.00" })) };
  const cases: Record<Lang, [string, string]> = {
    en: ["Not funded (60.00 EUR asked): does not fit in the remaining budget; allocation stops here (remaining before: 40.00 EUR).", "Placed on the reserve list, at place 1."],
    nl: ["Niet verleend (60,00 EUR gevraagd): past niet binnen het resterende subsidieplafond; de verdeling stopt hier (resterend vóór deze aanvraag: 40,00 EUR).", "Op de reservelijst geplaatst, op plaats 1."],
    pl: ["Nie przyznano dofinansowania (wnioskowano o 60,00 EUR): nie mieści się w pozostałych środkach; przydział kończy się na tym wniosku (środki pozostałe przed tym wnioskiem: 40,00 EUR).", "Wniosek umieszczono na liście rezerwowej, na miejscu 1."],
    de: ["Nicht bewilligt (beantragt: 60,00 EUR): passt nicht in die verbleibenden Fördermittel; die Verteilung endet hier (verbleibend vor diesem Antrag: 40,00 EUR).", "Auf die Nachrückerliste gesetzt, auf Platz 1."],
  };
  const reasons: Record<Lang, string[]> = {
    en: ["allocation art2: the 60.00 EUR asked does not fit in the 40.00 EUR left of the budget; allocation stops here", "reserve art3: placed on the reserve list, at place 1"],
    nl: ["allocation art2: het gevraagde bedrag van 60,00 EUR past niet binnen het resterende subsidieplafond van 40,00 EUR; de verdeling stopt hier", "reserve art3: op de reservelijst geplaatst, op plaats 1"],
    pl: ["allocation art2: wnioskowana kwota 60,00 EUR nie mieści się w pozostałych środkach w wysokości 40,00 EUR; przydział kończy się na tym wniosku", "reserve art3: wniosek umieszczono na liście rezerwowej, na miejscu 1"],
    de: ["allocation art2: die beantragten 60,00 EUR passen nicht in die verbleibenden Fördermittel von 40,00 EUR; die Verteilung endet hier", "reserve art3: auf die Nachrückerliste gesetzt, auf Platz 1"],
  };
  for (const lang of ["en", "nl", "pl", "de"] as const) {
    it(`tells the refusal with its rule and the place with article 3 (${lang})`, () => {
      const result = run(scheme(lang), input);
      const b = result.results.find((r) => r.id === "B")!;
      expect(b.status).toBe("reserve");
      expect(steps(result, "B").slice(-2)).toEqual([`allocation art2: ${cases[lang][0]}`, `allocation art3: ${cases[lang][1]}`]);
      // the reasons: the refusal (article 2), then the place on the list (article 3), in the scheme's language
      expect(b.reasons.map((r) => `${r.rule} ${r.source}: ${r.message}`)).toEqual(reasons[lang]);
      expect(Object.keys(result.sources)).toContain("art3");
      // C, not on the list, cites article 2 alone
      expect(steps(result, "C").filter((s) => s.startsWith("allocation"))).toHaveLength(1);
      expect(result.results.find((r) => r.id === "C")!.reasons.map((r) => r.source)).toEqual(["art2"]);
    });
  }
});

describe("a tie the tie-break chain runs out on says what the chain compared", () => {
  const scheme = (lang: Lang): string => `${head(lang)}
call { budget: money(EUR) }
application { id: text unique  score: integer in 0..10  received: datetime("Europe/Amsterdam")  asked: money(EUR) }
criterion c "Score" per art1: weight 1 × score
maximum points 10 per art1
ranking per art1 { by total highest first tiebreak every tie { by received earliest first to the second  unresolved } }
allocation per art2 { budget call.budget amount asked at boundary stop }
`;
  // A and B have 8 points and were received in the same second (14:03:07.200 and .900): the chain
  // compares that second, finds it the same and has no step after it; C has 5 points
  const input = {
    call: { budget: "1000.00" },
    applications: [
      { id: "A", score: 8, received: "2026-10-20T14:03:07.200", asked: "100.00" },
      { id: "B", score: 8, received: "2026-10-20T14:03:07.900", asked: "100.00" },
      { id: "C", score: 5, received: "2026-10-20T09:00:00", asked: "100.00" },
    ],
  };
  const cases: Record<Lang, string> = {
    en: "Position 1 (total points: 8; tied with B). The tie-break chain compared received (earliest first, to the second): 2026-10-20 14:03:07 — the same for each of them — and has no further step; they share this position.",
    nl: "Plaats 1 in de rangschikking (totaal aantal punten: 8; gelijk met B). De aanvullende criteria vergeleken received (vroegste eerst, per seconde): 2026-10-20 14:03:07 — voor elk van hen gelijk — en er is geen verder criterium; zij delen deze plaats.",
    pl: "Miejsce na liście: 1 (suma punktów: 8; ex aequo z: B). Dalsze kryteria rozstrzygające porównały received (od najwcześniejszej, z dokładnością do sekundy): 2026-10-20 14:03:07 — dla każdego z tych wniosków to samo — i nie ma kolejnego kryterium; zajmują one to samo miejsce.",
    de: "Rang 1 in der Rangfolge (Gesamtpunktzahl: 8; gleichrangig mit B). Die nachrangigen Kriterien ergeben für jeden von ihnen dasselbe (received (früheste zuerst, auf die Sekunde genau): 20.10.2026, 14:03:07 Uhr), und es gibt kein weiteres Kriterium; sie teilen sich diesen Rang.",
  };
  const notes: Record<Lang, string> = {
    en: "the tie-break chain, by received (earliest first, to the second), runs out without breaking this tie; the outcome is the same in every order",
    nl: "de volgorde van beslissende criteria (received (vroegste eerst, per seconde)) doorbreekt deze gelijke stand niet; de uitkomst is in elke volgorde dezelfde",
    pl: "kolejne kryteria rozstrzygające (received (od najwcześniejszej, z dokładnością do sekundy)) nie rozstrzygają tej równej pozycji; wynik jest taki sam przy każdej kolejności",
    de: "die nachrangigen Kriterien (received (früheste zuerst, auf die Sekunde genau)) lösen diesen Gleichstand nicht auf; das Ergebnis ist in jeder Reihenfolge dasselbe",
  };
  for (const lang of ["en", "nl", "pl", "de"] as const) {
    it(`names the step, the value the members share and that the chain has no step left (${lang})`, () => {
      const result = run(scheme(lang), input);
      expect(steps(result, "A")).toContain(`ranking art1: ${cases[lang]}`);
      expect(steps(result, "B")).toContain(`ranking art1: ${cases[lang].replace("tied with B)", "tied with A)").replace("gelijk met B)", "gelijk met A)").replace("ex aequo z: B)", "ex aequo z: A)").replace("gleichrangig mit B)", "gleichrangig mit A)")}`);
      // the tie's note names the chain that ran out, not "the scheme does not break this tie" (in the scheme's language: amount11)
      expect(result.ties.map((t) => `${t.ids.join(" ")}: ${t.note}`)).toEqual([`A B: ${notes[lang]}`]);
    });
  }

  it("lists every step of a longer chain, each with the value the members share", () => {
    const two = scheme("en").replace("by received earliest first to the second", "by score highest first  by received earliest first to the second");
    const result = run(two, input);
    expect(steps(result, "A")).toContain("ranking art1: Position 1 (total points: 8; tied with B). The tie-break chain compared score (highest first): 8, then received (earliest first, to the second): 2026-10-20 14:03:07 — the same for each of them — and has no further step; they share this position.");
  });
});

describe("an allocation of places counts places, not money", () => {
  const scheme = (lang: Lang): string => `${head(lang)}
call { places: integer  staff_places: integer }
application { id: text unique  score: integer in 0..10  staff: boolean }
criterion c "Score" per art1: weight 1 × score
maximum points 10 per art1
ranking per art1 { by total highest first tiebreak every tie { unresolved } }
allocation per art2 {
  budget call.places
  amount 1
  at boundary stop
  quota staff "Children of staff" per art2: at most call.staff_places when staff
}
`;
  // 2 places, at most 1 for children of staff: A (staff) takes one; B (staff) is refused by the
  // quota with 1 place left; C takes the last; D finds none left
  const input = { call: { places: 2, staff_places: 1 }, applications: [["A", 9, true], ["B", 8, true], ["C", 7, false], ["D", 6, false]].map(([id, score, staff]) => ({ id, score, staff })) };
  const cases: Record<Lang, Record<string, string>> = {
    en: {
      A: "Granted 1 place: fits in the places left (remaining before: 2 places).",
      B: "Not granted (1 place asked): the quota 'Children of staff' has 0 places left, fewer than the 1 place asked (all places remaining before: 1 place).",
      D: "Not granted (1 place asked): no place is left (remaining before: 0 places).",
    },
    nl: {
      A: "Toegewezen: 1 plaats: past binnen de resterende plaatsen (resterend vóór deze aanvraag: 2 plaatsen).",
      B: "Niet toegewezen (1 plaats gevraagd): van het maximum ‘Children of staff’ resteren 0 plaatsen, minder dan de gevraagde 1 plaats (van alle plaatsen resterend vóór deze aanvraag: 1 plaats).",
      D: "Niet toegewezen (1 plaats gevraagd): er is geen plaats meer over (resterend vóór deze aanvraag: 0 plaatsen).",
    },
    pl: {
      A: "Przyznano 1 miejsce: mieści się w pozostałych miejscach (pozostało przed tym wnioskiem: 2 miejsca).",
      B: "Nie przyznano miejsca (wnioskowano o 1 miejsce): w limicie „Children of staff” pozostało 0 miejsc, mniej niż wnioskowane 1 miejsce (ze wszystkich miejsc pozostało przed tym wnioskiem: 1 miejsce).",
      D: "Nie przyznano miejsca (wnioskowano o 1 miejsce): nie pozostało żadne miejsce (pozostało przed tym wnioskiem: 0 miejsc).",
    },
    de: {
      A: "1 Platz zugeteilt: passt in die verbleibenden Plätze (verbleibend vor diesem Antrag: 2 Plätze).",
      B: "Nicht zugeteilt (beantragt: 1 Platz): im Kontingent „Children of staff“ verbleiben 0 Plätze, weniger als der beantragte 1 Platz (von allen Plätzen verbleibend vor diesem Antrag: 1 Platz).",
      D: "Nicht zugeteilt (beantragt: 1 Platz): es ist kein Platz mehr frei (verbleibend vor diesem Antrag: 0 Plätze).",
    },
  };
  for (const lang of ["en", "nl", "pl", "de"] as const) {
    it(`words the amounts as places with their plural forms (${lang})`, () => {
      const result = run(scheme(lang), input);
      expect(result.results.map((r) => `${r.id} ${r.status}`)).toEqual(["A funded", "B not_funded", "C funded", "D not_funded"]);
      for (const id of ["A", "B", "D"]) expect(steps(result, id).filter((s) => s.startsWith("allocation"))).toEqual([`allocation art2: ${cases[lang][id]}`]);
    });
  }

  it("leaves money and a decimal quantity as amounts", () => {
    const hectares = scheme("en").replace("call { places: integer  staff_places: integer }", "call { places: decimal  staff_places: decimal }");
    const result = run(hectares, { ...input, call: { places: "2", staff_places: "1" } });
    expect(steps(result, "A").at(-1)).toBe("allocation art2: Funded 1: fits in the remaining budget (remaining before: 2).");
  });
});

describe("a quota's refusal where the budget would refuse too tells both grounds", () => {
  const scheme = (lang: Lang, budget: string, amount: string): string => `${head(lang)}
call { budget: ${budget}  staff_cap: ${budget} }
application { id: text unique  score: integer in 0..10  staff: boolean  asked: ${amount} }
criterion c "Score" per art1: weight 1 × score
maximum points 10 per art1
ranking per art1 { by total highest first tiebreak every tie { unresolved } }
allocation per art2 {
  budget call.budget
  amount asked
  at boundary skip
  quota staff "Children of staff" per art2: at most call.staff_cap when staff
}
`;
  // one place, at most one for staff: A (staff) takes it; B (staff) finds the quota and the
  // places used up — both are grounds of its refusal; C (staff) in money: 50.00 of the quota's
  // 60.00 left but 40.00 of the budget left — the budget alone refuses it, and so would the quota
  const places = { call: { budget: 1, staff_cap: 1 }, applications: [["A", 9], ["B", 8]].map(([id, score]) => ({ id, score, staff: true, asked: 1 })) };
  const cases: Record<Lang, string> = {
    en: "Not granted (1 place asked): the quota 'Children of staff' has 0 places left, fewer than the 1 place asked; it does not fit in the places left either (all places remaining before: 0 places).",
    nl: "Niet toegewezen (1 plaats gevraagd): van het maximum ‘Children of staff’ resteren 0 plaatsen, minder dan de gevraagde 1 plaats; de aanvraag past ook niet binnen de resterende plaatsen (van alle plaatsen resterend vóór deze aanvraag: 0 plaatsen).",
    pl: "Nie przyznano miejsca (wnioskowano o 1 miejsce): w limicie „Children of staff” pozostało 0 miejsc, mniej niż wnioskowane 1 miejsce; wniosek nie mieści się również w pozostałych miejscach (ze wszystkich miejsc pozostało przed tym wnioskiem: 0 miejsc).",
    de: "Nicht zugeteilt (beantragt: 1 Platz): im Kontingent „Children of staff“ verbleiben 0 Plätze, weniger als der beantragte 1 Platz; der Antrag passt auch nicht in die verbleibenden Plätze (von allen Plätzen verbleibend vor diesem Antrag: 0 Plätze).",
  };
  // the reason, in the scheme's language, in the places' words as the explanation's (wording11:
  // it said "the remaining budget", "subsidieplafond", "środkach" of places)
  const quotaReasons: Record<Lang, string> = {
    en: "the quota 'Children of staff' has 0 places left, fewer than the 1 place asked; it does not fit in the places left either",
    nl: "van het maximum ‘Children of staff’ resteren 0 plaatsen, minder dan de gevraagde 1 plaats; de aanvraag past ook niet binnen de resterende plaatsen",
    pl: "w limicie „Children of staff” pozostało 0 miejsc, mniej niż wnioskowane 1 miejsce; wniosek nie mieści się również w pozostałych miejscach",
    de: "im Kontingent „Children of staff“ verbleiben 0 Plätze, weniger als der beantragte 1 Platz; der Antrag passt auch nicht in die verbleibenden Plätze",
  };
  for (const lang of ["en", "nl", "pl", "de"] as const) {
    it(`with no place left, names the quota and the places (${lang})`, () => {
      const result = run(scheme(lang, "integer", "integer"), places);
      expect(steps(result, "B").at(-1)).toBe(`allocation art2: ${cases[lang]}`);
      // the reason cites the quota that decided first (§14.12's order), with both grounds
      expect(result.results.find((r) => r.id === "B")!.reasons.map((r) => `${r.rule} ${r.source}: ${r.message}`)).toEqual([`staff art2: ${quotaReasons[lang]}`]);
    });
  }

  it("names the quota alone where a place was left, and money as money (en, nl)", () => {
    const one = run(scheme("en", "integer", "integer"), { ...places, call: { budget: 2, staff_cap: 1 } });
    expect(steps(one, "B").at(-1)).toBe("allocation art2: Not granted (1 place asked): the quota 'Children of staff' has 0 places left, fewer than the 1 place asked (all places remaining before: 1 place).");
    const money = { call: { budget: "100.00", staff_cap: "110.00" }, applications: [{ id: "A", score: 9, staff: true, asked: "60.00" }, { id: "C", score: 8, staff: true, asked: "60.00" }] };
    const en = run(scheme("en", "money(EUR)", "money(EUR)"), money);
    expect(steps(en, "C").at(-1)).toBe("allocation art2: Not funded (60.00 EUR asked): the quota 'Children of staff' has 50.00 EUR left, less than the 60.00 EUR asked; it does not fit in the remaining budget either (the budget remaining before: 40.00 EUR).");
    const nl = run(scheme("nl", "money(EUR)", "money(EUR)"), money);
    expect(steps(nl, "C").at(-1)).toBe("allocation art2: Niet verleend (60,00 EUR gevraagd): in het deelplafond ‘Children of staff’ resteert 50,00 EUR, minder dan de gevraagde 60,00 EUR; de aanvraag past ook niet binnen het resterende subsidieplafond (van het subsidieplafond resterend vóór deze aanvraag: 40,00 EUR).");
    const de = run(scheme("de", "money(EUR)", "money(EUR)"), money);
    expect(steps(de, "C").at(-1)).toBe("allocation art2: Nicht bewilligt (beantragt: 60,00 EUR): im Kontingent „Children of staff“ verbleiben 50,00 EUR, weniger als die beantragten 60,00 EUR; der Antrag passt auch nicht in die verbleibenden Fördermittel (von den gesamten Fördermitteln verbleibend vor diesem Antrag: 40,00 EUR).");
  });
});

describe("the totals where the walk gives up following a tie's orders", () => {
  const scheme = `${head("en")}
call { budget: money(EUR) }
application { id: text unique  score: integer in 0..10  consortium: text  asked: money(EUR) }
criterion c "Score" per art1: weight 1 × score
maximum points 10 per art1
ranking per art1 { by total highest first tiebreak every tie { unresolved } }
allocation per art2 {
  budget call.budget
  amount asked
  at boundary skip
  group by consortium "Consortium" per art2 { together per art2 }
}
`;
  it("counts what is not awarded as undecided, not 0.00 (nine tied consortia, past the bound of 7)", () => {
    // nine consortia of one member each, tied, 100.00 each, budget 500.00: more than 7 tied units
    // that do not all fit, so their orders are not followed — every member is open, and so is Z
    // after them; nothing is awarded, what is left depends on the order: all 500.00 is undecided
    const apps = [...Array.from({ length: 9 }, (_, k) => ({ id: `A${k + 1}`, score: 5, consortium: `C${k + 1}`, asked: "100.00" })), { id: "Z", score: 3, consortium: "CZ", asked: "10.00" }];
    const result = run(scheme, { call: { budget: "500.00" }, applications: apps });
    expect(new Set(result.results.map((r) => r.status))).toEqual(new Set(["indeterminate"]));
    expect(result.totals["main"]).toEqual({ unit: "EUR", budget: "500.00", requested: "910.00", awarded: "0.00", undecided: "500.00", remaining: null });
    expect(steps(result, "A1").at(-1)).toBe("allocation art2: Indeterminate (100.00 EUR asked): the outcome depends on the order of a tie the law does not break; it would receive 100.00 EUR if the tie were decided in its favour.");
    // in German: "Nicht entschieden", what it would receive in the Konjunktiv
    const de = run(scheme.replace("language en", "language de"), { call: { budget: "500.00" }, applications: apps });
    expect(steps(de, "A1").at(-1)).toBe("allocation art2: Nicht entschieden (beantragt: 100,00 EUR): das Ergebnis hängt von der Reihenfolge innerhalb eines Gleichstands ab, den die Richtlinie nicht auflöst; der Antrag erhielte 100,00 EUR, wenn der Gleichstand zu seinen Gunsten entschieden würde.");
    expect(de.results.find((r) => r.id === "A1")!.reasons.map((r) => r.message)).toEqual(["das Ergebnis hängt von der Reihenfolge innerhalb eines Gleichstands ab, den die Richtlinie nicht auflöst"]);
  });
  it("and where a tie's orders leave different remainders: the rest of the budget is undecided", () => {
    // A 50.00 and B 30.00 tied, budget 60.00, skip: AB funds A (10.00 left), BA funds B (30.00 left)
    const apps = [{ id: "A", score: 5, consortium: "CA", asked: "50.00" }, { id: "B", score: 5, consortium: "CB", asked: "30.00" }];
    const result = run(scheme, { call: { budget: "60.00" }, applications: apps });
    expect(result.totals["main"]).toMatchObject({ awarded: "0.00", undecided: "60.00", remaining: null });
  });
});

// The ninth round's review: a chain of reasons whose second part is a group's cap ("…; Applicant
// '501003' has 1750.00 EUR left of its cap …") was left in English in Dutch and Polish, its group
// title swallowing the first part; and a ranking to the millisecond named its unit in English.
describe("drafted_voucher in Dutch and Polish: a cap after the stop, and receipt to the millisecond", () => {
  const voucher = readFileSync(join(__dirname, "../schemes/drafted_voucher/innovation_voucher.allot"), "utf8");
  const data = JSON.parse(readFileSync(join(__dirname, "../schemes/drafted_voucher/data/vouchers_2026.json"), "utf8"));
  const words = {
    nl: { stop: "de verdeling is gestopt bij V09", cap: "groep ‘Applicant: 501003’: van het groepsplafond van 7.500,00 EUR resteert 1.750,00 EUR", unit: "(vroegste eerst, per milliseconde)" },
    pl: { stop: "przydział zakończył się na wniosku V09", cap: "grupa „Applicant: 501003”: z limitu 7500,00 EUR na grupę pozostało 1750,00 EUR", unit: "(od najwcześniejszej, z dokładnością do milisekundy)" },
  } as const;
  for (const lang of ["nl", "pl"] as const) {
    it(lang, () => {
      const result = run(voucher.replaceAll("language en", `language ${lang}`), data);
      const v13 = steps(result, "V13");
      // the stop's step cites the boundary rule (r6_2), the cap's a step of its own citing the cap's (r5: tenth round)
      // (after the amount's steps: amount11)
      const [stop, cap] = v13.filter((s) => s.startsWith("allocation ")).slice(-2);
      expect(stop).toMatch(/^allocation r6_2: /);
      expect(stop).toContain(`${words[lang].stop}`);
      expect(cap).toMatch(/^allocation r5: /);
      expect(cap).toContain(`: ${words[lang].cap}`);
      expect(`${stop}\n${cap}`).not.toMatch(/ has | left of its cap|allocation stopped|whatever the budget/);
      expect(v13.filter((s) => s.startsWith("ranking ") && s.includes("received (")).every((s) => s.includes(words[lang].unit))).toBe(true);
      expect(v13.join("\n")).not.toMatch(/\bmillisecond\b/);
    });
  }
});
