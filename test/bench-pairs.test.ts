// bench/selection/pairs.mjs: the order run.mjs times its contenders in (interleaved: run i of
// every contender before run i + 1 of any) and the per-pair ratios it reports beside the medians.
import { describe, expect, it } from "vitest";
// @ts-expect-error: a bench script, plain JavaScript without declarations
import { interleave, joinRuns, median, pairRatios } from "../bench/selection/pairs.mjs";

describe("bench pairs", () => {
  it("interleaves the contenders run by run", () => {
    expect(interleave(["allot", "tuned"], 3)).toEqual([[0, "allot"], [0, "tuned"], [1, "allot"], [1, "tuned"], [2, "allot"], [2, "tuned"]]);
    expect(interleave(["allot", "tuned", "plain"], 1)).toEqual([[0, "allot"], [0, "tuned"], [0, "plain"]]);
    expect(interleave(["allot"], 0)).toEqual([]);
  });

  it("gives the median of the ratios of runs adjacent in time, not the ratio of the medians", () => {
    // the load rises over the series: each pair 1.5 apart, the sides' medians 3,000 / 1,800
    const allot = [1500, 3000, 4500], tuned = [1000, 2000, 3000];
    const p = pairRatios(allot, tuned);
    expect(p).toEqual({ ratios: [1.5, 1.5, 1.5], median: 1.5, min: 1.5, max: 1.5 });
    // an even number of pairs: the mean of the middle two; min–max over every pair
    expect(pairRatios([3, 4, 10, 1], [2, 2, 4, 2])).toEqual({ ratios: [1.5, 2, 2.5, 0.5], median: 1.75, min: 0.5, max: 2.5 });
    // the ratio of the medians of the same runs differs
    expect(median([3, 4, 10, 1]) / median([2, 2, 4, 2])).toBe(1.75);
    expect(median([5, 1, 9]) / median([1, 3, 2])).toBe(2.5);
    expect(pairRatios([5, 1, 9], [1, 3, 2])!.median).toBe(4.5);
  });

  it("leaves out a pair a side lacks, and gives null where no pair is whole", () => {
    expect(pairRatios([2, 4, 6], [1, 2])).toEqual({ ratios: [2, 2], median: 2, min: 2, max: 2 });
    expect(pairRatios([2, NaN], [1, 1])!.ratios).toEqual([2]);
    expect(pairRatios([2], [0])).toBeNull();
    expect(pairRatios([], [1])).toBeNull();
    expect(pairRatios(undefined, [1])).toBeNull();
  });

  it("joins one contender's runs from their processes in run order", () => {
    const one = (t: number, peak: number, rss: number) => ({ hash: "h", counts: { funded: 1 }, times: [t], cpu: [t / 2], mainCpu: [t / 4], majorGcs: [0], majorGcMs: [0], peak, rssInput: rss, gcBefore: true });
    const r = joinRuns([one(10, 100, 50), one(30, 90, 40), one(20, 120, 45)]);
    expect(r.times).toEqual([10, 30, 20]);
    expect(r.cpu).toEqual([5, 15, 10]);
    expect(r.mainCpu).toEqual([2.5, 7.5, 5]);
    expect([r.peak, r.rssInput, r.gcBefore, r.hash]).toEqual([120, 40, true, "h"]);
    expect(joinRuns([one(1, 1, 1), { ...one(2, 1, 1), gcBefore: false }]).gcBefore).toBe(false);
  });
});
