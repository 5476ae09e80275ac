// Functions declared with `define` (issue 17): named, typed, cited, pure, non-recursive, checked
// at their definition and at every call, usable wherever an expression is (threshold, amount,
// ordering key, budget), shown by hover and completion, printed by the formatter.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, completion, formatScheme, hover, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const minimal = readFileSync(join(__dirname, "../packages/dsl/test/corpus/good/minimal.allot"), "utf8");

const defs = `define half_marks(x: decimal, out_of: integer): boolean = x * 2 >= out_of per art5
define capped(asked: money(EUR), cap: money(EUR)): money(EUR) = if asked > cap then cap else asked per art6

`;
const scheme = minimal
  .replace("criterion quality_points", defs + "criterion quality_points")
  .replace("total >= 4\n", "half_marks(total, 8)\n")
  .replace("  amount requested", "  amount capped(requested, 700 EUR)");

function codes(text: string): string[] {
  return analyze(text).diagnostics.map((d) => d.code);
}

describe("a scheme with functions", () => {
  it("checks clean", () => {
    expect(analyze(scheme).diagnostics).toEqual([]);
  });

  it("runs: the threshold and the amount call the functions", () => {
    // points = 2 × quality: A 10, C 8, B 4, D 2
    // half_marks(total, 8): 10×2 ≥ 8, 8×2 ≥ 8, 4×2 ≥ 8 hold; 2×2 = 4 < 8 → D below the threshold
    // capped(requested, 700): A 1 000.00 → 700.00; C 500.00 → 500.00; B 600.00 → 600.00
    // budget 1 500.00: A 700.00 (800.00 left), C 500.00 (300.00 left), B 600.00 > 300.00 → stop
    const { result } = evaluate(load(analyze(scheme)), {
      call: { budget: "1500.00", lot: ["A", "B", "C", "D"] },
      applications: [
        { id: "A", received_on_time: true, quality: 5, requested: "1000.00" },
        { id: "B", received_on_time: true, quality: 2, requested: "600.00" },
        { id: "C", received_on_time: true, quality: 4, requested: "500.00" },
        { id: "D", received_on_time: true, quality: 1, requested: "100.00" },
      ],
    });
    const got = Object.fromEntries(result.results.map((r) => [r.id, [r.status, r.amount]]));
    expect(got).toEqual({ A: ["funded", "700.00"], C: ["funded", "500.00"], B: ["not_funded", "0.00"], D: ["below_threshold", "0.00"] });
  });

  it("can stand in an ordering key and in a budget", () => {
    const text = minimal
      .replace("criterion quality_points", "define doubled(x: money(EUR)): money(EUR) = x * 2 per art6\n\ncriterion quality_points")
      .replace("  budget call.budget", "  budget doubled(call.budget)")
      .replace("    lottery draw call.lot\n", "    by doubled(requested) lowest first per art6\n    lottery draw call.lot\n");
    expect(analyze(text).diagnostics).toEqual([]);
    // budget doubled(600.00) = 1 200.00; A and B tie on 8 points, the key puts B (asks 500.00) first:
    // B 500.00 (700.00 left), A 800.00 > 700.00 → stop
    const { result } = evaluate(load(analyze(text)), {
      call: { budget: "600.00", lot: ["A", "B"] },
      applications: [
        { id: "A", received_on_time: true, quality: 4, requested: "800.00" },
        { id: "B", received_on_time: true, quality: 4, requested: "500.00" },
      ],
    });
    expect(result.results.map((r) => [r.id, r.status])).toEqual([["B", "funded"], ["A", "not_funded"]]);
  });
});

describe("checked at the definition", () => {
  const withDefs = (d: string) => minimal.replace("criterion quality_points", d + "\n\ncriterion quality_points");

  it("AL0603: a function that calls itself, directly or through another, naming the cycle", () => {
    const d = analyze(withDefs("define f(x: integer): integer = g(x) + 1\ndefine g(x: integer): integer = if x > 0 then f(x - 1) else 0\ndefine h(x: integer): integer = h(x)")).diagnostics;
    expect(d.map((x) => [x.code, x.message])).toEqual([
      ["AL0603", "expected functions computed without calling themselves, found a cycle: f → g → f"],
      ["AL0603", "expected a function computed without calling itself, found 'h' calling 'h'"],
    ]);
  });

  it("pure: its body reads only its parameters (AL0207 for a field, the call, a let)", () => {
    expect(codes(withDefs("define f(x: integer): integer = x + quality"))).toEqual(["AL0207"]);
    expect(codes(withDefs("define f(x: money(EUR)): boolean = x <= call.budget"))).toEqual(["AL0207"]);
    expect(analyze(withDefs("define f(x: integer): integer = x + quality")).diagnostics[0]!.message).toBe("the function 'f' cannot read 'quality': a function reads only its parameters");
  });

  it("its body against its declared result type", () => {
    const d = analyze(withDefs("define f(x: integer): boolean = x + 1")).diagnostics;
    expect(d.map((x) => [x.code, x.message])).toEqual([["AL0301", "expected a value of the declared result type boolean for 'f', found integer"]]);
  });

  it("a name of its own: not a built-in's, not another function's", () => {
    expect(codes(withDefs("define round(x: decimal): decimal = x"))).toEqual(["AL0202"]);
    expect(codes(withDefs("define f(x: decimal): decimal = x\ndefine f(y: decimal): decimal = y"))).toEqual(["AL0202"]);
  });
});

describe("checked at every call", () => {
  const call = (expr: string) => minimal.replace("criterion quality_points", "define half_marks(x: decimal, out_of: integer): boolean = x * 2 >= out_of per art5\n\ncriterion quality_points").replace("total >= 4\n", `${expr}\n`);
  it("the number of arguments (AL0303) and their types (AL0301)", () => {
    expect(analyze(call("half_marks(total)")).diagnostics.map((d) => [d.code, d.message])).toEqual([["AL0303", "half_marks takes 2 arguments, found 1"]]);
    expect(analyze(call("half_marks(total, 2.5)")).diagnostics.map((d) => [d.code, d.message])).toEqual([["AL0301", "expected integer for the parameter 'out_of' of 'half_marks', found the number 2.5"]]);
  });
});

describe("in the editor and the formatter", () => {
  it("hover at a call shows the signature and body; completion offers the function", () => {
    const a = analyze(scheme);
    const at = scheme.indexOf("half_marks(total") + 3;
    const h = hover(a, at)?.markdown ?? "";
    expect(h).toContain("**Function** `half_marks(x: decimal, out_of: integer): boolean` = `x * 2 >= out_of`");
    expect(h).toContain("An application with fewer than 4 points is rejected.");
    const items = completion(a, at).items;
    expect(items.find((i) => i.label === "capped")?.detail).toBe("capped(asked: money(EUR), cap: money(EUR)): money(EUR)");
  });

  it("the formatter prints a function and keeps its meaning", () => {
    const messy = scheme.replace("define half_marks(x: decimal, out_of: integer): boolean = x * 2 >= out_of per art5", "define   half_marks( x :decimal,out_of: integer ) :boolean=x*2>=out_of   per art5");
    const r = formatScheme(messy);
    expect(r.ok).toBe(true);
    expect((r as { text: string }).text).toContain("define half_marks(x: decimal, out_of: integer): boolean = x × 2 >= out_of per art5\n");
  });
});
