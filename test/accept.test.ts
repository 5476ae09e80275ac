// The compiler writes the fast path of input validation for a scheme's application record
// (packages/dsl/src/compile/accept.ts, `acceptApplication`). It must accept exactly the records
// the runtime's generic fast path accepts and give them field for field, key order and
// prototype included; and what it accepts must be what the full validator gives. Checked on
// random raw records, valid and not, for a scheme with every field type it writes: bounds met
// exactly and missed, optional fields absent, null and present, nested records, names that
// Object.prototype has, undeclared keys.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { JsonNumber, validateInput, type CompiledScheme } from "@allot/runtime";
import { genericAccept } from "../packages/runtime/src/accept.js";
import { holdDecimal, holdMinor } from "../packages/runtime/src/minor.js";
import { absentRemover } from "../packages/runtime/src/recordShape.js";
import { DecimalList, decimalsOf, readDecimalList } from "../packages/runtime/src/decimalList.js";
import { preamble } from "./support/scheme.js";

const text = `${preamble("Fast validation")}call {
  ceiling: money(EUR)
}
application {
  id: text unique
  score: integer in 1..4
  bonus: integer optional
  asked: money(EUR) in 0..500000
  yen: money(JPY) optional
  share: decimal in 0..1.5
  rates: list of decimal
  stages: list of record {
    n: integer in 1..9
    cost: money(EUR)
  }
  organic: boolean
  kind: enum { met, partly, not_met }
  day: date
  at: datetime("Europe/Warsaw")
  constructor: text
  scores: record {
    a: integer in 0..10
    toString: money(PLN) optional
    __proto__: boolean optional
    after: text
  }
}
criterion c1 "Score" per art1: score
ranking per art1 {
  by c1 highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary skip per art1
}
`;

const ABSENT = Symbol("absent");
// numbers as the strict JSON reader keeps them (JsonNumber) are declined by both fast paths,
// but for a decimal field (share, rates), where they are read when of the plain shape
const junk = fc.constantFrom<unknown>(null, undefined, 0, -0, 1.5, "", "x", true, [], {}, ABSENT, new JsonNumber("3.9999999999999999"), new JsonNumber("2.0"), new JsonNumber("-0"));
/** mostly a value of the field's form (some of them out of range or malformed), at times junk */
const mostly = (good: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 14, arbitrary: good }, { weight: 1, arbitrary: bad }, { weight: 1, arbitrary: junk });
const money = fc.integer({ min: 0, max: 50_000_000 }).map((c) => `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, "0")}`);
const moneyEdges = fc.constantFrom("0", "0.00", "-0", "500000", "500000.00", "500000.01", "-0.01", "1.234", "12.5", "1e3", " 5", "5.", ".5", "007.10", "499999.99", 5, 12.34);
const field: Record<string, fc.Arbitrary<unknown>> = {
  // an id with a space at its start or end is refused whichever path accepts the record's fields
  // (validate.ts, idKeys.ts unseenIn; test/adversary21-ids): not a field the fast paths read
  id: mostly(fc.string({ maxLength: 4 }).filter((s) => !s.startsWith(" ") && !s.endsWith(" ")), fc.integer()),
  score: mostly(fc.integer({ min: 1, max: 4 }), fc.constantFrom(0, 5, -1, 2.5, "3", 1e300, Number.MAX_SAFE_INTEGER + 1, -0, new JsonNumber("3.9999999999999999"), new JsonNumber("4e0"))),
  bonus: fc.oneof(fc.integer(), fc.constantFrom(2 ** 53, -(2 ** 53), 0.1, ABSENT, ABSENT, null)),
  asked: mostly(money, moneyEdges),
  yen: fc.oneof(fc.constantFrom(ABSENT, null, "100", "100.5", "0", "-3", "1.00"), fc.nat().map(String)),
  share: mostly(
    fc.constantFrom("1.5", "1.50", "0", "0.0", "-0", "0.75", "1.4999999999999999999999", 0.75, 1.5, 0, -0, 0.1, 1, new JsonNumber("0.75"), new JsonNumber("1.50"), new JsonNumber("0.0")),
    fc.constantFrom("1.5000001", "-0.1", "0.3333333333333333333333333333333333333333333", "2", 1.5000001, -0.1, 2, 1e-7, 0.30000000000000004, 0.1 + 0.2, new JsonNumber("1.5000000000000001"), new JsonNumber("-0"), new JsonNumber("-0.0"), new JsonNumber("7.5e-1"), new JsonNumber("0.3333333333333333333333333333333333333333333")),
  ),
  // a list of decimals as a seed's data writes them: JSON numbers (10.3), texts, kept numbers
  rates: mostly(
    fc.array(fc.oneof(fc.integer({ min: -200, max: 200 }).map((t) => t / 10), fc.constantFrom("10.25", "0", "-0.5", 7, new JsonNumber("10.3"), new JsonNumber("-0"), new JsonNumber("1e1"))), { maxLength: 6 }),
    fc.constantFrom([null], [1e21], [Number.NaN], ["1e2"], [123456789.12345678], [0.1 + 0.2], "10.2", [[1]], [{}], [-0]),
  ),
  stages: mostly(
    fc.array(fc.record({ n: fc.integer({ min: 0, max: 10 }), cost: fc.oneof(money, moneyEdges) }).map((r) => build(r)), { maxLength: 3 }),
    fc.constantFrom([null], [{ n: 1 }], [{ n: 1, cost: "1.00", x: 1 }], {}, [[]]),
  ),
  organic: mostly(fc.boolean(), fc.constantFrom("true", 0)),
  kind: mostly(fc.constantFrom("met", "partly", "not_met"), fc.constantFrom("Met", "constructor", "__proto__")),
  day: mostly(fc.constantFrom("2024-02-29", "2024-12-31", "1999-01-01"), fc.constantFrom("2023-02-29", "2024-1-01", "2024-02-29T00:00:00")),
  at: mostly(
    fc.constantFrom("2024-01-08T08:00:00", "2024-10-27T02:30:00", "2024-01-08 08:00:00", "2024-01-08T08:00:00Z", "2024-01-08T08:00:00+01:00"),
    fc.constantFrom("2024-03-31T02:30:00", "2024-13-01T00:00:00", "2024-01-08T24:00:00", "2024-01-08"),
  ),
  constructor: mostly(fc.string({ maxLength: 3 }), fc.constant(ABSENT)),
};
const scores = fc
  .record({
    a: mostly(fc.integer({ min: 0, max: 10 }), fc.constantFrom(-1, 11)),
    // absent, a field named like a member of Object.prototype sends the record to the full
    // validator (both fast paths decline it): mostly present here
    toString: fc.oneof({ weight: 6, arbitrary: money }, { weight: 1, arbitrary: moneyEdges }, { weight: 1, arbitrary: fc.constantFrom(ABSENT, null) }),
    ["__proto__"]: fc.oneof({ weight: 6, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constantFrom(ABSENT, null, "yes") }),
    after: mostly(fc.string({ maxLength: 3 }), fc.constant(ABSENT)),
    extra: fc.oneof({ weight: 15, arbitrary: fc.constant(ABSENT) }, { weight: 1, arbitrary: fc.constant(1) }),
  })
  .map((r) => build(r));

/** An object with the entries that are not ABSENT, in order; "__proto__" as an own key. */
function build(r: Record<string, unknown>): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) if (v !== ABSENT) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

const raw = fc
  .record({ ...field, scores: mostly(scores, fc.constant([])), extra: fc.oneof({ weight: 15, arbitrary: fc.constant(ABSENT) }, { weight: 1, arbitrary: fc.constant("x") }) })
  .map((r) => build(r));

/** The declared fields of the application and of `scores`, in order. */
const DECLARED = ["id", "score", "bonus", "asked", "yen", "share", "rates", "stages", "organic", "kind", "day", "at", "constructor", "scores"];
const SCORES = ["a", "toString", "__proto__", "after"];

/** Whether `x` or a nested plain object of it has an own property that is undefined. */
function anyUndefined(x: unknown): boolean {
  if (x === null || typeof x !== "object") return false;
  if (Array.isArray(x)) return x.some(anyUndefined);
  if (Object.getPrototypeOf(x) !== Object.prototype) return false;
  return Object.keys(x).some((k) => (x as Record<string, unknown>)[k] === undefined || anyUndefined((x as Record<string, unknown>)[k]));
}

/** `x` with its keys and those of every nested plain object, in order: toStrictEqual ignores order. */
function shape(x: unknown): unknown {
  if (x === null || typeof x !== "object" || Object.getPrototypeOf(x) !== Object.prototype) return x;
  return Object.keys(x).map((k) => [k, shape((x as Record<string, unknown>)[k])]);
}

describe("compiled fast validation (acceptApplication)", () => {
  const a = analyze(text, "accept.allot");
  const scheme: CompiledScheme = load(a);
  const accept = scheme.acceptApplication!;
  const generic = genericAccept(scheme.application);
  const withoutAbsent = absentRemover(scheme.application)!;

  it("is written for a scheme whose field types it handles", () => {
    expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(accept).toBeTypeOf("function");
  });

  it("accepts what the generic fast path accepts, giving the same record, which the full validator gives too", () => {
    let accepted = 0;
    let declined = 0;
    fc.assert(
      fc.property(raw, (r) => {
        const mine = accept(r);
        const generic_ = generic(r);
        expect(mine === undefined, JSON.stringify(r)).toBe(generic_ === undefined);
        if (mine === undefined) {
          declined++;
          return;
        }
        accepted++;
        // the amount \`asked\` and the stages' \`cost\` (listMinor.ts) are held as minor units
        // (cents): the generic record, so held (a fresh one: holdMinor changes its stages in place)
        const theirs = holdMinor(generic(r)!, scheme.minorFields!);
        expect(typeof mine["asked"]).toBe("number");
        for (const st of mine["stages"] as Record<string, unknown>[]) expect(typeof st["cost"]).toBe("number");
        // the rates (read by nothing) are held as their sum (decimalList.ts) where they fit: the
        // same Decimals again, as a caller gets them
        expect(mine["rates"] instanceof DecimalList).toBe(readDecimalList((r as Record<string, unknown>)["rates"]) !== undefined);
        const rates = mine["rates"] instanceof DecimalList ? decimalsOf(mine["rates"]) : mine["rates"];
        expect({ ...mine, rates }).toStrictEqual(theirs);
        expect(shape({ ...mine, rates })).toStrictEqual(shape(theirs));
        expect(Object.getPrototypeOf(mine)).toBe(Object.prototype);
        // one shape: every declared field, in order, an optional one absent or null as undefined
        // (recordShape.ts), the nested record's too
        expect(Object.keys(mine)).toEqual(DECLARED);
        expect(Object.keys(mine["scores"] as object)).toEqual(SCORES);
        for (const [name, opt] of [["bonus", mine["bonus"]], ["yen", mine["yen"]]] as const) {
          const given = (r as Record<string, unknown>)[name];
          expect(opt === undefined).toBe(given === undefined || given === null);
        }
        // the full validator (the generic fast path turned off) gives the same record, no issue:
        // to the engine (a visitor) in minor units, to a caller with Decimals
        const fullScheme = { ...scheme, acceptApplication: () => undefined };
        const seen: unknown[] = [];
        const full = validateInput(fullScheme, { call: { ceiling: "10" }, applications: [r] }, (rec) => seen.push(rec));
        expect(full.issues).toEqual([]);
        expect(seen[0]).toStrictEqual({ ...mine, rates });
        // and so does validation with the compiled acceptor, which reads the minor units itself
        // (no second pass over the record's money fields: validate.ts)
        const viaAcceptor: unknown[] = [];
        validateInput(scheme, { call: { ceiling: "10" }, applications: [r] }, (rec) => viaAcceptor.push(rec));
        expect(viaAcceptor[0]).toStrictEqual(mine);
        expect(shape(viaAcceptor[0])).toStrictEqual(shape(mine));
        // to a caller, as ever: an absent optional field is not there at all
        const handed = validateInput(scheme, { call: { ceiling: "10" }, applications: [r] }).applications[0];
        expect(anyUndefined(handed)).toBe(false);
        expect(validateInput(fullScheme, { call: { ceiling: "10" }, applications: [r] }).applications[0]).toStrictEqual(withoutAbsent(generic_));
        expect(handed).toStrictEqual(withoutAbsent(generic(r)!));
        expect(shape(handed)).toStrictEqual(shape(withoutAbsent(generic(r)!)));
      }),
      { numRuns: 20_000 },
    );
    // both outcomes must occur often, or the property says little
    expect(accepted).toBeGreaterThan(300);
    expect(declined).toBeGreaterThan(3000);
  });

  it("reads a number kept as written (JsonNumber) by its exact value, as the number or text of that value", () => {
    const full = { ...scheme, acceptApplication: () => undefined };
    const base = { id: "A", score: 3, asked: "10.00", share: "0.75", rates: [], stages: [], organic: true, kind: "met", day: "2024-02-29", at: "2024-01-08T08:00:00", constructor: "c", scores: { a: 1, toString: "1.00", __proto__: true, after: "x" } };
    const rec = (o: Record<string, unknown>) => build({ ...base, ...o, scores: build(base.scores as Record<string, unknown>) });
    const want = validateInput(full, { call: { ceiling: "10" }, applications: [rec({})] }).applications[0];
    fc.assert(
      fc.property(fc.constantFrom("3", "3.0", "3.000000000000000000", "3e0", "0.3e1", "30e-1"), fc.constantFrom("0.75", "0.750", "7.5e-1", "75E-2"), (score, share) => {
        const got = validateInput(full, { call: { ceiling: "10" }, applications: [rec({ score: new JsonNumber(score), share: new JsonNumber(share) })] });
        expect(got.issues).toEqual([]);
        expect(got.applications[0]).toStrictEqual(want);
      }),
      { numRuns: 50 },
    );
    const bad = validateInput(full, { call: { ceiling: "10" }, applications: [rec({ score: new JsonNumber("3.9999999999999999"), share: new JsonNumber("1.5000000000000001") })] });
    expect(bad.issues.map((i) => `${i.record} ${i.path}: ${i.message}`)).toEqual([
      "application A (#1) score: score: expected a whole number from 1 to 4, found the number 3.9999999999999999",
      "application A (#1) share: share: the number 1.5000000000000001 is above the declared maximum 1.5",
    ]);
  });

  it("is not written where a field type has no compiled form, and the generic path serves", () => {
    const withPercentage = text.replace("  organic: boolean\n", "  organic: boolean\n  pct: percentage optional\n");
    const s = load(analyze(withPercentage, "percentage.allot"));
    expect(s.acceptApplication).toBeUndefined();
  });

  it("reads the seed's rates written as JSON numbers on the fast path, as the full validator reads them", () => {
    const full = { ...scheme, acceptApplication: () => undefined };
    const r = build({ id: "A", score: 3, asked: "10.00", share: 0.75, rates: [10.3, 10.6, new JsonNumber("10.2"), "10.20"], stages: [build({ n: 1, cost: "5.00" })], organic: true, kind: "met", day: "2024-02-29", at: "2024-01-08T08:00:00", constructor: "c", scores: build({ a: 1, toString: "1.00", ["__proto__"]: true, after: "x" }) });
    const got = accept(r)!;
    expect(got).toBeDefined();
    expect(got["rates"]).toMatchObject({ whole: 413, places: 1, length: 4 });
    expect(decimalsOf(got["rates"] as DecimalList).map(String)).toEqual(["10.3", "10.6", "10.2", "10.2"]);
    expect(String(got["share"])).toBe("0.75");
    expect(withoutAbsent(holdDecimal(got, scheme.minorFields!))).toStrictEqual(validateInput(full, { call: { ceiling: "10" }, applications: [r] }).applications[0]);
    // 0.1 + 0.2 is 0.30000000000000004 written with 17 digits: not what anyone wrote, refused by both
    const odd = build({ ...r, rates: [0.1 + 0.2] });
    expect(accept(odd)).toBeUndefined();
    expect(validateInput(full, { call: { ceiling: "10" }, applications: [odd] }).issues.map((i) => i.path)).toEqual(["rates[0]"]);
  });
});
