// Aggregates over every application of the call (§8.12, count34): `sum(m in applications(eligible):
// …)` and the like, one group without a key on the peers machinery (engine/aggregate.ts), read by a
// stage's budget, the allocation's (the call's) budget and a regime's. Envelopes "in proportion to
// the eligible demand" worked by hand; what a budget may not read keeps its code.
import { describe, expect, it } from "vitest";
import { InvalidInput, run, validateInput } from "@allot/runtime";
import { compiled, errorsOf, preamble, resultOf as row, runScheme } from "./support/scheme";

const scheme = (allocationBudget: string, northBudget: string) => `${preamble("Envelopes by eligible demand")}call {
  envelope: money(EUR) "the envelope"
}
application {
  id: text unique
  region: enum { north, south }
  requested: money(EUR)
  complete: boolean
}
eligibility per art1 {
  rule complete "Complete" per art1: complete
}
let north_demand "the eligible demand of the north" = sum(
  m in applications(eligible): if m.region = north then m.requested else 0 EUR
) per art1
let demand "the eligible demand" = sum(m in applications(eligible): m.requested) per art1
ranking per art1 {
  tiebreak every tie per art1 {
    by requested lowest first per art1
    by id lowest first per art1
  }
}
allocation per art1 {
  budget ${allocationBudget} per art1
  amount requested
  at boundary skip per art1
  stage north "North" per art1 when region = north {
    budget ${northBudget} per art1
    unfunded go on per art1
  }
  stage rest "The rest" per art1 {
    budget left per art1
  }
}
`;
const envelopes = scheme("min(call.envelope, demand)", "round(call.envelope × (north_demand / demand), 2, down)");
const app = (id: string, region: string, requested: string, complete = true) => ({ id, region, requested, complete });
// N1 60 + N2 20 north, S1 40 + S2 50 south, N3 100 north but incomplete (not counted)
const input = { call: { envelope: "100.00" }, applications: [app("N1", "north", "60.00"), app("N2", "north", "20.00"), app("S1", "south", "40.00"), app("S2", "south", "50.00"), app("N3", "north", "100.00", false)] };

describe("a budget from the applications", () => {
  it("the north's envelope in proportion to its eligible demand", () => {
    // demand 60 + 20 + 40 + 50 = 170 (N3 refused: not 270); north 80; north's budget 100 × 80 / 170 = 47.0588… → 47.05.
    // North: N2 20 fits (27.05 left), N1 60 does not. The rest: 100 - 20 = 80: S1 40, S2 50 does not fit (40 left), N1 60 does not.
    const r = runScheme(envelopes, input);
    expect(r.totals.main!.stages!.north!.budget).toBe("47.05");
    expect(r.totals.main!.budget).toBe("100.00");
    expect(["N1", "N2", "S1", "S2", "N3"].map((id) => [id, row(r, id).status])).toEqual([
      ["N1", "not_funded"],
      ["N2", "funded"],
      ["S1", "funded"],
      ["S2", "not_funded"],
      ["N3", "ineligible"],
    ]);
  });
  it("the call's budget is at most the eligible demand", () => {
    // envelope 500.00 > demand 170.00: the allocation is given 170.00, every eligible application fits
    const r = runScheme(envelopes, { ...input, call: { envelope: "500.00" } });
    expect(r.totals.main!.budget).toBe("170.00");
    expect(r.totals.main!.awarded).toBe("170.00");
  });
  it("no eligible application: a demand of 0 makes the share not computable, said as the budget's error", () => {
    const none = { ...input, applications: input.applications.map((a) => ({ ...a, complete: false })) };
    let issue = "";
    try {
      runScheme(envelopes, none);
    } catch (e) {
      issue = (e as InvalidInput).issues.map((i) => i.message).join("; ");
    }
    expect(issue).toMatch(/budget/);
    // guarded as the law would: no demand, no envelope
    const guarded = scheme("min(call.envelope, demand)", "if demand = 0 EUR then 0 EUR else round(call.envelope × (north_demand / demand), 2, down)");
    const r = runScheme(guarded, none);
    expect([r.totals.main!.budget, r.totals.main!.stages!.north!.budget]).toEqual(["0.00", "0.00"]);
  });
  it("the stage's line tells the values it was computed from, by title", () => {
    const told = row(runScheme(envelopes, input), "N2").explanation.find((s) => s.step === "allocation" && s.text.startsWith("Decided"))!.text;
    expect(told).toContain("the eligible demand of the north: 80.00 EUR");
    expect(told).toContain("the eligible demand: 170.00 EUR");
  });
  it("one compiled scheme, one call record, two runs: each counts its own applications", () => {
    const s = compiled(envelopes);
    const v = validateInput(s, input);
    const first = run(s, v.call, v.applications);
    const second = run(s, v.call, v.applications.filter((a) => a["id"] !== "S2"));
    // without S2 the demand is 120: north 100 × 80 / 120 = 66.66
    expect([first.totals.main!.stages!.north!.budget, second.totals.main!.stages!.north!.budget]).toEqual(["47.05", "66.66"]);
  });
});

describe("what a budget may not read", () => {
  it("one application's peers: AL0207, naming the aggregate over the call", () => {
    const e = errorsOf(scheme("call.envelope", "sum(m in peers(region): m.requested)"));
    expect(e).toEqual(["AL0207 the budget of the stage 'north' cannot use peers(…): it is evaluated once for the whole call, and peers are the applications sharing a key with one application"]);
  });
  it("the outcome of the allocation: AL0640", () => {
    expect(errorsOf(scheme("call.envelope", "call.envelope - sum(w in funded: w.requested)")).map((x) => x.slice(0, 6))).toEqual(["AL0640"]);
  });
  it("the eligible applications in an eligibility rule: AL0650, the cycle named", () => {
    const e = errorsOf(envelopes.replace("rule complete \"Complete\" per art1: complete", "rule complete \"Complete\" per art1: complete and demand < 1000 EUR"));
    expect(e).toEqual(["AL0650 expected eligibility that does not depend on the members' eligibility, found the cycle rule complete → demand → sum(m in applications(eligible): m.requested) → the eligibility of each member (rule complete)"]);
  });
  it("another restriction word: AL0652; a second word: AL0303", () => {
    expect(errorsOf(envelopes.replace("sum(m in applications(eligible): m.requested)", "sum(m in applications(funded): m.requested)"))).toEqual(["AL0652 expected 'eligible' as the restriction of peers, found 'funded'"]);
    expect(errorsOf(envelopes.replace("sum(m in applications(eligible): m.requested)", "sum(m in applications(eligible, region): m.requested)")).map((x) => x.slice(0, 6))).toContain("AL0303");
  });
});

describe("a regime's budget", () => {
  const regimes = `${preamble("Two lists, each its share of the eligible demand")}call {
  envelope: money(EUR)
}
application {
  id: text unique
  kind: enum { small, large }
  requested: money(EUR)
}
let small_demand "the demand of the small projects" = sum(m in applications: if m.kind = small then m.requested else 0 EUR) per art1
let demand "the demand" = sum(m in applications: m.requested) per art1
ranking per art1 {
  tiebreak every tie per art1 {
    by requested lowest first per art1
    by id lowest first per art1
  }
}
regime small "Small projects" per art1 when kind = small {
  allocation per art1 {
    budget round(call.envelope × (small_demand / demand), 2, down) separate per art1
    amount requested
    at boundary skip per art1
  }
}
regime large "Large projects" per art1 when kind = large {
  allocation per art1 {
    budget call.envelope - round(call.envelope × (small_demand / demand), 2, down) separate per art1
    amount requested
    at boundary skip per art1
  }
}
`;
  it("each list is given its share of the demand", () => {
    // demand 10 + 20 + 90 + 80 = 200, small 30: small 100 × 30 / 200 = 15.00 (P1 10 fits, P2 20 does not), large 85.00 (Q2 80 fits, Q1 90 does not)
    const a = (id: string, kind: string, requested: string) => ({ id, kind, requested });
    const r = runScheme(regimes, { call: { envelope: "100.00" }, applications: [a("P1", "small", "10.00"), a("P2", "small", "20.00"), a("Q1", "large", "90.00"), a("Q2", "large", "80.00")] });
    expect([r.totals["small"]!.budget, r.totals["large"]!.budget]).toEqual(["15.00", "85.00"]);
    expect(["P1", "P2", "Q1", "Q2"].map((id) => row(r, id).status)).toEqual(["funded", "not_funded", "not_funded", "funded"]);
  });
});

describe("a stage per key", () => {
  it("each member's envelope in proportion to its own eligible demand, the key read as the member inside the aggregate", () => {
    const perKey = scheme("min(call.envelope, demand)", "x").replace(
      `  stage north "North" per art1 when region = north {
    budget x per art1`,
      `  stage regions "Regions" per art1 for each region {
    budget round(call.envelope × (sum(m in applications(eligible): if m.region = region then m.requested else 0 EUR) / demand), 2, down) per art1`,
    );
    expect(perKey).toContain("for each region");
    // demand 170 (N3 refused); north 80 → 100 × 80 / 170 = 47.05, south 90 → 52.94 (down)
    const r = runScheme(perKey, input);
    expect([r.totals.main!.stages!["regions[north]"]!.budget, r.totals.main!.stages!["regions[south]"]!.budget]).toEqual(["47.05", "52.94"]);
    const told = row(r, "S1").explanation.find((s) => s.step === "allocation" && s.text.startsWith("Decided"))!.text;
    expect(told).toContain("sum(m in applications(eligible): if m.region = south then m.requested else 0 EUR): 90.00 EUR");
    // in German, the value's name with the connectives of the formula it stands in
    const de = row(runScheme(perKey.replace('scheme t "Envelopes by eligible demand" {\n  version "1"', 'scheme t "Envelopes by eligible demand" {\n  version "1"\n  language de'), input), "S1").explanation.find((s) => s.step === "allocation" && s.text.startsWith("Entschieden"))!.text;
    expect(de).toContain("sum(m in applications(eligible): wenn m.region = south dann m.requested sonst 0 EUR): 90,00 EUR");
  });
});
