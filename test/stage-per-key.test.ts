// A stage per key (docs/language.md §14.7.4): `stage districts "District pools" for each area in
// [old_town, riverside, northfield, harbour] { budget call.pool[area] … }` is walked once per
// member, each walk a stage's walk (semantics/perKey.ts expands it before checking; no second
// allocator). The small scheme under test/inputs/per-key is worked by hand in its test (outcomes
// and each member's totals; its English explanations' golden is kept by explanation-goldens.test.ts,
// its German one here): a tie at a member's boundary, a member with no applications, a member
// whose pool is 0, what the members leave passed on. Here also `unused <stage per key>`, a stage
// per key without a setting, the checker (AL0550), the reports, hover and the formatter.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme, hover, load, references, rename } from "@allot/dsl";
import { evaluate } from "@allot/runtime";
import { formatResult } from "../packages/dsl/src/report/formats.js";
import { htmlReport } from "../packages/dsl/src/report/html.js";
import { checkTest, discoverTests, prepareTest } from "../packages/dsl/src/testing/schemeTests.js";
import { compiledTest } from "./support/schemeTest.js";

const dir = join(__dirname, "inputs/per-key");
const text = readFileSync(join(dir, "district_pools.allot"), "utf8");
const data = JSON.parse(readFileSync(join(dir, "data/pools.json"), "utf8")) as { call: Record<string, unknown>; applications: unknown[] };
const update = process.env["UPDATE_GOLDENS"] === "1";

const run = (t = text, input = data) => evaluate(load(analyze(t)), input).result;
const step = (t: string, id: string, kind: string, input = data) => run(t, input).results.find((x) => x.id === id)!.explanation.filter((s) => s.step === kind).map((s) => s.text);
const errors = (t: string) => analyze(t).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);

describe("the district pools scheme", () => {
  const tests = discoverTests([dir]);
  it("has its hand-worked test", () => expect(tests.map((t) => t.name)).toEqual(["test/inputs/per-key: pools"]));
  for (const t of tests) {
    it(`${t.name}: results and each member's totals as worked by hand`, () => {
      const p = prepareTest(t);
      if (!("input" in p)) throw new Error(p.failures.join("; "));
      expect(checkTest(compiledTest(t).scheme, p)).toEqual([]);
    });
  }
  it("each result names the member's stage", () => {
    expect(run().results.map((x) => `${x.id}:${x.stage}:${x.stagePosition}`)).toEqual([
      "O1:districts[old_town]:1", "O2:districts[old_town]:2", "O3:districts[old_town]:3",
      "R1:districts[riverside]:1", "R2:districts[riverside]:2", "R3:districts[riverside]:3",
      "N1:districts[northfield]:1", "C1:city:1", "C2:city:2", "C3:city:3",
    ]);
  });
});

describe("the explanation names the stage as written and the member", () => {
  it("in English: the stage's number among the stages written, the member, the member's budget", () => {
    expect(step(text, "R2", "allocation")).toEqual([
      "Decided in stage 1 of 2, 'District pools', for riverside: budget 50.00 EUR (the pool of each district and the city-wide pool: riverside).",
      "Not funded (30.00 EUR asked): in stage 'District pools (riverside)': does not fit in the remaining budget; passed over (not considered again: those this stage does not fund stay out) (remaining before: 20.00 EUR).",
    ]);
    expect(step(text, "R2", "ranking")[0]).toBe("Position 5 (the votes cast for the project: 5). Place 2 of 3 in the ranking of stage 'District pools (riverside)', which decided it.");
    expect(step(text, "N1", "allocation")[0]).toBe("Decided in stage 1 of 2, 'District pools', for northfield: budget 0.00 EUR (the pool of each district and the city-wide pool: northfield).");
    expect(step(text, "C2", "allocation")[0]).toBe("Decided in stage 2 of 2, 'City-wide projects': it considers only the applications that meet its condition: the district of the project, or city-wide = city_wide; budget 55.00 EUR (what is left).");
  });
  it("in German: a golden of every application's explanation", () => {
    const r = run(text.replace("language en", "language de"));
    const got = JSON.stringify(Object.fromEntries(r.results.map((x) => [x.id, x.explanation.map((s) => ({ step: s.step, source: s.source, text: s.text }))])), null, 2) + "\n";
    const golden = join(dir, "tests/pools.de.explanations.json");
    if (update) writeFileSync(golden, got);
    expect(existsSync(golden), `${golden} is missing: run with UPDATE_GOLDENS=1`).toBe(true);
    expect(got).toBe(readFileSync(golden, "utf8"));
    expect(got).toContain("Entschieden in der Stufe 1 von 2, „District pools“, für riverside: ");
  });
});

describe("what the members leave", () => {
  it("`unused districts` is what all the members left: the same 55.00 as `left` here", () => {
    const t = text.replace("budget left per art5", "budget call.pool[city_wide] + unused districts per art5");
    expect(errors(t)).toEqual([]);
    const r = run(t);
    expect(r.totals["main"]!.stages!["city"]!.budget).toBe("55.00");
    expect(r.results.filter((x) => x.status === "funded").map((x) => x.id)).toEqual(["O1", "O3", "R1", "R3", "C1", "C3"]);
    // the explanation gives what the members left together (5.00 + 0.00 + 0.00 + 20.00), as the one stage written
    expect(step(t, "C1", "allocation")[0]).toBe("Decided in stage 2 of 2, 'City-wide projects': it considers only the applications that meet its condition: the district of the project, or city-wide = city_wide; budget 55.00 EUR (the pool of each district and the city-wide pool: city_wide + 25.00 EUR not committed in stage 'District pools'; the pool of each district and the city-wide pool: city_wide: 30.00 EUR).");
  });
  it("a member's pool of 0 and a member without applications spend nothing; a larger pool changes that member only", () => {
    // northfield 10: N1 (10) is funded; the city-wide stage then has 55 + 10 - 10 = 55 of 210
    const input = { ...data, call: { total: "210.00", pool: { ...(data.call["pool"] as object), northfield: "10.00" } } };
    const r = run(text, input);
    expect(r.results.find((x) => x.id === "N1")!.status).toBe("funded");
    expect(r.totals["main"]!.stages!["districts[northfield]"]).toEqual({ budget: "10.00", awarded: "10.00", remaining: "0.00" });
    expect(r.totals["main"]!.stages!["city"]!.budget).toBe("55.00");
  });
  it("a stage per key that is the last needs no setting, and walks the members in the order written", () => {
    const t = text.replace(/  stage city[\s\S]*?\n  \}\n/, "").replace("in [old_town, riverside, northfield, harbour]", "in [harbour, riverside]").replace("    unfunded stay out per art4\n", "");
    expect(errors(t)).toEqual([]);
    const r = run(t);
    expect(Object.keys(r.totals["main"]!.stages!)).toEqual(["districts[harbour]", "districts[riverside]"]);
    expect(r.results.filter((x) => x.status === "funded").map((x) => x.id)).toEqual(["R1", "R3"]);
  });
});

describe("the checker refuses what a stage per key cannot be (AL0550)", () => {
  const per = (head: string, body = "") => text.replace("for each area in [old_town, riverside, northfield, harbour] {", `${head} {${body}`).replace("per art4\n    for each", "per art4 for each");
  it("a key that is not an enumeration field of the application", () => {
    expect(errors(per("for each district"))[0]).toBe("AL0550 a stage per key is walked for the members of an enumeration field of the application; 'district' is not a field of the application");
    expect(errors(per("for each cost"))[0]).toBe("AL0550 a stage per key is walked for the members of an enumeration field of the application; 'cost' is a field of another type");
  });
  it("members that are not the key's, or named twice", () => {
    expect(errors(per("for each area in [old_town, docks]"))).toEqual(["AL0550 the members a stage per key is walked for are members of 'area': write them bare, in a list"]);
    expect(errors(per("for each area in [old_town, old_town]"))).toEqual(["AL0550 'old_town' is named twice among the members the stage is walked for"]);
  });
  it("an admission stage or a reservation's setting per member", () => {
    expect(errors(per("for each area", "\n    admit first 2"))).toContain("AL0550 a stage per key cannot have an admission stage's 'admit' or 'threshold': what it would mean per member is not defined");
    expect(errors(per("for each area", "\n    unused returns"))).toContain("AL0550 a stage per key cannot have a reservation's 'unused returns' or 'unused lapses': what it would mean per member is not defined");
  });
});

describe("the reports, the editor and the formatter", () => {
  it("the CSV and the HTML report name the member", () => {
    const r = run();
    const csv = formatResult(r, "csv", load(analyze(text)));
    expect(csv).toContain("District pools (riverside)");
    const html = htmlReport(r, load(analyze(text)));
    expect(html).toContain("District pools (harbour)");
  });
  it("hover on the stage says it is walked once per member", () => {
    const h = hover(analyze(text), text.indexOf("stage districts") + 8)?.markdown ?? "";
    expect(h).toContain("It is walked once for each member of `area` among `[old_town, riverside, northfield, harbour]`, in the order written");
  });
  it("renaming the key or a member edits each place once, and only where it is written", () => {
    const a = analyze(text);
    // `area`: the call's figure `by area`, its declaration, after `for each`, in the budget, in the city stage's `when`
    const at = text.indexOf("budget call.pool[area]") + "budget call.pool[".length;
    const refs = references(a, at, true).map((s) => text.slice(s.start - 9, s.end));
    expect(refs).toEqual(["(EUR) by area", 'umber"\n  area', "for each area", "all.pool[area", "rt5 when area"]);
    const r = rename(a, at, "district");
    if ("error" in r) throw new Error(r.error);
    const starts = r.edits.map((e) => e.span.start);
    expect(new Set(starts).size).toBe(starts.length);
    // the member `harbour`: its declaration and the list after `in`, not the key in the budget
    const h = references(a, text.indexOf("harbour]"), true).map((s) => `${s.start}:${text.slice(s.start, s.end)}`);
    expect(h.map((x) => x.split(":")[1])).toEqual(["harbour", "harbour"]);
  });
  it("the formatter keeps the scheme as it is", () => {
    const r = formatScheme(text.replace("for each area in [old_town", "for   each  area   in [old_town"));
    expect((r as { text: string }).text).toBe(text);
  });
});
