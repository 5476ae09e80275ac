// A row outside an earlier stage's open tie, granted the same amount in every order of it but in
// different later stages (walk33; tieorder32's leftover, mendtie32's "Left"; docs/language.md
// §14.7): decided, as tieorder32 decides such a member of the tie — `funded`, no stage named, in
// the words "granted whichever order the tie in stage 'Priority' takes: in stage 'Mid' or 'Rest',
// depending on the order". Worked by hand below, both orders of the tie walked.
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

/** 'Priority' (call.first, points >= 8, skip, `unfunded go on`); 'Mid' (what 'Priority' left of its own budget, points >= 5, `unfunded go on`); 'Rest' (`budget left`), all under skip */
const scheme = (language = "en") =>
  compile(`${preamble("Open tie", language)}call { budget: money(EUR)  first: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first per art1 }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  stage first "Priority" per art1 when points >= 8 {
    budget call.first
    unfunded go on
  }
  stage mid "Mid" per art1 when points >= 5 {
    budget unused first
    unfunded go on
  }
  stage rest "Rest" per art1 {
    budget left
  }
}
`);
type App = { id: string; points: number; asked: string };
const app = (id: string, points: number, asked: string): App => ({ id, points, asked });
const run = (s: ReturnType<typeof compile>, applications: App[]) => evaluate(s, { call: { budget: "10000.00", first: "5000.00" }, applications }, { explain: true }).result;
const row = (r: SelectionResult, id: string) => r.results.find((x) => x.id === id)!;
const allocation = (r: SelectionResult, id: string) => row(r, id).explanation.filter((e) => e.step === "allocation").map((e) => e.text);
const brief = (r: SelectionResult, id: string) => {
  const x = row(r, id);
  return `${x.status}:${x.amount}:${x.contingentAmount ?? "-"}:${x.stage ?? "-"}`;
};

// Budget 10,000; 'Priority' 5,000: A 4,000 (1,000 left); B 600 and H 700 tied (8 points each).
// B first: B funded in 'Priority' (400 left, 'Mid''s budget); H passed over and on. 'Mid' (400):
//   H 700 passed over, E 350 funded (50 left). 'Rest' (10,000 − 4,600 − 350 = 5,050): H 700.
// H first: H funded in 'Priority' (300 left); B passed over and on. 'Mid' (300): B 600 and E 350
//   passed over. 'Rest' (10,000 − 4,700 = 5,300): B 600, E 350 (4,350 left).
// E, outside the tie: 350.00 in every order, in 'Mid' or 'Rest' — funded, no stage named. B and H
// as tieorder32: 600 and 700, in 'Priority' or 'Rest'. The allocation awards 5,650 either way.
// 'Mid' awards nothing to a row decided in it: what E takes there is its undecided, 0 to 350.
const apps: App[] = [app("A", 9, "4000.00"), app("B", 8, "600.00"), app("H", 8, "700.00"), app("E", 6, "350.00")];

describe("a row outside the tie granted alike in different later stages", () => {
  it("E funded 350.00, no stage named; B and H as before; the totals", () => {
    const r = run(scheme(), apps);
    expect(brief(r, "E")).toBe("funded:350.00:-:-");
    expect(brief(r, "B")).toBe("funded:600.00:-:-");
    expect(brief(r, "H")).toBe("funded:700.00:-:-");
    expect(allocation(r, "E").at(-1)).toBe("Funded 350.00 EUR: in stage 'Mid': granted whichever order the tie in stage 'Priority' takes: in stage 'Mid' or 'Rest', depending on the order.");
    expect(allocation(r, "E").some((t) => t.startsWith("Decided in stage"))).toBe(false);
    const t = r.totals["main"]!;
    expect([t.awarded, t.undecided, t.remaining]).toEqual(["5650.00", "0.00", "4350.00"]);
    // 'Mid': E's 350 in one order, nothing in the other; 'Rest': H 700 (B first) or B 600 + E 350
    expect(t.stages!["mid"]).toEqual({ budget: null, awarded: "0.00", undecided: "0.00", undecidedAtMost: "350.00", remaining: null });
    expect(t.stages!["rest"]).toEqual({ budget: null, awarded: "0.00", undecided: "700.00", undecidedAtMost: "950.00", remaining: "4350.00" });
  });

  it("the words in six languages", () => {
    const words = (l: string) => allocation(run(scheme(l), apps), "E");
    expect(words("nl")).toEqual(["Verleend: 350,00 EUR: in fase ‘Mid’: verleend, welke volgorde de gelijke stand in fase ‘Priority’ ook krijgt: in fase ‘Mid’ of ‘Rest’, afhankelijk van de volgorde."]);
    expect(words("pl")).toEqual(["Przyznano 350,00 EUR: na etapie „Mid”: przyznano niezależnie od kolejności wniosków o równej pozycji na etapie „Priority”: na etapie „Mid” lub „Rest”, zależnie od kolejności."]);
    expect(words("de")).toEqual(["350,00 EUR bewilligt: in der Stufe „Mid“: bewilligt, gleich in welcher Reihenfolge der Gleichstand in der Stufe „Priority“ aufgelöst wird: in der Stufe „Mid“ oder „Rest“, je nach Reihenfolge."]);
    expect(words("es")).toEqual(["Concedida por importe de 350,00 EUR: en la fase «Mid»: concedida cualquiera que sea el orden del empate en la fase «Priority»: en la fase «Mid» o «Rest», según el orden."]);
    expect(words("fr")).toEqual(["Accordée : 350,00\u00a0€ ; à l'étape «\u00a0Mid\u00a0» : accordée quel que soit l'ordre des ex æquo à l'étape «\u00a0Priority\u00a0» : à l'étape «\u00a0Mid\u00a0» ou «\u00a0Rest\u00a0», selon cet ordre."]);
  });
});
