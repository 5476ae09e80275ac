// Property tests of the selection semantics over generated schemes and calls: each case is an
// Allot text written by support/generated.ts (criteria, optional threshold, ranking with an
// optional tie-break chain, a boundary policy or pro rata), compiled with analyze + load, and
// run over generated applications and budgets.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { analyze, load } from "@allot/dsl";
import { caseArb, cents, chainCompare, compile, input, points, reference, run, schemeText, toCents, type App, type Case, type SchemeConfig } from "./support/generated.js";

// FUZZ_LONG=1: fifty times as many random calls (budget, permutation, reference model)
const RUNS = { numRuns: process.env["FUZZ_LONG"] === "1" ? 5000 : 100 };

const byId = (r: SelectionResult) => new Map(r.results.map((x) => [x.id, x] as const));
const amounts = (r: SelectionResult) => r.results.reduce((s, x) => s + toCents(x.amount), 0);

describe("generated schemes", () => {
  it("compile without errors", () => {
    fc.assert(
      fc.property(caseArb(), ({ cfg }) => {
        const a = analyze(schemeText(cfg));
        expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
        load(a);
      }),
      { numRuns: 200 },
    );
  });
});

describe("determinism", () => {
  it("shuffling the applications does not change the result", () => {
    fc.assert(
      fc.property(
        caseArb().chain((c) => fc.shuffledSubarray(c.apps, { minLength: c.apps.length, maxLength: c.apps.length }).map((shuffled) => ({ ...c, shuffled }))),
        ({ cfg, apps, budget, shuffled }) => {
          expect(JSON.stringify(run(cfg, shuffled, budget))).toBe(JSON.stringify(run(cfg, apps, budget)));
        },
      ),
      RUNS,
    );
  });

  it("two runs, and two compilations, give identical bytes", () => {
    fc.assert(
      fc.property(caseArb(), ({ cfg, apps, budget }) => {
        const text = schemeText(cfg);
        const first = JSON.stringify(evaluate(compile(text), input(cfg, apps, budget)));
        const again = JSON.stringify(evaluate(compile(text), input(cfg, apps, budget)));
        const fresh = JSON.stringify(evaluate(load(analyze(text)), input(cfg, apps, budget)));
        expect(again).toBe(first);
        expect(fresh).toBe(first);
      }),
      RUNS,
    );
  });

  it("renaming the applications renames the result, when no lottery is drawn", () => {
    // ids are presentational: without a lottery, nothing the law decides may depend on them —
    // except, by design, who of a tie with equal remainders gets a largest_remainder cent: the
    // remainder goes in ranking order, and inside a tie that is id order. There the amounts may
    // differ by the step, and their sum may not.
    const noLottery = caseArb().filter((c) => c.cfg.tiebreak?.end.kind !== "seed");
    fc.assert(
      fc.property(
        noLottery.chain((c) => fc.shuffledSubarray(c.apps.map((a) => a.id), { minLength: c.apps.length, maxLength: c.apps.length }).map((ids) => ({ ...c, ids }))),
        ({ cfg, apps, budget, ids }) => {
          const renamed = apps.map((a, i) => ({ ...a, id: ids[i]! }));
          const lr = cfg.allocation.kind === "prorata" && cfg.allocation.remainder === "largest_remainder";
          const first = run(cfg, apps, budget);
          const second = run(cfg, renamed, budget);
          const r1 = byId(first);
          const r2 = byId(second);
          apps.forEach((a, i) => {
            const x = r1.get(a.id)!;
            const y = r2.get(ids[i]!)!;
            const shown = (r: typeof x) => ({ id: a.id, status: r.status, position: r.position, amount: lr ? undefined : r.amount, contingent: r.contingentAmount });
            expect(shown(y)).toEqual(shown(x));
            if (lr) expect(Math.abs(toCents(x.amount) - toCents(y.amount))).toBeLessThanOrEqual(1);
          });
          expect(amounts(second)).toBe(amounts(first));
        },
      ),
      RUNS,
    );
  });
});

describe("budget", () => {
  it("the amounts never exceed the budget, except under 'full' and 'reach' by at most the boundary application", () => {
    fc.assert(
      fc.property(caseArb(), ({ cfg, apps, budget }) => {
        const r = run(cfg, apps, budget);
        const sum = amounts(r);
        const t = r.totals["main"]!;
        expect(toCents(t.awarded)).toBe(sum);
        if (cfg.allocation.kind === "boundary" && (cfg.allocation.policy === "full" || cfg.allocation.policy === "reach")) {
          const funded = r.results.filter((x) => x.status === "funded").map((x) => toCents(x.amount));
          // the one application awarded in full at the boundary: at most its amount beyond the budget
          if (sum > budget) expect(sum - budget).toBeLessThanOrEqual(Math.max(...funded));
        } else {
          expect(sum).toBeLessThanOrEqual(budget);
          // and what goes to one of the indeterminate applications is within the budget too
          expect(sum + toCents(t.undecided)).toBeLessThanOrEqual(budget);
        }
      }),
      RUNS,
    );
  });

  it("pro rata: shares add up to at most the budget, exactly to it with largest_remainder, each within a cent of its exact share", () => {
    fc.assert(
      fc.property(caseArb({ allocation: fc.constantFrom("unallocated" as const, "largest_remainder" as const).map((remainder) => ({ kind: "prorata" as const, remainder })) }), ({ cfg, apps, budget }) => {
        const r = run(cfg, apps, budget);
        const ranked = r.results.filter((x) => x.position !== null);
        const requested = ranked.reduce((s, x) => s + apps.find((a) => a.id === x.id)!.asked, 0);
        const sum = amounts(r);
        expect(sum).toBeLessThanOrEqual(budget);
        if (requested <= budget) {
          for (const x of ranked) expect(x.status).toBe("funded");
          expect(sum).toBe(requested);
          return;
        }
        for (const x of ranked) {
          const asked = apps.find((a) => a.id === x.id)!.asked;
          const got = toCents(x.amount);
          // a share of nothing is no grant (§14.4)
          expect(x.status).toBe(got > 0 ? "pro_rata" : "not_funded");
          // exact share asked·budget/requested, in cents: floor ≤ got ≤ floor + 1
          const floor = Math.floor((asked * budget) / requested);
          expect(got).toBeGreaterThanOrEqual(floor);
          expect(got).toBeLessThanOrEqual(cfg.allocation.kind === "prorata" && cfg.allocation.remainder === "largest_remainder" ? floor + 1 : floor);
          expect(got).toBeLessThanOrEqual(asked);
        }
        if (cfg.allocation.kind === "prorata" && cfg.allocation.remainder === "largest_remainder") expect(sum).toBe(budget); // the step 0.01 divides every budget in cents
      }),
      RUNS,
    );
  });
});

describe("ranking", () => {
  it("raising one application's score never gives it a worse position", () => {
    const arb = caseArb({ size: { min: 1 } }).chain((c) =>
      fc.record({ i: fc.integer({ min: 0, max: c.apps.length - 1 }), crit: fc.integer({ min: 0, max: c.cfg.criteria.length - 1 }), by: fc.integer({ min: 1, max: 3 }) }).map((raise) => ({ ...c, raise })),
    );
    fc.assert(
      fc.property(arb, ({ cfg, apps, budget, raise }) => {
        const c = cfg.criteria[raise.crit]!;
        const target = apps[raise.i]!;
        const score = Math.min(c.hi, target.scores[c.name]! + raise.by);
        fc.pre(score > target.scores[c.name]!);
        const raised = apps.map((a, k) => (k === raise.i ? { ...a, scores: { ...a.scores, [c.name]: score } } : a));
        const before = byId(run(cfg, apps, budget)).get(target.id)!.position;
        const after = byId(run(cfg, raised, budget)).get(target.id)!.position;
        if (before !== null) {
          expect(after).not.toBeNull();
          expect(after!).toBeLessThanOrEqual(before);
        }
      }),
      RUNS,
    );
  });

  it("tied applications share a position", () => {
    fc.assert(
      fc.property(caseArb(), ({ cfg, apps, budget }) => {
        const r = byId(run(cfg, apps, budget));
        for (const a of apps) {
          for (const b of apps) {
            if (a === b) continue;
            const pa = r.get(a.id)!.position;
            const pb = r.get(b.id)!.position;
            if (pa === null || pb === null) continue;
            const sameTotal = points(cfg, a)["total"] === points(cfg, b)["total"];
            // equal on every step the scheme provides: always tied
            if (sameTotal && chainCompare(cfg, a, b) === 0) expect(pa, `${a.id} ~ ${b.id}`).toBe(pb);
            // no tie-break at all: equal totals are tied
            if (sameTotal && !cfg.tiebreak) expect(pa).toBe(pb);
            // different totals never share a position
            if (!sameTotal) expect(pa).not.toBe(pb);
          }
        }
      }),
      RUNS,
    );
  });

  it("under stop, partial and full no funded application is ranked after a not funded one", () => {
    const arb = caseArb({ allocation: fc.constantFrom("stop" as const, "partial" as const, "full" as const).map((policy) => ({ kind: "boundary" as const, policy })) });
    fc.assert(
      fc.property(arb, ({ cfg, apps, budget }) => {
        const r = run(cfg, apps, budget);
        const funded = r.results.filter((x) => x.status === "funded" || x.status === "partially_funded").map((x) => x.position!);
        const notFunded = r.results.filter((x) => x.status === "not_funded" || x.status === "reserve").map((x) => x.position!);
        if (funded.length && notFunded.length) expect(Math.max(...funded)).toBeLessThanOrEqual(Math.min(...notFunded));
      }),
      RUNS,
    );
  });

  it("a tie-break chain that ends in a lottery leaves nothing indeterminate", () => {
    // at boundary too: a tie that does not straddle the budget is all in or all out, skip included
    const arb = caseArb({ tiebreak: "always", size: { min: 3 }, allocation: fc.constantFrom("stop" as const, "skip" as const, "skip" as const, "partial" as const, "full" as const).map((policy) => ({ kind: "boundary" as const, policy })) }).filter((c) => c.cfg.tiebreak!.end.kind === "seed");
    fc.assert(
      fc.property(arb, ({ cfg, apps, budget }) => {
        const r = run(cfg, apps, budget);
        expect(r.results.filter((x) => x.status === "indeterminate").map((x) => x.id)).toEqual([]);
        expect(r.ties.filter((t) => t.decisive)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe("reference model", () => {
  function compare({ cfg, apps, budget }: Case) {
    const r = byId(run(cfg, apps, budget));
    const ref = reference(cfg, apps, budget);
    for (const a of apps) {
      const x = r.get(a.id)!;
      const o = ref.outcome.get(a.id)!;
      expect({ id: a.id, position: x.position, status: x.status, amount: x.amount, contingent: x.contingentAmount }).toEqual({
        id: a.id,
        position: ref.position.get(a.id),
        status: o.status,
        amount: cents(o.amount),
        contingent: o.contingent !== undefined ? cents(o.contingent) : undefined,
      });
    }
  }

  it("positions, statuses and amounts agree with walking every order the ranking leaves open", () => {
    fc.assert(fc.property(caseArb(), compare), { numRuns: 200 });
  });

  it("agrees on pro rata cents when many remainders are equal", () => {
    // whole euros and a budget of a third of the requests: shares of equal remainder at
    // different magnitudes, whose cents must go in ranking order
    const arb = fc
      .record({
        criteria: fc.constant([{ name: "c1", weight: 1, lo: 0, hi: 3 }]),
        remainder: fc.constantFrom("unallocated" as const, "largest_remainder" as const),
        apps: fc.array(fc.record({ s: fc.integer({ min: 0, max: 3 }), euros: fc.oneof(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 99_999 })) }), { minLength: 2, maxLength: 7 }),
      })
      .map(({ criteria, remainder, apps }): Case => {
        const list = apps.map((a, i): App => ({ id: `P${i}`, scores: { c1: a.s }, asked: a.euros * 100 }));
        const total = list.reduce((t, a) => t + a.asked, 0);
        return { cfg: { criteria, allocation: { kind: "prorata", remainder } }, apps: list, budget: Math.floor(total / 3) };
      });
    fc.assert(fc.property(arb, compare), { numRuns: 100 });
  });

  it("agrees for tied groups larger than the engine permutes (8 and 9 applications)", () => {
    // one criterion with two values: 8 or 9 applications tie on 1, up to two more rank below
    const cfg = (policy: "stop" | "skip" | "partial" | "full"): SchemeConfig => ({ criteria: [{ name: "c1", weight: 1, lo: 0, hi: 1 }], allocation: { kind: "boundary", policy } });
    const asked = fc.oneof(fc.constantFrom(100, 200, 500), fc.integer({ min: 1, max: 20 }).map((x) => x * 100));
    const arb = fc
      .record({
        policy: fc.constantFrom("stop" as const, "skip" as const, "skip" as const, "partial" as const, "full" as const),
        tied: fc.array(asked, { minLength: 8, maxLength: 9 }),
        below: fc.array(asked, { maxLength: 2 }),
        budget: fc.integer({ min: 0, max: 6000 }),
      })
      .map(({ policy, tied, below, budget }) => ({
        cfg: cfg(policy),
        apps: [...tied.map((a, i): App => ({ id: `G${i}`, scores: { c1: 1 }, asked: a })), ...below.map((a, i): App => ({ id: `L${i}`, scores: { c1: 0 }, asked: a }))],
        budget,
      }));
    fc.assert(fc.property(arb, compare), { numRuns: 40 });
  });
});
