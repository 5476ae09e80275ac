// The HTML report reads each regime's ranking from its first row (`ResultTable.rankingRows`),
// column by column, with no row's object: on every seed job of the benchmark (400 applications;
// seed 000 has three regimes, seed 001 two) and every scheme test, each regime's ranking table
// lists exactly that regime's ranked results, in the order of the whole result, each once, and the
// page is the one made from the whole result (`htmlReport` of `toResult()`, an ObjectTable),
// with and without explanations. A result whose regimes' rankings do not stand together is refused.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ObjectTable, type CompiledScheme, type SelectionResult } from "@allot/runtime";
import { htmlReport, htmlReportChunks } from "../packages/dsl/src/report/html.js";
import type { Run } from "../packages/runtime/src/engine/record.js";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { eachSchemeTestRun, runOf } from "./support/schemeRuns.js";

const repo = resolve(__dirname, "..");

/** The ids of each ranking table of a page, by its regime, in the page's order. */
function rankingTables(html: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of html.matchAll(/<table class="ranking" data-regime="([^"]*)">([\s\S]*?)<\/table>/g)) {
    expect(out.has(m[1]!), `one ranking table for ${m[1]}`).toBe(false);
    out.set(m[1]!, [...m[2]!.matchAll(/<tr class="app[^"]*" data-id="([^"]*)">/g)].map((x) => x[1]!));
  }
  return out;
}

/** Each regime's ranked results in the whole result's order (every ranked one where the call has one regime). */
function rankedByRegime(result: SelectionResult): Map<string, string[]> {
  const regimes = Object.keys(result.totals);
  const out = new Map<string, string[]>();
  for (const regime of regimes) {
    const ids = result.results.filter((r) => r.position !== null && (regimes.length === 1 || r.regime === regime)).map((r) => r.id);
    if (ids.length) out.set(regime, ids);
  }
  return out;
}

/** Checks a run's report, without and with explanations; returns how many regimes it has. */
function checkRun(run: Run, scheme: CompiledScheme, label: string): number {
  const result = run.toResult();
  const streamed = [...htmlReportChunks(run, scheme)].join("");
  expect(rankingTables(streamed), label).toEqual(rankedByRegime(result));
  expect(streamed === htmlReport(result, scheme), `${label}: the page from the whole result`).toBe(true);
  const explained = run.explained();
  expect([...htmlReportChunks(explained, scheme)].join("") === htmlReport(explained.toResult(), scheme), `${label}: explained`).toBe(true);
  return Object.keys(result.totals).length;
}

describe("the HTML report's rankings, each regime's rows read from its first", () => {
  it("every seed job (400 applications)", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const regimes: number[] = [];
    for (const job of Object.keys(SEED_JOBS)) {
      const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS[job].scheme), "utf8")));
      const { call, applications } = generate(job, 400);
      regimes.push(checkRun(runOf(scheme, { call, applications }), scheme, job));
    }
    // seed 000's three regimes and seed 001's two among them
    expect(regimes.filter((n) => n > 1).length).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it("every scheme test", () => {
    let multi = 0;
    expect(eachSchemeTestRun((run, scheme, name) => void (multi += checkRun(run, scheme, name) > 1 ? 1 : 0))).toBeGreaterThan(10);
    expect(multi).toBeGreaterThan(0);
  }, 120_000);

  it("a result whose regimes' rankings do not stand together is refused, not read otherwise", async () => {
    const scheme = load(analyze(readFileSync(join(repo, "schemes/seed_001/fedr_par6.allot"), "utf8")));
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const { call, applications } = generate("seed001", 200);
    const result = runOf(scheme, { call, applications }).toResult();
    const [a, b] = Object.keys(result.totals);
    const first = result.results.findIndex((r) => r.regime === b && r.position !== null);
    expect(first).toBeGreaterThan(0);
    expect(result.results[first - 1]!.regime).toBe(a);
    // the first row of the second regime's ranking moved into the first's
    const results = [...result.results];
    results.splice(first - 1, 0, results.splice(first, 1)[0]!);
    expect(() => new ObjectTable({ ...result, results }).rankingRows(a!)).toThrow(/do not stand together/);
    expect(() => htmlReport({ ...result, results }, scheme)).toThrow(/do not stand together/);
  });
});
