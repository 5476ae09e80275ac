// A quota of places in a call whose budget is money (docs/language.md §14.5): "at most the places
// set in the call for students from outside the EU" is counted in grants, so it is written as a
// group's cap per key, not a quota (whose limit is in the budget's unit). The small scheme under
// test/inputs/quota-places is worked by hand in its test; here the words of the refusal, the
// checker's hint that leads a drafter from the quota to the group, and a call that lifts the cap.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";
import { checkTest, discoverTests, prepareTest } from "../packages/dsl/src/testing/schemeTests.js";
import { compiledTest } from "./support/schemeTest.js";

const dir = join(__dirname, "inputs/quota-places");
const text = readFileSync(join(dir, "quota_places.allot"), "utf8");
const data = JSON.parse(readFileSync(join(dir, "data/call.json"), "utf8")) as { call: Record<string, unknown>; applications: Record<string, unknown>[] };
const run = (t = text, input = data) => evaluate(load(analyze(t)), input).result;
const allocationStep = (t: string, id: string, input = data) => run(t, input).results.find((x) => x.id === id)!.explanation.find((s) => s.step === "allocation")!.text;

describe("places for students from outside the EU, worked by hand", () => {
  const tests = discoverTests([dir]);
  it("has its hand-worked test", () => expect(tests.map((t) => t.name)).toEqual(["test/inputs/quota-places: call"]));
  for (const t of tests) {
    it(`${t.name}: results and totals as worked by hand`, () => {
      const p = prepareTest(t);
      if (!("input" in p)) throw new Error(p.failures.join("; "));
      expect(checkTest(compiledTest(t).scheme, p)).toEqual([]);
    });
  }
  it("a student the places refuse is told so, though the budget has room, in English and Dutch", () => {
    expect(allocationStep(text, "S3")).toBe("Not funded (800.00 EUR asked): Origin 'non_eu' already has 1 grant, the most per Origin (1) (remaining before: 2500.00 EUR).");
    expect(allocationStep(text.replace("language en", "language nl"), "S3")).toContain("groep ‘Origin: non_eu’: het aantal subsidies (1) heeft het maximum per Origin (1) bereikt");
  });
  it("two places for them: S3 is funded, S5 refused; the EU students unchanged but S6, whom the budget now refuses", () => {
    // S1 1000, S2 1500, S3 800 (3300), S4 1200 (4500), S5 refused by the places (2 of 2), S6 1000 > 500 left: skip
    const r = run(text, { ...data, call: { ...data.call, places: { eu: 1000, non_eu: 2 } } });
    expect(r.results.map((x) => `${x.id} ${x.status} ${x.amount}`)).toEqual(["S1 funded 1000.00", "S2 funded 1500.00", "S3 funded 800.00", "S4 funded 1200.00", "S5 not_funded 0.00", "S6 not_funded 0.00"]);
  });
});

describe("the checker leads a quota in places to the group", () => {
  it("AL0301's hint on a quota of places where the budget is money names the group's cap in grants", () => {
    const quota = text
      .replace('  group by origin "Origin" per par5 {\n    at most call.places grants per par5\n  }\n', "  quota non_eu \"Students from outside the EU\" per par5: at most call.non_eu_places when origin = non_eu\n")
      .replace("  places: integer in 0..1000 by origin", '  non_eu_places: integer in 0..1000 "the places for non-EU students"\n  places: integer in 0..1000 by origin');
    const d = analyze(quota).diagnostics.find((x) => x.code === "AL0301")!;
    expect(d.hint).toBe("a quota caps what its applications are granted from the budget, in EUR: write it as an amount; a number of places per category is a group's cap in grants, 'group by <category> { at most call.<places> grants }' with '<places>: integer by <category>' in the call (docs/language.md §14.5)");
  });
});
