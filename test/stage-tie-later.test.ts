// A tie the law leaves open in one stage, and the stages after it (docs/language.md §14.7, §14.11;
// drafted27 finding 7). The tie's members are indeterminate; a later stage is open too only where
// its walk differs with the way the tie breaks: the later stages are walked once per remainder the
// tie may leave, or, where the member that loses may go on to a later stage that considers it,
// once per way the tie's orders end (opentie31). A tie that takes the same amount whichever way it breaks, whose members
// no later stage considers, leaves the later stages decided. Each case worked by hand below.
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const head = `${preamble("Stage ties")}call { volume: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  region: enum { south, north } }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { unresolved per art1 } }
`;
/** an allocation of the volume, skip at the boundary, with `items` */
const allocation = (items: string) =>
  compile(`${head}allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
${items}}
`);
/** south first (150 of the volume), then the stage `later` with what is left */
const sequence = (later: string) =>
  allocation(`  stage south "Southern bids" per art1 when region = south {
    budget 150.00 EUR
    unfunded go on
  }
  stage later "Later bids" per art1${later} {
    budget left
  }
`);
const perKey = allocation(`  stage regions "Regional pools" per art1 for each region {
    budget 150.00 EUR
  }
`);

type App = { id: string; points: number; asked: string; region: "south" | "north" };
const A: App = { id: "A", points: 9, asked: "400.00", region: "north" };
const tied = (p: string, q: string): App[] => [A, { id: "P", points: 8, asked: p, region: "south" }, { id: "Q", points: 8, asked: q, region: "south" }];
const rows = (r: SelectionResult) => r.results.map((x) => `${x.id}:${x.status}:${x.amount}:${x.stage ?? "-"}`);
const run = (scheme: ReturnType<typeof compile>, applications: App[]) => evaluate(scheme, { call: { volume: "1000.00" }, applications }).result;

describe("a tie in one stage and a later stage that does not consider its members", () => {
  it("equal asks: the tie takes 100 whichever way; the later stage is decided", () => {
    // south 150, skip: P and Q (100 each) tie; either first takes 100 (50 left), the other is
    // passed over — which one is the law's to say, so both are indeterminate; it goes on, but the
    // later stage considers the north only. left = 1000 − 100 = 900: A 400 (500 left).
    // Totals: awarded 400 (A), undecided 100 (P or Q), remaining 500.
    const r = run(sequence(" when region = north"), tied("100.00", "100.00"));
    expect(rows(r)).toEqual(["A:funded:400.00:later", "P:indeterminate:0.00:south", "Q:indeterminate:0.00:south"]);
    expect(r.unresolvedTies).toEqual([["P", "Q"]]);
    expect(r.totals["main"]).toMatchObject({ awarded: "400.00", undecided: "100.00", remaining: "500.00" });
    expect(r.totals["main"]!.stages).toMatchObject({ south: { budget: "150.00", awarded: "0.00", undecided: "100.00", remaining: "50.00" }, later: { budget: "900.00", awarded: "400.00", remaining: "500.00" } });
  });

  it("a stage per key: the tie in one member's pool leaves the next member decided", () => {
    // The members in the order declared: south's pool 150 over P, Q (100 each), as above; then
    // north's pool 150 over A (100): funded, whatever the south's tie does — the members'
    // applications are disjoint (§14.7.4). Totals: awarded 100, undecided 100, 800 left.
    const r = run(perKey, [{ ...A, asked: "100.00" }, ...tied("100.00", "100.00").slice(1)]);
    expect(rows(r)).toEqual(["A:funded:100.00:regions[north]", "P:indeterminate:0.00:regions[south]", "Q:indeterminate:0.00:regions[south]"]);
    expect(r.totals["main"]).toMatchObject({ awarded: "100.00", undecided: "100.00", remaining: "800.00" });
  });

  it("unequal asks: what the tie leaves depends on its order; the later stage is walked with each", () => {
    // south 150: P (100) first leaves 50, Q (60) passed over; Q first leaves 90, P passed over.
    // left is 900 or 940: the later stage's budget depends on the tie, but A (400) fits in either
    // (stage29: the later stages walked once per remainder, test/stage-tie-remainders.test.ts).
    const r = run(sequence(" when region = north"), tied("100.00", "60.00"));
    expect(rows(r)).toEqual(["A:funded:400.00:later", "P:indeterminate:0.00:south", "Q:indeterminate:0.00:south"]);
    expect(r.totals["main"]!.stages!["later"]).toEqual({ budget: null, awarded: "400.00", remaining: null });
  });
});

describe("a tie under a quota: what the tie spent of the quota is spent in the later stages too", () => {
  const quota = (later: string) =>
    allocation(`  quota big "Bids of 100 or more" per art1: at most 250.00 EUR when asked >= 100.00 EUR
  stage south "Southern bids" per art1 when region = south {
    budget 150.00 EUR
    unfunded ${later}
  }
  stage later "Later bids" per art1 when region = north {
    budget left
  }
`);
  for (const unfunded of ["go on", "stay out"]) {
    it(`unfunded ${unfunded}: the quota has 150 left for the north, not 250`, () => {
      // south: P or Q takes 100 of the budget and of the quota (150 of it left). later, 900 over
      // A (100) and B (100), both under the quota: A 100 (50 of the quota left); B passed over by
      // the quota. Awarded 100 (A), undecided 100, remaining 900 − 100 = 800.
      const r = run(quota(unfunded), [{ ...A, asked: "100.00" }, { id: "B", points: 7, asked: "100.00", region: "north" }, ...tied("100.00", "100.00").slice(1)]);
      expect(rows(r)).toEqual(["A:funded:100.00:later", "P:indeterminate:0.00:south", "Q:indeterminate:0.00:south", "B:not_funded:0.00:later"]);
      expect(r.results[3]!.reasons[0]!.message).toBe("in stage 'Later bids': the quota 'Bids of 100 or more' has 50.00 EUR left, less than the 100.00 EUR asked");
      expect(r.totals["main"]).toMatchObject({ awarded: "100.00", undecided: "100.00", remaining: "800.00" });
    });
  }
});

describe("a tie in one stage and a later stage that considers its members", () => {
  it("the member that loses goes on: the later stage walked under each order of the tie", () => {
    // as stages.test.ts: the later stage considers every bid not yet funded, the loser among them.
    // Either order leaves 50 in the south and sends one 100 on: the later stage has 900 and funds
    // A 400 ahead of it in both (opentie31; test/opentie31-stages.test.ts for orders that differ),
    // then the one sent on (800 left): P and Q are granted 100 each in every order, in 'south' or
    // 'later' depending on it — funded, no stage named (tieorder32)
    const r = run(sequence(""), tied("100.00", "100.00"));
    expect(rows(r)).toEqual(["A:funded:400.00:later", "P:funded:100.00:-", "Q:funded:100.00:-"]);
    expect(r.results[0]!.explanation.at(-1)!.text).toBe("Funded 400.00 EUR: in stage 'Later bids': fits in the remaining budget (remaining before: 900.00 EUR).");
  });
});
