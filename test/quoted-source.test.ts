// An expression the formatter lays out over several lines is quoted on one line, as written on
// one line: explanations and hovers quote the scheme's source, and `allot fmt` breaks a long
// call after its opening bracket and before its closing one. Quoted with every run of white space
// made one space, `sum(⏎  m in …⏎)` read "sum( m in … )" in drafted_subsidie's explanations once
// the scheme was formatted (integration, twelfth round).
import { describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { oneLine } from "../packages/dsl/src/syntax/oneLine.js";

const CLI = join(__dirname, "..", "packages", "dsl", "dist", "allot.mjs");
const allot = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: "utf8" });

const scheme = `scheme s "S" { version "1" language en }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
source art2 = a article 2 "text"
call { budget: money(EUR) }
application { id: text unique  owner: text  asked: money(EUR) }
let owner_total "the applicant's total asked in this call for applications" = sum(m in peers(owner, eligible): m.asked) per art1
let grant "the grant" = if owner_total > 100 EUR then round(asked × (100 EUR / owner_total), 2, down) else round(asked × 1, 2, down) per art1
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art2 { budget call.budget  amount grant  at boundary stop }
`;
const input = { call: { budget: "1000.00" }, applications: [{ id: "A", owner: "o", asked: "80.00" }, { id: "B", owner: "o", asked: "120.00" }] };

describe("a formatted expression is quoted on one line", () => {
  it("oneLine drops a line break next to a bracket and makes other white space one space", () => {
    const src = "x = sum(\n  m in peers(a, eligible): f(m.k)\n) per art6";
    expect(oneLine(src, { start: 4, end: src.indexOf(" per") })).toBe("sum(m in peers(a, eligible): f(m.k))");
    const chain = "if a > 1 EUR\n  then b\n  else c";
    expect(oneLine(chain, { start: 0, end: chain.length })).toBe("if a > 1 EUR then b else c");
    // white space on one line is kept as one space, next to a bracket too (as the drafter wrote it)
    expect(oneLine("f( a,   b )", { start: 0, end: 11 })).toBe("f( a, b )");
  });

  it("allot explain quotes the same text before and after allot fmt lays the lets over lines", () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-oneline-"));
    const file = join(dir, "s.allot");
    const data = join(dir, "in.json");
    writeFileSync(file, scheme);
    writeFileSync(data, JSON.stringify(input));
    const before = allot("explain", file, "--input", data, "--id", "B");
    expect(before.status, before.stderr).toBe(0);
    const fmt = allot("fmt", file);
    expect(fmt.status, fmt.stderr).toBe(0);
    const { readFileSync } = require("node:fs") as typeof import("node:fs");
    const formatted = readFileSync(file, "utf8");
    // the formatter did break both lets over lines (else this test would test nothing)
    expect(formatted).toMatch(/sum\(\n/);
    expect(formatted).toMatch(/\n\s+else round/);
    const after = allot("explain", file, "--input", data, "--id", "B");
    expect(after.status, after.stderr).toBe(0);
    expect(after.stdout).toContain("sum(m in peers(owner, eligible): m.asked)");
    expect(after.stdout).not.toMatch(/\( |\s\)/);
    expect(after.stdout).toBe(before.stdout);
  });
});
