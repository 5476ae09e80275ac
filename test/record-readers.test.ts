// Readers of one application at a time, on the record of a run. Decision notices
// (report/notice.ts `runNotices`): each row's result without its explanation and its trace,
// rendered from the record, instead of the whole run's result with every trace
// (`run.explained("trace").toResult()`) and a second trace per notice — the pages byte for byte
// those made from the whole result, on every seed job of the benchmark (300 applications, and an
// invalid record set aside) and on every scheme test, the run's whole result and published list
// never made. `allot explain --id` as text: the one row explained, the same text as from the
// whole explained result.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { explainText, type CompiledScheme, type RawInput } from "@allot/runtime";
import type { Run } from "../packages/runtime/src/engine/record.js";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { eachSchemeTestRun, runOf } from "./support/schemeRuns.js";
import { noticeHtml, runNotices, type NoticeOptions } from "../packages/dsl/src/report/notice.js";
import { explain } from "../packages/dsl/src/cli/commands/run.js";

const repo = resolve(__dirname, "..");
const options: NoticeOptions = { reference: "REF 1/2026", published: "2026-01-15" };

/** The run as `runNotices` may read it: asking for the whole result or the whole published list fails. */
function rowByRow(run: Run): Run {
  const refuse = (what: string) => ({
    value: () => {
      throw new Error(`${what} read by the notices`);
    },
  });
  return Object.create(run, { toResult: refuse("the whole result"), publication: refuse("the whole published list") }) as Run;
}

/** Every notice of a run from the record equals the one made from the whole result and the row's trace. */
function checkRun(run: Run, scheme: CompiledScheme, label: string): number {
  const result = run.explained("trace").toResult();
  const pages = [...runNotices(scheme, rowByRow(run), options)];
  expect(pages.map(([id]) => id), label).toEqual(result.results.map((r) => r.id));
  for (let j = 0; j < pages.length; j++) {
    const expected = noticeHtml(scheme, result, result.results[j]!, run.traceAt(j), options);
    if (pages[j]![1] !== expected) expect(pages[j]![1], `${label}: ${pages[j]![0]}`).toBe(expected);
  }
  return pages.length;
}

describe("decision notices read from the record of the run", () => {
  it("every seed job (300 applications), and an invalid record set aside", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    for (const job of Object.keys(SEED_JOBS)) {
      const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS[job].scheme), "utf8")));
      const { call, applications } = generate(job, 300);
      expect(checkRun(runOf(scheme, { call, applications }), scheme, job)).toBe(300);
      const field = Object.keys(applications[0]).find((k) => k !== "id")!;
      const broken = { ...applications[0], id: "ZZ-invalid", [field]: { wrong: true } };
      const run = runOf(scheme, { call, applications: [...applications.slice(1, 50), broken] }, "exclude");
      expect(checkRun(run, scheme, `${job} with an invalid record`)).toBe(50);
      // the invalid record's notice: its reasons and steps, from its result
      const [, invalid] = [...runNotices(scheme, run, options, "ZZ-invalid")][0]!;
      expect(invalid).toContain('data-status="ineligible"');
    }
  }, 180_000);

  it("every scheme test", () => {
    expect(eachSchemeTestRun((run, scheme, name) => void checkRun(run, scheme, name))).toBeGreaterThan(10);
  }, 120_000);

  it("one notice where an id is given, and none for an id not in the call", () => {
    const scheme = load(analyze(readFileSync(join(repo, "schemes/seed_004/akwakultura_par43.allot"), "utf8")));
    return import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href).then(({ generate }) => {
      const { call, applications } = generate("seed004", 120);
      const run = runOf(scheme, { call, applications });
      const id = applications[77].id as string;
      const one = [...runNotices(scheme, rowByRow(run), options, id)];
      expect(one.map(([x]) => x)).toEqual([id]);
      const result = run.explained("trace").toResult();
      const j = result.results.findIndex((r) => r.id === id);
      expect(one[0]![1]).toBe(noticeHtml(scheme, result, result.results[j]!, run.traceAt(j), options));
      expect([...runNotices(scheme, run, options, "nobody")]).toEqual([]);
    });
  });
});

describe("allot explain --id, as text, from the record", () => {
  it("says what the whole explained result says of the application, on every seed job, an invalid record included", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const dir = mkdtempSync(join(tmpdir(), "allot-explain-"));
    const map = join(dir, "identity.map.json");
    writeFileSync(map, JSON.stringify({ applications: "$.applications" }));
    for (const job of Object.keys(SEED_JOBS)) {
      const path = join(repo, SEED_JOBS[job].scheme);
      const scheme = load(analyze(readFileSync(path, "utf8")));
      const { call, applications } = generate(job, 200);
      const field = Object.keys(applications[0]).find((k) => k !== "id")!;
      const input = { call, applications: [...applications.slice(1), { ...applications[0], id: "ZZ-invalid", [field]: { wrong: true } }] };
      const file = join(dir, `${job}.json`);
      writeFileSync(file, JSON.stringify(input));
      const result = runOf(scheme, input as RawInput, "exclude").explained().toResult();
      const titles = Object.fromEntries(scheme.criteria.map((c) => [c.name, c.title ?? c.name]));
      const regimes = Object.fromEntries(scheme.regimes.map((g) => [g.name, g.title ?? g.name]));
      // the first, a middle, the last of the table, and the invalid record
      const ids = [result.results[0]!.id, result.results[97]!.id, result.results.at(-1)!.id, "ZZ-invalid"];
      for (const id of ids) {
        let text = "";
        const code = explain({ scheme: path, input: file, map, set: [], format: "text", invalid: "exclude", id }, (s) => (text += s), () => {});
        expect(code, `${job} ${id}`).toBe(0);
        // the header names the regime by its title, as `allot explain` gives them
        expect(text, `${job} ${id}`).toBe(explainText(result, id, scheme.language, titles, regimes));
      }
      let errors = "";
      expect(explain({ scheme: path, input: file, map, set: [], format: "text", invalid: "exclude", id: "nobody" }, () => {}, (s) => (errors += s))).toBe(1);
      expect(errors).toContain("no application with id 'nobody'");
    }
  }, 180_000);
});
