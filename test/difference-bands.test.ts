// Bands over a difference whose every bound is zero (`bands powiat_mean - voivodeship_mean {
// above 0 … exactly 0 … below 0 }`, seed 003's criterion 2) compare the two operands
// (ops.dcmp(a, b), packages/dsl/src/compile/emit.ts) instead of computing a − b. The results —
// points, reasons (the mean of an empty list among them), explanations and the values they show —
// must be those of the same scheme whose subject is the difference computed first (`(a - b) * 1`,
// which the compiler computes), on random data full of equal operands: decimals, money,
// percentages and an integer against a decimal, values apart only in their 34th digit among them.
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

/** the operands' types: decimal − decimal, money − money, percentage − percentage, integer − decimal */
type Kind = "decimal" | "money" | "percentage" | "integer";
const OPERANDS: Record<Kind, [string, string]> = { decimal: ["m", "call.avg"], money: ["asked", "call.cap"], percentage: ["share", "call.pct"], integer: ["n", "call.avg"] };
const ZERO: Record<Kind, string | undefined> = { decimal: undefined, money: " 0 PLN =>", percentage: " 0% =>", integer: " 0 =>" };

function text(subject: (a: string, b: string) => string, bands: number, kind: Kind): string {
  const [a, b] = OPERANDS[kind];
  const zero = ZERO[kind];
  return `${preamble("Difference bands")}call {
  ceiling: money(PLN)
  avg: decimal
  cap: money(PLN)
  pct: percentage
}
application {
  id: text unique
  rates: list of decimal
  asked: money(PLN)
  share: percentage
  n: integer
}
let m = round(mean(rates), 1, half_up)
criterion c1 "Difference" per art1: bands ${subject(a, b)} {
  ${zero ? BANDS[bands]!.replace(/ 0(\.00|%)? =>/g, zero) : BANDS[bands]!}
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
        fc.constantFrom<Kind>("decimal", "money", "percentage", "integer"),
        fc.constantFrom("4.9", "5", "5.0", "5.05", "5.1", "0.0000000000000000000000000000000001", "5.000000000000000000000000000000001"),
        fc.constantFrom("100", "100.00", "99.99", "0"),
        fc.constantFrom("50%", "50.0%", "49.99%", "0%"),
        fc.array(
          fc.record({
            rates: fc.array(rate, { maxLength: 4 }),
            asked: fc.constantFrom("100", "100.00", "99.99", "100.01", "-0.01", "0"),
            share: fc.constantFrom("50%", "50.00%", "50.01%", "49.999%", "0%"),
            n: fc.constantFrom(0, 4, 5, 6),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (bands, kind, avg, cap, pct, apps) => {
          const fused = compiled(text((a, b) => `${a} - ${b}`, bands, kind));
          const general = compiled(text((a, b) => `(${a} - ${b}) * 1`, bands, kind));
          const source = fused.criteria[0]!.points.toString();
          const input = { call: { ceiling: "500", avg, cap, pct }, applications: apps.map((x, i) => ({ id: `A${i}`, ...x })) };
          const [a, b] = OPERANDS[kind];
          for (const explain of [true, false]) {
            const got = JSON.stringify(evaluate(fused, input, { explain }));
            expect(got).toBe(JSON.stringify(evaluate(general, input, { explain })).replaceAll(`(${a} - ${b}) * 1`, `${a} - ${b}`));
          }
          // the fused form passes the two operands to its helper, the general one the difference
          expect(source).toMatch(/^\(e\) => B\d+\(e, [^,]+, /);
          expect(general.criteria[0]!.points.toString()).toMatch(/\.times\(|ops\.minus/);
          checked++;
        },
      ),
      { numRuns: 120, seed: 11 },
    );
    expect(checked).toBe(120);
  });
});
