// review32's findings on `pro rata by <weight>` (§14.4, engine/prorataWeights.ts), each worked by hand
// against §14.4 and plain pro rata on the same input (review32/FINDINGS.md C1, P2, P3, P1).
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { compiled, LANGS, preamble, resultOf, runScheme } from "./support/scheme.js";
import { allocationScheme } from "./support/allocation.js";

const scheme = (clause: string, lang?: string): string =>
  allocationScheme({ head: preamble("by weight", lang), call: "budget: money(EUR)", fields: "asked: money(EUR)  points: integer in 0..100", rules: "", boundary: "skip", body: `  ${clause}\n` });
const input = (budget: string, apps: [string, string, number][]) => ({ call: { budget }, applications: apps.map(([id, asked, points]) => ({ id, asked, points })) });
const run = (clause: string, budget: string, apps: [string, string, number][]) => runScheme(scheme(clause), input(budget, apps));
const amounts = (r: ReturnType<typeof run>) => Object.fromEntries(r.results.map((x) => [x.id, [x.status, x.amount]]));
/** the allocation step of `id` in every language */
const told = (clause: string, budget: string, apps: [string, string, number][], id: string) => {
  const said: Record<string, string> = {};
  for (const lang of [...LANGS, "es", "fr"]) {
    const results = evaluate(compiled(scheme(clause, lang)), input(budget, apps), { explain: true }).result.results;
    said[lang] = (results.find((r) => r.id === id)!.explanation as { step: string; text: string }[]).filter((s) => s.step === "allocation").map((s) => s.text).join(" ");
  }
  return said;
};

describe("a minimum with more places than the budget, the asks and the step (review32 C1)", () => {
  // The amounts are whole (100.00 and 200.00 read as 0 places) and the step is 1; the minimum 50.50 has
  // two places: the scale must hold it (§14.4: a minimum written out in the currency, AL0547), else it
  // shifted by a negative power of ten and threw (exit 3, HTTP 500).
  it("then unallocated: 1 of 2 × 100.00 = 50 each, below 50.50: both left out, 100.00 unspent", () => {
    const r = run("pro rata by total rounded down to 1 remainder unallocated minimum 50.50 EUR then unallocated", "100.00", [["A", "200.00", 1], ["B", "200.00", 1]]);
    expect(amounts(r)).toEqual({ A: ["not_funded", "0.00"], B: ["not_funded", "0.00"] });
    expect(r.totals.main!.remaining).toBe("100.00");
  });
  it("then reshare: B's 1 of 4 × 100.00 = 25 is below 50.50 and left out; A alone takes the budget, 100.00", () => {
    const r = run("pro rata by total rounded down to 1 remainder unallocated minimum 50.50 EUR then reshare", "100.00", [["A", "200.00", 3], ["B", "200.00", 1]]);
    expect(amounts(r)).toEqual({ A: ["pro_rata", "100.00"], B: ["not_funded", "0.00"] });
  });
});
