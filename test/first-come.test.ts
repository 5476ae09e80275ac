// First come, first served as the law runs it (docs/language.md §14.7), draws per key (§6) and
// the tie-break scopes that follow the walk (§13.2), on small schemes whose outcomes are worked
// out by hand in the comments.
import { describe, expect, it } from "vitest";
import Ajv2020 from "ajv/dist/2020.js";
import { evaluate, evaluateTable, inputSchema, type InvalidInput, type SelectionResult } from "@allot/runtime";
import { stripExplanations, tableMismatch } from "./support/table.js";
import { compile } from "../packages/runtime/test/support/generated.js";
import { headIn, preamble } from "./support/scheme.js";

const fcfs = (granularity: string, scope = "at boundary and after", policy = "stop") => `${preamble("First come")}call { budget: money(EUR)  draws: draw by date }
application { id: text unique  received_at: datetime("Europe/Warsaw")  requested: money(EUR)  sme: boolean }
eligibility per art1 {
  rule sme "Small or medium enterprise": sme otherwise "not an SME"
}
ranking per art1 {
  by received_at earliest first ${granularity}
  tiebreak ${scope} per art1 {
    lottery draw call.draws by date_of(received_at)
  }
}
allocation per art1 {
  budget call.budget
  amount requested
  at boundary ${policy}
  first come first served overshoot on requested
}
`;

function row(r: SelectionResult, id: string) {
  return r.results.find((x) => x.id === id)!;
}
const brief = (r: SelectionResult) => r.results.map((x) => `${x.id}:${x.status}:${x.position ?? "-"}:${x.amount}`);

describe("first come, first served", () => {
  // Budget 100, stop, order of receipt to the day (Warsaw), a draw per day.
  // Day 1 (03-01): A 40 eligible, B 30 ineligible. Requested 70 ≤ 100 left: no lottery.
  //   A funded 40 (60 left); B refused in assessment before the ceiling: ineligible.
  // Day 2 (03-02): C 30 eligible, D 20 ineligible, E 20 eligible. Requested 30+20+20 = 70 > 60
  //   left: the day's lottery is held — measured on what was requested (on the eligible amounts
  //   alone, 50 ≤ 60, it would not be). Draw of 03-02: E, D, C → E 20 (40 left), C 30 (10 left).
  // Day 3 (03-03): F 10, G 20 eligible; H 5, K 5 ineligible. Requested 40 > 10: lottery; the
  //   draw of 03-03: K, G, F, H. G 20 does not fit the 10 left: the allocation stops at G — the
  //   ceiling. F and H, drawn after G, were received after the budget was used up: not assessed
  //   (H's failed rule is not reported); K, drawn before G, was assessed: ineligible.
  // Day 4 (03-04): I 5 ineligible, J 5 eligible: received after the ceiling: both not assessed,
  //   not_funded, and I's failed rule is not reported.
  const scheme = compile(fcfs("to the day"));
  const applications = [
    { id: "A", received_at: "2024-03-01T09:00:00", requested: "40.00", sme: true },
    { id: "B", received_at: "2024-03-01T10:00:00", requested: "30.00", sme: false },
    { id: "C", received_at: "2024-03-02T08:00:00", requested: "30.00", sme: true },
    { id: "D", received_at: "2024-03-02T09:00:00", requested: "20.00", sme: false },
    { id: "E", received_at: "2024-03-02T11:00:00", requested: "20.00", sme: true },
    { id: "F", received_at: "2024-03-03T09:00:00", requested: "10.00", sme: true },
    { id: "G", received_at: "2024-03-03T12:00:00", requested: "20.00", sme: true },
    { id: "H", received_at: "2024-03-03T13:00:00", requested: "5.00", sme: false },
    { id: "K", received_at: "2024-03-03T14:00:00", requested: "5.00", sme: false },
    { id: "I", received_at: "2024-03-04T08:00:00", requested: "5.00", sme: false },
    { id: "J", received_at: "2024-03-04T09:00:00", requested: "5.00", sme: true },
  ];
  const call = { budget: "100.00", draws: { "2024-03-02": ["E", "D", "C"], "2024-03-03": ["K", "G", "F", "H"] } };
  const r = evaluate(scheme, { call, applications }).result;

  it("serves in the order of receipt, holds each day's lottery on the requested amounts, and stops at the ceiling", () => {
    expect(brief(r)).toEqual([
      "A:funded:1:40.00",
      "E:funded:2:20.00",
      "C:funded:3:30.00",
      "G:not_funded:4:0.00",
      "F:not_funded:5:0.00",
      "J:not_funded:6:0.00",
      "B:ineligible:-:0.00",
      "D:ineligible:-:0.00",
      "H:not_funded:-:0.00",
      "I:not_funded:-:0.00",
      "K:ineligible:-:0.00",
    ]);
    expect(r.totals["main"]).toMatchObject({ budget: "100.00", awarded: "90.00", remaining: "10.00" });
  });

  it("says why: not assessed after the ceiling, not ineligible", () => {
    const text = "not assessed: the allocation stopped before it was received (at G, received 2024-03-03, which did not fit in the remaining budget)";
    expect(row(r, "F").reasons.map((x) => x.message)).toEqual([text]);
    expect(row(r, "J").reasons.map((x) => x.message)).toEqual([text]);
    // I failed the SME rule, but it was received after the ceiling: that is its only reason
    expect(row(r, "I").reasons.map((x) => x.message)).toEqual([text]);
    expect(row(r, "H").reasons.map((x) => x.message)).toEqual([text]);
    expect(row(r, "K").reasons.map((x) => x.message)).toEqual(["not an SME"]);
    expect(row(r, "I").points).toBeNull();
    expect(row(r, "I").explanation.map((s) => s.text)).toEqual([`Not funded: ${text}. Applications are taken in the order of receipt; its eligibility was not examined.`]);
    // F is in the order of receipt (position 5) but was not assessed: no points, no rules told
    expect(row(r, "F").points).toBeNull();
    expect(row(r, "F").explanation.map((s) => s.step)).toEqual(["ranking", "ranking", "ranking", "allocation"]);
    expect(row(r, "F").explanation.at(-1)!.text).toBe(`Not funded (10.00 EUR asked): ${text} (remaining before: 10.00 EUR).`);
    // G was assessed: its rules are told (a regime ranked by receipt reads no points: none either way)
    expect(row(r, "G").explanation.map((s) => s.step)).toContain("eligibility");
    // G was assessed and did not fit; D was assessed (before the ceiling) and is ineligible
    expect(row(r, "G").reasons[0]!.message).toBe("the 20.00 EUR asked does not fit in the 10.00 EUR left of the budget; allocation stops here");
    expect(row(r, "D").reasons[0]!.message).toBe("not an SME");
  });

  it("names the draw of the day that decided", () => {
    const ranking = row(r, "C").explanation.filter((s) => s.step === "ranking").map((s) => s.text).join("\n");
    expect(ranking).toContain("lottery (the draw for each date_of(received_at))");
    expect(ranking).toContain("drawn as number 3 in the draw for 2024-03-02");
  });

  it("reads the same with and without explanations, and as a table (one run)", () => {
    const plain = evaluate(scheme, { call, applications }, { explain: false }).result;
    expect(JSON.stringify(stripExplanations(r, plain))).toBe(JSON.stringify(plain));
    expect(tableMismatch(evaluateTable(scheme, { call, applications }).table, plain)).toBeUndefined();
  });

  it("without the overshoot reading, day 2 is not drawn for: 50 eligible asked ≤ 60 left", () => {
    const plain = compile(fcfs("to the day").replace(" overshoot on requested", ""));
    const p = evaluate(plain, { call, applications }).result;
    // C and E share position 2 (a tie not broken); day 3 still straddles (30 > 10)
    expect(brief(p).slice(0, 3)).toEqual(["A:funded:1:40.00", "C:funded:2:30.00", "E:funded:2:20.00"]);
    // with it, a day not drawn for says why: 03-01, A 40 + B 30 requested = 70 ≤ 100 left
    const undrawn = evaluate(scheme, { call, applications: applications.slice(0, 2).map((a) => ({ ...a, sme: true })) }).result;
    expect(row(undrawn, "B").explanation.find((s) => s.step === "ranking")!.text).toBe("Position 1 (received_at: 2024-03-01; tied with A). Their tie is not broken: what the applications of its moment requested (requested) does not pass what was left, so all share this position.");
  });

  it("to the second, across the night the clocks go back (Europe/Warsaw, 2024-10-27)", () => {
    // Budget 50, stop, ties to the second, the draw of the day. T1 and T2 fall in the same second
    // of the first 02:30 (+02:00); T3 in the second 02:30 (+01:00), an hour later, the same day.
    // T1, T2 tie: 30 + 30 = 60 > 50 left → the draw of 2024-10-27: T2, T1, T3.
    // T2 30 funded (20 left); T1 30 does not fit: stop — the ceiling. T3: not assessed.
    const s = compile(fcfs("to the second"));
    const out = evaluate(s, {
      call: { budget: "50.00", draws: { "2024-10-27": ["T2", "T1", "T3"] } },
      applications: [
        { id: "T1", received_at: "2024-10-27T02:30:00.250+02:00", requested: "30.00", sme: true },
        { id: "T2", received_at: "2024-10-27T02:30:00.900+02:00", requested: "30.00", sme: true },
        { id: "T3", received_at: "2024-10-27T02:30:00.100+01:00", requested: "10.00", sme: true },
      ],
    }).result;
    expect(brief(out)).toEqual(["T2:funded:1:30.00", "T1:not_funded:2:0.00", "T3:not_funded:3:0.00"]);
    // the moment on the Warsaw clock, with its offset: 02:30 happened twice that night
    expect(row(out, "T3").reasons[0]!.message).toBe("not assessed: the allocation stopped before it was received (at T1, received 2024-10-27 02:30:00+02:00, which did not fit in the remaining budget)");
  });

  it("the day of receipt on the Warsaw clock when summer time begins (2024-03-31)", () => {
    // P 23:59:59 CET on 03-30: day 03-30. Q 2024-03-30T23:00:00Z = 00:00 CET on 03-31; S 00:59:59Z
    // = 01:59:59 CET; R 03:00 CEST (the clocks skipped 02:00–03:00): all three on 03-31.
    // Budget 100: P 50 (50 left). 03-31 requested 30 + 30 + 10 = 70 > 50: the draw S, R, Q →
    // S 10 (40 left), R 30 (10 left), Q 30 does not fit: stop.
    const s = compile(fcfs("to the day"));
    const out = evaluate(s, {
      call: { budget: "100.00", draws: { "2024-03-31": ["S", "R", "Q"] } },
      applications: [
        { id: "P", received_at: "2024-03-30T23:59:59", requested: "50.00", sme: true },
        { id: "Q", received_at: "2024-03-30T23:00:00Z", requested: "30.00", sme: true },
        { id: "R", received_at: "2024-03-31T03:00:00", requested: "30.00", sme: true },
        { id: "S", received_at: "2024-03-31T00:59:59Z", requested: "10.00", sme: true },
      ],
    }).result;
    expect(brief(out)).toEqual(["P:funded:1:50.00", "S:funded:2:10.00", "R:funded:3:30.00", "Q:not_funded:4:0.00"]);
  });

  it("the input schema states a draw per day as the validator reads it", () => {
    const check = new Ajv2020({ strict: true, validateFormats: false }).compile(inputSchema(scheme));
    expect(check({ call, applications })).toBe(true);
    expect(check({ call: { ...call, draws: { monday: ["A"] } }, applications })).toBe(false);
    expect(check({ call: { ...call, draws: { "2024-03-02": ["A", "A"] } }, applications })).toBe(false);
  });

  it("under full, a budget used up exactly still funds the next, which is the ceiling", () => {
    // Budget 100, full. A 60 (40 left), B 40 (0 left: used up exactly), C 10: full funds the
    // first that does not fit in full, beyond the budget (−10) — C is the ceiling. D: not assessed.
    const s = compile(fcfs("to the day", "at boundary", "full"));
    const out = evaluate(s, {
      call: { budget: "100.00", draws: {} },
      applications: ["A:60", "B:40", "C:10", "D:5"].map((x, k) => ({ id: x.split(":")[0], received_at: `2024-05-0${k + 1}T10:00:00`, requested: `${x.split(":")[1]}.00`, sme: true })),
    }).result;
    expect(brief(out)).toEqual(["A:funded:1:60.00", "B:funded:2:40.00", "C:funded:3:10.00", "D:not_funded:4:0.00"]);
    expect(row(out, "D").reasons[0]!.message).toBe("not assessed: the budget was used up before it was received (the ceiling was reached by C, received 2024-05-03)");
    expect(out.totals["main"]).toMatchObject({ awarded: "110.00", remaining: "-10.00" });
  });

  it("refuses a draw per day whose key is not a date, naming record and field", () => {
    let issues: string[] = [];
    try {
      evaluate(scheme, { call: { budget: "100.00", draws: { "2024-02-30": ["A"], monday: ["B"], "2024-03-02": ["C", "C"] } }, applications });
    } catch (e) {
      issues = (e as InvalidInput).issues.map((i) => `${i.record}: ${i.message}`);
    }
    expect(issues).toEqual([
      'call: draws["2024-02-30"]: the key "2024-02-30" is not a date such as "2024-11-08"',
      'call: draws["monday"]: the key "monday" is not a date such as "2024-11-08"',
      'call: draws["2024-03-02"]: the draw names an application twice',
    ]);
  });
});

const scopes = (scope: string) => `${preamble("Scopes")}call { budget: money(EUR)  lot: draw }
application { id: text unique  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
  tiebreak ${scope} per art1 {
    lottery draw call.lot
  }
}
allocation per art1 { budget call.budget amount asked at boundary stop per art1 }
`;

describe("tie-break scopes on one dataset", () => {
  // Budget 100, stop. X1, X2 (9 points) ask 50 + 30 = 80 ≤ 100: both funded in any order.
  // Y1, Y2 (8 points) ask 30 each, 20 left: 20 < 60, the tie straddles — but neither fits alone,
  // so in either order the allocation stops at the first: the order decides no outcome.
  // Z1, Z2 (7 points) ask 10 each, after the stop. The draw: Z2, Y2, X2, Z1, Y1, X1.
  const applications = [
    { id: "X1", points: 9, asked: "50.00" },
    { id: "X2", points: 9, asked: "30.00" },
    { id: "Y1", points: 8, asked: "30.00" },
    { id: "Y2", points: 8, asked: "30.00" },
    { id: "Z1", points: 7, asked: "10.00" },
    { id: "Z2", points: 7, asked: "10.00" },
  ];
  const run = (scope: string) => {
    const r = evaluate(compile(scopes(scope)), { call: { budget: "100.00", lot: ["Z2", "Y2", "X2", "Z1", "Y1", "X1"] }, applications }).result;
    return { rows: r.results.map((x) => `${x.id}:${x.position}:${x.status}`), ties: r.ties.map((t) => t.ids.join("+")) };
  };

  it("every tie: every group in the order of the draw", () => {
    expect(run("every tie").rows).toEqual(["X2:1:funded", "X1:2:funded", "Y2:3:not_funded", "Y1:4:not_funded", "Z2:5:not_funded", "Z1:6:not_funded"]);
  });
  it("at boundary: only the group that straddles (Y)", () => {
    expect(run("at boundary").rows).toEqual(["X1:1:funded", "X2:1:funded", "Y2:3:not_funded", "Y1:4:not_funded", "Z1:5:not_funded", "Z2:5:not_funded"]);
  });
  it("at boundary and after: the straddling group and every later one (Y, Z)", () => {
    expect(run("at boundary and after").rows).toEqual(["X1:1:funded", "X2:1:funded", "Y2:3:not_funded", "Y1:4:not_funded", "Z2:5:not_funded", "Z1:6:not_funded"]);
  });
  it("when decisive: none — no order changes an outcome — and no tie is reported as drawn for", () => {
    const d = run("when decisive");
    expect(d.rows).toEqual(["X1:1:funded", "X2:1:funded", "Y1:3:not_funded", "Y2:3:not_funded", "Z1:5:not_funded", "Z2:5:not_funded"]);
    expect(d.ties).toEqual([]);
    const r = evaluate(compile(scopes("when decisive")), { call: { budget: "100.00", lot: [] }, applications }).result;
    expect(r.results.find((x) => x.id === "Y1")!.explanation.find((s) => s.step === "ranking")!.text).toBe("Position 3 (total points: 8; tied with Y2). Their tie is not broken: no order of it changes anyone's outcome, so all share this position.");
  });
  it("when decisive breaks a tie whose order decides: Y asks 20 and 30 with 20 left", () => {
    // Y1 20 first: funded (0 left), Y2 stops; Y2 30 first: stops, Y1 not funded — it decides.
    const r = evaluate(compile(scopes("when decisive")), { call: { budget: "100.00", lot: ["Z2", "Y2", "X2", "Z1", "Y1", "X1"] }, applications: applications.map((a) => (a.id === "Y1" ? { ...a, asked: "20.00" } : a)) }).result;
    expect(r.results.map((x) => `${x.id}:${x.position}:${x.status}`)).toEqual(["X1:1:funded", "X2:1:funded", "Y2:3:not_funded", "Y1:4:not_funded", "Z1:5:not_funded", "Z2:5:not_funded"]);
  });
});

describe("the HTML report says why", () => {
  it("shows the not-assessed reason and the day's draw that decided", async () => {
    const { htmlReport } = await import("../packages/dsl/src/report/html.js");
    const scheme = compile(fcfs("to the day"));
    const r = evaluate(scheme, {
      call: { budget: "50.00", draws: { "2024-03-02": ["E", "C"] } },
      applications: [
        // 03-02: C 30 + E 30 = 60 > 50 requested: drawn E, C. E funded (20 left); C does not fit:
        // the ceiling. L (03-03, ineligible) was received after it: not assessed.
        { id: "C", received_at: "2024-03-02T08:00:00", requested: "30.00", sme: true },
        { id: "E", received_at: "2024-03-02T11:00:00", requested: "30.00", sme: true },
        { id: "L", received_at: "2024-03-03T08:00:00", requested: "5.00", sme: false },
      ],
    }).result;
    const html = htmlReport(r, scheme);
    expect(html).toContain("not assessed: the allocation stopped before it was received (at C, received 2024-03-02, which did not fit in the remaining budget)");
    expect(html).toContain("drawn as number 1 in the draw for 2024-03-02");
  });
});

// The ninth round's review: one received after the ceiling cited first come's rule in its reason
// and the boundary rule in its explanation's allocation step; both cite first come's own source.
describe("a row received after the ceiling cites first come's source in its reason and its explanation", () => {
  const text = `${headIn("en", ["eligibility", "budget", "first come"], "Europe/Dublin")}call { budget: money(EUR) }
application { id: text unique  sme: boolean  received: datetime("Europe/Dublin")  asked: money(EUR) }
eligibility per art1 { rule sme "SME": sme }
ranking per art3 { by received earliest first to the millisecond }
allocation per art2 {
  budget call.budget
  amount asked
  at boundary stop
  first come first served per art3
}
`;
  it("art. 3 in both", () => {
    // 100.00: A 40, B 40 funded (20 left); C asks 30: the ceiling; D, received after it, is not assessed
    const applications = ["A", "B", "C", "D"].map((id, k) => ({ id, sme: true, received: `2026-10-01T10:00:0${k}.000`, asked: k < 2 ? "40.00" : "30.00" }));
    const { result } = evaluate(compile(text), { call: { budget: "100.00" }, applications });
    const d = result.results.find((r) => r.id === "D")!;
    expect(d.reasons.map((r) => [r.rule, r.source])).toEqual([["allocation", "art3"]]);
    expect(d.reasons[0]!.message).toMatch(/^not assessed: the allocation stopped before it was received \(at C, /);
    expect(d.explanation.filter((s) => s.step === "allocation").map((s) => s.source)).toEqual(["art3"]);
  });
});
