// One application whose list holds hundreds of thousands of bad records (found by the service's
// adversarial body): every issue is reported, without "Maximum call stack size exceeded" — the
// issues were once appended as the arguments of one push.
import { describe, expect, it } from "vitest";
import { validateInput } from "../src/validate.js";
import type { CompiledScheme } from "../src/spec.js";

const scheme = {
  allot: 1, name: "many", acts: [], sources: [], call: [], labels: {}, rules: [], criteria: [], thresholds: [], regimes: [],
  application: [
    { name: "id", type: { k: "text" }, optional: false, unique: true },
    { name: "items", type: { k: "list", element: { k: "record", fields: [{ name: "x", type: { k: "integer" }, optional: false, unique: false }] } }, optional: false, unique: false },
  ],
} as unknown as CompiledScheme;

describe("validation of a record with very many issues", () => {
  it("reports them all", () => {
    const items = Array.from({ length: 300_000 }, () => ({}));
    const v = validateInput(scheme, { call: {}, applications: [{ id: "A", items }] });
    expect(v.issues.filter((i) => i.severity === "error").length).toBe(300_000);
  });
});
