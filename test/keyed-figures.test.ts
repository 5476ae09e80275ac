// A figure per key read from the call (docs/language.md §5.1): `valid_ballots: integer by district`
// is one figure for each member of the application's enumeration, given in the call's data and
// read by an application's own key, `call.valid_ballots[district]`. The small scheme under
// test/inputs/keyed is worked by hand in its test (its explanations' golden is kept by
// explanation-goldens.test.ts); here the figure read and its key in each language's explanation,
// the input errors, the checker's AL0548, the editor's hover and the formatter.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import Ajv2020 from "ajv/dist/2020.js";
import { analyze, formatScheme, hover, load, references } from "@allot/dsl";
import { evaluate, InvalidInput, inputSchema, parseJson } from "@allot/runtime";
import { checkTest, discoverTests, prepareTest } from "../packages/dsl/src/testing/schemeTests.js";
import { compiledTest } from "./support/schemeTest.js";

const dir = join(__dirname, "inputs/keyed");
const text = readFileSync(join(dir, "district_figures.allot"), "utf8");
const data = JSON.parse(readFileSync(join(dir, "data/vote.json"), "utf8")) as { call: Record<string, unknown>; applications: unknown[] };

function schemeIn(language: string) {
  return load(analyze(text.replace("language en", `language ${language}`)));
}

function issues(call: Record<string, unknown>): string[] {
  try {
    evaluate(load(analyze(text)), { call, applications: data.applications });
  } catch (e) {
    if (e instanceof InvalidInput) return e.issues.filter((i) => i.severity === "error").map((i) => i.message);
    throw e;
  }
  return [];
}

describe("the district figures scheme", () => {
  const tests = discoverTests([dir]);
  it("has its hand-worked test", () => expect(tests.map((t) => t.name)).toEqual(["test/inputs/keyed: vote"]));
  for (const t of tests) {
    it(`${t.name}: results as worked by hand`, () => {
      const p = prepareTest(t);
      if (!("input" in p)) throw new Error(p.failures.join("; "));
      expect(checkTest(compiledTest(t).scheme, p)).toEqual([]);
    });
  }

  it("says in each language which figure was read, and by which key", () => {
    const step = (language: string, id: string, kind: string) => {
      const r = evaluate(schemeIn(language), data).result.results.find((x) => x.id === id)!;
      return r.explanation.find((s) => s.step === kind)!.text;
    };
    expect(step("en", "P03", "threshold")).toContain("votes: 61, call.valid_ballots[district]: 1204, district: riverside");
    expect(step("nl", "P03", "threshold")).toContain("votes: 61, call.valid_ballots[district]: 1.204, district: riverside");
    expect(step("pl", "P03", "threshold")).toContain("votes: 61, call.valid_ballots[district]: 1204, district: riverside");
    expect(step("de", "P03", "threshold")).toContain("votes: 61, call.valid_ballots[district]: 1.204, district: riverside");
    expect(step("en", "P01", "eligibility")).toContain("cost: 40000.00 EUR, call.ceiling[district]: 50000.00 EUR, district: old_town");
  });
});

describe("the call's figures per key as input", () => {
  const ballots = data.call["valid_ballots"] as Record<string, unknown>;
  it("a missing member, an unknown key and a wrong type name the field and the key", () => {
    expect(issues({ ...data.call, valid_ballots: { old_town: 1000, riverside: "1204", southside: 3 } })).toEqual([
      'valid_ballots["riverside"]: expected a whole number from 0 to 1000000, found the text "1204"',
      'valid_ballots["northfield"] is missing: expected "northfield"\'s figure, one for each of "old_town", "riverside", "northfield"',
      'valid_ballots["southside"]: the key "southside" is not one of "old_town", "riverside", "northfield"',
    ]);
    expect(issues({ ...data.call, ceiling: ["50000.00"] })).toEqual(['ceiling: expected an object with a value for each of "old_town", "riverside", "northfield", each an amount in EUR as a decimal string such as "1000.00", found a list of 1']);
    expect(issues({ ...data.call, valid_ballots: { ...ballots, northfield: null } })[0]).toMatch(/^valid_ballots\["northfield"\] is missing/);
    expect(issues({ ...data.call, valid_ballots: { ...ballots, old_town: -1 } })).toEqual(['valid_ballots["old_town"]: the number -1 is below the declared minimum 0']);
  });

  it("a key written twice is refused by the JSON reader, naming it", () => {
    expect(() => parseJson('{"valid_ballots": {"old_town": 1, "old_town": 2}}')).toThrow(/the key "old_town" appears twice in the object at \$\.valid_ballots/);
  });

  it("a member named like a member of Object.prototype is a key like any other", () => {
    const odd = text.replaceAll("old_town", "constructor");
    const call = { ...data.call, valid_ballots: { constructor: 1000, riverside: 1204, northfield: 400 }, ceiling: { constructor: "50000.00", riverside: "30000.00", northfield: "20000.00" } };
    const apps = data.applications.map((a) => ({ ...(a as Record<string, unknown>), district: (a as { district: string }).district.replace("old_town", "constructor") }));
    const r = evaluate(load(analyze(odd)), { call, applications: apps }).result.results;
    expect(r.filter((x) => x.status === "funded").map((x) => x.id).sort()).toEqual(["P01", "P03", "P06"]);
  });

  it("the JSON Schema of the inputs asks for exactly the members", () => {
    const schema = inputSchema(load(analyze(text)));
    const ajv = new Ajv2020({ strict: false });
    const valid = ajv.compile(schema);
    expect(valid(data)).toBe(true);
    expect(valid({ ...data, call: { ...data.call, valid_ballots: { old_town: 1, riverside: 2 } } })).toBe(false);
    expect(valid({ ...data, call: { ...data.call, valid_ballots: { ...ballots, southside: 2 } } })).toBe(false);
  });
});

describe("the checker (AL0548)", () => {
  const errors = (t: string) => analyze(t).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);
  it("accepts the scheme", () => expect(errors(text)).toEqual([]));
  it("refuses a key that is not an enumeration, a figure outside the call, and a list of figures", () => {
    expect(errors(text.replace("integer in 0..1000000 by district", "integer in 0..1000000 by id"))).toEqual(["AL0548 expected an enumeration after 'by', found the application field 'id', which is not one"]);
    expect(errors(text.replace("integer in 0..1000000 by district", "integer in 0..1000000 by date"))).toEqual(["AL0548 expected an enumeration after 'by' (an application field declared 'enum { … }', or the enumeration itself), found date"]);
    expect(errors(text.replace('votes: integer in 0..1000000 "', 'quota: integer by district\n  votes: integer in 0..1000000 "'))).toEqual(["AL0548 expected a figure per key only as a call parameter, found one in application.quota"]);
    expect(errors(text.replace("ceiling: money(EUR) by district", "ceiling: list of money(EUR) by district"))[0]).toBe("AL0548 expected a figure per key as a call parameter of its own, found one as the items of a list");
  });
  it("refuses a key of another type and '[…]' after a plain parameter", () => {
    expect(errors(text.replace("call.valid_ballots[district]", "call.valid_ballots[id]"))).toEqual(["AL0548 expected a key of type enum { old_town, riverside, northfield }, the enumeration the figure is given for, found 'id', text"]);
    expect(errors(text.replace("call.valid_ballots[district]", "call.budget[district]"))).toEqual(["AL0548 expected a figure per key (a call parameter declared 'integer by district') before '[…]', found money(EUR)"]);
  });
  it("takes the enumeration written out as the key", () => {
    expect(errors(text.replace("integer in 0..1000000 by district", "integer in 0..1000000 by enum { old_town, riverside, northfield }"))).toEqual([]);
    expect(errors(text.replace("integer in 0..1000000 by district", "integer in 0..1000000 by enum { old_town, riverside }"))[0]).toMatch(/^AL0548 expected a key of type enum \{ old_town, riverside \}/);
  });
  it("a figure read without its key is a type error, not a silent whole", () => {
    expect(errors(text.replace("call.valid_ballots[district]", "call.valid_ballots"))[0]).toMatch(/^AL0301 /);
  });
  it("the budget, read once for the call, cannot read an application's key", () => {
    expect(errors(text.replace("budget call.budget", "budget call.ceiling[district]"))[0]).toMatch(/^AL0207 .*application field 'district'/);
  });
});

describe("in the editor and the formatter", () => {
  it("hover on the parameter says what it holds; 'by district' leads to the field", () => {
    const a = analyze(text);
    const h = hover(a, text.indexOf("call.valid_ballots[") + 8)?.markdown ?? "";
    expect(h).toContain("**Call parameter `valid_ballots`** — one figure for each key, given as input");
    expect(h).toContain("One figure for each of `old_town`, `riverside`, `northfield` — each a whole number from 0 to 1000000");
    expect(h).toContain("the valid ballots of each district");
    const k = hover(a, text.indexOf("by district") + 4)?.markdown ?? "";
    expect(k).toContain("**Application field `district`**");
    expect(k).toContain("One of `old_town`, `riverside`, `northfield`");
  });
  it("the formatter prints the type and the reading, and keeps their meaning", () => {
    const messy = text.replace("integer in 0..1000000 by district", "integer in 0 .. 1000000   by   district").replace("call.valid_ballots[district]", "call.valid_ballots[ district ]");
    const r = formatScheme(messy);
    expect(r.ok).toBe(true);
    expect((r as { text: string }).text).toBe(text);
  });
});

describe("a figure read by a member written out (call.valid_ballots[riverside])", () => {
  const riverside = text.replace("votes >= 5% × call.valid_ballots[district]", "votes >= 5% × call.valid_ballots[riverside]");
  const errors = (t: string) => analyze(t).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message} | ${d.hint}`);
  it("reads that member's figure for every application: worked by hand", () => {
    // 5% of Riverside's 1,204 = 60.2 for every project: only P03 (61) meets it; P04 is not eligible (30,000.01 > 30,000.00)
    const r = evaluate(load(analyze(riverside)), data).result.results;
    expect(Object.fromEntries(r.map((x) => [x.id, x.status]))).toEqual({ P01: "below_threshold", P02: "below_threshold", P03: "funded", P04: "ineligible", P05: "below_threshold", P06: "below_threshold", P07: "below_threshold" });
  });
  it("the explanation shows the figure as a call parameter's, without a key of the application", () => {
    const step = (language: string) => evaluate(load(analyze(riverside.replace("language en", `language ${language}`))), data).result.results.find((x) => x.id === "P03")!.explanation.find((s) => s.step === "threshold")!.text;
    expect(step("en")).toContain("(votes >= 5% × call.valid_ballots[riverside]; votes: 61, call.valid_ballots[riverside]: 1204).");
    expect(step("nl")).toContain("votes: 61, call.valid_ballots[riverside]: 1.204)");
    expect(step("de")).toContain("votes: 61, call.valid_ballots[riverside]: 1.204)");
    expect(step("pl")).toContain("votes: 61, call.valid_ballots[riverside]: 1204)");
  });
  it("may stand where only the call is read: the budget", () => {
    const t = riverside.replace("budget call.budget", "budget call.ceiling[riverside]");
    expect(errors(t)).toEqual([]);
    const r = evaluate(load(analyze(t)), data).result;
    // budget 30,000.00: P03 asks 30,000.00 and is funded, which uses it all
    expect(r.results.filter((x) => x.status === "funded").map((x) => `${x.id} ${x.amount}`)).toEqual(["P03 30000.00"]);
  });
  it("a word that is no member is AL0548, naming the members", () => {
    expect(errors(text.replace("call.valid_ballots[district]", "call.valid_ballots[river_side]"))).toEqual([
      "AL0548 expected a member of enum { old_town, riverside, northfield } as the key, found 'river_side', which is neither a member nor a declared name | the figure is given for old_town, riverside, northfield: write one of them (did you mean 'riverside'?), or the application's field of that enumeration",
    ]);
    expect(errors(text.replace("call.valid_ballots[district]", "call.valid_ballots[green]"))[0]).toMatch(/^AL0548 expected a member of enum \{ old_town, riverside, northfield \} as the key, found 'green'/);
  });
  it("the member written out is a reference to the enumeration's member, found from its declaration", () => {
    const a = analyze(riverside);
    const spans = references(a, riverside.indexOf("riverside, northfield }") + 2).map((s) => riverside.slice(s.start, s.end) + "@" + s.start);
    expect(spans).toContain(`riverside@${riverside.indexOf("valid_ballots[riverside]") + 14}`);
  });
  it("hover on the member names the application field whose value it is; the formatter keeps it", () => {
    const a = analyze(riverside);
    const h = hover(a, riverside.indexOf("valid_ballots[riverside]") + 16)?.markdown ?? "";
    expect(h).toBe("**`riverside`** — one of the values of `application.district`: one of `old_town`, `riverside`, `northfield`.");
    const r = formatScheme(riverside.replace("call.valid_ballots[riverside]", "call.valid_ballots[ riverside ]"));
    expect((r as { text: string }).text).toBe(riverside);
  });
});

describe("a group's cap read from a figure per key (test/keyed-caps.test.ts works it by hand)", () => {
  it("is accepted where the group's key is the figure's enumeration (§14.12)", () => {
    const capped = text
      .replace('  ceiling: money(EUR) by district "the ceiling for a project of each district"\n', '  ceiling: money(EUR) by district "the ceiling for a project of each district"\n  places: integer by district\n')
      .replace("  at boundary skip\n}", "  at boundary skip\n  group by district {\n    at most call.places grants\n  }\n}");
    expect(analyze(capped).diagnostics.filter((x) => x.severity === "error")).toEqual([]);
  });
});
