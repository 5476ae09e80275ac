// Pro rata never grants an application more than it asked (issue 18: under `remainder
// ranking_order` a request of 0.00 received the leftover 0.01; under `ceiling to 0.05` a request
// of 0.03 received 0.05). Over random calls, with every rounding mode, steps of 0.01 and 0.05 and
// every remainder policy: every share is at most its request, the shares stay within the budget,
// and a leftover step goes only where it fits. Plus the two cases the adversarial run found.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const modes = ["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"] as const;
const remainders = ["unallocated", "largest_remainder", "ranking_order"] as const;
const cents = (s: string): number => Math.round(Number(s) * 100);
const money = (c: number): string => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}`;

const schemes = new Map<string, ReturnType<typeof compile>>();
function scheme(mode: string, step: string, remainder: string) {
  const key = `${mode}|${step}|${remainder}`;
  let s = schemes.get(key);
  if (!s) {
    s = compile(`${preamble("Pro rata")}call { budget: money(EUR) }
application { id: text unique  points: integer in 0..9  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first }
allocation per art1 {
  budget call.budget
  amount asked
  pro rata rounded ${mode} to ${step} remainder ${remainder} per art1
}
`);
    schemes.set(key, s);
  }
  return s;
}

describe("pro rata shares", () => {
  it("never exceed what was asked, under every rounding and remainder policy", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...modes),
        fc.constantFrom("0.01", "0.05"),
        fc.constantFrom(...remainders),
        fc.array(fc.record({ points: fc.integer({ min: 0, max: 9 }), asked: fc.oneof(fc.constant(0), fc.constant(3), fc.integer({ min: 0, max: 50_000 })) }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100_000 }),
        (mode, step, remainder, apps, budget) => {
          const applications = apps.map((a, i) => ({ id: `A${String(i).padStart(2, "0")}`, points: a.points, asked: money(a.asked) }));
          const r = evaluate(scheme(mode, step, remainder), { call: { budget: money(budget) }, applications }, { explain: false }).result;
          let total = 0;
          for (const x of r.results) {
            total += cents(x.amount);
            expect(cents(x.amount), `${x.id} asked ${x.requested}, granted ${x.amount} (${mode} ${step} ${remainder})`).toBeLessThanOrEqual(cents(x.requested!));
          }
          expect(total).toBeLessThanOrEqual(budget);
        },
      ),
      { numRuns: process.env["FUZZ_LONG"] === "1" ? 20_000 : 400, seed: 18 },
    );
  });

  it("the cases the adversarial run found: a request of 0.00 takes no leftover cent, a request of 0.03 no 0.05", () => {
    const a = evaluate(scheme("down", "0.01", "ranking_order"), { call: { budget: "1.00" }, applications: [{ id: "A", points: 9, asked: "0.00" }, { id: "B", points: 5, asked: "0.50" }, { id: "C", points: 1, asked: "1.00" }] }, { explain: false }).result;
    // total asked 1.50 > 1.00: shares 0, 1/3, 2/3 rounded down: 0.00, 0.33, 0.66; 0.01 left goes
    // in ranking order to the first that can take it — not A (asked 0.00) but B
    expect(a.results.map((x) => `${x.id}:${x.amount}`)).toEqual(["A:0.00", "B:0.34", "C:0.66"]);
    const b = evaluate(scheme("ceiling", "0.05", "unallocated"), { call: { budget: "1.00" }, applications: [{ id: "A", points: 9, asked: "0.03" }, { id: "B", points: 5, asked: "2.00" }] }, { explain: false }).result;
    // A's exact share 1.00 × 0.03 / 2.03 ≈ 0.0148, rounded up to 0.05 — more than the 0.03 asked:
    // it is held at its 0.03. B's 0.9852 rounds up to 1.00. Together 1.03 > 1.00, so the share
    // rounded up the most gives back: A's (raised by 0.0152, B's by 0.0148), down to the multiple
    // of 0.05 below its 0.03 — 0.00. Within the budget, and nobody above its request.
    expect(b.results.map((x) => `${x.id}:${x.amount}`)).toEqual(["A:0.00", "B:1.00"]);
  });
});
