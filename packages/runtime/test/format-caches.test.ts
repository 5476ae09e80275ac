// The texts explanations keep for the next rows (issue 15, seventh round): a locale's numbers
// (catalogue.ts, numbers.ts `numbersRecently`), the moments a ranking shows (time.ts
// `showMoment`) and a comparison's "decided by" words (forms.ts `wordedByStep`). Each is kept
// by everything its text depends on: two locales, two currencies, two zones or units, two keys
// with the same label, asked for one after another in one process, never get each other's text;
// and a render that lists what passes through untranslated lists it every time.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogueFor, formatsOf, renderChecked, renderFact } from "../src/narration/catalogue.js";
import { countsRecently, numbersRecently } from "../src/narration/numbers.js";
import { textRecently } from "../src/narration/memoWords.js";
import { type TimeUnit } from "../src/time.js";
import { formatMoment, showMoment } from "../src/timeShow.js";
import type { TraceFact } from "../src/engine/trace.js";
import { keyShower } from "../src/engine/keyShow.js";
import type { Values } from "../src/engine/values.js";
import { Decimal } from "../src/decimal.js";
import type { KeySpec, KeyValue } from "../src/spec.js";

const pad = (n: number, w: number): string => String(n).padStart(w, "0");

/** A moment as shown, read from formatMoment's text (time-show.property.test.ts's oracle). */
function oracle(ms: number, unit: TimeUnit | "exact", zone: string): string {
  const full = formatMoment(ms, zone);
  const base = full.slice(0, full.indexOf("T") + 9);
  const frac = "." + pad(((ms % 1000) + 1000) % 1000, 3);
  const off = full.length > base.length && /[+-]\d{2}:\d{2}$/.test(full) ? full.slice(-6) : "";
  const text = (base + frac).replace("T", " ");
  // milliseconds only where the moment has them (drafter21's finding 3)
  const cut = unit === "day" ? text.indexOf(" ") : unit === "hour" ? text.indexOf(" ") + 3 : unit === "minute" ? text.indexOf(" ") + 6 : unit === "second" || frac === ".000" ? text.indexOf(" ") + 9 : text.length;
  return text.slice(0, cut) + (unit === "day" ? "" : off);
}

/** A decimal text in a locale's words, straight from Intl (the integer part grouped, the fraction as written). */
function intlNumber(v: string, locale: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(v)!;
  const sep = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")!.value;
  return `${m[1] ? "−" : ""}${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(BigInt(m[2]!))}${m[3] !== undefined ? sep + m[3] : ""}`;
}

describe("texts kept for the next rows", () => {
  it("a locale's numbers: Polish, Dutch and English asked in turn for the same values and currencies each write their own", () => {
    const pl = formatsOf(catalogueFor("pl"));
    const nl = formatsOf(catalogueFor("nl"));
    const en = formatsOf(catalogueFor("en"));
    // a few values, so that each is asked again while it is still kept
    const value = fc.constantFrom("1234567.50", "211631.45", "0.00", "-9876.5", "12345", "7", "1000000000000000000000.25");
    const unit = fc.constantFrom("EUR", "PLN", null);
    const ask = fc.tuple(fc.constantFrom("pl", "nl", "en"), value, unit);
    fc.assert(
      fc.property(fc.array(ask, { minLength: 1, maxLength: 60 }), (asks) => {
        for (const [lang, v, u] of asks) {
          const f = lang === "pl" ? pl : lang === "nl" ? nl : en;
          const number = lang === "en" ? v : intlNumber(v, lang === "pl" ? "pl-PL" : "nl-NL");
          expect(f.number(v)).toBe(number);
          expect(f.amount({ value: v, unit: u })).toBe(u ? `${number} ${u}` : number);
        }
      }),
      { seed: 20261203, numRuns: 300 },
    );
    // written out: the same amount, two locales, two currencies, one after the other
    expect(pl.amount({ value: "211631.45", unit: "EUR" })).toBe("211\u00a0631,45 EUR");
    expect(nl.amount({ value: "211631.45", unit: "EUR" })).toBe("211.631,45 EUR");
    expect(pl.amount({ value: "211631.45", unit: "PLN" })).toBe("211\u00a0631,45 PLN");
    expect(nl.number("211631.45")).toBe("211.631,45");
  });

  it("numbersRecently: each formatter keeps its own texts, and a value pushed out is written again", () => {
    let calls = 0;
    const a = numbersRecently((v) => (calls++, `a${v}`));
    const b = numbersRecently((v) => `b${v}`);
    expect(a("1")).toBe("a1");
    expect(b("1")).toBe("b1");
    expect(a("1")).toBe("a1");
    expect(calls).toBe(1);
    for (let k = 2; k <= 20; k++) expect(a(String(k))).toBe(`a${k}`);
    expect(a("1")).toBe("a1");
    expect(calls).toBe(21);
    // an empty text is a value like any other (the memory starts empty, not filled with "")
    expect(a("")).toBe("a");
  });

  it("showMoment: the same instant in other zones and units, asked in turn, is each shown as its own", () => {
    const zones = ["UTC", "Europe/Warsaw", "Europe/Amsterdam", "America/New_York"];
    const units: (TimeUnit | "exact")[] = ["exact", "second", "minute", "hour", "day"];
    // a few instants (one in Warsaw's repeated hour), so that each is asked again while it is kept
    const instants = [Date.parse("2024-04-15T05:26:23.000Z"), Date.parse("2024-10-27T00:30:00Z"), Date.parse("2024-10-27T01:30:00.250Z"), 0, -1];
    const ask = fc.tuple(fc.constantFrom(...instants), fc.constantFrom(...units), fc.constantFrom(...zones));
    fc.assert(
      fc.property(fc.array(ask, { minLength: 1, maxLength: 40 }), (asks) => {
        for (const [ms, unit, zone] of asks) expect(showMoment(ms, unit, zone)).toBe(oracle(ms, unit, zone));
      }),
      { seed: 20261203, numRuns: 300 },
    );
    const t = Date.parse("2024-10-27T00:30:00Z");
    expect(showMoment(t, "exact", "Europe/Warsaw")).toBe("2024-10-27 02:30:00+02:00");
    expect(showMoment(t, "exact")).toBe("2024-10-27 00:30:00");
    expect(showMoment(t, "minute", "Europe/Warsaw")).toBe("2024-10-27 02:30+02:00");
  });

  it("a comparison's step: two keys with one label, and two languages, are worded each by its own", () => {
    const fact = (key: { name: string; direction: string; granularity?: string } | undefined, by = "tie_time (earliest first)"): TraceFact => ({
      kind: "comparison",
      side: "after",
      other: "A1",
      by,
      ...(key ? { key } : {}),
      lottery: false,
      value: "1",
      otherValue: "2",
    });
    const earliest = fact({ name: "tie_time", direction: "earliest", granularity: "exact" });
    const latest = fact({ name: "tie_time", direction: "latest" });
    const pl = catalogueFor("pl");
    const nl = catalogueFor("nl");
    for (let round = 0; round < 2; round++) {
      expect(renderFact(earliest, pl)).toBe("Za wnioskiem A1: rozstrzyga tie_time (od najwcześniejszej, co do chwili): 2 wobec 1.");
      expect(renderFact(latest, pl)).toBe("Za wnioskiem A1: rozstrzyga tie_time (od najpóźniejszej): 2 wobec 1.");
      expect(renderFact(earliest, nl)).toContain(": beslist door tie_time (");
      expect(renderFact(earliest, nl)).not.toBe(renderFact(earliest, pl));
    }
    // without a key the label passes through untranslated: a checked render lists it every time
    const bare = fact(undefined, "a step of its own");
    expect(renderFact(bare, pl)).toBe("Za wnioskiem A1: rozstrzyga a step of its own: 2 wobec 1.");
    for (let round = 0; round < 2; round++) expect(renderChecked(bare, pl).untranslated).toEqual(["a step of its own"]);
  });

  it("a comparison after the neighbour's id: a pair's two sides, then pairs that differ in one of the step, a value or the operands, each worded as its own", () => {
    // the operands a row shows (details.ts makes one list per application)
    const ops = (submitted: string) => [
      { name: "consent_at", value: { kind: "absent" as const, value: "" } },
      { name: "submitted_at", value: { kind: "time" as const, value: submitted } },
    ];
    const o1 = ops("2024-05-02 07:59:05.000");
    const o2 = ops("2024-05-02 07:59:08.000");
    const o3 = ops("2024-05-02 07:59:09.000");
    const fact = (side: "after" | "ahead", other: string, value: string, otherValue: string, operands: typeof o1, otherOperands: typeof o1, key = { name: "tie_time", direction: "earliest", granularity: "exact" }): TraceFact => ({
      kind: "comparison",
      side,
      other,
      by: "tie_time (earliest first, exact moment)",
      key,
      lottery: false,
      value,
      otherValue,
      operands,
      otherOperands,
    });
    const pl = catalogueFor("pl");
    const en = catalogueFor("en");
    const t5 = "2024-05-02 07:59:05.000";
    const t8 = "2024-05-02 07:59:08.000";
    const t9 = "2024-05-02 07:59:09.000";
    for (let round = 0; round < 2; round++) {
      // row A ahead of B, then B after A: the same pair, in the same words after the id
      expect(renderFact(fact("ahead", "B", t5, t8, o1, o2), pl)).toBe(`Przed wnioskiem B: rozstrzyga tie_time (od najwcześniejszej, co do chwili): ${t5} wobec ${t8} (consent_at: brak wartości wobec brak wartości; submitted_at: ${t5} wobec ${t8}).`);
      expect(renderFact(fact("after", "A", t8, t5, o2, o1), pl)).toBe(`Za wnioskiem A: rozstrzyga tie_time (od najwcześniejszej, co do chwili): ${t5} wobec ${t8} (consent_at: brak wartości wobec brak wartości; submitted_at: ${t5} wobec ${t8}).`);
      // another value after: its own words
      expect(renderFact(fact("ahead", "C", t5, t9, o1, o3), pl)).toBe(`Przed wnioskiem C: rozstrzyga tie_time (od najwcześniejszej, co do chwili): ${t5} wobec ${t9} (consent_at: brak wartości wobec brak wartości; submitted_at: ${t5} wobec ${t9}).`);
      // the same values, other operands (a key whose operands differ where its values do not)
      expect(renderFact(fact("ahead", "C", t5, t9, o1, o2), pl)).toBe(`Przed wnioskiem C: rozstrzyga tie_time (od najwcześniejszej, co do chwili): ${t5} wobec ${t9} (consent_at: brak wartości wobec brak wartości; submitted_at: ${t5} wobec ${t8}).`);
      // another value before, the same value after and the same operands
      expect(renderFact(fact("ahead", "D", t8, t9, o1, o2), pl)).toBe(`Przed wnioskiem D: rozstrzyga tie_time (od najwcześniejszej, co do chwili): ${t8} wobec ${t9} (consent_at: brak wartości wobec brak wartości; submitted_at: ${t5} wobec ${t8}).`);
      // another step (the key's direction), the same values
      expect(renderFact(fact("ahead", "B", t5, t8, o1, o2, { name: "tie_time", direction: "latest", granularity: "exact" }), pl)).toBe(`Przed wnioskiem B: rozstrzyga tie_time (od najpóźniejszej, co do chwili): ${t5} wobec ${t8} (consent_at: brak wartości wobec brak wartości; submitted_at: ${t5} wobec ${t8}).`);
      // another language, the same pair
      expect(renderFact(fact("after", "A", t8, t5, o2, o1), en)).toBe(`After A: decided by tie_time (earliest first, exact moment): ${t5} against ${t8} (consent_at: absent against absent; submitted_at: ${t5} against ${t8}).`);
      expect(renderFact(fact("after", "A", t8, t5, o2, o1), pl)).toContain("Za wnioskiem A: rozstrzyga");
    }
  });

  it("the boundary rule's reading: two readings and two parameters in turn, in Polish and Dutch, each worded as its own", () => {
    const fact = (parameter: string, value: string): TraceFact => ({
      kind: "allocation",
      status: "not_funded",
      requested: { value: "100.00", unit: "EUR" },
      granted: { value: "0.00", unit: "EUR" },
      remainingBefore: { value: "50.00", unit: "EUR" },
      why: "does not fit in the remaining budget; passed over",
      reading: { of: "boundary", parameter, value },
    });
    const pl = catalogueFor("pl");
    const nl = catalogueFor("nl");
    for (let round = 0; round < 2; round++) {
      expect(renderFact(fact("call.boundary", "stop"), pl)).toContain("(call.boundary): „stop” — przydział kończy się na pierwszym wniosku");
      expect(renderFact(fact("call.boundary", "skip"), pl)).toContain("(call.boundary): „skip” — wniosek, który nie mieści się w budżecie, pomija się");
      expect(renderFact(fact("call.other", "skip"), pl)).toContain("(call.other): „skip”");
      expect(renderFact(fact("call.other", "skip"), nl)).toContain("Grensregel zoals de openstelling die leest (call.other)");
      expect(renderFact(fact("call.other", "skip"), pl)).toContain("Reguła granicy budżetu w odczytaniu przyjętym w naborze (call.other)");
    }
  });

  it("counts: the same number in two forms, and two numbers in one form, in turn and past what is kept, are each counted in their own words", () => {
    const pl = formatsOf(catalogueFor("pl"));
    const points = { one: "{n} punkt", few: "{n} punkty", many: "{n} punktów", other: "{n} punktu" };
    const places = { one: "{n} miejsce", few: "{n} miejsca", many: "{n} miejsc", other: "{n} miejsca" };
    const expected = (n: number, forms: typeof points): string => forms[new Intl.PluralRules("pl-PL").select(n) as "one" | "few" | "many" | "other"].replace("{n}", new Intl.NumberFormat("pl-PL").format(n));
    // more pairs than are kept (8), asked twice over, and the same number as a number and as text
    for (let round = 0; round < 2; round++)
      for (const n of [1, 2, 5, 22, 1000, 12345, 3, 0, 14]) {
        expect(pl.count(n, points)).toBe(expected(n, points));
        expect(pl.count(String(n), places)).toBe(expected(n, places));
      }
    // a counting function of its own keeps its own texts
    let made = 0;
    const count = countsRecently((n: string | number, forms: { other: string }) => (made++, forms.other.replace("{n}", String(n))));
    const a = { other: "{n} a" };
    const b = { other: "{n} b" };
    expect([count(1, a), count(1, b), count(1, a), count("1", a)]).toEqual(["1 a", "1 b", "1 a", "1 a"]);
    expect(made).toBe(3);
  });

  it("a name in quotation marks: the last few kept, a name pushed out quoted again, in Polish and Dutch", () => {
    let made = 0;
    const q = textRecently((s) => (made++, `„${s}”`));
    const names = [..."ABCDEFGHIJKLMNOPQ", "A", "Q", "C"];
    expect(names.map(q)).toEqual(names.map((s) => `„${s}”`));
    // A was pushed out by Q (sixteen kept) and quoted again; Q and C, still kept, were not
    expect(made).toBe(18);
    const fact = (title: string): TraceFact => ({ kind: "criterion", criterion: "c", title, points: "2" });
    for (let round = 0; round < 2; round++)
      for (const t of ["Bezrobocie", "Dochód", "Bezrobocie", "x", "y", "z", "Dochód"]) {
        expect(renderFact(fact(t), catalogueFor("pl"))).toBe(`Kryterium „${t}”: 2 punkty.`);
        expect(renderFact(fact(t), catalogueFor("nl"))).toBe(`Criterium ‘${t}’: 2 punten.`);
      }
  });

  it("a criterion's formula in brackets: kept by its form and language, two forms and three languages in turn", () => {
    const formA = { kind: "yesno", points: "3", condition: "young" } as const;
    const formB = { kind: "yesno", points: "1", condition: "organic" } as const;
    const fact = (form: typeof formA | typeof formB): TraceFact => ({ kind: "criterion", criterion: "c", title: "T", points: form.points, formula: "english formula", form });
    for (let round = 0; round < 2; round++) {
      expect(renderFact(fact(formA), catalogueFor("en"))).toBe("Criterion 'T': 3 points (3 points if young, otherwise 0).");
      expect(renderFact(fact(formB), catalogueFor("en"))).toBe("Criterion 'T': 1 point (1 point if organic, otherwise 0).");
      expect(renderFact(fact(formA), catalogueFor("pl"))).toBe("Kryterium „T”: 3 punkty (3 punkty, jeżeli young, w przeciwnym razie 0).");
      expect(renderFact(fact(formB), catalogueFor("pl"))).toBe("Kryterium „T”: 1 punkt (1 punkt, jeżeli organic, w przeciwnym razie 0).");
      expect(renderFact(fact(formA), catalogueFor("nl"))).toContain("Criterium ‘T’: 3 punten (");
    }
    // without a form: the formula as given, in brackets; an empty one, none
    expect(renderFact({ kind: "criterion", criterion: "c", title: "T", points: "2", formula: "f(x)" }, catalogueFor("en"))).toBe("Criterion 'T': 2 points (f(x)).");
    expect(renderFact({ kind: "criterion", criterion: "c", title: "T", points: "2", formula: "" }, catalogueFor("en"))).toBe("Criterion 'T': 2 points.");
  });

  it("a key's value in words is kept for the next row only where the value is the same: 0 and −0, equal decimals, moments, amounts", () => {
    // each shower reads the values of a column; a fresh shower per row is the oracle
    // each key with values of its type: numbers and decimals (0 and −0, equal decimals as two objects), moments, strings
    const numbers = fc.constantFrom<KeyValue>(0, -0, 1, 1.5, 12, new Decimal("1.50"), new Decimal("1.5"), new Decimal("2"), new Decimal("-0"));
    const keys: [KeySpec, fc.Arbitrary<KeyValue>][] = [
      [{ valueKind: "decimal" } as KeySpec, numbers],
      [{ valueKind: "decimal", show: { k: "money", unit: "EUR" } } as KeySpec, numbers],
      [{ valueKind: "decimal", show: { k: "number", places: 1 } } as KeySpec, numbers],
      [{ valueKind: "time", granularity: "second", zone: "Europe/Warsaw" } as KeySpec, fc.constantFrom<KeyValue>(1711929600000, 1711929601000, 1711929600500)],
      [{ valueKind: "string" } as KeySpec, fc.constantFrom<KeyValue>("a", "b", "")],
    ];
    const run = fc.oneof(...keys.map(([k, v]) => fc.tuple(fc.constant(k), fc.array(v, { minLength: 1, maxLength: 30 }))));
    fc.assert(
      fc.property(run, ([k, vs]) => {
        const column = { at: (r: number) => vs[r]! } as unknown as Values<KeyValue>;
        const show = keyShower(k, column);
        for (let r = 0; r < vs.length; r++) expect(show(r)).toBe(keyShower(k, column)(r));
      }),
      { seed: 20261206, numRuns: 300 },
    );
    // written out: a decimal key's 0 after −0 and the reverse
    const zeros = keyShower({ valueKind: "decimal" } as KeySpec, { at: (r: number) => [-0, 0, -0][r]! } as unknown as Values<KeyValue>);
    expect([zeros(0), zeros(1), zeros(2)]).toEqual([new Decimal(-0).toString(), "0", new Decimal(-0).toString()]);
  });
});
