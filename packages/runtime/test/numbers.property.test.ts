// narration/numbers.ts writes whole numbers and picks plural forms without calling Intl per
// number (issue 15: streaming a million explanations spent a third of its time in Intl). The
// formatter groups digits itself where the locale's grouping is the plain one and leaves the
// rest to Intl; both must give Intl's text exactly. Checked here on random numbers of every
// length up to 40 digits (with leading zeros, as a decimal's integer part may be written), for
// the catalogues' locales and for locales whose grouping differs (Swiss apostrophes, Spanish
// "1234", the Indian lakh, Arabic digits: the last two must fall back to Intl).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pluralSelector, wholeFormatter, wholeNumberFormatter } from "../src/narration/numbers.js";
import { titledCatalogue } from "../src/narration/budgetTitle.js";
import { catalogueFor, formatsOf } from "../src/narration/catalogue.js";
import { formatMinor } from "../src/decimal.js";
import Decimal from "decimal.js";

const LOCALES = ["pl-PL", "nl-NL", "en-US", "de-DE", "fr-FR", "de-CH", "es-ES", "pt-PT", "en-IN", "ar-EG", "sv-SE"];
const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 40 }).map((d) => d.join(""));

describe("whole numbers as Intl writes them", () => {
  for (const locale of LOCALES) {
    it(`${locale}: every number, grouped or not, is Intl.NumberFormat's text`, () => {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      const whole = wholeFormatter(locale);
      fc.assert(fc.property(digits, (d) => whole(d) === intl.format(BigInt(d))), { seed: 15, numRuns: 3000 });
      // the edges of grouping, written out
      for (const d of ["0", "000", "999", "1000", "9999", "10000", "99999", "100000", "1000000", "0012345"]) expect(whole(d), d).toBe(intl.format(BigInt(d)));
    });
  }

  // grouped from four digits (`groupAlways`: Spanish as the BOE writes it, es30), the fast path against Intl's useGrouping "always"
  for (const locale of ["es-ES", "pl-PL"]) {
    it(`${locale}, grouped always: every number is Intl.NumberFormat's text with useGrouping`, () => {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: true });
      const whole = wholeFormatter(locale, true);
      const n = wholeNumberFormatter(locale, true);
      fc.assert(fc.property(digits, (d) => whole(d) === intl.format(BigInt(d))), { seed: 15, numRuns: 3000 });
      fc.assert(fc.property(fc.maxSafeNat(), (x) => n(x) === intl.format(x)), { seed: 15, numRuns: 3000 });
      for (const d of ["0", "999", "1000", "1234", "9999", "10000", "0012345"]) expect(whole(d), d).toBe(intl.format(BigInt(d)));
    });
  }
  it("Spanish grouped always writes 1.234 where es-ES alone writes 1234", () => {
    expect([wholeFormatter("es-ES")("1234"), wholeFormatter("es-ES", true)("1234"), wholeNumberFormatter("es-ES", true)(1234567)]).toEqual(["1234", "1.234", "1.234.567"]);
  });

  it("Polish leaves four digits ungrouped and groups five with a no-break space; Dutch groups four with a dot", () => {
    expect(wholeFormatter("pl-PL")("1234")).toBe("1234");
    expect(wholeFormatter("pl-PL")("12345")).toBe("12\u00a0345");
    expect(wholeFormatter("nl-NL")("1234")).toBe("1.234");
    expect(wholeFormatter("nl-NL")("001234567")).toBe("1.234.567");
  });

  it("a catalogue's numbers and amounts keep their fraction as written", () => {
    const f = formatsOf(catalogueFor("pl"));
    expect(f.number("1234567.50")).toBe("1\u00a0234\u00a0567,50");
    expect(f.number("-12345")).toBe("−12\u00a0345");
    expect(f.amount({ value: "250000.00", unit: "PLN" })).toBe("250\u00a0000,00 PLN");
    expect(formatsOf(catalogueFor("nl")).number("2500.5")).toBe("2.500,5");
  });
});

describe("a catalogue's number read by hand as the pattern it replaced read it", () => {
  // formatsOf's `number` reads /^(-?)(\d+)(?:\.(\d+))?$/ by hand (no match array per number): a
  // text the pattern does not match is given back as it is, one it matches is written in the locale
  const pattern = /^(-?)(\d+)(?:\.(\d+))?$/;
  const oracle = (locale: string, v: string, always?: true): string => {
    const m = pattern.exec(v);
    if (!m) return v;
    const sep = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")!.value;
    return `${m[1] ? "−" : ""}${new Intl.NumberFormat(locale, { maximumFractionDigits: 0, ...(always ? { useGrouping: true } : {}) }).format(BigInt(m[2]!))}${m[3] !== undefined ? sep + m[3] : ""}`;
  };
  const texts = fc.array(fc.constantFrom("0", "1", "5", "9", "-", ".", "e", " ", "+", "a", "−", "٣"), { maxLength: 12 }).map((c) => c.join(""));
  for (const language of ["pl", "nl", "es"]) {
    it(`${language}: every text, a number or not`, () => {
      const c = catalogueFor(language);
      const f = formatsOf(c);
      fc.assert(fc.property(texts, (v) => f.number(v) === oracle(c.locale!, v, c.groupAlways)), { seed: 15, numRuns: 5000 });
      for (const v of ["", "-", ".", "-.", ".5", "5.", "-5.", "1.2.3", "--1", "1-", "+1", "1e5", " 1", "1 ", "0.0", "-0", "007.50", "12345678901234567890.123"]) expect(f.number(v), JSON.stringify(v)).toBe(oracle(c.locale!, v, c.groupAlways));
    });
  }
});

describe("plural categories as Intl selects them", () => {
  for (const locale of ["en", "pl-PL", "nl-NL"]) {
    it(`${locale}: the remembered category is Intl.PluralRules' for every number, asked in any order and again`, () => {
      const rules = new Intl.PluralRules(locale);
      const plural = pluralSelector(locale);
      const n = fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: -50, max: 50 }), fc.double({ min: 0, max: 1000, noNaN: true }));
      fc.assert(fc.property(fc.array(n, { maxLength: 200 }), (xs) => xs.every((x) => plural(x) === rules.select(x) && plural(x) === rules.select(x))), { seed: 15, numRuns: 300 });
    });
  }
});

describe("amounts as a result and an explanation write them", () => {
  // formatMinor's cents read as two strings (the units' digits, ".00"–".99"), every other
  // case as before: each against decimal.js's toFixed of the same value
  const oracle = (m: number, places: number): string => new Decimal(m).div(new Decimal(10).pow(places)).toFixed(places);
  it("formatMinor: every whole number of minor units is toFixed's text, cents or not, negative or not", () => {
    const whole = fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -100_000, max: 0 }), fc.constantFrom(0, 5, 99, 100, 101, 1000, Number.MAX_SAFE_INTEGER, -1, -99, -100, -Number.MAX_SAFE_INTEGER));
    fc.assert(fc.property(whole, fc.integer({ min: 0, max: 4 }), (m, places) => formatMinor(m, places) === oracle(m, places)), { seed: 15, numRuns: 5000 });
    expect(formatMinor(-0, 2)).toBe("0.00");
    expect(formatMinor(5, 2)).toBe("0.05");
    expect(formatMinor(123456, 2)).toBe("1234.56");
  });
  it("a whole number read in place (from, to) is the number those digits make, in every locale", () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      const whole = wholeFormatter(locale);
      fc.assert(fc.property(fc.string({ maxLength: 3 }), digits, fc.string({ maxLength: 3 }), (a, d, b) => whole(a + d + b, a.length, a.length + d.length) === intl.format(BigInt(d))), { seed: 15, numRuns: 500 });
    }
  });
  for (const language of ["pl", "nl"]) {
    it(`${language}: amounts of every two decimals and of other decimals, in two currencies in turn`, () => {
      const c = catalogueFor(language);
      const f = formatsOf(c);
      const sep = new Intl.NumberFormat(c.locale!).formatToParts(1.5).find((p) => p.type === "decimal")!.value;
      const intl = new Intl.NumberFormat(c.locale!, { maximumFractionDigits: 0 });
      const text = (int: string, frac: string | undefined, unit: string): string => `${intl.format(BigInt(int))}${frac === undefined ? "" : sep + frac}${unit ? " " + unit : ""}`;
      const fracs = fc.option(fc.oneof(fc.integer({ min: 0, max: 99 }).map((k) => String(k).padStart(2, "0")), digits), { nil: undefined });
      fc.assert(
        fc.property(digits, fracs, fc.constantFrom("EUR", "PLN", ""), (int, frac, unit) => {
          const value = frac === undefined ? int : `${int}.${frac}`;
          return f.amount({ value, unit: unit || null }) === text(int, frac, unit) && f.number(value) === text(int, frac, "");
        }),
        { seed: 15, numRuns: 3000 },
      );
    });
  }
});


describe("a whole number and an amount worded from the number (narrate.ts allocationText)", () => {
  const safe = fc.oneof(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 2 ** 31 }), fc.maxSafeNat());
  for (const locale of LOCALES) {
    it(`${locale}: wholeNumberFormatter is Intl.NumberFormat's text of every safe whole number`, () => {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      const whole = wholeNumberFormatter(locale);
      fc.assert(fc.property(safe, (n) => whole(n) === intl.format(n)), { seed: 19, numRuns: 3000 });
      for (const n of [0, 9, 999, 1000, 9999, 10000, 99999, 100000, 1000000, 1001001, Number.MAX_SAFE_INTEGER]) expect(whole(n), String(n)).toBe(intl.format(n));
    });
  }

  // every catalogue, a titled one too, in every unit the catalogues meet and none: minorAmount(m, places, unit) is amount(formatMinor(m, places))
  const catalogues = [...["en", "pl", "nl", "de", "pt"].map((l) => catalogueFor(l)), titledCatalogue(catalogueFor("nl"), "het subsidieplafond")];
  const units = ["EUR", "PLN", "CHF", "USD", "JPY", null];
  const edges = [0, 1, 5, 10, 99, 100, 101, 1000, 1234, 99999, 100000, 123456, 1000000, 99999999, 100000000, 160101911333, 2 ** 53 - 1, -1, -5, -100, -123456, -(2 ** 53 - 1)];
  for (const c of catalogues) {
    it(`${c.language}${c.amountsInParts === false ? " (titled)" : ""}: an amount from its minor units is the amount of its text, at every number of places`, () => {
      const f = formatsOf(c);
      for (const unit of units)
        for (let places = 0; places <= 4; places++)
          for (const m of edges) expect(f.minorAmount(m, places, unit), `${m} at ${places} ${unit}`).toBe(f.amount({ value: formatMinor(m, places), unit }));
      const minor = fc.oneof(fc.integer({ min: -1000000, max: 1000000 }), fc.maxSafeInteger(), fc.integer());
      fc.assert(fc.property(minor, fc.integer({ min: 0, max: 4 }), fc.constantFrom(...units), (m, places, unit) => f.minorAmount(m, places, unit) === f.amount({ value: formatMinor(m, places), unit })), { seed: 19, numRuns: 3000 });
    });
  }

  it("whole cents: 0 cents, thousands and millions in each language's separators", () => {
    expect(formatsOf(catalogueFor("pl")).minorAmount(160101911333, 2, "EUR")).toBe("1\u00a0601\u00a0019\u00a0113,33 EUR");
    expect(formatsOf(catalogueFor("pl")).minorAmount(123400, 2, "PLN")).toBe("1234,00 PLN");
    expect(formatsOf(catalogueFor("nl")).minorAmount(123400, 2, "EUR")).toBe("1.234,00 EUR");
    expect(formatsOf(catalogueFor("de")).minorAmount(100000000, 2, "EUR")).toBe("1.000.000,00 EUR");
    expect(formatsOf(catalogueFor("en")).minorAmount(100000000, 2, "EUR")).toBe("1000000.00 EUR");
    expect(formatsOf(catalogueFor("nl")).minorAmount(-5, 2, "EUR")).toBe("−0,05 EUR");
  });
});
