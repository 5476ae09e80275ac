// A notary's draw per key checked against the applications (issue 15, twenty-third round,
// lang23; drafter22's finding 7). schemes/drafted_waermepumpe draws among one Berlin day's
// applications (`lottery draw call.ziehungen by eingangstag`, `eingangstag` being `date_of(eingang)`); its call draws W12, W13, W11
// for 2025-10-26. A draw that names W14 (received 23:30Z on the 26th: the 27th in Berlin, a
// clerk's UTC slip), an id no application has (W99), or leaves out W13 (tied with W12 and W11 on
// that day at the ceiling) ran with exit 0 and no word; each is now an input warning naming the
// draw, the key and the id (docs/language.md §6.2), and the outcome is what it was.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { readInput } from "../packages/dsl/src/cli/input.js";

const dir = join(__dirname, "../schemes/drafted_waermepumpe");
const schemeFile = join(dir, "waermepumpe.allot");
const scheme = load(analyze(readFileSync(schemeFile, "utf8"), schemeFile));
const base = JSON.parse(readFileSync(join(dir, "data/waermepumpe_2025.json"), "utf8")) as { call: Record<string, unknown>; applications: unknown[] };
const tmp = mkdtempSync(join(tmpdir(), "draw-check-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** the run with the draw for 2025-10-26 replaced: its warnings, and each row's outcome; read as `allot run` reads a file (a stream of records) */
function withDraw(draw: string[] | Record<string, string[]>) {
  const input = { ...base, call: { ...base.call, ziehungen: Array.isArray(draw) ? { "2025-10-26": draw } : draw } };
  const file = join(tmp, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(input));
  const { result, issues } = evaluate(scheme, readInput(scheme, schemeFile, file, { set: [] }, () => {}));
  return { warnings: issues.map((i) => [i.severity, i.record, i.path, i.message]), rows: result.results.map((r) => `${r.id} ${r.status} ${r.position ?? "-"}`) };
}

const bundled = withDraw(["W12", "W13", "W11"]);

describe("a draw per key against the applications", () => {
  it("the bundled draw: no warning", () => {
    expect(bundled.warnings).toEqual([]);
  });

  it("names an application of another day: a warning with its day on the scheme's clock", () => {
    const r = withDraw(["W12", "W13", "W14", "W11"]);
    expect(r.warnings).toEqual([["warning", "call", 'ziehungen["2025-10-26"]', 'ziehungen["2025-10-26"]: the draw for 2025-10-26 names W14, whose eingangstag is 2025-10-27 (on the clock of Europe/Berlin): this draw does not place it']]);
    expect(r.rows).toEqual(bundled.rows);
  });

  it("names an id no application has", () => {
    const r = withDraw(["W12", "W13", "W99", "W11"]);
    expect(r.warnings).toEqual([["warning", "call", 'ziehungen["2025-10-26"]', 'ziehungen["2025-10-26"]: the draw for 2025-10-26 names W99, which no application has']]);
    expect(r.rows).toEqual(bundled.rows);
  });

  it("leaves out one of the day's tied applications: ranked after those drawn, with a warning", () => {
    const r = withDraw(["W12", "W11"]);
    expect(r.warnings).toEqual([["warning", "call", 'ziehungen["2025-10-26"]', 'ziehungen["2025-10-26"]: the draw for 2025-10-26 leaves out W13, which is tied with the applications it names: W13 is ranked after them']]);
    // W13 after W11 now: W11 the ceiling at 15 (the bundled draw put W13 there)
    expect(r.rows.filter((x) => /^W1[123] /.test(x))).toEqual(["W12 funded 14", "W11 not_funded 15", "W13 not_funded 16"]);
  });

  it("a draw for a day no tie reaches, naming that day's applications: no warning", () => {
    // W15 (27.10.) is not tied with anyone at the lottery; the draw names it on its own day
    const r = withDraw({ "2025-10-26": ["W12", "W13", "W11"], "2025-10-27": ["W15", "W14"] });
    expect(r.warnings).toEqual([]);
    expect(r.rows).toEqual(bundled.rows);
  });

  it("three slips at once: each said once, in the draw's order", () => {
    const r = withDraw({ "2025-10-26": ["W14", "W12", "W99"], "2025-10-25": ["W13"] });
    expect(r.warnings.map((w) => w[3])).toEqual([
      'ziehungen["2025-10-26"]: the draw for 2025-10-26 names W14, whose eingangstag is 2025-10-27 (on the clock of Europe/Berlin): this draw does not place it',
      'ziehungen["2025-10-26"]: the draw for 2025-10-26 names W99, which no application has',
      'ziehungen["2025-10-25"]: the draw for 2025-10-25 names W13, whose eingangstag is 2025-10-26 (on the clock of Europe/Berlin): this draw does not place it',
      'ziehungen["2025-10-26"]: the draw for 2025-10-26 leaves out W11, which is tied with the applications it names: W11 is ranked after them',
      'ziehungen["2025-10-26"]: the draw for 2025-10-26 leaves out W13, which is tied with the applications it names: W13 is ranked after them',
    ]);
  });
});
