// What an adversarial run of the fifteenth round found, each held by the command a user runs (the
// built CLI) or by the service an editor calls: a CSV column named like a property of every
// JavaScript object, a rename that left the scheme broken, and a jury's parameters written too
// large for a JavaScript number.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { analyze, rename } from "@allot/dsl";
import { rankAndAllocate } from "./support/scheme.js";

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
  const scheme = (field: string, criterion: string) => `${head}call { ceiling: money(EUR) }
application {
  id: text unique
  requested: money(EUR)
  ${field}
}
criterion p per art1: ${criterion}
${rankAndAllocate("total highest first", "requested", "skip")}`;
  writeFileSync(join(tmp, "call.json"), JSON.stringify({ ceiling: "100.00" }));
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

describe("a rename the editor offers never leaves the scheme with an error it did not have", () => {
  // found by renaming every name of the bundled schemes to 40 names (seed and drafted schemes):
  // 279 renames were accepted that gave a scheme with a new error
  const text = `${head}call { ceiling: money(EUR)  rule: enum { stop, skip } }
application { id: text unique  requested: money(EUR)  quality: integer in 0..10 }
let q = quality
criterion p per art1: q
${rankAndAllocate("total highest first", "requested", "call.rule")}`;
  const a = analyze(text);
  const at = (s: string) => text.indexOf(s);
  it("the application's id, which the language requires", () => {
    const r = rename(a, at("id: text") + 1, "ident");
    expect(r).toEqual({ error: "'ident' would leave the scheme with an error it did not have: expected an 'id' field in the application block, found none (AL0410). Choose another name, or edit by hand." });
  });
  it("a member of an enumeration that gives the boundary policy", () => {
    const r = rename(a, at("skip }") + 1, "jump");
    expect("error" in r && r.error).toMatch(/^'jump' would leave the scheme with an error it did not have: .*boundary polic.* \(AL0205\)\. Choose another name, or edit by hand\.$/);
  });
  it("the fuzzer that found it: every name of two bundled schemes renamed to names a reader might pick", () => {
    const names = ["__proto__", "constructor", "median", "left", "stage", "ops", "ąę", "x1", "sum", "peers", "places", "status"];
    let renamed = 0;
    for (const file of ["schemes/drafted_arts/project_awards.allot", "schemes/seed_002/pop3_innovatie.allot"]) {
      const source = readFileSync(join(repo, file), "utf8");
      const before = analyze(source);
      const errors = (x: typeof before) => x.diagnostics.filter((d) => d.severity === "error").map((d) => d.code);
      const seen = new Set<string>();
      for (const m of source.matchAll(/[A-Za-z_][A-Za-z_0-9]*/g)) {
        if (seen.has(m[0])) continue;
        seen.add(m[0]);
        for (const n of names) {
          const r = rename(before, m.index! + 1, n);
          if ("error" in r) continue;
          let t = source;
          for (const e of [...r.edits].sort((x, y) => y.span.start - x.span.start)) t = t.slice(0, e.span.start) + e.text + t.slice(e.span.end);
          expect({ file, name: m[0], to: n, errors: errors(analyze(t)) }).toEqual({ file, name: m[0], to: n, errors: errors(before) });
          renamed++;
        }
      }
    }
    expect(renamed).toBeGreaterThan(500);
  }, 120_000);
  it("a let is still renamed, every use with it", () => {
    const r = rename(a, at("q = quality") + 1, "quality_points");
    expect(r).toEqual({ edits: [{ span: { start: at("q = quality"), end: at("q = quality") + 1 }, text: "quality_points" }, { span: { start: at(": q\n") + 2, end: at(": q\n") + 3 }, text: "quality_points" }] });
  });
});

describe("trimmed_mean's k and n written with more digits than a JavaScript number holds", () => {
  const scheme = (k: string, n: string) => `${head}call { ceiling: money(EUR) }
application { id: text unique  requested: money(EUR)  scores: list of integer in 0..10 }
criterion p per art1: round(trimmed_mean(scores, ${k}, ${n}), 1, half_up)
${rankAndAllocate("total highest first", "requested", "skip")}`;
  const errors = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);
  it("a k or an n past 2^53 - 1 is refused, naming it (read as numbers, 10^20 - 1 and 2 × 10^20 - 1 were refused with 'needs at least 2 × 10^20, found 2 × 10^20')", () => {
    expect(errors(scheme("99999999999999999999", "199999999999999999999"))).toEqual([`AL0303 trimmed_mean takes numbers of scores up to 9007199254740991, found 99999999999999999999`]);
    expect(errors(scheme("1", "9007199254740993"))).toEqual([`AL0303 trimmed_mean takes numbers of scores up to 9007199254740991, found 9007199254740993`]);
  });
  it("n = 2k at the largest k is refused with the figures as written", () => {
    expect(errors(scheme("4503599627370495", "9007199254740990"))).toEqual([
      "AL0303 trimmed_mean sets aside 4503599627370495 highest and 4503599627370495 lowest, so it needs at least 9007199254740991 scores to keep one, found 9007199254740990",
    ]);
    expect(errors(scheme("4503599627370495", "9007199254740991"))).toEqual([]);
  });
});

describe("a budget named by an article alone", () => {
  // the explanations put the name where they say "the budget": "fits in the remaining the"
  const scheme = (name: string) => `${head}call { budget: money(EUR) }
application { id: text unique  requested: money(EUR) }
ranking per art1 {
  by requested lowest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget ${JSON.stringify(name)}
  amount requested
  at boundary skip
}
`;
  const errors = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);
  it.each(["the", "het", "De", " the "])("%j is refused: AL0531", (name) => {
    expect(errors(scheme(name))).toEqual([`AL0531 expected the name the law gives the money, found only the article "${name.trim()}"`]);
  });
  it("a name with its noun is taken", () => {
    expect(errors(scheme("the Fund"))).toEqual([]);
    expect(errors(scheme("de subsidiepot"))).toEqual([]);
  });
});
