// Mutation testing of a scheme (testing/mutants.ts, testing/mutate.ts): on a small scheme whose
// first test leaves a gap on purpose (test/mutation/gap), the mutant in the gap survives and is
// reported with the construct, source and position it touched; the second test kills it. Mutants
// are real scheme texts (edits at spans; a band edge moves in both bands), and running them all
// costs no more than one test run per mutant.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../src/analysis.js";
import { applyMutant, mutantsOf } from "../src/testing/mutants.js";
import { mutateScheme, scoreOf } from "../src/testing/mutate.js";
import { discoverTests } from "../src/testing/schemeTests.js";

const gap = join(__dirname, "mutation/gap");
const scheme = join(gap, "gap.allot");
const [basic, edge] = discoverTests([join(gap, "tests")]);
const seed003 = join(__dirname, "../../../schemes/seed_003/podstawowe_uslugi_par13.allot");

describe("mutation testing", () => {
  it("reports the mutant no test kills, with the rule, source and position it touched", () => {
    expect(basic!.name).toMatch(/basic$/);
    const r = mutateScheme(scheme, [basic!]);
    expect(r.baseline).toEqual([]);
    const survivors = r.outcomes.filter((o) => o.status === "survived").map((o) => `${o.line}:${o.column} ${o.mutant.target} (${o.mutant.source}) ${o.mutant.mutation}`);
    expect(survivors).toEqual([
      "31:38 criterion a (art1) `1` → `2`",
      "33:55 threshold minimum (art1) `>=` → `>`",
      "33:58 threshold minimum (art1) `3` → `2`",
      "33:58 threshold minimum (art1) `3` → `4`",
    ]);
    expect([r.killed, r.survived, r.skipped]).toEqual([7, 4, 2]); // a boundary policy swapped to each of stop, skip, partial, full and reach
    expect(scoreOf(r.killed, r.survived)).toBeCloseTo(63.64, 2);
  });

  it("counts the mutant killed once a test pins the edge", () => {
    const r = mutateScheme(scheme, [basic!, edge!]);
    expect(r.outcomes.filter((o) => o.status === "survived")).toEqual([]);
    const flip = r.outcomes.find((o) => o.mutant.mutation === "`>=` → `>`");
    expect(flip?.status).toBe("killed");
    expect(flip?.detail).toMatch(/^packages\/dsl\/test\/mutation\/gap: edge: results\.E1\.status/);
  });

  it("skips mutants the checker rejects, and says why", () => {
    const r = mutateScheme(scheme, [basic!, edge!]);
    const skipped = r.outcomes.filter((o) => o.status === "skipped");
    expect(skipped.map((o) => o.mutant.kind).sort()).toEqual(["drop-criterion", "literal"]);
    for (const o of skipped) expect(o.detail).toMatch(/^AL0405: /);
  });

  it("builds each mutant as a scheme text that differs from the original only at its edits", () => {
    const text = readFileSync(seed003, "utf8");
    const a = analyze(text, seed003);
    const mutants = mutantsOf(a);
    expect(mutants.length).toBeGreaterThan(50);
    for (const m of mutants) {
      const t = applyMutant(text, m);
      expect(t).not.toBe(text);
      const first = m.edits[0]!;
      expect(t.slice(0, first.start)).toBe(text.slice(0, first.start));
    }
    // a band edge moves in both bands that share it, so the bands still cover every value once
    const edge75 = mutants.filter((m) => m.kind === "literal" && m.edits.length === 2 && m.edits.every((e) => text.slice(e.start, e.end) === "75"));
    expect(edge75.map((m) => m.edits.map((e) => e.replacement))).toEqual([["74", "74"], ["76", "76"]]);
    for (const m of edge75) expect(analyze(applyMutant(text, m), seed003).hasErrors).toBe(false);
    const moved = mutants.find((m) => m.kind === "band-bound" && m.target === "criterion c1_pdp" && text.slice(m.edits[0]!.start, m.edits[0]!.end) === "at most");
    expect(moved && applyMutant(text, moved).includes("below 75% => 2")).toBe(true);
    expect(moved && applyMutant(text, moved).includes("at least 75% and at most 100% => 1")).toBe(true);
  });

  it("takes no longer for all mutants than one test run per mutant", () => {
    const r = mutateScheme(seed003, discoverTests([join(seed003, "../tests")]));
    expect(r.outcomes.length).toBeGreaterThan(50);
    expect(r.mutantsMs).toBeLessThanOrEqual(r.outcomes.length * r.baselineMs);
  });
});
