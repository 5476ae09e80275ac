// Mutants of a tie-break's scope (`every tie` ↔ `at boundary`) and of a stage's unfunded
// applications (`unfunded go on` ↔ `unfunded stay out`), twelfth round; and the one equivalent
// case the mutator skips: a chain of `unresolved` steps only breaks no tie, so which ties it is
// written for changes nothing (seed 001's unscored regime: shown on a tie inside the limit).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../src/analysis.js";
import { applyMutant, mutantsOf } from "../src/testing/mutants.js";

const repo = resolve(__dirname, "../../..");
const seed001 = join(repo, "schemes/seed_001/fedr_par6.allot");
const seed004 = join(repo, "schemes/seed_004/akwakultura_par43.allot");
const regional = join(repo, "schemes/drafted_regional/nabor_regionalny.allot");
const stypendium = join(repo, "schemes/drafted_stypendium/stypendium_szkolne.allot");

const of = (file: string, kind: string) => {
  const text = readFileSync(file, "utf8");
  return mutantsOf(analyze(text, file)).filter((m) => m.kind === kind).map((m) => ({ m, at: text.slice(0, m.edits[0]!.start).split("\n").length, mutated: applyMutant(text, m) }));
};

describe("a tie-break's scope", () => {
  it("every tie → at boundary, for each tie-break with steps that order (seed 004: three regimes)", () => {
    const ms = of(seed004, "tiebreak-scope");
    expect(ms.map((x) => [x.at, x.m.target, x.m.mutation])).toEqual([
      [113, "regime by_points: tie-break (scope)", "`every tie` → `at boundary`"],
      [132, "regime by_submission: tie-break (scope)", "`every tie` → `at boundary`"],
      [148, "regime by_report_years: tie-break (scope)", "`every tie` → `at boundary`"],
    ]);
    expect(ms[2]!.mutated.split("\n")[147]).toBe("    tiebreak at boundary {");
  });
  it("at boundary → every tie (drafted_stypendium)", () => {
    expect(of(stypendium, "tiebreak-scope").map((x) => x.m.mutation)).toEqual(["`at boundary` → `every tie`"]);
  });
  it("none for a chain of `unresolved` only (seed 001's unscored regime): the swap is equivalent", () => {
    // the scored regime's chain orders (§ 6 ust. 5); the unscored one's is `unresolved` alone
    expect(of(seed001, "tiebreak-scope").map((x) => [x.at, x.m.target])).toEqual([[87, "regime scored: tie-break (scope)"]]);
    // the equivalence on the case it would matter most: a tie inside the limit, which only `every tie` covers
    const text = readFileSync(seed001, "utf8");
    const at = text.indexOf("tiebreak every tie {\n      unresolved");
    expect(at).toBeGreaterThan(0);
    const mutated = text.slice(0, at) + "tiebreak at boundary" + text.slice(at + "tiebreak every tie".length);
    const dir = mkdtempSync(join(tmpdir(), "allot-scope-"));
    const app = (id: string, at: string, aid: string) => ({ id, applicant: `Podmiot ${id}`, operation_no: `OP/${id}`, operation_title: `Operacja ${id}`, submitted_at: at, requested_aid_pln: aid });
    writeFileSync(join(dir, "data.json"), JSON.stringify({ call: { funding_limit_pln: "300000.00", minimum_points: 5, evaluated_on: "2024-12-20", limit_reading: "stop" }, applications: [app("U1", "2024-12-02T08:00:00.300", "100000.00"), app("U2", "2024-12-02T08:00:00.300", "100000.00"), app("U3", "2024-12-02T09:15:00.000", "150000.00")] }));
    const run = (scheme: string) => {
      writeFileSync(join(dir, "s.allot"), scheme);
      const r = spawnSync(process.execPath, [join(repo, "packages/dsl/dist/allot.mjs"), "run", join(dir, "s.allot"), "--input", join(dir, "data.json")], { encoding: "utf8" });
      expect(r.status, r.stderr).toBe(0);
      return JSON.parse(r.stdout) as { results: Array<{ id: string; position: number; status: string }>; unresolvedTies: string[][] };
    };
    const original = run(text);
    expect(original.unresolvedTies).toEqual([["U1", "U2"]]);
    expect(original.results.map((r) => [r.id, r.position, r.status])).toEqual([["U1", 1, "funded"], ["U2", 1, "funded"], ["U3", 3, "not_funded"]]);
    expect(run(mutated)).toEqual(original);
  }, 60_000);
});

describe("a stage's unfunded applications", () => {
  it("stay out → go on, on each stage that says it (drafted_regional), and go on → stay out (drafted_stypendium)", () => {
    expect(of(regional, "unfunded").map((x) => [x.at, x.m.target, x.m.mutation])).toEqual([
      [124, "regime male: allocation (stage polnoc)", "`stay out` → `go on`"],
      [128, "regime male: allocation (stage centrum)", "`stay out` → `go on`"],
    ]);
    const [goOn] = of(stypendium, "unfunded");
    expect(goOn!.m.mutation).toBe("`go on` → `stay out`");
    expect(goOn!.mutated).toContain("    unfunded stay out\n");
    expect(analyze(goOn!.mutated).hasErrors).toBe(false);
  });
});
