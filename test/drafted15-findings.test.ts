// What the fifteenth round's drafter found writing schemes/drafted_mobility (an Erasmus+-style
// mobility grant call) from the docs alone (docs/performance.md, "A mobility grant call drafted
// from the docs alone (drafter15)"), each on the smallest scheme that shows it.
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const errorsOf = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => ({ code: d.code, message: d.message }));

// "Each faculty has the number of places stated in Annex I" (drafted_mobility art. 6(2)), in a call
// whose budget is euros: written as a quota, `at most call.law_places` with 2 places was read as
// 2.00 EUR and refused every student of the faculty ("the quota 'Faculty of Law' has 2.00 EUR left,
// less than the 3023.00 EUR computed"); the checker said nothing.
const quotaIn = (limit: string, cap = "") => `
scheme s "S" { version "1" language en }
act a "Act" { identifier "X" }
source art6 = a article 6 "places"
call { budget: money(EUR)  law_places: integer  law_share: money(EUR)  pln_share: money(PLN) }
application { id: text unique  law: boolean  months: integer in 2..12 }
criterion m "Months" per art6: months
ranking per art6 { by total highest first  tiebreak every tie per art6 { by id lowest first } }
allocation per art6 {
  budget call.budget
  amount 490 EUR * months
  at boundary stop
  quota law_q "Faculty of Law" per art6: at most ${limit} when law
  ${cap}
}
`;

describe("a quota or a group's cap in another unit than the budget (drafted_mobility art. 6)", () => {
  it("a number of places as a quota of a budget in euros is AL0301 (was accepted and read as euros)", () => {
    const errs = errorsOf(quotaIn("call.law_places"));
    expect(errs).toEqual([{ code: "AL0301", message: "expected the limit of the quota 'law_q' in the unit of the budget, an amount in EUR, found a plain number (integer)" }]);
  });
  it("a quota in another currency is AL0302", () => {
    expect(errorsOf(quotaIn("call.pln_share")).map((e) => e.code)).toEqual(["AL0302"]);
    expect(errorsOf(quotaIn("2000 PLN")).map((e) => e.code)).toEqual(["AL0302"]);
  });
  it("a quota in the budget's currency is accepted, and caps in euros", () => {
    const text = quotaIn("call.law_share");
    expect(errorsOf(text)).toEqual([]);
    // by hand: A (law, 5 months) 2450.00 EUR fits the quota of 3000.00 (550.00 left); B (law, 4
    // months) 1960.00 does not: refused by the quota; C (not law, 3 months) 1470.00 funded.
    const { result } = evaluate(load(analyze(text)), {
      call: { budget: "10000.00", law_places: 2, law_share: "3000.00", pln_share: "1.00" },
      applications: [
        { id: "A", law: true, months: 5 },
        { id: "B", law: true, months: 4 },
        { id: "C", law: false, months: 3 },
      ],
    });
    expect(result.results.map((r) => [r.id, r.status, r.amount])).toEqual([["A", "funded", "2450.00"], ["B", "not_funded", "0.00"], ["C", "funded", "1470.00"]]);
    expect(result.results[1]!.reasons.map((r) => r.rule)).toEqual(["law_q"]);
  });
  it("a group's amount cap as a plain number, or in another currency, of a budget in euros is AL0521 (was accepted)", () => {
    const base = quotaIn("call.law_share", "group by law per art6 { at most CAP per art6 }");
    expect(errorsOf(base.replace("CAP", "call.law_places"))).toEqual([{ code: "AL0521", message: "expected the cap per group in the unit of the budget, an amount in EUR, found a plain number (integer)" }]);
    expect(errorsOf(base.replace("CAP", "50 PLN")).map((e) => e.code)).toEqual(["AL0521"]);
    expect(errorsOf(base.replace("CAP", "call.law_places grants"))).toEqual([]);
    expect(errorsOf(base.replace("CAP", "call.law_share"))).toEqual([]);
  });
});

// "Submissions are compared to the second" (drafted_mobility art. 5(3)), on the night the clocks
// go forward (Sunday 28 March 2027, Europe/Amsterdam, 02:00 → 03:00): 1049087 recorded at
// 01:59:59 winter time and 1049311 at 03:00:00 summer time, one second apart. The comparison read
// "2027-03-28 01:59:59 against 2027-03-28 03:00:00", which an applicant reads as an hour.
const clocks = `
scheme s "S" { version "1" language en }
act a "Act" { identifier "X" }
source art5 = a article 5 "to the second"
application { id: text unique  submitted_at: datetime("Europe/Amsterdam") }
ranking per art5 { by submitted_at earliest first to the second  tiebreak every tie per art5 { by id lowest first } }
allocation per art5 { budget unlimited  amount 1 }
`;

describe("a comparison of two moments across a change of the clocks (drafted_mobility art. 5(3))", () => {
  const { result } = evaluate(load(analyze(clocks)), {
    call: {},
    applications: [
      { id: "A", submitted_at: "2027-03-28T01:59:58+01:00" },
      { id: "B", submitted_at: "2027-03-28T01:59:59+01:00" },
      { id: "C", submitted_at: "2027-03-28T03:00:00+02:00" },
      { id: "D", submitted_at: "2027-03-28T03:00:01+02:00" },
    ],
  });
  const ranking = (id: string) => result.results.find((r) => r.id === id)!.explanation.filter((s) => s.step === "ranking").map((s) => s.text);
  it("shows each moment with its offset where the clocks moved between them (was without: an hour apart to the eye)", () => {
    expect(ranking("C")).toContain("After B: decided by submitted_at (earliest first, to the second): 2027-03-28 01:59:59+01:00 against 2027-03-28 03:00:00+02:00.");
    expect(ranking("B")).toContain("Ahead of C: decided by submitted_at (earliest first, to the second): 2027-03-28 01:59:59+01:00 against 2027-03-28 03:00:00+02:00.");
  });
  it("shows no offset where both are on one side of the change", () => {
    expect(ranking("A")).toContain("Ahead of B: decided by submitted_at (earliest first, to the second): 2027-03-28 01:59:58 against 2027-03-28 01:59:59.");
    expect(ranking("C")).toContain("Ahead of D: decided by submitted_at (earliest first, to the second): 2027-03-28 03:00:00 against 2027-03-28 03:00:01.");
    expect(ranking("D")).toContain("After C: decided by submitted_at (earliest first, to the second): 2027-03-28 03:00:00 against 2027-03-28 03:00:01.");
  });
});

// "Where two or more applicants have the same total, the one with the higher weighted grade
// average ranks first" (drafted_mobility art. 5(2)): the way to have a ranking name a field in the
// law's words is a let with a title (§7, §13.1) — `let grade "the weighted grade average" =
// grade_average`. Its comparison then also listed the let's one operand, the field itself:
// "… 7.50 against 7.40 (grade_average: 7.50 against 7.40)", and of a moment "(submitted_at:
// 2027-03-28 01:59:59.000 against 2027-03-28 03:00:00.000)", to the millisecond and without the
// offsets the key's own values carry.
const alias = `
scheme s "S" { version "1" language en }
act a "Act" { identifier "X" }
source art5 = a article 5 "ties"
application { id: text unique  grade_average: decimal(2) in 1..10  points: integer in 0..10 }
let grade "the weighted grade average": decimal(2) = grade_average per art5
let doubled "twice the grade average": decimal(2) = grade_average * 2 per art5
criterion p "Points" per art5: points
ranking per art5 { by total highest first  tiebreak every tie per art5 { by KEY highest first  by id lowest first } }
allocation per art5 { budget unlimited  amount 1 }
`;

describe("a let that only names a field, as a ranking key (drafted_mobility art. 5(2))", () => {
  const text = (key: string) => {
    const { result } = evaluate(load(analyze(alias.replace("KEY", key))), {
      call: {},
      applications: [
        { id: "A", grade_average: "7.50", points: 5 },
        { id: "B", grade_average: "7.40", points: 5 },
      ],
    });
    return result.results.find((r) => r.id === "B")!.explanation.find((s) => s.text.startsWith("After A"))!.text;
  };
  it("is named by its title, with no operand repeating the value (was '(grade_average: 7.50 against 7.40)')", () => {
    expect(text("grade")).toBe("After A: decided by the weighted grade average (highest first): 7.50 against 7.40.");
  });
  it("a let that computes still shows what its formula read", () => {
    expect(text("doubled")).toBe("After A: decided by twice the grade average (highest first): 15.00 against 14.80 (grade_average: 7.50 against 7.40).");
  });
});
