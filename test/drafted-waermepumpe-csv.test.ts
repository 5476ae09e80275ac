// schemes/drafted_waermepumpe as a portal would export it (issue 15, twenty-second round,
// drafter22): the applications as a semicolon CSV with German headers mapped by columns.json, the
// call beside it. It must give the JSON's result row for row — the moments written with an offset
// on the night the clocks go back (W11 02:30+02:00, W12 02:30+01:00, W13 22:30Z, W14 23:30Z) and
// the optional date left empty read as in JSON — and the hand-worked outcome of
// tests/aufruf.test.json (README.md). Scheme tests read JSON only, hence this file.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { readInput } from "../packages/dsl/src/cli/input.js";

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
