// A rolling call in the law's words (issue 15, seventeenth round, lang17; docs/language.md §14.7,
// §14.7.1): `unused <stage>`, what an earlier stage left of its budget, carried into a later
// stage's budget; and `ranking of the regime`, a stage that ranks its own candidates by the
// regime's ranking. Each worked by hand on the smallest scheme that shows it.
import { describe, expect, it } from "vitest";
import { analyze, formatScheme, load } from "@allot/dsl";
import { evaluateRun, traceAnswer } from "@allot/runtime";
import { errorsOf as errors, resultOf, runScheme, twoCutOffs } from "./support/scheme.js";

// Two cut-offs of one allocation whose budget is b1 + b2 + reserve (the reserve is money no
// cut-off's own budget names: `left` would hand it on, `unused` does not).
const rolling = (one: string, two: string, more = "") =>
  twoCutOffs(
    `  b1: money(EUR) "the budget of cut-off 1"
  b2: money(EUR) "the budget of cut-off 2"
  reserve: money(EUR)`,
    `  budget call.b1 + call.b2 + call.reserve
  amount asked
  ${more}
  stage one "Cut-off 1" when cut = 1 {
    ${one}
    at boundary stop
    unfunded go on
  }
  stage two "Cut-off 2" {
    ${two}
    at boundary skip
  }`,
  );

// A1 (cut-off 1, 9 points, 60), A2 (1, 8, 60), A3 (1, 7, 40), B1 (2, 9, 50), B2 (2, 10, 30);
// b1 = b2 = 100, reserve 50; the regime ranks B2, A1, B1, A2, A3. Cut-off 1 (100): A1 (40 left);
// A2 60 > 40: funding at the cut-off ends, A3 not funded either; both go on. Unused: 40. Cut-off 2,
// budget b2 + unused one = 140: B2 (110 left), B1 (60 left), A2 (0 left), A3 40 passed over. With
// `budget left` it would have had 250 - 60 = 190, and A3 would be funded.
const apps = (
  [
    ["A1", 1, 9, "60.00"],
    ["A2", 1, 8, "60.00"],
    ["A3", 1, 7, "40.00"],
    ["B1", 2, 9, "50.00"],
    ["B2", 2, 10, "30.00"],
  ] as const
).map(([id, cut, score, asked]) => ({ id, cut, score, asked }));
const call = { b1: "100.00", b2: "100.00", reserve: "50.00" };
const carried = rolling("budget call.b1", "budget call.b2 + unused one");

describe("`unused <stage>`: what an earlier stage left of its budget", () => {
  it("is carried into the later stage's budget, and told with its amount and the stage's title", () => {
    expect(errors(carried)).toEqual([]);
    const r = runScheme(carried, { call, applications: apps });
    expect(r.results.map((x) => `${x.id}:${x.status}:${x.stage}`)).toEqual(["B2:funded:two", "A1:funded:one", "B1:funded:two", "A2:funded:two", "A3:not_funded:two"]);
    const stages = r.totals["main"]!.stages!;
    expect(stages["one"]).toEqual({ budget: "100.00", awarded: "60.00", remaining: "40.00", unused: "40.00" });
    expect(stages["two"]).toEqual({ budget: "140.00", awarded: "140.00", remaining: "0.00" });
    expect(r.totals["main"]!.remaining).toBe("50.00");
    const line = resultOf(r, "B1").explanation.find((s) => s.text.startsWith("Decided in stage 2"))!.text;
    expect(line).toBe("Decided in stage 2 of 2, 'Cut-off 2': it considers every application not yet funded; budget 140.00 EUR (the budget of cut-off 2 + 40.00 EUR not committed in stage 'Cut-off 1'; the budget of cut-off 2: 100.00 EUR).");
  });

  it("is told in the scheme's language: nl, pl, de", () => {
    const told = (lang: string) => {
      const r = runScheme(carried.replace('version "1"\n}', `version "1"\n  language ${lang}\n}`), { call, applications: apps });
      return resultOf(r, "B1").explanation.map((s) => s.text).find((t) => t.includes("140,00 EUR ("));
    };
    // "the budget of cut-off 2" is the call parameter's description, as the scheme words it
    expect(told("nl")).toBe("Beslist in fase 2 van 2, ‘Cut-off 2’: die neemt elke nog niet gehonoreerde aanvraag; budget 140,00 EUR (the budget of cut-off 2 + 40,00 EUR niet benut in fase ‘Cut-off 1’; the budget of cut-off 2: 100,00 EUR).");
    expect(told("pl")).toBe("Rozstrzygnięto na etapie 2 z 2, „Cut-off 2”: obejmuje wszystkie jeszcze niedofinansowane wnioski; budżet 140,00 EUR (the budget of cut-off 2 + niewykorzystane środki etapu „Cut-off 1” (40,00 EUR); the budget of cut-off 2: 100,00 EUR).");
    expect(told("de")).toBe("Entschieden in der Stufe 2 von 2, „Cut-off 2“: sie erfasst jeden noch nicht geförderten Antrag; Mittel 140,00 EUR (the budget of cut-off 2 + 40,00 EUR in der Stufe „Cut-off 1“ nicht gebunden; the budget of cut-off 2: 100,00 EUR).");
  });

  it("is in the trace: the stage fact names each stage read and its amount", () => {
    const { run } = evaluateRun(load(analyze(carried)), { call, applications: apps });
    expect(traceAnswer(run, "B1")!.trace.find((x) => x.kind === "stage")).toMatchObject({ kind: "stage", stage: "two", budget: { value: "140.00", unit: "EUR" }, budgetText: "the budget of cut-off 2 + unused one", unused: [{ stage: "one", title: "Cut-off 1", amount: { value: "40.00", unit: "EUR" } }] });
  });

  it("is never below zero: a stage that went past its budget (`reach`) left nothing", () => {
    // cut-off 1 under `reach`: A1 (40 left), A2 60 reaches 40 and is funded in full (remaining -20)
    const text = carried.replace("at boundary stop", "at boundary reach");
    expect(errors(text)).toEqual([]);
    const r = runScheme(text, { call, applications: apps });
    expect(r.totals["main"]!.stages!["one"]).toEqual({ budget: "100.00", awarded: "120.00", remaining: "-20.00", unused: "0.00" });
    expect(r.totals["main"]!.stages!["two"]!.budget).toBe("100.00");
  });

  it("is printed back by the formatter as written", () => {
    const f = formatScheme(carried);
    expect(f.ok).toBe(true);
    expect((f as { text: string }).text).toContain("    budget call.b2 + unused one\n");
  });

  it("names an earlier stage that funds and returns what it does not use; else AL0510", () => {
    const code = (text: string) => errors(text).filter((e) => e.startsWith("AL0510"));
    expect(code(rolling("budget call.b1 + unused two", "budget call.b2"))).toEqual(["AL0510 expected an earlier stage after 'unused', found 'two', a later stage"]);
    expect(code(rolling("budget call.b1", "budget call.b2 + unused two"))).toEqual(["AL0510 expected an earlier stage after 'unused', found 'two', this stage itself"]);
    expect(code(rolling("budget call.b1", "budget call.b2 + unused onne"))).toEqual(["AL0510 expected an earlier stage of this allocation after 'unused', found 'onne'"]);
    expect(code(rolling("budget call.b1\n    unused lapses", "budget call.b2 + unused one"))).toEqual(["AL0510 expected a stage whose unused part returns after 'unused', found 'one', whose unused part lapses"]);
    // elsewhere than in a stage's budget
    expect(code(carried.replace("budget call.b1 + call.b2 + call.reserve", "budget call.b1 + unused one"))).toEqual(["AL0510 the budget cannot use 'unused one': what a stage left of its budget is read only in the budget of a later stage"]);
  });

  it("is whole in an allocation of places, as `left` is (no AL0408)", () => {
    const places = carried.replace(/money\(EUR\)/g, "integer in 0..1000").replace(/"(\d+)\.00"/g, '"$1"');
    expect(errors(places)).toEqual([]);
  });

  it("leaves a field named `unused` read as the field before a stage's item", () => {
    const text = carried.replace("asked: money(EUR) }", "asked: money(EUR)  unused: money(EUR) }").replace("amount asked", "amount unused");
    expect(errors(text).filter((e) => !e.startsWith("AL04"))).toEqual([]);
  });
});

describe("`ranking of the regime`: a stage that ranks its own candidates by the regime's ranking", () => {
  const ranked = rolling("ranking of the regime per art1\n    budget call.b1", "ranking of the regime per art1\n    budget call.b2 + unused one");

  it("publishes the stages' rankings one after another, each application's place in its stage's", () => {
    expect(errors(ranked)).toEqual([]);
    const r = runScheme(ranked, { call, applications: apps });
    // one: A1 1 (A2, A3 passed on); two: B2, B1, A2, A3 — positions run stage by stage
    expect(r.results.map((x) => `${x.id}:${x.position}:${x.stagePosition}`)).toEqual(["A1:1:1", "B2:2:1", "B1:3:2", "A2:4:3", "A3:5:4"]);
    // and its place in cut-off 1's ranking, which passed it on (place34: A1, A2, A3)
    expect(resultOf(r, "A2").explanation.map((s) => s.text)).toContain("Position 4 (total points: 8). Place 2 of 3 in the ranking of stage 'Cut-off 1'. Place 3 of 4 in the ranking of stage 'Cut-off 2', which decided it.");
    expect(r.results.map((x) => [x.id, x.stagePlaces])).toEqual([["A1", { one: 1 }], ["B2", { two: 1 }], ["B1", { two: 2 }], ["A2", { one: 2, two: 3 }], ["A3", { one: 3, two: 4 }]]);
    // without it, the stages share the regime's one ranking: B2, decided at cut-off 2, first
    const shared = runScheme(carried, { call, applications: apps });
    expect(shared.results.map((x) => `${x.id}:${x.position}:${x.stagePosition}`)).toEqual(["B2:1:undefined", "A1:2:undefined", "B1:3:undefined", "A2:4:undefined", "A3:5:undefined"]);
  });

  it("is one of the stage's rankings (AL0508); the regime has its ranking, as every regime must (AL0410)", () => {
    const twice = ranked.replace("ranking of the regime per art1\n    budget call.b1", "ranking of the regime per art1\n    ranking per art1 { by total highest first }\n    budget call.b1");
    expect(errors(twice)).toEqual(["AL0508 expected one ranking in the stage 'one', found a second"]);
    const none = ranked.replace(/ranking per art1 \{\n {2}by total highest first\n {2}tiebreak every tie per art1 \{ by id lowest first \}\n\}\n/, "");
    expect(errors(none)).toEqual(["AL0410 expected a ranking in the scheme, found none"]);
  });

  it("is printed back by the formatter", () => {
    const f = formatScheme(ranked);
    expect(f.ok).toBe(true);
    expect((f as { text: string }).text).toContain("    ranking of the regime per art1\n    budget call.b1\n");
  });
});
