// adversary23: inputs at their edges. A date-time's `T` and `Z` in lower case, which RFC 3339
// (§5.6, its note) allows: "2026-10-26T16:59:59z" was refused as "not a real date and time".
// Decided: read, as the instant the upper-case form names (in data: JSON, CSV, --set; a scheme's
// own literals keep one spelling, as the formatter writes them).
import { describe, expect, it } from "vitest";
import { momentProblem, parseMoment, validateInput } from "@allot/runtime";
import { analyze, load } from "@allot/dsl";
import { preamble } from "./support/scheme.js";

describe("a date-time in lower case (adversary23)", () => {
  const zone = "Europe/Dublin";
  it("reads `z` and `t` as `Z` and `T`", () => {
    const upper = ["2026-10-26T16:59:59Z", "2026-10-26T16:59:59.250Z", "2026-10-26T16:59Z", "2026-10-26T16:59:59+01:00", "2026-10-26T16:59:59"];
    const lower = ["2026-10-26T16:59:59z", "2026-10-26t16:59:59.250z", "2026-10-26t16:59z", "2026-10-26t16:59:59+01:00", "2026-10-26t16:59:59"];
    const read = (xs: string[]) => xs.map((s) => [parseMoment(s, zone), momentProblem(s, zone) ?? "read"]);
    expect(read(lower)).toEqual(read(upper));
    expect(parseMoment("2026-10-26T16:59:59z", zone)).toBe(Date.UTC(2026, 9, 26, 16, 59, 59));
  });
  it("still refuses what is not a date-time", () => {
    for (const s of ["2026-10-26x16:59:59", "2026-10-26T16:59:59zz", "2026-10-26T16:59:59y", "2026-10-26T16:59:59 z"]) expect(parseMoment(s, zone)).toBeUndefined();
  });
});

// adversary22's finding: a field named `__proto__` is read by Allot, but a service's object
// literal { __proto__: 7 } sets the prototype. AL0208 warns at each such field, nested ones too.
describe("a field named __proto__ (adversary23)", () => {
  const scheme = (call: string, app: string) =>
    `${preamble("Proto")}call {\n  budget: money(EUR)\n${call}}\napplication {\n  id: text unique\n  asked: money(EUR)\n${app}}\nranking per art1 {\n  by id lowest first\n}\nallocation per art1 {\n  budget call.budget\n  amount asked\n  at boundary skip per art1\n}\n`;
  const warned = (text: string) => analyze(text).diagnostics.filter((d) => d.code === "AL0208").map((d) => [text.slice(d.span.start, d.span.end), d.message]);
  it("warns at an application field, a call parameter and a record's field so named", () => {
    expect(warned(scheme("  __proto__: integer optional\n", "  __proto__: integer optional\n  r: record {\n    __proto__: integer\n  } optional\n"))).toEqual([
      ["__proto__", "a call parameter named '__proto__': a JavaScript object literal { __proto__: … } sets an object's prototype, not this field"],
      ["__proto__", "an application field named '__proto__': a JavaScript object literal { __proto__: … } sets an object's prototype, not this field"],
      ["__proto__", "a field of application.r named '__proto__': a JavaScript object literal { __proto__: … } sets an object's prototype, not this field"],
    ]);
  });
  it("not at constructor, prototype or proto, which an object literal makes fields", () => {
    expect(warned(scheme("", "  constructor: integer optional\n  prototype: integer optional\n  proto: integer optional\n"))).toEqual([]);
  });
});

// Percentages at their edges: a percentage's range was told as the fraction ("above the declared
// maximum 1" for `in 0%..100%`).
describe("percentages and decimals at their edges (adversary23)", () => {
  const scheme = load(
    analyze(
      `${preamble("Edges")}call {\n  budget: money(EUR)\n}\napplication {\n  id: text unique\n  asked: money(EUR)\n  share: percentage in 0%..100%\n  d: decimal\n}\neligibility per art1 {\n  rule r "R": share >= 0% and d >= 0\n}\nranking per art1 {\n  by id lowest first\n}\nallocation per art1 {\n  budget call.budget\n  amount asked\n  at boundary skip per art1\n}\n`,
    ),
  );
  const issues = (share: string, d = "1") => {
    const v = validateInput(scheme, { call: { budget: "1.00" }, applications: [{ id: "A", asked: "1.00", share, d }] });
    return v.issues.filter((i) => i.severity === "error").map((i) => `${i.record}: ${i.message}`);
  };
  it("a percentage out of its range is told in percent", () => {
    expect(issues("100.5%")).toEqual(["application A (#1): share: the text \"100.5%\" is above the declared maximum 100%"]);
    expect(issues("-0.25%")).toEqual(["application A (#1): share: the text \"-0.25%\" is below the declared minimum 0%"]);
    expect(issues("100%")).toEqual([]);
  });
  it("more significant digits than Allot computes with: refused, not rounded", () => {
    const long = "100.00000000000000000000000000000001";
    expect(issues(`${long}%`)).toEqual([`application A (#1): share: the text "${long}%" has 35 significant digits, more than the 34 Allot computes with`]);
    expect(issues("1%", "1.0000000000000000000000000000000001")).toEqual(['application A (#1): d: the text "1.0000000000000000000000000000000001" has 35 significant digits, more than the 34 Allot computes with']);
    expect(issues("99.99999999999999999999999999999999%", "1.000000000000000000000000000000001")).toEqual([]);
  });
});
