// A published column that is an optional field of the application as it is (`optionalField`,
// marked by the compiler where the column's compiled value is exactly `need(e.a[field])`): its
// cell is read without the exception `need` throws for an absent field (engine/publish.ts's
// cellOf). Checked against the general path — the same scheme with the mark removed, whose cells
// come from `get` and its caught exception:
// - cellOf itself, on values of every kind, absent and null included;
// - a small scheme publishing optional fields of several types beside computed columns (only the
//   bare optional fields are marked), random applications, with and without explanations;
// - seed 001's scheme (the optional `points`) on inputs shaped like it, seeded sizes.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal, evaluate, ops, type CompiledScheme } from "@allot/runtime";
import { cellOf } from "../packages/runtime/src/engine/publish.js";
import type { ColumnSpec, Env } from "../packages/runtime/src/spec.js";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { preamble, rankAndAllocate } from "./support/scheme.js";
// @ts-expect-error: the benchmark's generator is plain JS
import { gen001 } from "../bench/selection/seeds/gen001.mjs";

/** the scheme on the general path: no column marked */
const unmarked = (s: CompiledScheme): CompiledScheme => ({ ...s, publish: { ...s.publish!, columns: s.publish!.columns.map(({ optionalField: _, ...c }) => c) } });

const same = (s: CompiledScheme, data: { call: Record<string, unknown>; applications: Record<string, unknown>[] }): void => {
  for (const explain of [false, true, "trace"] as const) expect(JSON.stringify(evaluate(s, data, { explain }))).toBe(JSON.stringify(evaluate(unmarked(s), data, { explain })));
};

describe("a published optional field", () => {
  it("gives the cell `need` gives, absent and null as null", () => {
    const get = (e: Env): unknown => ops.need(e.a["f"], "f");
    const marked: ColumnSpec = { name: "f", label: "f", optionalField: "f", get };
    const general: ColumnSpec = { name: "f", label: "f", get };
    const value = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.double(), fc.string(), fc.boolean(), fc.constant(0), fc.constant(""), fc.constant(-0), fc.constant(new Decimal("1.50")), fc.array(fc.integer()));
    fc.assert(
      fc.property(value, fc.boolean(), (v, present) => {
        const env: Env = { a: present ? { f: v } : {}, c: {}, p: {} };
        expect(Object.is(cellOf(marked, env), cellOf(general, env))).toBe(true);
      }),
      { seed: 51, numRuns: 500 },
    );
  });

  const small = load(
    analyze(
      `${preamble("Published optional fields")}call { ceiling: money(EUR) }
application {
  id: text unique
  asked: money(EUR)
  bonus: integer optional
  note: text optional
  rate: decimal(2) optional
  extra: money(EUR) optional
  filed: date optional
}
criterion b per art1: 2 points if bonus is present
${rankAndAllocate("total highest first", "asked", "stop")}publish per art1 {
  columns per art1 {
    id,
    bonus,
    note,
    rate,
    extra,
    filed,
    bonus + 1 as "bonus plus one",
    status,
    amount
  }
}
`,
      "file:///published-optional.allot",
    ),
  );

  it("marks the bare optional fields, and only them", () => {
    expect(small.publish!.columns.filter((c) => c.optionalField !== undefined).map((c) => [c.name, c.optionalField])).toEqual([
      ["bonus", "bonus"],
      ["note", "note"],
      ["rate", "rate"],
      ["extra", "extra"],
      ["filed", "filed"],
    ]);
  });

  it("gives the same run and publication as the general path", () => {
    const opt = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(a, { nil: undefined });
    const app = fc.record({
      asked: fc.constantFrom("5.00", "20.00", "10.00"),
      bonus: opt(fc.integer({ min: -3, max: 9 })),
      note: opt(fc.constantFrom("", "a", "zażółć")),
      rate: opt(fc.constantFrom("0.00", "1.25", "-2.50")),
      extra: opt(fc.constantFrom("0.00", "3.10")),
      filed: opt(fc.constantFrom("2024-01-31", "2024-02-29")),
    });
    fc.assert(
      fc.property(fc.array(app, { minLength: 1, maxLength: 12 }), (apps) => {
        const applications = apps.map((a, k) => Object.fromEntries([["id", `A${String(k).padStart(2, "0")}`], ...Object.entries(a).filter(([, v]) => v !== undefined)]));
        same(small, { call: { ceiling: "40.00" }, applications });
      }),
      { seed: 52, numRuns: 60 },
    );
  });

  it("gives seed 001's run and publication as the general path", () => {
    const path = "schemes/seed_001/fedr_par6.allot";
    const seed001: CompiledScheme = load(analyze(readFileSync(path, "utf8"), `file:///${path}`));
    expect(seed001.publish!.columns.filter((c) => c.optionalField !== undefined).map((c) => c.name)).toEqual(["points"]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 1 << 20 }), (n, seed) => {
        const { call, applications } = gen001(n, seed);
        same(seed001, { call, applications: [...applications()] });
      }),
      { seed: 53, numRuns: 15 },
    );
  });
});
