// Explanations are the product an applicant reads: for every scheme test (schemes/*/tests/*.test.json)
// the explanation of every application — each step with its kind, the legal source it cites and
// its text — is kept in a golden file beside the test (<name>.explanations.json) and compared
// on every run. UPDATE_GOLDENS=1 rewrites them (review the diff: it is what applicants will read).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { discoverTests } from "../packages/dsl/src/testing/schemeTests.js";
import { compiledTest } from "./support/schemeTest.js";

const repo = resolve(__dirname, "..");
const update = process.env["UPDATE_GOLDENS"] === "1";
// and the small schemes of test/inputs that are worked by hand for one construct (keyed: §5.1; keyed-caps: §14.12; dates: §8.7.4; office_closed: §16.1; entitlement: §14.14; quota-places: §14.5; per-key: §14.7.4)
const tests = discoverTests([join(repo, "schemes"), join(repo, "test/inputs/keyed"), join(repo, "test/inputs/keyed-caps"), join(repo, "test/inputs/dates"), join(repo, "test/inputs/office_closed"), join(repo, "test/inputs/entitlement"), join(repo, "test/inputs/quota-places"), join(repo, "test/inputs/per-key")]);

describe("explanations of the scheme tests (golden)", () => {
  it("finds the scheme tests", () => expect(tests.length).toBeGreaterThan(20));
  for (const t of tests) {
    it(t.name, () => {
      const { scheme, input } = compiledTest(t);
      const { result } = evaluate(scheme, input);
      const trace = {
        sources: Object.fromEntries(Object.entries(result.sources).map(([k, v]) => [k, v.citation])),
        explanations: Object.fromEntries(result.results.map((r) => [r.id, r.explanation.map((s) => ({ step: s.step, source: s.source, text: s.text }))])),
      };
      const golden = t.file.replace(/\.test\.json$/, ".explanations.json");
      const text = JSON.stringify(trace, null, 2) + "\n";
      if (update) writeFileSync(golden, text);
      else {
        expect(existsSync(golden), `${golden} is missing: run with UPDATE_GOLDENS=1`).toBe(true);
        expect(text).toBe(readFileSync(golden, "utf8"));
      }
    });
  }
});
