// Bands over a difference of two rounded means compared as whole numbers (compile/wholeMeans.ts,
// runtime `ops.roundMeanWhole`): seed 003's criterion 2, `bands powiat_mean - voivodeship_mean`
// whose lets are `if call.unemployment_comparison = rounded_1dp then round(mean(…), 1, half_up)
// else mean(…)`. The whole-number path must give what the Decimal path gives, bit for bit: a
// seeded, bounded property test over random lists — ties at the last decimal, negative values,
// empty lists, long lists, items the whole-number reader refuses — both arms of the call's
// enumeration, against the mean in Decimals rounded by decimal.js.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { validateInput, type CompiledScheme } from "@allot/runtime";
import { generateBody } from "../packages/dsl/src/compile/load.js";
import { readDecimalList } from "../packages/runtime/src/decimalList.js";
import { readDecimalValue } from "../packages/runtime/src/accept.js";
import { mean, round, roundMean, roundMeanWhole } from "../packages/runtime/src/ops.js";
import { Decimal, type RoundingMode } from "../packages/runtime/src/decimal.js";
import { rng } from "./support/rng.js";

/** A random list of decimals as JSON would give them: numbers, texts, ties, negatives, empty, long. */
function randomList(r: () => number): unknown[] {
  const int = (n: number) => Math.floor(r() * n);
  const shape = int(10);
  const len = shape === 0 ? 0 : shape === 1 ? 100 + int(400) : 1 + int(12);
  const places = int(4);
  const neg = r() < 0.3;
  const out: unknown[] = [];
  // a tie at the last decimal: every item the same x.x5 (the mean is that value)
  if (shape === 2) {
    const v = ((int(2000) * 10 + 5) / 100) * (neg && r() < 0.5 ? -1 : 1);
    for (let i = 0; i < len; i++) out.push(v);
    return out;
  }
  for (let i = 0; i < len; i++) {
    let v = (int(30000) / 10 ** places) * (neg && r() < 0.6 ? -1 : 1);
    if (r() < 0.05) v = 0;
    const k = int(20);
    if (k === 0) out.push(v.toFixed(places));
    else if (k === 1) out.push(v.toFixed(places) + "0000000000000001"); // more than 15 digits: the Decimal reader
    else out.push(v);
  }
  // a mean on a half of the last place: the items' sum at n·(m + 1/2)·10^−p
  if (shape === 3 && len > 1) {
    const last = out.length - 1;
    const ds = out.slice(0, last).map((x) => readDecimalValue(x)!);
    const target = new Decimal(int(2000) * 2 + 1).div(20).times(len);
    out[last] = target.minus(ds.reduce((s, d) => s.plus(d), new Decimal(0))).toString();
  }
  return out;
}

const decimals = (xs: readonly unknown[]) => xs.map((x) => readDecimalValue(x)!);
/** The Decimal path: the mean in Decimals, rounded by decimal.js. */
const reference = (xs: readonly unknown[], places: number, mode: RoundingMode) => round(mean(decimals(xs)), places, mode);
const MODES: RoundingMode[] = ["half_up", "half_even", "half_down", "down", "up", "floor", "ceiling"];

describe("ops.roundMeanWhole: roundMean's value as a whole number of 10^−places", () => {
  it("is the Decimal path's rounded mean wherever it is not NaN, on held lists and Decimal arrays", () => {
    const r = rng(29);
    let whole = 0;
    let ties = 0;
    for (let k = 0; k < 4000; k++) {
      const xs = randomList(r);
      const places = Math.floor(r() * 4);
      const mode = k % 3 === 0 ? MODES[Math.floor(r() * MODES.length)]! : "half_up";
      const held = readDecimalList(xs);
      for (const list of held ? [held, decimals(xs)] : [decimals(xs)]) {
        const w = roundMeanWhole(list, places, mode);
        if (xs.length === 0) {
          expect(w).toBeNaN();
          expect(() => roundMean(list, places, mode)).toThrow("the mean of an empty list is undefined");
          continue;
        }
        const ref = reference(xs, places, mode);
        expect(roundMean(list, places, mode).toString()).toBe(ref.toString());
        if (w !== w) continue;
        whole++;
        if (mean(decimals(xs)).times(new Decimal(10).pow(places)).mod(1).abs().eq(0.5)) ties++;
        expect(Number.isSafeInteger(w)).toBe(true);
        expect(new Decimal(w).div(new Decimal(10).pow(places)).cmp(ref)).toBe(0);
      }
    }
    expect(whole).toBeGreaterThan(3000);
    expect(ties).toBeGreaterThan(100);
  });

  it("compares two means as the Decimal path compares them", () => {
    const r = rng(2929);
    for (let k = 0; k < 3000; k++) {
      const a = randomList(r);
      const b = k % 4 === 0 ? a : randomList(r);
      if (a.length === 0 || b.length === 0) continue;
      const wa = roundMeanWhole(readDecimalList(a) ?? decimals(a), 1, "half_up");
      const wb = roundMeanWhole(readDecimalList(b) ?? decimals(b), 1, "half_up");
      if (wa !== wa || wb !== wb) continue;
      expect(wa < wb ? -1 : wa > wb ? 1 : 0).toBe(reference(a, 1, "half_up").cmp(reference(b, 1, "half_up")));
    }
  });
});

const SEED003 = readFileSync(new URL("../schemes/seed_003/podstawowe_uslugi_par13.allot", import.meta.url), "utf8");
/** The same scheme with two places and half_even, and the bands over the rounded means written out. */
const INLINE = SEED003.replace(
  "bands powiat_mean - voivodeship_mean {",
  "bands round(mean(powiat_unemployment_monthly_pct), 2, half_even) - round(mean(call.voivodeship_unemployment_monthly_pct), 2, half_even) {",
);

function application(id: string, list: unknown[]) {
  return {
    id,
    applicant: "Gmina",
    operation_title: "Droga",
    pdp_per_capita_pln: "900.00",
    powiat_unemployment_monthly_pct: list,
    regional_criterion: "met",
    stages: [{ stage: 1, requested_aid_pln: "10.00", eligible_costs_pln: "30.00" }],
    requested_aid_pln: "10.00",
    received_at: "2009-05-01T10:00:00+02:00",
  };
}

/** Criterion 2's points on the Decimal path: the sign of the difference of the two means. */
function expected(a: unknown[], b: unknown[], rounded: boolean, places: number, mode: RoundingMode): number {
  const ma = rounded ? reference(a, places, mode) : mean(decimals(a));
  const mb = rounded ? reference(b, places, mode) : mean(decimals(b));
  const c = ma.minus(mb).cmp(0);
  return c > 0 ? 2 : c === 0 ? 1 : 0;
}

describe("bands over a difference of rounded means, compiled: the same points as the Decimal path", () => {
  const cases: [string, string, (arm: boolean) => [number, RoundingMode]][] = [
    ["seed 003's lets", SEED003, () => [1, "half_up"]],
    ["two places, half_even, written in the bands", INLINE, () => [2, "half_even"]],
  ];
  for (const [title, text, rounding] of cases) {
    it(`${title}: both arms of the call's enumeration`, () => {
      const a = analyze(text);
      expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(generateBody(a)).toContain("ops.roundMeanWhole(");
      const s: CompiledScheme = load(a);
      const c2 = s.criteria.find((c) => c.name === "c2_unemployment")!;
      const r = rng(title.length);
      let n = 0;
      for (const arm of ["rounded_1dp", "unrounded"]) {
        for (let k = 0; k < 60; k++) {
          const ys = randomList(r);
          if (ys.length === 0) continue;
          const call = validateInput(s, { call: { allocation_limit_pln: "1000000.00", national_average_pdp_per_capita_pln: "1000.00", voivodeship_unemployment_monthly_pct: ys, unemployment_comparison: arm, c4_costs: "each_stage" }, applications: [] }).call;
          // the inline variant rounds in both arms
          const rounded = arm === "rounded_1dp" || text === INLINE;
          const [places, mode] = rounding(rounded);
          for (let i = 0; i < 25; i++) {
            // a random list, the call's own, or a tie half a last place from the call's rounded mean
            const pick = r();
            const tie = () => {
              const half = new Decimal(5).times(new Decimal(10).pow(-(places + 1)));
              const v = reference(ys, places, mode).plus(r() < 0.5 ? half : half.neg()).toString();
              return [v, v];
            };
            const xs = pick < 0.4 ? randomList(r) : pick < 0.6 ? ys.map((y) => y) : tie();
            const rec = s.acceptApplication!(application(`A${i}`, xs));
            expect(rec).toBeDefined();
            const e = { a: rec!, c: call, p: {} };
            if (xs.length === 0) {
              expect(() => c2.points(e as never)).toThrow("the mean of an empty list is undefined");
              continue;
            }
            expect(String(c2.points(e as never))).toBe(String(expected(xs, ys, rounded, places, mode)));
            n++;
          }
        }
      }
      expect(n).toBeGreaterThan(2000);
    });
  }
});
