// A decision notice's date and objection clause (`notice { … }`, language.md §16.4): parsed,
// checked (AL0675 a period that is not days, weeks or months; AL0676 no body to object to),
// formatted as written, hovered, and worded by `allot notices` in the four catalogues — the
// clause's words the catalogue's, its values the scheme's, the last day computed from the
// notice's date as the law counts it (Awb 6:7 six weeks, VwGO § 70 one month, KPA 14 days, a
// month's end on its last day, a last day on a holiday moved to the next working day).
// Without the block a notice is as before (asserted: no date line, no clause).
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateRun, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { formatScheme } from "../packages/dsl/src/format/format.js";
import { hover } from "../packages/dsl/src/services/hover.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { noticeHtml, runNotices } from "../packages/dsl/src/report/notice.js";
import { formatResult } from "../packages/dsl/src/report/formats.js";
import { compile } from "../packages/runtime/test/support/generated.js";

/** A small scheme in `language`, with `notice` (the block's text) after the allocation. */
const scheme = (language: string, notice: string, law = "the law") => `scheme objections "Objections" {
  version "1"
  language ${language}
}
act law "${law}" {
  identifier "L"
}
source art1 = law article 1 """
  Applications are scored on their quality.
  """
source art9 = law article 9 """
  An objection may be lodged against the decision.
  """
call {
  ceiling: money(EUR)
  decided_on: date
}
application {
  id: text unique
  quality: integer in 0..10
  asked: money(EUR)
}
criterion q "Quality" per art1: weight 1 × quality
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary stop per art1
}
${notice}`;

const input = (decided: string) => ({
  call: { ceiling: "10000.00", decided_on: decided },
  applications: [
    { id: "A", quality: 9, asked: "6000.00" },
    { id: "B", quality: 7, asked: "5000.00" },
  ],
});

/** the notice of `id` as text: tags dropped, entities read, spaces one */
function noticeOf(s: CompiledScheme, decided: string, id = "B", published?: string): string {
  const { run } = evaluateRun(s, input(decided));
  const result = run.explained("trace").toResult();
  const j = result.results.findIndex((r) => r.id === id);
  const html = noticeHtml(s, { ...result, call: run.call }, result.results[j]!, run.traceAt(j), published ? { published } : {});
  return html;
}
const text = (html: string): string => html.replace(/<[^>]+>/g, "").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&").replace(/[\s\u00a0\u202f]+/g, " ").trim();
const part = (html: string, cls: string): string | undefined => {
  const m = new RegExp(`<p class="(?:meta )?${cls}">([\\s\\S]*?)</p>`).exec(html);
  return m ? text(m[1]!) : undefined;
};
const codes = (src: string): string[] => analyze(src, "t.allot").diagnostics.filter((d) => d.severity === "error").map((d) => d.code);

describe("a notice's date and objection clause", () => {
  it("Dutch (Awb 6:7): six weeks after the notice's date, to the body, in the form, citing the source", () => {
    const s = compile(scheme("nl", `notice {\n  date call.decided_on\n  objection within 6 weeks to "het college van burgemeester en wethouders" by "een ondertekend bezwaarschrift" per art9\n}\n`, "Algemene wet bestuursrecht"));
    const html = noticeOf(s, "2026-12-04");
    expect(part(html, "notice-date")).toBe("Datum van dit besluit: 4 december 2026");
    expect(html).toContain("<h2>Bezwaar</h2>");
    expect(part(html, "objection")).toBe("Tegen dit besluit kan binnen 6 weken na 4 december 2026 bezwaar worden gemaakt bij het college van burgemeester en wethouders (een ondertekend bezwaarschrift). [Algemene wet bestuursrecht, artikel 9] De laatste dag om bezwaar te maken is 15 januari 2027.");
    // the clause's source is among the provisions quoted, though no decision cites it
    expect(html).toContain('data-source="art9"');
  });

  it("German (VwGO § 70): one month, a month's end on its last day", () => {
    const s = compile(scheme("de", `notice per art9 {\n  date call.decided_on\n  objection within 1 month to "dem Landratsamt" by "schriftlich oder zur Niederschrift"\n}\n`));
    const html = noticeOf(s, "2027-01-31");
    expect(part(html, "notice-date")).toBe("Datum des Bescheids: 31. Januar 2027");
    expect(html).toContain("<h2>Rechtsbehelfsbelehrung</h2>");
    expect(part(html, "objection")).toBe("Gegen diesen Bescheid kann innerhalb von einem Monat nach seiner Bekanntgabe am 31. Januar 2027 Widerspruch bei dem Landratsamt erhoben werden (schriftlich oder zur Niederschrift). [the law, Art. 9] Die Frist endet mit Ablauf des 28. Februar 2027.");
  });

  it("Polish (KPA): 14 days; a last day on a holiday moves to the next working day with a calendar", () => {
    // 2026-12-11 + 14 days = Friday 25 December (a holiday), 26 December a Saturday (and a holiday): Monday 28 December
    const s = compile(scheme("pl", `notice per art9 {\n  date call.decided_on\n  objection within 14 days calendar PL to "Samorządowego Kolegium Odwoławczego" by "za pośrednictwem organu, który wydał decyzję"\n}\n`));
    const html = noticeOf(s, "2026-12-11");
    expect(part(html, "notice-date")).toBe("Data decyzji: 11 grudnia 2026");
    expect(html).toContain("<h2>Pouczenie</h2>");
    expect(part(html, "objection")).toBe("Od niniejszej decyzji przysługuje odwołanie do Samorządowego Kolegium Odwoławczego w terminie 14 dni od dnia 11 grudnia 2026 (za pośrednictwem organu, który wydał decyzję). [the law, art. 9] Termin upływa 28 grudnia 2026.");
    // without the calendar the last day is the holiday itself
    const plain = compile(scheme("pl", `notice per art9 {\n  date call.decided_on\n  objection within 14 days to "SKO"\n}\n`));
    expect(part(noticeOf(plain, "2026-12-11"), "objection")).toBe("Od niniejszej decyzji przysługuje odwołanie do SKO w terminie 14 dni od dnia 11 grudnia 2026. [the law, art. 9] Termin upływa 25 grudnia 2026.");
  });

  it("English: without a date in the block, the publication date; without either, no last day", () => {
    const s = compile(scheme("en", `notice {\n  objection within 30 days to "the Review Panel" per art9\n}\n`));
    const dated = noticeOf(s, "2026-12-04", "B", "2026-12-07");
    expect(part(dated, "notice-date")).toBeUndefined(); // the published line says the date
    expect(part(dated, "objection")).toBe("An objection to this decision may be lodged with the Review Panel within 30 days of 7 December 2026. [the law, article 9] The last day to object is 6 January 2027.");
    expect(part(noticeOf(s, "2026-12-04"), "objection")).toBe("An objection to this decision may be lodged with the Review Panel within 30 days of the date of this notice. [the law, article 9]");
  });

  it("without the block, a notice has no date line and no clause", () => {
    const html = noticeOf(compile(scheme("en", "")), "2026-12-04", "B", "2026-12-07");
    expect(html).not.toContain("notice-date");
    expect(html).not.toContain('class="objection"');
    expect(html).not.toContain("Right to object");
  });

  it("checks: a period not in days, weeks or months (AL0675), no body (AL0676), a date that is not a date (AL0301), an unknown calendar (AL0205)", () => {
    expect(codes(scheme("en", `notice per art9 {\n  date call.decided_on\n  objection within 6 fortnights to "the Board"\n}\n`))).toEqual(["AL0675"]);
    expect(codes(scheme("en", `notice per art9 {\n  date call.decided_on\n  objection within 0 days to "the Board"\n}\n`))).toEqual(["AL0675"]);
    expect(codes(scheme("en", `notice per art9 {\n  date call.decided_on\n  objection within 6 weeks by "letter"\n}\n`))).toEqual(["AL0676"]);
    expect(codes(scheme("en", `notice per art9 {\n  date call.ceiling\n  objection within 6 weeks to "the Board"\n}\n`))).toEqual(["AL0301"]);
    expect(codes(scheme("en", `notice per art9 {\n  objection within 6 weeks calendar XX to "the Board"\n}\n`))).toEqual(["AL0205"]);
    const d = analyze(scheme("en", `notice per art9 {\n  objection within 6 weks to "the Board"\n}\n`), "t.allot").diagnostics.find((x) => x.severity === "error")!;
    // the notice's date reads the call parameter: it is used
    expect(analyze(scheme("en", `notice per art9 {\n  date call.decided_on\n  objection within 6 weeks to "the Board"\n}\n`), "t.allot").diagnostics).toEqual([]);
    expect([d.code, d.message, d.hint]).toEqual(["AL0675", "expected a period of days, weeks or months after 'within', found '6 weks'", "did you mean 'weeks'?"]);
  });

  it("`notice` is a word, not a keyword: a field may be so named and read", () => {
    const src = scheme("en", "").replace("asked: money(EUR)\n}", "asked: money(EUR)\n  notice: boolean\n}").replace("criterion q \"Quality\" per art1: weight 1 × quality", "criterion q \"Quality\" per art1: weight 1 × quality\neligibility per art1 {\n  rule n \"Notice given\": notice\n}");
    expect(src).toContain("rule n");
    expect(codes(src)).toEqual([]);
  });

  it("formats as written and hovers with the clause in the scheme's language", () => {
    const messy = scheme("nl", `notice   per art9{ date   call.decided_on\n objection   within 6 weeks to "het college"   by "brief" }\n`);
    const f = formatScheme(messy);
    expect(f.ok && f.text.slice(f.text.indexOf("notice"))).toBe(`notice per art9 {\n  date call.decided_on\n  objection within 6 weeks to "het college" by "brief"\n}\n`);
    const src = f.ok ? f.text : "";
    const h = hover(analyze(src, "t.allot"), src.indexOf("objection within") + 2);
    expect(h?.markdown).toContain("> Tegen dit besluit kan binnen 6 weken na de dag van bekendmaking van dit besluit bezwaar worden gemaakt bij het college (brief).");
  });
});

// Two drafted schemes whose law names the objection clause (Awb 6:7, VwGO § 70): each one's notice
// of an applicant refused, as text, against its golden (UPDATE_GOLDENS=1 rewrites them)
describe("the drafted schemes' notices with their objection clause", () => {
  const repo = resolve(__dirname, "..");
  const cases = [
    { scheme: "drafted_subsidie/verduurzaming_vastgoed.allot", input: "drafted_subsidie/data/zuiderhaven_2027.json", published: "2027-04-30", golden: "verduurzaming_vastgoed.notice.txt" },
    { scheme: "drafted_waermepumpe/waermepumpe.allot", input: "drafted_waermepumpe/data/waermepumpe_2025.json", published: "2025-12-19", golden: "waermepumpe.notice.txt" },
  ];
  for (const c of cases) {
    it(`${c.scheme}: the notice of the first application refused`, () => {
      const path = join(repo, "schemes", c.scheme);
      const s = load(analyze(readFileSync(path, "utf8"), path));
      const { run } = evaluateRun(s, JSON.parse(readFileSync(join(repo, "schemes", c.input), "utf8")), { details: true });
      const refused = run.explained("trace").toResult().results.find((r) => r.status !== "funded")!;
      const [[, page]] = [...runNotices(s, run, { published: c.published }, refused.id)];
      const lines = page!.replace(/<style>[\s\S]*?<\/style>/, "").replace(/<\/(p|h1|h2|h3|li|tr|dd|blockquote)>/g, "\n").replace(/<[^>]+>/g, "").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&").split("\n").map((l) => l.replace(/[\s\u00a0\u202f]+/g, " ").trim()).filter(Boolean).join("\n") + "\n";
      const file = join(repo, "test", "notice24-objection", c.golden);
      if (process.env["UPDATE_GOLDENS"]) writeFileSync(file, lines);
      expect(lines).toBe(readFileSync(file, "utf8"));
    });
  }
});

describe("a notice dated by a call's date-time, read without the call (fixa25)", () => {
  // `date call.decided_at` with a zoned date-time: without the call's values (a result in object
  // form, a NoticeRun without `call`) the notice has neither date nor last day (objection.ts
  // `noticeDated`), and the clause counts from "the date of this notice"; it used to throw
  // `RangeError: Invalid time value` from the zone's day of an undefined instant.
  const src = scheme("en", `notice {\n  date call.decided_at\n  objection within 30 days to "the Review Panel" per art9\n}\n`).replace("decided_on: date", 'decided_at: datetime("Europe/Amsterdam")');
  const undated = "An objection to this decision may be lodged with the Review Panel within 30 days of the date of this notice. [the law, article 9]";
  const evaluated = () => {
    const s = compile(src);
    const { run } = evaluateRun(s, { ...input("2026-12-04"), call: { ceiling: "10000.00", decided_at: "2026-12-04T23:30:00Z" } });
    return { s, run, result: run.explained("trace").toResult() };
  };

  it("with the call, the zone's day (23:30 UTC is 5 December in Amsterdam)", () => {
    const { s, run, result } = evaluated();
    const html = noticeHtml(s, { ...result, call: run.call }, result.results[1]!, run.traceAt(1));
    expect(part(html, "objection")).toBe("An objection to this decision may be lodged with the Review Panel within 30 days of 5 December 2026. [the law, article 9] The last day to object is 4 January 2027.");
  });

  it("noticeHtml with a NoticeRun without `call`: neither date", () => {
    const { s, run, result } = evaluated();
    const html = noticeHtml(s, result, result.results[1]!, run.traceAt(1));
    expect(part(html, "notice-date")).toBeUndefined();
    expect(part(html, "objection")).toBe(undated);
  });

  it("the HTML report of a result in object form (no call): neither date", () => {
    const { s, result } = evaluated();
    const html = formatResult(result, "html", s);
    expect(part(html, "objection")).toBe(undated);
  });
});

describe("a notice with a fixed date, read without the call (second reading of fixa25)", () => {
  // `date 2026-12-05` needs no call: a result in object form, or a NoticeRun without `call`, still
  // gives the notice's date and the last day to object (the compiled date of a call's missing value
  // is undefined, and only that gives neither)
  const src = scheme("en", `notice {\n  date 2026-12-05\n  objection within 30 days to "the Review Panel" per art9\n}\n`);
  const dated = "An objection to this decision may be lodged with the Review Panel within 30 days of 5 December 2026. [the law, article 9] The last day to object is 4 January 2027.";
  const evaluated = () => {
    const s = compile(src);
    const { run } = evaluateRun(s, { ...input("2026-12-04"), call: { ceiling: "10000.00", decided_on: "2026-12-04" } });
    return { s, run, result: run.explained("trace").toResult() };
  };

  it("noticeHtml with a NoticeRun without `call`: both dates", () => {
    const { s, run, result } = evaluated();
    const html = noticeHtml(s, result, result.results[1]!, run.traceAt(1));
    expect(part(html, "objection")).toBe(dated);
  });

  it("the HTML report of a result in object form (no call): both dates", () => {
    const { s, result } = evaluated();
    expect(part(formatResult(result, "html", s), "objection")).toBe(dated);
  });
});
