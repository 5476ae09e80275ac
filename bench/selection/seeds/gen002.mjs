// Calls shaped like seed 002 (schemes/seed_002/pop3_innovatie.allot, POP3 art. 6), in the
// scheme's declared input shape (`grensregel` partial, as the seed's mapping fixes it). Scores
// 1–4 on the four criteria, 2 % not received in time, amounts 10,000.00–500,000.00 EUR, a
// ceiling of about 30 % of what is asked (odd cents, so the boundary is partial). The lot's draw
// (`loting`) lists half of the applications, in a random order: in the group that straddles the
// ceiling, members equal on a, b and c are ordered by it where drawn, and those not drawn stay
// tied among themselves (lid 9 as the scheme reads it), so the boundary may fall in a tie.
import { mulberry32, money, pad, between } from "./common.mjs";

const MEAN_ASK = 25_500_000; // cents

export function gen002(n, seed = 2002) {
  const r = mulberry32(seed);
  const drawn = [];
  for (let i = 0; i < n; i++) if (r() < 0.5) drawn.push(`P${pad(i + 1, 7)}`);
  for (let i = drawn.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [drawn[i], drawn[j]] = [drawn[j], drawn[i]];
  }
  const call = { subsidieplafond: money(Math.floor((n * MEAN_ASK * 0.3) / 100) * 100 + 37), loting: drawn, grensregel: "partial" };
  function* applications() {
    const r = mulberry32(seed + 1);
    for (let i = 0; i < n; i++) {
      yield {
        id: `P${pad(i + 1, 7)}`,
        applicant: `Aanvrager ${i + 1}`,
        received_in_time: r() >= 0.02,
        scores: { a_effectiveness: between(r, 1, 4), b_innovativeness: between(r, 1, 4), c_cost_effectiveness: between(r, 1, 4), d_feasibility: between(r, 1, 4) },
        max_subsidy_eur: money(between(r, 1_000_000, 50_000_000)),
      };
    }
  }
  return { call, applications };
}
