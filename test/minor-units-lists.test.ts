// Money inside the records of a list field held as whole minor units (packages/dsl/src/compile/
// listMinor.ts; runtime ops.sumMinor, ops.cmpTimesOf, ops.decOfMinor): seed 003's
// `every s in stages: s.requested_aid_pln <= 50% × s.eligible_costs_pln`. The results must not
// depend on it: a scheme compiled with the representation gives the same result bytes —
// explanations, the values they show and error messages included — as the same scheme compiled
// without it (ALLOT_NO_MINOR_UNITS=1), on random schemes reading the list's fields every way
// (a comparison with a product on either side, a sum, a sum of the field's products, a mean, a
// maximum, a plain comparison) and random records: amounts past 2^53 cents, "-0.00", negative,
// more decimals than the currency has, empty lists.
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, validateInput, type CompiledScheme } from "@allot/runtime";
import { preamble } from "./support/scheme.js";
import { checkUses, compileBoth as both, NO_MINOR_UNITS, resultText } from "./support/minorUnits.js";

/** The rules, criteria and lets a scheme may read its list with (a few of them per scheme). */
const READS = [
  { lets: "", text: `criterion half "Half" per art1: 1 point if every p in parts: p.aid <= 50% × p.cost` },
  { lets: "", text: `criterion twice "Twice" per art1: 2 points if some p in parts: 2 × p.aid > p.cost` },
  { lets: "let costs = sum(p in parts: p.cost)\n", text: `criterion costly "Costs" per art1: bands costs {\n  at most 1000 CUR => 2\n  above 1000 CUR => 0\n}` },
  { lets: "let costs2 = sum(p in parts: p.cost)\n", text: `criterion share "Share" per art1: 1 point if every p in parts: p.aid <= 50% × costs2` },
  { lets: "let top = max(p in parts: p.aid)\n", text: `criterion big "Big" per art1: bands top {\n  at most 100 CUR => 1\n  above 100 CUR => 0\n}` },
  { lets: "let avg = mean(p in parts: p.cost)\n", text: `criterion avg_c "Mean" per art1: bands avg {\n  at most 500 CUR => 1\n  above 500 CUR => 0\n}` },
  { lets: "", text: `criterion small "Small" per art1: 1 point if every p in parts: p.aid < 700 CUR` },
  { lets: "let aids = sum(p in parts: p.aid + p.cost)\n", text: `criterion both "Both" per art1: bands aids {\n  at most 2000 CUR => 1\n  above 2000 CUR => 0\n}` },
];

function schemeText(currency: string, reads: readonly number[], bounds: string, rule: boolean): string {
  const picked = reads.map((k) => READS[k]!);
  return `${preamble("List minor units")}call {
  ceiling: money(${currency})
}
application {
  id: text unique
  score: integer in 0..3
  parts: list of record {
    n: integer
    aid: money(${currency})${bounds}
    cost: money(${currency})
  }
  aid: money(${currency})
}
${picked.map((r) => r.lets).join("")}${rule ? `eligibility per art1 {\n  rule fine "Fine": some p in parts: p.cost > 3 × p.aid\n    otherwise "no part costs three times what it asks"\n}\n` : ""}criterion c1 "Score" per art1: score
${picked.map((r) => r.text.replaceAll("CUR", currency)).join("\n")}
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

const ENV = NO_MINOR_UNITS;
afterEach(() => {
  delete process.env[ENV];
});

const compileBoth = (text: string) => both(text, "lists.allot", text);

const places = { EUR: 2, JPY: 0, PLN: 2 } as const;
const amount = (p: number) =>
  fc.oneof(
    { weight: 14, arbitrary: fc.integer({ min: 0, max: 200_000 }).map((m) => (p === 0 ? String(m) : `${Math.trunc(m / 100)}${m % 3 === 0 ? "" : `.${String(m % 100).padStart(2, "0")}`}`)) },
    // zero written every way, negative, more places than the currency has, near and past 2^53 cents
    { weight: 1, arbitrary: fc.constantFrom("0", "0.00", "-0.00", "-5.00", "1.5", "007.10", "1.234", "90071992547409.91", "90071992547409.92", "123456789012345678.5", "45035996273704.96") },
  );

describe("list records' money in minor units gives the bytes it gives with Decimals", () => {
  const call = fc.record({
    currency: fc.constantFrom("EUR", "JPY", "PLN"),
    reads: fc.uniqueArray(fc.integer({ min: 0, max: READS.length - 1 }), { minLength: 1, maxLength: 4 }),
    bounded: fc.boolean(),
    rule: fc.boolean(),
    share: fc.double({ min: 0.1, max: 1.2, noNaN: true }),
    apps: fc.array(fc.record({ score: fc.integer({ min: 0, max: 3 }), parts: fc.nat({ max: 3 }) }), { minLength: 1, maxLength: 12 }),
  });

  it("on random schemes and calls: every read of the list's fields, edge amounts, invalid records excluded", () => {
    let held = 0;
    let errors = 0;
    let invalid = 0;
    let past = 0;
    fc.assert(
      fc.property(call, fc.infiniteStream(amount(2)), fc.infiniteStream(amount(0)), (c, eur, jpy) => {
        const text = schemeText(c.currency, c.reads, c.bounded ? " in 0..1000000" : "", c.rule);
        const { minor, decimal } = compileBoth(text);
        const p = places[c.currency as keyof typeof places];
        expect(minor.minorFields).toEqual([
          { name: "aid", places: p },
          { name: "aid", places: p, list: "parts" },
          { name: "cost", places: p, list: "parts" },
        ]);
        expect(decimal.minorFields).toBeUndefined();
        const amounts = p === 0 ? jpy : eur;
        const next = () => amounts.next().value as string;
        const applications = c.apps.map((a, i) => ({
          id: `A${String(i).padStart(2, "0")}`,
          score: a.score,
          parts: Array.from({ length: a.parts }, (_, k) => ({ n: k, aid: next(), cost: next() })),
          aid: String(10 + i),
        }));
        const input = { call: { ceiling: String(Math.round(60 * c.share)) }, applications };
        const run = (s: CompiledScheme, invalid: "exclude" | "fail") => resultText(s, input, invalid);
        const got = run(minor, "exclude");
        expect(got).toBe(run(decimal, "exclude"));
        // refused: the same error message, naming record and field
        const failed = run(minor, "fail");
        expect(failed).toBe(run(decimal, "fail"));
        // a caller of validation sees Decimals either way
        expect(JSON.stringify(validateInput(minor, input))).toBe(JSON.stringify(validateInput(decimal, input)));
        if (got.startsWith("error")) errors++;
        else if (failed.startsWith("error")) invalid++;
        else held++;
        // an amount past 2^53 − 1 cents: a Decimal among the numbers
        if (applications.some((a) => a.parts.some((x) => /^\d{14,}\.\d/.test(x.aid) || /^\d{14,}\.\d/.test(x.cost)))) past++;
      }),
      { numRuns: 120, seed: 3 },
    );
    expect(held).toBeGreaterThan(30);
    expect(invalid).toBeGreaterThan(10);
    expect(past).toBeGreaterThan(5);
    expect(errors).toBeLessThan(20);
  });

  it("a hand-worked call: aid 50.00 of costs 100.00 is half (1 point), 50.01 is not", () => {
    const { minor, decimal } = compileBoth(schemeText("EUR", [0, 2], "", false));
    const input = {
      call: { ceiling: "100" },
      applications: [
        { id: "A", score: 1, parts: [{ n: 1, aid: "50.00", cost: "100" }], aid: "10" },
        { id: "B", score: 1, parts: [{ n: 1, aid: "50.01", cost: "100.00" }], aid: "10" },
      ],
    };
    const r = evaluate(minor, input, { explain: true });
    // A: score 1 + half 1 + costly 2 (100 ≤ 1000); B: 1 + 0 + 2
    expect(r.result.results.map((a) => `${a.id} ${a.points?.["half"]}`)).toEqual(["A 1", "B 0"]);
    expect(JSON.stringify(r)).toBe(JSON.stringify(evaluate(decimal, input, { explain: true })));
  });

  it("keeps Decimals where an item escapes whole, the list is read otherwise, or its name is written elsewhere", () => {
    const base = schemeText("EUR", [0], "", false);
    const uses = [
      base.replace("criterion c1 \"Score\" per art1: score", "criterion c1 \"Score\" per art1: score + count(parts)"),
      base.replace("score: integer in 0..3", "score: integer in 0..3\n  other: list of record {\n    aid: money(EUR)\n  }").replace("criterion c1 \"Score\" per art1: score", "criterion c1 \"Score\" per art1: 1 point if some p in parts: some q in other: p = q"),
      // a name in a string between braces is counted as a read, whatever the string (minorFields.ts codeWords)
      base.replace("every p in parts: p.aid <= 50% × p.cost", "every p in parts: p.aid <= 50% × p.cost").replace('"List minor units"', '"List minor units {parts}"'),
      base.replace("  parts: list of record {", "  parts: list of record {").replace("criterion c1", "publish per art1 {\n  columns { position, id, parts }\n}\ncriterion c1"),
    ];
    const checked = checkUses(uses, (s, text) => expect(s.minorFields?.filter((f) => "list" in f) ?? [], text).toEqual([]));
    expect(checked).toBeGreaterThanOrEqual(3);
    // a comment, or prose, is no read of the name: still held as minor units
    const prose = base.replace("every p in parts: p.aid <= 50% × p.cost", "every p in parts: p.aid <= 50% × p.cost\n// the parts are listed").replace('"List minor units"', '"List minor units: parts"');
    expect(load(analyze(prose, "prose.allot")).minorFields?.filter((f) => "list" in f)).toEqual(load(analyze(base, "base.allot")).minorFields?.filter((f) => "list" in f));
    expect(load(analyze(base, "base.allot")).minorFields?.some((f) => "list" in f)).toBe(true);
  });
});
