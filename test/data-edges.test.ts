// What the data can do to a rule, and what the result then says: a division by zero, a value
// no band covers, an absent optional field in an ordering key or an amount. Each becomes a
// reason naming the step; none is an internal error. Also: pro rata rounded up stays within the
// budget, and an award in full past the budget shows what is left as negative.
import { describe, expect, it } from "vitest";
import { evaluate, InvalidInput, type SelectionResult } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const head = `scheme edges "Edges" { version "1" }
act reg "Regulation" { identifier "R/1" }
source art1 = reg article 1 "Rules of the call."
`;

function run(body: string, call: Record<string, unknown>, applications: unknown[]): SelectionResult {
  const a = analyze(head + body);
  expect(a.diagnostics.filter((d) => d.severity === "error"), a.diagnostics.map((d) => d.message).join("\n")).toEqual([]);
  return evaluate(load(a), { call, applications }).result;
}

const byId = (r: SelectionResult, id: string) => r.results.find((x) => x.id === id)!;

describe("data that a rule cannot be evaluated on", () => {
  const scheme = `call { budget: money(EUR) }
application { id: text unique  cost: money(EUR)  inhabitants: integer in 0..1000000  filed: datetime("UTC") optional }
let cost_per_inhabitant = cost / inhabitants
criterion c per art1: bands cost_per_inhabitant { below 10 EUR => 2  at least 10 EUR => 0 }
ranking per art1 { by total highest first tiebreak every tie { by filed earliest first exactly if absent last unresolved } }
allocation per art1 { budget call.budget amount cost at boundary stop }
`;
  const apps = [
    { id: "A", cost: "100.00", inhabitants: 50, filed: "2024-01-01T10:00" },
    { id: "B", cost: "100.00", inhabitants: 0, filed: "2024-01-01T11:00" },
    { id: "C", cost: "100.00", inhabitants: 20 },
  ];
  const r = run(scheme, { budget: "1000.00" }, apps);
  it("a division by zero makes the criterion's reason, not a crash", () => {
    expect(byId(r, "B")).toMatchObject({ status: "ineligible", position: null });
    expect(byId(r, "B").reasons[0]!.message).toContain("division by zero");
    expect(byId(r, "B").reasons[0]!.rule).toBe("c");
  });
  it("an absent optional field in a tie-break key ranks the member last in its tie ('if absent last'), with the reason in the explanation", () => {
    // A: 100/50 = 2 EUR per inhabitant → 2 points; C: 100/20 = 5 → 2 points: tied, and the tie
    // reaches 'filed', which C lacks: A first, C after it (before issue 17 C was refused)
    expect(byId(r, "A")).toMatchObject({ status: "funded", position: 1 });
    expect(byId(r, "C")).toMatchObject({ status: "funded", position: 2 });
    expect(byId(r, "C").explanation.map((e) => e.text)).toContain("After A: decided by filed (earliest first, exact moment): 2024-01-01 10:00:00 against no value (the optional field 'filed' is absent), so C ranks last at this step.");
  });
  it("an absent optional field in a key of the ranking itself keeps the application out, with a reason", () => {
    const r2 = run(scheme.replace("by total highest first tiebreak every tie { by filed earliest first exactly if absent last unresolved }", "by filed earliest first exactly tiebreak every tie { unresolved }"), { budget: "1000.00" }, apps);
    expect(byId(r2, "C")).toMatchObject({ status: "ineligible", position: null });
    expect(byId(r2, "C").reasons[0]!.message).toMatch(/ordering key filed cannot be computed: the optional field 'filed' is absent/);
  });
});

describe("a budget that the call cannot give", () => {
  it("is an input error, not a crash", () => {
    const a = analyze(head + `call { total: money(EUR)  parts: integer }
application { id: text unique  cost: money(EUR) }
ranking per art1 { by cost lowest first tiebreak every tie { unresolved } }
allocation per art1 { budget round(call.total / call.parts, 2, down) amount cost at boundary stop }
`);
    expect(a.hasErrors).toBe(false);
    expect(() => evaluate(load(a), { call: { total: "100.00", parts: 0 }, applications: [{ id: "A", cost: "1.00" }] })).toThrow(InvalidInput);
  });
});

describe("rounding and the budget", () => {
  const apps = [1, 2, 3].map((i) => ({ id: `A${i}`, asked: "1.00" }));
  const scheme = (mode: string) => `call { budget: money(EUR) }
application { id: text unique  asked: money(EUR) }
ranking per art1 { by asked highest first tiebreak every tie { unresolved } }
allocation per art1 { budget call.budget amount asked pro rata rounded ${mode} to 0.01 remainder unallocated }
`;
  it("pro rata rounded up never passes the budget", () => {
    for (const mode of ["up", "ceiling", "half_up"]) {
      const r = run(scheme(mode), { budget: "0.02" }, apps);
      const awarded = r.results.reduce((s, x) => s + Number(x.amount.replace(".", "")), 0);
      expect(awarded, mode).toBeLessThanOrEqual(2);
      expect(r.totals["main"]!.awarded).toBe((awarded / 100).toFixed(2));
    }
  });
  it("an award in full at the boundary shows the overrun as a negative remainder", () => {
    const r = run(`call { budget: money(EUR) }
application { id: text unique  asked: money(EUR) }
ranking per art1 { by asked lowest first tiebreak every tie { unresolved } }
allocation per art1 { budget call.budget amount asked at boundary full }
`, { budget: "100.00" }, [{ id: "A", asked: "60.00" }, { id: "B", asked: "70.00" }, { id: "C", asked: "80.00" }]);
    expect(r.totals["main"]).toMatchObject({ awarded: "130.00", remaining: "-30.00" });
    expect(byId(r, "C").status).toBe("not_funded");
  });
});

describe("quotas", () => {
  const scheme = `call { budget: money(EUR)  small_cap: money(EUR) }
application { id: text unique  size: enum { small, large }  score: integer in 0..10  asked: money(EUR) }
criterion s per art1: score
ranking per art1 { by total highest first tiebreak every tie { unresolved } }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary stop
  quota small_firms "Small firms" per art1: at most call.small_cap when size = small
}
`;
  it("caps a group: a member that no longer fits the quota is passed over, the others go on", () => {
    const r = run(scheme, { budget: "100.00", small_cap: "30.00" }, [
      { id: "A", size: "small", score: 9, asked: "20.00" },
      { id: "B", size: "small", score: 8, asked: "20.00" },
      { id: "C", size: "large", score: 7, asked: "50.00" },
      { id: "D", size: "small", score: 6, asked: "10.00" },
      { id: "E", size: "large", score: 5, asked: "40.00" },
    ]);
    expect(r.results.map((x) => `${x.id}:${x.status}:${x.amount}`)).toEqual(["A:funded:20.00", "B:not_funded:0.00", "C:funded:50.00", "D:funded:10.00", "E:not_funded:0.00"]);
    // the quota by its title, the amounts with their currency, citing the quota's own source
    expect(byId(r, "B").reasons[0]).toEqual({ rule: "small_firms", source: "art1", message: "the quota 'Small firms' has 10.00 EUR left, less than the 20.00 EUR asked" });
    expect(r.totals["main"]!.quotas).toEqual({ small_firms: { limit: "30.00", awarded: "30.00" } });
  });
  it("a tie the quota can take only one of is indeterminate", () => {
    const r = run(scheme, { budget: "100.00", small_cap: "20.00" }, [
      { id: "A", size: "small", score: 9, asked: "20.00" },
      { id: "B", size: "small", score: 9, asked: "20.00" },
      { id: "C", size: "large", score: 7, asked: "50.00" },
    ]);
    expect(byId(r, "A").status).toBe("indeterminate");
    expect(byId(r, "B").status).toBe("indeterminate");
    expect(byId(r, "C")).toMatchObject({ status: "funded", amount: "50.00" });
    expect(r.unresolvedTies).toEqual([["A", "B"]]);
  });
});

describe("review findings, kept fixed", () => {
  it("a negative amount is not granted: the application is not ranked, with a reason", () => {
    const r = run(`call { budget: money(EUR) }
application { id: text unique  costs: money(EUR)  other_aid: money(EUR) }
ranking per art1 { by costs highest first tiebreak every tie { unresolved } }
allocation per art1 { budget call.budget amount costs - other_aid at boundary stop }
`, { budget: "100.00" }, [{ id: "A", costs: "50.00", other_aid: "100.00" }, { id: "B", costs: "150.00", other_aid: "0.00" }]);
    expect(byId(r, "A")).toMatchObject({ status: "ineligible", position: null });
    expect(byId(r, "A").reasons[0]!.message).toContain("negative");
    expect(byId(r, "B").status).toBe("not_funded");
    expect(r.totals["main"]!.awarded).toBe("0.00");
  });
  it("'x.y is not present' holds when x itself is absent", () => {
    const r = run(`call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  carry: record { consent: boolean optional } optional }
eligibility per art1 { rule no_consent_given: carry.consent is not present }
ranking per art1 { by asked lowest first tiebreak every tie { unresolved } }
allocation per art1 { budget call.budget amount asked at boundary stop }
`, { budget: "100.00" }, [{ id: "A", asked: "10.00" }, { id: "B", asked: "10.00", carry: {} }, { id: "C", asked: "10.00", carry: { consent: true } }]);
    expect(r.results.map((x) => `${x.id}:${x.status}`).sort()).toEqual(["A:funded", "B:funded", "C:ineligible"]);
  });
  it("a call without its optional lottery draw runs, and ties stay reported", () => {
    const r = run(`call { budget: money(EUR)  lot: draw optional }
application { id: text unique  asked: money(EUR) }
ranking per art1 { by asked lowest first tiebreak every tie { lottery draw call.lot } }
allocation per art1 { budget call.budget amount asked at boundary stop }
`, { budget: "100.00" }, [{ id: "A", asked: "50.00" }, { id: "B", asked: "40.00" }]);
    expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["B:funded", "A:funded"]);
  });
  it("a quota's exclusions count when a tie at the boundary is found", () => {
    const r = run(`call { budget: money(EUR) }
application { id: text unique  small: boolean  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first tiebreak at boundary { by id lowest first } }
allocation per art1 { budget call.budget amount asked at boundary skip
  quota small_firms per art1: at most 10 EUR when small }
`, { budget: "100.00" }, [
      { id: "Q", small: true, points: 9, asked: "100.00" },
      { id: "T1", small: false, points: 5, asked: "60.00" },
      { id: "T2", small: false, points: 5, asked: "60.00" },
    ]);
    expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["Q:not_funded", "T1:funded", "T2:not_funded"]);
  });
  it("charges a quota only for what the walk grants when it looks for the tie that straddles the budget", () => {
    // Budget 100, skip, quota 80 on kind b. P (a, 70) is funded: 30 left. Q (b, 40) does not fit
    // the 30 left and is passed over — it takes nothing from the budget nor from the quota (80
    // left). R and S (b, 30 each) tie: together 60 against the 30 left, so the tie straddles the
    // budget and the tie-break (id) decides: R funded (30 left → 0), S not.
    const r = run(`call { budget: money(EUR) }
application { id: text unique  kind: enum { a, b }  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first tiebreak at boundary { by id lowest first } }
allocation per art1 { budget call.budget amount asked at boundary skip
  quota kind_b "Kind b" per art1: at most 80 EUR when kind = b }
`, { budget: "100.00" }, [
      { id: "P", kind: "a", points: 9, asked: "70.00" },
      { id: "Q", kind: "b", points: 8, asked: "40.00" },
      { id: "R", kind: "b", points: 5, asked: "30.00" },
      { id: "S", kind: "b", points: 5, asked: "30.00" },
    ]);
    expect(r.results.map((x) => `${x.id}:${x.status}:${x.position}`)).toEqual(["P:funded:1", "Q:not_funded:2", "R:funded:3", "S:not_funded:4"]);
    expect(r.ties).toEqual([]);
    expect(r.totals["main"]!.quotas).toEqual({ kind_b: { limit: "80.00", awarded: "30.00" } });
  });
});
