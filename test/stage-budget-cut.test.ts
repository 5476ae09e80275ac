// A stage's budget as written that passes what the earlier stages left of the allocation's budget
// is cut to what they left (docs/language.md §14.7: "never more than `left`"). Before issue 15's
// twenty-fifth round the explanation's line then gave the cut amount as the written expression's
// value — "budget 20.00 EUR (the pool of each district and the city-wide pool: riverside)" for a
// pool of 50.00 EUR — a value the law does not give (drafter25's finding, schemes/drafted_leader
// with a call allocation below the measures' sum). The line now says what the expression gave and
// that it was more than what was left; the totals keep it as `budgetAsWritten`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const pools = readFileSync(join(__dirname, "inputs/per-key/district_pools.allot"), "utf8");
const poolData = JSON.parse(readFileSync(join(__dirname, "inputs/per-key/data/pools.json"), "utf8")) as { call: Record<string, unknown>; applications: unknown[] };
// 120.00 in all: Old Town spends its 100.00 (O1 60, O3 40), so Riverside's pool of 50.00 is cut to the 20.00 left
const short = { ...poolData, call: { ...poolData.call, total: "120.00" } };
const housing = readFileSync(join(__dirname, "../schemes/drafted_housing/social_housing.allot"), "utf8");
const housingData = JSON.parse(readFileSync(join(__dirname, "../schemes/drafted_housing/data/round_2027_1.json"), "utf8")) as { call: Record<string, unknown>; applications: unknown[] };

const run = (t: string, input: unknown) => evaluate(load(analyze(t)), input).result;
const stageLine = (t: string, input: unknown, id: string) => run(t, input).results.find((x) => x.id === id)!.explanation.filter((s) => s.step === "allocation")[0]!.text;

describe("a stage's budget cut to what the earlier stages left", () => {
  it("says what the budget as written gave, in every language with explanations", () => {
    expect(stageLine(pools, short, "R1")).toBe("Decided in stage 1 of 2, 'District pools', for riverside: budget 20.00 EUR (the pool of each district and the city-wide pool: riverside, 50.00 EUR, more than what is left of the budget).");
    expect(stageLine(pools.replace("language en", "language nl"), short, "R1")).toBe("Beslist in fase 1 van 2, ‘District pools’, voor riverside: budget 20,00 EUR (the pool of each district and the city-wide pool: riverside, 50,00 EUR, meer dan wat van het budget resteert).");
    expect(stageLine(pools.replace("language en", "language pl"), short, "R1")).toMatch(/20,00 EUR \(the pool of each district and the city-wide pool: riverside, 50,00 EUR, więcej, niż pozostało z budżetu\)\.$/);
    expect(stageLine(pools.replace("language en", "language de"), short, "R1")).toBe("Entschieden in der Stufe 1 von 2, „District pools“, für riverside: Mittel 20,00 EUR (the pool of each district and the city-wide pool: riverside, 50,00 EUR, mehr, als von den Mitteln verbleibt).");
  });
  it("keeps the budget as written in the totals, and only where it was cut", () => {
    const t = run(pools, short).totals["main"]!.stages!;
    expect(t["districts[riverside]"]).toMatchObject({ budget: "20.00", budgetAsWritten: "50.00", awarded: "15.00", remaining: "5.00" });
    expect(t["districts[old_town]"]!.budgetAsWritten).toBeUndefined();
    // the members after Riverside: what is left is 5.00; Northfield's pool of 0.00 is not cut, Harbour's 20.00 is
    expect(t["districts[northfield]"]!.budgetAsWritten).toBeUndefined();
    expect(t["districts[harbour]"]).toMatchObject({ budget: "5.00", budgetAsWritten: "20.00" });
    expect(Object.values(run(pools, poolData).totals["main"]!.stages!).map((x) => x.budgetAsWritten)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
  it("an uncut budget's line is as before", () => {
    expect(stageLine(pools, short, "O1")).toBe("Decided in stage 1 of 2, 'District pools', for old_town: budget 100.00 EUR (the pool of each district and the city-wide pool: old_town).");
  });
  it("counts places where the allocation gives places", () => {
    // the urgency stage asks for one more dwelling than the round offers: it is given the five
    const more = housing.replace("budget round(call.dwellings / 3, 0, down) per art7_1", "budget call.dwellings + 1 per art7_1");
    expect(stageLine(more, housingData, "H02")).toBe("Decided in stage 1 of 2, 'Applicants of group A (urgency declaration)': it considers only the applications that meet its condition: the priority group (article 4) = urgent; 5 places (the number of dwellings offered in the round + 1, 6 places, more than the places left; the number of dwellings offered in the round: 5).");
  });
});
