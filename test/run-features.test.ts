// One run seen with and without explanations and as a table, on a scheme that uses a rule with a label, a criterion over an optional field (absent:
// the criterion cannot be scored), a threshold that keeps applications ranked, an amount that
// cannot always be computed (an optional field; a negative amount), every boundary policy, a
// reserve list, tie-breaks at every tie and at the boundary only, and published columns computed
// from fields, points and lets. Random calls and applications (fast-check); the id ends every
// chain, so ties are rare.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate, evaluateTable, run, validateInput, type CompiledScheme } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { stripExplanations, tableMismatch } from "./support/table.js";

/**
 * The budget: in cents (the walk is in whole minor units), a third of the ceiling (more
 * decimals than the euro has: it walks Decimals), or unlimited.
 */
type Budget = "ceiling" | "third" | "unlimited";
const budgets: Record<Budget, string> = { ceiling: "budget call.ceiling", third: "budget call.ceiling / 3", unlimited: "budget unlimited" };

function text(scope: "every tie" | "at boundary", budget: Budget): string {
  return `scheme features "Bulk features" {
  version "1"
}

act law "The law" {
  identifier "L"
}

source art1 = law article 1 """
  Text one.
  """

source art2 = law article 2 """
  Text two.
  """

call {
  ceiling: money(EUR)
  policy: enum { stop, skip, partial, full }
  minimum: integer
}

application {
  id: text unique
  asked: money(EUR)
  cofinanced: money(EUR) optional
  factor: decimal optional
  score: integer in 0..5
  timely: boolean
  received: datetime("Europe/Warsaw")
}

let own_part = asked - cofinanced

eligibility per art1 {
  rule on_time "On time": timely
    otherwise "Late."
    label "rejected_late"
}

criterion a "A" per art1: weight 2 × score
criterion b "B" per art2: bands factor {
  at most 1 => 3
  above 1 and at most 2 => 1
  above 2 => 0
}

threshold minimum "Minimum" per art1: total >= call.minimum keep ranked
  otherwise "Too few points."

ranking per art1 {
  by total highest first
  tiebreak ${scope} per art2 {
    by b highest first per art2
    by received earliest first exactly per art2
    by id lowest first per art2
  }
}

allocation per art1 {
  ${budgets[budget]}
  amount own_part
  at boundary call.policy per art2
  reserve 2
}

publish per art1 {
  columns {
    id,
    position,
    total,
    status,
    amount,
    own_part as "own part",
    received as "received at",
    factor
  }
}
`;
}

const schemes = new Map<string, CompiledScheme>();
function scheme(scope: "every tie" | "at boundary", budget: Budget): CompiledScheme {
  let s = schemes.get(scope + budget);
  if (!s) {
    s = compile(text(scope, budget));
    schemes.set(scope + budget, s);
  }
  return s;
}

const money = (cents: number) => `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

const app = fc.record({
  asked: fc.integer({ min: 0, max: 500_000 }),
  cofinanced: fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: undefined, freq: 6 }),
  factor: fc.option(fc.constantFrom("0.5", "1", "1.5", "2", "2.5", "3"), { nil: undefined, freq: 8 }),
  score: fc.integer({ min: 0, max: 5 }),
  timely: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  second: fc.integer({ min: 0, max: 40 }),
});

const callArb = fc.record({ ceiling: fc.integer({ min: 0, max: 2_000_000 }), policy: fc.constantFrom("stop", "skip", "partial", "full"), minimum: fc.integer({ min: 0, max: 12 }) });

describe("one run with and without explanations, every feature", () => {
  it("on random calls and applications", () => {
    let taken = 0;
    let cases = 0;
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.constantFrom<"every tie" | "at boundary">("every tie", "at boundary"), fc.constantFrom<Budget>("ceiling", "ceiling", "third", "third", "unlimited"), callArb, fc.array(app, { minLength: 5, maxLength: 40 }), (scope, budget, c, apps) => {
        const s = scheme(scope, budget);
        const input = {
          call: { ceiling: money(c.ceiling), policy: c.policy, minimum: c.minimum },
          applications: apps.map((a, i) => ({
            id: `A${String(i).padStart(2, "0")}`,
            asked: money(a.asked),
            ...(a.cofinanced !== undefined ? { cofinanced: money(a.cofinanced) } : {}),
            ...(a.factor !== undefined ? { factor: a.factor } : {}),
            score: a.score,
            timely: a.timely,
            received: `2024-03-01T10:00:${String(a.second).padStart(2, "0")}`,
          })),
        };
        const v = validateInput(s, input);
        expect(v.issues.filter((i) => i.severity === "error")).toEqual([]);
        const engine = run(s, v.call, v.applications, new Map(), undefined, false);
        const bulk = evaluateTable(s, input).table;
        cases++;
        {
          taken++;
          expect(JSON.stringify(stripExplanations(evaluate(s, input).result, engine))).toBe(JSON.stringify(engine));
          expect(tableMismatch(bulk, engine)).toBeUndefined();
          for (const r of bulk.toResult().results) {
            seen.add(`status:${r.status}`);
            for (const x of r.reasons) seen.add(`reason:${x.rule}`);
            if (r.label) seen.add(`label:${r.label}`);
          }
        }
      }),
      { numRuns: 400 },
    );
    expect(taken).toBeGreaterThan(cases * 0.5);
    // the cases cover every outcome the scheme can give
    for (const x of ["funded", "partially_funded", "not_funded", "reserve", "ineligible", "below_threshold"]) expect(seen, x).toContain(`status:${x}`);
    for (const x of ["on_time", "b", "minimum", "allocation"]) expect(seen, x).toContain(`reason:${x}`);
    expect(seen).toContain("label:rejected_late");
  });
});
