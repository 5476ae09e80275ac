// A key's `needs` (dsl compile/needs.ts, runtime ops.lacks): the optional field of the
// application a compiled ordering key fails on first wherever it is absent, on every path; the
// engine then takes the field's MissingValue without calling the key — no exception thrown, the
// same reason. Checked:
// - which field the compiler names for each key expression of a table (the golden
//   first-need/needs.golden.txt, UPDATE_GOLDENS=1 rewrites it): a field only where every path
//   reads it first, nothing where a path guards it, reads another field first, or may not read it;
// - a scheme shaped like seed 004 (a let over an optional field as the primary key, a tie-break
//   step over another `if absent last`), random applications lacking either or both: the results
//   with `needs` and with every `needs` removed (every refusal thrown, as before) are the same,
//   reasons and explanations included; and no key is called for an application lacking the field
//   it needs.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { evaluate, ops, type CompiledScheme, type Env, type KeySpec, type Needs } from "@allot/runtime";
import { compiled, preamble } from "./support/scheme.js";

const update = process.env["UPDATE_GOLDENS"] === "1";
const golden = join(import.meta.dirname, "first-need", "needs.golden.txt");

const head = `${preamble("First need")}call {
  ceiling: money(EUR)
  reading: enum { strict, capped }
  weight: decimal
}
application {
  id: text unique
  years: integer in 0..20 optional
  band: integer in 0..9 optional
  filed: date optional
  lodged: date optional
  asked: money(EUR)
}
let rank_years = if call.reading = capped then min(years, 2) else years
let guarded = if years is present then years else 0
let filing = if filed is present then filed else lodged
`;

const scheme = (key: string, tiebreak = "by id lowest first per art1"): string => `${head}ranking per art1 {
  by ${key}
  tiebreak every tie per art1 {
    ${tiebreak}
  }
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary skip per art1
}
`;

const KEYS = [
  "years highest first",
  "years + 1 highest first",
  "years * years highest first",
  "call.weight * years highest first",
  "years / 2 highest first",
  "abs(years - 5) lowest first",
  "min(years, 2) highest first",
  "rank_years highest first",
  "if call.reading = capped then min(years, 2) else years highest first",
  "if years > 3 and band > 1 then 1 else 0 highest first",
  "if band > 1 or years > 3 then 1 else 0 highest first",
  "if band is present then band else years highest first",
  "if years is present then years else 0 highest first",
  "guarded highest first",
  "years + band highest first",
  "if call.reading = capped then years else band highest first",
  "asked lowest first",
  "filed earliest first",
  "filing earliest first",
  "if filed is not present then lodged else filed earliest first",
  "if not (lodged is present) then filed else lodged earliest first",
  "if band is present then years else 0 highest first",
  "if band is present then 0 else years highest first",
  "min(if band is present then band else years, 3) highest first",
  "min(if band is present then band else years, years) highest first",
  "if call.reading = capped then filed else lodged earliest first",
  "if guarded > 1 then filed else lodged earliest first",
];

/** A key's `needs` as the golden writes it: a field, or `f present ? then : else` ("-": none known). */
const shown = (n: Needs | undefined): string => (n === undefined ? "-" : typeof n === "string" ? n : `(${n.ifPresent} present ? ${shown(n.then)} : ${shown(n.else)})`);

describe("a key's first needed field", () => {
  it("is named where every path reads it first, and only there", () => {
    const lines = KEYS.map((k) => {
      const n = compiled(scheme(k)).regimes[0]!.ranking.keys[0]!.needs;
      return `${k}  →  ${n === undefined ? "(none)" : shown(n)}`;
    });
    const text = `${lines.join("\n")}\n`;
    if (update) writeFileSync(golden, text);
    expect(existsSync(golden), `${golden} is missing: run with UPDATE_GOLDENS=1`).toBe(true);
    expect(text).toBe(readFileSync(golden, "utf8"));
  });

  const withNeeds = compiled(scheme("rank_years highest first", "by filed earliest first if absent last per art1\n    by id lowest first per art1"));
  const strip = (k: KeySpec): KeySpec => {
    const { needs: _, ...rest } = k;
    return rest;
  };
  // the scheme with each key of its (one) regime's ranking mapped by `f`
  const mapKeys = (s: CompiledScheme, f: (k: KeySpec) => KeySpec): CompiledScheme => ({
    ...s,
    regimes: s.regimes.map((r) => ({
      ...r,
      ranking: { ...r.ranking, keys: r.ranking.keys.map(f), ...(r.ranking.tiebreak ? { tiebreak: { ...r.ranking.tiebreak, steps: r.ranking.tiebreak.steps.map((x) => (x.kind === "key" ? f(x) : x)) } } : {}) },
    })),
  });
  const without = mapKeys(withNeeds, strip);
  // the keys of `withNeeds`, each counting its calls for an application that lacks the field it needs
  let calledLacking = 0;
  const guarded = mapKeys(withNeeds, (k) =>
    k.needs === undefined
      ? k
      : {
          ...k,
          get: (e: Env) => {
            if (ops.missingFor(e.a, k.needs!) !== undefined) calledLacking++;
            return k.get(e);
          },
        },
  );

  it("gives the same results as the keys called, without calling them where the field is absent", () => {
    const ranking = withNeeds.regimes[0]!.ranking;
    expect(ranking.keys[0]!.needs).toBe("years");
    expect(ranking.tiebreak!.steps.find((s) => s.kind === "key" && s.text === "filed")).toMatchObject({ needs: "filed" });
    const app = fc.record({
      years: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      filed: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
      asked: fc.integer({ min: 1, max: 400 }),
    });
    fc.assert(
      fc.property(fc.array(app, { minLength: 1, maxLength: 25 }), fc.constantFrom("strict", "capped"), (apps, reading) => {
        const applications = apps.map((a, k) => ({
          id: `A${String(k).padStart(2, "0")}`,
          ...(a.years !== undefined ? { years: a.years } : {}),
          ...(a.filed !== undefined ? { filed: `2026-03-0${a.filed}` } : {}),
          asked: `${a.asked}.00`,
        }));
        const input = { call: { ceiling: "1000.00", reading, weight: "1.5" }, applications };
        const a = evaluate(guarded, input, { explain: true }).result;
        const b = evaluate(without, input, { explain: true }).result;
        expect(a).toEqual(b);
        // an application lacking `years` is refused by the key's reason, as the thrown error gave it
        for (let k = 0; k < apps.length; k++)
          if (apps[k]!.years === undefined) expect(a.results.find((r) => r.id === applications[k]!.id)!.reasons.map((r) => r.message).join(" | ")).toContain("the ordering key rank_years cannot be computed: the optional field 'years' is absent");
      }),
      { seed: 23, numRuns: 150 },
    );
    expect(calledLacking).toBe(0);
  });

  // seed 004's `filing_date`: the branch a presence test takes reads another field
  const conditional = compiled(scheme("filing earliest first", "by if lodged is present then filed else lodged earliest first if absent last per art1\n    by id lowest first per art1"));
  const conditionalWithout = mapKeys(conditional, strip);
  // the keys without `needs`, called as before, each checking that wherever its `needs` give a
  // MissingValue the key throws that very one (the same message), and counting those cases
  let agreed = 0;
  const checked = mapKeys(conditionalWithout, (k) => {
    const n = conditional.regimes[0]!.ranking.keys.concat(conditional.regimes[0]!.ranking.tiebreak!.steps.filter((x): x is KeySpec => x.kind === "key")).find((x) => x.text === k.text)!.needs;
    if (n === undefined) return k;
    return {
      ...k,
      get: (e: Env) => {
        const expected = ops.missingFor(e.a, n);
        let thrown: unknown;
        try {
          return k.get(e);
        } catch (err) {
          thrown = err;
          throw err;
        } finally {
          if (expected !== undefined) {
            expect((thrown as Error | undefined)?.message).toBe(expected.message);
            agreed++;
          }
        }
      },
    };
  });

  it("names the field the branch a presence test takes needs, with the same results and reasons", () => {
    const ranking = conditional.regimes[0]!.ranking;
    expect(ranking.keys[0]!.needs).toEqual({ ifPresent: "filed", else: "lodged" });
    expect(ranking.tiebreak!.steps[0]).toMatchObject({ needs: { ifPresent: "lodged", then: "filed", else: "lodged" } });
    const day = fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined, freq: 2 });
    const app = fc.record({ filed: day, lodged: day, asked: fc.integer({ min: 1, max: 400 }) });
    fc.assert(
      fc.property(fc.array(app, { minLength: 1, maxLength: 25 }), (apps) => {
        const applications = apps.map((a, k) => ({
          id: `A${String(k).padStart(2, "0")}`,
          ...(a.filed !== undefined ? { filed: `2026-03-0${a.filed}` } : {}),
          ...(a.lodged !== undefined ? { lodged: `2026-03-0${a.lodged}` } : {}),
          asked: `${a.asked}.00`,
        }));
        const input = { call: { ceiling: "1000.00", reading: "strict", weight: "1.5" }, applications };
        const a = evaluate(conditional, input, { explain: true }).result;
        const b = evaluate(checked, input, { explain: true }).result;
        expect(a).toEqual(b);
        for (let k = 0; k < apps.length; k++)
          if (apps[k]!.filed === undefined && apps[k]!.lodged === undefined)
            expect(a.results.find((r) => r.id === applications[k]!.id)!.reasons.map((r) => r.message).join(" | ")).toContain("the ordering key filing cannot be computed: the optional field 'lodged' is absent");
      }),
      { seed: 24, numRuns: 150 },
    );
    // the keys' `needs` gave a MissingValue for some applications, each the one the key threw
    expect(agreed).toBeGreaterThan(100);
  });

  // an allocation's amount over optional fields: `amountNeeds`, taken before the amount is called
  const amountScheme = `${head}ranking per art1 {
  by id lowest first
}
allocation per art1 {
  budget call.ceiling
  amount if filed is present then asked else asked * band
  at boundary skip per art1
}
`;
  const withAmountNeeds = compiled(amountScheme);
  const { amountNeeds, ...plainAlloc } = withAmountNeeds.regimes[0]!.allocation;
  let amountAgreed = 0;
  const amountChecked: CompiledScheme = {
    ...withAmountNeeds,
    regimes: withAmountNeeds.regimes.map((r) => ({
      ...r,
      allocation: {
        ...plainAlloc,
        // the amount called as before (no `amountNeeds`), checking that wherever they give a
        // MissingValue the amount throws that very one
        amount: (e: Env) => {
          const expected = ops.missingFor(e.a, amountNeeds!);
          let thrown: unknown;
          try {
            return plainAlloc.amount(e);
          } catch (err) {
            thrown = err;
            throw err;
          } finally {
            if (expected !== undefined) {
              expect((thrown as Error | undefined)?.message).toBe(expected.message);
              amountAgreed++;
            }
          }
        },
      },
    })),
  };

  it("names the field an allocation's amount needs first, with the same results and reasons", () => {
    expect(amountNeeds).toEqual({ ifPresent: "filed", else: "band" });
    const app = fc.record({
      filed: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined, freq: 2 }),
      band: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined, freq: 2 }),
      asked: fc.integer({ min: 1, max: 400 }),
    });
    fc.assert(
      fc.property(fc.array(app, { minLength: 1, maxLength: 25 }), (apps) => {
        const applications = apps.map((a, k) => ({
          id: `A${String(k).padStart(2, "0")}`,
          ...(a.filed !== undefined ? { filed: `2026-03-0${a.filed}` } : {}),
          ...(a.band !== undefined ? { band: a.band } : {}),
          asked: `${a.asked}.00`,
        }));
        const input = { call: { ceiling: "1000.00", reading: "strict", weight: "1.5" }, applications };
        const a = evaluate(withAmountNeeds, input, { explain: true }).result;
        const b = evaluate(amountChecked, input, { explain: true }).result;
        expect(a).toEqual(b);
        for (let k = 0; k < apps.length; k++)
          if (apps[k]!.filed === undefined && apps[k]!.band === undefined)
            expect(a.results.find((r) => r.id === applications[k]!.id)!.reasons.map((r) => r.message).join(" | ")).toContain("the optional field 'band' is absent");
      }),
      { seed: 24, numRuns: 150 },
    );
    expect(amountAgreed).toBeGreaterThan(100);
  });

  // eligibility rules over optional fields: each rule's `needs`, and `rulesMet` false without a call
  const ruleScheme = `${head}eligibility per art1 {
  rule recent: if filed is present then filed >= 2026-03-02 else lodged >= 2026-03-02
  rule banded: band >= 2
}
ranking per art1 {
  by id lowest first
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary skip per art1
}
`;
  const withRuleNeeds = compiled(ruleScheme);
  let ruleAgreed = 0;
  const rulesChecked: CompiledScheme = {
    ...withRuleNeeds,
    rules: withRuleNeeds.rules.map(({ needs, ...r }) => ({
      ...r,
      // the rule called as before (no `needs`), checking that wherever they give a MissingValue
      // the rule throws that very one
      test: (e: Env) => {
        const expected = needs === undefined ? undefined : ops.missingFor(e.a, needs);
        let thrown: unknown;
        try {
          return r.test(e);
        } catch (err) {
          thrown = err;
          throw err;
        } finally {
          if (expected !== undefined) {
            expect((thrown as Error | undefined)?.message).toBe(expected.message);
            ruleAgreed++;
          }
        }
      },
    })),
  };

  it("names the field an eligibility rule needs first, with the same results and reasons", () => {
    expect(withRuleNeeds.rules.map((r) => r.needs)).toEqual([{ ifPresent: "filed", else: "lodged" }, "band"]);
    expect(withRuleNeeds.rulesMet).toBeDefined();
    const day = fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined, freq: 2 });
    const app = fc.record({ filed: day, lodged: day, band: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined, freq: 2 }), asked: fc.integer({ min: 1, max: 400 }) });
    fc.assert(
      fc.property(fc.array(app, { minLength: 1, maxLength: 25 }), (apps) => {
        const applications = apps.map((a, k) => ({
          id: `A${String(k).padStart(2, "0")}`,
          ...(a.filed !== undefined ? { filed: `2026-03-0${a.filed}` } : {}),
          ...(a.lodged !== undefined ? { lodged: `2026-03-0${a.lodged}` } : {}),
          ...(a.band !== undefined ? { band: a.band } : {}),
          asked: `${a.asked}.00`,
        }));
        const input = { call: { ceiling: "1000.00", reading: "strict", weight: "1.5" }, applications };
        const a = evaluate(withRuleNeeds, input, { explain: true }).result;
        const b = evaluate(rulesChecked, input, { explain: true }).result;
        expect(a).toEqual(b);
        for (let k = 0; k < apps.length; k++)
          if (apps[k]!.band === undefined)
            expect(a.results.find((r) => r.id === applications[k]!.id)!.reasons.map((r) => r.message).join(" | ")).toContain("cannot be assessed: the optional field 'band' is absent");
      }),
      { seed: 24, numRuns: 150 },
    );
    expect(ruleAgreed).toBeGreaterThan(100);
  });
});
