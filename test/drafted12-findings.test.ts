// What the twelfth round's drafter found writing schemes/drafted_subsidie from the docs alone
// (docs/performance.md, "A Dutch call with lots drafted from the docs alone (drafter12)"), each
// worked by hand on the smallest scheme that shows it.
import { describe, expect, it } from "vitest";
import { evaluate, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const head = `
scheme s "S" { version "1" language en }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
source art2 = a article 2 "text"
source art3 = a article 3 "text"
`;
const schemeOf = (text: string): CompiledScheme => load(analyze(text));

// Lots and a reserve: the lot's walk reads the call's reading of the boundary rule; the reserve
// has a rule of its own (art3: the next application gets what is left).
const lots = `${head}
call { lot: money(EUR)  reserve: money(EUR)  rule: enum { stop, skip } "the reading of 'until the ceiling is reached'" }
application { id: text unique  inLot: boolean  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art2 {
  budget call.lot + call.reserve
  amount asked
  at boundary call.rule per art2
  stage lot "The lot" per art2 when inLot { budget call.lot  unfunded go on }
  stage reserve_all "The reserve" per art3 { budget left  at boundary partial per art3 }
}
`;
// Hand-worked: lot 100, reserve 50, rule skip. The lot walks A 9 (60, funded: 40 left), B 8 (50,
// passed over), C 7 (30, funded: 10 left): 90. The reserve has 150 − 90 = 60: B 50 (funded, 10
// left), D 6 (30): gets the 10 left, partially funded — by the reserve's own rule, not by 'skip'.
const lotsInput = {
  call: { lot: "100.00", reserve: "50.00", rule: "skip" },
  applications: [
    { id: "A", inLot: true, points: 9, asked: "60.00" },
    { id: "B", inLot: true, points: 8, asked: "50.00" },
    { id: "C", inLot: true, points: 7, asked: "30.00" },
    { id: "D", inLot: false, points: 6, asked: "30.00" },
  ],
};

describe("the call's reading of the boundary rule is told only where it decided", () => {
  // Before: every grant and refusal of the allocation ended "Boundary rule as the call reads it
  // (call.rule): 'skip' — …", also D's partial grant and B's grant in the reserve, which the
  // reserve's own `at boundary partial per art3` decided.
  const { result } = evaluate(schemeOf(lots), lotsInput);
  const row = (id: string) => result.results.find((r) => r.id === id)!;
  const told = (id: string) => row(id).explanation.filter((s) => s.step === "allocation").some((s) => /call\.rule/.test(s.text));
  it("hand-worked outcomes", () => {
    expect(["A", "B", "C", "D"].map((id) => [row(id).status, row(id).amount, row(id).stage])).toEqual([
      ["funded", "60.00", "lot"],
      ["funded", "50.00", "reserve_all"],
      ["funded", "30.00", "lot"],
      ["partially_funded", "10.00", "reserve_all"],
    ]);
  });
  it("a grant in the lot, which walks by the call's reading, tells it", () => {
    expect(told("A")).toBe(true);
    expect(told("C")).toBe(true);
  });
  it("a grant and a partial grant in the reserve, decided by its own rule, do not", () => {
    expect(told("B")).toBe(false);
    expect(told("D")).toBe(false);
  });
});

describe("two amounts multiplied: a type error that says so, not a currency mismatch", () => {
  // `grant × 30000 EUR / total` was AL0302 "'*' expects two amounts in one currency, found
  // money(EUR) and money(EUR)" — both are in one currency; §8.2 says money × money is AL0301.
  const scheme = (amount: string) => `${head}
call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  total: money(EUR) }
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art2 { budget call.budget  amount ${amount}  at boundary stop }
`;
  const errors = (amount: string) => analyze(scheme(amount)).diagnostics.filter((d) => d.severity === "error");
  it("AL0301 with the rewrite", () => {
    const [d] = errors("round(asked × 30000 EUR / application.total, 0, down)");
    expect(d!.code).toBe("AL0301");
    expect(d!.message).toBe("'*' multiplies an amount by a number, found two amounts (money(EUR) and money(EUR))");
    expect(d!.hint).toContain("a × (b / c), not a × b / c");
  });
  it("the rewrite checks", () => {
    expect(errors("round(asked × (30000 EUR / application.total), 0, down)")).toEqual([]);
  });
  it("two currencies stay AL0302", () => {
    const text = scheme("asked").replace("total: money(EUR)", "total: money(PLN)").replace("amount asked", "amount round(asked × application.total, 2, down)");
    expect(analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => d.code)).toContain("AL0302");
  });
});

describe("an aggregate only the amount reads is not told where the explanation ends before it", () => {
  // Art. 6 of drafted_subsidie: each application's grant is reduced by its applicant's total. The
  // late C07 (refused by a rule) and the A06 below the threshold were told that total before their
  // rules — "… over the eligible applications with applicant '40000016': 0.00 EUR, from no
  // application; left out as not eligible: B06" — though no step of theirs reads it.
  const scheme = `${head}
call { budget: money(EUR) }
application { id: text unique  who: text  ok: boolean  points: integer in 0..10  asked: money(EUR) }
let joint = sum(m in peers(who, eligible): m.asked) per art1
eligibility per art1 { rule ok "On time": ok }
criterion p per art1: application.points
threshold enough per art1: total >= 5
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art2 { budget call.budget  amount if joint > 100 EUR then round(asked × (100 EUR / joint), 2, down) else asked  at boundary stop }
`;
  // Hand-worked: W1 and W2 (who W, 80 + 45 = 125 > 100) get 64.00 and 36.00; W3 (who W, not on
  // time) is left out of the total; V1 (4 points) is below the threshold.
  const { result } = evaluate(schemeOf(scheme), {
    call: { budget: "1000.00" },
    applications: [
      { id: "W1", who: "W", ok: true, points: 9, asked: "80.00" },
      { id: "W2", who: "W", ok: true, points: 8, asked: "45.00" },
      { id: "W3", who: "W", ok: false, points: 9, asked: "50.00" },
      { id: "V1", who: "V", ok: true, points: 4, asked: "30.00" },
    ],
  });
  const row = (id: string) => result.results.find((r) => r.id === id)!;
  const tellsTotal = (id: string) => row(id).explanation.some((s) => s.text.includes("sum(m in peers(who, eligible): m.asked) over"));
  it("hand-worked amounts", () => {
    expect(["W1", "W2", "W3", "V1"].map((id) => [row(id).status, row(id).amount])).toEqual([
      ["funded", "64.00"],
      ["funded", "36.00"],
      ["ineligible", "0.00"],
      ["below_threshold", "0.00"],
    ]);
  });
  it("told to the ranked applications, with its members", () => {
    expect(tellsTotal("W1")).toBe(true);
    expect(row("W1").explanation.find((s) => s.text.includes("peers(who, eligible)"))!.text).toContain("left out as not eligible: W3");
  });
  it("not told to the one refused by a rule, nor the one below the threshold", () => {
    expect(tellsTotal("W3")).toBe(false);
    expect(tellsTotal("V1")).toBe(false);
  });
});

describe("the words of the language docs/language.md §2 lists are the lexer's", () => {
  // `let together = …` was "expected a name, found 'together'": `together`, `group` and `define`
  // were keywords §2's list did not name. §2 lists the keywords in two blocks (dsl12): those that
  // are also names, and the reserved ones; together they are the lexer's, each in one block.
  it("every keyword of the lexer is listed once, and nothing else", async () => {
    const { readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const doc = readFileSync(join(__dirname, "..", "docs", "language.md"), "utf8");
    const section = doc.slice(doc.indexOf("**Words of the language.**"));
    const blocks = section.split("```text\n");
    const words = (b: string): string[] => b.split("```")[0]!.split(/\s+/).filter(Boolean);
    const names = words(blocks[1]!), reserved = words(blocks[2]!);
    expect(names.filter((w) => reserved.includes(w))).toEqual([]);
    const tokens = readFileSync(join(__dirname, "..", "packages", "dsl", "src", "syntax", "tokens.ts"), "utf8");
    const keywords = [...tokens.matchAll(/^ {2}\w+: keyword\("(\w+)"\)/gm)].map((m) => m[1]!).sort();
    expect(keywords.length).toBeGreaterThan(70);
    expect([...names, ...reserved].sort()).toEqual(keywords);
  });
});

describe("an amount that is a let cites the let's provision, not the allocation's it inherits", () => {
  // drafted_subsidie: `let subsidie … per art6` and `allocation per art10_1 { amount subsidie … }`:
  // the step "The amount: subsidie … = 13.043,00 EUR, because totaal_aanvrager > 30000 EUR" cited
  // art. 10(1), the allocation's walk, though art. 6 computes it.
  const scheme = (amountPer: string) => `${head}
call { budget: money(EUR) }
application { id: text unique  asked: money(EUR) }
let grant = round(asked × 50%, 2, down) per art1
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art2 { budget call.budget  amount grant${amountPer}  at boundary stop }
`;
  const amountStep = (text: string) => {
    const { result } = evaluate(schemeOf(text), { call: { budget: "100.00" }, applications: [{ id: "A", asked: "30.00" }] });
    const a = result.results[0]!;
    expect(a.amount).toBe("15.00");
    return a.explanation.find((s) => s.step === "allocation" && s.text.startsWith("The amount"))!;
  };
  it("the let's own per (art1), where the amount has none", () => {
    expect(amountStep(scheme("")).source).toBe("art1");
  });
  it("the amount's own per (art3) first", () => {
    expect(amountStep(scheme(" per art3")).source).toBe("art3");
  });
});
