// What the runtime relies on in decimal.js, pinned: the version, the configured class (34
// digits, half-even, plain notation within 10^±40), the texts it gives back for the values the
// runtime makes (amounts read from input, sums, products, quotients, roundings), and that no
// source reaches past its public API — the private fields `s`, `e`, `d` or a value built with
// Object.create on its prototype — but decimal-fast.ts, which decimal.ts uses only after checking
// it against the public API. An upgrade that changes any of this fails here, not in a published
// amount.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal, decimalOfText, fitsDouble, formatMinor, minorOf, readDecimal, roundTo, toFixedFast, wholeOf, WHOLE } from "../src/decimal.js";

const root = join(__dirname, "../../..");

describe("decimal.js as the runtime uses it", () => {
  it("is the version pinned in packages/runtime/package.json", () => {
    const require = createRequire(join(root, "packages/runtime/package.json"));
    const pinned = JSON.parse(readFileSync(join(root, "packages/runtime/package.json"), "utf8")).dependencies["decimal.js"];
    expect(pinned).toBe("10.6.0");
    expect(require("decimal.js/package.json").version).toBe(pinned);
  });

  it("is configured for 34 digits, half-even, plain notation within 10^±40", () => {
    expect(Decimal.precision).toBe(34);
    expect(Decimal.rounding).toBe(Decimal.ROUND_HALF_EVEN);
    expect(new Decimal(1).div(3).toString()).toBe("0." + "3".repeat(34));
    expect(new Decimal(2).div(3).toString()).toBe("0." + "6".repeat(33) + "7");
    expect(new Decimal("1e39").toString()).toBe("1" + "0".repeat(39));
    expect(new Decimal("1e40").toString()).toBe("1e+40");
    expect(new Decimal("1e-39").toString()).toBe("0." + "0".repeat(38) + "1");
    expect(new Decimal("1e-40").toString()).toBe("1e-40");
  });

  it("gives back the texts of the values the runtime makes", () => {
    const cases: Array<[Decimal, string, string]> = [
      // value, toString(), toFixed(2)
      [new Decimal("1000.50"), "1000.5", "1000.50"],
      [new Decimal("-0"), "0", "0.00"], // the sign of zero is kept (isNeg) but never printed
      [new Decimal("0.00"), "0", "0.00"],
      // toFixed without a mode rounds with the class's mode, half-even
      [new Decimal("-12.345"), "-12.345", "-12.34"],
      [new Decimal("0.005"), "0.005", "0.00"],
      [new Decimal("0.015"), "0.015", "0.02"],
      [new Decimal("0.025"), "0.025", "0.02"],
      [new Decimal("200000.00").times("1000000.00").div("1095000.00"), "182648.4018264840182648401826484018", "182648.40"],
      [new Decimal("123456789012345678901234.56"), "123456789012345678901234.56", "123456789012345678901234.56"],
      [new Decimal("0.1").plus("0.2"), "0.3", "0.30"],
      [new Decimal("1500"), "1500", "1500.00"],
    ];
    for (const [d, text, fixed] of cases) {
      expect(d.toString(), text).toBe(text);
      expect(d.toFixed(2), text).toBe(fixed);
    }
    expect(new Decimal("2.345").toFixed(2)).toBe("2.34");
    expect(new Decimal("2.355").toFixed(2)).toBe("2.36");
    expect(roundTo(new Decimal("2.345"), 2, "half_up").toFixed(2)).toBe("2.35");
    expect(new Decimal("-0").isNeg()).toBe(true);
    expect(new Decimal("-0").eq(0)).toBe(true);
  });

  it("round-trips every amount: text → Decimal → toFixed(places) is the text padded (property)", () => {
    const amount = fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 3 })).map(([neg, digits, places]) => {
      const body = digits.toString().padStart(places + 1, "0");
      return { text: `${neg && digits !== 0n ? "-" : ""}${places > 0 ? `${body.slice(0, -places)}.${body.slice(-places)}` : body}`, places };
    });
    fc.assert(
      fc.property(amount, ({ text, places }) => {
        const d = readDecimal(text, places)!;
        expect(d.toFixed(places)).toBe(text);
        expect(toFixedFast(d, places)).toBe(text);
        expect(new Decimal(d.toString()).eq(d)).toBe(true);
        expect(decimalOfText(text).toFixed()).toBe(new Decimal(text).toFixed());
        const m = minorOf(d, places);
        if (m !== undefined) expect(formatMinor(m, places)).toBe(text);
        else expect(text.replace(/[-.]/g, "").replace(/^0+/, "").length).toBeGreaterThan(15);
      }),
      { numRuns: 3000 },
    );
  });

  it("reads whole numbers out of the public text in and past plain notation", () => {
    for (const [t, n, p] of [["1e+40", NaN, 0], ["1.5e-41", 15, 42], ["-2e+15", -2e15, 0], ["123.4500", 12345, 2]] as const) {
      const got = wholeOf(new Decimal(t));
      if (Number.isNaN(n)) expect(got, t).toBeNaN();
      else {
        expect(got, t).toBe(n);
        expect(WHOLE.places, t).toBe(p);
      }
    }
  });

  it("fitsDouble: at most 15 digits, exponent within ±299, as the value's own exponent says (property)", () => {
    const value = fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 17n }), fc.integer({ min: -320, max: 320 })).map(([neg, m, e]) => new Decimal(`${neg ? "-" : ""}${m}e${e}`));
    const exponentOf = (d: Decimal) => (d.isZero() ? 0 : Number(d.toExponential().split("e")[1]));
    fc.assert(
      fc.property(value, (d) => {
        expect(fitsDouble(d), d.toString()).toBe(d.sd() <= 15 && Math.abs(exponentOf(d)) < 300);
      }),
      { numRuns: 3000 },
    );
    for (const t of ["1e299", "9.99e299", "1e300", "-1e300", "1e-299", "9e-300", "-1e-299", "0", "-0", "123456789012345", "1234567890123456"]) {
      const d = new Decimal(t);
      expect(fitsDouble(d), t).toBe(d.sd() <= 15 && Math.abs(exponentOf(d)) < 300);
    }
    expect(fitsDouble(new Decimal(NaN))).toBe(false);
    expect(fitsDouble(new Decimal(Infinity))).toBe(false);
  });
});

/** Every .ts file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("decimal.js's private fields", () => {
  it("are read or written by no source of any package but decimal-fast.ts, nor by the code the compiler emits", () => {
    const offences: string[] = [];
    for (const pkg of readdirSync(join(root, "packages"))) {
      const src = join(root, "packages", pkg, "src");
      if (!statSync(src, { throwIfNoEntry: false })?.isDirectory()) continue;
      for (const file of sources(src)) {
        if (file.endsWith(join("runtime", "src", "decimal-fast.ts"))) continue; // guarded, see there
        readFileSync(file, "utf8").split("\n").forEach((line, i) => {
          const code = line.replace(/\/\/.*$/, "");
          // `x.s`, `x.e`, `x.d` (not `.d.ts`, not a CSS class `.s-…`, not a longer name)
          if (/[\w$\])]\.(s|e|d)(?![\w$-]|\.ts)/.test(code) || /Object\.create\((?!null\))|getPrototypeOf\(/.test(code)) offences.push(`${file.slice(root.length + 1)}:${i + 1}: ${line.trim()}`);
        });
      }
    }
    expect(offences).toEqual([]);
  });

  it("the check finds what it looks for", () => {
    const pattern = /[\w$\])]\.(s|e|d)(?![\w$-]|\.ts)/;
    for (const bad of ["x.s = -1;", "Math.abs(d.e) < 300", "(x as T).d = words;", "w[0].d"]) expect(pattern.test(bad), bad).toBe(true);
    for (const ok of ["d.sd()", "`${safe}.d.ts`", ".s-funded{", "x.decimalPlaces()", "a.eq(b)"]) expect(pattern.test(ok), ok).toBe(false);
  });
});
