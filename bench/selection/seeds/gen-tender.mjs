// Calls for bench/selection/tender.allot (issue 16: two stages and groups), in the scheme's
// declared input shape. A sixth or so of the bidders are consortia of 2–5 members (consecutive
// ids, one consortium id: about 38 % of the bids), the rest single bids, 30 % of them southern.
// 4 % of the bids are incomplete (ineligible), which refuses their consortium whole; a consortium
// asking more than the cap (1,000,000.00 EUR) is refused whole too. Bids are whole euros from 1
// to 500,000, points 0–100. The volume is 35 % of what the bids ask on average: the consortia
// (drawn first) take about two thirds of it, and both stages of the single bids are cut by their
// budget (the southern one at 15 % of the volume, the second at what is left).
import { mulberry32, money, pad, between } from "./common.mjs";

const MEAN_BID = 25_000_050; // cents: the mean of 1.00 … 500,000.00 in whole euros

export function genTender(n, seed = 1616) {
  const call = { volume: money(Math.floor((n * MEAN_BID * 0.35) / 10_000_000) * 10_000_000), consortium_cap: "1000000.00" };
  function* applications() {
    const r = mulberry32(seed);
    let i = 0, c = 0;
    while (i < n) {
      const joint = r() < 0.15;
      const size = joint ? Math.min(n - i, between(r, 2, 5)) : 1;
      const group = joint ? `C${pad(++c, 7)}` : `S${pad(i + 1, 7)}`;
      for (let k = 0; k < size; k++, i++) {
        yield {
          id: `T${pad(i + 1, 7)}`, kind: joint ? "joint" : "single", consortium: group, region: r() < 0.3 ? "south" : "north",
          complete: r() >= 0.04, points: between(r, 0, 100), bid: money(between(r, 1, 500_000) * 100),
        };
      }
    }
  }
  return { call, applications };
}
