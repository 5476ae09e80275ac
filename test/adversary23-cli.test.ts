// adversary23: a JSON input of 2 GiB or more was an internal error (exit 3, RangeError
// ERR_OUT_OF_RANGE in json-file.ts: the first pass doubled its window to 2 GiB even though the
// document failed at its first byte, and Node reads at most 2^31 − 1 bytes at once). Now the
// window's error where the document fails inside it, exit 1; the files are sparse (no disk used).
import { closeSync, mkdtempSync, openSync, ftruncateSync, writeSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { preamble } from "./support/scheme.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-adv23-cli-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
writeFileSync(
  join(tmp, "s.allot"),
  `${preamble("Large JSON")}call {\n  budget: money(EUR)\n}\napplication {\n  id: text unique\n  asked: money(EUR)\n}\nranking per art1 {\n  by id lowest first\n}\nallocation per art1 {\n  budget call.budget\n  amount asked\n  at boundary skip per art1\n}\n`,
);

/** A sparse file of `size` bytes beginning with `head`. */
function sparse(name: string, size: number, head = ""): string {
  const fd = openSync(join(tmp, name), "w");
  if (head) writeSync(fd, head);
  ftruncateSync(fd, size);
  closeSync(fd);
  return name;
}

const run = (input: string, ...more: string[]) => {
  const r = spawnSync(process.execPath, [cli, "run", "s.allot", "--input", input, ...more], { cwd: tmp, encoding: "utf8", timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe("a JSON input larger than is read at once (adversary23)", () => {
  it("2 GiB of zero bytes: the first byte's error, exit 1", () => {
    expect(run(sparse("zeros.json", 2 ** 31))).toEqual({ code: 1, out: "", err: "allot: zeros.json:1:1: not valid input JSON: expected a value, found the byte 0x00\n" });
  });
  it("a call, then zero bytes after a value: the error where it is, exit 1", () => {
    const head = '{"call": {"budget": "10.00"},\n "applications": 7';
    expect(run(sparse("after.json", 2 ** 31 + 5, head))).toEqual({ code: 1, out: "", err: "allot: after.json:2:19: not valid input JSON: expected ',' or '}' in the object at $, found the byte 0x00\n" });
  });
  it("a mapping that needs the whole document (an index step): refused by the file's size, exit 1", () => {
    writeFileSync(join(tmp, "m.json"), JSON.stringify({ call: { budget: "$.call.budget" }, applications: "$.lists[0].applications" }));
    const size = 2 ** 31;
    expect(run(sparse("whole.json", size), "--map", "m.json")).toEqual({
      code: 1,
      out: "",
      err: `allot: whole.json: the input file has ${size.toLocaleString("en")} bytes, more than Allot reads whole (${(2 ** 31 - 1).toLocaleString("en")}), and this mapping needs the whole document: map the applications with a path of names alone ("$.applications"), or split the call\n`,
    });
  });
});

// adversary22's findings on mapping files: a call path that finds nothing said only "call:
// budget is missing" (the file's key was misspelt: where to look?), and an application entry whose
// name the scheme does not declare consumed its source, and the run said the field was missing.
describe("a mapping whose path finds nothing, or whose name is not declared (adversary23)", () => {
  const data = JSON.stringify({ call: { budget_eur: "10.00" }, applications: [{ id: "A", asked_eur: "5.00" }] });
  const write = (name: string, m: unknown) => writeFileSync(join(tmp, name), JSON.stringify(m));
  writeFileSync(join(tmp, "d.json"), data);
  it("a required call parameter's path finds nothing: named with its path, exit 1", () => {
    write("m1.json", { call: { budget: "$.call.budget" }, application: { asked: "$.asked_eur" } });
    expect(run("d.json", "--map", "m1.json")).toEqual({ code: 1, out: "", err: `allot: d.json: call.budget: the mapping's path "$.call.budget" (m1.json) found nothing in the data file\n` });
  });
  it("an application entry naming a field the scheme does not declare: refused, with the field meant", () => {
    write("m2.json", { call: { budget: "$.call.budget_eur" }, application: { askd: "$.asked_eur" } });
    expect(run("d.json", "--map", "m2.json")).toEqual({ code: 1, out: "", err: "allot: m2.json: application.askd: the scheme declares no application field 'askd' (did you mean 'asked'?); the mapping names the scheme's fields\n" });
  });
  it("a call entry naming a parameter the scheme does not declare: refused alike", () => {
    write("m3.json", { call: { budget: "$.call.budget_eur", ceiling: { const: "1.00" } }, application: { asked: "$.asked_eur" } });
    expect(run("d.json", "--map", "m3.json")).toEqual({ code: 1, out: "", err: "allot: m3.json: call.ceiling: the scheme declares no call parameter 'ceiling' (it declares budget); the mapping names the scheme's fields\n" });
  });
  it("the mapping right: the run goes on", () => {
    write("m4.json", { call: { budget: "$.call.budget_eur" }, application: { asked: "$.asked_eur" } });
    const r = run("d.json", "--map", "m4.json");
    expect([r.code, r.err, (JSON.parse(r.out) as { results: { id: string; status: string }[] }).results.map((x) => [x.id, x.status])]).toEqual([0, "", [["A", "funded"]]]);
  });
});

