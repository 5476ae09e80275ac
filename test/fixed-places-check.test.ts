// A let declared decimal(n) whose formula can give more than n places must say how it is rounded
// (AL0654, language reference §6.1): the published value and the value the decision reads are
// then the same number. Places are counted from the declared types, worked by hand below.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const minimal = readFileSync(join(__dirname, "../packages/dsl/test/corpus/good/minimal.allot"), "utf8");

/** The minimal scheme with a price of two places and `let net: decimal(2) = <formula>`, published. */
function scheme(formula: string): string {
  return minimal
    .replace("  requested: money(EUR)\n", "  requested: money(EUR)\n  price: decimal(2)\n  share: decimal\n  units: integer in 0..100\n")
    .replace("criterion quality_points", `let net: decimal(2) = ${formula}\n\ncriterion quality_points`)
    .replace("  at boundary stop\n}", "  at boundary stop\n}\n\npublish per art6 {\n  columns { id, price, net, share, units }\n}");
}

const codes = (formula: string): string[] => analyze(scheme(formula)).diagnostics.map((d) => d.code);

describe("a decimal(n) let with more places than n (AL0654)", () => {
  it("accepts formulas whose places the types bound to n", () => {
    expect(codes("price * 2")).toEqual([]); // 2 + 0 places
    expect(codes("price + 0.5")).toEqual([]); // max(2, 1)
    expect(codes("price * units")).toEqual([]); // 2 + 0
    expect(codes("round(price * 0.975, 2, half_up)")).toEqual([]); // round to 2
    expect(codes("if units > 3 then price else 1.25")).toEqual([]); // max(2, 2)
    expect(codes("max(price, 0.5)")).toEqual([]); // max(2, 1)
  });

  it("refuses formulas that can give more places, naming the places", () => {
    const d = analyze(scheme("price * 0.975")).diagnostics;
    // price has 2 places, 0.975 has 3: a product has up to 2 + 3 = 5
    expect(d.map((x) => [x.code, x.message])).toEqual([["AL0654", "expected a value with at most the 2 places 'net' is declared with (decimal(2)), found a value with up to 5 places"]]);
    expect(codes("price * 1.5")).toEqual(["AL0654"]); // 2 + 1 = 3
    expect(codes("price - 0.125")).toEqual(["AL0654"]); // max(2, 3) = 3
    expect(codes("round(price * 0.975, 3, half_up)")).toEqual(["AL0654"]); // rounded to 3 > 2
  });

  it("refuses formulas whose places are not bounded: a division, a decimal declared without places", () => {
    expect(analyze(scheme("price / 3")).diagnostics.map((x) => x.message)).toEqual([
      "expected a value with at most the 2 places 'net' is declared with (decimal(2)), found a value whose places are not bounded (a division, a mean, a percentage or a decimal declared without places)",
    ]);
    expect(codes("share")).toEqual(["AL0654"]);
    expect(codes("round(share, 2, down)")).toEqual([]);
  });

  it("reads the places through another let: its declared places, else its formula", () => {
    const twoLets = (a: string, b: string): string[] => analyze(scheme("half").replace("let net", `let half${a} = ${b}\n\nlet net`)).diagnostics.map((d) => d.code);
    expect(twoLets(": decimal(2)", "round(price / 2, 2, half_up)")).toEqual([]); // half has 2 declared places
    expect(twoLets("", "price * 0.5")).toEqual(["AL0654"]); // half: 2 + 1 = 3 places
    expect(twoLets("", "price * 2")).toEqual([]); // half: 2 places
  });

  it("with round(…, 2, half_up) the published value is the one the law rounds: 5.30 × 0.25 = 1.325 → 1.33 (half-even would print 1.32)", () => {
    const text = scheme("round(price * 0.25, 2, half_up)");
    const apps = [
      { id: "A", received_on_time: true, quality: 4, requested: "100.00", price: "5.30", share: "1", units: 1 }, // 1.325 → 1.33
      { id: "B", received_on_time: true, quality: 4, requested: "100.00", price: "5.10", share: "1", units: 1 }, // 1.275 → 1.28
      { id: "C", received_on_time: true, quality: 4, requested: "100.00", price: "4", share: "1", units: 1 }, // 1.00 exactly
    ];
    const r = evaluate(load(analyze(text)), { call: { budget: "10000.00", lot: ["A", "B", "C"] }, applications: apps }).result;
    expect(r.publication!.rows).toEqual([
      { id: "A", price: "5.30", net: "1.33", share: "1", units: "1" },
      { id: "B", price: "5.10", net: "1.28", share: "1", units: "1" },
      { id: "C", price: "4.00", net: "1.00", share: "1", units: "1" },
    ]);
  });

  it("an amount's step tells a decimal(n) let's value with its n places, as its reads and the rules do: 4 + 1 = 5.00, not 5 (drafter18)", () => {
    // the let's formula, a sum of two decimal(2) fields, has a type without places; the step showed
    // the let's value as that type ("= 5"), where every other line shows it as declared ("5.00")
    const text = scheme("price + share_two").replace("  share: decimal\n", "  share: decimal\n  share_two: decimal(2)\n").replace("amount requested", "amount round(requested × net, 2, down)");
    const apps = [{ id: "A", received_on_time: true, quality: 4, requested: "100.00", price: "4", share: "1", share_two: "1", units: 1 }];
    const r = evaluate(load(analyze(text)), { call: { budget: "10000.00", lot: ["A"] }, applications: apps }).result;
    const steps = r.results[0]!.explanation.filter((s) => s.step === "assessment" || s.step === "allocation").map((s) => s.text);
    expect(steps[0]).toBe("Computed: net = price + share_two = 5.00 (price: 4.00; share_two: 1.00).");
    expect(steps[1]).toBe("The amount: requested × net, rounded to the cent, toward zero = 500.00 EUR (requested: 100.00 EUR; net: 5.00).");
  });
});
