// A scheme test file (`*.test.json`) that names a key twice: it was read by JSON.parse, the last
// value winning, so `"status": "funded", "status": "not_funded"` checked only the second and the
// first expectation was dropped without a word (adversary24's duplicate-key probe). The data,
// mappings, calls and columns a test names were already read by the project's JSON reader,
// which refuses a repeated key; the test file itself now is too, and the test fails saying where.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { askedById } from "./support/scheme.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-adv24-testjson-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
writeFileSync(join(tmp, "s.allot"), askedById("Tests read strictly"));
mkdirSync(join(tmp, "tests"));
mkdirSync(join(tmp, "data"));
writeFileSync(join(tmp, "data/d.json"), JSON.stringify({ call: { budget: "10.00" }, applications: [{ id: "A", asked: "5.00" }] }));

function test(text: string) {
  writeFileSync(join(tmp, "tests/a.test.json"), text);
  const r = spawnSync(process.execPath, [cli, "test", "."], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status, out: r.stdout.trim().split("\n") };
}

describe("a scheme test file naming a key twice", () => {
  it("in an expectation: the test fails, naming the key and where, not checking the last value alone", () => {
    const r = test('{"name": "x", "input": "../data/d.json", "expect": {"results": {"A": {"status": "not_funded", "status": "funded"}}}}');
    expect(r).toEqual({ code: 1, out: ["ERR  tests/a.test.json", '       cannot read the test file: 1:95: the key "status" appears twice in the object at $.expect.results.A: JSON input must name each key once', "0 passed, 1 failed, 0 skipped"] });
  });
  it("its name: the test is named by its file, and fails", () => {
    const r = test('{"name": "x", "name": "y", "input": "../data/d.json", "expect": {"results": {"A": {"status": "funded"}}}}');
    expect(r.code).toBe(1);
    expect(r.out[0]).toBe("ERR  tests/a.test.json");
    expect(r.out[1]).toContain('the key "name" appears twice in the object at $');
  });
  it("each key once: the test runs and passes as before", () => {
    const r = test('{"name": "x", "input": "../data/d.json", "expect": {"results": {"A": {"status": "funded"}}}}');
    expect(r).toEqual({ code: 0, out: ["ok   : x", "1 passed, 0 failed, 0 skipped"] });
  });
});
