// A minimum for a partial grant in stages (partial30; docs/language.md §14.1, §14.7): the
// allocation's `at boundary partial at least …` or a stage's own. The remainder of a stage below
// its minimum is not granted: a stage that is not the last stops there ("this stage stops here,
// and the later stages go on") and what it did not grant passes on as any unspent part of a stage
// does (`budget left`); the last stage's stop is the allocation's. Worked by hand below.
import { describe, expect, it } from "vitest";
import { analyze, completion, load } from "@allot/dsl";
import { evaluate, evaluateRun, traceAnswer } from "@allot/runtime";
import { allocationScheme } from "./support/allocation.js";
import { preamble } from "./support/scheme.js";

const LANGS = ["en", "nl", "pl", "de", "es"];

/** Stage 1 "Priority" (points ≥ 8) within `call.first`, stage 2 within what is left. */
const scheme = (boundary: string, o: { language?: string; first?: string; rest?: string; unfunded?: string } = {}) =>
  allocationScheme({
    head: preamble("Partial minimum in stages", o.language ?? "en"),
    call: "budget: money(EUR)  first: money(EUR)",
    fields: "points: integer in 0..10  asked: money(EUR)",
    boundary,
    body: `  stage first "Priority" per art1 when points >= 8 {
    budget call.first
${o.first ?? ""}    unfunded ${o.unfunded ?? "go on"}
  }
  stage rest "Every application not yet funded" per art1 {
    budget left
${o.rest ?? ""}  }
`,
  });

type App = { id: string; points: number; asked: string };
const apps = (...xs: [string, number, string][]): App[] => xs.map(([id, points, asked]) => ({ id, points, asked }));

function evaluated(text: string, budget: string, first: string, applications: App[]) {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`)).toEqual([]);
  return evaluate(load(a), { call: { budget, first }, applications }).result;
}
function run(text: string, budget: string, first: string, applications: App[]) {
  const r = evaluated(text, budget, first, applications);
  return (id: string) => {
    const x = r.results.find((y) => y.id === id)!;
    return { status: x.status, amount: x.amount, words: x.explanation.map((e) => e.text), reasons: x.reasons.map((y) => y.message) };
  };
}

// Stage 1 (points ≥ 8): A 4000, then B asks 2500 with `first` − 4000 left; G (8 points) asks 50.
// Stage 2 (what the allocation's 10000 has left): C 3000, D 800, E 100.
const ranked = apps(["A", 9, "4000.00"], ["B", 8, "2500.00"], ["G", 8, "50.00"], ["C", 7, "3000.00"], ["D", 6, "800.00"], ["E", 5, "100.00"]);

describe("the allocation's minimum in a stage that is not the last", () => {
  it("the stage's remainder equal to the minimum is granted in part", () => {
    const x = run(scheme("partial at least 1000 EUR, else stop per art1"), "10000.00", "5000.00", ranked);
    expect(x("B")).toMatchObject({ status: "partially_funded", amount: "1000.00" });
    // stage 2 is given the 5000 left: C 3000, G 50, D 800, E 100
    expect(x("C")).toMatchObject({ status: "funded", amount: "3000.00" });
    expect(x("E")).toMatchObject({ status: "funded", amount: "100.00" });
  });

  it("one cent below: the stage stops, what it did not grant passes to the next stage (en, whole)", () => {
    const x = run(scheme("partial at least 1000 EUR, else stop per art1", { unfunded: "stay out" }), "10000.00", "4999.99", ranked);
    expect(x("B")).toEqual({
      status: "not_funded",
      amount: "0.00",
      words: [
        "Criterion 'p': 8 points (application.points, 0 to 10 points).",
        "Total: 8 points.",
        "Position 2 (total points: 8).",
        "After A: decided by total points (highest first): 9 against 8.",
        "Ahead of G: decided by id (lowest first): B against G.",
        "Decided in stage 1 of 2, 'Priority': it considers only the applications that meet its condition: points >= 8; budget 4999.99 EUR (call.first).",
        "Not funded (2500.00 EUR asked): in stage 'Priority': the 999.99 EUR left is less than the minimum of 1000.00 EUR for a partial grant; this stage stops here, and no later stage considers it (remaining before: 999.99 EUR).",
      ],
      reasons: ["in stage 'Priority': the 999.99 EUR left is less than the minimum of 1000.00 EUR for a partial grant; this stage stops here, and no later stage considers it"],
    });
    expect(x("G")).toMatchObject({ status: "not_funded", reasons: ["in stage 'Priority': this stage stopped at B, whose remainder was less than the minimum for a partial grant; no later stage considers it"] });
    // stage 2 is given 10000 − 4000 = 6000: the 999.99 stage 1 did not grant is in it
    expect(x("C")).toMatchObject({ status: "funded", amount: "3000.00" });
    expect(x("D")).toMatchObject({ status: "funded", amount: "800.00" });
    expect(x("E")).toMatchObject({ status: "funded", amount: "100.00" });
  });

  it("one cent below, unfunded go on: B and G are considered again by the next stage, which funds them", () => {
    const x = run(scheme("partial at least 1000 EUR, else stop per art1"), "10000.00", "4999.99", ranked);
    // stage 2, 6000: B 2500 (3500), G 50 (3450), C 3000 (450); D 800: 450 < 1000, the allocation stops
    expect(x("B")).toMatchObject({ status: "funded", amount: "2500.00" });
    expect(x("B").words.join(" ")).toContain("this stage stops here, and the later stages go on");
    expect(x("G").words.join(" ")).toContain("this stage stopped at B, whose remainder was less than the minimum for a partial grant; the later stages go on");
    expect(x("D")).toMatchObject({ status: "not_funded", reasons: ["in stage 'Every application not yet funded': the 450.00 EUR left is less than the minimum of 1000.00 EUR for a partial grant; allocation stops here"] });
    expect(x("E")).toMatchObject({ status: "not_funded", reasons: ["in stage 'Every application not yet funded': the allocation stopped at D, whose remainder was less than the minimum for a partial grant"] });
  });

  it("else skip in a stage: passed over, and the stage goes on", () => {
    const x = run(scheme("partial at least 1000 EUR, else skip per art1", { unfunded: "stay out" }), "10000.00", "4999.99", ranked);
    expect(x("B")).toMatchObject({ status: "not_funded", reasons: ["in stage 'Priority': the 999.99 EUR left is less than the minimum of 1000.00 EUR for a partial grant; passed over (not considered again: those this stage does not fund stay out)"] });
    expect(x("G")).toMatchObject({ status: "funded", amount: "50.00" });
  });
});

describe("a stage's own minimum", () => {
  it("a percent of an odd amount in a stage's own boundary: 33.3 % of 1001.01 is 333.33633, shown 333.34", () => {
    const odd = apps(["A", 9, "4000.00"], ["B", 8, "1001.01"], ["C", 7, "100.00"]);
    const own = (first: string) => run(scheme("stop per art1", { first: "    at boundary partial at least 33.3%, else stop per art1\n", unfunded: "stay out" }), "10000.00", first, odd)("B");
    expect(own("4333.34")).toMatchObject({ status: "partially_funded", amount: "333.34" });
    expect(own("4333.33")).toMatchObject({ status: "not_funded", reasons: ["in stage 'Priority': the 333.33 EUR left is less than the minimum of 333.34 EUR (33.3% of the amount asked) for a partial grant; this stage stops here, and no later stage considers it"] });
  });

  it("the stage's own boundary replaces the allocation's: its minimum is the one read", () => {
    // the allocation's stop in stage 2; stage 1 partial at least 500: B is granted 999.99
    const x = run(scheme("stop per art1", { first: "    at boundary partial at least 500 EUR per art1\n" }), "10000.00", "4999.99", ranked);
    expect(x("B")).toMatchObject({ status: "partially_funded", amount: "999.99" });
  });

  it("a tie straddling a stage's boundary with a minimum: each order followed", () => {
    // stage 1 within 5500: A 4000 leaves 1500; B (2000) and H (1000) tied, not broken. B first:
    // 1500 ≥ 1000, granted in part; H first: funded 1000, 500 left < 1000, B refused
    const text = allocationScheme({
      head: preamble("Partial minimum in stages", "en"),
      call: "budget: money(EUR)  first: money(EUR)",
      fields: "points: integer in 0..10  asked: money(EUR)",
      boundary: "partial at least 1000 EUR, else stop per art1",
      ranked: "criterion p per art1: application.points\nranking per art1 { by total highest first }\n",
      body: `  stage first "Priority" per art1 when points >= 8 {\n    budget call.first\n    unfunded stay out\n  }\n  stage rest "Rest" per art1 {\n    budget left\n  }\n`,
    });
    const x = run(text, "10000.00", "5500.00", apps(["A", 9, "4000.00"], ["B", 8, "2000.00"], ["H", 8, "1000.00"]));
    expect(x("B").status).toBe("indeterminate");
    expect(x("H").status).toBe("indeterminate");
  });

  it("the trace's allocation fact carries the minimum the stage read: its own, or the allocation's", () => {
    const fact = (text: string, id: string) => {
      const { run: r } = evaluateRun(load(analyze(text)), { call: { budget: "10000.00", first: "4999.99" }, applications: ranked }, { details: true });
      return traceAnswer(r, id)!.trace.find((s) => s.kind === "allocation") as { partialMinimum?: unknown; status?: string };
    };
    // B, 999.99 left of its stage: below 50 % of 2500 (1250), refused
    expect(fact(scheme("stop per art1", { first: "    at boundary partial at least 50%, else stop per art1\n", unfunded: "stay out" }), "B")).toMatchObject({ status: "not_funded", partialMinimum: { percent: "50", otherwise: "stop" } });
    expect(fact(scheme("partial at least 1000 EUR, else skip per art1", { unfunded: "stay out" }), "B")).toMatchObject({ status: "not_funded", partialMinimum: { amount: { value: "1000.00", unit: "EUR" }, otherwise: "skip" } });
    // a stage's own `partial` without a minimum replaces the allocation's boundary and its minimum
    expect(fact(scheme("partial at least 1000 EUR, else stop per art1", { first: "    at boundary partial per art1\n", unfunded: "stay out" }), "B")).toMatchObject({ status: "partially_funded" });
    expect(fact(scheme("partial at least 1000 EUR, else stop per art1", { first: "    at boundary partial per art1\n", unfunded: "stay out" }), "B").partialMinimum).toBeUndefined();
  });
});

describe("the words in five languages", () => {
  const said = (language: string) => {
    const x = run(scheme("partial at least 1000 EUR, else stop per art1", { language, unfunded: "stay out" }), "10000.00", "4999.99", ranked);
    return [x("B").reasons[0], x("G").reasons[0]];
  };
  it("the stage's stop below the minimum, and the rows after it", () => {
    expect(LANGS.map(said)).toEqual([
      [
        "in stage 'Priority': the 999.99 EUR left is less than the minimum of 1000.00 EUR for a partial grant; this stage stops here, and no later stage considers it",
        "in stage 'Priority': this stage stopped at B, whose remainder was less than the minimum for a partial grant; no later stage considers it",
      ],
      [
        "in fase ‘Priority’: het restant van 999,99 EUR is lager dan het minimum van 1.000,00 EUR voor een gedeeltelijke verlening; deze fase stopt hier, en geen volgende fase neemt haar in behandeling",
        "in fase ‘Priority’: deze fase is gestopt bij B, waarvoor het restant lager was dan het minimum voor een gedeeltelijke verlening; geen volgende fase neemt haar in behandeling",
      ],
      [
        "na etapie „Priority”: pozostałe środki w wysokości 999,99 EUR są niższe od minimalnej kwoty dofinansowania częściowego wynoszącej 1000,00 EUR; ten etap kończy się na tym wniosku, a żaden kolejny etap go nie rozpatruje",
        "na etapie „Priority”: ten etap zakończył się na wniosku B, dla którego pozostałe środki były niższe od minimalnej kwoty dofinansowania częściowego; żaden kolejny etap go nie rozpatruje",
      ],
      [
        "in der Stufe „Priority“: die verbleibenden 999,99 EUR liegen unter dem Mindestbetrag von 1.000,00 EUR für eine teilweise Bewilligung; diese Stufe endet hier, und keine spätere Stufe berücksichtigt ihn",
        "in der Stufe „Priority“: diese Stufe endete bei B, für den die verbleibenden Fördermittel unter dem Mindestbetrag für eine teilweise Bewilligung lagen; keine spätere Stufe berücksichtigt ihn",
      ],
      [
        "en la fase «Priority»: lo que queda, 999,99 EUR, es inferior al importe mínimo de una subvención parcial, 1.000,00 EUR; esta fase termina aquí y ninguna fase posterior la considera",
        "en la fase «Priority»: esta fase terminó en la solicitud B, para la que lo que quedaba era inferior al importe mínimo de una subvención parcial; ninguna fase posterior la considera",
      ],
    ]);
  });
  it("the later stages go on: the stage's lines of B and G in their explanations", () => {
    const lines = (language: string) => {
      const x = run(scheme("partial at least 1000 EUR, else stop per art1", { language }), "10000.00", "4999.99", ranked);
      return [x("B").words, x("G").words].map((w) => w.filter((l) => /Priority/.test(l)));
    };
    expect(LANGS.map(lines)).toEqual([
      [
        ["In stage 'Priority': the 999.99 EUR left is less than the minimum of 1000.00 EUR for a partial grant; this stage stops here, and the later stages go on (remaining before: 999.99 EUR)."],
        ["In stage 'Priority': this stage stopped at B, whose remainder was less than the minimum for a partial grant; the later stages go on (remaining before: 999.99 EUR)."],
      ],
      [
        ["In fase ‘Priority’: het restant van 999,99 EUR is lager dan het minimum van 1.000,00 EUR voor een gedeeltelijke verlening; deze fase stopt hier, en de volgende fasen gaan door (resterend vóór deze aanvraag: 999,99 EUR)."],
        ["In fase ‘Priority’: deze fase is gestopt bij B, waarvoor het restant lager was dan het minimum voor een gedeeltelijke verlening; de volgende fasen gaan door (resterend vóór deze aanvraag: 999,99 EUR)."],
      ],
      [
        ["Na etapie „Priority”: pozostałe środki w wysokości 999,99 EUR są niższe od minimalnej kwoty dofinansowania częściowego wynoszącej 1000,00 EUR; ten etap kończy się na tym wniosku, a kolejne etapy trwają dalej (środki pozostałe przed tym wnioskiem: 999,99 EUR)."],
        ["Na etapie „Priority”: ten etap zakończył się na wniosku B, dla którego pozostałe środki były niższe od minimalnej kwoty dofinansowania częściowego; kolejne etapy trwają dalej (środki pozostałe przed tym wnioskiem: 999,99 EUR)."],
      ],
      [
        ["In der Stufe „Priority“: die verbleibenden 999,99 EUR liegen unter dem Mindestbetrag von 1.000,00 EUR für eine teilweise Bewilligung; diese Stufe endet hier, und die späteren Stufen gehen weiter (verbleibend vor diesem Antrag: 999,99 EUR)."],
        ["In der Stufe „Priority“: diese Stufe endete bei B, für den die verbleibenden Fördermittel unter dem Mindestbetrag für eine teilweise Bewilligung lagen; die späteren Stufen gehen weiter (verbleibend vor diesem Antrag: 999,99 EUR)."],
      ],
      [
        ["En la fase «Priority»: lo que queda, 999,99 EUR, es inferior al importe mínimo de una subvención parcial, 1.000,00 EUR; esta fase termina aquí y las fases posteriores continúan (restante antes de esta solicitud: 999,99 EUR)."],
        ["En la fase «Priority»: esta fase terminó en la solicitud B, para la que lo que quedaba era inferior al importe mínimo de una subvención parcial; las fases posteriores continúan (restante antes de esta solicitud: 999,99 EUR)."],
      ],
    ]);
  });
  it("an allocation of places: fewer places left than the stage's minimum", () => {
    const text = (language: string) => allocationScheme({
      head: preamble("Partial minimum in stages", language),
      call: "budget: integer  first: integer",
      fields: "points: integer in 0..10  asked: integer in 0..100",
      boundary: "partial at least 2 per art1",
      body: `  stage first "Priority" per art1 when points >= 8 {\n    budget call.first\n    unfunded stay out\n  }\n  stage rest "Rest" per art1 {\n    budget left\n  }\n`,
    });
    const said = (language: string) => {
      const a = analyze(text(language));
      const r = evaluate(load(a), { call: { budget: 20, first: 5 }, applications: [{ id: "A", points: 9, asked: 4 }, { id: "B", points: 8, asked: 5 }, { id: "G", points: 8, asked: 1 }] }).result;
      return ["B", "G"].map((id) => r.results.find((y) => y.id === id)!.reasons.map((y) => y.message)[0]);
    };
    expect(LANGS.map(said)).toEqual([
      [
        "in stage 'Priority': only 1 place left, fewer than the minimum of 2 places for a partial grant; this stage stops here, and no later stage considers it",
        "in stage 'Priority': this stage stopped at B, whose remainder was less than the minimum for a partial grant; no later stage considers it",
      ],
      [
        "in fase ‘Priority’: nog 1 plaats over, minder dan het minimum van 2 plaatsen voor een gedeeltelijke toewijzing; deze fase stopt hier, en geen volgende fase neemt haar in behandeling",
        "in fase ‘Priority’: deze fase is gestopt bij B, waarvoor minder over was dan het minimum voor een gedeeltelijke toewijzing; geen volgende fase neemt haar in behandeling",
      ],
      [
        "na etapie „Priority”: liczba pozostałych miejsc (1) jest mniejsza niż minimum przydziału częściowego (2); ten etap kończy się na tym wniosku, a żaden kolejny etap go nie rozpatruje",
        "na etapie „Priority”: ten etap zakończył się na wniosku B, dla którego pozostało mniej niż minimum przydziału częściowego; żaden kolejny etap go nie rozpatruje",
      ],
      [
        "in der Stufe „Priority“: nur noch 1 Platz übrig, weniger als das Minimum von 2 Plätzen für eine teilweise Zuteilung; diese Stufe endet hier, und keine spätere Stufe berücksichtigt ihn",
        "in der Stufe „Priority“: diese Stufe endete bei B, für den weniger als das Minimum für eine teilweise Zuteilung übrig war; keine spätere Stufe berücksichtigt ihn",
      ],
      [
        "en la fase «Priority»: queda 1 plaza, menos que el mínimo de una adjudicación parcial (2 plazas); esta fase termina aquí y ninguna fase posterior la considera",
        "en la fase «Priority»: esta fase terminó en la solicitud B, para la que quedaba menos que el mínimo de una adjudicación parcial; ninguna fase posterior la considera",
      ],
    ]);
  });
});

describe("AL0534 on a stage's own minimum", () => {
  const codes = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);
  it("after a policy that offers no part, and in another currency: checked as the allocation's", () => {
    expect(codes(scheme("stop per art1", { first: "    at boundary skip at least 1000 EUR per art1\n" }))).toEqual(["AL0534 expected a minimum for a partial grant after 'at boundary partial', found it after 'skip'"]);
    expect(codes(scheme("stop per art1", { first: "    at boundary partial at least 1000 GBP per art1\n" }))).toEqual(["AL0534 expected the minimum in EUR, the budget's currency, found GBP"]);
    expect(codes(scheme("stop per art1", { first: "    at boundary partial at least 150% per art1\n" }))).toEqual(["AL0534 expected a percent of the amount asked above 0 % and at most 100 %, found 150%"]);
  });
});

// A reservation is a stage before the rest (§14.8): the minimum is measured on the reserved part's
// remainder in it, then on the general budget's in the rest. Budget 10000, 30 % reserved (3000)
// for points ≥ 8; A 2500 in the reservation leaves 500; B asks 2000.
describe("reservations", () => {
  const reserved = (boundary: string, unused = "returns", language = "en") =>
    allocationScheme({
      head: preamble("Partial minimum with a reservation", language),
      call: "budget: money(EUR)",
      fields: "points: integer in 0..10  asked: money(EUR)",
      boundary,
      body: `  reserve sme "Priority envelope" per art1: at least 30% × call.budget when points >= 8, unused ${unused}\n`,
    });
  const go = (text: string, budget: string, applications: App[]) => {
    const a = analyze(text);
    expect(a.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`)).toEqual([]);
    const r = evaluate(load(a), { call: { budget }, applications }).result;
    return (id: string) => {
      const x = r.results.find((y) => y.id === id)!;
      return { status: x.status, amount: x.amount, words: x.explanation.map((e) => e.text), reasons: x.reasons.map((y) => y.message) };
    };
  };
  const rows = apps(["A", 9, "2500.00"], ["B", 8, "2000.00"], ["C", 7, "3000.00"], ["D", 6, "4000.00"], ["E", 5, "100.00"]);

  it("the reserved part's remainder below the minimum: not granted there; the application goes on to the rest, which funds it", () => {
    const x = go(reserved("partial at least 1000 EUR, else stop per art1"), "10000.00", rows);
    // rest: 10000 − 2500 = 7500 (the 500 returns): B 2000 (5500), C 3000 (2500), D 2500 ≥ 1000 in part
    expect(x("B")).toMatchObject({ status: "funded", amount: "2000.00" });
    expect(x("B").words.filter((l) => /Priority envelope/.test(l))).toEqual(["In stage 'Priority envelope': the 500.00 EUR left is less than the minimum of 1000.00 EUR for a partial grant; this stage stops here, and the later stages go on (remaining before: 500.00 EUR)."]);
    expect(x("D")).toMatchObject({ status: "partially_funded", amount: "2500.00" });
  });

  it("the general budget's remainder exactly the minimum, and one cent below", () => {
    // rest of 6000.00: B 2000 (4000), C 3000 (1000), D offered 1000 = the minimum
    expect(go(reserved("partial at least 1000 EUR, else stop per art1"), "8500.00", rows)("D")).toMatchObject({ status: "partially_funded", amount: "1000.00" });
    const x = go(reserved("partial at least 1000 EUR, else stop per art1"), "8499.99", rows);
    expect(x("D")).toMatchObject({ status: "not_funded", reasons: ["in stage 'the rest of the budget': the 999.99 EUR left is less than the minimum of 1000.00 EUR for a partial grant; allocation stops here"] });
    expect(x("E")).toMatchObject({ status: "not_funded", reasons: ["in stage 'the rest of the budget': the allocation stopped at D, whose remainder was less than the minimum for a partial grant"] });
  });

  it("unused lapses: the reserved part's remainder the minimum refused is gone", () => {
    // rest: 10000 − 3000 = 7000: B 2000 (5000), C 3000 (2000), D 2000 in part
    expect(go(reserved("partial at least 1000 EUR, else stop per art1", "lapses"), "10000.00", rows)("D")).toMatchObject({ status: "partially_funded", amount: "2000.00" });
  });
});

describe("completion of a stage's own minimum", () => {
  const at = (boundary: string) => {
    // a stage named by a word that is not a keyword (context.ts finds a stage's block by `stage <name>`)
    const text = scheme("stop per art1", { first: `    at boundary ${boundary}|\n` }).replace("stage first ", "stage priority ");
    const i = text.indexOf("|");
    return completion(analyze(text.slice(0, i) + text.slice(i + 1)), i).items.map((x) => x.label);
  };
  it("'at least' after a stage's partial, 'least' after its 'at', 'else', then 'stop' and 'skip'", () => {
    expect(at("partial ")).toEqual(["at least", "per"]);
    expect(at("partial at ")).toEqual(["least"]);
    expect(at("partial at least 1000 EUR, ")).toEqual(["else"]);
    expect(at("partial at least 50%, else ")).toEqual(["stop", "skip"]);
  });
});
