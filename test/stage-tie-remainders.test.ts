// A tie left open in one stage that leaves different remainders in different orders (money, unequal
// asks), and the stages after it (docs/language.md §14.7; drafted27 finding 7, the part fix27 left).
// The later stages are walked once per remainder the tie may leave; an application whose status
// and amount are the same under every one is decided, the others stay indeterminate. Each case
// worked by hand below.
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { stageTiesHead } from "./support/stageTies.js";

const head = (language?: string) => stageTiesHead(["south", "north"], language);
/** south first (150 of the volume, a tie in it), then the north with `budget` */
const scheme = (budget: string, language?: string) =>
  compile(`${head(language)}allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage south "Southern bids" per art1 when region = south {
    budget 150.00 EUR
    unfunded go on
  }
  stage north "Northern bids" per art1 when region = north {
    budget ${budget}
  }
}
`);

type App = { id: string; points: number; asked: string; region: "south" | "north" };
const north = (id: string, points: number, asked: string): App => ({ id, points, asked, region: "north" });
// south 150, skip: P (100) first leaves 50 and Q (60) is passed over; Q first leaves 90 and P is
// passed over. Both are indeterminate; what the stage leaves of the volume is 900 or 940.
const tie: App[] = [
  { id: "P", points: 8, asked: "100.00", region: "south" },
  { id: "Q", points: 8, asked: "60.00", region: "south" },
];
const rows = (r: SelectionResult) => r.results.map((x) => `${x.id}:${x.status}:${x.amount}:${x.stage ?? "-"}`);
const run = (s: ReturnType<typeof compile>, applications: App[]) => evaluate(s, { call: { volume: "1000.00" }, applications }, { explain: true }).result;
const OPEN = "what the earlier stages left depends on a tie the law does not break";

describe("a later stage walked once per remainder the tie may leave", () => {
  it("a later stage's own budget below every remainder: decided, in its own words", () => {
    // north: 300 (below 900 and 940). A 400 passed over (300 left), B 250 funded (50 left) — the
    // same walk under either remainder. Totals of the north: 300, awarded 250, remaining 50.
    const r = run(scheme("300.00 EUR"), [north("A", 9, "400.00"), north("B", 7, "250.00"), ...tie]);
    expect(rows(r)).toEqual(["A:not_funded:0.00:north", "P:indeterminate:0.00:south", "Q:indeterminate:0.00:south", "B:funded:250.00:north"]);
    expect(r.results[0]!.reasons[0]!.message).toBe("in stage 'Northern bids': does not fit in the remaining budget; passed over");
    expect(r.results[0]!.explanation.at(-1)!.text).toBe("Not funded (400.00 EUR asked): in stage 'Northern bids': does not fit in the remaining budget; passed over (remaining before: 300.00 EUR).");
    expect(r.totals["main"]!.stages!["north"]).toMatchObject({ budget: "300.00", awarded: "250.00", remaining: "50.00" });
  });

  it("a later stage spending what is left: decided whichever order, in words without one order's figure", () => {
    // north: left, 900 or 940. A 400 fits in either (500 or 540 left): granted 400 in both. C 600
    // fits in neither (500 or 540 left): not funded in both. What the north is given, and leaves,
    // depends on the tie: its budget and remaining are null.
    const r = run(scheme("left"), [north("A", 9, "400.00"), north("C", 2, "600.00"), ...tie]);
    expect(rows(r)).toEqual(["A:funded:400.00:north", "P:indeterminate:0.00:south", "Q:indeterminate:0.00:south", "C:not_funded:0.00:north"]);
    expect(r.results[3]!.reasons[0]!.message).toBe("in stage 'Northern bids': not funded whichever order the tie in stage 'Southern bids' takes");
    expect(r.totals["main"]!.stages!["north"]).toEqual({ budget: null, awarded: "400.00", remaining: null });
  });

  it("the words of a decided application, in four languages", () => {
    const words = (language: string) => {
      const r = run(scheme("left", language), [north("A", 9, "400.00"), north("C", 2, "600.00"), ...tie]);
      return [r.results[0]!.explanation.at(-1)!.text, r.results[3]!.explanation.at(-1)!.text];
    };
    expect(words("en")).toEqual([
      "Funded 400.00 EUR: in stage 'Northern bids': granted whichever order the tie in stage 'Southern bids' takes.",
      "Not funded (600.00 EUR asked): in stage 'Northern bids': not funded whichever order the tie in stage 'Southern bids' takes.",
    ]);
    expect(words("nl")).toEqual([
      "Verleend: 400,00 EUR: in fase ‘Northern bids’: verleend, welke volgorde de gelijke stand in fase ‘Southern bids’ ook krijgt.",
      "Niet verleend (600,00 EUR gevraagd): in fase ‘Northern bids’: niet verleend, welke volgorde de gelijke stand in fase ‘Southern bids’ ook krijgt.",
    ]);
    expect(words("pl")).toEqual([
      "Przyznano 400,00 EUR: na etapie „Northern bids”: przyznano niezależnie od kolejności wniosków o równej pozycji na etapie „Southern bids”.",
      "Nie przyznano dofinansowania (wnioskowano o 600,00 EUR): na etapie „Northern bids”: nie przyznano niezależnie od kolejności wniosków o równej pozycji na etapie „Southern bids”.",
    ]);
    expect(words("de")).toEqual([
      "400,00 EUR bewilligt: in der Stufe „Northern bids“: bewilligt, gleich in welcher Reihenfolge der Gleichstand in der Stufe „Southern bids“ aufgelöst wird.",
      "Nicht bewilligt (beantragt: 600,00 EUR): in der Stufe „Northern bids“: nicht bewilligt, gleich in welcher Reihenfolge der Gleichstand in der Stufe „Southern bids“ aufgelöst wird.",
    ]);
  });

  it("not monotone under skip: a larger remainder passes over a later, smaller ask", () => {
    // north: left. With 900: A 920 passed over, B 30 funded (870 left), C 10 funded (860 left).
    // With 940: A 920 funded (20 left), B 30 passed over, C 10 funded (10 left). A and B differ
    // with the tie: indeterminate; C is granted 10 in both. Neither the least remainder nor the
    // most alone would tell A's and B's outcomes apart.
    const r = run(scheme("left"), [north("A", 9, "920.00"), north("B", 7, "30.00"), north("C", 6, "10.00"), ...tie]);
    expect(rows(r)).toEqual(["A:indeterminate:0.00:north", "P:indeterminate:0.00:south", "Q:indeterminate:0.00:south", "B:indeterminate:0.00:north", "C:funded:10.00:north"]);
    expect(r.results[0]!.reasons[0]!.message).toBe(`in stage 'Northern bids': ${OPEN}`);
    expect(r.results[4]!.explanation.at(-1)!.text).toBe("Funded 10.00 EUR: in stage 'Northern bids': granted whichever order the tie in stage 'Southern bids' takes.");
  });
});

describe("a stage per key that ranks on its own", () => {
  const perKey = compile(`${head()}allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage regions "Regional pools" per art1 for each region {
    ranking of the regime
    budget 150.00 EUR
  }
}
`);
  it("the tie in the south's pool leaves the north's pool, its own 150, decided, with its place", () => {
    // south 150: P (100) or Q (60), as above: 900 or 940 of the volume left. north: min(150, what
    // is left) = 150 under either; A 100 funded (50 left), B 80 passed over. A is 1st, B 2nd on
    // the north's list; the same walk under either remainder.
    const r = run(perKey, [north("A", 9, "100.00"), north("B", 7, "80.00"), ...tie]);
    // (the results in the published order: each member's list in turn)
    expect(rows(r)).toEqual(["P:indeterminate:0.00:regions[south]", "Q:indeterminate:0.00:regions[south]", "A:funded:100.00:regions[north]", "B:not_funded:0.00:regions[north]"]);
    expect([r.results[2]!.stagePosition, r.results[3]!.stagePosition]).toEqual([1, 2]);
    expect(r.results[2]!.explanation.at(-1)!.text).toBe("Funded 100.00 EUR: in stage 'Regional pools (north)': fits in the remaining budget (remaining before: 150.00 EUR).");
    expect(r.totals["main"]!.stages!["regions[north]"]).toMatchObject({ budget: "150.00", awarded: "100.00", remaining: "50.00" });
  });
});
