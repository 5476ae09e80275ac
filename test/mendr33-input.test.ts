// review33 S1 and S2 through `allot run`: a top-level key of the input beside `call` and
// `applications` is warned as not read (it was dropped in silence; a `$` key is a note), and
// `"call": null` is one error naming the call (it was every parameter "is missing").
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const cli = join(__dirname, "..", "packages/dsl/dist/allot.mjs");
const scheme = join(__dirname, "..", "schemes/drafted_tierslieux/tiers_lieux.allot");
const data = JSON.parse(readFileSync(join(__dirname, "..", "schemes/drafted_tierslieux/data/aap2027.json"), "utf8"));
const dir = mkdtempSync(join(tmpdir(), "allot-mendr33-"));
const run = (doc: unknown) => {
  const file = join(dir, "input.json");
  writeFileSync(file, JSON.stringify(doc));
  return spawnSync(process.execPath, [cli, "run", scheme, "--input", file, "--format", "csv"], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
};

describe("allot run: the input's top-level keys and its call (review33 S1, S2)", () => {
  it("a second list under another key: warned by name, its records in no row", () => {
    const r = run({ $comment: "late arrivals split off", ...data, applications_late: [{ ...data.applications[0], id: "L01" }] });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("warning: input: the key 'applications_late' is not read: the input has `call` and `applications`\n");
    expect(r.stdout).not.toContain("L01");
  });
  it("the plain file: no warning", () => {
    expect(run(data).stderr).toBe("");
  });
  it('"call": null, [] or a text: one error naming the call', () => {
    for (const [call, found] of [[null, "null"], [[], "a list of 0"], ["x", "the text \"x\""]] as const) {
      const r = run({ call, applications: [] });
      expect(r.status).toBe(1);
      expect(r.stderr).toBe(`error: input: call: expected an object with the call's parameters, found ${found}\n1 error in the input; nothing was run\n`);
    }
  });
});
