// An application's money field read as an operand of a quotient that bands compare with their
// bounds (seed 003's `let pdp_ratio = pdp_per_capita_pln / call.national_average_pdp_per_capita_pln`
// under `bands pdp_ratio { at most 75% … }`, and its tie-break `by pdp_per_capita_pln lowest
// first`) held as whole minor units from validation on (compile/minorFields.ts): the bands compare
// it as it is held (runtime quotient.ts `qcmpOf`), and no Decimal is made for it per application.
// Every comparison must give the answer the Decimal one gives: the scheme compiled with the
// representation gives the same result bytes — explanations, reasons and errors included — as
// the same scheme compiled without it (ALLOT_NO_MINOR_UNITS=1), on random calls full of
// quotients equal to a bound, a cent either side of one, quotients whose 34-digit rounding
// reaches a bound, the largest amounts held (2^53 − 1 cents) and past them, negative amounts and
// zero averages; and on seed 003 itself, hand-worked and generated.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, validateInput, type CompiledScheme } from "@allot/runtime";
import { qcmp, qcmpOf } from "../packages/runtime/src/quotient.js";
import { Decimal } from "../packages/runtime/src/decimal.js";
import { preamble } from "./support/scheme.js";
import { checkUses, compileBoth, NO_MINOR_UNITS, resultText } from "./support/minorUnits.js";
import { gen003 } from "../bench/selection/seeds/gen003.mjs";

afterEach(() => {
  delete process.env[NO_MINOR_UNITS];
});

const cents = (n: bigint): string => `${n < 0n ? "-" : ""}${(n < 0n ? -n : n) / 100n}.${String((n < 0n ? -n : n) % 100n).padStart(2, "0")}`;

function schemeText(o: { direct?: boolean; key?: boolean; unrounded?: boolean } = {}): string {
  return `${preamble("Quotient operands")}call {
  ceiling: money(PLN)
  average: money(PLN)
}
application {
  id: text unique
  pdp: money(PLN)
  aid: money(PLN)
}
${o.direct ? "" : "let ratio = pdp / call.average\n"}criterion c1 "Ratio" per art1: bands ${o.direct ? "pdp / call.average" : "ratio"} {
  at most 75% => 2
  above 75% and at most 100% => 1
  above 100% => 0
}
criterion c2 "Share" per art1: bands aid / pdp {
  below 0.3333 => 1
  at least 0.3333 => 0
}
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {${o.key === false ? "" : "\n    by pdp lowest first per art1"}
    unresolved
  }
}
allocation per art1 {
  budget call.ceiling
  amount aid
  at boundary skip per art1
}
`;
}

describe("qcmpOf: the sign qcmp gives on the Decimals", () => {
  const K = ["0.75", "1", "0.3333", "0"].map((k) => new Decimal(k));
  it("on operands in cents, in Decimals, equal quotients, a cent either side, the largest amounts and past them", () => {
    const big = fc.constantFrom(9007199254740991n, 9007199254740990n, 9007199254740992n, 10n ** 35n * 75n + 1n, 10n ** 37n, -9007199254740991n);
    const amount = fc.oneof(fc.bigInt({ min: -1_000_000n, max: 10_000_000n }), fc.constantFrom(0n, 75n, 100n, 112_500n, 150_000n, 112_499n, 112_501n, 150_001n, 149_999n), big);
    fc.assert(
      fc.property(amount, amount, fc.constantFrom(...K), fc.boolean(), fc.boolean(), (a, b, k, heldA, heldB) => {
        const da = new Decimal(cents(a));
        const db = new Decimal(cents(b));
        const safe = (x: bigint) => x <= 9007199254740991n && x >= -9007199254740991n;
        const xa = heldA && safe(a) ? Number(a) : da;
        const xb = heldB && safe(b) ? Number(b) : db;
        const want = (() => {
          try {
            return qcmp(da, db, k);
          } catch (e) {
            return (e as Error).message;
          }
        })();
        const got = (() => {
          try {
            return qcmpOf(xa, 2, xb, 2, k);
          } catch (e) {
            return (e as Error).message;
          }
        })();
        // a sign: −0 and 0 alike (qcmp's −0 for a negative divisor compares as 0 does)
        const sign = (x: number | string) => (typeof x === "number" ? x + 0 : x);
        expect(sign(got)).toBe(sign(want));
        if (b !== 0n) expect(sign(want)).toBe(da.div(db).cmp(k));
      }),
      { numRuns: 20000, seed: 15 },
    );
  });

  it("hand-worked: 1125.00 / 1500.00 is exactly 75%; a cent more is above; a 34-digit quotient that rounds onto the bound compares equal", () => {
    const k = new Decimal("0.75");
    expect(qcmpOf(112_500, 2, new Decimal("1500.00"), -1, k)).toBe(0);
    expect(qcmpOf(112_501, 2, new Decimal("1500.00"), -1, k)).toBe(1);
    expect(qcmpOf(112_499, 2, 150_000, 2, k)).toBe(-1);
    // (75·10^33 + 0.01) / 10^35: 0.75 and 10^−37 more, which 34 digits round to 0.75 (the Decimal's answer)
    const a = new Decimal("75" + "0".repeat(33) + ".01");
    expect(qcmpOf(a, 2, new Decimal("1" + "0".repeat(35)), -1, k)).toBe(0);
    expect(a.div(new Decimal("1" + "0".repeat(35))).cmp(k)).toBe(0);
    // the largest amount held, 2^53 − 1 cents, over itself: exactly 100%
    expect(qcmpOf(Number.MAX_SAFE_INTEGER, 2, Number.MAX_SAFE_INTEGER, 2, new Decimal(1))).toBe(0);
    expect(qcmpOf(Number.MAX_SAFE_INTEGER - 1, 2, new Decimal("90071992547409.91"), -1, new Decimal(1))).toBe(-1);
    expect(() => qcmpOf(112_500, 2, 0, 2, k)).toThrow("division by zero (1125 / 0)");
    expect(() => qcmpOf(112_500, 2, new Decimal("0.00"), -1, k)).toThrow("division by zero (1125 / 0)");
  });
});

describe("a money field read as a quotient's operand, held as cents, gives the bytes it gives as a Decimal", () => {
  const cent = fc.oneof(
    { weight: 10, arbitrary: fc.bigInt({ min: 0n, max: 400_000n }) },
    // on a bound of 1500.00 (75 %, 100 %) and a cent either side; negative; the largest held and past it
    { weight: 4, arbitrary: fc.constantFrom(112_500n, 112_499n, 112_501n, 150_000n, 149_999n, 150_001n, 0n, -112_500n, 1n) },
    { weight: 1, arbitrary: fc.constantFrom(9007199254740991n, 9007199254740992n, 7500n * 10n ** 33n + 1n, 10n ** 20n) },
  );
  const call = fc.record({
    direct: fc.boolean(),
    key: fc.boolean(),
    average: fc.constantFrom(150_000n, 150_000n, 3n, 0n, -150_000n, 9007199254740991n, 10n ** 37n),
    apps: fc.array(fc.record({ pdp: cent, aid: fc.bigInt({ min: 0n, max: 200_000n }), text: fc.constantFrom("", "0", "-0") }), { minLength: 1, maxLength: 20 }),
    ceiling: fc.bigInt({ min: 0n, max: 2_000_000n }),
  });

  it("on random calls: bands over the quotient directly and through a let, the tie-break key, zero averages", () => {
    let held = 0;
    let errors = 0;
    fc.assert(
      fc.property(call, (c) => {
        const text = schemeText({ direct: c.direct, key: c.key });
        const { minor, decimal } = compileBoth(text, "quotients.allot", text);
        expect(minor.minorFields).toEqual([{ name: "aid", places: 2 }, { name: "pdp", places: 2 }]);
        expect(decimal.minorFields).toBeUndefined();
        // "1125.00", "1125", "1125.0" and a negative zero written all ways
        const pdpText = (n: bigint, t: string) => (n === 0n && t === "-0" ? "-0.00" : t === "0" && n % 100n === 0n ? cents(n).slice(0, -3) : cents(n));
        const applications = c.apps.map((a, i) => ({ id: `A${String(i).padStart(2, "0")}`, pdp: pdpText(a.pdp, a.text), aid: cents(a.aid) }));
        const input = { call: { ceiling: cents(c.ceiling), average: cents(c.average) }, applications };
        for (const inv of ["exclude", "fail"] as const) {
          const got = resultText(minor, input, inv);
          const want = resultText(decimal, input, inv);
          if (got !== want) expect(got.slice(0, 2000)).toBe(want.slice(0, 2000));
          expect(got === want).toBe(true);
          if (got.startsWith("error") || got.includes("division by zero")) errors++;
          else held++;
        }
        // a caller of validation sees Decimals either way
        expect(JSON.stringify(validateInput(minor, input))).toBe(JSON.stringify(validateInput(decimal, input)));
      }),
      { numRuns: 200, seed: 15 },
    );
    expect(held).toBeGreaterThan(150);
    expect(errors).toBeGreaterThan(10);
  });

  it("keeps the Decimal where the field is read otherwise: in a product, a rule, a reason, a band subject that is no quotient", () => {
    const base = schemeText();
    const uses = [
      base.replace("let ratio = pdp / call.average", "let ratio = pdp / call.average\nlet twice = pdp * 2\ncriterion c9 \"Twice\" per art1: 1 point if twice > call.average"),
      base.replace("bands aid / pdp", "bands aid / (pdp * 1)"),
      base.replace("let ratio = pdp / call.average", "let ratio = (pdp / call.average) * 1"),
      base.replace("ranking per art1 {", "eligibility per art1 {\n  rule r \"R\": pdp > call.average\n    otherwise \"too rich\"\n}\nranking per art1 {"),
      base.replace("ranking per art1 {", "eligibility per art1 {\n  rule r \"R\": call.average > call.ceiling\n    otherwise \"pdp {pdp}\"\n}\nranking per art1 {"),
      schemeText({ key: false }).replace("  pdp: money(PLN)", "  pdp: money(PLN) optional"),
      base.replace("  pdp: money(PLN)", "  pdp: money(PLN) unique"),
    ];
    const checked = checkUses(uses, (s, text) => expect(s.minorFields?.map((f) => f.name), text).toEqual(["aid"]));
    expect(checked).toBe(uses.length);
  });
});

describe("seed 003: the PDP held as cents", () => {
  const file = join(__dirname, "../schemes/seed_003/podstawowe_uslugi_par13.allot");
  const text = readFileSync(file, "utf8");

  it("is held, and its bands and tie-break give the Decimal's bytes on generated calls in both readings", () => {
    const { minor, decimal } = compileBoth(text, file);
    expect(minor.minorFields?.map((f) => f.name)).toContain("pdp_per_capita_pln");
    // a tenth of the generated gminas sit exactly on 75 % and 100 % of the national average
    const g = gen003(3000) as { call: Record<string, unknown>; applications: () => Iterable<unknown> };
    const applications = [...g.applications()];
    for (const reading of [{}, { unemployment_comparison: "unrounded", c4_costs: "operation" }]) {
      const input = { call: { ...g.call, ...reading }, applications };
      const got = resultText(minor, input);
      expect(got === resultText(decimal, input)).toBe(true);
      // the tie-break by the PDP decides between neighbours
      expect(got).toContain("rozstrzyga pdp_per_capita_pln");
    }
  });
});
