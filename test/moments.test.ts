// Moments are instants: ranked and compared as they happened, across a change of the clocks;
// a date-time literal in a rule is the instant the field's zone's clock reads it; `date_of` and a
// ranking's granularity draw days and hours on that clock (Europe/Warsaw, Europe/Amsterdam).
import { describe, expect, it } from "vitest";
import { evaluate, InvalidInput, type SelectionResult } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const head = `scheme moments "Moments" { version "1" }
act reg "Regulation" { identifier "R/1" }
source art1 = reg article 1 "Rules of the call."
`;

function scheme(zone: string, granularity: string, rule = ""): ReturnType<typeof load> {
  const a = analyze(head + `call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  filed: datetime("${zone}") }
${rule}
ranking per art1 { by filed earliest first ${granularity} tiebreak every tie { unresolved } }
allocation per art1 { budget call.budget amount asked at boundary stop }
`);
  expect(a.diagnostics.filter((d) => d.severity === "error"), a.diagnostics.map((d) => d.message).join("\n")).toEqual([]);
  return load(a);
}

const apps = (filed: Record<string, string>) => Object.entries(filed).map(([id, f]) => ({ id, asked: "60.00", filed: f }));
const order = (r: SelectionResult) => [...r.results].filter((x) => x.position !== null).sort((a, b) => a.position! - b.position!).map((x) => `${x.position}:${x.id}`);

describe("first come, first served across the night the clocks move back", () => {
  for (const zone of ["Europe/Warsaw", "Europe/Amsterdam"]) {
    it(`ranks 00:30Z before 01:10Z in ${zone} and funds it (exactly)`, () => {
      const r = evaluate(scheme(zone, "exactly"), { call: { budget: "100.00" }, applications: apps({ B: "2024-10-27T01:10:00Z", A: "2024-10-27T00:30:00Z" }) }).result;
      expect(order(r)).toEqual(["1:A", "2:B"]);
      expect(r.results.find((x) => x.id === "A")!.status).toBe("funded");
      const text = r.results.find((x) => x.id === "A")!.explanation!.map((s) => s.text).join(" ");
      expect(text).toContain("2024-10-27 02:30:00+02:00 against 2024-10-27 02:10:00+01:00");
    });
    it(`keeps the two 02:xx hours apart to the hour, and one day to the day, in ${zone}`, () => {
      const input = { call: { budget: "100.00" }, applications: apps({ B: "2024-10-27T02:10:00+01:00", A: "2024-10-27T02:30:00+02:00" }) };
      expect(order(evaluate(scheme(zone, "to the hour"), input).result)).toEqual(["1:A", "2:B"]);
      const byDay = evaluate(scheme(zone, "to the day"), input).result;
      expect(byDay.ties.length).toBe(1);
    });
    it(`orders filings one second apart around the change in ${zone}`, () => {
      const r = evaluate(scheme(zone, "to the second"), { call: { budget: "1000.00" }, applications: apps({ D: "2024-10-27T02:00:00+01:00", C: "2024-10-27T02:59:59+02:00", E: "2024-10-27T03:00:00", F: "2024-10-27T01:59:59" }) }).result;
      expect(order(r)).toEqual(["1:F", "2:C", "3:D", "4:E"]);
    });
  }
});

describe("the zone's clock draws the day", () => {
  it("a filing at 23:30Z on 15 January is on the 16th in Warsaw, the day of one at 00:10 local", () => {
    const r = evaluate(scheme("Europe/Warsaw", "to the day"), { call: { budget: "1000.00" }, applications: apps({ A: "2024-01-15T23:30:00Z", B: "2024-01-16T00:10:00", C: "2024-01-15T22:50:00Z" }) }).result;
    // C is 23:50 on the 15th in Warsaw; A and B share the 16th
    expect(order(r)).toEqual(["1:C", "2:A", "2:B"]);
  });
});

describe("a date-time literal in a rule", () => {
  const deadline = `eligibility per art1 { rule in_time: filed < 2024-03-01T12:00 }`;
  it("is noon on the field's zone's clock, compared as an instant", () => {
    const s = scheme("Europe/Warsaw", "exactly", deadline);
    const r = evaluate(s, { call: { budget: "1000.00" }, applications: apps({ A: "2024-03-01T11:59:59", B: "2024-03-01T12:00:00", C: "2024-03-01T10:59:59Z", D: "2024-03-01T11:00:00Z" }) }).result;
    const status = Object.fromEntries(r.results.map((x) => [x.id, x.status]));
    expect(status).toEqual({ A: "funded", B: "ineligible", C: "funded", D: "ineligible" });
  });
  it("date_of reads the day on the zone's clock", () => {
    const s = scheme("Europe/Amsterdam", "exactly", `eligibility per art1 { rule on_day: date_of(filed) = 2024-01-16 }`);
    const r = evaluate(s, { call: { budget: "1000.00" }, applications: apps({ A: "2024-01-15T23:30:00Z", B: "2024-01-15T22:30:00Z" }) }).result;
    expect(Object.fromEntries(r.results.map((x) => [x.id, x.status]))).toEqual({ A: "funded", B: "ineligible" });
  });
});

describe("wall-clock times without an offset that the zone skips or repeats", () => {
  it("are input errors naming record and field", () => {
    for (const zone of ["Europe/Warsaw", "Europe/Amsterdam"]) {
      try {
        evaluate(scheme(zone, "exactly"), { call: { budget: "1.00" }, applications: apps({ A: "2024-03-31T02:30:00", B: "2024-10-27T02:30:00" }) });
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidInput);
        const issues = (e as InvalidInput).issues.map((i) => `${i.record} ${i.path}: ${i.message}`);
        expect(issues[0]).toMatch(new RegExp(`^application A \\(#1\\) filed: filed: 2024-03-31T02:30:00 does not exist in ${zone}`));
        expect(issues[1]).toMatch(new RegExp(`^application B \\(#2\\) filed: filed: 2024-10-27T02:30:00 happens twice in ${zone}`));
      }
    }
  });
});
