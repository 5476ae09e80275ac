// review34 V2: the JSON input's whole file (`{"call": {…}}`) given to `--call` beside a CSV of
// applications. It read as every parameter "missing" and a warning that the field 'call' is not
// declared; the real fault, the parameters one level too deep, was named by nothing. Now one error
// says it. A scheme that declares a call parameter named `call` keeps reading it as that parameter.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-callfile-"));
const scheme = "schemes/seed_002/pop3_innovatie.allot";
const csv = "schemes/seed_002/data/seed_002.applications.csv";
const call = JSON.parse(readFileSync(join(repo, "schemes/seed_002/data/seed_002.call.json"), "utf8"));

function run(callFile: string) {
  const r = spawnSync(process.execPath, [cli, "run", scheme, "--input", csv, "--call", callFile, "--format", "csv"], { cwd: repo, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("--call given the whole JSON input file", () => {
  it("is one error naming the key 'call' and the two ways out, exit 1", () => {
    const wrapped = join(tmp, "wrapped.json");
    writeFileSync(wrapped, JSON.stringify({ call }));
    expect(run(wrapped)).toEqual({
      code: 1,
      out: "",
      err: `allot: ${wrapped}: the call file holds a key 'call': give its contents to --call (the call's parameters at the top level), or the whole file to --input\n`,
    });
  });

  it("the call's parameters at the top level run as before", () => {
    const flat = join(tmp, "flat.json");
    writeFileSync(flat, JSON.stringify(call));
    const r = run(flat);
    expect(r.code).toBe(0);
    expect(r.out.split("\n")[0]).toBe("position,id,status,label,points,amount,reasons");
  });
});
