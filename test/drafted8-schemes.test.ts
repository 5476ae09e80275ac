// Defects a drafter met writing two schemes from the docs alone (issue 15, eighth round;
// schemes/drafted_voucher and drafted_regional), each worked by hand here on the smallest scheme
// that shows it.
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, explainText, momentProblem } from "@allot/runtime";
import { headIn } from "./support/scheme.js";

const head = (language: string): string => `
${headIn(language, ["text"])}call { budget: money(EUR) }
`;

describe("the reserve list and a group's cap (§14.11: never one that could not be funded whatever the budget)", () => {
  const text = (reserve: string, cap: string) => `${head("en")}
application { id: text unique  who: text  q: integer in 0..10  asked: money(EUR) }
criterion c "Quality" per art1: q
ranking per art1 { by total highest first tiebreak every tie { by id lowest first } }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary stop
  ${reserve}
  group by who "Applicant" per art1 { ${cap} not on the reserve list }
}
`;
  // budget 100, stop: A1 (X) 30 funded; A2 (X) 30 passes X's cap of 50 (20 left): refused, the walk
  // goes on; B1 40 funded (30 left); C1 40 does not fit: the allocation stops; A3 (X) 25 would pass
  // X's cap too; D1 10
  const apps = [
    { id: "A1", who: "X", q: 9, asked: "30.00" },
    { id: "A2", who: "X", q: 8, asked: "30.00" },
    { id: "B1", who: "Y", q: 7, asked: "40.00" },
    { id: "C1", who: "Z", q: 6, asked: "40.00" },
    { id: "A3", who: "X", q: 5, asked: "25.00" },
    { id: "D1", who: "W", q: 4, asked: "10.00" },
  ];
  const run = (reserve: string, cap = "at most 50 EUR") => {
    const { result } = evaluate(load(analyze(text(reserve, cap))), { call: { budget: "100.00" }, applications: apps });
    return Object.fromEntries(result.results.map((r) => [r.id, { status: r.status, why: r.reasons.map((x) => x.message).join(" | ") }]));
  };

  it("leaves off the list one the cap refused, and one after the stop whose group's cap is used up, saying why", () => {
    const r = run("reserve all");
    expect(r["A1"]!.status).toBe("funded");
    // it was put on the list ("…; placed on the reserve list") though a larger budget would not fund it
    expect(r["A2"]).toEqual({ status: "not_funded", why: "Applicant 'X' has 20.00 EUR left of its cap of 50.00 EUR, less than the 30.00 EUR asked" });
    expect(r["B1"]!.status).toBe("funded");
    // the place on the list is a reason of its own, after the refusal's (it cites the list's source)
    expect(r["C1"]).toEqual({ status: "reserve", why: "the 40.00 EUR asked does not fit in the 30.00 EUR left of the budget; allocation stops here | placed on the reserve list, at place 1" });
    // the cap's ground is a reason of its own after the stop's (it cites the cap's source: test/reason-wording.test.ts)
    expect(r["A3"]).toEqual({ status: "not_funded", why: "the allocation stopped at C1, which did not fit in the remaining budget | Applicant 'X' has 20.00 EUR left of its cap of 50.00 EUR, less than the 25.00 EUR asked" });
    expect(r["D1"]!.status).toBe("reserve");
  });
  it("counts the places among those that can be on it", () => {
    const r = run("reserve 2");
    expect([r["C1"]!.status, r["A3"]!.status, r["D1"]!.status]).toEqual(["reserve", "not_funded", "reserve"]);
  });
  it("a cap on the number of grants bars the same way", () => {
    const r = run("reserve all", "at most 1 grants");
    expect(r["A2"]).toEqual({ status: "not_funded", why: "Applicant 'X' already has 1 grant, the most per Applicant (1)" });
    expect(r["A3"]!.status).toBe("not_funded");
    expect(r["A3"]!.why).toMatch(/ \| Applicant 'X' already has 1 grant, the most per Applicant \(1\)$/);
  });
  it("a list full before a row the cap bars still says why it could not be on it (reserve 1)", () => {
    // C1 takes the one place; A3 comes after it: its cap's words are given as with reserve all
    const r = run("reserve 1");
    expect(r["C1"]!.status).toBe("reserve");
    expect(r["A3"]).toEqual(run("reserve all")["A3"]);
  });
  it("a group funded together that asks more than its cap is never on the list", () => {
    // X (A1 30, A2 30, A3 25: 85 together) passes its cap of 50: refused whatever the budget, so
    // not on the list (it was: "reserve", each member); B1, C1 and D1 fit (90 of 100)
    const together = (cap: string) => run("reserve all", `together ${cap}`);
    const capped = together("at most 50 EUR");
    expect([capped["A1"], capped["A2"], capped["A3"]].map((x) => x!.status)).toEqual(["not_funded", "not_funded", "not_funded"]);
    expect(capped["A1"]!.why).toMatch(/Applicant 'X' has 50.00 EUR left of its cap of 50.00 EUR, less than the 85.00 EUR asked together/);
    expect(Object.entries(capped).filter(([, x]) => x.status === "reserve").map(([id]) => id).sort()).toEqual([]);
    expect(together("at most 2 grants")["A1"]!.status).toBe("not_funded");
    expect(together("at most 100 EUR")["A1"]!.status).not.toBe("not_funded");
  });
  it("without a reserve list the cap's ground is given too (it was the stop's alone before the tenth round)", () => {
    const r = run("");
    expect(r["A3"]).toEqual(run("reserve all")["A3"]);
  });
});

describe("a pro-rata stage boundary explained in Polish and Dutch (its reasons were left in English)", () => {
  const text = (language: string) => `${head(language)}
application { id: text unique  south: boolean  q: integer in 0..10  asked: money(EUR) }
criterion c "Quality" per art1: q
ranking per art1 { by total highest first tiebreak every tie { unresolved } }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip
  stage south "South" per art1 when south {
    budget left
    at boundary pro rata rounded down to 1 remainder unallocated
  }
}
`;
  // budget 100: A 60 funded (40 left); B and C tied, 30 + 20 = 50 > 40: they share 40 (24, 16); D nothing
  const apps = [
    { id: "A", south: true, q: 9, asked: "60.00" },
    { id: "B", south: true, q: 5, asked: "30.00" },
    { id: "C", south: true, q: 5, asked: "20.00" },
    { id: "D", south: true, q: 1, asked: "10.00" },
  ];
  const texts = (language: string) => {
    const { result } = evaluate(load(analyze(text(language))), { call: { budget: "100.00" }, applications: apps });
    const amounts = Object.fromEntries(result.results.map((r) => [r.id, r.amount]));
    expect(amounts).toEqual({ A: "60.00", B: "24.00", C: "16.00", D: "0.00" });
    return Object.fromEntries(result.results.map((r) => [r.id, r.explanation.filter((s) => s.step === "allocation").map((s) => s.text).join(" | ")]));
  };
  it("pl", () => {
    const t = texts("pl");
    expect(t["B"]).toContain("wnioski B, C o równej pozycji przekraczają budżet etapu (pozostało 40,00 EUR, łącznie wnioskowano o 50,00 EUR), dlatego dzielą pozostałe środki: wyliczenie: 30,00 EUR × współczynnik redukcji (budżet 40,00 EUR / suma 50,00 EUR), zaokrąglone w dół do 1 EUR.");
    expect(t["D"]).toContain("budżet etapu podzielono proporcjonalnie na wnioski B, C; kolejnych wniosków nie dofinansowano");
    for (const s of Object.values(t)) expect(s).not.toMatch(/straddles|shared pro rata|share what is left/);
  });
  it("nl", () => {
    const t = texts("nl");
    expect(t["B"]).toContain("de gelijk gerangschikte aanvragen B, C overschrijden het budget van de fase (40,00 EUR over, samen 50,00 EUR gevraagd), dus verdelen zij wat resteert:");
    expect(t["D"]).toContain("het budget van de fase is naar evenredigheid verdeeld over B, C; daarna wordt niets meer verleend");
    for (const s of Object.values(t)) expect(s).not.toMatch(/straddles|shared pro rata|share what is left/);
  });
});

describe("a wall-clock time the zone repeats or skips: the offsets to write are the zone's own", () => {
  it("Dublin's repeated hour names +01:00 and +00:00 (it named Warsaw's +02:00 and +01:00 for every zone)", () => {
    expect(momentProblem("2026-10-25T01:40:00", "Europe/Dublin")).toBe(
      "2026-10-25T01:40:00 happens twice in Europe/Dublin: the clocks repeat that hour when they move back; write the moment with its offset (such as +01:00 or +00:00) so it names one instant",
    );
    expect(momentProblem("2026-10-25T02:30:00", "Europe/Warsaw")).toContain("(such as +02:00 or +01:00)");
  });
  it("a skipped time names the offset before the change", () => {
    expect(momentProblem("2026-03-08T02:30:00", "America/New_York")).toContain("does not exist in America/New_York: the clocks skip that time when they move forward; write the moment with its offset (such as -05:00)");
    expect(momentProblem("2026-03-29T01:30:00", "Europe/Dublin")).toContain("(such as +00:00)");
  });
});

describe("allot explain's line of points in the scheme's language", () => {
  it("writes Polish points with a decimal comma, as the ranking's comparisons do (it wrote 24.5 beside 74,5)", () => {
    const text = `${head("pl")}
application { id: text unique  q: integer in 0..10  asked: money(EUR) }
criterion c "Jakość" per art1: weight 3.5 × q
ranking per art1 { by total highest first tiebreak every tie { by id lowest first } }
allocation per art1 { budget call.budget amount asked at boundary stop }
`;
    const { result } = evaluate(load(analyze(text)), { call: { budget: "100.00" }, applications: [{ id: "A", q: 7, asked: "10.00" }, { id: "B", q: 3, asked: "10.00" }] });
    const lines = explainText(result, "A", "pl", { c: "Jakość" })!.split("\n");
    expect(lines).toContain("Punkty: Jakość 24,5, Razem 24,5.");
    expect(lines.some((l) => l.includes("24,5 wobec 10,5"))).toBe(true);
  });
});
