// `need` (ops.ts), what compiled code calls where a rule reads an optional field: it throws one
// MissingValue per field path, made once and thrown again for every application that lacks the
// field (its message is the reason; nothing reads a stack or keeps the error). Checked:
// - the value given back as it is where present (falsy values included), the error's path and
//   message, the same error for one path and a different one for another, and the shared error
//   of `QUIET` where on;
// - a scheme whose ordering key and amount read two optional fields, random applications lacking
//   either or both: each refusal names the field its application lacks (the key read first), as
//   an error made per application would.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate, ops } from "@allot/runtime";
import { compiled, preamble, rankAndAllocate } from "./support/scheme.js";

const thrown = (f: () => unknown): unknown => {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error("nothing thrown");
};

describe("need", () => {
  it("gives a present value as it is and throws one MissingValue per path", () => {
    for (const v of [0, "", false, -0, Number.NaN, [], {}]) expect(Object.is(ops.need(v, "f"), v)).toBe(true);
    const a = thrown(() => ops.need(undefined, "perf22_a")) as ops.MissingValue;
    expect(a).toBeInstanceOf(ops.MissingValue);
    expect(a).toBeInstanceOf(ops.EvaluationError);
    expect(a.path).toBe("perf22_a");
    expect(a.message).toBe("the optional field 'perf22_a' is absent");
    expect(thrown(() => ops.need(null, "perf22_a"))).toBe(a);
    const b = thrown(() => ops.need(undefined, "perf22_b.c")) as ops.MissingValue;
    expect(b).not.toBe(a);
    expect(b.message).toBe("the optional field 'perf22_b.c' is absent");
    ops.QUIET.on = true;
    try {
      expect(thrown(() => ops.need(undefined, "perf22_a"))).toBe(ops.QUIET.missing);
    } finally {
      ops.QUIET.on = false;
    }
  });

  const scheme = compiled(`${preamble("Two optional fields")}call { ceiling: money(EUR) }
application {
  id: text unique
  years: integer optional
  asked: money(EUR) optional
}
${rankAndAllocate("years highest first", "asked", "skip")}`);

  it("names in each refusal the field its application lacks", () => {
    const app = fc.record({ years: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }), asked: fc.option(fc.integer({ min: 1, max: 500 }), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(app, { minLength: 1, maxLength: 30 }), (apps) => {
        const applications = apps.map((a, k) => ({ id: `A${k}`, ...(a.years !== undefined ? { years: a.years } : {}), ...(a.asked !== undefined ? { asked: `${a.asked}.00` } : {}) }));
        const { result } = evaluate(scheme, { call: { ceiling: "1000.00" }, applications }, { explain: true });
        for (let k = 0; k < apps.length; k++) {
          const text = result.results.find((r) => r.id === `A${k}`)!.reasons.map((r) => r.message).join(" | ");
          // the amount is computed first, then the ordering key (engine/assess.ts `enter`)
          const lacks = apps[k]!.asked === undefined ? "asked" : apps[k]!.years === undefined ? "years" : undefined;
          if (lacks === undefined) expect(text).not.toContain("is absent");
          else {
            expect(text).toContain(`the optional field '${lacks}' is absent`);
            expect(text).not.toContain(`the optional field '${lacks === "asked" ? "years" : "asked"}' is absent`);
          }
        }
      }),
      { seed: 22, numRuns: 200 },
    );
  });
});
