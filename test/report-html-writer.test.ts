// The HTML report's explanations written from the record of a run (ResultTable.writeSteps,
// runtime engine/explainWriter.ts) instead of each row's steps as objects (`row(i).explanation`):
// the same page byte for byte, on every seed job of the benchmark (400 applications, explained as
// texts and as traces), with an invalid record set aside, and on every scheme test.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { CompiledScheme, ResultTable } from "@allot/runtime";
import { htmlReportChunks } from "../packages/dsl/src/report/html.js";
import type { Run } from "../packages/runtime/src/engine/record.js";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { eachSchemeTestRun, runOf } from "./support/schemeRuns.js";

const repo = resolve(__dirname, "..");

/** The table as a report without `writeSteps` reads it: every row's explanation from its steps' objects. */
function withoutWriter(table: ResultTable): ResultTable {
  return Object.create(table, { writeSteps: { value: undefined }, rowWithoutExplanation: { value: undefined } }) as ResultTable;
}

const page = (table: ResultTable, scheme: CompiledScheme): string => [...htmlReportChunks(table, scheme)].join("");

/** The report of a run explained as texts and as traces, written from the record and from the rows' objects. */
function checkRun(run: Run, scheme: CompiledScheme, label: string): void {
  for (const how of [true, "trace"] as const) {
    const table = run.explained(how);
    expect(typeof table.writeSteps, label).toBe("function");
    const written = page(table, scheme);
    const fromObjects = page(withoutWriter(run.explained(how)), scheme);
    expect(written === fromObjects, `${label} ${how}`).toBe(true);
  }
}

describe("the HTML report's explanations written from the record", () => {
  it("every seed job (400 applications), and an invalid record set aside", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    for (const job of Object.keys(SEED_JOBS)) {
      const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS[job].scheme), "utf8")));
      const { call, applications } = generate(job, 400);
      const run = runOf(scheme, { call, applications });
      const text = page(run.explained(), scheme);
      // every application's explanation is on the page
      expect((text.match(/<details>/g) ?? []).length, job).toBe(400);
      checkRun(run, scheme, job);
      const field = Object.keys(applications[0]).find((k) => k !== "id")!;
      const broken = { ...applications[0], id: "ZZ-invalid", [field]: { wrong: true } };
      checkRun(runOf(scheme, { call, applications: [...applications.slice(1, 50), broken] }, "exclude"), scheme, `${job} with an invalid record`);
    }
  }, 120_000);

  it("every scheme test", () => {
    expect(eachSchemeTestRun((run, scheme, name) => void checkRun(run, scheme, name))).toBeGreaterThan(10);
  });
});
