// One scheme, one word for its money (issue 15, twelfth round, wording12b): where the scheme
// computes the amount (an entitlement: nobody asked for it), Polish says the amount is
// "przyznana" and computed, not a "dofinansowanie" asked for, and Dutch says the "budget" from
// which it is "toegekend", not a subsidy's "subsidieplafond" — wording12 made the allocation's and
// a stage's steps and the reasons say so; here the rest: the boundary rule's reading, the stage's
// step, the position's tie across the budget and the groups' phrases. Worked by hand; an amount
// asked keeps the subsidy's words (the controls). English says "computed" where it said "asked"
// (wording13: test/wording13.test.ts).
import { describe, expect, it } from "vitest";
import type { SelectionResult } from "@allot/runtime";
import { headIn, runScheme as run, resultOf as of } from "./support/scheme.js";

const LANGS = ["en", "pl", "nl", "de"] as const;
type L = (typeof LANGS)[number];
/** application id's steps of one kind, as text */
const steps = (r: SelectionResult, id: string, step: string): string[] => of(r, id).explanation.filter((s) => s.step === step).map((s) => s.text);
const last = (r: SelectionResult, id: string): string => steps(r, id, "allocation").at(-1)!;
const amountOf = (amount: string) => (amount === "grant" ? "let grant = 100 PLN × months per art2\n" : "");
const asking = (amount: string, months: number) => (amount === "grant" ? {} : { asked: `${months}00.00` });

describe("the boundary rule's reading and a tie across the budget speak of a computed amount", () => {
  // 100 PLN × months from 500.00: A 300 (200 left); B and C (300 each) tie across the budget and
  // the chain runs out; D (100) fits after them under skip
  const text = (lang: string, amount: string) => `${headIn(lang, ["text", "text"])}
call { budget: money(PLN)  policy: enum { stop, skip, partial, full } }
application { id: text unique  rank: integer in 1..9  months: integer in 1..10  asked: money(PLN) optional }
${amountOf(amount)}ranking per art1 { by rank lowest first tiebreak at boundary per art1 { by months highest first } }
allocation per art1 { budget call.budget amount ${amount} per art2 at boundary call.policy per art1 }
`;
  const apps = [["A", 1, 3], ["B", 2, 3], ["C", 2, 3], ["D", 3, 1]] as const;
  const told = (lang: L, amount = "grant") => {
    const r = run(text(lang, amount), { call: { budget: "500.00", policy: "skip" }, applications: apps.map(([id, rank, months]) => ({ id, rank, months, ...asking(amount, months) })) });
    expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["A:funded", "B:not_funded", "C:not_funded", "D:funded"]);
    return { position: steps(r, "B", "ranking")[0], refusal: last(r, "B") };
  };
  const said = {
    en: {
      position: "Position 2 (rank: 2; tied with C). The budget falls inside their tie (200.00 PLN left before them, 600.00 PLN computed together), but the tie-break chain compared months (highest first): 3 — the same for each of them — and has no further step; they share this position.",
      refusal: "Not granted (amount computed: 300.00 PLN): does not fit in the remaining budget; passed over (remaining before: 200.00 PLN). Boundary rule as the call reads it (call.policy): skip.",
    },
    pl: {
      position: "Miejsce na liście: 2 („rank”: 2; ex aequo z: C). Granica budżetu przebiega przez tę grupę (przed nimi pozostało 200,00 PLN, ich obliczone kwoty wynoszą łącznie 600,00 PLN), lecz dalsze kryteria rozstrzygające porównały months (od najwyższej): 3 — dla każdego z tych wniosków to samo — i nie ma kolejnego kryterium; zajmują one to samo miejsce.",
      refusal: "Nie przyznano (obliczona kwota: 300,00 PLN): nie mieści się w pozostałych środkach; wniosek pominięto (środki pozostałe przed tym wnioskiem: 200,00 PLN). Reguła granicy budżetu w odczytaniu przyjętym w naborze (call.policy): „skip” — wniosek, który nie mieści się w budżecie, pomija się, a kolejnym wnioskom mogą zostać przyznane środki.",
    },
    nl: {
      position: "Plaats 2 in de rangschikking (rank: 2; gelijk met C). Het budget valt binnen deze gelijke stand (vóór hen resteerde 200,00 PLN, samen berekend 600,00 PLN), maar de aanvullende criteria vergeleken months (hoogste eerst): 3 — voor elk van hen gelijk — en er is geen verder criterium; zij delen deze plaats.",
      refusal: "Niet toegekend (berekend bedrag: 300,00 PLN): past niet binnen het resterende budget; overgeslagen (resterend vóór deze aanvraag: 200,00 PLN). Grensregel zoals de openstelling die leest (call.policy): ‘skip’ — een aanvraag die niet past wordt overgeslagen; latere aanvragen kunnen nog passen.",
    },
    de: {
      position: "Rang 2 in der Rangfolge („rank“: 2; gleichrangig mit C). Die Grenze der Mittel liegt innerhalb dieses Gleichstands (vor ihnen verbleibend 200,00 PLN, zusammen berechnet 600,00 PLN), aber die nachrangigen Kriterien ergeben für jeden von ihnen dasselbe (months (höchste zuerst): 3), und es gibt kein weiteres Kriterium; sie teilen sich diesen Rang.",
      refusal: "Nicht zuerkannt (berechneter Betrag: 300,00 PLN): passt nicht in die verbleibenden Mittel; übersprungen (verbleibend vor diesem Antrag: 200,00 PLN). Grenzregel in der Lesart des Förderaufrufs (call.policy): „skip“ — ein Antrag, der nicht passt, wird übersprungen; spätere Anträge können noch passen.",
    },
  } as const;
  for (const lang of LANGS) it(lang, () => expect(told(lang)).toEqual(said[lang]));

  it("an amount asked keeps the subsidy's words", () => {
    expect(told("de", "asked").position).toContain("Die Grenze der Fördermittel liegt innerhalb dieses Gleichstands (vor ihnen verbleibend 200,00 PLN, zusammen beantragt 600,00 PLN)");
    expect(told("de", "asked").refusal).toMatch(/^Nicht bewilligt \(beantragt: 300,00 PLN\): passt nicht in die verbleibenden Fördermittel; /);
    expect(told("pl", "asked").refusal).toMatch(/a kolejne mogą zostać dofinansowane\.$/);
    expect(told("pl", "asked").position).toContain("(przed nimi pozostało 200,00 PLN, łącznie wnioskują o 600,00 PLN)");
    expect(told("nl", "asked").position).toContain("Het subsidieplafond valt binnen deze gelijke stand (vóór hen resteerde 200,00 PLN, samen gevraagd 600,00 PLN)");
  });
});

describe("a stage's step says what it considers in the words of a computed amount", () => {
  const text = (lang: string, amount: string) => `${headIn(lang, ["text", "text"])}
call { budget: money(PLN) }
application { id: text unique  rank: integer in 1..9  months: integer in 1..10  asked: money(PLN) optional }
${amountOf(amount)}ranking per art1 { by rank lowest first tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.budget
  amount ${amount} per art2
  at boundary skip per art1
  stage prio "Priority" per art1 when rank = 1 {
    budget left
    unfunded go on
  }
  stage rest "The rest" per art1 {
    budget left
  }
}
`;
  const stageStep = (lang: L, amount = "grant") => {
    const r = run(text(lang, amount), { call: { budget: "500.00" }, applications: [["A", 1, 3], ["B", 2, 1]].map(([id, rank, months]) => ({ id, rank, months, ...asking(amount, months as number) })) });
    expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["A:funded", "B:funded"]);
    return steps(r, "B", "allocation").find((s) => /^(Decided|Rozstrzygnięto|Beslist|Entschieden)\b/.test(s));
  };
  const said = {
    en: "Decided in stage 2 of 2, 'The rest': it considers every application to which nothing has been granted yet; budget 200.00 PLN (what is left).",
    pl: "Rozstrzygnięto na etapie 2 z 2, „The rest”: obejmuje wszystkie wnioski, którym jeszcze nie przyznano środków; budżet 200,00 PLN (to, co pozostało).",
    nl: "Beslist in fase 2 van 2, ‘The rest’: die neemt elke aanvraag waaraan nog niets is toegekend; budget 200,00 PLN (wat resteert).",
    de: "Entschieden in der Stufe 2 von 2, „The rest“: sie erfasst jeden Antrag, dem noch nichts zuerkannt wurde; Mittel 200,00 PLN (was verbleibt).",
  } as const;
  for (const lang of LANGS) it(lang, () => expect(stageStep(lang)).toBe(said[lang]));

  it("an amount asked keeps 'niedofinansowane', 'gehonoreerde' and 'geförderten'", () => {
    expect(stageStep("de", "asked")).toContain("sie erfasst jeden noch nicht geförderten Antrag;");
    expect(stageStep("pl", "asked")).toContain("obejmuje wszystkie jeszcze niedofinansowane wnioski;");
    expect(stageStep("nl", "asked")).toContain("die neemt elke nog niet gehonoreerde aanvraag;");
  });
});

describe("a group's phrases speak of a computed amount", () => {
  // 100 PLN × months, a cap of 500 PLN and 2 grants per team: X1 300; X2 300 passes the cap (200
  // left); X3 100 fits (400 of 500, 2 of 2); X4 100: the team has its 2 grants
  const text = (lang: string, amount: string) => `${headIn(lang, ["text", "text"])}
call { budget: money(PLN) }
application { id: text unique  rank: integer in 1..9  months: integer in 1..10  team: text  asked: money(PLN) optional }
${amountOf(amount)}ranking per art1 { by rank lowest first tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.budget
  amount ${amount} per art2
  at boundary skip per art1
  group by team "Team" per art1 {
    at most 500 PLN per art1
    at most 2 grants per art1
  }
}
`;
  const told = (lang: L, amount = "grant") => {
    const r = run(text(lang, amount), { call: { budget: "2000.00" }, applications: [3, 3, 1, 1].map((months, k) => ({ id: `X${k + 1}`, rank: k + 1, months, team: "x", ...asking(amount, months) })) });
    expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["X1:funded", "X2:not_funded", "X3:funded", "X4:not_funded"]);
    return { X2: of(r, "X2").reasons.map((x) => x.message), X3: last(r, "X3"), X4: of(r, "X4").reasons.map((x) => x.message) };
  };
  const said = {
    en: {
      X2: ["Team 'x' has 200.00 PLN left of its cap of 500.00 PLN, less than the 300.00 PLN computed"],
      X3: "Granted 100.00 PLN: fits in the remaining budget, as a member of Team 'x', which now holds 400.00 PLN of its cap of 500.00 PLN and 2 grants of the 2 it may have (remaining before: 1700.00 PLN).",
      X4: ["Team 'x' already has 2 grants, the most per Team (2)"],
    },
    pl: {
      X2: ["grupa „Team: x”: z limitu 500,00 PLN na grupę pozostało 200,00 PLN, mniej niż obliczona kwota 300,00 PLN"],
      X3: "Przyznano 100,00 PLN: mieści się w pozostałych środkach, jako członek grupy „Team: x” (grupa ma teraz 400,00 PLN z limitu 500,00 PLN oraz 2 z 2 dozwolonych przyznanych kwot) (środki pozostałe przed tym wnioskiem: 1700,00 PLN).",
      X4: ["grupa „Team: x”: liczba przyznanych kwot (2) osiągnęła limit na „Team” (2)"],
    },
    nl: {
      X2: ["groep ‘Team: x’: van het groepsplafond van 500,00 PLN resteert 200,00 PLN, minder dan het berekende bedrag van 300,00 PLN"],
      X3: "Toegekend: 100,00 PLN: past binnen het resterende budget, als lid van de groep ‘Team: x’ (de groep heeft nu 400,00 PLN van haar plafond van 500,00 PLN en 2 van de 2 toegestane toekenningen) (resterend vóór deze aanvraag: 1.700,00 PLN).",
      X4: ["groep ‘Team: x’: het aantal toekenningen (2) heeft het maximum per Team (2) bereikt"],
    },
    de: {
      X2: ["Gruppe „Team: x“: von der Obergrenze von 500,00 PLN verbleiben 200,00 PLN, weniger als der berechnete Betrag von 300,00 PLN"],
      X3: "100,00 PLN zuerkannt: passt in die verbleibenden Mittel, als Mitglied der Gruppe „Team: x“ (damit sind nun 400,00 PLN der Obergrenze von 500,00 PLN und 2 von 2 zulässigen Zuerkennungen in Anspruch genommen) (verbleibend vor diesem Antrag: 1.700,00 PLN).",
      X4: ["Gruppe „Team: x“: die Zahl der Zuerkennungen (2) hat die Höchstzahl je Team (2) erreicht"],
    },
  } as const;
  for (const lang of LANGS) it(lang, () => expect(told(lang)).toEqual(said[lang]));

  it("an amount asked keeps 'dofinansowań', 'subsidies' and 'Förderungen'", () => {
    expect(told("de", "asked").X2).toEqual(["Gruppe „Team: x“: von der Obergrenze von 500,00 PLN verbleiben 200,00 PLN, weniger als die beantragten 300,00 PLN"]);
    expect(told("de", "asked").X3).toContain("2 von 2 zulässigen Förderungen");
    expect(told("pl", "asked").X4).toEqual(["grupa „Team: x”: liczba dofinansowań (2) osiągnęła limit na „Team” (2)"]);
    expect(told("nl", "asked").X2).toEqual(["groep ‘Team: x’: van het groepsplafond van 500,00 PLN resteert 200,00 PLN, minder dan de gevraagde 300,00 PLN"]);
    expect(told("nl", "asked").X3).toContain("2 van de 2 toegestane subsidies");
  });
});
