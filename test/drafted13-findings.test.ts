// What the thirteenth round's drafter found writing schemes/drafted_arts from the docs alone
// (docs/performance.md, "An arts council's jury-scored round drafted from the docs alone
// (drafter13)"), each worked by hand on the smallest scheme that shows it.
import { describe, expect, it } from "vitest";
import { evaluate, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const head = `
scheme s "S" { version "1" language en }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
source art2 = a article 2 "text"
`;
const schemeOf = (text: string): CompiledScheme => load(analyze(text));

// "Where an applicant submits more than one application, only the one received last is
// assessed" (drafted_arts s. 2(3)): the latest moment over the applicant's applications, and the
// earliest day, compared with the application's own.
const latest = `${head}
call { budget: money(EUR) }
application { id: text unique  who: text  received: datetime("Europe/Dublin")  filed: date  asked: money(EUR) }
eligibility per art1 {
  rule last "Received last": received = max(m in peers(who): m.received)
  rule first_day "Filed on the applicant's first day": filed = min(m in peers(who): m.filed)
}
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art2 { budget call.budget  amount asked  at boundary skip }
`;
// Hand-worked: P has A (01:30+01:00 = 00:30Z, filed 10-24) and B (01:10+00:00 = 01:10Z, the
// second 01:10 of the night the clocks go back, filed 10-25): B is the later, though its wall clock
// reads earlier; A's day is the first. Q has C alone. So A fails `last`, B fails `first_day`, C
// meets both (a group of one: its own moment is the latest).
const latestInput = {
  call: { budget: "100.00" },
  applications: [
    { id: "A", who: "P", received: "2026-10-25T01:30:00+01:00", filed: "2026-10-24", asked: "10.00" },
    { id: "B", who: "P", received: "2026-10-25T01:10:00+00:00", filed: "2026-10-25", asked: "10.00" },
    { id: "C", who: "Q", received: "2026-10-20T09:00:00", filed: "2026-10-20", asked: "10.00" },
  ],
};

describe("min and max over the peers' dates and moments", () => {
  // Before: the aggregate was folded into a Decimal of the day number or the instant in
  // milliseconds, which `=` never equals: every application failed both rules (drafted_arts: all
  // 30 ineligible), and the explanation showed "1791799440000".
  const { result } = evaluate(schemeOf(latest), latestInput);
  const row = (id: string) => result.results.find((r) => r.id === id)!;
  it("compares as the moments and days they are", () => {
    expect(["A", "B", "C"].map((id) => [row(id).status, row(id).reasons.map((r) => r.rule)])).toEqual([
      ["ineligible", ["last"]],
      ["ineligible", ["first_day"]],
      ["funded", []],
    ]);
  });
  it("shows them on the zone's clock and as dates", () => {
    const told = row("A").explanation.map((s) => s.text).join("\n");
    expect(told).toContain("over the applications with who 'P': 2026-10-25 01:10:00+00:00, from A 2026-10-25 01:30:00+01:00, B 2026-10-25 01:10:00+00:00.");
    expect(told).toContain("over the applications with who 'P': 2026-10-24, from A 2026-10-24, B 2026-10-25.");
    expect(told).not.toMatch(/\d{10,}/);
  });
});

// "Each juror scores each criterion from 0 to 10; the score is the average after the highest and
// the lowest are set aside; the maximum is 60 points" (drafted_arts s. 5): the checker cannot
// bound an average of a list through a function, so `maximum points` could not be stated; and a
// range written on the let (`: decimal in 0..10`) was accepted and ignored.
const jury = (range: string, maximum: string) => `${head}
call { budget: money(EUR) }
application { id: text unique  scores: list of integer  asked: money(EUR) }
define jury_average(s: list of integer): decimal =
  if count(s) >= 5 then (sum(s) - max(s) - min(s)) / (count(s) - 2) else sum(s) / count(s) per art1
let score "the jury's score"${range} = round(jury_average(scores), 1, half_up) per art1
criterion quality "Quality" per art1: weight 3 × score
maximum points ${maximum} per art1
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art2 { budget call.budget  amount asked  at boundary skip }
`;
const codes = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => d.code);

describe("a let's declared range: proven from, and checked at run time", () => {
  it("without it the maximum cannot be checked, and the hint names the let", () => {
    const d = analyze(jury("", "30")).diagnostics.find((x) => x.code === "AL0402")!;
    expect(d.hint).toContain("'score' is a let");
    expect(d.hint).toContain("let score: decimal in 0..10");
  });
  it("with it the maximum is proven: 3 × 10 = 30, and 31 is refused", () => {
    expect(codes(jury(": decimal in 0..10", "30"))).toEqual([]);
    const d = analyze(jury(": decimal in 0..10", "31")).diagnostics.find((x) => x.code === "AL0402")!;
    expect(d.message).toContain("found at most 30 (quality 30)");
  });
  it("a value outside it is not scored: the application is refused with the reason", () => {
    // Hand-worked: A's scores 7, 8, 9, 9, 10 -> 8 + 9 + 9 = 26 / 3 = 8.666.. -> 8.7 -> 26.1 points.
    // B's 12, 12, 12, 12 (no juror's score is checked against 0..10 here: the list has no range)
    // -> 12.0, outside 0..10: B's criterion cannot be scored.
    const { result } = evaluate(schemeOf(jury(": decimal in 0..10", "30")), {
      call: { budget: "100.00" },
      applications: [
        { id: "A", scores: [7, 8, 9, 9, 10], asked: "10.00" },
        { id: "B", scores: [12, 12, 12, 12], asked: "10.00" },
      ],
    });
    const a = result.results.find((r) => r.id === "A")!;
    const b = result.results.find((r) => r.id === "B")!;
    expect([a.status, a.points?.["total"]]).toEqual(["funded", "26.1"]);
    expect(b.status).toBe("ineligible");
    expect(b.reasons.map((r) => r.message).join(" ")).toContain("score is 12, outside the range 0..10 its declaration states");
  });
});

describe("a criterion that weights a let tells the let's value", () => {
  // Before: "Criterion 'Quality': 26.1 points (weight 3 × score (score 0–10), 0 to 30 points)." —
  // the jury's score behind the points, which the applicant cannot read in the application, was
  // told only by a threshold that happened to read it.
  it("by the let's title", () => {
    const { result } = evaluate(schemeOf(jury(": decimal in 0..10", "30")), {
      call: { budget: "100.00" },
      applications: [{ id: "A", scores: [7, 8, 9, 9, 10], asked: "10.00" }],
    });
    const step = result.results[0]!.explanation.find((s) => s.step === "points" && s.text.startsWith("Criterion"))!;
    // since issue 15's twentieth round (words20) the value of the defined function the let rounds is told too
    expect(step.text).toBe("Criterion 'Quality': 26.1 points (weight 3 × score (score 0–10), 0 to 30 points); the jury's score is 8.7 (computed from jury_average(scores): about 8.6667).");
  });
});

describe("a let with places and a range", () => {
  // `decimal(1) in 0..10`: the places made the declared type the let's type before its range was
  // looked at, so the range was taken as the formula's own and never checked.
  it("is checked at run time too", () => {
    const { result } = evaluate(schemeOf(jury(": decimal(1) in 0..10", "30")), {
      call: { budget: "100.00" },
      applications: [{ id: "B", scores: [12, 12, 12, 12], asked: "10.00" }],
    });
    expect(result.results[0]!.status).toBe("ineligible");
    expect(result.results[0]!.reasons.map((r) => r.message).join(" ")).toContain("score is 12, outside the range 0..10");
  });
});

describe("a decimal(1) value is told with its place", () => {
  // The law reads "a score lower than 6.0"; §6.1 prints a decimal(n) with its n places in columns
  // and reasons, but the explanation's values (a criterion's let, a threshold's values, a key's
  // comparison) and the threshold's default reason showed "8", "5".
  const places = `${head}
call { budget: money(EUR) }
application { id: text unique  scores: list of integer  asked: money(EUR) }
let score "the jury's score": decimal(1) in 0..10 = round(sum(scores) / count(scores), 1, half_up) per art1
criterion quality "Quality" per art1: weight 3 × score
threshold minimum "At least 6.0" per art1: score >= 6
ranking per art1 { by total highest first  tiebreak every tie per art1 { by score highest first  by id lowest first } }
allocation per art2 { budget call.budget  amount asked  at boundary skip }
`;
  // Hand-worked: A 8, 8 -> 8.0 (24 points); B 7, 9 -> 8.0 (24, tied with A; id breaks it); C 5, 5 -> 5.0, below 6.0.
  const { result } = evaluate(schemeOf(places), {
    call: { budget: "100.00" },
    applications: [
      { id: "A", scores: [8, 8], asked: "10.00" },
      { id: "B", scores: [7, 9], asked: "10.00" },
      { id: "C", scores: [5, 5], asked: "10.00" },
    ],
  });
  const texts = (id: string) => result.results.find((r) => r.id === id)!.explanation.map((s) => s.text).join("\n");
  it("in the criterion, the threshold and the comparison", () => {
    expect(texts("A")).toContain("the jury's score is 8.0.");
    expect(texts("A")).toContain("(score >= 6; the jury's score: 8.0)");
    expect(texts("A")).toContain("decided by id (lowest first)");
    expect(result.results.find((r) => r.id === "C")!.reasons[0]!.message).toBe("not met: score >= 6 (the jury's score: 5.0)");
  });
});

describe("min and max over the outcome's dates and moments", () => {
  // The same fold as over peers: `max(w in funded: w.received)` in a published column printed
  // "1792890600000", and the field it read was warned unused (AL0409).
  const published = `${head}
call { budget: money(EUR) }
application { id: text unique  received: datetime("Europe/Dublin")  filed: date  asked: money(EUR) }
let last_funded = max(w in funded: w.received) per art1
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art2 { budget call.budget  amount asked  at boundary skip }
publish per art1 { columns { id, last_funded, min(w in funded: w.filed) as "first filed" } }
`;
  // Hand-worked: budget 15.00; A (00:30Z, 10-24) 10.00 funded, B (01:10Z, 10-25) 10.00 passed over
  // (5.00 left), C (09:00 Irish summer time = 08:00Z on 10-20, 5.00) funded: the funded are A and C,
  // the latest receipt A's, the first filing C's.
  const { result } = evaluate(schemeOf(published), {
    call: { budget: "15.00" },
    applications: [
      { id: "A", received: "2026-10-25T01:30:00+01:00", filed: "2026-10-24", asked: "10.00" },
      { id: "B", received: "2026-10-25T01:10:00+00:00", filed: "2026-10-25", asked: "10.00" },
      { id: "C", received: "2026-10-20T09:00:00", filed: "2026-10-20", asked: "5.00" },
    ],
  });
  it("are published as a moment and a date", () => {
    expect(result.publication!.rows[0]).toEqual({ id: "A", last_funded: "2026-10-25T01:30:00+01:00", "min(w in funded: w.filed)": "2026-10-20" });
  });
  it("count as reads of the fields", () => {
    expect(analyze(published).diagnostics.filter((d) => d.code === "AL0409")).toEqual([]);
  });
});
