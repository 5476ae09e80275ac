// What assessment leaves out of its columns (engine/assess.ts), checked on seed 000's scheme and
// inputs shaped like it (bench/selection/seeds/gen000.mjs), every selection, seeded sizes:
// - a published column that is the application's id (`isId`, marked by the compiler) is read from
//   the ids the run holds, not from a column of cells: the run gives the same result, publication
//   and explanations as the same scheme with the mark removed (the general path of cells);
// - a published column that is the total points (`isTotal`, marked by the compiler) is read from
//   the totals the run holds, not from a column of cells: the same result, publication and
//   explanations as with the mark removed, on seed 000 and on small schemes whose totals are
//   decimals, one whole-point criterion (the totals mirror its column) or two;
// - the scheme's rules are tested first in one function (`rulesMet`, the same compiled
//   expressions): the run is the same as with the rules assessed one by one (the scheme without
//   it), here and on a small scheme whose rules fail and cannot be assessed (a missing value);
// - a rule or threshold that is met writes no outcome byte (MET is the fresh column's 0): the
//   traced explanation of every application says of each rule and threshold what the hand
//   computation below says — met, or not met where the application's reasons name it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { preamble, rankAndAllocate } from "./support/scheme.js";
// @ts-expect-error: the benchmark's generator is plain JS
import { gen000 } from "../bench/selection/seeds/gen000.mjs";

const path = "schemes/seed_000/wine_art23.allot";
const scheme: CompiledScheme = load(analyze(readFileSync(path, "utf8"), `file:///${path}`));
/** the same scheme on the general path: no id mark, the rules one by one */
const unmarked: CompiledScheme = { ...scheme, rulesMet: undefined, publish: { ...scheme.publish!, columns: scheme.publish!.columns.map(({ isId: _, ...c }) => c) } };
const SELECTIONS = ["rank_until_exhausted", "threshold_pro_rata", "threshold_only"];

function input(n: number, selection: string, seed: number): { call: Record<string, unknown>; applications: Record<string, unknown>[] } {
  const { call, applications } = gen000(n, selection, seed);
  return { call, applications: [...applications()] };
}

describe("assessment's columns", () => {
  it("marks the published id column, and only it", () => {
    expect(scheme.publish!.columns.filter((c) => c.isId).map((c) => c.name)).toEqual(["id"]);
  });

  it("gives the same run with the id column read from the ids as with a column of cells", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.constantFrom(...SELECTIONS), fc.integer({ min: 0, max: 1 << 20 }), (n, selection, seed) => {
        const data = input(n, selection, seed);
        for (const explain of [false, true] as const) expect(JSON.stringify(evaluate(scheme, data, { explain }))).toBe(JSON.stringify(evaluate(unmarked, data, { explain })));
      }),
      { seed: 15, numRuns: 25 },
    );
  });

  it("marks the published total column, and only it", () => {
    expect(scheme.publish!.columns.filter((c) => c.isTotal).map((c) => c.name)).toEqual(["total"]);
  });

  it("gives the same run with the total column read from the totals as with a column of cells", () => {
    const untotalled: CompiledScheme = { ...scheme, publish: { ...scheme.publish!, columns: scheme.publish!.columns.map(({ isTotal: _, ...c }) => c) } };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.constantFrom(...SELECTIONS), fc.integer({ min: 0, max: 1 << 20 }), (n, selection, seed) => {
        const data = input(n, selection, seed);
        const marked = evaluate(scheme, data, { explain: false });
        expect(marked.result.publication!.rows.length).toBeGreaterThan(0);
        for (const explain of [false, true] as const) expect(JSON.stringify(explain ? evaluate(scheme, data, { explain }) : marked)).toBe(JSON.stringify(evaluate(untotalled, data, { explain })));
      }),
      { seed: 18, numRuns: 25 },
    );
  });

  it("reads the total column from the totals where they are decimals, mirror one criterion or sum two", () => {
    const criteria = {
      decimal: "criterion q per art1: 0.5 points if ok\ncriterion r per art1: 1.25 points if asked > 10.00 EUR",
      mirrored: "criterion q per art1: 2 points if ok",
      two: "criterion q per art1: 2 points if ok\ncriterion r per art1: 3 points if asked > 10.00 EUR",
    };
    const app = fc.record({ ok: fc.boolean(), known: fc.boolean(), asked: fc.constantFrom("5.00", "20.00", "10.00") });
    for (const [name, text] of Object.entries(criteria)) {
      const small = load(analyze(`${preamble("Totals")}call { ceiling: money(EUR) }
application {
  id: text unique
  ok: boolean
  known: boolean
  asked: money(EUR)
}
eligibility per art1 {
  rule known "known": known
}
${text}
${rankAndAllocate("total highest first", "asked", "stop")}
publish per art1 {
  columns { position, id, total, amount }
}
`, `file:///${name}.allot`));
      expect(small.publish!.columns.filter((c) => c.isTotal).map((c) => c.name), name).toEqual(["total"]);
      const unmarkedSmall: CompiledScheme = { ...small, publish: { ...small.publish!, columns: small.publish!.columns.map(({ isTotal: _, ...c }) => c) } };
      let cells = 0;
      fc.assert(
        fc.property(fc.array(app, { minLength: 1, maxLength: 15 }), (apps) => {
          const applications = apps.map((a, k) => ({ id: `A${String(k).padStart(2, "0")}`, ...a }));
          const data = { call: { ceiling: "40.00" }, applications };
          const marked = evaluate(small, data, { explain: false });
          for (const row of marked.result.publication!.rows) if (row["total"] !== null && row["total"] !== undefined) cells++;
          for (const explain of [false, true, "trace"] as const) expect(JSON.stringify(explain ? evaluate(small, data, { explain }) : marked)).toBe(JSON.stringify(evaluate(unmarkedSmall, data, { explain })));
        }),
        { seed: 19, numRuns: 60 },
      );
      expect(cells, name).toBeGreaterThan(60);
    }
  });

  it("gives the same run with the rules tested in one function as one by one, where they fail or cannot be assessed", () => {
    const small = load(analyze(`${preamble("Rules")}call { ceiling: money(EUR) }
application {
  id: text unique
  ok: boolean
  bonus: integer optional
  asked: money(EUR)
}
eligibility per art1 {
  rule checked "checked": ok
  rule bonus_high "bonus high": bonus > 3
  rule asks_some "asks some": asked > 10.00 EUR
}
criterion b per art1: 1 point if ok
${rankAndAllocate("total highest first", "asked", "stop")}`, "file:///rules.allot"));
    expect(small.rulesMet).toBeDefined();
    const app = fc.record({ ok: fc.boolean(), bonus: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }), asked: fc.constantFrom("5.00", "20.00", "10.00") });
    fc.assert(
      fc.property(fc.array(app, { minLength: 1, maxLength: 15 }), (apps) => {
        const applications = apps.map((a, k) => ({ id: `A${String(k).padStart(2, "0")}`, ok: a.ok, asked: a.asked, ...(a.bonus === undefined ? {} : { bonus: a.bonus }) }));
        const data = { call: { ceiling: "40.00" }, applications };
        for (const explain of [false, true, "trace"] as const) expect(JSON.stringify(evaluate(small, data, { explain }))).toBe(JSON.stringify(evaluate({ ...small, rulesMet: undefined }, data, { explain })));
      }),
      { seed: 17, numRuns: 80 },
    );
  });

  it("explains every rule and threshold that ran as met unless a reason names it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.constantFrom(...SELECTIONS), fc.integer({ min: 0, max: 1 << 20 }), (n, selection, seed) => {
        const data = input(n, selection, seed);
        const regime = scheme.regimes.find((r) => r.name === selection)!;
        for (const x of evaluate(scheme, data, { explain: "trace" }).result.results) {
          const failed = new Set(x.reasons.map((r) => r.rule));
          const ineligible = x.status === "ineligible" && !x.reasons.some((r) => r.rule === "allocation" || r.rule === "ranking");
          // every rule runs; the thresholds run for an application not refused by a rule
          const ran = [...scheme.rules, ...regime.rules, ...(ineligible ? [] : [...scheme.thresholds, ...regime.thresholds])];
          const said = x.explanation.flatMap((s) => {
            const f = s as unknown as { kind?: string; rule?: string; met?: boolean };
            return f.kind === "rule" ? [`${f.rule}:${f.met}`] : [];
          });
          expect(said).toEqual(ran.map((r) => `${r.name}:${!failed.has(r.name)}`));
        }
      }),
      { seed: 16, numRuns: 20 },
    );
  });
});
