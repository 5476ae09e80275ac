// What a farmer reads: a finding of the eighteenth round's drafted scheme (schemes/drafted_areapay,
// docs/performance.md, drafter18). Every expectation was worked by hand before the run.
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { allocationScheme } from "./support/allocation.js";

const run = (text: string, input: unknown): SelectionResult => evaluate(compile(text), input as never, { explain: true }).result;
const last = (r: SelectionResult, id: string): string => r.results.find((x) => x.id === id)!.explanation.at(-1)!.text;

describe("the reduction coefficient names the budget as the law does (§14.1: budget … \"the Fund\")", () => {
  const head = `scheme t "T" {\n  version "1"\n  language en\n}\nact law "L" {\n  identifier "L"\n}\nsource art1 = law article 1 """\n  X.\n  """\n`;
  const scheme = (budget: string, proRata: string): string =>
    allocationScheme({ head, call: "budget: money(EUR)", fields: "points: integer in 0..3  asked: money(EUR)", budget, boundary: "skip per art1", body: `  ${proRata}\n` });
  // budget 100.00; A1 asks 60.00, A2 50.00, A3 30.00: total 140.00, coefficient 100 / 140 =
  // 0.714285…; A1 60.00 × 100 / 140 = 42.857… → 42.85; rounded to 0.0001 first: 0.7142, 60.00 ×
  // 0.7142 = 42.852 → 42.85
  const apps = { call: { budget: "100.00" }, applications: [{ id: "A1", points: 3, asked: "60.00" }, { id: "A2", points: 2, asked: "50.00" }, { id: "A3", points: 1, asked: "30.00" }] };

  it("says the law's word in the coefficient, as it does where the requests fit ('do not exceed the Fund')", () => {
    const exact = run(scheme('call.budget "the Fund"', "pro rata rounded down to 0.01 remainder unallocated"), apps);
    expect(last(exact, "A1")).toBe("Funded pro rata 42.85 EUR of the 60.00 EUR asked: pro rata: 60.00 EUR × the reduction coefficient (the Fund 100.00 EUR / total 140.00 EUR), rounded down to 0.01 EUR.");
    const rounded = run(scheme('call.budget "the Fund"', "pro rata coefficient rounded down to 0.0001 rounded down to 0.01 remainder unallocated"), apps);
    expect(last(rounded, "A1")).toBe("Funded pro rata 42.85 EUR of the 60.00 EUR asked: pro rata: 60.00 EUR × the reduction coefficient 0.7142 (the Fund 100.00 EUR / total 140.00 EUR, rounded down to 0.0001), rounded down to 0.01 EUR.");
  });

  it("keeps 'budget' where the budget has no name", () => {
    const r = run(scheme("call.budget", "pro rata rounded down to 0.01 remainder unallocated"), apps);
    expect(last(r, "A1")).toBe("Funded pro rata 42.85 EUR of the 60.00 EUR asked: pro rata: 60.00 EUR × the reduction coefficient (budget 100.00 EUR / total 140.00 EUR), rounded down to 0.01 EUR.");
  });
});
