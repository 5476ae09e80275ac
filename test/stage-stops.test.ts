// Where a stage that is not the last stops, the stage stops, not the allocation: the later stages
// go on and still hand out places or money (drafter14b's finding 1, schemes/drafted_nursery: K03
// was told "allocation stops here" in stage 1, while stages 2 and 3 offered places). And the head
// of an explanation and of a notice of places counts places, not an amount (finding 3: "Amount
// requested: 1. Amount granted: 0."). Worked by hand, told in en, nl, pl and de.
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun, explainText } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { noticeHtml } from "../packages/dsl/src/report/notice.js";

/** Two stages; `places`: one place each (a budget of places), else 100.00 EUR each of 200.00 EUR. */
const scheme = (language: string, places: boolean) =>
  load(
    analyze(`
scheme s "S" { version "1" language ${language} }
act a "Act" { identifier "X" }
source st = a section 3 "stages"
call { budget: ${places ? "integer" : "money(EUR)"}  first: ${places ? "integer" : "money(EUR)"} }
application { id: text unique  priority: boolean  points: integer in 0..10${places ? "" : "  asked: money(EUR)"} }
criterion p "Points" per st: points
ranking per st { by total highest first  tiebreak every tie per st { by id lowest first } }
allocation per st {
  budget call.budget
  amount ${places ? "1" : "application.asked"}
  at boundary stop
  stage one "First" per st when priority { budget min(call.first, left)  unfunded go on }
  stage two "Others" per st { budget left }
}
`),
  );

// By hand: ranked A (9), B (8), C (7), D (1). Stage 'First' (A, B, D; 1 of the 2): A takes it, B
// does not fit and the stage stops there, D after it. Stage 'Others' (B, C, D; 1 left): B takes
// it, C does not fit and the allocation stops (the last stage), D after it.
const input = (places: boolean) => {
  const ask = places ? {} : { asked: "100.00" };
  return {
    call: places ? { budget: 2, first: 1 } : { budget: "200.00", first: "100.00" },
    applications: [
      { id: "A", priority: true, points: 9, ...ask },
      { id: "B", priority: true, points: 8, ...ask },
      { id: "C", priority: false, points: 7, ...ask },
      { id: "D", priority: true, points: 1, ...ask },
    ],
  };
};

/** What B's stage-1 step and D's reasons say, in `language`. */
function told(language: string, places: boolean) {
  const { result } = evaluate(scheme(language, places), input(places));
  const of = (id: string) => result.results.find((r) => r.id === id)!;
  expect(result.results.map((r) => r.status)).toEqual(["funded", "funded", "not_funded", "not_funded"]);
  return { b: of("B").explanation.filter((s) => s.step === "allocation").map((s) => s.text)[0], d: of("D").reasons.map((r) => r.message) };
}

describe("a stage that is not the last stops; the later stages go on", () => {
  it("in English, of places and of a budget", () => {
    expect(told("en", true)).toEqual({
      b: "In stage 'First': does not fit in the places left; this stage stops here, and the later stages go on (remaining before: 0 places).",
      d: ["in stage 'First': this stage stopped at B, which did not fit in the places left; the later stages go on", "then in stage 'Others': no place is left"],
    });
    expect(told("en", false)).toEqual({
      b: "In stage 'First': does not fit in the remaining budget; this stage stops here, and the later stages go on (remaining before: 0.00 EUR).",
      d: ["in stage 'First': this stage stopped at B, which did not fit in the remaining budget; the later stages go on", "then in stage 'Others': the budget is exhausted"],
    });
  });
  it("in Dutch, Polish and German (the last stage, with nothing left, says so: mendg34)", () => {
    const nl = told("nl", true);
    expect(nl.b).toContain("past niet binnen de resterende plaatsen; deze fase stopt hier, en de volgende fasen gaan door");
    expect(nl.d.join(" | ")).toMatch(/deze fase is gestopt bij B, die niet binnen de resterende plaatsen paste; de volgende fasen gaan door.*er is geen plaats meer over/);
    expect(told("nl", false).b).toContain("past niet binnen het resterende budget; deze fase stopt hier, en de volgende fasen gaan door");
    const pl = told("pl", true);
    expect(pl.b).toContain("nie mieści się w pozostałych miejscach; ten etap kończy się na tym wniosku, a kolejne etapy trwają dalej");
    expect(pl.d.join(" | ")).toMatch(/ten etap zakończył się na wniosku B, który nie zmieścił się w pozostałych miejscach; kolejne etapy trwają dalej.*nie pozostało żadne miejsce/);
    expect(told("pl", false).d[0]).toContain("ten etap zakończył się na wniosku B, który nie zmieścił się w pozostałych środkach; kolejne etapy trwają dalej");
    const de = told("de", true);
    expect(de.b).toContain("passt nicht in die verbleibenden Plätze; diese Stufe endet hier, und die späteren Stufen gehen weiter");
    expect(de.d.join(" | ")).toMatch(/diese Stufe endete bei B, der nicht in die verbleibenden Plätze passte; die späteren Stufen gehen weiter.*es ist kein Platz mehr frei/);
    expect(told("de", false).b).toContain("diese Stufe endet hier, und die späteren Stufen gehen weiter");
  });
});

describe("the head of an explanation and a notice of places counts places", () => {
  const heads: Record<string, [string, string, string]> = {
    en: ["Not granted", "Places asked: 1.", "Places granted: 0."],
    nl: ["Niet toegewezen", "Gevraagde plaatsen: 1.", "Toegewezen plaatsen: 0."],
    pl: ["Nie przyznano", "Wnioskowane miejsca: 1.", "Przyznane miejsca: 0."],
    de: ["Nicht zugeteilt", "Beantragte Plätze: 1.", "Zugeteilte Plätze: 0."],
  };
  for (const [language, [status, asked, granted]] of Object.entries(heads)) {
    it(`in ${language}`, () => {
      const s = scheme(language, true);
      const { run } = evaluateRun(s, input(true));
      const result = run.explained("trace").toResult();
      // as `allot explain` passes them: the regimes that allocate places
      const text = explainText(result, "C", language, {}, {}, [], s.regimes.filter((g) => g.allocation.places).map((g) => g.name))!;
      const lines = text.split("\n");
      expect(lines[0]!.endsWith(` C — ${status}.`)).toBe(true);
      expect(lines).toContain(asked);
      expect(lines).toContain(granted);
      const j = result.results.findIndex((r) => r.id === "C");
      const html = noticeHtml(s, result, result.results[j]!, run.traceAt(j));
      expect(html).toContain(`>${status}</p>`);
      expect(html).toContain(`<dt>${asked.replace(/: 1\.$/, "")}</dt><dd class="requested">1</dd>`);
      expect(html).toContain(`<dt>${granted.replace(/: 0\.$/, "")}</dt><dd class="granted">0</dd>`);
      // a budget of money keeps its words: "Amount requested" (not places)
      const money = evaluateRun(scheme(language, false), input(false)).run.explained("trace").toResult();
      expect(explainText(money, "C", language, {}, {}, [], [])).not.toContain(asked.split(":")[0]);
    });
  }
});
