// schemes/drafted_waermepumpe as a portal would export it (issue 15, twenty-second round,
// drafter22): the applications as a semicolon CSV with German headers mapped by columns.json, the
// call beside it. It must give the JSON's result row for row — the moments written with an offset
// on the night the clocks go back (W11 02:30+02:00, W12 02:30+01:00, W13 22:30Z, W14 23:30Z) and
// the optional date left empty read as in JSON — and the hand-worked outcome of
// tests/aufruf.test.json (README.md); tests/portal_export.test.json holds the same as a scheme
// test, a CSV "input" with its "call" and "columns" files (docs/language.md §23; before issue 15's
// twenty-second round a scheme test read JSON only, and the CSV failed as "expected a value").
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { readInput } from "../packages/dsl/src/cli/input.js";
import { runTest } from "../packages/dsl/src/testing/schemeTests.js";

const dir = join(__dirname, "../schemes/drafted_waermepumpe");
const schemeFile = join(dir, "waermepumpe.allot");
const scheme = load(analyze(readFileSync(schemeFile, "utf8"), schemeFile));

const run = (input: string, extra: { call?: string; columns?: string } = {}) => {
  const opts = { set: [], ...(extra.call ? { call: join(dir, "data", extra.call) } : {}), ...(extra.columns ? { columns: join(dir, "data", extra.columns) } : {}) };
  const raw = readInput(scheme, schemeFile, join(dir, "data", input), opts, () => {});
  const { result, issues } = evaluate(scheme, raw);
  expect(issues).toEqual([]);
  return result.results.map((r) => [r.id, r.status, r.label, r.position ?? null, r.amount?.toString()]);
};

describe("drafted_waermepumpe from a portal's CSV export", () => {
  it("gives the JSON's result, row for row, and the hand-worked outcome", () => {
    const fromJson = run("waermepumpe_2025.json");
    expect(run("portal_export.csv", { call: "portal_export.call.json", columns: "portal_export.columns.json" })).toEqual(fromJson);
    // hand-worked (README.md): funded in the order of receipt by Berlin day; W13 the ceiling
    const funded = fromJson.filter((r) => r[1] === "funded").map((r) => `${r[0]} ${r[4]}`);
    expect(funded).toEqual(["W01 15000.00", "W03 21000.00", "W04 4320.98", "W07 90.00", "W08 21000.00", "W09 14250.00", "W18 4500.00", "W21 5833.33", "W22 2999.99", "W10 6000.00", "W12 3000.00"]);
    expect(fromJson.find((r) => r[0] === "W13")).toEqual(["W13", "not_funded", "abgelehnt", 15, "0.00"]);
    expect(fromJson.find((r) => r[0] === "W14")).toEqual(["W14", "not_funded", "abgelehnt", 17, "0.00"]);
  });
});

describe("a scheme test whose input is a CSV file", () => {
  const data = join(dir, "data");
  const made: string[] = [];
  const temp = (prefix: string): string => {
    const d = mkdtempSync(join(tmpdir(), prefix));
    made.push(d);
    return d;
  };
  afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const expectW01 = { results: { W01: { status: "funded", amount: "15000.00" } } };
  const write = (spec: object, csv?: string): string => {
    const tmp = temp("allot-csv-test-");
    if (csv !== undefined) writeFileSync(join(tmp, "apps.csv"), csv);
    const file = join(tmp, "t.test.json");
    writeFileSync(file, JSON.stringify(spec));
    return file;
  };
  const outcome = (spec: object, csv?: string, scheme = schemeFile) => runTest({ file: write(spec, csv), name: "t", scheme });

  it("runs tests/portal_export.test.json: the hand-worked outcome from the CSV", () => {
    const r = runTest({ file: join(dir, "tests/portal_export.test.json"), name: "portal", scheme: schemeFile });
    expect([r.status, r.failures]).toEqual(["passed", []]);
  });
  it("takes the call and the columns inline as well as from files", () => {
    const call = JSON.parse(readFileSync(join(data, "portal_export.call.json"), "utf8"));
    const columns = JSON.parse(readFileSync(join(data, "portal_export.columns.json"), "utf8"));
    const r = outcome({ input: join(data, "portal_export.csv"), call, columns, expect: expectW01 });
    expect([r.status, r.failures]).toEqual(["passed", []]);
    // and a difference is a failure as with JSON: the test compares what it reads
    const wrong = outcome({ input: join(data, "portal_export.csv"), call, columns, expect: { results: { W01: { amount: "15000.01" } } } });
    expect([wrong.status, wrong.failures]).toEqual(["failed", ['results.W01.amount: expected "15000.01", got "15000.00"']]);
  });
  it("names the line and the field of a cell the scheme's type refuses", () => {
    const csv = readFileSync(join(data, "portal_export.csv"), "utf8").replace("W01;H01;2025-10-20T08:00:00;30000.00;luft;false;true;", "W01;H01;2025-10-20T08:00:00;30000.00;luft;false;ja;");
    const r = outcome({ input: "apps.csv", call: join(data, "portal_export.call.json"), columns: join(data, "portal_export.columns.json"), expect: expectW01 }, csv);
    expect(r.status).toBe("failed");
    expect(r.failures).toEqual(['application W01 (#1, line 2): selbstnutzer (column "Selbstnutzer"): expected true or false, found the text "ja"']);
  });
  it("refuses a mapping with a CSV input and a call file or columns with a JSON input", () => {
    const csvWithMap = outcome({ input: join(data, "portal_export.csv"), map: { applications: "$.applications" }, expect: expectW01 });
    expect([csvWithMap.status, csvWithMap.failures]).toEqual(["error", ['"map" goes with a JSON "input"; a CSV input names its headers with "columns"']]);
    const jsonWithColumns = outcome({ input: join(data, "waermepumpe_2025.json"), columns: { id: "Antragsnummer" }, expect: expectW01 });
    expect([jsonWithColumns.status, jsonWithColumns.failures]).toEqual(["error", ['"call" as a file and "columns" go with a CSV "input"; a JSON input holds its call (or maps it with "map")']]);
    const badColumns = outcome({ input: join(data, "portal_export.csv"), columns: { id: 3 }, expect: expectW01 });
    expect(badColumns.failures).toEqual(['"columns": a column mapping is a JSON object from field paths to CSV headers, such as {"scores.a": "Score A"}']);
  });
  it("gives a broken scheme's diagnostics, as a JSON test does", () => {
    const tmp = temp("allot-csv-scheme-");
    const broken = join(tmp, "broken.allot");
    writeFileSync(broken, readFileSync(schemeFile, "utf8").replace("amount zuschuss per a1", "amount zuschus per a1"));
    const r = outcome({ input: join(data, "portal_export.csv"), call: join(data, "portal_export.call.json"), columns: join(data, "portal_export.columns.json"), expect: expectW01 }, undefined, broken);
    expect(r.status).toBe("error");
    expect(r.failures).toEqual([`the scheme ${broken} has 1 error: the test did not run`]);
    expect(r.diagnostics?.length).toBe(1);
    expect(r.diagnostics?.[0]).toMatch(/broken\.allot:\d+:\d+: error AL0201: /);
  });
});
