// A stage's budget written above what the allocation has left (drafter25's finding 3): the run
// cuts it (§14.7; test/stage-budget-cut.test.ts: the explanation says so), and the caller is now
// warned too — an input warning with a kind (`stage-budget-cut`), the stage and member, both
// amounts — in what evaluateRun returns and on `allot run`'s and `allot explain`'s stderr.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluateRun } from "@allot/runtime";

const repo = join(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const pools = join(__dirname, "inputs/per-key/district_pools.allot");
const poolData = JSON.parse(readFileSync(join(__dirname, "inputs/per-key/data/pools.json"), "utf8")) as { call: Record<string, unknown>; applications: unknown[] };
// 120.00 in all: Old Town spends its 100.00, so Riverside's pool of 50.00 is cut to the 20.00 left, and Harbour's 20.00 to the 5.00 left after it
const short = { ...poolData, call: { ...poolData.call, total: "120.00" } };
const housing = readFileSync(join(repo, "schemes/drafted_housing/social_housing.allot"), "utf8");
const housingData = JSON.parse(readFileSync(join(repo, "schemes/drafted_housing/data/round_2027_1.json"), "utf8")) as { call: Record<string, unknown>; applications: unknown[] };

const warnings = (text: string, input: unknown) => evaluateRun(load(analyze(text)), input as never).issues.filter((i) => i.severity === "warning");

describe("a stage's budget above what is left: an input warning", () => {
  it("names the stage and member and gives both amounts, once per stage cut", () => {
    expect(warnings(readFileSync(pools, "utf8"), short)).toEqual([
      {
        record: "call",
        path: "districts[riverside].budget",
        expected: "a budget of at most 20.00 EUR, what is left",
        found: "50.00 EUR",
        message: "stage 'districts' for riverside: its budget as written, 50.00 EUR, is more than the 20.00 EUR left of the allocation's budget; the stage is given 20.00 EUR",
        severity: "warning",
        code: "stage-budget-cut",
      },
      {
        record: "call",
        path: "districts[harbour].budget",
        expected: "a budget of at most 5.00 EUR, what is left",
        found: "20.00 EUR",
        message: "stage 'districts' for harbour: its budget as written, 20.00 EUR, is more than the 5.00 EUR left of the allocation's budget; the stage is given 5.00 EUR",
        severity: "warning",
        code: "stage-budget-cut",
      },
    ]);
  });
  it("says nothing where no budget is cut", () => {
    expect(warnings(readFileSync(pools, "utf8"), poolData)).toEqual([]);
  });
  it("counts places where the allocation gives places", () => {
    const more = housing.replace("budget round(call.dwellings / 3, 0, down) per art7_1", "budget call.dwellings + 1 per art7_1");
    expect(warnings(more, housingData).map((w) => w.message)).toEqual(["stage 'urgency': its budget as written, 6 places, is more than the 5 places left of the allocation's budget; the stage is given 5 places"]);
  });
  it("is written on the CLI's stderr, with its kind, by run and explain", () => {
    const dir = mkdtempSync(join(tmpdir(), "law26-"));
    const data = join(dir, "short.json");
    writeFileSync(data, JSON.stringify(short));
    const line = "warning [stage-budget-cut]: call: stage 'districts' for riverside: its budget as written, 50.00 EUR, is more than the 20.00 EUR left of the allocation's budget; the stage is given 20.00 EUR";
    for (const args of [["run", pools, "--input", data], ["explain", pools, "--input", data, "--id", "R1"]]) {
      const r = spawnSync(process.execPath, [cli, ...args], { cwd: repo, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
      expect(r.status).toBe(0);
      expect(r.stderr.split("\n")).toContain(line);
    }
  });
});
