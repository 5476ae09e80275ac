// The regimes' budgets (issue 16, docs/language.md §14.9): seed 001's two lists share the one
// funding limit of § 6 ust. 6, so a call with operations of both kinds marks at most the limit as
// within it; a separate budget is a regime's own; a budget passed on is what an earlier regime
// left. Every outcome below is worked by hand in the comments.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const seed001 = compile(readFileSync(new URL("../schemes/seed_001/fedr_par6.allot", import.meta.url), "utf8"));

const op = (id: string, at: string, pln: string, points?: number) => ({
  id,
  applicant: `Podmiot ${id}`,
  operation_no: `OP/${id}`,
  operation_title: `Operacja ${id}`,
  submitted_at: at,
  requested_aid_pln: pln,
  ...(points === undefined ? {} : { points, received_payment_po_ryby_2014_2020: false }),
});

// a mixed call: two scored operations (ust. 1–2) and two without scoring (ust. 3), limit 500,000
const mixed = [op("S1", "2024-10-01T09:00:00", "300000.00", 14), op("S2", "2024-10-02T09:00:00", "150000.00", 12), op("T1", "2024-10-01T08:00:00", "100000.00"), op("T2", "2024-10-03T08:00:00", "40000.00")];

function run(reading: "stop" | "skip") {
  return evaluate(seed001, { call: { funding_limit_pln: "500000.00", evaluated_on: "2024-11-08", limit_reading: reading }, applications: mixed }, { explain: true }).result;
}

describe("seed 001: the two lists share the funding limit", () => {
  it("stop: the scored list takes 450,000 of 500,000; the unscored list has 50,000 and stops at T1", () => {
    // scored, by points: S1 300,000 (200,000 left), S2 150,000 (50,000 left) → 450,000
    // unscored, by submission, from the 50,000 the scored list left: T1 100,000 does not fit: stop;
    // T2 after the stop. Total 450,000 ≤ 500,000 (each regime taking the whole limit gave 590,000).
    const r = run("stop");
    expect(r.results.map((x) => `${x.id}:${x.status}:${x.amount}`)).toEqual(["S1:funded:300000.00", "S2:funded:150000.00", "T1:not_funded:0.00", "T2:not_funded:0.00"]);
    expect(r.totals["scored"]).toMatchObject({ budget: "500000.00", awarded: "450000.00", remaining: "50000.00" });
    expect(r.totals["unscored"]).toMatchObject({ budget: "50000.00", awarded: "0.00", remaining: "50000.00" });
    const T1 = r.results.find((x) => x.id === "T1")!;
    // seed 001 explains in Polish; Intl groups thousands with a no-break space
    expect(T1.explanation.find((s) => s.step === "allocation")!.text.replace(/[\u00a0\u202f]/g, " ")).toBe("Nie przyznano dofinansowania (wnioskowano o 100 000,00 PLN): nie mieści się w pozostałych środkach; przydział kończy się na tym wniosku (środki pozostałe przed tym wnioskiem: 50 000,00 PLN). Reguła granicy budżetu w odczytaniu przyjętym w naborze (call.limit_reading): „stop” — przydział kończy się na pierwszym wniosku, który nie mieści się w budżecie. Budżet tego trybu to środki wspólnego budżetu pozostawione przez tryb „Operacje oceniane według kryteriów wyboru (ust. 1–2, 5)”: 50 000,00 PLN z 500 000,00 PLN.");
  });

  it("skip: T1 is passed over and T2 fits in what is left: 490,000 of 500,000", () => {
    // unscored from 50,000: T1 100,000 passed over; T2 40,000 fits (10,000 left)
    const r = run("skip");
    expect(r.results.map((x) => `${x.id}:${x.status}:${x.amount}`)).toEqual(["S1:funded:300000.00", "S2:funded:150000.00", "T1:not_funded:0.00", "T2:funded:40000.00"]);
    const awarded = Object.values(r.totals).reduce((s, t) => s + Number(t.awarded), 0);
    expect(awarded).toBe(490000);
    expect(r.totals["unscored"]).toMatchObject({ budget: "50000.00", awarded: "40000.00", remaining: "10000.00" });
  });

  it("whatever the mix, the two lists together stay within the limit", () => {
    // every split of eight operations of 100,000 between the two kinds, limit 500,000, skip
    for (let mask = 0; mask < 256; mask++) {
      const apps = Array.from({ length: 8 }, (_, i) => op(`A${i}`, `2024-10-0${1 + i}T09:00:00`, "100000.00", mask & (1 << i) ? 10 - i : undefined));
      const r = evaluate(seed001, { call: { funding_limit_pln: "500000.00", evaluated_on: "2024-11-08", limit_reading: "skip" }, applications: apps }, { explain: false }).result;
      const awarded = Object.values(r.totals).reduce((s, t) => s + Number(t.awarded), 0);
      expect(awarded).toBe(500000);
    }
  });
});

describe("separate and passed-on budgets", () => {
  const scheme = (relation: string) =>
    compile(`${preamble("Regimes")}call { a_budget: money(EUR)  b_budget: money(EUR) }
application { id: text unique  kind: enum { a, b }  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
regime ra "A" per art1 when kind = a {
  ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first per art1 } }
  allocation per art1 { budget call.a_budget separate  amount asked  at boundary skip per art1 }
}
regime rb "B" per art1 when kind = b {
  ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first per art1 } }
  allocation per art1 { budget ${relation}  amount asked  at boundary skip per art1 }
}
`);
  const apps = [
    { id: "A1", kind: "a", points: 9, asked: "60.00" },
    { id: "A2", kind: "a", points: 8, asked: "30.00" },
    { id: "B1", kind: "b", points: 9, asked: "20.00" },
    { id: "B2", kind: "b", points: 8, asked: "15.00" },
  ];
  const call = { a_budget: "100.00", b_budget: "30.00" };

  it("separate: each regime its own budget", () => {
    // A: 60 + 30 = 90 of 100 (10 left); B: 20 of 30, B2 15 > 10 passed over (10 left)
    const r = evaluate(scheme("call.b_budget separate"), { call, applications: apps }, { explain: false }).result;
    expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["A1:funded", "A2:funded", "B1:funded", "B2:not_funded"]);
    expect(r.totals["rb"]).toMatchObject({ budget: "30.00", remaining: "10.00" });
  });

  it("passed on: B is given what A left", () => {
    // A leaves 10: B1 20 > 10 passed over, B2 15 > 10 passed over
    const r = evaluate(scheme("left by ra"), { call, applications: apps }, { explain: false }).result;
    expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["A1:funded", "A2:funded", "B1:not_funded", "B2:not_funded"]);
    expect(r.totals["rb"]).toMatchObject({ budget: "10.00", awarded: "0.00", remaining: "10.00" });
  });

  it("passed on: B's explanation says the budget it had and where it came from", () => {
    // A had 100 and left 10 (60 + 30 awarded): B's allocation sentence names A, the 10 and the 100
    const r = evaluate(scheme("left by ra"), { call, applications: apps }).result;
    const step = (id: string) => r.results.find((x) => x.id === id)!.explanation.find((s) => s.step === "allocation")!.text;
    expect(step("B1")).toBe("Not funded (20.00 EUR asked): does not fit in the remaining budget; passed over (remaining before: 10.00 EUR). This regime's budget is the budget left by regime 'A': 10.00 EUR of 100.00 EUR.");
    // A's own allocation has its own budget: nothing is said of another regime
    expect(step("A1")).toBe("Funded 60.00 EUR: fits in the remaining budget (remaining before: 100.00 EUR).");
    // the trace carries it as data
    const ev = evaluate(scheme("left by ra"), { call, applications: apps }, { explain: "trace" }).result;
    const fact = ev.results.find((x) => x.id === "B2")!.explanation.find((s) => s.step === "allocation") as unknown as { budget: unknown };
    expect(fact.budget).toEqual({ mode: "passed", from: "A", had: { value: "10.00", unit: "EUR" }, of: { value: "100.00", unit: "EUR" } });
  });

  it("separate: no other regime's budget is named", () => {
    const r = evaluate(scheme("call.b_budget separate"), { call, applications: apps }).result;
    expect(r.results.find((x) => x.id === "B2")!.explanation.find((s) => s.step === "allocation")!.text).toBe("Not funded (15.00 EUR asked): does not fit in the remaining budget; passed over (remaining before: 10.00 EUR).");
  });
});
