// A range with a step (drafted27's finding 2, §6): "half point scores may be given" is `decimal in
// 0..5 step 0.5`. The step is checked where the input is read — a panel's 3.3 is an error of the
// input naming record and field, as a value out of range is — by the compiled acceptor and by the
// generic validator alike; shown in the JSON Schema (`multipleOf`, where the low bound is a value
// of it, and the description); refused where it means nothing (AL0304, at the step).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme, load } from "@allot/dsl";
import Ajv2020 from "ajv/dist/2020.js";
import { evaluate, inputSchema, InvalidInput, validateInput } from "@allot/runtime";

const minimal = readFileSync(join(__dirname, "../packages/dsl/test/corpus/good/minimal.allot"), "utf8");
// the minimal scheme with `score` declared as written, read by the criterion
const withField = (decl: string): string =>
  minimal.replace("  quality: integer in 1..5\n", `  quality: integer in 1..5\n  score: ${decl}\n`).replace("criterion quality_points \"Quality of the project\" per art4: weight 2 × quality", "criterion quality_points \"Quality of the project\" per art4: weight 2 × quality\n\nlet counted \"the score as read\" = score");
const errors = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code}: ${d.message}`);
const input = (scores: unknown[]) => ({ call: { budget: "1000.00", lot: scores.map((_, i) => `A${i + 1}`) }, applications: scores.map((s, i) => ({ id: `A${i + 1}`, received_on_time: true, quality: 4, requested: "100.00", score: s })) });
const issues = (text: string, scores: unknown[], generic = false): string[] => {
  const s = load(analyze(text));
  const scheme = generic ? { ...s, acceptApplication: undefined } : s;
  try {
    evaluate(scheme, input(scores));
    return [];
  } catch (e) {
    if (!(e instanceof InvalidInput)) throw e;
    return e.issues.filter((i) => i.severity === "error").map((i) => `${i.record} ${i.path}: ${i.message}`);
  }
};

describe("a range with a step", () => {
  it("checks clean on every numeric type; the formatter writes it in one form", () => {
    for (const d of ["decimal in 0..5 step 0.5", "integer in 0..100 step 5", "money(EUR) in 0..10000 step 100", "percentage in 0%..100% step 5%", "decimal(2) in 1..3 step 0.25"]) expect(errors(withField(d)), d).toEqual([]);
    expect(formatScheme(withField("decimal in 0 .. 5   step   0.5")).text).toContain("  score: decimal in 0..5 step 0.5\n");
  });
  it("a value off the step is an error of the input naming record and field, by the compiled acceptor and the generic validator", () => {
    for (const generic of [false, true]) {
      const text = withField("decimal in 0..5 step 0.5");
      expect(issues(text, ["3.5", 4, "0", "5"], generic)).toEqual([]);
      expect(issues(text, ["3.3", 4.25], generic)).toEqual([
        "application A1 (#1) score: score: the text \"3.3\" is not a value of the declared step 0.5 (0, 0.5, 1, … up to 5)",
        "application A2 (#2) score: score: the number 4.25 is not a value of the declared step 0.5 (0, 0.5, 1, … up to 5)",
      ]);
      expect(issues(withField("integer in 10..100 step 5"), [15, 100], generic)).toEqual([]);
      expect(issues(withField("integer in 10..100 step 5"), [12], generic)).toEqual(["application A1 (#1) score: score: the number 12 is not a value of the declared step 5 (10, 15, 20, … up to 100)"]);
      expect(issues(withField("money(EUR) in 0..10000 step 100"), ["200.00"], generic)).toEqual([]);
      expect(issues(withField("money(EUR) in 0..10000 step 100"), ["150.00"], generic)).toEqual(["application A1 (#1) score: score: the text \"150.00\" is not a value of the declared step 100 (0, 100, 200, … up to 10000)"]);
      expect(issues(withField("percentage in 0%..100% step 5%"), ["10%"], generic)).toEqual([]);
      expect(issues(withField("percentage in 0%..100% step 5%"), ["7%"], generic)).toEqual(["application A1 (#1) score: score: the text \"7%\" is not a value of the declared step 5% (0%, 5%, 10%, … up to 100%)"]);
    }
  });
  it("the issue says what was expected; a list's records are checked too", () => {
    const s = load(analyze(withField("decimal in 0..5 step 0.5")));
    const caught = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        if (e instanceof InvalidInput) return e.issues.map((i) => [i.path, i.expected]);
        throw e;
      }
      return [];
    };
    expect(validateInput(s, input(["2.25"])).issues.map((i) => [i.path, i.expected])).toEqual([["score", "a decimal number from 0 to 5 in steps of 0.5"]]);
    const listed = withField("list of record { part: money(EUR) in 0..1000 step 50 }").replace('let counted "the score as read" = score', 'let counted "the parts" = sum(p in score: p.part)');
    expect(errors(listed)).toEqual([]);
    const ls = load(analyze(listed));
    expect(caught(() => evaluate(ls, input([[{ part: "100.00" }, { part: "50.00" }]])))).toEqual([]);
    expect(caught(() => evaluate(ls, input([[{ part: "100.00" }, { part: "75.00" }]]))).map((x) => x[0])).toEqual(["score[1].part"]);
  });
  it("is in the JSON Schema", () => {
    const schema = (decl: string) => JSON.stringify(inputSchema(load(analyze(withField(decl)))));
    // a fractional step is said in words only: a validator's float division would refuse 0.3 (below)
    expect(schema("decimal in 0..5 step 0.5")).not.toContain("multipleOf");
    expect(schema("decimal in 0..5 step 0.5")).toContain("a decimal from 0 to 5 in steps of 0.5");
    expect(schema("integer in 10..100 step 5")).toContain('"multipleOf":5');
    // JSON Schema's multiples count from zero: a low bound off them is said in words only
    expect(schema("decimal in 0.25..5.25 step 0.5")).not.toContain("multipleOf");
    expect(schema("decimal in 0.25..5.25 step 0.5")).toContain("from 0.25 to 5.25 in steps of 0.5");
  });
  it("gives a JSON validator no multipleOf it divides wrongly: ajv accepts 0.1–0.9 on step 0.1 as Allot does (mend28)", () => {
    const schema = inputSchema(load(analyze(withField("decimal in 0..1 step 0.1")))) as Record<string, unknown>;
    const validate = new Ajv2020({ strict: false }).compile(schema);
    const tenths = ["0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9"];
    const ajvRefuses = tenths.filter((t) => !validate(input([Number(t)])));
    const allotRefuses = tenths.filter((t) => issues(withField("decimal in 0..1 step 0.1"), [Number(t)]).length > 0);
    expect({ ajvRefuses, allotRefuses }).toEqual({ ajvRefuses: [], allotRefuses: [] });
    // a value off the step is still refused by Allot, and a whole-number step is still checked by ajv
    expect(issues(withField("decimal in 0..1 step 0.1"), [0.35])).not.toEqual([]);
    const whole = new Ajv2020({ strict: false }).compile(inputSchema(load(analyze(withField("integer in 10..100 step 5")))) as Record<string, unknown>);
    expect([whole(input([15])), whole(input([17]))]).toEqual([true, false]);
  });
  it("is refused where it means nothing: AL0304 at the step", () => {
    const at = (decl: string) => {
      const text = withField(decl);
      return analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} '${text.slice(d.span.start, d.span.end)}': ${d.message}`);
    };
    expect(at("decimal in 0..5 step 0")).toEqual(["AL0304 'step 0': expected a step above zero, found 'step 0'"]);
    expect(at("decimal in 0..5 step -0.5")).toEqual(["AL0304 'step -0.5': expected a step above zero, found 'step -0.5'"]);
    expect(at("decimal in 0..5 step 0.3")).toEqual(["AL0304 'step 0.3': expected a step that divides the range 0..5, found 'step 0.3': the high bound is not a whole number of steps above the low one"]);
    expect(at("integer in 0..10 step 0.5")).toEqual(["AL0304 'step 0.5': expected a whole-number step for an integer, found 'step 0.5'"]);
    expect(at("percentage in 0%..100% step 5")).toEqual(["AL0304 'step 5': expected the step of a percentage written with '%', found 'step 5'"]);
    expect(at("decimal in 0..5 step 50%")).toEqual(["AL0304 'step 50%': expected the step of a decimal as a plain number, found 'step 50%'"]);
    // a moment has no range, so no step: the range is refused
    expect(at("date in 0..5 step 1").map((x) => x.split(":")[0])).toEqual(["AL0304 '0..5 step 1'"]);
    // a let's or a function's type: the step is checked where the input is read
    const letted = withField("decimal in 0..5 step 0.5").replace('let counted "the score as read" = score', 'let counted "the score as read": decimal in 0..5 step 0.5 = score');
    expect(analyze(letted).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code}: ${d.message}`)).toEqual(["AL0304: expected a step only on the range of a call parameter or an application field, found one on the let 'counted'"]);
  });
  it("a field named `step` is still a field", () => {
    expect(errors(withField("decimal in 0..5\n  step: integer"))).toEqual([]);
  });
});
