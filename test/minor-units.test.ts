// Money held as whole minor units from validation on (packages/dsl/src/compile/minorFields.ts,
// packages/runtime/src/minor.ts): an application's money field the scheme reads only as an
// allocation's amount is validated straight into a JS number of cents, and the engine takes it
// as it is; a value past 2^53 − 1 cents stays a Decimal. The results must not depend on it:
// `readMinor` reads exactly what `readDecimal` then `minorOf` read, and a scheme compiled with
// the representation gives the same result bytes — explanations included — as the same scheme
// compiled without it (ALLOT_NO_MINOR_UNITS=1), on random calls: several regimes, every boundary
// policy, pro rata, bounds on the field, JPY's 0 places, amounts near and past 2^53 cents,
// negative amounts and "-0.00", ties left open.
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, type CompiledScheme } from "@allot/runtime";
import { minorOf, readDecimal } from "../packages/runtime/src/decimal.js";
import { readMinor } from "../packages/runtime/src/minor.js";
import { preamble } from "./support/scheme.js";
import { checkUses, compileBoth as both, NO_MINOR_UNITS, resultText } from "./support/minorUnits.js";

describe("readMinor", () => {
  const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
  const text = fc.oneof(
    fc.tuple(fc.constantFrom("", "-"), digits(1, 18), fc.constantFrom("", "."), digits(0, 4)).map(([s, i, p, f]) => `${s}${i}${p}${f}`),
    fc.constantFrom("0", "-0", "-0.00", "0.00", "90071992547409.91", "90071992547409.92", "-90071992547409.91", "9007199254740991", "9007199254740992", "1.", ".5", "-", "", "1e3", " 1", "1,5", "00012.30", "1.2.3", "--1"),
  );
  it("reads what readDecimal and minorOf read, as cents (or yen, or mills), or declines", () => {
    fc.assert(
      fc.property(text, fc.constantFrom(0, 2, 3), (s, places) => {
        const d = readDecimal(s, places);
        const want = d === undefined || (d.isZero() && d.isNeg()) ? undefined : minorOf(d, places);
        expect(readMinor(s, places)).toBe(want);
      }),
      { numRuns: 5000, seed: 15 },
    );
  });

  it("hand-worked: 1234.5 EUR is 123450 cents; 12 JPY is 12 yen; 0.001 EUR is no whole cent", () => {
    expect(readMinor("1234.5", 2)).toBe(123450);
    expect(readMinor("-7.05", 2)).toBe(-705);
    expect(readMinor("12", 0)).toBe(12);
    expect(readMinor("0.001", 2)).toBeUndefined();
    // 2^53 − 1 cents is the largest amount held; one cent more is a Decimal
    expect(readMinor("90071992547409.91", 2)).toBe(Number.MAX_SAFE_INTEGER);
    expect(readMinor("90071992547409.92", 2)).toBeUndefined();
  });
});

const policies = ["stop", "skip", "partial", "full"] as const;

/** A scheme of one to three regimes, each allocating `asked` (in `currency`) its own way. */
function schemeText(o: { currency: string; bounds: string; regimes: string[]; amountReason: boolean; open?: boolean; key?: "none" | "primary" | "tiebreak"; publish?: boolean }): string {
  const regimes = o.regimes
    .map(
      (how, k) => `regime r${k} "R${k}" per art1 when call.mode = m${k} {
  allocation per art1 {
    budget call.ceiling shared
    amount asked
    ${how}
  }
}
`,
    )
    .join("");
  return `${preamble("Minor units")}call {
  ceiling: money(${o.currency})
  mode: enum { ${o.regimes.map((_, k) => `m${k}`).join(", ")} }
}
application {
  id: text unique
  score: integer in 0..3
  asked: money(${o.currency})${o.bounds}
}
eligibility per art1 {
  rule fine "Fine": score > 0
    otherwise "${o.amountReason ? "no score" : "no score at all"}"
}
criterion c1 "Score" per art1: score
ranking per art1 {
  by c1 highest first${o.key === "primary" ? "\n  by asked lowest first" : ""}
  tiebreak every tie per art1 {${o.key === "tiebreak" ? "\n    by asked highest first per art1" : ""}
    ${o.open ? "unresolved" : "by id lowest first per art1"}
  }
}
${regimes}${o.publish ? "publish per art1 {\n  columns { position, id, asked as \"Asked\", status, amount }\n}\n" : ""}`;
}

const ENV = NO_MINOR_UNITS;
afterEach(() => {
  delete process.env[ENV];
});

const compileBoth = (text: string) => both(text, "minor.allot");

describe("a scheme compiled with money in minor units gives the bytes it gives with Decimals", () => {
  const places = { EUR: 2, JPY: 0, PLN: 2 } as const;
  const amount = (p: number) =>
    fc.oneof(
      { weight: 12, arbitrary: fc.integer({ min: 0, max: 2_000_000 }).map((m) => (p === 0 ? String(m) : `${Math.trunc(m / 100)}${m % 3 === 0 ? "" : `.${String(m % 100).padStart(2, "0")}`}`)) },
      // near and past what a key column holds as a double (10^15 cents) and 2^53 cents
      { weight: 1, arbitrary: fc.constantFrom("0", "0.00", "-0.00", "-5.00", "9999999999999.99", "10000000000000.00", "10000000000000.01", "90071992547409.91", "90071992547409.92", "123456789012345678.5", "007.10", "1.5") },
    );
  const call = fc.record({
    currency: fc.constantFrom("EUR", "JPY", "PLN"),
    bounded: fc.boolean(),
    regimes: fc.array(fc.oneof(fc.constantFrom(...policies).map((p) => `at boundary ${p} per art1`), fc.constant("pro rata rounded down to 1 remainder unallocated")), { minLength: 1, maxLength: 3 }),
    mode: fc.nat(),
    open: fc.boolean(),
    key: fc.constantFrom("none" as const, "primary" as const, "tiebreak" as const),
    publish: fc.boolean(),
    share: fc.double({ min: 0.1, max: 1.2, noNaN: true }),
    apps: fc.array(fc.record({ score: fc.integer({ min: 0, max: 3 }), seed: fc.nat() }), { minLength: 1, maxLength: 30 }),
  });

  it("on random calls: regimes, boundary policies, pro rata, bounds, currencies, ties left open", () => {
    let held = 0;
    let fallback = 0;
    let errors = 0;
    let partial = 0;
    let short = 0;
    fc.assert(
      fc.property(call, fc.infiniteStream(amount(2)), fc.infiniteStream(amount(0)), (c, eur, jpy) => {
        const text = schemeText({ currency: c.currency, bounds: c.bounded ? " in 0..1000000" : "", regimes: c.regimes, amountReason: true, open: c.open, key: c.key, publish: c.publish });
        const { minor, decimal } = compileBoth(text);
        expect(minor.minorFields).toEqual([{ name: "asked", places: places[c.currency as keyof typeof places] }]);
        expect(decimal.minorFields).toBeUndefined();
        const amounts = places[c.currency as keyof typeof places] === 0 ? jpy : eur;
        const applications = c.apps.map((a, i) => ({ id: `A${String(i).padStart(2, "0")}`, score: a.score, asked: amounts.next().value as string }));
        // the budget a share of what the ordinary amounts ask (one past 2^53 cents is never funded whole)
        const total = applications.reduce((s, a) => s + (Number(a.asked) > 0 && Number(a.asked) < 1e8 ? Number(a.asked) : 0), 0);
        const input = { call: { ceiling: (Math.round(total * c.share) || 1).toFixed(0), mode: `m${c.mode % c.regimes.length}` }, applications };
        const run = (s: CompiledScheme) => resultText(s, input);
        const got = run(minor);
        expect(got).toBe(run(decimal));
        if (got.startsWith("error")) errors++;
        if (got.includes('"partially_funded"')) partial++;
        // the budget binds: someone is refused or shares
        if (got.includes('"status":"not_funded"') || got.includes('"status":"partially_funded"')) short++;
        if (applications.some((a) => /^\d{17,}/.test(a.asked))) fallback++;
        else held++;
      }),
      { numRuns: 150, seed: 15 },
    );
    expect(held).toBeGreaterThan(50);
    expect(fallback).toBeGreaterThan(3);
    // most calls run (a refused input, a negative amount without "exclude", is rare), some share
    expect(errors).toBeLessThan(30);
    expect(partial).toBeGreaterThan(3);
    expect(short).toBeGreaterThan(40);
  });

  it("a hand-worked call: 600.00 for asks of 300.50, 299.50 and 0.01 — the last is not funded (stop)", () => {
    const { minor, decimal } = compileBoth(schemeText({ currency: "EUR", bounds: "", regimes: ["at boundary stop per art1"], amountReason: true }));
    const input = { call: { ceiling: "600.00", mode: "m0" }, applications: [{ id: "A", score: 3, asked: "300.50" }, { id: "B", score: 2, asked: "299.50" }, { id: "C", score: 1, asked: "0.01" }] };
    const r = evaluate(minor, input, { explain: true });
    // 300.50 + 299.50 = 600.00: the budget is spent, C's cent is not there
    expect(r.result.results.map((a) => `${a.id} ${a.status} ${a.amount}`)).toEqual(["A funded 300.50", "B funded 299.50", "C not_funded 0.00"]);
    expect(JSON.stringify(r)).toBe(JSON.stringify(evaluate(decimal, input, { explain: true })));
  });

  it("a key column that meets an amount past 15 digits holds Decimals throughout, as with Decimals", () => {
    // C and A ask 5.00, B 123456789012345678.50 (past 2^53 cents: a Decimal, which sends the key
    // column to Decimals, read between them); equal points, so the key orders them: A, C (equal
    // asks, by id: the key did not decide between them), then B
    const { minor, decimal } = compileBoth(schemeText({ currency: "EUR", bounds: "", regimes: ["at boundary skip per art1"], amountReason: true, key: "primary", publish: true }));
    const input = { call: { ceiling: "7.00", mode: "m0" }, applications: [{ id: "C", score: 2, asked: "5.00" }, { id: "B", score: 2, asked: "123456789012345678.50" }, { id: "A", score: 2, asked: "5.00" }] };
    const r = evaluate(minor, input, { explain: true });
    expect(r.result.ranking).toEqual(["A", "C", "B"]);
    expect(r.result.publication?.rows.map((row) => row["asked"])).toEqual(["5.00", "5.00", "123456789012345678.50"]);
    expect(JSON.stringify(r)).toBe(JSON.stringify(evaluate(decimal, input, { explain: true })));
  });

  it("a key past 10^15 cents is a Decimal: 90071992547409.90 and .91 EUR, one double apart at most, stay two values", () => {
    const { minor, decimal } = compileBoth(schemeText({ currency: "EUR", bounds: "", regimes: ["at boundary skip per art1"], amountReason: true, key: "primary" }));
    const input = { call: { ceiling: "1.00", mode: "m0" }, applications: [{ id: "A", score: 2, asked: "90071992547409.91" }, { id: "C", score: 2, asked: "90071992547409.90" }] };
    const r = evaluate(minor, input, { explain: true });
    // lowest first: C's 9007199254740990 cents before A's 9007199254740991
    expect(r.result.ranking).toEqual(["C", "A"]);
    expect(JSON.stringify(r)).toBe(JSON.stringify(evaluate(decimal, input, { explain: true })));
  });

  it("keeps the Decimal where the field is read otherwise: a rule, a reason's placeholder, a computed key, unique or optional", () => {
    const base = schemeText({ currency: "EUR", bounds: "", regimes: ["at boundary skip per art1"], amountReason: true });
    const uses = [
      base.replace("rule fine \"Fine\": score > 0", "rule fine \"Fine\": score > 0 and asked > call.ceiling"),
      base.replace('"no score"', '"no score for {asked}"'),
      base.replace("by c1 highest first", "by c1 highest first\n  by asked + asked lowest first"),
      base.replace("  asked: money(EUR)", "  asked: money(EUR) unique"),
      base.replace("  asked: money(EUR)", "  asked: money(EUR) optional"),
    ];
    const checked = checkUses(uses, (s, text) => expect(s.minorFields, text).toBeUndefined());
    expect(checked).toBeGreaterThanOrEqual(4);
    // an amount, a key and a published column: held as cents
    const held = load(analyze(schemeText({ currency: "EUR", bounds: "", regimes: ["at boundary skip per art1"], amountReason: true, key: "primary", publish: true }), "held.allot"));
    expect(held.minorFields).toEqual([{ name: "asked", places: 2 }]);
  });

  it("the field's name in prose is no read of it: a comment, a title, a reason without braces, a source's text; a placeholder in any string is counted", () => {
    const base = schemeText({ currency: "EUR", bounds: "", regimes: ["at boundary skip per art1"], amountReason: true });
    const prose = base
      .replace("rule fine \"Fine\": score > 0", "// what is asked (asked) is read only as the amount\n  rule fine \"Fine, whatever is asked\": score > 0 /* asked */")
      .replace('"no score"', '"no score, asked or not"')
      .replace('regime r0 "R0"', 'regime r0 "R0: the asked amount"');
    const withSource = prose.replace("ranking per art1 {", 'source art9 = law article 9 """\n  The asked amount is paid.\n  """\n\nranking per art1 {');
    for (const text of [prose, withSource]) {
      const a = analyze(text, "prose.allot");
      expect(a.hasErrors, a.diagnostics.map((d) => d.message).join("\n")).toBe(false);
      expect(load(a).minorFields, text).toEqual([{ name: "asked", places: 2 }]);
    }
    // braces in a string that is not a reason are counted all the same: the Decimal is kept
    const braces = withSource.replace("The asked amount is paid.", "The {asked} amount is paid.");
    expect(analyze(braces, "braces.allot").hasErrors).toBe(false);
    expect(load(analyze(braces, "braces.allot")).minorFields).toBeUndefined();
  });
});
