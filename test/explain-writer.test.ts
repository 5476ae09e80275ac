// Explanations written straight from the record of a run (runtime engine/explainWriter.ts, the
// third consumer of narrateTo beside `narrate` and `trace`) and rows printed as JSON from it
// (engine/rowJson.ts): every row of every scheme test, of the benchmark's seed jobs and of
// generated schemes, in every catalogue (en, pl, nl, de), must give the texts `narrate` and `trace`
// give, and the bytes JSON.stringify prints for the row's object — shared steps (kept pieces)
// included, a step of a shared fact in another section or citing another source, and an invalid
// record set aside (printed from its object).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { catalogueFor, evaluateRun, type CompiledScheme, type RawInput } from "@allot/runtime";
import { ExplanationWriter, joinFormed, jsonArray, jsonContents, jsonStep, LINES, NO_FRAME } from "../packages/runtime/src/engine/explainWriter.js";
import { narrate, trace } from "../packages/runtime/src/engine/narrate.js";
import { titledCatalogue } from "../packages/runtime/src/narration/budgetTitle.js";
import { formatsOf } from "../packages/runtime/src/narration/catalogue.js";
import type { TraceFact } from "../packages/runtime/src/engine/trace.js";
import type { Run } from "../packages/runtime/src/engine/record.js";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { discoverTests } from "../packages/dsl/src/testing/schemeTests.js";
import { compiledTest } from "./support/schemeTest.js";
import { caseArb, compile, input, schemeText } from "../packages/runtime/test/support/generated.js";

const repo = resolve(__dirname, "..");
const catalogues = ["en", "pl", "nl", "de"].map((l) => catalogueFor(l));

/** The pieces a writer hands on, joined. */
function collect(): { out: (piece: string, kept: boolean) => void; text: () => string } {
  let text = "";
  return { out: (piece) => void (text += piece), text: () => text };
}

/** Every row of a run, through the writers, against narrate, trace and the row's object. */
function checkRun(run: Run, label: string): number {
  const view = run.explained();
  let rows = 0;
  for (const catalogue of catalogues) {
    const lines = new ExplanationWriter(run, LINES, NO_FRAME, catalogue);
    const json = new ExplanationWriter(run, jsonStep("        "), jsonArray("        "), catalogue);
    // twice over the rows: the second time every shared step comes from what the writer kept
    for (let pass = 0; pass < 2; pass++)
      for (let j = 0; j < run.length; j++) {
        const i = run.appAt(j);
        if (i < 0) continue;
        const steps = narrate(run, i, catalogue);
        const a = collect();
        lines.write(i, a.out);
        expect(a.text(), `${label} ${catalogue.language} row ${j}`).toBe(steps.map((s) => s.text + "\n").join(""));
        const b = collect();
        json.write(i, b.out);
        // the array's elements at eight spaces: the array itself at six
        expect(b.text(), `${label} ${catalogue.language} row ${j} (json)`).toBe(JSON.stringify(steps, null, 2).replace(/\n/g, "\n      "));
        expect(trace(run, i, catalogue).steps.map((s) => s.text)).toEqual(steps.map((s) => s.text));
      }
  }
  for (let j = 0; j < view.length; j++) {
    const a = collect();
    view.writeLines!(j, a.out);
    expect(a.text(), `${label} row ${j} (writeLines)`).toBe(view.row(j).explanation.map((s) => s.text + "\n").join(""));
    const b = collect();
    expect(view.writeRowJson!(j, "    ", b.out)).toBe(true);
    expect(b.text(), `${label} row ${j} (writeRowJson)`).toBe(JSON.stringify(view.row(j), null, 2).replace(/\n/g, "\n    "));
    rows++;
  }
  // traces: each row with its steps and their facts, as the row's object prints
  const traced = run.explained("trace");
  for (let j = 0; j < traced.length; j++) {
    const c = collect();
    expect(traced.writeRowJson!(j, "    ", c.out)).toBe(true);
    expect(c.text(), `${label} row ${j} (writeRowJson, trace)`).toBe(JSON.stringify(traced.row(j), null, 2).replace(/\n/g, "\n    "));
  }
  return rows;
}

const runOf = (scheme: CompiledScheme, raw: RawInput, invalid: "fail" | "exclude" = "fail"): Run => evaluateRun(scheme, raw, { details: true, invalid }).run as unknown as Run;

describe("explanations written from the record (explainWriter, rowJson)", () => {
  it("every row of every scheme test, in every catalogue", () => {
    let rows = 0;
    const tests = discoverTests([join(repo, "schemes")]);
    expect(tests.length).toBeGreaterThan(20);
    for (const t of tests) {
      const { scheme, input } = compiledTest(t);
      rows += checkRun(runOf(scheme, input), t.name);
    }
    expect(rows).toBeGreaterThan(200);
  });

  it("every row of the benchmark's seed jobs (400 applications), and an invalid record set aside", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    for (const job of Object.keys(SEED_JOBS)) {
      const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS[job].scheme), "utf8")));
      const { call, applications } = generate(job, 400);
      expect(checkRun(runOf(scheme, { call, applications }), job)).toBe(400);
      // a record with a field of the wrong type is set aside: its row is printed from its object
      const field = Object.keys(applications[0]).find((k) => k !== "id")!;
      const broken = { ...applications[0], id: "ZZ-invalid", [field]: { wrong: true } };
      const run = runOf(scheme, { call, applications: [...applications.slice(1, 50), broken] }, "exclude");
      expect(checkRun(run, `${job} with an invalid record`)).toBe(50);
      expect(Array.from({ length: run.length }, (_, j) => run.appAt(j)).filter((i) => i < 0)).toHaveLength(1);
    }
  }, 240_000);

  it("a comparison in parts is the catalogue's render of it; a titled catalogue has none, and leaves the values as written (words28: its swap over the whole text read 'the budget' in a value as the scheme's budget)", () => {
    const fact: Extract<TraceFact, { kind: "comparison" }> = { kind: "comparison", side: "after", other: "A-1", by: "share (highest first)", value: "the budget", otherValue: "the remaining budget" };
    for (const c of catalogues) {
      const parts = c.comparisonParts!;
      for (const side of ["after", "ahead"] as const) {
        const x = { ...fact, side };
        expect((side === "after" ? parts.after : parts.ahead) + x.other + ": " + parts.tail(x, formatsOf(c))).toBe(c.render.comparison(x, formatsOf(c)));
      }
    }
    const en = catalogueFor("en");
    const titled = titledCatalogue(en, "the grant ceiling");
    expect(titled.comparisonParts).toBeUndefined();
    expect(titled.render.comparison(fact, formatsOf(titled))).toBe("After A-1: decided by share (highest first): the remaining budget against the budget.");
  });

  it("a text formed for JSON is what JSON.stringify prints for it: control characters, lone surrogates, quotes, backslashes, U+2028/2029, non-ASCII", () => {
    // code units of every kind JSON escapes or keeps, and any other, in any order
    const unit = fc.oneof(
      fc.constantFrom('"', "\\", "\u0000", "\b", "\t", "\n", "\f", "\r", "\u001f", "\u007f", "\u2028", "\u2029", "\ud800", "\udbff", "\udc00", "\udfff", "\ud83d\ude00", "ą", "„", "”", "€", " ", ":"),
      fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    );
    const text = fc.string({ unit, maxLength: 24 });
    const form = jsonStep("        ");
    fc.assert(
      fc.property(text, text, fc.constantFrom<"ranking" | "allocation">("ranking", "allocation"), fc.constantFrom("art1", null, 'a"b'), (a, b, step, source) => {
        expect(jsonContents(a) as unknown as string).toBe(JSON.stringify(a).slice(1, -1));
        expect(form.step(step, source, form.form(a))).toBe(JSON.stringify({ step, source, text: a }, null, 2).replace(/\n/g, "\n        "));
        // joined as comparisonText joins (an ASCII character at each joint): the form of the whole
        expect(joinFormed(form.form(a + " "), form.form(b)) as unknown as string).toBe(JSON.stringify(a + " " + b).slice(1, -1));
        expect(joinFormed(form.form(a), form.form(": " + b)) as unknown as string).toBe(JSON.stringify(a + ": " + b).slice(1, -1));
        // the lines form prints a text as it is
        expect(LINES.step(step, source, LINES.form(a))).toBe(a + "\n");
      }),
      { seed: 2312, numRuns: 3000 },
    );
  });

  it("ids with characters JSON escapes, through the comparison's formed words: every row as JSON.stringify prints it", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    // (an id holds no control character, separator or lone surrogate: the input refuses it)
    const odd = ['"', "\\", "ą", "\ud83d\ude00", "„", "'", '\\"', "/"];
    for (const job of ["seed000", "seed004"]) {
      const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS[job].scheme), "utf8")));
      const { call, applications } = generate(job, 120);
      // every id with a character JSON escapes (or keeps) at its start, in its middle and at its end
      const apps = applications.map((a: { id: string }, k: number) => ({ ...a, id: odd[k % odd.length] + a.id.slice(0, 3) + odd[(k + 3) % odd.length] + a.id.slice(3) + odd[(k + 7) % odd.length] }));
      expect(checkRun(runOf(scheme, { call, applications: apps }), `${job} with odd ids`)).toBe(120);
    }
  }, 120_000);

  it("every row of generated schemes and calls", () => {
    fc.assert(
      fc.property(caseArb(), ({ cfg, apps, budget }) => {
        checkRun(runOf(compile(schemeText(cfg)), input(cfg, apps, budget)), "generated");
      }),
      { seed: 615, numRuns: 40 },
    );
  }, 240_000);
});
