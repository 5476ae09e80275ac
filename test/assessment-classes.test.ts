// The assessment classes of a run (runtime engine/assessmentClasses.ts): applications whose
// assessment steps are the same shared facts share a class, and a writer of every row hands the
// class's steps on instead of assessing each application again. A class must be exactly the steps
// `assessmentTo` gives each of its applications (section, source and text, in every catalogue),
// the pass that finds them must cite nothing (a run's `sources` are what its written rows cite),
// and a writer must print the same texts with them as `narrate` does without them.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogueFor, evaluateRun, renderFact, type CompiledScheme, type RawInput } from "@allot/runtime";
import { ExplanationWriter, LINES, NO_FRAME } from "../packages/runtime/src/engine/explainWriter.js";
import { assessmentClassesOf, narrate, narrateAssessment } from "../packages/runtime/src/engine/narrate.js";
import { classesOf } from "../packages/runtime/src/engine/assessmentClasses.js";
import { assessmentKeysOf } from "../packages/runtime/src/engine/assessmentKeys.js";
import { assessmentTo } from "../packages/runtime/src/engine/assessmentSteps.js";
import { isShared, mayShare } from "../packages/runtime/src/engine/sharedFacts.js";
import { NOT_ASSESSED } from "../packages/runtime/src/engine/fcfs.js";
import type { TraceFact } from "../packages/runtime/src/engine/trace.js";
import type { Run } from "../packages/runtime/src/engine/record.js";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const repo = resolve(__dirname, "..");
const catalogues = ["en", "pl", "nl", "de", "es", "fr"].map((l) => catalogueFor(l));
const runOf = (scheme: CompiledScheme, raw: RawInput): Run => evaluateRun(scheme, raw, { details: true }).run as unknown as Run;

async function seedJobs(): Promise<{ job: string; scheme: CompiledScheme; raw: RawInput }[]> {
  const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
  const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
  return Object.keys(SEED_JOBS).map((job) => ({ job, scheme: load(analyze(readFileSync(join(repo, SEED_JOBS[job].scheme), "utf8"))), raw: generate(job, 3000) }));
}

describe("assessment classes (assessmentClasses.ts)", () => {
  it("a class is exactly the assessment steps of each of its applications, in every catalogue", async () => {
    let classed = 0;
    for (const { job, scheme, raw } of await seedJobs()) {
      const run = runOf(scheme, raw);
      const found = assessmentClassesOf(run);
      if (!found) continue;
      expect(found.n).toBe(run.as.n);
      for (let i = 0; i < found.n; i++) {
        const k = found.classOf[i]!;
        if (k < 0) continue;
        classed++;
        const c = found.classes[k]!;
        expect(c.id).toBe(k);
        for (const catalogue of catalogues) {
          const steps = narrateAssessment(run.as, i, catalogue);
          expect(steps.map((s) => [s.step, s.source, s.text]), `${job} application ${i} ${catalogue.language}`).toEqual(c.fact.map((f, x) => [c.section[x], c.source[x], renderFact(f, catalogue)]));
        }
      }
    }
    // seed 000's applications mostly meet every rule and score by yes/no criteria: most have a class
    expect(classed).toBeGreaterThan(3000);
  }, 240_000);

  it("seed 000: a few classes for thousands of applications; seed 002, whose criteria show their scores, as many as before they did; none with aggregates or juries", async () => {
    const jobs = await seedJobs();
    const seed000 = jobs.find((j) => j.job === "seed000")!;
    const found = assessmentClassesOf(runOf(seed000.scheme, seed000.raw))!;
    expect(found).toBeDefined();
    expect(found.classes.length).toBeLessThan(200);
    expect(Array.from(found.classOf).filter((k) => k >= 0).length).toBeGreaterThan(2000);
    // seed 002's four weighted criteria show the score behind their points (a shared fact per
    // score: subjects.ts): applications with the same scores share a class, as when they showed none
    const seed002 = jobs.find((j) => j.job === "seed002")!;
    expect(seed002.scheme.criteria.every((c) => c.subject)).toBe(true);
    const classes002 = assessmentClassesOf(runOf(seed002.scheme, seed002.raw))!;
    expect(classes002).toBeDefined();
    expect(classes002.classes.length).toBeLessThan(200);
    expect(classes002.classes.some((k) => k.fact.some((f) => f.kind === "criterion" && f.subject !== undefined))).toBe(true);
    expect(Array.from(classes002.classOf).filter((k) => k >= 0).length).toBeGreaterThan(1500);
    for (const { job, scheme, raw } of jobs) {
      const run = runOf(scheme, raw);
      if (scheme.aggregates?.length || scheme.juries?.length) expect(assessmentClassesOf(run), job).toBeUndefined();
    }
  }, 240_000);

  it("a run whose criteria show values that mostly differ has none: not a class per application", async () => {
    // bench/selection/bands.allot: bands over a ratio of thousands of values (after seed 003), no
    // jury or aggregate: without the trial of members per class, 1,868 classes of one for 3,000
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const scheme = load(analyze(readFileSync(join(repo, "bench/selection/bands.allot"), "utf8")));
    expect(scheme.criteria.some((c) => c.subject) && !scheme.juries?.length && !scheme.aggregates?.length).toBe(true);
    expect(assessmentClassesOf(runOf(scheme, generate("bands", 3000)))).toBeUndefined();
  }, 120_000);

  it("finding the classes cites nothing: one row written cites what narrate cites for it", async () => {
    for (const { job, scheme, raw } of await seedJobs()) {
      const probe = runOf(scheme, raw);
      const rows = [0, 1, probe.length >> 1, probe.length - 1];
      for (const j of rows) {
        const written = runOf(scheme, raw);
        const i = written.appAt(j);
        if (i < 0) continue;
        let text = "";
        new ExplanationWriter(written, LINES, NO_FRAME).write(i, (p) => void (text += p));
        const narrated = runOf(scheme, raw);
        const steps = narrate(narrated, narrated.appAt(j));
        expect(text, `${job} row ${j}`).toBe(steps.map((s) => s.text + "\n").join(""));
        expect(Object.keys(written.sources), `${job} row ${j}: sources`).toEqual(Object.keys(narrated.sources));
      }
    }
  }, 240_000);
  it("a key is a small number per distinct regime, scored, points and total, numbered from 0 as first met (assessmentKeys.ts: a trie, not a number of 49 bits)", async () => {
    for (const { job, scheme, raw } of await seedJobs()) {
      const run = runOf(scheme, raw);
      const keys = assessmentKeysOf(run.as);
      if (!keys) continue;
      const views = run.as.pointCols.map((c) => c.view), totals = run.as.totals.view;
      const byTuple = new Map<string, number>(), byKey = new Map<number, string>();
      let next = 0, keyed = 0;
      for (let i = 0; i < run.as.n; i++) {
        if (run.as.kind[i] === NOT_ASSESSED) continue;
        const key = keys.keyOf(i);
        if (key < 0) continue;
        keyed++;
        const scored = run.as.hasPoints(i);
        const tuple = [run.as.regimeOf[i], scored, ...(scored ? [...views.map((v) => v[i]), scheme.criteria.length > 0 ? totals[i] : ""] : [])].join(" ");
        // the same columns, the same key, asked again or met again; a new one, the next number
        expect(keys.keyOf(i), `${job} ${i}: asked again`).toBe(key);
        if (!byKey.has(key)) expect(key, `${job} ${i}: numbered as first met`).toBe(next++);
        expect(byTuple.get(tuple) ?? key, `${job} ${i}: ${tuple}`).toBe(key);
        expect(byKey.get(key) ?? tuple, `${job} key ${key}`).toBe(tuple);
        byTuple.set(tuple, key), byKey.set(key, tuple);
      }
      if (job === "seed000") expect(keyed, "seed000: applications keyed").toBeGreaterThan(1000), expect(next, "seed000: keys").toBeLessThan(200);
    }
  }, 240_000);
  it("seed 000: the pass runs the assessment once per key of the run's columns (assessmentKeys.ts), and an application left without a class has a fact of its own", async () => {
    const seed000 = (await seedJobs()).find((j) => j.job === "seed000")!;
    const run = runOf(seed000.scheme, seed000.raw);
    let calls = 0;
    const found = classesOf(run.as, (as, i, add, cites) => (calls++, assessmentTo(as, i, add, cites)))!;
    // 3,000 applications of a few dozen keys (regime, points of five yes/no criteria, total), and
    // those refused (assessed, no key): 324 assessed; the pass assessed all 3,000 before the keys
    expect(found).toBeDefined();
    expect(calls).toBeLessThan(600);
    for (let i = 0; i < found.n; i++) {
      if (found.classOf[i]! >= 0 || run.as.kind[i] === NOT_ASSESSED) continue;
      let own = false, any = false;
      assessmentTo(run.as, i, (_s, _src, x) => {
        any = true;
        const fact = typeof x === "function" ? (mayShare(x) ? (x() as TraceFact | string) : null) : x;
        if (fact === null || typeof fact === "string" || !isShared(fact)) own = true;
      });
      expect(own || !any, `application ${i} has only shared facts but no class`).toBe(true);
    }
  }, 240_000);
});
