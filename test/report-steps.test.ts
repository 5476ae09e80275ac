// The JSON result with explanations prints the steps many rows share once, as bytes kept
// (packages/dsl/src/report/sharedSteps.ts for traces and tables of objects; rowBytes.ts for a run
// explained as texts, whose rows the runtime writes itself): the output must be byte for byte what
// `JSON.stringify(result, null, 2) + "\n"` prints. Checked on the benchmark's seed jobs with
// explanations as text and as traces, and on random results (seeded) whose rows share frozen
// steps, with texts that are any Unicode, long, or the writer's own mark (then the batch is
// printed as it is).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Writable } from "node:stream";
import { once } from "node:events";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluateTable, ObjectTable, type ApplicationResult, type SelectionResult } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { resultChunks } from "../packages/dsl/src/report/formats.js";
import { textOf, writeChunks, writeChunksToFile } from "../packages/dsl/src/report/sink.js";

const repo = resolve(__dirname, "..");
const legacyJson = (r: unknown) => JSON.stringify(r, null, 2) + "\n";

describe("explained rows in JSON, shared steps printed once", () => {
  it("prints the bytes of the object form on every seed job, as text and as traces", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    for (const job of Object.keys(SEED_JOBS)) {
      const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS[job].scheme), "utf8")));
      const { call, applications } = generate(job, 400);
      const { table } = evaluateTable(scheme, { call, applications }, { details: true });
      for (const how of [true, "trace"] as const) {
        const explained = table.explained(how);
        const text = textOf(resultChunks(explained, "json"));
        expect(text.length, `${job} ${how}`).toBeGreaterThan(400 * 200);
        expect(text === legacyJson(explained.toResult()), `${job} ${how}`).toBe(true);
      }
    }
  }, 120_000);

  it("writes the same bytes over many batches to a stream that keeps what it is given, to a file, and to a consumer that keeps every chunk it is given", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS.seed000.scheme), "utf8")));
    const { call, applications } = generate("seed000", 1500);
    const explained = evaluateTable(scheme, { call, applications }, { details: true }).table.explained();
    const expected = legacyJson(explained.toResult());
    // some megabytes: the rows' batches (rowBytes.ts, 512 KiB) follow one another
    expect(expected.length).toBeGreaterThan(6 * (1 << 20));
    // a stream keeps each chunk until it is written, and asks for more before that
    const kept: Buffer[] = [];
    const stream = new Writable({ highWaterMark: 1 << 22, write: (c: Buffer, _e, done) => (kept.push(c), setImmediate(done)) });
    await writeChunks(resultChunks(explained, "json"), stream);
    stream.end();
    await once(stream, "finish");
    expect(kept.length).toBeGreaterThan(10);
    expect(Buffer.concat(kept).toString("utf8") === expected).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), "allot-rows-"));
    try {
      await writeChunksToFile(resultChunks(explained, "json"), join(dir, "out.json"));
      expect(readFileSync(join(dir, "out.json"), "utf8") === expected).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // a consumer that keeps each chunk as given sees it whole only until it asks for the next (sink.ts Chunks): it copies
    const copied: Buffer[] = [];
    for (const c of resultChunks(explained, "json")) copied.push(typeof c === "string" ? Buffer.from(c, "utf8") : Buffer.from(c));
    expect(Buffer.concat(copied).toString("utf8") === expected).toBe(true);
  }, 120_000);

  it("prints the bytes of the object form on every seed job without explanations", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    for (const job of Object.keys(SEED_JOBS)) {
      const scheme = load(analyze(readFileSync(join(repo, SEED_JOBS[job].scheme), "utf8")));
      const { call, applications } = generate(job, 400);
      const { table } = evaluateTable(scheme, { call, applications });
      const text = textOf(resultChunks(table, "json"));
      expect(text.length, job).toBeGreaterThan(400 * 200);
      expect(text === legacyJson(table.toResult()), job).toBe(true);
    }
  }, 120_000);

  it("keeps a shared step that follows a text longer than a byte batch (a long id before it)", () => {
    // the text before a shared step was written as its own bytes and the step after it dropped
    const step = Object.freeze({ step: "regime", source: null, text: "shared" });
    const results = [25_000, 3].map((len, k) => ({ id: "x".repeat(len), status: "funded", position: k + 1, points: null, amount: "1.00", withinLimit: true, reasons: [], explanation: [step] }));
    const result = { scheme: "s", version: null, sources: {}, results, ranking: [], unresolvedTies: [], ties: [], totals: {} } as unknown as SelectionResult;
    const text = textOf(resultChunks(new ObjectTable(result), "json"));
    expect(text.split('"text": "shared"').length - 1).toBe(2);
    expect(text).toBe(legacyJson(result));
  });

  it("prints the bytes of random results whose rows share frozen lists of reasons and steps (seeded)", () => {
    const MARK = "\u0000allot:shared-step\u0000";
    const text = fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), fc.constant(MARK), fc.constant("przydział zakończył się"), fc.constant("plain words"), fc.constant(""));
    const reason = fc.record({ rule: fc.constantFrom("allocation", "ranking"), source: fc.option(text, { nil: undefined }), message: text });
    const step = fc.record({ step: fc.constantFrom("regime", "points", "ranking"), source: fc.option(text), text });
    const rowOf = fc.tuple(text, fc.oneof(fc.nat(), fc.array(reason, { maxLength: 3 })), fc.array(fc.oneof(fc.nat(), step), { maxLength: 4 }));
    fc.assert(
      fc.property(fc.array(fc.array(reason, { maxLength: 3 }), { minLength: 1, maxLength: 5 }), fc.array(step, { minLength: 1, maxLength: 4 }), fc.array(rowOf, { maxLength: 120 }), (sharedLists, sharedSteps, rows) => {
        const lists = sharedLists.map((l) => Object.freeze(l.map((x) => Object.freeze(x))));
        const shared = sharedSteps.map((s) => Object.freeze(s));
        const results = rows.map(([id, reasons, steps], k): ApplicationResult => ({
          id,
          status: "not_funded",
          position: k + 1,
          points: null,
          amount: "0.00",
          withinLimit: true,
          reasons: typeof reasons === "number" ? lists[reasons % lists.length]! : reasons,
          explanation: steps.map((s) => (typeof s === "number" ? shared[s % shared.length]! : s)),
        }) as unknown as ApplicationResult);
        const result = { scheme: "s", version: null, sources: {}, results, ranking: [], unresolvedTies: [], ties: [], totals: {} } as unknown as SelectionResult;
        expect(textOf(resultChunks(new ObjectTable(result), "json"))).toBe(legacyJson(result));
      }),
      { seed: 21, numRuns: 150 },
    );
  }, 120_000);

  it("prints the bytes of random results whose rows share frozen steps (seeded)", () => {
    const MARK = "\u0000allot:shared-step\u0000";
    const text = fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), fc.constant(MARK), fc.string({ minLength: 2000, maxLength: 30000 }), fc.constant(""));
    const step = fc.record({ step: fc.constantFrom("regime", "points", "ranking"), source: fc.option(text), text });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 6 }), fc.array(fc.tuple(text, fc.array(fc.oneof(fc.nat(), step), { maxLength: 8 })), { maxLength: 120 }), (sharedSteps, rows) => {
        const shared = sharedSteps.map((s) => Object.freeze(s));
        const results = rows.map(([id, steps], k): ApplicationResult => ({
          id,
          status: "funded",
          position: k + 1,
          points: null,
          amount: "1.00",
          withinLimit: true,
          reasons: [],
          explanation: steps.map((s) => (typeof s === "number" ? shared[s % shared.length]! : s)),
        }) as unknown as ApplicationResult);
        const result = { scheme: "s", version: null, sources: {}, results, ranking: [], unresolvedTies: [], ties: [], totals: {} } as unknown as SelectionResult;
        expect(textOf(resultChunks(new ObjectTable(result), "json"))).toBe(legacyJson(result));
      }),
      { seed: 15, numRuns: 150 },
    );
  }, 120_000);
});
