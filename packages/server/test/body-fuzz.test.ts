// Fuzzing what the service itself does with a body before and after the runtime: random and
// hostile bodies — JSON of every shape, keys named `__proto__`, `constructor`, `prototype` at every
// level, repeated keys, huge and NaN-like numbers, byte-order marks, cut texts — through runTask
// (the worker's whole job: read, shape check, mapping, early refusal, evaluate or score,
// serialise) for every seed scheme, with and without its mapping. Every answer is a documented
// error kind or a result, as JSON; never 500 `internal` (an exception), and nothing reaches
// Object.prototype. In-process (no HTTP, no workers), a fixed seed and a bounded budget;
// FUZZ_LONG=1 runs twenty times longer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compileSchemes, readSchemeSources } from "../src/schemes.js";
import { runTask } from "../src/tasks.js";
import { ERROR_KINDS } from "../src/errors.js";
import { schemesDir } from "./http.js";

const long = process.env["FUZZ_LONG"] === "1";
const schemes = compileSchemes(readSchemeSources(schemesDir));
const targets = [...schemes.values()].map((s) => ({ name: s.name, mapping: [...s.mappings.keys()][0] }));
const seedData = readFileSync(join(schemesDir, "seed_002/data/seed_002.applications.json"), "utf8");

const hostileKey = fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "call", "applications", "application", "id", "", "\u0000", "𠀀");
const key = fc.oneof(hostileKey, fc.string({ maxLength: 6 }));
const number = fc.constantFrom("0", "-0", "1e999999", "-1e999999", "1e-999999", "9".repeat(400), "0.1", "123456789012345678901234567890.5", "1E2", "-1");
/** A JSON text (not a value: numbers as written, keys repeated on purpose). */
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    number,
    fc.constantFrom("true", "false", "null", '"NaN"', '"Infinity"', '"2024-02-30"', '"1000.00"', '"\\ud800"', '"x"'),
    fc.string({ maxLength: 8 }).map((s) => JSON.stringify(s)),
    fc.array(tie("value"), { maxLength: 4 }).map((xs) => `[${xs.join(",")}]`),
    fc.array(fc.tuple(key, tie("value")), { maxLength: 5 }).map((kv) => `{${kv.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`),
  ),
})).value;

/** Bodies: random JSON, the shapes the routes expect with random parts, and damaged real data. */
const body = fc.oneof(
  jsonText,
  fc.tuple(jsonText, jsonText).map(([c, a]) => `{"call":${c},"applications":${a}}`),
  fc.tuple(jsonText, jsonText).map(([c, a]) => `{"call":${c},"application":${a}}`),
  fc.tuple(jsonText, fc.array(jsonText, { maxLength: 4 })).map(([c, xs]) => `{"call":${c},"applications":[${xs.join(",")}]}`),
  fc.tuple(jsonText).map(([x]) => `{"__proto__":${x},"call":{},"applications":[]}`),
  fc.nat({ max: seedData.length }).map((n) => seedData.slice(0, n)),
  fc.tuple(fc.nat({ max: seedData.length - 1 }), fc.constantFrom("", "\uFEFF", "}", "[", '"__proto__":{},', "1e999999", "NaN")).map(([n, s]) => seedData.slice(0, n) + s + seedData.slice(n)),
  fc.constant("\uFEFF" + seedData),
);

describe("hostile bodies through the service's task", () => {
  it(`answer a documented error or a result, never an exception (${long ? "long" : "short"} budget)`, () => {
    const task = fc.record({
      target: fc.constantFrom(...targets),
      op: fc.constantFrom("evaluate" as const, "score" as const),
      mapped: fc.boolean(),
      explain: fc.boolean(),
      body,
    });
    fc.assert(
      fc.property(task, ({ target, op, mapped, explain, body }) => {
        const outcome = runTask(schemes, { op, scheme: target.name, body, explain, ...(mapped && target.mapping ? { mapping: target.mapping } : {}) });
        const answer = JSON.parse(outcome.json);
        if (outcome.status !== 200) {
          expect(outcome.failure, outcome.failure).toBeUndefined();
          expect(Object.keys(ERROR_KINDS)).toContain(answer.error);
          expect(ERROR_KINDS[answer.error as keyof typeof ERROR_KINDS].status).toBe(outcome.status);
          expect(answer.error).not.toBe("internal");
        }
        expect(Object.keys(Object.prototype)).toEqual([]);
        expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
      }),
      { numRuns: long ? 8000 : 400 },
    );
  }, long ? 3_600_000 : 300_000);

  it("the real seed data, mapped, is a result (the fuzzer's bodies are near real ones)", () => {
    const t = targets.find((x) => x.name.startsWith("pop3"))!;
    const outcome = runTask(schemes, { op: "evaluate", scheme: t.name, body: seedData, mapping: t.mapping! });
    expect(outcome.status, outcome.json.slice(0, 300)).toBe(200);
    expect(JSON.parse(outcome.json).results).toHaveLength(13);
  });
});
