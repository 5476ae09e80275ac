// Bands over a difference whose every bound is zero (`bands powiat_mean - voivodeship_mean {
// above 0 … exactly 0 … below 0 }`, seed 003's criterion 2) compare the two operands
// (ops.dcmp(a, b), packages/dsl/src/compile/emit.ts) instead of computing a − b. The results —
// points, reasons (the mean of an empty list among them), explanations and the values they show —
// must be those of the same scheme whose subject is the difference computed first (`(a - b) * 1`,
// which the compiler computes), on random data full of equal operands.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, type CompiledScheme } from "@allot/runtime";
import { preamble } from "./support/scheme.js";

const BANDS = [
  "above 0 => 2\n  exactly 0 => 1\n  below 0 => 0",
  "at most 0 => 1\n  above 0 => 0",
  "below 0.00 => 3\n  at least 0.00 => 1",
  "below 0% => 1\n  exactly 0% => 2\n  above 0% => 0",
];

function text(subject: (a: string, b: string) => string, bands: number, money: boolean): string {
  const [a, b] = money ? ["asked", "call.cap"] : ["m", "call.avg"];
  return `${preamble("Difference bands")}call {
  ceiling: money(PLN)
  avg: decimal
  cap: money(PLN)
}
application {
  id: text unique
  rates: list of decimal
  asked: money(PLN)
}
let m = round(mean(rates), 1, half_up)
criterion c1 "Difference" per art1: bands ${subject(a, b)} {
  ${money ? BANDS[bands]!.replace(/ 0(\.00|%)? =>/g, " 0 PLN =>") : BANDS[bands]!}
}
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    unresolved
  }
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary skip per art1
}
`;
}

const compiled = (t: string): CompiledScheme => {
  const a = analyze(t, "difference.allot");
  expect(a.diagnostics.filter((d) => d.severity === "error").map((d) => d.message), t).toEqual([]);
  return load(a);
};

describe("bands over a difference with zero bounds", () => {
  it("give what the difference computed first gives, on random data with equal operands", () => {
    let checked = 0;
    const rate = fc.integer({ min: 40, max: 60 }).map((n) => n / 10);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: BANDS.length - 1 }),
        fc.boolean(),
        fc.constantFrom("4.9", "5", "5.0", "5.05", "5.1"),
        fc.constantFrom("100", "100.00", "99.99", "0"),
        fc.array(fc.record({ rates: fc.array(rate, { maxLength: 4 }), asked: fc.constantFrom("100", "100.00", "99.99", "100.01", "-0.01", "0") }), { minLength: 1, maxLength: 12 }),
        (bands, money, avg, cap, apps) => {
          const fused = compiled(text((a, b) => `${a} - ${b}`, bands, money));
          const general = compiled(text((a, b) => `(${a} - ${b}) * 1`, bands, money));
          const source = fused.criteria[0]!.points.toString();
          const input = { call: { ceiling: "500", avg, cap }, applications: apps.map((x, i) => ({ id: `A${i}`, ...x })) };
          for (const explain of [true, false]) {
            const got = JSON.stringify(evaluate(fused, input, { explain }));
            expect(got).toBe(JSON.stringify(evaluate(general, input, { explain })).replaceAll("(m - call.avg) * 1", "m - call.avg").replaceAll("(asked - call.cap) * 1", "asked - call.cap"));
          }
          // the fused form passes the two operands to its helper, the general one the difference
          expect(source).toMatch(/^\(e\) => B\d+\(e, [^,]+, /);
          expect(general.criteria[0]!.points.toString()).toMatch(/\.times\(|ops\.minus/);
          checked++;
        },
      ),
      { numRuns: 80, seed: 11 },
    );
    expect(checked).toBe(80);
  });
});
