// median and trimmed_mean (jury.ts) against the law's arithmetic written out, and their working
// (what the explanation tells) against the value the scheme uses.
import { describe, expect, it } from "vitest";
import { Decimal } from "../src/decimal.js";
import { EvaluationError } from "../src/ops.js";
import { juryWorking, median, trimmedMean } from "../src/jury.js";

const d = (s: string) => new Decimal(s);

describe("median", () => {
  it("the middle score in order; of an even number, the mean of the middle two", () => {
    expect(median([9, 6, 8]).toFixed()).toBe("8");
    expect(median([9, 6, 8, 7]).toFixed()).toBe("7.5");
    expect(median([d("7.5"), d("7.25"), 8, 7]).toFixed()).toBe("7.375");
    expect(median([5]).toFixed()).toBe("5");
  });
  it("of no score: an EvaluationError (a reason of the run), never a value", () => {
    expect(() => median([])).toThrow(EvaluationError);
  });
});

describe("trimmed_mean(s, k, n)", () => {
  it("sets aside one highest and one lowest of five or more: 9, 9, 8, 7, 9 → 26 / 3", () => {
    expect(trimmedMean([9, 9, 8, 7, 9], 1, 5).eq(d(26).div(3))).toBe(true);
    expect(trimmedMean([10, 0, 5, 5, 5, 5], 1, 5).toFixed()).toBe("5");
  });
  it("with fewer than n scores sets none aside: the mean of all", () => {
    expect(trimmedMean([8, 7, 9, 7], 1, 5).toFixed()).toBe("7.75");
    expect(trimmedMean([3], 1, 5).toFixed()).toBe("3");
  });
  it("k = 2 sets aside the two highest and the two lowest", () => {
    expect(trimmedMean([1, 2, 3, 4, 5, 6, 100], 2, 5).toFixed()).toBe("4");
  });
  it("Decimals and whole numbers give the same value as the arithmetic written out", () => {
    for (let t = 0; t < 200; t++) {
      const n = 1 + ((t * 7) % 9);
      const xs = Array.from({ length: n }, (_, i) => ((t + 1) * (i + 3) * 37) % 11);
      const sorted = [...xs].sort((a, b) => a - b);
      const kept = n >= 5 ? sorted.slice(1, -1) : sorted;
      const want = d(kept.reduce((a, b) => a + b, 0)).div(kept.length);
      expect(trimmedMean(xs, 1, 5).eq(want)).toBe(true);
      expect(trimmedMean(xs.map((x) => d(String(x))), 1, 5).eq(want)).toBe(true);
      const w = juryWorking(xs, 1, 5);
      expect(w.result.eq(want)).toBe(true);
      expect([w.sum.toFixed(), w.divisor]).toEqual([String(kept.reduce((a, b) => a + b, 0)), kept.length]);
    }
  });
  it("of no score: an EvaluationError", () => {
    expect(() => trimmedMean([], 1, 5)).toThrow(EvaluationError);
  });
});

describe("juryWorking: which scores were set aside", () => {
  it("the lowest and the highest by position, equal scores in the order given", () => {
    const w = juryWorking([9, 9, 8, 7, 9], 1, 5);
    expect([w.low, w.high, w.sum.toFixed(), w.divisor]).toEqual([[3], [4], "26", 3]);
  });
  it("none where fewer than n scored; of a median, the middle one or two", () => {
    expect(juryWorking([8, 7, 9, 7], 1, 5)).toMatchObject({ low: [], high: [], divisor: 4 });
    expect(juryWorking([9, 6, 8, 7], 0, 0)).toMatchObject({ low: [3, 2], divisor: 2 });
    expect(juryWorking([], 1, 5).divisor).toBe(0);
  });
});
