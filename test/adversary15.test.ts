// What an adversarial run of the fifteenth round found, each held by the command a user runs (the
// built CLI) or by the service an editor calls: a CSV column named like a property of every
// JavaScript object, a rename that left the scheme broken, and a jury's parameters written too
// large for a JavaScript number.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-adversary15-"));

function allot(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const head = `scheme t "T" {
  version "1"
}
act law "L" {
  identifier "L"
}
source art1 = law article 1 """
  X.
  """
`;

describe("a CSV column named '__proto__' (a JavaScript object's own prototype)", () => {
  const scheme = (field: string, criterion: string) => `${head}call { budget: money(EUR) }
application {
  id: text unique
  requested: money(EUR)
  ${field}
}
criterion p per art1: ${criterion}
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount requested
  at boundary skip
}
`;
  writeFileSync(join(tmp, "call.json"), JSON.stringify({ budget: "100.00" }));
  writeFileSync(join(tmp, "proto.csv"), "id,requested,__proto__\nA,10.00,7\nB,10.00,3\n");
  it("is read as the field's column, as in JSON", () => {
    writeFileSync(join(tmp, "required.allot"), scheme("__proto__: integer in 0..10", "__proto__"));
    const r = allot("run", "required.allot", "--input", "proto.csv", "--call", "call.json", "--format", "csv");
    expect(r.err).toBe("");
    expect(r.out).toBe("position,id,status,label,points,amount,reasons\n1,A,funded,,7,10.00,\n2,B,funded,,3,10.00,\n");
  });
  it("an optional field of that name is not silently taken as absent", () => {
    writeFileSync(join(tmp, "optional.allot"), scheme("__proto__: integer in 0..10 optional", "if __proto__ is present then __proto__ else 0"));
    const r = allot("run", "optional.allot", "--input", "proto.csv", "--call", "call.json", "--format", "csv");
    expect(r.err).toBe("");
    expect(r.out).toBe("position,id,status,label,points,amount,reasons\n1,A,funded,,7,10.00,\n2,B,funded,,3,10.00,\n");
  });
});
