// The objection clause (`notice { … objection within … }`, language.md §16.4) wherever a decision
// is read: the notice (as notice24 built it), the HTML report (once for the call, at its end) and
// `allot explain --id` (after the steps) — one record (the notice's date and last day, counted by
// the runtime's `noticeDates`) and one wording (the catalogue's), so the three say the same
// sentence. A fixed date (`date 2026-12-05`) dates the notice without a call parameter or
// `--published`; a last day on a Saturday moves to the Monday with `calendar NL` (Algemene
// termijnenwet art. 1) and stays on the Saturday without it. Through the built CLI, as a user runs it.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-notice25-"));

function allot(...args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: repo, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

/** A small Dutch scheme with `notice` (the block's text) after the allocation, written to a file with its input. */
function files(name: string, notice: string): { scheme: string; input: string } {
  const scheme = join(tmp, `${name}.allot`);
  const input = join(tmp, `${name}.json`);
  writeFileSync(scheme, `scheme bezwaar "Bezwaar" {
  version "1"
  language nl
}
act awb "Algemene wet bestuursrecht" {
  identifier "BWBR0005537"
}
act regeling "Regeling" {
  identifier "R"
}
source art1 = regeling article 1 """
  Aanvragen worden gerangschikt naar kwaliteit.
  """
source awb_6_7 = awb article "6:7" """
  De termijn voor het indienen van een bezwaar- of beroepschrift bedraagt zes weken.
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
criterion q "Kwaliteit" per art1: weight 1 × quality
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
${notice}`);
  writeFileSync(input, JSON.stringify({
    call: { ceiling: "10000.00", decided_on: "2027-04-30" },
    applications: [
      { id: "A", quality: 9, asked: "6000.00" },
      { id: "B", quality: 7, asked: "5000.00" },
    ],
  }));
  return { scheme, input };
}

const text = (html: string): string => html.replace(/<[^>]+>/g, "").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&").replace(/[\s\u00a0\u202f]+/g, " ").trim();
const objections = (html: string): string[] => [...html.matchAll(/<p class="objection">([\s\S]*?)<\/p>/g)].map((m) => text(m[1]!));

const SATURDAY = `notice per awb_6_7 {\n  date 2026-12-05\n  objection within 6 weeks calendar NL to "het college" by "een ondertekend bezwaarschrift"\n}\n`;
// 5 December 2026 + 6 weeks = Saturday 16 January 2027; with calendar NL the next working day, Monday 18 January
const MOVED = "Tegen dit besluit kan binnen 6 weken na 5 december 2026 bezwaar worden gemaakt bij het college (een ondertekend bezwaarschrift). [Algemene wet bestuursrecht, artikel 6:7] De laatste dag om bezwaar te maken is 18 januari 2027.";

describe("a fixed notice date", () => {
  it("dates the notice without --published, and a last day on a Saturday moves to the Monday with calendar NL", () => {
    const f = files("fixed", SATURDAY);
    expect(allot("check", f.scheme).code).toBe(0);
    const out = join(tmp, "fixed-notices");
    const r = allot("notices", f.scheme, "--input", f.input, "--out", out, "--id", "B");
    expect(r.code, r.err).toBe(0);
    const html = readFileSync(join(out, "B.html"), "utf8");
    expect(text(/<p class="meta notice-date">([\s\S]*?)<\/p>/.exec(html)![1]!)).toBe("Datum van dit besluit: 5 december 2026");
    expect(objections(html)).toEqual([MOVED]);
    expect(html).toContain('<time datetime="2027-01-18">');
  });

  it("without a calendar the last day is the Saturday itself", () => {
    const f = files("saturday", SATURDAY.replace(" calendar NL", ""));
    const out = join(tmp, "saturday-notices");
    expect(allot("notices", f.scheme, "--input", f.input, "--out", out, "--id", "B").code).toBe(0);
    expect(objections(readFileSync(join(out, "B.html"), "utf8"))).toEqual([MOVED.replace("18 januari", "16 januari")]);
  });

  it("a call's date-time parameter and a fixed date give the same clause for the same day", () => {
    const f = files("called", SATURDAY.replace("date 2026-12-05", "date call.decided_on"));
    const out = join(tmp, "called-notices");
    expect(allot("notices", f.scheme, "--input", f.input, "--out", out, "--id", "A").code).toBe(0);
    // 30 April 2027 + 6 weeks = Friday 11 June 2027, a working day
    expect(objections(readFileSync(join(out, "A.html"), "utf8"))).toEqual(["Tegen dit besluit kan binnen 6 weken na 30 april 2027 bezwaar worden gemaakt bij het college (een ondertekend bezwaarschrift). [Algemene wet bestuursrecht, artikel 6:7] De laatste dag om bezwaar te maken is 11 juni 2027."]);
  });
});

describe("the objection clause in the HTML report and in allot explain", () => {
  it("the report states it once for the call, at its end, in the notice's words", () => {
    const f = files("report", SATURDAY);
    const r = allot("run", f.scheme, "--input", f.input, "--format", "html");
    expect(r.code, r.err).toBe(0);
    expect(objections(r.out)).toEqual([MOVED]);
    expect(r.out).toMatch(/<h2>Bezwaar<\/h2>\n<p class="objection">[\s\S]*<\/p>\n<\/body><\/html>\n$/);
    // the notice of each application has the same sentence
    const out = join(tmp, "report-notices");
    expect(allot("notices", f.scheme, "--input", f.input, "--out", out).code).toBe(0);
    for (const id of ["A", "B"]) expect(objections(readFileSync(join(out, `${id}.html`), "utf8"))).toEqual([MOVED]);
  });

  it("explain --id ends with it, after the steps", () => {
    const f = files("explain", SATURDAY);
    const r = allot("explain", f.scheme, "--input", f.input, "--id", "B");
    expect(r.code, r.err).toBe(0);
    expect(r.out.trimEnd().split("\n").slice(-2)).toEqual(["", `Bezwaar: ${MOVED}`]);
  });

  it("explain --format json gives it as a member of its own, the same words and dates (words26; notice25's left)", () => {
    const f = files("explain-json", SATURDAY);
    const r = allot("explain", f.scheme, "--input", f.input, "--id", "B", "--format", "json");
    expect(r.code, r.err).toBe(0);
    const answer = JSON.parse(r.out) as { objection?: Record<string, string>; trace: unknown[] };
    expect(answer.trace.length).toBeGreaterThan(0);
    expect(answer.objection).toEqual({
      heading: "Bezwaar",
      clause: "Tegen dit besluit kan binnen 6 weken na 5 december 2026 bezwaar worden gemaakt bij het college (een ondertekend bezwaarschrift).",
      source: "awb_6_7",
      citation: "Algemene wet bestuursrecht, artikel 6:7",
      until: "De laatste dag om bezwaar te maken is 18 januari 2027.",
      untilDate: "2027-01-18",
      date: "2026-12-05",
    });
    // the text's line is made of the same members
    const o = answer.objection!;
    expect(`${o.heading}: ${o.clause} [${o.citation}] ${o.until}`).toBe(`Bezwaar: ${MOVED}`);
    // without the block: no member
    const none = files("explain-json-none", "");
    expect(JSON.parse(allot("explain", none.scheme, "--input", none.input, "--id", "B", "--format", "json").out)).not.toHaveProperty("objection");
  });

  it("without a date in the block (and none published) the clause counts from the notice's day and gives no last day", () => {
    const r = allot("run", "schemes/drafted_subsidie/verduurzaming_vastgoed.allot", "--input", "schemes/drafted_subsidie/data/zuiderhaven_2027.json", "--format", "html");
    const clause = "Tegen dit besluit kan binnen 6 weken na de dag van bekendmaking van dit besluit bezwaar worden gemaakt bij het college van burgemeester en wethouders van Zuiderhaven (een ondertekend bezwaarschrift met de gronden van het bezwaar). [Algemene wet bestuursrecht, artikel 6:7]";
    expect(objections(r.out)).toEqual([clause]);
    const e = allot("explain", "schemes/drafted_subsidie/verduurzaming_vastgoed.allot", "--input", "schemes/drafted_subsidie/data/zuiderhaven_2027.json", "--id", "A01");
    expect(e.out.trimEnd().split("\n").slice(-2)).toEqual(["", `Bezwaar: ${clause}`]);
    // German: the Rechtsbehelfsbelehrung of VwGO § 70
    const de = allot("explain", "schemes/drafted_waermepumpe/waermepumpe.allot", "--input", "schemes/drafted_waermepumpe/data/waermepumpe_2025.json", "--id", JSON.parse(readFileSync(join(repo, "schemes/drafted_waermepumpe/data/waermepumpe_2025.json"), "utf8")).applications[0].id);
    expect(de.out.trimEnd().split("\n").slice(-1)[0]).toMatch(/^Rechtsbehelfsbelehrung: Gegen diesen Bescheid kann innerhalb von einem Monat nach seiner Bekanntgabe Widerspruch bei .* erhoben werden.* \[Verwaltungsgerichtsordnung \(VwGO\), § 70 Abs\. 1\]$/);
  });

  it("without the block: no section in the report, nothing after the steps", () => {
    const f = files("none", "");
    const r = allot("run", f.scheme, "--input", f.input, "--format", "html");
    expect(r.out).not.toContain('class="objection"');
    expect(r.out).not.toContain("<h2>Bezwaar</h2>");
    const e = allot("explain", f.scheme, "--input", f.input, "--id", "B");
    expect(e.out).not.toContain("Bezwaar");
  });
});
