// The README's CSV command on the bundled data: seed 002's applications as CSV with its call file
// (schemes/seed_002/data/seed_002.applications.csv, seed_002.call.json) give the result the JSON
// gives through the scheme's mapping, row for row.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { readInput } from "../packages/dsl/src/cli/input.js";

const dir = join(__dirname, "../schemes/seed_002");
const schemeFile = join(dir, "pop3_innovatie.allot");
const scheme = load(analyze(readFileSync(schemeFile, "utf8"), schemeFile));

describe("seed 002 as CSV (the README's example)", () => {
  it("gives the JSON's result, row for row, with no input issue", () => {
    const run = (input: string, call?: string) => {
      const raw = readInput(scheme, schemeFile, join(dir, "data", input), { set: [], ...(call ? { call: join(dir, "data", call) } : {}) }, () => {});
      const { result, issues } = evaluate(scheme, raw);
      expect(issues).toEqual([]);
      return result.results.map((r) => [r.id, r.status, r.label, r.position, r.amount?.toString()]);
    };
    const fromJson = run("seed_002.applications.json");
    expect(fromJson).toHaveLength(13);
    expect(run("seed_002.applications.csv", "seed_002.call.json")).toEqual(fromJson);
  });
});
