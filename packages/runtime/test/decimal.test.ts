// Unit and property tests of decimal.ts: roundRational in every rounding mode (negative values,
// exact halves, negative denominators), mulDivRound computed exactly (the seed's 200/219 pro
// rata, quotients longer than 34 digits), roundTo, and decimalFromNumber's refusal of inexact
// JSON numbers.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal as BaseDecimal } from "decimal.js";
import { cmpDecimal, Decimal, decimalFromNumber, decimalOfText, FAST_PATH, formatMinor, minorOf, mulDivRound, publicReadDecimal, publicWholeOf, WHOLE, wholeOf, readDecimal, roundRational, roundTo, toFixedFast, type RoundingMode } from "../src/decimal.js";
import { fastReaders, holds } from "../src/decimal-fast.js";

const modes: RoundingMode[] = ["up", "down", "floor", "ceiling", "half_up", "half_down", "half_even"];

// value (num/den) → expected integer per mode, in the order of `modes`
const table: Array<[bigint, bigint, number[]]> = [
  //          up  down floor ceil hup hdown heven
  [7n, 2n, [4, 3, 3, 4, 4, 3, 4]], // 3.5
  [-7n, 2n, [-4, -3, -4, -3, -4, -3, -4]], // -3.5
  [5n, 2n, [3, 2, 2, 3, 3, 2, 2]], // 2.5
  [-5n, 2n, [-3, -2, -3, -2, -3, -2, -2]], // -2.5
  [1n, 2n, [1, 0, 0, 1, 1, 0, 0]], // 0.5
  [-1n, 2n, [-1, 0, -1, 0, -1, 0, 0]], // -0.5
  [7n, 3n, [3, 2, 2, 3, 2, 2, 2]], // 2.333…
  [-7n, 3n, [-3, -2, -3, -2, -2, -2, -2]], // -2.333…
  [8n, 3n, [3, 2, 2, 3, 3, 3, 3]], // 2.666…
  [-8n, 3n, [-3, -2, -3, -2, -3, -3, -3]], // -2.666…
  [6n, 3n, [2, 2, 2, 2, 2, 2, 2]], // exact
  [-6n, 3n, [-2, -2, -2, -2, -2, -2, -2]], // exact negative
  [0n, 5n, [0, 0, 0, 0, 0, 0, 0]],
  [7n, -2n, [-4, -3, -4, -3, -4, -3, -4]], // negative denominator: -3.5
  [-7n, -2n, [4, 3, 3, 4, 4, 3, 4]], // both negative: 3.5
  [1n, 3n, [1, 0, 0, 1, 0, 0, 0]],
  [-1n, 3n, [-1, 0, -1, 0, 0, 0, 0]],
  [2n, 3n, [1, 0, 0, 1, 1, 1, 1]],
  [-2n, 3n, [-1, 0, -1, 0, -1, -1, -1]],
];

describe("roundRational", () => {
  for (const [num, den, expected] of table) {
    for (let i = 0; i < modes.length; i++) {
      const mode = modes[i]!;
      it(`${num}/${den} ${mode} → ${expected[i]}`, () => {
        expect(roundRational(num, den, mode)).toBe(BigInt(expected[i]!));
      });
    }
  }

  it("sees a half that only shows at the 40th digit", () => {
    // (10^40 + 1) / 2 = 5·10^39 + 0.5, and 5·10^39 is even
    const base = 5n * 10n ** 39n;
    const want: Record<RoundingMode, bigint> = { up: base + 1n, down: base, floor: base, ceiling: base + 1n, half_up: base + 1n, half_down: base, half_even: base };
    for (const m of modes) expect(roundRational(10n ** 40n + 1n, 2n, m)).toBe(want[m]);
    for (const m of modes) expect(roundRational(-(10n ** 40n + 1n), 2n, m)).toBe(m === "floor" ? -(base + 1n) : m === "ceiling" ? -base : -want[m]);
  });

  it("half_even rounds exact halves to the even neighbour, both signs", () => {
    for (let k = -20n; k <= 20n; k++) {
      const got = roundRational(2n * k + 1n, 2n, "half_even"); // k + 0.5
      expect(got % 2n === 0n).toBe(true);
      expect(got === k || got === k + 1n).toBe(true);
    }
  });

  it("agrees with decimal.js at 100 digits for every mode (property)", () => {
    const D = BaseDecimal.clone({ precision: 100 });
    const dmode: Record<RoundingMode, BaseDecimal.Rounding> = {
      up: D.ROUND_UP, down: D.ROUND_DOWN, floor: D.ROUND_FLOOR, ceiling: D.ROUND_CEIL,
      half_up: D.ROUND_HALF_UP, half_down: D.ROUND_HALF_DOWN, half_even: D.ROUND_HALF_EVEN,
    };
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }).filter((d) => d !== 0n),
        fc.constantFrom(...modes),
        (num, den, mode) => {
          const want = new D(num.toString()).div(den.toString()).toDecimalPlaces(0, dmode[mode]).toFixed(0);
          expect(roundRational(num, den, mode).toString()).toBe(want === "-0" ? "0" : want);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("is within one unit of the exact quotient and on the side the mode says (property)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), fc.bigInt({ min: 1n, max: 10n ** 9n }), fc.constantFrom(...modes), (num, den, mode) => {
        const q = roundRational(num, den, mode);
        // |num/den - q| < 1  ⇔  |num - q·den| < den
        const diff = num - q * den;
        expect(diff < den && diff > -den).toBe(true);
        if (mode === "floor") expect(diff >= 0n).toBe(true);
        if (mode === "ceiling") expect(diff <= 0n).toBe(true);
        if (mode === "down") expect(q === 0n || (q > 0n) === (num > 0n)).toBe(true);
        if (mode.startsWith("half")) expect(2n * (diff < 0n ? -diff : diff) <= den).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("refuses a zero denominator", () => {
    expect(() => roundRational(1n, 0n, "down")).toThrow(RangeError);
  });
});

describe("mulDivRound", () => {
  const d = (s: string) => new Decimal(s);

  it("computes the seed's pro rata 200/219 exactly, down to the cent", () => {
    // seed_000, B_threshold_pro_rata: budget 1 000 000.00, requests 1 095 000.00
    const budget = d("1000000.00");
    const total = d("1095000.00");
    const cases: Array<[string, string]> = [
      ["200000.00", "182648.40"],
      ["180000.00", "164383.56"],
      ["150000.00", "136986.30"],
      ["220000.00", "200913.24"],
      ["120000.00", "109589.04"],
      ["90000.00", "82191.78"],
      ["35000.00", "31963.47"],
    ];
    for (const [req, want] of cases) expect(mulDivRound(d(req), budget, total, d("0.01"), "down").toFixed(2)).toBe(want);
    // the same shares rounded half up: 182648.401… → .40, 164383.561… → .56, 200913.242… → .24
    expect(mulDivRound(d("200000.00"), budget, total, d("0.01"), "half_up").toFixed(2)).toBe("182648.40");
    expect(mulDivRound(d("35000.00"), budget, total, d("0.01"), "up").toFixed(2)).toBe("31963.48");
  });

  it("does not round the quotient before rounding it to the step", () => {
    // 4999…9 (36 digits) / 10^38 = 0.004999…9: a 34-digit quotient would read 0.005000 and round up
    const a = d("4" + "9".repeat(35));
    expect(a.div(d("1e38")).toFixed()).toBe("0.005"); // what a 34-digit division gives
    expect(mulDivRound(a, d("1"), d("1e38"), d("0.01"), "half_up").toFixed(2)).toBe("0.00");
    expect(mulDivRound(a.plus(1), d("1"), d("1e38"), d("0.01"), "half_up").toFixed(2)).toBe("0.01");
    expect(mulDivRound(a.plus(1), d("1"), d("1e38"), d("0.01"), "half_down").toFixed(2)).toBe("0.00");
    expect(mulDivRound(a.plus(1), d("1"), d("1e38"), d("0.01"), "half_even").toFixed(2)).toBe("0.00");
  });

  it("keeps a product longer than 34 digits exact when the result fits", () => {
    // a·b has 46 digits; a·b/c about 1.25·10^23, which the runtime's 34 digits hold to 0.0001
    const a = d("123456789012345678901234.56");
    const b = d("98765432109876543210.98");
    const c = d("97654321098765432109.87");
    const Big = BaseDecimal.clone({ precision: 200 });
    const exact = new Big(a.toString()).times(b.toString()).div(c.toString());
    for (const [m, bm] of [["down", BaseDecimal.ROUND_DOWN], ["up", BaseDecimal.ROUND_UP], ["half_even", BaseDecimal.ROUND_HALF_EVEN]] as const) {
      expect(mulDivRound(a, b, c, d("0.0001"), m).toFixed(4)).toBe(exact.toFixed(4, bm));
    }
  });

  it("rounds to steps other than a power of ten", () => {
    expect(mulDivRound(d("10"), d("1"), d("3"), d("0.05"), "down").toFixed(2)).toBe("3.30");
    expect(mulDivRound(d("10"), d("1"), d("3"), d("0.05"), "half_up").toFixed(2)).toBe("3.35");
    expect(mulDivRound(d("10"), d("1"), d("3"), d("5"), "half_up").toFixed(0)).toBe("5");
    expect(mulDivRound(d("10"), d("1"), d("3"), d("5"), "down").toFixed(0)).toBe("0");
  });

  it("handles negative factors", () => {
    expect(mulDivRound(d("-10"), d("1"), d("3"), d("0.01"), "down").toFixed(2)).toBe("-3.33");
    expect(mulDivRound(d("-10"), d("1"), d("3"), d("0.01"), "floor").toFixed(2)).toBe("-3.34");
    expect(mulDivRound(d("10"), d("1"), d("-3"), d("0.01"), "ceiling").toFixed(2)).toBe("-3.33");
  });

  it("equals exact rational rounding for random amounts in cents (property)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.constantFrom(...modes),
        (a, b, c, mode) => {
          const cents = (n: bigint) => new Decimal(n.toString()).div(100);
          // (a/100)(b/100)/(c/100)/(1/100) = a·b / c
          const want = roundRational(a * b, c, mode);
          expect(mulDivRound(cents(a), cents(b), cents(c), d("0.01"), mode).eq(new Decimal(want.toString()).div(100))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("roundTo", () => {
  it("rounds to places in every mode", () => {
    const x = new Decimal("2.345");
    const want: Record<RoundingMode, string> = { up: "2.35", down: "2.34", floor: "2.34", ceiling: "2.35", half_up: "2.35", half_down: "2.34", half_even: "2.34" };
    for (const m of modes) expect(roundTo(x, 2, m).toFixed(2)).toBe(want[m]);
    const y = new Decimal("-2.345");
    const wantNeg: Record<RoundingMode, string> = { up: "-2.35", down: "-2.34", floor: "-2.35", ceiling: "-2.34", half_up: "-2.35", half_down: "-2.34", half_even: "-2.34" };
    for (const m of modes) expect(roundTo(y, 2, m).toFixed(2)).toBe(wantNeg[m]);
  });
});

describe("decimalFromNumber", () => {
  it("accepts numbers whose shortest text is what was written", () => {
    expect(decimalFromNumber(0.1)!.toString()).toBe("0.1");
    expect(decimalFromNumber(-12.75)!.toString()).toBe("-12.75");
    expect(decimalFromNumber(123456789012345)!.toString()).toBe("123456789012345");
    expect(decimalFromNumber(0)!.toString()).toBe("0");
  });
  it("refuses numbers that cannot have been written exactly", () => {
    expect(decimalFromNumber(0.1 + 0.2)).toBeUndefined(); // 0.30000000000000004
    expect(decimalFromNumber(1e21)).toBeUndefined();
    expect(decimalFromNumber(1e-7)).toBeUndefined();
    expect(decimalFromNumber(Number.NaN)).toBeUndefined();
    expect(decimalFromNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(decimalFromNumber(1234567890123456)).toBeUndefined(); // 16 digits
  });
});

describe("toFixedFast", () => {
  it("is toFixed, for every decimal and number of places", () => {
    const D = Decimal;
    const text = fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 25n }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: -40, max: 40 })).map(([neg, digits, scale, exp]) => {
      const body = digits.toString().padStart(scale + 1, "0");
      const plainText = scale > 0 ? `${body.slice(0, -scale)}.${body.slice(-scale)}` : body;
      return `${neg ? "-" : ""}${exp % 5 === 0 ? plainText + "e" + exp : plainText}`;
    });
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 4 }), (t, places) => {
        const d = new D(t);
        expect(toFixedFast(d, places)).toBe(d.toFixed(places));
      }),
      { numRuns: 5000 },
    );
    for (const t of ["0", "-0", "0.00", "12.5", "10000", "1e21", "1e-7", "-3.20", "123456.78", "0.005"]) for (const p of [0, 2, 3]) expect(toFixedFast(new D(t), p)).toBe(new D(t).toFixed(p));
  });
});

describe("decimalOfText", () => {
  /** a value as decimal.js's public API shows it, and that it computes alike */
  const fields = (d: Decimal) => ({ neg: d.isNeg(), digits: d.sd(true), places: d.decimalPlaces(), text: d.toString(), fixedAll: d.toFixed(), sum: d.plus("0.001").toString(), fixed: d.toFixed(2), same: d.eq(new Decimal(d.toFixed())) });
  it("is new Decimal(text), as the public API shows it, for every plain decimal text", () => {
    // leading zeros, trailing zeros, a point anywhere, up to 45 characters (past the fast limit)
    const text = fc.tuple(fc.boolean(), fc.string({ unit: fc.constantFrom("0", "0", "0", "1", "5", "9"), minLength: 1, maxLength: 24 }), fc.option(fc.string({ unit: fc.constantFrom("0", "0", "3", "7"), minLength: 1, maxLength: 20 }))).map(([neg, int, frac]) => `${neg ? "-" : ""}${int}${frac === null ? "" : "." + frac}`);
    fc.assert(
      fc.property(text, (t) => {
        expect(fields(decimalOfText(t)), t).toEqual(fields(new Decimal(t)));
      }),
      { numRuns: 5000 },
    );
    for (const t of ["0", "-0", "0.00", "-0.00", "000", "7", "1234567", "12345678", "0.0000001", "0.1234567", "100000000000000", "9999999.99", "-123456.78", "1.5", "0.05", "12345678901234567890.123456789"]) {
      expect(fields(decimalOfText(t)), t).toEqual(fields(new Decimal(t)));
    }
  });
});

describe("minorOf and formatMinor", () => {
  const exact = (t: string, places: number): number | undefined => {
    // the exact value in minor units with bigint arithmetic, or undefined
    const d = new Decimal(t);
    const scaled = d.times(new Decimal(10).pow(places));
    if (!scaled.isInteger()) return undefined;
    const n = BigInt(scaled.toFixed(0));
    return n > BigInt(Number.MAX_SAFE_INTEGER) || n < -BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(n);
  };
  it("converts exactly or refuses, for every decimal and number of places", () => {
    const text = fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 8 })).map(([neg, digits, scale]) => {
      const body = digits.toString().padStart(scale + 1, "0");
      return `${neg ? "-" : ""}${scale > 0 ? `${body.slice(0, -scale)}.${body.slice(-scale)}` : body}`;
    });
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 4 }), (t, places) => {
        const m = minorOf(new Decimal(t), places);
        expect(m, `${t} ${places}`).toBe(exact(t, places));
        if (m !== undefined) expect(formatMinor(m, places)).toBe(new Decimal(t).toFixed(places));
      }),
      { numRuns: 5000 },
    );
    for (const [t, p] of [["0", 2], ["-0", 2], ["90071992547409.91", 2], ["90071992547409.92", 2], ["9007199254740991", 0], ["9007199254740992", 0], ["0.001", 2], ["1e20", 2], ["12345678.9", 3], ["0.05", 2], ["-1234.5", 2]] as const) {
      const m = minorOf(new Decimal(t), p);
      expect(m, `${t} ${p}`).toBe(exact(t, p));
      if (m !== undefined) expect(formatMinor(m, p), t).toBe(new Decimal(t).toFixed(p));
    }
  });
});

describe("wholeOf", () => {
  it("gives n and p with d = n·10^−p, p = decimalPlaces(), exactly, or NaN past 2^53 − 1", () => {
    const text = fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 6 })).map(([neg, digits, scale, zeros]) => {
      const body = (digits.toString() + "0".repeat(zeros)).padStart(scale + 1, "0");
      return `${neg ? "-" : ""}${scale > 0 ? `${body.slice(0, -scale)}.${body.slice(-scale)}` : body}`;
    });
    const out = { places: 0 };
    const check = (t: string): void => {
      const d = new Decimal(t);
      const n = wholeOf(d);
      const p = d.decimalPlaces();
      const pub = publicWholeOf(d, out);
      expect(Object.is(pub, n) || (pub === 0 && n === 0), t).toBe(true);
      if (n === n) expect(out.places, t).toBe(WHOLE.places);
      const exact = BigInt(d.times(new Decimal(10).pow(p)).toFixed(0));
      const big = exact > BigInt(Number.MAX_SAFE_INTEGER) || exact < -BigInt(Number.MAX_SAFE_INTEGER);
      if (big) expect(n, t).toBeNaN();
      else {
        expect(Object.is(n, Number(exact)) || (n === 0 && exact === 0n), t).toBe(true);
        expect(WHOLE.places, t).toBe(p);
      }
    };
    fc.assert(fc.property(text, (t) => check(t)), { numRuns: 10000 });
    for (const t of ["0", "-0", "0.15", "1500", "-0.0000001", "1e15", "9007199254740991", "9007199254740992", "900719925474099.1", "0.000000000000000000001", "1234567.1234567", "10000000", "0.1000000"]) check(t);
    expect(wholeOf(new Decimal(Infinity))).toBeNaN();
    expect(wholeOf(new Decimal(NaN))).toBeNaN();
  });
});

describe("readDecimal", () => {
  it("reads exactly the texts -?digits(.digits)? with at most the places given, as new Decimal does", () => {
    const text = fc.string({ unit: fc.constantFrom("-", "0", "1", "9", ".", ".", "5", "x", " ", "+", "e"), minLength: 0, maxLength: 12 });
    fc.assert(
      fc.property(text, fc.constantFrom(0, 2, 3, Infinity), (t, places) => {
        const shape = new RegExp(`^-?\\d+${places === Infinity ? "(\\.\\d+)?" : places > 0 ? `(\\.\\d{1,${places}})?` : ""}$`);
        const d = readDecimal(t, places);
        expect(d !== undefined, JSON.stringify(t)).toBe(shape.test(t));
        const pub = publicReadDecimal(t, places);
        expect(pub !== undefined, JSON.stringify(t)).toBe(shape.test(t));
        if (pub) expect(pub.toString() === new Decimal(t).toString() && pub.isNeg() === new Decimal(t).isNeg(), t).toBe(true);
        if (d) expect(d.eq(new Decimal(t)) && d.toString() === new Decimal(t).toString() && d.isNeg() === new Decimal(t).isNeg(), t).toBe(true);
      }),
      { numRuns: 10000 },
    );
    // a text of any length, past the 34 digits of the runtime's precision, is read exactly
    const long = "1".repeat(41) + ".5";
    expect(readDecimal(long, Infinity)!.toFixed()).toBe(long);
    expect(decimalOfText(long).toFixed()).toBe(long);
  });
});

describe("the fast conversions (decimal-fast.ts)", () => {
  it("hold for the pinned decimal.js, so the runtime takes them", () => {
    expect(FAST_PATH).toBe(true);
  });
  it("are refused when they disagree with the public API (a changed representation)", () => {
    const fast = fastReaders(Decimal);
    // words of 6 digits instead of 7: what a changed layout would look like to the reader
    const wrongRead = (s: string, p: number) => {
      const d = fast.read(s, p);
      return d && s.replace(/[-.0]/g, "").length > 6 ? new Decimal(d.toString() + "1") : d;
    };
    expect(holds(Decimal, fast, publicWholeOf)).toBe(true);
    expect(holds(Decimal, { ...fast, read: wrongRead }, publicWholeOf)).toBe(false);
    expect(holds(Decimal, { ...fast, whole: (d, out) => (d.isZero() ? 0 : fast.whole(d, out) + 1) }, publicWholeOf)).toBe(false);
    expect(holds(Decimal, { ...fast, read: () => { throw new TypeError("layout"); } }, publicWholeOf)).toBe(false);
    // a comparison that reads the exponent's sign wrongly (as a changed layout would) is refused too
    expect(holds(Decimal, { ...fast, cmp: (x, y) => (x.isNeg() && y.isNeg() ? -fast.cmp(x, y) : fast.cmp(x, y)) }, publicWholeOf)).toBe(false);
  });
  it("compare as decimal.js's cmp does, for every pair of decimals (property)", () => {
    const fast = fastReaders(Decimal);
    // few distinct digits, so that equal values and common prefixes come often; exponents from
    // −40 to 40 and both signs of zero
    const text = fc.tuple(fc.boolean(), fc.string({ unit: fc.constantFrom("0", "0", "1", "9"), minLength: 1, maxLength: 20 }), fc.option(fc.string({ unit: fc.constantFrom("0", "1", "9"), minLength: 1, maxLength: 12 })), fc.integer({ min: -40, max: 40 }), fc.boolean()).map(([neg, int, frac, exp, sci]) => `${neg ? "-" : ""}${int}${frac === null ? "" : "." + frac}${sci ? "e" + exp : ""}`);
    fc.assert(
      fc.property(text, text, (a, b) => {
        const x = new Decimal(a);
        const y = new Decimal(b);
        expect(fast.cmp(x, y), `${a} vs ${b}`).toBe(x.cmp(y));
        expect(fast.cmp(x, x)).toBe(0);
        expect(cmpDecimal(x, y)).toBe(x.cmp(y));
      }),
      { numRuns: 5000, seed: 15 },
    );
    // not finite: the fast comparison declines, cmpDecimal gives decimal.js's answer
    expect(fast.cmp(new Decimal(Infinity), new Decimal(1))).toBeNaN();
    expect(cmpDecimal(new Decimal(Infinity), new Decimal(1))).toBe(1);
    expect(cmpDecimal(new Decimal(NaN), new Decimal(1))).toBeNaN();
  });
});
