// Unit and property tests of validate.ts: every error names its record, the field path, what
// was expected and what was found; undeclared fields are reported once per name; duplicate ids,
// money with more decimals than the currency has, and numbers given as text are refused.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { validateInput, type InputIssue } from "../src/validate.js";
import type { CompiledScheme, FieldSpec, TypeSpec } from "../src/spec.js";

const f = (name: string, type: TypeSpec, optional = false): FieldSpec => ({ name, type, optional, unique: false });

const scheme = {
  call: [f("budget", { k: "money", currency: "EUR" }), f("deadline", { k: "date" }), f("rule", { k: "enum", members: ["stop", "skip"] }), f("seed", { k: "text" }, true)],
  application: [
    f("id", { k: "text" }),
    f("score", { k: "integer", lo: "0", hi: "5" }),
    f("ratio", { k: "decimal" }, true),
    f("share", { k: "percentage" }, true),
    f("asked", { k: "money", currency: "EUR" }),
    f("asked_jpy", { k: "money", currency: "JPY" }, true),
    f("asked_bhd", { k: "money", currency: "BHD" }, true),
    f("timely", { k: "boolean" }),
    f("at", { k: "datetime", zone: "Europe/Warsaw" }, true),
    f("scores", { k: "record", fields: [f("a", { k: "integer", lo: "1", hi: "4" }), f("b", { k: "integer" }, true)] }, true),
    f("stages", { k: "list", element: { k: "record", fields: [f("cost", { k: "money", currency: "EUR" })] } }, true),
  ],
} as unknown as CompiledScheme;

const call = { budget: "1000.00", deadline: "2024-11-08", rule: "stop" };
const good = (id: string, extra: Record<string, unknown> = {}) => ({ id, score: 3, asked: "100.00", timely: true, ...extra });

function errors(applications: unknown[], c: unknown = call): InputIssue[] {
  return validateInput(scheme, { call: c, applications }).issues.filter((i) => i.severity === "error");
}

function expectNamed(i: InputIssue) {
  expect(i.record.length).toBeGreaterThan(0);
  expect(i.path.length).toBeGreaterThan(0);
  expect(i.expected.length).toBeGreaterThan(0);
  expect(i.found.length).toBeGreaterThan(0);
  expect(i.message.length).toBeGreaterThan(0);
}

describe("validateInput", () => {
  it("accepts good input and types it", () => {
    const v = validateInput(scheme, { call, applications: [good("A1", { ratio: 0.5, share: "75%", at: "2024-11-08T10:00:00", scores: { a: 2 }, stages: [{ cost: "5.00" }] })] });
    expect(v.issues).toEqual([]);
    const a = v.applications[0]!;
    expect(String(a["asked"])).toBe("100");
    expect(String(a["share"])).toBe("0.75");
    expect(typeof a["at"]).toBe("number");
  });

  it("names the record, path, expected and found of every error", () => {
    const issues = errors([good("A1", { score: 9 }), { ...good("A2"), timely: "yes", scores: { a: "2" } }, good("A3", { stages: [{ cost: 5 }] })]);
    expect(issues.length).toBe(4);
    for (const i of issues) expectNamed(i);
    const by = (path: string) => issues.find((i) => i.path === path)!;
    expect(by("score").record).toContain("A1");
    expect(by("score").id).toBe("A1");
    expect(by("score").index).toBe(1);
    expect(by("score").found).toBe("the number 9");
    expect(by("timely").record).toContain("A2");
    expect(by("timely").expected).toBe("true or false");
    expect(by("timely").found).toBe('the text "yes"');
    expect(by("scores.a").record).toContain("A2");
    expect(by("stages[0].cost").record).toContain("A3");
    expect(by("stages[0].cost").found).toBe("the number 5");
  });

  it("names the call as the record of call errors, and missing fields as found nothing", () => {
    const issues = errors([good("A1")], { budget: "1000", rule: "halt" });
    expect(issues.map((i) => i.path).sort()).toEqual(["deadline", "rule"]);
    for (const i of issues) {
      expectNamed(i);
      expect(i.record).toBe("call");
    }
    expect(issues.find((i) => i.path === "deadline")!.found).toBe("nothing");
    expect(issues.find((i) => i.path === "rule")!.expected).toContain('"stop"');
  });

  it("reports a missing required field and a null one, and accepts an absent optional one", () => {
    const issues = errors([{ id: "A1", score: null, timely: true }]);
    expect(issues.map((i) => i.path).sort()).toEqual(["asked", "score"]);
    expect(issues.find((i) => i.path === "score")!.found).toBe("null");
    for (const i of issues) expectNamed(i);
  });

  it("reports an undeclared field once per name, however often it occurs", () => {
    const v = validateInput(scheme, {
      call: { ...call, extra_call: 1 },
      applications: [
        good("A1", { note: "x", scores: { a: 1, c: 3 }, stages: [{ cost: "1.00", vat: "0.23" }, { cost: "2.00", vat: "0.46" }] }),
        good("A2", { note: "y", scores: { a: 1, c: 4 } }),
        good("A3", { note: "z", stages: [{ cost: "1.00", vat: "0.23" }] }),
      ],
    });
    const warnings = v.issues.filter((i) => i.severity === "warning");
    expect(warnings.map((w) => w.path).sort()).toEqual(["extra_call", "note", "scores.c", "stages[].vat"]);
    for (const w of warnings) expectNamed(w);
    expect(warnings.find((w) => w.path === "extra_call")!.record).toBe("call");
    expect(warnings.find((w) => w.path === "note")!.record).toMatch(/^application/);
    expect(v.issues.filter((i) => i.severity === "error")).toEqual([]);
    expect(v.applications.length).toBe(3);
  });

  it("refuses a duplicate id, naming the first application", () => {
    const v = validateInput(scheme, { call, applications: [good("A1"), good("A2"), good("A1")] });
    const issues = v.issues.filter((i) => i.severity === "error");
    expect(issues.length).toBe(1);
    expectNamed(issues[0]!);
    expect(issues[0]!.path).toBe("id");
    expect(issues[0]!.index).toBe(3);
    expect(issues[0]!.message).toContain("#1");
    // a duplicate cannot become an ineligible result of its own (two results would share an
    // id), so it is not among the records `--invalid exclude` may turn into results
    expect(v.invalid.has("A1")).toBe(false);
    expect(v.applications.map((a) => a["id"])).toEqual(["A1", "A2"]);
  });

  it("refuses money with more decimals than its currency has", () => {
    expect(errors([good("A1", { asked: "100.001" })]).map((i) => i.path)).toEqual(["asked"]);
    expect(errors([good("A1", { asked: "100.01" })])).toEqual([]);
    expect(errors([good("A1", { asked: "100" })])).toEqual([]);
    expect(errors([good("A1", { asked_jpy: "100.5" })]).map((i) => i.path)).toEqual(["asked_jpy"]);
    expect(errors([good("A1", { asked_jpy: "100" })])).toEqual([]);
    expect(errors([good("A1", { asked_bhd: "1.234" })])).toEqual([]);
    expect(errors([good("A1", { asked_bhd: "1.2345" })]).map((i) => i.path)).toEqual(["asked_bhd"]);
    const [i] = errors([good("A1", { asked: "0.125" })]);
    expectNamed(i!);
    expect(i!.message).toContain("EUR");
  });

  it("refuses numbers given as text, money given as a number and malformed decimals", () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ score: "3" }, "score", 'the text "3"'],
      [{ score: 3.5 }, "score", "the number 3.5"],
      [{ asked: 100 }, "asked", "the number 100"],
      [{ asked: "1e3" }, "asked", 'the text "1e3"'],
      [{ asked: "1,000.00" }, "asked", 'the text "1,000.00"'],
      [{ asked: " 100.00" }, "asked", 'the text " 100.00"'],
      [{ asked: "100." }, "asked", 'the text "100."'],
      [{ timely: "true" }, "timely", 'the text "true"'],
      [{ timely: 1 }, "timely", "the number 1"],
      [{ ratio: 0.1 + 0.2 }, "ratio", "the number 0.30000000000000004"],
      [{ ratio: "abc" }, "ratio", 'the text "abc"'],
      [{ share: "75" }, "share", 'the text "75"'],
      [{ share: 0.75 }, "share", "the number 0.75"],
      [{ at: "2024-11-08" }, "at", 'the text "2024-11-08"'],
      [{ at: "2024-02-30T10:00:00" }, "at", 'the text "2024-02-30T10:00:00"'],
      [{ scores: [1, 2] }, "scores", "a list of 2"],
      [{ stages: { cost: "1.00" } }, "stages", "an object"],
    ];
    for (const [extra, path, found] of cases) {
      const issues = errors([good("A1", extra)]);
      expect(issues.map((i) => i.path), JSON.stringify(extra)).toEqual([path]);
      expectNamed(issues[0]!);
      expect(issues[0]!.found).toBe(found);
    }
    // exact JSON numbers are fine for a decimal field
    expect(errors([good("A1", { ratio: 0.1 })])).toEqual([]);
    expect(errors([good("A1", { ratio: "0.1" })])).toEqual([]);
  });

  it("refuses dates that do not exist with a message that says so", () => {
    const issues = errors([good("A1")], { ...call, deadline: "2023-02-29" });
    expect(issues.length).toBe(1);
    expect(issues[0]!.message).toContain("not a calendar date");
    expectNamed(issues[0]!);
  });

  it("refuses a list of applications that is not a list, and a record that is not an object", () => {
    const v = validateInput(scheme, { call, applications: { A1: good("A1") } });
    expect(v.issues.length).toBe(1);
    expectNamed(v.issues[0]!);
    const w = errors([good("A1"), "A2", null]);
    expect(w.length).toBe(2);
    for (const i of w) expectNamed(i);
    expect(w[0]!.record).toContain("#2");
    expect(w[1]!.record).toContain("#3");
  });

  it("never throws, and every error it reports is named in full (property)", () => {
    const value = fc.oneof(fc.constant(undefined), fc.constant(null), fc.boolean(), fc.integer({ min: -10, max: 10 }), fc.double(), fc.string({ maxLength: 12 }), fc.constantFrom("1.00", "0.001", "2024-11-08", "2024-02-30", "75%", "true", "3"), fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 2 }), fc.dictionary(fc.string({ minLength: 1, maxLength: 3 }), fc.anything({ maxDepth: 1 }), { maxKeys: 2 }));
    const record = fc.record({ id: fc.oneof(fc.constantFrom("A1", "A2", "A3"), value), score: value, asked: value, timely: value, ratio: value, share: value, at: value, scores: fc.oneof(value, fc.record({ a: value, b: value })), stages: fc.oneof(value, fc.array(fc.record({ cost: value }), { maxLength: 2 })) }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.array(fc.oneof(record, value), { maxLength: 5 }), fc.oneof(fc.record({ budget: value, deadline: value, rule: value }), value), (apps, c) => {
        const v = validateInput(scheme, { call: c, applications: apps });
        for (const i of v.issues) expectNamed(i);
        // every record without an error is returned, every one with an error is not
        const errorIndexes = new Set(v.issues.filter((i) => i.severity === "error" && i.index !== undefined).map((i) => i.index));
        const withoutError = apps.filter((_, k) => !errorIndexes.has(k + 1)).length;
        expect(v.applications.length).toBe(withoutError);
      }),
      { numRuns: 300 },
    );
  });
});

describe("repeated ids", () => {
  it("are found whatever the order of the ids (sorted input skips the map of ids seen)", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom("A", "B", "C", "D", "a", "é", "𝒜"), fc.integer({ min: 0, max: 30 }).map((n) => `N${String(n).padStart(2, "0")}`)), { maxLength: 40 }), fc.boolean(), (ids, sort) => {
        const list = sort ? [...ids].sort() : ids;
        const v = validateInput(scheme, { call, applications: list.map((id) => good(id)) });
        // the reference: the first application with an id owns it; each later one is an error
        const first = new Map<string, number>();
        const expected: string[] = [];
        list.forEach((id, i) => {
          const prev = first.get(id);
          if (prev === undefined) first.set(id, i + 1);
          else expected.push(`#${i + 1}: id: ${JSON.stringify(id)} is also the id of application #${prev}`);
        });
        const found = v.issues.filter((i) => i.path === "id").map((i) => `#${i.index}: ${i.message}`);
        expect(found).toEqual(expected);
        expect(v.applications.length).toBe(first.size);
      }),
      { numRuns: 500 },
    );
  });
});
