// A criterion's subject as an explained run records it (engine/subjects.ts, issue 15 fifteenth
// round): each distinct value kept once and shown once, an application holding its number and
// its band. What an explanation shows of every application is what traceValue makes of the value
// it read: Decimals equal by value (1.5 and 1.50) share one, -0 and 0 are told apart by their
// digits, texts, numbers, booleans and absent values by themselves, and a column whose values
// mostly differ (past 65,536) stops looking them up without changing what is shown.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal, sameDecimal } from "../src/decimal.js";
import { traceValue } from "../src/engine/details.js";
import { SubjectColumn } from "../src/engine/subjects.js";
import { isShared } from "../src/engine/sharedFacts.js";
import type { CriterionSpec, ShowSpec } from "../src/spec.js";
import type { TraceFact, TraceValue } from "../src/engine/trace.js";

/** traceValue, counting its calls. */
function counting(): { make: (v: unknown, show: ShowSpec) => TraceValue; calls: () => number } {
  let calls = 0;
  return { make: (v, show) => (calls++, traceValue(v, show)), calls: () => calls };
}

describe("a criterion's subject column", () => {
  it("shows each distinct value once, and every application's value as traceValue shows it", () => {
    const show: ShowSpec = { k: "percent" };
    const col = new SubjectColumn(show);
    const raws = ["0.75", "0.750", "1", "1.0000", "0.8333333333333333333333333333333333", "0.8333333333333333333333333333333334", "-0", "0", "2.5", "2.50"].map((t) => new Decimal(t));
    raws.forEach((d, i) => col.put(i, d, i % 3));
    const c = counting();
    for (let i = 0; i < raws.length; i++) {
      expect(col.band(i)).toBe(i % 3);
      expect(col.value(i, c.make)).toEqual(traceValue(raws[i], show));
    }
    // 0.75, 1, the two quotients, -0, 0, 2.5: seven values
    expect(c.calls()).toBe(7);
    // shown again: none made again
    for (let i = 0; i < raws.length; i++) col.value(i, c.make);
    expect(c.calls()).toBe(7);
    expect(col.band(raws.length)).toBe(-2);
    expect(col.band(1 << 20)).toBe(-2);
  });

  it("keeps texts, numbers, booleans, absent values and a match's band (-1) apart", () => {
    const show: ShowSpec = { k: "text" };
    const col = new SubjectColumn(show);
    const raws: unknown[] = ["met", "partly", "met", 1, "1", true, "true", undefined, null, "met"];
    raws.forEach((v, i) => col.put(2 * i + 1, v, -1));
    const c = counting();
    for (let i = 0; i < raws.length; i++) {
      expect(col.band(2 * i)).toBe(-2);
      expect(col.band(2 * i + 1)).toBe(-1);
      expect(col.value(2 * i + 1, c.make)).toEqual(traceValue(raws[i], show));
    }
    expect(c.calls()).toBe(8);
  });

  it("makes one shared fact per value, band and points; past the trial, a fact for the row", () => {
    const c = { name: "c1", title: "Income", describe: "bands over ratio", subject: { text: "ratio", show: { k: "percent" } } } as unknown as CriterionSpec;
    const col = new SubjectColumn({ k: "percent" });
    const raws = ["0.5", "0.50", "0.5", "0.9", "0.5"].map((t) => new Decimal(t));
    const bands = [0, 0, 1, 1, 0];
    raws.forEach((d, i) => col.put(i, d, bands[i]!));
    const f = raws.map((_, i) => col.fact(i, c, i === 4 ? "1" : "2", traceValue));
    expect(f[1]).toBe(f[0]);
    expect(f[2]).not.toBe(f[0]); // another band
    expect(f[4]).not.toBe(f[0]); // other points
    for (const x of f) expect(isShared(x)).toBe(true);
    expect(f[0]).toEqual({ kind: "criterion", criterion: "c1", title: "Income", points: "2", formula: "bands over ratio", subject: { text: "ratio", value: traceValue(raws[0], { k: "percent" }), band: 0 } });
    // a match: no band member
    const m = new SubjectColumn({ k: "text" });
    m.put(0, "met", -1);
    expect(m.fact(0, c, "2", traceValue)).toEqual({ kind: "criterion", criterion: "c1", title: "Income", points: "2", formula: "bands over ratio", subject: { text: "ratio", value: { kind: "text", value: "met" } } });
    // values that mostly differ: past 65,536 each row's fact is its own, not shared
    const many = new SubjectColumn({ k: "number" });
    for (let i = 0; i < 70_000; i++) many.put(i, i, 0);
    const late = many.fact(69_999, c, "1", traceValue);
    expect(isShared(late)).toBe(false);
    expect(many.fact(69_999, c, "1", traceValue)).not.toBe(late);
    expect(late).toEqual(many.fact(69_999, c, "1", traceValue));
    expect(isShared(many.fact(5, c, "1", traceValue))).toBe(true);
  });

  it("finds a Decimal by its digits, whatever text it was made from", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 4 }), (m, places, zeros) => {
        const a = new Decimal(m).dividedBy(new Decimal(10).pow(places));
        const b = new Decimal(a.toFixed(places + zeros));
        expect(sameDecimal(a, b)).toBe(true);
        expect(sameDecimal(a, a.plus("1e-20"))).toBe(false);
        // -0 and 0 too: their signs differ
        expect(sameDecimal(a, a.negated())).toBe(false);
      }),
      { numRuns: 2000 },
    );
    // the same words, another exponent: 1, 1e7 and 1e14 all hold the digits [1]
    expect(sameDecimal(new Decimal(1), new Decimal("1e7"))).toBe(false);
    const col = new SubjectColumn({ k: "number" });
    ["1", "1e7", "1e14", "1"].forEach((t, i) => col.put(i, new Decimal(t), 0));
    expect([0, 1, 2, 3].map((i) => col.value(i, traceValue).value)).toEqual(["1", "10000000", "100000000000000", "1"]);
  });

  it("shows what traceValue shows for values in random order, and past the trial of 65,536 distinct values", () => {
    // 50 values drawn 5,000 times; then 70,000 values each read once, and again the first 100
    const draws = (n: number, distinct: number): number[] => {
      let seed = 7;
      return Array.from({ length: n }, () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), (seed >>> 8) % distinct));
    };
    const spread = Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 1_000_003);
    for (const [keys, few] of [[draws(5000, 50), true], [[...spread, ...spread.slice(0, 100)], false]] as const) {
      const show: ShowSpec = { k: "number" };
      const col = new SubjectColumn(show);
      const raws = keys.map((k) => new Decimal(k).dividedBy(7));
      raws.forEach((d, i) => col.put(i, d, i % 4));
      const c = counting();
      for (let i = raws.length - 1; i >= 0; i -= few ? 1 : 37) {
        expect(col.band(i)).toBe(i % 4);
        expect(col.value(i, c.make)).toEqual(traceValue(raws[i], show));
      }
      if (few) expect(c.calls()).toBe(50);
      else {
        // past the trial the values are not looked up: the last one is made each time it is shown
        const before = c.calls();
        col.value(raws.length - 1, c.make), col.value(raws.length - 1, c.make);
        expect(c.calls() - before).toBe(2);
      }
    }
  });
});

describe("a subject's inputs (words16)", () => {
  it("shares a fact by value, band, points and inputs: the same value from other inputs is another fact", () => {
    const money: ShowSpec = { k: "money", unit: "EUR" };
    const operands = { names: ["income", "call.average"], shows: [money, money], gets: [] };
    const c = { name: "c1", title: "Income", describe: "bands over ratio", subject: { text: "ratio", show: { k: "percent" }, operands } } as unknown as CriterionSpec;
    const col = new SubjectColumn({ k: "percent" }, operands);
    // rows 0, 1 and 3: 0.6 from 600.00 / 1000.00; row 2: 0.6 from 300.00 / 500.00
    const rows = [["600.00", "1000.00"], ["600.00", "1000.00"], ["300.00", "500.00"], ["600", "1000"]].map(([a, b]) => [new Decimal(a!), new Decimal(b!)] as const);
    rows.forEach(([a, b], i) => {
      col.put(i, new Decimal("0.6"), 0);
      col.inputs![0]!.put(i, a, -1);
      col.inputs![1]!.put(i, b, -1);
    });
    const fact = (i: number) => col.fact(i, c, "2", traceValue) as Extract<TraceFact, { kind: "criterion" }>;
    expect(fact(1)).toBe(fact(0));
    expect(fact(3)).toBe(fact(0));
    expect(fact(2)).not.toBe(fact(0));
    expect(isShared(fact(0)) && isShared(fact(2))).toBe(true);
    expect(fact(0).subject).toEqual({ text: "ratio", value: { kind: "percent", value: "60" }, band: 0, operands: [{ name: "income", value: { kind: "money", value: "600.00", unit: "EUR" } }, { name: "call.average", value: { kind: "money", value: "1000.00", unit: "EUR" } }] });
    expect(fact(2).subject!.operands!.map((o) => o.value.value)).toEqual(["300.00", "500.00"]);
  });
});
