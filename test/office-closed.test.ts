// An office's own closing days (language.md §16.1): `calendar PL closed call.office_closed` and
// the last argument of working_days_between and add_working_days, worked by hand — a bridge day,
// days on either side of New Year, 29 February, a filing on the night the clocks move forward;
// the call's list checked as input (a day listed twice, not a date, outside the call's years); the
// checker; the deadline's explanation in four languages. The scheme run as a whole, with its
// hand-worked expectations, is test/inputs/office_closed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme, hover, load } from "@allot/dsl";
import { evaluate, inputSchema, ops, validateInput } from "@allot/runtime";
import { htmlReport } from "../packages/dsl/src/report/html.js";
import { noticeHtml } from "../packages/dsl/src/report/notice.js";

const day = (s: string): number => Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10))) / 86_400_000;
const iso = (d: number): string => new Date(d * 86_400_000).toISOString().slice(0, 10);

const dir = join(__dirname, "inputs/office_closed");
const scheme = readFileSync(join(dir, "bridge_day.allot"), "utf8");
const data = JSON.parse(readFileSync(join(dir, "data/bridge_day.json"), "utf8")) as { call: Record<string, unknown>; applications: Array<Record<string, unknown>> };

describe("counting working days past the office's closing days", () => {
  it("Friday 2 May 2025, a bridge day: 3 working days after 30 April are 7 May, not 6 May; and back", () => {
    const closed = [day("2025-05-02")];
    expect(iso(ops.addWorkingDaysSigned(day("2025-04-30"), 3, "PL"))).toBe("2025-05-06");
    expect(iso(ops.addWorkingDaysSigned(day("2025-04-30"), 3, "PL", closed))).toBe("2025-05-07");
    expect(iso(ops.addWorkingDaysSigned(day("2025-05-07"), -3, "PL", closed))).toBe("2025-04-30");
    expect(String(ops.workingDaysBetween(day("2025-04-29"), day("2025-05-06"), "PL"))).toBe("4");
    expect(String(ops.workingDaysBetween(day("2025-04-29"), day("2025-05-06"), "PL", closed))).toBe("3");
    expect(String(ops.workingDaysBetween(day("2025-05-06"), day("2025-04-29"), "PL", closed))).toBe("-3");
  });

  it("a closing day on a Saturday or a public holiday changes nothing", () => {
    const closed = [day("2025-05-03"), day("2025-05-01")];
    expect(iso(ops.addWorkingDaysSigned(day("2025-04-30"), 3, "PL", closed))).toBe("2025-05-06");
    expect(String(ops.workingDaysBetween(day("2025-04-29"), day("2025-05-06"), "PL", closed))).toBe("4");
  });

  it("29 February 2028 (a Tuesday) closed: 1 working day after Monday 28 February is Wednesday 1 March", () => {
    expect(iso(ops.addWorkingDaysSigned(day("2028-02-28"), 1, "weekdays"))).toBe("2028-02-29");
    expect(iso(ops.addWorkingDaysSigned(day("2028-02-28"), 1, "weekdays", [day("2028-02-29")]))).toBe("2028-03-01");
    expect(String(ops.workingDaysBetween(day("2028-02-25"), day("2028-03-01"), "DE_BY", [day("2028-02-29")]))).toBe("2"); // 28 February, 1 March
  });

  it("either side of New Year: 31 December 2026 and 5 January 2027 closed, 6 January Epiphany: 3 working days after 29 December are 7 January", () => {
    const closed = [day("2026-12-31"), day("2027-01-05")];
    expect(iso(ops.addWorkingDaysSigned(day("2026-12-29"), 3, "PL"))).toBe("2027-01-04");
    expect(iso(ops.addWorkingDaysSigned(day("2026-12-29"), 3, "PL", closed))).toBe("2027-01-07");
  });
});

describe("the scheme test/inputs/office_closed", () => {
  const run = (call: Record<string, unknown>, text = scheme) => evaluate(load(analyze(text)), { call: { ...data.call, ...call }, applications: data.applications });

  it("checks clean, and fmt keeps it", () => {
    expect(analyze(scheme).diagnostics).toEqual([]);
    const r = formatScheme(scheme);
    expect(r.ok && r.text).toBe(scheme);
  });

  it("hover on the deadline names the closing days; go to the parameter from 'closed call.office_closed'", () => {
    const a = analyze(scheme);
    expect(hover(a, scheme.indexOf("deadline 3") + 2)?.markdown).toContain("counted with the `PL` holiday calendar and the office's closing days the call lists in `call.office_closed`");
    expect(hover(a, scheme.indexOf("closed call.office_closed") + 15)?.markdown).toContain("office_closed");
  });

  it("the deadline and the engine's record of the office's days it skipped", () => {
    const r = run({}).result;
    expect(r.publication?.deadline).toBe("2025-05-07");
    expect(r.publication?.closedDays).toEqual(["2025-05-02"]);
    const none = run({ office_closed: [] }).result;
    expect(none.publication?.deadline).toBe("2025-05-06");
    expect(none.publication?.closedDays).toBeUndefined();
  });

  it("the deadline's explanation names the office's days, in en, pl, nl and de (report and notice)", () => {
    const two = { office_closed: ["2025-05-02", "2025-05-05"] };
    const expected: Record<string, string> = {
      en: "Publication deadline: <strong><time datetime=\"2025-05-08\">8 May 2025</time></strong> (not counting the days the office announced it is closed: 2 May 2025 and 5 May 2025)",
      pl: "Termin publikacji: <strong><time datetime=\"2025-05-08\">8 maja 2025</time></strong> (z pominięciem dni wolnych ogłoszonych przez urząd: 2 maja 2025 i 5 maja 2025)",
      nl: "Uiterste publicatiedatum: <strong><time datetime=\"2025-05-08\">8 mei 2025</time></strong> (zonder de dagen waarop het bestuursorgaan volgens zijn bekendmaking gesloten is: 2 mei 2025 en 5 mei 2025)",
      de: "Frist für die Veröffentlichung: <strong><time datetime=\"2025-05-08\">8. Mai 2025</time></strong> (ohne die von der Behörde bekanntgegebenen Schließtage: 2. Mai 2025 und 5. Mai 2025)",
    };
    for (const [lang, text] of Object.entries(expected)) {
      const s = load(analyze(scheme.replace("language en", `language ${lang}`)));
      const res = evaluate(s, { call: { ...data.call, ...two }, applications: data.applications }, { explain: true });
      expect(htmlReport(res.result, s), lang).toContain(text);
      const j = res.result.results.findIndex((x) => x.id === "A");
      expect(noticeHtml(s, res.result, res.result.results[j]!, res.trace?.[j]), lang).toContain(text.replace("<strong>", "").replace("</strong>", ""));
    }
  });
});

describe("days kept only in some municipalities, given by the call (language.md §16.1)", () => {
  // Augsburg keeps the Hohes Friedensfest (8 August) and, as a Catholic municipality, Assumption
  // (15 August): neither is in DE_BY, the whole Land's calendar; in 2025 both are Fridays
  const augsburg = scheme.replace("calendar PL closed", "calendar DE_BY closed").replace("  PL,\n  call.office_closed\n", "  DE_BY,\n  call.office_closed\n");
  const run = (evaluated_on: string, office_closed: string[]) => evaluate(load(analyze(augsburg)), { call: { ...data.call, notice_date: evaluated_on, evaluated_on, office_closed }, applications: [] }).result.publication;
  const both = ["2025-08-08", "2025-08-15"];

  it("3 working days after Thursday 7 August 2025: Tuesday 12 August in DE_BY alone, Wednesday 13 August with the Friedensfest", () => {
    expect(analyze(augsburg).diagnostics).toEqual([]);
    // 8 (1), 11 (2), 12 August (3)
    expect(run("2025-08-07", [])).toMatchObject({ deadline: "2025-08-12" });
    expect(run("2025-08-07", [])?.closedDays).toBeUndefined();
    // 8 August the Friedensfest; 11 (1), 12 (2), 13 August (3); Assumption not reached, not named
    expect(run("2025-08-07", both)).toMatchObject({ deadline: "2025-08-13", closedDays: ["2025-08-08"] });
  });

  it("3 working days after Tuesday 12 August 2025: Friday 15 August in DE_BY alone, Monday 18 August with Assumption", () => {
    // 13 (1), 14 (2), 15 August (3)
    expect(run("2025-08-12", [])).toMatchObject({ deadline: "2025-08-15" });
    // 13 (1), 14 (2), 15 Assumption, 16–17 the weekend, 18 August (3); the Friedensfest before the start, not named
    expect(run("2025-08-12", both)).toMatchObject({ deadline: "2025-08-18", closedDays: ["2025-08-15"] });
  });
});

describe("the call's closing days, checked as input", () => {
  const issues = (office_closed: unknown) => validateInput(load(analyze(scheme)), { call: { ...data.call, office_closed }, applications: data.applications }).issues.filter((i) => i.severity === "error").map((i) => i.message);

  it("a day listed twice names the field and both places", () => {
    expect(issues(["2025-05-02", "2025-05-05", "2025-05-02"])).toEqual(["office_closed[2]: 2025-05-02 is listed twice as a closing day of the office (also office_closed[0]); list each day once"]);
  });

  it("not a date: the element named", () => {
    expect(issues(["2025-05-02", "2025-02-30"])).toEqual(["office_closed[1]: 2025-02-30 is not a calendar date"]);
    expect(issues(["2 May"])[0]).toMatch(/^office_closed\[0\]: expected a date/);
  });

  it("the input's JSON Schema says each date once", () => {
    const call = (inputSchema(load(analyze(scheme))) as { $defs: { Call: { properties: Record<string, Record<string, unknown>> } } }).$defs.Call.properties;
    expect(call["office_closed"]).toMatchObject({ type: "array", uniqueItems: true });
    expect(call["notice_date"]).not.toHaveProperty("uniqueItems");
  });

  it("outside the call's years (2025, the year of its dates, to 2026, a deadline's next year): 2052 and 2024 refused, 31 December 2026 taken", () => {
    expect(issues(["2052-05-02"])).toEqual(["office_closed[0]: 2052-05-02 is outside the call's years (2025–2026, from the call's dates); a closing day of the office is a day of this call"]);
    expect(issues(["2024-12-31"])).toHaveLength(1);
    expect(issues(["2026-12-31"])).toEqual([]);
  });
});

describe("the checker", () => {
  const found = (from: string, to: string) => analyze(scheme.replace(from, to)).diagnostics.map((d) => `${d.code} ${d.message}`);

  it("AL0301: the closing days are a call parameter declared as a list of dates", () => {
    expect(found("office_closed: list of date", "office_closed: date")).toEqual([
      expect.stringMatching(/^AL0301 the office's closing days of working_days_between must be a call parameter declared as a list of dates, found call.office_closed, date/),
      expect.stringMatching(/^AL0301 the office's closing days of the deadline must be a call parameter declared as a list of dates, found call.office_closed, date/),
    ]);
  });

  it("AL0205: closing days with consecutive days, which count every day", () => {
    expect(found("deadline 3 working days", "deadline 3 consecutive days")).toEqual([expect.stringMatching(/^AL0205 expected 'working days' before an office's closing days/)]);
  });

  it("a fifth argument is the wrong number of arguments", () => {
    expect(found("  PL,\n  call.office_closed\n", "  PL,\n  call.office_closed,\n  call.office_closed\n")[0]).toBe("AL0303 working_days_between takes 3 to 4 arguments, found 5");
  });
});
