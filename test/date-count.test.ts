// Counting with dates (language.md §8.7.4), worked by hand: full years (29 February in a common
// year under last_day and next_day), full months from a month's last day, a year boundary, days
// and working days between (a holiday on a weekend is not moved), a day plus a period, a
// date-time near midnight in a zone ahead of UTC; the checker's diagnostics; hover; fmt; the
// explanation in four languages. The scheme worked as a whole is test/inputs/dates.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { analyze, formatScheme, hover, load } from "@allot/dsl";
import { evaluate, ops } from "@allot/runtime";
import { analyze as analyzeSrc } from "../packages/dsl/src/analysis.js";
import { applyMutant, mutantsOf } from "../packages/dsl/src/testing/mutants.js";

const day = (s: string): number => Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10))) / 86_400_000;
const iso = (d: number): string => new Date(d * 86_400_000).toISOString().slice(0, 10);

const dir = join(__dirname, "inputs/dates");
const scheme = readFileSync(join(dir, "young_researchers.allot"), "utf8");
const data = JSON.parse(readFileSync(join(dir, "data/dates.json"), "utf8")) as { call: Record<string, unknown>; applications: Array<Record<string, unknown>> };

describe("full years and months", () => {
  it("29 February's birthday in a common year: 28 February under last_day, 1 March under next_day", () => {
    const born = day("2000-02-29");
    expect(String(ops.fullYears(born, day("2025-02-28"), "last_day"))).toBe("25");
    expect(String(ops.fullYears(born, day("2025-02-28"), "next_day"))).toBe("24");
    expect(String(ops.fullYears(born, day("2025-03-01"), "next_day"))).toBe("25");
    expect(String(ops.fullYears(born, day("2025-02-27"), "last_day"))).toBe("24");
    // in a leap year the birthday exists: both readings agree
    expect(String(ops.fullYears(born, day("2024-02-29"), "last_day"))).toBe("24");
    expect(String(ops.fullYears(born, day("2024-02-29"), "next_day"))).toBe("24");
    expect(String(ops.fullYears(born, day("2024-02-28"), "last_day"))).toBe("23");
  });

  it("a year boundary: born 2024-12-31, 0 on 2025-12-30, 1 on 2025-12-31; negative when the second date is earlier", () => {
    expect(String(ops.fullYears(day("2024-12-31"), day("2025-12-30"), "last_day"))).toBe("0");
    expect(String(ops.fullYears(day("2024-12-31"), day("2025-12-31"), "last_day"))).toBe("1");
    expect(String(ops.fullYears(day("2025-12-31"), day("2024-12-31"), "last_day"))).toBe("-1");
  });

  it("months from a month's last day: from 31 January, one month on 28 February (last_day) or 1 March (next_day)", () => {
    const from = day("2025-01-31");
    expect(String(ops.fullMonths(from, day("2025-02-28"), "last_day"))).toBe("1");
    expect(String(ops.fullMonths(from, day("2025-02-28"), "next_day"))).toBe("0");
    expect(String(ops.fullMonths(from, day("2025-03-01"), "next_day"))).toBe("1");
    expect(String(ops.fullMonths(from, day("2025-03-30"), "last_day"))).toBe("1");
    expect(String(ops.fullMonths(from, day("2025-03-31"), "last_day"))).toBe("2");
  });

  it("full years are the anniversaries reached: add_years(from, n) ≤ to < add_years(from, n + 1) (property, seeded)", () => {
    fc.assert(
      fc.property(fc.integer({ min: day("1900-01-01"), max: day("2100-12-31") }), fc.integer({ min: 0, max: 40_000 }), fc.constantFrom("last_day", "next_day" as const), (from, span, rule) => {
        const to = from + span;
        const n = ops.fullYears(from, to, rule).toNumber();
        expect(ops.addYears(from, n, rule)).toBeLessThanOrEqual(to);
        expect(ops.addYears(from, n + 1, rule)).toBeGreaterThan(to);
        const m = ops.fullMonths(from, to, rule).toNumber();
        expect(ops.addMonths(from, m, rule)).toBeLessThanOrEqual(to);
        expect(ops.addMonths(from, m + 1, rule)).toBeGreaterThan(to);
      }),
      { seed: 20, numRuns: 400 },
    );
  });
});

describe("a date plus a period", () => {
  it("31 January + 1 month: 28 February or 1 March; in a leap year 29 February; back from 31 March: 28 February", () => {
    expect(iso(ops.addMonths(day("2025-01-31"), 1, "last_day"))).toBe("2025-02-28");
    expect(iso(ops.addMonths(day("2025-01-31"), 1, "next_day"))).toBe("2025-03-01");
    expect(iso(ops.addMonths(day("2024-01-31"), 1, "last_day"))).toBe("2024-02-29");
    expect(iso(ops.addMonths(day("2025-03-31"), -1, "last_day"))).toBe("2025-02-28");
    expect(iso(ops.addMonths(day("2025-11-30"), 3, "last_day"))).toBe("2026-02-28");
    expect(iso(ops.addMonths(day("2025-11-15"), 3, "next_day"))).toBe("2026-02-15");
  });

  it("29 February + 1 year: 28 February or 1 March; + 4 years: 29 February", () => {
    expect(iso(ops.addYears(day("2024-02-29"), 1, "last_day"))).toBe("2025-02-28");
    expect(iso(ops.addYears(day("2024-02-29"), 1, "next_day"))).toBe("2025-03-01");
    expect(iso(ops.addYears(day("2024-02-29"), 4, "next_day"))).toBe("2028-02-29");
  });

  it("days across a year boundary; a fractional count is refused", () => {
    expect(iso(ops.addDays(day("2024-12-30"), 3))).toBe("2025-01-02");
    expect(String(ops.daysBetween(day("2024-12-31"), day("2025-01-01")))).toBe("1");
    expect(String(ops.daysBetween(day("2025-03-01"), day("2025-02-01")))).toBe("-28");
    expect(() => ops.addDays(day("2024-12-30"), new ops.Decimal("1.5"))).toThrow(/whole number/);
    // beyond 10 000 years a date is not computed (the rule that needs it reads an absent value)
    expect(() => ops.addYears(day("2024-12-30"), 10_001, "last_day")).toThrow("the number of years is 10001, beyond 10000, the most a scheme can count");
  });
});

describe("working days", () => {
  it("3 working days after Friday 2024-12-20 in PL is 2024-12-27, as a publication deadline counts (§16.1); and back", () => {
    expect(iso(ops.addWorkingDaysSigned(day("2024-12-20"), 3, "PL"))).toBe("2024-12-27");
    expect(iso(ops.addWorkingDaysSigned(day("2024-12-27"), -3, "PL"))).toBe("2024-12-20");
    expect(String(ops.workingDaysBetween(day("2024-12-20"), day("2024-12-27"), "PL"))).toBe("3");
    expect(String(ops.workingDaysBetween(day("2024-12-27"), day("2024-12-20"), "PL"))).toBe("-3");
    expect(iso(ops.addWorkingDaysSigned(day("2024-12-21"), 0, "PL"))).toBe("2024-12-21");
  });

  it("a holiday on a weekend is not moved: 15 August 2026 is a Saturday, so Monday 17 August is a working day", () => {
    // after Friday 14 August: 17–21, 24–28, 31 August, 1–3 September = 14
    expect(String(ops.workingDaysBetween(day("2026-08-14"), day("2026-09-03"), "PL"))).toBe("14");
    expect(iso(ops.addWorkingDaysSigned(day("2026-08-14"), 1, "PL"))).toBe("2026-08-17");
    // a holiday on a weekday is skipped: Epiphany, Tuesday 6 January 2026
    expect(iso(ops.addWorkingDaysSigned(day("2026-01-05"), 1, "PL"))).toBe("2026-01-07");
    expect(iso(ops.addWorkingDaysSigned(day("2026-01-05"), 1, "weekdays"))).toBe("2026-01-06");
  });

  it("counts n working days to the date add_working_days reaches (property, seeded)", () => {
    fc.assert(
      fc.property(fc.integer({ min: day("2000-01-01"), max: day("2099-01-01") }), fc.integer({ min: -60, max: 60 }), fc.constantFrom("PL", "NL", "EU", "weekdays" as const), (from, n, cal) => {
        expect(ops.workingDaysBetween(from, ops.addWorkingDaysSigned(from, n, cal), cal).toNumber()).toBe(n);
      }),
      { seed: 20, numRuns: 300 },
    );
  });
});

describe("Germany's working days: DE and the Länder", () => {
  it("International Women's Day: Monday 8 March 2027 is a holiday in Berlin, a working day in Bavaria; not in Berlin before 2019", () => {
    // after Friday 5 March 2027: Monday 8, Tuesday 9, Wednesday 10
    expect(String(ops.workingDaysBetween(day("2027-03-05"), day("2027-03-10"), "DE_BY"))).toBe("3");
    expect(String(ops.workingDaysBetween(day("2027-03-05"), day("2027-03-10"), "DE_BE"))).toBe("2");
    // Thursday 8 March 2018: Berlin's law dates from 2019
    expect(iso(ops.addWorkingDaysSigned(day("2018-03-07"), 1, "DE_BE"))).toBe("2018-03-08");
    expect(iso(ops.addWorkingDaysSigned(day("2019-03-07"), 1, "DE_BE"))).toBe("2019-03-11"); // Friday 8 March 2019 a holiday, then the weekend
  });

  it("Epiphany and Corpus Christi in Bavaria, not in the nationwide calendar", () => {
    // Wednesday 6 January 2027
    expect(iso(ops.addWorkingDaysSigned(day("2027-01-05"), 1, "DE_BY"))).toBe("2027-01-07");
    expect(iso(ops.addWorkingDaysSigned(day("2027-01-05"), 1, "DE"))).toBe("2027-01-06");
    // Corpus Christi 2026: Easter 5 April + 60 = Thursday 4 June
    expect(iso(ops.addWorkingDaysSigned(day("2026-06-03"), 1, "DE_BY"))).toBe("2026-06-05");
    expect(iso(ops.addWorkingDaysSigned(day("2026-06-03"), 1, "DE_BE"))).toBe("2026-06-04");
  });

  it("Buß- und Bettag only in Saxony: Wednesday 18 November 2026 (and 16 November 2022, 23 November the Wednesday itself)", () => {
    expect(iso(ops.addWorkingDaysSigned(day("2026-11-17"), 1, "DE_SN"))).toBe("2026-11-19");
    expect(iso(ops.addWorkingDaysSigned(day("2026-11-17"), 1, "DE_BY"))).toBe("2026-11-18");
    expect(iso(ops.addWorkingDaysSigned(day("2022-11-15"), 1, "DE_SN"))).toBe("2022-11-17");
    expect(iso(ops.addWorkingDaysSigned(day("2022-11-22"), 1, "DE_SN"))).toBe("2022-11-23");
  });

  it("Reformation Day: in every Land on Tuesday 31 October 2017 only; in Lower Saxony from 2018, never in Bavaria after 2017", () => {
    // after Monday 30 October 2017 up to Thursday 2 November: 31 October, 1 and 2 November
    expect(String(ops.workingDaysBetween(day("2017-10-30"), day("2017-11-02"), "DE"))).toBe("2");
    expect(String(ops.workingDaysBetween(day("2017-10-30"), day("2017-11-02"), "DE_BY"))).toBe("1"); // All Saints too
    expect(String(ops.workingDaysBetween(day("2018-10-30"), day("2018-11-02"), "DE"))).toBe("3");
    expect(String(ops.workingDaysBetween(day("2018-10-30"), day("2018-11-02"), "DE_NI"))).toBe("2");
    expect(String(ops.workingDaysBetween(day("2018-10-30"), day("2018-11-02"), "DE_BY"))).toBe("2");
    expect(String(ops.workingDaysBetween(day("2016-10-30"), day("2016-11-02"), "DE_NI"))).toBe("3"); // Sunday 30, Monday 31 worked then
  });

  it("across the year's end: 2 working days after Wednesday 23 December 2026 is Monday 28 (24 December is worked, 25 a holiday, 26–27 the weekend)", () => {
    expect(iso(ops.addWorkingDaysSigned(day("2026-12-23"), 2, "DE"))).toBe("2026-12-28");
    expect(String(ops.workingDaysBetween(day("2026-12-23"), day("2027-01-04"), "DE"))).toBe("6"); // 24, 28, 29, 30, 31 December; 1 January a holiday; 4 January
  });

  it("a scheme names a Land's calendar in a count and a deadline, and checks clean; hover says whose days they are", () => {
    const text = scheme.replace("  PL\n)", "  DE_BY\n)");
    expect(text).not.toBe(scheme);
    const a = analyze(text);
    expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(hover(a, text.indexOf("DE_BY") + 1)?.markdown).toContain("a public holiday of Bavaria kept in the whole Land");
  });
});

describe("AL0662 to the minute, and on a literal with Z (adversary20's findings)", () => {
  const scheme = (condition: string) =>
    readFileSync(join(__dirname, "../packages/dsl/test/corpus/bad/662-deadline-at-last-second.allot"), "utf8").replace("submitted_at <= 2027-05-17T23:59:59", condition);
  const found = (condition: string) => {
    const text = scheme(condition);
    expect(text).toContain(condition);
    return analyze(text).diagnostics.filter((d) => d.code === "AL0662").map((d) => ({ message: d.message, hint: d.hint, at: text.slice(d.span.start, d.span.end) }));
  };

  it("'<= …T23:59' refuses 23:59:30 though 'by 23:59' covers the minute: warned, at the literal, with the next day's midnight", () => {
    expect(found("submitted_at <= 2027-05-17T23:59")).toEqual([
      {
        message: `expected the moment after the deadline's last minute, found 2027-05-17T23:59 with '<=': a filing at 2027-05-17T23:59:30 would be refused, though the law's "by 23:59" covers the whole minute`,
        hint: "compare with the next day's midnight: submitted_at < 2027-05-18T00:00:00",
        at: "2027-05-17T23:59",
      },
    ]);
    // the complement, across a year's end and a leap day
    expect(found("submitted_at > 2027-12-31T23:59")[0]?.hint).toBe("compare with the next day's midnight: submitted_at >= 2028-01-01T00:00:00");
    expect(found("2028-02-28T23:59 >= submitted_at")[0]?.hint).toBe("compare with the next day's midnight: 2028-02-29T00:00:00 > submitted_at");
  });

  it("silent where the minute is written as meant or the hour is another: T23:59:00, T23:58, '<' T23:59, T12:00", () => {
    for (const c of ["submitted_at <= 2027-05-17T23:59:00", "submitted_at <= 2027-05-17T23:58", "submitted_at < 2027-05-17T23:59", "submitted_at <= 2027-05-17T12:00"]) expect(found(c), c).toEqual([]);
  });

  it("a literal with Z: the hint's midnight has no Z, the literal AL0301 refuses on the same line", () => {
    const text = scheme("submitted_at <= 2027-05-17T23:59:59Z");
    const d = analyze(text).diagnostics;
    expect(d.find((x) => x.code === "AL0301")?.message).toBe("expected a moment on the clock of the value it is compared with, found the offset in 2027-05-17T23:59:59Z");
    expect(d.find((x) => x.code === "AL0662")?.hint).toBe("compare with the next day's midnight: submitted_at < 2027-05-18T00:00:00");
    // the hint's own text checks clean
    expect(analyze(scheme("submitted_at < 2027-05-18T00:00:00")).diagnostics.filter((x) => x.severity === "error")).toEqual([]);
  });

  it("a filing at 23:59:30 is refused by '<= T23:59' and admitted by the hint's '< next midnight' (the engine, run)", () => {
    const run = (condition: string) => {
      const r = evaluate(load(analyze(scheme(condition))), { call: { budget: "1000.00" }, applications: [{ id: "A", submitted_at: "2027-05-17T23:59:30", asked: "10.00" }] }).result;
      return r.results[0]!.status;
    };
    expect(run("submitted_at <= 2027-05-17T23:59")).toBe("ineligible");
    expect(run("submitted_at < 2027-05-18T00:00:00")).toBe("funded");
  });
});

describe("the scheme test/inputs/dates, run", () => {
  const run = (text: string, apps = data.applications) => evaluate(load(analyze(text)), { call: data.call, applications: apps }).result;

  it("a notice at 00:30 in Warsaw is counted from its Warsaw day (Friday 19 December), not the UTC one (Thursday 18): 14 working days to 15 January, eligible", () => {
    const r = run(scheme);
    const status = Object.fromEntries(r.results.map((x) => [x.id, x.status]));
    expect(status["F"]).toBe("funded");
    expect(status["G"]).toBe("ineligible");
    // declared in UTC, the same instant (18 December 23:30) is a day earlier: 15 working days, refused
    const utc = scheme.replace('notice: datetime("Europe/Warsaw")', 'notice: datetime("UTC")');
    const f = data.applications.find((a) => a.id === "F")!;
    const r2 = run(utc, [{ ...f, notice: "2025-12-18T23:30:00Z" }]);
    expect(r2.results[0]!.status).toBe("ineligible");
    expect(JSON.stringify(r2.results[0]!.reasons)).toContain("filed 15 working days after the notice");
  });

  it("next_day instead of last_day: B (born 29 February 1996) is 29 on 28 February 2026, and a start on 1 March is in time", () => {
    const r = run(scheme.replaceAll("last_day", "next_day"));
    const status = Object.fromEntries(r.results.map((x) => [x.id, x.status]));
    expect(status["B"]).toBe("funded");
    expect(status["I"]).toBe("funded");
    expect(status["A"]).toBe("ineligible");
  });

  it("the explanation shows the computed count, in en, nl, de and pl", () => {
    const direct = scheme.replace("rule young \"Under 30 on the closing date\": age < 30", "rule young \"Under 30 on the closing date\": full_years(born_on, call.closing_date, last_day) < 30");
    for (const lang of ["en", "nl", "de", "pl"]) {
      const r = run(direct.replace("language en", `language ${lang}`));
      const c = r.results.find((x) => x.id === "C")!;
      const step = c.explanation.find((s) => s.text.includes("full_years(born_on, call.closing_date, last_day) < 30"))!;
      expect(step.text, lang).toContain("full_years(born_on, call.closing_date, last_day): 29");
      // and the dates it counts from, as each language writes a date
      expect(step.text, lang).toMatch(lang === "de" ? /01\.03\.1996.*28\.02\.2026/ : /1996-03-01.*2026-02-28/);
    }
  });
});

describe("the month-end rule as a call parameter: full_years(a, b, call.month_end)", () => {
  const withParam = scheme.replace("  closing_date: date\n", "  closing_date: date\n  month_end: enum { last_day, next_day }\n").replaceAll(", last_day)", ", call.month_end)");
  const run = (text: string, reading: string) => evaluate(load(analyze(text)), { call: { ...data.call, month_end: reading }, applications: data.applications }).result;
  const statuses = (r: { results: Array<{ id: string; status: string }> }) => Object.fromEntries(r.results.map((x) => [x.id, x.status]));

  it("checks clean, and each reading the call gives decides as the word written in the scheme", () => {
    expect(withParam).toContain("full_years(born_on, call.closing_date, call.month_end)");
    expect(analyze(withParam).diagnostics).toEqual([]);
    const asWritten = (word: string) => evaluate(load(analyze(scheme.replaceAll("last_day", word))), { call: data.call, applications: data.applications }).result;
    expect(statuses(run(withParam, "last_day"))).toEqual(statuses(asWritten("last_day")));
    expect(statuses(run(withParam, "next_day"))).toEqual(statuses(asWritten("next_day")));
    // B, born 29 February 1996, is 30 on 28 February 2026 under last_day and 29 under next_day
    expect(statuses(run(withParam, "last_day"))["B"]).toBe("ineligible");
    expect(statuses(run(withParam, "next_day"))["B"]).toBe("funded");
  });

  it("the explanation names the parameter and the reading it gave", () => {
    const direct = withParam.replace('rule young "Under 30 on the closing date": age < 30', 'rule young "Under 30 on the closing date": full_years(born_on, call.closing_date, call.month_end) < 30');
    expect(direct).not.toBe(withParam);
    const c = run(direct, "next_day").results.find((x) => x.id === "C")!;
    const step = c.explanation.find((x) => x.text.includes("full_years(born_on, call.closing_date, call.month_end) < 30"))!;
    expect(step.text).toContain("full_years(born_on, call.closing_date, call.month_end): 29");
    expect(step.text).toContain("call.month_end: next_day");
  });

  it("a parameter whose enumeration has another member is AL0205; a text parameter or an application's field AL0301", () => {
    const first = (text: string) => {
      const d = analyze(text).diagnostics.find((x) => x.severity === "error");
      return d && { code: d.code, message: d.message, hint: d.hint, at: text.slice(d.span.start, d.span.end) };
    };
    expect(first(withParam.replace("enum { last_day, next_day }", "enum { last_day, end_of_month }"))).toMatchObject({
      code: "AL0205",
      at: "call.month_end",
      message: "expected a month-end rule (last_day, next_day) for full_years, found call.month_end, whose enumeration has end_of_month",
    });
    expect(first(withParam.replace("enum { last_day, next_day }", "text"))).toMatchObject({ code: "AL0301", at: "call.month_end" });
    expect(first(scheme.replace("full_years(born_on, call.closing_date, last_day)", "full_years(born_on, call.closing_date, quality)"))).toMatchObject({ code: "AL0205", at: "quality" });
  });
});

describe("the checker", () => {
  const first = (from: string, to: string) => {
    const text = scheme.replace(from, to);
    expect(text).not.toBe(scheme);
    const d = analyze(text).diagnostics.find((x) => x.severity === "error");
    return d && { code: d.code, message: d.message, hint: d.hint, at: text.slice(d.span.start, d.span.end) };
  };

  it("checks clean", () => expect(analyze(scheme).diagnostics).toEqual([]));

  it("AL0408: the month-end rule or the calendar left out is an open choice", () => {
    const a = first("full_years(born_on, call.closing_date, last_day)", "full_years(born_on, call.closing_date)");
    expect(a?.code).toBe("AL0408");
    expect(a?.at).toBe("full_years(born_on, call.closing_date)");
    expect(a?.hint).toContain("last_day (the month's last day: 28 February) or next_day");
    const b = first("  filed_on,\n  PL\n)", "  filed_on\n)");
    expect(b?.code).toBe("AL0408");
    expect(b?.hint).toContain("PL, NL, EU");
  });

  it("AL0205: an unknown month-end rule or calendar, with the closest word", () => {
    const a = first("full_years(born_on, call.closing_date, last_day)", "full_years(born_on, call.closing_date, lastday)");
    expect(a).toMatchObject({ code: "AL0205", at: "lastday", message: "expected a month-end rule (last_day, next_day), found 'lastday'", hint: "did you mean 'last_day'?" });
    const b = first("  PL\n)", "  GB\n)");
    expect(b).toMatchObject({ code: "AL0205", at: "GB" });
    // a Land as ISO 3166-2 writes it parses as DE minus BY: named, and the spelling given
    const c = first("  PL\n)", "  DE-BY\n)");
    expect(c).toMatchObject({ code: "AL0205", at: "DE-BY", hint: 'write DE_BY: a calendar\'s name has "_" where ISO 3166-2 writes "-"' });
  });

  it("AL0303: a number where a date is counted from, a fractional period; AL0602: a date-time without a zone", () => {
    expect(first("full_months(host_founded_on, filed_on, last_day)", "full_months(quality, filed_on, last_day)")).toMatchObject({ code: "AL0303", at: "quality" });
    expect(first("add_months(call.decision_date, 3, last_day)", "add_months(call.decision_date, 1.5, last_day)")).toMatchObject({ code: "AL0303", at: "1.5", message: "expected a whole number of months for add_months, found the number 1.5" });
    expect(first("(\n  notice,", "(\n  2025-12-19T10:00,")).toMatchObject({ code: "AL0602" });
  });

  it("a date plus a number, and a date minus a date, stay type errors: a period is not a number", () => {
    expect(first("starts_on <= latest_start", "starts_on <= call.decision_date + 90")?.code).toBe("AL0301");
    expect(first("host_months >= 24", "filed_on - host_founded_on >= 730")?.code).toBe("AL0301");
  });

  it("hover names the function and the month-end rule", () => {
    const a = analyze(scheme);
    expect(hover(a, scheme.indexOf("full_years(") + 2)?.markdown).toContain("the full years from one date to another");
    expect(hover(a, scheme.indexOf(", last_day)") + 4)?.markdown).toContain("29 February's anniversary in a common year is 28 February");
  });

  it("fmt keeps the scheme as it is (formatted) and its analysis", () => {
    const r = formatScheme(scheme);
    expect(r.ok && r.text).toBe(scheme);
  });
});

describe("allot test --mutate: date literals a day off, the month-end rule swapped", () => {
  const mutations = (text: string, kind: string) => mutantsOf(analyzeSrc(text)).filter((m) => m.kind === kind).map((m) => m.mutation);

  it("a date literal a day earlier and later: across New Year, and 28 February ↔ 1 March in a common year, 29 February in a leap one", () => {
    const withLiteral = (lit: string) => scheme.replace("rule starts \"Starts within 3 months of the decision\": starts_on <= latest_start", `rule starts "Starts within 3 months of the decision": starts_on <= latest_start and starts_on >= ${lit}`);
    expect(mutations(withLiteral("2026-12-31"), "literal").filter((m) => m.startsWith("`2026"))).toEqual(["`2026-12-31` → `2026-12-30`", "`2026-12-31` → `2027-01-01`"]);
    expect(mutations(withLiteral("2026-02-28"), "literal").filter((m) => m.startsWith("`2026"))).toEqual(["`2026-02-28` → `2026-02-27`", "`2026-02-28` → `2026-03-01`"]);
    expect(mutations(withLiteral("2028-03-01"), "literal").filter((m) => m.startsWith("`2028"))).toEqual(["`2028-03-01` → `2028-02-29`", "`2028-03-01` → `2028-03-02`"]);
    expect(mutations(withLiteral("2028-02-29"), "literal").filter((m) => m.startsWith("`2028"))).toEqual(["`2028-02-29` → `2028-02-28`", "`2028-02-29` → `2028-03-01`"]);
  });

  it("a date-time literal by one of its last written unit: a minute, a second, a millisecond; across midnight, a year's end and into a leap day", () => {
    const corpus = readFileSync(join(__dirname, "../packages/dsl/test/corpus/bad/662-deadline-at-last-second.allot"), "utf8");
    const withDeadline = (lit: string) => {
      const text = corpus.replace("submitted_at <= 2027-05-17T23:59:59", `submitted_at < ${lit}`);
      expect(text).toContain(lit);
      return mutations(text, "literal").filter((m) => m.includes("T"));
    };
    expect(withDeadline("2027-05-17T23:59")).toEqual(["`2027-05-17T23:59` → `2027-05-17T23:58`", "`2027-05-17T23:59` → `2027-05-18T00:00`"]);
    expect(withDeadline("2027-12-31T23:59:59")).toEqual(["`2027-12-31T23:59:59` → `2027-12-31T23:59:58`", "`2027-12-31T23:59:59` → `2028-01-01T00:00:00`"]);
    expect(withDeadline("2028-02-28T23:59:59.999")).toEqual(["`2028-02-28T23:59:59.999` → `2028-02-28T23:59:59.998`", "`2028-02-28T23:59:59.999` → `2028-02-29T00:00:00.000`"]);
    expect(withDeadline("2027-03-01T00:00:00.5")).toEqual(["`2027-03-01T00:00:00.5` → `2027-03-01T00:00:00.4`", "`2027-03-01T00:00:00.5` → `2027-03-01T00:00:00.6`"]);
    expect(withDeadline("2027-03-01T00:00")).toEqual(["`2027-03-01T00:00` → `2027-02-28T23:59`", "`2027-03-01T00:00` → `2027-03-01T00:01`"]);
    // each mutant is a scheme that checks, and a filing at 23:59:30 on the 17th tells the minute's mutants apart
    const text = corpus.replace("submitted_at <= 2027-05-17T23:59:59", "submitted_at < 2027-05-18T00:00");
    const statuses = mutantsOf(analyzeSrc(text))
      .filter((m) => m.kind === "literal" && m.mutation.includes("T"))
      .map((m) => {
        const mutated = applyMutant(text, m);
        expect(analyze(mutated).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
        return evaluate(load(analyze(mutated)), { call: { budget: "1000.00" }, applications: [{ id: "A", submitted_at: "2027-05-17T23:59:30", asked: "10.00" }] }).result.results[0]!.status;
      });
    expect(statuses).toEqual(["ineligible", "funded"]);
  });

  it("each date count's month-end rule swapped, a scheme that still checks; the scheme test kills every one", () => {
    const ms = mutantsOf(analyzeSrc(scheme)).filter((m) => m.kind === "month-end");
    expect(ms.map((m) => `${m.target} ${m.mutation}`)).toEqual(["let age `last_day` → `next_day`", "let host_months `last_day` → `next_day`", "let latest_start `last_day` → `next_day`"]);
    for (const m of ms) {
      const mutated = applyMutant(scheme, m);
      expect(analyze(mutated).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      const before = evaluate(load(analyze(scheme)), data as never).result.results.map((r) => r.status);
      const after = evaluate(load(analyze(mutated)), data as never).result.results.map((r) => r.status);
      expect(after, m.mutation).not.toEqual(before);
    }
  });
});
