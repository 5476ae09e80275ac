// Values that passed validation and then misbehaved: "-0.00" refused later as negative, a
// negative budget accepted, `unique` on a record or list comparing "[object Object]". Each
// through the engine and the bulk path (explain off), with the compiled and the generic
// validation fast paths.
import { describe, expect, it } from "vitest";
import { evaluate, InvalidInput, validateInput, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const head = `scheme values "Values" { version "1" }
act reg "Regulation" { identifier "R/1" }
source art1 = reg article 1 "Rules of the call."
`;

function compile(body: string): CompiledScheme {
  const a = analyze(head + body);
  expect(a.diagnostics.filter((d) => d.severity === "error"), a.diagnostics.map((d) => d.message).join("\n")).toEqual([]);
  return load(a);
}

/** A budget, an id and an amount asked: nothing more. */
const simple = (): CompiledScheme => compile(`call { budget: money(EUR) }
application { id: text unique  asked: money(EUR) }
ranking per art1 { by asked lowest first tiebreak every tie { unresolved } }
allocation per art1 { budget call.budget amount asked at boundary stop }
`);

/** The scheme as compiled, and without its compiled acceptor (the generic fast path). */
const both = (s: CompiledScheme): CompiledScheme[] => [s, { ...s, acceptApplication: undefined }];

function issuesOf(f: () => unknown): string[] {
  try {
    f();
  } catch (e) {
    if (e instanceof InvalidInput) return e.issues.filter((i) => i.severity === "error").map((i) => `${i.record} ${i.path}: ${i.message}`);
    throw e;
  }
  return [];
}

describe("negative zero", () => {
  const s = compile(`call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  staff: integer  share: decimal }
ranking per art1 { by share highest first tiebreak every tie { by staff lowest first unresolved } }
allocation per art1 { budget call.budget amount asked at boundary stop }
`);
  it("an amount of -0.00 is zero: funded as 0.00 is, not refused as negative", () => {
    for (const scheme of both(s)) {
      for (const explain of [true, false]) {
        const { result } = evaluate(scheme, { call: { budget: "-0.00" }, applications: [{ id: "A", asked: "-0.00", staff: 1, share: "-0" }, { id: "B", asked: "0.00", staff: 2, share: "0" }] }, { explain });
        expect(result.results.map((r) => [r.id, r.status, r.amount, r.requested])).toEqual([["A", "funded", "0.00", "0.00"], ["B", "funded", "0.00", "0.00"]]);
      }
    }
  });
  it("validates -0 as 0 on every path", () => {
    for (const scheme of both(s)) {
      const v = validateInput(scheme, { call: { budget: "1.00" }, applications: [{ id: "A", asked: "-0.00", staff: -0, share: "-0.0" }] });
      const rec = v.applications[0]!;
      expect(Object.is(rec["staff"], 0)).toBe(true);
      expect((rec["asked"] as { isNeg(): boolean }).isNeg()).toBe(false);
      expect((rec["share"] as { isNeg(): boolean }).isNeg()).toBe(false);
    }
  });
});

describe("a negative budget", () => {
  it("is an input error naming the budget, on the engine and the bulk path", () => {
    const s = simple();
    for (const explain of [true, false]) {
      expect(issuesOf(() => evaluate(s, { call: { budget: "-1.00" }, applications: [{ id: "A", asked: "1.00" }] }, { explain }))).toEqual(["call budget: the budget call.budget is -1.00 EUR: a call cannot give out less than nothing"]);
    }
  });
  it("also when the scheme computes it", () => {
    const s = compile(`call { total: money(EUR)  reserve: money(EUR) }
application { id: text unique  asked: money(EUR) }
ranking per art1 { by asked lowest first tiebreak every tie { unresolved } }
allocation per art1 { budget call.total - call.reserve amount asked at boundary stop }
`);
    expect(issuesOf(() => evaluate(s, { call: { total: "10.00", reserve: "10.50" }, applications: [{ id: "A", asked: "1.00" }] }))).toEqual(["call budget: the budget call.total - call.reserve is -0.50 EUR: a call cannot give out less than nothing"]);
  });
});

describe("a negative call amount in its unit", () => {
  it("a budget with more places than the money's is printed in full, a quota's limit with its unit", () => {
    const s = compile(`call { total: money(EUR)  small: money(EUR) }
application { id: text unique  asked: money(EUR)  size: integer }
ranking per art1 { by asked lowest first tiebreak every tie { unresolved } }
allocation per art1 {
  budget call.total / 8
  amount asked
  at boundary stop
  quota small "Small ones" per art1: at most call.small when size < 5
}
`);
    expect(issuesOf(() => evaluate(s, { call: { total: "-1.00", small: "1.00" }, applications: [{ id: "A", asked: "1.00", size: 1 }] }))).toEqual(["call budget: the budget call.total / 8 is -0.125 EUR: a call cannot give out less than nothing"]);
    expect(issuesOf(() => evaluate(s, { call: { total: "10.00", small: "-2.00" }, applications: [{ id: "A", asked: "1.00", size: 1 }] }))).toEqual(["call limit of the quota 'small': the limit of the quota 'small' is -2.00 EUR: a call cannot give out less than nothing"]);
  });
  it("a budget of places has no unit", () => {
    const s = compile(`call { seats: integer }
application { id: text unique  score: integer }
ranking per art1 { by score highest first tiebreak every tie { unresolved } }
allocation per art1 { budget call.seats amount 1 at boundary stop }
`);
    expect(issuesOf(() => evaluate(s, { call: { seats: -2 }, applications: [{ id: "A", score: 1 }] }))).toEqual(["call budget: the budget call.seats is -2: a call cannot give out less than nothing"]);
  });
});

describe("a stage's negative budget in its unit", () => {
  const s = compile(`call { total: money(EUR)  first: money(EUR)  kept: money(EUR) }
application { id: text unique  asked: money(EUR)  small: boolean }
ranking per art1 { by asked lowest first tiebreak every tie { unresolved } }
allocation per art1 {
  budget call.total
  amount asked
  stage first "First round" per art1 when small {
    budget call.first - call.kept
    at boundary stop
    unfunded stay out
  }
  stage rest "The rest" per art1 {
    budget left
    at boundary stop
  }
}
`);
  it("names the stage, its budget as the scheme writes it and the value with its unit, with and without explanations", () => {
    // 10.00 - 10.25 = -0.25: the stage's budget below zero is the call's error, as the allocation's is
    for (const explain of [true, false]) {
      expect(issuesOf(() => evaluate(s, { call: { total: "20.00", first: "10.00", kept: "10.25" }, applications: [{ id: "A", asked: "1.00", small: true }] }, { explain }))).toEqual([
        "call budget of the stage 'first': the budget of the stage 'first' (call.first - call.kept) is -0.25 EUR: a call cannot give out less than nothing",
      ]);
    }
  });
  it("a budget of zero or more runs as before (10.00 - 9.00 = 1.00 funds A)", () => {
    const { result } = evaluate(s, { call: { total: "20.00", first: "10.00", kept: "9.00" }, applications: [{ id: "A", asked: "1.00", small: true }] });
    expect(result.results.map((r) => [r.id, r.status, r.amount])).toEqual([["A", "funded", "1.00"]]);
  });
});

describe("unique on a record or a list field", () => {
  const s = compile(`call { budget: money(EUR) }
application {
  id: text unique
  asked: money(EUR)
  site: record { city: text  plot: integer } unique
  codes: list of text unique
}
ranking per art1 { by asked lowest first tiebreak every tie { unresolved } }
allocation per art1 { budget call.budget amount asked at boundary stop }
`);
  const app = (id: string, city: string, plot: number, codes: string[]) => ({ id, asked: "1.00", site: { city, plot }, codes });
  it("accepts distinct values (they are not all '[object Object]')", () => {
    for (const scheme of both(s)) {
      const { result } = evaluate(scheme, { call: { budget: "10.00" }, applications: [app("A", "Gdańsk", 1, ["x"]), app("B", "Gdańsk", 2, ["x", "y"]), app("C", "Sopot", 1, ["y"])] });
      expect(result.results.map((r) => r.status)).toEqual(["funded", "funded", "funded"]);
    }
  });
  it("reports equal values, field by field and item by item, whatever the key order", () => {
    const issues = issuesOf(() => evaluate(s, { call: { budget: "10.00" }, applications: [app("A", "Gdańsk", 1, ["x", "y"]), { id: "B", asked: "1.00", site: { plot: 1, city: "Gdańsk" }, codes: ["y", "x"] }, app("C", "Sopot", 3, ["x", "y"])] }));
    expect(issues).toEqual([
      'application B (#2) site: site: {"city":"Gdańsk","plot":1} is also the site of application #1, and the scheme declares it unique',
      'application C (#3) codes: codes: ["x","y"] is also the codes of application #1, and the scheme declares it unique',
    ]);
  });
});

describe("the label of a record", () => {
  it("quotes an id that is empty or holds a space, a line break or a parenthesis, so each error stays one line", () => {
    const s = simple();
    const v = validateInput(s, { call: { budget: "1.00" }, applications: [{ id: "", asked: 1 }, { id: "line\nbreak", asked: 1 }, { id: "N01 (x)", asked: 1 }, { id: "N02", asked: 1 }] });
    // the line break's id has two errors since fix18: its asked, and an id that does not print (test/unseen-ids)
    expect(v.issues.map((i) => i.record)).toEqual(['application "" (#1)', 'application "line\\nbreak" (#2)', 'application "line\\nbreak" (#2)', 'application "N01 (x)" (#3)', "application N02 (#4)"]);
  });
});

describe("a date past year 9999", () => {
  it("is printed whole, in ISO 8601's expanded form (a deadline counted from 9999-12-31)", () => {
    const s = compile(`call { budget: money(EUR)  evaluated_on: date }
application { id: text unique  asked: money(EUR)  opened: date }
ranking per art1 { by opened earliest first tiebreak every tie { unresolved } }
allocation per art1 { budget call.budget amount asked at boundary stop }
publish per art1 {
  deadline 5 consecutive days after call.evaluated_on
}
`);
    const { result } = evaluate(s, { call: { budget: "1.00", evaluated_on: "9999-12-31" }, applications: [{ id: "A", asked: "1.00", opened: "9999-12-31" }, { id: "B", asked: "1.00", opened: "9999-12-30" }] });
    expect(result.publication?.deadline).toBe("+010000-01-05");
  });
});
