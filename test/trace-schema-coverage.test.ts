// The service's trace schema (packages/server/src/trace-schema.ts, in /openapi.json) describes every
// step the engine writes: for every scheme test under schemes/ (every construct a bundled scheme
// uses, not only the seeds the OpenAPI test posts), every application's structured explanation is
// checked against it — each step's kind is one of TRACE_KINDS, each member is one the schema names,
// and each step validates. A new kind of step or member the schema does not describe fails here
// (the computed amount's `amount` step was missing from it when it landed).
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { Ajv } from "ajv";
import { evaluateRun, traceAnswer } from "@allot/runtime";
import { discoverTests } from "../packages/dsl/src/testing/schemeTests.js";
import { compiledTest } from "./support/schemeTest.js";
import { TRACE_KINDS, traceSchemas } from "../packages/server/src/trace-schema.js";
import { resultSchemas } from "../packages/server/src/result-schema.js";

const repo = resolve(__dirname, "..");
const tests = discoverTests([join(repo, "schemes")]);
const ajv = new Ajv({ strict: false, allErrors: true });
// the components as /openapi.json has them (openapi.ts: the result's schemas, then the trace's)
ajv.addSchema({ $id: "allot-trace", components: { schemas: { ...resultSchemas, ...traceSchemas } } });
const validate = ajv.compile({ $ref: "allot-trace#/components/schemas/TraceStep" });
const members = new Set(Object.keys((traceSchemas["TraceStep"] as { properties: Record<string, unknown> }).properties));
const kinds = new Set<string>(TRACE_KINDS);

describe("every trace step of the bundled schemes is one the service's schema describes", () => {
  it("finds the scheme tests", () => expect(tests.length).toBeGreaterThan(40));
  const seen = new Set<string>();
  for (const t of tests) {
    it(t.name, () => {
      const { scheme, input } = compiledTest(t);
      const { run } = evaluateRun(scheme, input, { details: true });
      const problems: string[] = [];
      for (let k = 0; k < run.length; k++) {
        const id = run.id(k);
        for (const step of traceAnswer(run, id)!.trace) {
          seen.add(step.kind);
          if (!kinds.has(step.kind)) problems.push(`${id}: kind ${step.kind} is not in TRACE_KINDS`);
          for (const m of Object.keys(step)) if (!members.has(m)) problems.push(`${id}: ${step.kind}.${m} is not described`);
          if (!validate(step)) problems.push(`${id}: ${step.kind}: ${ajv.errorsText(validate.errors)}`);
        }
      }
      expect([...new Set(problems)].slice(0, 10).join("\n")).toBe("");
    });
  }
  it("the bundled schemes write the amount, stage-pass and aggregate steps (so the checks above read them)", () => {
    for (const k of ["amount", "stage-pass", "aggregate", "comparison", "allocation"]) expect(seen.has(k), k).toBe(true);
  });
});
