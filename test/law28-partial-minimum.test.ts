// A minimum for a partial grant (`at boundary partial at least 1000 EUR, else stop|skip`,
// docs/language.md §14.1; law28): the application at the budget's boundary is offered what is left
// only where it is at least the minimum — a fixed amount, or a percent of the amount asked; below
// it the walk stops (`else stop`, the default) or goes on (`else skip`). engine/step.ts decides it
// for every walk that steps; AL0534 refuses it where it means nothing or a walk does not read it.
import { describe, expect, it } from "vitest";
import { analyze, completion, formatScheme, load } from "@allot/dsl";
import { evaluate, evaluateRun, traceAnswer } from "@allot/runtime";
import { allocationScheme } from "./support/allocation.js";
import { preamble } from "./support/scheme.js";
import { applyMutant, mutantsOf } from "../packages/dsl/src/testing/mutants.js";

const head = (language: string) => preamble("Partial minimum", language);

const scheme = (boundary: string, language = "en", scope?: string) =>
  allocationScheme({ head: head(language), call: "budget: money(EUR)", fields: "points: integer in 0..10  asked: money(EUR)", boundary, ...(scope ? { scope, tiebreak: "by id lowest first per art1" } : {}) });

type App = { id: string; points: number; asked: string };
const apps = (...xs: [string, number, string][]): App[] => xs.map(([id, points, asked]) => ({ id, points, asked }));

function run(text: string, budget: string | number, applications: App[]) {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const r = evaluate(load(a), { call: { budget }, applications }).result;
  return (id: string) => {
    const x = r.results.find((y) => y.id === id)!;
    return { status: x.status, amount: x.amount, words: x.explanation.at(-1)!.text, reasons: x.reasons.map((y) => y.message) };
  };
}

// A 6000, B 3000 then 1000 (C) or 800 left for C asking 2000; D asks 500
const ranked = apps(["A", 9, "6000.00"], ["B", 8, "3000.00"], ["C", 7, "2000.00"], ["D", 6, "500.00"]);

describe("the remainder against the minimum", () => {
  it("the remainder equal to the minimum is granted", () => {
    const x = run(scheme("partial at least 1000 EUR, else stop per art1"), "10000.00", ranked);
    expect(x("C")).toMatchObject({ status: "partially_funded", amount: "1000.00" });
    expect(x("D")).toMatchObject({ status: "not_funded" });
  });

  it("one cent below the minimum is refused, and the walk stops (en, whole)", () => {
    const x = run(scheme("partial at least 1000 EUR, else stop per art1"), "9999.99", ranked);
    expect(x("C")).toEqual({
      status: "not_funded",
      amount: "0.00",
      words: "Not funded (2000.00 EUR asked): the 999.99 EUR left is less than the minimum of 1000.00 EUR for a partial grant; allocation stops here (remaining before: 999.99 EUR).",
      reasons: ["the 999.99 EUR left is less than the minimum of 1000.00 EUR for a partial grant; allocation stops here"],
    });
    // D would fit in what is left, but the walk has stopped
    expect(x("D")).toMatchObject({ status: "not_funded", reasons: ["the allocation stopped at C, whose remainder was less than the minimum for a partial grant"] });
    // its 500.00 would have fitted: "left when the allocation stopped", as under a plain stop (§14.1; drafter31 finding 6)
    expect(x("D").words).toBe("Not funded (500.00 EUR asked): the allocation stopped at C, whose remainder was less than the minimum for a partial grant (left when the allocation stopped: 999.99 EUR).");
  });

  it("without 'else' the walk stops (the default)", () => {
    const x = run(scheme("partial at least 1000 EUR per art1"), "9999.99", ranked);
    expect(x("C").status).toBe("not_funded");
    expect(x("D").status).toBe("not_funded");
  });

  it("a percent of the amount asked, exactly met, is granted; below it, refused", () => {
    // C asks 2000: 50 % is 1000
    expect(run(scheme("partial at least 50%, else stop per art1"), "10000.00", ranked)("C")).toMatchObject({ status: "partially_funded", amount: "1000.00" });
    const x = run(scheme("partial at least 50%, else stop per art1"), "9999.99", ranked);
    expect(x("C")).toMatchObject({ status: "not_funded", reasons: ["the 999.99 EUR left is less than the minimum of 1000.00 EUR (50% of the amount asked) for a partial grant; allocation stops here"] });
  });

  it("else skip: the next application that fits whole is funded, and the one whose own remainder meets its minimum is offered it", () => {
    // 9500: A, B (500 left); C 500 < 1000: passed over; D 500 fits whole; E asks 3000, 0 left: the budget is exhausted
    const x = run(scheme("partial at least 1000 EUR, else skip per art1"), "9500.00", [...ranked, { id: "E", points: 5, asked: "3000.00" }]);
    expect(x("C")).toMatchObject({ status: "not_funded", reasons: ["the 500.00 EUR left is less than the minimum of 1000.00 EUR for a partial grant; passed over"] });
    expect(x("D")).toMatchObject({ status: "funded", amount: "500.00" });
    // a percent: C's minimum is 1000 (50 % of 2000), E's 600 (50 % of 1200): E is offered the 800 left
    const y = run(scheme("partial at least 50%, else skip per art1"), "9800.00", [...ranked.slice(0, 3), { id: "E", points: 5, asked: "1200.00" }]);
    expect(y("C")).toMatchObject({ status: "not_funded", reasons: ["the 800.00 EUR left is less than the minimum of 1000.00 EUR (50% of the amount asked) for a partial grant; passed over"] });
    expect(y("E")).toMatchObject({ status: "partially_funded", amount: "800.00" });
  });

  it("a tie straddling the boundary with a minimum: each order followed", () => {
    // 10500: A and B leave 1500; C (2000) and D (1000) tied, not broken. C first: 1500 ≥ 1000, granted
    // 1500 in part, D not funded; D first: funded 1000, 500 left < 1000, C refused and the walk stops
    const tied = apps(["A", 9, "6000.00"], ["B", 8, "3000.00"], ["C", 7, "2000.00"], ["D", 7, "1000.00"], ["E", 6, "100.00"]);
    const text = allocationScheme({ head: head("en"), call: "budget: money(EUR)", fields: "points: integer in 0..10  asked: money(EUR)", boundary: "partial at least 1000 EUR, else stop per art1", ranked: `criterion p per art1: application.points
ranking per art1 {
  by total highest first
}
` });
    const a = analyze(text);
    const r = evaluate(load(a), { call: { budget: "10500.00" }, applications: tied }).result;
    const st = (id: string) => r.results.find((y) => y.id === id)!.status;
    expect([st("C"), st("D"), st("E")]).toEqual(["indeterminate", "indeterminate", "not_funded"]);
    // broken at the boundary by id: C first, 1500 ≥ 1000, granted in part; D not funded
    const x = run(scheme("partial at least 1000 EUR, else stop per art1", "en", "at boundary"), "10500.00", tied);
    expect([x("C").status, x("C").amount, x("D").status]).toEqual(["partially_funded", "1500.00", "not_funded"]);
  });
});

describe("the words in four languages", () => {
  const words = (language: string) => {
    const x = run(scheme("partial at least 50%, else stop per art1", language), "9999.99", ranked);
    return [x("C").words, x("D").words];
  };
  it("nl", () => {
    expect(words("nl")).toEqual([
      "Niet verleend (2.000,00 EUR gevraagd): het restant van 999,99 EUR is lager dan het minimum van 1.000,00 EUR (50% van het gevraagde bedrag) voor een gedeeltelijke verlening; de verdeling stopt hier (resterend vóór deze aanvraag: 999,99 EUR).",
      "Niet verleend (500,00 EUR gevraagd): de verdeling is gestopt bij C, waarvoor het restant lager was dan het minimum voor een gedeeltelijke verlening (resterend toen de verdeling stopte: 999,99 EUR).",
    ]);
  });
  it("pl", () => {
    expect(words("pl")).toEqual([
      "Nie przyznano dofinansowania (wnioskowano o 2000,00 EUR): pozostałe środki w wysokości 999,99 EUR są niższe od minimalnej kwoty dofinansowania częściowego wynoszącej 1000,00 EUR (50% wnioskowanej kwoty); przydział kończy się na tym wniosku (środki pozostałe przed tym wnioskiem: 999,99 EUR).",
      "Nie przyznano dofinansowania (wnioskowano o 500,00 EUR): przydział zakończył się na wniosku C, dla którego pozostałe środki były niższe od minimalnej kwoty dofinansowania częściowego (środki pozostałe w chwili zakończenia przydziału: 999,99 EUR).",
    ]);
  });
  it("de", () => {
    expect(words("de")).toEqual([
      "Nicht bewilligt (beantragt: 2.000,00 EUR): die verbleibenden 999,99 EUR liegen unter dem Mindestbetrag von 1.000,00 EUR (50 % des beantragten Betrags) für eine teilweise Bewilligung; die Verteilung endet hier (verbleibend vor diesem Antrag: 999,99 EUR).",
      "Nicht bewilligt (beantragt: 500,00 EUR): die Verteilung endete bei C, für den die verbleibenden Fördermittel unter dem Mindestbetrag für eine teilweise Bewilligung lagen (verbleibend bei Ende der Verteilung: 999,99 EUR).",
    ]);
  });
});

describe("a percent's minimum is shown in the unit's places, rounded up (mend28)", () => {
  // C asks 1001.01: 33.3 % is 333.33633 EUR; 333.33 is left. The comparison is exact; the figure
  // shown is the least amount in cents that meets it, 333.34 EUR, not 333.33633 EUR
  const odd = apps(["A", 9, "6000.00"], ["B", 8, "3000.00"], ["C", 7, "1001.01"], ["D", 6, "500.00"]);
  const said = (language: string, budget = "9333.33") => run(scheme("partial at least 33.3%, else stop per art1", language), budget, odd)("C").words;
  it("in four languages, whole", () => {
    expect(["en", "nl", "pl", "de"].map((l) => said(l))).toEqual([
      "Not funded (1001.01 EUR asked): the 333.33 EUR left is less than the minimum of 333.34 EUR (33.3% of the amount asked) for a partial grant; allocation stops here (remaining before: 333.33 EUR).",
      "Niet verleend (1.001,01 EUR gevraagd): het restant van 333,33 EUR is lager dan het minimum van 333,34 EUR (33,3% van het gevraagde bedrag) voor een gedeeltelijke verlening; de verdeling stopt hier (resterend vóór deze aanvraag: 333,33 EUR).",
      "Nie przyznano dofinansowania (wnioskowano o 1001,01 EUR): pozostałe środki w wysokości 333,33 EUR są niższe od minimalnej kwoty dofinansowania częściowego wynoszącej 333,34 EUR (33,3% wnioskowanej kwoty); przydział kończy się na tym wniosku (środki pozostałe przed tym wnioskiem: 333,33 EUR).",
      "Nicht bewilligt (beantragt: 1.001,01 EUR): die verbleibenden 333,33 EUR liegen unter dem Mindestbetrag von 333,34 EUR (33,3 % des beantragten Betrags) für eine teilweise Bewilligung; die Verteilung endet hier (verbleibend vor diesem Antrag: 333,33 EUR).",
    ]);
  });
  it("333.34 left meets it, so the figure shown is one the applicant could have been granted", () => {
    expect(run(scheme("partial at least 33.3%, else stop per art1"), "9333.34", odd)("C")).toMatchObject({ status: "partially_funded", amount: "333.34" });
  });
  it("places: 30% of 5 places is 1.5, shown as 2 places", () => {
    const places = allocationScheme({ head: head("en"), call: "budget: integer", fields: "points: integer in 0..10  asked: integer in 0..100", boundary: "partial at least 30% per art1" });
    const three = [{ id: "A", points: 9, asked: 9 }, { id: "B", points: 8, asked: 5 }, { id: "C", points: 7, asked: 1 }] as unknown as App[];
    expect(run(places, 10, three)("B").words).toBe("Not granted (5 places asked): only 1 place left, fewer than the minimum of 2 places (30% of the places asked) for a partial grant; allocation stops here (remaining before: 1 place).");
  });
});

describe("the minimum's decision is carried as data, not read back from the reason (mend28)", () => {
  // an id holding the reason's own phrase: the rows after it are not the row the minimum decided
  const odd = apps(["A", 9, "600.00"], ["C for a partial grant; allocation stops here", 7, "2000.00"], ["D", 6, "500.00"]);
  const fact = (boundary: string, budget: string, id: string) => {
    const { run: r } = evaluateRun(load(analyze(scheme(boundary))), { call: { budget }, applications: odd }, { details: true });
    return traceAnswer(r, id)!.trace.find((s) => s.kind === "allocation") as { partialMinimum?: unknown; why?: string };
  };
  it("the row after a partial grant to such an id has no partialMinimum; the one granted in part has", () => {
    expect(fact("partial at least 100 EUR, else stop per art1", "1000.00", "D").partialMinimum).toBeUndefined();
    expect(fact("partial at least 100 EUR, else stop per art1", "1000.00", "C for a partial grant; allocation stops here").partialMinimum).toEqual({ amount: { value: "100.00", unit: "EUR" }, otherwise: "stop" });
  });
  it("the row refused below the minimum has it, and those after are told where the allocation stopped", () => {
    expect(fact("partial at least 1000 EUR, else stop per art1", "1000.00", "C for a partial grant; allocation stops here").partialMinimum).toEqual({ amount: { value: "1000.00", unit: "EUR" }, otherwise: "stop" });
    const d = fact("partial at least 1000 EUR, else stop per art1", "1000.00", "D");
    expect([d.partialMinimum, d.why]).toEqual([undefined, "the allocation stopped at C for a partial grant; allocation stops here, whose remainder was less than the minimum for a partial grant"]);
  });
});

describe("the trace and the formatter", () => {
  it("the trace's allocation fact carries the minimum", () => {
    const { run: r } = evaluateRun(load(analyze(scheme("partial at least 1000 EUR, else skip per art1"))), { call: { budget: "9999.99" }, applications: ranked }, { details: true });
    const fact = traceAnswer(r, "C")!.trace.find((s) => s.kind === "allocation")!;
    expect(fact).toMatchObject({ kind: "allocation", partialMinimum: { amount: { value: "1000.00", unit: "EUR" }, otherwise: "skip" } });
  });

  it("the formatter prints the minimum as written", () => {
    const text = scheme("partial   at least 50% ,  else skip per art1");
    expect(formatScheme(text).text).toContain("  at boundary partial at least 50%, else skip per art1\n");
  });
});

describe("AL0534: where a minimum means nothing or a walk does not read it", () => {
  const codes = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);
  const base = (boundary: string, body = "") => allocationScheme({ head: head("en"), call: "budget: money(EUR)  rule: enum { stop, partial }  draws: draw", fields: "points: integer in 0..10  asked: money(EUR)  who: text", boundary, body });

  it("on a policy the call chooses", () => {
    expect(codes(base("call.rule at least 1000 EUR per art1"))).toEqual(["AL0534 expected a minimum for a partial grant after 'at boundary partial', found it after a policy the call chooses"]);
  });
  it("with groups (a stage reads it since partial30: test/partial30-stages.test.ts)", () => {
    expect(codes(base("partial at least 1000 EUR per art1", "  group by who {\n    together\n    pro rata rounded down to 0.01 remainder unallocated\n  }\n"))).toContain("AL0534 expected no minimum for a partial grant in an allocation with groups: its walk does not read the minimum yet");
  });
  it("a word after 'else' the language does not know; a minimum of zero", () => {
    expect(codes(base("partial at least 1000 EUR, else stopp per art1"))).toEqual(["AL0205 expected 'stop' or 'skip' after 'else', found 'stopp'"]);
    expect(codes(base("partial at least 0%, else stop per art1"))).toEqual(["AL0534 expected a percent of the amount asked above 0 % and at most 100 %, found 0%"]);
    expect(codes(base("partial at least 1000, else stop per art1"))).toEqual(["AL0534 expected the minimum written out as an amount in EUR or a percent of the amount asked, found 1000, a number without a currency"]);
  });
  it("a minimum of places on an allocation of places is read", () => {
    const places = (language: string, min = "2, else skip") => allocationScheme({ head: head(language), call: "budget: integer", fields: "points: integer in 0..10  asked: integer in 0..100", boundary: `partial at least ${min} per art1` });
    expect(codes(places("en"))).toEqual([]);
    const three = [{ id: "A", points: 9, asked: 9 }, { id: "B", points: 8, asked: 5 }, { id: "C", points: 7, asked: 1 }] as unknown as App[];
    const x = run(places("en"), 10, three);
    expect([x("B").status, x("C").status]).toEqual(["not_funded", "funded"]);
    const said = (language: string, min?: string) => run(places(language, min), 10, three)("B").words;
    expect(["en", "nl", "pl", "de"].map((l) => said(l))).toEqual([
      "Not granted (5 places asked): only 1 place left, fewer than the minimum of 2 places for a partial grant; passed over (remaining before: 1 place).",
      "Niet toegewezen (5 plaatsen gevraagd): nog 1 plaats over, minder dan het minimum van 2 plaatsen voor een gedeeltelijke toewijzing; overgeslagen (resterend vóór deze aanvraag: 1 plaats).",
      "Nie przyznano miejsca (wnioskowano o 5 miejsc): liczba pozostałych miejsc (1) jest mniejsza niż minimum przydziału częściowego (2); wniosek pominięto (pozostało przed tym wnioskiem: 1 miejsce).",
      "Nicht zugeteilt (beantragt: 5 Plätze): nur noch 1 Platz übrig, weniger als das Minimum von 2 Plätzen für eine teilweise Zuteilung; übersprungen (verbleibend vor diesem Antrag: 1 Platz).",
    ]);
    expect(["en", "nl", "pl", "de"].map((l) => said(l, "40%"))).toEqual([
      "Not granted (5 places asked): only 1 place left, fewer than the minimum of 2 places (40% of the places asked) for a partial grant; allocation stops here (remaining before: 1 place).",
      "Niet toegewezen (5 plaatsen gevraagd): nog 1 plaats over, minder dan het minimum van 2 plaatsen (40% van de gevraagde plaatsen) voor een gedeeltelijke toewijzing; de verdeling stopt hier (resterend vóór deze aanvraag: 1 plaats).",
      "Nie przyznano miejsca (wnioskowano o 5 miejsc): liczba pozostałych miejsc (1) jest mniejsza niż minimum przydziału częściowego (2, 40% wnioskowanej liczby miejsc); przydział kończy się na tym wniosku (pozostało przed tym wnioskiem: 1 miejsce).",
      "Nicht zugeteilt (beantragt: 5 Plätze): nur noch 1 Platz übrig, weniger als das Minimum von 2 Plätzen (40 % der beantragten Plätze) für eine teilweise Zuteilung; die Verteilung endet hier (verbleibend vor diesem Antrag: 1 Platz).",
    ]);
  });
});

describe("reserve -1: refused at the number (AL0535), not by the run", () => {
  const withReserve = (size: string) => allocationScheme({ head: head("en"), call: "budget: money(EUR)  n: integer", fields: "points: integer in 0..10  asked: money(EUR)", boundary: "stop per art1", body: `  reserve ${size} per art1\n` });
  const found = (size: string) => analyze(withReserve(size)).diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.message, withReserve(size).slice(d.span.start, d.span.end)]);
  it("a literal below zero", () => {
    expect(found("-1")).toEqual([["AL0535", "expected the size of the reserve list as a whole number of 0 or more, found -1", "-1"]]);
  });
  it("zero, minus zero and a call parameter are left as they were", () => {
    expect([found("0"), found("-0"), found("call.n")]).toEqual([[], [], []]);
  });
});

describe("completion of the minimum", () => {
  const at = (boundary: string) => {
    const text = allocationScheme({ head: head("en"), call: "budget: money(EUR)", fields: "points: integer in 0..10  asked: money(EUR)", boundary: `${boundary}|` });
    const i = text.indexOf("|");
    return completion(analyze(text.slice(0, i) + text.slice(i + 1)), i).items.map((x) => x.label);
  };
  it("'at least' after partial, 'least' after its 'at', 'else' after the minimum's comma, 'stop' and 'skip' after 'else'", () => {
    expect(at("partial ")).toEqual(["at least", "per"]);
    expect(at("partial at ")).toEqual(["least"]);
    expect(at("partial at least 1000 EUR, ")).toEqual(["else"]);
    expect(at("partial at least 50%, else ")).toEqual(["stop", "skip"]);
    expect(at("stop ")).not.toContain("at least");
  });
});

describe("mutants of a boundary with a minimum", () => {
  it("every other policy replaces the minimum with it; the minimum dropped; else stop ↔ skip; all check", () => {
    const text = scheme("partial at least 1000 EUR, else stop per art1");
    const a = analyze(text);
    const lines = mutantsOf(a).filter((m) => m.kind === "boundary").map((m) => applyMutant(text, m).split("\n").find((l) => l.startsWith("  at boundary"))!);
    expect(lines).toEqual([
      "  at boundary stop per art1",
      "  at boundary skip per art1",
      "  at boundary full per art1",
      "  at boundary reach per art1",
      "  at boundary partial per art1",
      "  at boundary partial at least 1000 EUR, else skip per art1",
    ]);
    for (const m of mutantsOf(a).filter((x) => x.kind === "boundary")) expect(analyze(applyMutant(text, m)).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
});
