// An application's list of decimals read only by sum, mean, round(mean) and count held as its
// exact sum (runtime decimalList.ts; compile/listMinor.ts `decimalLists`): seed 003's
// `round(mean(powiat_unemployment_monthly_pct), 1, half_up)`. The results must not depend on it:
// a scheme compiled with it gives the same result bytes — explanations and error messages
// included — and the same validated records as the scheme compiled without it
// (ALLOT_NO_MINOR_UNITS=1), on random schemes and lists (JS numbers and texts, "5.0" and "5", -0,
// 1e-7, 20 digits, exponents, sums past 2^53, empty lists); and readDecimalList's sums, means and
// rounded means are those of the Decimals the Decimal reader makes, on random lists.
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, validateInput, type CompiledScheme } from "@allot/runtime";
import { DecimalList, decimalsOf, readDecimalList } from "../packages/runtime/src/decimalList.js";
import { readDecimalValue } from "../packages/runtime/src/accept.js";
import { JsonNumber } from "../packages/runtime/src/json-parse.js";
import { count, mean, roundMean, sum } from "../packages/runtime/src/ops.js";
import type { Decimal, RoundingMode } from "../packages/runtime/src/decimal.js";
import { preamble } from "./support/scheme.js";
import { checkUses, compileBoth as both, NO_MINOR_UNITS, resultText } from "./support/minorUnits.js";

afterEach(() => {
  delete process.env[NO_MINOR_UNITS];
});

const MODES: readonly RoundingMode[] = ["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"];

/** The lets and criteria a scheme may read its list with (a few of them per scheme). */
const READS = [
  (m: RoundingMode, p: number) => ({ lets: `let rm = round(mean(rates), ${p}, ${m})\n`, text: `criterion c_rm "Rounded" per art1: bands rm - call.avg {\n  above 0 => 2\n  exactly 0 => 1\n  below 0 => 0\n}` }),
  () => ({ lets: "let mm = mean(rates)\n", text: `criterion c_m "Mean" per art1: bands mm - call.avg {\n  above 0 => 2\n  exactly 0 => 1\n  below 0 => 0\n}` }),
  () => ({ lets: "let ss = sum(rates)\n", text: `criterion c_s "Sum" per art1: bands ss {\n  at most 10 => 1\n  above 10 => 0\n}` }),
  () => ({ lets: "", text: `criterion c_n "Count" per art1: 1 point if count(rates) >= 3` }),
  (m: RoundingMode, p: number) => ({ lets: "", text: `criterion c_r2 "Rounded again" per art1: 1 point if round(mean(rates), ${p + 1}, ${m}) > 2.5` }),
];

function schemeText(reads: readonly number[], mode: RoundingMode, places: number): string {
  const picked = reads.map((k) => READS[k]!(mode, places));
  return `${preamble("Decimal lists")}call {
  ceiling: money(EUR)
  avg: decimal
}
application {
  id: text unique
  rates: list of decimal
  aid: money(EUR)
}
${picked.map((r) => r.lets).join("")}${picked.map((r) => r.text).join("\n")}
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
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

/**
 * An item of a list: mostly rates of a few decimals (numbers or texts), now and then an edge, and
 * numbers as the command line's JSON reader keeps them (`JsonNumber`: a fraction, an exponent or
 * more than 15 digits, as written).
 */
const item = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: -300, max: 3000 }).chain((n) => fc.constantFrom(n / 10, String(n / 10), n / 100, (n / 100).toFixed(2), n)) },
  {
    weight: 3,
    arbitrary: fc.oneof(
      fc.integer({ min: -300, max: 3000 }).map((n) => (n / 100).toFixed(2)),
      fc.constantFrom("5.0", "5.10", "-0.0", "1e5", "1E-7", "2.5e1", "12345678901234567890", "0.1000000000000000000001", "9007199254740991.5", "-12.340"),
    ).map((t) => new JsonNumber(t)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(-0, "-0", "-0.0", 0, "0.00", "5.0", "5", 5, "5.00000", 1e-7, 1e-6, "0.0000001", 0.1 + 0.2, "12345678901234567890", "1234567890.1234567890", 12345678901234.5, 2 ** 53, 9007199254740991, "9007199254740991", "90071992547409.91", 1e21, "1e5", "1.", ".5", "007.50", null, "x", true),
  },
);

describe("a list of decimals held as its sum gives the bytes it gives with Decimals", () => {
  const call = fc.record({
    reads: fc.uniqueArray(fc.integer({ min: 0, max: READS.length - 1 }), { minLength: 1, maxLength: 3 }),
    mode: fc.constantFrom(...MODES),
    places: fc.integer({ min: 0, max: 3 }),
    avg: fc.integer({ min: 0, max: 300 }).map((n) => String(n / 10)),
    apps: fc.array(fc.array(item, { maxLength: 7 }), { minLength: 1, maxLength: 10 }),
  });

  it("on random schemes and lists: sum, mean, round(mean), count; edge items; invalid records excluded or refused", () => {
    let held = 0;
    let heldLists = 0;
    let invalid = 0;
    fc.assert(
      fc.property(call, (c) => {
        const text = schemeText(c.reads, c.mode, c.places);
        const { minor, decimal } = both(text, "decimal-lists.allot", text);
        expect(minor.minorFields).toEqual([{ name: "aid", places: 2 }, { name: "rates", places: 0, decimals: true }]);
        expect(decimal.minorFields).toBeUndefined();
        const applications = c.apps.map((rates, i) => ({ id: `A${String(i).padStart(2, "0")}`, rates, aid: String(10 + i) }));
        for (const a of applications) if (minor.acceptApplication!(a)?.["rates"] instanceof DecimalList) heldLists++;
        const input = { call: { ceiling: "40", avg: c.avg }, applications };
        const run = (s: CompiledScheme, invalid: "exclude" | "fail") => resultText(s, input, invalid);
        const got = run(minor, "exclude");
        expect(got).toBe(run(decimal, "exclude"));
        const failed = run(minor, "fail");
        expect(failed).toBe(run(decimal, "fail"));
        // a caller of validation sees the Decimals either way
        const mine = validateInput(minor, input);
        expect(JSON.stringify(mine)).toBe(JSON.stringify(validateInput(decimal, input)));
        for (const a of mine.applications) expect(Array.isArray(a["rates"])).toBe(true);
        if (failed.startsWith("error")) invalid++;
        else held++;
      }),
      { numRuns: 150, seed: 15 },
    );
    expect(held).toBeGreaterThan(40);
    expect(invalid).toBeGreaterThan(20);
    expect(heldLists).toBeGreaterThan(300);
  });

  it("a hand-worked call: the mean of 5.0, 5 and 5.25 (\"5.0\" and \"5\" alike), 5.08 rounded half up to 5.1; an empty list is the mean's error", () => {
    const text = schemeText([0, 1], "half_up", 1);
    const { minor, decimal } = both(text, "decimal-lists.allot", text);
    const input = {
      call: { ceiling: "100", avg: "5.1" },
      applications: [
        { id: "A", rates: ["5.0", 5, 5.25], aid: "10" },
        { id: "B", rates: [5.1, "5.10", 5.1], aid: "10" },
        { id: "C", rates: [], aid: "10" },
      ],
    };
    const rec = minor.acceptApplication!(input.applications[0]) as { rates: DecimalList };
    expect([rec.rates.whole, rec.rates.places, rec.rates.length]).toEqual([1525, 2, 3]);
    const r = evaluate(minor, input, { explain: true });
    // A: round(5.0833…, 1) = 5.1 → 1 point, the mean below 5.1 → 0; B: 5.1 = 5.1 → 1 + 1
    expect(r.result.results.filter((a) => a.id !== "C").map((a) => `${a.id} ${a.points?.["c_rm"]} ${a.points?.["c_m"]}`)).toEqual(["B 1 1", "A 1 0"]);
    expect(JSON.stringify(r)).toContain("the mean of an empty list is undefined");
    expect(JSON.stringify(r)).toBe(JSON.stringify(evaluate(decimal, input, { explain: true })));
  });

  it("keeps the Decimals where the list is read otherwise or its name is written elsewhere", () => {
    const base = schemeText([1], "half_up", 1);
    const uses = [
      base.replace("criterion c_m", "criterion c_e \"Every\" per art1: 1 point if every r in rates: r > 1\ncriterion c_m"),
      base.replace("criterion c_m", "criterion c_x \"Max\" per art1: bands max(rates) {\n  at most 5 => 1\n  above 5 => 0\n}\ncriterion c_m"),
      base.replace("criterion c_m", "criterion c_c \"Comprehension\" per art1: bands sum(r in rates: r) {\n  at most 5 => 1\n  above 5 => 0\n}\ncriterion c_m"),
      base.replace("  rates: list of decimal", "  rates: list of decimal in 0..100"),
      base.replace("  rates: list of decimal", "  rates: list of decimal optional"),
    ];
    const checked = checkUses(uses, (s, text) => expect(s.minorFields?.filter((f) => "decimals" in f) ?? [], text).toEqual([]));
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it("holds the list when its name is written only in a comment besides (the analysis counts the scheme's code, minorFields.ts codeWords)", () => {
    const text = schemeText([1], "half_up", 1).replace("let mm = mean(rates)", "// the rates are listed\nlet mm = mean(rates)");
    const a = analyze(text, "comment.allot");
    expect(a.hasErrors).toBe(false);
    expect(load(a).minorFields?.filter((f) => "decimals" in f).map((f) => f.name)).toEqual(["rates"]);
  });
});

describe("readDecimalList", () => {
  it("holds a list only where every item is what the Decimal reader reads, and sums, means and rounds as the Decimals do", () => {
    let heldCount = 0;
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), fc.integer({ min: 0, max: 4 }), fc.constantFrom(...MODES), (items, places, mode) => {
        const l = readDecimalList(items);
        if (l === undefined) return;
        heldCount++;
        const decs = items.map((x) => readDecimalValue(x));
        // every item is a Decimal the fast readers take (not a negative zero)
        for (const d of decs) expect(d !== undefined && !(d.isZero() && d.isNeg())).toBe(true);
        const ds = decs as Decimal[];
        expect(decimalsOf(l).map(String)).toEqual(ds.map(String));
        const show = (f: () => Decimal) => {
          try {
            const d = f();
            return `${d.isNeg() ? "-" : "+"}${d.toString()}`;
          } catch (e) {
            return `error: ${(e as Error).message}`;
          }
        };
        expect(show(() => sum(l))).toBe(show(() => sum(ds)));
        expect(show(() => mean(l))).toBe(show(() => mean(ds)));
        expect(show(() => roundMean(l, places, mode))).toBe(show(() => roundMean(ds, places, mode)));
        expect(count(l).toString()).toBe(count(ds).toString());
      }),
      { numRuns: 3000, seed: 7 },
    );
    expect(heldCount).toBeGreaterThan(1000);
  });

  it("refuses -0, exponents, more than 15 significant digits and sums past 2^53 − 1", () => {
    for (const bad of [[-0], ["-0.00"], [1e-7], [0.1 + 0.2], ["12345678901234567890"], [9007199254740991, 1], ["1e5"], [".5"], [null], [true]]) expect(readDecimalList(bad), String(bad)).toBeUndefined();
    expect(readDecimalList(["5.0", 5, "0.25", 1e-6])).toMatchObject({ whole: 10_250_001, places: 6 });
    expect(readDecimalList([123456789012345, 1e-6])).toBeUndefined();
    expect(readDecimalList([1.5, "2.50"])).toMatchObject({ whole: 40, places: 1 });
  });
});

describe("readDecimalList's exactness check on JS numbers (the items after the first at the list's places)", () => {
  /** the doubles next to x, one unit in the last place either way */
  const neighbours = (x: number): [number, number] => {
    const b = new BigInt64Array(new Float64Array([x]).buffer);
    const up = new Float64Array(new BigInt64Array([b[0]! + 1n]).buffer)[0]!;
    const down = new Float64Array(new BigInt64Array([b[0]! - 1n]).buffer)[0]!;
    return x > 0 ? [down, up] : [up, down];
  };

  it("refuses a double that is not the decimal it would be read as: 0.1 + 0.2, 1.1 × 3, a rate's neighbours, at any position", () => {
    // 0.1 + 0.2 is 0.30000000000000004 and 1.1 × 3 is 3.3000000000000003: not 0.3 nor 3.3
    for (const odd of [0.1 + 0.2, 1.1 * 3, 0.7 + 0.1, ...neighbours(10.2), ...neighbours(-7.3), ...neighbours(0.1), ...neighbours(1234.56)]) {
      expect(String(odd).replace("-", "").replace(".", "").replace(/^0+/, "").length, String(odd)).toBeGreaterThan(15);
      for (const list of [[odd], [10.2, odd], [10.2, 10.3, odd, 10.4], [1.25, odd]]) expect(readDecimalList(list), String(list)).toBeUndefined();
    }
    // …and reads the rates themselves, whose product with 10 is not a whole double (1.1 × 10 = 11.000000000000002)
    expect(readDecimalList([1.1, 1.1, 1.1])).toMatchObject({ whole: 33, places: 1 });
    expect(readDecimalList([10.2, 0.1, 0.2, 0.7])).toMatchObject({ whole: 112, places: 1 });
  });

  it("refuses 1e21 and numbers of 15 digits or more, a negative zero after other items, more than 15 decimals; reads 15 of them", () => {
    for (const bad of [[1e21], [10.2, 1e21], [10.2, 1e15], [1, 999999999999999.9], [10.2, -0], [0, -0], [1.5, -0, 2], [0.1234567890123456], [10.2, 0.1234567890123456], [10.2, 1e-7], [0.5, 5e-7]])
      expect(readDecimalList(bad), String(bad)).toBeUndefined();
    expect(readDecimalList([0.123456789012345])).toMatchObject({ whole: 123456789012345, places: 15 });
    expect(readDecimalList([1.2, 0.123456789012345])).toMatchObject({ whole: 1_323_456_789_012_345, places: 15 });
    // 10.2 at 15 places is past 2^53 − 1
    expect(readDecimalList([10.2, 0.123456789012345])).toBeUndefined();
    expect(readDecimalList([999999999999999, 0])).toMatchObject({ whole: 999999999999999, places: 0 });
    expect(readDecimalList([0, 10.2, 0])).toMatchObject({ whole: 102, places: 1 });
    expect(readDecimalList([-10.2, 10.2])).toMatchObject({ whole: 0, places: 1 });
    expect(readDecimalList([10.2, 1e-6])).toMatchObject({ whole: 10_200_001, places: 6 });
    // places past 6: the items after are read by the item-by-item reader, which refuses 1e-7 there too
    expect(readDecimalList([1e-7 + 1, 1e-7])).toBeUndefined();
    expect(readDecimalList([1.0000001, 2.0000001])).toMatchObject({ whole: 30_000_002, places: 7 });
  });

  it("refuses a sum past 2^53 − 1 at the list's places", () => {
    expect(readDecimalList([900719925474099.1, 0.1])).toBeUndefined();
    // items of 15 digits at one decimal: nine sum to 8,999,999,999,999,991 tenths, ten past 2^53 − 1
    expect(readDecimalList(new Array(9).fill(99999999999999.9))).toMatchObject({ whole: 8_999_999_999_999_991, places: 1 });
    expect(readDecimalList(new Array(10).fill(99999999999999.9))).toBeUndefined();
    expect(readDecimalList([1.5, ...new Array(10).fill(99999999999999.9)])).toBeUndefined();
    expect(readDecimalList([45035996273704.9, 45035996273704.9])).toMatchObject({ whole: 900719925474098, places: 1 });
  });
});

describe("readDecimalList's first try at the list's places (seed28: a number item read without wholeOfNumber's call)", () => {
  /** The reading before seed28, item by item through the general readers: what the first try must give. */
  function reference(v: readonly unknown[]): { whole: number; places: number } | undefined {
    let acc = 0;
    let places = 0;
    for (const x of v) {
      // the Decimal reader's value of the item, as n · 10^−p with the fewest p ≥ the list's
      const one = readDecimalList([x]);
      if (one === undefined) return undefined;
      let n = one.whole;
      let p = one.places;
      while (p < places) (n *= 10), p++;
      // a number is read at the list's places or finer, a whole below 10^15 there (wholeOfNumber)
      if (typeof x === "number" && !(Math.abs(n) < 1e15)) return undefined;
      if (p > places) (acc *= 10 ** (p - places)), (places = p);
      acc += n;
      if (!(Math.abs(acc) <= Number.MAX_SAFE_INTEGER) || !(Math.abs(n) <= Number.MAX_SAFE_INTEGER)) return undefined;
    }
    return { whole: acc, places };
  }
  /** n · 10^−p as the double a JSON number of that text is (p up to 8: past the first try's 6) */
  const scaled = fc.tuple(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), fc.integer({ min: 0, max: 8 })).map(([n, p]) => Number(`${n < 0 ? "-" : ""}${Math.abs(n) / 10 ** p}`));
  const number = fc.oneof(scaled, scaled, fc.constantFrom(0, -0, 1e-6, 1e-7, 5e-7, 999999999999999, 1e15, 123456789012345.6, 0.1 + 0.2, 99999999999999.9, -45035996273704.9, 1e21, Number.NaN, Infinity));

  it("gives the sum and places the item-by-item reading gives, on random lists of numbers and texts", () => {
    let held = 0;
    fc.assert(
      fc.property(fc.array(fc.oneof(number, number, number, number.map(String)), { maxLength: 8 }), (items) => {
        const l = readDecimalList(items);
        const r = reference(items);
        if (r === undefined) expect(l).toBeUndefined();
        else {
          held++;
          expect(l).toBeDefined();
          expect({ whole: l!.whole, places: l!.places }).toEqual(r);
        }
      }),
      { numRuns: 5000, seed: 28 },
    );
    expect(held).toBeGreaterThan(1500);
  });

  it("takes an item the first try does not: a zero, -0, a finer item, one past 10^−6 and 10^15, after items it read", () => {
    expect(readDecimalList([10.3, 10.5, 9.9])).toMatchObject({ whole: 307, places: 1 });
    expect(readDecimalList([2.5, 0, 1.5])).toMatchObject({ whole: 40, places: 1 });
    expect(readDecimalList([2.5, -0])).toBeUndefined();
    expect(readDecimalList([2.5, -0, 1])).toBeUndefined();
    expect(readDecimalList([1, 2.5, 3.25, -0.125])).toMatchObject({ whole: 6625, places: 3 });
    // places 7 (past the first try's 6): 1e-7 alone is refused (the reader's 10^−6 floor); 1.5e-6 is 15 · 10^−7
    expect(readDecimalList([0.5, 1e-7])).toBeUndefined();
    expect(readDecimalList([0.5, 1.5e-6, 0.25])).toMatchObject({ whole: 7_500_015, places: 7 });
    expect(readDecimalList([0.000001, 0.000002])).toMatchObject({ whole: 3, places: 6 });
    expect(readDecimalList([1.5, 999999999999999])).toBeUndefined(); // 9999999999999990 tenths: past 10^15 as a whole of the list's unit
    expect(readDecimalList([7, 999999999999999])).toMatchObject({ whole: 1_000_000_000_000_006, places: 0 });
    expect(readDecimalList([7, 1e15])).toBeUndefined();
    expect(readDecimalList([1.5, 0.1 + 0.2])).toBeUndefined();
    expect(readDecimalList([1.5, Infinity])).toBeUndefined();
    expect(readDecimalList([1.5, Number.NaN])).toBeUndefined();
    expect(readDecimalList([1.5, 1e21])).toBeUndefined();
    // many digits at the list's places: 15 significant digits, read on the first try
    expect(readDecimalList([0.5, 12345678901234.5])).toMatchObject({ whole: 123456789012350, places: 1 });
  });
});
