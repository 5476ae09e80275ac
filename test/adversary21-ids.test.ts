// adversary21 (adversary19's left 5, adversary20's left): an id with a plain space at its start or
// end. "A1 " and "A1" were two applications, both printed "A1" in Markdown and HTML (and in a CSV
// cell a trailing space is not seen): a typing slip in an application number became a second
// applicant. Such an id is now refused as one holding a character that does not print is: naming
// the record, the field and the space by its place; it stops the run as a repeated id does. A
// space inside an id ("with a space") is as before.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { RecordStream, validateInput } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { askedById, preamble } from "./support/scheme.js";

const scheme = load(
  analyze(askedById("Spaced ids")),
);
/** The errors on ids of an input, as a list and as a stream of records (the command line's way). */
function idErrors(ids: readonly string[]): string[] {
  const apps = () => ids.map((id) => ({ id, asked: "1.00" }));
  const call = { budget: "100.00" };
  const listed = validateInput(scheme, { call, applications: apps() }).issues.filter((i) => i.severity === "error");
  const streamed = validateInput(scheme, { call, applications: new RecordStream(apps) }, () => true).issues.filter((i) => i.severity === "error");
  expect(streamed.map((i) => i.message)).toEqual(listed.map((i) => i.message));
  for (const i of listed) expect(i.path).toBe("id");
  return listed.map((i) => `${i.record}: ${i.message}`);
}

describe("an id with a plain space at its start or end", () => {
  it("\"A1 \" beside \"A1\", \" A1\", \"A1  \" and \" \": each refused, saying where the space is", () => {
    expect(idErrors(["A1", "A1 ", " A2", "A3  ", " "])).toEqual([
      'application "A1 " (#2): id: "A1 " (A 1 U+0020) ends with a space, which does not show: "A1 " would print as "A1"; write the id without it',
      'application " A2" (#3): id: " A2" (U+0020 A 2) begins with a space, which does not show: " A2" would print as "A2"; write the id without it',
      'application "A3  " (#4): id: "A3  " (A 3 U+0020 U+0020) ends with a space, which does not show: "A3  " would print as "A3"; write the id without it',
      'application " " (#5): id: " " (U+0020) is a space alone, which does not show; write the application\'s id',
    ]);
  });
  it("a space inside an id, and ids of printing ASCII, are as before", () => {
    expect(idErrors(["with a space", "A 1", "a b~", "~", "N01 (x)"])).toEqual([]);
  });
});

describe("the command line", () => {
  const repo = resolve(__dirname, "..");
  const cli = join(repo, "packages/dsl/dist/allot.mjs");
  const tmp = mkdtempSync(join(tmpdir(), "allot-adv21-ids-"));
  it("a CSV with \"A1\" and \"A1 \": refused, even with --invalid exclude, the record named by its line", () => {
    writeFileSync(join(tmp, "s.allot"), `${preamble("Spaced ids")}call {\n  budget: money(EUR)\n}\napplication {\n  id: text unique\n  asked: money(EUR)\n}\nranking per art1 {\n  by id lowest first\n}\nallocation per art1 {\n  budget call.budget\n  amount asked\n  at boundary skip per art1\n}\n`);
    writeFileSync(join(tmp, "call.json"), '{"budget":"50.00"}');
    writeFileSync(join(tmp, "in.csv"), "id,asked\nA1,1.00\nA1 ,1.00\n");
    const r = spawnSync(process.execPath, [cli, "run", "s.allot", "--input", "in.csv", "--call", "call.json", "--format", "csv", "--invalid", "exclude"], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
    expect(r.stdout).toBe("");
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('error: application "A1 " (#2, line 3): id: "A1 " (A 1 U+0020) ends with a space, which does not show: "A1 " would print as "A1"; write the id without it');
  });
});
