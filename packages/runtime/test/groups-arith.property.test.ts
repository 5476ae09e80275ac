// The group walk (engine/groups.ts) is written once over an arithmetic (engine/arith.ts): whole
// minor units or Decimals. On random rankings with ties (tied units walked in every order), groups
// walked together or member by member, caps per group in money and in grants, a quota, members
// that cannot be funded, rows kept ranked below a threshold, every boundary policy and the share
// of a together group that straddles the budget (pro rata, steps of a cent, a euro or five cents,
// every remainder rule), both must give the same statuses, amounts, reasons, amounts left before
// each row, contingent amounts, quota refusals, cited items, group totals and remaining budget.
// And where an amount has no exact form in minor units (a cap or a share's step finer than the
// currency's cent, a cap past the safe range) the selection keeps the group walk in Decimals.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal } from "../src/decimal.js";
import { DecimalArith, MinorArith, type Arith } from "../src/engine/arith.js";
import { STATUS } from "../src/engine/allocate.js";
import { groupsInDecimals, walkGroups } from "../src/engine/groups.js";
import { centsText, tiedRanking } from "./support/rankings.js";
import type { GroupSpec } from "../src/spec.js";

const text = centsText;
const ranking = tiedRanking;

interface Case {
  groups: number[];
  asks: number[];
  keys: number[];
  kept: boolean[];
  inQuota: boolean[];
  budget: number | null;
  policy: "stop" | "skip" | "partial" | "full" | "reach";
  together: boolean;
  limit: number | null;
  grants: number | null;
  quota: number | null;
  blocked: number[];
  share: { step: string; remainder: "unallocated" | "largest_remainder" | "ranking_order"; mode: "down" | "half_even" } | null;
}

function spec(c: Case): GroupSpec {
  return {
    keyText: "team",
    title: "Team",
    source: "art. 1",
    key: () => "",
    ...(c.together ? { together: { source: "art. 2" } } : {}),
    ...(c.limit !== null ? { limit: { value: () => new Decimal(text(c.limit!)), text: "call.cap", source: "art. 3" } } : {}),
    ...(c.grants !== null ? { grants: { value: () => new Decimal(c.grants!), text: "call.grants", source: "art. 4" } } : {}),
    ...(c.share ? { share: { mode: c.share.mode, step: c.share.step, remainder: c.share.remainder, source: "art. 5" } } : {}),
  } as GroupSpec;
}

/** The same cap for every group, as the walk reads a cap (`Cap`: each key's own, and the largest). */
const oneCap = <T,>(v: T) => ({ of: () => v, most: v });

function run<V>(a: Arith<V>, of: (cents: number) => V, c: Case) {
  const n = c.asks.length;
  const blocked = new Map<number, string[]>(c.blocked.map((k) => [k, [`its member X${k} is not eligible`]]));
  const w = walkGroups({
    arith: a,
    ranking: ranking(c.groups),
    asks: c.asks.map(of),
    budget: c.budget === null ? null : of(c.budget),
    policy: c.policy,
    kept: (r) => c.kept[r]!,
    spec: spec(c),
    keyOfRow: (r) => c.keys[r]!,
    keyName: (k) => `T${k}`,
    idOf: (r) => `A${r}`,
    // one cap for every group (a cap per key is test/keyed-caps'): the walk reads each group's own
    limit: c.limit === null ? null : oneCap(of(c.limit)),
    grants: c.grants === null ? null : oneCap(c.grants),
    blocked,
    format: (v) => `${a.format(v)} EUR`,
    limits: c.quota === null ? [] : [of(c.quota)],
    quotaBits: c.quota === null ? new Int32Array(0) : Int32Array.from(c.inQuota.slice(0, n), (b) => (b ? 1 : 0)),
    names: { names: ["sme"], format: (v) => `${a.format(v)} EUR` },
  });
  return {
    status: [...w.status].map((s) => STATUS[s]),
    granted: Array.from(w.granted, (g) => a.format(g)),
    why: w.why.map((_, r) => w.whyOf(r)),
    before: c.asks.map((_, r) => w.before.get(r)).map((b) => (b === null ? null : a.format(b))),
    contingent: [...w.contingent].map(([r, v]) => [r, a.format(v)]),
    quotaRefused: [...w.quotaRefused],
    cited: c.asks.map((_, r) => w.cited.get(r)),
    totals: w.totals?.(),
    arbitrary: w.arbitrary,
    stopRow: w.stopRow,
    remaining: w.finalRemaining === null || w.finalRemaining === "indeterminate" ? w.finalRemaining : a.format(w.finalRemaining),
  };
}

describe("the group walk", () => {
  it("gives the same in minor units as in Decimals: caps, grants, quotas, together groups, ties and the pro-rata straddle", () => {
    const arb = fc
      .array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 9 })
      .chain((groups) => {
        const n = groups.reduce((s, g) => s + g, 0);
        const row = <T>(x: fc.Arbitrary<T>) => fc.array(x, { minLength: n, maxLength: n });
        return fc.record({
          groups: fc.constant(groups),
          asks: row(fc.oneof(fc.integer({ min: 0, max: 9_000 }), fc.constantFrom(0, 1_000, 2_500, 3_333))),
          keys: row(fc.integer({ min: 0, max: 3 })),
          kept: row(fc.integer({ min: 0, max: 9 }).map((k) => k < 2)),
          inQuota: row(fc.boolean()),
          budget: fc.option(fc.oneof(fc.integer({ min: 0, max: 30_000 }), fc.constant(0)), { nil: null, freq: 6 }),
          policy: fc.constantFrom("stop" as const, "skip" as const, "partial" as const, "partial" as const, "partial" as const, "full" as const, "reach" as const),
          together: fc.boolean(),
          limit: fc.option(fc.integer({ min: 0, max: 15_000 }), { nil: null }),
          grants: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
          quota: fc.option(fc.integer({ min: 0, max: 12_000 }), { nil: null }),
          blocked: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
          // half the cases aimed at the straddle: together groups under a partial boundary, a share, nothing blocked
          straddle: fc.boolean(),
          share: fc.option(
            fc.record({
              step: fc.constantFrom("0.01", "1", "0.05"),
              remainder: fc.constantFrom("unallocated" as const, "largest_remainder" as const, "ranking_order" as const),
              mode: fc.constantFrom("down" as const, "half_even" as const),
            }),
            { nil: null },
          ),
        });
      });
    let shared = 0;
    let indeterminate = 0;
    let capped = 0;
    fc.assert(
      fc.property(arb, (c0) => {
        // a share only where the scheme can declare one: a together group under a partial boundary
        const aimed = c0.straddle ? { together: true, policy: "partial" as const, blocked: [], share: c0.share ?? { step: "0.01", remainder: "largest_remainder" as const, mode: "down" as const } } : {};
        const c1 = { ...c0, ...aimed };
        const c: Case = { ...c1, share: c1.together && c1.policy === "partial" ? c1.share : null };
        const minor = run(new MinorArith(2), (x) => x, c);
        const decimal = run(new DecimalArith(2), (x) => new Decimal(text(x)), c);
        expect(minor).toEqual(decimal);
        if (minor.why.some((w) => w.includes("straddles the budget and gets what is left"))) shared++;
        if (minor.status.includes("indeterminate")) indeterminate++;
        if (minor.why.some((w) => w.includes("of its cap"))) capped++;
      }),
      { numRuns: 2500, seed: 1516 },
    );
    // the cases reach what they are meant to: shares of a straddling group, open ties, refusals by the cap
    expect(shared).toBeGreaterThan(20);
    expect(indeterminate).toBeGreaterThan(20);
    expect(capped).toBeGreaterThan(100);
  });

  it("stays in Decimals where a cap, a share's step or their sizes have no exact form in minor units", () => {
    const minor = Float64Array.from([100_00, 250_00]);
    const group = (cap: string | undefined, step?: string): GroupSpec =>
      ({ keyText: "team", key: () => "", ...(cap !== undefined ? { limit: { value: () => new Decimal(cap), text: "call.cap" } } : {}), ...(step ? { share: { mode: "down", step, remainder: "unallocated" } } : {}) }) as GroupSpec;
    expect(groupsInDecimals(undefined, {}, 2, minor)).toBe(false);
    expect(groupsInDecimals(group("300.00"), {}, 2, minor)).toBe(false);
    expect(groupsInDecimals(group("300.00", "0.05"), {}, 2, minor)).toBe(false);
    // a cap with more places than the currency: 300.005 EUR
    expect(groupsInDecimals(group("300.005"), {}, 2, minor)).toBe(true);
    // a share rounded to a tenth of a cent
    expect(groupsInDecimals(group(undefined, "0.001"), {}, 2, minor)).toBe(true);
    // a cap that, with what is asked, passes 2^53 minor units
    expect(groupsInDecimals(group("90071992547409.91"), {}, 2, minor)).toBe(true);
    // the asks themselves not in minor units (a quantity, or an ask that did not convert)
    expect(groupsInDecimals(group("300.00"), {}, -1, undefined)).toBe(true);
    expect(groupsInDecimals(group("300.00"), {}, 2, undefined)).toBe(true);
    // a negative cap is refused by groupInput (an input error), which runs in Decimals to say so
    expect(groupsInDecimals(group("-1.00"), {}, 2, minor)).toBe(true);
  });
});
