// The findings of the sixteenth round's drafter (docs/performance.md, "A rolling call with cut-off
// dates drafted from the docs alone (drafter16)"; schemes/drafted_rolling), each worked by hand on
// the smallest scheme that shows it.
import { describe, expect, it } from "vitest";
import { formatScheme } from "@allot/dsl";
import { errorsOf as errors, resultOf, runScheme, twoCutOffs } from "./support/scheme.js";

// Two cut-offs: cut-off 1 spends call.b1 and ends at the first application it cannot fund; its
// unfunded are ranked again at cut-off 2, which spends what is left (what cut-off 1 did not
// commit and call.b2) and passes over what does not fit.
const rolling = (stageOne: string, stageTwo: string, more = "") =>
  twoCutOffs(
    `  b1: money(EUR) "the budget of cut-off 1"
  b2: money(EUR) "the budget of cut-off 2"
  leftover: money(EUR)`,
    `  budget call.b1 + call.b2
  amount asked
  ${more}
  stage one "Cut-off 1" when cut = 1 {
    budget call.b1
    ${stageOne}
    unfunded go on
  }
  stage two "Cut-off 2" {
    ${stageTwo}
  }`,
  );

// A1 (cut-off 1, 9 points, 60), A2 (1, 8, 60), A3 (1, 7, 30), B1 (2, 9, 50); b1 = b2 = 100.
// Cut-off 1: A1 (40 left); A2 60 > 40: funding at the cut-off ends (stop), A3 not funded either;
// both go on. Cut-off 2, budget left = 200 - 60 = 140: B1 (90 left), A2 (30 left), A3 (0 left).
const apps = [
  { id: "A1", cut: 1, score: 9, asked: "60.00" },
  { id: "A2", cut: 1, score: 8, asked: "60.00" },
  { id: "A3", cut: 1, score: 7, asked: "30.00" },
  { id: "B1", cut: 2, score: 9, asked: "50.00" },
];
const call = { b1: "100.00", b2: "100.00", leftover: "0.00" };

describe("every stage states its own boundary policy: the allocation need not (AL0408)", () => {
  it("checks clean without the allocation's 'at boundary', and each stage walks with its own", () => {
    const text = rolling("at boundary stop per art1", "budget left\n    at boundary skip per art1");
    expect(errors(text)).toEqual([]);
    const r = runScheme(text, { call, applications: apps });
    expect(r.results.map((x) => `${x.id}:${x.status}:${x.amount}:${x.stage}`)).toEqual(["A1:funded:60.00:one", "B1:funded:50.00:two", "A2:funded:60.00:two", "A3:funded:30.00:two"]);
    expect(resultOf(r, "A2").explanation.map((s) => s.text)).toContain("In stage 'Cut-off 1': does not fit in the remaining budget; this stage stops here, and the later stages go on (remaining before: 40.00 EUR).");
    expect(r.totals["main"]!.remaining).toBe("0.00");
  });

  it("still asks for it where a stage has none of its own, or a reservation walks with it", () => {
    const missing = "AL0408 expected the allocation to say what happens to the first application that does not fit the remaining budget ('at boundary ...' or 'pro rata ...'), found neither";
    expect(errors(rolling("at boundary stop per art1", "budget left"))).toEqual([missing]);
    expect(errors(rolling("at boundary stop per art1", "budget left\n    at boundary skip", "reserve small \"Small\": at least 10 EUR when score < 8, unused returns"))).toEqual([missing]);
    // with the allocation's own policy as well, as before
    expect(errors(rolling("at boundary stop", "budget left\n    at boundary skip", "at boundary stop"))).toEqual([]);
  });
});

describe("a stage's budget that reads `left` is told as what is left", () => {
  const line = (r: ReturnType<typeof runScheme>) => resultOf(r, "B1").explanation.find((s) => s.text.startsWith("Decided in stage 2"))!.text;

  it("`budget left`: '(what is left)', where it read '(left)'", () => {
    const r = runScheme(rolling("at boundary stop", "budget left\n    at boundary skip"), { call, applications: apps });
    expect(line(r)).toBe("Decided in stage 2 of 2, 'Cut-off 2': it considers every application not yet funded; budget 140.00 EUR (what is left).");
  });

  it("`left` in a formula, beside call values in their words; a parameter named like it is not touched", () => {
    // budget call.b1 + call.b2 + call.leftover = 200; cut-off 2 spends left - call.b1 + call.leftover
    // = 140 - 100 + 0 = 40: B1 (50) does not fit, A2 (60) does not, A3 (30) does (10 left)
    const text = rolling("at boundary stop", "budget left - call.b1 + call.leftover\n    at boundary skip").replace("budget call.b1 + call.b2\n", "budget call.b1 + call.b2 + call.leftover\n");
    const r = runScheme(text, { call, applications: apps });
    expect(line(r)).toBe("Decided in stage 2 of 2, 'Cut-off 2': it considers every application not yet funded; budget 40.00 EUR (what is left - the budget of cut-off 1 + call.leftover; the budget of cut-off 1: 100.00 EUR, call.leftover: 0.00 EUR).");
    expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["A1:funded", "B1:not_funded", "A2:not_funded", "A3:funded"]);
  });
});

describe("a stage named by a word a let may take: `stage first`", () => {
  // was "expected '}', found 'stage'" at the keyword, then a cascade of errors over the scheme
  const text = rolling("at boundary stop", "budget left\n    at boundary skip").replace('stage one "', 'stage first "').replace('stage two "', 'stage last "');

  it("checks clean and names the stage in the results", () => {
    expect(errors(text)).toEqual([]);
    const r = runScheme(text, { call, applications: apps });
    expect(r.results.map((x) => `${x.id}:${x.stage}`)).toEqual(["A1:first", "B1:last", "A2:last", "A3:last"]);
    expect(Object.keys(r.totals["main"]!.stages!)).toEqual(["first", "last"]);
  });

  it("is printed back by the formatter", () => {
    const f = formatScheme(text);
    expect(f.ok).toBe(true);
    expect((f as { text: string }).text).toContain('  stage first "Cut-off 1" when cut = 1 {\n');
  });
});
