// Fixed-scale decimals (issue 17): a value declared decimal(2) prints 5.50, not 5.5 — in the
// published columns, in reasons — and an input with more places than declared is refused.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme, load } from "@allot/dsl";
import { evaluate, InvalidInput } from "@allot/runtime";

const minimal = readFileSync(join(__dirname, "../packages/dsl/test/corpus/good/minimal.allot"), "utf8");

const scheme = minimal
  .replace("  requested: money(EUR)\n", "  requested: money(EUR)\n  price: decimal(2)\n  ratio: decimal\n")
  .replace("criterion quality_points", "let unit_price: decimal(2) = price * 2\n\ncriterion quality_points")
  .replace('    otherwise "received after the closing date"', '    otherwise "received after the closing date at {price} per unit"')
  .replace("  at boundary stop\n}", "  at boundary stop\n}\n\npublish per art6 {\n  columns { id, price, unit_price, ratio }\n}");

function run(apps: Array<{ id: string; on: boolean; price: string }>) {
  return evaluate(load(analyze(scheme)), {
    call: { budget: "10000.00", lot: apps.map((a) => a.id) },
    applications: apps.map((a) => ({ id: a.id, received_on_time: a.on, quality: 4, requested: "100.00", price: a.price, ratio: "1.5" })),
  }).result;
}

describe("decimal(2)", () => {
  it("checks clean; decimal(x) and decimal(19) do not", () => {
    expect(analyze(scheme).diagnostics).toEqual([]);
    expect(analyze(scheme.replace("price: decimal(2)", "price: decimal(19)")).diagnostics.map((d) => [d.code, d.message])).toEqual([["AL0301", "expected the number of decimal places (0 to 18) of the decimal, found '19'"]]);
    expect(analyze(scheme.replace("price: decimal(2)", "price: decimal(EUR)")).diagnostics.map((d) => d.code)).toEqual(["AL0301"]);
  });

  it("prints with its places in the published columns: 5.5 → 5.50; 5.5 × 2 = 11 → 11.00; an undeclared decimal as it is", () => {
    const r = run([
      { id: "A", on: true, price: "5.5" },
      { id: "B", on: true, price: "2.25" },
    ]);
    expect(r.publication!.rows).toEqual([
      { id: "A", price: "5.50", unit_price: "11.00", ratio: "1.5" },
      { id: "B", price: "2.25", unit_price: "4.50", ratio: "1.5" },
    ]);
  });

  it("prints with its places in a reason: 3 → 3.00", () => {
    const r = run([{ id: "A", on: false, price: "3" }]);
    expect(r.results[0]!.reasons.map((x) => x.message)).toEqual(["received after the closing date at 3.00 per unit"]);
  });

  it("refuses an input with more places than declared", () => {
    expect(() => run([{ id: "A", on: true, price: "2.255" }])).toThrow(InvalidInput);
    try {
      run([{ id: "A", on: true, price: "2.255" }]);
    } catch (e) {
      expect((e as InvalidInput).issues.map((i) => i.message)).toEqual(['price: the text "2.255" has more decimal places than the 2 the scheme declares (decimal(2))']);
    }
  });

  it("is printed back by the formatter", () => {
    const r = formatScheme(scheme);
    expect(r.ok).toBe(true);
    expect((r as { text: string }).text).toContain("  price: decimal(2)\n");
    expect((r as { text: string }).text).toContain("let unit_price: decimal(2) = price × 2\n");
  });
});
