// ops.qcmp: bands compare a quotient with their bounds without dividing where the operands allow.
// The outcome must be what comparing the quotient computed to 34 significant digits gives —
// including where that rounding lands exactly on the bound, negative and zero operands, operands
// too long for the fast path, and the same Decimal objects compared again in any order (qcmp
// remembers its last operands and bounds by identity).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal } from "../src/decimal.js";
import { EvaluationError, qcmp } from "../src/ops.js";

const sign = (x: number) => (x < 0 ? -1 : x > 0 ? 1 : 0);
const reference = (a: string, b: string, k: string) => sign(new Decimal(a).div(new Decimal(b)).cmp(new Decimal(k)));

describe("qcmp", () => {
  const dec = fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.integer({ min: 0, max: 6 })).map(([neg, digits, scale]) => {
    const body = digits.toString().padStart(scale + 1, "0");
    return `${neg ? "-" : ""}${scale > 0 ? `${body.slice(0, -scale)}.${body.slice(-scale)}` : body}`;
  });
  const small = fc.oneof(fc.integer({ min: -400, max: 400 }).map(String), fc.constantFrom("0.75", "1", "0.5", "1.25", "-0.75", "0.005", "100"));

  it("orders a / b against k as the 34-digit quotient does", () => {
    fc.assert(
      fc.property(fc.oneof(dec, small), fc.oneof(dec, small), fc.oneof(dec, small), (a, b, k) => {
        fc.pre(!new Decimal(b).isZero());
        expect(sign(qcmp(new Decimal(a), new Decimal(b), new Decimal(k))), `${a} / ${b} vs ${k}`).toBe(reference(a, b, k));
      }),
      { numRuns: 20000 },
    );
  });

  it("gives the same answers when the same objects come back, in any order", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(dec, small), { minLength: 2, maxLength: 12 }), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 40 }), (texts, picks) => {
        const pool = texts.map((t) => new Decimal(t));
        for (const [x, y, z] of picks) {
          const [a, b, k] = [x % pool.length, y % pool.length, z % pool.length];
          if (pool[b]!.isZero()) expect(() => qcmp(pool[a]!, pool[b]!, pool[k]!)).toThrow(EvaluationError);
          else expect(sign(qcmp(pool[a]!, pool[b]!, pool[k]!)), `${texts[a]} / ${texts[b]} vs ${texts[k]}`).toBe(reference(texts[a]!, texts[b]!, texts[k]!));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("meets bounds exactly, and where the 34-digit rounding reaches the bound", () => {
    const cases: [string, string, string][] = [
      ["75", "100", "0.75"],
      ["750000.00", "1000000.00", "0.75"],
      ["-3", "-4", "0.75"],
      ["3", "-4", "-0.75"],
      ["0", "7", "0"],
      ["1", "3", "0.3333333333333333333333333333333333"], // 1/3 rounds to the bound: equal
      ["2", "3", "0.6666666666666666666666666666666667"],
      ["2", "3", "0.6666666666666666666666666666666666"],
      ["1", "3", "0.3333333333333333333333333333333334"],
      ["90071992547409.91", "0.01", "9007199254740991"],
      ["90071992547409.91", "0.03", "3002399751580330.333"],
      ["123456789012345678901234567890", "7", "17636684144620811271604938270"],
    ];
    for (const [a, b, k] of cases) expect(sign(qcmp(new Decimal(a), new Decimal(b), new Decimal(k))), `${a} / ${b} vs ${k}`).toBe(reference(a, b, k));
  });

  it("refuses a division by zero as div does, also right after the same dividend", () => {
    const five = new Decimal("5");
    expect(sign(qcmp(five, new Decimal(2), new Decimal(2)))).toBe(1);
    expect(() => qcmp(five, new Decimal("0.00"), new Decimal(1))).toThrow(new EvaluationError("division by zero (5 / 0)"));
  });
});
