// A group's cap per key (docs/language.md §14.12): `group by faculty { at most call.faculty_budget;
// at most call.places grants }` with `places: integer by faculty` gives each faculty the figures of
// its own key, read from the call. The small scheme under test/inputs/keyed-caps is worked by hand
// in its test (outcomes and the totals per group; its explanations' golden is kept by
// explanation-goldens.test.ts); here the caps' words in each language, the checker (AL0548,
// AL0521), the input, hover and the formatter.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme, hover, load } from "@allot/dsl";
import { evaluate, InvalidInput } from "@allot/runtime";
import { checkTest, discoverTests, prepareTest } from "../packages/dsl/src/testing/schemeTests.js";
import { compiledTest } from "./support/schemeTest.js";

const dir = join(__dirname, "inputs/keyed-caps");
const text = readFileSync(join(dir, "faculty_places.allot"), "utf8");
const data = JSON.parse(readFileSync(join(dir, "data/annex.json"), "utf8")) as { call: Record<string, unknown>; applications: unknown[] };

function allocation(language: string, id: string, t = text, input = data): string {
  const r = evaluate(load(analyze(t.replace("language en", `language ${language}`))), input).result.results.find((x) => x.id === id)!;
  return r.explanation.find((s) => s.step === "allocation")!.text;
}

const errors = (t: string) => analyze(t).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);

describe("the faculty places scheme", () => {
  const tests = discoverTests([dir]);
  it("has its hand-worked test", () => expect(tests.map((t) => t.name)).toEqual(["test/inputs/keyed-caps: annex"]));
  for (const t of tests) {
    it(`${t.name}: results and totals as worked by hand`, () => {
      const p = prepareTest(t);
      if (!("input" in p)) throw new Error(p.failures.join("; "));
      expect(checkTest(compiledTest(t).scheme, p)).toEqual([]);
    });
  }
});

describe("the words of each faculty's own cap", () => {
  it("in English: the cap and the most grants of the student's faculty", () => {
    expect(allocation("en", "S03")).toBe("Not funded (2500.00 EUR asked): Faculty 'law' has 2000.00 EUR left of its cap of 3000.00 EUR, less than the 2500.00 EUR asked (remaining before: 3000.00 EUR).");
    expect(allocation("en", "S05")).toBe("Not funded (800.00 EUR asked): Faculty 'medicine' already has 1 grant, the most per Faculty (1) (remaining before: 2600.00 EUR).");
    expect(allocation("en", "S10")).toBe("Funded 300.00 EUR: fits in the remaining budget, as a member of Faculty 'arts', which now holds 2500.00 EUR of its cap of 2500.00 EUR and 3 grants of the 3 it may have (remaining before: 400.00 EUR).");
  });
  it("in Dutch, German and Polish", () => {
    expect(allocation("nl", "S07")).toContain("groep ‘Faculty: arts’: van het groepsplafond van 2.500,00 EUR resteert 1.300,00 EUR, minder dan de gevraagde 1.500,00 EUR");
    expect(allocation("de", "S07")).toContain("Gruppe „Faculty: arts“: von der Obergrenze von 2.500,00 EUR verbleiben 1.300,00 EUR, weniger als die beantragten 1.500,00 EUR");
    expect(allocation("pl", "S07")).toContain("grupa „Faculty: arts”: z limitu 2500,00 EUR na grupę pozostało 1300,00 EUR, mniej niż wnioskowane 1500,00 EUR");
    expect(allocation("nl", "S05")).toContain("groep ‘Faculty: medicine’: het aantal subsidies (1) heeft het maximum per Faculty (1) bereikt");
    expect(allocation("de", "S10")).toContain("(damit sind nun 2.500,00 EUR der Obergrenze von 2.500,00 EUR und 3 von 3 zulässigen Förderungen in Anspruch genommen)");
    expect(allocation("pl", "S04")).toContain("(grupa ma teraz 1400,00 EUR z limitu 3000,00 EUR oraz 2 z 2 dozwolonych dofinansowań)");
  });
  it("other figures in the call change only the faculties they are given for", () => {
    // medicine 2 places: S05 (800) is funded, 4800 of 5000, leaving 1800 of the budget; S06 1200 leaves 600;
    // S07 is refused by arts' cap (2700 > 2500), S08 (1000) by the budget; S10 (300) and S11 (100) fit: arts 1600, 3 grants
    const input = { ...data, call: { ...data.call, places: { law: 2, medicine: 2, arts: 3 } } };
    expect(allocation("en", "S05", text, input)).toBe("Funded 800.00 EUR: fits in the remaining budget, as a member of Faculty 'medicine', which now holds 4800.00 EUR of its cap of 5000.00 EUR and 2 grants of the 2 it may have (remaining before: 2600.00 EUR).");
    const r = evaluate(load(analyze(text)), input).result;
    expect(r.results.filter((x) => x.status === "funded").map((x) => x.id)).toEqual(["S01", "S02", "S04", "S05", "S06", "S10", "S11"]);
    expect(r.totals["main"]!.groups!["medicine"]).toEqual({ limit: "5000.00", grants: 2, awarded: "4800.00", funded: 2, members: 2 });
  });
  it("a member written out gives every group that member's figure", () => {
    // every faculty 2 places (law's): medicine's second, S05 (800), is funded (4800 of 5000), leaving 1800;
    // S06 1200 leaves 600; S07 is refused by arts' cap, S08 (1000) by the budget; S10 (300) is arts'
    // second grant, and S11 is refused: arts has its 2
    const t = text.replace("at most call.places grants", "at most call.places[law] grants");
    expect(errors(t)).toEqual([]);
    const r = evaluate(load(analyze(t)), data).result;
    const words = (id: string) => r.results.find((x) => x.id === id)!.explanation.find((s) => s.step === "allocation")!.text;
    expect(words("S10")).toContain("as a member of Faculty 'arts', which now holds 1500.00 EUR of its cap of 2500.00 EUR and 2 grants of the 2 it may have");
    expect(words("S11")).toContain("Faculty 'arts' already has 2 grants, the most per Faculty (2)");
    expect(r.totals["main"]!.groups!["medicine"]!.grants).toBe(2);
  });
});

describe("with stages and with 'together'", () => {
  it("over the stages, each faculty's grants and budget count every stage's", () => {
    const staged = text.replace("    at most call.places grants\n  }\n}", "    at most call.places grants\n  }\n  stage top \"Top scores\" per par5 when score >= 80 {\n    budget 5000.00 EUR\n    unfunded go on\n  }\n  stage rest \"The rest\" per par5 {\n    budget left\n  }\n}");
    expect(errors(staged)).toEqual([]);
    // stage 1 (5000): S01 1000, S02 4000; stage 2 (3000 left): S04 400 is law's second grant, so S09 is refused by law's 2
    const r = evaluate(load(analyze(staged)), data).result;
    expect(r.results.filter((x) => x.status === "funded").map((x) => x.id)).toEqual(["S01", "S02", "S04", "S06", "S08", "S10"]);
    const words = (id: string) => r.results.find((x) => x.id === id)!.explanation.filter((s) => s.step === "allocation").map((s) => s.text).at(-1)!;
    expect(words("S09")).toContain("Faculty 'law' already has 2 grants (1 in stage 'Top scores', 1 in this stage), the most per Faculty over all stages (2)");
    expect(words("S03")).toContain("Faculty 'law' has been granted 1000.00 EUR (1000.00 EUR in stage 'Top scores') and has 2000.00 EUR left of its cap of 3000.00 EUR over all stages");
  });
  it("a faculty funded together is refused whole where its members pass its own number of places", () => {
    const together = text.replace('group by faculty "Faculty" per par5 {', 'group by faculty "Faculty" per par5 {\n    together');
    const input = { ...data, applications: data.applications.filter((a) => ["S01", "S04", "S02"].includes((a as { id: string }).id)) };
    // law: S01 + S04, 2 members of its 2 places, 1400 of 3000: funded; medicine: S02 alone, 4000 of 5000: funded
    const r = evaluate(load(analyze(together)), input).result;
    expect(r.results.map((x) => `${x.id} ${x.status}`)).toEqual(["S01 funded", "S02 funded", "S04 funded"]);
    const three = { ...data, applications: data.applications.filter((a) => ["S01", "S04", "S09"].includes((a as { id: string }).id)) };
    expect(evaluate(load(analyze(together)), three).result.results.find((x) => x.id === "S01")!.explanation.find((s) => s.step === "allocation")!.text).toContain("Faculty 'law' has 3 members, more than the 2 grants per Faculty");
  });
});

describe("first come, first served", () => {
  it("passes over a student refused by their faculty's own cap, and stops where the budget is used up", () => {
    const fc = text
      .replace('  amount: money(EUR) in 0..100000 "the grant requested"', '  amount: money(EUR) in 0..100000 "the grant requested"\n  received: datetime("Europe/Warsaw")')
      .replace("  by score highest first\n  tiebreak every tie per par4 {\n    by id lowest first\n  }", "  by received earliest first to the second")
      .replace("  at boundary skip\n", "  at boundary stop\n  first come first served\n");
    expect(errors(fc)).toEqual([]);
    // received in the order S01…S11, budget 7700: S03 (law's 3000) and S07 (arts' 2500) are passed over by
    // their faculty's cap, S05 and S09 by its places; S10 (300) meets 100.00 left: the allocation stops there
    const input = { call: { ...data.call, budget: "7700.00" }, applications: data.applications.map((a, i) => ({ ...(a as object), received: `2027-03-01T10:${String(i).padStart(2, "0")}:00` })) };
    const r = evaluate(load(analyze(fc)), input).result.results;
    expect(r.filter((x) => x.status === "funded").map((x) => x.id)).toEqual(["S01", "S02", "S04", "S06", "S08"]);
    const words = (id: string) => r.find((x) => x.id === id)!.explanation.find((s) => s.step === "allocation")!.text;
    expect(words("S07")).toBe("Not funded (1500.00 EUR asked): Faculty 'arts' has 1300.00 EUR left of its cap of 2500.00 EUR, less than the 1500.00 EUR asked; it does not fit in the remaining budget either (remaining before: 1100.00 EUR).");
    expect(words("S10")).toContain("does not fit in the remaining budget; allocation stops here");
    expect(words("S11")).toContain("not assessed: the allocation stopped before it was received (at S10, received 2027-03-01 10:09:00, which did not fit in the remaining budget)");
  });
});

describe("the reserve list", () => {
  it("holds, in ranking order, those refused by the budget and by their faculty's credit; one that could never fit is off it", () => {
    const reserve = text.replace("  at boundary skip\n", "  at boundary skip\n  reserve all per par5\n");
    const input = { ...data, call: { ...data.call, places: { law: 2, medicine: 2, arts: 4 }, faculty_budget: { law: "3000.00", medicine: "5000.00", arts: "3000.00" } } };
    // walk: S01, S02, S03 refused by law's cap (2000 left of 3000, 2500 asked), S04, S05 (medicine
    // 4800, 2/2), S06 (arts 1200; 600 left), S07 1500 and S08 1000 passed over by the budget, S09 by
    // law's places (2 of 2), S10 and S11 funded (arts 1600, 3 of 4). Each could be funded if a place
    // of its faculty freed (mendg34): the list is S03, S07 (told arts' 1400 left), S08, S09
    const r = evaluate(load(analyze(reserve)), input).result.results;
    expect(r.filter((x) => x.status === "reserve").map((x) => [x.id, x.reservePlace])).toEqual([["S03", 1], ["S07", 2], ["S08", 3], ["S09", 4]]);
    expect(r.find((x) => x.id === "S07")!.reasons!.map((x) => x.message)).toEqual(["does not fit in the remaining budget; passed over", "Faculty 'arts' has 1400.00 EUR left of its cap of 3000.00 EUR, less than the 1500.00 EUR asked", "placed on the reserve list, at place 2"]);
    // asking more than the faculty's whole credit, never: off the list, told why
    const big = { ...input, call: { ...input.call, faculty_budget: { ...input.call.faculty_budget, law: "2400.00" } } };
    const s03 = evaluate(load(analyze(reserve)), big).result.results.find((x) => x.id === "S03")!;
    expect([s03.status, s03.reservePlace]).toEqual(["not_funded", undefined]);
  });
});

describe("the call's figures as caps", () => {
  it("a negative cap of a faculty is an input error naming the figure and its key", () => {
    const t = text.replace('faculty_budget: money(EUR) by faculty', 'faculty_budget: money(EUR) in -10000..10000 by faculty');
    let issues: string[] = [];
    try {
      evaluate(load(analyze(t)), { ...data, call: { ...data.call, faculty_budget: { law: "3000.00", medicine: "-1.00", arts: "2500.00" } } });
    } catch (e) {
      if (!(e instanceof InvalidInput)) throw e;
      issues = e.issues.map((i) => i.message);
    }
    expect(issues).toEqual(['the cap per group call.faculty_budget["medicine"] is -1.00 EUR: a group\'s cap cannot be less than nothing']);
  });
});

describe("the checker", () => {
  it("accepts the scheme", () => expect(errors(text)).toEqual([]));
  it("refuses a group whose key is not the figure's enumeration (AL0548)", () => {
    expect(errors(text.replace('group by faculty "Faculty"', 'group by id "Faculty"'))).toEqual([
      "AL0548 expected the group's key to be of enum { law, medicine, arts }, the enumeration call.faculty_budget gives a cap for, found text",
      "AL0548 expected the group's key to be of enum { law, medicine, arts }, the enumeration call.places gives a cap for, found text",
    ]);
    const other = text.replace('faculty: enum { law, medicine, arts } "the student\'s faculty"', 'faculty: enum { law, medicine, arts } "the student\'s faculty"\n  campus: enum { law, medicine }').replace('group by faculty "Faculty"', 'group by campus "Faculty"');
    expect(errors(other)[0]).toBe("AL0548 expected the group's key to be of enum { law, medicine, arts }, the enumeration call.faculty_budget gives a cap for, found enum { law, medicine }");
  });
  it("checks each figure's type as a cap's (AL0521)", () => {
    expect(errors(text.replace("faculty_budget: money(EUR) by faculty", "faculty_budget: money(PLN) by faculty"))).toEqual(["AL0521 expected the cap per group in the unit of the budget, an amount in EUR, found an amount in PLN"]);
    expect(errors(text.replace("at most call.places grants", "at most call.faculty_budget grants"))).toEqual(["AL0521 expected a whole number of grants, found money(EUR)"]);
  });
});

describe("in the editor and the formatter", () => {
  it("hover on the group says each group reads the figure of its own key", () => {
    const h = hover(analyze(text), text.indexOf('group by faculty') + 2)?.markdown ?? "";
    expect(h).toContain("at most `call.places` grants per group (each group the figure of its own key: one of `law`, `medicine`, `arts`)");
  });
  it("the formatter keeps the scheme as it is", () => {
    const r = formatScheme(text.replace("at most call.places grants", "at most   call.places    grants"));
    expect((r as { text: string }).text).toBe(text);
  });
});
